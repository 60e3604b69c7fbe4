"""``capo eval --base-url`` and :class:`OpenAIChatPolicy` against real OpenAI-compatible servers on 127.0.0.1:
``transformers serve`` with the tiny model (behind a recording proxy, to see what went over the wire) and a
scripted OpenAI-shaped server that answers with tool calls (the tiny random model cannot write one)."""

from __future__ import annotations

import json
import subprocess
import sys

import gymnasium as gym
import pytest

from agentgym_capo.envs.sanity.chain import CLUES
from agentgym_capo.interop.openai_policy import OpenAIChatPolicy, tool_calls_to_text
from agentgym_capo.rollout import PolicyInput
from tests.openai_servers import RecordingProxy, ScriptedOpenAIServer, chat_answer


def _state(info):
    """The collector's view of one state, as the policy receives it."""
    return PolicyInput("t0", "task", "g0", 0, "", info)


def _capo(*args: str, timeout: float = 600) -> subprocess.CompletedProcess:
    return subprocess.run([sys.executable, "-m", "agentgym_capo.cli", *args], capture_output=True, text=True,
                          timeout=timeout)


def _chain_solver(body: dict) -> dict:
    """Answer a Chain state with the right ``env_step`` tool call (the clue names the way on)."""
    user = body["messages"][-1]["content"]
    direction = next(d for d, clue in CLUES.items() if clue in user)
    return chat_answer(None, [("env_step", {"command": f"go {direction}"})])


@pytest.fixture()
def proxy(transformers_server):
    server = RecordingProxy(transformers_server.base_url[: -len("/v1")])
    yield server
    server.stop()


def test_tool_calls_become_env_blocks_and_bad_json_stays_visible():
    text = tool_calls_to_text([
        {"type": "function", "function": {"name": "search", "arguments": '{"query": "who"}'}},
        {"type": "function", "function": {"name": "search", "arguments": "{not json"}},
    ])
    first, second = text.split("</tool_call>")[:2]
    assert json.loads(first.split("<tool_call>")[1]) == {"name": "search", "arguments": {"query": "who"}}
    assert '"arguments": "{not json"' in second


def test_policy_sends_tools_stop_and_temperature_to_transformers_serve(proxy, transformers_server, tmp_path):
    env = gym.make("capo/HotpotQA-v0", split="dev")
    _, info = env.reset(seed=0)
    log = tmp_path / "requests.jsonl"
    policy = OpenAIChatPolicy(proxy.base_url, transformers_server.model_dir, max_tokens=8, stop=["</answer>"],
                              timeout=60, log_path=log)
    [action] = policy.act([_state(info)])
    method, path, body = proxy.requests[-1]
    assert (method, path) == ("POST", "/v1/chat/completions")
    assert body["tools"] == info["tools"] and body["tools"][0]["function"]["name"] == "search"
    assert body["temperature"] == 0.0 and body["stop"] == ["</answer>"] and body["max_tokens"] == 8
    assert body["messages"] == info["messages"]
    record = json.loads(log.read_text().splitlines()[-1])
    assert record["status"] == 200 and record["request"]["tools"] == info["tools"]
    assert record["response"]["choices"][0]["message"]["role"] == "assistant"
    assert record["action_text"] == action.text
    env.step(action.text)  # whatever the random model wrote, the env takes it


def test_returned_tool_call_reaches_the_env_as_a_valid_action():
    server = ScriptedOpenAIServer(chat=_chain_solver)
    try:
        env = gym.make("capo/Chain-v0", split="test")
        _, info = env.reset(seed=3)
        [action] = OpenAIChatPolicy(server.base_url, concurrency=1).act([_state(info)])
        _, _, terminated, _, info = env.step(action.text)
        segment = info["segment"]
        assert segment["format_ok"] is True and not terminated
        assert segment["tool_calls"][0]["name"] == "env_step"
        assert server.requests[-1][2]["tools"][0]["function"]["name"] == "env_step"
    finally:
        server.stop()


