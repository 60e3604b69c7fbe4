"""What a CAPOConfig value may be — types, choices and ranges — importable without torch.

This module is the one place the allowed values are written. ``CAPOConfig.__post_init__`` checks a built config
with :func:`check_field_types` and :func:`check_field_rules`; ``capo train`` checks the config file's values and
its ``--set``/flag overrides with :func:`check_settings` and :func:`check_set_items` before TRL, transformers
or torch is imported (well under a second instead of ~10 s). Both paths go through :func:`coerce_value` and
:func:`check_rule`, so a mistake gives the same one :class:`~agentgym_capo.errors.ConfigError` line either
way: the field, what was expected, what was found and what to do.

Types: every simply-typed field (bool, int, float, str, optionally None) is checked against its annotation:
numeric strings, which YAML 1.1 makes of ``1e-5``, become numbers; NaN and infinities are refused in float
fields. ``capo train --set FIELD=VALUE`` types VALUE by the field's annotation (:func:`parse_text`) rather than
guessing from its first character. Without torch the annotations come from
:func:`~agentgym_capo.trainer.config_names.simple_field_types`; with the class, from ``typing.get_type_hints``.

Rules: :data:`FIELD_RULES` holds each single-field range and choice. The algorithm choices (``algo``,
``ratio_variant``, ``gae_level``, ``kl_estimator``, ``loss_agg``, ``gspo_unit``) are read from the algorithm
registries (:mod:`.algos.registry`, :mod:`.algos.presets`) when a value is checked, so an algorithm registered
at run time is accepted and the lists are written once. Checks that relate several fields (e.g.
``rollout_tasks`` divisible by the number of processes) stay in ``CAPOConfig.__post_init__``.
"""

from __future__ import annotations

import difflib
import enum
import functools
import json
import math
import typing
from collections.abc import Callable, Iterable
from dataclasses import dataclass
from typing import Any

from agentgym_capo.errors import ConfigError
from agentgym_capo.trainer.algos.presets import ALGO_PRESETS, CRITIC_LEVELS
from agentgym_capo.trainer.algos.registry import AGGREGATIONS, GSPO_UNITS, KL_PLACEMENTS, ratio_overrides
from agentgym_capo.trainer.config_names import flatten_annotation, simple_field_types, unknown_fields_error

__all__ = ["ACTION_MODES", "FIELD_RULES", "REQUIRED_FIELDS", "ROLLOUT_CACHES", "ROW_LAYOUTS", "FieldRule",
           "annotated_types", "check_field_rules", "check_field_types", "check_required", "check_rule",
           "check_set_items", "check_settings", "coerce_value", "parse_text", "parse_value"]

_NONE_WORDS = ("none", "null", "~")
_BOOL_WORDS = {"true": True, "yes": True, "on": True, "1": True, "false": False, "no": False, "off": False, "0": False}
_SIMPLE = (bool, int, float, str, type(None))
#: How to write a value of each simple type (the "what to do" of a type error).
_EXAMPLES = {bool: "true or false", int: "a whole number (e.g. 8)", float: "a number (e.g. 0.5 or 1e-5)",
             str: "text"}


# --------------------------------------------------------------------------- rules
@dataclass(frozen=True)
class FieldRule:
    """What one field's value must be, beyond its type (None, where the type admits it, always passes).

    Attributes:
        expected: The allowed values in words, as the message says them (``"in [0, 1]"``, ``"> 0"``); a choice
            field's are its current choices.
        accepts: Whether a (typed, non-None) value is allowed.
        fix: What to do, when the generic "set it to ... or leave it out" would mislead.
        options: A choice field's allowed values, read when a value is checked (registries may grow).
    """

    expected: str
    accepts: Callable[[Any], bool]
    fix: str = ""
    options: Callable[[], Iterable[str]] | None = None

    @property
    def choices(self) -> tuple[str, ...]:
        """The allowed values of a choice field (for "did you mean"), as they are now."""
        return tuple(self.options()) if self.options is not None else ()

    def describe(self) -> str:
        """The allowed values in words."""
        return f"one of {list(self.choices)}" if self.options is not None else self.expected


