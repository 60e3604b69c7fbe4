"""Learning benchmark: does credit flow back over several steps? CAPO (lambda 1 and < 1), PPO and GRPO.

Runs each (algorithm, action mode, seed) for the same wall-clock budget on ``capo/Chain-v0`` (3 rooms x 3
commands, reward only at the end) with SmolLM2-135M-Instruct, and records the sampled success rate per
iteration against episodes, the policy entropy, the share of GRPO groups with no reward signal, and greedy
success on fixed test episodes before and after. Writes ``--output`` (JSON) and its PNG.

CPU time is scarce on shared machines: every knob is a flag. ``--iterations`` gives every algorithm the same
number of episodes (a wall-clock budget alone is unfair when other jobs load the machine unevenly).
Example (what was run is in README.md)::

    python benchmarks/learning.py --algos capo_lam1 capo_lam0 grpo ppo --modes choose --seeds 0 --minutes 3
"""

from __future__ import annotations

import json
import time
from pathlib import Path
from typing import Any

import harness

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
    runs = {f"{r['name']} {r['mode']} s{r['seed']}": r for r in results}
    colours: dict[tuple[str, str], str] = {}
    styles = {label: {"color": colours.setdefault((r["name"], r["mode"]), f"C{len(colours)}"),
                      "linestyle": ["-", "--", ":"][r["seed"] % 3]} for label, r in runs.items()}
    curves = {label: r["curve"] for label, r in runs.items()}

    def draw(axes: Any) -> None:
        for axis, key, ylabel in ((axes[0], "success", "sampled success rate (per iteration)"),
                                  (axes[1], "entropy", "policy entropy (nats, over listed commands)")):
            harness.lines(axis, {label: ([p["episodes"] for p in curve], [p[key] for p in curve])
                                 for label, curve in curves.items()}, styles=styles, marker=None,
                          xlabel="training episodes", ylabel=ylabel, legend=axis is axes[0], legend_size=7)
        axes[0].set_title("capo/Chain-v0 (3 rooms x 3 commands), SmolLM2-135M-Instruct")

    harness.figure(out, draw, panels=2, size=(12, 4.5), dpi=100)


def main() -> None:
    """Parse flags, run every configuration, write JSON and PNG."""
    parser = harness.parser(__file__, __doc__, output="learning.json", output_aliases=("--out",))
    parser.add_argument("--algos", nargs="+", default=["capo_lam1", "capo_lam0", "ppo", "grpo"], choices=sorted(RUNS))
    parser.add_argument("--modes", nargs="+", default=["choose", "generate"], choices=["choose", "generate"])
    parser.add_argument("--seeds", nargs="+", type=int, default=[0, 1, 2])
    parser.add_argument("--minutes", type=float, default=5.0, help="Wall-clock training budget (cap) per run.")
    parser.add_argument("--iterations", type=int, default=None,
                        help="Iterations per run (equal episodes for every algorithm; --minutes still caps it).")
    parser.add_argument("--eval-episodes", type=int, default=64)
    options = parser.parse_args()
    out = options.output.with_suffix(".json")  # --out named it without its suffix
    results = []
    for mode in options.modes:  # seeds outermost: a run stopped early still has every algorithm on seed 0
        for seed in options.seeds:
            for name in options.algos:
                result = run_one(name, mode, seed, options.minutes, options.eval_episodes,
                                 out.parent / "learning_runs", options.iterations)
                results.append(result)
                print(json.dumps({k: v for k, v in result.items() if k != "curve"}), flush=True)
                harness.record({"options": vars(options), "results": results}, out, indent=2)
                plot(results, out)


if __name__ == "__main__":
    main()
