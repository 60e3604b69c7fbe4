"""The paper store: one SQLite file with papers and in-corpus citation edges, built once, read by every env.

Choices made here:

* **Layout.** ``papers(ord, paper_id, arxiv_id, display_id, title, abstract, year, published, authors,
  title_key)`` and ``edges(citing, cited)`` as a ``WITHOUT ROWID`` table keyed ``(citing, cited)`` with a
  second index ``(cited, citing)``. Papers get their integer ``ord`` in the order (year descending, display
  id ascending), the order the spec asks for citation and reference lists. A list is then a plain index range
  scan (``WHERE cited = ? ORDER BY citing LIMIT n``) that stops after ``n`` rows however many citations a paper
  has, so expansion stays fast at tens of millions of edges. Edges take two integers each.
* **Loading.** Papers are staged, duplicates (same corpus id or same display id) keep the first line, then
  they are copied in ``ord`` order. Edge endpoints are looked up by corpus id, then by display id; edges to
  papers outside the corpus, self-citations and duplicates are dropped and counted.
* **Per process.** :meth:`PaperStore.open` caches stores by path, so many env instances share one connection
  (read-only for files; a lock serialises access from threads). A corpus directory without ``papers.sqlite``
  but with ``papers.jsonl`` is loaded into an in-memory store (the bundled corpus, ~1 s).
"""

from __future__ import annotations

import hashlib
import json
import sqlite3
import threading
from collections.abc import Iterable, Iterator, Sequence
from pathlib import Path
from typing import Any

from tqdm.auto import tqdm

from agentgym_capo.envs.papersearch.records import (
    Paper,
    inline_edges,
    normalize_title,
    paper_from_record,
    read_edges,
    read_jsonl,
)
from agentgym_capo.errors import DataError
from agentgym_capo.integrity import STORE_MANIFEST, check_sqlite, read_store_manifest, require_files

__all__ = ["PAPER_STORE_KIND", "PAPER_STORE_VERSION", "STORE_FILE", "PaperStore", "build_store", "check_corpus_dir",
           "find_edge_file"]

STORE_FILE = "papers.sqlite"
PAPER_STORE_KIND = "capo-papersearch-store"
PAPER_STORE_VERSION = 1
_COLUMNS = "ord, paper_id, arxiv_id, display_id, title, abstract, year, published, authors"
_SCHEMA = """
CREATE TABLE raw_papers(paper_id TEXT NOT NULL UNIQUE, arxiv_id TEXT NOT NULL, display_id TEXT NOT NULL UNIQUE,
    title TEXT NOT NULL, abstract TEXT NOT NULL, year INTEGER, published TEXT NOT NULL, authors TEXT NOT NULL);
CREATE TABLE raw_edges(citing TEXT NOT NULL, cited TEXT NOT NULL);
CREATE TABLE staged_edges(citing INTEGER NOT NULL, cited INTEGER NOT NULL);
CREATE TABLE meta(key TEXT PRIMARY KEY, value TEXT NOT NULL);
"""
_BATCH = 20_000

_stores: dict[tuple[str, float], PaperStore] = {}
_stores_lock = threading.Lock()


def find_edge_file(directory: Path) -> Path | None:
    """Return ``edges.jsonl``/``edges.tsv``/``edges.txt`` in ``directory``, if any."""
    for name in ("edges.jsonl", "edges.tsv", "edges.txt"):
        if (directory / name).is_file():
            return directory / name
    return None


def _chunks(items: Iterable[Any], size: int = _BATCH) -> Iterator[list[Any]]:
    chunk: list[Any] = []
    for item in items:
        chunk.append(item)
        if len(chunk) >= size:
            yield chunk
            chunk = []
    if chunk:
        yield chunk


def select_in(db: sqlite3.Connection, sql: str, ids: Sequence[str], params: Sequence[Any] = ()) -> Iterator[Any]:
    """Rows of ``sql`` for the distinct ``ids``, 500 per query (under SQLite's bound-variable limit).

    ``sql`` holds ``{marks}`` where the ``IN`` list goes; ``params`` are bound before the ids.
    """
    unique = list(dict.fromkeys(ids))
    for start in range(0, len(unique), 500):
        part = unique[start:start + 500]
        yield from db.execute(sql.format(marks=",".join("?" * len(part))), [*params, *part])


