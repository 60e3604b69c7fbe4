"""RolloutCollector: same steps as a plain loop on every backend, per-episode lifetimes, env errors."""

from __future__ import annotations

import gymnasium as gym
import pytest

from agentgym_capo.envs.sanity.chain import ChainEnv
from agentgym_capo.errors import ConfigError
from agentgym_capo.rollout import EpisodeSpec, RolloutCollector

EPISODES = [(f"chain-train-{i:03d}", f"traj-{i}", i) for i in range(7)]


def first_listed(inputs):
    return [item.info["admissible_actions"][0] for item in inputs]


def plain_loop(env_id: str, episodes, policy_index: int = 0):
    env = gym.make(env_id)
    records = []
    for task_id, traj_id, seed in episodes:
        obs, info = env.reset(seed=seed, options={"task_id": task_id, "traj_id": traj_id})
        done = False
        while not done:
            action = info["admissible_actions"][policy_index]
            next_obs, reward, terminated, truncated, info = env.step(action)
            records.append((traj_id, info["segment"]["step_index"], obs, action, reward, terminated, truncated,
                            info["segment"]))
            obs, done = next_obs, terminated or truncated
    return records


def as_tuples(rollout):
    return sorted((s.traj_id, s.step_index, s.prompt, s.action.text, s.reward, s.terminated, s.truncated,
                   s.segment.to_dict()) for s in rollout.steps)


@pytest.mark.parametrize("backend", ["sync", "thread", "process"])
def test_backends_match_a_plain_loop(backend):
    expected = sorted(plain_loop("capo/Chain-v0", EPISODES))
    with RolloutCollector("capo/Chain-v0", backend=backend, num_envs=3 if backend != "process" else 2,
                          progress=False) as collector:
        batches = []

        def act(inputs):
            batches.append(len(inputs))
            return first_listed(inputs)

        first = collector.collect(EPISODES, act)
        specs = [EpisodeSpec(task, traj, seed=seed) for task, traj, seed in EPISODES]
        second = collector.collect(specs, first_listed)  # envs reused
    assert as_tuples(first) == expected == as_tuples(second)
    assert max(batches) == (3 if backend != "process" else 2)  # one policy call per round for all running episodes
    assert [e.traj_id for e in first.episodes] == [traj for _, traj, _ in EPISODES]
    for summary in first.episodes:
        steps = first.by_trajectory()[summary.traj_id]
        assert summary.steps == steps and summary.terminal_reason == steps[-1].terminal_reason
        assert [s.step_index for s in steps] == list(range(len(steps)))  # no autoreset inside an episode


class FlakyChain(ChainEnv):
    """Raises inside step 1 of one task; every other episode is a normal Chain episode."""

    def _execute(self, parsed):
        if self.task_id == "chain-train-001" and self.steps_taken == 1:
            raise RuntimeError("engine crashed")
        return super()._execute(parsed)


def test_env_exception_ends_only_that_episode():
    def factory():
        return gym.wrappers.TimeLimit(FlakyChain(), 6)

    with RolloutCollector(factory, backend="thread", num_envs=2, progress=False) as collector:
        rollout = collector.collect(EPISODES[:4], follow_clues)
    reasons = {e.traj_id: e.terminal_reason for e in rollout.episodes}
    assert reasons == {"traj-0": "success", "traj-1": "env_error", "traj-2": "success", "traj-3": "success"}
    failed = rollout.by_trajectory()["traj-1"]
    assert [s.step_index for s in failed] == [0, 1] and "engine crashed" in failed[-1].error
    assert failed[-1].truncated and not failed[-1].terminated and failed[-1].segment.terminal_reason == "env_error"
    dropped = {e.traj_id for e in rollout.episodes if e.dropped}
    assert dropped == {"traj-1"} and {s.traj_id for s in rollout.training_steps()} == {"traj-0", "traj-2", "traj-3"}


_CLUES = {"north": "north", "south": "south", "sunrise": "east", "lantern": "west", "ladder": "up", "Stairs": "down"}


def follow_clues(inputs):
    """The oracle, read from the prompt: take the listed direction the room's clue names."""
    actions = []
    for item in inputs:
        room = item.prompt.split("Observation:")[-1].split("Available")[0]
        wanted = {direction for word, direction in _CLUES.items() if word in room}
        actions.append(next(a for a in item.info["admissible_actions"] if a.split()[-1] in wanted))
    return actions


def test_step_cap_policy_stop_and_validation():
    with RolloutCollector("capo/Chain-v0", env_kwargs={"rooms": 5}, backend="sync", num_envs=2, max_steps=2,
                          progress=False) as collector:
        capped = collector.collect(EPISODES[:2], follow_clues)
        stopped = collector.collect(EPISODES[:2], lambda inputs: [None] * len(inputs))
        with pytest.raises(ConfigError, match="one action per input"):
            collector.collect(EPISODES[:2], lambda inputs: [])
    assert [(len(e.steps), e.truncated, e.terminal_reason) for e in capped.episodes] == [(2, True, "max_steps")] * 2
    assert {e.terminal_reason for e in stopped.episodes} == {"policy_stop"} and not stopped.steps
    with pytest.raises(ConfigError, match="pass env_id"):
        RolloutCollector(lambda: gym.make("capo/Chain-v0"), backend="process")
    with pytest.raises(ConfigError, match="backend"):
        RolloutCollector("capo/Chain-v0", backend="gpu")
