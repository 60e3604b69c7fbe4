"""A clean stop on SIGTERM or SIGINT: finish the iteration, save a checkpoint, stop; a second signal stops at once.

Choices made here:

* The iteration in progress finishes (its rollout and update run to the end): stopping inside it would leave
  nothing a checkpoint can hold. On a slow machine an iteration can take minutes, so a scheduler should
  send its signal that long before it kills (Slurm: ``--signal=TERM@300``).
* The stop is taken in ``on_step_end``, so the Trainer's own save (``control.should_save``) writes the
  checkpoint, through the same atomic path as every other save. Under several processes the ranks agree
  first (any rank signalled stops all of them at the same step); a signal often reaches one rank only.
* A second signal restores the handlers that were there before and raises the signal again: SIGINT then
  becomes Python's ``KeyboardInterrupt``, SIGTERM kills the process with status 143 (128 + 15).
* A signal ignored when training starts (``SIG_IGN``, e.g. SIGINT of a background job of a
  non-interactive shell) stays ignored; handlers are installed only from the main thread (Python allows
  no other), elsewhere training runs as before.
"""

from __future__ import annotations

import signal
import threading
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from typing import Any

from transformers import TrainerCallback

__all__ = ["STOP_SIGNALS", "StopOnSignal", "signal_name"]

#: The signals that ask for a clean stop.
STOP_SIGNALS = (signal.SIGTERM, signal.SIGINT)


def signal_name(signum: int | None) -> str:
    """``"SIGTERM"`` for 15; for None (another process got the signal) ``"a signal to another process"``."""
    return signal.Signals(signum).name if signum is not None else "a signal to another process"


class StopOnSignal(TrainerCallback):
    """Turns the first SIGTERM/SIGINT into "stop after this iteration, with a checkpoint".

    Args:
        save: Whether the stop writes a checkpoint (saving is configured: ``save_strategy`` is not ``"no"``).
        agree: Maps this process's "a signal arrived" to the decision of every process (an all-reduce under
            several processes); the identity in one process.

    Attributes:
        received: The number of the first signal this process got, or None.
        stopped_at: The global step at which training was stopped for a signal (to any process), or None.
    """

    def __init__(self, save: bool, agree: Callable[[bool], bool] = bool):
        """Nothing is installed until :meth:`installed`."""
        self.save, self.agree = save, agree
        self.received: int | None = None
        self.stopped_at: int | None = None
        self._previous: dict[int, Any] = {}

    @contextmanager
    def installed(self) -> Iterator[StopOnSignal]:
        """Inside, the stop signals are handled here; the previous handlers are restored on the way out."""
        if threading.current_thread() is threading.main_thread():
            for signum in STOP_SIGNALS:
                previous = signal.getsignal(signum)
                if previous is signal.SIG_IGN or previous is None:  # ignored, or installed outside Python
                    continue
                self._previous[signum] = previous
                signal.signal(signum, self._handle)
        try:
            yield self
        finally:
            self._restore()

    def _restore(self) -> None:
        for signum, previous in self._previous.items():
            signal.signal(signum, previous)
        self._previous = {}

    def _handle(self, signum: int, frame: Any) -> None:
        if self.received is None:
            self.received = signum
            then = "saving a checkpoint" if self.save else "no checkpoint (save_strategy is 'no')"
            print(f"capo: {signal_name(signum)} received: finishing this iteration, then {then} and stopping; "
                  f"send it again to stop at once.", flush=True)
            return
        print(f"capo: second {signal_name(signum)}: stopping now, without a checkpoint of this iteration.", flush=True)
        self._restore()
        signal.raise_signal(signum)

    def on_step_end(self, args: Any, state: Any, control: Any, **kwargs: Any) -> Any:
        """After each iteration: when any process got a signal, ask the Trainer to save (if configured) and stop."""
        if self.agree(self.received is not None):
            control.should_training_stop = True
            control.should_save = control.should_save or self.save
            self.stopped_at = state.global_step
        return control
