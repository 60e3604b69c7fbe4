"""Trainer speed: seconds per iteration, phase by phase, of algo=capo vs algo=ppo, and vs TRL's GRPOTrainer.

All three run in one process on the same model, the same env prompts and the same token budget
(``--rows`` completions of ``--tokens`` new tokens per iteration, one optimizer step): CAPO and PPO on
``capo/Chain-v0`` in generate mode (one step per episode with the random tiny model), GRPOTrainer on the
first prompts of the same env as a plain single-turn dataset with a constant reward. Results:
``--output`` (JSON) and its PNG. The first iteration of each trainer is warm-up and excluded.
"""

from __future__ import annotations

import json
import statistics
import time
from pathlib import Path
from typing import Any

import harness


def time_capo(algo: str, model: str, tokenizer, rows: int, tokens: int, iterations: int, out: Path) -> dict:
    """Per-phase seconds per iteration of CAPOTrainer with ``algo``."""
    from agentgym_capo.trainer.capo_trainer import CAPOTrainer
    from agentgym_capo.trainer.config import CAPOConfig

    args = CAPOConfig(output_dir=str(out / algo), algo=algo, use_cpu=True, bf16=False, gradient_checkpointing=False,
                      report_to="none", max_steps=iterations + 1, rollout_tasks=rows, mini_batch_size=rows,
                      max_completion_length=tokens, logging_steps=1, save_strategy="no", disable_tqdm=True,
                      plot_curves=False, max_env_steps=1, micro_batch_tokens=1 << 20,
                      per_device_train_batch_size=rows)
    trainer = CAPOTrainer(model=model, args=args, env="capo/Chain-v0", processing_class=tokenizer)
    trainer.train()
    logs = [e for e in trainer.state.log_history if "time/iteration" in e][1:]
    phases = ("rollout", "prepare", "advantage", "update", "iteration")
    return {p: statistics.mean(e[f"time/{p}"] for e in logs) for p in phases}


def time_grpo(model: str, tokenizer, rows: int, tokens: int, iterations: int, out: Path) -> dict:
    """Seconds per step of TRL's GRPOTrainer with the same generation and update budget."""
    import gymnasium as gym
    from datasets import Dataset
    from transformers import TrainerCallback
    from trl import GRPOConfig, GRPOTrainer

    import agentgym_capo  # noqa: F401

    env = gym.make("capo/Chain-v0")
    prompts = []
    for seed in range(rows):
        _, info = env.reset(seed=seed)
        prompts.append(info["messages"])
    stamps: list[float] = []

    class Stamp(TrainerCallback):
        def on_step_end(self, args, state, control, **kwargs):
            stamps.append(time.perf_counter())

    args = GRPOConfig(output_dir=str(out / "grpo_trl"), use_cpu=True, bf16=False, gradient_checkpointing=False,
                      report_to="none", max_steps=iterations + 1, per_device_train_batch_size=rows,
                      num_generations=2, max_completion_length=tokens, beta=0.001, logging_steps=1,
                      save_strategy="no", disable_tqdm=True)
    trainer = GRPOTrainer(model=model, reward_funcs=[lambda completions, **_: [0.0] * len(completions)], args=args,
                          train_dataset=Dataset.from_dict({"prompt": prompts[: rows // 2] * 8}),
                          processing_class=tokenizer, callbacks=[Stamp()])
    trainer.train()
    gaps = [b - a for a, b in zip(stamps, stamps[1:], strict=False)]
    return {"iteration": statistics.mean(gaps)}


def main() -> None:
    """Run the three trainers and write JSON + PNG."""
    parser = harness.parser(__file__, __doc__, output="trainer_speed.json", output_aliases=("--out",))
    parser.add_argument("--rows", type=int, default=16)
    parser.add_argument("--tokens", type=int, default=24)
    parser.add_argument("--iterations", type=int, default=4)
    parser.add_argument("--model", default="tiny", help="'tiny', 'smollm2' or a model folder.")
    options = parser.parse_args()
    from transformers import AutoTokenizer

    from agentgym_capo.models import smollm2_dir, tiny_model_dir

    model = {"tiny": lambda: str(tiny_model_dir()), "smollm2": lambda: str(smollm2_dir())}.get(
        options.model, lambda: options.model)()
    tokenizer = AutoTokenizer.from_pretrained(model)
    out = options.output.with_suffix(".json")  # --out named it without its suffix
    work = out.parent / "trainer_speed_runs"
    results = {"capo": time_capo("capo", model, tokenizer, options.rows, options.tokens, options.iterations, work),
               "ppo": time_capo("ppo", model, tokenizer, options.rows, options.tokens, options.iterations, work),
               "grpo_trl": time_grpo(model, tokenizer, options.rows, options.tokens, options.iterations, work)}
    results["ratio_capo_over_ppo"] = results["capo"]["iteration"] / results["ppo"]["iteration"]
    results["ratio_capo_over_grpo_trl"] = results["capo"]["iteration"] / results["grpo_trl"]["iteration"]
    payload = harness.record({"options": vars(options), **results}, out, indent=2)
    plot(results, out)
    print(json.dumps(payload, indent=2, default=str))


def plot(results: dict[str, Any], out: Path) -> None:
    """Stacked bars: seconds per phase of CAPO and PPO, TRL GRPO's total beside them."""

    def draw(axis: Any) -> None:
        for index, name in enumerate(("capo", "ppo")):
            bottom = 0.0
            for phase in ("rollout", "prepare", "advantage", "update"):
                axis.bar(index, results[name][phase], bottom=bottom, label=phase if index == 0 else None)
                bottom += results[name][phase]
        axis.bar(2, results["grpo_trl"]["iteration"], color="grey", label="TRL GRPO (total)")
        axis.set_xticks([0, 1, 2], ["CAPOTrainer capo", "CAPOTrainer ppo", "TRL GRPOTrainer"])
        axis.set_ylabel("seconds per iteration")
        axis.legend(fontsize=7)

    harness.figure(out, draw, size=(6, 3.5), dpi=100)


if __name__ == "__main__":
    main()