def _between(low: float, high: float, *, low_open: bool = False, high_open: bool = False) -> FieldRule:
    def accepts(value: Any) -> bool:
        return (low < value if low_open else low <= value) and (value < high if high_open else value <= high)

    return FieldRule(f"in {'(' if low_open else '['}{low:g}, {high:g}{')' if high_open else ']'}", accepts)


def _above(bound: float, fix: str = "") -> FieldRule:
    return FieldRule(f"> {bound:g}", lambda value: value > bound, fix)


def _at_least(bound: float, fix: str = "") -> FieldRule:
    return FieldRule(f">= {bound:g}", lambda value: value >= bound, fix)


def _one_of(source: Iterable[str] | Callable[[], Iterable[str]]) -> FieldRule:
    """A choice field: ``source`` is the allowed values, or a registry (a mapping, or a function giving them),
    read afresh at every check."""
    options: Callable[[], Iterable[str]] = source if callable(source) else (lambda: source)
    return FieldRule("one of the choices", lambda value: value in tuple(options()), options=options)


ACTION_MODES = ("generate", "choose")
"""How the policy acts (``action_mode``): free text, or a choice among the env's listed actions (the scorers of
``trainer/pipeline/scorers.py``, tested equal)."""

ROW_LAYOUTS = ("packed", "by_length", "rollout_order")
"""How prepare and update lay step rows out in a micro-batch (``trainer/pipeline/scorers.py``); ``row_layout``
also takes ``auto``."""

ROLLOUT_CACHES = ("auto", "rows", "slots")
"""The continuous engine's KV cache layouts (``rollout_cache``; ``trainer/model/kv_rows.py`` describes both):
``auto`` is ``slots`` on CUDA and ``rows`` on a CPU (``trainer/model/slot_cache.py`` resolves it)."""

#: Each field's single-field range or choice; ``CAPOConfig.__post_init__`` and ``capo train`` both read these.
FIELD_RULES: dict[str, FieldRule] = {
    # choices
    "algo": _one_of(ALGO_PRESETS),
    "ratio_variant": _one_of(ratio_overrides),
    "gae_level": _one_of(CRITIC_LEVELS),
    "kl_estimator": _one_of(KL_PLACEMENTS),
    "mu_scope": _one_of(("minibatch", "microbatch", "none")),
    "loss_agg": _one_of(AGGREGATIONS),
    "action_mode": _one_of(ACTION_MODES),
    "gspo_unit": _one_of(GSPO_UNITS),
    "trunk_precision": _one_of(("auto", "bf16", "fp32")),
    "row_layout": _one_of(("auto", *ROW_LAYOUTS)),
    "rollout_batching": _one_of(("auto", "continuous", "rounds")),
    "rollout_cache": _one_of(ROLLOUT_CACHES),
    "gigpo_norm": _one_of(("mean_std", "mean")),
    "critic_mode": _one_of(("separate", "shared", "lora")),
    # ranges of CAPO's fields
    "gamma": _between(0, 1),
    "lam": _between(0, 1),
    "epsilon": _above(0),
    "dual_clip": FieldRule("> 1, 0 (off) or None (the preset's)", lambda value: value == 0 or value > 1,
                           "Set dual_clip above 1, to 0 to switch it off, or leave it out for the preset's."),
    "beta": _at_least(0),
    "group_size": _at_least(1),
    "rollout_tasks": _at_least(1),
    "mini_batch_size": _at_least(1),
    "micro_batch_tokens": _at_least(1),
    "micro_batch_overhead_tokens": _at_least(0),
    "max_env_steps": _at_least(1),
    "rollout_draft_tokens": _at_least(0),
    "rollout_draft_positions": _at_least(1),
    "choose_temperature": _above(0),
    "critic_learning_rate": _above(0),
    "critic_max_grad_norm": _at_least(0),
    "cliprange_value": _above(0),
    "trainable_layers": _at_least(0),
    "trunk_memo_mb": _at_least(0),
    "record_episodes": _at_least(0),
    "log_episodes_every": _at_least(0, "It counts iterations between trackio episode tables; set it to 0 for "
                                       "none or to N >= 1."),
    "cpu_threads": _at_least(1),
    "env_failure_patience": _at_least(1),
    "env_failure_backoff": _at_least(0),
    "min_kept_episode_frac": _between(0, 1),
    "integrity_window": _at_least(1),
    **{name: _between(0, 1) for name in ("max_env_error_frac", "max_prompt_too_long_frac", "max_unparsed_action_frac",
                                         "max_cut_action_frac", "max_step_limit_frac", "max_no_signal_group_frac")},
    "diverged_loss_above": _above(0),
    "diverged_grad_norm_above": _above(0),
    "diverged_entropy_above": _between(0, 1, low_open=True),
    "on_limit": _one_of(("stop", "warn")),
    "gigpo_gamma": _between(0, 1),
    "stppo_norm_floor": _above(0),
    # ranges of inherited fields that CAPOTrainer relies on
    "num_iterations": _at_least(1, "It is the number of PPO epochs per rollout; set it to 1 or more."),
    "max_steps": _above(0, "One step is one rollout + update iteration; set max_steps (or --max-steps) to the "
                           "number of iterations to train."),
    "gradient_accumulation_steps": FieldRule(
        "1", lambda value: value == 1,
        "CAPOTrainer accumulates exactly over token-budget micro-batches itself; leave it out and set "
        "micro_batch_tokens and mini_batch_size instead."),
    "learning_rate": _above(0),
    "weight_decay": _at_least(0),
    "max_grad_norm": _at_least(0, "0 disables clipping; set it to 0 or a positive norm."),
    "adam_beta1": _between(0, 1, high_open=True),
    "adam_beta2": _between(0, 1, high_open=True),
    "adam_epsilon": _above(0),
    "temperature": _above(0),
    "top_p": _between(0, 1, low_open=True),
}


