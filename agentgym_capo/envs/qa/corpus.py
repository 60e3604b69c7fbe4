"""Passage corpora: build them from the official data files, write them, and load them.

A corpus file is JSON Lines ``{"id", "title", "text"}``; the retrieval document and the displayed passage
are both ``title + " " + text``. Search-R1-style ``{"id", "contents"}`` lines are accepted too (the first line
of ``contents`` is the title, often in double quotes). Duplicate ids are refused.

Builders (the paper's recipes, see the spec §3):

* :func:`corpus_from_hotpot` — every context paragraph of the given HotpotQA (or 2Wiki) rows; ``text`` = the
  sentences joined with single spaces, whitespace-collapsed; deduplicated on ``(title, text)``, first
  occurrence kept, ids ``"0"``, ``"1"``, ... in that order. Accepts the list layout and the Hugging Face
  column layout of ``context``. Over train + dev of the official files this gives 509,308 passages.
* :func:`corpus_from_musique` — the deduplicated union of MuSiQue question paragraphs (139,416 passages).
* :func:`corpus_from_paragraph_file` — 2Wiki's paragraph file (``{id, title, sentences|text, mentions}``).
"""

from __future__ import annotations

import json
import os
from collections.abc import Iterable, Iterator, Mapping, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from tqdm.auto import tqdm

from agentgym_capo.errors import DataError
from agentgym_capo.jsonl import iter_jsonl
from agentgym_capo.retrieval.hits import corpus_fingerprint

__all__ = [
    "Corpus",
    "corpus_from_hotpot",
    "corpus_from_musique",
    "corpus_from_paragraph_file",
    "iter_context",
    "load_corpus",
    "write_corpus",
]


def collapse(text: str) -> str:
    """Collapse every whitespace run to one space and strip."""
    return " ".join(str(text).split())


def iter_context(context: Any) -> Iterator[tuple[str, list[str]]]:
    """Yield ``(title, sentences)`` from a HotpotQA ``context`` in list or Hugging Face column layout."""
    if isinstance(context, Mapping):
        titles = context.get("title", [])
        sentences = context.get("sentences", context.get("content", []))
        yield from ((str(t), list(s)) for t, s in zip(titles, sentences, strict=False))
        return
    for item in context or []:
        if isinstance(item, Mapping):
            yield str(item.get("title", "")), list(item.get("sentences", item.get("content", [])))
        else:
            title, sentences = item[0], item[1]
            yield str(title), [sentences] if isinstance(sentences, str) else list(sentences)


class _Deduplicator:
    def __init__(self) -> None:
        self.seen: set[tuple[str, str]] = set()
        self.passages: list[dict[str, str]] = []

    def add(self, title: str, text: str) -> None:
        title, text = collapse(title), collapse(text)
        key = (title, text)
        if key in self.seen or not (title or text):
            return
        self.seen.add(key)
        self.passages.append({"id": str(len(self.passages)), "title": title, "text": text})


def corpus_from_hotpot(
    rows: Iterable[Mapping[str, Any]], extra: Iterable[Mapping[str, Any]] = (), progress: bool = False
) -> list[dict[str, str]]:
    """Deduplicated context paragraphs of HotpotQA/2Wiki rows (+ ``extra`` ``{title, sentences}``)."""
    dedup = _Deduplicator()
    for row in tqdm(rows, disable=not progress, desc="Collecting paragraphs", unit="question"):
        for title, sentences in iter_context(row.get("context")):
            dedup.add(title, " ".join(str(s) for s in sentences))
    for item in extra:
        dedup.add(str(item["title"]), " ".join(item.get("sentences", [])) or str(item.get("text", "")))
    return dedup.passages


def corpus_from_musique(
    rows: Iterable[Mapping[str, Any]], progress: bool = False
) -> list[dict[str, str]]:
    """Deduplicated union of the ``paragraphs`` of MuSiQue rows (answerable or not)."""
    dedup = _Deduplicator()
    for row in tqdm(rows, disable=not progress, desc="Collecting paragraphs", unit="question"):
        for paragraph in row.get("paragraphs", []):
            dedup.add(str(paragraph.get("title", "")), str(paragraph.get("paragraph_text", "")))
    return dedup.passages


def corpus_from_paragraph_file(
    path: str | os.PathLike[str], progress: bool = True
) -> Iterator[dict[str, str]]:
    """Stream a 2Wiki-style paragraph file (JSON Lines ``{id, title, sentences|text, ...}``) as passages.

    The paragraph ids of the file are kept; lines without an id get their line number.
    """
    rows = iter_jsonl(path)  # (invalid UTF-8 or JSON: a DataError naming the file and line)
    for number, row in tqdm(rows, disable=not progress, desc="Reading paragraphs", unit="line"):
        sentences = row.get("sentences")
        text = " ".join(sentences) if isinstance(sentences, list) else row.get("text", "")
        yield {
            "id": str(row.get("id", number - 1)),  # (0-based line number for lines without an id)
            "title": collapse(row.get("title", "")),
            "text": collapse(text),
        }


