"""How ``capo demo``'s test success moves with more iterations: one training run per seed, evaluated on the way.

Each seed trains the relay demo (``RELAY_DEFAULTS``) for the largest of ``--at`` iterations and is evaluated on
the demo's 64 fixed test episodes (sampled at the training temperature, the demo's own evaluation) before
training and after each iteration count in ``--at``. Every evaluation runs inside ``torch.random.fork_rng``
with Python's random state restored after it, so the training stream is the one ``capo demo --iterations N``
would run (checked: seed 0 after 8 iterations gives the 0.844 of ``capo demo``'s own 8-iteration run in
``benchmarks/results/archive/demo_cpu_relay_shared_prefix.json``). A pilot for the demo's iteration count (issue 40:
"spend part of the saving on learning"); run it alone, AVX2-restricted as the demo's CPU budget is::

    ATEN_CPU_CAPABILITY=avx2 ONEDNN_MAX_CPU_ISA=AVX2 CAPO_CPU_BF16=0 \\
        python benchmarks/relay_demo_iterations.py --seeds 0 1 2 --at 8 10 12

Writes JSON (machine recorded) and a PNG beside it; ``--plot-only`` redraws the PNG of an existing JSON.
"""

from __future__ import annotations

import json
import os
import random
from pathlib import Path
from typing import Any

import harness


def train_seed(seed: int, checkpoints: list[int], eval_episodes: int, output_dir: str) -> dict[str, Any]:
    """One seed's run: test success before training and after each of ``checkpoints`` iterations."""
    import torch
    from transformers import AutoModelForCausalLM, AutoTokenizer, TrainerCallback

    from agentgym_capo.models import smollm2_dir
    from agentgym_capo.trainer.capo_trainer import CAPOTrainer
    from agentgym_capo.trainer.commands import demo
    from agentgym_capo.trainer.config import CAPOConfig

    spec = demo.demo_task("relay")
    path = str(smollm2_dir())
    tokenizer = AutoTokenizer.from_pretrained(path)
    model = AutoModelForCausalLM.from_pretrained(path, attn_implementation="eager")
    args = CAPOConfig(output_dir=f"{output_dir}/seed{seed}", seed=seed,
                      **{**spec.settings, "max_steps": max(checkpoints)})
    record: dict[str, Any] = {"seed": seed, "success": {}}
    trainers: list[Any] = []

    class Evaluations(TrainerCallback):
        def on_step_end(self, _args, state, control, **kwargs):
            if state.global_step in checkpoints:
                python_state = random.getstate()
                with torch.random.fork_rng():  # the training stream continues as without this evaluation
                    record["success"][state.global_step] = demo._success(spec, trainers[0], tokenizer,
                                                                         eval_episodes, seed)
                random.setstate(python_state)
                print(f"seed {seed} after {state.global_step}: {record['success'][state.global_step]:.3f}",
                      flush=True)

    trainer = CAPOTrainer(model=model, args=args, env=spec.env_id, processing_class=tokenizer,
                          callbacks=[Evaluations()])
    trainers.append(trainer)
    record["success"][0] = demo._success(spec, trainer, tokenizer, eval_episodes, seed)
    with harness.timed(record, "train_seconds_with_evaluations"):
        trainer.train()
    logs = [entry for entry in trainer.state.log_history if "time/iteration" in entry]
    record["seconds_per_iteration"] = [round(entry["time/iteration"], 2) for entry in logs]
    record["sampled_success_curve"] = [entry.get("rollout/success_rate") for entry in logs]
    return record


def plot(report: dict[str, Any], path: Path) -> None:
    """Test success against iterations, one line per seed, the +0.30 target above each seed's start dashed."""
    points = {f"seed {run['seed']}": sorted((int(k), v) for k, v in run["success"].items()) for run in report["runs"]}

    def draw(axis: Any) -> None:
        drawn = harness.lines(axis, {seed: ([p[0] for p in ps], [p[1] for p in ps]) for seed, ps in points.items()},
                              xlabel="training iterations (16 episodes each)",
                              ylabel="test success (64 episodes, T=0.5)")
        for seed, line in drawn.items():
            axis.axhline(points[seed][0][1] + report["target_rise"], color=line.get_color(), linestyle=":",
                         linewidth=0.8)
        axis.set_title("capo demo (relay): test success by iterations; dotted: start + 0.30")
        machine = report.get("machine", {})
        axis.text(0.01, 0.01, f"{machine.get('cpu_model', '?')}, AVX2-restricted: {report.get('restricted')}",
                  transform=axis.transAxes, fontsize=7)

    harness.figure(path, draw, size=(6.5, 4))


def main() -> None:
    """Run the seeds (or redraw an existing JSON's figure); write JSON + PNG."""
    parser = harness.parser(__file__, __doc__, output="relay_demo_iterations_avx2.json")
    parser.add_argument("--seeds", nargs="+", type=int, default=[0, 1, 2])
    parser.add_argument("--at", nargs="+", type=int, default=[8, 10, 12], help="iteration counts evaluated")
    parser.add_argument("--eval-episodes", type=int, default=64)
    parser.add_argument("--work-dir", default="/tmp/relay_demo_iterations")
    parser.add_argument("--plot-only", action="store_true", help="redraw the PNG of --output")
    options = parser.parse_args()
    output = options.output
    if options.plot_only:
        plot(json.loads(output.read_text()), output)
        return
    from agentgym_capo.trainer.backend.threads import apply_threads, plan_threads

    apply_threads(plan_threads(None))
    report: dict[str, Any] = {"benchmark": "relay demo: test success after 8/10/12 iterations, one run per seed",
                              "target_rise": 0.30, "restricted": os.environ.get("ATEN_CPU_CAPABILITY") == "avx2",
                              "runs": []}
    for seed in options.seeds:
        report["runs"].append(train_seed(seed, sorted(options.at), options.eval_episodes, options.work_dir))
        stamped = harness.record(report, output)  # after every seed: a run cut short keeps the seeds done
    plot(stamped, output)
    print(f"wrote {output} and {output.with_suffix('.png')}")


if __name__ == "__main__":
    main()
