"""Two iterations of every algorithm in both action modes on capo/Chain-v0 with the tiny model.

Each run is also the golden run of :mod:`tests.trainer.golden.record`: its logged metrics and per-action records
must equal the recorded ones exactly (the trainer's refactors keep the same floating-point operations in the
same order). On a CPU whose torch kernels differ from the recording machine's (``cpu_capability``, e.g. an
AVX2-only one) the sums round differently and two iterations of training carry that on, so there floats are
compared to a relative 1e-3 or an absolute 1e-4 (measured under the AVX2 restriction: log-ratio sums of ~3e-5
moved by 2e-6, a loss of 0.0089 by 1.7e-6), and the shares of discrete indicators (``...frac...``: clip
fractions) are not compared: one clip decision flipped by rounding moves them by 1/n.
"""

from __future__ import annotations

import json
import math

import pytest
import torch

from agentgym_capo.trainer.capo_trainer import CAPOTrainer
from agentgym_capo.trainer.config import ALGO_PRESETS
from tests.trainer.golden.record import GOLDEN_FILE, golden_key, machine, one_thread, run_summary, smoke_settings
from tests.trainer.helpers import chain_factory, tiny_config

GOLDEN = json.loads(GOLDEN_FILE.read_text())


def _assert_same_run(found, expected, exact: bool, where: str = "") -> None:
    """``found`` equals ``expected``: exactly, or (``exact=False``) floats to a relative 1e-3 or an absolute 1e-4,
    indicator shares skipped (module docstring)."""
    if isinstance(expected, dict):
        assert isinstance(found, dict) and sorted(found) == sorted(expected), f"{where}: keys differ"
        for key in expected:
            _assert_same_run(found[key], expected[key], exact, f"{where}.{key}")
    elif isinstance(expected, list):
        assert isinstance(found, list) and len(found) == len(expected), f"{where}: lengths differ"
        for index, (a, b) in enumerate(zip(found, expected, strict=True)):
            _assert_same_run(a, b, exact, f"{where}[{index}]")
    elif isinstance(expected, float) and not exact:
        if "frac" not in where.rsplit(".", 1)[-1]:
            assert found == pytest.approx(expected, rel=1e-3, abs=1e-4, nan_ok=True), where
    else:
        assert found == expected or (expected != expected and found != found), f"{where}: {found!r} != {expected!r}"


@pytest.mark.parametrize("action_mode", ["generate", "choose"])
@pytest.mark.parametrize("algo", sorted(ALGO_PRESETS))
def test_two_iterations_train(tmp_path, tiny_model_path, tiny_tokenizer, algo, action_mode):
    args = tiny_config(tmp_path, algo=algo, action_mode=action_mode, **smoke_settings())
    with one_thread():  # the golden run's setting (its module docstring)
        trainer = CAPOTrainer(model=tiny_model_path, args=args, env=chain_factory(), processing_class=tiny_tokenizer)
        policy_before = {n: p.detach().clone() for n, p in trainer.model.named_parameters()}
        critic_before = ({n: p.detach().clone() for n, p in trainer.critic.named_parameters()}
                         if trainer.critic is not None else None)
        trainer.train()

    logs = [entry for entry in trainer.state.log_history if "actor/pg_loss" in entry]
    assert len(logs) == 2
    for entry in logs:
        assert math.isfinite(entry["loss"]) and math.isfinite(entry["actor/pg_loss"])
        assert entry["rollout/episodes"] >= 1
    changed = [n for n, p in trainer.model.named_parameters() if not torch.equal(p, policy_before[n])]
    assert changed, "no policy parameter changed"
    assert (trainer.critic is not None) == ALGO_PRESETS[algo].needs_critic
    if trainer.critic is not None:
        assert any(not torch.equal(p, critic_before[n]) for n, p in trainer.critic.named_parameters())
        assert math.isfinite(logs[-1]["critic/value_loss"]) if "critic/value_loss" in logs[-1] else True
    assert (tmp_path / "run" / "metrics.jsonl").exists()
    assert (tmp_path / "run" / "training_curves.png").exists()

    # the golden run: the same metrics and per-action records as the trainer before the pipeline refactor
    summary = json.loads(json.dumps(run_summary(trainer, tmp_path / "run")))  # as JSON stores it
    exact = machine()["cpu_capability"] == GOLDEN["machine"]["cpu_capability"]
    _assert_same_run(summary, GOLDEN["runs"][golden_key(algo, action_mode)], exact, golden_key(algo, action_mode))
