"""Group per-action records into episodes, sample them to a size budget, and encode them for the page.

Choice: a long run records far more episodes than a page should hold, so the report keeps every recorded
episode of up to ``max_iterations`` iterations, evenly spaced over the run (always the first and the
last), and at most ``max_episodes_per_iteration`` of each. Multi-turn prompts repeat the previous step's
prompt as a prefix, so each prompt is stored as (length of the prefix shared with the previous step's
prompt, new suffix): lossless, and the page can show what is new at each step. A single prompt longer
than ``max_prompt_chars`` keeps its start and end with a marker of what was cut.
"""

from __future__ import annotations

import math
import os
from collections import defaultdict
from dataclasses import dataclass
from typing import Any

__all__ = ["Episode", "encode_episode", "group_episodes", "sample_episodes"]


@dataclass
class Episode:
    """The recorded actions of one episode, in step order."""

    iteration: int
    traj_id: str
    steps: list[dict[str, Any]]

    @property
    def terminal_reason(self) -> str | None:
        """The episode's terminal reason (from its last step)."""
        return self.steps[-1].get("terminal_reason")

    @property
    def success(self) -> bool:
        """Whether the env reported success (the trainer's definition)."""
        return self.terminal_reason == "success"

    @property
    def episode_return(self) -> float:
        """Recorded return, or the sum of the recorded step rewards."""
        recorded = self.steps[-1].get("episode_return")
        if isinstance(recorded, int | float):
            return float(recorded)
        return float(sum(s.get("reward") or 0.0 for s in self.steps))


def group_episodes(actions: list[dict[str, Any]]) -> list[Episode]:
    """Episodes keyed by (iteration, traj_id), in first-seen order, steps sorted by ``step_index``."""
    grouped: dict[tuple[Any, Any], list[dict[str, Any]]] = defaultdict(list)
    for record in actions:
        grouped[(record["iteration"], record["traj_id"])].append(record)
    return [Episode(iteration, str(traj), sorted(steps, key=lambda s: s["step_index"]))
            for (iteration, traj), steps in grouped.items()]


def _spread(items: list[Any], count: int) -> list[Any]:
    if len(items) <= count:
        return items
    if count == 1:
        return [items[-1]]
    picks = sorted({round(i * (len(items) - 1) / (count - 1)) for i in range(count)})
    return [items[i] for i in picks]


def sample_episodes(episodes: list[Episode], max_iterations: int, max_episodes_per_iteration: int) -> list[Episode]:
    """Keep the episodes of at most ``max_iterations`` evenly spaced iterations, a few per iteration."""
    by_iteration: dict[Any, list[Episode]] = defaultdict(list)
    for episode in episodes:
        by_iteration[episode.iteration].append(episode)
    kept_iterations = _spread(sorted(by_iteration), max_iterations)
    return [e for it in kept_iterations for e in by_iteration[it][:max_episodes_per_iteration]]


def _cut(text: str, limit: int) -> str:
    if len(text) <= limit:
        return text
    head = limit * 2 // 3
    tail = limit - head
    return f"{text[:head]}\n[... {len(text) - head - tail} characters cut by capo report ...]\n{text[-tail:]}"


def _number(value: Any) -> float | None:
    if isinstance(value, int | float) and not isinstance(value, bool) and math.isfinite(value):
        return float(value)
    return None


def encode_episode(episode: Episode, max_prompt_chars: int) -> dict[str, Any]:
    """The page's JSON for one episode (short keys: the page may hold thousands of steps)."""
    steps = []
    previous = ""
    for record in episode.steps:
        prompt = _cut(str(record.get("prompt") or ""), max_prompt_chars)
        shared = len(os.path.commonprefix([previous, prompt]))
        previous = prompt
        clipped = record.get("clipped")
        steps.append({
            "i": record["step_index"], "p": shared, "s": prompt[shared:], "a": str(record["action"]),
            "n": record.get("action_tokens"), "r": _number(record.get("reward")),
            "c": record.get("reward_components") or {}, "v": _number(record.get("value")),
            "A": _number(record.get("advantage")), "w": _number(record.get("ratio")),
            "x": None if clipped is None else bool(clipped),
        })
    first = episode.steps[0]
    return {
        "it": episode.iteration, "traj": episode.traj_id, "task": first.get("task_id"), "env": first.get("env"),
        "ok": episode.success, "end": episode.terminal_reason, "ret": episode.episode_return, "steps": steps,
    }
