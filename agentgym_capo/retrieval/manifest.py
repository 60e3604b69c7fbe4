"""Read, write and check the ``manifest.json`` that sits next to every saved index.

A saved index is a directory with ``manifest.json`` (retriever, backend, fields, model name, dim, normalise
flag, corpus sha256, top_k, number of documents), ``ids.npy`` (the document ids in ordinal order) and the
backend files (a ``tantivy/`` directory or ``index.faiss``). While a build into a directory runs, a
``build_state.json`` checkpoint sits beside them (what a resumed build continues from); a finished build
removes it.
"""

from __future__ import annotations

import json
import shutil
from collections.abc import Sequence
from pathlib import Path
from typing import Any

import numpy as np

from agentgym_capo.errors import ConfigError, DataError, IndexMismatchError

MANIFEST_NAME = "manifest.json"
IDS_NAME = "ids.npy"
BUILD_STATE_NAME = "build_state.json"
FORMAT_VERSION = 1


def write_manifest(directory: Path, manifest: dict[str, Any]) -> None:
    """Write ``manifest`` (plus the format version) as ``directory/manifest.json``."""
    directory.mkdir(parents=True, exist_ok=True)
    payload = {"format_version": FORMAT_VERSION, **manifest}
    (directory / MANIFEST_NAME).write_text(
        json.dumps(payload, indent=2, sort_keys=True), encoding="utf-8"
    )


def read_manifest(directory: Path, retriever: str) -> dict[str, Any]:
    """Read the manifest of a saved index and check that it was written by ``retriever``.

    Raises:
        DataError: The directory or manifest is missing, unreadable, or belongs to another retriever.
    """
    file = Path(directory) / MANIFEST_NAME
    if not file.is_file():
        raise DataError(
            f"Expected a saved {retriever} index with {MANIFEST_NAME} at {directory}, found no such file. "
            f"Build one with `capo index build` or `{retriever.capitalize()}Index.build(...).save(path)`."
        )
    try:
        manifest = json.loads(file.read_text(encoding="utf-8"))
    except (OSError, json.JSONDecodeError) as exc:
        raise DataError(f"Could not read {file}: {exc}. Rebuild the index.") from exc
    if manifest.get("retriever") != retriever:
        raise DataError(
            f"Expected a {retriever!r} index at {directory}, found a {manifest.get('retriever')!r} index. "
            "Load it with the matching class."
        )
    return manifest


def check_corpus_hash(manifest: dict[str, Any], expected: str | None, directory: Path) -> None:
    """Refuse an index built from another corpus.

    Raises:
        IndexMismatchError: ``expected`` is given and differs from the manifest's ``corpus_sha256``.
    """
    if expected is not None and manifest.get("corpus_sha256") != expected:
        raise IndexMismatchError(
            f"The index at {directory} was built from a corpus with sha256 {manifest.get('corpus_sha256')}, "
            f"but the corpus in use has sha256 {expected}. Rebuild the index for this corpus "
            "(`capo index build`) or point to the matching corpus."
        )


def save_ids(directory: Path, ids: list[str]) -> None:
    """Save the ordinal -> doc id table."""
    np.save(directory / IDS_NAME, np.asarray(ids, dtype=np.str_), allow_pickle=False)


def load_ids(directory: Path) -> list[str]:
    """Load the ordinal -> doc id table."""
    file = Path(directory) / IDS_NAME
    if not file.is_file():
        raise DataError(f"Expected {file} next to the manifest, found nothing. Rebuild the index.")
    return np.load(file, allow_pickle=False).tolist()


def is_finished_index(directory: Path) -> bool:
    """Whether ``directory`` holds a finished build (a manifest and no build checkpoint)."""
    return (directory / MANIFEST_NAME).is_file() and not (directory / BUILD_STATE_NAME).exists()


def read_build_state(directory: Path) -> dict[str, Any] | None:
    """The checkpoint of an interrupted build in ``directory`` (None when there is none)."""
    file = directory / BUILD_STATE_NAME
    return json.loads(file.read_text(encoding="utf-8")) if file.is_file() else None


def write_build_state(directory: Path, state: dict[str, Any]) -> None:
    """Record how far a build into ``directory`` has come."""
    (directory / BUILD_STATE_NAME).write_text(json.dumps(state), encoding="utf-8")


def reset_index_dir(directory: Path, backend_files: Sequence[str]) -> None:
    """Make ``directory`` an empty directory for a new build, removing an old index or build found there.

    Raises:
        ConfigError: The directory holds files that no index build wrote (neither the manifest, the build
            checkpoint nor one of ``backend_files``).
    """
    if directory.exists() and any(directory.iterdir()):
        if not any((directory / name).exists() for name in (MANIFEST_NAME, BUILD_STATE_NAME, *backend_files)):
            raise ConfigError(
                f"Expected an empty directory or an existing index at {directory}, found other files. "
                "Choose a new directory for the index."
            )
        shutil.rmtree(directory)
    directory.mkdir(parents=True, exist_ok=True)


def check_save_target(target: Path) -> None:
    """Refuse to save an index over a directory that holds other files.

    Raises:
        ConfigError: ``target`` is a non-empty directory without a manifest.
    """
    if target.exists() and any(target.iterdir()) and not (target / MANIFEST_NAME).is_file():
        raise ConfigError(
            f"Expected an empty directory or an existing index at {target}, found other files. "
            "Choose a new directory."
        )
