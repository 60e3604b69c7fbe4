"""Learning benchmark in the paper's mode: free-text actions of 2 to ~60 tokens on ``capo/LengthChain-v0``.

SmolLM2-135M-Instruct generates each action (``action_mode="generate"``) on ``capo/LengthChain-v0`` (3 steps,
3 candidate phrases of 2/12/55 words, reward only at the end), on the CPU path of ``capo demo`` (top 4
layers trained, the frozen trunk cached and run in bf16 where the CPU has it, no KL term). Unlike the demo,
``bf16=False``: generation under CPU bf16 autocast re-casts the weights at every new token and was about 5x
slower per generated token than fp32 here (4 x 40 tokens in 84 s vs 8 x 70 in 54 s, loaded machine). Two
experiments, every run with the same budget of **env steps** (``--env-steps``):

* ``main``: CAPO vs PPO vs GRPO vs GSPO vs GiGPO, seeds 41, 42, 43 (the paper's).
* ``ablation``: CAPO with ratio variant ``product | mean | sqrt | action_aware`` x GAE level
  ``token | action``, all at eps = 1e-3, seeds 41, 42.

Two PPO epochs per batch (``num_iterations=2``), so the second epoch's ratios are real off-policy ratios:
``actions.jsonl`` records every action's summed log-ratio S_a, length L_a and centre mu, from which the
report recomputes each ratio variant's out-of-range and active-clip fractions by action length (Figure 3
from training).

Resumable and extendable: each (run, seed) is one child process training in
``runs/learning_generate/<run>-s<seed>/`` (``runs/learning_generate_<tag>/`` with ``--tag``; not committed)
and writing ``benchmarks/results/learning_generate/<run>-s<seed>.json``. It saves a checkpoint every
``SAVE_EVERY`` iterations and when its budget is reached (the last one kept), so a run stopped midway
(a killed process, a restarted machine) resumes from its last checkpoint, and a finished run given a larger
``--env-steps`` continues where it stopped: run all at a small budget first, then extend them all; every
stage is an equal-budget comparison, and the curves of a run extended from 400 to 800 env steps are the
curves of a run trained to 800 at once (the Trainer restores weights, optimizer, RNG and the task cursor;
``tests/trainer/pipeline/test_trainer_invariants.py`` checks the next iteration is reproduced). A run's JSON that
covers the asked budget is skipped; a run folder made with other settings is refused (delete it to
restart), and so is resuming on a CPU that would run the frozen trunk in another precision than the run so
far (bf16 on a CPU with native bf16, fp32 on one without): that would splice two numerics into one curve.
Runs go seed-major (all runs of seed 41, then 42, ...), ``--jobs`` at a time, so a partial pass already
compares every run on one seed. The report is drawn from whatever JSONs exist, each curve cut at the smallest
budget among them (``learning_generate_report.py``). One command runs everything::

    python benchmarks/learning_generate.py                       # main + ablation, then the report
    python benchmarks/learning_generate.py --only main --env-steps 400 --jobs 2   # a first stage
    python benchmarks/learning_generate.py --only main --env-steps 800 --jobs 2   # extends the same runs
    python benchmarks/learning_generate.py --report              # report only
    python benchmarks/learning_generate.py --status --only main --env-steps 800 --jobs 2   # progress, time left
    python benchmarks/learning_generate.py --only capo --seeds 41 --env-steps 60 --tag pilot   # a pilot

The ablation cell ``action_aware`` x ``action`` at eps = 1e-3 is CAPO's own setting: it is not trained
again; the report takes the ``capo`` runs for it (``ABLATION_ALIASES``).

Start (``--init``): every algorithm starts from the same checkpoint. Default ``warm``: the supervised warm
start of ``benchmarks/warm_start.py`` (copy one listed phrase, half the targets the right one; see its
docstring; trained on the env's ``warmup`` tasks, disjoint from the ``train`` tasks the runs use; measured
on test tasks: 86 % greedy listed-phrase actions and 6/32 greedy successes; sampled, 1/32 at temperature 1,
1/32 at 0.7, 2/32 at 0.5), built with that script's defaults when
``runs/warm_start/smollm2-lchain`` is missing;
``--init base`` starts from the untrained SmolLM2-135M-Instruct (the pilot: no episode passed a step, no
reward signal); any other value is a checkpoint folder. Each run's JSON records the start (``init``) and
the warm start's settings (``init_record``). ``--threads`` (default 1) sets torch's threads: the pilot ran
2 threads on 2 cores shared with other jobs (load 3-7) and its rollout was several times slower than the
1-thread rollout measured by ``benchmarks/generate_speed.py`` under similar load (2 threads were not
measured there: the machine is shared); on a dedicated machine raise it.

Sampling temperature (``--temperature``, default 0.5, the choice): rollouts are sampled at 0.5 and the
log-probs of the ratios are taken at the same temperature, so every algorithm optimises the same tempered
policy. At temperature 1 the warm start's sampled actions are a listed phrase 49 % of the time, and a
55-word right phrase is copied right in 2/20 test actions; at 0.5, 75 % and 6/23
(``benchmarks/results/warm_start.json``), so every step, and above all the long one, passes more often and
the runs see more reward. The spec samples at 1.0 (the reference setting in docs/algorithms.md); on a GPU
with a larger model, pass ``--temperature 1``.

Choices: group methods roll out 4 tasks x 4 trajectories, critic methods 16 x 1 (16 episodes per
iteration for all; the paper's G = 8 halves the tasks per iteration, too few on a CPU); gamma 0.99,
lambda 1 (the paper's); learning rate 1e-4 for the 4 trainable layers (the demo's); success = sampled
success of the training episodes (no separate greedy evaluation, to spend the CPU on training).
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

from benchmarks.learning_generate_report import (
    ABLATION_ALIASES,
    FIGURE3_EPS,
    curve_within,
    figure3_counts,
    write_report,
)

ROOT = harness.ROOT
ENV_ID = "capo/LengthChain-v0"
RESULTS = harness.RESULTS / "learning_generate"
RUNS_DIR = ROOT / "runs" / "learning_generate"
MAIN_SEEDS = (41, 42, 43)
ABLATION_SEEDS = (41, 42)
GROUP = dict(group_size=4, rollout_tasks=4)

#: Rollout sampling temperature (the choice and its reason: module docstring).
DEFAULT_TEMPERATURE = 0.5

#: Settings shared by every run (the CPU path of ``capo demo``, in generate mode).
COMMON: dict[str, Any] = dict(
    action_mode="generate", max_completion_length=96, trainable_layers=4, learning_rate=1e-4,
    critic_learning_rate=1e-4, beta=0.0, gamma=0.99, lam=1.0, rollout_tasks=16, mini_batch_size=512,
    num_iterations=2, micro_batch_tokens=16384, per_device_train_batch_size=64, max_steps=100_000,
    logging_steps=1, use_cpu=True, bf16=False, gradient_checkpointing=False, report_to="none",
    disable_tqdm=True, plot_curves=False, record_episodes=10_000,
    # The recorded LengthChain runs whitened (the old default); pinned so resuming them changes nothing.
    whiten_advantages=True,
)

#: In a run folder: one line per (re)start of training, the machine and the env step it started from.
MACHINES_FILE = "machines.jsonl"

#: Iterations between checkpoints (each run keeps its last one, to resume or extend it).
SAVE_EVERY = 4

#: ``name -> (experiment, CAPOConfig overrides)``.
RUNS: dict[str, tuple[str, dict[str, Any]]] = {
    "capo": ("main", dict(algo="capo")),
    "ppo": ("main", dict(algo="ppo")),
    "grpo": ("main", dict(algo="grpo", **GROUP)),
    "gspo": ("main", dict(algo="gspo", **GROUP)),
    "gigpo": ("main", dict(algo="gigpo", **GROUP)),
    **{f"abl-{variant}-{level}": ("ablation", dict(algo="capo", ratio_variant=variant, gae_level=level,
                                                   epsilon=1e-3))
       for variant in ("product", "mean", "sqrt", "action_aware") for level in ("token", "action")
       if f"abl-{variant}-{level}" not in ABLATION_ALIASES},
}


def resolve_init(init: str) -> str | None:
    """The checkpoint folder of ``--init`` (``base``: None, the untrained model), building the warm start if missing."""
    if init == "base":
        return None
    if init != "warm":
        if not Path(init).is_dir():
            raise SystemExit(f"--init: expected 'warm', 'base' or a checkpoint folder; {init!r} is not a folder.")
        return str(Path(init).resolve())
    from benchmarks.warm_start import DEFAULT_OUT

    if not (DEFAULT_OUT / "config.json").exists():
        print(f"building the warm start in {DEFAULT_OUT} (benchmarks/warm_start.py)", flush=True)
        subprocess.check_call([sys.executable, str(ROOT / "benchmarks" / "warm_start.py"), "--no-measure"])
    return str(DEFAULT_OUT)


def init_record(path: str | None) -> dict[str, Any] | None:
    """The warm start's settings (its ``warm_start.json`` without the loss curve), if ``path`` has one."""
    record = Path(path) / "warm_start.json" if path else None
    if record is None or not record.exists():
        return None
    return {k: v for k, v in json.loads(record.read_text()).items() if k not in ("losses", "machine")}


