"""Reading a training config file (YAML or JSON mapping of :class:`..config.CAPOConfig` fields, plus ``env``/``model``).

Its own module because two commands read the same files: ``capo train`` (:mod:`.train_cli`) and ``capo plan``
(:mod:`.plan_cli`). ``capo train`` also runs the plan's check (it imports :mod:`.plan_cli`); kept here, the
reading needs neither command module.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

from agentgym_capo.errors import ConfigError

__all__ = ["load_config_file"]


def load_config_file(path: str | None) -> dict[str, Any]:
    """The mapping in the YAML (``.yaml``/``.yml``) or JSON file at ``path``; ``{}`` when ``path`` is None.

    Raises:
        ConfigError: The file is missing, unreadable, empty (nothing but blank lines and comments, or ``{}``),
            not valid YAML/JSON, or not a mapping (one line, with the file and line where the parser stopped).
    """
    if path is None:
        return {}
    file = Path(path)
    if not file.exists():
        raise ConfigError(f"Config file {path!r} does not exist.")
    try:
        text = file.read_text(encoding="utf-8")
    except (OSError, UnicodeDecodeError) as exc:
        raise ConfigError(f"Could not read the config file {path}: {exc}.") from exc
    if file.suffix in (".yaml", ".yml"):
        import yaml

        try:
            data = yaml.safe_load(text)
        except yaml.YAMLError as exc:
            mark = getattr(exc, "problem_mark", None)
            where = f"{path}:{mark.line + 1}" if mark is not None else str(path)
            problem = " ".join(str(getattr(exc, "problem", None) or exc).split())
            raise ConfigError(f"{where}: invalid YAML ({problem}). Fix the file (YAML mapping of field: value)."
                              ) from exc
    elif not text.strip():
        data = None
    else:
        try:
            data = json.loads(text)
        except json.JSONDecodeError as exc:
            raise ConfigError(f"{path}:{exc.lineno}: invalid JSON ({exc.msg}). Fix the file.") from exc
    if data is None or data == {}:  # every setting would silently be a default, max_steps' -1 among them
        raise ConfigError(f"Config file {path} is empty: it holds no settings. Write them as `field: value` lines "
                          "(configs/ has examples), or leave --config out.")
    if not isinstance(data, dict):
        raise ConfigError(f"Config file {path!r} must hold a mapping of field names to values.")
    return data
