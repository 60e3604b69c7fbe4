"""The WebShop page machine: search, results (paginated), item pages with options, sub-pages, purchase.

A :class:`ShopSession` holds one shopper's page state over a shared :class:`WebShopStore`. It knows nothing
about prompts, tool calls or RL rewards: ``reset`` starts a goal and ``step`` applies one command string
(``search[...]`` or ``click[...]``). Both return the same JSON-able dict, which is exactly what the HTTP
server sends, so an env gets identical results in process and over HTTP::

    {"observation": page text, "available_actions": [...], "valid": bool, "invalid_reason": str | None,
     "notice": str | None, "done": bool, "purchase": None | {...}, "state": {...}}

``state`` carries what a client needs without store access: the page kind, query, page number, the result
ASINs, the current ASIN, its options and the selected ones (used by the oracle policy and for metrics).

Choices made here (spec §5–6 leave them open):

* Results pages list ASIN clickables first, then ``< Prev``, ``Next >``, ``Back to Search``; sub-pages list
  ``< Prev``, ``Back to Item``, ``Back to Search``, ``Buy Now``.
* On an item page every option value is clickable; values past the 30 shown are not listed in
  ``available_actions`` but still accepted.
* ``allow_unlisted_asin`` accepts any catalogue ASIN from a results page (the reference implementation).
"""

from __future__ import annotations

import re
from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Any

from agentgym_capo.envs.webshop.catalog import WebShopStore
from agentgym_capo.envs.webshop.nouns import resolve_extractor
from agentgym_capo.envs.webshop.reward import webshop_reward
from agentgym_capo.errors import ConfigError, UnknownTaskError

__all__ = ["EngineSettings", "ShopSession", "parse_command"]

MAX_QUERY_CHARS = 512
MAX_TITLE_CHARS = 180
MAX_DESCRIPTION_CHARS = 2000
MAX_FEATURES = 10
MAX_OPTION_VALUES_SHOWN = 30
PLACEHOLDER_QUERY = "<your query>"
SEARCH_ACTION = f"search[{PLACEHOLDER_QUERY}]"
SUBPAGES = ("Description", "Features", "Reviews")
ITEM_BUTTONS = ("Description", "Features", "Reviews", "< Prev", "Back to Search", "Buy Now")
SUBPAGE_BUTTONS = ("< Prev", "Back to Item", "Back to Search", "Buy Now")
SEARCH_PAGE_TEXT = "WebShop search page. Enter keywords with search[...]."
_COMMAND = re.compile(r"^\s*(search|click)\s*\[(.*)\]\s*$", re.IGNORECASE | re.DOTALL)
_SPACES = re.compile(r"\s+")


def collapse(text: str) -> str:
    """Strip and collapse internal whitespace."""
    return _SPACES.sub(" ", text).strip()


def parse_command(command: str) -> tuple[str, str] | None:
    """Return ``(verb, argument)`` of ``search[...]``/``click[...]`` (verb lowercased), or None."""
    match = _COMMAND.match(command if isinstance(command, str) else "")
    if match is None:
        return None
    return match.group(1).lower(), collapse(match.group(2))


@dataclass(frozen=True)
class EngineSettings:
    """Per-session settings of the page machine (all JSON-able)."""

    search_return_n: int = 50
    page_size: int = 10
    price_mode: str = "lower"
    goal_source: str = "human"
    noun_extractor: str = "spacy"
    allow_unlisted_asin: bool = False

    def __post_init__(self):
        """Validate ranges (a bad value is a user error)."""
        if not isinstance(self.search_return_n, int) or not 1 <= self.search_return_n <= 1000:
            raise ConfigError(f"search_return_n must be an integer in [1, 1000], got {self.search_return_n!r}.")
        if not isinstance(self.page_size, int) or not 1 <= self.page_size <= 100:
            raise ConfigError(f"page_size must be an integer in [1, 100], got {self.page_size!r}.")
        if self.noun_extractor not in ("spacy", "simple"):
            raise ConfigError(f"noun_extractor must be 'spacy' or 'simple', got {self.noun_extractor!r}.")

    @classmethod
    def from_dict(cls, values: Mapping[str, Any] | None) -> EngineSettings:
        """Build from a dict, refusing unknown keys."""
        values = dict(values or {})
        unknown = set(values) - set(cls.__dataclass_fields__)
        if unknown:
            raise ConfigError(f"Unknown WebShop engine settings {sorted(unknown)}; "
                              f"known: {sorted(cls.__dataclass_fields__)}.")
        return cls(**values)