def env_steps_taken(log_history: list[dict[str, Any]]) -> int:
    """Env steps the rollouts of a Trainer ``log_history`` took (its ``rollout/step_rows``, summed)."""
    return sum(int(entry.get("rollout/step_rows", 0)) for entry in log_history)


def last_checkpoint(run_dir: Path) -> Path | None:
    """The run folder's last ``checkpoint-<step>`` (the Trainer's own lookup), or None."""
    from transformers.trainer_utils import get_last_checkpoint

    found = get_last_checkpoint(str(run_dir)) if run_dir.is_dir() else None
    return Path(found) if found else None


def checkpoint_history(checkpoint: Path | None) -> list[dict[str, Any]]:
    """The ``log_history`` saved with ``checkpoint`` (empty without one)."""
    return json.loads((checkpoint / "trainer_state.json").read_text())["log_history"] if checkpoint else []


def check_trunk_precision(history: list[dict[str, Any]], settings: dict[str, Any], run_dir: Path) -> None:
    """Refuse to resume a run whose trunk so far ran in another precision than this machine would run it in.

    Raises:
        SystemExit: The logged ``precision/trunk_bf16`` differs from this machine's choice.
    """
    from agentgym_capo.machine import ENV_FLAG
    from agentgym_capo.trainer.model.trunk_cache import trunk_runs_in_bf16

    used = {entry["precision/trunk_bf16"] for entry in history if "precision/trunk_bf16" in entry}
    here = float(trunk_runs_in_bf16(settings.get("trunk_precision", "auto")))
    if used and used != {here}:
        names = {0.0: "fp32", 1.0: "bf16"}
        raise SystemExit(
            f"{run_dir} ran its frozen trunk in {'/'.join(names[u] for u in sorted(used))}; this machine would run "
            f"it in {names[here]}. Resume it on a CPU of the same kind, set {ENV_FLAG}={int(max(used))} to force "
            "the same choice, or start a separate series with --tag.")


