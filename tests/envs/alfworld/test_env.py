"""``capo/ALFWorld-v0``: prompt, parsing edge cases, rewards, endings, experts, discovery rules."""

from __future__ import annotations

import json
import shutil

import gymnasium as gym
import pytest

from agentgym_capo.envs.alfworld.dataset import JSON_DIR, discover_games
from agentgym_capo.errors import ConfigError, DataError, EpisodeEndedError, UnknownTaskError

SECTIONS = ["### Task", "### Current Observation", "### History Actions", "### Admissible Commands",
            "### Instructions", "### Output Format"]


def call(command) -> str:
    return '<tool_call>{"name": "env_step", "arguments": ' + json.dumps({"command": command}) + "}</tool_call>"


@pytest.fixture()
def env(alfworld_envs):
    env = alfworld_envs["valid_seen"]
    env.reset(seed=0, options={"task_id": env.unwrapped.task_ids()[0]})
    return env


def state_of(info) -> tuple:
    return info["raw_observation"], tuple(info["admissible_commands"])


def test_paper_prompt_layout(env):
    obs, info = env.reset(seed=0, options={"task_id": env.unwrapped.task_ids()[0]})
    positions = [obs.index(section) for section in SECTIONS]
    assert positions == sorted(positions)
    assert "### History Actions\nNone" in obs
    assert obs.count("\n- ") >= 6 + len(env.unwrapped.visible_commands())
    assert "- help\n" not in obs and info["system_prompt"] == env.unwrapped.system_prompt
    assert '{"name": "env_step", "arguments": {"command": "[one admissible command]"}}' in obs
    first = env.unwrapped.visible_commands()[0]
    obs, *_ = env.step(call(first))
    assert "[Observation 1]" in obs and f"[Action 1]\n{first}" in obs


def test_reference_order_raw_format_and_inline_tools():
    env = gym.make("capo/ALFWorld-v0", split="valid_seen", section_order="reference", inline_tool_definitions=True)
    obs, _ = env.reset(seed=0)
    assert obs.index("### History Actions") < obs.index("### Current Observation")
    assert "### Tools" in obs and "must exactly match" in obs
    raw = gym.make("capo/ALFWorld-v0", split="valid_seen", observation_format="raw")
    obs, info = raw.reset(seed=0)
    assert obs == info["raw_observation"] and obs.startswith("-= Welcome to TextWorld, ALFRED! =-")


@pytest.mark.parametrize("action, reason", [
    ("go to cabinet 1", "no <tool_call>"),
    ('<tool_call>{"name": "search", "arguments": {"command": "look"}}</tool_call>', "Unknown tool"),
    (call(""), "non-empty"),
    ("<think>" + call("look") + "</think>", "no <tool_call>"),
    ("<tool_call>{not json</tool_call>", "could not be parsed"),
    ("", "no <tool_call>"),
])
def test_invalid_tool_calls_change_nothing(env, action, reason):
    before = state_of(env.unwrapped._last_info)
    anchor = env.unwrapped.anchor_for_state()
    obs, reward, terminated, truncated, info = env.step(action)
    assert state_of(info) == before and env.unwrapped.anchor_for_state() == anchor
    assert info["action_valid"] is False and info["segment"]["format_ok"] is False
    assert reason in info["invalid_reason"] and reward == 0.0 and not terminated
    assert "Invalid tool call." in obs and "The environment state did not change." in obs
    assert "[Action 1]\n<invalid_tool_call>" in obs
    assert info["metrics"]["n_invalid_tool_calls"] == 1


@pytest.mark.parametrize("command", ["open the fridge please", "put mug 1 in cabinet 1", "héllo wörld 中文",
                                     "x" * 5000, "take nothing from nowhere"])
def test_non_admissible_commands_change_nothing(env, command):
    before = state_of(env.unwrapped._last_info)
    obs, reward, terminated, truncated, info = env.step(call(command))
    assert info["raw_observation"] == "Nothing happens."
    assert tuple(info["admissible_commands"]) == before[1]
    assert info["action_valid"] is False and info["invalid_reason"] == "not_admissible"
    assert info["segment"]["format_ok"] is True and reward == 0.0
    assert any("not one of the admissible commands" in line for line in info["feedback"])
    assert info["metrics"]["n_non_admissible"] == 1


