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

Resumable: each (run, seed) is one child process writing ``benchmarks/results/learning_generate/<run>-s<seed>.json``;
a run whose JSON exists is skipped (a run stopped midway restarts from scratch). Training folders go to
``runs/learning_generate/`` (not committed). After the runs (or alone, with ``--report``) the report is
drawn from whatever JSONs exist (``learning_generate_report.py``). One command runs everything::

    python benchmarks/learning_generate.py                       # main + ablation, then the report
    python benchmarks/learning_generate.py --only main           # or: --only capo ppo abl-sqrt-action
    python benchmarks/learning_generate.py --report              # report only
    python benchmarks/learning_generate.py --only capo --seeds 41 --env-steps 60 --tag pilot   # a pilot

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
import platform
import subprocess
import sys
import time
from pathlib import Path
from typing import Any

os.environ.setdefault("HF_HUB_OFFLINE", "1")
os.environ.setdefault("TRL_EXPERIMENTAL_SILENCE", "1")
ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from benchmarks.learning_generate_report import FIGURE3_EPS, figure3_counts, write_report  # noqa: E402

ENV_ID = "capo/LengthChain-v0"
RESULTS = ROOT / "benchmarks" / "results" / "learning_generate"
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
    logging_steps=1, save_strategy="no", use_cpu=True, bf16=False, gradient_checkpointing=False, report_to="none",
    disable_tqdm=True, plot_curves=False, record_episodes=10_000,
)

#: ``name -> (experiment, CAPOConfig overrides)``.
RUNS: dict[str, tuple[str, dict[str, Any]]] = {
    "capo": ("main", dict(algo="capo")),
    "ppo": ("main", dict(algo="ppo")),
    "grpo": ("main", dict(algo="grpo", **GROUP)),
    "gspo": ("main", dict(algo="gspo", **GROUP)),
    "gigpo": ("main", dict(algo="gigpo", **GROUP)),
    **{f"abl-{variant}-{level}": ("ablation", dict(algo="capo", ratio_variant=variant, gae_level=level,
                                                   epsilon=1e-3))
       for variant in ("product", "mean", "sqrt", "action_aware") for level in ("token", "action")},
}


def machine() -> dict[str, Any]:
    """CPU model, flags relevant to the bf16 path, cores and load (the machine is shared)."""
    model, flags = platform.processor() or platform.machine(), []
    try:
        info = Path("/proc/cpuinfo").read_text()
        model = next(line.split(":", 1)[1].strip() for line in info.splitlines() if line.startswith("model name"))
        present = next(line.split(":", 1)[1].split() for line in info.splitlines() if line.startswith("flags"))
        flags = [f for f in ("avx2", "avx512f", "avx512_bf16", "amx_bf16") if f in present]
    except (OSError, StopIteration):
        pass
    return {"cpu": model, "flags": flags, "cpus": os.cpu_count(), "loadavg": os.getloadavg()}


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


def run_one(name: str, seed: int, env_steps: int, init: str | None = None, threads: int = 1,
            temperature: float = DEFAULT_TEMPERATURE) -> dict[str, Any]:
    """Train run ``name`` with ``seed`` until ``env_steps`` env steps were taken; return its record."""
    import torch
    from transformers import AutoModelForCausalLM, AutoTokenizer, TrainerCallback

    from agentgym_capo.models import smollm2_dir
    from agentgym_capo.trainer.capo_trainer import CAPOTrainer
    from agentgym_capo.trainer.config import CAPOConfig
    from agentgym_capo.trainer.records import read_jsonl

    torch.set_num_threads(threads)
    path = init or str(smollm2_dir())
    tokenizer = AutoTokenizer.from_pretrained(path)
    model = AutoModelForCausalLM.from_pretrained(path, attn_implementation="eager")
    experiment, overrides = RUNS[name]
    settings = {**COMMON, "temperature": temperature, **overrides}

    class EnvStepBudget(TrainerCallback):
        """Stop once the rollouts took ``env_steps`` steps (the same budget for every algorithm)."""

        taken = 0

        def on_log(self, args, state, control, logs=None, **kwargs):
            self.taken += int((logs or {}).get("rollout/step_rows", 0))
            control.should_training_stop = self.taken >= env_steps
            return control

    run_dir = RUNS_DIR / f"{name}-s{seed}"
    for stale in ("metrics.jsonl", "actions.jsonl"):  # a restarted run starts from scratch
        (run_dir / stale).unlink(missing_ok=True)
    args = CAPOConfig(output_dir=str(run_dir), seed=seed, **settings)
    trainer = CAPOTrainer(model=model, args=args, env=ENV_ID, processing_class=tokenizer, callbacks=[EnvStepBudget()])
    start = time.perf_counter()
    trainer.train()
    seconds = time.perf_counter() - start
    logs = [e for e in trainer.state.log_history if "rollout/episodes" in e]
    curve, steps = [], 0
    for entry in logs:
        steps += int(entry.get("rollout/step_rows", 0))
        curve.append({"env_steps": steps, "episodes": entry["rollout/episodes"],
                      **{key: entry.get(key) for key in (
                          "rollout/success_rate", "rollout/return_mean", "rollout/action_tokens_mean",
                          "rollout/steps_mean", "rollout/group_no_signal_frac", "actor/entropy",
                          "actor/clip_oor_frac", "actor/clip_act_frac", "actor/mu", "time/iteration")}})
    actions = [r for r in read_jsonl(run_dir / "actions.jsonl") if r.get("log_ratio_sum") is not None]
    return {"run": name, "experiment": experiment, "seed": seed, "env_id": ENV_ID, "env_steps_budget": env_steps,
            "settings": {k: v for k, v in settings.items() if k != "max_steps"}, "iterations": len(logs),
            "train_seconds": seconds, "seconds_per_iteration": seconds / max(len(logs), 1), "curve": curve,
            "figure3": figure3_counts(actions, FIGURE3_EPS), "actions_recorded": len(actions), "machine": machine(),
            "init": os.path.relpath(init, ROOT) if init else "base", "init_record": init_record(init),
            "torch_threads": threads}


