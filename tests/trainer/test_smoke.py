"""Two iterations of every algorithm in both action modes on capo/Chain-v0 with the tiny model.

Each run is also the golden run of :mod:`tests.trainer.golden.record`: its logged metrics and per-action records
must equal the recorded ones (the trainer's refactors keep the same floating-point operations in the same
order). Exactly on the recording machine's kind, by a fingerprint of what selects the kernels; elsewhere within
the cross-kernel drift measured by :mod:`tests.trainer.golden.drift` (:mod:`tests.trainer.golden.compare` says
how). ``test_golden_runs_under_other_kernel_families`` runs the comparison again in child processes under other
kernel families this CPU offers.
"""

from __future__ import annotations

import json
import math

import pytest
import torch

from agentgym_capo.trainer.algos.presets import ALGO_PRESETS
from agentgym_capo.trainer.capo_trainer import CAPOTrainer
from tests.trainer.golden.compare import check_run
from tests.trainer.golden.record import GOLDEN_FILE, fingerprint, golden_key, one_thread, run_summary, smoke_settings
from tests.trainer.helpers import chain_factory, tiny_config

GOLDEN = json.loads(GOLDEN_FILE.read_text())


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
        this_machine = fingerprint()

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
    key = golden_key(algo, action_mode)
    check_run(summary, GOLDEN["runs"][key], key, this_machine, GOLDEN["machine"])
