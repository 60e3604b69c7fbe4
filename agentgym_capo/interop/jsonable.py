"""Turn env outputs (``info`` dicts, rewards) into plain JSON values, the same way on both sides of HTTP.

The env contract already keeps ``info["segment"]`` JSON-safe; other ``info`` keys are env-specific and may
hold numpy scalars, tuples or paths. :func:`to_jsonable` converts them once, so that an in-process ``info``
passed through it equals what an HTTP client receives. Floats are kept as they are (``NaN`` and
``Infinity`` included, which Python's ``json`` reads back), so rewards cross the wire bit for bit.
"""

from __future__ import annotations

import dataclasses
import json
import os
from collections.abc import Mapping
from typing import Any

__all__ = ["dumps", "to_jsonable"]


def to_jsonable(value: Any) -> Any:
    """Return ``value`` as nested dicts/lists of str, int, float, bool and None.

    Mappings get string keys; tuples and sets become lists (sets sorted by their text); numpy scalars and
    arrays become Python numbers and lists; dataclasses become dicts; paths become strings; anything else
    becomes its ``str``.
    """
    if value is None or isinstance(value, bool | int | str):
        return value
    if isinstance(value, float):
        return float(value)
    if isinstance(value, Mapping):
        return {str(key): to_jsonable(item) for key, item in value.items()}
    if isinstance(value, list | tuple):
        return [to_jsonable(item) for item in value]
    if isinstance(value, set | frozenset):
        return sorted((to_jsonable(item) for item in value), key=lambda item: json.dumps(item, sort_keys=True))
    if dataclasses.is_dataclass(value) and not isinstance(value, type):
        return to_jsonable(dataclasses.asdict(value))
    if isinstance(value, os.PathLike):
        return os.fspath(value)
    tolist = getattr(value, "tolist", None)  # numpy scalars and arrays, torch tensors
    if callable(tolist):
        return to_jsonable(tolist())
    return str(value)


def dumps(value: Any) -> str:
    """Serialise a value that :func:`to_jsonable` produced (non-finite floats allowed)."""
    return json.dumps(value, ensure_ascii=False, allow_nan=True, separators=(",", ":"))

