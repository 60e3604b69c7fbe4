"""The trainer's import graph: no cycles between modules, and arrows that point down the rooms.

Every ``import`` statement, at module level or inside a function, is read from the source of every module
under ``agentgym_capo/trainer/`` (sub-packages included), so a lazy import inside a method counts as an edge too.
The rooms, top to bottom: ``commands`` -> the trainer classes -> ``pipeline`` -> ``backend`` -> ``model`` ->
``algos``; the config modules sit beside the classes and may be imported from anywhere.
"""

from __future__ import annotations

import ast
from pathlib import Path

import pytest

TRAINER = Path(__file__).resolve().parents[2] / "agentgym_capo" / "trainer"
PREFIX = "agentgym_capo.trainer."

#: Each room's height: a module may import its own room and any lower one, never a higher one.
ROOM_HEIGHT = {"commands": 5, "classes": 4, "pipeline": 3, "backend": 2, "model": 1, "algos": 0}
#: Top-level modules and their rooms (the config modules are data every room reads: height None).
TOP_LEVEL = {"capo_trainer": "classes", "core_algos": "algos", "config": None, "config_fields": None,
             "config_names": None, "config_limits": None}


def _modules() -> dict[str, Path]:
    """Dotted names (relative to ``agentgym_capo.trainer``) of every module, packages' ``__init__`` excluded."""
    found = {}
    for path in TRAINER.rglob("*.py"):
        if path.name == "__init__.py":
            continue
        found[".".join(path.relative_to(TRAINER).with_suffix("").parts)] = path
    return found


def _imports(path: Path) -> set[str]:
    tree = ast.parse(path.read_text())
    found: set[str] = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.ImportFrom) and node.module:
            found.add(node.module)
            found.update(f"{node.module}.{alias.name}" for alias in node.names)
        elif isinstance(node, ast.Import):
            found.update(alias.name for alias in node.names)
    return found


def _edges() -> dict[str, set[str]]:
    modules = _modules()
    imported = {name: _imports(path) for name, path in modules.items()}  # each source parsed once
    return {name: {other for other in modules if PREFIX + other in imported[name]} for name in modules}


def _room(module: str) -> str | None:
    head = module.split(".")[0]
    return TOP_LEVEL.get(head) if head in TOP_LEVEL else head


def test_the_graph_sees_every_sub_package():
    rooms = {module.split(".")[0] for module in _modules() if "." in module}
    assert {"model", "pipeline", "backend", "commands", "algos"} <= rooms
    assert all(_room(module) in ROOM_HEIGHT or _room(module) is None for module in _modules()), sorted(_modules())


@pytest.mark.parametrize(("first", "second"), [("commands.plan_cli", "commands.train_cli"),
                                               ("pipeline.corrections", "pipeline.loss")])
def test_modules_do_not_import_each_other(first, second):
    edges = _edges()
    assert not (second in edges[first] and first in edges[second]), f"{first} and {second} import each other"


def test_every_trainer_module_pair_is_acyclic():
    edges = _edges()
    mutual = sorted((a, b) for a in edges for b in edges[a] if a < b and a in edges[b])
    assert mutual == [], mutual


def test_arrows_point_down_the_rooms():
    upward = []
    for module, targets in _edges().items():
        room = _room(module)
        for target in targets:
            target_room = _room(target)
            if room is None and target_room is not None and ROOM_HEIGHT[target_room] > ROOM_HEIGHT["model"]:
                upward.append(f"{module} -> {target}")  # config reads at most the model room (precision)
            elif room is not None and target_room is not None and ROOM_HEIGHT[target_room] > ROOM_HEIGHT[room]:
                upward.append(f"{module} -> {target}")
    assert upward == [], upward
