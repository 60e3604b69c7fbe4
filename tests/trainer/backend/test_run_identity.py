"""A checkpoint keeps the identity of the run that saved it, and a resume that would change it is refused."""

from __future__ import annotations

import json
import subprocess
import sys
from types import SimpleNamespace

import pytest

from agentgym_capo.errors import CheckpointError
from agentgym_capo.trainer.backend.run_identity import IDENTITY_FIELDS, check_resume_identity, run_identity


def test_a_changed_identity_is_refused_naming_every_change(tmp_path):
    config = SimpleNamespace(**{**dict.fromkeys(IDENTITY_FIELDS), "algo": "capo"})
    saved = run_identity(config, "capo/Chain-v0")
    (tmp_path / "capo_state.json").write_text(json.dumps({"task_schedule": {}, "identity": saved}))
    check_resume_identity(tmp_path, saved, "x")  # the same run: resumes
    moved = run_identity(SimpleNamespace(**{**vars(config), "algo": "ppo"}), "capo/Relay-v0")
    with pytest.raises(CheckpointError, match=r"algo: 'capo' -> 'ppo'; env_id: 'capo/Chain-v0' -> 'capo/Relay-v0'"):
        check_resume_identity(tmp_path, moved, "another folder")
    (tmp_path / "capo_state.json").write_text(json.dumps({"task_schedule": {}}))  # saved before identities
    check_resume_identity(tmp_path, moved, "x")


@pytest.mark.slow
def test_capo_train_refuses_a_resume_as_another_algo_or_env_before_the_model_loads(tmp_path, tiny_model_path):
    from tests.trainer.helpers import subprocess_env

    out, env = tmp_path / "run", subprocess_env()
    sets = ["rollout_tasks=2", "mini_batch_size=2", "max_env_steps=2", "report_to=none", "use_cpu=true", "bf16=false",
            "disable_tqdm=true", "save_strategy=steps", "save_steps=1"]
    base = [sys.executable, "-m", "agentgym_capo.cli", "train", "--model", tiny_model_path, "--output-dir", str(out),
            "--threads", "1", *[item for s in sets for item in ("--set", s)]]
    first = subprocess.run([*base, "--env", "capo/Chain-v0", "--max-steps", "1"], env=env, capture_output=True,
                           text=True, timeout=600)
    assert first.returncode == 0, first.stderr[-3000:]
    state = json.loads((out / "checkpoint-1" / "capo_state.json").read_text())
    assert state["identity"]["algo"] == "capo" and state["identity"]["env_id"] == "capo/Chain-v0"
    for change, says in ((["--env", "capo/Chain-v0", "--algo", "ppo"], "algo: 'capo' -> 'ppo'"),
                         (["--env", "capo/Relay-v0"], "env_id: 'capo/Chain-v0' -> 'capo/Relay-v0'")):
        done = subprocess.run([*base, *change, "--max-steps", "2", "--resume", "latest"], env=env,
                              capture_output=True, text=True, timeout=600)
        assert done.returncode == 2 and says in done.stderr and "Traceback" not in done.stderr, done.stderr[-2000:]
        assert "Loading weights" not in done.stderr + done.stdout  # refused before the model loads
    resumed = subprocess.run([*base, "--env", "capo/Chain-v0", "--max-steps", "2", "--resume", "latest", "--set",
                              "learning_rate=1e-5"], env=env, capture_output=True, text=True, timeout=600)
    assert resumed.returncode == 0, resumed.stderr[-3000:]  # a step size may change
    assert (out / "checkpoint-2").is_dir()
