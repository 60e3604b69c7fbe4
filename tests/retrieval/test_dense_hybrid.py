"""DenseIndex (bundled MiniLM + FAISS) and HybridIndex (RRF): gold passages, persistence, resume."""

from __future__ import annotations

import numpy as np
import pytest

from agentgym_capo.errors import IndexMismatchError
from agentgym_capo.retrieval import DenseIndex, HybridIndex, SparseIndex
from agentgym_capo.retrieval.hits import SearchHit
from agentgym_capo.retrieval.hybrid import reciprocal_rank_fusion
from tests.retrieval.conftest import interrupted_after

SIMPLE = {
    "What is the capital of France?": "paris",
    "wet harbour town on Norway's west coast": "bergen",
    "appliance to boil water": "kettle",
    "who created the Python programming language": "python",
}


def test_dense_finds_the_gold_passage(dense_city_index):
    for query, gold in SIMPLE.items():
        assert dense_city_index.search(query, k=1)[0].doc_id == gold, query


def test_dense_batch_equals_single_and_handles_empty(dense_city_index):
    queries = [*SIMPLE, ""]
    batched = dense_city_index.search_batch(queries, k=3)
    assert batched[-1] == []
    for query, hits in zip(queries[:-1], batched[:-1], strict=True):
        single = dense_city_index.search(query, k=3)
        assert [h.doc_id for h in hits] == [h.doc_id for h in single]
        assert np.allclose([h.score for h in hits], [h.score for h in single], atol=1e-5)


def test_dense_save_load_identical_top_k(dense_city_index, tmp_path):
    dense_city_index.save(tmp_path / "dense")
    loaded = DenseIndex.load(tmp_path / "dense")
    assert loaded.manifest["model_name"] == "all-MiniLM-L6-v2" and loaded.manifest["dim"] == 384
    for query in SIMPLE:
        assert loaded.search(query, k=5) == dense_city_index.search(query, k=5)
    with pytest.raises(IndexMismatchError):
        DenseIndex.load(tmp_path / "dense", expected_corpus_sha256="f" * 64)


def test_dense_build_resumes_from_checkpointed_chunks(city_docs, dense_city_index, tmp_path):
    target = tmp_path / "resumable"

    with pytest.raises(KeyboardInterrupt):
        DenseIndex.build(interrupted_after(city_docs, 5), target, progress=False, chunk_size=2)
    assert (target / "build_state.json").is_file()
    resumed = DenseIndex.build(city_docs, target, progress=False, chunk_size=2, resume=True)
    assert len(resumed) == len(city_docs)
    for query in SIMPLE:
        assert [h.doc_id for h in resumed.search(query, k=8)] == [
            h.doc_id for h in dense_city_index.search(query, k=8)
        ]


@pytest.mark.parametrize("index_type", ["ivf", "hnsw"])
def test_approximate_index_types_find_exact_neighbours_on_small_data(index_type):
    rng = np.random.default_rng(0)
    vectors = rng.standard_normal((2000, 32)).astype(np.float32)
    ids = [f"v{i}" for i in range(len(vectors))]
    exact = DenseIndex.from_embeddings(ids, vectors, index_type="flat")
    approx = DenseIndex.from_embeddings(ids, vectors, index_type=index_type, nlist=16)
    queries = vectors[:20] / np.linalg.norm(vectors[:20], axis=1, keepdims=True)
    found = [a[0].doc_id == e[0].doc_id for a, e in zip(approx.search_vectors(queries, 1),
                                                        exact.search_vectors(queries, 1), strict=True)]
    assert sum(found) >= 19


def test_rrf_fuses_by_rank():
    first = [SearchHit("a", 9.0, 0), SearchHit("b", 5.0, 1)]
    second = [SearchHit("b", 0.9, 0), SearchHit("c", 0.5, 1)]
    fused = reciprocal_rank_fusion([first, second], k=3, rrf_k=60)
    assert fused[0].doc_id == "b"
    assert fused[0].score == pytest.approx(1 / 62 + 1 / 61)
    assert [h.doc_id for h in fused[1:]] == ["a", "c"]  # equal RRF scores -> id order


def test_hybrid_finds_gold_and_round_trips(city_docs, dense_city_index, tmp_path):
    hybrid = HybridIndex(SparseIndex.build(city_docs, progress=False), dense_city_index)
    for query, gold in SIMPLE.items():
        assert hybrid.search(query, k=1)[0].doc_id == gold, query
    hybrid.save(tmp_path / "hybrid")
    loaded = HybridIndex.load(tmp_path / "hybrid")
    assert loaded.search_batch(list(SIMPLE), k=4) == hybrid.search_batch(list(SIMPLE), k=4)
    assert hybrid.search("", k=3) == []


def test_hybrid_refuses_halves_of_different_corpora(city_docs, dense_city_index):
    other = SparseIndex.build(city_docs[:3], progress=False)
    with pytest.raises(IndexMismatchError):
        HybridIndex(other, dense_city_index)