def test_recovered_calls_and_normalisation(env):
    target = env.unwrapped.visible_commands()[0]
    variants = [
        "<tool_call>{'name': 'env_step', 'arguments': {'command': '" + target + "'}}</tool_call>",
        '<tool_call>{"name": "env_step", "arguments": ' + json.dumps(json.dumps({"command": target})) + "}</tool_call>",
        '<tool_call>{"name": "env_step", "arguments": ' + json.dumps(target) + "}</tool_call>",
        call("  " + target.upper().replace(" ", "   ") + " "),
    ]
    task_id = env.unwrapped.task_id
    for variant in variants:
        env.reset(seed=0, options={"task_id": task_id})
        obs, reward, terminated, truncated, info = env.step(variant)
        assert info["action_valid"] is True, variant
        assert info["segment"]["format_ok"] is True and reward == pytest.approx(0.01)


def test_two_calls_first_is_used_or_rejected(alfworld_envs):
    env = alfworld_envs["valid_seen"]
    env.reset(seed=0)
    first, second = env.unwrapped.visible_commands()[:2]
    obs, reward, terminated, truncated, info = env.step(call(first) + call(second))
    assert info["action_valid"] is True and info["ignored_calls"] == 1
    assert f"[Action 1]\n{first}" in obs
    reject = gym.make("capo/ALFWorld-v0", split="valid_seen", multiple_calls="reject")
    reject.reset(seed=0)
    obs, reward, terminated, truncated, info = reject.step(call(first) + call(second))
    assert info["action_valid"] is False and "exactly one" in info["invalid_reason"]


def _go_to_place(env):
    """Walk the walkthrough up to its placing command and return that command."""
    record = env.unwrapped.game_record()
    for command in record.walkthrough:
        if command.startswith("move "):
            return command
        env.step(call(command))
    raise AssertionError("no placing command")


def test_put_alias_and_help(alfworld_envs):
    env = gym.make("capo/ALFWorld-v0", split="valid_seen", command_aliases=True)
    ids = [t for t in env.unwrapped.task_ids() if t.startswith("pick_and_place_simple")]
    env.reset(seed=0, options={"task_id": ids[0]})
    move = _go_to_place(env)
    obj, recep = move[len("move "):].split(" to ")
    obs, reward, terminated, truncated, info = env.step(call(f"put {obj} in {recep}"))
    assert info["action_valid"] is True and terminated and info["won"]
    plain = alfworld_envs["valid_seen"]
    plain.reset(seed=0, options={"task_id": ids[0]})
    _go_to_place(plain)
    obs, reward, terminated, truncated, info = plain.step(call(f"put {obj} in {recep}"))
    assert info["raw_observation"] == "Nothing happens." and not terminated
    obs, reward, terminated, truncated, info = plain.step(call("help"))
    assert info["segment"]["format_ok"] is True and not terminated


def test_rewards_paper_and_reference(alfworld_envs):
    for mode, step_reward in (("paper", 0.01), ("reference", 0.0)):
        env = gym.make("capo/ALFWorld-v0", split="valid_seen", reward_mode=mode)
        env.reset(seed=1)
        rewards = []
        while True:
            obs, reward, terminated, truncated, info = env.step(env.unwrapped.oracle_action())
            rewards.append(reward)
            if terminated or truncated:
                break
        assert info["segment"]["terminal_reason"] == "success" and info["end_event"] == "won"
        assert rewards[:-1] == [step_reward] * (len(rewards) - 1)
        assert rewards[-1] == pytest.approx(1.0 + step_reward)
        assert info["metrics"]["won"] and info["metrics"]["num_steps"] == len(rewards)
        with pytest.raises(EpisodeEndedError):
            env.step(call("look"))


def test_win_exactly_on_step_20(alfworld_envs):
    env = gym.make("capo/ALFWorld-v0", split="valid_seen")
    env.reset(seed=0)
    walkthrough = env.unwrapped.game_record().walkthrough
    for _ in range(20 - len(walkthrough)):
        obs, reward, terminated, truncated, info = env.step(call("dance"))
        assert not terminated and not truncated
    for command in walkthrough:
        obs, reward, terminated, truncated, info = env.step(call(command))
    assert terminated and info["won"] and info["segment"]["terminal_reason"] == "success"
    assert info["segment"]["step_index"] == 19


def test_time_limit_without_winning():
    env = gym.make("capo/ALFWorld-v0", split="valid_seen")
    env.reset(seed=0)
    for _ in range(20):
        obs, reward, terminated, truncated, info = env.step(call("look"))
    assert truncated and not terminated and info["segment"]["terminal_reason"] == "max_steps"
    with pytest.raises(EpisodeEndedError):
        env.step(call("look"))


