"""Paper store and `prepare_papers`: export formats, edge cleaning, ordering, query files, remote backend, generator."""

from __future__ import annotations

import json
import threading
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer

import gymnasium as gym
import pytest

import agentgym_capo  # noqa: F401
from agentgym_capo.envs.papersearch import PaperStore, bundled_corpus_dir, prepare_papers
from agentgym_capo.envs.papersearch.backends import RemoteBackend
from agentgym_capo.envs.papersearch.generator import generate_corpus
from agentgym_capo.envs.papersearch.queries import load_queries
from agentgym_capo.errors import DataError, SearchServiceError


def write_jsonl(path, rows):
    path.write_text("".join(json.dumps(row, ensure_ascii=False) + "\n" for row in rows), encoding="utf-8")


@pytest.fixture
def s2_export(tmp_path):
    source = tmp_path / "src"
    (source / "queries").mkdir(parents=True)
    rows = [
        {"paperId": "A", "externalIds": {"ArXiv": "2001.00001v2"}, "title": "Graph  networks\nfor molecules",
         "abstract": "Message passing on molecular graphs.", "year": 2020, "authors": [{"name": "Ana Lo"}],
         "references": ["B", "C", "A", "ZZZ"]},
        {"paperId": "B", "externalIds": {}, "title": "Molecular fingerprints", "abstract": "Hashing substructures.",
         "publicationDate": "2018-05-02", "authors": [{"name": "Bo"}]},
        {"paperId": "C", "externalIds": {"ArXiv": "1901.00003"}, "title": "Attention for chemistry",
         "abstract": "", "year": 2019, "authors": []},
        {"paperId": "D", "externalIds": {"ArXiv": "1901.00002"}, "title": "Equivariant message passing",
         "abstract": "Symmetry-aware graph networks for molecules.", "year": 2019, "authors": "X Y and Z W"},
        {"paperId": "B", "title": "duplicate line", "abstract": "dup"},
    ]
    write_jsonl(source / "papers.jsonl", rows)
    (source / "edges.tsv").write_text("citing cited\nD B\nD B\nA D\nB B\nD C\n", encoding="utf-8")
    write_jsonl(source / "queries" / "test.jsonl", [
        {"question": "graph networks for molecules", "answer": ["Equivariant message passing!", "Unknown"]},
    ])
    return source


def test_prepare_papers_cleans_and_orders(s2_export, tmp_path):
    out = prepare_papers(s2_export, tmp_path / "corpus", progress=False)
    report = json.loads((out / "prepare_report.json").read_text())
    assert report["papers"] == 4 and report["duplicate_papers"] == 1
    assert report["self_citations"] == 2 and report["dangling_edges"] == 1
    assert report["edges"] == 5 and report["duplicate_edges"] == 1  # A->B, A->C, A->D, D->B, D->C
    store = PaperStore.open(out)
    paper = store.get("2001.00001")
    assert paper.title == "Graph networks for molecules" and paper.arxiv_id == "2001.00001"
    assert store.get("B").display_id == "B" and store.get("B").published == "20180502"
    assert store.get("1901.00002").authors == ("X Y", "Z W")
    # references of A: (year desc, display id asc) -> 1901.00002, 1901.00003 (2019), then B (2018)
    assert [p.display_id for p in store.references("2001.00001", 99)] == ["1901.00002", "1901.00003", "B"]
    assert [p.display_id for p in store.references("2001.00001", 2)] == ["1901.00002", "1901.00003"]
    assert [p.display_id for p in store.citations("B", 30)] == ["2001.00001", "1901.00002"]
    queries = load_queries(out / "queries" / "test.jsonl", store)
    assert queries[0].qid == "test_0" and queries[0].answer_ids == ("1901.00002",) and queries[0].unresolved == 1
    assert (out / "index" / "sparse" / "manifest.json").is_file()

    environment = gym.make("capo/PaperSearch-v0", corpus_dir=str(out), split="test", selector="cached",
                           selector_fallback="none", selector_id="recorded", keep_threshold=0.0)
    environment.reset(options={"task_index": 0})
    _, _, _, _, info = environment.step('<tool_call>{"name": "search", "arguments": "equivariant"}</tool_call>')
    assert list(environment.unwrapped.pool) == ["1901.00002"]
    _, _, _, _, info = environment.step('<tool_call>{"name": "expand", "arguments": "1901.00002"}</tool_call>')
    assert set(environment.unwrapped.pool) == {"1901.00002", "2001.00001", "B"}  # 1901.00003 has no abstract


