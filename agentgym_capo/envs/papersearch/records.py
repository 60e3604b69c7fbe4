"""The paper record, id normalisation, and the reading of paper/edge/query lines in their export formats.

Choices made here:

* ``normalize_paper_id`` strips whitespace, drops a leading ``arXiv:`` (any case) and a trailing version
  suffix ``v<digits>`` — only from arXiv-style ids (new style ``YYMM.NNNNN`` or old style ``archive/NNNNNNN``),
  so a corpus id that happens to end in ``v2`` is left alone.
* Paper lines are accepted in the project format (``paper_id, arxiv_id, title, abstract, year, published,
  authors``), the Semantic Scholar API/datasets style (``paperId``/``corpusid``, ``externalIds.ArXiv``,
  ``publicationDate``, ``authors: [{name}]``, inline ``references``/``citations``/``outCitations``) and the
  arXiv metadata style (``id`` = arXiv id, ``authors`` as one string, ``update_date``).
* Titles and abstracts have their whitespace collapsed (arXiv titles carry line breaks).
"""

from __future__ import annotations

import re
from collections.abc import Iterator, Mapping
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from agentgym_capo.errors import DataError
from agentgym_capo.jsonl import iter_jsonl

__all__ = [
    "Paper",
    "display_id_of",
    "normalize_paper_id",
    "normalize_query_text",
    "normalize_title",
    "paper_from_record",
    "read_edges",
    "read_jsonl",
]

_ARXIV_PREFIX = re.compile(r"^arxiv:\s*", re.IGNORECASE)
_ARXIV_NEW = re.compile(r"^\d{4}\.\d{4,5}(v\d+)?$")
_ARXIV_OLD = re.compile(r"^[a-z\-]+(\.[A-Z]{2})?/\d{7}(v\d+)?$", re.IGNORECASE)
_VERSION = re.compile(r"v\d+$")
_TITLE_CHARS = re.compile(r"[^\w]+", re.UNICODE)


@dataclass(frozen=True, slots=True)
class Paper:
    """One paper as the env sees it.

    Attributes:
        display_id: The id shown to the agent and used as pool key: ``arxiv_id`` if non-empty, else ``paper_id``.
        paper_id: The corpus id.
        arxiv_id: arXiv id without version, or ``""``.
        title: Title (whitespace collapsed).
        abstract: Abstract, ``""`` when missing.
        year: Publication year, or None.
        published: ``YYYYMMDD`` or ``""``.
        authors: Author names.
    """

    display_id: str
    paper_id: str
    arxiv_id: str
    title: str
    abstract: str
    year: int | None
    published: str
    authors: tuple[str, ...] = ()

    def to_dict(self) -> dict[str, Any]:
        """Return a JSON-safe dict."""
        return {
            "display_id": self.display_id, "paper_id": self.paper_id, "arxiv_id": self.arxiv_id,
            "title": self.title, "abstract": self.abstract, "year": self.year, "published": self.published,
            "authors": list(self.authors),
        }

    def published_key(self) -> str:
        """``published`` if known, else ``YYYY0000`` from the year (so a year-only paper passes a cutoff in its
        own year), else ``""``."""
        if self.published:
            return self.published
        return f"{self.year:04d}0000" if self.year else ""


def is_arxiv_style(identifier: str) -> bool:
    """Whether ``identifier`` looks like a new- or old-style arXiv id (with or without version)."""
    return bool(_ARXIV_NEW.match(identifier) or _ARXIV_OLD.match(identifier))


def normalize_paper_id(identifier: Any) -> str:
    """Strip, drop an ``arXiv:`` prefix and, for arXiv-style ids, a trailing ``v<digits>``."""
    if not isinstance(identifier, str):
        identifier = "" if identifier is None else str(identifier)
    text = _ARXIV_PREFIX.sub("", identifier.strip()).strip()
    if is_arxiv_style(text):
        text = _VERSION.sub("", text)
    return text


def display_id_of(arxiv_id: str, paper_id: str) -> str:
    """The display id: the arXiv id if non-empty, else the corpus id."""
    return arxiv_id or paper_id


def normalize_title(title: str) -> str:
    """Casefolded title with punctuation and whitespace collapsed (for matching answer titles)."""
    return " ".join(_TITLE_CHARS.sub(" ", title.casefold()).split())


def normalize_query_text(query: str) -> str:
    """Casefold and collapse whitespace (how repeated search queries are detected)."""
    return " ".join(query.casefold().split())


def _clean_text(value: Any) -> str:
    if value is None:
        return ""
    return " ".join(str(value).split())