#: Fields a run must set: their inherited default is no usable value (TRL's ``max_steps=-1`` means "train for
#: ``num_train_epochs`` of a dataset", and CAPOTrainer has no dataset, so it would fail its rule after ~8 s).
REQUIRED_FIELDS = ("max_steps",)


def _shown(value: Any) -> str:
    """A found value as the message shows it: numbers plainly (``1.5``), everything else as repr (``'abc'``)."""
    return str(value) if isinstance(value, (int, float)) and not isinstance(value, bool) else repr(value)



def _as_written(given: Any, typed: Any) -> str:
    """``given`` as the user wrote it: a number that YAML 1.1 left as text (``-1e-5``) without quotes."""
    return given.strip() if isinstance(given, str) and not isinstance(typed, str) else _shown(given)


def check_rule(name: str, value: Any, written: str | None = None) -> None:
    """Refuse a typed value of field ``name`` that breaks its :data:`FIELD_RULES` entry (None always passes).

    Args:
        name: The field.
        value: Its value, typed (:func:`coerce_value`).
        written: The value as the user wrote it, which the message quotes (``0``, not the ``0.0`` a float
            field made of it; a ``--set`` item's text); by default ``value`` shown plainly.

    Raises:
        ConfigError: ``"<name> must be <expected>; got <value>. <what to do>"``, with "did you mean" for a
            choice that is close to an allowed one.
    """
    rule = FIELD_RULES.get(name)
    if rule is None or value is None:
        return
    try:
        ok = rule.accepts(value)
    except TypeError:  # e.g. a list where a number was expected, in a field without a simple type
        ok = False
    if ok:
        return
    admits_none = type(None) in simple_field_types().get(name, ())
    expected = rule.describe() + (" or None" if admits_none and "None" not in rule.describe() else "")
    default = ", or leave it out for its default" + (" (None)" if admits_none else "")
    if rule.choices:
        close = difflib.get_close_matches(str(value), rule.choices, n=1)
        hint = f"Did you mean {close[0]!r}? " if close else ""
        fix = rule.fix or f"{hint}Set {name} to one of those{default}."
    else:
        fix = rule.fix or f"Set {name} to a number {rule.describe()}{default}."
    raise ConfigError(f"{name} must be {expected}; got {_shown(value) if written is None else written}. {fix}")


