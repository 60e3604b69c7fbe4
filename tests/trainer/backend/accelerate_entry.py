"""Entry point of the two-process ``accelerate launch`` test: one CAPO iteration on LengthBandit-v0 (Chain-v0 with
a reward bonus in ``lora`` mode).

Run as ``accelerate_entry.py OUT MODE...``: each mode trains its own trainer, one after the other in this one
launch (one process start-up for all), into ``OUT/MODE``. Modes: ``generate``, ``choose``, or ``lora`` (generate
with a LoRA policy, ``critic_mode="lora"`` and gradient checkpointing; each process writes checksums of both
adapters before and after the iteration).
"""

from __future__ import annotations

import json
import os
import sys

os.environ.setdefault("HF_HUB_OFFLINE", "1")
os.environ.setdefault("TRL_EXPERIMENTAL_SILENCE", "1")

import agentgym_capo  # noqa: E402,F401
from agentgym_capo.models import tiny_model_dir  # noqa: E402
from agentgym_capo.trainer.capo_trainer import CAPOTrainer  # noqa: E402
from agentgym_capo.trainer.config import CAPOConfig  # noqa: E402
from tests.trainer.backend.launch_exit import exit_now  # noqa: E402


def _adapter_checksums(trainer: CAPOTrainer) -> list[float]:
    ac = trainer.actor_critic
    return [float(sum(p.double().sum() for p in params))
            for params in (ac.policy_parameters(), ac._critic_adapter_parameters(), list(ac.value_head.parameters()))]


def train(out_dir: str, action_mode: str) -> CAPOTrainer:
    """One iteration in ``action_mode``; rank 0 writes ``result.json``, every rank its adapters in ``lora`` mode."""
    os.makedirs(out_dir, exist_ok=True)
    path = str(tiny_model_dir())
    lora = action_mode == "lora"
    args = CAPOConfig(output_dir=out_dir, use_cpu=True, bf16=False, gradient_checkpointing=lora, report_to="none",
                      max_steps=1, rollout_tasks=4, max_completion_length=6, mini_batch_size=3, max_env_steps=3,
                      learning_rate=1e-3, logging_steps=1, save_strategy="no", disable_tqdm=True,
                      action_mode="generate" if lora else action_mode, critic_mode="lora" if lora else "separate",
                      critic_learning_rate=1e-3, weight_decay=0.0 if lora else None)
    peft_config = None
    if lora:
        from peft import LoraConfig

        peft_config = LoraConfig(r=4, lora_alpha=8, target_modules=["q_proj", "v_proj"], lora_dropout=0.0)
    env = "capo/LengthBandit-v0"
    if lora:  # rewards that vary between sampled actions, so the value loss is not 0
        from tests.trainer.helpers import chain_factory

        env = chain_factory()
    trainer = CAPOTrainer(model=path, args=args, env=env, peft_config=peft_config)
    before = _adapter_checksums(trainer) if lora else None
    trainer.train()
    if lora:
        rank = trainer.accelerator.process_index
        with open(os.path.join(out_dir, f"adapters-{rank}.json"), "w") as handle:
            json.dump({"before": before, "after": _adapter_checksums(trainer)}, handle)
    if trainer.accelerator.is_main_process:
        logs = [e for e in trainer.state.log_history if "actor/pg_loss" in e]
        with open(os.path.join(out_dir, "result.json"), "w") as handle:
            json.dump({"processes": trainer.accelerator.num_processes, "logs": logs}, handle)
    trainer.accelerator.wait_for_everyone()
    return trainer


def main(out_dir: str, *modes: str) -> None:
    for mode in modes:
        trainer = train(os.path.join(out_dir, mode), mode)
    trainer.accelerator.end_training()  # leave the process group together (as `capo train` does)
    exit_now()


if __name__ == "__main__":
    main(*sys.argv[1:])
