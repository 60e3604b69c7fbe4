"""Issue 18's fidelity points: mu on the first mini-batch, spec defaults from Python, dual clip off,
``max_grad_norm=0``, bootstrapping a ``prompt_too_long`` ending."""

from __future__ import annotations

import math
from dataclasses import replace

import pytest
import torch

from agentgym_capo.rollout import EpisodeSpec, RolloutCollector
from agentgym_capo.trainer.capo_trainer import CAPOTrainer
from agentgym_capo.trainer.config import PAPER_SEEDS, CAPOConfig
from agentgym_capo.trainer.model.critic import critic_head
from agentgym_capo.trainer.pipeline.advantages import compute_advantages
from agentgym_capo.trainer.pipeline.prepare import prepare
from agentgym_capo.trainer.pipeline.rollout import collect_rollout
from agentgym_capo.trainer.pipeline.runtime import IterationLog, Runtime
from agentgym_capo.trainer.pipeline.update import minibatch_mu, update
from tests.trainer.helpers import chain_factory, tiny_config
from tests.trainer.pipeline.test_trainer_invariants import _handmade_rollout


def test_mu_is_the_batch_mean_whenever_old_log_probs_were_recomputed(tmp_path, tiny_model_path, tiny_tokenizer):
    args = tiny_config(tmp_path, algo="capo", num_iterations=2, micro_batch_tokens=24)
    trainer = CAPOTrainer(model=tiny_model_path, args=args, env=chain_factory(), processing_class=tiny_tokenizer)
    batch = prepare(trainer.runtime(), _handmade_rollout(tiny_tokenizer), IterationLog())
    assert batch.old_logp is not None  # two epochs: old log-probs are recomputed before the update
    plans = [[r] for r in range(len(batch))]
    shifted = replace(batch, old_logp=[old + 0.01 for old in batch.old_logp])  # old differs by 0.01/token
    assert minibatch_mu(trainer.runtime(), shifted, plans) == pytest.approx(-0.01, abs=1e-5)
    on_policy = replace(batch, old_logp=None)  # without recomputation: old *is* the current log-prob, mu = 0
    assert minibatch_mu(trainer.runtime(), on_policy, plans) == 0.0


@pytest.mark.parametrize("micro_batch_tokens", [24, 4096], ids=["several_micro_batches", "one_micro_batch"])
def test_a_step_centres_on_the_mini_batch_mean_under_its_own_weights(tmp_path, tiny_model_path, tiny_tokenizer,
                                                                      monkeypatch, micro_batch_tokens):
    """Several micro-batches: mu comes from a no-grad pre-pass; one: from the loss's own forward, no pre-pass."""
    args = tiny_config(tmp_path, algo="capo", num_iterations=2, mini_batch_size=64,
                       micro_batch_tokens=micro_batch_tokens)
    trainer = CAPOTrainer(model=tiny_model_path, args=args, env=chain_factory(), processing_class=tiny_tokenizer)
    scored = prepare(trainer.runtime(), _handmade_rollout(tiny_tokenizer), IterationLog())
    batch = compute_advantages(trainer.runtime(), scored, IterationLog())
    batch = replace(batch, old_logp=[old + 0.01 for old in batch.old_logp])  # mu about -0.01
    run = trainer.runtime()
    plans = run.scorer.plan(batch, range(len(batch)))
    assert (len(plans) == 1) == (micro_batch_tokens == 4096)
    expected = minibatch_mu(run, batch, plans)  # the pre-pass, at the weights the first step starts from
    assert expected == pytest.approx(-0.01, abs=2e-3)

    prepass_forwards = []
    counting = Runtime.policy_logps  # the update calls it for the pre-pass only (the loss has its own forward)
    monkeypatch.setattr(Runtime, "policy_logps", lambda self, mb: prepass_forwards.append(1) or counting(self, mb))
    trainer.create_optimizer_and_scheduler(num_training_steps=1)
    log = IterationLog()
    update(run, batch, trainer.step_hooks(run, log), log)
    first_step_mu = log.values["actor/mu"][0]  # the first loss: epoch 0, before any optimizer step
    assert first_step_mu == pytest.approx(expected, abs=1e-6)
    assert len(prepass_forwards) == (0 if len(plans) == 1 else 2 * len(plans))  # 2 epochs, 1 step each
    second_step_mu = log.values["actor/mu"][-1]  # after one optimizer step: the weights moved, so did mu
    assert abs(second_step_mu - first_step_mu) > 1e-5


def test_spec_optimiser_defaults_apply_from_python_unless_set(tmp_path):
    bare = CAPOConfig(output_dir=str(tmp_path), max_steps=1, use_cpu=True, bf16=False, report_to="none")
    assert str(bare.lr_scheduler_type.value) == "constant" and bare.weight_decay == 0.01
    mine = CAPOConfig(output_dir=str(tmp_path), max_steps=1, use_cpu=True, bf16=False, report_to="none",
                      lr_scheduler_type="linear", weight_decay=0.0)
    assert str(mine.lr_scheduler_type.value) == "linear" and mine.weight_decay == 0.0
    assert PAPER_SEEDS == (41, 42, 43) and bare.seed in PAPER_SEEDS


def test_dual_clip_can_be_switched_off_for_token_ratios(tmp_path):
    common = dict(output_dir=str(tmp_path), max_steps=1, use_cpu=True, bf16=False, report_to="none")
    assert CAPOConfig(algo="ppo", **common).dual_clip_constant == 3.0
    off = CAPOConfig(algo="ppo", dual_clip=0, **common)
    assert off.dual_clip_constant is None and off.dual_clip == 0
    assert CAPOConfig(algo="capo", **common).dual_clip_constant is None
    assert CAPOConfig(algo="gspo", dual_clip=0, **common).dual_clip_constant is None


