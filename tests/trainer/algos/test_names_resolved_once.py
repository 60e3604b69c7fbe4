"""No code outside the algorithm registries and the config's resolution compares an algorithm's names.

The algorithm is resolved once (``CAPOConfig.algorithm``, :mod:`agentgym_capo.trainer.algos.presets`); every stage
asks the resolved records. This test reads every module of the package (its syntax tree, not its text) but the
envs (which know nothing of algorithms, and whose own words may coincide: WebShop's ``capo`` split scheme) and
refuses, outside ``trainer/algos/`` and ``trainer/config.py`` / ``trainer/config_fields.py``:

* a comparison (``==``, ``!=``, ``in``, ``not in``) of a config's algorithm field (``algo``, ``ratio_variant``,
  ``kl_estimator``, ``loss_agg``, ``gspo_unit``, ``gae_level``, ...) with a literal string;
* a comparison with, or a dict keyed by, a registered algorithm, ratio variant, KL placement, loss aggregation
  or advantage estimator name (the names that are also everyday words, such as ``mean`` or ``action``, are left
  to the first rule);
* ``.split(...)`` of an algorithm field (the KL placement was once split on ``_`` to get its estimator).
"""

from __future__ import annotations

import ast
from pathlib import Path

from agentgym_capo.trainer.algos.estimators import ADVANTAGE_ESTIMATORS
from agentgym_capo.trainer.algos.presets import ALGO_PRESETS
from agentgym_capo.trainer.algos.registry import AGGREGATIONS, KL_PLACEMENTS, POLICY_LOSSES

PACKAGE = Path(__file__).resolve().parents[3] / "agentgym_capo"
#: Where names are resolved: the registries and the config's resolution
RESOLVERS = ("trainer/algos/", "trainer/config.py", "trainer/config_fields.py")
#: Where algorithms are unknown
SKIPPED = ("envs/",)
#: Config fields that hold an algorithm's names (and the former derived names)
ALGO_FIELDS = {"algo", "ratio_variant", "resolved_ratio_variant", "kl_estimator", "loss_agg", "gspo_unit",
               "gae_level", "advantage_estimator"}
#: Registered names that are everyday words elsewhere (an env's "action", a report's "mean")
EVERYDAY = {"action", "mean", "token", "trajectory"}


def _registered() -> set[str]:
    return ({*ALGO_PRESETS, *POLICY_LOSSES, *KL_PLACEMENTS, *AGGREGATIONS, *ADVANTAGE_ESTIMATORS}) - EVERYDAY


def _field(node: ast.AST) -> str | None:
    """The algorithm field a node reads (``args.kl_estimator``, ``kl_estimator``), else None."""
    name = node.attr if isinstance(node, ast.Attribute) else node.id if isinstance(node, ast.Name) else None
    return name if name in ALGO_FIELDS else None


def _strings(node: ast.AST) -> list[str]:
    if isinstance(node, ast.Constant) and isinstance(node.value, str):
        return [node.value]
    if isinstance(node, (ast.Tuple, ast.List, ast.Set)):
        return [value for element in node.elts for value in _strings(element)]
    return []


def _offences(tree: ast.AST, names: set[str]) -> list[tuple[int, str]]:
    found = []
    for node in ast.walk(tree):
        if isinstance(node, ast.Compare):
            sides = [node.left, *node.comparators]
            literals = [value for side in sides for value in _strings(side)]
            fields = [f for f in map(_field, sides) if f] if literals else []
            constants = [value for value in literals if value in names]
            if fields or constants:
                found.append((node.lineno, f"compares {fields or constants}"))
        elif isinstance(node, ast.Dict):
            keys = [k.value for k in node.keys if isinstance(k, ast.Constant) and k.value in names]
            if keys:
                found.append((node.lineno, f"a dict keyed by {keys}"))
        elif (isinstance(node, ast.Call) and isinstance(node.func, ast.Attribute) and node.func.attr == "split"
              and _field(node.func.value)):
            found.append((node.lineno, f"splits {_field(node.func.value)}"))
    return found


def test_no_algorithm_name_is_compared_outside_the_registries():
    names = _registered()
    offences = []
    for path in sorted(PACKAGE.rglob("*.py")):
        relative = path.relative_to(PACKAGE).as_posix()
        if relative.startswith(RESOLVERS + SKIPPED):
            continue
        offences += [f"{relative}:{line}: {what}" for line, what in _offences(ast.parse(path.read_text()), names)]
    assert offences == [], "ask CAPOConfig.algorithm instead:\n" + "\n".join(offences)


def test_the_check_sees_each_kind_of_offence():
    source = '''
if args.kl_estimator == "k1_in_reward": pass
if variant in ("gspo", "stppo"): pass
count = {"action_mean_token_mean": 1}[args.loss_agg]
kind = args.kl_estimator.split("_")[0]
if scheme == "original": pass
if algo != label: pass
'''
    found = _offences(ast.parse(source), _registered())
    assert [line for line, _ in found] == [2, 3, 4, 5]
