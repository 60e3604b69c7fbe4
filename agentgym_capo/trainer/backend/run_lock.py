"""One writer per run folder: a lock held for a run's life, and the check ``capo train`` makes before loading.

Two processes training into one ``output_dir`` interleave ``metrics.jsonl`` and remove each other's checkpoints
as unfinished. :class:`RunFolderLock` is an advisory ``flock`` on ``<run>/.capo_run.lock``, taken by the main
process when training starts (:meth:`~.checkpoints.RunCheckpoints.train`) and released when it ends; the file
holds the holder's pid, host and start time for the message a second run gets.

Choices made here:

* **flock, not a pid file**: the kernel drops the lock when its process dies, however it dies, so a stale lock
  cannot block a new run. A run that ends removes the file; a file found unlocked is what a run left when it died,
  and the next run takes it over with one line saying whose it was. flock is per host: a run folder on a network
  file system shared by several hosts is not protected across them (NFS may not honour it); the message then cannot
  name the holder.
* **Only the main process locks**: the other ranks of a distributed run write nothing of their own there.
* **A folder that cannot be written** (a full disk, a read-only mount) stops the run in one line
  (:class:`~agentgym_capo.errors.OutputWriteError`, :mod:`agentgym_capo.output_writes`) when the lock file cannot be
  created or its record written; the lock is then not held and the file is left empty or as it was.
* :func:`check_run_folder` probes the lock (taking and releasing it at once) so that ``capo train`` refuses a
  busy folder in under a second, before the model loads; the real lock is taken when training starts.
"""

from __future__ import annotations

import datetime as _dt
import json
import os
import socket
from pathlib import Path
from types import TracebackType

from agentgym_capo.errors import OutputWriteError, RunFolderBusyError
from agentgym_capo.output_writes import writing

__all__ = ["LOCK_NAME", "RUN_RECORDS", "RunFolderLock", "check_run_folder", "clear_run_records", "run_records"]

#: The lock file in a run folder.
LOCK_NAME = ".capo_run.lock"
#: What a run writes that a second run into the same folder would mix with its own (files, then folder patterns).
RUN_RECORDS = ("metrics.jsonl", "actions.jsonl", "training_curves.png", "checkpoint-*", "partial-checkpoints")


class RunFolderLock:
    """An exclusive, non-blocking lock on a run folder for as long as it is held (module docstring).

    Use as a context manager, or :meth:`acquire` and :meth:`release`.

    Raises:
        RunFolderBusyError: Another live process holds the folder (one line naming it and what to do).
    """

    def __init__(self, folder: str | Path):
        self.path = Path(folder) / LOCK_NAME
        self._file = None
        self._recorded = False
        self.previous_holder: dict | None = None

    def acquire(self, record: bool = True) -> RunFolderLock:
        """Take the lock (module docstring); the previous holder's record, if any, is in :attr:`previous_holder`.

        Args:
            record: Write this process's pid, host and start time into the file (False: a probe, which leaves the
                last holder's record as it was).
        """
        import errno
        import fcntl

        with writing(self.path, "the run folder's lock file"):
            self.path.parent.mkdir(parents=True, exist_ok=True)
            handle = open(self.path, "a+")  # noqa: SIM115 (held open while the lock is held)
        try:
            fcntl.flock(handle.fileno(), fcntl.LOCK_EX | fcntl.LOCK_NB)
        except OSError as error:
            handle.seek(0)
            holder = _parse(handle.read())
            handle.close()
            if error.errno not in (errno.EAGAIN, errno.EWOULDBLOCK, errno.EACCES):  # not "held elsewhere"
                raise
            who = (f"pid {holder.get('pid')} on {holder.get('host')}, started {holder.get('started')}" if holder
                   else "a process that has not written its record yet")
            raise RunFolderBusyError(f"{self.path.parent} is in use by another run ({who}): one run writes to a "
                                     "folder at a time. Wait for it to finish, or give this run another "
                                     "output_dir (--output-dir).") from None
        handle.seek(0)
        self.previous_holder = _parse(handle.read())
        if record:
            if self.previous_holder is not None:
                holder = self.previous_holder
                print(f"{self.path.parent}: taking over the run folder from a run that stopped without releasing "
                      f"it (pid {holder.get('pid')}, started {holder.get('started')}).", flush=True)
            record_text = json.dumps({"pid": os.getpid(), "host": socket.gethostname(),
                                      "started": _dt.datetime.now().isoformat(timespec="seconds")})
            try:
                with writing(self.path, "the run folder's lock file"):
                    handle.seek(0)
                    handle.truncate()
                    data = record_text.encode()
                    while data:  # unbuffered, so that a full disk fails here, once; a short write goes on
                        data = data[os.write(handle.fileno(), data):]
            except OutputWriteError:
                handle.close()  # and with it the lock
                raise
        self._file, self._recorded = handle, record
        return self

    def release(self) -> None:
        """Give the lock up; a holder that recorded itself removes the file first, so a lock file found unlocked
        later is one a run left when it died (:attr:`previous_holder`)."""
        if self._file is not None:
            import fcntl

            if self._recorded:
                self.path.unlink(missing_ok=True)
            fcntl.flock(self._file.fileno(), fcntl.LOCK_UN)
            self._file.close()
            self._file = None

    def __enter__(self) -> RunFolderLock:
        return self.acquire()

    def __exit__(self, kind: type[BaseException] | None, error: BaseException | None,
                 traceback: TracebackType | None) -> None:
        self.release()


def _parse(text: str) -> dict | None:
    try:
        record = json.loads(text)
    except ValueError:
        return None
    return record if isinstance(record, dict) else None


def check_run_folder(folder: str | Path) -> None:
    """Refuse ``folder`` in one line when another live process trains into it (the lock taken and given back).

    Raises:
        RunFolderBusyError: The folder's lock is held.
    """
    if not Path(folder).is_dir():
        return
    RunFolderLock(folder).acquire(record=False).release()


def run_records(folder: str | Path) -> list[str]:
    """The names in ``folder`` that show it holds a run (:data:`RUN_RECORDS`), sorted; [] for none or no folder."""
    root = Path(folder)
    if not root.is_dir():
        return []
    return sorted({path.name for pattern in RUN_RECORDS for path in root.glob(pattern)})


def clear_run_records(folder: str | Path) -> list[str]:
    """Remove what :func:`run_records` finds in ``folder`` (``capo train --overwrite``) and return the names; other
    files (a saved model, the user's own) are left, and a new run's save replaces the model's."""
    import shutil

    names = run_records(folder)
    for name in names:
        path = Path(folder) / name
        shutil.rmtree(path) if path.is_dir() else path.unlink()
    return names
