"""``capo/WebShop-v0``: prompt, tool-call parsing, rewards, metrics, termination and the oracle (spec §1, §4, §6–11)."""

from __future__ import annotations

import json

import gymnasium as gym
import pytest

import agentgym_capo  # noqa: F401  (registers the ids)
from agentgym_capo.envs.webshop.env import SYSTEM_PROMPT, WebShopEnv
from agentgym_capo.errors import EpisodeEndedError, UnknownTaskError

CALL_NOTICE = ('Invalid tool call. You must call the env_step tool exactly once with JSON arguments like '
               '{"command": "search[wireless headphones]"} or {"command": "click[Buy Now]"}. Reason: ')
INFO_KEYS = {"task_id", "split", "step", "raw_observation", "available_actions", "tool_calls", "action_valid",
             "invalid_reason", "reward_components", "terminal_reason", "end_event", "anchor_key", "metrics"}


def call(command: str) -> str:
    return '<tool_call>{"name": "env_step", "arguments": ' + json.dumps({"command": command}) + "}</tool_call>"


@pytest.fixture
def env():
    environment = WebShopEnv(split="test")
    environment.reset(seed=0, options={"task_index": 0})
    return environment


def run_oracle(environment, limit=15):
    total = 0.0
    for _ in range(limit):
        obs, reward, terminated, truncated, info = environment.step(environment.unwrapped.oracle_action())
        total += reward
        if terminated or truncated:
            return total, terminated, truncated, info
    raise AssertionError("the oracle did not finish")


def test_prompt_layout_and_reset_info():
    environment = WebShopEnv(split="test")
    obs, info = environment.reset(seed=0, options={"task_index": 0})
    goal = environment._goal
    assert INFO_KEYS <= set(info)
    assert info["system_prompt"] == SYSTEM_PROMPT and info["messages"][0]["content"] == SYSTEM_PROMPT
    assert info["tools"][0]["function"]["name"] == "env_step"
    assert info["tools"][0]["function"]["parameters"]["required"] == ["command"]
    headings = [line for line in obs.splitlines() if line.startswith("### ")]
    assert headings == ["### Shopping Instruction", "### Current Observation", "### Recent History",
                        "### Available Actions", "### Instructions"]
    assert f"### Shopping Instruction\n{goal['instruction_text']}\n" in obs
    assert "### Recent History\nNone\n" in obs
    assert "### Available Actions\n- search[<your query>]\n" in obs
    assert obs.count("\n- ") >= 5 and "`env_step` tool" in obs
    assert info["anchor_key"] == info["segment"]["anchor_key"] and info["metrics"]["num_steps"] == 0
    assert environment.observation_space.contains(obs)
    assert environment.observation_space.max_length >= 200_000 and environment.action_space.max_length >= 200_000
    assert environment.action_space.contains("抹茶 🙂 <tool_call>")


def test_history_window_counts_steps_over_the_episode(env):
    env.step(call("search[yoga mat]"))
    env.step("no tool call here")
    obs, *_ = env.step(call("click[Next >]"))
    history = obs.split("### Recent History\n")[1].split("\n\n### ")[0]
    assert "[Observation 1]" not in history
    assert history.startswith("[Observation 2]\nSearch results for")
    assert "[Action 2]\nINVALID_TOOL_CALL: missing env_step tool call\n[Observation 3]" in history
    assert history.endswith("[Action 3]\nclick[Next >]")


def test_reference_section_order_raw_format_and_inline_tools():
    reference = WebShopEnv(split="test", section_order="reference", inline_tool_definitions=True)
    obs, _ = reference.reset(seed=0, options={"task_index": 0})
    headings = [line for line in obs.splitlines() if line.startswith("### ")]
    assert headings == ["### Shopping Instruction", "### Recent History", "### Current Observation",
                        "### Available Actions", "### Instructions", "### Tool Definition"]
    assert '"name": "env_step"' in obs
    raw = WebShopEnv(split="test", observation_format="raw")
    obs, info = raw.reset(seed=0, options={"task_index": 0})
    assert obs == info["raw_observation"] == "WebShop search page. Enter keywords with search[...]."
    obs, *_ = raw.step(call("click[Buy Now]"))
    assert obs == "Invalid action: not_clickable: Buy Now.\n" + info["raw_observation"]


