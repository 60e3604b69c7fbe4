"""``capo demo``: CAPO visibly learning a multi-step text task on a CPU, native bf16 or AVX2-only.

Two tasks, both with SmolLM2-135M-Instruct (converted offline on first use):

* ``relay`` (the default): **free text**, the paper's own mode. ``capo/Relay-v0`` at the demo's size: three
  steps, each quoting a message of 2-4, 11-12 or 24-26 tokens (``long_sentences=3``; the full task's long
  messages have ~50) that the agent must pass on exactly; only passing on the last one is rewarded. The policy
  generates its reply (``action_mode="generate"``), so CAPO's length-calibrated action-aware ratio and
  action-level GAE both act. Success is measured by sampling at the training temperature (0.5) on 64 fixed test
  episodes, with a fixed sampling seed, before and after 8 iterations of 16 episodes. Settings and why:
  :data:`RELAY_DEFAULTS`; measured per CPU kind: ``benchmarks/results/demo_cpu_relay.json``.
* ``chain``: ``capo/Chain-v0`` (3 rooms, 3 listed commands each, reward only for reaching the last room, a
  wrong command ends the episode) with an action-set ("choose") policy over the listed commands. Every action
  has length 1 there, so CAPO's ratio is inert (:data:`DEMO_DEFAULTS`, ``benchmarks/results/demo_cpu.json``).

Chain settings follow what was measured to
learn on these machines (PLATFORM §5): step-level credit with lambda = 0 (the paper's lambda = 1 gives no
signal while successes are rare), gamma = 1, choice temperature 2, only the top 2 layers trained (policy
and critic), the frozen 28 cached per row and memoised across iterations by state, no KL term (saves the
reference model's forward pass).

Choices common to both tasks, and the chain task's (the relay task's are at :data:`RELAY_DEFAULTS`):

* **Precision by capability** (:mod:`..model.precision`): ``bf16`` is left unset, so every pass (rollout scoring,
  trunk, preparation, update, evaluation) runs in bf16 autocast on a CPU with native bf16 and in fp32 on an
  AVX2-only CPU, where emulated bf16 is several times slower (PLATFORM §6; ``benchmarks/trunk_variants.py``,
  ``benchmarks/results/trunk_variants.json``).
* **Iterations, not minutes**: each task trains a fixed number of iterations (chain :data:`DEMO_ITERATIONS`,
  relay :data:`RELAY_ITERATIONS`), what learning needed in the measured runs, with a progress bar and ETA.
  ``max_minutes`` is an optional cap; when it stops training early the demo says so and marks the summary
  ``stopped_early`` - that result is not the demo's result.
* **Batch and step size, measured for robustness over seeds**: with 32 episodes per iteration, 4 trained
  layers and lr 1e-4 one seed of two was still at 0.2-0.55 after 45 iterations; at lr 2-3e-4 with 32
  episodes the choice entropy collapsed onto wrong commands on another seed (greedy ~0.2 after 35-60
  iterations: too few successes per batch, so the step follows noise). 64 episodes per iteration with 2
  trained layers (the same update cost as 32 with 4) and lr 3e-4 reached greedy 0.70 and 0.80 after 25
  iterations and 0.98 and 0.94 after 30 on those two seeds (tuning runs, native bf16, loaded machine).
* **Advantages not whitened** (``whiten_advantages=False``): with the settings above and whitening on (the
  config's default), one run of four in the benchmark (AVX2, seed 0) stalled far below the others, its choice
  entropy collapsing in the first iterations while sampled successes were still rare
  (``benchmarks/results/demo_cpu_whitened.json``). With successes that rare, the batch's advantage std is mostly
  the young critic's noise, and dividing by it turns that noise into unit-size advantages. Left at the reward's
  scale, the same run learned (``benchmarks/results/demo_cpu.json``; the same effect on a critic alone:
  ``benchmarks/whitening_critic.py``).

Success on 64 fixed test episodes is measured before and after (chain: greedy choice; relay: sampled at the
training temperature, with a fixed sampling seed); the curves land in ``<output>/training_curves.png``
and everything measured (phases, dtypes, machine) in ``demo_summary.json``.
"""

