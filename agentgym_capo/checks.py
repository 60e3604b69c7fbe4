"""Checks of constructor and config options, with one wording for every env, server and adapter that uses them.

Each raises :class:`~agentgym_capo.errors.ConfigError` naming the option, what it accepts and what it got.
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import Any

from agentgym_capo.errors import ConfigError

__all__ = ["require_choices", "require_ints"]


def require_choices(options: Iterable[tuple[str, Any, tuple[Any, ...]]]) -> None:
    """Check that each ``(name, value, allowed)`` has ``value in allowed``.

    Raises:
        ConfigError: The first value that is not allowed.
    """
    for name, value, allowed in options:
        if value not in allowed:
            raise ConfigError(f"Expected {name} in {allowed}, found {value!r}.")


def require_ints(options: Iterable[tuple[str, Any]], minimum: int = 1, allow_none: bool = False) -> None:
    """Check that each ``(name, value)`` is an integer of at least ``minimum`` (1: positive, 0: non-negative),
    or None when ``allow_none``.

    Raises:
        ConfigError: The first value that is not such an integer.
    """
    kind = {1: "a positive integer", 0: "a non-negative integer"}.get(minimum, f"an integer >= {minimum}")
    kind += " or None" if allow_none else ""
    for name, value in options:
        if value is None and allow_none:
            continue
        if not isinstance(value, int) or value < minimum:
            raise ConfigError(f"Expected {name} to be {kind}, found {value!r}.")
