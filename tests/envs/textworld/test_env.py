"""``capo/TextWorld-v0``: offline game generation, the shared prompt contract, experts and rewards.

Two small games (coin collector and treasure hunter, seed 7) are generated once per test session into a
temporary directory; the default task set lives in the user cache and is covered by the contract tests.
"""

from __future__ import annotations

import json

import gymnasium as gym
import pytest

from agentgym_capo.envs.textworld.games import GameSpec, tw_make_command
from agentgym_capo.errors import ConfigError, EpisodeEndedError


def call(command) -> str:
    return '<tool_call>{"name": "env_step", "arguments": ' + json.dumps({"command": command}) + "}</tool_call>"


@pytest.fixture(scope="session")
def game_dir(tmp_path_factory):
    return tmp_path_factory.mktemp("tw_games")


@pytest.fixture(scope="session")
def small_env(game_dir):
    env = gym.make("capo/TextWorld-v0", challenges=["coin_collector", "treasure_hunter"], seeds=[7],
                   game_dir=str(game_dir))
    yield env
    env.close()


def test_games_are_generated_into_the_cache(small_env, game_dir):
    assert small_env.unwrapped.task_ids() == ["coin_collector-easy-s7", "treasure_hunter-easy-s7"]
    for task_id in small_env.unwrapped.task_ids():
        assert (game_dir / f"{task_id}.z8").is_file() and (game_dir / f"{task_id}.json").is_file()
    assert GameSpec.parse("coin_collector-easy-s7") == GameSpec("coin_collector", "easy", 7)
    command = tw_make_command(GameSpec("cooking", "easy", 1), game_dir / "x.z8")
    assert "tw-cooking" in command and command[command.index("--seed") + 1] == "1"


def test_expert_wins_every_game_and_prompt_contract(small_env):
    for task_id in small_env.unwrapped.task_ids():
        obs, info = small_env.reset(seed=0, options={"task_id": task_id})
        assert small_env.unwrapped.system_prompt.startswith("You are playing a TextWorld text adventure game.")
        task = obs.split("### Task\n", 1)[1].split("\n\n###", 1)[0]
        assert task == small_env.unwrapped.task_line and task
        assert "\n\n\n" not in obs
        for _ in range(20):
            obs, reward, terminated, truncated, info = small_env.step(small_env.unwrapped.oracle_action())
            assert info["action_valid"] is True
            if terminated:
                break
        assert info["won"] and info["segment"]["terminal_reason"] == "success"
        assert reward == pytest.approx(1.01)
        with pytest.raises(EpisodeEndedError):
            small_env.step(call("look"))


def test_non_admissible_and_invalid_commands_change_nothing(small_env):
    obs, info = small_env.reset(seed=0, options={"task_id": "treasure_hunter-easy-s7"})
    before = (info["raw_observation"], info["admissible_commands"])
    obs, reward, terminated, truncated, info = small_env.step(call("eat the moon"))
    assert info["raw_observation"] == "Nothing happens." and info["admissible_commands"] == before[1]
    assert info["invalid_reason"] == "not_admissible" and reward == 0.0
    obs, reward, terminated, truncated, info = small_env.step("no tool call here")
    assert "Invalid tool call." in obs and info["segment"]["format_ok"] is False
    # The state really did not change: the expert still wins from here.
    for _ in range(15):
        obs, reward, terminated, truncated, info = small_env.step(small_env.unwrapped.oracle_action())
        if terminated:
            break
    assert info["won"]


def test_score_delta_reward_mode(game_dir, small_env):
    env = gym.make("capo/TextWorld-v0", challenges=["coin_collector"], seeds=[7], game_dir=str(game_dir),
                   reward_mode="score_delta", expert="planner")
    obs, info = env.reset(seed=0)
    assert info["expert_plan"]
    total = 0.0
    for _ in range(20):
        obs, reward, terminated, truncated, info = env.step(call(info["expert_plan"][0]))
        total += reward
        assert set(info["segment"]["reward_components"]) <= {"score_delta"}
        if terminated:
            break
    assert info["won"] and total == pytest.approx(info["score"]) and total > 0


def test_bad_config():
    with pytest.raises(ConfigError):
        gym.make("capo/TextWorld-v0", challenges=["zork"])
    with pytest.raises(ConfigError):
        gym.make("capo/TextWorld-v0", split="valid")
    with pytest.raises(ConfigError):
        gym.make("capo/TextWorld-v0", difficulty="impossible", seeds=[1], challenges=["simple"])
