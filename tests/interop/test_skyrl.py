"""SkyRL-gym's own registry and make() play every registered id; observations and rewards match in-process."""

from __future__ import annotations

import gymnasium as gym
import pytest
import skyrl_gym
from skyrl_gym.envs.base_text_env import BaseTextEnv

from agentgym_capo.envs.segment_schema import SEGMENT_SCHEMA_VERSION, validate_segment
from agentgym_capo.errors import ConfigError
from agentgym_capo.interop.jsonable import to_jsonable
from agentgym_capo.interop.skyrl import register_skyrl_envs, skyrl_dataset

MAX_STEPS = 4  # keep per-id episodes short


def test_every_id_plays_through_skyrl_gym(registered_env_id):
    assert registered_env_id in register_skyrl_envs()
    reference = gym.make(registered_env_id)
    task_id = reference.unwrapped.task_ids()[0]
    ref_obs, ref_info = reference.reset(seed=3, options={"task_id": task_id})

    env = skyrl_gym.make(registered_env_id, extras={"task_id": task_id, "seed": 3})
    assert isinstance(env, BaseTextEnv) and env.spec.id == registered_env_id
    chat, meta = env.init([{"role": "user", "content": "ignored"}])
    assert chat == ref_info["messages"] and chat[-1]["content"] == ref_obs
    assert meta["segment"] == ref_info["segment"] and meta["next_prompt"] == ref_obs
    assert meta["segment"]["schema_version"] == SEGMENT_SCHEMA_VERSION

    for _ in range(MAX_STEPS):
        action = reference.unwrapped.oracle_action()
        assert env.gym_env.unwrapped.oracle_action() == action  # same state on both sides
        out = env.step(action)
        obs, reward, terminated, truncated, info = reference.step(action)
        assert set(out) >= {"observations", "reward", "done", "metadata"}
        assert out["reward"] == reward and out["done"] == (terminated or truncated)
        assert out["metadata"]["segment"] == to_jsonable(info["segment"])
        validate_segment(out["metadata"]["segment"])  # what SkyRL's generator reads, versioned
        assert out["metadata"]["segment"]["schema_version"] == SEGMENT_SCHEMA_VERSION
        assert out["metadata"]["next_prompt"] == obs
        assert out["observations"] == ([] if out["done"] else [{"role": "user", "content": obs}])
        if out["done"]:
            break
    metrics = env.get_metrics()
    assert metrics["steps"] == len(env.step_rewards) and metrics["return"] == pytest.approx(sum(env.step_rewards))
    env.close()
    reference.close()


def test_chain_oracle_episode_metrics_and_dataset():
    rows = skyrl_dataset("capo/Chain-v0", limit=2)
    assert [r["task_id"] for r in rows] == ["chain-train-000", "chain-train-001"]
    assert rows[0]["env_class"] == "capo/Chain-v0" and rows[0]["prompt"][0]["role"] == "system"
    env = skyrl_gym.make(rows[1]["env_class"], env_config={"rooms": 2}, extras={"task_id": rows[1]["task_id"]})
    chat, _ = env.init(rows[1]["prompt"])
    assert "room 1 of 2" in chat[-1]["content"] and env.max_turns == 6
    done = False
    while not done:
        out = env.step(env.gym_env.unwrapped.oracle_action())
        done = out["done"]
    assert out["metadata"]["segment"]["terminal_reason"] == "success"
    assert env.get_metrics() == {"return": 1.0, "steps": 2, "success": 1.0}
    with pytest.raises(ConfigError, match="mapping"):
        skyrl_gym.make("capo/Chain-v0", env_config=["rooms"])
    with pytest.raises(ConfigError, match="limit"):
        skyrl_dataset("capo/Chain-v0", limit=0)