def run_one(name: str, seed: int, env_steps: int, init: str | None = None, threads: int = 1,
            temperature: float = DEFAULT_TEMPERATURE, tag: str = "") -> dict[str, Any]:
    """Train run ``name`` with ``seed`` until ``env_steps`` env steps were taken; return its record.

    Resumes from the run folder's last checkpoint when there is one (module docstring); ``tag`` keeps the
    run folder apart, as it keeps the results folder.
    """
    from transformers import AutoModelForCausalLM, AutoTokenizer, TrainerCallback

    from agentgym_capo.machine import machine_info
    from agentgym_capo.models import smollm2_dir
    from agentgym_capo.trainer.backend.records import read_jsonl
    from agentgym_capo.trainer.capo_trainer import CAPOTrainer
    from agentgym_capo.trainer.config import CAPOConfig

    harness.set_threads(threads)
    experiment, overrides = RUNS[name]
    settings = {**COMMON, "temperature": temperature, **overrides}
    run_dir = tagged(RUNS_DIR, tag) / f"{name}-s{seed}"
    identity = {"settings": settings, "seed": seed, "init": os.path.relpath(init, ROOT) if init else "base"}
    checkpoint = last_checkpoint(run_dir)
    identity_file = run_dir / "run_identity.json"
    if checkpoint is not None:
        found = json.loads(identity_file.read_text()) if identity_file.exists() else None
        if found != identity:
            raise SystemExit(f"{run_dir} holds a run with other settings ({identity_file}: {found}); expected "
                             f"{identity}. Delete {run_dir} to start this run afresh.")
    else:
        # a run without a checkpoint starts from scratch
        for stale in ("metrics.jsonl", "actions.jsonl", MACHINES_FILE):
            (run_dir / stale).unlink(missing_ok=True)
        run_dir.mkdir(parents=True, exist_ok=True)
        identity_file.write_text(json.dumps(identity))

    class EnvStepBudget(TrainerCallback):
        """Stop, and save, once the rollouts took ``env_steps`` steps (the same budget for every algorithm)."""

        taken = 0

        def on_train_begin(self, args, state, control, **kwargs):
            self.taken = env_steps_taken(state.log_history)

        def on_log(self, args, state, control, logs=None, **kwargs):
            if "rollout/step_rows" in (logs or {}):
                self.taken += int(logs["rollout/step_rows"])
                control.should_training_stop = self.taken >= env_steps
                control.should_save = control.should_save or control.should_training_stop
            return control

    history = checkpoint_history(checkpoint)
    taken = env_steps_taken(history)
    if taken < env_steps:
        check_trunk_precision(history, settings, run_dir)
        with (run_dir / MACHINES_FILE).open("a") as segments:  # each (re)start: which machine trained from where
            segments.write(json.dumps({"from_env_steps": taken, **machine_info()}) + "\n")
        path = init or str(smollm2_dir())
        tokenizer = AutoTokenizer.from_pretrained(path)
        model = AutoModelForCausalLM.from_pretrained(path, attn_implementation="eager")
        args = CAPOConfig(output_dir=str(run_dir), seed=seed, save_strategy="steps", save_steps=SAVE_EVERY,
                          save_total_limit=1, **settings)
        trainer = CAPOTrainer(model=model, args=args, env=ENV_ID, processing_class=tokenizer,
                              callbacks=[EnvStepBudget()])
        if checkpoint:
            print(f"{name} seed {seed}: resuming from {checkpoint}", flush=True)
        trainer.train(resume_from_checkpoint=str(checkpoint) if checkpoint else None)
        history = trainer.state.log_history
    curve, steps = [], 0
    for entry in (e for e in history if "rollout/episodes" in e):
        steps += int(entry.get("rollout/step_rows", 0))
        curve.append({"env_steps": steps, "episodes": entry["rollout/episodes"],
                      **{key: entry.get(key) for key in (
                          "rollout/success_rate", "rollout/return_mean", "rollout/action_tokens_mean",
                          "rollout/steps_mean", "rollout/group_no_signal_frac", "actor/entropy",
                          "actor/clip_oor_frac", "actor/clip_act_frac", "actor/mu", "time/iteration")}})
    curve = curve_within(curve, env_steps)  # a run resumed past this budget is cut back to it
    actions = [r for r in read_jsonl(run_dir / "actions.jsonl")
               if r.get("log_ratio_sum") is not None and r["iteration"] < len(curve)]
    seconds = sum(point["time/iteration"] or 0.0 for point in curve)
    return {"run": name, "experiment": experiment, "seed": seed, "env_id": ENV_ID, "env_steps_budget": env_steps,
            "settings": {k: v for k, v in settings.items() if k != "max_steps"}, "iterations": len(curve),
            "train_seconds": seconds, "seconds_per_iteration": seconds / max(len(curve), 1), "curve": curve,
            "figure3": figure3_counts(actions, FIGURE3_EPS), "actions_recorded": len(actions),
            "machines": read_jsonl(run_dir / MACHINES_FILE),
            "init": os.path.relpath(init, ROOT) if init else "base",
            "init_record": init_record(init),
            "torch_threads": threads}