def build_store(
    papers_file: str | Path,
    edges_file: str | Path | None,
    target: str | Path,
    progress: bool = True,
) -> tuple[sqlite3.Connection, dict[str, int]]:
    """Load papers and edges into a SQLite store.

    Args:
        papers_file: Paper lines (JSON Lines, any style :func:`paper_from_record` reads).
        edges_file: ``edges.jsonl`` or a two-column TSV, or None (only inline references are used).
        target: The SQLite file to (re)create, or ``":memory:"``.
        progress: Show progress bars.

    Returns:
        The open connection and load statistics (papers, duplicates dropped, edges kept, dropped kinds).

    Raises:
        DataError: Unreadable lines, or no papers at all.
    """
    if str(target) != ":memory:":
        Path(target).parent.mkdir(parents=True, exist_ok=True)
        for suffix in ("", "-journal", "-wal", "-shm"):
            Path(f"{target}{suffix}").unlink(missing_ok=True)
    db = sqlite3.connect(str(target), check_same_thread=False)
    db.executescript("PRAGMA journal_mode=OFF; PRAGMA synchronous=OFF; PRAGMA cache_size=-262144;"
                     "PRAGMA temp_store=MEMORY;" + _SCHEMA)
    stats = {"papers": 0, "duplicate_papers": 0, "edges": 0, "self_citations": 0, "duplicate_edges": 0,
             "dangling_edges": 0}

    def paper_rows() -> Iterator[tuple]:
        bar = tqdm(read_jsonl(papers_file), desc="papers", unit="paper", disable=not progress, mininterval=1.0)
        for number, record in bar:
            try:
                paper = paper_from_record(record)
            except DataError as exc:
                raise DataError(f"{papers_file}:{number}: {exc}") from exc
            pairs = list(inline_edges(record, paper.paper_id))
            if pairs:
                db.executemany("INSERT INTO raw_edges VALUES (?, ?)", pairs)
            yield (paper.paper_id, paper.arxiv_id, paper.display_id, paper.title, paper.abstract, paper.year,
                   paper.published, json.dumps(list(paper.authors), ensure_ascii=False))

    for chunk in _chunks(paper_rows()):
        before = db.total_changes
        db.executemany("INSERT OR IGNORE INTO raw_papers VALUES (?, ?, ?, ?, ?, ?, ?, ?)", chunk)
        stats["duplicate_papers"] += len(chunk) - (db.total_changes - before)
    stats["papers"] = db.execute("SELECT COUNT(*) FROM raw_papers").fetchone()[0]
    if stats["papers"] == 0:
        raise DataError(f"Expected at least one paper in {papers_file}, found none.")
    db.create_function("title_key", 1, normalize_title, deterministic=True)
    db.executescript(f"""
        CREATE TABLE papers(ord INTEGER PRIMARY KEY, paper_id TEXT NOT NULL, arxiv_id TEXT NOT NULL,
            display_id TEXT NOT NULL, title TEXT NOT NULL, abstract TEXT NOT NULL, year INTEGER,
            published TEXT NOT NULL, authors TEXT NOT NULL, title_key TEXT NOT NULL);
        INSERT INTO papers SELECT row_number() OVER (ORDER BY COALESCE(year, -1) DESC, display_id) - 1,
            paper_id, arxiv_id, display_id, title, abstract, year, published, authors, title_key(title)
            FROM raw_papers ORDER BY COALESCE(year, -1) DESC, display_id;
        DROP TABLE raw_papers;
        CREATE UNIQUE INDEX papers_display ON papers(display_id);
        CREATE UNIQUE INDEX papers_paper ON papers(paper_id);
        CREATE INDEX papers_title ON papers(title_key);
        SELECT {_COLUMNS} FROM papers LIMIT 0;
    """)
    _load_edges(db, edges_file, stats, progress)
    fingerprint = hashlib.sha256(json.dumps(stats, sort_keys=True).encode()).hexdigest()
    db.executemany("INSERT INTO meta VALUES (?, ?)", [("stats", json.dumps(stats)), ("fingerprint", fingerprint)])
    db.commit()
    return db, stats


