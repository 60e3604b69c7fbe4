"""Read back what a report page holds: its embedded data, its tables and its charts (for the tests)."""

from __future__ import annotations

import json
import re
from html import unescape
from pathlib import Path
from typing import Any


def page_data(html: str) -> dict[str, Any]:
    """The JSON the page embeds for its script."""
    match = re.search(r'<script type="application/json" id="report-data">(.*?)</script>', html, re.S)
    assert match, "no embedded report data"
    return json.loads(match.group(1))


def summary_rows(html: str) -> dict[str, list[str]]:
    """Row name -> the ``data-value`` of each run's cell in the summary table."""
    table = re.search(r'<table class="summary" id="summary-table">(.*?)</table>', html, re.S).group(1)
    rows = {}
    for name, cells in re.findall(r'<tr data-row="([^"]*)"><th>[^<]*</th>(.*?)</tr>', table, re.S):
        rows[unescape(name)] = [unescape(v) for v in re.findall(r'<td data-value="([^"]*)">', cells)]
    return rows


def prompts_of(episode: dict[str, Any]) -> list[str]:
    """Rebuild each step's prompt from the page's (shared prefix length, suffix) encoding."""
    prompts, previous = [], ""
    for step in episode["steps"]:
        previous = previous[:step["p"]] + step["s"]
        prompts.append(previous)
    return prompts


def read(path: str | Path) -> str:
    """The page's text."""
    return Path(path).read_text(encoding="utf-8")
