"""Stage 3 of an iteration, advantages: the rows of all processes into a ``core_algos`` estimator.

``compute_advantages(run, scored, log) -> TrainRows``: every rank gathers every rank's rows (their rewards,
ids, values, KL: small lists, not tensors of activations), runs the configured estimator on the whole batch
(group baselines and GAE need whole trajectories and groups, which may span ranks) and keeps its own slice.
"""

from __future__ import annotations

from typing import Any

import torch

from agentgym_capo.trainer import core_algos
from agentgym_capo.trainer.pipeline.batches import ScoredRows, TrainRows, pad_ragged, stack_segment_ids
from agentgym_capo.trainer.pipeline.runtime import IterationLog, Runtime

__all__ = ["advantage_inputs", "advantage_params", "compute_advantages", "step_batch"]


def advantage_params(args: Any) -> core_algos.AdvantageParams:
    """The estimator's hyper-parameters from the config."""
    return core_algos.AdvantageParams(
        gamma=args.gamma, lam=args.lam, whiten_advantages=args.whiten_advantages,
        bootstrap_truncated=args.bootstrap_truncated and args.needs_critic,
        grpo_scale_by_std=args.grpo_scale_by_std, gigpo_gamma=args.gigpo_gamma, gigpo_omega=args.gigpo_omega,
        gigpo_norm=args.gigpo_norm, rfpp_link_steps=args.rfpp_link_steps,
        kl_in_reward_coef=args.beta if args.algorithm.kl.in_reward else 0.0)


def compute_advantages(run: Runtime, scored: ScoredRows, log: IterationLog) -> TrainRows:
    """Advantages and returns of this rank's rows, estimated over the rows of all processes."""
    local = advantage_inputs(scored)
    # collective: every rank sends its rows' inputs (possibly none) and receives everyone's, in rank order
    parts = run.dist.gather_object(local)
    offset = sum(len(p["rewards"]) for p in parts[:run.dist.rank])
    merged = {key: [x for p in parts for x in p[key]] for key in local}
    if not merged["rewards"]:
        return TrainRows.of(scored)
    result = core_algos.get_advantage_estimator(run.args.algorithm.estimator)(
        step_batch(merged), advantage_params(run.args))
    counts = merged["positions"]
    window = range(offset, offset + len(scored))
    own = slice(offset, offset + len(scored))
    batch = TrainRows.of(
        scored,
        token_advantages=[result.token_advantages[i, :counts[i]].float().cpu() for i in window],
        segment_advantages=(result.segment_advantages.float().cpu()[own]
                            if result.segment_advantages is not None else None),
        returns=result.segment_returns.float().cpu()[own] if result.segment_returns is not None else None,
        token_returns=([result.token_returns[i, :counts[i]].float().cpu() for i in window]
                       if result.token_returns is not None else None),
    )
    log.update(advantage_metrics(batch))
    return batch


def advantage_inputs(scored: ScoredRows) -> dict[str, list]:
    """One rank's rows as plain lists (what is gathered): positions, rewards, ids, values, KL per token."""
    steps = scored.steps
    kl = None
    if scored.old_logp is not None and scored.ref_logp is not None:
        kl = [(o - r).tolist() for o, r in zip(scored.old_logp, scored.ref_logp, strict=True)]
    return {
        "positions": scored.position_counts(),
        "rewards": [s.reward for s in steps],
        "traj_ids": [s.traj_id for s in steps],
        "step_index": [s.step_index for s in steps],
        "group_ids": [s.group_id for s in steps],
        "anchor_keys": [s.anchor_key for s in steps],
        "terminated": [s.terminated for s in steps],
        "truncated": [s.truncated for s in steps],
        "values": scored.values.tolist() if scored.values is not None else [0.0] * len(steps),
        "token_values": [t.tolist() for t in scored.token_values] if scored.token_values else [[]] * len(steps),
        "bootstrap": scored.bootstrap_values.tolist() if scored.bootstrap_values is not None
        else [0.0] * len(steps),
        "token_kl": kl if kl is not None else [[]] * len(steps),
    }


def step_batch(merged: dict[str, list]) -> core_algos.StepBatch:
    """The estimators' :class:`~agentgym_capo.trainer.core_algos.StepBatch` of all ranks' merged rows."""
    segment_ids = stack_segment_ids(merged["positions"])
    width = segment_ids.shape[1]

    def ragged(key: str) -> torch.Tensor:
        return pad_ragged([torch.tensor(x, dtype=torch.float32) for x in merged[key]], width)

    return core_algos.StepBatch(
        segment_ids=segment_ids, rewards=torch.tensor(merged["rewards"], dtype=torch.float64),
        traj_ids=merged["traj_ids"], step_index=torch.tensor(merged["step_index"], dtype=torch.long),
        values=torch.tensor(merged["values"], dtype=torch.float64), token_values=ragged("token_values"),
        group_ids=merged["group_ids"], anchor_keys=merged["anchor_keys"],
        terminated=torch.tensor(merged["terminated"]), truncated=torch.tensor(merged["truncated"]),
        bootstrap_values=torch.tensor(merged["bootstrap"], dtype=torch.float64), token_kl=ragged("token_kl"))


def advantage_metrics(batch: TrainRows) -> dict[str, float]:
    """``advantage/*`` over this rank's tokens, and ``critic/*`` (returns against the rollout's values)."""
    adv = torch.cat(batch.token_advantages) if batch.token_advantages else torch.zeros(0)
    metrics = {}
    if adv.numel():
        metrics["advantage/mean"] = float(adv.mean())
        metrics["advantage/std"] = float(adv.std()) if adv.numel() > 1 else 0.0
        metrics["advantage/abs_mean"] = float(adv.abs().mean())
    if batch.returns is not None and batch.values is not None:
        targets, predictions = batch.returns, batch.values
    elif batch.token_returns is not None and batch.token_values is not None:
        targets, predictions = torch.cat(batch.token_returns), torch.cat(batch.token_values)
    else:
        return metrics
    metrics["critic/return_mean"] = float(targets.mean())
    metrics["critic/value_mean"] = float(predictions.mean())
    if targets.numel() > 1 and float(targets.var()) > 0:
        metrics["critic/explained_variance"] = float(1 - (targets - predictions).var() / targets.var())
    return metrics
