"""``StopOnSignal`` on its own: which handlers it installs and restores, and what it asks the Trainer to do.

The whole path (a real ``capo train`` process, SIGTERM, the checkpoint and the resume) is in ``test_faults.py``.
"""

from __future__ import annotations

import os
import signal
import threading

from transformers import TrainerControl, TrainerState

from agentgym_capo.trainer.backend.signals import StopOnSignal


def test_handlers_are_installed_inside_and_restored_after():
    # SIGINT at Python's default handler, as in a foreground process (a background job inherits it ignored,
    # which test_an_ignored_signal_stays_ignored covers)
    outside = signal.signal(signal.SIGINT, signal.default_int_handler)
    try:
        before = {signum: signal.getsignal(signum) for signum in (signal.SIGTERM, signal.SIGINT)}
        stop = StopOnSignal(save=True)
        with stop.installed():
            assert signal.getsignal(signal.SIGTERM) == stop._handle
            assert signal.getsignal(signal.SIGINT) == stop._handle
            os.kill(os.getpid(), signal.SIGTERM)  # handled: the test process lives on
            assert stop.received == signal.SIGTERM
        assert {signum: signal.getsignal(signum) for signum in before} == before
    finally:
        signal.signal(signal.SIGINT, outside)


def test_an_ignored_signal_stays_ignored():
    previous = signal.signal(signal.SIGINT, signal.SIG_IGN)
    try:
        with StopOnSignal(save=True).installed():
            assert signal.getsignal(signal.SIGINT) is signal.SIG_IGN
            assert signal.getsignal(signal.SIGTERM) is not signal.SIG_IGN
    finally:
        signal.signal(signal.SIGINT, previous)


def test_outside_the_main_thread_nothing_is_installed():
    before, seen = signal.getsignal(signal.SIGTERM), []

    def train():
        with StopOnSignal(save=True).installed():
            seen.append(signal.getsignal(signal.SIGTERM))

    thread = threading.Thread(target=train)
    thread.start()
    thread.join()
    assert seen == [before]


def test_a_signal_asks_for_a_save_and_a_stop_at_the_step_end():
    state, control = TrainerState(global_step=3), TrainerControl()
    stop = StopOnSignal(save=True)
    assert not stop.on_step_end(None, state, control).should_training_stop  # no signal: nothing changes
    stop.received = signal.SIGTERM
    control = stop.on_step_end(None, state, control)
    assert control.should_training_stop and control.should_save and stop.stopped_at == 3
    unsaved = StopOnSignal(save=False, agree=lambda flag: True)  # another process was signalled
    control = unsaved.on_step_end(None, state, TrainerControl())
    assert control.should_training_stop and not control.should_save and unsaved.received is None
