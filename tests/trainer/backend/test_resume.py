"""Which checkpoint a resume uses (``backend/resume.py``): complete folders only, run folders and ``latest``.

Pure file-system checks on hand-made folders (no model), plus ``capo train --resume`` refusing a bad target in
one line before torch is imported.
"""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest

from agentgym_capo.errors import CheckpointError, ConfigError
from agentgym_capo.trainer.backend.resume import (
    COMPLETION_MARKER,
    STAGING_FOLDER,
    checkpoint_bytes,
    checkpoint_step,
    complete_checkpoints,
    incomplete_reason,
    is_complete,
    latest_complete_checkpoint,
    publish_checkpoint,
    resolve_checkpoint,
    write_completion_marker,
)
from tests.trainer.helpers import subprocess_env


def _checkpoint(folder: Path, step: int, complete: bool = True) -> Path:
    """A checkpoint-like folder: trainer_state.json, a weights file, a nested critic file; marked if complete."""
    folder.mkdir(parents=True)
    (folder / "trainer_state.json").write_text(json.dumps({"global_step": step}))
    (folder / "model.safetensors").write_bytes(b"w" * 100)
    (folder / "critic").mkdir()
    (folder / "critic" / "model.safetensors").write_bytes(b"c" * 50)
    if complete:
        write_completion_marker(folder, step)
    return folder


def test_checkpoint_step_reads_only_checkpoint_names():
    assert checkpoint_step("runs/x/checkpoint-12") == 12
    assert [checkpoint_step(n) for n in ("checkpoint-", "checkpoint-3.tmp", "tmp-checkpoint-3", "run")] == [None] * 4


def test_marker_lists_every_file_and_its_size(tmp_path):
    folder = _checkpoint(tmp_path / "checkpoint-4", 4)
    marker = json.loads((folder / COMPLETION_MARKER).read_text())
    assert marker == {"global_step": 4, "files": {"critic/model.safetensors": 50, "model.safetensors": 100,
                                                  "trainer_state.json": len(json.dumps({"global_step": 4}))}}
    assert is_complete(folder) and checkpoint_bytes(folder) == 150 + len(json.dumps({"global_step": 4}))


@pytest.mark.parametrize(("damage", "reason"), [
    (lambda f: (f / COMPLETION_MARKER).unlink(), "no checkpoint_complete.json (its save did not finish"),
    (lambda f: (f / "model.safetensors").write_bytes(b"w" * 10), "model.safetensors has 10 bytes, 100 were written"),
    (lambda f: (f / "critic" / "model.safetensors").unlink(), "critic/model.safetensors is missing"),
    (lambda f: (f / COMPLETION_MARKER).write_text("{\"files\": [1"), "checkpoint_complete.json is unreadable"),
    (lambda f: (f / COMPLETION_MARKER).write_text(json.dumps({"files": {"model.safetensors": 100}})),
     "lists no trainer_state.json"),
])
def test_a_damaged_checkpoint_is_incomplete(tmp_path, damage, reason):
    folder = _checkpoint(tmp_path / "checkpoint-2", 2)
    damage(folder)
    assert not is_complete(folder)
    assert reason in incomplete_reason(folder)


def test_only_complete_checkpoint_folders_count_oldest_first(tmp_path):
    run = tmp_path / "run"
    for step in (2, 9, 10):
        _checkpoint(run / f"checkpoint-{step}", step)
    _checkpoint(run / "checkpoint-11", 11, complete=False)  # written in place and cut off
    _checkpoint(run / STAGING_FOLDER / "checkpoint-12", 12)  # staged, never published
    (run / "checkpoint-13").write_text("a file, not a folder")
    assert [p.name for p in complete_checkpoints(run)] == ["checkpoint-2", "checkpoint-9", "checkpoint-10"]
    assert latest_complete_checkpoint(run) == run / "checkpoint-10"
    assert latest_complete_checkpoint(tmp_path / "missing") is None


def test_transformers_never_sees_the_staging_folder(tmp_path):
    """transformers' rotation globs ``checkpoint-*`` and its resume looks for ``^checkpoint-\\d+$``."""
    from transformers.trainer_utils import get_last_checkpoint, sort_checkpoints

    run = tmp_path / "run"
    _checkpoint(run / "checkpoint-1", 1)
    _checkpoint(run / STAGING_FOLDER / "checkpoint-2", 2, complete=False)
    assert get_last_checkpoint(str(run)) == str(run / "checkpoint-1")
    assert sort_checkpoints(str(run)) == [str(run / "checkpoint-1")]


