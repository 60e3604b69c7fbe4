"""Writing a run's files so that a full disk or an unwritable folder stops it in one line, with nothing half-written.

A failed write surfaces differently in each library that writes for us: Python's own files raise ``OSError``
(``errno.ENOSPC``, ``EROFS``, ``EACCES``, ``EFBIG``, ...), the Rust writers of safetensors and tokenizers raise
an exception whose message ends in ``(os error N)``, and torch's zip writer raises a ``RuntimeError`` with no
errno at all (``unexpected pos ...``, ``file write failed``, with ``basic_ios::clear: iostream error`` as its
context). :func:`write_failure` reads all three; :func:`writing` turns such a failure inside its block into one
:class:`~agentgym_capo.errors.OutputWriteError` naming the path, what was being written and why.

Choices made here:

* A failure is an output-write failure when it carries an errno (``OSError``, or a Rust ``(os error N)``), or
  when the folder's file system is, once the write has failed, read-only or full (less than
  :data:`FULL_BYTES` available: a failed write on a full disk has taken what was left), or when torch's writer
  says a write failed. Anything else (a bug, a bad tensor) is not caught: it keeps its traceback. The reason
  quoted is what is known (the errno's text, or the file system's state), never a guess at the cause.
* Small files (the curves PNG, a rewritten JSONL file, the model card) are written to a temporary name in the
  same folder and renamed over the target (:func:`atomic_write`): a rename within a folder is atomic, so the
  target is either the old file or the new one, never a 0-byte or truncated one, and the temporary file is
  removed when the write fails.
* A save written in place (the final model, into the run folder) removes, when it fails, every file it created
  or changed (:func:`writing_in_place`); a checkpoint is staged and its staging folder removed instead.
* A JSONL log is appended to, not rewritten (it grows with the run); an append that fails is cut back to the
  file's size before it (:func:`append_text`), so the log never ends in half a row. Truncating needs no space.
"""

from __future__ import annotations

import contextlib
import os
import re
from collections.abc import Callable, Iterator
from pathlib import Path

from agentgym_capo.errors import OutputWriteError

__all__ = ["FULL_BYTES", "append_text", "atomic_write", "write_failure", "writing", "writing_in_place"]

#: A file system with less than this many bytes available, once a write into it failed, is full.
FULL_BYTES = 1 << 20

_PARTIAL = ".partial"  # the suffix of atomic_write's temporary files
_RUST_OS_ERROR = re.compile(r"\(os error (\d+)\)")
_TORCH_WRITER = re.compile(r"PytorchStreamWriter failed|file write failed|unexpected pos \d+|iostream error")


def _chain(error: BaseException) -> Iterator[BaseException]:
    seen: set[int] = set()
    while error is not None and id(error) not in seen:
        seen.add(id(error))
        yield error
        error = error.__cause__ or error.__context__


def _existing_folder(path: Path) -> Path:
    """``path`` or its nearest existing parent (the file or even its folder may not exist after a failure)."""
    for candidate in (path, *path.parents):
        if candidate.is_dir():
            return candidate
    return Path(".")


def _file_system_state(path: Path) -> str | None:
    """``"read-only file system"``, ``"no space left on the file system (N bytes free)"`` or None."""
    try:
        stats = os.statvfs(_existing_folder(path))
    except OSError:
        return None
    if stats.f_flag & os.ST_RDONLY:
        return "read-only file system"
    free = stats.f_bavail * stats.f_frsize
    return f"no space left on the file system ({free:,} bytes free)" if free < FULL_BYTES else None


def write_failure(error: BaseException, path: str | Path) -> str | None:
    """Why writing to ``path`` failed, in the system's words, when ``error`` is a failed write; else None.

    Args:
        error: What a write into ``path`` raised (its ``__cause__``/``__context__`` chain is read too).
        path: The file or folder that was being written.

    Returns:
        E.g. ``"No space left on device"`` (an errno's text), ``"read-only file system"`` (the file system's
        state after the failure), or None when ``error`` is not a failed write (a bug keeps its traceback).
    """
    for link in _chain(error):
        if isinstance(link, OSError) and link.errno is not None:
            return link.strerror or os.strerror(link.errno)
        match = _RUST_OS_ERROR.search(str(link))
        if match:
            return os.strerror(int(match.group(1)))
    state = _file_system_state(Path(path))
    if state is not None:
        return state
    if any(_TORCH_WRITER.search(str(link)) for link in _chain(error)):
        return "torch's file writer failed (it reports no reason)"
    return None


