"""Scripted rollouts over registered envs: the oracle (expert) or a uniform random policy.

Used by ``capo rollout`` to show what every env does without a model, and by tests as a reference
policy. The random policy picks among ``info["admissible_actions"]`` when the env lists them, and
otherwise writes a random well-formed or malformed response.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

import gymnasium as gym
import numpy as np

from agentgym_capo.envs.registry import make, registered_ids

__all__ = ["EpisodeSummary", "play_episode", "run_scripted_rollouts"]

_RANDOM_FALLBACKS = (
    "I am not sure.",
    '<tool_call>{"name": "env_step", "arguments": {"command": "look"}}</tool_call>',
    "<tool_call>{broken json</tool_call>",
    "<answer>unknown</answer>",
)


@dataclass
class EpisodeSummary:
    """What one scripted episode did."""

    env_id: str
    task_id: str
    steps: int
    episode_return: float
    terminal_reason: str | None
    truncated: bool


def _policy_action(env: gym.Env, info: dict, policy: str, rng: np.random.Generator) -> str:
    if policy == "oracle":
        return env.unwrapped.oracle_action()
    actions = info.get("admissible_actions")
    if actions:
        return actions[int(rng.integers(len(actions)))]
    return _RANDOM_FALLBACKS[int(rng.integers(len(_RANDOM_FALLBACKS)))]


def play_episode(env: gym.Env, *, policy: str = "oracle", seed: int | None = None, verbose: bool = False,
                 rng: np.random.Generator | None = None, options: dict | None = None) -> EpisodeSummary:
    """Play one episode of ``env`` with the oracle or a random policy."""
    rng = rng or np.random.default_rng(seed)
    obs, info = env.reset(seed=seed, options=options)
    total, steps = 0.0, 0
    while True:
        action = _policy_action(env, info, policy, rng)
        if verbose:
            print(f"--- prompt ---\n{obs}\n--- action ---\n{action}")
        obs, reward, terminated, truncated, info = env.step(action)
        total += reward
        steps += 1
        if terminated or truncated:
            segment = info["segment"]
            return EpisodeSummary(env.spec.id if env.spec else "?", segment["task_id"], steps, total,
                                  segment["terminal_reason"], truncated)


def run_scripted_rollouts(env_ids: Sequence[str] | None = None, *, episodes: int = 2, policy: str = "oracle",
                          seed: int = 0, verbose: bool = False) -> list[EpisodeSummary]:
    """Play ``episodes`` episodes of each env id and print one line per episode."""
    summaries = []
    for env_id in env_ids or registered_ids():
        env = make(env_id)
        rng = np.random.default_rng(seed)
        for episode in range(episodes):
            summary = play_episode(env, policy=policy, seed=seed + episode, verbose=verbose, rng=rng)
            summaries.append(summary)
            print(f"{env_id:<28} task={summary.task_id:<28} steps={summary.steps:<3} "
                  f"return={summary.episode_return:6.3f} end={summary.terminal_reason}")
        env.close()
    return summaries
