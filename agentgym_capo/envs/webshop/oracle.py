"""The WebShop expert: the next command that buys the goal's product, and the default search query.

The expert searches the goal's query, pages to the target ASIN (or searches its name, then the ASIN, when the
results do not list it), opens it, selects each goal option that is not selected yet (the product value with
the best fuzzy match, an exact match winning) and buys. It reads only the page state the engine reports.
"""

from __future__ import annotations

import re
from typing import Any

from agentgym_capo.envs.webshop.reward import normalize_color, token_set_ratio

__all__ = ["default_query", "oracle_command"]

_PRICE_CLAUSE = re.compile(r",? and price lower than [\d.]+ dollars$")


def default_query(goal: dict[str, Any]) -> str:
    """The instruction's text without its price clause (what ``search[<your query>]`` becomes)."""
    text = _PRICE_CLAUSE.sub("", str(goal.get("instruction_text", ""))).strip()
    return text[:200] or "product"


def oracle_command(goal: dict[str, Any], state: dict[str, Any], page_size: int) -> str:
    """The expert's next command for the page ``state`` (search, page to the target, select options, buy)."""
    target = str(goal.get("asin", ""))
    query = str(goal.get("query") or "").strip() or str(goal.get("name", "")).strip()
    page = state.get("page", "search")
    if page == "search":
        return f"search[{query}]"
    if page == "results":
        if target in state.get("page_asins", []):
            return f"click[{target}]"
        results = state.get("results", [])
        if target in results:
            wanted = results.index(target) // page_size + 1
            return "click[Next >]" if wanted > state["page_num"] else "click[< Prev]"
        name = str(goal.get("name", "")).strip()
        return f"search[{name}]" if state.get("query") != name[:512] and name else f"search[{target}]"
    if page == "subpage":
        return "click[Back to Item]"
    if state.get("asin") != target:
        return "click[< Prev]"
    selected = list((state.get("selected_options") or {}).values())
    for goal_option in _goal_options(goal):
        wanted = normalize_color(goal_option)
        if any(token_set_ratio(normalize_color(value), wanted) > 85 for value in selected):
            continue
        choice = _best_value(state.get("product_options") or {}, goal_option)
        if choice is not None:
            return f"click[{choice}]"
    return "click[Buy Now]"


def _goal_options(goal: dict[str, Any]) -> list[str]:
    options = goal.get("goal_options") or []
    return [str(v) for v in (options.values() if isinstance(options, dict) else options)]


def _best_value(product_options: dict[str, list[str]], goal_option: str) -> str | None:
    wanted = normalize_color(goal_option)
    best, best_score = None, 85
    for values in product_options.values():
        for value in values:
            score = token_set_ratio(normalize_color(value), wanted)
            if value.strip().lower() == goal_option.strip().lower():
                score += 100
            if score > best_score:
                best, best_score = value, score
    return best
