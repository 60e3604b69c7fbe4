"""One writer per run folder: the lock refuses a second live process, and a dead holder's lock is taken over."""

from __future__ import annotations

import json
import signal
import subprocess
import sys
import time

import pytest

from agentgym_capo.errors import RunFolderBusyError
from agentgym_capo.trainer.backend.run_lock import (
    LOCK_NAME,
    RunFolderLock,
    check_run_folder,
    clear_run_records,
    run_records,
)

HOLD = ("import sys, time; from agentgym_capo.trainer.backend.run_lock import RunFolderLock; "
        "lock = RunFolderLock(sys.argv[1]).acquire(); print('held', flush=True); time.sleep(120)")


def _holder(folder):
    process = subprocess.Popen([sys.executable, "-c", HOLD, str(folder)], stdout=subprocess.PIPE, text=True)
    assert process.stdout.readline().strip() == "held"
    return process


def test_a_second_process_is_refused_while_the_first_lives_and_takes_over_after_it_dies(tmp_path):
    holder = _holder(tmp_path)
    try:
        busy = rf"in use by another run \(pid {holder.pid} on .*another output_dir"
        with pytest.raises(RunFolderBusyError, match=busy):
            RunFolderLock(tmp_path).acquire()
        with pytest.raises(RunFolderBusyError):
            check_run_folder(tmp_path)
        assert json.loads((tmp_path / LOCK_NAME).read_text())["pid"] == holder.pid  # a probe rewrites nothing
    finally:
        holder.send_signal(signal.SIGKILL)  # dies holding it: the kernel drops the lock, the file stays
        holder.wait()
    assert (tmp_path / LOCK_NAME).exists()
    with RunFolderLock(tmp_path) as lock:
        assert lock.previous_holder["pid"] == holder.pid
        assert json.loads((tmp_path / LOCK_NAME).read_text())["pid"] != holder.pid
    assert not (tmp_path / LOCK_NAME).exists()  # a run that ends removes its lock file
    with RunFolderLock(tmp_path) as lock:
        assert lock.previous_holder is None


def test_run_records_are_what_a_second_run_would_mix_with(tmp_path):
    assert run_records(tmp_path / "missing") == []
    (tmp_path / "metrics.jsonl").write_text("{}\n")
    (tmp_path / "checkpoint-2").mkdir()
    (tmp_path / "model.safetensors").write_text("weights")
    assert run_records(tmp_path) == ["checkpoint-2", "metrics.jsonl"]
    assert clear_run_records(tmp_path) == ["checkpoint-2", "metrics.jsonl"]
    assert run_records(tmp_path) == [] and (tmp_path / "model.safetensors").exists()


@pytest.mark.slow
def test_two_capo_train_processes_never_share_a_folder(tmp_path, tiny_model_path):
    from tests.trainer.helpers import subprocess_env

    out = tmp_path / "run"
    command = [sys.executable, "-m", "agentgym_capo.cli", "train", "--env", "capo/Chain-v0", "--model",
               tiny_model_path, "--max-steps", "3", "--output-dir", str(out), "--threads", "1",
               *[item for pair in (("--set", s) for s in (
                   "rollout_tasks=2", "mini_batch_size=2", "max_env_steps=2", "save_strategy=no", "report_to=none",
                   "use_cpu=true", "bf16=false", "disable_tqdm=true",
                   "max_unparsed_action_frac=null")) for item in pair]]  # the random model writes no Chain command
    env = subprocess_env()
    first = subprocess.Popen(command, env=env, stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True)
    deadline = time.time() + 120
    while not (out / LOCK_NAME).exists():
        assert first.poll() is None and time.time() < deadline, first.stdout.read()
        time.sleep(0.1)
    began = time.perf_counter()
    second = subprocess.run(command, env=env, capture_output=True, text=True, timeout=120)
    refused_in = time.perf_counter() - began
    assert second.returncode == 2 and f"pid {first.pid}" in second.stderr and "Traceback" not in second.stderr
    assert len(second.stderr.strip().splitlines()) == 1 and refused_in < 5  # before torch and the model load
    assert first.wait(timeout=300) == 0, first.stdout.read()
    steps = [json.loads(line).get("step") for line in (out / "metrics.jsonl").read_text().splitlines()]
    assert [s for s in steps if s is not None] == sorted(s for s in steps if s is not None)  # one writer
    again = subprocess.run(command, env=env, capture_output=True, text=True, timeout=120)
    assert again.returncode == 2 and "already holds a run" in again.stderr and "--overwrite" in again.stderr
