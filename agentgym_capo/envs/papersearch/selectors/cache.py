"""Recorded selector scores: the :class:`ScoreCache` (SQLite or JSONL record/replay) and :class:`CachedSelector`."""

from __future__ import annotations

import sqlite3
import threading
from collections.abc import Sequence
from pathlib import Path

from agentgym_capo.envs.papersearch.records import Paper, read_jsonl
from agentgym_capo.envs.papersearch.selectors.base import Selector, SelectorQuery
from agentgym_capo.envs.papersearch.store import select_in
from agentgym_capo.errors import ConfigError, DataError
from agentgym_capo.jsonl import append_jsonl, write_jsonl

__all__ = ["CachedSelector", "ScoreCache"]

_FIELDS = ("selector_id", "query_sha1", "display_id", "score")


def _record(row: Sequence[object]) -> dict[str, object]:
    """A score row as its JSONL record."""
    return dict(zip(_FIELDS, row, strict=True))


class ScoreCache:
    """Recorded selector scores keyed by (selector id, sha1(query), display id).

    Args:
        path: None (in memory), a SQLite file (created if missing), or a ``.jsonl`` record/replay file whose
            lines are ``{selector_id, query_sha1, display_id, score}``; new scores are appended to it.
    """

    def __init__(self, path: str | Path | None = None):
        self.path = Path(path) if path is not None else None
        self._jsonl = self.path is not None and self.path.suffix == ".jsonl"
        target = ":memory:" if self.path is None or self._jsonl else str(self.path)
        if self.path is not None and not self._jsonl:
            self.path.parent.mkdir(parents=True, exist_ok=True)
        self._db = sqlite3.connect(target, check_same_thread=False)
        self._db.execute("CREATE TABLE IF NOT EXISTS scores(selector_id TEXT, query_sha1 TEXT, display_id TEXT, "
                         "score REAL, PRIMARY KEY(selector_id, query_sha1, display_id)) WITHOUT ROWID")
        self._lock = threading.Lock()
        if self._jsonl and self.path.is_file():
            self.import_jsonl(self.path, _append=False)

    def get_many(self, selector_id: str, query_sha1: str, display_ids: Sequence[str]) -> dict[str, float]:
        """Return the recorded scores among ``display_ids``."""
        with self._lock:
            return dict(select_in(self._db, "SELECT display_id, score FROM scores WHERE selector_id = ? AND "
                                  "query_sha1 = ? AND display_id IN ({marks})", display_ids,
                                  [selector_id, query_sha1]))

    def put_many(self, selector_id: str, query_sha1: str, scores: dict[str, float]) -> None:
        """Record scores (and append them to the ``.jsonl`` file, if that is the backing store)."""
        rows = [(selector_id, query_sha1, k, float(v)) for k, v in scores.items()]
        with self._lock:
            self._db.executemany("INSERT OR REPLACE INTO scores VALUES (?, ?, ?, ?)", rows)
            self._db.commit()
            if self._jsonl and rows:
                append_jsonl(self.path, map(_record, rows))

    def import_jsonl(self, path: str | Path, _append: bool = True) -> int:
        """Load a JSONL export; returns the number of lines read."""
        count = 0
        rows = []
        for number, record in read_jsonl(path):
            try:
                rows.append((str(record["selector_id"]), str(record["query_sha1"]), str(record["display_id"]),
                             float(record["score"])))
            except (KeyError, TypeError, ValueError) as exc:
                raise DataError(f"{path}:{number}: expected {{selector_id, query_sha1, display_id, score}}.") from exc
            count += 1
        with self._lock:
            self._db.executemany("INSERT OR REPLACE INTO scores VALUES (?, ?, ?, ?)", rows)
            self._db.commit()
        if _append and self._jsonl and rows and Path(path).resolve() != self.path.resolve():
            append_jsonl(self.path, map(_record, rows))
        return count

    def export_jsonl(self, path: str | Path) -> int:
        """Write every recorded score as JSON Lines; returns the count."""
        with self._lock:
            rows = self._db.execute("SELECT selector_id, query_sha1, display_id, score FROM scores "
                                    "ORDER BY selector_id, query_sha1, display_id").fetchall()
        write_jsonl(path, map(_record, rows))
        return len(rows)

    def __len__(self) -> int:
        with self._lock:
            return self._db.execute("SELECT COUNT(*) FROM scores").fetchone()[0]


class CachedSelector(Selector):
    """Replay recorded scores; misses go to ``fallback`` and are recorded under the fallback's id.

    Args:
        cache: The score cache.
        fallback: Selector for misses, or None (a miss then scores 0.0 and is counted in ``misses``).
        selector_id: The id whose scores are looked up (default: the fallback's id).
        record: Store fallback scores in the cache (off for a throw-away in-memory cache, which would only grow).
    """

    def __init__(self, cache: ScoreCache, fallback: Selector | None, selector_id: str | None = None,
                 record: bool = True):
        if selector_id is None and fallback is None:
            raise ConfigError("A cached selector without a fallback needs selector_id=<the recorded selector's id>.")
        self.cache, self.fallback = cache, fallback
        self.selector_id = selector_id or fallback.selector_id  # type: ignore[union-attr]
        self.record = record
        self.hits = 0
        self.misses = 0

    def score(self, query: SelectorQuery, papers: Sequence[Paper]) -> list[float]:
        """Recorded scores where present, fallback scores (then recorded) for the rest."""
        ids = [p.display_id for p in papers]
        found = self.cache.get_many(self.selector_id, query.sha1, ids)
        missing = [p for p in papers if p.display_id not in found]
        self.hits += len(papers) - len(missing)
        self.misses += len(missing)
        if missing:
            if self.fallback is None:
                found.update({p.display_id: 0.0 for p in missing})
            else:
                fresh = dict(zip((p.display_id for p in missing), self.fallback.score(query, missing), strict=True))
                if self.record:
                    self.cache.put_many(self.fallback.selector_id, query.sha1, fresh)
                found.update(fresh)
        return [found[i] for i in ids]
