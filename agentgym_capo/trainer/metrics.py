"""Rollout metrics of one iteration and the per-action records of sampled episodes.

Every key is documented in ``docs/metrics.md``. Rollout metrics are computed over the episodes of all
processes (gathered), so they do not depend on how tasks were split across ranks.
"""

from __future__ import annotations

from collections import defaultdict
from typing import Any

import numpy as np

from agentgym_capo.rollout import EpisodeResult, RolloutResult

__all__ = ["action_records", "rollout_metrics"]


def rollout_metrics(episodes: list[EpisodeResult], group_size: int) -> dict[str, float]:
    """``rollout/*`` metrics of one iteration's episodes (dropped ones only counted in ``env_errors``)."""
    kept = [e for e in episodes if not e.dropped]
    out: dict[str, float] = {
        "rollout/episodes": float(len(kept)),
        "rollout/env_errors": float(sum(e.terminal_reason == "env_error" for e in episodes)),
        "rollout/dropped_episodes": float(len(episodes) - len(kept)),
    }
    if not kept:
        return out
    steps = [s for e in kept for s in e.steps]
    out.update({
        "rollout/success_rate": float(np.mean([e.success for e in kept])),
        "rollout/return_mean": float(np.mean([e.episode_return for e in kept])),
        "rollout/return_std": float(np.std([e.episode_return for e in kept])),
        "rollout/steps_mean": float(np.mean([len(e.steps) for e in kept])),
        "rollout/truncated_frac": float(np.mean([bool(e.steps and e.steps[-1].truncated) for e in kept])),
        "rollout/action_tokens_mean": float(np.mean([len(s.action.response_ids) for s in steps])),
        "rollout/prompt_tokens_mean": float(np.mean([len(s.prompt_ids) for s in steps])),
        "rollout/step_rows": float(len(steps)),
    })
    format_flags = [s.format_ok for s in steps if s.format_ok is not None]
    if format_flags:
        out["rollout/format_ok_frac"] = float(np.mean(format_flags))
    if group_size > 1:
        groups: dict[str, list[float]] = defaultdict(list)
        for episode in kept:
            groups[episode.spec.group_id].append(episode.episode_return)
        flat = [len(set(returns)) <= 1 for returns in groups.values()]
        out["rollout/group_no_signal_frac"] = float(np.mean(flat))
    return out


def action_records(rollout: RolloutResult, batch: Any, iteration: int, limit: int) -> list[dict[str, Any]]:
    """Per-action records of the first ``limit`` kept episodes (values, advantages, ratios from ``batch``)."""
    row_of = {(s.traj_id, s.step_index): i for i, s in enumerate(batch.steps)}
    advantage = getattr(batch, "advantage_of_row", None)
    records = []
    for episode in rollout.kept()[:limit]:
        for step in episode.steps:
            row = row_of.get((step.traj_id, step.step_index))
            records.append({
                "iteration": iteration, "traj_id": step.traj_id, "task_id": step.task_id,
                "step_index": step.step_index, "prompt": step.prompt_text, "action": step.action.text,
                "action_tokens": len(step.action.response_ids), "reward": step.reward,
                "reward_components": step.reward_components,
                "value": _at(batch.values, row), "advantage": _at(advantage, row),
                "ratio": _at(batch.ratio, row),
                "log_ratio_sum": _at(getattr(batch, "log_ratio_sum", None), row),
                "mu": _at(getattr(batch, "mu_of_row", None), row),
                "clipped": bool(batch.clipped[row]) if _ok(batch.clipped, row) else None,
                "terminal_reason": episode.terminal_reason, "episode_return": episode.episode_return,
            })
    return records


def _ok(values: Any, row: int | None) -> bool:
    return values is not None and row is not None and row < len(values)


def _at(values: Any, row: int | None) -> float | None:
    return float(values[row]) if _ok(values, row) else None
