"""benchmarks/tiny_learning.py: the skip path without CUDA and a short CPU run's JSON."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest

from tests.trainer.helpers import subprocess_env

ROOT = Path(__file__).resolve().parents[2]
SCRIPT = ROOT / "benchmarks" / "tiny_learning.py"


def _run(tmp_path: Path, *args: str, env: dict[str, str] | None = None) -> dict:
    output = tmp_path / "tiny_learning.json"
    done = subprocess.run([sys.executable, str(SCRIPT), "--output", str(output), *args], capture_output=True,
                          text=True, env=env or subprocess_env(), cwd=ROOT, timeout=300)
    assert done.returncode == 0, done.stderr[-3000:]
    printed = json.loads(done.stdout)  # stdout holds the JSON alone (the demo's progress goes to stderr)
    assert json.loads(output.read_text()) == printed
    return printed


def test_cuda_without_a_gpu_skips_with_exit_0(tmp_path):
    result = _run(tmp_path, "--device", "cuda", env=dict(subprocess_env(), CUDA_VISIBLE_DEVICES=""))
    assert "CUDA" in result["skipped"] and "runs" not in result  # nothing measured; the record says where


@pytest.mark.slow
def test_a_short_cpu_run_records_before_after_and_the_recipe(tmp_path):
    result = _run(tmp_path, "--seeds", "3", "--iterations", "2")
    assert result["device"] == "cpu" and result["iterations"] == 2 and result["learning_rate"] == 1e-2
    before, after = result["before_after"]["3"]
    assert 0.0 <= before <= 1.0 and 0.0 <= after <= 1.0
    run = result["runs"]["3"]
    assert run["task"] == "chain" and run["iterations"] == 2 and run["settings"]["learning_rate"] == 1e-2
    assert run["settings"]["action_mode"] == "choose" and len(run["sampled_success_curve"]) == 2
