"""Evaluation metrics of ``capo eval``: which split each benchmark is reported on, the per-benchmark metrics
read from the envs, mean ± std over seeds, and the JSON + table report.

Per seed, every metric is the mean over that seed's finished episodes (episodes that ended in
``env_error`` are counted in ``env_errors`` and left out); the report gives mean and (population) std of the
per-seed values, as the paper reports its seeds.

Metrics:

* every env: ``success_rate`` (``terminal_reason == "success"``), ``return_mean``, ``steps_mean``,
  ``env_errors``, ``prompt_too_long`` (episodes cut by the prompt-length limit);
* the env's own episode metrics, read from the last step's ``info["metrics"]`` (the values at the last step
  are the episode's): QA ``em`` / ``f1`` (the paper's Acc is EM), WebShop ``task_score`` (Score; Succ. is
  ``success_rate``), PaperSearch ``f1@all`` / ``recall@all``. :data:`HEADLINE_METRICS` lists the keys
  reported; an env without them reports the common ones only.

Choices made here: the evaluation split is the one the paper reports (:data:`EVAL_SPLITS`; ALFWorld is
reported on both validation splits, each as its own row); an id not in the table is evaluated on the
``split`` of its registered kwargs, else ``test``.
"""

from __future__ import annotations

import json
import math
from collections.abc import Sequence
from pathlib import Path
from typing import Any

import gymnasium as gym
import numpy as np

__all__ = [
    "EVAL_SPLITS",
    "HEADLINE_METRICS",
    "episode_metrics",
    "evaluation_splits",
    "format_table",
    "summarize",
    "write_report",
]

#: The split(s) the paper reports for each registered id.
EVAL_SPLITS: dict[str, tuple[str, ...]] = {
    "capo/Chain-v0": ("test",),
    "capo/LengthBandit-v0": ("test",),
    "capo/HotpotQA-v0": ("dev",),
    "capo/2WikiMultihopQA-v0": ("dev",),
    "capo/MuSiQue-v0": ("dev",),
    "capo/PaperSearch-v0": ("test",),
    "capo/WebShop-v0": ("test",),
    "capo/ALFWorld-v0": ("valid_seen", "valid_unseen"),
    "capo/TextWorld-v0": ("test",),
}

#: Episode metrics read from the last ``info["metrics"]`` when an env reports them, in report order.
HEADLINE_METRICS = ("em", "f1", "task_score", "f1@all", "recall@all")
_COMMON = ("success_rate", "return_mean", "steps_mean")


def evaluation_splits(env_id: str) -> tuple[str, ...]:
    """The split(s) ``capo eval`` uses for ``env_id`` by default (see the module docstring)."""
    if env_id in EVAL_SPLITS:
        return EVAL_SPLITS[env_id]
    spec = gym.spec(env_id)
    split = (spec.kwargs or {}).get("split")
    return (str(split),) if split else ("test",)


def _number(value: Any) -> float | None:
    if isinstance(value, bool):
        return float(value)
    if isinstance(value, int | float) and math.isfinite(float(value)):
        return float(value)
    return None


def episode_metrics(episodes: Sequence[Any]) -> dict[str, float]:
    """The metrics of one seed's episodes (``EpisodeResult``-like: ``terminal_reason``, ``success``,
    ``episode_return``, ``steps``); an episode's benchmark metrics are its last step record's ``metrics``."""
    finished = [(e, (e.steps[-1].metrics or {}) if e.steps else {}) for e in episodes
                if e.terminal_reason != "env_error"]
    out = {
        "success_rate": float(np.mean([e.success for e, _ in finished])) if finished else 0.0,
        "return_mean": float(np.mean([e.episode_return for e, _ in finished])) if finished else 0.0,
        "steps_mean": float(np.mean([len(e.steps) for e, _ in finished])) if finished else 0.0,
        "env_errors": float(len(episodes) - len(finished)),
        "prompt_too_long": float(sum(e.terminal_reason == "prompt_too_long" for e in episodes)),
    }
    for key in HEADLINE_METRICS:
        values = [_number(metrics.get(key)) for _, metrics in finished]
        values = [v for v in values if v is not None]
        if values:
            out[key] = float(np.mean(values))
    return out


def summarize(env_id: str, split: str, per_seed: Sequence[dict[str, float]], episodes: int) -> dict[str, Any]:
    """Mean and std over seeds of every metric, plus the per-seed values."""
    keys = [k for k in per_seed[0]] if per_seed else []
    out: dict[str, Any] = {"env_id": env_id, "split": split, "seeds": len(per_seed), "episodes_per_seed": episodes}
    for key in keys:
        values = [seed[key] for seed in per_seed if key in seed]
        out[key] = {"mean": float(np.mean(values)), "std": float(np.std(values))}
    out["per_seed"] = [dict(seed) for seed in per_seed]
    return out


def format_table(summaries: Sequence[dict[str, Any]]) -> str:
    """A plain-text table: one row per (env, split), one ``mean±std`` column per metric any row reports."""
    columns = list(_COMMON) + [k for k in HEADLINE_METRICS if any(k in s for s in summaries)]
    columns += [k for k in ("env_errors", "prompt_too_long") if any(s.get(k, {}).get("mean") for s in summaries)]
    names = [f"{s['env_id']} [{s['split']}]" for s in summaries]
    width = max([len("env [split]"), *map(len, names)])
    cells = [[f"{s[c]['mean']:.3f}±{s[c]['std']:.3f}" if c in s else "-" for c in columns] for s in summaries]
    widths = [max(len(c), *(len(row[i]) for row in cells)) if cells else len(c) for i, c in enumerate(columns)]
    lines = ["  ".join([f"{'env [split]':<{width}}", *(f"{c:>{w}}" for c, w in zip(columns, widths, strict=True))])]
    for name, row in zip(names, cells, strict=True):
        lines.append("  ".join([f"{name:<{width}}", *(f"{v:>{w}}" for v, w in zip(row, widths, strict=True))]))
    return "\n".join(lines)


def write_report(path: str | Path, summaries: Sequence[dict[str, Any]], run: dict[str, Any] | None = None) -> Path:
    """Write ``{"run": ..., "results": [...]}`` as JSON (the directory is created)."""
    target = Path(path)
    target.parent.mkdir(parents=True, exist_ok=True)
    target.write_text(json.dumps({"run": dict(run or {}), "results": list(summaries)}, indent=2))
    return target
