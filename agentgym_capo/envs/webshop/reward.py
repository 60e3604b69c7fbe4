"""The original WebShop task score of a purchase, in [0, 1].

:func:`webshop_reward` is the contract outside checks use: it takes the product and goal dictionaries with
the field names of the original WebShop scorer and returns ``(score, components)``. Every reward mode of
``capo/WebShop-v0`` is built on it.

Product fields read: ``query``, ``product_category``, ``name`` (falls back to ``Title``), ``Attributes``,
``Title``, ``BulletPoints``, ``Description``. Goal fields read: ``query``, ``product_category``, ``name``,
``attributes``, ``goal_options`` (list of strings, or a dict whose values are used), ``price_upper``.

The formula (spec §8)::

    score = (n_attr_matched + n_opt_matched + r_price) / (len(attributes) + len(goal_options) + 1) * r_type

``token_set_ratio`` reproduces thefuzz's: both strings are processed (code points 128–255 deleted,
lowercased, non-alphanumerics turned into spaces, trimmed), rapidfuzz's token-set ratio is computed, then
rounded to an integer.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from typing import Any

from rapidfuzz import fuzz
from rapidfuzz.utils import default_process

from agentgym_capo.envs.webshop.nouns import extract_nouns

__all__ = [
    "COLOR_SET",
    "MATCH_THRESHOLD",
    "normalize_color",
    "token_set_ratio",
    "type_reward",
    "webshop_reward",
]

MATCH_THRESHOLD = 85
"""A fuzzy match counts when ``token_set_ratio`` is strictly greater than this."""

COLOR_SET = tuple(
    """
    alabaster apricot aqua ash asphalt azure banana beige black blue blush bordeaux bronze brown burgundy camel
    camo caramel champagne charcoal cheetah chestnut chocolate christmas coffee cognac copper coral cranberry
    cream crystal dark denim eggplant elephant espresso fuchsia gold granite grape graphite grass gray green grey
    heather indigo ivory ivy khaki lavender lemon leopard light lilac lime magenta maroon mauve merlot midnight
    mint mocha multicolor mushroom mustard natural navy nude olive orange peach pewter pink plum purple rainbow
    red rose royal rust sand sapphire seashell silver skull slate steel stone stonewash sunflower tan taupe teal
    tiger turquoise violet walnut wheat white wine yellow
    """.split()
)
assert len(COLOR_SET) == 102

_LATIN1_TABLE = {code: None for code in range(128, 256)}


def token_set_ratio(a: str, b: str) -> int:
    """thefuzz's ``token_set_ratio`` (with its default processing), as an integer in [0, 100]."""
    a = default_process(str(a).translate(_LATIN1_TABLE))
    b = default_process(str(b).translate(_LATIN1_TABLE))
    return int(round(fuzz.token_set_ratio(a, b)))


def normalize_color(value: str) -> str:
    """Return the first word of :data:`COLOR_SET` that is a substring of ``value``, else ``value``."""
    for color in COLOR_SET:
        if color in value:
            return color
    return value


def _categories(text: str) -> set[str]:
    return {part.strip() for part in str(text or "").split("›")}


def type_reward(product: Mapping[str, Any], goal: Mapping[str, Any], noun_extractor: str = "simple") -> dict:
    """Return ``r_type`` and its parts (``query_match``, ``category_match``, ``title_score``)."""
    query_match = product.get("query") == goal.get("query")
    category_match = len(_categories(product.get("product_category", "")) & _categories(
        goal.get("product_category", ""))) >= 2
    purchased = extract_nouns(str(product.get("name", product.get("Title", "")) or ""), noun_extractor)
    desired = extract_nouns(str(goal.get("name", "") or ""), noun_extractor)
    title_score = len(set(purchased) & set(desired)) / len(desired) if desired else 0.2
    r_type = 1.0 if (query_match or category_match or title_score > 0.2) else 0.5
    if title_score < 0.1:
        r_type = 0.1
    if title_score == 0.0:
        r_type = 0.0
    return {
        "r_type": r_type,
        "query_match": bool(query_match),
        "category_match": bool(category_match),
        "title_score": float(title_score),
    }