@pytest.mark.parametrize(
    ("response", "reason"),
    [
        ("I will search for shoes.", "missing env_step tool call"),
        ("<tool_call>{not json}</tool_call>", "failed to parse env_step arguments"),
        (call("search[a]") + call("search[b]"), "expected exactly one env_step tool call, got 2"),
        ('<tool_call>{"name": "search", "arguments": {"command": "search[a]"}}</tool_call>',
         "expected env_step tool, got 'search'"),
        ('<tool_call>{"name": "env_step", "arguments": {"command": ""}}</tool_call>', "missing command argument"),
        ('<tool_call>{"name": "env_step", "arguments": {"query": "shoes"}}</tool_call>', "missing command argument"),
        ('<tool_call>{"name": "env_step", "arguments": [1, 2]}</tool_call>', "failed to parse env_step arguments"),
        ("<think>" + call("search[shoes]") + "</think>", "missing env_step tool call"),
        ('<tool_call>{"name": "env_step", "arguments": {"command": "search[shoes]"}}', "failed to parse env_step "
                                                                                        "arguments"),
    ],
)
def test_invalid_tool_calls(env, response, reason):
    before = env.observation
    obs, reward, terminated, truncated, info = env.step(response)
    assert f"{CALL_NOTICE}{reason}. The environment state did not change.\n{before}" in obs
    assert reward == pytest.approx(-0.1) and info["reward_components"] == {"format": -0.1}
    assert info["invalid_reason"] == f"invalid_tool_call: {reason}" and info["action_valid"] is False
    assert info["segment"]["format_ok"] is False and info["raw_observation"] == before
    assert info["metrics"]["n_invalid_tool_calls"] == 1 and not terminated and not truncated


def test_accepted_call_variants(env):
    python_literal = "<tool_call>{'name': 'env_step', 'arguments': {'command': 'search[yoga mat]'}}</tool_call>"
    string_arguments = ('<tool_call>{"name": "env_step", '
                        '"arguments": "{\\"command\\": \\"click[Next >]\\"}"}</tool_call>')
    bare_string = '<tool_call>{"name": "env_step", "arguments": "click[< Prev]"}</tool_call>'
    reasoning = "<think>maybe click[Buy Now]</think>" + call("click[Back to Search]")
    for response in (python_literal, string_arguments, bare_string, reasoning):
        _, reward, _, _, info = env.step(response)
        assert info["action_valid"], (response, info["invalid_reason"])
        assert reward == pytest.approx(0.01)


def test_invalid_action_is_a_valid_call_without_reward(env):
    obs, reward, terminated, truncated, info = env.step(call("search[<your query>]"))
    assert "### Current Observation\nInvalid action: placeholder_query.\nWebShop search page." in obs
    assert reward == 0.0 and info["reward_components"] == {"format": 0.0}
    assert info["action_valid"] is False and info["segment"]["format_ok"] is True
    assert info["metrics"]["n_invalid_actions"] == 1


def test_paper_and_reference_rewards_on_a_successful_purchase():
    paper = WebShopEnv(split="test")
    paper.reset(seed=0, options={"task_index": 1})
    total, terminated, truncated, info = run_oracle(paper)
    steps = info["metrics"]["num_steps"]
    assert terminated and not truncated and info["terminal_reason"] == "success"
    assert info["reward_components"] == {"format": 0.01, "task_score": 1.0, "success": 1.0}
    assert total == pytest.approx(0.01 * steps + 2.0)
    assert info["end_event"] == "purchase" and info["metrics"]["product_match"]
    reference = WebShopEnv(split="test", reward_mode="reference")
    reference.reset(seed=0, options={"task_index": 1})
    total, *_ = run_oracle(reference)
    assert total == pytest.approx(10.0)
    custom = WebShopEnv(split="test", success_reward=5.0, score_weight=2.0, format_reward=0.0)
    custom.reset(seed=0, options={"task_index": 1})
    total, *_ = run_oracle(custom)
    assert total == pytest.approx(7.0)


def test_failed_purchase_scores_the_task_and_records_metrics(env):
    env.step(call(f"search[{env._goal['query']}]"))
    wrong = next(a for a in env._page["state"]["page_asins"] if a != env._goal["asin"])
    env.step(call(f"click[{wrong}]"))
    obs, reward, terminated, truncated, info = env.step(call("click[Buy Now]"))
    metrics = info["metrics"]
    assert terminated and info["terminal_reason"] == "failure" and info["segment"]["terminal_reason"] == "failure"
    assert metrics["purchased_asin"] == wrong and not metrics["product_match"] and not metrics["success"]
    assert reward == pytest.approx(0.01 + metrics["task_score"])
    assert obs.split("### Current Observation\n")[1].startswith(f"You bought {wrong} with options {{}}.")
    for key in ("r_type", "r_attr", "r_price", "title_score", "noun_extractor"):
        assert key in metrics
    with pytest.raises(EpisodeEndedError):
        env.step(call("search[again]"))


