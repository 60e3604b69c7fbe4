"""Imports of the engines that are extras, with an error that names the extra to install.

The base install holds every env id with its default settings; the TextWorld and ALFWorld engines and dense
retrieval are extras (``setup.cfg``), so that the trainer install does not pull them. Their modules are imported
lazily, through :func:`import_extra`, when an id or option that needs them is first used; an installed
engine's version (e.g. the key of TextWorld's game cache) is read through :func:`extra_version`. Both answer a
missing engine with the same one line, naming the extra; ``tests/test_packaging.py`` checks every registered id
from a simulated base-only install (``tests/base_only.py``: engine modules and their metadata both absent).
"""

from __future__ import annotations

import importlib
from importlib import metadata
from types import ModuleType

from agentgym_capo.errors import ConfigError

__all__ = ["extra_version", "import_extra"]


def _missing(purpose: str, package: str, extra: str) -> ConfigError:
    return ConfigError(
        f"{purpose} needs the package {package!r}, which is not installed. Install the extra: "
        f"pip install 'agentgym_capo[{extra}]' (or, in this repository, bash scripts/install.sh --tests).")


def import_extra(module: str, extra: str, purpose: str) -> ModuleType:
    """Import ``module``; when it is not installed, raise a :class:`ConfigError` naming ``extra``.

    Raises:
        ConfigError: ``module`` (or a package it needs) is not installed.
    """
    try:
        return importlib.import_module(module)
    except ModuleNotFoundError as exc:
        raise _missing(purpose, exc.name or module, extra) from exc


def extra_version(distribution: str, extra: str, purpose: str) -> str:
    """The installed version of ``distribution``; when it is not installed, a :class:`ConfigError` naming ``extra``.

    Raises:
        ConfigError: ``distribution`` is not installed (``importlib.metadata`` finds no metadata for it).
    """
    try:
        return metadata.version(distribution)
    except metadata.PackageNotFoundError as exc:
        raise _missing(purpose, distribution, extra) from exc
