"""A run that survives faults and says so: real ``capo train`` processes, real ``kill -9`` and real signals.

Each test drives ``fault_entry.py`` (``capo train`` with a pause at a chosen save or iteration) on the tiny
model and ``capo/Chain-v0``: a kill during a save leaves no ``checkpoint-N`` and a resume from the run folder
takes the last complete one; SIGTERM finishes the iteration, saves, prints the resume command and exits 143;
a second signal stops at once.
"""

from __future__ import annotations

import json
import os
import shlex
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest

from agentgym_capo.trainer.backend.resume import STAGING_FOLDER, is_complete
from tests.trainer.helpers import subprocess_env

ENTRY = Path(__file__).with_name("fault_entry.py")
SETTINGS = ("use_cpu=true", "bf16=false", "gradient_checkpointing=false", "report_to=none", "rollout_tasks=2",
            "mini_batch_size=2", "max_completion_length=4", "max_env_steps=2", "logging_steps=1",
            "save_strategy=steps", "disable_tqdm=true", "plot_curves=false")


def _argv(model: str, run: Path, max_steps: int, save_steps: int) -> list[str]:
    argv = ["train", "--env", "capo/Chain-v0", "--model", model, "--output-dir", str(run), "--max-steps",
            str(max_steps), "--seed", "0"]
    for item in (*SETTINGS, f"save_steps={save_steps}"):
        argv += ["--set", item]
    return argv


def _start(argv: list[str], tmp_path: Path, pause_at: str | None = None, seconds: float = 60.0) -> subprocess.Popen:
    env = subprocess_env()
    if pause_at:
        env.update(CAPO_TEST_PAUSE_AT=pause_at, CAPO_TEST_PAUSE_FILE=str(tmp_path / "paused"),
                   CAPO_TEST_PAUSE_SECONDS=str(seconds))
    # SIGINT at its default, as a foreground command has it: a suite started from a background job inherits it
    # ignored, and the trainer (rightly) leaves an ignored signal ignored (backend/signals.py)
    return subprocess.Popen([sys.executable, str(ENTRY), *argv], env=env, stdout=subprocess.PIPE,
                            stderr=subprocess.STDOUT, text=True,
                            preexec_fn=lambda: signal.signal(signal.SIGINT, signal.SIG_DFL))


def _wait_for_pause(process: subprocess.Popen, tmp_path: Path) -> None:
    deadline = time.monotonic() + 180
    while not (tmp_path / "paused").exists():
        assert process.poll() is None, process.stdout.read()[-4000:]
        assert time.monotonic() < deadline, "the run never reached its pause"
        time.sleep(0.1)


def _run(argv: list[str]) -> subprocess.CompletedProcess:
    return subprocess.run([sys.executable, str(ENTRY), *argv], env=subprocess_env(), stdout=subprocess.PIPE,
                          stderr=subprocess.STDOUT, text=True, timeout=300, check=False)


def _iteration_steps(run: Path) -> list[int]:
    rows = [json.loads(line) for line in (run / "metrics.jsonl").read_text().splitlines()]
    return [row["step"] for row in rows if "rollout/episodes" in row]


