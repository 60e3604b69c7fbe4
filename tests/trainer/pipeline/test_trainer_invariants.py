"""Trainer-level checks: boundary values, advantages = core_algos, exact accumulation, resume, env errors."""

from __future__ import annotations

import math

import pytest
import torch

from agentgym_capo.envs.core import ActionSegment
from agentgym_capo.rollout import EpisodeResult, EpisodeSpec, PolicyAction, RolloutResult, StepRecord
from agentgym_capo.trainer import core_algos
from agentgym_capo.trainer.capo_trainer import CAPOTrainer
from agentgym_capo.trainer.model.critic import critic_head, values_at
from agentgym_capo.trainer.pipeline.advantages import compute_advantages
from agentgym_capo.trainer.pipeline.prepare import prepare
from agentgym_capo.trainer.pipeline.runtime import IterationLog
from tests.trainer.helpers import FlakyEnv, chain_factory, tiny_config


def _handmade_rollout(tokenizer) -> RolloutResult:
    """Two trajectories (3 and 2 steps) with known prompts, actions and rewards."""
    rng = torch.Generator().manual_seed(0)
    episodes = []
    for traj, (length, rewards) in enumerate([(3, [0.0, 0.5, 1.0]), (2, [0.2, -1.0])]):
        spec = EpisodeSpec(f"task-{traj}", f"traj-{traj}", f"group-{traj}", 0)
        steps = []
        for t in range(length):
            prompt = torch.randint(10, 400, (5 + 3 * t + traj,), generator=rng).tolist()
            response = torch.randint(10, 400, (2 + t,), generator=rng).tolist() + [tokenizer.eos_token_id]
            segment = ActionSegment(spec.traj_id, t, spec.task_id, f"anchor-{t}")
            steps.append(StepRecord(segment, spec.group_id, "p", PolicyAction("a", response), rewards[t],
                                    terminated=t == length - 1, prompt_ids=prompt, prompt_text="p"))
        episodes.append(EpisodeResult(spec, steps, "success"))
    return RolloutResult(episodes)


def test_boundary_values_and_advantages_match_core_algos(tmp_path, tiny_model_path, tiny_tokenizer):
    args = tiny_config(tmp_path, algo="capo", micro_batch_tokens=24, gamma=0.9, lam=0.8, whiten_advantages=True)
    trainer = CAPOTrainer(model=tiny_model_path, args=args, env=chain_factory(), processing_class=tiny_tokenizer)
    torch.manual_seed(1)
    with torch.no_grad():
        critic_head(trainer.critic).weight.normal_(0, 1.0)
    rollout = _handmade_rollout(tiny_tokenizer)
    batch = prepare(trainer.runtime(), rollout, IterationLog())
    expected = []
    with torch.no_grad():
        for step in batch.steps:  # the critic alone on the unpadded prompt: its output at the last token
            ids = torch.tensor([step.prompt_ids])
            expected.append(trainer.critic(input_ids=ids).logits[0, -1, 0].float())
    torch.testing.assert_close(batch.values, torch.stack(expected), atol=1e-5, rtol=1e-5)
    assert batch.values.abs().min() > 0  # the head is non-zero, so the check is not vacuous

    batch = compute_advantages(trainer.runtime(), batch, IterationLog())
    rewards = torch.tensor([s.reward for s in batch.steps], dtype=torch.float64)
    raw, returns = core_algos.step_gae(rewards, batch.values.double(), [s.traj_id for s in batch.steps],
                                       torch.tensor([s.step_index for s in batch.steps]), gamma=0.9, lam=0.8)
    torch.testing.assert_close(batch.segment_advantages.double(), core_algos.whiten(raw).float().double(),
                               atol=1e-5, rtol=1e-5)
    torch.testing.assert_close(batch.returns.double(), returns.float().double(), atol=1e-5, rtol=1e-5)
    for row, step in enumerate(batch.steps):  # every token of the action carries the action's advantage
        assert batch.token_advantages[row].numel() == len(step.action.response_ids)
        assert torch.allclose(batch.token_advantages[row], batch.segment_advantages[row].expand(
            len(step.action.response_ids)), atol=1e-6)


def test_boundary_values_run_the_critic_only_up_to_the_last_boundary(tmp_path, tiny_model_path, tiny_tokenizer):
    args = tiny_config(tmp_path, algo="capo")
    trainer = CAPOTrainer(model=tiny_model_path, args=args, env=chain_factory(), processing_class=tiny_tokenizer)
    critic = trainer.critic
    torch.manual_seed(1)
    with torch.no_grad():
        critic_head(critic).weight.normal_(0, 1.0)
    ids = torch.randint(10, 400, (3, 12))
    mask = torch.ones_like(ids)
    mask[1, 9:] = 0  # right padding
    rows, boundaries = torch.arange(3), torch.tensor([4, 8, 6])
    widths = []
    hook = critic.base_model.register_forward_pre_hook(
        lambda module, args, kwargs: widths.append(kwargs["input_ids"].shape[1]), with_kwargs=True)
    with torch.no_grad():
        values = values_at(critic, ids, mask, rows, boundaries)
        hook.remove()
        full = critic.base_model(input_ids=ids, attention_mask=mask).last_hidden_state  # all 12 columns
        expected = critic_head(critic)(full[rows, boundaries]).squeeze(-1)
    assert widths == [9]  # the last boundary's column + 1: the later columns are never computed
    torch.testing.assert_close(values, expected, atol=1e-6, rtol=1e-6)


def _run(tmp_path, name, model_path, tokenizer, **overrides):
    args = tiny_config(tmp_path / name, **overrides)
    trainer = CAPOTrainer(model=model_path, args=args, env=chain_factory(), processing_class=tokenizer)
    trainer.train(resume_from_checkpoint=overrides.pop("_resume", None))
    logs = [e for e in trainer.state.log_history if "actor/pg_loss" in e]
    return trainer, logs


