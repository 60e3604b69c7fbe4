"""A two-process ``accelerate launch`` run on CPU completes one iteration (choose mode; LoRA policy and critic)."""

from __future__ import annotations

import json
import subprocess
from pathlib import Path

import pytest

from tests.trainer.helpers import accelerate_launch, subprocess_env


def _launch(tmp_path: Path, mode: str) -> dict:
    entry = Path(__file__).with_name("accelerate_entry.py")
    command = [*accelerate_launch(2, "--multi_gpu"), str(entry), str(tmp_path), mode]
    done = subprocess.run(command, env=subprocess_env(), capture_output=True, text=True, timeout=420)
    assert done.returncode == 0, done.stderr[-3000:]
    return json.loads((tmp_path / "result.json").read_text())


@pytest.mark.slow
def test_two_process_accelerate_launch(tmp_path, tiny_model_path):
    result = _launch(tmp_path, "choose")
    assert result["processes"] == 2
    assert len(result["logs"]) == 1
    assert result["logs"][0]["rollout/episodes"] == 4  # episodes of both processes are counted


@pytest.mark.slow
def test_two_process_lora_critic_stays_in_sync(tmp_path, tiny_model_path):
    # DDP over the one actor-critic module: both adapters and the head train, identically on both processes,
    # with gradient checkpointing recomputing the critic's blocks under the critic adapter
    result = _launch(tmp_path, "lora")
    assert result["processes"] == 2 and len(result["logs"]) == 1
    ranks = [json.loads((tmp_path / f"adapters-{rank}.json").read_text()) for rank in (0, 1)]
    assert ranks[0] == ranks[1]
    before, after = ranks[0]["before"], ranks[0]["after"]
    assert all(a != b for a, b in zip(after, before, strict=True))  # policy adapter, critic adapter, value head
