"""The search result record and the helpers every retriever shares (query cleaning, corpus fingerprints).

Choices made here:

- **Ties** are broken by ``doc_id`` (ascending) after sorting by score (descending), so every backend
  returns the same order for equal scores and results are reproducible across runs and machines.
- **Corpus fingerprint**: the sha256 of the documents *as indexed* (id plus the indexed fields, one
  canonical JSON line each, in input order). It is stored in every index manifest and checked on load, so
  an index can never silently serve passages of a different corpus.
"""

from __future__ import annotations

import hashlib
import json
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass
from typing import Any

MAX_QUERY_CHARS = 20_000
"""Longer queries are cut before analysis; 20k characters is far beyond any useful search query."""


@dataclass(frozen=True, slots=True)
class SearchHit:
    """One retrieved document.

    Attributes:
        doc_id: The document's ``id`` as given at build time.
        score: Backend score (BM25, inner product, or fused RRF score); higher is better.
        rank: 0-based position in the result list.
    """

    doc_id: str
    score: float
    rank: int


def clean_query(query: object) -> str:
    """Turn any user-supplied value into a safe query string.

    Non-strings become ``""`` (``None``) or their ``str()``; lone surrogates and other unencodable code points
    are replaced; the text is cut to :data:`MAX_QUERY_CHARS`.

    Args:
        query: Anything a caller passed as a query.

    Returns:
        A valid UTF-8-encodable string, possibly empty.
    """
    if query is None:
        return ""
    if not isinstance(query, str):
        query = str(query)
    query = query[:MAX_QUERY_CHARS]
    return query.encode("utf-8", errors="replace").decode("utf-8", errors="replace")


def rank_hits(pairs: Iterable[tuple[str, float]], k: int) -> list[SearchHit]:
    """Sort ``(doc_id, score)`` pairs by score (desc) then id (asc) and keep the first ``k`` as hits."""
    ordered = sorted(pairs, key=lambda pair: (-pair[1], pair[0]))[: max(k, 0)]
    return [
        SearchHit(doc_id=doc_id, score=float(score), rank=rank)
        for rank, (doc_id, score) in enumerate(ordered)
    ]


class CorpusHasher:
    """Streaming sha256 over documents in canonical form (see the module docstring)."""

    def __init__(self, fields: Sequence[str]) -> None:
        self._fields = tuple(fields)
        self._sha = hashlib.sha256()
        self.count = 0

    def update(self, doc: Mapping[str, object]) -> None:
        """Add one document (its ``id`` and the indexed fields) to the hash."""
        record = [str(doc["id"])] + [str(doc.get(field) or "") for field in self._fields]
        self._sha.update(json.dumps(record, ensure_ascii=False).encode("utf-8"))
        self._sha.update(b"\n")
        self.count += 1

    def hexdigest(self) -> str:
        """Return the hex digest of everything added so far."""
        return self._sha.hexdigest()


def corpus_fingerprint(
    docs: Iterable[Mapping[str, object]], fields: Sequence[str] = ("title", "text")
) -> str:
    """Return the corpus fingerprint that index manifests record (see the module docstring)."""
    hasher = CorpusHasher(fields)
    for doc in docs:
        hasher.update(doc)
    return hasher.hexdigest()


class IndexedCorpus:
    """What every index exposes about the documents it holds: ids in ordinal order, fingerprint, size.

    Subclasses set ``self._ids`` (document ids in ordinal order) and ``self.manifest`` (with ``corpus_sha256``).
    """

    _ids: list[str]
    manifest: dict[str, Any]

    @property
    def doc_ids(self) -> list[str]:
        """Document ids in ordinal (build) order."""
        return self._ids

    @property
    def corpus_sha256(self) -> str:
        """Fingerprint of the indexed documents."""
        return self.manifest["corpus_sha256"]

    def __len__(self) -> int:
        return len(self._ids)
