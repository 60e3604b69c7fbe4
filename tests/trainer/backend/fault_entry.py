"""Entry point of the fault tests: ``capo train ARGS`` with pauses that make a fault land where a test wants it.

Run as ``python fault_entry.py train ...`` (the arguments of ``capo``). Two environment variables, read only
here, pause the run so that a test can signal or kill it at a known point:

* ``CAPO_TEST_PAUSE_AT=save:K``: the save of ``checkpoint-K`` pauses after every file is written and before
  it is marked complete (so a ``kill -9`` then leaves a save that did not finish);
* ``CAPO_TEST_PAUSE_AT=iteration:K``: the iteration that starts at global step ``K`` pauses before its rollout
  (so a signal then arrives mid-iteration).

On reaching the pause the process writes ``CAPO_TEST_PAUSE_FILE`` and sleeps ``CAPO_TEST_PAUSE_SECONDS``
(default 60; a signal handler still runs during the sleep).

``CAPO_TEST_FILE_LIMIT_AT=save:K:BYTES`` instead makes every write past BYTES into one file fail from the save of
``checkpoint-K`` on (``RLIMIT_FSIZE``: the kernel answers ``EFBIG``), a real failed write where a test cannot
mount a small file system.
"""

from __future__ import annotations

import os
import sys
import time
from pathlib import Path


def _pause() -> None:
    Path(os.environ["CAPO_TEST_PAUSE_FILE"]).write_text(str(os.getpid()))
    time.sleep(float(os.environ.get("CAPO_TEST_PAUSE_SECONDS", "60")))


def _install_pause(where: str, step: int) -> None:
    if where == "save":
        from agentgym_capo.trainer.backend import checkpoints

        mark = checkpoints.write_completion_marker

        def mark_after_pause(folder, global_step):
            if global_step == step:
                _pause()
            return mark(folder, global_step)

        checkpoints.write_completion_marker = mark_after_pause
    elif where == "iteration":
        from agentgym_capo.trainer.capo_trainer import CAPOTrainer

        training_step = CAPOTrainer.training_step

        def step_after_pause(self, *args, **kwargs):
            if self.state.global_step == step:
                _pause()
            return training_step(self, *args, **kwargs)

        CAPOTrainer.training_step = step_after_pause
    else:
        raise SystemExit(f"CAPO_TEST_PAUSE_AT: expected save:K or iteration:K, got {where!r}")


def _install_file_limit(step: int, limit: int) -> None:
    import resource
    import signal

    from agentgym_capo.trainer.backend.checkpoints import RunCheckpoints

    save = RunCheckpoints.save

    def save_with_limit(self, run_dir, state, inherited):
        if state.global_step == step:
            signal.signal(signal.SIGXFSZ, signal.SIG_IGN)  # a write past the limit fails instead of killing
            resource.setrlimit(resource.RLIMIT_FSIZE, (limit, resource.getrlimit(resource.RLIMIT_FSIZE)[1]))
        return save(self, run_dir, state, inherited)

    RunCheckpoints.save = save_with_limit


if __name__ == "__main__":
    if os.environ.get("CAPO_TEST_FILE_LIMIT_AT"):
        _, step, limit = os.environ["CAPO_TEST_FILE_LIMIT_AT"].split(":")
        _install_file_limit(int(step), int(limit))
    pause_at = os.environ.get("CAPO_TEST_PAUSE_AT")
    if pause_at:
        where, _, step = pause_at.partition(":")
        _install_pause(where, int(step))
    from agentgym_capo.cli import main

    sys.exit(main(sys.argv[1:]))