# --------------------------------------------------------------------------- types
@functools.cache
def annotated_types(config_class: type) -> dict[str, tuple[type, ...]]:
    """``{field name: the types its annotation allows}`` for every field of a dataclass (unions flattened)."""
    return {name: flatten_annotation(hint) for name, hint in typing.get_type_hints(config_class).items()}


def _describe(options: tuple[type, ...]) -> str:
    names = ["None" if option is type(None) else getattr(option, "__name__", str(option)) for option in options]
    return " or ".join(names)


def _type_error(name: str, options: tuple[type, ...], found: str) -> ConfigError:
    ways = [_EXAMPLES[option] for option in options if option in _EXAMPLES]
    leave = "" if name in REQUIRED_FIELDS else ", or leave it out for its default" + (
        " (None)" if type(None) in options else "")
    return ConfigError(f"{name} must be {_describe(options)}; got {found}. Write {' or '.join(ways)}{leave}.")


def coerce_value(name: str, value: Any, options: tuple[type, ...]) -> Any:
    """``value`` as field ``name`` (allowed types ``options``, all simple) holds it, or a one-line error.

    Numbers written as strings (YAML 1.1 reads ``1e-5`` as a string) become numbers; ints become floats in
    float fields; whole floats become ints in int fields; NaN and infinities are refused.

    Raises:
        ConfigError: The field, the expected type, the value found and how to write one.
    """
    if value is None:
        if type(None) not in options:
            raise _type_error(name, options, "None")
        return None
    written = value  # every message quotes the value as the user gave it, never a conversion of it
    if isinstance(value, str) and str not in options and (int in options or float in options):
        try:
            value = int(value) if int in options and value.strip().lstrip("+-").isdigit() else float(value)
        except ValueError:
            raise _type_error(name, options, repr(written)) from None
    if isinstance(value, bool):
        ok = bool in options
    elif isinstance(value, int):
        ok = int in options or float in options
        value = value if int in options else float(value)
    elif isinstance(value, float):
        ok = float in options or (int in options and value.is_integer())
        if ok and not math.isfinite(value):
            raise ConfigError(f"{name} must be a finite number; got {_shown(written)}. Write a number (e.g. 0.5 "
                              "or 1e-5).")
        if ok and float not in options:
            value = int(value)
    else:
        ok = isinstance(value, str) and str in options
    if not ok:
        raise _type_error(name, options, f"{_shown(written)} ({type(written).__name__})")
    return value


def check_field_types(config: Any) -> dict[str, Any]:
    """Check (and where lossless, convert) every simply-typed field's value of ``config`` against its annotation.

    Returns:
        ``{field: value as given}`` for each value it converted (``"1e-5"`` or ``0`` in a float field), for
        :func:`check_field_rules` to quote.

    Raises:
        ConfigError: One line naming the field, the expected type and the value found (:func:`coerce_value`).
    """
    written: dict[str, Any] = {}
    for name, options in annotated_types(type(config)).items():
        if all(option in _SIMPLE for option in options) and hasattr(config, name):
            given = getattr(config, name)
            typed = coerce_value(name, given, options)
            if type(typed) is not type(given):
                written[name] = given
            setattr(config, name, typed)
    return written


def check_field_rules(config: Any, written: dict[str, Any] | None = None) -> None:
    """Check every :data:`FIELD_RULES` field of a built config (after :func:`check_field_types`).

    Args:
        config: The config, its values typed.
        written: The values as given where typing changed them (what :func:`check_field_types` returns).

    Raises:
        ConfigError: The first value that breaks its rule (:func:`check_rule`), quoted as it was given.
    """
    written = written or {}
    for name in FIELD_RULES:
        typed = getattr(config, name)
        check_rule(name, typed, _as_written(written[name], typed) if name in written else None)


