"""CAPO against PPO, GRPO, GSPO and GiGPO on ``capo/Relay-v0`` in free text: seeds, test-split checkpoints, CIs.

Issue 31, items 4-5. Every run trains SmolLM2-135M-Instruct from the untrained model in generate mode on the
same env-step budget (``--iterations`` x 16 episodes: critic methods 16 tasks x 1, group methods 2 tasks x 8)
and measures success on the **test split** at fixed checkpoints (``--eval-every`` iterations, and before
training) by sampling ``--eval-episodes`` fixed episodes at the training temperature with a fixed sampling
seed. The shared settings are :data:`SWEEP_SETTINGS` (the full-size task: long messages of ~50 tokens);
per method only the preset and its clip range change (:data:`.relay_plan.METHODS`). Plans:

* ``pilot``: capo and grpo, seed 41 (the issue's rule: before any sweep the better of the two must rise by
  at least 0.2 in test success over its start at the planned budget);
* ``main``: capo, ppo, grpo, gspo, gigpo x seeds 41, 42, 43;
* ``ablations``: ratio variant (token, mean, action-aware) x GAE level (action, token) x seeds 41, 42; two
  cells are main-plan methods and are taken from their runs (:data:`.relay_plan.MAIN_PLAN_CELLS`): action-aware x action
  is CAPO, token x token (clip 0.2, dual clip 3) is PPO;
* ``grid``: single runs over temperature, lambda, learning rate, KL and method (:data:`.relay_plan.GRID`): a pilot of
  where learning happens (the first 15 ran in parallel on one GPU).

Each run is a child process writing ``<out>/<run>.json`` after every checkpoint; a complete run is skipped,
so an interrupted sweep resumes where it stopped (an unfinished run restarts). ``--minutes`` stops every run
from starting new iterations after that long; the report then compares methods at the last checkpoint every
run reached (a run still going or killed is left out of the report and named in it). ``--parallel`` runs go at once with
``--threads`` torch threads each. ``--report`` (also done after every sweep) gathers the runs into
``--output`` (``relay_sweep_report.py``: JSON of every run's settings and curves, per-method means, CAPO minus
each baseline with a bootstrap interval over seeds and test episodes, each method's rise over its untrained
start with the same interval, the paper's Figure 3 counts from CAPO's runs), a PNG of test success with bands
and ``<output>_figure3.png``. ``--device cuda`` runs
the same settings with bf16 autocast on a GPU. One command repeats a run::

    python benchmarks/relay_sweep.py --plan pilot --iterations 15 --eval-every 5
    python benchmarks/relay_sweep.py --plan main --parallel 2 --threads 1
    python benchmarks/relay_sweep.py --plan main --report --out runs/relay_sweep

Choices: the clip ranges of the two length-normalised ratios (CAPO's action-aware ratio and GSPO's
sequence ratio) are the paper's scaled by the same factor, 200: the paper's values (1e-3, 3e-4) go with
lr 1e-6 on 1.5-7B models, and at lr 1e-5 to 3e-5 on the top 4 layers 1e-3 left 89-100 % of actions out of
range (``relay_pilot.py``). Token-ratio methods keep 0.2. Group methods keep G = 8. No KL term for any method
outside the grid.
"""

from __future__ import annotations

import argparse
import json
import os
import subprocess
import sys
import time
from pathlib import Path
from typing import Any

import harness

from benchmarks.relay_plan import (
    ENV_ID,
    EPISODES_PER_ITERATION,
    GROUP,
    SEEDS,
    SWEEP_SETTINGS,
    plan_runs,
)


