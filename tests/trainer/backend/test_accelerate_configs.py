"""configs/accelerate/*.yaml load with accelerate's own config loader and say what docs/training.md promises."""

from __future__ import annotations

from pathlib import Path

import pytest
from accelerate.commands.config.config_args import load_config_from_file
from accelerate.utils import DistributedType

CONFIGS = Path(__file__).resolve().parents[3] / "configs" / "accelerate"


@pytest.mark.parametrize(("name", "kind", "check"), [
    ("ddp", DistributedType.MULTI_GPU, lambda c: not c.fsdp_config and not c.deepspeed_config),
    ("fsdp", DistributedType.FSDP,
     lambda c: c.fsdp_config["fsdp_version"] == 2 and c.fsdp_config["fsdp_reshard_after_forward"] is True),
    # DeepSpeed's own clipping off: it would clip actor and critic together (the trainer clips each itself)
    ("zero2", DistributedType.DEEPSPEED,
     lambda c: c.deepspeed_config["zero_stage"] == 2 and c.deepspeed_config["gradient_clipping"] == 0.0),
    ("zero3", DistributedType.DEEPSPEED,
     lambda c: c.deepspeed_config["zero_stage"] == 3 and c.deepspeed_config["gradient_clipping"] == 0.0),
])
def test_accelerate_config_loads(name, kind, check):
    config = load_config_from_file(str(CONFIGS / f"{name}.yaml"))
    assert config.distributed_type == kind and config.mixed_precision == "bf16" and config.num_processes == 8
    assert check(config)
    # every file's header names the launch command that docs/training.md gives
    assert f"--config_file configs/accelerate/{name}.yaml" in (CONFIGS / f"{name}.yaml").read_text()
