"""Imports of the engines that are extras, with an error that names the extra to install.

The base install holds every env id with its default settings; the TextWorld and ALFWorld engines and dense
retrieval are extras (``setup.cfg``), so that the trainer install does not pull them. Their modules are imported
lazily, through :func:`import_extra`, when an id or option that needs them is first used.
"""

from __future__ import annotations

import importlib
from types import ModuleType

from agentgym_capo.errors import ConfigError


def import_extra(module: str, extra: str, purpose: str) -> ModuleType:
    """Import ``module``; when it is not installed, raise a :class:`ConfigError` naming ``extra``.

    Raises:
        ConfigError: ``module`` (or a package it needs) is not installed.
    """
    try:
        return importlib.import_module(module)
    except ModuleNotFoundError as exc:
        raise ConfigError(
            f"{purpose} needs the package {exc.name!r}, which is not installed. Install the extra: "
            f"pip install 'agentgym_capo[{extra}]' (or, in this repository, bash scripts/install.sh --tests)."
        ) from exc
