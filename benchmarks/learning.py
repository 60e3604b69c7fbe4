"""Learning benchmark: does credit flow back over several steps? CAPO (lambda 1 and < 1), PPO and GRPO.

Runs each (algorithm, action mode, seed) for the same wall-clock budget on ``capo/Chain-v0`` (3 rooms x 3
commands, reward only at the end) with SmolLM2-135M-Instruct, and records the sampled success rate per
iteration against episodes, the policy entropy, the share of GRPO groups with no reward signal, and greedy
success on fixed test episodes before and after. Writes ``<out>.json`` and ``<out>.png``.

CPU time is scarce on shared machines: every knob is a flag. ``--iterations`` gives every algorithm the same
number of episodes (a wall-clock budget alone is unfair when other jobs load the machine unevenly).
Example (what was run is in README.md)::

    python benchmarks/learning.py --algos capo_lam1 capo_lam0 grpo ppo --modes choose --seeds 0 --minutes 3
"""

from __future__ import annotations

import argparse
import json
import os
import time
from pathlib import Path

os.environ.setdefault("HF_HUB_OFFLINE", "1")
os.environ.setdefault("TRL_EXPERIMENTAL_SILENCE", "1")

RUNS = {
    "capo_lam1": dict(algo="capo", lam=1.0),
    "capo_lam0": dict(algo="capo", lam=0.0),
    "capo_lam05": dict(algo="capo", lam=0.5),
    "ppo": dict(algo="ppo", lam=1.0),
    "grpo": dict(algo="grpo", group_size=4, rollout_tasks=8),
}


def run_one(name: str, mode: str, seed: int, minutes: float, eval_episodes: int, out_dir: Path,
            iterations: int | None = None) -> dict:
    """Train one configuration for ``iterations`` (capped at ``minutes``) and return its curve and summary."""
    from transformers import AutoModelForCausalLM, AutoTokenizer, TrainerCallback

    from agentgym_capo.models import smollm2_dir
    from agentgym_capo.trainer.capo_trainer import CAPOTrainer
    from agentgym_capo.trainer.commands.demo import DEMO_DEFAULTS, DEMO_TASKS, _success
    from agentgym_capo.trainer.config import CAPOConfig

    path = str(smollm2_dir())
    tokenizer = AutoTokenizer.from_pretrained(path)
    model = AutoModelForCausalLM.from_pretrained(path, attn_implementation="eager")
    settings = dict(DEMO_DEFAULTS, action_mode=mode, max_completion_length=12, **RUNS[name])
    if iterations is not None:
        settings["max_steps"] = iterations

    class TimeBudget(TrainerCallback):
        start = time.perf_counter()

        def on_step_end(self, args, state, control, **kwargs):
            control.should_training_stop = time.perf_counter() - self.start > minutes * 60
            return control

    run_dir = out_dir / f"{name}-{mode}-s{seed}"
    args = CAPOConfig(output_dir=str(run_dir), seed=seed, disable_tqdm=True, plot_curves=False, **settings)
    trainer = CAPOTrainer(model=model, args=args, env="capo/Chain-v0", processing_class=tokenizer,
                          callbacks=[TimeBudget()])
    greedy = lambda: _success(DEMO_TASKS["chain"], trainer, tokenizer, eval_episodes,  # noqa: E731
                              seed) if mode == "choose" else None
    before = greedy()
    trainer.train()
    after = greedy()
    logs = [e for e in trainer.state.log_history if "rollout/episodes" in e]
    episodes, curve = 0, []
    for entry in logs:
        episodes += entry["rollout/episodes"]
        curve.append({"episodes": episodes, "success": entry.get("rollout/success_rate"),
                      "entropy": entry.get("actor/entropy"),
                      "group_no_signal": entry.get("rollout/group_no_signal_frac")})
    return {"name": name, "mode": mode, "seed": seed, "iterations": len(logs), "episodes": episodes,
            "greedy_success_before": before, "greedy_success_after": after, "curve": curve,
            "seconds_per_iteration": sum(e.get("time/iteration", 0.0) for e in logs) / max(len(logs), 1)}


def plot(results: list[dict], out: Path) -> None:
    """Sampled success vs episodes, one line per run."""
    import matplotlib

    matplotlib.use("Agg")
    import matplotlib.pyplot as plt

    figure, (axis, entropy_axis) = plt.subplots(1, 2, figsize=(12, 4.5))
    colours = {}
    for result in results:
        key = (result["name"], result["mode"])
        colour = colours.setdefault(key, f"C{len(colours)}")
        style = ["-", "--", ":"][result["seed"] % 3]
        label = f"{result['name']} {result['mode']} s{result['seed']}"
        xs = [p["episodes"] for p in result["curve"]]
        axis.plot(xs, [p["success"] for p in result["curve"]], style, color=colour, label=label)
        entropy_axis.plot(xs, [p["entropy"] for p in result["curve"]], style, color=colour, label=label)
    axis.set_xlabel("training episodes")
    axis.set_ylabel("sampled success rate (per iteration)")
    axis.set_title("capo/Chain-v0 (3 rooms x 3 commands), SmolLM2-135M-Instruct")
    axis.legend(fontsize=7)
    entropy_axis.set_xlabel("training episodes")
    entropy_axis.set_ylabel("policy entropy (nats, over listed commands)")
    figure.tight_layout()
    figure.savefig(out, dpi=100)


def main() -> None:
    """Parse flags, run every configuration, write JSON and PNG."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--algos", nargs="+", default=["capo_lam1", "capo_lam0", "ppo", "grpo"], choices=sorted(RUNS))
    parser.add_argument("--modes", nargs="+", default=["choose", "generate"], choices=["choose", "generate"])
    parser.add_argument("--seeds", nargs="+", type=int, default=[0, 1, 2])
    parser.add_argument("--minutes", type=float, default=5.0, help="Wall-clock training budget (cap) per run.")
    parser.add_argument("--iterations", type=int, default=None,
                        help="Iterations per run (equal episodes for every algorithm; --minutes still caps it).")
    parser.add_argument("--eval-episodes", type=int, default=64)
    parser.add_argument("--out", default="benchmarks/results/learning")
    options = parser.parse_args()
    out = Path(options.out)
    out.parent.mkdir(parents=True, exist_ok=True)
    results = []
    for mode in options.modes:  # seeds outermost: a run stopped early still has every algorithm on seed 0
        for seed in options.seeds:
            for name in options.algos:
                result = run_one(name, mode, seed, options.minutes, options.eval_episodes,
                                 out.parent / "learning_runs", options.iterations)
                results.append(result)
                print(json.dumps({k: v for k, v in result.items() if k != "curve"}), flush=True)
                out.with_suffix(".json").write_text(json.dumps({"machine": os.uname().nodename, "cpus": os.cpu_count(),
                                                                "options": vars(options), "results": results},
                                                               indent=2))
                plot(results, out.with_suffix(".png"))


if __name__ == "__main__":
    main()