def test_oracle_selector_needs_shipped_scores(s2_export, tmp_path):
    out = prepare_papers(s2_export, tmp_path / "corpus", progress=False)
    with pytest.raises(DataError, match="ships no scores"):
        gym.make("capo/PaperSearch-v0", corpus_dir=str(out), split="test", selector="oracle")


def test_bad_inputs_raise_data_errors(tmp_path):
    with pytest.raises(DataError, match="papers.sqlite or papers.jsonl"):
        PaperStore.open(tmp_path)
    write_jsonl(tmp_path / "papers.jsonl", [{"paperId": "A", "title": ""}])
    with pytest.raises(DataError, match="non-empty title"):
        prepare_papers(tmp_path / "papers.jsonl", tmp_path / "out", progress=False)


def test_bundled_data_is_the_generator_output(tmp_path):
    generate_corpus(tmp_path, seed=0)
    for name in ("papers.jsonl", "edges.jsonl", "selector_scores.jsonl", "queries/train.jsonl", "queries/test.jsonl"):
        assert (tmp_path / name).read_bytes() == (bundled_corpus_dir() / name).read_bytes(), name
    store = PaperStore.open(bundled_corpus_dir())
    assert len(store) == 1500 and store.stats["self_citations"] == 5 and store.stats["duplicate_edges"] == 20
    papers = [json.loads(line) for line in (bundled_corpus_dir() / "papers.jsonl").read_text().splitlines()]
    assert sum(not p["arxiv_id"] for p in papers) == 40 and sum(not p["abstract"] for p in papers) == 30
    assert sum("/" in p["arxiv_id"] for p in papers) == 20 and any(not p["title"].isascii() for p in papers)


class FakeS2(BaseHTTPRequestHandler):
    calls = 0

    def log_message(self, *args):
        pass

    def do_GET(self):
        type(self).calls += 1
        if type(self).calls == 1:
            self.send_response(503)
            self.end_headers()
            return
        item = {"paperId": "S1", "title": "T", "abstract": "A", "year": 2020, "authors": [{"name": "N"}],
                "externalIds": {"ArXiv": "2001.00001v1"}}
        old = dict(item, paperId="S0", year=2010, externalIds={})
        if "/citations" in self.path:
            body = {"data": [{"citingPaper": old}, {"citingPaper": item}]}
        else:
            body = {"data": [item]}
        data = json.dumps(body).encode()
        self.send_response(200)
        self.send_header("Content-Length", str(len(data)))
        self.end_headers()
        self.wfile.write(data)


def test_remote_backend_retries_and_orders():
    httpd = ThreadingHTTPServer(("127.0.0.1", 0), FakeS2)
    threading.Thread(target=httpd.serve_forever, daemon=True).start()
    try:
        backend = RemoteBackend(f"http://127.0.0.1:{httpd.server_address[1]}", backoff=0.01)
        assert [p.display_id for p in backend.search("q", 10)] == ["2001.00001"]
        assert FakeS2.calls == 2
        assert [p.display_id for p in backend.citations("2001.00001", 30)] == ["2001.00001", "S0"]
    finally:
        httpd.shutdown()
        httpd.server_close()
    with pytest.raises(SearchServiceError, match="after 2 attempts"):
        RemoteBackend(f"http://127.0.0.1:{httpd.server_address[1]}", retries=1, backoff=0.01).search("q", 10)


def test_dense_and_hybrid_backends_and_embedding_selector(s2_export, tmp_path):
    out = prepare_papers(s2_export, tmp_path / "corpus", dense=True, progress=False)
    assert (out / "index" / "dense" / "manifest.json").is_file()
    for backend in ("dense", "hybrid"):
        environment = gym.make("capo/PaperSearch-v0", corpus_dir=str(out), split="test", retriever=backend,
                               selector="embedding", keep_threshold=0.0)
        environment.reset(options={"task_index": 0})
        _, _, _, _, info = environment.step(
            '<tool_call>{"name": "search", "arguments": "symmetry-aware message passing"}</tool_call>')
        pool = environment.unwrapped.pool
        assert info["calls"][0]["new_papers"] == 4
        best = max(pool, key=lambda k: pool[k].score)
        assert best in {"1901.00002", "2001.00001"}  # the two message-passing papers
        assert all(0.0 <= entry.score <= 1.0 for entry in pool.values())
