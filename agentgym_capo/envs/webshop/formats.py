"""WebShop's official file formats: streaming the items file, and normalising a raw product (spec §2).

The items file is read as a stream (one product object at a time), so the 1.18 M-product release never sits in
memory as one JSON document. A product is normalised once, at prepare time (:mod:`.prepare`); the store keeps
the normalised JSON.
"""

from __future__ import annotations

import gzip
import json
import os
import random
import re
from collections.abc import Iterator, Mapping
from pathlib import Path
from typing import Any

from agentgym_capo.errors import DataError

__all__ = [
    "check_product",
    "effective_price",
    "index_text",
    "iter_json_array",
    "load_json",
    "normalize_product",
    "options_text",
    "parse_pricing",
]


def _open_text(path: Path):
    if path.suffix == ".gz":
        return gzip.open(path, "rt", encoding="utf-8")
    return open(path, encoding="utf-8")


def iter_json_array(path: str | os.PathLike[str], chunk_chars: int = 1 << 20) -> Iterator[Any]:
    """Yield the elements of a top-level JSON array one by one, reading the file in chunks.

    Raises:
        DataError: The file is not a JSON array or is cut off.
    """
    path = Path(path)
    decoder = json.JSONDecoder()
    with _open_text(path) as handle:
        buffer, position = handle.read(chunk_chars), 0
        buffer = buffer.lstrip("\ufeff \t\r\n")
        if not buffer.startswith("["):
            raise DataError(f"Expected {path} to hold a JSON array of products, found {buffer[:40]!r}.")
        position = 1
        while True:
            while True:
                while position < len(buffer) and buffer[position] in " \t\r\n,":
                    position += 1
                if position < len(buffer):
                    break
                more = handle.read(chunk_chars)
                if not more:
                    raise DataError(f"{path} ends before its closing ']'; the file is truncated. Download it again.")
                buffer, position = more, 0
            if buffer[position] == "]":
                return
            try:
                item, end = decoder.raw_decode(buffer, position)
            except json.JSONDecodeError as exc:
                more = handle.read(chunk_chars)
                if not more:
                    raise DataError(f"{path} is not valid JSON near character {position}: {exc.msg}.") from exc
                buffer, position = buffer[position:] + more, 0
                continue
            yield item
            position = end
            if position > chunk_chars:
                buffer, position = buffer[position:], 0


def load_json(path: Path) -> Any:
    """Load a whole JSON file (``.json`` or ``.json.gz``); a broken file raises :class:`DataError` naming it."""
    try:
        with _open_text(path) as handle:
            return json.load(handle)
    except (json.JSONDecodeError, UnicodeDecodeError) as exc:
        raise DataError(f"Expected valid JSON in {path}, found an error: {exc}. Download the file again.") from exc


# ---------------------------------------------------------------------------------------------- normalisation
_PRICE_JUNK = re.compile(r"[^\d.]")


def parse_pricing(pricing: Any) -> tuple[list[float], str]:
    """Return ``(prices, price_tag)`` of a raw ``pricing`` string (spec §2)."""
    values: list[float] = []
    if isinstance(pricing, str) and pricing:
        for part in pricing.split("$")[1:]:
            digits = _PRICE_JUNK.sub("", part)
            try:
                values.append(float(digits))
            except ValueError:
                continue
    if not values:
        return [100.0], "$100.0"
    if len(values) == 1:
        return values, f"${values[0]}"
    return values[:2], f"${values[0]} to ${values[1]}"


def _normalize_options(raw: Any) -> dict[str, list[str]]:
    options: dict[str, list[str]] = {}
    if not isinstance(raw, Mapping):
        return options
    for name, contents in raw.items():
        if contents is None or not isinstance(contents, list):
            continue
        values = []
        for content in contents:
            value = content.get("value") if isinstance(content, Mapping) else content
            if value is None:
                continue
            values.append(str(value).strip().replace("/", " | ").lower())
        options[str(name).lower()] = values
    return options


