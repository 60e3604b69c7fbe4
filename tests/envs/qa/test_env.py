"""MultiHopQAEnv: oracle, rewards, parsing edge cases, prompt budget, determinism, replay."""

from __future__ import annotations

import json

import gymnasium as gym
import pytest

from agentgym_capo.envs.qa.env import BAD_ARGUMENTS_FEEDBACK, MALFORMED_FEEDBACK
from agentgym_capo.errors import ConfigError, EpisodeEndedError, UnknownTaskError

IDS = ["capo/HotpotQA-v0", "capo/2WikiMultihopQA-v0", "capo/MuSiQue-v0"]


def call(query, name="search"):
    return "<tool_call>" + json.dumps({"name": name, "arguments": {"query": query}}) + "</tool_call>"


@pytest.fixture
def env():
    env = gym.make("capo/HotpotQA-v0", split="dev")
    env.reset(seed=0, options={"task_index": 0})
    yield env
    env.close()


def play(env, actions):
    out = None
    for action in actions:
        out = env.step(action)
    return out


@pytest.mark.parametrize("env_id", IDS)
def test_oracle_reaches_em_1_on_every_dev_question(env_id):
    env = gym.make(env_id, split="dev")
    ids = env.unwrapped.task_ids()
    assert ids
    for task_id in ids:
        env.reset(options={"task_id": task_id})
        for _ in range(5):
            obs, reward, terminated, truncated, info = env.step(env.unwrapped.oracle_action())
            if terminated or truncated:
                break
        assert terminated and reward == 1.0, task_id
        assert info["metrics"]["em"] == 1.0 and info["metrics"]["f1"] == 1.0
        assert info["metrics"]["support_recall"] == 1.0
        assert info["terminal_reason"] == info["segment"]["terminal_reason"] == "success"


def test_reset_info_and_prompt_sections(env):
    obs, info = env.reset(seed=3)
    assert info["system_prompt"].startswith("You are a research agent.")
    assert info["tools"][0]["function"]["name"] == "search"
    headings = [line for line in obs.splitlines() if line.startswith("### ")]
    assert headings == ["### User Query", "### History Actions", "### Retrieved Passages",
                        "### Recent tool / format issues", "### Instructions", "### Output Format"]
    record = env.unwrapped.record
    assert f"[Search] {record.question}" in obs  # force_first_search
    assert "[1] (query: " in obs
    assert info["segment"]["step_index"] == 0 and len(info["anchor_key"]) == 16


def test_wrong_answer_scores_zero_and_fails(env):
    _, reward, terminated, _, info = env.step("<answer>definitely not it</answer>")
    assert terminated and reward == 0.0
    assert info["terminal_reason"] == "failure" and info["end_event"] == "answer"
    assert info["metrics"]["answered"] and info["answer"] == "definitely not it"
    with pytest.raises(EpisodeEndedError):
        env.step("<answer>again</answer>")


def test_last_answer_counts_and_think_is_ignored(env):
    gold = env.unwrapped.record.answers[0]
    _, reward, *_ = env.step(f"<think><answer>{gold}</answer></think><answer>no</answer><answer>{gold}</answer>")
    assert reward == 1.0
    env.reset(options={"task_index": 0})
    _, reward, terminated, _, info = env.step(f"<think>the answer is <answer>{gold}</answer></think> dunno")
    assert terminated and reward == 0.0 and info["answer"] == "dunno"


def test_answer_next_to_tool_call_is_ignored(env):
    gold = env.unwrapped.record.answers[0]
    _, reward, terminated, _, info = env.step(call("something") + f"<answer>{gold}</answer>")
    assert not terminated and reward == pytest.approx(0.01)
    assert info["queries_executed"] == ["something"] and info["answer"] is None


def test_empty_answer_and_missing_closing_tag(env):
    _, reward, terminated, _, info = env.step("<answer></answer>")
    assert terminated and reward == 0.0 and info["answer"] == ""
    env.reset(options={"task_index": 0})
    gold = env.unwrapped.record.answers[0]
    _, reward, terminated, _, info = env.step(f"The answer is {gold}")  # no tag: whole response scored
    assert terminated and info["metrics"]["f1"] > 0
    env.reset(options={"task_index": 0})
    _, reward, terminated, _, info = env.step(f"<answer>{gold}")  # missing </answer>: feedback, no exception
    assert terminated and any("never closed" in line for line in info["feedback"])


