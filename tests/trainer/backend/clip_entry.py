"""Entry point of the gradient-clipping test: one capo iteration (separate critic) with both clips active.

Run as ``python clip_entry.py OUT plain`` (one process) or under ``accelerate launch --num_processes 2`` with
``OUT zero2`` or ``OUT zero3`` (DeepSpeed ZeRO-2 or ZeRO-3 over gloo on CPU, one stage per launch so
that one engine's teardown cannot meet the other's, with DeepSpeed's ``gradient_clipping: 1.0`` as
in configs/accelerate/zero*.yaml) or ``OUT fsdp2`` (accelerate's FSDP2 path, forced as in ``parity_entry``).
The fixed rollout of ``parity_entry`` is split over the ranks, so every run trains on the same global batch.
The critic's limit is far below its gradient norm and the actor's limit below its own, so both clips act and
a joint clip would shrink the actor's step. Rank 0 writes ``OUT/<mode>.json`` (the logged norms and rollout
metrics) and ``OUT/<mode>.pt`` (the trained state, gathered).
"""

from __future__ import annotations

import json
import os
import sys

os.environ.setdefault("HF_HUB_OFFLINE", "1")
os.environ.setdefault("TRL_EXPERIMENTAL_SILENCE", "1")

import torch  # noqa: E402
from transformers import AutoTokenizer  # noqa: E402

from agentgym_capo.models import tiny_model_dir  # noqa: E402
from agentgym_capo.trainer.config import CAPOConfig  # noqa: E402
from tests.trainer.backend.launch_exit import exit_now  # noqa: E402
from tests.trainer.backend.parity_entry import (  # noqa: E402
    FixedRolloutTrainer,
    FSDP2Trainer,
    deepspeed_config,
    trained_state,
)

#: Limits: the actor's gradient norm on this batch is ~4.3, the critic's ~4.0
MAX_GRAD_NORM, CRITIC_MAX_GRAD_NORM = 1.0, 0.05


def _train(out_dir: str, name: str, trainer_class: type, **extra) -> None:
    path = str(tiny_model_dir())
    args = CAPOConfig(output_dir=os.path.join(out_dir, name), use_cpu=True, bf16=False, gradient_checkpointing=False,
                      report_to="none", max_steps=1, rollout_tasks=2, group_size=1, mini_batch_size=64,
                      num_iterations=2, micro_batch_tokens=40, per_device_train_batch_size=2, optim="sgd",
                      learning_rate=0.5, critic_learning_rate=0.5, beta=0.0, logging_steps=1, save_strategy="no",
                      disable_tqdm=True, plot_curves=False, seed=0, algo="capo", action_mode="generate",
                      max_grad_norm=MAX_GRAD_NORM, critic_max_grad_norm=CRITIC_MAX_GRAD_NORM, **extra)
    trainer = trainer_class(model=path, args=args, env="capo/Chain-v0",
                            processing_class=AutoTokenizer.from_pretrained(path))
    trainer.train()
    state = trained_state(trainer)
    if trainer.accelerator.is_main_process:
        logs = [e for e in trainer.state.log_history if "actor/grad_norm" in e]
        with open(os.path.join(out_dir, f"{name}.json"), "w") as handle:
            json.dump({"processes": trainer.accelerator.num_processes, "logs": logs,
                       "wrapped": type(trainer.model_wrapped).__name__}, handle)
        torch.save({k.removeprefix("module."): v for k, v in state.items()}, os.path.join(out_dir, f"{name}.pt"))
    trainer.accelerator.wait_for_everyone()
    return trainer


def main(out_dir: str, mode: str) -> None:
    """Modes: plain (one process), zero2, zero3, fsdp2."""
    if mode == "plain":
        _train(out_dir, "plain", FixedRolloutTrainer)
    elif mode in ("zero2", "zero3"):
        # clipping 1.0 as in configs/accelerate/zero*.yaml
        config = {**deepspeed_config(int(mode[-1])), "gradient_clipping": 1.0}
        trainer = _train(out_dir, mode, FixedRolloutTrainer, deepspeed=config)
    else:
        trainer = _train(out_dir, "fsdp2", FSDP2Trainer)
    if mode != "plain":
        trainer.accelerator.end_training()
    exit_now()


if __name__ == "__main__":
    main(*sys.argv[1:])
