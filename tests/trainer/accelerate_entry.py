"""Entry point of the two-process ``accelerate launch`` test: one CAPO iteration on Chain-v0."""

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


def main(out_dir: str, action_mode: str) -> None:
    path = str(tiny_model_dir())
    args = CAPOConfig(output_dir=out_dir, use_cpu=True, bf16=False, gradient_checkpointing=False, report_to="none",
                      max_steps=1, rollout_tasks=4, max_completion_length=6, mini_batch_size=3, max_env_steps=3,
                      learning_rate=1e-3, logging_steps=1, save_strategy="no", disable_tqdm=True,
                      action_mode=action_mode)
    trainer = CAPOTrainer(model=path, args=args, env="capo/LengthBandit-v0")
    trainer.train()
    if trainer.accelerator.is_main_process:
        logs = [e for e in trainer.state.log_history if "actor/pg_loss" in e]
        with open(os.path.join(out_dir, "result.json"), "w") as handle:
            json.dump({"processes": trainer.accelerator.num_processes, "logs": logs}, handle)


if __name__ == "__main__":
    main(sys.argv[1], sys.argv[2])