def selected(only: list[str] | None) -> list[str]:
    """Run names picked by ``--only`` (run names or experiment names; default: all)."""
    if not only:
        return list(RUNS)
    unknown = [o for o in only if o not in RUNS and o not in ("main", "ablation")]
    if unknown:
        raise SystemExit(f"--only: unknown {unknown}; runs are {sorted(RUNS)} or 'main'/'ablation'.")
    return [name for name, (experiment, _) in RUNS.items() if name in only or experiment in only]


def main() -> None:
    """Run the missing (run, seed) pairs one child process each, then draw the report."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--only", nargs="+", help="Run names (capo, abl-sqrt-token, ...) or 'main'/'ablation'.")
    parser.add_argument("--seeds", nargs="+", type=int, help="Override the seeds (default: 41 42 43 / 41 42).")
    parser.add_argument("--env-steps", type=int, default=3000, help="Env steps per run (the equal budget).")
    parser.add_argument("--tag", default="", help="Suffix of the result folder (e.g. 'pilot': kept apart).")
    parser.add_argument("--report", action="store_true", help="Only draw the report from existing JSONs.")
    parser.add_argument("--init", default="warm",
                        help="Start of every run: 'warm' (shared warm start, built if missing), 'base' or a folder.")
    parser.add_argument("--threads", type=int, default=1, help="torch threads per run (the machine is shared).")
    parser.add_argument("--temperature", type=float, default=DEFAULT_TEMPERATURE,
                        help="Sampling temperature of the rollouts (log-probs are taken at the same temperature).")
    parser.add_argument("--one", nargs=2, metavar=("RUN", "SEED"), help=argparse.SUPPRESS)
    options = parser.parse_args()
    out = RESULTS.with_name(RESULTS.name + (f"_{options.tag}" if options.tag else ""))
    if options.one:
        name, seed = options.one[0], int(options.one[1])
        record = run_one(name, seed, options.env_steps, None if options.init == "base" else options.init,
                         options.threads, options.temperature)
        out.mkdir(parents=True, exist_ok=True)
        (out / f"{name}-s{seed}.json").write_text(json.dumps(record))
        return
    if not options.report:
        init = resolve_init(options.init)
        for name in selected(options.only):
            seeds = options.seeds or (MAIN_SEEDS if RUNS[name][0] == "main" else ABLATION_SEEDS)
            for seed in seeds:
                target = out / f"{name}-s{seed}.json"
                if target.exists():
                    print(f"skip {target.name} (exists)", flush=True)
                    continue
                print(f"run {name} seed {seed} ({options.env_steps} env steps)", flush=True)
                command = [sys.executable, __file__, "--one", name, str(seed), "--env-steps", str(options.env_steps),
                           "--tag", options.tag, "--init", init or "base", "--threads", str(options.threads),
                           "--temperature", str(options.temperature)]
                code = subprocess.call(command)
                if code != 0:
                    print(f"{name} seed {seed} failed (exit {code}); continuing", flush=True)
    write_report(out)


if __name__ == "__main__":
    main()
