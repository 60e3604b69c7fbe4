"""A base-only install (``pip install agentgym_capo``, no extras) simulated inside one process.

Building a fresh venv from a wheel takes ~22 s and 175 MB of downloads (issue 55): too slow and too networked for
the suite. Instead, the parent (a test) computes what a base install holds: the ``install_requires`` of
``setup.cfg`` and, recursively, what those distributions require (markers evaluated, requested extras followed),
plus agentgym_capo itself and pip. Every other installed distribution is then hidden in a child process, in both
ways a real absence shows:

* its top-level modules cannot be imported (a finder placed first in ``sys.meta_path`` raises the
  ``ModuleNotFoundError`` the import system raises for a missing module), and
* its metadata cannot be found (``importlib.metadata.version("textworld")`` raises ``PackageNotFoundError``):
  the path finder in ``sys.meta_path`` is replaced by one that delegates to it but leaves those distributions out
  of ``find_distributions``.

The child imports this module first and calls :func:`hide` (standard library only at import time, so the
hiding is in place before anything else is imported); the parent calls :func:`hidden_by_base_install`.
"""

from __future__ import annotations

import configparser
import importlib.machinery
import json
import re
import sys
from importlib import metadata
from pathlib import Path
from typing import Any

REPO = Path(__file__).resolve().parents[1]
#: The environment variable through which the parent hands the child what to hide (JSON).
HIDDEN_VAR = "CAPO_TEST_HIDDEN"
#: Distributions a venv made by ``python -m venv`` + ``pip install agentgym_capo`` holds besides the closure.
_ALWAYS_PRESENT = ("agentgym_capo", "pip")


def _normal(name: str) -> str:
    return re.sub(r"[-_.]+", "-", name).lower()


def base_requirements() -> list[str]:
    """``install_requires`` of this checkout's ``setup.cfg``."""
    config = configparser.ConfigParser()
    config.read(REPO / "setup.cfg", encoding="utf-8")
    return [line.strip() for line in config["options"]["install_requires"].splitlines() if line.strip()]


def base_closure(requirements: list[str]) -> set[str]:
    """The normalised names of the installed distributions a base install of ``requirements`` brings."""
    from packaging.requirements import Requirement

    seen: set[str] = {_normal(name) for name in _ALWAYS_PRESENT}
    todo = [(Requirement(text), "") for text in requirements]
    while todo:
        requirement, extra = todo.pop()
        if requirement.marker is not None and not requirement.marker.evaluate({"extra": extra}):
            continue
        name = _normal(requirement.name)
        try:
            dist = metadata.distribution(requirement.name)
        except metadata.PackageNotFoundError:
            continue  # not installed here: nothing to hide either
        if name in seen and not requirement.extras:
            continue
        seen.add(name)
        for text in dist.requires or []:
            child = Requirement(text)
            todo += [(child, wanted) for wanted in (requirement.extras or {""})]
    return seen


def hidden_by_base_install() -> dict[str, list[str]]:
    """``{"modules": top-level modules, "distributions": names}`` that a base install would not have."""
    kept = base_closure(base_requirements())
    installed = {_normal(dist.metadata["Name"]) for dist in metadata.distributions() if dist.metadata["Name"]}
    hidden_dists = sorted(installed - kept)
    modules = set()
    for module, dists in metadata.packages_distributions().items():
        if module in sys.stdlib_module_names or module in ("tests", "agentgym_capo"):
            continue
        if not any(_normal(dist) in kept for dist in dists):
            modules.add(module)
    return {"modules": sorted(modules), "distributions": hidden_dists}


class _Missing:
    """First in ``sys.meta_path``: a hidden top-level module (or its submodule) is not installed."""

    def __init__(self, modules: set[str]):
        self.modules = modules

    def find_spec(self, name: str, path: Any = None, target: Any = None) -> None:
        if name.partition(".")[0] in self.modules:
            raise ModuleNotFoundError(f"No module named {name!r}", name=name)

    def invalidate_caches(self) -> None:
        pass


class _PathFinderWithout:
    """The path finder, whose distributions leave out the hidden ones (``importlib.metadata`` asks it)."""

    def __init__(self, distributions: set[str]):
        self.distributions = distributions

    def find_spec(self, name: str, path: Any = None, target: Any = None) -> Any:
        return importlib.machinery.PathFinder.find_spec(name, path, target)

    def find_distributions(self, *args: Any, **kwargs: Any) -> Any:
        for dist in importlib.machinery.PathFinder.find_distributions(*args, **kwargs):
            if _normal(dist.metadata["Name"] or "") not in self.distributions:
                yield dist

    def invalidate_caches(self) -> None:
        importlib.machinery.PathFinder.invalidate_caches()


def hide(hidden: dict[str, list[str]] | str) -> None:
    """Make this process look like a base install: ``hidden`` is :func:`hidden_by_base_install`'s answer (or
    its JSON)."""
    if isinstance(hidden, str):
        hidden = json.loads(hidden)
    sys.meta_path[:] = [_PathFinderWithout(set(hidden["distributions"])) if finder is importlib.machinery.PathFinder
                        else finder for finder in sys.meta_path]
    sys.meta_path.insert(0, _Missing(set(hidden["modules"])))
    for name in list(sys.modules):  # nothing hidden stays importable from the module cache
        if name.partition(".")[0] in hidden["modules"]:
            del sys.modules[name]
