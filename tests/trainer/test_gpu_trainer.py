"""GPU-only checks of the trainer core: bf16 on CUDA and DeepSpeed ZeRO-2/3 parity (skipped only without CUDA).

Not run on the CPU machines of this project; the CPU suite covers the same code paths it can reach (DDP and
FSDP2 parity in test_distributed_parity.py, fp32 log-probs in test_precision.py).
"""

from __future__ import annotations

import math
import sys

import pytest
import torch

from tests.trainer.backend.test_distributed_parity import _compare, _run
from tests.trainer.helpers import accelerate_launch

pytestmark = [pytest.mark.gpu, pytest.mark.slow,
              pytest.mark.skipif(not torch.cuda.is_available(), reason="needs CUDA")]


def test_bf16_on_cuda_trains_with_an_fp32_ratio(tmp_path, tiny_model_path, tiny_tokenizer):
    from agentgym_capo.trainer.capo_trainer import CAPOTrainer
    from tests.trainer.helpers import chain_factory, tiny_config

    args = tiny_config(tmp_path, algo="capo", use_cpu=False, bf16=True, max_steps=1, num_iterations=2)
    trainer = CAPOTrainer(model=tiny_model_path, args=args, env=chain_factory(), processing_class=tiny_tokenizer)
    assert trainer.accelerator.device.type == "cuda"
    trainer.train()
    (log,) = [e for e in trainer.state.log_history if "actor/pg_loss" in e]
    assert math.isfinite(log["loss"]) and math.isfinite(log["critic/value_loss"])
    assert 0.0 <= log["actor/logratio_noise_floor"] < 1e-3  # fp32 head: bf16 noise stays below CAPO's epsilon


@pytest.mark.parametrize("stage", [2, 3])
def test_deepspeed_zero_matches_one_gpu(tmp_path, tiny_model_path, stage):
    processes = min(2, torch.cuda.device_count())
    _run(tmp_path / "gpu", [sys.executable], "gpu")
    _run(tmp_path / f"zero{stage}", accelerate_launch(processes, "--use_deepspeed"), f"zero{stage}")
    _compare(tmp_path / "gpu", tmp_path / f"zero{stage}", "DeepSpeedEngine", tiny_model_path, processes=processes)
