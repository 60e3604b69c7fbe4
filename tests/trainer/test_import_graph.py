"""No two trainer modules import each other (issue 30 point 8): every ``import`` statement, at module level or
inside a function, is read from the source, so a lazy import inside a method counts as an edge too."""

from __future__ import annotations

import ast
from pathlib import Path

import pytest

TRAINER = Path(__file__).resolve().parents[2] / "agentgym_capo" / "trainer"


def _imports(module: str) -> set[str]:
    tree = ast.parse((TRAINER / f"{module}.py").read_text())
    found: set[str] = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.ImportFrom) and node.module:
            found.add(node.module)
            found.update(f"{node.module}.{alias.name}" for alias in node.names)
        elif isinstance(node, ast.Import):
            found.update(alias.name for alias in node.names)
    return found


@pytest.mark.parametrize(("first", "second"), [("memory_plan", "cli"), ("capo_trainer", "stppo_trainer")])
def test_modules_do_not_import_each_other(first, second):
    one_way = f"agentgym_capo.trainer.{second}" in _imports(first)
    other_way = f"agentgym_capo.trainer.{first}" in _imports(second)
    assert not (one_way and other_way), f"{first} and {second} import each other"


def test_every_trainer_module_pair_is_acyclic():
    modules = {p.stem for p in TRAINER.glob("*.py") if p.stem != "__init__"}
    edges = {m: {n for n in modules if f"agentgym_capo.trainer.{n}" in _imports(m)} for m in modules}
    mutual = sorted((a, b) for a in modules for b in edges[a] if a < b and a in edges[b])
    assert mutual == [], mutual