from __future__ import annotations

import json
import os
import time
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from agentgym_capo.errors import ConfigError
from agentgym_capo.report.run_data import DEMO_SUMMARY_FILE

__all__ = ["CPU_KINDS", "DEFAULT_DEMO_TASK", "DEMO_DEFAULTS", "DEMO_TASKS", "MEASURED_COSTS", "RELAY_DEFAULTS",
           "DemoEstimate", "DemoTask", "MeasuredCost", "cpu_kind", "estimate", "run_demo"]

DEMO_ITERATIONS = 30

DEMO_DEFAULTS: dict[str, Any] = dict(
    algo="capo", action_mode="choose", lam=0.0, gamma=1.0, choose_temperature=2.0, whiten_advantages=False,
    trainable_layers=2, learning_rate=3e-4, critic_learning_rate=3e-4, beta=0.0, rollout_tasks=64,
    mini_batch_size=256, num_iterations=1, micro_batch_tokens=16384, per_device_train_batch_size=64,
    lr_scheduler_type="constant", max_steps=DEMO_ITERATIONS, logging_steps=1, save_strategy="no", use_cpu=True,
    gradient_checkpointing=False, report_to="none", max_env_steps=6, disable_tqdm=True, trunk_memo_mb=256.0,
)
"""The chain (choose-mode) task's settings."""

RELAY_ITERATIONS = 8

RELAY_DEFAULTS: dict[str, Any] = dict(
    algo="capo", action_mode="generate",
    # The task at the demo's size: long messages of 3 sentences (24-26 tokens, not 48-53) and a 32-token action
    # cap, so one round decodes at most 32 tokens, not 64. Decoding is the floor of an iteration's cost on a CPU
    # (~0.17 s per decoding step of 16 rows on 2 cores, mostly fixed cost); the full size's iteration took 63 s,
    # this one 27-35 s with lock-step rounds (benchmarks/results/demo_cpu_relay.json) and 11.5-13.4 s with
    # continuous batching and drafts (benchmarks/results/demo_cpu_relay_continuous.json).
    env_kwargs={"long_sentences": 3}, max_completion_length=32,
    # temperature 0.5: the untrained model's test success at this size is 0.45 (0.83 at 0.3, 0.20 at 0.7;
    # 64 test episodes), room to rise and enough successes per 16-episode batch
    temperature=0.5,
    # action-level GAE with gamma = 1 and lambda = 0 (each step's credit is the critic's change of value; the
    # full-size sweep measured why lambda = 1 fails here: benchmarks/relay_sweep.py). Unwhitened advantages.
    gamma=1.0, lam=0.0, whiten_advantages=False,
    # top 2 layers, lr 2e-4, one epoch of 4-row mini-batches (8-12 optimizer steps per iteration; from the
    # second on the ratio and CAPO's clip act). Pilots (seed 0, 8 iterations, 16-row mini-batches): lr 1e-4
    # rose 0.45 -> 0.61, 2e-4 -> 0.77, 3e-4 -> 0.58 with replies drifting longer (20 -> 29 tokens); top 4
    # layers at 1e-4 rose to 0.88 in 12 iterations but cost ~4 s more per iteration. 8-row mini-batches against
    # 16, the same 3 seeds (identical evaluations before training): +0.27, +0.31, +0.42 against +0.14, +0.28,
    # +0.39 (benchmarks/results/archive/demo_cpu_relay_s8_mb8.json and _s8.json; one run per seed, so
    # suggestive, not conclusive); more iterations did not help (benchmarks/results/relay_demo_iterations_avx2.json).
    # 4-row against 8-row mini-batches on 5 seeds (0-4): +0.31, +0.36, +0.36, +0.36, +0.38 against +0.27, +0.31,
    # +0.42, +0.36, +0.30, mean +0.35 against +0.33, the 0.30 of issue 40 met on 5 seeds against 3, for x1.05
    # the iteration's time (benchmarks/results/demo_rise_mini_batch.json, demo_iteration_mb4_ab_avx2.json; one
    # run per seed and setting). A critic at lr 1e-3 did not help (+0.28, +0.31, +0.22 on seeds 0-2:
    # archive/demo_cpu_relay_s9_critic_lr1e-3.json).
    trainable_layers=2, learning_rate=2e-4, critic_learning_rate=2e-4, num_iterations=1, mini_batch_size=4,
    epsilon=0.2,
    beta=0.0, rollout_tasks=16, micro_batch_tokens=16384, per_device_train_batch_size=64,
    lr_scheduler_type="constant", max_steps=RELAY_ITERATIONS, logging_steps=1, save_strategy="no", use_cpu=True,
    gradient_checkpointing=False, report_to="none", max_env_steps=6, disable_tqdm=True,
    # continuous rollout batching (the default) with prompt-lookup drafts: a relayed message is a copy of the
    # prompt, so 4-token drafts are mostly accepted and cut the decoding forwards (measured per engine in
    # benchmarks/results/rollout_engines_cpu_avx2.json; every token still sampled from the policy), at most 16
    # drafted positions per step: on 2 cores a forward's positions cost ~3 ms each against ~65 ms fixed, so 16
    # rows drafting 4 tokens each paid more than they kept (tokens/s x1.14 with 16 against 64:
    # benchmarks/results/rollout_draft_caps_cpu_avx2.json)
    rollout_draft_tokens=4, rollout_draft_positions=16,
)
"""The relay (free-text) task's settings."""


