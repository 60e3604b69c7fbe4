"""benchmarks/dispatch_bound.py, the GPU-like regime on the CPU: its cases run and its counters hold the targets."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest

from tests.trainer.helpers import subprocess_env

ROOT = Path(__file__).resolve().parents[2]


@pytest.mark.slow
def test_the_dispatch_bound_shape_counts_operations_and_host_reads_per_forward(tmp_path):
    output = tmp_path / "dispatch.json"
    done = subprocess.run([sys.executable, "benchmarks/dispatch_bound.py", "--rows", "3", "--new-tokens", "6",
                           "--threads", "1", "--output", str(output)],
                          capture_output=True, text=True, env=subprocess_env(), cwd=ROOT, timeout=600)
    assert done.returncode == 0, done.stdout[-2000:] + done.stderr[-2000:]
    result = json.loads(output.read_text())
    cases = result["cases"]
    assert set(cases) == {"trainer_continuous", "trainer_rounds", "engine_continuous", "engine_generate"}
    assert result["model"]["layout"] == "qwen3-1.7b" and result["rows"] == 3
    for case in cases.values():
        assert case["forwards"] > 0 and case["generated_tokens"] > 0 and case["operations_per_forward"] > 100
        assert case["ms_per_forward"] >= case["backbone_ms_per_forward"] > 0
    # the continuous engine reads the device once per decoding step (the sampled tokens); inside the trainer
    # the rollout adds reads only where rows join or leave
    assert cases["engine_continuous"]["host_reads_per_forward"] <= 1.0
    assert cases["trainer_continuous"]["host_reads_per_forward"] < cases["trainer_rounds"]["host_reads_per_forward"]
    assert output.with_suffix(".png").exists()
