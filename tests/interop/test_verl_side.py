"""Run the verl-side tests (tests/interop/verl_side) in .venv-verl, built with verl==0.9.1 by
`bash scripts/install.sh --tests`.

The main environment cannot hold verl (verl 0.9.1 pins transformers < 5.11; our trainer needs 5.17), so verl's
own code is exercised in its own venv, as a verl user installs us: CPU torch, verl, our base install.
"""

from __future__ import annotations

import os
import subprocess
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
VERL_PYTHON = ROOT / ".venv-verl" / "bin" / "python"


@pytest.mark.slow
def test_verl_side_tests_pass_in_the_verl_environment(tiny_model_path):
    assert VERL_PYTHON.exists(), f"{VERL_PYTHON} is missing: `bash scripts/install.sh --tests` builds it."
    env = {**os.environ, "CAPO_TINY_MODEL": tiny_model_path, "OMP_NUM_THREADS": "1", "PYTHONPATH": str(ROOT)}
    result = subprocess.run(
        [str(VERL_PYTHON), "-m", "pytest", "tests/interop/verl_side", "-q", "-p", "no:cacheprovider",
         "--confcutdir=tests/interop/verl_side"],
        cwd=ROOT, env=env, capture_output=True, text=True, timeout=900)
    assert result.returncode == 0, result.stdout[-6000:] + result.stderr[-3000:]
    assert "14 passed" in result.stdout
