"""Load the official multi-hop QA files into one internal record type.

Every data set becomes a list of :class:`QARecord` ``{id, question, answers: [primary, *aliases], type,
level, source, supporting_titles}``. Supported inputs (spec §2):

* HotpotQA JSON arrays (``_id``, ``question``, ``answer``, ``supporting_facts``, ``context``, ``type``,
  ``level``), including the Hugging Face column layout of ``context`` and ``supporting_facts``;
* 2WikiMultihopQA ``dev.json`` (same fields plus ``evidences``, ``entity_ids``; v1.1 ``answer_id`` with an
  ``id_aliases.json`` map adds aliases);
* MuSiQue-Ans JSON Lines (``answer_aliases``; rows with ``answerable: false`` are skipped and counted);
* the reference implementation's parquet rows (``prompt``, ``reward_model.ground_truth``, ``extra_info``).
"""

from __future__ import annotations

import json
import os
from collections.abc import Iterable, Mapping
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from agentgym_capo.errors import DataError
from agentgym_capo.jsonl import read_jsonl, read_text

__all__ = [
    "QARecord",
    "load_2wiki",
    "load_hotpot",
    "load_json_rows",
    "load_musique",
    "load_parquet",
    "load_records",
]


@dataclass(frozen=True)
class QARecord:
    """One question in the internal format (``answers[0]`` is the primary answer)."""

    id: str
    question: str
    answers: tuple[str, ...]
    type: str = ""
    level: str = ""
    source: str = ""
    supporting_titles: tuple[str, ...] = field(default_factory=tuple)


def load_json_rows(path: str | os.PathLike[str]) -> list[dict[str, Any]]:
    """Read a JSON array or a JSON Lines file of objects."""
    file = Path(path)
    if not file.is_file():
        raise DataError(f"Expected a data file at {file}, found nothing. Check --source / data_dir.")
    text = read_text(file)  # (invalid UTF-8: a DataError naming the file and line)
    if not text.lstrip().startswith("["):
        return read_jsonl(file)
    try:
        rows = json.loads(text)
    except json.JSONDecodeError as exc:
        raise DataError(
            f"Expected a JSON array or JSON Lines in {file}, found invalid JSON: {exc}."
        ) from exc
    if not all(isinstance(row, dict) for row in rows):
        raise DataError(f"Expected every row of {file} to be a JSON object.")
    return rows


def _supporting_titles(facts: Any) -> tuple[str, ...]:
    if isinstance(facts, Mapping):
        titles = facts.get("title", [])
    else:
        titles = [fact[0] for fact in facts or [] if fact]
    return tuple(dict.fromkeys(str(t) for t in titles))


def _unique(values: Iterable[Any]) -> tuple[str, ...]:
    return tuple(dict.fromkeys(str(v) for v in values if v is not None and str(v) != ""))


def load_hotpot(path: str | os.PathLike[str], source: str = "hotpotqa") -> list[QARecord]:
    """Load a HotpotQA (distractor-setting) JSON file."""
    records = []
    for number, row in enumerate(load_json_rows(path)):
        try:
            records.append(
                QARecord(
                    id=str(row.get("_id", row.get("id"))),
                    question=str(row["question"]),
                    answers=_unique([row["answer"]]),
                    type=str(row.get("type", "")),
                    level=str(row.get("level", "")),
                    source=source,
                    supporting_titles=_supporting_titles(row.get("supporting_facts")),
                )
            )
        except KeyError as exc:
            raise DataError(f"Expected HotpotQA fields in {path}, row {number} lacks {exc}.") from exc
    return records


def load_2wiki(
    path: str | os.PathLike[str], id_aliases: str | os.PathLike[str] | None = None
) -> list[QARecord]:
    """Load a 2WikiMultihopQA JSON file; ``id_aliases`` (``answer_id`` -> aliases) adds aliases when given."""
    aliases: dict[str, list[str]] = {}
    if id_aliases is not None and Path(id_aliases).is_file():
        aliases = json.loads(Path(id_aliases).read_text(encoding="utf-8"))
    records = []
    for row in load_json_rows(path):
        extra = aliases.get(str(row.get("answer_id", "")), [])
        records.append(
            QARecord(
                id=str(row.get("_id", row.get("id"))),
                question=str(row["question"]),
                answers=_unique([row["answer"], *extra]),
                type=str(row.get("type", "")),
                level=str(row.get("level", "")),
                source="2wikimultihopqa",
                supporting_titles=_supporting_titles(row.get("supporting_facts")),
            )
        )
    return records


def load_musique(path: str | os.PathLike[str]) -> tuple[list[QARecord], int]:
    """Load MuSiQue JSON Lines; return ``(answerable records, number of skipped unanswerable rows)``."""
    records, skipped = [], 0
    for row in load_json_rows(path):
        if row.get("answerable", True) is False:
            skipped += 1
            continue
        titles = [p["title"] for p in row.get("paragraphs", []) if p.get("is_supporting")]
        hops = str(row.get("id", "")).split("__")[0]
        records.append(
            QARecord(
                id=str(row["id"]),
                question=str(row["question"]),
                answers=_unique([row["answer"], *row.get("answer_aliases", [])]),
                type=hops,
                level="",
                source="musique",
                supporting_titles=_unique(titles),
            )
        )
    return records, skipped


def load_parquet(path: str | os.PathLike[str]) -> list[QARecord]:
    """Load the reference implementation's parquet rows (needs pandas + pyarrow)."""
    try:
        import pandas as pd
    except ImportError as exc:
        raise DataError(
            "Loading parquet needs pandas and pyarrow: `pip install pandas pyarrow`."
        ) from exc
    records = []
    for row in pd.read_parquet(path).to_dict(orient="records"):
        extra = dict(row.get("extra_info") or {})
        prompt = row.get("prompt")
        question = extra.get("question") or (list(prompt)[-1]["content"] if prompt is not None else "")
        truth = (row.get("reward_model") or {}).get("ground_truth")
        truths = list(truth) if isinstance(truth, list | tuple) or hasattr(truth, "tolist") else [truth]
        answers = [*truths, *list(extra.get("answers") if extra.get("answers") is not None else [])]
        records.append(
            QARecord(
                id=str(extra.get("question_id", extra.get("index", len(records)))),
                question=str(question),
                answers=_unique(answers),
                type=str(extra.get("type", "")),
                level=str(extra.get("level", "")),
                source=str(row.get("data_source", "parquet")),
            )
        )
    return records


def load_records(
    dataset: str, path: str | os.PathLike[str], id_aliases: str | None = None
) -> list[QARecord]:
    """Load ``path`` with the loader of ``dataset`` (``.parquet`` files use the parquet loader)."""
    if str(path).endswith(".parquet"):
        return load_parquet(path)
    if dataset == "hotpotqa":
        return load_hotpot(path)
    if dataset == "2wikimultihopqa":
        return load_2wiki(path, id_aliases)
    if dataset == "musique":
        return load_musique(path)[0]
    raise DataError(f"Unknown dataset {dataset!r}; expected hotpotqa, 2wikimultihopqa or musique.")
