"""Search and expansion backends: the local store + the shared retrieval layer, or a remote S2-like service.

Choices made here:

* ``sparse`` is :class:`~agentgym_capo.retrieval.SparseIndex` (tantivy BM25, queries analysed into an OR of
  terms, never parsed) over one field, ``title + " " + abstract`` (spec §3), with document ids = display ids,
  so ties break by display id. ``dense`` is :class:`~agentgym_capo.retrieval.DenseIndex` (MiniLM by default,
  ``IndexFlatIP``), ``hybrid`` is :class:`~agentgym_capo.retrieval.HybridIndex` (RRF, k = 60, depth 100).
* Indexes are looked up under ``<corpus_dir>/index/{sparse,dense}`` (written by ``prepare_papers``); when
  absent they are built once per process (sparse: in a temporary directory; dense: under the user cache
  directory, keyed by the corpus fingerprint, since embedding takes minutes).
* ``date_cutoff`` filters fetched results (after the top-k cut), as a remote API would; it does not
  over-fetch.
* ``remote`` follows the Semantic-Scholar-like contract of the reference implementation and retries HTTP
  503 and connection errors 3 times with exponential backoff from 0.5 s, capped at 8 s, through the shared
  :class:`agentgym_capo.serving.HttpClient` (``timeout`` bounds each call, retries included). Its citation and
  reference lists are re-sorted by (year desc, display id asc) before the cut.
"""

from __future__ import annotations

import threading
from collections.abc import Sequence
from pathlib import Path
from typing import Any, Protocol

from agentgym_capo.envs.papersearch.records import Paper, display_id_of, normalize_paper_id
from agentgym_capo.envs.papersearch.store import PaperStore
from agentgym_capo.errors import ConfigError, SearchServiceError
from agentgym_capo.paths import cache_dir

__all__ = ["BACKENDS", "LocalBackend", "PaperBackend", "RemoteBackend", "filter_by_date", "open_index"]

BACKENDS = ("sparse", "dense", "hybrid", "remote")
RRF_K = 60.0
RRF_DEPTH = 100

_indexes: dict[tuple[str, str, str | None], Any] = {}
_indexes_lock = threading.Lock()


class PaperBackend(Protocol):
    """What the env needs from a corpus: search, citations, references."""

    def search(self, query: str, limit: int) -> list[Paper]:
        """Top ``limit`` papers for ``query``."""

    def citations(self, display_id: str, limit: int) -> list[Paper]:
        """Papers citing ``display_id``, (year desc, id asc), at most ``limit``."""

    def references(self, display_id: str, limit: int) -> list[Paper]:
        """Papers ``display_id`` cites, (year desc, id asc), at most ``limit``."""


def open_index(store: PaperStore, corpus_dir: Path, kind: str, embedding_model: str | None = None) -> Any:
    """Return the (process-cached) ``sparse``/``dense``/``hybrid`` index over ``store``."""
    from agentgym_capo.retrieval import SparseIndex

    key = (store.source, kind, embedding_model)
    with _indexes_lock:
        if key in _indexes:
            return _indexes[key]
    if kind == "sparse":
        saved = corpus_dir / "index" / "sparse"
        if (saved / "manifest.json").is_file():
            index = SparseIndex.load(saved)
        else:
            index = SparseIndex.build(store.documents(), None, fields=("text",), progress=len(store) > 50_000)
    elif kind == "dense":
        from agentgym_capo.retrieval import DenseIndex

        saved = corpus_dir / "index" / "dense"
        if (saved / "manifest.json").is_file():
            index = DenseIndex.load(saved, model=embedding_model)
        else:
            target = cache_dir("papersearch", f"dense-{store.fingerprint[:16]}-{len(store)}")
            index = DenseIndex.build(store.documents(), target, fields=("text",), progress=True,
                                     model=embedding_model, resume=True)
    elif kind == "hybrid":
        from agentgym_capo.retrieval import HybridIndex

        sparse = open_index(store, corpus_dir, "sparse")
        dense = open_index(store, corpus_dir, "dense", embedding_model)
        index = HybridIndex(sparse, dense, rrf_k=RRF_K, depth=RRF_DEPTH)
    else:
        raise ConfigError(f"Expected an index kind in ('sparse', 'dense', 'hybrid'), found {kind!r}.")
    with _indexes_lock:
        return _indexes.setdefault(key, index)


