"""``capo data prepare hotpotqa|2wikimultihopqa|musique --source DIR [--out DIR]``: official files -> env data.

Each preparer finds the official files in ``source``, builds the passage corpus the paper's way (spec §3),
writes ``corpus.jsonl`` and ``dataset.json`` (pointing at the official question files in place, not copies)
into ``out`` (default ``~/.cache/agentgym_capo/qa/<dataset>``), and builds the BM25 index into
``out/index/bm25`` (resumable: re-running continues an interrupted build), then ``manifest.json`` with the
checksums of every file there (:mod:`agentgym_capo.integrity`; checked when the env opens the directory and by
``capo verify --data-dir``). Then
``gym.make("capo/HotpotQA-v0", data_dir=out, split="dev")`` runs on the full data.

Expected files (names as released; globs in parentheses):

* HotpotQA: ``hotpot_train_v1.1.json`` and ``hotpot_dev_distractor_v1.json`` -> corpus of every context
  paragraph of train + dev, deduplicated (509,308 passages).
* 2WikiMultihopQA: ``dev.json`` (and ``train.json``), optional ``id_aliases.json``; the corpus comes from a
  paragraph file (``*para*.json*``: ``{id, title, sentences|text}`` lines) when present (the paper's 5.9M
  passages, source not confirmed), else from the contexts of the question files (a documented fallback).
* MuSiQue: ``musique_ans_v1.0_{train,dev}.jsonl`` (``musique_full_*`` files are added to the corpus if
  present) -> deduplicated union of their paragraphs (139,416 passages).
"""

from __future__ import annotations

import json
from collections.abc import Iterable
from pathlib import Path
from typing import Any

from agentgym_capo.envs.qa.corpus import (
    corpus_from_hotpot,
    corpus_from_musique,
    corpus_from_paragraph_file,
    load_corpus,
    write_corpus,
)
from agentgym_capo.envs.qa.records import load_json_rows
from agentgym_capo.errors import DataError
from agentgym_capo.integrity import write_store_manifest
from agentgym_capo.paths import cache_dir

__all__ = ["QA_STORE_KIND", "QA_STORE_VERSION", "prepare_2wiki", "prepare_hotpotqa", "prepare_musique"]

QA_STORE_KIND = "capo-qa-store"
QA_STORE_VERSION = 1


def _find(source: Path, patterns: Iterable[str], what: str, required: bool = True) -> Path | None:
    for pattern in patterns:
        matches = (
            sorted(source.glob(pattern))
            if source.is_dir()
            else ([source] if source.match(pattern) else [])
        )
        if matches:
            return matches[0]
    if required:
        raise DataError(
            f"Expected the {what} in {source} (one of: {', '.join(patterns)}), found none. "
            "Download the official release and pass its directory as --source."
        )
    return None


def _finish(
    out: Path,
    dataset: str,
    splits: dict[str, Path],
    passages: Iterable[dict],
    id_aliases: Path | None,
    build_index: bool,
    progress: bool = True,
) -> Path:
    out.mkdir(parents=True, exist_ok=True)
    count = write_corpus(passages, out / "corpus.jsonl")
    description: dict[str, Any] = {
        "dataset": dataset,
        "splits": {name: str(path.resolve()) for name, path in splits.items()},
        "corpus": "corpus.jsonl",
        "id_aliases": str(id_aliases.resolve()) if id_aliases else None,
        "indexes": {},
        "num_passages": count,
    }
    if build_index:
        from agentgym_capo.retrieval import SparseIndex

        corpus = load_corpus(out / "corpus.jsonl", progress=progress)
        SparseIndex.build(corpus.docs(), out / "index" / "bm25", progress=progress, resume=True)
        description["indexes"]["bm25"] = "index/bm25"
    (out / "dataset.json").write_text(json.dumps(description, indent=1), encoding="utf-8")
    write_store_manifest(out, {"kind": QA_STORE_KIND, "version": QA_STORE_VERSION, "dataset": dataset,
                               "num_passages": count})
    return out


def prepare_hotpotqa(source: Path, out: Path | None = None, *, build_index: bool = True) -> Path:
    """Prepare HotpotQA (distractor setting) from the official JSON files."""
    source = Path(source)
    train = _find(source, ["hotpot_train_v1.1.json", "hotpot_train*.json"], "HotpotQA train file")
    dev = _find(source, ["hotpot_dev_distractor_v1.json", "hotpot_dev*.json"], "HotpotQA dev file")
    rows = [*load_json_rows(train), *load_json_rows(dev)]
    passages = corpus_from_hotpot(rows, progress=True)
    out = Path(out) if out else cache_dir("qa", "hotpotqa")
    return _finish(out, "hotpotqa", {"train": train, "dev": dev}, passages, None, build_index)


def prepare_2wiki(source: Path, out: Path | None = None, *, build_index: bool = True) -> Path:
    """Prepare 2WikiMultihopQA from ``dev.json`` (+ ``train.json``, ``id_aliases.json``, paragraph file)."""
    source = Path(source)
    dev = _find(source, ["dev.json", "*dev*.json"], "2WikiMultihopQA dev.json")
    train = _find(source, ["train.json"], "2Wiki train.json", required=False)
    aliases = _find(source, ["id_aliases.json"], "id_aliases.json", required=False)
    paragraphs = _find(source, ["*para*.jsonl", "*para*.json"], "paragraph file", required=False)
    if paragraphs is not None:
        passages: Iterable[dict] = corpus_from_paragraph_file(paragraphs)
    else:
        rows = [*load_json_rows(dev), *(load_json_rows(train) if train else [])]
        passages = corpus_from_hotpot(rows, progress=True)
    splits = {"dev": dev, **({"train": train} if train else {})}
    out = Path(out) if out else cache_dir("qa", "2wikimultihopqa")
    return _finish(out, "2wikimultihopqa", splits, passages, aliases, build_index)


def prepare_musique(source: Path, out: Path | None = None, *, build_index: bool = True) -> Path:
    """Prepare MuSiQue-Ans from the official JSON Lines files."""
    source = Path(source)
    dev = _find(source, ["musique_ans_v1.0_dev.jsonl", "musique_ans*dev*.jsonl"], "MuSiQue-Ans dev file")
    train = _find(
        source, ["musique_ans_v1.0_train.jsonl", "musique_ans*train*.jsonl"], "train", required=False
    )
    files = (
        [f for f in (train, dev) if f] + sorted(source.glob("musique_full*.jsonl"))
        if source.is_dir()
        else [dev]
    )
    rows = [row for file in files for row in load_json_rows(file)]
    passages = corpus_from_musique(rows, progress=True)
    splits = {"dev": dev, **({"train": train} if train else {})}
    out = Path(out) if out else cache_dir("qa", "musique")
    return _finish(out, "musique", splits, passages, None, build_index)
