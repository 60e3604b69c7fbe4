"""Selectors: the LLM selector against a fake OpenAI-compatible server on 127.0.0.1, the cache, the oracle."""

from __future__ import annotations

import json
import math
import socket
import threading
import time
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer

import gymnasium as gym
import pytest

import agentgym_capo  # noqa: F401
from agentgym_capo.envs.papersearch import (
    CachedSelector,
    LLMSelector,
    OracleSelector,
    Paper,
    ScoreCache,
    SelectorQuery,
    bundled_corpus_dir,
    selector_prompt,
)
from agentgym_capo.errors import EnvServerError, SelectorServerError

QUERY = SelectorQuery("q1", "private inference with homomorphic encryption")
PAPERS = [
    Paper("1412.6181", "p1", "1412.6181", "CryptoNets-like inference", "Encrypted inference.", 2014, "", ()),
    Paper("2001.00001", "p2", "2001.00001", "Gardening tips", "Tomatoes.", 2020, "", ()),
    Paper("2002.00002", "p3", "2002.00002", "Secure training", "", 2020, "", ()),
]


class FakeOpenAI(BaseHTTPRequestHandler):
    """Answers /v1/models, /v1/completions and /v1/chat/completions; P(True) = 0.8 if 'encrypt' in the prompt."""

    requests: list[dict] = []
    mode = "ok"

    def log_message(self, *args):  # keep pytest output clean
        pass

    def _send(self, status: int, body: str) -> None:
        data = body.encode()
        self.send_response(status)
        self.send_header("Content-Type", "application/json")
        self.send_header("Content-Length", str(len(data)))
        self.end_headers()
        self.wfile.write(data)

    def do_GET(self):
        self._send(200, json.dumps({"data": [{"id": "pasa-7b-selector"}]}))

    def do_POST(self):
        payload = json.loads(self.rfile.read(int(self.headers["Content-Length"])))
        type(self).requests.append({"path": self.path, **payload})
        if self.mode == "slow":
            time.sleep(1.0)
        if self.mode == "error":
            return self._send(500, '{"error": "boom"}')
        if self.mode == "garbage":
            return self._send(200, '{"choices": [{"text": "True"}]}')

        def table(prompt: str) -> dict[str, float]:
            paper = prompt.split("Title:")[1].split("User Query:")[0].lower()
            p = 0.8 if "encrypt" in paper else 0.1
            return {" True": math.log(p), " False": math.log(0.9 - p + 0.05), " The": math.log(0.05)}

        if self.path == "/v1/completions":
            choices = [{"index": i, "text": " True",
                        "logprobs": {"tokens": [" True"], "token_logprobs": [table(p)[" True"]],
                                     "top_logprobs": [table(p)]}}
                       for i, p in reversed(list(enumerate(payload["prompt"])))]
            return self._send(200, json.dumps({"choices": choices}))
        prompt = payload["messages"][0]["content"]
        top = [{"token": t, "logprob": lp} for t, lp in table(prompt).items()]
        content = [{"token": " True", "logprob": top[0]["logprob"], "top_logprobs": top}]
        return self._send(200, json.dumps({"choices": [{"logprobs": {"content": content}}]}))


@pytest.fixture
def server():
    FakeOpenAI.requests = []
    FakeOpenAI.mode = "ok"
    httpd = ThreadingHTTPServer(("127.0.0.1", 0), FakeOpenAI)
    thread = threading.Thread(target=httpd.serve_forever, daemon=True)
    thread.start()
    yield f"http://127.0.0.1:{httpd.server_address[1]}"
    httpd.shutdown()
    httpd.server_close()


def free_port() -> int:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return sock.getsockname()[1]


def test_selector_prompt_whitespace():
    text = selector_prompt("Q", "T", "A")
    assert text.startswith("You are an elite researcher in the field of AI, conducting research on Q. Evaluate")
    assert "\n" not in text.split("\n\nSearched Paper:")[0]
    assert text.endswith("Searched Paper:\nTitle: T\nAbstract: A\n\nUser Query: Q\n\n"
                         "Output format: Decision: True/False\nReason:... \nDecision:")
    assert selector_prompt("Q", "T", "A", "capo").endswith("Reason:...\nDecision:")


def test_llm_selector_completions_probability_of_true(server):
    selector = LLMSelector(server + "/v1", batch_size=2, retries=0)
    scores = selector.score(QUERY, PAPERS)
    assert scores == pytest.approx([0.8, 0.1, 0.1])
    completions = [r for r in FakeOpenAI.requests if r["path"] == "/v1/completions"]
    assert len(completions) == 2 and len(completions[0]["prompt"]) == 2  # batched
    assert completions[0]["model"] == "pasa-7b-selector" and completions[0]["max_tokens"] == 1
    assert completions[0]["prompt"][0] == selector_prompt(QUERY.question, PAPERS[0].title, PAPERS[0].abstract)
    renormalized = LLMSelector(server, model="m", renormalize=True, retries=0).score(QUERY, PAPERS[:1])
    assert renormalized == pytest.approx([0.8 / (0.8 + 0.15)])


