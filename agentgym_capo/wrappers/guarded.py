"""Turn exceptions inside an env into an ``env_error`` ending of that episode.

A rollout collector steps many envs; one engine crash, dead backend or bug in a user's env must end only its
own episode. :class:`GuardedEnv` catches what ``reset``/``step`` raise and reports it in the info instead:

* a failed ``reset`` returns ``("", {"env_error": ..., "task_id": ..., "traj_id": ...})``;
* a failed ``step`` returns ``("", 0.0, False, True, info)`` with ``info["env_error"]`` and a segment whose
  ``terminal_reason`` is ``"env_error"`` (the task did not end, so it is truncated, not terminated).

The inner env's state is unknown after a failure, so it is closed; with ``rebuild`` (a zero-argument
factory) the next ``reset`` starts on a fresh env, without one it retries the old env.
"""

from __future__ import annotations

import traceback
from collections.abc import Callable
from typing import Any

import gymnasium as gym

from agentgym_capo.envs.core import ActionSegment

__all__ = ["GuardedEnv", "describe_error"]


def describe_error(error: BaseException) -> str:
    """One line naming an exception, as stored in ``info["env_error"]``."""
    return f"{type(error).__name__}: {error}"[:500]


class GuardedEnv(gym.Wrapper):
    """Report exceptions of the wrapped env as ``info["env_error"]`` (see the module docstring)."""

    def __init__(self, env: gym.Env, *, rebuild: Callable[[], gym.Env] | None = None):
        """Wrap ``env``; ``rebuild`` makes a fresh inner env after a failure."""
        super().__init__(env)
        self._rebuild = rebuild
        self._broken = False
        self._segment: dict[str, Any] = {}

    @classmethod
    def from_factory(cls, factory: Callable[[], gym.Env]) -> GuardedEnv:
        """Guard ``factory()`` and rebuild from ``factory`` after failures (picklable when ``factory`` is)."""
        return cls(factory(), rebuild=factory)

    def _discard(self) -> None:
        self._broken = True
        try:
            self.env.close()
        except Exception:  # noqa: BLE001  (a broken env may fail to close too)
            traceback.print_exc()

    def reset(self, *, seed: int | None = None, options: dict[str, Any] | None = None) -> tuple[str, dict]:
        """Reset the inner env (a fresh one after a failure, when it can be rebuilt), or report why it failed."""
        try:
            if self._broken and self._rebuild is not None:
                self.env = self._rebuild()
            self._broken = False
            obs, info = self.env.reset(seed=seed, options=options)
        except Exception as error:  # noqa: BLE001  (any env failure ends only this episode)
            self._discard()
            options = options or {}
            self._segment = {}
            return "", {"env_error": describe_error(error), "task_id": options.get("task_id"),
                        "traj_id": options.get("traj_id")}
        self._segment = dict(info.get("segment") or {})
        return obs, info

    def step(self, action: str) -> tuple[str, float, bool, bool, dict]:
        """Step the inner env, or report why it failed."""
        try:
            if self._broken:
                raise RuntimeError("the env failed earlier; reset it first")
            obs, reward, terminated, truncated, info = self.env.step(action)
        except Exception as error:  # noqa: BLE001
            self._discard()
            previous = self._segment
            segment = ActionSegment(previous.get("traj_id") or "", int(previous.get("next_step", 0)),
                                    previous.get("task_id") or "", previous.get("anchor_key") or "",
                                    terminal_reason="env_error")
            return "", 0.0, False, True, {"env_error": describe_error(error), "segment": segment.to_dict()}
        segment = dict(info.get("segment") or {})
        self._segment = {**segment, "next_step": int(segment.get("step_index", 0)) + 1}
        return obs, float(reward), bool(terminated), bool(truncated), info

    def close(self) -> None:
        """Close the inner env (once)."""
        if not self._broken:
            self.env.close()
        self._broken = True