def _load_edges(db: sqlite3.Connection, edges_file: str | Path | None, stats: dict[str, int], progress: bool) -> None:
    by_paper_id = dict(db.execute("SELECT paper_id, ord FROM papers"))
    by_display: dict[str, int] | None = None

    def lookup(identifier: str) -> int | None:
        nonlocal by_display
        found = by_paper_id.get(identifier)
        if found is None:
            if by_display is None:
                by_display = dict(db.execute("SELECT display_id, ord FROM papers"))
            found = by_display.get(identifier)
        return found

    def pairs() -> Iterator[tuple[str, str]]:
        if edges_file is not None:
            yield from tqdm(read_edges(edges_file), desc="edges", unit="edge", disable=not progress, mininterval=1.0)
        yield from db.execute("SELECT citing, cited FROM raw_edges").fetchall()

    staged = 0
    for chunk in _chunks(pairs()):
        rows = []
        for citing, cited in chunk:
            a, b = lookup(citing), lookup(cited)
            if a is None or b is None:
                stats["dangling_edges"] += 1
            elif a == b:
                stats["self_citations"] += 1
            else:
                rows.append((a, b))
        db.executemany("INSERT INTO staged_edges VALUES (?, ?)", rows)
        staged += len(rows)
    db.executescript("""
        DROP TABLE raw_edges;
        CREATE TABLE edges(citing INTEGER NOT NULL, cited INTEGER NOT NULL, PRIMARY KEY(citing, cited)) WITHOUT ROWID;
        INSERT OR IGNORE INTO edges SELECT citing, cited FROM staged_edges ORDER BY citing, cited;
        DROP TABLE staged_edges;
        CREATE INDEX edges_cited ON edges(cited, citing);
    """)
    stats["edges"] = db.execute("SELECT COUNT(*) FROM edges").fetchone()[0]
    stats["duplicate_edges"] = staged - stats["edges"]


def check_corpus_dir(directory: Path, *, full: bool | None = None) -> None:
    """Check a corpus directory from ``capo data prepare papers`` against its ``manifest.json`` checksums.

    Directories without a paper-store manifest (the bundled corpus, a plain ``papers.jsonl``) are not checked.

    Raises:
        DataError: A file is missing, truncated or changed, or the database is unreadable (naming the path).
    """
    if not (directory / STORE_MANIFEST).is_file():
        return
    hint = f"capo data prepare papers --source DIR --out {directory}"
    manifest = read_store_manifest(directory, "paper store", hint)
    if manifest.get("kind") == PAPER_STORE_KIND:
        require_files(directory, manifest, "paper store", hint, full=full)
        if full:
            check_sqlite(directory / STORE_FILE, "papers", full=True)


def _row_to_paper(row: Sequence[Any]) -> Paper:
    _, paper_id, arxiv_id, display_id, title, abstract, year, published, authors = row
    return Paper(display_id, paper_id, arxiv_id, title, abstract, year, published, tuple(json.loads(authors)))


