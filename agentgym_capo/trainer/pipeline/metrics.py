"""Rollout metrics of one iteration and the per-action records of sampled episodes (logged after stage 4).

Every key is documented in ``docs/metrics.md``. Rollout metrics are computed over the episodes of all
processes, so they do not depend on how tasks were split across ranks: each rank sums its own episodes
(:func:`rollout_sums`) and the trainer all-reduces those numbers; no episode leaves its rank.
"""

from __future__ import annotations

import math
from collections import defaultdict
from typing import Any

from agentgym_capo.rollout import EpisodeResult, RolloutResult
from agentgym_capo.trainer.pipeline.batches import ActionRecords

__all__ = ["ROLLOUT_SUMS", "action_records", "metrics_from_sums", "rollout_metrics", "rollout_sums"]


#: The per-rank sums behind ``rollout/*``, in the order they are all-reduced (one vector per iteration).
ROLLOUT_SUMS = (
    "episodes", "episodes_all", "env_errors", "success", "return", "return_sq", "truncated", "step_rows",
    "action_tokens", "prompt_tokens", "format_ok", "format_flags", "groups", "flat_groups",
)


def rollout_sums(episodes: list[EpisodeResult], group_size: int) -> dict[str, float]:
    """Sums and counts of one rank's episodes from which :func:`metrics_from_sums` computes ``rollout/*``.

    Sums add up across ranks, so the trainer all-reduces these numbers instead of gathering every rank's
    episodes. Groups never span ranks (a rank rolls out whole groups), so flat groups are counted per rank.
    """
    kept = [e for e in episodes if not e.dropped]
    steps = [s for e in kept for s in e.steps]
    flags = [s.format_ok for s in steps if s.format_ok is not None]
    returns = [e.episode_return for e in kept]
    groups: dict[str, list[float]] = defaultdict(list)
    for episode in kept:
        groups[episode.spec.group_id].append(episode.episode_return)
    sums = {
        "episodes": len(kept), "episodes_all": len(episodes),
        "env_errors": sum(e.terminal_reason == "env_error" for e in episodes),
        "success": sum(bool(e.success) for e in kept), "return": sum(returns),
        "return_sq": sum(r * r for r in returns),
        "truncated": sum(bool(e.steps and e.steps[-1].truncated) for e in kept), "step_rows": len(steps),
        "action_tokens": sum(len(s.action.response_ids) for s in steps),
        "prompt_tokens": sum(len(s.prompt_ids) for s in steps),
        "format_ok": sum(bool(f) for f in flags), "format_flags": len(flags),
        "groups": len(groups) if group_size > 1 else 0,
        "flat_groups": sum(len(set(r)) <= 1 for r in groups.values()) if group_size > 1 else 0,
    }
    return {key: float(value) for key, value in sums.items()}


def metrics_from_sums(sums: dict[str, float]) -> dict[str, float]:
    """``rollout/*`` metrics from (all ranks') :func:`rollout_sums` (dropped episodes only counted)."""
    kept = sums["episodes"]
    out: dict[str, float] = {
        "rollout/episodes": kept,
        "rollout/env_errors": sums["env_errors"],
        "rollout/dropped_episodes": sums["episodes_all"] - kept,
    }
    if not kept:
        return out
    mean_return = sums["return"] / kept
    out.update({
        "rollout/success_rate": sums["success"] / kept,
        "rollout/return_mean": mean_return,
        "rollout/return_std": math.sqrt(max(sums["return_sq"] / kept - mean_return**2, 0.0)),
        "rollout/steps_mean": sums["step_rows"] / kept,
        "rollout/truncated_frac": sums["truncated"] / kept,
        "rollout/step_rows": sums["step_rows"],
    })
    if sums["step_rows"]:
        out["rollout/action_tokens_mean"] = sums["action_tokens"] / sums["step_rows"]
        out["rollout/prompt_tokens_mean"] = sums["prompt_tokens"] / sums["step_rows"]
    if sums["format_flags"]:
        out["rollout/format_ok_frac"] = sums["format_ok"] / sums["format_flags"]
    if sums["groups"]:
        out["rollout/group_no_signal_frac"] = sums["flat_groups"] / sums["groups"]
    return out


def rollout_metrics(episodes: list[EpisodeResult], group_size: int) -> dict[str, float]:
    """``rollout/*`` metrics of one iteration's episodes (dropped ones only counted in ``env_errors``)."""
    return metrics_from_sums(rollout_sums(episodes, group_size))


def action_records(rollout: RolloutResult, batch: Any, records: ActionRecords | None, iteration: int,
                   limit: int) -> list[dict[str, Any]]:
    """Per-action records of the first ``limit`` kept episodes.

    Args:
        rollout: The iteration's rollout.
        batch: Its rows as the update trained them (:class:`~.batches.TrainRows`: steps and rollout values).
        records: The update's per-action ratios, clip flags, advantages, S_a and μ (None: no update ran).
        iteration: The iteration, written into every record.
        limit: How many kept episodes to record.
    """
    row_of = {(s.traj_id, s.step_index): i for i, s in enumerate(batch.steps)}
    values = getattr(batch, "values", None)
    out = []
    for episode in rollout.kept()[:limit]:
        for step in episode.steps:
            row = row_of.get((step.traj_id, step.step_index))
            out.append({
                "iteration": iteration, "traj_id": step.traj_id, "task_id": step.task_id,
                "step_index": step.step_index, "prompt": step.prompt_text, "action": step.action.text,
                "action_tokens": len(step.action.response_ids), "reward": step.reward,
                "reward_components": step.reward_components,
                "value": _at(values, row),
                "advantage": _at(records.advantage if records else None, row),
                "ratio": _at(records.ratio if records else None, row),
                "log_ratio_sum": _at(records.log_ratio_sum if records else None, row),
                "mu": _at(records.mu if records else None, row),
                "clipped": bool(records.clipped[row]) if records and _ok(records.clipped, row) else None,
                "terminal_reason": episode.terminal_reason, "episode_return": episode.episode_return,
            })
    return out


def _ok(values: Any, row: int | None) -> bool:
    return values is not None and row is not None and row < len(values)


def _at(values: Any, row: int | None) -> float | None:
    return float(values[row]) if _ok(values, row) else None
