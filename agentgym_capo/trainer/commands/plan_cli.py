"""The memory plan on the command line: ``capo plan`` (a table per strategy) and the check ``capo train`` runs.

Its own module because these are the plan's two faces to a user, and what they add to the estimator
(:mod:`.memory_plan`) is about the run, not the arithmetic: the table and its verdict (:func:`format_plan`),
which strategy the running ``accelerate launch`` uses (:func:`launched_strategy`), the GPU memory of this machine,
and the one-line refusal of a run that cannot fit (:func:`check_train_memory`, called by ``capo train`` before
it builds the trainer: :mod:`.train_cli`).
"""

from __future__ import annotations

import argparse
import os
from collections.abc import Mapping
from typing import Any

from agentgym_capo.errors import ConfigError
from agentgym_capo.trainer.commands.config_file import load_config_file
from agentgym_capo.trainer.commands.memory_plan import (
    GB,
    STRATEGIES,
    MemoryPlan,
    PlanInputs,
    cheapest_fit,
    plan_all,
    plan_memory,
)
from agentgym_capo.trainer.commands.memory_shapes import ModelShape, model_shape, shipped_shapes

__all__ = ["check_train_memory", "format_plan", "launched_strategy", "register"]


def format_plan(model: ModelShape, plans: list[MemoryPlan], gpus: int) -> str:
    """A table of GB per GPU: one row per component, one column per strategy, and the verdict."""
    names = list(plans[0].components)
    width = max(len(n) for n in names) + 2
    lines = [f"{model.name}: {model.params / 1e9:.2f}B parameters, {gpus} GPU(s) of "
             f"{plans[0].gpu_memory / GB:.0f} GB (GB per GPU)",
             "".ljust(width) + "".join(f"{p.strategy:>10}" for p in plans)]
    for name in names:
        lines.append(name.ljust(width) + "".join(f"{p.components[name] / GB:>10.1f}" for p in plans))
    lines.append("total".ljust(width) + "".join(f"{p.total / GB:>10.1f}" for p in plans))
    lines.append("fits".ljust(width) + "".join(f"{'yes' if p.fits else 'no':>10}" for p in plans))
    lines.extend(dict.fromkeys(problem for p in plans for problem in p.problems))  # each once, in order
    best = cheapest_fit(plans)
    if best:
        lines.append(f"cheapest that fits: {best.strategy} ({STRATEGIES[best.strategy].description})")
    elif any(p.problems for p in plans):
        lines.append("no strategy fits: fix what the line above says first")
    else:
        lines.append("no strategy fits: use more GPUs, gradient_checkpointing, a smaller micro_batch_tokens, "
                     "or a lower vllm_gpu_memory_utilization")
    return "\n".join(lines)


def launched_strategy(environ: Mapping[str, str] = os.environ) -> str:
    """The strategy of the running ``accelerate launch`` (from the variables accelerate sets)."""
    if environ.get("ACCELERATE_USE_DEEPSPEED", "").lower() == "true":
        return "zero3" if environ.get("ACCELERATE_DEEPSPEED_ZERO_STAGE", "") == "3" else "zero2"
    if environ.get("ACCELERATE_USE_FSDP", "").lower() == "true":
        mode = environ.get("FSDP_SHARDING_STRATEGY", "FULL_SHARD").upper()
        reshard = environ.get("FSDP_RESHARD_AFTER_FORWARD", "true").lower()
        if mode in ("NO_SHARD", "3"):
            return "ddp"
        return "zero2" if mode in ("SHARD_GRAD_OP", "2") or reshard == "false" else "zero3"
    return "ddp"


def check_train_memory(settings: Mapping[str, Any], model: str, *, gpus: int | None = None,
                       gpu_memory_gb: float | None = None, strategy: str | None = None) -> MemoryPlan | None:
    """Refuse (``ConfigError``, one line) a training run whose plan cannot fit the GPUs it runs on.

    Called by ``capo train`` before the trainer is built. The GPU memory is the detected device's, or
    ``CAPO_GPU_MEMORY_GB``; without a GPU and without that variable nothing is checked (CPU runs use RAM).
    """
    if gpu_memory_gb is None:
        gpu_memory_gb = _detected_gpu_memory_gb()
        if gpu_memory_gb is None:
            return None
    gpus = gpus or int(os.environ.get("WORLD_SIZE", "1"))
    strategy = strategy or launched_strategy()
    inputs = PlanInputs.from_settings(settings)
    if settings.get("peft_config"):
        strategy = "lora"
    shape = model_shape(model, inputs.lora_rank)
    plan = plan_memory(shape, inputs, gpus=gpus, gpu_memory_gb=gpu_memory_gb, strategy=strategy)
    if plan.fits:
        return plan
    if plan.problems:
        raise ConfigError(f"Memory plan: {plan.problems[0]} (details: capo plan CONFIG --gpus {gpus}).")
    best = cheapest_fit(plan_all(shape, inputs, gpus=gpus, gpu_memory_gb=gpu_memory_gb))
    fix = (f"launch with configs/accelerate/{best.strategy}.yaml ({best.total / GB:.0f} GB per GPU)"
           if best and best.strategy != "lora" else
           "set peft_config (LoRA) with critic_mode: lora, or use more GPUs" if best else
           "use more GPUs, gradient_checkpointing: true or a smaller micro_batch_tokens")
    raise ConfigError(f"Memory plan: {plan.total / GB:.0f} GB per GPU under {strategy} on {gpus} GPU(s) exceeds "
                      f"{gpu_memory_gb:.0f} GB; {fix} (details: capo plan CONFIG --gpus {gpus}).")


def _detected_gpu_memory_gb() -> float | None:
    if os.environ.get("CAPO_GPU_MEMORY_GB"):
        return float(os.environ["CAPO_GPU_MEMORY_GB"])
    import torch

    if not torch.cuda.is_available():
        return None
    return torch.cuda.get_device_properties(0).total_memory / GB


def _run_plan(args: argparse.Namespace) -> int:
    settings = load_config_file(args.config)
    model = args.model or settings.get("model")
    if not model:
        raise ConfigError("capo plan needs --model (folder, config.json or shipped shape) or `model:` in CONFIG.")
    inputs = PlanInputs.from_settings(settings)
    shape = model_shape(model, inputs.lora_rank)
    plans = plan_all(shape, inputs, gpus=args.gpus, gpu_memory_gb=args.gpu_memory, overhead_gb=args.overhead)
    print(format_plan(shape, plans, args.gpus))
    return 0 if cheapest_fit(plans) else 1


def register(subparsers: argparse._SubParsersAction) -> None:
    """Add ``capo plan``."""
    plan = subparsers.add_parser("plan", help="Per-GPU memory of a training config under each sharding strategy.")
    plan.add_argument("config", help="Training config (YAML/JSON, as for capo train --config).")
    plan.add_argument("--model", help="Model folder, config.json, or a shipped shape: "
                      + ", ".join(shipped_shapes()) + ".")
    plan.add_argument("--gpus", type=int, default=1, help="GPUs (training processes).")
    plan.add_argument("--gpu-memory", dest="gpu_memory", type=float, default=80.0, help="GB per GPU.")
    plan.add_argument("--overhead", type=float, default=2.0, help="GB per GPU for the CUDA context and NCCL.")
    plan.set_defaults(func=_run_plan)

