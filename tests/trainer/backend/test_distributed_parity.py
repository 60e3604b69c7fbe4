"""Two processes under DDP and under FSDP2 train exactly like one process on the same batch (capo, ppo, grpo).

Runs of ``parity_entry.py`` (tiny model, fixed generate-mode rollout split unevenly over the ranks, two PPO
epochs, SGD): one plain process, and one ``accelerate launch --num_processes 2`` that trains with DDP over gloo,
then on accelerate's FSDP2 path (one start-up of the two processes for both). Tolerance: the logged losses agree
to a relative 1e-5 and every trained parameter to an absolute 1e-6 (fp32; the only difference is the order in
which gradient contributions are summed: DDP's all-reduce, FSDP2's reduce-scatter). The parameters move by
> 1e-3 in the update, so the comparison is not vacuous.
"""

from __future__ import annotations

import json
import math
import subprocess
import sys
from pathlib import Path

import pytest
import torch

from tests.trainer.helpers import accelerate_launch, subprocess_env

ALGOS = ("capo", "ppo", "grpo")
ENTRY = Path(__file__).with_name("parity_entry.py")
LOSSES = ("loss", "actor/pg_loss", "actor/kl_loss", "critic/value_loss")


def _run(out: Path, launch: list[str], *extra: str) -> None:
    """Run ``parity_entry.py`` writing to ``out`` under ``launch`` (``[python]`` or an ``accelerate launch``)."""
    out.mkdir(parents=True)
    done = subprocess.run([*launch, str(ENTRY), str(out), *extra], env=subprocess_env(), capture_output=True,
                          text=True, timeout=600)
    assert done.returncode == 0, done.stderr[-4000:]


@pytest.fixture(scope="module")
def single(tmp_path_factory) -> Path:
    out = tmp_path_factory.mktemp("parity") / "single"
    _run(out, [sys.executable])
    return out


def _compare(reference: Path, other: Path, sharded_type: str, tiny_model_path: str, processes: int = 2) -> None:
    from safetensors.torch import load_file

    initial = load_file(str(Path(tiny_model_path) / "model.safetensors"))
    for algo in ALGOS:
        one = json.loads((reference / f"{algo}.json").read_text())
        two = json.loads((other / f"{algo}.json").read_text())
        assert one["processes"] == 1 and two["processes"] == processes
        assert two["sharded"] == sharded_type
        for key in LOSSES:
            if key in one["logs"][0]:
                assert math.isclose(one["logs"][0][key], two["logs"][0][key], rel_tol=1e-5, abs_tol=1e-7), \
                    (algo, key, one["logs"][0][key], two["logs"][0][key])
        state_one = torch.load(reference / f"{algo}.pt")
        state_two = torch.load(other / f"{algo}.pt")
        assert state_one.keys() == state_two.keys()
        assert any(k.startswith("critic.") for k in state_one) == (algo != "grpo")
        for key, value in state_one.items():
            torch.testing.assert_close(state_two[key], value, atol=1e-6, rtol=0, msg=f"{algo} {key}")
        moved = max(float((state_one[f"policy.{k}"] - v).abs().max()) for k, v in initial.items()
                    if f"policy.{k}" in state_one)
        assert moved > 1e-3, f"{algo}: the update did not move the policy ({moved})"


@pytest.fixture(scope="module")
def launched(tmp_path_factory) -> Path:
    """One 2-process launch: DDP into ``plain/``, then FSDP2 into ``fsdp2/``."""
    out = tmp_path_factory.mktemp("parity") / "two"
    _run(out, accelerate_launch(2, "--multi_gpu"), "plain", "fsdp2")
    return out


@pytest.mark.slow
def test_ddp_two_processes_match_one(single, launched, tiny_model_path):
    _compare(single, launched / "plain", "DistributedDataParallel", tiny_model_path)


@pytest.mark.slow
def test_fsdp2_two_processes_match_one(single, launched, tiny_model_path):
    _compare(single, launched / "fsdp2", "FSDPActorCritic", tiny_model_path)