@dataclass
class _Page:
    kind: str = "search"  # search | results | item | subpage | done
    query: str = ""
    page_num: int = 1
    results: list[str] = field(default_factory=list)
    asin: str | None = None
    selected: dict[str, str] = field(default_factory=dict)
    subpage: str | None = None


class ShopSession:
    """One shopper's page state over a shared store (see the module docstring)."""

    def __init__(self, store: WebShopStore, settings: EngineSettings | None = None):
        """Create a session; call :meth:`reset` before :meth:`step`."""
        self.store = store
        self.settings = settings or EngineSettings()
        self.noun_extractor = resolve_extractor(self.settings.noun_extractor)
        self.goal: dict[str, Any] | None = None
        self.task_id: str | None = None
        self.page = _Page()
        self.purchase: dict[str, Any] | None = None
        self.store.goals(self.settings.price_mode, self.settings.goal_source)  # validates both settings

    # ------------------------------------------------------------------ tasks
    def goals(self) -> list[dict[str, Any]]:
        """Every goal in task-id order."""
        return self.store.goals(self.settings.price_mode, self.settings.goal_source)

    def reset(self, task_id: str) -> dict[str, Any]:
        """Start the goal ``task_id`` (its index in the shuffled goal list) on the search page."""
        goals = self.goals()
        try:
            index = int(str(task_id))
            if not 0 <= index < len(goals) or str(index) != str(task_id):
                raise ValueError
        except ValueError:
            raise UnknownTaskError(f"Unknown WebShop task_id {task_id!r}: expected a goal index in "
                                   f"[0, {len(goals) - 1}] written as a decimal string.") from None
        self.task_id = str(index)
        self.goal = goals[index]
        self.page = _Page()
        self.purchase = None
        result = self._result(True, None, None)
        result["goal"] = dict(self.goal)
        result["task_id"] = self.task_id
        result["noun_extractor"] = self.noun_extractor
        return result

    # ------------------------------------------------------------------ stepping
    def step(self, command: str) -> dict[str, Any]:
        """Apply one command; invalid commands leave the state unchanged and say why."""
        if self.goal is None:
            raise RuntimeError("reset() must be called before step().")
        if self.page.kind == "done":
            return self._result(False, "episode_done", None)
        parsed = parse_command(command)
        if parsed is None:
            return self._result(False, "bad_format", None)
        verb, argument = parsed
        if verb == "search":
            return self._search(argument)
        return self._click(argument)

    def _search(self, query: str) -> dict[str, Any]:
        if not query:
            return self._result(False, "empty_query", None)
        if query.lower() == PLACEHOLDER_QUERY:
            return self._result(False, "placeholder_query", None)
        notice = None
        if len(query) > MAX_QUERY_CHARS:
            notice = f"Your query was {len(query):,} characters long; only the first {MAX_QUERY_CHARS} were used."
            query = query[:MAX_QUERY_CHARS]
        hits = self.store.search(query, self.settings.search_return_n)
        self.page = _Page(kind="results", query=query, page_num=1, results=[hit.doc_id for hit in hits])
        return self._result(True, None, notice)

    def _click(self, target: str) -> dict[str, Any]:
        page = self.page
        if not target:
            return self._invalid_click(target)
        label = target.lower()
        if label == "back to search":
            self.page = _Page()
            return self._result(True, None, None)
        if page.kind == "results":
            return self._click_results(target, label)
        if page.kind == "item":
            if label == "< prev":
                self.page = _Page(kind="results", query=page.query, page_num=page.page_num, results=page.results)
                return self._result(True, None, None)
            for kind in SUBPAGES:
                if label == kind.lower():
                    page.kind, page.subpage = "subpage", kind
                    return self._result(True, None, None)
            if label == "buy now":
                return self._buy()
            name = self._option_name(label)
            if name is not None:
                page.selected[name] = self._option_value(name, label)
                return self._result(True, None, None)
            return self._invalid_click(target)
        if page.kind == "subpage":
            if label in ("back to item", "< prev"):
                page.kind, page.subpage = "item", None
                return self._result(True, None, None)
            if label == "buy now":
                return self._buy()
        return self._invalid_click(target)

    def _click_results(self, target: str, label: str) -> dict[str, Any]:
        page = self.page
        if label == "next >" and page.page_num < self._num_pages():
            page.page_num += 1
            return self._result(True, None, None)
        if label == "< prev" and page.page_num > 1:
            page.page_num -= 1
            return self._result(True, None, None)
        asin = target.upper()
        listed = asin in self._page_asins()
        if listed or (self.settings.allow_unlisted_asin and self.store.product(asin) is not None):
            self.page = _Page(kind="item", query=page.query, page_num=page.page_num, results=page.results, asin=asin)
            return self._result(True, None, None)
        return self._invalid_click(target)

    def _invalid_click(self, target: str) -> dict[str, Any]:
        return self._result(False, f"not_clickable: {target[:200]}", None)

    def _option_name(self, label: str) -> str | None:
        product = self._product()
        for name, values in product["options"].items():
            if any(collapse(value).lower() == label for value in values):
                return name
        return None

    def _option_value(self, name: str, label: str) -> str:
        return next(v for v in self._product()["options"][name] if collapse(v).lower() == label)

    def _buy(self) -> dict[str, Any]:
        product = self._product()
        price = self.store.price(product, self.settings.price_mode)
        assert self.goal is not None
        score, components = webshop_reward(product, self.goal, price, self.page.selected,
                                           noun_extractor=self.noun_extractor)
        self.purchase = {
            "asin": product["asin"],
            "options": dict(self.page.selected),
            "price": price,
            "score": score,
            "components": components,
        }
        self.page.kind, self.page.subpage = "done", None
        return self._result(True, None, None)

    # ------------------------------------------------------------------ rendering
    def _product(self) -> dict[str, Any]:
        product = self.store.product(self.page.asin or "")
        assert product is not None, "an item page always shows a catalogue product"
        return product

    def _num_pages(self) -> int:
        size = self.settings.page_size
        return max(1, (len(self.page.results) + size - 1) // size)

    def _page_asins(self) -> list[str]:
        size = self.settings.page_size
        start = (self.page.page_num - 1) * size
        return self.page.results[start:start + size]

    def page_text(self) -> str:
        """The text of the current page (``raw_observation``)."""
        page = self.page
        if page.kind == "search":
            return SEARCH_PAGE_TEXT
        if page.kind == "results":
            return self._results_text()
        if page.kind == "done":
            assert self.purchase is not None
            chosen = ", ".join(f"{k}: {v}" for k, v in self.purchase["options"].items())
            return (f"You bought {self.purchase['asin']} with options {{{chosen}}}. "
                    f"Task score: {self.purchase['score']:.3f}.")
        product = self._product()
        if page.kind == "item":
            return self._item_text(product)
        return self._subpage_text(product, page.subpage or "Description")

    def _results_text(self) -> str:
        page = self.page
        total = len(page.results)
        header = f'Search results for "{page.query}": page {page.page_num} of {self._num_pages()} ({total} results)'
        if not total:
            return header + "\nNo results."
        lines = [header]
        start = (page.page_num - 1) * self.settings.page_size
        for offset, asin in enumerate(self._page_asins()):
            product = self.store.product(asin) or {"Title": "", "price_tag": ""}
            title = product["Title"]
            if len(title) > MAX_TITLE_CHARS:
                title = title[:MAX_TITLE_CHARS] + "…"
            lines.append(f"[{start + offset + 1}] {asin} | {title} | {product['price_tag']}")
        return "\n".join(lines)

    def _item_text(self, product: Mapping[str, Any]) -> str:
        lines = [f"Product {product['asin']}", f"Title: {product['Title']}", f"Price: {product['price_tag']}",
                 f"Rating: {product.get('Rating', 'N.A.')}"]
        if product["options"]:
            lines.append("Options:")
            for name, values in product["options"].items():
                shown = ", ".join(values[:MAX_OPTION_VALUES_SHOWN])
                more = len(values) - MAX_OPTION_VALUES_SHOWN
                if more > 0:
                    shown += f", … ({more} more)"
                lines.append(f"- {name} (selected: {self.page.selected.get(name, 'none')}): {shown}")
        else:
            lines.append("Options: none")
        lines.append("Buttons: " + ", ".join(ITEM_BUTTONS))
        return "\n".join(lines)

    def _subpage_text(self, product: Mapping[str, Any], kind: str) -> str:
        lines = [f"Product {product['asin']}: {kind}"]
        if kind == "Description":
            lines.append(str(product.get("Description") or "No description.")[:MAX_DESCRIPTION_CHARS])
        elif kind == "Features":
            bullets = [b for b in product.get("BulletPoints") or [] if str(b).strip()][:MAX_FEATURES]
            lines.extend(f"- {b}" for b in bullets) if bullets else lines.append("No features.")
        else:
            reviews = product.get("Reviews") or []
            if not reviews:
                lines.append("No reviews.")
            for review in reviews:
                lines.append(f"{review.get('score', '')} | {review.get('title', '')} | {review.get('body', '')}")
        lines.append("Buttons: " + ", ".join(SUBPAGE_BUTTONS))
        return "\n".join(lines)

    def clickables(self) -> list[str]:
        """The listed click targets of the current page, in page order."""
        page = self.page
        if page.kind == "results":
            labels = list(self._page_asins())
            if page.page_num > 1:
                labels.append("< Prev")
            if page.page_num < self._num_pages():
                labels.append("Next >")
            return [*labels, "Back to Search"]
        if page.kind == "item":
            product = self._product()
            values = [v for vs in product["options"].values() for v in vs[:MAX_OPTION_VALUES_SHOWN]]
            return [*dict.fromkeys(values), *ITEM_BUTTONS]
        if page.kind == "subpage":
            return list(SUBPAGE_BUTTONS)
        return []

    def available_actions(self) -> list[str]:
        """``search[<your query>]`` (except when done), then ``click[label]`` per clickable."""
        if self.page.kind == "done":
            return []
        return [SEARCH_ACTION, *(f"click[{label}]" for label in self.clickables())]

    def state(self) -> dict[str, Any]:
        """The page state as JSON-able data."""
        page = self.page
        state: dict[str, Any] = {
            "page": page.kind, "query": page.query, "page_num": page.page_num, "num_pages": self._num_pages(),
            "results": list(page.results), "page_asins": self._page_asins() if page.kind == "results" else [],
            "asin": page.asin, "selected_options": dict(page.selected), "subpage": page.subpage,
            "product_options": None,
        }
        if page.kind in ("item", "subpage"):
            state["product_options"] = {k: list(v) for k, v in self._product()["options"].items()}
        return state

    def _result(self, valid: bool, reason: str | None, notice: str | None) -> dict[str, Any]:
        return {
            "observation": self.page_text(),
            "available_actions": self.available_actions(),
            "valid": valid,
            "invalid_reason": reason,
            "notice": notice,
            "done": self.page.kind == "done",
            "purchase": dict(self.purchase) if self.purchase is not None else None,
            "state": self.state(),
        }
