"""ReAct-style evaluation at temperature 0: a local model or any OpenAI-compatible endpoint, over seeds.

Each seed plays ``episodes`` test tasks (drawn from the split with that seed) greedily; the per-benchmark
metrics are success rate, mean return and mean steps, reported as mean and std over seeds.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

import numpy as np

from agentgym_capo.rollout import EpisodeSpec, RolloutCollector, TaskSchedule, make_env

__all__ = ["EvalResult", "evaluate_policy"]


@dataclass
class EvalResult:
    """Metrics of one env id over seeds."""

    env_id: str
    per_seed: list[dict[str, float]]

    def summary(self) -> dict[str, Any]:
        """Mean and std over seeds of every metric."""
        keys = self.per_seed[0].keys() if self.per_seed else []
        out: dict[str, Any] = {"env_id": self.env_id, "seeds": len(self.per_seed)}
        for key in keys:
            values = [s[key] for s in self.per_seed]
            out[key] = {"mean": float(np.mean(values)), "std": float(np.std(values))}
        return out


def evaluate_policy(env_id: str, policy: Any, tokenizer: Any, *, episodes: int = 50, seeds: tuple[int, ...] = (0,),
                    split: str = "test", max_env_steps: int | None = None, max_prompt_length: int | None = None,
                    env_kwargs: dict | None = None, progress: bool = True) -> EvalResult:
    """Play ``episodes`` greedy episodes per seed and return the metrics."""
    env_kwargs = dict(env_kwargs or {})
    env_kwargs.setdefault("split", split)
    probe = make_env(env_id, max_env_steps=max_env_steps, env_kwargs=env_kwargs)
    task_ids = probe.unwrapped.task_ids(split)
    probe.close()
    collector = RolloutCollector(env_id, env_kwargs, backend="sync", num_envs=episodes, max_steps=max_env_steps,
                                 tokenizer=tokenizer, max_prompt_length=max_prompt_length, progress=progress)
    per_seed = []
    for seed in seeds:
        tasks = TaskSchedule(task_ids, seed).take(episodes)
        specs = [EpisodeSpec(t, f"eval-{seed}-{i}", f"eval-{seed}-{i}", seed * 100_003 + i)
                 for i, t in enumerate(tasks)]
        result = collector.collect(specs, policy, description=f"eval {seed}")
        finished = [e for e in result.episodes if e.terminal_reason != "env_error"]
        per_seed.append({
            "success_rate": float(np.mean([e.success for e in finished])) if finished else 0.0,
            "return_mean": float(np.mean([e.episode_return for e in finished])) if finished else 0.0,
            "steps_mean": float(np.mean([len(e.steps) for e in finished])) if finished else 0.0,
            "env_errors": float(len(result.episodes) - len(finished)),
        })
    collector.close()
    return EvalResult(env_id, per_seed)
