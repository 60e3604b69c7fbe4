"""scripts/gpu_throughput.sh, the lent GPU's prepared script: its commands run as written (a CPU dry run)."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest

from tests.trainer.helpers import subprocess_env

ROOT = Path(__file__).resolve().parents[2]


@pytest.mark.slow
def test_the_gpu_script_runs_its_commands_and_writes_a_json_per_run(tmp_path):
    env = {**subprocess_env(), "DRY_RUN": "1", "OUT": str(tmp_path), "RUNS": "demo,decoding",
           "PYTHON": sys.executable}
    done = subprocess.run(["bash", "scripts/gpu_throughput.sh"], capture_output=True, text=True, env=env, cwd=ROOT,
                          timeout=600)
    assert done.returncode == 0, done.stdout[-2000:] + done.stderr[-2000:]
    assert "throughput demo exit 0" in done.stdout and "decoding exit 0" in done.stdout
    assert "webshop" not in done.stdout  # RUNS picks the runs
    demo = json.loads((tmp_path / "throughput_dry_demo.json").read_text())
    assert demo["dry_run"] and set(demo["layouts"]) == {"by_length", "packed"} and demo["warmup"] == 1
    assert "rollout_profile" in demo["shapes"]["demo"] and "pass_profile" in demo["shapes"]["demo"]
    decoding = json.loads((tmp_path / "gpu_decoding_dry.json").read_text())
    engines = set(decoding["by_rows"][0]["engines"])
    assert {"continuous_slots", "continuous_compiled"} <= engines