def run_settings(run: dict[str, Any], iterations: int, device: str, extra: dict[str, Any] | None = None
                 ) -> dict[str, Any]:
    """CAPOConfig fields of ``run``: :data:`SWEEP_SETTINGS`, the method's, the budget, the device and ``extra``
    (``--set``)."""
    from agentgym_capo.trainer.algos.presets import resolve_algo

    settings = {**SWEEP_SETTINGS, **run["settings"], "max_steps": iterations, "seed": run["seed"]}
    if resolve_algo(settings["algo"]).group_size > 1:  # same episodes per iteration: 2 tasks x 8
        settings.update(group_size=GROUP, rollout_tasks=EPISODES_PER_ITERATION // GROUP)
    else:
        settings.update(group_size=1, rollout_tasks=EPISODES_PER_ITERATION)
    if device == "cuda":
        settings.update(use_cpu=False, bf16=True)
    return {**settings, **(extra or {})}


def test_success(trainer: Any, tokenizer: Any, episodes: int, seed: int) -> list[int]:
    """Per-episode success (0/1) of ``episodes`` fixed test episodes (the test split's schedule of seed 0),
    sampled at the training temperature with the torch seed ``seed``."""
    import torch

    from agentgym_capo.trainer.commands.evaluate import evaluate_policy
    from agentgym_capo.trainer.model.policies import HFGeneratePolicy

    model, args = trainer.actor_critic.lm, trainer.args
    torch.manual_seed(seed)  # the same draws at every checkpoint: only the policy differs
    policy = HFGeneratePolicy(model, tokenizer, max_new_tokens=args.max_completion_length, batch_size=episodes,
                              temperature=args.temperature, autocast=lambda: trainer.precision.autocast("evaluation"))
    model.eval()
    result = evaluate_policy(ENV_ID, policy, tokenizer, episodes=episodes, seeds=(0,), split="test",
                             max_env_steps=args.max_env_steps, progress=False)
    model.train()
    return result.successes[0]


def train_one(run: dict[str, Any], out: Path, iterations: int, eval_every: int, eval_episodes: int,
              device: str, threads: int, model_path: str | None = None, deadline: float | None = None
              ) -> dict[str, Any]:
    """Train one run, evaluating on the test split at iteration 0 and every ``eval_every``.

    The run's JSON is rewritten after every checkpoint (``complete`` False until training ends), so a run cut
    by ``deadline`` (a ``time.time()`` after which no further iteration starts) keeps its checkpoints.
    """
    import torch
    from transformers import AutoModelForCausalLM, AutoTokenizer, TrainerCallback

    from agentgym_capo.models import smollm2_dir
    from agentgym_capo.trainer.capo_trainer import CAPOTrainer
    from agentgym_capo.trainer.config import CAPOConfig

    harness.set_threads(threads)
    settings = run_settings(run, iterations, device, run.get("extra"))
    path = model_path or str(smollm2_dir())
    tokenizer = AutoTokenizer.from_pretrained(path)
    model = AutoModelForCausalLM.from_pretrained(path, attn_implementation="eager")
    if settings.get("trainable_layers") is not None:  # a small stand-in model keeps its top layer trained
        settings["trainable_layers"] = min(settings["trainable_layers"], model.config.num_hidden_layers)
    args = CAPOConfig(output_dir=str(out / run["name"]), plot_curves=False, **settings)
    trainer = CAPOTrainer(model=model, args=args, env=ENV_ID, processing_class=tokenizer)
    keys = ("rollout/success_rate", "rollout/action_tokens_mean", "actor/entropy", "actor/logp_change_per_step",
            "actor/clip_oor_frac", "actor/clip_act_frac", "critic/value_loss", "time/iteration")
    record: dict[str, Any] = {**run, "env_id": ENV_ID, "model": path, "config": settings, "evals": [],
                              "eval_episodes": eval_episodes, "device": device, "complete": False}
    start = time.perf_counter()

    def save() -> None:
        record["curve"] = [{k: e[k] for k in keys if k in e} for e in trainer.state.log_history
                           if "rollout/episodes" in e]
        if torch.cuda.is_available():
            record["machine"] = {"gpu": torch.cuda.get_device_name(0)}
        record.update(train_seconds=time.perf_counter() - start, loadavg=os.getloadavg())
        harness.record(record, out / f"{run['name']}.json")  # never a half-written file for the report

    def evaluate(step: int) -> None:
        began = time.perf_counter()
        wins = test_success(trainer, tokenizer, eval_episodes, seed=10_000 + run["seed"])
        record["evals"].append({"iteration": step, "env_steps": step * EPISODES_PER_ITERATION, "successes": wins,
                                "success": sum(wins) / len(wins), "seconds": time.perf_counter() - began})
        print(f"[{run['name']}] iteration {step}: test success {sum(wins) / len(wins):.3f}", flush=True)
        save()

    class Checkpoints(TrainerCallback):
        def on_step_end(self, args, state, control, **kwargs):
            if state.global_step % eval_every == 0 or state.global_step == iterations:
                evaluate(state.global_step)
            if deadline is not None and time.time() > deadline and state.global_step < iterations:
                control.should_training_stop = True
                record["stopped_by_deadline"] = True
            return control

    trainer.add_callback(Checkpoints())
    start_eval = _untrained_eval(out, record)
    if start_eval is None:
        evaluate(0)
    else:  # the same untrained model, episodes and sampling seed: the same successes (checked when written)
        record["evals"].append(start_eval)
        print(f"[{run['name']}] iteration 0: test success {start_eval['success']:.3f} "
              f"(from {start_eval['reused_from']})", flush=True)
        save()
    trainer.train()
    record["complete"] = trainer.state.global_step == iterations
    save()
    return record


EVAL_IDENTITY = ("env_id", "model", "seed", "eval_episodes", "device", "extra")
EVAL_SETTINGS = ("temperature", "max_completion_length", "max_env_steps", "bf16", "trainable_layers")


def _untrained_eval(out: Path, record: dict[str, Any]) -> dict[str, Any] | None:
    """Another run's iteration-0 test checkpoint that this run would repeat exactly, or None.

    Before training every method holds the same untrained model, and the checkpoint samples the same test
    episodes with the same seed (``10_000 + seed``) at the same temperature, cap and precision, so its
    successes are the same episode for episode (checked: capo_s41 and grpo_s41 measured it separately and
    got identical lists). Reusing it saves one 128-episode evaluation (about 5 minutes on 2 CPU cores) per run.
    """
    same = lambda other: (all(other.get(k) == record.get(k) for k in EVAL_IDENTITY)  # noqa: E731
                          and all(other["config"].get(k) == record["config"].get(k) for k in EVAL_SETTINGS))
    for path in sorted(out.glob("*.json")):
        if path.stem == record["name"]:
            continue
        try:
            other = json.loads(path.read_text())
        except (OSError, ValueError):
            continue
        start = next((e for e in other.get("evals", []) if e["iteration"] == 0), None)
        if start is not None and same(other):
            return {**start, "seconds": 0.0, "reused_from": start.get("reused_from", other["name"])}
    return None


def main() -> None:
    """CLI: run a plan's missing runs (``--parallel`` at a time), then write the report."""
    parser = harness.parser(__file__, __doc__, output_aliases=("--result",), threads=2,
                            output_help="Report JSON (default benchmarks/results/relay_<plan>.json).")
    parser.add_argument("--plan", choices=sorted(SEEDS), default="pilot", help="Which runs (module docstring).")
    parser.add_argument("--iterations", type=int, default=15, help="Training iterations per run.")
    parser.add_argument("--eval-every", dest="eval_every", type=int, default=5, help="Iterations between checkpoints.")
    parser.add_argument("--eval-episodes", dest="eval_episodes", type=int, default=128,
                        help="Fixed test episodes per checkpoint (128: standard error <= 0.045).")
    parser.add_argument("--parallel", type=int, default=1, help="Runs at once.")
    parser.add_argument("--device", choices=("cpu", "cuda"), default="cpu")
    parser.add_argument("--minutes", type=float, help="Stop starting new iterations after this long (whole sweep).")
    parser.add_argument("--deadline", type=float, help=argparse.SUPPRESS)  # a child: time.time() to stop at
    parser.add_argument("--model", help="A saved causal LM (default: SmolLM2-135M-Instruct, converted offline).")
    parser.add_argument("--set", action="append", default=[], metavar="FIELD=JSON",
                        help="A CAPOConfig field for every run, e.g. bf16=false (recorded in each run's config).")
    parser.add_argument("--only", nargs="+", help="Run names of the plan to run (default: all).")
    parser.add_argument("--out", type=Path, default=harness.ROOT / "runs" / "relay_sweep",
                        help="Run files (resumable).")
    parser.add_argument("--report", action="store_true", help="Only gather the existing runs into the report.")
    parser.add_argument("--one", help=argparse.SUPPRESS)  # a child process: one run, as JSON
    options = parser.parse_args()
    options.out.mkdir(parents=True, exist_ok=True)
    if options.one:
        train_one(json.loads(options.one), options.out, options.iterations, options.eval_every,
                  options.eval_episodes, options.device, options.threads, options.model, options.deadline)
        return
    result = options.output or harness.RESULTS / f"relay_{options.plan}.json"
    if not options.report:
        done = {p.stem for p in options.out.glob("*.json") if json.loads(p.read_text()).get("complete")}
        extra = {key: json.loads(value) for key, value in (item.split("=", 1) for item in options.set)}
        todo = [{**r, "extra": extra} for r in plan_runs(options.plan) if r["name"] not in done
                and (options.only is None or r["name"] in options.only)]
        print(f"{len(todo)} runs to do: {[r['name'] for r in todo]}", flush=True)
        running: list[tuple[dict[str, Any], subprocess.Popen]] = []
        deadline = time.time() + options.minutes * 60 if options.minutes else None
        while todo or running:
            while todo and len(running) < options.parallel:
                run = todo.pop(0)
                command = [sys.executable, __file__, "--one", json.dumps(run), "--out", str(options.out),
                           "--iterations", str(options.iterations), "--eval-every", str(options.eval_every),
                           "--eval-episodes", str(options.eval_episodes), "--device", options.device,
                           "--threads", str(options.threads)] + (["--model", options.model] if options.model else []) \
                    + (["--deadline", str(deadline)] if deadline else [])
                log = open(options.out / f"{run['name']}.log", "w")  # noqa: SIM115 (closed with the process)
                running.append((run, subprocess.Popen(command, stdout=log, stderr=subprocess.STDOUT)))
            time.sleep(2)
            for item in list(running):
                if item[1].poll() is not None:
                    running.remove(item)
                    print(f"{item[0]['name']}: exit {item[1].returncode}", flush=True)
    from benchmarks.relay_sweep_report import report

    record = report(options.out, result, options.plan)
    print(json.dumps({m: e["test_success"] for m, e in record["methods"].items()}, indent=1))
    print(json.dumps(record["capo_minus_baseline"], indent=1))


if __name__ == "__main__":
    main()
