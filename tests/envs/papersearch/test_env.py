"""capo/PaperSearch-v0 on the bundled corpus: oracle quality, penalties, edge cases of spec §12, determinism."""

from __future__ import annotations

import hashlib
import json
import re

import gymnasium as gym
import pytest
from gymnasium.utils.env_checker import check_env

import agentgym_capo  # noqa: F401  (registers the ids)
from agentgym_capo.envs.papersearch import PaperSearchEnv, Selector
from agentgym_capo.envs.papersearch.metrics import aggregate_metrics
from agentgym_capo.envs.papersearch.prompt import PoolEntry
from agentgym_capo.errors import EpisodeEndedError, SearchServiceError


def call(name: str, **arguments: str) -> str:
    return "<tool_call>" + json.dumps({"name": name, "arguments": arguments}) + "</tool_call>"


def search(query: str) -> str:
    return call("search", query=query)


def expand(paper_id: str) -> str:
    return call("expand", paper_id=paper_id)


@pytest.fixture
def env():
    environment = gym.make("capo/PaperSearch-v0", split="test")
    environment.reset(seed=0, options={"task_index": 0})
    return environment


def run_policy(environment, policy) -> dict[str, float]:
    per_query = []
    for qid in environment.unwrapped.task_ids():
        environment.reset(options={"task_id": qid})
        for step in range(5):
            _, _, terminated, truncated, info = environment.step(policy(environment.unwrapped, step))
            if terminated or truncated:
                break
        per_query.append(info["metrics"])
    return aggregate_metrics(per_query)


def test_oracle_reaches_high_recall_and_search_alone_does_not():
    environment = gym.make("capo/PaperSearch-v0", split="test")
    oracle = run_policy(environment, lambda u, step: u.oracle_action())
    assert oracle["recall@all"] >= 0.8
    assert oracle["f1@all"] > 0.5
    assert oracle["n_expand"] > 0

    def search_only(u, step):
        words = list(dict.fromkeys(w for w in re.findall(r"[\w-]+", u.query.question.lower()) if len(w) > 3))
        variants = ([u.query.question] + words)[5 * step: 5 * step + 5]
        return "".join(search(v) for v in variants) or "done"

    text_only = run_policy(environment, search_only)
    assert text_only["recall@all"] < 0.6
    assert text_only["n_expand"] == 0


def test_reset_info_prompt_and_anchor(env):
    obs, info = env.reset(seed=1, options={"task_index": 2})
    unwrapped = env.unwrapped
    assert info["task_id"] == unwrapped.task_ids()[2]
    assert info["segment"]["step_index"] == 0
    assert info["segment"]["anchor_key"] == hashlib.sha1(obs.encode()).hexdigest()
    assert obs.startswith("### User Query\n" + unwrapped.query.question)
    assert "### History Actions\nNone" in obs and "No papers in the pool." in obs
    assert info["messages"][0] == {"role": "system", "content": PaperSearchEnv.system_prompt}
    assert [tool["function"]["name"] for tool in info["tools"]] == ["search", "expand"]
    obs2, reward, terminated, truncated, info2 = env.step(search(unwrapped.query.question))
    assert info2["segment"]["anchor_key"] == hashlib.sha1(obs.encode()).hexdigest()
    assert reward > 0 and not terminated and not truncated
    assert "Paper Pool Status:\n- [EXP]" in obs2 and "- Format: [paper_id] (score) [STATUS] Title" in obs2
    entries = re.findall(r"^\[(\S+)\] \((\d\.\d\d)\) \[(NEW|EXP)\] ", obs2, flags=re.M)
    assert 0 < len(entries) <= 20
    scores = [float(s) for _, s, _ in entries]
    assert scores == sorted(scores, reverse=True)
    assert info2["pool_size"] == len(unwrapped.pool) == info2["calls"][0]["new_papers"]


def test_penalties_fire_and_are_annotated(env):
    u = env.unwrapped
    q = u.query.question
    _, reward, _, _, info = env.step(search(q))
    first = info["calls"][0]["reward"]
    pid = max(u.pool, key=lambda k: u.pool[k].score)
    action = (search("  " + q.upper() + "  ") + expand("0000.00000") + expand(pid) + expand(pid)
              + call("browse", url="x"))
    obs, reward, _, _, info = env.step(action)
    statuses = [(c["name"], c["status"], round(c["reward"], 4)) for c in info["calls"]]
    assert statuses[0] == ("search", "penalised", -0.5)
    assert statuses[1] == ("expand", "penalised", -0.5)
    assert statuses[2][1] == "ok"
    assert statuses[3] == ("expand", "penalised", -0.5)
    assert statuses[4] == ("browse", "unknown_tool", -0.5)
    components = info["segment"]["reward_components"]
    assert components["penalty"] == pytest.approx(-2.0)
    assert components["format"] == pytest.approx(0.01)
    assert reward == pytest.approx(sum(components.values()))
    assert "  (repeated query, -0.5)" in obs and "  (not in pool, -0.5)" in obs
    assert "  (already expanded, -0.5)" in obs and "[Invalid] Unknown tool 'browse'" in obs
    assert info["metrics"]["n_penalties"] == 4
    assert first > 0


