"""``capo demo``: CAPO visibly learning a multi-step text task on a CPU in about five minutes.

The task is ``capo/Chain-v0`` (3 rooms, 3 listed commands each, reward only for reaching the last room, a
wrong command ends the episode), the model SmolLM2-135M-Instruct (converted offline on first use), the
policy an action-set ("choose") policy over the listed commands. Settings follow what was measured to
learn on these machines (PLATFORM §5): step-level credit with lambda = 0 (the paper's lambda = 1 gives no
signal while successes are rare), gamma = 1, choice temperature 2, only the top 4 layers trained (policy
and critic), the frozen 26 cached once per row and run in bf16 autocast where the CPU supports it, the rest
in bf16 autocast too (``bf16=True``), no KL term (saves the reference model's forward pass). About 4-6 s per
iteration of 32 episodes on 2 cores. Greedy success on 64 fixed test episodes is measured before and after;
the curves land in ``<output>/training_curves.png``. Measured runs: ``benchmarks/results/demo_cpu.json``.
"""

from __future__ import annotations

import json
import os
import time
from pathlib import Path
from typing import Any

__all__ = ["DEMO_DEFAULTS", "run_demo"]

DEMO_DEFAULTS: dict[str, Any] = dict(
    algo="capo", action_mode="choose", lam=0.0, gamma=1.0, choose_temperature=2.0, trainable_layers=4,
    learning_rate=1e-4, critic_learning_rate=1e-4, beta=0.0, rollout_tasks=32, mini_batch_size=128,
    num_iterations=1, micro_batch_tokens=16384, per_device_train_batch_size=64, lr_scheduler_type="constant",
    max_steps=400, logging_steps=1, save_strategy="no", use_cpu=True, bf16=True, gradient_checkpointing=False,
    report_to="none", max_env_steps=6,
)


def _greedy_success(model: Any, tokenizer: Any, episodes: int, seed: int) -> float:
    from agentgym_capo.trainer.evaluate import evaluate_policy
    from agentgym_capo.trainer.policies import ChoosePolicy
    from agentgym_capo.trainer.trunk_cache import make_split

    model.eval()
    split = make_split(model, DEMO_DEFAULTS["trainable_layers"])
    policy = ChoosePolicy(model, tokenizer, greedy=True, token_budget=16384, split=split)
    result = evaluate_policy("capo/Chain-v0", policy, tokenizer, episodes=episodes, seeds=(seed,), split="test")
    model.train()
    return result.per_seed[0]["success_rate"]


def run_demo(output_dir: str = "capo_demo", minutes: float = 5.0, seed: int = 0, eval_episodes: int = 64,
             model_path: str | None = None) -> dict[str, Any]:
    """Train CAPO on Chain-v0 for ``minutes`` and report greedy success before and after."""
    os.environ.setdefault("HF_HUB_OFFLINE", "1")
    os.environ.setdefault("TRL_EXPERIMENTAL_SILENCE", "1")
    import torch
    from transformers import AutoModelForCausalLM, AutoTokenizer, TrainerCallback

    from agentgym_capo.models import smollm2_dir
    from agentgym_capo.trainer.capo_trainer import CAPOTrainer
    from agentgym_capo.trainer.config import CAPOConfig

    torch.set_num_threads(max(1, os.cpu_count() or 1))
    path = model_path or str(smollm2_dir())
    tokenizer = AutoTokenizer.from_pretrained(path)
    model = AutoModelForCausalLM.from_pretrained(path, attn_implementation="eager")
    before = _greedy_success(model, tokenizer, eval_episodes, seed)
    print(f"greedy success before training: {before:.3f}")

    class TimeBudget(TrainerCallback):
        def __init__(self) -> None:
            self.start = time.perf_counter()

        def on_step_end(self, args, state, control, **kwargs):
            if time.perf_counter() - self.start > minutes * 60:
                control.should_training_stop = True
            return control

    args = CAPOConfig(output_dir=output_dir, seed=seed, **DEMO_DEFAULTS)
    trainer = CAPOTrainer(model=model, args=args, env="capo/Chain-v0", processing_class=tokenizer,
                          callbacks=[TimeBudget()])
    start = time.perf_counter()
    trainer.train()
    seconds = time.perf_counter() - start
    after = _greedy_success(trainer.model, tokenizer, eval_episodes, seed)
    logs = [e for e in trainer.state.log_history if "time/iteration" in e]
    phases = {key: sum(e[key] for e in logs) / max(len(logs), 1) for key in
              ("time/rollout", "time/prepare", "time/update", "time/iteration") if logs and key in logs[0]}
    summary = {"greedy_success_before": before, "greedy_success_after": after, "train_seconds": seconds,
               "seconds_per_iteration": phases,
               "sampled_success_curve": [e.get("rollout/success_rate") for e in logs],
               "iterations": trainer.state.global_step, "episodes": trainer.state.global_step * args.rollout_tasks,
               "eval_episodes": eval_episodes, "seed": seed, "settings": DEMO_DEFAULTS,
               "curves": str(Path(output_dir) / "training_curves.png")}
    Path(output_dir).mkdir(parents=True, exist_ok=True)
    (Path(output_dir) / "demo_summary.json").write_text(json.dumps(summary, indent=2))
    print(f"greedy success after {seconds / 60:.1f} min ({summary['iterations']} iterations): {after:.3f}")
    print(f"curves: {summary['curves']}")
    return summary
