"""Record/replay of retrieval results, so an episode can be re-run without any index or model.

A :class:`RetrievalCache` in ``"record"`` mode wraps a live index and appends every ``(query, k) -> hits``
result to a JSON Lines file (one line per query, flushed immediately, so a crashed run keeps what it did).
In ``"replay"`` mode it needs only that file: each query is answered from the records, and a query that was
never recorded raises :class:`~agentgym_capo.errors.CacheMissError` (callers such as the QA env turn that
into a ``Search failed`` feedback line). ``"replay_or_search"`` falls back to a live index on a miss and
records the new result.

Choices made here: the key is the exact query string (after :func:`clean_query`) plus ``k``; the first
recording of a key wins on replay, so replay is deterministic even if a file was appended to twice.
"""

from __future__ import annotations

import json
import os
import threading
from collections.abc import Sequence
from pathlib import Path
from typing import Any, Protocol

from agentgym_capo.errors import CacheMissError, ConfigError, DataError
from agentgym_capo.jsonl import iter_jsonl
from agentgym_capo.retrieval.hits import SearchHit, clean_query

MODES = ("record", "replay", "replay_or_search")


class Searchable(Protocol):
    """Anything with the shared index API."""

    def search_batch(self, queries: Sequence[str], k: int = 10) -> list[list[SearchHit]]: ...


class RetrievalCache:
    """Record or replay search results; same ``search``/``search_batch`` API as the indexes.

    Args:
        path: The JSON Lines file to append to (record) or read from (replay). ``None`` in record mode keeps
            the records in memory only (see :meth:`save`).
        index: The live index (required for ``"record"`` and ``"replay_or_search"``).
        mode: ``"record"``, ``"replay"`` or ``"replay_or_search"``.
    """

    def __init__(
        self,
        path: str | os.PathLike[str] | None = None,
        index: Searchable | None = None,
        mode: str = "record",
    ) -> None:
        if mode not in MODES:
            raise ConfigError(f"Expected mode in {MODES}, found {mode!r}.")
        if mode != "replay" and index is None:
            raise ConfigError(f"Mode {mode!r} needs a live index to search with, found index=None.")
        if mode != "record" and path is None:
            raise ConfigError(f"Mode {mode!r} needs the path of a recorded cache file, found path=None.")
        self.mode = mode
        self.index = index
        self.path = Path(path) if path is not None else None
        self._records: dict[tuple[str, int], list[SearchHit]] = {}
        self._lock = threading.Lock()
        if mode != "record" or (self.path is not None and self.path.is_file()):
            self._load()

    @classmethod
    def recording(cls, index: Searchable, path: str | os.PathLike[str] | None = None) -> RetrievalCache:
        """Wrap ``index`` and record every result (to ``path`` if given)."""
        return cls(path, index, "record")

    @classmethod
    def replay(cls, path: str | os.PathLike[str]) -> RetrievalCache:
        """Answer queries from the records in ``path`` only."""
        return cls(path, None, "replay")

    def _load(self) -> None:
        assert self.path is not None
        if not self.path.is_file():
            if self.mode == "replay":
                raise DataError(
                    f"Expected a recorded retrieval cache at {self.path}, found no file. Record one first "
                    "(RetrievalCache.recording(index, path), or the env's retrieval_cache=... "
                    "with a live retriever)."
                )
            return
        for line_number, record in iter_jsonl(self.path):
            try:
                key = (record["query"], int(record["k"]))
                hits = [SearchHit(str(d), float(s), r) for r, (d, s) in enumerate(record["hits"])]
            except (ValueError, KeyError, TypeError) as exc:
                raise DataError(
                    f"Expected JSON lines {{query, k, hits: [[doc_id, score], ...]}} in {self.path}, "
                    f"found a bad line {line_number}: {str(record)[:120]!r}. Re-record the cache."
                ) from exc
            self._records.setdefault(key, hits)

    def search(self, query: str, k: int = 10) -> list[SearchHit]:
        """Return the recorded (or freshly recorded) hits for one query."""
        return self.search_batch([query], k)[0]

    def search_batch(self, queries: Sequence[str], k: int = 10) -> list[list[SearchHit]]:
        """Answer a batch; live searches (record mode, or misses with fallback) run as one batch."""
        keys = [(clean_query(query), int(k)) for query in queries]
        with self._lock:
            if self.mode == "record":
                missing = list(dict.fromkeys(keys))
            else:
                missing = list(dict.fromkeys(key for key in keys if key not in self._records))
        if missing and self.mode == "replay":
            raise CacheMissError(
                f"Expected every query to be in the replay cache {self.path}, "
                f"found {len(missing)} not recorded "
                f"(first: {missing[0][0][:80]!r}, k={missing[0][1]}). Re-record with a live retriever."
            )
        if missing:
            assert self.index is not None
            fresh = self.index.search_batch([query for query, _ in missing], int(k))
            with self._lock:
                for key, hits in zip(missing, fresh, strict=True):
                    self._records[key] = hits
                    self._append(key, hits)
        with self._lock:
            return [list(self._records[key]) for key in keys]

    def _append(self, key: tuple[str, int], hits: list[SearchHit]) -> None:
        if self.path is None:
            return
        self.path.parent.mkdir(parents=True, exist_ok=True)
        record: dict[str, Any] = {
            "query": key[0],
            "k": key[1],
            "hits": [[h.doc_id, h.score] for h in hits],
        }
        with open(self.path, "a", encoding="utf-8") as handle:
            handle.write(json.dumps(record, ensure_ascii=False) + "\n")

    def save(self, path: str | os.PathLike[str]) -> None:
        """Write every record held in memory to ``path`` (JSON Lines)."""
        target = Path(path)
        target.parent.mkdir(parents=True, exist_ok=True)
        with self._lock, open(target, "w", encoding="utf-8") as handle:
            for (query, k), hits in self._records.items():
                record = {"query": query, "k": k, "hits": [[h.doc_id, h.score] for h in hits]}
                handle.write(json.dumps(record, ensure_ascii=False) + "\n")

    @classmethod
    def load(cls, path: str | os.PathLike[str]) -> RetrievalCache:
        """Same as :meth:`replay` (for API symmetry with the indexes)."""
        return cls.replay(path)

    def __len__(self) -> int:
        return len(self._records)