class LocalBackend:
    """Search through a retrieval index, expand through the SQLite store."""

    def __init__(self, store: PaperStore, index: Any):
        """Combine a store with an index whose document ids are the store's display ids."""
        self.store = store
        self.index = index

    def search(self, query: str, limit: int) -> list[Paper]:
        """Top ``limit`` papers for ``query`` (unknown ids, which a stale index could hold, are skipped)."""
        hits = self.index.search(query, limit)
        return [paper for paper in self.store.get_many([hit.doc_id for hit in hits]) if paper is not None]

    def citations(self, display_id: str, limit: int) -> list[Paper]:
        """Papers citing ``display_id``."""
        return self.store.citations(display_id, limit)

    def references(self, display_id: str, limit: int) -> list[Paper]:
        """Papers ``display_id`` cites."""
        return self.store.references(display_id, limit)


def _paper_from_s2(item: Any) -> Paper | None:
    if not isinstance(item, dict):
        return None
    external = item.get("externalIds") or {}
    arxiv_id = normalize_paper_id(external.get("ArXiv") or "") if isinstance(external, dict) else ""
    paper_id = str(item.get("paperId") or "")
    display_id = display_id_of(arxiv_id, paper_id)
    if not display_id:
        return None
    authors = tuple(a.get("name", "") for a in item.get("authors") or () if isinstance(a, dict))
    year = item.get("year")
    return Paper(display_id, paper_id or display_id, arxiv_id, " ".join(str(item.get("title") or "").split()),
                 " ".join(str(item.get("abstract") or "").split()), year if isinstance(year, int) else None,
                 "", authors)


class RemoteBackend:
    """Client of a Semantic-Scholar-like paper service (see the module docstring)."""

    fields = "title,abstract,year,authors,externalIds"

    def __init__(self, base_url: str, timeout: float = 30.0, retries: int = 3, backoff: float = 0.5):
        """Point at ``base_url`` (e.g. ``http://127.0.0.1:8001``); ``timeout`` bounds each call, retries included."""
        if not base_url or not str(base_url).startswith(("http://", "https://")):
            raise ConfigError(f"Expected remote_url to be an http(s) URL, found {base_url!r}.")
        from agentgym_capo.serving.client import HttpClient

        self.base_url = str(base_url).rstrip("/")
        self.timeout, self.retries, self.backoff = timeout, retries, backoff
        self._http = HttpClient(self.base_url, deadline=timeout, retries=retries, backoff=backoff, max_backoff=8.0,
                                retry_statuses=(503,), server_name="paper service")

    def _get(self, path: str, params: dict[str, Any]) -> list[Any]:
        from agentgym_capo.serving.client import HttpError

        url = f"{self.base_url}{path}"
        try:
            answer = self._http.request("GET", path, params=params)
        except HttpError as error:
            if error.status_code is None or error.status_code == 503:
                raise SearchServiceError(
                    f"Could not reach the paper service at {url} after {error.attempts} attempts ({error}). "
                    "Check that it is running and that remote_url is right.") from error
            raise SearchServiceError(f"Expected HTTP 200 from {url}, found HTTP {error.status_code}: "
                                     f"{str(error.detail)[:200]!r}.") from error
        data = answer.get("data") if isinstance(answer, dict) else None
        if data is None:
            raise SearchServiceError(f"Expected JSON {{'data': [...]}} from {url}, found {str(answer)[:200]!r}.")
        return data if isinstance(data, list) else []

    def search(self, query: str, limit: int) -> list[Paper]:
        """``GET /paper/search``."""
        data = self._get("/paper/search", {"query": query, "limit": limit, "fields": self.fields})
        papers = [_paper_from_s2(item) for item in data]
        return [p for p in papers if p is not None][:limit]

    def _linked(self, display_id: str, kind: str, key: str, limit: int) -> list[Paper]:
        identifier = f"arXiv:{display_id}" if "." in display_id or "/" in display_id else display_id
        data = self._get(f"/paper/{identifier}/{kind}", {"limit": limit, "fields": self.fields})
        papers = [_paper_from_s2(item.get(key)) for item in data if isinstance(item, dict)]
        ordered = sorted((p for p in papers if p is not None), key=lambda p: (-(p.year or -1), p.display_id))
        return ordered[:limit]

    def citations(self, display_id: str, limit: int) -> list[Paper]:
        """``GET /paper/{id}/citations``."""
        return self._linked(display_id, "citations", "citingPaper", limit)

    def references(self, display_id: str, limit: int) -> list[Paper]:
        """``GET /paper/{id}/references``."""
        return self._linked(display_id, "references", "citedPaper", limit)


def filter_by_date(papers: Sequence[Paper], cutoff: str | None) -> list[Paper]:
    """Drop papers published after ``cutoff`` (``YYYYMMDD``); papers without a date are kept."""
    if not cutoff:
        return list(papers)
    return [p for p in papers if not p.published_key() or p.published_key() <= cutoff]
