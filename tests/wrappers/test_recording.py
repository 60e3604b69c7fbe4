"""The recorder's JSONL replays to the same rewards and segment metadata."""

from __future__ import annotations

import json

import gymnasium as gym
import numpy as np
import pytest

from agentgym_capo.errors import DataError
from agentgym_capo.rollout import play_episode
from agentgym_capo.wrappers import RecordTrajectories, ReplayMismatchError, load_steps, replay


def _record(path, env_id="capo/Chain-v0", episodes=6, **kwargs):
    env = RecordTrajectories(gym.make(env_id, **kwargs), path)
    rng = np.random.default_rng(0)
    for episode in range(episodes):
        play_episode(env, policy="random" if episode % 2 else "oracle", seed=episode, rng=rng)
    env.close()


@pytest.mark.parametrize("env_id", ["capo/Chain-v0", "capo/LengthBandit-v0"])
def test_recording_replays_identically(tmp_path, env_id):
    path = tmp_path / "traj.jsonl"
    _record(path, env_id, rooms=4) if env_id == "capo/Chain-v0" else _record(path, env_id)
    steps = list(load_steps(path))
    assert steps and all(set(s) >= {"traj_id", "step_index", "anchor_key", "reward", "action", "prompt"} for s in steps)
    replayed = replay(path)
    assert [r["reward"] for r in replayed] == [s["reward"] for s in steps]
    assert [r["segment"]["anchor_key"] for r in replayed] == [s["anchor_key"] for s in steps]


def test_a_changed_reward_is_detected(tmp_path):
    path = tmp_path / "traj.jsonl"
    _record(path, episodes=1)
    lines = path.read_text().splitlines()
    last = json.loads(lines[-1])
    last["reward"] += 1.0
    lines[-1] = json.dumps(last)
    path.write_text("\n".join(lines) + "\n")
    with pytest.raises(ReplayMismatchError, match="reward"):
        replay(path)


def test_a_corrupt_line_names_the_file_and_line(tmp_path):
    path = tmp_path / "traj.jsonl"
    _record(path, episodes=1)
    with path.open("a") as handle:
        handle.write("{not json\n")
    with pytest.raises(DataError, match=r"traj.jsonl, line \d+: not valid JSON"):
        list(load_steps(path))
