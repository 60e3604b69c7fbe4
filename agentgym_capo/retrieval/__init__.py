"""Shared retrieval layer: BM25 (tantivy), dense (sentence-transformers + FAISS), hybrid (RRF), record/replay.

Every env that searches (multi-hop QA, WebShop, paper search) uses these classes. All indexes share one API::

    idx = SparseIndex.build(docs, path=None, fields=("title", "text"), progress=True)
    idx.search(query, k=10) -> list[SearchHit]
    idx.search_batch(queries, k=10) -> list[list[SearchHit]]
    idx.save(path); SparseIndex.load(path); len(idx)
"""

from agentgym_capo.retrieval.hits import SearchHit, corpus_fingerprint
from agentgym_capo.retrieval.sparse import SparseIndex

__all__ = ["SearchHit", "SparseIndex", "corpus_fingerprint"]
