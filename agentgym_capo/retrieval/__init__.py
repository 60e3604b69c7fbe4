"""Shared retrieval layer: BM25 (tantivy), dense (sentence-transformers + FAISS), hybrid (RRF), record/replay.

Every env that searches (multi-hop QA, WebShop, paper search) uses these classes. All indexes share one API::

    idx = SparseIndex.build(docs, path=None, fields=("title", "text"), progress=True)
    idx.search(query, k=10) -> list[SearchHit]
    idx.search_batch(queries, k=10) -> list[list[SearchHit]]
    idx.save(path); SparseIndex.load(path); len(idx)

``DenseIndex`` and ``HybridIndex`` import faiss and (lazily) sentence-transformers; they are loaded on first
access so that ``from agentgym_capo.retrieval import SparseIndex`` stays light.
"""

from typing import Any

from agentgym_capo.retrieval.cache import RetrievalCache
from agentgym_capo.retrieval.hits import SearchHit, corpus_fingerprint
from agentgym_capo.retrieval.sparse import SparseIndex

__all__ = [
    "DenseIndex",
    "HybridIndex",
    "RetrievalCache",
    "SearchHit",
    "SparseIndex",
    "corpus_fingerprint",
]


def __getattr__(name: str) -> Any:
    if name == "DenseIndex":
        from agentgym_capo.retrieval.dense import DenseIndex

        return DenseIndex
    if name == "HybridIndex":
        from agentgym_capo.retrieval.hybrid import HybridIndex

        return HybridIndex
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