def normalize_product(raw: Mapping[str, Any], attributes: list[str] | None) -> dict[str, Any]:
    """Turn one raw product of ``items_shuffle*.json`` into the normalised product (spec §2)."""
    bullets = raw.get("small_description") or []
    if isinstance(bullets, str):
        bullets = [bullets]
    prices, price_tag = parse_pricing(raw.get("pricing"))
    product = {
        "asin": str(raw["asin"]),
        "name": str(raw.get("name") or ""),
        "Title": str(raw.get("name") or ""),
        "Description": str(raw.get("full_description") or ""),
        "BulletPoints": [str(b) for b in bullets],
        "images": list(raw.get("images") or []),
        "category": str(raw.get("category") or ""),
        "query": str(raw.get("query") or "").lower().strip(),
        "product_category": str(raw.get("product_category") or ""),
        "pricing": prices,
        "price_tag": price_tag,
        "options": _normalize_options(raw.get("customization_options")),
        "Attributes": list(attributes) if attributes else ["DUMMY_ATTR"],
        "Reviews": [],
        "Rating": "N.A.",
    }
    for key in ("average_rating", "total_reviews"):
        if raw.get(key) is not None:
            product[key] = raw[key]
    return product


_STRING_FIELDS = ("asin", "name", "Title", "Description", "category", "query", "product_category", "price_tag")
_LIST_FIELDS = ("BulletPoints", "images", "Attributes")


def check_product(product: Any, where: str) -> dict[str, Any]:
    """Check that ``product`` has every field of a normalised product with its type, and return it.

    The engine reads these fields mid-episode; checking them when a store is prepared and when a row is read
    turns a damaged row into one clear error instead of a ``KeyError`` inside an episode.

    Args:
        product: A normalised product (from :func:`normalize_product` or a store row).
        where: Where it came from, for the message (a file and row, or a store and ASIN).

    Raises:
        DataError: A field is missing or has the wrong type.
    """
    problem = None
    if not isinstance(product, Mapping):
        problem = f"a JSON object, found {type(product).__name__}"
    else:
        for key in _STRING_FIELDS:
            if not isinstance(product.get(key), str):
                problem = f"a string {key!r}, found {product.get(key, '<missing>')!r}"
                break
        for key in _LIST_FIELDS:
            if problem is None and not isinstance(product.get(key), list):
                problem = f"a list {key!r}, found {product.get(key, '<missing>')!r}"
        prices = product.get("pricing")
        if problem is None and not (isinstance(prices, list) and 1 <= len(prices) <= 2 and all(
                isinstance(p, int | float) and not isinstance(p, bool) and p == p for p in prices)):
            problem = f"'pricing' as 1 or 2 numbers, found {prices!r}"
        options = product.get("options")
        if problem is None and not (isinstance(options, Mapping) and all(
                isinstance(v, list) and all(isinstance(x, str) for x in v) for v in options.values())):
            problem = f"'options' mapping names to lists of strings, found {options!r}"
    if problem is not None:
        raise DataError(f"Damaged WebShop product at {where}: expected {problem[:200]}. Prepare the store again "
                        "from intact source files (`capo data prepare webshop --source DIR --out OUT`).")
    return product  # type: ignore[return-value]


def options_text(options: Mapping[str, list[str]]) -> str:
    """``"name: v1, v2"`` per option, joined by ``", and "``."""
    return ", and ".join(f"{name}: {', '.join(values)}" for name, values in options.items())


def index_text(product: Mapping[str, Any]) -> str:
    """The lowercased text a product is indexed under (title, description, first bullet, options)."""
    bullets = product.get("BulletPoints") or []
    parts = [product.get("Title", ""), product.get("Description", ""), bullets[0] if bullets else "",
             options_text(product.get("options") or {})]
    return " ".join(str(part) for part in parts).lower()


def effective_price(product: Mapping[str, Any], price_mode: str, catalogue_seed: int) -> float:
    """The price a purchase is scored with: the lower bound, or a per-ASIN seeded draw in [lo, hi]."""
    prices = product["pricing"]
    if price_mode == "lower" or len(prices) == 1:
        return float(prices[0])
    low, high = sorted(prices[:2])
    return random.Random(f"{catalogue_seed}:{product['asin']}").uniform(low, high)