def test_llm_selector_chat_api(server):
    scores = LLMSelector(server, model="m", api="chat", retries=0).score(QUERY, PAPERS[:2])
    assert scores == pytest.approx([0.8, 0.1])
    assert FakeOpenAI.requests[0]["path"] == "/v1/chat/completions" and FakeOpenAI.requests[0]["logprobs"] is True


def test_llm_selector_errors(server):
    FakeOpenAI.mode = "slow"
    with pytest.raises(SelectorServerError, match="no answer within"):
        LLMSelector(server, model="m", timeout=0.2, retries=0).score(QUERY, PAPERS[:1])
    FakeOpenAI.mode = "error"
    with pytest.raises(SelectorServerError, match="HTTP 500"):
        LLMSelector(server, model="m", retries=0).score(QUERY, PAPERS[:1])
    FakeOpenAI.mode = "garbage"
    with pytest.raises(SelectorServerError, match="logprobs"):
        LLMSelector(server, model="m", retries=0).score(QUERY, PAPERS[:1])
    down = f"http://127.0.0.1:{free_port()}"
    with pytest.raises(EnvServerError, match="after 2 attempt"):
        LLMSelector(down, model="m", retries=1, backoff=0.01).score(QUERY, PAPERS[:1])


def test_cached_selector_hits_and_jsonl_replay(server, tmp_path):
    record_file = tmp_path / "scores.jsonl"
    llm = LLMSelector(server, model="pasa", retries=0)
    cached = CachedSelector(ScoreCache(record_file), llm)
    first = cached.score(QUERY, PAPERS)
    calls = len(FakeOpenAI.requests)
    assert cached.score(QUERY, PAPERS) == first and len(FakeOpenAI.requests) == calls
    assert cached.hits == 3 and cached.misses == 3
    assert len(record_file.read_text().splitlines()) == 3
    # replay on a machine without the server: a fresh cache read from the file, no fallback
    replay = CachedSelector(ScoreCache(record_file), None, selector_id=llm.selector_id)
    assert replay.score(QUERY, PAPERS) == first and replay.misses == 0
    other = SelectorQuery("q2", "another question")
    assert replay.score(other, PAPERS[:1]) == [0.0] and replay.misses == 1
    sqlite_cache = ScoreCache(tmp_path / "scores.sqlite")
    assert sqlite_cache.import_jsonl(record_file) == 3
    assert sqlite_cache.export_jsonl(tmp_path / "export.jsonl") == 3


def test_oracle_selector_lists_scores_and_zero_elsewhere():
    oracle = OracleSelector(bundled_corpus_dir() / "selector_scores.jsonl")
    table = json.loads((bundled_corpus_dir() / "selector_scores.jsonl").read_text().splitlines()[0])
    listed = next(iter(table["scores"]))
    paper = Paper(listed, listed, listed, "t", "a", 2020, "", ())
    unknown = Paper("9999.99999", "x", "9999.99999", "t", "a", 2020, "", ())
    assert oracle.score(SelectorQuery(table["qid"], "q"), [paper, unknown]) == [table["scores"][listed], 0.0]


def test_env_with_llm_selector_and_outage(server):
    environment = gym.make("capo/PaperSearch-v0", split="test", selector="llm", selector_url=server,
                           selector_model="pasa")
    environment.reset(options={"task_index": 0})
    question = environment.unwrapped.query.question
    _, reward, _, _, info = environment.step(
        '<tool_call>{"name": "search", "arguments": {"query": ' + json.dumps(question) + "}}</tool_call>")
    assert info["calls"][0]["new_papers"] == 10 and reward == pytest.approx(0.1 * 3 + 0.01)
    FakeOpenAI.mode = "error"
    _, reward, _, truncated, info = environment.step(
        '<tool_call>{"name": "search", "arguments": {"query": "graph neural networks"}}</tool_call>'
        '<tool_call>{"name": "search", "arguments": {"query": "speech recognition"}}</tool_call>')
    assert info["outage"] and reward == pytest.approx(0.02)
    assert truncated and info["segment"]["terminal_reason"] == "env_error"


def test_env_records_scores_and_replays_them_without_the_fallback(tmp_path):
    cache_file = str(tmp_path / "oracle_scores.jsonl")

    def episode(**kwargs):
        environment = gym.make("capo/PaperSearch-v0", split="test", selector="cached", selector_cache=cache_file,
                               **kwargs)
        environment.reset(options={"task_index": 3})
        rewards = []
        for _ in range(3):
            _, reward, _, _, info = environment.step(environment.unwrapped.oracle_action())
            rewards.append(reward)
        return rewards, info["metrics"], environment.unwrapped.selector

    recorded, metrics, selector = episode()
    assert selector.misses > 0 and len(open(cache_file).read().splitlines()) == selector.misses
    replayed, metrics_again, replay = episode(selector_fallback="none", selector_id="oracle")
    assert replayed == recorded and metrics_again == metrics
    assert replay.misses == 0 and replay.hits == selector.misses