def tagged(folder: Path, tag: str) -> Path:
    """``folder`` with ``_<tag>`` appended to its name (unchanged without a tag)."""
    return folder.with_name(folder.name + (f"_{tag}" if tag else ""))


def selected(only: list[str] | None) -> list[str]:
    """Run names picked by ``--only`` (run names or experiment names; default: all)."""
    if not only:
        return list(RUNS)
    unknown = [o for o in only if o not in RUNS and o not in ("main", "ablation")]
    if unknown:
        raise SystemExit(f"--only: unknown {unknown}; runs are {sorted(RUNS)} or 'main'/'ablation'.")
    return [name for name, (experiment, _) in RUNS.items() if name in only or experiment in only]


def planned(names: list[str], seeds: list[int] | None) -> list[tuple[str, int]]:
    """The (run, seed) pairs of ``names``, seed-major: every run of the first seed, then the next seed, ..."""
    pairs = [(name, seed) for name in names
             for seed in (seeds or (MAIN_SEEDS if RUNS[name][0] == "main" else ABLATION_SEEDS))]
    order = list(dict.fromkeys(seed for _, seed in pairs))  # seeds in first-seen order
    return sorted(pairs, key=lambda pair: order.index(pair[1]))


def covers(target: Path, env_steps: int) -> bool:
    """Whether the run JSON ``target`` exists with a budget of at least ``env_steps``."""
    return target.exists() and json.loads(target.read_text())["env_steps_budget"] >= env_steps