@contextlib.contextmanager
def writing(path: str | Path, what: str, aftermath: str = "",
            on_failure: Callable[[], None] | None = None) -> Iterator[None]:
    """Turn a failed write inside the block into one :class:`OutputWriteError` (other errors pass unchanged).

    Args:
        path: What the block writes (a file, or the folder a save writes into); named in the message, unless the
            ``OSError`` names the file itself.
        what: What is being written, in words (``"checkpoint-2"``, ``"the training curves"``).
        aftermath: What was done about the half-written output, for the message (``"The unfinished save was
            removed."``).
        on_failure: Called on any failure before the error propagates (e.g. remove a partial save).
    """
    try:
        yield
    except OutputWriteError:
        if on_failure is not None:
            on_failure()
        raise
    except Exception as error:
        reason = write_failure(error, path)  # before on_failure frees what the failed write took
        if on_failure is not None:
            on_failure()
        if reason is None:
            raise
        named = next((link.filename for link in _chain(error) if isinstance(link, OSError) and link.filename), None)
        if named and str(named).endswith(_PARTIAL):  # our temporary name: the target is the name that matters
            named = None
        where = f"{path} ({named})" if named and str(named) != str(path) else str(path)
        raise OutputWriteError(f"could not write {what} to {where}: {reason}. {aftermath}".rstrip(),
                               path=str(named or path), what=what) from error


def atomic_write(path: str | Path, write: Callable[[Path], None], what: str) -> Path:
    """Write ``path`` whole or not at all: ``write(temporary)`` into the same folder, then rename it over ``path``.

    Args:
        path: The file to (re)place; its folder is created.
        write: Writes the complete file to the path it is given.
        what: What the file is, in words, for the error.

    Raises:
        OutputWriteError: The write or the rename failed (the temporary file is removed; ``path`` is unchanged).
    """
    path = Path(path)
    temporary = path.with_name(f".{path.name}.{os.getpid()}{_PARTIAL}")
    kept = f"{path.name} was left as it was." if path.exists() else f"No {path.name} was left behind."
    with writing(path, what, kept, on_failure=lambda: _remove(temporary)):
        path.parent.mkdir(parents=True, exist_ok=True)
        write(temporary)
        os.replace(temporary, path)
    return path


def append_text(path: str | Path, text: str, what: str) -> None:
    """Append ``text`` to ``path`` (created with its folder); a failed append is cut back to the size before it.

    Raises:
        OutputWriteError: The append failed; ``path`` holds what it held before.
    """
    path = Path(path)
    with writing(path, what, f"{path.name} was cut back to its last complete line."):
        path.parent.mkdir(parents=True, exist_ok=True)
        # unbuffered: a failed write leaves nothing in a buffer that closing the file would try to write again
        descriptor = os.open(path, os.O_WRONLY | os.O_APPEND | os.O_CREAT, 0o666)
        try:
            before = os.fstat(descriptor).st_size
            try:
                data = memoryview(text.encode("utf-8"))
                while data:
                    data = data[os.write(descriptor, data):]
            except OSError:
                with contextlib.suppress(OSError):
                    os.ftruncate(descriptor, before)
                if before == 0:  # no 0-byte log left behind
                    _remove(path)
                raise
        finally:
            os.close(descriptor)


def _file_stats(folder: Path) -> dict[Path, tuple[int, int]]:
    return {path: (stat.st_size, stat.st_mtime_ns) for path in folder.rglob("*")
            if path.is_file() and not path.is_symlink() and (stat := path.stat())}


@contextlib.contextmanager
def writing_in_place(folder: str | Path, what: str, enabled: bool = True) -> Iterator[None]:
    """:func:`writing`, and on a failure inside the block remove the files under ``folder`` it created or changed.

    For a save written in place (the final model in the run folder), which cannot be staged and renamed as a
    whole: a file the failed save created or rewrote is half of something, so none is left behind.

    Args:
        folder: Where the block writes.
        what: What is being written, in words.
        enabled: False on processes that do not write (every rank but the main one): nothing is removed there.
    """
    folder = Path(folder)
    before = _file_stats(folder) if enabled and folder.is_dir() else {}

    def remove_written() -> None:
        if enabled and folder.is_dir():
            for path, stats in _file_stats(folder).items():
                if before.get(path) != stats:
                    _remove(path)

    with writing(folder, what, "The files this save wrote were removed.", on_failure=remove_written):
        yield


def _remove(path: Path) -> None:
    with contextlib.suppress(OSError):
        path.unlink(missing_ok=True)