def test_answer_fallback_none_and_f1_metric():
    env = gym.make("capo/HotpotQA-v0", split="dev", answer_fallback="none")
    env.reset(options={"task_index": 0})
    gold = env.unwrapped.record.answers[0]
    assert env.step(gold)[1] == 0.0
    env = gym.make("capo/HotpotQA-v0", split="dev", answer_metric="f1")
    env.reset(options={"task_index": 0})
    _, reward, _, _, info = env.step(f"<answer>{gold} and more words</answer>")
    assert 0 < reward < 1 and reward == info["metrics"]["f1"] and info["metrics"]["em"] == 0.0


def test_parallel_calls_are_capped_at_four(env):
    _, reward, terminated, _, info = env.step("".join(call(f"query {i}") for i in range(10)))
    assert not terminated
    assert info["queries_executed"] == [f"query {i}" for i in range(4)]
    assert "Only the first 4 tool calls were executed; 6 ignored." in info["feedback"]
    assert reward == pytest.approx(0.01)  # over-limit calls are not malformed
    assert info["metrics"]["num_searches"] == 5  # 4 + the forced first search


def test_malformed_unknown_and_bad_argument_calls_give_feedback(env):
    action = ("<tool_call>{not json</tool_call>" + call("x", name="browse")
              + '<tool_call>{"name": "search", "arguments": {"query": ""}}</tool_call>')
    _, reward, terminated, _, info = env.step(action)
    assert not terminated and reward == 0.0
    assert MALFORMED_FEEDBACK in info["feedback"]
    assert "Unknown tool 'browse'; the only tool is search." in info["feedback"]
    assert BAD_ARGUMENTS_FEEDBACK in info["feedback"]
    assert info["metrics"]["n_malformed_calls"] == 3 and info["queries_executed"] == []
    assert not info["segment"]["format_ok"]
    obs = info["messages"][-1]["content"]
    issues = obs.split("### Recent tool / format issues\n", 1)[1].split("\n\n", 1)[0].splitlines()
    assert len(issues) == 3 and all(line.startswith("- ") for line in issues)
    assert "Unknown tool 'browse'" in obs


def test_string_arguments_alias_and_bare_query(env):
    action = ('<tool_call>{"name": "wiki_search", "arguments": "{\\"query\\": \\"alpha\\"}"}</tool_call>'
              '<tool_call>{"name": "search", "arguments": "beta"}</tool_call>')
    _, reward, _, _, info = env.step(action)
    assert info["queries_executed"] == ["alpha", "beta"] and reward == pytest.approx(0.01)


def test_query_edge_cases(env):
    long_query = "q" * 5000
    _, _, terminated, _, info = env.step(call(long_query) + call("Zoë Ångström São Rafael") + call("qqqqzzzz"))
    assert not terminated
    assert info["queries_executed"][0] == "q" * 512
    assert any("cut" in line for line in info["feedback"])
    assert "No passages found for: qqqqzzzz" in info["feedback"]
    _, _, _, _, info = env.step(call("QQQQZZZZ  "))
    assert "Query repeated: QQQQZZZZ" in info["feedback"]
    assert info["queries_executed"] == ["QQQQZZZZ"]  # still executed


def test_hundred_kilobyte_and_junk_actions_are_feedback(env):
    for junk in ["x" * 100_000, call("y" * 100_000), "<tool_call>", "\ud800\x00", ""]:
        env.reset(options={"task_index": 1})
        obs, reward, terminated, truncated, info = env.step(junk)
        assert isinstance(obs, str) and isinstance(reward, float)


def test_five_tool_steps_truncate_without_answer_reward():
    env = gym.make("capo/HotpotQA-v0", split="dev", reward_mode="reference")
    env.reset(options={"task_index": 2})
    rewards = []
    for step in range(5):
        _, reward, terminated, truncated, info = env.step(call(f"search number {step}"))
        rewards.append(reward)
    assert truncated and not terminated and rewards == [0.0] * 5
    assert info["segment"]["terminal_reason"] == "max_steps" and not info["metrics"]["answered"]
    paper = gym.make("capo/HotpotQA-v0", split="dev")
    paper.reset(options={"task_index": 2})
    total = sum(paper.step(call(f"search number {step}"))[1] for step in range(5))
    assert total == pytest.approx(0.05)  # format reward only; never more than answering