def _authors(value: Any) -> tuple[str, ...]:
    if value is None:
        return ()
    if isinstance(value, str):
        parts = re.split(r",\s*|\s+and\s+", value)
        return tuple(p.strip() for p in parts if p.strip())
    names = []
    for item in value:
        name = item.get("name") if isinstance(item, Mapping) else item
        if name:
            names.append(_clean_text(name))
    return tuple(names)


def _published(record: Mapping[str, Any]) -> str:
    for key in ("published", "publicationDate", "publication_date", "update_date"):
        value = record.get(key)
        if value:
            digits = re.sub(r"\D", "", str(value))[:8]
            if len(digits) == 8:
                return digits
    return ""


def paper_from_record(record: Mapping[str, Any]) -> Paper:
    """Read one paper line in any supported export style (see the module docstring).

    Raises:
        DataError: The line has no usable id or no title.
    """
    external = record.get("externalIds") or record.get("external_ids") or {}
    raw_arxiv = record.get("arxiv_id", record.get("arxivId"))
    if raw_arxiv is None and isinstance(external, Mapping):
        raw_arxiv = external.get("ArXiv") or external.get("arXiv")
    paper_id = record.get("paper_id") or record.get("paperId") or record.get("corpusid") or record.get("corpusId")
    if paper_id is None and record.get("id") is not None:
        paper_id = record["id"]
        if raw_arxiv is None and is_arxiv_style(normalize_paper_id(str(paper_id))):
            raw_arxiv = paper_id
    arxiv_id = normalize_paper_id(raw_arxiv) if raw_arxiv else ""
    paper_id = str(paper_id).strip() if paper_id is not None else arxiv_id
    if not paper_id:
        raise DataError(
            f"Expected a paper line with an id (paper_id, paperId, corpusid or id), found keys {sorted(record)}."
        )
    title = _clean_text(record.get("title"))
    if not title:
        raise DataError(f"Expected a non-empty title for paper {paper_id!r}, found {record.get('title')!r}.")
    published = _published(record)
    year = record.get("year")
    try:
        year = int(year) if year not in (None, "") else (int(published[:4]) if published else None)
    except (TypeError, ValueError):
        year = int(published[:4]) if published else None
    return Paper(
        display_id=display_id_of(arxiv_id, paper_id),
        paper_id=paper_id,
        arxiv_id=arxiv_id,
        title=title,
        abstract=_clean_text(record.get("abstract")),
        year=year,
        published=published,
        authors=_authors(record.get("authors")),
    )


def inline_edges(record: Mapping[str, Any], paper_id: str) -> Iterator[tuple[str, str]]:
    """Yield ``(citing, cited)`` id pairs listed inside a paper line (S2 ``references``/``citations`` style)."""
    for key, outgoing in (("references", True), ("outCitations", True), ("citations", False), ("inCitations", False)):
        for item in record.get(key) or ():
            other = item.get("paperId") or item.get("paper_id") if isinstance(item, Mapping) else item
            if other:
                yield (paper_id, str(other)) if outgoing else (str(other), paper_id)


def read_jsonl(path: str | Path) -> Iterator[tuple[int, dict[str, Any]]]:
    """Yield ``(line number, object)`` for every non-empty line of a JSON Lines file.

    Raises:
        DataError: A line is not a JSON object or not UTF-8, or the file is missing (file and line named).
    """
    yield from iter_jsonl(path)


def read_edges(path: str | Path) -> Iterator[tuple[str, str]]:
    """Yield ``(citing, cited)`` ids from ``edges.jsonl`` (``{citing, cited}``) or a two-column TSV/space file.

    Raises:
        DataError: A line has another shape.
    """
    path = Path(path)
    if path.suffix == ".jsonl":
        for number, record in read_jsonl(path):
            citing, cited = record.get("citing"), record.get("cited")
            if citing is None or cited is None:
                raise DataError(
                    f"{path}:{number}: expected {{'citing': id, 'cited': id}}, found keys {sorted(record)}."
                )
            yield str(citing), str(cited)
        return
    if not path.is_file():
        raise DataError(f"Expected an edge file at {path}, found nothing. Check the path.")
    with open(path, encoding="utf-8") as handle:
        for number, line in enumerate(handle, start=1):
            parts = line.split()
            if not parts or parts[0].startswith("#") or (number == 1 and parts[:2] == ["citing", "cited"]):
                continue
            if len(parts) != 2:
                raise DataError(f"{path}:{number}: expected two columns 'citing cited', found {len(parts)}.")
            yield parts[0], parts[1]
