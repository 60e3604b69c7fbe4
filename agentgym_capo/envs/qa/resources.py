"""Find a data set's files and share loaded questions, corpora and indexes within a process.

A QA data directory holds ``dataset.json``::

    {"dataset": "hotpotqa", "splits": {"train": "hotpot_train_v1.1.json", "dev": "..."},
     "corpus": "corpus.jsonl", "id_aliases": null, "indexes": {"bm25": "index/bm25"}}

(paths relative to the directory, or absolute). The bundled data under ``data/qa/<dataset>/`` and the output
of ``capo data prepare <dataset>`` both have one. Without ``data_dir`` the bundled directory is used.

Choices made here:

* Questions, corpora and indexes are cached per process (keyed by resolved path, file size and mtime, and
  retriever settings), so constructing many env instances (group rollouts, the test suite's fuzzing) loads
  each once.
* BM25: a prebuilt index listed in ``dataset.json`` is used when its corpus hash matches (a mismatch is an
  error); otherwise corpora under 200,000 passages are indexed in memory (the bundled corpus: well under a
  second) and larger ones under the user cache dir, resumably.
* Dense: prebuilt if listed, else built once and cached under ``~/.cache/agentgym_capo/qa_indexes/``.
"""

from __future__ import annotations

import json
import os
import threading
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from agentgym_capo.envs.qa.corpus import Corpus, load_corpus
from agentgym_capo.envs.qa.prepare import QA_STORE_KIND
from agentgym_capo.envs.qa.records import QARecord, load_2wiki, load_hotpot, load_musique, load_parquet
from agentgym_capo.errors import ConfigError, DataError
from agentgym_capo.integrity import STORE_MANIFEST, read_store_manifest, require_files
from agentgym_capo.paths import cache_dir, data_dir

DATASETS = ("hotpotqa", "2wikimultihopqa", "musique")
DATASET_ALIASES = {"hotpot": "hotpotqa", "2wiki": "2wikimultihopqa", "2wikimultihop": "2wikimultihopqa"}
RETRIEVERS = ("sparse", "dense", "hybrid", "replay")
IN_MEMORY_BM25_LIMIT = 200_000

_lock = threading.RLock()
_records: dict[tuple, list[QARecord]] = {}
_corpora: dict[tuple, Corpus] = {}
_indexes: dict[tuple, Any] = {}


@dataclass
class DatasetFiles:
    """The resolved files of one QA data directory."""

    dataset: str
    root: Path
    splits: dict[str, Path]
    corpus: Path
    id_aliases: Path | None = None
    indexes: dict[str, Path] = field(default_factory=dict)


def canonical_dataset(name: str) -> str:
    """Map a user's data set name to one of :data:`DATASETS`."""
    key = str(name).lower().replace("-", "").replace("_", "")
    key = DATASET_ALIASES.get(key, key)
    if key not in DATASETS:
        raise ConfigError(f"Expected dataset in {DATASETS}, found {name!r}.")
    return key


def resolve_dataset(dataset: str, data_dir_arg: str | os.PathLike[str] | None) -> DatasetFiles:
    """Read ``dataset.json`` of ``data_dir_arg`` (default: the bundled directory of ``dataset``)."""
    dataset = canonical_dataset(dataset)
    root = Path(data_dir_arg) if data_dir_arg is not None else data_dir("qa", dataset)
    spec_file = root / "dataset.json"
    if not spec_file.is_file():
        raise DataError(
            f"Expected {spec_file} describing the {dataset} files, found nothing. Prepare the data with "
            f"`capo data prepare {dataset} --source DIR --out {root}`, or omit data_dir for the bundled set."
        )
    check_prepared_dir(root, dataset)
    try:
        spec = json.loads(spec_file.read_text(encoding="utf-8"))
        splits, corpus = spec["splits"], spec["corpus"]
    except (OSError, UnicodeDecodeError, json.JSONDecodeError, KeyError, TypeError) as exc:
        raise DataError(f"Could not read {spec_file} ({type(exc).__name__}: {exc}). Prepare the data again with "
                        f"`capo data prepare {dataset} --source DIR --out {root}`.") from exc

    def resolve(value: str) -> Path:
        path = Path(value)
        return path if path.is_absolute() else root / path

    return DatasetFiles(
        dataset=canonical_dataset(spec.get("dataset", dataset)),
        root=root,
        splits={split: resolve(path) for split, path in splits.items()},
        corpus=resolve(corpus),
        id_aliases=resolve(spec["id_aliases"]) if spec.get("id_aliases") else None,
        indexes={name: resolve(path) for name, path in (spec.get("indexes") or {}).items()},
    )


def check_prepared_dir(root: Path, dataset: str, *, full: bool | None = None) -> None:
    """Check a directory from ``capo data prepare`` against its ``manifest.json`` checksums.

    Directories without a store manifest (the bundled data, hand-made directories) are not checked here; the
    bundled data is covered by ``capo verify``'s frozen env manifests.

    Raises:
        DataError: A file is missing, truncated or changed (the message names it).
    """
    if not (root / STORE_MANIFEST).is_file():
        return
    hint = f"capo data prepare {dataset} --source DIR --out {root}"
    manifest = read_store_manifest(root, f"{dataset} data", hint)
    if manifest.get("kind") == QA_STORE_KIND:
        require_files(root, manifest, f"{dataset} data", hint, full=full)


