"""The HTTP toolkit sits at the bottom: of the package it imports only the bottom modules, ``errors`` and
``checks`` (which import nothing of the package but ``errors``)."""

from __future__ import annotations

import ast
from pathlib import Path

import agentgym_capo
from tests.retrieval.test_naming import package_imports

BOTTOM = ("agentgym_capo.errors", "agentgym_capo.checks")


def test_serving_imports_nothing_above_it():
    ours = [(file, module) for file, module in package_imports("serving") if module.startswith("agentgym_capo")]
    assert ours and all(module in BOTTOM or module.startswith("agentgym_capo.serving") for _, module in ours), ours


def test_the_bottom_modules_import_nothing_above_them():
    for module in BOTTOM:
        path = Path(agentgym_capo.__file__).parent / f"{module.rsplit('.', 1)[1]}.py"
        tree = ast.parse(path.read_text(encoding="utf-8"))
        imported = {node.module for node in ast.walk(tree) if isinstance(node, ast.ImportFrom) and node.module}
        imported |= {alias.name for node in ast.walk(tree) if isinstance(node, ast.Import) for alias in node.names}
        assert {m for m in imported if m.startswith("agentgym_capo")} <= {"agentgym_capo.errors"}, (module, imported)
