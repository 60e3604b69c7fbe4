"""JSON Lines and sha256 helpers: the one place the package reads and writes JSONL files and hashes data.

Every reader of a JSON Lines file (datasets, corpora, retrieval caches, recorded trajectories, training
logs) goes through :func:`iter_jsonl`, so they all fail the same way on bad data: a
:class:`~agentgym_capo.errors.DataError` naming the file and the line, for a missing file, a line that is
not valid UTF-8, a line that is not JSON, or (with ``objects=True``) a line that is not a JSON object.

Choices made here:

* Lines are read as bytes and decoded one at a time, strictly: invalid UTF-8 is an error with its line
  number, never silently replaced (a corrupt corpus must not become a different corpus).
* Blank lines are skipped. A last line without its newline that does not parse can be skipped on request
  (``partial_tail=``): a log still being written ends that way.
* Writers never leave half a file: :func:`write_jsonl` replaces a file atomically, a failed :func:`append_jsonl`
  is cut back, and both raise :class:`~agentgym_capo.errors.OutputWriteError` on a full disk or an unwritable
  folder (:mod:`agentgym_capo.output_writes`).
* :func:`sha256_file` streams (files of any size); :func:`sha256_text` hashes the UTF-8 bytes of a string.
"""

from __future__ import annotations

import hashlib
import json
import os
from collections.abc import Callable, Iterable, Iterator
from pathlib import Path
from typing import Any

from agentgym_capo.errors import ConfigError, DataError
from agentgym_capo.output_writes import append_text, atomic_write

__all__ = ["append_jsonl", "iter_jsonl", "iter_lines", "json_object_option", "read_jsonl", "read_text", "sha256_file",
           "sha256_text", "write_jsonl"]

PathLike = str | os.PathLike[str]


def _utf8(raw: bytes, path: PathLike, number: int) -> str:
    try:
        return raw.decode("utf-8")
    except UnicodeDecodeError as error:
        raise DataError(f"{path}, line {number}: not valid UTF-8 (byte {raw[error.start:error.start + 1]!r} at "
                        f"column {error.start + 1}). The file is corrupt or in another encoding; re-download or "
                        "re-create it as UTF-8.") from None


def iter_lines(path: PathLike) -> Iterator[tuple[int, str]]:
    """Yield ``(line number, text)`` for every line of a UTF-8 text file (newline kept).

    Raises:
        DataError: The file is missing, or a line is not valid UTF-8 (the message names file and line).
    """
    file = Path(path)
    if not file.is_file():
        raise DataError(f"Expected a data file at {file}, found nothing. Check the path (or prepare the data).")
    with file.open("rb") as handle:
        for number, raw in enumerate(handle, start=1):
            yield number, _utf8(raw, file, number)


def read_text(path: PathLike) -> str:
    """Read a whole UTF-8 text file; invalid UTF-8 raises a :class:`DataError` naming the file and line."""
    return "".join(text for _, text in iter_lines(path))


def iter_jsonl(path: PathLike, *, objects: bool = True,
               partial_tail: Callable[[int], None] | None = None) -> Iterator[tuple[int, Any]]:
    """Yield ``(line number, value)`` for every non-blank line of a JSON Lines file.

    Args:
        path: The file.
        objects: Require every value to be a JSON object.
        partial_tail: If given, a last line without its newline that is not valid JSON is skipped and this
            is called with its number (a file still being written); otherwise it is an error like any other.

    Raises:
        DataError: Missing file, invalid UTF-8, invalid JSON or (``objects``) a non-object, with file and line.
    """
    lines = iter_lines(path)
    pending = next(lines, None)
    while pending is not None:
        number, text = pending
        pending = next(lines, None)
        if not text.strip():
            continue
        try:
            value = json.loads(text)
        except json.JSONDecodeError as error:
            if partial_tail is not None and pending is None and not text.endswith("\n"):
                partial_tail(number)
                return
            raise DataError(f"{path}, line {number}: not valid JSON ({error.msg}); expected one JSON "
                            f"{'object' if objects else 'value'} per line. Repair or remove that line.") from None
        if objects and not isinstance(value, dict):
            raise DataError(f"{path}, line {number}: expected a JSON object per line, found "
                            f"{type(value).__name__}.")
        yield number, value


def read_jsonl(path: PathLike, *, objects: bool = True, missing_ok: bool = False) -> list[Any]:
    """Read every value of a JSON Lines file (``missing_ok``: a missing file reads as ``[]``)."""
    if missing_ok and not Path(path).exists():
        return []
    return [value for _, value in iter_jsonl(path, objects=objects)]


def _lines(records: Iterable[Any]) -> tuple[str, int]:
    lines = [json.dumps(record, ensure_ascii=False) + "\n" for record in records]
    return "".join(lines), len(lines)


def _rows(count: int, path: PathLike) -> str:
    return f"{count} row{'s' if count != 1 else ''} of {Path(path).name}"


def append_jsonl(path: PathLike, records: Iterable[Any]) -> None:
    """Append one JSON line per record (parent folders are created).

    Raises:
        OutputWriteError: The file could not be written (a full disk, a read-only folder); it is cut back to
            what it held before (:func:`agentgym_capo.output_writes.append_text`).
    """
    text, count = _lines(records)
    if count:
        append_text(path, text, _rows(count, path))


def write_jsonl(path: PathLike, records: Iterable[Any]) -> None:
    """Write (replace) a JSON Lines file with one line per record, whole or not at all.

    Raises:
        OutputWriteError: The file could not be written; it is left as it was
            (:func:`agentgym_capo.output_writes.atomic_write`).
    """
    text, count = _lines(records)
    atomic_write(path, lambda temporary: temporary.write_text(text, encoding="utf-8"), _rows(count, path))


def sha256_text(text: str) -> str:
    """Hex sha256 of the UTF-8 bytes of ``text``."""
    return hashlib.sha256(text.encode("utf-8")).hexdigest()


def sha256_file(path: PathLike, chunk_bytes: int = 1 << 20) -> str:
    """Hex sha256 of a file's bytes, read in chunks."""
    digest = hashlib.sha256()
    with open(path, "rb") as handle:
        while chunk := handle.read(chunk_bytes):
            digest.update(chunk)
    return digest.hexdigest()


def json_object_option(text: str, option: str) -> dict[str, Any]:
    """Parse a command-line option whose value must be a JSON object (``--env-kwargs '{"k": 1}'``).

    Raises:
        ConfigError: naming ``option`` when ``text`` is not JSON or not an object.
    """
    try:
        value = json.loads(text)
    except ValueError as error:
        raise ConfigError(f"{option} must be a JSON object, got {text!r} ({error}).") from error
    if not isinstance(value, dict):
        raise ConfigError(f"{option} must be a JSON object, got {type(value).__name__} ({text!r}).")
    return value