def parse_text(options: tuple[type, ...] | None, name: str, raw: str, known: Iterable[str] = ()) -> Any:
    """Type a command-line ``--set name=raw`` by the allowed types ``options`` of field ``name``.

    A bool field takes true/false/yes/no/on/off/1/0; int and float fields take numbers (``nan`` parses and is
    then refused by the type check); list and dict fields take JSON; a field that admits ``str`` keeps any
    other text as it is (``report_to=none``, ``run_name=trial1``); ``none``/``null`` give None only for a field
    that admits None but not ``str``.

    Args:
        options: The field's allowed types, or None when ``name`` is no field.
        name: The field.
        raw: The text after ``=``.
        known: Every field name (for "did you mean" when ``options`` is None).

    Raises:
        ConfigError: Unknown field, or a value the field's type cannot take (one line).
    """
    if options is None:
        raise unknown_fields_error([name], known, " (--set)")
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
    raise ConfigError(f"--set {name}={raw}: expected {_describe(options)}; got {raw!r}. "
                      f"Write {' or '.join(_EXAMPLES[o] for o in options if o in _EXAMPLES) or 'JSON'}.")


def parse_value(config_class: type, name: str, raw: str) -> Any:
    """Type a command-line ``--set name=raw`` by the annotation of ``config_class``'s field ``name``
    (:func:`parse_text`)."""
    fields = annotated_types(config_class)
    return parse_text(fields.get(name), name, raw, fields)


# --------------------------------------------------------------------------- before torch (capo train)
def check_required(given: Iterable[str], source: str) -> None:
    """Refuse settings that leave out a :data:`REQUIRED_FIELDS` field, without importing torch.

    Args:
        given: Every field the config file, the flags and ``--set`` give.
        source: Where the settings came from, prefixed to the message (the config file, or ``capo train``).

    Raises:
        ConfigError: ``"<source>: <field> is not set. <what it is and how to set it>"``.
    """
    missing = [name for name in REQUIRED_FIELDS if name not in set(given)]
    if missing:
        raise ConfigError(f"{source}: {missing[0]} is not set. {FIELD_RULES[missing[0]].fix}")


def _checked(name: str, value: Any, written: str | None = None) -> Any:
    """Type-check (if the field is simply typed) then rule-check one value; returns the typed value. Messages
    quote ``written`` (by default ``value`` as given)."""
    options = simple_field_types().get(name)
    typed = coerce_value(name, value, options) if options is not None else value
    check_rule(name, typed, _as_written(value, typed) if written is None else written)
    return typed


def check_settings(settings: dict[str, Any], source: str) -> None:
    """Check a config file's (and the command-line flags') values by type and rule, without importing torch.

    Fields without a simple type or a rule (``env_kwargs``, ``report_to``, ...) and unknown names are left to
    the other checks. Values are not changed: the config is built from them later and converts them itself.

    Args:
        settings: ``{field: value}`` as read from YAML/JSON (or set by a flag).
        source: Where they came from, prefixed to the message (e.g. the config file's path).

    Raises:
        ConfigError: ``"<source>: <the message CAPOConfig would give>"``.
    """
    for name, value in settings.items():
        try:
            _checked(name, value)
        except ConfigError as error:
            raise ConfigError(f"{source}: {error}") from None


def check_set_items(items: Iterable[tuple[str, str]]) -> dict[str, Any]:
    """Check ``capo train --set FIELD=VALUE`` items by type and rule, without importing torch.

    Only simply-typed fields and fields with a rule are typed here (as :func:`parse_text` will type them once
    the config class is loaded); the others are left to that later parse.

    Returns:
        ``{field: typed value}`` of the simply-typed items (the last one of a field wins), for the checks that
        read settings before the config class loads (e.g. ``use_vllm`` on a machine without a GPU).

    Raises:
        ConfigError: ``"--set FIELD=VALUE: ..."`` naming the field, what was expected and what to do.
    """
    typed: dict[str, Any] = {}
    for name, raw in items:
        options = simple_field_types().get(name)
        if options is None:
            continue
        value = parse_text(options, name, raw)  # its own message already names the --set item
        try:
            typed[name] = _checked(name, value, _as_written(raw, value))
        except ConfigError as error:
            raise ConfigError(f"--set {name}={raw}: {error}") from None
    return typed
