"""``capo report`` on a ``capo demo`` folder: the demo's test success before and after training is in the page.

The folder is the real demo's (``run_demo`` on the tiny model, one iteration, two test episodes), so the test
reads exactly what the demo writes, not a hand-typed copy of it.
"""

from __future__ import annotations

import contextlib
import io
import json
import re
from html import unescape

import pytest

from agentgym_capo.cli import main
from agentgym_capo.errors import DataError
from agentgym_capo.models import tiny_model_dir
from agentgym_capo.report.run_data import DEMO_SUMMARY_FILE, load_run
from agentgym_capo.trainer.commands.demo import run_demo
from tests.report.page_reading import read


@pytest.fixture(scope="module")
def demo_folder(tmp_path_factory):
    out = tmp_path_factory.mktemp("demo") / "capo_demo"
    with contextlib.redirect_stdout(io.StringIO()) as printed:
        summary = run_demo(str(out), iterations=1, eval_episodes=2, model_path=str(tiny_model_dir()), task="chain",
                           trainable_layers=1, rollout_tasks=4, mini_batch_size=16, per_device_train_batch_size=16)
    return out, summary, printed.getvalue()


def _eval_rows(html: str) -> list[list[str]]:
    table = re.search(r'<table class="evals" id="eval-table">(.*?)</table>', html, re.S)
    assert table, "no evaluation table"
    head = [unescape(h) for h in re.findall(r"<th>(.*?)</th>", table.group(1))]
    rows = [[unescape(re.sub(r"<[^>]+>", "", cell)) for cell in re.findall(r"<td[^>]*>.*?</td>", row)]
            for row in re.findall(r"<tr>(<td.*?)</tr>", table.group(1), re.S)]
    return [head, *rows]


def test_the_report_of_a_demo_folder_shows_success_before_and_after(demo_folder):
    out, summary, _ = demo_folder
    assert main(["report", str(out)]) == 0
    html = read(out / "report.html")
    assert 'id="eval-missing"' not in html  # not "No evaluation results"
    head, *rows = _eval_rows(html)
    assert head == ["run", "file", "env", "measured", "seeds", "success_rate"]
    assert rows == [
        ["capo_demo", DEMO_SUMMARY_FILE, "capo/Chain-v0", "before training", "1", f"{summary['success_before']:.4g}"],
        ["capo_demo", DEMO_SUMMARY_FILE, "capo/Chain-v0", "after 1 iterations", "1", f"{summary['success_after']:.4g}"],
    ]
    assert f'data-value="{float(summary["success_after"])!r}"' in html


def test_the_demo_says_which_dtypes_its_passes_ran_in_and_how_to_see_its_page(demo_folder):
    out, summary, printed = demo_folder
    (line,) = [line for line in printed.splitlines() if "passes ran in" in line]
    said = line.split("passes ran in ")[1]
    # each dtype once, its passes after it in words, not the dict's repr
    by_dtype = dict(re.findall(r"(\w+) \(([a-z_, ]+)\)", said))
    assert "{" not in said and set(by_dtype) == set(summary["precision"]["pass_dtypes"].values())
    assert {name: dtype for dtype, names in by_dtype.items() for name in names.split(", ")} == \
        summary["precision"]["pass_dtypes"]
    assert f"a page of the run: capo report {out}" in printed


def test_a_demo_summary_a_report_cannot_read_is_one_clear_error(demo_folder, tmp_path):
    out, _, _ = demo_folder
    broken = tmp_path / "broken"
    broken.mkdir()
    (broken / "metrics.jsonl").write_text((out / "metrics.jsonl").read_text())
    written = json.loads((out / DEMO_SUMMARY_FILE).read_text())
    del written["success_after"]
    (broken / DEMO_SUMMARY_FILE).write_text(json.dumps(written))
    with pytest.raises(DataError, match=r"demo_summary.json lacks \['success_after'\]; expected the summary `capo "
                                        r"demo` writes"):
        load_run(broken)