def test_dual_clip_off_changes_the_loss_of_a_large_negative_advantage_ratio(tmp_path, tiny_model_path,
                                                                            tiny_tokenizer):
    from agentgym_capo.trainer import core_algos

    logp, old = torch.tensor([[2.0]]), torch.tensor([[0.0]])  # ratio e^2 = 7.4 > c = 3
    seg, adv = torch.tensor([[0]]), torch.tensor([-1.0])
    kwargs = dict(variant="token", eps=(0.2, 0.2), agg="token_mean", mu=None, global_count=1.0, world_size=1)
    on = CAPOConfig(output_dir=str(tmp_path), algo="ppo", max_steps=1, use_cpu=True, bf16=False, report_to="none")
    off = CAPOConfig(output_dir=str(tmp_path), algo="ppo", dual_clip=0, max_steps=1, use_cpu=True, bf16=False,
                     report_to="none")
    loss_on, _ = core_algos.policy_loss(logp, old, adv, seg, dual_clip=on.dual_clip_constant, **kwargs)
    loss_off, _ = core_algos.policy_loss(logp, old, adv, seg, dual_clip=off.dual_clip_constant, **kwargs)
    assert float(loss_on) == pytest.approx(3.0) and float(loss_off) == pytest.approx(math.exp(2.0), rel=1e-5)


def test_max_grad_norm_zero_leaves_every_minibatch_gradient_unclipped(tmp_path, tiny_model_path, tiny_tokenizer):
    """With max_grad_norm=0 (HF: no clipping) non-final mini-batches must still move the weights."""
    args = tiny_config(tmp_path, algo="ppo", max_steps=1, rollout_tasks=4, mini_batch_size=1, max_grad_norm=0.0,
                       optim="sgd", learning_rate=1.0, critic_max_grad_norm=0.0, weight_decay=0.0)
    trainer = CAPOTrainer(model=tiny_model_path, args=args, env=chain_factory(), processing_class=tiny_tokenizer)
    before = [p.detach().clone() for p in trainer.actor_critic.policy_parameters()]
    trainer.create_optimizer_and_scheduler(num_training_steps=1)
    rollout = collect_rollout(trainer.runtime(), trainer.episodes, trainer.state.global_step)
    scored = prepare(trainer.runtime(), rollout, IterationLog())
    batch = compute_advantages(trainer.runtime(), scored, IterationLog())
    assert len(batch) >= 2
    run, log = trainer.runtime(), IterationLog()
    # one-row mini-batches: every step but the last is the update's (the last is the Trainer's)
    update(run, batch, trainer.step_hooks(run, log), log)
    after = trainer.actor_critic.policy_parameters()
    moved = sum(float((p.detach() - b).abs().sum()) for p, b in zip(after, before, strict=True))
    assert moved > 0
    assert trainer._metrics["train"]["actor/grad_norm"][-1] > 0


def test_prompt_too_long_ending_keeps_its_final_state_and_gets_bootstrapped(tmp_path, tiny_model_path,
                                                                          tiny_tokenizer):
    oracle = lambda inputs: [i.env.unwrapped.oracle_action() for i in inputs]  # noqa: E731
    with RolloutCollector(chain_factory(), num_envs=1, tokenizer=tiny_tokenizer, max_prompt_length=10**6) as c:
        full = c.collect([EpisodeSpec("chain-train-000", "t0", "g0", 0)], oracle).episodes[0]
    limit = max(len(s.prompt_ids) for s in full.steps) - 1  # the longest state (the last one) no longer fits
    with RolloutCollector(chain_factory(), num_envs=1, tokenizer=tiny_tokenizer, max_prompt_length=limit) as c:
        rollout = c.collect([EpisodeSpec("chain-train-000", "t0", "g0", 0)], oracle)
    episode = rollout.episodes[0]
    assert episode.terminal_reason == "prompt_too_long" and episode.steps[-1].truncated
    assert episode.final_prompt_ids and len(episode.final_prompt_ids) > limit

    args = tiny_config(tmp_path, algo="capo", bootstrap_truncated=True)
    trainer = CAPOTrainer(model=tiny_model_path, args=args, env=chain_factory(), processing_class=tiny_tokenizer)
    with torch.no_grad():
        critic_head(trainer.critic).weight.normal_(0, 1.0)
    batch = prepare(trainer.runtime(), rollout, IterationLog())
    with torch.no_grad():
        expected = trainer.critic(input_ids=torch.tensor([episode.final_prompt_ids])).logits[0, -1, 0].float()
    assert float(batch.bootstrap_values[-1]) == pytest.approx(float(expected), abs=1e-4)
    assert float(expected) != 0.0


def test_action_records_carry_what_figure3_needs(tmp_path, tiny_model_path, tiny_tokenizer):
    """actions.jsonl holds S_a and mu, and the action-aware ratio recomputed from them is the logged one."""
    from agentgym_capo.trainer.backend.records import read_jsonl

    args = tiny_config(tmp_path, algo="capo", max_steps=1, num_iterations=2, record_episodes=4,
                       learning_rate=1e-3)
    trainer = CAPOTrainer(model=tiny_model_path, args=args, env=chain_factory(), processing_class=tiny_tokenizer)
    trainer.train()
    records = [r for r in read_jsonl(tmp_path / "run" / "actions.jsonl") if r["ratio"] is not None]
    assert records and any(abs(r["log_ratio_sum"]) > 0 for r in records)
    for r in records:
        length = r["action_tokens"]
        log_w = r["mu"] + (r["log_ratio_sum"] - length * r["mu"]) / math.sqrt(length)
        assert math.exp(log_w) == pytest.approx(r["ratio"], rel=1e-4, abs=1e-6)
