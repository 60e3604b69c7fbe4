"""Label time-limit endings in the action-segment record.

Gymnasium's ``TimeLimit`` sets ``truncated`` but cannot touch the env's ``info["segment"]``; this wrapper,
applied just outside it by the registry, writes ``terminal_reason="max_steps"`` into the segment of the step
that hit the limit and tells the env its episode is over (so a further ``step`` raises, as after any other
ending: these envs never auto-reset).
"""

from __future__ import annotations

import gymnasium as gym
from gymnasium.utils import RecordConstructorArgs

__all__ = ["TimeLimitReason"]


class TimeLimitReason(gym.Wrapper, RecordConstructorArgs):
    """Mark truncated steps with ``terminal_reason="max_steps"``."""

    def __init__(self, env: gym.Env):
        """Wrap ``env`` (which should already be inside a ``TimeLimit``)."""
        RecordConstructorArgs.__init__(self)
        gym.Wrapper.__init__(self, env)

    def step(self, action):
        """Step; on truncation without a real ending, label the segment and end the episode."""
        obs, reward, terminated, truncated, info = self.env.step(action)
        segment = info.get("segment")
        if truncated and not terminated and isinstance(segment, dict) and segment.get("terminal_reason") is None:
            segment["terminal_reason"] = "max_steps"
            end_episode = getattr(self.env.unwrapped, "end_episode", None)
            if end_episode is not None:
                end_episode()
        return obs, reward, terminated, truncated, info
