"""A full disk during a save stops ``capo train`` in one line, removes the unfinished save, and the run resumes.

The run folder lies on a real 100 MB tmpfs, which holds ``checkpoint-1`` (about 80 MB) but not ``checkpoint-2``
(the kernel answers ``ENOSPC``); growing the tmpfs then makes room for the resume. Where the test cannot mount
(not root, or no mount namespace rights), the same save instead meets ``RLIMIT_FSIZE`` from ``checkpoint-2`` on
(``EFBIG``, :mod:`.fault_entry`): a real failed write through the same code path.
"""

from __future__ import annotations

import contextlib
import os
import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path

import pytest

from agentgym_capo.trainer.backend.resume import STAGING_FOLDER, is_complete
from agentgym_capo.trainer.backend.run_lock import LOCK_NAME, RunFolderLock
from tests.trainer.backend.test_faults import ENTRY, _argv, _iteration_steps
from tests.trainer.helpers import accelerate_launch, subprocess_env


def _mount(folder: Path, megabytes: int, remount: bool = False) -> bool:
    options = f"{'remount,' if remount else ''}size={megabytes}m"
    return os.geteuid() == 0 and subprocess.run(["mount", "-t", "tmpfs", "-o", options, "tmpfs", str(folder)],
                                                capture_output=True).returncode == 0


@contextlib.contextmanager
def _disk_full_at_checkpoint_2(folder: Path) -> Iterator[tuple[dict, object]]:
    """The environment of a run that meets a full disk at its second save, and a function that makes room."""
    folder.mkdir()
    env = subprocess_env()
    mounted = _mount(folder, 100)
    if not mounted:
        env["CAPO_TEST_FILE_LIMIT_AT"] = "save:2:1000000"
    try:
        yield env, (lambda: _mount(folder, 400, remount=True)) if mounted else (
            lambda: env.pop("CAPO_TEST_FILE_LIMIT_AT"))
    finally:
        if mounted:
            subprocess.run(["umount", "-l", str(folder)], check=False)


@pytest.mark.slow  # 30-50 s on the loaded 2 cores (two capo train processes)
def test_a_full_disk_during_a_save_stops_in_one_line_and_the_run_resumes(tmp_path, tiny_model_path):
    run = tmp_path / "disk" / "run"
    argv = [*_argv(tiny_model_path, run, max_steps=3, save_steps=1), "--set", "plot_curves=true"]
    with _disk_full_at_checkpoint_2(tmp_path / "disk") as (env, make_room):
        failed = subprocess.run([sys.executable, str(ENTRY), *argv], env=env, capture_output=True, text=True,
                                timeout=300)
        assert failed.returncode == 2 and "Traceback" not in failed.stderr, failed.stderr[-4000:]
        errors = [line for line in failed.stderr.splitlines() if line.startswith("capo: error:")]
        assert len(errors) == 1 and errors[0] == failed.stderr.strip().splitlines()[-1]
        assert errors[0].startswith(f"capo: error: could not write checkpoint-2 to {run / STAGING_FOLDER}/checkpoint-2")
        assert ("No space left on device" in errors[0] or "File too large" in errors[0]) and (
            "The unfinished save was removed." in errors[0])
        assert f"last complete checkpoint: {run}/checkpoint-1; once it can be written, resume with: " in errors[0]
        assert not (run / STAGING_FOLDER).exists() and is_complete(run / "checkpoint-1")
        assert not [path for path in run.rglob("*") if path.is_file() and path.stat().st_size == 0]
        assert not (run / "training_curves.png").exists()  # not attempted once the folder is known unwritable
        assert _iteration_steps(run) == [1, 2]

        assert make_room() is not False
        resumed = subprocess.run([sys.executable, str(ENTRY), *argv, "--resume", "latest"], env=env,
                                 capture_output=True, text=True, timeout=300)
        assert resumed.returncode == 0, resumed.stderr[-4000:]
        assert f"capo train: resuming from {run}/checkpoint-1" in resumed.stdout
        assert "died" not in resumed.stdout + resumed.stderr
        assert _iteration_steps(run) == [1, 2, 3] and is_complete(run / "checkpoint-3")
        assert (run / "training_curves.png").stat().st_size > 0


@pytest.mark.slow  # ~20 s: a 2-process launch
def test_a_full_disk_in_a_two_process_run_stops_it_with_the_main_process_line(tmp_path, tiny_model_path):
    """DDP on gloo: the main process writes the checkpoint and stops in its one line; the other rank, left in the
    save's barrier, ends when the main process does (the launcher's own report follows: not a hang)."""
    run = tmp_path / "disk" / "run"
    argv = _argv(tiny_model_path, run, max_steps=3, save_steps=1)
    with _disk_full_at_checkpoint_2(tmp_path / "disk") as (env, _):
        failed = subprocess.run([*accelerate_launch(2, "--multi_gpu"), str(ENTRY), *argv], env=env,
                                capture_output=True, text=True, timeout=300)
        errors = [line for line in failed.stderr.splitlines() if line.startswith("capo: error:")]
        assert failed.returncode != 0 and len(errors) == 1, failed.stderr[-4000:]
        assert errors[0].startswith(
            f"capo: error: could not write checkpoint-2 to {run / STAGING_FOLDER}/checkpoint-2")
        assert f"last complete checkpoint: {run}/checkpoint-1" in errors[0]
        assert not (run / STAGING_FOLDER).exists() and is_complete(run / "checkpoint-1")
        assert _iteration_steps(run) == [1, 2]


TAKE_LOCK = """
import resource, signal, sys
from agentgym_capo.errors import OutputWriteError
from agentgym_capo.trainer.backend.run_lock import RunFolderLock
if sys.argv[2] == "limit":  # no tmpfs: the kernel's file-size limit refuses the record instead (EFBIG)
    signal.signal(signal.SIGXFSZ, signal.SIG_IGN)
    resource.setrlimit(resource.RLIMIT_FSIZE, (0, 0))
try:
    RunFolderLock(sys.argv[1]).acquire()
except OutputWriteError as error:
    print(error)
"""


def test_a_full_disk_when_the_lock_is_taken_stops_in_one_line_and_leaves_no_lock(tmp_path):
    folder = tmp_path / "disk"
    folder.mkdir()
    mounted = _mount(folder, 1)
    try:
        if mounted:
            with (folder / "filler").open("wb") as filler, contextlib.suppress(OSError):
                while True:
                    filler.write(b"\0" * 65536)
                    filler.flush()
        taken = subprocess.run([sys.executable, "-c", TAKE_LOCK, str(folder / "run"), "tmpfs" if mounted else "limit"],
                               env=subprocess_env(), capture_output=True, text=True, timeout=120)
        assert taken.returncode == 0 and "Traceback" not in taken.stderr, taken.stderr[-3000:]
        message = taken.stdout.strip()
        assert message.startswith(f"could not write the run folder's lock file to {folder / 'run' / LOCK_NAME}: ")
        assert ("No space left on device" in message) if mounted else ("File too large" in message)
        (folder / "filler").unlink(missing_ok=True)
        lock = RunFolderLock(folder / "run").acquire()  # the failed holder left no lock and no record behind
        assert lock.previous_holder is None
        lock.release()
    finally:
        if mounted:
            subprocess.run(["umount", "-l", str(folder)], check=False)
