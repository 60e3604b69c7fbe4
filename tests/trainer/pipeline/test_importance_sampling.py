"""TRL's importance-sampling correction with the rollout's sampling log-probs (trainer/pipeline/importance.py)."""

from __future__ import annotations

import math
import warnings
from dataclasses import replace

import pytest
import torch

from agentgym_capo.trainer import core_algos
from agentgym_capo.trainer.capo_trainer import CAPOTrainer
from agentgym_capo.trainer.model.logprobs import collate_generate, score_positions
from agentgym_capo.trainer.pipeline.advantages import compute_advantages
from agentgym_capo.trainer.pipeline.batches import StepContext, TrainRows
from agentgym_capo.trainer.pipeline.importance import (
    IS_MODES,
    correction_on,
    is_metrics,
    is_statistics,
    sampling_weights,
)
from agentgym_capo.trainer.pipeline.loss import micro_loss
from agentgym_capo.trainer.pipeline.microbatches import plan_in_order
from agentgym_capo.trainer.pipeline.prepare import prepare
from agentgym_capo.trainer.pipeline.rollout import TRLGeneratePolicy, collect_rollout
from agentgym_capo.trainer.pipeline.runtime import IterationLog
from agentgym_capo.trainer.pipeline.update import global_counts, minibatch_mu
from tests.trainer.helpers import chain_factory, tiny_config

OLD = torch.tensor([-1.0, -2.0, -0.5, -3.0])
SAMPLING = torch.tensor([-1.5, -1.0, float("nan"), -2.0])


@pytest.mark.parametrize("mode", IS_MODES)
def test_sampling_weights_match_a_plain_computation(mode):
    lo, hi = 0.5, 2.0
    diffs = [0.0 if math.isnan(s) else o - s for o, s in zip(OLD.tolist(), SAMPLING.tolist(), strict=True)]
    if mode.startswith("sequence"):
        diffs = [sum(diffs)] * len(diffs)
    ratios = [math.exp(d) for d in diffs]
    if mode.endswith("truncate"):
        expected = [min(max(r, lo), hi) for r in ratios]
    else:
        expected = [r if lo <= r <= hi else 0.0 for r in ratios]
    got = sampling_weights(OLD, SAMPLING, mode, clip_min=lo, clip_max=hi)
    assert got.tolist() == pytest.approx(expected, rel=1e-6)


def test_sampling_weights_defaults_follow_trl():
    # TRL's defaults: sequence_mask, C_max = 3, no C_min: the summed diff 0.5 - 1 + 0 - 1 = -1.5 is kept
    assert sampling_weights(OLD, SAMPLING).tolist() == pytest.approx([math.exp(-1.5)] * 4, rel=1e-6)
    assert sampling_weights(OLD, OLD - 2.0).tolist() == [0.0] * 4  # exp(8) > 3: the action is masked out
    with pytest.raises(ValueError, match="token_truncate"):
        sampling_weights(OLD, SAMPLING, "tokens")


def test_metrics_combine_processes_like_one_batch():
    weights = [torch.tensor([1.0, 2.0]), torch.tensor([0.5]), torch.tensor([4.0, 1.0, 1.0])]
    old = [torch.tensor([-1.0, -2.0]), torch.tensor([-1.0]), torch.tensor([-1.0, -1.0, -1.0])]
    sampling = [torch.tensor([-1.5, float("nan")]), torch.tensor([-0.5]), torch.tensor([-3.0, -1.0, -1.0])]
    one = is_metrics(is_statistics(weights, old, sampling, sequence_level=False))
    ranks = torch.stack([is_statistics(weights[:1], old[:1], sampling[:1], False),
                         is_statistics(weights[1:], old[1:], sampling[1:], False),
                         is_statistics([], [], [], False)])  # a process without corrected actions
    assert is_metrics(ranks) == pytest.approx(one)
    assert one["sampling/importance_sampling_ratio/mean"] == pytest.approx(9.5 / 6)
    assert one["sampling/importance_sampling_ratio/min"] == 0.5 and one["sampling/importance_sampling_ratio/max"] == 4
    assert one["sampling/sampling_logp_difference/mean"] == pytest.approx(3.0 / 5)  # the NaN is left out
    assert one["sampling/sampling_logp_difference/max"] == 2.0
    sequence = is_metrics(is_statistics(weights, old, sampling, sequence_level=True))  # one ratio per action
    assert sequence["sampling/importance_sampling_ratio/mean"] == pytest.approx(5.5 / 3)
    assert is_metrics(is_statistics([], [], [], False)) == {}


@pytest.mark.parametrize("variant", ["token", "mean"])  # per-token and per-action ratio paths
def test_policy_loss_weights_each_token_term(variant):
    torch.manual_seed(0)
    segment_ids = torch.tensor([[0, 0, 0, -1], [0, 0, -1, -1]])
    logp = torch.randn(2, 4) * 0.01 - 1.0
    old = logp + torch.randn(2, 4) * 1e-4
    advantages = torch.tensor([[0.5, 0.5, 0.5, 0.0], [-1.0, -1.0, 0.0, 0.0]])
    kwargs = dict(variant=variant, eps=0.2, agg="token_mean", mu=0.0)
    plain, _ = core_algos.policy_loss(logp, old, advantages, segment_ids, **kwargs)
    ones, _ = core_algos.policy_loss(logp, old, advantages, segment_ids, token_weights=torch.ones(2, 4), **kwargs)
    torch.testing.assert_close(ones, plain)
    weights = torch.tensor([[1.0, 2.0, 0.0, 9.0], [0.5, 0.5, 9.0, 9.0]])  # 9s sit on padding: ignored
    weighted, _ = core_algos.policy_loss(logp, old, advantages, segment_ids, token_weights=weights, **kwargs)
    # no clipping here: every token term is -ratio * A; the ratio is per token (token) or per action
    z = (logp - old).double()
    if variant == "mean":
        z = torch.stack([z[0, :3].mean().expand(4), z[1, :2].mean().expand(4)])
    terms = -(z.exp() * advantages.double() * weights.double())
    expected = (terms * (segment_ids >= 0)).sum() / 5
    torch.testing.assert_close(weighted.double(), expected, rtol=1e-5, atol=1e-7)