@dataclass(frozen=True)
class MeasuredCost:
    """What one demo task took on one kind of CPU (2 cores, each run alone), from which estimates are made.

    Attributes:
        seconds_per_iteration: One training iteration.
        seconds_per_evaluation: One evaluation on 64 test episodes.
        source: Where the numbers were measured.
    """

    seconds_per_iteration: float
    seconds_per_evaluation: float
    source: str


CPU_KINDS = {"native_bf16": "native bf16 (avx512_bf16/AMX)", "avx2": "AVX2-only (no native bf16)"}
"""The CPU kinds the demo's times were measured on: the precision decision (:mod:`..model.precision`) splits on this."""

MEASURED_COSTS: dict[str, dict[str, MeasuredCost]] = {
    "relay": {
        # benchmarks/results/demo_cpu_relay_continuous.json (continuous rollout batching with drafts), AMD EPYC
        # Zen 4, seed 0: 11.5 s per iteration, evaluations 24-25 s
        "native_bf16": MeasuredCost(11.5, 24.3, "benchmarks/results/demo_cpu_relay_continuous.json (Zen 4, native "
                                    "bf16)"),
        # benchmarks/results/demo_cpu_relay_s9_mb4{,_seeds34}.json, AVX2-restricted, seeds 0-4: 12.8-13.8 s per
        # iteration and 16.8 in one run (mean 14.08; the 8-row runs of that hour were as slow), evaluations 27-39 s
        # (mean 32.6), times the 1.55 by which the restriction flattered a real AVX2-only Zen 3 (PLATFORM §6:
        # 54.5 s there against 34-35 s restricted, with lock-step rounds). An estimate until a real AVX2 CPU
        # measures this engine.
        "avx2": MeasuredCost(21.83, 50.5, "benchmarks/results/demo_cpu_relay_s9_mb4{,_seeds34}.json, "
                             "AVX2-restricted, x1.55 for a real AVX2-only CPU (PLATFORM §6)"),
    },
    "chain": {
        # benchmarks/results/demo_cpu.json: 30 iterations in 276 and 268 s, evaluations 7-8.5 s
        "native_bf16": MeasuredCost(9.1, 8.0, "benchmarks/results/demo_cpu.json (Zen 4, native bf16)"),
        # a real AVX2-only Zen 3: 30 iterations in 12.3 min (24.3 s each); its evaluations were not timed there:
        # the AVX2-restricted runs' 11-15 s times the 1.55 by which the restriction flatters a real AVX2 CPU
        "avx2": MeasuredCost(24.3, 20.0, "a real AVX2-only Zen 3 (PLATFORM §6)"),
    },
}
"""Measured cost of each demo task per CPU kind (2 cores); the demo's time estimates come from here only."""


