"""A two-process ``accelerate launch`` run on CPU completes one iteration."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest


@pytest.mark.slow
def test_two_process_accelerate_launch(tmp_path, tiny_model_path):
    entry = Path(__file__).with_name("accelerate_entry.py")
    env = dict(os.environ, HF_HUB_OFFLINE="1", TRL_EXPERIMENTAL_SILENCE="1", OMP_NUM_THREADS="1",
               PYTHONPATH=str(Path(__file__).resolve().parents[2]))
    command = [sys.executable, "-m", "accelerate.commands.launch", "--multi_gpu", "--num_processes", "2",
               "--num_machines", "1", "--mixed_precision", "no", "--dynamo_backend", "no",
               str(entry), str(tmp_path), "choose"]
    done = subprocess.run(command, env=env, capture_output=True, text=True, timeout=420)
    assert done.returncode == 0, done.stderr[-3000:]
    result = json.loads((tmp_path / "result.json").read_text())
    assert result["processes"] == 2
    assert len(result["logs"]) == 1
    assert result["logs"][0]["rollout/episodes"] == 4  # episodes of both processes are counted
