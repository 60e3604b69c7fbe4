"""Checksums of prepared data stores: written by ``capo data prepare``, checked on open and by ``capo verify``.

Every prepared store (the WebShop store, the paper-search corpus directory, a QA data directory) carries a
``manifest.json`` whose ``"files"`` entry maps each file's path (relative to the store, ``/``-separated) to
``{"sha256": ..., "bytes": ...}``: the same per-file record the frozen env manifests of
:mod:`agentgym_capo.interop.manifest` use (which imports :func:`file_checksums` and :func:`compare_files`
from here), so there is one checksum format in the project, not one per store.

Choices made here:

* **Open-time check.** Opening a store compares every listed file's size (catches truncation and missing
  files at no cost) and, when the store's files total at most :data:`HASH_ON_OPEN_BYTES` (the bundled stores
  and anything of that size: a few MB hash in milliseconds), their sha256 too; larger stores (the 1.18 M-product
  WebShop release) are hashed by ``capo verify --data-dir DIR`` only, so opening stays fast.
* **SQLite.** :func:`check_sqlite` opens the file read-only and reads its schema (a damaged header or a
  truncated file fails there), optionally with ``PRAGMA integrity_check`` (``capo verify``).
* Every failure is a :class:`~agentgym_capo.errors.DataError` that names the path and says to prepare again.
"""

from __future__ import annotations

import json
import os
import sqlite3
from collections.abc import Mapping
from pathlib import Path
from typing import Any

from agentgym_capo.errors import DataError
from agentgym_capo.jsonl import sha256_file

__all__ = [
    "HASH_ON_OPEN_BYTES",
    "STORE_MANIFEST",
    "check_files",
    "check_sqlite",
    "compare_files",
    "file_checksums",
    "read_store_manifest",
    "require_files",
    "sha256_file",
    "write_store_manifest",
]

STORE_MANIFEST = "manifest.json"
HASH_ON_OPEN_BYTES = 256 << 20


def file_checksums(directory: str | os.PathLike[str], *, exclude: tuple[str, ...] = ()) -> dict[str, dict[str, Any]]:
    """sha256 and size of every file under ``directory``, sorted by relative path.

    Hidden files, ``__pycache__`` and the relative paths in ``exclude`` are left out.
    """
    directory = Path(directory)
    found = {}
    for path in sorted(directory.rglob("*")):
        relative = path.relative_to(directory)
        if path.is_dir() or relative.as_posix() in exclude or any(
                part.startswith(".") or part == "__pycache__" for part in relative.parts):
            continue
        found[relative.as_posix()] = {"sha256": sha256_file(path), "bytes": path.stat().st_size}
    return found


def compare_files(expected: Mapping[str, Any], found: Mapping[str, Any], where: str) -> list[str]:
    """Every difference between two ``{path: {"sha256", "bytes"}}`` maps, one line each (empty: equal)."""
    problems = []
    for name in sorted(set(expected) | set(found)):
        if name not in found:
            problems.append(f"missing file {where}/{name} (expected sha256 {expected[name]['sha256']})")
        elif name not in expected:
            problems.append(f"unexpected file {where}/{name} (not in the manifest)")
        elif expected[name]["sha256"] != found[name]["sha256"]:
            problems.append(f"changed file {where}/{name}: expected sha256 {expected[name]['sha256']}, "
                            f"found {found[name]['sha256']} ({found[name]['bytes']} bytes, expected "
                            f"{expected[name]['bytes']})")
    return problems


def write_store_manifest(directory: str | os.PathLike[str], manifest: Mapping[str, Any]) -> dict[str, Any]:
    """Write ``manifest`` plus the checksums of every other file of the store as ``directory/manifest.json``."""
    directory = Path(directory)
    payload = {**manifest, "files": file_checksums(directory, exclude=(STORE_MANIFEST,))}
    (directory / STORE_MANIFEST).write_text(json.dumps(payload, indent=2, ensure_ascii=False) + "\n",
                                            encoding="utf-8")
    return payload


