"""TRL's private API is used in one module only: ``agentgym_capo/trainer/backend/trl_bridge.py``.

The private names are read from the installed TRL (``GRPOTrainer``'s single-underscore methods and the
``self._x = ...`` attributes its ``__init__`` sets) and accelerate's ``GradientState``, so a TRL upgrade
that adds privates is covered without editing this test. A module may still use a name it defines itself
(its own attribute, or an override of a TRL hook such as ``_save_checkpoint`` with its ``super()`` call).
"""

from __future__ import annotations

import ast
import inspect
import re
from pathlib import Path

import agentgym_capo

PACKAGE = Path(agentgym_capo.__file__).parent
BRIDGE = PACKAGE / "trainer" / "backend" / "trl_bridge.py"


def _trl_private_names() -> set[str]:
    from accelerate.state import GradientState
    from trl import GRPOTrainer
    from trl.trainer import grpo_trainer

    def private(name: str) -> bool:
        return name.startswith("_") and not name.startswith("__")

    names = {n for n in vars(GRPOTrainer) if private(n)} | {n for n in vars(GradientState) if private(n)}
    names |= set(re.findall(r"self\.(_[a-z]\w*)\s*[:=]", inspect.getsource(grpo_trainer)))
    return names


def _own_names(tree: ast.AST) -> set[str]:
    """Names a module defines: functions, methods, class attributes and ``obj._x = ...`` targets."""
    own: set[str] = set()
    for node in ast.walk(tree):
        if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef)):
            own.add(node.name)
        targets = node.targets if isinstance(node, ast.Assign) else [node.target] if isinstance(
            node, (ast.AnnAssign, ast.AugAssign)) else []
        for target in targets:
            for sub in ast.walk(target):
                if isinstance(sub, ast.Name):
                    own.add(sub.id)
                elif isinstance(sub, ast.Attribute) and isinstance(sub.ctx, ast.Store):
                    own.add(sub.attr)
    return own


def _private_uses(path: Path, names: set[str]) -> list[str]:
    tree = ast.parse(path.read_text(), filename=str(path))
    foreign = names - _own_names(tree)
    return [f"{path.relative_to(PACKAGE.parent)}:{node.lineno}: .{node.attr}" for node in ast.walk(tree)
            if isinstance(node, ast.Attribute) and node.attr in foreign]


def test_trl_private_api_only_in_the_bridge():
    names = _trl_private_names()
    assert {"_generate_single_turn", "_metrics", "_set_sync_gradients"} <= names
    # the detector finds the bridge's own uses (it is not vacuous) ...
    bridge_uses = _private_uses(BRIDGE, names)
    assert any("_generate_single_turn" in use for use in bridge_uses)
    assert any("_metrics" in use for use in bridge_uses)
    # ... and no other module of the package has any
    offenders = [use for path in sorted(PACKAGE.rglob("*.py")) if path != BRIDGE
                 for use in _private_uses(path, names)]
    assert not offenders, "TRL private API outside trainer/backend/trl_bridge.py (route it through the bridge):\n" + \
        "\n".join(offenders)
