"""WebShop goals (instructions with attributes, options and a price bound) and the train/test splits (spec §2).

The goal RNG is ``random.Random(233)`` (the original seeded the global RNG with 233), consumed in goal order;
the shuffle before splitting uses a separate ``random.Random(233)`` (:data:`SPLIT_SEED`, applied by the store).
``test_size`` (the CAPO test split) is 500 unless the source's ``manifest.json`` says otherwise (the bundled
catalogue says 100).
"""

from __future__ import annotations

import collections
import itertools
import random
from collections.abc import Mapping
from typing import Any

from agentgym_capo.errors import ConfigError

__all__ = [
    "DEFAULT_TEST_SIZE",
    "GOAL_SOURCES",
    "NO_PRICE_UPPER",
    "PRICE_MODES",
    "SPLIT_SCHEMES",
    "SPLIT_SEED",
    "build_goals",
    "split_goals",
]

PRICE_MODES = ("lower", "uniform")
GOAL_SOURCES = ("human", "synthetic")
SPLIT_SCHEMES = ("capo", "original")
PRICE_GRID = tuple(range(10, 1000, 10))
NO_PRICE_UPPER = 1_000_000
SPLIT_SEED = 233
GOAL_SEED = 233
DEFAULT_TEST_SIZE = 500


def _price_bound(rng: random.Random, price: float) -> tuple[float, str]:
    candidates = [p for p in PRICE_GRID if p > price][:4]
    if len(candidates) >= 2:
        upper = float(max(rng.sample(candidates, 2)))
        return upper, f", and price lower than {upper:.2f} dollars"
    return float(NO_PRICE_UPPER), ""


def build_goals(
    products: list[dict[str, Any]],
    records: Mapping[str, list[Mapping[str, Any]]],
    *,
    prices: Mapping[str, float],
    goal_source: str = "human",
    synthetic: Mapping[str, Mapping[str, Any]] | None = None,
) -> tuple[list[dict[str, Any]], int]:
    """Build the goal list in catalogue order (spec §2), before shuffling.

    Args:
        products: Normalised products in catalogue order (only ``asin``, ``name``, ``category``, ``query``,
            ``product_category``, ``options`` are read).
        records: asin → human instruction records (``items_human_ins.json``).
        prices: asin → effective price.
        goal_source: ``"human"`` or ``"synthetic"``.
        synthetic: asin → ``items_ins_v2`` entry, for synthetic goals.

    Returns:
        ``(goals, skipped)`` where ``skipped`` counts human records without instruction attributes.
    """
    rng = random.Random(GOAL_SEED)
    goals: list[dict[str, Any]] = []
    skipped = 0
    for product in products:
        asin = product["asin"]
        base = {
            "asin": asin, "category": product["category"], "query": product["query"], "name": product["name"],
            "product_category": product["product_category"],
        }
        if goal_source == "human":
            for record in records.get(asin, ()):
                attributes = list(record.get("instruction_attributes") or [])
                if not attributes:
                    skipped += 1
                    continue
                upper, price_text = _price_bound(rng, prices[asin])
                goals.append({
                    **base,
                    "instruction_text": str(record.get("instruction", "")).strip(".") + price_text,
                    "attributes": attributes,
                    "price_upper": upper,
                    "goal_options": [str(o) for o in record.get("instruction_options") or []],
                    "weight": 1.0,
                })
        else:
            entry = (synthetic or {}).get(asin)
            if not entry or not entry.get("instruction"):
                continue
            names = sorted(product["options"])
            for combination in itertools.product(*(product["options"][n] for n in names)):
                chosen = dict(zip(names, combination, strict=True))
                option_text = ", and ".join(f"{k}: {v}" for k, v in chosen.items())
                upper, price_text = _price_bound(rng, prices[asin])
                goals.append({
                    **base,
                    "instruction_text": str(entry["instruction"]) + (" with " + option_text if option_text else "")
                    + price_text,
                    "attributes": list(entry.get("instruction_attributes") or []),
                    "price_upper": upper,
                    "goal_options": chosen,
                    "weight": 1.0,
                })
    if goal_source == "synthetic":
        counts = collections.Counter(a for goal in goals for a in goal["attributes"])
        for goal in goals:
            if goal["attributes"]:
                goal["weight"] = sum(1.0 / counts[a] for a in goal["attributes"]) / len(goal["attributes"])
    return goals, skipped


def split_goals(num_goals: int, split: str, scheme: str = "capo", test_size: int = DEFAULT_TEST_SIZE) -> list[int]:
    """Return the goal indices (positions in the shuffled list) of a split."""
    if scheme == "capo":
        ranges = {"test": (0, test_size), "train": (test_size, num_goals)}
    elif scheme == "original":
        ranges = {"test": (0, 500), "dev": (500, 1500), "train": (1500, num_goals)}
    else:
        raise ConfigError(f"split_scheme must be one of {SPLIT_SCHEMES}, got {scheme!r}.")
    if split not in ranges:
        raise ConfigError(f"split must be one of {sorted(ranges)} for split_scheme={scheme!r}, got {split!r}.")
    start, end = ranges[split]
    return list(range(min(start, num_goals), min(end, num_goals)))
