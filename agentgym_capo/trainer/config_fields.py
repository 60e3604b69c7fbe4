"""Typing config values from text: the field-type checks of ``CAPOConfig.__post_init__`` and ``--set`` parsing.

Every simply-typed field (bool, int, float, str, optionally None) is checked against its annotation: numeric
strings, which YAML 1.1 makes of ``1e-5``, become numbers; NaN and infinities are refused in float fields; a
wrong type is one :class:`~agentgym_capo.errors.ConfigError` line naming the field, the expected type and the
value. ``capo train --set FIELD=VALUE`` types VALUE by the field's annotation rather than guessing from its
first character. The functions take the config dataclass, so this module imports no trainer code.
"""

from __future__ import annotations

import enum
import functools
import json
import math
import types
import typing
from typing import Any, Union

from agentgym_capo.errors import ConfigError
from agentgym_capo.trainer.config_names import unknown_fields_error

__all__ = ["annotated_types", "check_field_types", "parse_value"]

_NONE_WORDS = ("none", "null", "~")
_BOOL_WORDS = {"true": True, "yes": True, "on": True, "1": True, "false": False, "no": False, "off": False, "0": False}
_SIMPLE = (bool, int, float, str, type(None))


@functools.cache
def annotated_types(config_class: type) -> dict[str, tuple[type, ...]]:
    """``{field name: the types its annotation allows}`` for every field of a dataclass (unions flattened)."""
    hints = typing.get_type_hints(config_class)
    out = {}
    for name, hint in hints.items():
        options = typing.get_args(hint) if isinstance(hint, types.UnionType) or typing.get_origin(hint) is Union \
            else (hint,)
        out[name] = tuple(typing.get_origin(option) or option for option in options)
    return out


def _describe(options: tuple[type, ...]) -> str:
    names = ["None" if option is type(None) else getattr(option, "__name__", str(option)) for option in options]
    return " or ".join(names)


def parse_value(config_class: type, name: str, raw: str) -> Any:
    """Type a command-line ``--set name=raw`` by the annotation of ``config_class``'s field ``name``.

    A bool field takes true/false/yes/no/on/off/1/0; int and float fields take numbers (``nan`` parses and is
    then refused by the range checks); list and dict fields take JSON; a field that admits ``str`` keeps any
    other text as it is (``report_to=none``, ``run_name=trial1``); ``none``/``null`` give None only for a field
    that admits None but not ``str``.

    Raises:
        ConfigError: Unknown field, or a value the field's type cannot take (one line).
    """
    options = annotated_types(config_class).get(name)
    if options is None:
        raise unknown_fields_error([name], annotated_types(config_class), " (--set)")
    text = raw.strip()
    if type(None) in options and str not in options and text.lower() in _NONE_WORDS:
        return None
    if bool in options and text.lower() in _BOOL_WORDS:
        return _BOOL_WORDS[text.lower()]
    for kind in (int, float):
        if kind in options:
            try:
                return kind(text)
            except ValueError:
                pass
    if (list in options or dict in options) and text[:1] in "[{":
        try:
            value = json.loads(text)
        except json.JSONDecodeError as exc:
            raise ConfigError(f"--set {name}={raw}: expected JSON for a {_describe(options)} field ({exc.msg} at "
                              f"character {exc.pos}).") from exc
        if isinstance(value, tuple(o for o in options if o in (list, dict))):
            return value
    if str in options or any(isinstance(o, type) and issubclass(o, enum.Enum) for o in options):
        return raw
    raise ConfigError(f"--set {name}={raw}: expected {_describe(options)}; got {raw!r}.")


def check_field_types(config: Any) -> None:
    """Check (and where lossless, convert) every simply-typed field's value against its annotation.

    Numbers written as strings (YAML 1.1 reads ``1e-5`` as a string) become numbers; ints become floats in
    float fields; NaN and infinities are refused in float fields.

    Raises:
        ConfigError: One line naming the field, the expected type and the value found.
    """
    for name, options in annotated_types(type(config)).items():
        if not all(option in _SIMPLE for option in options) or not hasattr(config, name):
            continue
        value = getattr(config, name)
        if value is None:
            if type(None) not in options:
                raise ConfigError(f"{name} must be {_describe(options)}; got None.")
            continue
        if isinstance(value, str) and str not in options and (int in options or float in options):
            try:
                value = int(value) if int in options and value.strip().lstrip("+-").isdigit() else float(value)
            except ValueError:
                raise ConfigError(f"{name} must be {_describe(options)}; got {value!r}.") from None
        if isinstance(value, bool):
            ok = bool in options
        elif isinstance(value, int):
            ok = int in options or float in options
            value = value if int in options else float(value)
        elif isinstance(value, float):
            ok = float in options or (int in options and value.is_integer())
            if ok and not math.isfinite(value):
                raise ConfigError(f"{name} must be a finite number; got {value}.")
            value = value if float in options else int(value)
        else:
            ok = isinstance(value, str) and str in options
        if not ok:
            raise ConfigError(f"{name} must be {_describe(options)}; got {value!r} ({type(value).__name__}).")
        setattr(config, name, value)