def cpu_kind() -> str:
    """This machine's key of :data:`CPU_KINDS` (``CAPO_CPU_BF16`` overrides the flag check, as for precision)."""
    from agentgym_capo.machine import native_bf16

    return "native_bf16" if native_bf16() else "avx2"


@dataclass(frozen=True)
class DemoEstimate:
    """How long a demo run should take on this machine's CPU kind, from :data:`MEASURED_COSTS`.

    Attributes:
        kind: The key of :data:`CPU_KINDS`.
        train_minutes: Training, for the run's iterations.
        evaluation_minutes: One evaluation, for the run's test episodes.
        source: Where the numbers were measured.
    """

    kind: str
    train_minutes: float
    evaluation_minutes: float
    source: str

    def describe(self) -> str:
        """E.g. ``"about 3.7 min of training (+ 2 x 0.7 min of evaluation) on a native bf16 ... CPU"``."""
        kind = CPU_KINDS[self.kind]
        article = "an" if kind[0] in "AEIOUaeiou" else "a"
        return (f"about {self.train_minutes:.1f} min of training (+ 2 x {self.evaluation_minutes:.1f} min of "
                f"evaluation) on {article} {kind} CPU with 2 cores")


def estimate(task: str, iterations: int, eval_episodes: int = 64, kind: str | None = None) -> DemoEstimate:
    """The time a ``task`` run of ``iterations`` takes on CPU ``kind`` (default: this machine's), as measured."""
    kind = kind or cpu_kind()
    cost = MEASURED_COSTS[task][kind]
    return DemoEstimate(kind, iterations * cost.seconds_per_iteration / 60,
                        cost.seconds_per_evaluation * eval_episodes / 64 / 60, cost.source)


@dataclass(frozen=True)
class DemoTask:
    """One task ``capo demo`` can train.

    Attributes:
        env_id: The registered env.
        settings: CAPOConfig fields (``max_steps`` is the default number of iterations).
        evaluation: ``"greedy_choice"`` (argmax over the listed actions) or ``"sampled"`` (free text at the
            training temperature).
        summary: One line for the command's help.
    """

    env_id: str
    settings: dict[str, Any]
    evaluation: str
    summary: str

    @property
    def iterations(self) -> int:
        """The default number of training iterations."""
        return int(self.settings["max_steps"])


DEMO_TASKS: dict[str, DemoTask] = {
    "relay": DemoTask("capo/Relay-v0", RELAY_DEFAULTS, "sampled",
                      "free text, the paper's mode: pass on quoted messages of 2-26 tokens over 3 steps"),
    "chain": DemoTask("capo/Chain-v0", DEMO_DEFAULTS, "greedy_choice",
                      "choose mode: walk a 3-room corridor by picking listed commands"),
}
DEFAULT_DEMO_TASK = "relay"
"""The task ``capo demo`` trains when no ``--task`` is given: free text, the paper's mode."""


def demo_task(name: str) -> DemoTask:
    """The task called ``name``, or :class:`ConfigError` listing them."""
    if name not in DEMO_TASKS:
        raise ConfigError(f"Unknown demo task {name!r}; choose one of {sorted(DEMO_TASKS)}.")
    return DEMO_TASKS[name]


def _success(task: DemoTask, trainer: Any, tokenizer: Any, episodes: int, seed: int) -> float:
    """Success on ``episodes`` fixed test episodes of ``task`` with the trainer's current policy (greedy choice in
    choose mode, sampled at the training temperature from ``seed`` in generate mode)."""
    from agentgym_capo.trainer.commands.evaluate import trainer_test_successes

    wins = trainer_test_successes(trainer, tokenizer, task.env_id, episodes, task_seed=seed, sampling_seed=seed)
    return sum(wins) / len(wins)


