"""Record trajectories as JSONL (one line per step) and replay them.

Each line holds everything needed to re-run and check the step: the env id and constructor kwargs, the
episode's reset seed and options, the prompt the action answered, the action text, the reward, the
``terminated``/``truncated`` flags and every ``info["segment"]`` field. :func:`replay` rebuilds each env,
resets it the same way, replays the actions and checks that rewards and segment metadata come out the same.

Lines are flushed as they are written, so a crashed run keeps every finished step.
"""

from __future__ import annotations

import json
import math
import os
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import gymnasium as gym

from agentgym_capo.errors import CapoError
from agentgym_capo.jsonl import iter_jsonl

__all__ = ["RecordTrajectories", "ReplayMismatchError", "load_steps", "replay"]


class ReplayMismatchError(CapoError):
    """A replayed step did not reproduce the recorded reward or segment metadata."""


class RecordTrajectories(gym.Wrapper):
    """Append one JSON line per step to ``path``."""

    def __init__(self, env: gym.Env, path: str | os.PathLike):
        """Wrap ``env``; lines are appended to ``path`` (its directory is created)."""
        super().__init__(env)
        self.path = Path(path)
        self.path.parent.mkdir(parents=True, exist_ok=True)
        self._file = self.path.open("a", encoding="utf-8")
        self._reset_args: dict[str, Any] = {}
        self._prompt = ""

    def reset(self, *, seed: int | None = None, options: dict | None = None):
        """Reset and remember how, for replay."""
        obs, info = self.env.reset(seed=seed, options=options)
        self._reset_args = {"seed": seed, "options": dict(options or {})}
        self._prompt = obs
        return obs, info

    def step(self, action: str):
        """Step and write the step's line."""
        obs, reward, terminated, truncated, info = self.env.step(action)
        spec = self.env.spec
        line = {
            "env_id": spec.id if spec else None,
            "env_kwargs": dict(spec.kwargs) if spec else {},
            "reset": self._reset_args,
            "prompt": self._prompt,
            "action": action,
            "reward": reward,
            "terminated": terminated,
            "truncated": truncated,
            **info["segment"],
        }
        self._file.write(json.dumps(line, ensure_ascii=False, default=str) + "\n")
        self._file.flush()
        self._prompt = obs
        return obs, reward, terminated, truncated, info

    def close(self):
        """Close the file and the env."""
        if not self._file.closed:
            self._file.close()
        super().close()


def load_steps(path: str | os.PathLike) -> Iterator[dict[str, Any]]:
    """Yield the recorded steps of a JSONL file, with a clear error for a corrupt line."""
    for _, step in iter_jsonl(path, objects=False):  # (names the file and line of a corrupt one)
        yield step


_SEGMENT_FIELDS = ("step_index", "task_id", "anchor_key", "reward_components", "format_ok", "tool_calls",
                   "terminal_reason")


def _same(a: Any, b: Any) -> bool:
    if isinstance(a, float) or isinstance(b, float):
        return isinstance(a, int | float) and isinstance(b, int | float) and math.isclose(a, b, abs_tol=1e-9)
    if isinstance(a, dict) and isinstance(b, dict):
        return a.keys() == b.keys() and all(_same(a[k], b[k]) for k in a)
    if isinstance(a, list | tuple) and isinstance(b, list | tuple):
        return len(a) == len(b) and all(_same(x, y) for x, y in zip(a, b, strict=True))
    return a == b


def replay(path: str | os.PathLike) -> list[dict[str, Any]]:
    """Re-run every recorded trajectory and check it.

    Returns:
        The replayed steps as ``{"traj_id", "step_index", "reward", "segment"}`` dicts.

    Raises:
        ReplayMismatchError: At the first step whose reward or segment metadata differs.
    """
    trajectories: dict[str, list[dict[str, Any]]] = {}
    for step in load_steps(path):
        trajectories.setdefault(step["traj_id"], []).append(step)
    replayed = []
    for traj_id, steps in trajectories.items():
        steps.sort(key=lambda s: s["step_index"])
        first = steps[0]
        env = gym.make(first["env_id"], **first["env_kwargs"])
        options = {**first["reset"]["options"], "traj_id": traj_id}
        options.setdefault("task_id", first["task_id"])
        env.reset(seed=first["reset"]["seed"], options=options)
        for recorded in steps:
            _, reward, terminated, truncated, info = env.step(recorded["action"])
            segment = info["segment"]
            problems = [f"reward {reward!r} != {recorded['reward']!r}"] if not _same(reward, recorded["reward"]) else []
            problems += [f"{name} {segment[name]!r} != {recorded[name]!r}"
                         for name in _SEGMENT_FIELDS if not _same(segment[name], recorded[name])]
            if problems:
                raise ReplayMismatchError(
                    f"Replay of {traj_id} step {recorded['step_index']} differs: {'; '.join(problems)}. The env's "
                    "dynamics or data changed since the recording (bump the env version when they do).")
            replayed.append({"traj_id": traj_id, "step_index": segment["step_index"], "reward": reward,
                             "segment": segment})
        env.close()
    return replayed
