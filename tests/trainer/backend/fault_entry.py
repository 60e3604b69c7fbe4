"""Entry point of the fault tests: ``capo train ARGS`` with pauses that make a fault land where a test wants it.

Run as ``python fault_entry.py train ...`` (the arguments of ``capo``). Two environment variables, read only
here, pause the run so that a test can signal or kill it at a known point:

* ``CAPO_TEST_PAUSE_AT=save:K``: the save of ``checkpoint-K`` pauses after every file is written and before
  it is marked complete (so a ``kill -9`` then leaves a save that did not finish);
* ``CAPO_TEST_PAUSE_AT=iteration:K``: the iteration that starts at global step ``K`` pauses before its rollout
  (so a signal then arrives mid-iteration).

On reaching the pause the process writes ``CAPO_TEST_PAUSE_FILE`` and sleeps ``CAPO_TEST_PAUSE_SECONDS``
(default 60; a signal handler still runs during the sleep).
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


if __name__ == "__main__":
    pause_at = os.environ.get("CAPO_TEST_PAUSE_AT")
    if pause_at:
        where, _, step = pause_at.partition(":")
        _install_pause(where, int(step))
    from agentgym_capo.cli import main

    sys.exit(main(sys.argv[1:]))