def test_reference_mode_skips_malformed_silently():
    environment = gym.make("capo/PaperSearch-v0", split="test", reward_mode="reference")
    environment.reset(options={"task_index": 0})
    q = environment.unwrapped.query.question
    obs, reward, _, _, info = environment.step(search(q) + "<tool_call>{not json</tool_call>" + search(q))
    assert info["calls"][1]["reward"] == 0.0
    assert info["calls"][2]["reward"] == -0.5
    assert reward == pytest.approx(info["calls"][0]["reward"] - 0.5)
    assert "[Invalid]" not in obs and "(repeated query" not in obs
    assert "format" not in info["segment"]["reward_components"] or info["segment"]["reward_components"]["format"] == 0


def test_expand_normalises_ids_and_handles_isolated_papers(env):
    u = env.unwrapped
    env.step(search(u.query.question))
    pid = next(p for p in sorted(u.pool) if re.match(r"^\d{4}\.\d{5}$", p))
    _, _, _, _, info = env.step(expand(f"  arXiv:{pid}v3 "))
    assert info["calls"][0]["argument"] == pid
    assert info["calls"][0]["status"] == "ok" and u.pool[pid].expanded
    # an isolated paper (no citations, no references): reward 0, still marked expanded
    isolated = u.store.get(u.store._db.execute(
        "SELECT display_id FROM papers p WHERE abstract != '' AND NOT EXISTS (SELECT 1 FROM edges WHERE citing = p.ord)"
        " AND NOT EXISTS (SELECT 1 FROM edges WHERE cited = p.ord) ORDER BY ord LIMIT 1").fetchone()[0])
    assert not u.store.citations(isolated.display_id, 30) and not u.store.references(isolated.display_id, 99)
    u.pool[isolated.display_id] = PoolEntry(isolated, 0.3, "search", "test")
    _, reward, _, _, info = env.step(expand(isolated.display_id))
    assert info["calls"][0]["new_papers"] == 0 and info["calls"][0]["reward"] == pytest.approx(0.01)
    assert u.pool[isolated.display_id].expanded


def test_expand_skips_papers_without_abstract():
    environment = gym.make("capo/PaperSearch-v0", split="test", selector="cached", keep_threshold=0.0)
    u = environment.unwrapped
    environment.reset(options={"task_index": 0})
    store = u.store
    empty = [r[0] for r in store._db.execute("SELECT display_id FROM papers WHERE abstract = ''")]
    parent = next(citer.display_id for e in empty for citer in store.citations(e, 30) if citer.abstract)
    linked = store.citations(parent, 30) + store.references(parent, 99)
    no_abstract = {p.display_id for p in linked if not p.abstract}
    assert no_abstract
    u.pool[parent] = PoolEntry(store.get(parent), 0.5, "search", "test")
    _, _, _, _, info = environment.step(expand(parent))
    assert info["calls"][0]["status"] == "ok"
    assert not no_abstract & set(u.pool)


def test_search_edge_cases(env):
    u = env.unwrapped
    q = u.query.question
    _, _, _, _, info = env.step(search("x" * 5000) + call("search", query="") + search("Schrödinger naïve Erdős"))
    assert info["calls"][0]["argument"] == "x" * 512 and info["query_truncated"]
    assert info["calls"][1]["status"] == "bad_arguments" and info["calls"][1]["reward"] == -0.5
    assert info["calls"][2]["status"] == "ok"
    env.step(search(q))
    size = len(u.pool)
    _, reward, _, _, info = env.step(search(q + " ?"))  # same tokens: every result is in the pool already
    assert info["calls"][0]["status"] == "ok" and info["calls"][0]["new_papers"] == 0
    assert reward == pytest.approx(0.01) and len(u.pool) == size


def test_call_handling(env):
    u = env.unwrapped
    q = u.query.question
    words = q.split()
    seven = "".join(search(" ".join(words[i:] + [str(i)])) for i in range(7))
    _, _, _, _, info = env.step(seven)
    assert len(info["calls"]) == 5 and info["dropped_calls"] == 2
    env.reset(options={"task_index": 1})
    q = u.query.question
    _, _, _, _, info = env.step(search(q) + search(q + " !"))  # the same papers: credited to the first call
    assert info["calls"][0]["new_papers"] > 0 and info["calls"][1]["new_papers"] == 0
    env.reset(options={"task_index": 1})
    inside = f"<analysis>{search('ignored')}</analysis>"
    string_args = '<tool_call>{"name": "search", "arguments": "{\\"query\\": \\"' + "policy" + '\\"}"}</tool_call>'
    bare = '<tool_call>{"name": "search", "arguments": "graph"}</tool_call>'
    obs, _, _, _, info = env.step(inside + string_args + bare)
    assert [c["argument"] for c in info["calls"]] == ["policy", "graph"]
    assert "ignored" not in obs.split("### Paper List")[0]