def test_server_refusing_tools_gets_them_inline():
    server = ScriptedOpenAIServer()
    server.handle = lambda method, path, body: (server.requests.append((method, path, body)) or (
        (400, {"error": "auto tool choice requires --enable-auto-tool-choice"}) if "tools" in body
        else (200, _chain_solver(body))))
    try:
        env = gym.make("capo/Chain-v0", split="test")
        _, info = env.reset(seed=1)
        policy = OpenAIChatPolicy(server.base_url, "scripted", concurrency=1)
        with pytest.warns(UserWarning, match="inline"):
            [action] = policy.act([_state(info)])
        assert policy.tools_mode == "inline"
        retry = server.requests[-1][2]
        assert "tools" not in retry and "<tools>" in retry["messages"][0]["content"]
        assert env.step(action.text)[4]["segment"]["format_ok"] is True
    finally:
        server.stop()


@pytest.mark.slow
def test_capo_eval_scripted_tool_calls_solve_chain(tmp_path):
    server = ScriptedOpenAIServer(chat=_chain_solver)
    try:
        out = tmp_path / "chain.json"
        done = _capo("eval", "--base-url", server.base_url, "--env", "capo/Chain-v0", "--episodes", "3",
                     "--seeds", "0", "1", "--out", str(out))
        assert done.returncode == 0, done.stderr[-2000:]
        [row] = json.loads(out.read_text())["results"]
        assert row["split"] == "test" and row["success_rate"] == {"mean": 1.0, "std": 0.0}
        assert len(row["per_seed"]) == 2
        lines = [json.loads(line) for line in (tmp_path / "chain.requests.jsonl").read_text().splitlines()]
        assert lines and all("<tool_call>" in line["action_text"] for line in lines)
        assert "success_rate" in done.stdout and "capo/Chain-v0 [test]" in done.stdout
    finally:
        server.stop()


@pytest.mark.slow
def test_capo_eval_prompt_length_limit_runs_with_tokenizer(tmp_path, tiny_model_path):
    server = ScriptedOpenAIServer(chat=_chain_solver)
    try:
        out = tmp_path / "short.json"
        done = _capo("eval", "--base-url", server.base_url, "--env", "capo/Chain-v0", "--episodes", "2",
                     "--seeds", "0", "--tokenizer", tiny_model_path, "--max-prompt-length", "10", "--out", str(out))
        assert done.returncode == 0, done.stderr[-2000:]
        [row] = json.loads(out.read_text())["results"]
        assert row["prompt_too_long"]["mean"] == 2.0
        assert not [r for r in server.requests if r[1] == "/v1/chat/completions"]
    finally:
        server.stop()


@pytest.mark.slow
def test_capo_eval_base_url_against_transformers_serve(proxy, transformers_server, tiny_model_path, tmp_path):
    out = tmp_path / "eval.json"
    done = _capo("eval", "--base-url", proxy.base_url, "--served-model", transformers_server.model_dir,
                 "--tokenizer", tiny_model_path, "--env", "capo/Chain-v0", "--env", "capo/HotpotQA-v0",
                 "--episodes", "2", "--seeds", "0", "1", "--max-new-tokens", "8", "--max-env-steps", "2",
                 "--env-kwargs", '{"capo/HotpotQA-v0": {"answer_fallback": "whole_response"}}', "--out", str(out))
    assert done.returncode == 0, done.stderr[-3000:]
    report = json.loads(out.read_text())
    chain, hotpot = report["results"]
    assert (chain["env_id"], chain["split"]) == ("capo/Chain-v0", "test")
    assert (hotpot["env_id"], hotpot["split"]) == ("capo/HotpotQA-v0", "dev")
    assert {"em", "f1"} <= set(hotpot) and len(hotpot["per_seed"]) == 2
    assert report["run"]["max_prompt_length"] == 4096 - 8
    assert report["run"]["env_kwargs"] == {"capo/HotpotQA-v0": {"answer_fallback": "whole_response"}}
    sent = [body for _, path, body in proxy.requests if path == "/v1/chat/completions"]
    names = {body["tools"][0]["function"]["name"] for body in sent}
    assert names == {"env_step", "search"} and all(body["temperature"] == 0.0 for body in sent)