def test_stalling_earns_less_than_buying_the_target_without_options():
    environment = gym.make("capo/WebShop-v0", split="test")
    environment.reset(seed=0, options={"task_index": 0})
    stall_return = 0.0
    while True:
        _, reward, terminated, truncated, info = environment.step(call("search[something]"))
        stall_return += reward
        if terminated or truncated:
            break
    assert truncated and not terminated and info["terminal_reason"] == "max_steps"
    assert info["segment"]["terminal_reason"] == "max_steps" and info["metrics"]["num_steps"] == 15
    with pytest.raises(EpisodeEndedError):
        environment.step(call("search[again]"))
    env = environment.unwrapped
    worst_purchase = float("inf")
    for task_id in env.task_ids():
        env.reset(seed=0, options={"task_id": task_id})
        episode_return = 0.0
        while True:  # the oracle's path to the target's page, then Buy Now with no option selected
            state = env._page["state"]
            on_target = state["page"] == "item" and state["asin"] == env._goal["asin"]
            _, reward, terminated, _, info = env.step(call("click[Buy Now]") if on_target else env.oracle_action())
            episode_return += reward
            if terminated:
                break
        assert info["metrics"]["product_match"]
        worst_purchase = min(worst_purchase, episode_return)
    assert stall_return < worst_purchase


def test_engine_failure_becomes_env_error(env, monkeypatch):
    def broken(command):
        raise OSError("index file is corrupt")

    monkeypatch.setattr(env._backend, "step", broken)
    obs, reward, terminated, truncated, info = env.step(call("search[yoga mat]"))
    assert truncated and not terminated and reward == 0.0
    assert info["terminal_reason"] == "env_error" == info["segment"]["terminal_reason"]
    assert "corrupt" in info["env_error"]
    with pytest.raises(EpisodeEndedError):
        env.step(call("search[yoga mat]"))


def test_task_selection(env):
    ids = env.task_ids()
    assert ids == [str(i) for i in range(100)] and env.task_ids("train")[0] == "100"
    _, info = env.reset(options={"task_index": 5})
    assert info["task_id"] == "5"
    with pytest.raises(UnknownTaskError, match=r"0\.\.99"):
        env.reset(options={"task_id": "100"})
    with pytest.raises(UnknownTaskError, match=r"\[0, 99\]"):
        env.reset(options={"task_index": 100})
    sampled = {env.reset(seed=seed)[1]["task_id"] for seed in range(20)}
    assert len(sampled) > 5 and sampled <= set(ids)


def test_same_seed_and_actions_give_identical_episodes():
    actions = [call("search[yoga mat]"), "junk", call("click[Next >]"), call("click[Back to Search]")]
    traces = []
    for _ in range(2):
        environment = WebShopEnv(split="train")
        trace = [environment.reset(seed=7)]
        trace += [environment.step(action) for action in actions]
        traces.append(json.dumps(trace, sort_keys=True, default=str))
    assert traces[0] == traces[1]


def test_anchor_key_groups_identical_pages(env):
    _, _, _, _, first = env.step(call("search[yoga mat]"))
    _, _, _, _, second = env.step(call("search[yoga mat]"))
    _, _, _, _, third = env.step(call("click[Back to Search]"))
    assert first["anchor_key"] != second["anchor_key"]  # search page vs results page
    _, _, _, _, fourth = env.step(call("search[yoga mat]"))
    assert fourth["anchor_key"] == first["anchor_key"]  # both taken on the search page
    assert third["anchor_key"] == second["anchor_key"]


def test_admissible_actions_are_all_executable(env):
    env.step(call("search[yoga mat]"))
    env.step(call(f"click[{env._page['state']['page_asins'][0]}]"))
    snapshot = (env._page, env.observation)
    for action in env.admissible_actions():
        fresh = WebShopEnv(split="test")
        fresh.reset(seed=0, options={"task_index": 0})
        fresh.step(call("search[yoga mat]"))
        fresh.step(call(f"click[{snapshot[0]['state']['asin']}]"))
        _, _, _, _, info = fresh.step(action)
        assert info["action_valid"], (action, info["invalid_reason"])


def test_oracle_succeeds_on_every_test_goal_and_a_train_sample():
    for split, stride in (("test", 1), ("train", 10)):
        environment = gym.make("capo/WebShop-v0", split=split)
        for task_id in environment.unwrapped.task_ids()[::stride]:
            environment.reset(seed=0, options={"task_id": task_id})
            _, terminated, _, info = run_oracle(environment)
            assert terminated and info["metrics"]["success"] and info["metrics"]["task_score"] == pytest.approx(1.0)
