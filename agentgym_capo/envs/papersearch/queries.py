"""Query files in the RealScholarQuery / AutoScholarQuery (PaSa) JSON Lines schema.

Each line: ``qid``, ``question``, ``answer`` (titles), ``answer_arxiv_id`` (ids), ``source_meta.published_time``
(``YYYYMMDD``). Choices made here: a line without ``qid`` gets ``<file stem>_<line index>``; a line without
``answer_arxiv_id`` has its answer titles resolved to display ids through the paper store (normalised title
match; unmatched titles are counted in ``unresolved``); ``question`` may also be called ``query``. Files are
loaded once per process.
"""

from __future__ import annotations

import threading
from dataclasses import dataclass
from pathlib import Path

from agentgym_capo.envs.papersearch.records import read_jsonl
from agentgym_capo.envs.papersearch.store import PaperStore
from agentgym_capo.errors import DataError

__all__ = ["QueryRecord", "load_queries", "resolve_query_file"]

_cache: dict[tuple[str, float], list[QueryRecord]] = {}
_lock = threading.Lock()


@dataclass(frozen=True)
class QueryRecord:
    """One research query with its gold answers."""

    qid: str
    question: str
    answer_titles: tuple[str, ...]
    answer_ids: tuple[str, ...]
    published_time: str = ""
    unresolved: int = 0


def resolve_query_file(queries: str | Path | None, corpus_dir: Path, split: str) -> Path:
    """Map the env's ``queries`` kwarg to a file: None → ``<corpus_dir>/queries/<split>.jsonl``; a directory →
    ``<dir>/<split>.jsonl``; a file → itself.

    Raises:
        DataError: The file does not exist.
    """
    if queries is None:
        path = corpus_dir / "queries" / f"{split}.jsonl"
    else:
        path = Path(queries)
        if path.is_dir():
            path = path / f"{split}.jsonl"
    if not path.is_file():
        raise DataError(
            f"Expected a query file for split {split!r} at {path}, found nothing. Pass queries=<file.jsonl or "
            "directory with <split>.jsonl> in the RealScholarQuery format."
        )
    return path


def load_queries(path: str | Path, store: PaperStore | None = None) -> list[QueryRecord]:
    """Read a query file (cached per process).

    Raises:
        DataError: Malformed lines or duplicate qids.
    """
    path = Path(path).resolve()
    key = (str(path), path.stat().st_mtime)
    with _lock:
        if key in _cache:
            return _cache[key]
    records: list[QueryRecord] = []
    seen: set[str] = set()
    for index, (number, line) in enumerate(read_jsonl(path)):
        question = line.get("question", line.get("query"))
        if not isinstance(question, str) or not question.strip():
            raise DataError(f"{path}:{number}: expected a non-empty 'question' string, found {question!r}.")
        qid = str(line.get("qid") or f"{path.stem}_{index}")
        if qid in seen:
            raise DataError(f"{path}:{number}: qid {qid!r} appears twice; qids must be unique.")
        seen.add(qid)
        titles = tuple(str(t) for t in line.get("answer") or ())
        ids = line.get("answer_arxiv_id")
        unresolved = 0
        if ids is None:
            found = [store.resolve_title(t) for t in titles] if store is not None else []
            unresolved = len(titles) - sum(f is not None for f in found)
            ids = [f for f in found if f]
        meta = line.get("source_meta") or {}
        published = str(meta.get("published_time") or "") if isinstance(meta, dict) else ""
        records.append(QueryRecord(qid, question, titles, tuple(str(i) for i in ids), published, unresolved))
    with _lock:
        _cache[key] = records
    return records