class FixedSelector(Selector):
    selector_id = "fixed"

    def __init__(self, scores):
        self.scores = scores

    def score(self, query, papers):
        return [self.scores.get(p.display_id, 0.0) for p in papers]


def test_keep_threshold_is_inclusive_and_reward_is_top3(env):
    u = env.unwrapped
    results = u.backend.search(u.query.question, 10)
    ids = [p.display_id for p in results]
    values = [0.93, 0.81, 0.40, 0.30, 0.2, 0.1, 0.05, 0.02, 0.01, 0.0099]
    u.selector = FixedSelector(dict(zip(ids, values, strict=False)))
    _, reward, _, _, info = env.step(search(u.query.question))
    kept = set(u.pool)
    assert ids[8] in kept and ids[9] not in kept
    assert info["calls"][0]["new_papers"] == len(ids) - 1
    assert reward == pytest.approx(0.93 + 0.81 + 0.40 + 0.01)


def test_discrete_reward_and_costs():
    environment = gym.make("capo/PaperSearch-v0", split="test", discrete_reward=True, search_cost=0.1,
                           format_reward=0.1)
    environment.reset(options={"task_index": 0})
    u = environment.unwrapped
    ids = [p.display_id for p in u.backend.search(u.query.question, 10)]
    u.selector = FixedSelector(dict(zip(ids, [0.9, 0.5, 0.39, 0.2], strict=False)))
    _, reward, _, _, _ = environment.step(search(u.query.question))
    assert reward == pytest.approx(2 - 0.1 + 0.1)


def test_stop_without_tool_call_ends_with_failure_and_zero_metrics(env):
    obs, reward, terminated, truncated, info = env.step("I think we are done.")
    assert terminated and not truncated and reward == 0.0
    assert info["end_event"] == "stop" and info["segment"]["terminal_reason"] == "failure"
    assert info["metrics"]["f1@all"] == 0.0 and info["metrics"]["recall@all"] == 0.0
    with pytest.raises(EpisodeEndedError):
        env.step("again")


def test_stop_after_finding_answers_is_success(env):
    env.step(env.unwrapped.oracle_action())
    _, _, terminated, _, info = env.step("<analysis>enough</analysis>")
    assert terminated and info["segment"]["terminal_reason"] == "success"


def test_pool_never_exceeds_its_cap_and_episode_truncates_at_5():
    environment = gym.make("capo/PaperSearch-v0", split="test", citations_limit=5, references_limit=7)
    u = environment.unwrapped
    environment.reset(seed=3)
    cap = 0
    for step in range(5):
        _, _, terminated, truncated, info = environment.step(u.oracle_action())
        for record in info["calls"]:
            limit = u.search_limit if record["name"] == "search" else 5 + 7
            assert record["new_papers"] <= limit
            cap += limit
        assert info["pool_size"] <= cap
        if step < 4:
            assert not truncated
    assert truncated and info["segment"]["terminal_reason"] == "max_steps"


def test_date_cutoff_removes_later_papers():
    environment = gym.make("capo/PaperSearch-v0", split="test", date_cutoff=True)
    u = environment.unwrapped
    environment.reset(options={"task_index": 2})
    for _ in range(3):
        environment.step(u.oracle_action())
    cutoff = u.query.published_time
    assert u.pool and all(e.paper.published_key() <= cutoff for e in u.pool.values())


def test_determinism():
    def rollout():
        environment = gym.make("capo/PaperSearch-v0", split="train")
        obs, _ = environment.reset(seed=11)
        trace = [obs]
        for _ in range(3):
            obs, reward, _, _, info = environment.step(environment.unwrapped.oracle_action())
            trace.append((obs, reward, info["metrics"], info["segment"]["anchor_key"]))
        return trace

    assert rollout() == rollout()


class DownBackend:
    def search(self, query, limit):
        raise SearchServiceError("service down")

    citations = references = lambda self, pid, limit: self.search("", limit)


def test_outages_give_zero_and_end_the_episode_with_env_error(env):
    u = env.unwrapped
    u.backend = DownBackend()
    _, reward, terminated, truncated, info = env.step(search("a") + search("b"))
    assert info["outage"] and all(c["outage"] for c in info["calls"])
    assert reward == pytest.approx(0.02)
    assert truncated and not terminated and info["segment"]["terminal_reason"] == "env_error"
    with pytest.raises(EpisodeEndedError):
        env.step(search("c"))


def test_check_env_and_prompt_options():
    environment = gym.make("capo/PaperSearch-v0", split="test", inline_tool_definitions=True, display_size=4,
                           abstract_words=5)
    check_env(environment.unwrapped, skip_render_check=True)
    obs, _ = environment.reset(options={"task_index": 0})
    assert "### Tool Definitions" in obs and '"name": "expand"' in obs
    obs, *_ = environment.step(environment.unwrapped.oracle_action())
    entries = re.findall(r"^\[\S+\] \(\d\.\d\d\) \[NEW\] ", obs, flags=re.M)
    assert len(entries) == 2
    assert re.search(r"^Abstract: (\S+ ){4}\S+\.\.\.$", obs, flags=re.M)
