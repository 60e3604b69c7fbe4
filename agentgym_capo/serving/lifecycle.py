"""Run a uvicorn server until Ctrl-C or ``SIGTERM``, and let the process end like a normal exit.

uvicorn shuts down gracefully on ``SIGINT``/``SIGTERM`` and then raises the same signal again, so that the
exit status says which signal stopped the server. With ``SIGTERM``'s default disposition that second
signal kills the process on the spot: ``atexit`` handlers and ``multiprocessing`` finalizers never run, and
whatever they would have removed stays (an in-memory BM25 index of every env served leaves its scratch
directory in the system temp folder on every ``kill``, ``docker stop`` or test teardown).
:func:`serve_until_stopped` makes ``SIGTERM`` raise ``SystemExit(143)`` instead (128 + 15, the status a shell
reports for a process ended by ``SIGTERM``), so the interpreter unwinds and exits normally. A handler the
embedding program installed for ``SIGTERM`` is left alone.
"""

from __future__ import annotations

import contextlib
import signal
import socket
import threading
from collections.abc import Iterator, Sequence
from types import FrameType
from typing import Any

#: The exit status of a server stopped by SIGTERM.
SIGTERM_EXIT_STATUS = 128 + signal.SIGTERM


def _exit_on_sigterm(signum: int, frame: FrameType | None) -> None:
    raise SystemExit(SIGTERM_EXIT_STATUS)


@contextlib.contextmanager
def sigterm_exits_cleanly() -> Iterator[None]:
    """Within the block, a ``SIGTERM`` with no handler of the program's own raises ``SystemExit(143)``.

    Only the main thread can install signal handlers; elsewhere the block changes nothing.
    """
    if threading.current_thread() is not threading.main_thread():
        yield
        return
    if signal.getsignal(signal.SIGTERM) is not signal.SIG_DFL:  # the program's own handler (or one not from Python)
        yield
        return
    signal.signal(signal.SIGTERM, _exit_on_sigterm)
    try:
        yield
    finally:
        signal.signal(signal.SIGTERM, signal.SIG_DFL)


def serve_until_stopped(server: Any, sockets: Sequence[socket.socket] | None = None) -> None:
    """Run ``server`` (a ``uvicorn.Server``) until ``SIGINT`` or ``SIGTERM``, which end the process cleanly.

    Args:
        server: The uvicorn server.
        sockets: Already bound sockets to serve on (None: the server's configured host and port).

    Raises:
        SystemExit: With status 143 after a graceful shutdown caused by ``SIGTERM``.
        KeyboardInterrupt: After a graceful shutdown caused by ``SIGINT``.
    """
    with sigterm_exits_cleanly():
        server.run(sockets=list(sockets) if sockets is not None else None)