def test_publish_replaces_an_older_folder_of_the_same_step(tmp_path):
    run = tmp_path / "run"
    old = _checkpoint(run / "checkpoint-3", 3)
    (old / "stale.bin").write_bytes(b"old")
    staged = _checkpoint(run / STAGING_FOLDER / "checkpoint-3", 3)
    publish_checkpoint(staged, run / "checkpoint-3")
    assert not staged.exists() and not (old / "stale.bin").exists() and is_complete(run / "checkpoint-3")
    assert list((run / STAGING_FOLDER).iterdir()) == []  # the replaced folder was deleted


def _command(path: Path) -> str:
    return f"capo train --config c.yaml --resume {path}"


def test_resolve_accepts_a_checkpoint_a_run_folder_and_latest(tmp_path):
    run = tmp_path / "run"
    _checkpoint(run / "checkpoint-1", 1)
    _checkpoint(run / "checkpoint-2", 2)
    _checkpoint(run / "checkpoint-3", 3, complete=False)
    assert resolve_checkpoint(run / "checkpoint-1", run) == run / "checkpoint-1"
    assert resolve_checkpoint(str(run), tmp_path / "elsewhere") == run / "checkpoint-2"
    assert resolve_checkpoint("latest", run) == run / "checkpoint-2"


@pytest.mark.parametrize(("target", "expected"), [
    ("checkpoint-3", "Cannot resume from {run}/checkpoint-3: it is not a complete checkpoint (no "
                     "checkpoint_complete.json"),
    (f"{STAGING_FOLDER}/checkpoint-4", "it is not a complete checkpoint (no checkpoint_complete.json"),
    ("checkpoint-7", "expected a checkpoint folder, a run folder or 'latest'; found no such path."),
    ("notes.txt", "found a file."),
])
def test_resolve_names_the_last_complete_checkpoint_and_the_command(tmp_path, target, expected):
    run = tmp_path / "run"
    _checkpoint(run / "checkpoint-2", 2)
    _checkpoint(run / "checkpoint-3", 3, complete=False)
    _checkpoint(run / STAGING_FOLDER / "checkpoint-4", 4, complete=False)
    (run / "notes.txt").write_text("")
    with pytest.raises(CheckpointError) as error:
        resolve_checkpoint(run / target, run, _command)
    message = str(error.value)
    assert expected.format(run=run) in message and "\n" not in message
    assert message.endswith(f"The last complete checkpoint is {run}/checkpoint-2; resume with: "
                            f"capo train --config c.yaml --resume {run}/checkpoint-2")
    assert isinstance(error.value, ConfigError)  # callers catching config errors catch these too


def test_resolve_without_any_complete_checkpoint_says_to_start_again(tmp_path):
    run = tmp_path / "run"
    _checkpoint(run / "checkpoint-1", 1, complete=False)
    with pytest.raises(CheckpointError, match=r"holds only incomplete: checkpoint-1 \(no checkpoint_complete"):
        resolve_checkpoint(run, run)
    with pytest.raises(CheckpointError, match="start the run again without resuming"):
        resolve_checkpoint(run, run)
    with pytest.raises(CheckpointError, match=rf"Cannot resume from 'latest'.*but {tmp_path}/new does not exist"):
        resolve_checkpoint("latest", tmp_path / "new")


def test_capo_train_refuses_a_bad_resume_before_importing_torch(tmp_path, tiny_model_path):
    """One line, the last complete checkpoint and the user's command in it, and torch was never imported."""
    run = tmp_path / "run"
    _checkpoint(run / "checkpoint-5", 5)
    _checkpoint(run / "checkpoint-6", 6, complete=False)
    argv = ["train", "--env", "capo/Chain-v0", "--model", tiny_model_path, "--output-dir", str(run),
            "--set", "learning_rate=1e-4", "--resume", str(run / "checkpoint-6")]
    code = ("import sys; from agentgym_capo.cli import main; status = main(sys.argv[1:]); "
            "print('torch imported' if 'torch' in sys.modules else 'torch not imported'); sys.exit(status)")
    done = subprocess.run([sys.executable, "-c", code, *argv], env=subprocess_env(), capture_output=True,
                          text=True, timeout=120, check=False)
    assert done.returncode == 2, done.stderr
    assert done.stdout.strip() == "torch not imported"
    error = done.stderr.strip()
    assert "\n" not in error and "Traceback" not in error
    assert error.startswith(f"capo: error: Cannot resume from {run}/checkpoint-6: it is not a complete checkpoint")
    assert error.endswith(f"resume with: capo train --env capo/Chain-v0 --model {tiny_model_path} --output-dir "
                          f"{run} --set learning_rate=1e-4 --resume {run}/checkpoint-5")
