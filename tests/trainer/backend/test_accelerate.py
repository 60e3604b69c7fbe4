"""A two-process ``accelerate launch`` run on CPU completes one iteration (choose mode; LoRA policy and critic).

Both scenarios run in one launch (``accelerate_entry.py``, one trainer after the other): one start-up of the two
processes instead of two.
"""

from __future__ import annotations

import json
import subprocess
from pathlib import Path

import pytest

from tests.trainer.helpers import accelerate_launch, subprocess_env

MODES = ("choose", "lora")


@pytest.fixture(scope="module")
def launched(tmp_path_factory, tiny_model_path) -> Path:
    """The folder of one launch that ran every mode, each into ``MODE/``."""
    out = tmp_path_factory.mktemp("accelerate")
    entry = Path(__file__).with_name("accelerate_entry.py")
    command = [*accelerate_launch(2, "--multi_gpu"), str(entry), str(out), *MODES]
    done = subprocess.run(command, env=subprocess_env(), capture_output=True, text=True, timeout=600)
    assert done.returncode == 0, done.stderr[-3000:]
    return out


def _result(launched: Path, mode: str) -> dict:
    return json.loads((launched / mode / "result.json").read_text())


@pytest.mark.slow
def test_two_process_accelerate_launch(launched):
    result = _result(launched, "choose")
    assert result["processes"] == 2
    assert len(result["logs"]) == 1
    assert result["logs"][0]["rollout/episodes"] == 4  # episodes of both processes are counted


@pytest.mark.slow
def test_two_process_lora_critic_stays_in_sync(launched):
    # DDP over the one actor-critic module: both adapters and the head train, identically on both processes,
    # with gradient checkpointing recomputing the critic's blocks under the critic adapter
    result = _result(launched, "lora")
    assert result["processes"] == 2 and len(result["logs"]) == 1
    ranks = [json.loads((launched / "lora" / f"adapters-{rank}.json").read_text()) for rank in (0, 1)]
    assert ranks[0] == ranks[1]
    before, after = ranks[0]["before"], ranks[0]["after"]
    assert all(a != b for a, b in zip(after, before, strict=True))  # policy adapter, critic adapter, value head
