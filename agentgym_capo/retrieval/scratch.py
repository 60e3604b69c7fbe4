"""A private scratch directory that is removed however its process ends, short of a kill.

``tempfile.TemporaryDirectory`` removes its directory when garbage-collected or at interpreter exit through
``atexit``. A ``multiprocessing`` child — a worker of gymnasium's ``AsyncVectorEnv``, a Ray or torch worker —
ends with ``os._exit``, which skips ``atexit``: an index built in such a worker and kept in a per-process
cache left its directory behind, one per worker and run. :class:`ScratchDirectory` also registers a
``multiprocessing`` finalizer, which such a child runs as it ends (and the parent at its exit), and only the
creating process ever deletes the directory, so a forked child cannot remove its parent's files.

A process killed by a signal it does not handle (``SIGKILL``, or ``SIGTERM`` without a handler) still
leaves the directory; the prefix names the owner so such leftovers can be found.
"""

from __future__ import annotations

import os
import shutil
import tempfile
from multiprocessing import util as mp_util


def _remove_if_owner(path: str, owner_pid: int) -> None:
    if os.getpid() == owner_pid:
        shutil.rmtree(path, ignore_errors=True)


class ScratchDirectory:
    """A temporary directory deleted with this object, at process exit, or at a multiprocessing child's exit.

    Args:
        prefix: Start of the directory name (under the system temporary directory).

    Example:
        >>> scratch = ScratchDirectory(prefix="capo_example_")
        >>> os.path.isdir(scratch.name)
        True
        >>> scratch.cleanup()
        >>> os.path.isdir(scratch.name)
        False
    """

    def __init__(self, prefix: str) -> None:
        self.name = tempfile.mkdtemp(prefix=prefix)
        # exitpriority makes multiprocessing run it in `_exit_function`, which both a child's bootstrap
        # and the parent's atexit call; without one it would only run when this object is collected.
        self._finalizer = mp_util.Finalize(self, _remove_if_owner, args=(self.name, os.getpid()), exitpriority=0)

    def cleanup(self) -> None:
        """Delete the directory now (in the creating process; a no-op elsewhere and the second time)."""
        self._finalizer()

    def __repr__(self) -> str:
        return f"ScratchDirectory({self.name!r})"
