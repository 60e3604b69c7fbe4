"""Divergence stops a run in one line before a NaN step or NaN weights are applied or saved."""

from __future__ import annotations

import subprocess
import sys

import pytest
import torch

from agentgym_capo.errors import TrainingDivergedError
from agentgym_capo.trainer.backend.divergence import check_finite_norm, check_finite_parameters, nonfinite_parameters


def test_non_finite_norms_and_parameters_are_named():
    check_finite_norm("actor", 3.5)
    with pytest.raises(TrainingDivergedError, match="the critic's gradient norm is nan"):
        check_finite_norm("critic", float("nan"))
    model = torch.nn.Sequential(torch.nn.Linear(2, 2), torch.nn.Linear(2, 2))
    model[0].bias.requires_grad_(False)
    assert nonfinite_parameters(model.named_parameters()) == []
    with torch.no_grad():
        model[1].weight[0, 0] = float("inf")
        model[0].bias[0] = float("nan")  # frozen: not the run's to check
    assert nonfinite_parameters(model.named_parameters()) == ["1.weight"]
    check_finite_parameters([])
    with pytest.raises(TrainingDivergedError, match=r"1 trainable parameters hold NaN or inf .*\(1.weight\)"):
        check_finite_parameters(["1.weight"])


@pytest.mark.slow
def test_a_diverging_run_stops_in_one_line_and_keeps_its_last_good_checkpoint(tmp_path, tiny_model_path):
    from safetensors.torch import load_file

    from tests.trainer.helpers import subprocess_env

    out = tmp_path / "run"
    sets = ["rollout_tasks=2", "mini_batch_size=2", "max_env_steps=2", "report_to=none", "use_cpu=true", "bf16=false",
            "disable_tqdm=true", "learning_rate=1e30", "critic_learning_rate=1e30", "save_strategy=steps",
            "save_steps=1"]
    command = [sys.executable, "-m", "agentgym_capo.cli", "train", "--env", "capo/Chain-v0", "--model", tiny_model_path,
               "--max-steps", "4", "--output-dir", str(out), "--threads", "1",
               *[item for s in sets for item in ("--set", s)]]
    done = subprocess.run(command, env=subprocess_env(), capture_output=True, text=True, timeout=600)
    assert done.returncode == 2 and "Traceback" not in done.stderr, done.stderr[-3000:]
    error = [line for line in done.stderr.splitlines() if line.startswith("capo: error:")]
    assert len(error) == 1 and "training diverged" in error[0] and "last complete checkpoint" in error[0]
    saved = sorted(out.glob("checkpoint-*"))
    assert saved and f"last complete checkpoint: {saved[-1]}" in error[0]
    for checkpoint in saved:  # nothing non-finite was ever saved
        for path in checkpoint.rglob("*.safetensors"):
            assert all(bool(torch.isfinite(t).all()) for t in load_file(path).values()), path