def write_corpus(passages: Iterable[Mapping[str, Any]], path: str | os.PathLike[str]) -> int:
    """Write passages as JSON Lines ``{id, title, text}``; return how many were written."""
    target = Path(path)
    target.parent.mkdir(parents=True, exist_ok=True)
    count = 0
    with open(target, "w", encoding="utf-8") as handle:
        for passage in passages:
            record = {
                "id": str(passage["id"]),
                "title": passage.get("title", ""),
                "text": passage.get("text", ""),
            }
            handle.write(json.dumps(record, ensure_ascii=False) + "\n")
            count += 1
    return count


@dataclass
class Corpus:
    """An in-memory passage corpus.

    Attributes:
        path: Where it was loaded from (or None).
        ids: Passage ids in file order.
        titles: Titles, aligned with ``ids``.
        texts: Texts, aligned with ``ids``.
    """

    path: Path | None
    ids: list[str]
    titles: list[str]
    texts: list[str]

    def __post_init__(self) -> None:
        self.position = {doc_id: i for i, doc_id in enumerate(self.ids)}
        self._fingerprint: str | None = None

    def __len__(self) -> int:
        return len(self.ids)

    def passage(self, doc_id: str) -> str:
        """The displayed passage ``title + " " + text``."""
        i = self.position[doc_id]
        return f"{self.titles[i]} {self.texts[i]}".strip()

    def title(self, doc_id: str) -> str:
        """The passage's title."""
        return self.titles[self.position[doc_id]]

    def docs(self) -> Sequence[dict[str, str]]:
        """The passages as ``{id, title, text}`` dicts (for index building)."""
        return _DocView(self)

    @property
    def fingerprint(self) -> str:
        """The sha256 that index manifests record (:func:`agentgym_capo.retrieval.corpus_fingerprint`)."""
        if self._fingerprint is None:
            self._fingerprint = corpus_fingerprint(self.docs(), ("title", "text"))
        return self._fingerprint


class _DocView(Sequence):
    """A lazy list of ``{id, title, text}`` dicts over a :class:`Corpus`."""

    def __init__(self, corpus: Corpus) -> None:
        self._corpus = corpus

    def __len__(self) -> int:
        return len(self._corpus)

    def __getitem__(self, i):  # type: ignore[override]
        if isinstance(i, slice):
            return [self[j] for j in range(*i.indices(len(self)))]
        c = self._corpus
        return {"id": c.ids[i], "title": c.titles[i], "text": c.texts[i]}


def _parse_row(row: Any, path: Path, number: int) -> tuple[str, str, str]:
    if not isinstance(row, dict) or "id" not in row:
        raise DataError(
            f"Expected {{id, title, text}} or {{id, contents}} objects in {path}, line {number}."
        )
    if "contents" in row and "text" not in row:
        head, _, rest = str(row["contents"]).partition("\n")
        return str(row["id"]), collapse(head.strip().strip('"')), rest.strip()
    return str(row["id"]), str(row.get("title", "")), str(row.get("text", ""))


def load_corpus(path: str | os.PathLike[str], progress: bool = False) -> Corpus:
    """Load a corpus JSONL file (``{id, title, text}`` or Search-R1 ``{id, contents}`` lines).

    Raises:
        DataError: Missing file, bad lines, or duplicate ids.
    """
    file = Path(path)
    if not file.is_file():
        raise DataError(
            f"Expected a corpus file (JSON Lines {{id, title, text}}) at {file}, found nothing. "
            "Build one with "
            "`capo data prepare <dataset> --source DIR` or pass corpus=<path>."
        )
    ids: list[str] = []
    titles: list[str] = []
    texts: list[str] = []
    seen: set[str] = set()
    rows = iter_jsonl(file, objects=False)  # (bad JSON or UTF-8: a DataError naming the file and line)
    for number, row in tqdm(rows, disable=not progress, desc="Loading corpus", unit="line"):
        doc_id, title, text = _parse_row(row, file, number)
        if doc_id in seen:
            raise DataError(
                f"Expected unique passage ids in {file}, found {doc_id!r} again on line {number}."
            )
        seen.add(doc_id)
        ids.append(doc_id)
        titles.append(title)
        texts.append(text)
    return Corpus(file, ids, titles, texts)