def _attribute_matches(product: Mapping[str, Any], goal_attributes: Iterable[str]) -> int:
    product_attributes = [str(a) for a in product.get("Attributes") or []]
    title = str(product.get("Title", "") or "").lower()
    bullets = product.get("BulletPoints") or []
    bullets_text = " ".join(str(b) for b in ([bullets] if isinstance(bullets, str) else bullets)).lower()
    description = str(product.get("Description", "") or "").lower()
    matched = 0
    for goal_attribute in goal_attributes:
        if any(token_set_ratio(p, goal_attribute) > MATCH_THRESHOLD for p in product_attributes):
            matched += 1
        elif goal_attribute in title or goal_attribute in bullets_text or goal_attribute in description:
            matched += 1
    return matched


def _option_matches(selected: Iterable[str], goal_options: Iterable[str]) -> int:
    selected = [normalize_color(str(value)) for value in selected]
    matched = 0
    for goal_option in (normalize_color(str(value)) for value in goal_options):
        if any(token_set_ratio(value, goal_option) > MATCH_THRESHOLD for value in selected):
            matched += 1
    return matched


def goal_option_values(goal: Mapping[str, Any]) -> list[str]:
    """The goal's option values as a list (a dict of synthetic goals contributes its values)."""
    options = goal.get("goal_options") or []
    if isinstance(options, Mapping):
        return [str(value) for value in options.values()]
    return [str(value) for value in options]


def webshop_reward(
    product: Mapping[str, Any],
    goal: Mapping[str, Any],
    price: float,
    options: Mapping[str, str] | Iterable[str] | None,
    *,
    noun_extractor: str = "simple",
) -> tuple[float, dict[str, Any]]:
    """Score a purchase with the original WebShop formula.

    Args:
        product: The purchased product (normalised: ``Title``, ``BulletPoints``, ``Description``,
            ``Attributes``, ``query``, ``product_category``, ``name``).
        goal: The goal (``query``, ``product_category``, ``name``, ``attributes``, ``goal_options``,
            ``price_upper``).
        price: The effective price paid.
        options: The selected options, a dict name → value (its values are used) or a list of values.
        noun_extractor: ``"spacy"`` or ``"simple"`` (see :mod:`agentgym_capo.envs.webshop.nouns`).

    Returns:
        ``(score, components)`` with ``score`` in [0, 1]; components hold ``r_type``, ``query_match``,
        ``category_match``, ``title_score``, ``r_attr`` (fraction), ``r_option`` (fraction or None when the
        goal has no options), ``r_price`` (0 or 1), ``n_attr_matched``, ``n_attr``, ``n_opt_matched``,
        ``n_opt``.

    >>> goal = {"query": "q", "product_category": "a › b", "name": "cotton shirt", "price_upper": 40,
    ...         "attributes": ["machine wash", "long sleeve"], "goal_options": ["navy", "large"]}
    >>> product = {"query": "q", "product_category": "a › b", "name": "cotton shirt", "Title": "cotton shirt",
    ...            "Attributes": ["long sleeve"], "BulletPoints": [], "Description": ""}
    >>> webshop_reward(product, goal, 25.0, {"color": "dark navy blue", "size": "medium"})[0]
    0.4
    """
    selected = list(options.values()) if isinstance(options, Mapping) else list(options or [])
    goal_attributes = [str(a) for a in goal.get("attributes") or []]
    goal_options = goal_option_values(goal)
    type_parts = type_reward(product, goal, noun_extractor)
    n_attr_matched = _attribute_matches(product, goal_attributes)
    n_opt_matched = _option_matches(selected, goal_options)
    r_price = 1.0 if float(price) <= float(goal.get("price_upper", 1_000_000)) else 0.0
    denominator = len(goal_attributes) + len(goal_options) + 1
    score = (n_attr_matched + n_opt_matched + r_price) / denominator * type_parts["r_type"]
    components = {
        **type_parts,
        "r_attr": n_attr_matched / len(goal_attributes) if goal_attributes else None,
        "r_option": n_opt_matched / len(goal_options) if goal_options else None,
        "r_price": r_price,
        "n_attr_matched": n_attr_matched,
        "n_attr": len(goal_attributes),
        "n_opt_matched": n_opt_matched,
        "n_opt": len(goal_options),
    }
    return float(score), components