def progress(pairs: list[tuple[str, int]], results: Path, runs_dir: Path) -> list[dict[str, Any]]:
    """Per (run, seed): env steps and seconds done so far, from its last checkpoint (or its JSON if larger)."""
    rows = []
    for name, seed in pairs:
        logs = checkpoint_history(last_checkpoint(runs_dir / f"{name}-s{seed}"))
        steps, seconds = env_steps_taken(logs), sum(entry.get("time/iteration", 0.0) for entry in logs)
        record_path = results / f"{name}-s{seed}.json"
        if record_path.exists():
            record = json.loads(record_path.read_text())
            if record["curve"][-1]["env_steps"] > steps:
                steps, seconds = record["curve"][-1]["env_steps"], record["train_seconds"]
        rows.append({"run": f"{name}-s{seed}", "env_steps": steps, "seconds": seconds})
    return rows


def print_status(rows: list[dict[str, Any]], env_steps: int, jobs: int) -> None:
    """Print each run's progress towards ``env_steps`` and the time left at the measured pace, ``jobs`` at a time."""
    paces = [row["seconds"] / row["env_steps"] for row in rows if row["env_steps"]]
    pace = float(sorted(paces)[len(paces) // 2]) if paces else None
    for row in rows:
        print(f"{row['run']:>24}  {min(row['env_steps'], env_steps):>5} / {env_steps} env steps")
    lefts = [max(env_steps - row["env_steps"], 0) for row in rows]
    left = sum(lefts)
    if pace is None:
        print(f"{left} env steps left; no pace measured yet")
    else:
        # A run is trained by one job: the longest run left bounds the time however many jobs there are.
        hours = max(left / jobs, max(lefts)) * pace / 3600
        print(f"{left} env steps left; at the median pace of {pace:.1f} s per env step and run, "
              f"{hours:.1f} h with {jobs} job(s)")


def main() -> None:
    """Run, resume or extend the missing (run, seed) pairs, ``--jobs`` child processes at a time; then the report."""
    parser = harness.parser(__file__, __doc__, threads=1,
                            output_help="Results folder (default benchmarks/results/learning_generate, + _<tag>).")
    parser.add_argument("--only", nargs="+", help="Run names (capo, abl-sqrt-token, ...) or 'main'/'ablation'.")
    parser.add_argument("--seeds", nargs="+", type=int, help="Override the seeds (default: 41 42 43 / 41 42).")
    parser.add_argument("--env-steps", type=int, default=3000, help="Env steps per run (the equal budget).")
    parser.add_argument("--tag", default="", help="Suffix of the result folder (e.g. 'pilot': kept apart).")
    parser.add_argument("--report", action="store_true", help="Only draw the report from existing JSONs.")
    parser.add_argument("--status", action="store_true",
                        help="Only print each selected run's progress towards --env-steps and the time left.")
    parser.add_argument("--init", default="warm",
                        help="Start of every run: 'warm' (shared warm start, built if missing), 'base' or a folder.")
    parser.add_argument("--jobs", type=int, default=1, help="Runs trained at once (each with --threads threads).")
    parser.add_argument("--temperature", type=float, default=DEFAULT_TEMPERATURE,
                        help="Sampling temperature of the rollouts (log-probs are taken at the same temperature).")
    parser.add_argument("--one", nargs=2, metavar=("RUN", "SEED"), help=argparse.SUPPRESS)
    options = parser.parse_args()
    out = options.output or tagged(RESULTS, options.tag)
    if options.one:
        name, seed = options.one[0], int(options.one[1])
        record = run_one(name, seed, options.env_steps, None if options.init == "base" else options.init,
                         options.threads, options.temperature, options.tag)
        harness.record(record, out / f"{name}-s{seed}.json", indent=None)
        return
    if options.status:
        rows = progress(planned(selected(options.only), options.seeds), out, tagged(RUNS_DIR, options.tag))
        print_status(rows, options.env_steps, options.jobs)
        return
    if not options.report:
        init = resolve_init(options.init)
        waiting = []
        for name, seed in planned(selected(options.only), options.seeds):
            if covers(out / f"{name}-s{seed}.json", options.env_steps):
                print(f"skip {name}-s{seed} (done at >= {options.env_steps} env steps)", flush=True)
            else:
                waiting.append((name, seed))
        running: list[tuple[str, int, subprocess.Popen]] = []
        while waiting or running:
            while waiting and len(running) < options.jobs:
                name, seed = waiting.pop(0)
                print(f"run {name} seed {seed} ({options.env_steps} env steps)", flush=True)
                command = [sys.executable, __file__, "--one", name, str(seed), "--env-steps", str(options.env_steps),
                           "--tag", options.tag, "--init", init or "base", "--threads", str(options.threads),
                           "--temperature", str(options.temperature),
                           *(["--output", str(options.output)] if options.output else [])]
                running.append((name, seed, subprocess.Popen(command)))
            time.sleep(1.0)
            for entry in [e for e in running if e[2].poll() is not None]:
                running.remove(entry)
                name, seed, process = entry
                state = "done" if process.returncode == 0 else f"failed (exit {process.returncode}); continuing"
                print(f"{name} seed {seed} {state}", flush=True)
    write_report(out)


if __name__ == "__main__":
    main()
