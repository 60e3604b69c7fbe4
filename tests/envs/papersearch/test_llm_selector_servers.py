"""The PaperSearch ``llm`` selector against real servers on 127.0.0.1: ``transformers serve`` (refuses lists of
prompts with 400 and returns no log-probabilities) and a llama.cpp-like scripted server (refuses lists with 500,
returns top log-probabilities)."""

from __future__ import annotations

import math

import gymnasium as gym
import pytest

from tests.openai_servers import ScriptedOpenAIServer


def _search_step(env):
    env.reset(seed=0)
    return env.step(env.unwrapped.oracle_action())


def test_selector_decision_scores_come_back_from_transformers_serve(transformers_server):
    env = gym.make("capo/PaperSearch-v0", split="test", selector="llm", selector_url=transformers_server.base_url,
                   selector_model=transformers_server.model_dir, selector_scoring="decision", selector_batch_size=4,
                   keep_threshold=0.0, search_limit=5)
    with pytest.warns(UserWarning, match="refused a list of prompts"):
        _, _, _, truncated, info = _search_step(env)
    selector = env.unwrapped.selector
    assert selector.batched_prompts is False  # the 400 on a list prompt switched it to one prompt per request
    [call] = info["calls"]
    assert call["outage"] is False and not truncated
    scores = list(env.unwrapped._scored.values())
    assert len(scores) == 5 and set(scores) <= {0.0, 1.0}
    assert info["pool_size"] == 5  # keep_threshold 0: every scored paper joins the pool


def test_selector_without_logprobs_is_a_selector_failure_not_a_search_outage(transformers_server):
    env = gym.make("capo/PaperSearch-v0", split="test", selector="llm", selector_url=transformers_server.base_url,
                   selector_model=transformers_server.model_dir, selector_batch_size=1, search_limit=3)
    _, _, _, truncated, info = _search_step(env)
    [call] = info["calls"]
    assert call["outage"] is True and call["outage_kind"] == "selector"
    assert "log-probabilities" in call["error"]
    assert truncated and info["segment"]["terminal_reason"] == "env_error"
    assert env.unwrapped.counts["selector_failures"] == 1


def test_selector_logprob_scores_with_a_server_that_refuses_lists():
    def completion(prompt: str) -> dict[str, float]:
        assert prompt.endswith("Decision:")  # the raw selector prompt, no chat template
        return {" True": math.log(0.7), " False": math.log(0.2), " Maybe": math.log(0.1)}

    server = ScriptedOpenAIServer(completion=completion, refuse_lists=True)
    try:
        env = gym.make("capo/PaperSearch-v0", split="test", selector="llm", selector_url=server.base_url,
                       selector_batch_size=8, search_limit=4)
        with pytest.warns(UserWarning, match="refused a list"):
            _, reward, _, _, info = _search_step(env)
        assert info["calls"][0]["outage"] is False
        assert list(env.unwrapped._scored.values()) == pytest.approx([0.7] * 4)
        prompts = [body["prompt"] for _, path, body in server.requests if path == "/v1/completions"]
        assert isinstance(prompts[0], list) and len(prompts[0]) == 4  # tried batched first
        assert all(isinstance(p, str) for p in prompts[1:]) and len(prompts) == 5
        assert reward == pytest.approx(3 * 0.7 + env.unwrapped.format_reward)
    finally:
        server.stop()


def test_selector_batches_when_the_server_accepts_lists():
    server = ScriptedOpenAIServer(completion=lambda p: {"True": math.log(0.4), "False": math.log(0.6)},
                                  refuse_lists=False)
    try:
        env = gym.make("capo/PaperSearch-v0", split="test", selector="llm", selector_url=server.base_url,
                       selector_model="scripted", selector_batch_size=2, renormalize=True, search_limit=4)
        _search_step(env)
        prompts = [body["prompt"] for _, path, body in server.requests if path == "/v1/completions"]
        assert [len(p) for p in prompts] == [2, 2]
        assert list(env.unwrapped._scored.values()) == pytest.approx([0.4] * 4)
    finally:
        server.stop()
