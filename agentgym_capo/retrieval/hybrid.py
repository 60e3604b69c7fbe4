"""Hybrid retrieval: reciprocal-rank fusion (RRF) of a sparse and a dense ranking.

Choices made here: ``score(d) = Σ_r w_r / (rrf_k + rank_r(d))`` with 1-based ranks, ``rrf_k = 60``
(Cormack et al., 2009), equal weights, and each retriever asked for ``max(depth, k)`` candidates
(``depth = 50``). Ties are broken by doc id. Both halves must index the same corpus (checked by hash).
"""

from __future__ import annotations

import os
from collections import defaultdict
from collections.abc import Iterable, Mapping, Sequence
from pathlib import Path
from typing import Any

from agentgym_capo.errors import IndexMismatchError
from agentgym_capo.retrieval.dense import DenseIndex
from agentgym_capo.retrieval.hits import SearchHit, rank_hits
from agentgym_capo.retrieval.manifest import read_manifest, write_manifest
from agentgym_capo.retrieval.sparse import SparseIndex

SPARSE_DIR = "sparse"
DENSE_DIR = "dense"


def reciprocal_rank_fusion(
    rankings: Sequence[Sequence[SearchHit]],
    k: int,
    rrf_k: float = 60.0,
    weights: Sequence[float] | None = None,
) -> list[SearchHit]:
    """Fuse several rankings of the same documents into one top-``k`` list by RRF."""
    weights = weights or [1.0] * len(rankings)
    fused: dict[str, float] = defaultdict(float)
    for weight, ranking in zip(weights, rankings, strict=True):
        for hit in ranking:
            fused[hit.doc_id] += weight / (rrf_k + hit.rank + 1)
    return rank_hits(fused.items(), k)


class HybridIndex:
    """Sparse + dense retrieval fused by RRF; same API as :class:`~agentgym_capo.retrieval.SparseIndex`.

    Args:
        sparse: A BM25 index.
        dense: A dense index over the same documents.
        rrf_k: The RRF constant.
        depth: Candidates taken from each retriever before fusion.
        weights: ``(sparse_weight, dense_weight)``.
    """

    retriever = "hybrid"

    def __init__(
        self,
        sparse: SparseIndex,
        dense: DenseIndex,
        rrf_k: float = 60.0,
        depth: int = 50,
        weights: tuple[float, float] = (1.0, 1.0),
    ) -> None:
        if sparse.corpus_sha256 and dense.corpus_sha256 and sparse.corpus_sha256 != dense.corpus_sha256:
            raise IndexMismatchError(
                f"Expected the sparse and dense halves to index the same corpus, found corpus sha256 "
                f"{sparse.corpus_sha256} (sparse) and {dense.corpus_sha256} (dense). Rebuild one of them."
            )
        self.sparse = sparse
        self.dense = dense
        self.rrf_k = rrf_k
        self.depth = depth
        self.weights = weights

    @classmethod
    def build(
        cls,
        docs: Iterable[Mapping[str, Any]],
        path: str | os.PathLike[str] | None = None,
        fields: Sequence[str] = ("title", "text"),
        progress: bool = True,
        **dense_kwargs: Any,
    ) -> HybridIndex:
        """Build both halves (``docs`` is read twice, so pass a sequence, not a generator)."""
        docs = docs if isinstance(docs, Sequence) else list(docs)
        base = Path(path) if path is not None else None
        sparse = SparseIndex.build(docs, base / SPARSE_DIR if base else None, fields, progress)
        dense = DenseIndex.build(
            docs, base / DENSE_DIR if base else None, fields, progress, **dense_kwargs
        )
        hybrid = cls(sparse, dense)
        if base is not None:
            hybrid._write_manifest(base)
        return hybrid

    def _write_manifest(self, base: Path) -> None:
        write_manifest(
            base,
            {
                "retriever": self.retriever,
                "rrf_k": self.rrf_k,
                "depth": self.depth,
                "weights": list(self.weights),
                "num_docs": len(self),
                "corpus_sha256": self.sparse.corpus_sha256,
            },
        )

    def save(self, path: str | os.PathLike[str]) -> None:
        """Save both halves under ``path/sparse`` and ``path/dense`` plus a manifest."""
        base = Path(path)
        self.sparse.save(base / SPARSE_DIR)
        self.dense.save(base / DENSE_DIR)
        self._write_manifest(base)

    @classmethod
    def load(
        cls, path: str | os.PathLike[str], expected_corpus_sha256: str | None = None, **dense_kwargs: Any
    ):
        """Open a saved hybrid index (``dense_kwargs`` go to :meth:`DenseIndex.load`)."""
        base = Path(path)
        manifest = read_manifest(base, cls.retriever)
        sparse = SparseIndex.load(base / SPARSE_DIR, expected_corpus_sha256)
        dense = DenseIndex.load(base / DENSE_DIR, expected_corpus_sha256, **dense_kwargs)
        return cls(sparse, dense, manifest["rrf_k"], manifest["depth"], tuple(manifest["weights"]))

    def search(self, query: str, k: int = 10) -> list[SearchHit]:
        """Return the fused top ``k`` for one query."""
        return self.search_batch([query], k)[0]

    def search_batch(self, queries: Sequence[str], k: int = 10) -> list[list[SearchHit]]:
        """Search both halves in batches and fuse per query."""
        depth = max(self.depth, int(k))
        sparse_results = self.sparse.search_batch(queries, depth)
        dense_results = self.dense.search_batch(queries, depth)
        return [
            reciprocal_rank_fusion([s, d], int(k), self.rrf_k, self.weights)
            for s, d in zip(sparse_results, dense_results, strict=True)
        ]

    @property
    def doc_ids(self) -> list[str]:
        """Document ids (of the sparse half)."""
        return self.sparse.doc_ids

    @property
    def corpus_sha256(self) -> str:
        """Fingerprint of the indexed documents."""
        return self.sparse.corpus_sha256

    def __len__(self) -> int:
        return len(self.sparse)