def _progress_callback(total: int, max_minutes: float | None) -> Any:
    """A Trainer callback: a progress bar over iterations (ETA, sampled success) and the optional time cap."""
    from tqdm.auto import tqdm
    from transformers import TrainerCallback

    class Progress(TrainerCallback):
        def __init__(self) -> None:
            self.start, self.bar = time.perf_counter(), None
            self.stopped_early = False

        def on_train_begin(self, args, state, control, **kwargs):
            # opened here, not when built: the evaluation before training runs without an idle bar above it
            self.start = time.perf_counter()
            self.bar = tqdm(total=total, desc="training", unit="it")

        def on_step_end(self, args, state, control, **kwargs):
            self.bar.update(1)
            if max_minutes is not None and time.perf_counter() - self.start > max_minutes * 60 \
                    and state.global_step < total:
                self.stopped_early = True
                control.should_training_stop = True
            return control

        def on_train_end(self, args, state, control, **kwargs):
            if self.bar is not None:
                self.bar.close()

    return Progress()


def run_demo(output_dir: str = "capo_demo", iterations: int | None = None, seed: int = 0,
             eval_episodes: int = 64, model_path: str | None = None, max_minutes: float | None = None,
             task: str = DEFAULT_DEMO_TASK, threads: int | None = None, **overrides: Any) -> dict[str, Any]:
    """Train CAPO on the demo ``task`` for ``iterations`` and report test success before and after.

    Args:
        output_dir: Where metrics, curves and ``demo_summary.json`` go.
        iterations: Training iterations (default: the task's, what learning needed when measured).
        seed: Training and evaluation seed.
        eval_episodes: Fixed test episodes of each evaluation.
        model_path: A saved causal LM (default: SmolLM2-135M-Instruct, converted offline).
        max_minutes: Optional wall-clock cap on training; stopping on it is reported as *not* the demo's result.
        task: A key of :data:`DEMO_TASKS`: ``relay`` (free text, the default) or ``chain`` (choose mode).
        threads: torch's CPU threads (default: ``OMP_NUM_THREADS``, else the cores free at start:
            :func:`~agentgym_capo.trainer.backend.threads.plan_threads`).
        **overrides: CAPOConfig fields replacing the task's settings (e.g. ``trunk_memo_mb=0``).
    """
    os.environ.setdefault("HF_HUB_OFFLINE", "1")
    os.environ.setdefault("TRL_EXPERIMENTAL_SILENCE", "1")
    from transformers import AutoModelForCausalLM, AutoTokenizer

    from agentgym_capo.machine import machine_info
    from agentgym_capo.models import smollm2_dir
    from agentgym_capo.trainer.backend.console import without_weight_loading_bars
    from agentgym_capo.trainer.backend.records import plot_training_curves, read_jsonl
    from agentgym_capo.trainer.backend.threads import apply_threads, plan_threads
    from agentgym_capo.trainer.capo_trainer import CAPOTrainer
    from agentgym_capo.trainer.config import CAPOConfig

    spec = demo_task(task)
    iterations = spec.iterations if iterations is None else iterations
    thread_plan = plan_threads(threads)  # before anything loads: the load average is the others' alone
    apply_threads(thread_plan)
    print(thread_plan.line())
    path = model_path or str(smollm2_dir())
    settings = {**spec.settings, "max_steps": iterations, "cpu_threads": thread_plan.threads, **overrides}
    args = CAPOConfig(output_dir=output_dir, seed=seed, **settings)
    progress = _progress_callback(iterations, max_minutes)
    with without_weight_loading_bars():  # a local folder: the policy, then the critic from the same folder
        tokenizer = AutoTokenizer.from_pretrained(path)
        model = AutoModelForCausalLM.from_pretrained(path, attn_implementation="eager")
        trainer = CAPOTrainer(model=model, args=args, env=spec.env_id, processing_class=tokenizer,
                              callbacks=[progress])
    how = "greedy choice" if spec.evaluation == "greedy_choice" else f"sampled at temperature {args.temperature:g}"
    expected = estimate(task, iterations, eval_episodes)
    print(f"task: {task} ({spec.env_id}, {spec.summary}); {iterations} iterations of "
          f"{args.rollout_tasks * args.group_size} episodes")
    print(f"expected: {expected.describe()} (measured: {expected.source})")
    print(f"precision: {trainer.precision.plan.reason}")
    print(f"evaluating on {eval_episodes} fixed test episodes before training (~{expected.evaluation_minutes:.1f} "
          f"min; {how})...", flush=True)
    start = time.perf_counter()
    before = _success(spec, trainer, tokenizer, eval_episodes, seed)
    eval_before = time.perf_counter() - start
    print(f"test success before training: {before:.3f} ({eval_episodes} episodes, {how}, {eval_before:.0f} s)")
    start = time.perf_counter()
    trainer.train()
    seconds = time.perf_counter() - start
    print(f"evaluating on the same {eval_episodes} test episodes after {trainer.state.global_step} iterations "
          f"(~{expected.evaluation_minutes:.1f} min)...", flush=True)
    start = time.perf_counter()
    after = _success(spec, trainer, tokenizer, eval_episodes, seed)
    eval_after = time.perf_counter() - start
    logs = [e for e in trainer.state.log_history if "time/iteration" in e]
    phases = {key: sum(e[key] for e in logs) / max(len(logs), 1) for key in
              ("time/rollout", "time/prepare", "time/advantage", "time/update", "time/iteration")
              if logs and key in logs[0]}
    memo = trainer.trunk_split.memo if trainer.trunk_split is not None else None
    summary = {"task": task, "env_id": spec.env_id, "evaluation": how,
               "success_before": before, "success_after": after, "train_seconds": seconds,
               "eval_seconds": {"before": eval_before, "after": eval_after},
               "iterations": trainer.state.global_step, "iterations_planned": iterations,
               "stopped_early": progress.stopped_early, "max_minutes": max_minutes,
               "seconds_per_iteration": phases,
               "sampled_success_curve": [e.get("rollout/success_rate") for e in logs],
               "update_size_curve": [e.get("actor/logp_change_per_step") for e in logs],
               "episodes": trainer.state.global_step * args.rollout_tasks * args.group_size,
               "eval_episodes": eval_episodes, "seed": seed, "precision": trainer.precision.summary(),
               "estimate": {"cpu_kind": expected.kind, "train_minutes": expected.train_minutes,
                            "evaluation_minutes": expected.evaluation_minutes, "source": expected.source},
               "trunk_memo": memo.stats() if memo is not None else None, "machine": machine_info(),
               "settings": settings, "curves": str(Path(output_dir) / "training_curves.png")}
    Path(output_dir).mkdir(parents=True, exist_ok=True)
    # the trainer's figure again, led by the demo's result: test success before and after
    model_name = Path(str(getattr(model.config, "_name_or_path", "") or path)).name
    plot_training_curves(read_jsonl(Path(output_dir) / "metrics.jsonl"), summary["curves"],
                         title=f"capo demo --task {task}: {spec.env_id}, {model_name}, {CPU_KINDS[expected.kind]} "
                               f"CPU, {seconds / 60:.1f} min of training",
                         test_success=(before, after, trainer.state.global_step))
    (Path(output_dir) / DEMO_SUMMARY_FILE).write_text(json.dumps(summary, indent=2, default=str))
    per_phase = ", ".join(f"{k.split('/')[1]} {v:.1f} s" for k, v in phases.items())
    print(f"measured: {summary['iterations']} iterations in {seconds / 60:.1f} min ({per_phase} per iteration); "
          f"passes ran in {trainer.precision.describe_passes()}")
    if progress.stopped_early:
        print(f"STOPPED EARLY by the {max_minutes} min cap after {summary['iterations']} of {iterations} "
              "iterations: the result below is NOT the demo's result (learning needs the full run).")
    print(f"test success after {summary['iterations']} iterations: {after:.3f} (before: {before:.3f}; {how})")
    print(f"curves: {summary['curves']}; summary: {Path(output_dir) / DEMO_SUMMARY_FILE}; a page of the run: "
          f"capo report {output_dir}")
    return summary