class OffsetLogpsPolicy:
    """TRL generation, reporting sampling log-probs = the model's own log-probs minus ``offset``."""

    def __init__(self, trainer: CAPOTrainer, run, offset: float):
        self.trainer, self.offset, self.inner = trainer, offset, TRLGeneratePolicy(run.sampling, run.dist)

    def act(self, inputs):
        actions = self.inner.act(inputs)
        lm, pad = self.trainer.actor_critic.lm, self.trainer.processing_class.pad_token_id
        with torch.no_grad():
            for item, action in zip(inputs, actions, strict=True):
                rb = collate_generate([item.prompt_ids], [action.response_ids], pad)
                rows, cols, targets = rb.query()
                logps, _ = score_positions(lm, rb.input_ids, rb.attention_mask, rows, cols, targets,
                                           temperature=self.trainer.args.temperature, position_ids=rb.position_ids)
                action.logps = (logps - self.offset).tolist()
        return actions


def _first_microbatch_loss(trainer: CAPOTrainer, batch: TrainRows, corrected: bool) -> float:
    rows = list(range(len(batch)))
    plans = plan_in_order(rows, batch.cost, trainer.args.micro_batch_tokens, trainer.args.per_device_train_batch_size)
    run = trainer.runtime()
    context = StepContext(global_counts(run, batch, rows), minibatch_mu(run, batch, plans), False)
    mb = replace(trainer.scorer.collate(batch, plans[0]), update=context)
    assert mb.is_weight is not None
    if not corrected:
        mb = replace(mb, is_weight=None)
    with torch.no_grad():
        return micro_loss(run, trainer.model_wrapped, mb).sums["actor/pg_loss"]


def test_trainer_weights_the_loss_by_the_sampling_mismatch(tmp_path, tiny_model_path, tiny_tokenizer):
    offset = 0.3  # sampling log-probs 0.3 nats below the trainer's: every token weight is exp(0.3)
    args = tiny_config(tmp_path, algo="capo", max_steps=1, beta=0.0, whiten_advantages=False,  # mean(A) != 0
                       vllm_importance_sampling_mode="token_truncate",
                       vllm_importance_sampling_clip_max=10.0)
    trainer = CAPOTrainer(model=tiny_model_path, args=args, env=chain_factory(), processing_class=tiny_tokenizer)
    trainer.scorer.rollout_policy = lambda run: OffsetLogpsPolicy(trainer, run, offset)
    trainer.train()
    (log,) = [e for e in trainer.state.log_history if "actor/pg_loss" in e]
    assert log["sampling/importance_sampling_ratio/mean"] == pytest.approx(math.exp(offset), rel=1e-4)
    assert log["sampling/sampling_logp_difference/max"] == pytest.approx(offset, rel=1e-3)

    episodes = collect_rollout(trainer.runtime(), trainer.episodes, trainer.state.global_step)
    scored = prepare(trainer.runtime(), episodes, IterationLog())
    batch = compute_advantages(trainer.runtime(), scored, IterationLog())
    assert batch.old_logp is not None  # computed for the weights although one epoch needs none
    for weights in batch.is_weight:
        torch.testing.assert_close(weights, torch.full_like(weights, math.exp(offset)), rtol=1e-4, atol=0)
    plain, weighted = _first_microbatch_loss(trainer, batch, False), _first_microbatch_loss(trainer, batch, True)
    assert plain != 0.0 and weighted == pytest.approx(math.exp(offset) * plain, rel=1e-4)

    trainer.scorer.rollout_policy = lambda run: OffsetLogpsPolicy(trainer, run, 0.0)  # the sampler agrees
    episodes = collect_rollout(trainer.runtime(), trainer.episodes, trainer.state.global_step)
    scored = prepare(trainer.runtime(), episodes, IterationLog())
    batch = compute_advantages(trainer.runtime(), scored, IterationLog())
    plain, weighted = _first_microbatch_loss(trainer, batch, False), _first_microbatch_loss(trainer, batch, True)
    assert weighted == pytest.approx(plain, rel=1e-5, abs=1e-9)

    # transformers generate reports no sampling log-probs: uncorrected, silently (sampler = trained model)
    for step in batch.steps:
        step.action.logps = None
    with warnings.catch_warnings():
        warnings.simplefilter("error")
        assert not correction_on(trainer.runtime(), batch)
    # under use_vllm the log-probs are expected: their absence is one warning
    trainer.args.use_vllm = True
    try:
        with pytest.warns(UserWarning, match="no sampling log-probs") as caught:
            assert not correction_on(trainer.runtime(), batch) and not correction_on(trainer.runtime(), batch)
    finally:
        trainer.args.use_vllm = False
    assert len([w for w in caught if "no sampling log-probs" in str(w.message)]) == 1
