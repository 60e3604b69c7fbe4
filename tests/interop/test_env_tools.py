"""env_tools: the tools an agent calls, the action text each call becomes, the tools-in-text system prompt."""

from __future__ import annotations

import json

import gymnasium as gym

from agentgym_capo.interop.env_tools import agent_tools, tool_call_action, tools_system_prompt
from agentgym_capo.interop.trl_environment import trl_dataset, trl_environment


def test_tool_call_action_is_parsed_by_the_env_like_a_model_response():
    env = gym.make("capo/Chain-v0")
    env.reset(seed=0, options={"task_id": "chain-train-000"})
    command = env.unwrapped.oracle_action()
    action = tool_call_action(env, "env_step", {"command": command})
    assert json.loads(action.removeprefix("<tool_call>").removesuffix("</tool_call>")) == {
        "name": "env_step", "arguments": {"command": command}}
    _, reward, terminated, _, info = env.step(action)
    assert info["segment"]["format_ok"] and info["segment"]["tool_calls"][0]["status"] == "ok" and not terminated


def test_wrong_calls_become_env_feedback_not_exceptions():
    env = trl_environment("capo/WebShop-v0")()
    env.reset(**trl_dataset("capo/WebShop-v0", limit=1)[0])
    env.env_step(command=5)  # wrong type: the env's parser explains it
    segment = env.segments[-1]
    assert segment["format_ok"] is False and segment["tool_calls"][0]["status"] == "bad_arguments"
    assert not env.done and len(env.step_rewards) == 1


def test_paper_search_finish_tool_ends_the_episode():
    env = gym.make("capo/PaperSearch-v0")
    assert [tool.name for tool in agent_tools(env)] == ["search", "expand", "finish"]
    env.reset(seed=0)
    env.step(env.unwrapped.oracle_action())
    _, _, terminated, _, info = env.step(tool_call_action(env, "finish", {}))
    assert terminated and info["segment"]["tool_calls"] == []


def test_tools_system_prompt_lists_every_env_tool():
    env = gym.make("capo/HotpotQA-v0")
    text = tools_system_prompt(env)
    assert text.startswith(env.unwrapped.system_prompt) and "<tools>" in text and "<tool_call>" in text
    schemas = [json.loads(line) for line in text.split("<tools>\n")[1].split("\n</tools>")[0].splitlines()]
    assert schemas == [tool.to_openai() for tool in env.unwrapped.tools]
    assert "answer" not in [tool.name for tool in env.unwrapped.tools]  # the closing tool is for call loops only