@pytest.mark.parametrize("algo", ["capo", "ppo"])
def test_gradient_accumulation_invariance(tmp_path, tiny_model_path, tiny_tokenizer, algo):
    """Splitting each optimizer step into many micro-batches changes neither losses nor updated weights."""
    # SGD: Adam's g / sqrt(v) would turn float noise on near-zero gradient entries into full steps.
    common = dict(algo=algo, max_steps=1, num_iterations=2, mini_batch_size=4, rollout_tasks=4, optim="sgd",
                  learning_rate=0.5, critic_learning_rate=0.5)
    one, logs_one = _run(tmp_path, "one", tiny_model_path, tiny_tokenizer, micro_batch_tokens=1_000_000,
                         per_device_train_batch_size=64, **common)
    many, logs_many = _run(tmp_path, "many", tiny_model_path, tiny_tokenizer, micro_batch_tokens=1,
                           per_device_train_batch_size=1, **common)
    assert logs_one[0]["rollout/step_rows"] > 1
    for key in ("actor/pg_loss", "critic/value_loss", "actor/kl_loss"):
        assert math.isclose(logs_one[0][key], logs_many[0][key], rel_tol=1e-4, abs_tol=1e-6), key
    for (name, a), (_, b) in zip(one.model.named_parameters(), many.model.named_parameters(), strict=True):
        torch.testing.assert_close(a, b, atol=1e-5, rtol=1e-4, msg=name)
    for a, b in zip(one.critic.parameters(), many.critic.parameters(), strict=True):
        torch.testing.assert_close(a, b, atol=2e-5, rtol=1e-4)


def test_resume_reproduces_next_iteration(tmp_path, tiny_model_path, tiny_tokenizer):
    common = dict(algo="capo", max_steps=3, num_iterations=2, save_strategy="steps", save_steps=2,
                  mini_batch_size=3)
    _, full = _run(tmp_path, "full", tiny_model_path, tiny_tokenizer, **common)
    checkpoint = tmp_path / "full" / "run" / "checkpoint-2"
    assert (checkpoint / "critic").exists() and (checkpoint / "capo_state.json").exists()
    args = tiny_config(tmp_path / "resumed", **common)
    trainer = CAPOTrainer(model=tiny_model_path, args=args, env=chain_factory(), processing_class=tiny_tokenizer)
    trainer.train(resume_from_checkpoint=str(checkpoint))
    resumed = [e for e in trainer.state.log_history if "actor/pg_loss" in e and e["step"] == 3]
    assert len(resumed) == 1 and full[2]["step"] == 3
    for key in ("rollout/return_mean", "actor/pg_loss", "critic/value_loss", "actor/kl_loss", "loss",
                "actor/grad_norm", "critic/grad_norm"):  # the grad norms: each in its own iteration's line
        assert math.isclose(full[2][key], resumed[0][key], rel_tol=1e-5, abs_tol=1e-7), key


def test_resume_in_place_keeps_one_record_per_iteration(tmp_path, tiny_model_path, tiny_tokenizer):
    """Resuming in the run's own folder drops what the stopped run logged after the checkpoint, then logs it again."""
    from agentgym_capo.trainer.backend.records import read_jsonl

    common = dict(algo="capo", max_steps=3, num_iterations=2, save_strategy="steps", save_steps=2,
                  mini_batch_size=3)
    _run(tmp_path, "run", tiny_model_path, tiny_tokenizer, **common)
    folder = tmp_path / "run" / "run"
    first_metrics, first_actions = read_jsonl(folder / "metrics.jsonl"), read_jsonl(folder / "actions.jsonl")
    assert [r["step"] for r in first_metrics if "rollout/episodes" in r] == [1, 2, 3]
    assert {r["iteration"] for r in first_actions} == {0, 1, 2}
    args = tiny_config(tmp_path / "run", **common)
    trainer = CAPOTrainer(model=tiny_model_path, args=args, env=chain_factory(), processing_class=tiny_tokenizer)
    trainer.train(resume_from_checkpoint=str(folder / "checkpoint-2"))
    metrics, actions = read_jsonl(folder / "metrics.jsonl"), read_jsonl(folder / "actions.jsonl")
    assert [r["step"] for r in metrics if "rollout/episodes" in r] == [1, 2, 3]
    assert sum("train_runtime" in r for r in metrics) == 1
    assert metrics[:2] == first_metrics[:2]  # rows before the checkpoint are kept as they were
    assert sorted(r["iteration"] for r in actions) == sorted(r["iteration"] for r in first_actions)
    assert [r for r in actions if r["iteration"] < 2] == [r for r in first_actions if r["iteration"] < 2]
    resumed = next(r for r in metrics if r.get("step") == 3 and "rollout/episodes" in r)
    original = next(r for r in first_metrics if r.get("step") == 3 and "rollout/episodes" in r)
    assert math.isclose(resumed["actor/pg_loss"], original["actor/pg_loss"], rel_tol=1e-5, abs_tol=1e-7)


def test_env_errors_do_not_stop_training(tmp_path, tiny_model_path, tiny_tokenizer):
    args = tiny_config(tmp_path, algo="grpo", action_mode="choose", max_env_steps=4)
    trainer = CAPOTrainer(model=tiny_model_path, args=args, env=chain_factory(FlakyEnv),
                          processing_class=tiny_tokenizer)
    trainer.train()
    logs = [e for e in trainer.state.log_history if "rollout/env_errors" in e]
    assert len(logs) == 2
    assert sum(e["rollout/env_errors"] for e in logs) > 0
    assert all(math.isfinite(e["loss"]) for e in logs)
