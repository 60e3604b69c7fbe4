"""Scripted policies (the env's oracle, a uniform random policy) and ``capo rollout``'s episodes.

Used by ``capo rollout`` to show what every env does without a model, and by tests as reference policies.
Both are :class:`~agentgym_capo.rollout.policy.ActionPolicy` objects, so they run through the same
:class:`~agentgym_capo.rollout.collector.RolloutCollector` as a model. The oracle reads
``env.unwrapped.oracle_action()`` and so needs an in-process backend (``sync`` or ``thread``). The random
policy picks among ``info["admissible_actions"]`` when the env lists them, and otherwise writes a random
well-formed or malformed response.
"""

from __future__ import annotations

from collections.abc import Sequence

import gymnasium as gym
import numpy as np

from agentgym_capo.envs.registry import registered_ids
from agentgym_capo.errors import ConfigError
from agentgym_capo.rollout.collector import RolloutCollector
from agentgym_capo.rollout.policy import PolicyInput
from agentgym_capo.rollout.records import EpisodeResult, EpisodeSpec

__all__ = ["SCRIPTED_POLICIES", "OraclePolicy", "RandomPolicy", "play_episode", "run_scripted_rollouts"]

_RANDOM_FALLBACKS = (
    "I am not sure.",
    '<tool_call>{"name": "env_step", "arguments": {"command": "look"}}</tool_call>',
    "<tool_call>{broken json</tool_call>",
    "<answer>unknown</answer>",
)


class OraclePolicy:
    """The env's expert: ``env.unwrapped.oracle_action()`` of each state."""

    def act(self, inputs: Sequence[PolicyInput]) -> list[str]:
        """Ask each input's env for its oracle action."""
        if any(item.env is None for item in inputs):
            raise ConfigError("The oracle policy reads the env itself: use the sync or thread backend.")
        return [item.env.unwrapped.oracle_action() for item in inputs]


class RandomPolicy:
    """A uniform choice among the listed actions, else among a few well- and malformed responses."""

    def __init__(self, seed: int | None = None, rng: np.random.Generator | None = None):
        """Draw from ``rng`` (default: a generator seeded with ``seed``)."""
        self.rng = rng or np.random.default_rng(seed)

    def act(self, inputs: Sequence[PolicyInput]) -> list[str]:
        """One random action per input."""
        out = []
        for item in inputs:
            choices = item.info.get("admissible_actions") or _RANDOM_FALLBACKS
            out.append(choices[int(self.rng.integers(len(choices)))])
        return out


SCRIPTED_POLICIES = {"oracle": OraclePolicy, "random": RandomPolicy}


class _Printing:
    """Print each prompt and action of a wrapped policy (``--verbose``)."""

    def __init__(self, policy):
        self.policy = policy

    def act(self, inputs: Sequence[PolicyInput]) -> list:
        actions = self.policy.act(inputs)
        for item, action in zip(inputs, actions, strict=True):
            print(f"--- prompt ---\n{item.prompt}\n--- action ---\n{action}")
        return actions


def _scripted(policy: str, seed: int | None, rng: np.random.Generator | None):
    if policy == "oracle":
        return OraclePolicy()
    if policy == "random":
        return RandomPolicy(seed, rng)
    raise ConfigError(f"policy must be one of {sorted(SCRIPTED_POLICIES)}, got {policy!r}.")


def play_episode(env: gym.Env, *, policy: str = "oracle", seed: int | None = None, verbose: bool = False,
                 rng: np.random.Generator | None = None, options: dict | None = None) -> EpisodeResult:
    """Play one episode of ``env`` (owned by the caller, left open) with the oracle or a random policy.

    Args:
        env: The env to play.
        policy: ``"oracle"`` or ``"random"``.
        seed: Reset seed (and the random policy's seed when ``rng`` is None).
        verbose: Print every prompt and action.
        rng: The random policy's generator (share one across episodes for independent draws).
        options: Reset options (``task_id``, ``traj_id``).
    """
    options = dict(options or {})
    chooser = _scripted(policy, seed, rng)
    collector = RolloutCollector(lambda: env, backend="sync", num_envs=1, progress=False)
    # the collector is not closed: closing would close the caller's env
    spec = EpisodeSpec(options.get("task_id"), options.get("traj_id"), seed=seed)
    return collector.collect([spec], _Printing(chooser) if verbose else chooser).episodes[0]


def run_scripted_rollouts(env_ids: Sequence[str] | None = None, *, episodes: int = 2, policy: str = "oracle",
                          seed: int = 0, verbose: bool = False) -> list[EpisodeResult]:
    """Play ``episodes`` episodes of each env id and print one line per episode."""
    summaries = []
    for env_id in env_ids or registered_ids():
        chooser = _scripted(policy, seed, None)
        with RolloutCollector(env_id, backend="sync", num_envs=1, progress=False) as collector:
            rollout = collector.collect([EpisodeSpec(seed=seed + episode) for episode in range(episodes)],
                                        _Printing(chooser) if verbose else chooser)
        for summary in rollout.episodes:
            summaries.append(summary)
            print(f"{env_id:<28} task={summary.task_id or '?':<28} steps={len(summary.steps):<3} "
                  f"return={summary.episode_return:6.3f} end={summary.terminal_reason}")
    return summaries