def _file_key(path: Path) -> tuple:
    stat = path.stat()
    return (str(path.resolve()), stat.st_size, stat.st_mtime_ns)


def load_split(files: DatasetFiles, split: str) -> list[QARecord]:
    """The questions of ``split`` (cached per process)."""
    if split not in files.splits:
        raise ConfigError(
            f"Expected split in {sorted(files.splits)} for {files.dataset}, found {split!r}."
        )
    path = files.splits[split]
    if not path.is_file():
        raise DataError(f"Expected the {files.dataset} {split} file at {path}, found nothing.")
    key = (*_file_key(path), files.dataset)
    with _lock:
        if key not in _records:
            if path.suffix == ".parquet":
                records = load_parquet(path)
            elif files.dataset == "hotpotqa":
                records = load_hotpot(path)
            elif files.dataset == "2wikimultihopqa":
                records = load_2wiki(path, files.id_aliases)
            else:
                records = load_musique(path)[0]
            ids = [r.id for r in records]
            if len(set(ids)) != len(ids):
                raise DataError(f"Expected unique question ids in {path}, found duplicates.")
            _records[key] = records
        return _records[key]


def get_corpus(path: str | os.PathLike[str]) -> Corpus:
    """A loaded corpus (cached per process)."""
    file = Path(path)
    if not file.is_file():
        raise DataError(f"Expected a corpus file at {file}, found nothing.")
    key = _file_key(file)
    with _lock:
        if key not in _corpora:
            _corpora[key] = load_corpus(file, progress=os.path.getsize(file) > 50_000_000)
        return _corpora[key]


def _check_coverage(index: Any, corpus: Corpus, where: Path | str) -> None:
    if len(index) != len(corpus) or set(index.doc_ids) != set(corpus.ids):
        missing = len(set(corpus.ids) - set(index.doc_ids))
        raise DataError(
            f"The index at {where} does not cover the corpus ({missing} corpus ids missing from the index); "
            "rebuild it with `capo index build`."
        )


def get_index(
    files: DatasetFiles,
    corpus: Corpus,
    retriever: str,
    *,
    embedding_model_path: str | None = None,
    query_instruction: str | None = None,
) -> Any:
    """A loaded index of ``retriever`` kind over ``corpus`` (cached per process)."""
    if retriever not in ("sparse", "dense", "hybrid"):
        raise ConfigError(f"Expected retriever in {RETRIEVERS}, found {retriever!r}.")
    key = (
        _file_key(corpus.path) if corpus.path else id(corpus),
        retriever,
        embedding_model_path,
        query_instruction,
    )
    with _lock:
        if key not in _indexes:
            if retriever == "sparse":
                _indexes[key] = _bm25(files, corpus)
            elif retriever == "dense":
                _indexes[key] = _dense(files, corpus, embedding_model_path, query_instruction)
            else:
                from agentgym_capo.retrieval import HybridIndex

                _indexes[key] = HybridIndex(
                    get_index(files, corpus, "sparse"),
                    get_index(
                        files,
                        corpus,
                        "dense",
                        embedding_model_path=embedding_model_path,
                        query_instruction=query_instruction,
                    ),
                )
        return _indexes[key]


def _bm25(files: DatasetFiles, corpus: Corpus) -> Any:
    from agentgym_capo.retrieval import SparseIndex

    prebuilt = files.indexes.get("bm25")
    if prebuilt is not None and (prebuilt / "manifest.json").is_file():
        index = SparseIndex.load(prebuilt, expected_corpus_sha256=corpus.fingerprint)
        _check_coverage(index, corpus, prebuilt)
        return index
    if len(corpus) <= IN_MEMORY_BM25_LIMIT:
        return SparseIndex.build(corpus.docs(), progress=False)
    target = cache_dir("qa_indexes", f"{corpus.fingerprint[:16]}-bm25")
    return SparseIndex.build(corpus.docs(), target, progress=True, resume=True)


def dense_cache_path(corpus: Corpus, model_name: str) -> Path:
    """Where the dense index of ``corpus`` with ``model_name`` is cached."""
    safe = "".join(ch if ch.isalnum() or ch in "-_." else "_" for ch in model_name)
    return cache_dir("qa_indexes") / f"{corpus.fingerprint[:16]}-dense-{safe}"


def _dense(files: DatasetFiles, corpus: Corpus, model: str | None, query_instruction: str | None) -> Any:
    from agentgym_capo.retrieval.dense import DenseIndex
    from agentgym_capo.retrieval.encoder import TextEncoder

    encoder = TextEncoder(model, query_instruction)
    prebuilt = files.indexes.get("dense")
    if prebuilt is not None and (prebuilt / "manifest.json").is_file():
        index = DenseIndex.load(prebuilt, corpus.fingerprint, encoder=encoder if model else None)
        _check_coverage(index, corpus, prebuilt)
        return index
    target = dense_cache_path(corpus, encoder.model_name)
    if (target / "manifest.json").is_file():
        index = DenseIndex.load(target, corpus.fingerprint, encoder=encoder)
    else:
        index = DenseIndex.build(corpus.docs(), target, progress=True, encoder=encoder, resume=True)
    _check_coverage(index, corpus, target)
    return index
