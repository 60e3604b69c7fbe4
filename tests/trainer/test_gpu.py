"""GPU-only checks: they run when CUDA is present and skip only when it is absent."""

from __future__ import annotations

import argparse

import pytest
import torch

pytestmark = [pytest.mark.gpu,
              pytest.mark.skipif(not torch.cuda.is_available(), reason="needs a CUDA device")]


def test_capo_eval_moves_the_model_to_cuda(tiny_model_path):
    from agentgym_capo.trainer.commands.eval_cli import _policy_for

    args = argparse.Namespace(base_url=None, model=tiny_model_path, action_mode="generate", max_new_tokens=4)
    policy, _ = _policy_for(args)
    assert next(policy.model.parameters()).device.type == "cuda"


def test_train_check_reads_the_gpu(tiny_model_path):
    from agentgym_capo.trainer.commands.plan_cli import check_train_memory

    plan = check_train_memory({"algo": "capo", "bf16": True}, tiny_model_path)
    total = torch.cuda.get_device_properties(0).total_memory
    assert plan is not None and plan.fits and plan.gpu_memory == pytest.approx(total)