class PaperStore:
    """Read access to a built store (see the module docstring). Use :meth:`open`."""

    def __init__(self, db: sqlite3.Connection, source: str):
        """Wrap an open connection holding the store tables."""
        self._db = db
        self._lock = threading.Lock()
        self.source = source
        meta = dict(db.execute("SELECT key, value FROM meta"))
        self.stats: dict[str, int] = json.loads(meta.get("stats", "{}"))
        self.fingerprint: str = meta.get("fingerprint", "")
        self._count = db.execute("SELECT COUNT(*) FROM papers").fetchone()[0]

    @classmethod
    def open(cls, corpus_dir: str | Path, progress: bool = False) -> PaperStore:
        """Open (once per process) the store of ``corpus_dir``.

        ``corpus_dir`` holds ``papers.sqlite`` (from :func:`~agentgym_capo.envs.papersearch.prepare.prepare_papers`)
        or ``papers.jsonl`` (+ an edge file), which is then loaded into memory.

        Raises:
            DataError: Neither file exists, or the store is unreadable.
        """
        directory = Path(corpus_dir).resolve()
        store_file = directory / STORE_FILE
        source = store_file if store_file.is_file() else directory / "papers.jsonl"
        if not source.is_file():
            raise DataError(
                f"Expected {STORE_FILE} or papers.jsonl in the corpus directory {directory}, found neither. "
                "Run `capo data prepare papers --source <papers.jsonl or dir> --out <dir>` first."
            )
        check_corpus_dir(directory)
        key = (str(source), source.stat().st_mtime)
        with _stores_lock:
            if key not in _stores:
                if source == store_file:
                    try:
                        db = sqlite3.connect(f"file:{store_file}?mode=ro", uri=True, check_same_thread=False)
                        db.execute("SELECT 1 FROM papers LIMIT 1")
                    except sqlite3.Error as exc:
                        raise DataError(
                            f"Could not read the paper store {store_file}: {exc}. Prepare it again."
                        ) from exc
                else:
                    db, _ = build_store(source, find_edge_file(directory), ":memory:", progress=progress)
                _stores[key] = cls(db, str(source))
            return _stores[key]

    def __len__(self) -> int:
        return self._count

    @property
    def num_edges(self) -> int:
        """Number of distinct in-corpus citation edges."""
        with self._lock:
            return self._db.execute("SELECT COUNT(*) FROM edges").fetchone()[0]

    def get(self, display_id: str) -> Paper | None:
        """Return the paper with this display id (or corpus id), or None."""
        with self._lock:
            row = self._db.execute(f"SELECT {_COLUMNS} FROM papers WHERE display_id = ?", (display_id,)).fetchone()
            if row is None:
                row = self._db.execute(f"SELECT {_COLUMNS} FROM papers WHERE paper_id = ?", (display_id,)).fetchone()
        return _row_to_paper(row) if row else None

    def get_many(self, display_ids: Sequence[str]) -> list[Paper | None]:
        """Return the papers with these display ids, in order (None where unknown)."""
        found: dict[str, Paper] = {}
        with self._lock:
            for row in select_in(self._db, f"SELECT {_COLUMNS} FROM papers WHERE display_id IN ({{marks}})",
                                 display_ids):
                found[row[3]] = _row_to_paper(row)
        return [found.get(i) for i in display_ids]

    def citations(self, display_id: str, limit: int) -> list[Paper]:
        """Papers citing ``display_id``, ordered by (year desc, display id asc), at most ``limit``."""
        return self._neighbours(display_id, limit, "SELECT citing FROM edges WHERE cited = ? ORDER BY citing LIMIT ?")

    def references(self, display_id: str, limit: int) -> list[Paper]:
        """Papers cited by ``display_id``, ordered by (year desc, display id asc), at most ``limit``."""
        return self._neighbours(display_id, limit, "SELECT cited FROM edges WHERE citing = ? ORDER BY cited LIMIT ?")

    def _neighbours(self, display_id: str, limit: int, sql: str) -> list[Paper]:
        if limit <= 0:
            return []
        with self._lock:
            row = self._db.execute("SELECT ord FROM papers WHERE display_id = ?", (display_id,)).fetchone()
            if row is None:
                return []
            ords = [r[0] for r in self._db.execute(sql, (row[0], int(limit)))]
            if not ords:
                return []
            marks = ",".join("?" * len(ords))
            rows = self._db.execute(f"SELECT {_COLUMNS} FROM papers WHERE ord IN ({marks}) ORDER BY ord", ords)
            return [_row_to_paper(r) for r in rows]

    def resolve_title(self, title: str) -> str | None:
        """Return the display id of the paper with this title (normalised match), or None."""
        with self._lock:
            row = self._db.execute(
                "SELECT display_id FROM papers WHERE title_key = ? ORDER BY ord LIMIT 1", (normalize_title(title),)
            ).fetchone()
        return row[0] if row else None

    def iter_documents(self, batch: int = 10_000) -> Iterator[dict[str, str]]:
        """Yield ``{"id": display id, "text": title + " " + abstract}`` for every paper, in ``ord`` order."""
        last = -1
        while True:
            with self._lock:
                rows = self._db.execute(
                    "SELECT ord, display_id, title, abstract FROM papers WHERE ord > ? ORDER BY ord LIMIT ?",
                    (last, batch),
                ).fetchall()
            if not rows:
                return
            for _ordinal, display_id, title, abstract in rows:
                yield {"id": display_id, "text": f"{title} {abstract}".strip()}
            last = rows[-1][0]

    def documents(self) -> _DocumentSequence:
        """The documents of :meth:`iter_documents` as a sized, re-iterable sequence (for index builders)."""
        return _DocumentSequence(self)


class _DocumentSequence(Sequence):
    """A re-iterable view of a store's documents (index builders read it more than once)."""

    def __init__(self, store: PaperStore):
        self._store = store

    def __len__(self) -> int:
        return len(self._store)

    def __iter__(self) -> Iterator[dict[str, str]]:
        return self._store.iter_documents()

    def __getitem__(self, index):  # type: ignore[override]
        raise TypeError("Iterate over the documents; random access is not supported.")
