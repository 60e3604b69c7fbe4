"""What ``capo train`` and ``capo eval`` both read from the command line, each checked once, before torch loads.

One parser for ``NAME=VALUE`` items (:func:`assignments`: train's ``--set FIELD=VALUE`` and eval's
``--env-set KEY=VALUE``, with the same error), one reading of a JSON-looking value (:func:`json_value`), and
the checks of a model folder (:func:`check_model`) and an env id (:func:`check_env`) that both commands run
before anything heavy. Kept here, neither command module (:mod:`.train_cli`, :mod:`.eval_cli`) imports the other.

Choice made here: the items are split, not typed. What a value means depends on what it sets: a
:class:`..config.CAPOConfig` field is typed by its annotation (``capo train``;
:func:`..config.parse_field_value`), an env kwarg, which declares no type, is JSON when it reads as JSON and text
otherwise (:func:`json_value`).
"""

from __future__ import annotations

import json
from collections.abc import Sequence
from pathlib import Path
from typing import Any

from agentgym_capo.errors import ConfigError

__all__ = ["THREADS_HELP", "assignments", "check_env", "check_model", "json_value"]

#: The help of ``--threads`` (train and demo).
THREADS_HELP = ("torch CPU threads (default: OMP_NUM_THREADS, else the cores free at start; with one of 2 cores "
                "busy, 2 threads ran up to ~2x slower than 1).")


def assignments(items: Sequence[str] | None, flag: str, name: str) -> list[tuple[str, str]]:
    """A repeatable flag's ``NAME=VALUE`` items as ``(name, raw value)`` pairs, in order, untyped.

    Args:
        items: The flag's values as argparse collected them (None: the flag was not given).
        flag: The flag, for messages (``--set``).
        name: What the name part is, for messages (``FIELD``, ``KEY``).

    Raises:
        ConfigError: An item has no ``=`` or an empty name (``"--set expects FIELD=VALUE, got 'gamma'."``).
    """
    pairs = []
    for item in items or []:
        key, sep, raw = item.partition("=")
        if not sep or not key.strip():
            raise ConfigError(f"{flag} expects {name}=VALUE, got {item!r}.")
        pairs.append((key.strip(), raw))
    return pairs


def json_value(raw: str) -> Any:
    """A command-line value: JSON when it looks like JSON (numbers, booleans, null, lists, objects, quoted
    strings) and parses, else the text itself."""
    if raw[:1] in "[{0123456789-tfn\"":
        try:
            return json.loads(raw)
        except ValueError:
            return raw
    return raw


def check_model(path: str) -> str:
    """``path`` if it is a local model folder, else a one-line error saying what to pass instead.

    Raises:
        ConfigError: ``path`` is a checkpoint of only the trained layers, or not a folder with ``config.json``.
    """
    from agentgym_capo.trainer.backend.resume import read_trainable_record

    record = read_trainable_record(path) if Path(path).is_dir() else None
    if record is not None:  # a small checkpoint (save_only_trainable) holds no whole model
        raise ConfigError(f"Model path {path!r} is a checkpoint that holds only the trained layers "
                          "(save_only_trainable), not a model folder. To continue its training run `capo train "
                          f"--model {record.get('base_model')} --resume {path}`; the run's final output_dir is "
                          "a complete model folder.")
    if not Path(path).is_dir() or not (Path(path) / "config.json").exists():
        raise ConfigError(f"Model path {path!r} is not a model folder (no config.json). Pass a local directory "
                          "saved with save_pretrained (the hub is not used); for SmolLM2 run `capo demo` once.")
    return path


def check_env(env_id: str) -> str:
    """``env_id`` if it is registered (else :class:`~agentgym_capo.errors.UnknownEnvError` with suggestions)."""
    from agentgym_capo.envs.factory import registered_step_limit

    registered_step_limit(env_id)  # raises UnknownEnvError with suggestions
    return env_id