def read_store_manifest(directory: str | os.PathLike[str], what: str, prepare_hint: str) -> dict[str, Any]:
    """Read a store's ``manifest.json``.

    Args:
        directory: The store directory.
        what: What the store is, for messages (``"WebShop store"``).
        prepare_hint: The command that (re)creates it.

    Raises:
        DataError: The manifest is missing, unreadable or not a JSON object (the message names its path).
    """
    path = Path(directory) / STORE_MANIFEST
    try:
        manifest = json.loads(path.read_text(encoding="utf-8"))
    except (OSError, UnicodeDecodeError, json.JSONDecodeError) as exc:
        raise DataError(f"Could not read the {what} manifest {path}: {exc}. Prepare it again with "
                        f"`{prepare_hint}`.") from exc
    if not isinstance(manifest, dict):
        raise DataError(f"Expected a JSON object in {path}, found {type(manifest).__name__}. "
                        f"Prepare it again with `{prepare_hint}`.")
    return manifest


def check_files(directory: str | os.PathLike[str], files: Mapping[str, Any], *, full: bool | None = None) -> list[str]:
    """Compare a store's files with its manifest's ``files`` entry; one line per problem (empty: all good).

    Args:
        directory: The store directory.
        files: The manifest's ``{path: {"sha256", "bytes"}}``.
        full: Hash the files (True), compare sizes only (False), or hash when the store totals at most
            :data:`HASH_ON_OPEN_BYTES` (None).
    """
    directory = Path(directory)
    if full is None:
        full = sum(int(entry.get("bytes", 0)) for entry in files.values()) <= HASH_ON_OPEN_BYTES
    problems = []
    for name, entry in sorted(files.items()):
        path = directory / name
        if not path.is_file():
            problems.append(f"missing file {path}")
            continue
        size = path.stat().st_size
        if size != entry.get("bytes"):
            problems.append(f"{path} has {size} bytes, the manifest says {entry.get('bytes')} (truncated or "
                            "changed)")
        elif full and sha256_file(path) != entry.get("sha256"):
            problems.append(f"{path} does not match its sha256 in the manifest (the file was changed or damaged)")
    return problems


def require_files(directory: str | os.PathLike[str], manifest: Mapping[str, Any], what: str, prepare_hint: str,
                  *, full: bool | None = None) -> None:
    """Raise one :class:`DataError` naming the store and its first damaged file if :func:`check_files` fails."""
    files = manifest.get("files")
    if not isinstance(files, Mapping):
        raise DataError(f"The {what} manifest {Path(directory) / STORE_MANIFEST} has no file checksums "
                        f"(written by an older version). Prepare it again with `{prepare_hint}`.")
    problems = check_files(directory, files, full=full)
    if problems:
        more = f" (and {len(problems) - 1} more problem(s))" if len(problems) > 1 else ""
        raise DataError(f"The {what} in {directory} is damaged: {problems[0]}{more}. Prepare it again with "
                        f"`{prepare_hint}`.")


def check_sqlite(path: str | os.PathLike[str], table: str, *, full: bool = False) -> int:
    """Open a SQLite file read-only, check it is a readable database, and return the rows of ``table``.

    Args:
        path: The database file.
        table: A table that must exist (its rows are counted).
        full: Also run ``PRAGMA integrity_check`` (reads every page; for ``capo verify``).

    Raises:
        DataError: The file is missing, not a database (a damaged header), truncated, or fails the check.
    """
    path = Path(path)
    if not path.is_file():
        raise DataError(f"Expected the SQLite database {path}, found nothing. Prepare the store again.")
    try:
        connection = sqlite3.connect(path.resolve().as_uri() + "?mode=ro", uri=True)
        try:
            count = connection.execute(f"SELECT COUNT(*) FROM {table}").fetchone()[0]  # noqa: S608 (our table)
            if full:
                verdict = [row[0] for row in connection.execute("PRAGMA integrity_check")]
                if verdict != ["ok"]:
                    raise DataError(f"The SQLite database {path} fails its integrity check: {'; '.join(verdict[:3])}."
                                    " Prepare the store again.")
        finally:
            connection.close()
    except sqlite3.Error as exc:
        raise DataError(f"Could not read the SQLite database {path}: {exc}. The file is damaged or truncated; "
                        "prepare the store again.") from exc
    return int(count)
