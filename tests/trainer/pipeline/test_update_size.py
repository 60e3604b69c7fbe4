"""``actor/logp_change_per_step``: the per-token |Δ log π| of one optimizer step, logged by the update."""

from __future__ import annotations

import pytest
import torch

from agentgym_capo.trainer.capo_trainer import CAPOTrainer
from agentgym_capo.trainer.pipeline.loss import logp_change_per_step
from tests.trainer.helpers import chain_factory, tiny_config


def test_logp_change_per_step_is_the_mean_absolute_change_divided_by_the_steps():
    before, after = torch.tensor([-1.0, -2.0, -0.5]), torch.tensor([-1.5, -1.0, -0.5])
    total, tokens = logp_change_per_step(before, after, steps=2)
    assert tokens == 3 and total / tokens == (0.5 + 1.0 + 0.0) / 2 / 3


@pytest.mark.slow  # three short training runs each: ~20 s on the shared 2 cores
@pytest.mark.parametrize("epochs, mini_batch_size", [
    (2, 64),  # two epochs of one mini-batch: the second epoch's loss sees exactly one optimizer step's change
    (1, 2),  # one epoch of several: a later mini-batch's rows are measured against their old log-probs
])
def test_logged_update_size_is_zero_at_lr_zero_and_grows_with_lr(tmp_path, tiny_model_path, tiny_tokenizer,
                                                                 epochs, mini_batch_size):
    changes = {}
    for lr in (1e-30, 1e-4, 1e-3):  # the config refuses lr = 0; 1e-30 moves no fp32 weight
        args = tiny_config(tmp_path / f"lr{lr}", algo="grpo", max_steps=1, num_iterations=epochs, rollout_tasks=4,
                           mini_batch_size=mini_batch_size, learning_rate=lr, weight_decay=0.0)
        trainer = CAPOTrainer(model=tiny_model_path, args=args, env=chain_factory(), processing_class=tiny_tokenizer)
        trainer.train()
        logs = [e for e in trainer.state.log_history if "actor/logp_change_per_step" in e]
        assert len(logs) == 1, trainer.state.log_history
        changes[lr] = logs[0]["actor/logp_change_per_step"]
    # one epoch compares with the preparation pass, whose micro-batches pad rows differently: fp32 rounding only
    assert changes[1e-30] == 0.0 if epochs == 2 else changes[1e-30] < 1e-6
    assert 0.0 < changes[1e-4] < changes[1e-3]