@pytest.mark.slow  # 18-35 s on the loaded 2 cores (capo train processes)
def test_kill_during_a_save_leaves_no_checkpoint_and_the_run_folder_resumes(tmp_path, tiny_model_path):
    from transformers.trainer_utils import get_last_checkpoint

    run = tmp_path / "run"
    process = _start(_argv(tiny_model_path, run, max_steps=3, save_steps=1), tmp_path, pause_at="save:2")
    _wait_for_pause(process, tmp_path)
    process.kill()  # SIGKILL: no handler, no cleanup
    process.communicate(timeout=60)
    staged = run / STAGING_FOLDER / "checkpoint-2"
    assert (staged / "trainer_state.json").exists() and (staged / "model.safetensors").exists()
    assert not is_complete(staged)  # every file written, but the save never finished
    assert not (run / "checkpoint-2").exists() and is_complete(run / "checkpoint-1")
    assert get_last_checkpoint(str(run)) == str(run / "checkpoint-1")
    assert _iteration_steps(run) == [1, 2]  # step 2 was logged before its save began

    done = _run([*_argv(tiny_model_path, run, max_steps=3, save_steps=1), "--resume", str(run)])
    assert done.returncode == 0, done.stdout[-4000:]
    assert f"capo train: resuming from {run}/checkpoint-1\n" in done.stdout
    assert ("capo: dropped 1 row of metrics.jsonl (step 2) and 2 rows of actions.jsonl (iteration 1): logged "
            "after checkpoint-1 (step 1)") in done.stdout
    assert (f"capo: removed checkpoint-2 from {run / STAGING_FOLDER}: saves that did not finish (they were "
            "interrupted before they were marked complete, and were never used).") in done.stdout
    assert _iteration_steps(run) == [1, 2, 3]
    assert not (run / STAGING_FOLDER).exists()
    # save_total_limit's default (2) kept the two newest
    assert sorted(p.name for p in run.glob("checkpoint-*")) == ["checkpoint-2", "checkpoint-3"]
    assert all(is_complete(run / name) for name in ("checkpoint-2", "checkpoint-3"))
    size_line = next(line for line in done.stdout.splitlines() if " MB on disk" in line)
    assert size_line.startswith("capo: checkpoint-2 takes ") and size_line.endswith(
        "save_total_limit=2 keeps the newest 2 (about " + f"{2 * float(size_line.split()[3]):.1f} MB).")


@pytest.mark.slow  # 18-35 s on the loaded 2 cores (capo train processes)
def test_sigterm_finishes_the_iteration_saves_and_says_how_to_resume(tmp_path, tiny_model_path):
    run = tmp_path / "run"
    argv = _argv(tiny_model_path, run, max_steps=5, save_steps=100)  # no checkpoint unless the stop writes one
    process = _start(argv, tmp_path, pause_at="iteration:1", seconds=2.0)
    _wait_for_pause(process, tmp_path)
    process.send_signal(signal.SIGTERM)
    output, _ = process.communicate(timeout=120)
    assert process.returncode == 128 + signal.SIGTERM, output[-4000:]
    assert "capo: SIGTERM received: finishing this iteration, then saving a checkpoint and stopping" in output
    checkpoint = run / "checkpoint-2"
    last = output.strip().splitlines()[-1]
    prefix = f"capo: stopped by SIGTERM after iteration 2 of 5; checkpoint {checkpoint}; resume with: capo train "
    assert last.startswith(prefix) and last.endswith(f"--resume {checkpoint}"), last
    assert is_complete(checkpoint) and "saved to" not in output
    assert _iteration_steps(run) == [1, 2]

    command = shlex.split(last.split("resume with: ", 1)[1])
    assert command[:2] == ["capo", "train"]
    done = _run([*command[1:], "--max-steps", "3"])  # the printed command, one more iteration
    assert done.returncode == 0, done.stdout[-4000:]
    assert _iteration_steps(run) == [1, 2, 3] and f"saved to {run}" in done.stdout


@pytest.mark.slow  # 18-35 s on the loaded 2 cores (capo train processes)
def test_a_second_signal_stops_at_once(tmp_path, tiny_model_path):
    run = tmp_path / "run"
    process = _start(_argv(tiny_model_path, run, max_steps=5, save_steps=100), tmp_path, pause_at="iteration:1")
    _wait_for_pause(process, tmp_path)
    os.kill(process.pid, signal.SIGINT)
    for line in process.stdout:  # the first one is handled (and announced) before the second is sent
        if "SIGINT received: finishing this iteration" in line:
            break
    os.kill(process.pid, signal.SIGINT)
    output, _ = process.communicate(timeout=60)
    assert "capo: second SIGINT: stopping now, without a checkpoint of this iteration." in output
    assert "capo: interrupted" in output and process.returncode == 128 + signal.SIGINT  # KeyboardInterrupt
    assert not list(run.glob("checkpoint-*")) and _iteration_steps(run) == [1]