def test_oracle_replans_after_a_detour_and_planner_expert(alfworld_envs):
    env = gym.make("capo/ALFWorld-v0", split="valid_unseen", expert="planner")
    obs, info = env.reset(seed=3)
    assert info["expert_plan"] == list(env.unwrapped.game_record().walkthrough)
    detour = [c for c in env.unwrapped.visible_commands() if c.startswith("go to")
              and c != info["expert_plan"][0]][-1]
    obs, reward, terminated, truncated, info = env.step(call(detour))
    plan = info["expert_plan"]
    assert plan and env.unwrapped.oracle_action() == call(plan[0])
    for _ in range(18):
        obs, reward, terminated, truncated, info = env.step(env.unwrapped.oracle_action())
        if terminated:
            break
    assert terminated and info["won"]


def test_domain_randomization_is_seeded_and_winnable():
    env = gym.make("capo/ALFWorld-v0", split="train", domain_randomization=True)
    task_id = env.unwrapped.task_ids()[0]
    first = env.reset(seed=4, options={"task_id": task_id})[0]
    assert env.reset(seed=4, options={"task_id": task_id})[0] == first
    for _ in range(20):
        obs, reward, terminated, truncated, info = env.step(env.unwrapped.oracle_action())
        if terminated:
            break
    assert info["won"]


def test_determinism_same_seed_same_episode(alfworld_envs):
    env = alfworld_envs["train"]
    runs = []
    for _ in range(2):
        obs, info = env.reset(seed=42)
        trace = [obs, info["segment"]["anchor_key"]]
        for _ in range(3):
            obs, *_rest, info = env.step(env.unwrapped.oracle_action())
            trace += [obs, info["segment"]["anchor_key"]]
        runs.append(trace)
    assert runs[0] == runs[1]


def test_unknown_task_and_bad_config(alfworld_envs, tmp_path):
    env = alfworld_envs["valid_seen"]
    with pytest.raises(UnknownTaskError, match="task_ids"):
        env.reset(options={"task_id": "pick_and_place_simple-Nothing"})
    with pytest.raises(ConfigError):
        gym.make("capo/ALFWorld-v0", split="test")
    with pytest.raises(ConfigError):
        gym.make("capo/ALFWorld-v0", task_types=[7])
    (tmp_path / JSON_DIR / "valid_seen").mkdir(parents=True)
    with pytest.raises(DataError, match=str(tmp_path)):
        gym.make("capo/ALFWorld-v0", split="valid_seen", data_dir=str(tmp_path))
    with pytest.raises(DataError, match="json_2.1.1"):
        gym.make("capo/ALFWorld-v0", data_dir=str(tmp_path / "nowhere"))


def test_discovery_skips_bad_games_and_counts_them(alfworld_envs, tmp_path):
    env = alfworld_envs["valid_unseen"]
    split_dir = tmp_path / JSON_DIR / "valid_unseen"
    ids = env.unwrapped.task_ids()[:6]
    for task_id in ids:
        shutil.copytree(env.unwrapped.data_dir / JSON_DIR / "valid_unseen" / task_id, split_dir / task_id)
    game = lambda i: split_dir / ids[i] / "game.tw-pddl"  # noqa: E731
    data = json.loads(game(0).read_text())
    game(0).write_text(json.dumps({k: v for k, v in data.items() if k != "solvable"}))
    game(1).write_text(json.dumps({**json.loads(game(1).read_text()), "solvable": False}))
    game(2).unlink()
    shutil.copytree(split_dir / ids[3], split_dir / (ids[3].replace("-None-", "-Sliced-")))
    report = discover_games(tmp_path, "valid_unseen")
    assert [r.task_id for r in report.games] == sorted(ids[3:])
    assert report.skipped == {"missing_solvable": 1, "unsolvable": 1, "missing_game_file": 1,
                              "movable_or_sliced": 1}
    small = gym.make("capo/ALFWorld-v0", split="valid_unseen", data_dir=str(tmp_path))
    assert small.unwrapped.task_ids() == sorted(ids[3:])
    only_heat = gym.make("capo/ALFWorld-v0", split="valid_unseen", task_types=[4])
    assert {t.split("-", 1)[0] for t in only_heat.unwrapped.task_ids()} == {"pick_heat_then_place_in_recep"}


def test_engine_error_truncates_with_env_error(alfworld_envs, monkeypatch):
    env = gym.make("capo/ALFWorld-v0", split="valid_seen")
    env.reset(seed=0)

    def broken(command):
        raise RuntimeError("planner crashed")

    monkeypatch.setattr(env.unwrapped, "_engine_step", broken)
    obs, reward, terminated, truncated, info = env.step(env.unwrapped.oracle_action())
    assert truncated and not terminated and info["segment"]["terminal_reason"] == "env_error"
    assert "planner crashed" in info["env_error"]
    with pytest.raises(EpisodeEndedError):
        env.step(call("look"))