def test_prompt_budget_shrinks_and_truncates_passages():
    def counter(text):
        return len(text) // 4

    env = gym.make("capo/HotpotQA-v0", split="dev", token_counter=counter, max_prompt_tokens=900, top_k=10)
    env.reset(options={"task_index": 0})
    obs, *_ , info = env.step("".join(call(f"film city {i}") for i in range(4)))
    assert "more passages truncated)" in obs
    assert obs.startswith("### User Query")
    assert isinstance(info["prompt_overflow"], bool)
    tiny = gym.make("capo/HotpotQA-v0", split="dev", token_counter=counter, max_prompt_tokens=10)
    _, info = tiny.reset(options={"task_index": 0})
    assert info["prompt_overflow"] is True


def test_determinism_same_seed_same_prompts_and_rewards():
    def run():
        env = gym.make("capo/MuSiQue-v0")
        trace = [env.reset(seed=11)[0]]
        for action in [call("alpha beta"), env.unwrapped.oracle_action(), env.unwrapped.oracle_action(),
                       "<answer>x</answer>"]:
            obs, reward, terminated, truncated, info = env.step(action)
            trace.append((obs, reward, info["anchor_key"]))
            if terminated or truncated:
                break
        return trace

    assert run() == run()


def test_replay_reproduces_an_episode_without_any_index(tmp_path):
    cache = tmp_path / "searches.jsonl"
    actions = [call("first query") + call("second query"), None, None]
    live = gym.make("capo/HotpotQA-v0", split="dev", retrieval_cache=str(cache))
    replay = gym.make("capo/HotpotQA-v0", split="dev", retriever="replay", retrieval_cache=str(cache))
    traces = []
    for env in (live, replay):
        trace = [env.reset(seed=5, options={"task_index": 3})[0]]
        for action in actions:
            obs, reward, terminated, truncated, info = env.step(action or env.unwrapped.oracle_action())
            trace.append((obs, reward, terminated))
            if terminated:
                break
        traces.append(trace)
    assert traces[0] == traces[1]
    assert type(replay.unwrapped.searcher).__name__ == "RetrievalCache"
    assert replay.unwrapped.searcher.index is None
    replay.reset(options={"task_index": 3})
    _, _, terminated, _, info = replay.step(call("never recorded"))
    assert not terminated and any(line.startswith("Search failed:") for line in info["feedback"])


def test_bad_kwargs_and_options():
    with pytest.raises(ConfigError):
        gym.make("capo/HotpotQA-v0", retriever="magic")
    with pytest.raises(ConfigError):
        gym.make("capo/HotpotQA-v0", retriever="replay")
    with pytest.raises(ConfigError):
        gym.make("capo/MuSiQue-v0", split="train")
    env = gym.make("capo/HotpotQA-v0")
    with pytest.raises(UnknownTaskError):
        env.reset(options={"task_id": "nope"})
    with pytest.raises(UnknownTaskError):
        env.reset(options={"task_index": 10_000})


def test_raw_observation_format_and_inline_tools():
    env = gym.make("capo/2WikiMultihopQA-v0", observation_format="raw")
    obs, _ = env.reset(seed=0)
    state = json.loads(obs)
    assert set(state) == {"question", "history", "passages", "feedback"} and state["passages"]
    env = gym.make("capo/2WikiMultihopQA-v0", inline_tool_definitions=True)
    assert "### Tool Definition" in env.reset(seed=0)[0]


def test_dense_and_hybrid_retrievers_run_the_oracle(tmp_path, monkeypatch):
    monkeypatch.setenv("CAPO_CACHE_DIR", str(tmp_path))
    for retriever in ("dense", "hybrid"):
        env = gym.make("capo/MuSiQue-v0", retriever=retriever)
        env.reset(options={"task_index": 0})
        for _ in range(5):
            _, reward, terminated, truncated, info = env.step(env.unwrapped.oracle_action())
            if terminated or truncated:
                break
        assert reward == 1.0 and info["metrics"]["support_recall"] == 1.0
    assert any(tmp_path.glob("qa_indexes/*-dense-all-MiniLM-L6-v2/index.faiss"))
