"""Throughput of one iteration, phase by phase: where the work goes and how much of it is padding (issue 40).

One command measures, per shape and phase:

* **rollout**: generated tokens/s, ms per decode step (prefill included: it yields the first token), and the
  share of decode slots that produced a kept token. A ``generate`` call decodes every row until its longest
  row stops, so its slots are ``rows x decode steps``; the kept tokens are the responses' tokens (up to and
  including eos). Decode steps and rows are counted on the policy backbone's forward calls, so a call that
  TRL splits into several ``generate`` calls is counted as it ran. The share can pass 1: a slot whose
  prompt-lookup drafts are accepted keeps several tokens (the CPU demo shape: 1.43), and the continuous engine
  feeds identical fresh prompts once, giving each copy its first token from that slot.
  ``--profile-rollout`` adds a second, untimed rollout's cProfile table, ``--profile-update`` an untimed pass's
  torch-profiler operators (:class:`PassPlan`).
* **prepare** and **update**: processed tokens/s (the rows' real tokens over the phase's seconds), the share
  of processed positions that were padding (every decoder layer a backbone call runs counts its ``B x L``
  positions; the attention mask says which were real), achieved GFLOP/s and, on a GPU, MFU;
* peak memory (CPU: the process's peak RSS so far; GPU: ``max_memory_allocated`` of the phase) and s/iteration.

Choices made here:

* **FLOPs as verl counts them** (``verl/utils/flops_counter.py``): per real token, ``2 x`` the parameters of the
  decoder layers a pass runs, plus the attention term ``4 x hidden x seq_len^2`` per layer and sequence, plus the
  LM head at the scored positions (``2 x hidden x vocab``); a pass under gradient counts 3x (forward +
  backward). Only real tokens count, so padding lowers the achieved rate instead of raising it. MFU divides by
  the device's dense bf16 peak (:data:`BF16_PEAK_FLOPS`, the figures verl's table uses).
* **Row layouts** (``--layouts``, :data:`~agentgym_capo.trainer.config_fields.ROW_LAYOUTS`): ``by_length``
  (rows sorted by length, each padded only to its micro-batch's longest row; the trainer's default) and
  ``rollout_order`` (the former layout: rows in rollout order, left-padded prompts). Naming both measures them
  in one run, interleaved (A B A B ...), from the same rollout, and writes their ratios.
* **Warm-up** (``--warmup N``): untimed passes before the timed ones; the GPU script runs one (a GPU's first
  pass pays for kernel selection and the allocator's growth, :class:`PassPlan`).
* **The stages are the trainer's own** (:mod:`agentgym_capo.trainer.pipeline`): a :class:`CAPOTrainer`
  subclass replaces ``training_step`` with the measurement, so every pass runs wrapped and prepared exactly as
  in training. The rollout runs once per shape; prepare, advantages and update then run ``--repeats`` times on
  the same rows, each from the same saved weights and optimizer state, so repeats differ only in time.
* **Shapes.** ``demo``: ``capo demo``'s relay task (:data:`RELAY_DEFAULTS`, a real rollout of
  ``capo/Relay-v0``). ``webshop``: synthetic WebShop-like rows (no env runs): episodes of 3-8 steps whose prompts
  start at 400-600 tokens and grow by each action and observation up to 1,500 tokens, actions of 5-120 tokens
  (log-uniform), random token ids. On a CPU the WebShop-like shape runs SmolLM2 cut to its first
  ``--webshop-layers`` layers (top 2 trained): its rows are ~10x longer than the demo's, and the full 30 layers
  would take minutes per pass on 2 shared cores; padding shares and tokens/s per layer do not depend on depth.
* ``--device cuda`` builds Qwen3-1.7B or -4B (``--model-config``) from its config with random weights (no
  download), trains it fully in bf16 and reports MFU; ``--dry-run`` runs that same code path on the CPU with
  the config shrunk to a toy size (what the tests run; its MFU is against the H100 peak and means nothing).

The counting (positions, FLOPs, decode slots) is the trainer's own (``agentgym_capo/trainer/backend/throughput.py``,
what ``throughput/*`` in every training log comes from); the records, peak memory and profile tables are
``throughput_counting.py``; the models, shapes and the measured trainer are ``throughput_setup.py``.

    python benchmarks/throughput.py                          # CPU: SmolLM2, both shapes (~5 min on 2 cores)
    python benchmarks/throughput.py --layouts rollout_order,by_length --repeats 2 --output \
        benchmarks/results/throughput_cpu_layouts.json       # before/after in one run
    python benchmarks/throughput.py --device cuda --model-config qwen3-1.7b
    python benchmarks/throughput.py --dry-run --output /tmp/throughput.json
"""

from __future__ import annotations

import copy
import cProfile
import json
import statistics
import tempfile
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import harness
import torch

from agentgym_capo.trainer.backend.throughput import WorkCounter
from agentgym_capo.trainer.config_fields import ROW_LAYOUTS
from benchmarks.throughput_counting import (
    device_peak_flops,
    operator_table,
    peak_memory_gb,
    phase_record,
    profile_table,
    reset_peak_memory,
)
from benchmarks.throughput_setup import (
    load_model,
    make_trainer,
    row_lengths,
    shape_settings,
    target_of,
    webshop_like_rollout,
)

PHASES = ("prepare", "advantage", "update")


def _snapshot(trainer: Any) -> tuple[list[torch.Tensor], dict[str, Any]]:
    params = [p.detach().clone() for p in trainer.model_wrapped.parameters() if p.requires_grad]
    return params, copy.deepcopy(trainer.optimizer.state_dict())


def _restore(trainer: Any, snapshot: tuple[list[torch.Tensor], dict[str, Any]]) -> None:
    params, optimizer_state = snapshot
    with torch.no_grad():
        for param, saved in zip((p for p in trainer.model_wrapped.parameters() if p.requires_grad), params,
                                strict=True):
            param.copy_(saved)
    trainer.optimizer.load_state_dict(optimizer_state)
    trainer.optimizer.zero_grad(set_to_none=True)


@dataclass(frozen=True)
class PassPlan:
    """What runs on a shape's rows after its rollout.

    Attributes:
        layouts: Row layouts, measured interleaved (A B A B ...); ratios are over the first.
        repeats: Timed (prepare, advantages, update) passes per layout.
        warmup: Untimed passes (of the last layout) before the timed ones. On a GPU the first pass pays for
            kernel selection and the allocator's growth: the H100 run of ``throughput_h100_demo.json`` (no
            warm-up) timed by_length's and packed's identical work at 22.4 and 16.8 s, in that order.
        profile_rollout: Also run a second, untimed rollout under cProfile and keep its top functions by
            cumulative time (where a rollout's seconds go, e.g. blocked in a device sync or in Python).
        profile_update: Also run one untimed (prepare, advantages, update) pass of the last layout under torch's
            profiler and keep its top operators by device time (GPU) or CPU time: what the update's seconds
            are spent on when its MFU is low.
    """

    layouts: tuple[str, ...]
    repeats: int = 1
    warmup: int = 0
    profile_rollout: bool = False
    profile_update: bool = False


def parse_layout(name: str) -> tuple[str, int | None | str]:
    """``LAYOUT[:OVERHEAD]`` -> (row layout, ``micro_batch_overhead_tokens``): OVERHEAD is a number of positions,
    ``fewest`` (None: the fewest micro-batches) or, left out, ``auto`` (the trainer's default for the device)."""
    layout, _, overhead = name.partition(":")
    if layout not in ROW_LAYOUTS or not (overhead in ("", "fewest") or overhead.isdigit()):
        raise ValueError(f"a layout is one of {list(ROW_LAYOUTS)}, optionally followed by ':' and a number of "
                         f"positions or 'fewest' (e.g. by_length:64); got {name!r}.")
    return layout, None if overhead == "fewest" else int(overhead) if overhead else "auto"


def use_layout(trainer: Any, name: str) -> None:
    """Set the trainer's scorer to the layout named ``LAYOUT[:OVERHEAD]`` (:func:`parse_layout`)."""
    from agentgym_capo.trainer.pipeline.microbatches import resolve_overhead_tokens

    layout, overhead = parse_layout(name)
    trainer.scorer.row_layout = layout
    trainer.scorer.planner.overhead_tokens = (resolve_overhead_tokens(trainer.args.micro_batch_overhead_tokens,
                                                                      torch.device(trainer.scorer.device).type)
                                              if overhead == "auto" else overhead)


def measure_shape(trainer: Any, counter: WorkCounter, rollout: Any | None, plan: PassPlan, device: str,
                  peak: float | None, save: Any = None) -> dict[str, Any]:
    """Rollout once (unless given), then ``plan``'s passes (:class:`PassPlan`), each from the same saved state.
    ``save(result_so_far)`` runs after the rollout and each pass."""
    save = save or (lambda partial: None)
    layouts, repeats = list(plan.layouts), plan.repeats
    from agentgym_capo.trainer.pipeline.advantages import compute_advantages
    from agentgym_capo.trainer.pipeline.prepare import prepare
    from agentgym_capo.trainer.pipeline.rollout import collect_rollout
    from agentgym_capo.trainer.pipeline.runtime import IterationLog
    from agentgym_capo.trainer.pipeline.update import update

    run = trainer.runtime()
    result: dict[str, Any] = {}
    timings: dict[str, float] = {}
    if rollout is None:
        reset_peak_memory(device)
        counter.phase = "rollout"
        with harness.timed(timings, "rollout"):
            rollout = collect_rollout(run, trainer.episodes, 0)
        seconds = timings["rollout"]
        counter.phase = None
        counts = counter.take("rollout")
        kept = sum(len(s.action.response_ids) for s in rollout.steps)
        slots, steps = counts.get("decode_slots", 0.0), counts.get("decode_steps", 0.0)
        result["rollout"] = {"seconds": seconds, "generated_tokens": kept, "generated_tokens_per_s": kept / seconds,
                             "decode_steps": steps, "decode_slots": slots,
                             "ms_per_decode_step": 1e3 * seconds / steps if steps else None,
                             "kept_slot_share": kept / slots if slots else None,
                             "peak_memory_gb": peak_memory_gb(device)}
        if plan.profile_rollout:
            profiler = cProfile.Profile()
            result["rollout_profile"] = {}
            with harness.timed(result["rollout_profile"], "seconds_under_profiler"):
                profiler.runcall(collect_rollout, run, trainer.episodes, 0)
            result["rollout_profile"]["top_cumulative"] = profile_table(profiler)
        save(result)
    result["rows"] = row_lengths(rollout)
    tokens = result["rows"]["tokens"]
    snapshot = _snapshot(trainer)

    def untimed_pass() -> None:  # the last layout's prepare, advantages and update from the saved state
        _restore(trainer, snapshot)
        use_layout(trainer, layouts[-1])
        log = IterationLog()
        batch = compute_advantages(run, prepare(run, rollout, log), log)
        update(run, batch, trainer.step_hooks(run, log), log)

    for _ in range(plan.warmup):
        untimed_pass()
    runs: dict[str, list[dict[str, Any]]] = {layout: [] for layout in layouts}
    for _, layout in [(r, layout) for r in range(repeats) for layout in layouts]:
        _restore(trainer, snapshot)
        use_layout(trainer, layout)
        log, record = IterationLog(), {}
        scored = batch = None
        for phase in PHASES:
            reset_peak_memory(device)
            counter.phase = phase
            with harness.timed(timings, phase):
                if phase == "prepare":
                    scored = prepare(run, rollout, log)
                elif phase == "advantage":
                    batch = compute_advantages(run, scored, log)
                else:
                    updated = update(run, batch, trainer.step_hooks(run, log), log)
            counter.phase = None
            record[phase] = phase_record(counter.take(phase), timings[phase], tokens, peak)
            record[phase]["peak_memory_gb"] = peak_memory_gb(device)
        record["loss"] = float(updated.loss)
        runs[layout].append(record)
        save({**result, "runs_so_far": runs})
    if plan.profile_update:
        from torch.profiler import ProfilerActivity, profile

        activities = [ProfilerActivity.CPU] + ([ProfilerActivity.CUDA] if device == "cuda" else [])
        profiled = result["pass_profile"] = {"layout": layouts[-1]}
        with harness.timed(profiled, "seconds_under_profiler"), profile(activities=activities) as profiler:
            untimed_pass()
            if device == "cuda":
                torch.cuda.synchronize()
        profiled["top_operators"] = operator_table(profiler)
        save({**result, "runs_so_far": runs})
    _restore(trainer, snapshot)
    rollout_seconds = result.get("rollout", {}).get("seconds", 0.0)
    result["layouts"] = {}
    for layout, records in runs.items():
        median = {phase: {key: statistics.median(r[phase][key] for r in records)
                          for key in records[0][phase] if records[0][phase][key] is not None} for phase in PHASES}
        result["layouts"][layout] = {"runs": records, "median": median,
                                     "s_per_iteration": rollout_seconds + sum(median[p]["seconds"] for p in PHASES)}
    if len(layouts) > 1:
        result["layout_ratios"] = layout_ratios(result["layouts"], layouts[0])
    return result


def layout_ratios(layouts: dict[str, Any], baseline: str) -> dict[str, dict[str, float]]:
    """Each other layout over ``baseline`` (the first named): tokens/s and s/iteration ratios, padding shares."""
    former = layouts[baseline]
    out = {}
    for name, new in layouts.items():
        if name == baseline:
            continue
        ratios = {"s_per_iteration_ratio": new["s_per_iteration"] / former["s_per_iteration"]}
        for phase in ("prepare", "update"):
            ratios[f"{phase}_tokens_per_s_ratio"] = new["median"][phase]["tokens_per_s"] / former["median"][phase][
                "tokens_per_s"]
            ratios[f"{phase}_padding_share_{baseline}"] = former["median"][phase]["padding_share"]
            ratios[f"{phase}_padding_share_{name}"] = new["median"][phase]["padding_share"]
            ratios[f"{phase}_positions_ratio"] = new["median"][phase]["positions"] / former["median"][phase][
                "positions"]
        out[f"{name}_vs_{baseline}"] = ratios
    return out


def measure(target: dict[str, Any], shapes: list[str], plan: PassPlan, webshop_episodes: int, workdir: str,
            partial: Path | None = None) -> dict[str, Any]:
    """Every shape on ``target``: one trainer per shape, its rollout once, then the repeated passes.

    ``partial``: a file that holds the shapes measured so far after each one (a run cut short by a time limit
    still leaves them).
    """
    out: dict[str, Any] = {}
    peak, peak_source = device_peak_flops(target["device"], target.get("dry_run", False))
    for shape in shapes:
        print(f"[{shape}] loading {target['model']}", flush=True)
        model, tokenizer = load_model(target, shape)
        results: dict[str, Any] = {}

        def protocol(trainer: Any, shape: str = shape, results: dict[str, Any] = results) -> torch.Tensor:
            counter = trainer.work  # the trainer's own counting, what its training logs report
            rollout = None
            if shape == "webshop":
                vocab = min(len(trainer.processing_class), trainer.actor_critic.lm.config.vocab_size)
                rollout = webshop_like_rollout(webshop_episodes, vocab, seed=0, steps=target["webshop_steps"])
            def save(partial_shape: dict[str, Any]) -> None:
                if partial is not None:
                    harness.record({"shapes": {**out, shape: partial_shape}, "partial": True,
                                    "label": target["label"]}, partial)

            results.update(measure_shape(trainer, counter, rollout, plan, target["device"], peak, save))
            # the Trainer checks the loss is on the model's device
            return torch.tensor(results["layouts"][plan.layouts[-1]]["runs"][-1]["loss"],
                                device=trainer.accelerator.device)

        trainer = make_trainer(model, tokenizer, shape_settings(shape, target, workdir), protocol)
        trainer.train()
        results["settings"] = {k: v for k, v in trainer.args.to_dict().items() if k in (
            "trainable_layers", "micro_batch_tokens", "per_device_train_batch_size", "mini_batch_size",
            "rollout_tasks", "max_completion_length", "algo", "action_mode", "bf16", "num_iterations")}
        results["model"] = {"name": target["model"], "layers": model.config.num_hidden_layers,
                            "hidden_size": model.config.hidden_size,
                            "parameters": sum(p.numel() for p in model.parameters())}
        results["precision"] = trainer.precision.summary()
        out[shape] = results
        for layout, measured in results["layouts"].items():
            prep, upd = measured["median"]["prepare"], measured["median"]["update"]
            print(f"[{shape}] {layout}: rows {results['rows']['rows']}, tokens {results['rows']['tokens']}; padding "
                  f"prepare {prep.get('padding_share', 0):.3f} update {upd.get('padding_share', 0):.3f}; tokens/s "
                  f"prepare {prep['tokens_per_s']:.0f} update {upd['tokens_per_s']:.0f}; s/iteration "
                  f"{measured['s_per_iteration']:.1f}", flush=True)
        del trainer, model
    return {"shapes": out, "peak_flops": peak, "peak_source": peak_source}


def plot(result: dict[str, Any], path: Path) -> None:
    """Per shape: padding share and tokens/s of prepare and update for each row layout; the rollout's kept slots."""
    shapes = result["shapes"]
    names = list(shapes)
    bars = [(layout, phase) for layout in result["layouts"] for phase in ("prepare", "update")]
    medians = {f"{phase}, {layout}": [shapes[n]["layouts"][layout]["median"][phase] for n in names]
               for layout, phase in bars}
    rollouts = {n: s["rollout"] for n, s in shapes.items() if "rollout" in s}

    def draw(axes: Any) -> None:
        harness.bars(axes[0], names, {label: [m.get("padding_share", 0) for m in ms] for label, ms in medians.items()},
                     title="share of processed positions that were padding")
        harness.bars(axes[1], names, {label: [m["tokens_per_s"] for m in ms] for label, ms in medians.items()},
                     title="processed tokens/s (real tokens)")
        harness.bars(axes[2], list(rollouts), {"kept": [r["kept_slot_share"] or 0 for r in rollouts.values()]},
                     title="rollout: share of decode slots that kept a token")
        axes[2].set_ylim(0, 1)

    harness.figure(path, draw, panels=3, size=(13, 3.8),
                   title=f"{result['label']} - {result.get('gpu') or result['machine']['cpu_model']}")


def main(argv: list[str] | None = None) -> dict[str, Any]:
    """Parse the arguments, measure, write JSON and PNG, print the JSON's summary."""
    parser = harness.parser(__file__, __doc__, output="throughput_cpu.json", threads=None,
                            dry_run="The GPU path on the CPU with a toy config.", replot=True)
    parser.add_argument("--device", choices=("cpu", "cuda"), default="cpu")
    parser.add_argument("--model", choices=("smollm2", "tiny"), default="smollm2", help="CPU model.")
    parser.add_argument("--model-config", default="qwen3-1.7b",
                        help="GPU: a config of agentgym_capo/trainer/commands/model_configs (random weights).")
    parser.add_argument("--trainable-layers", type=int, default=None, help="GPU: top layers trained (None: all).")
    parser.add_argument("--shapes", default="demo,webshop")
    parser.add_argument("--repeats", type=int, default=1,
                        help="prepare/advantages/update runs per shape and layout (interleaved).")
    parser.add_argument("--layouts", default="by_length",
                        help="row layouts (agentgym_capo/trainer/config_fields.py ROW_LAYOUTS), comma-separated: "
                             "'rollout_order,by_length' measures the former against the new one in one run; "
                             "LAYOUT:N sets micro_batch_overhead_tokens to N ('fewest': the fewest micro-batches).")
    parser.add_argument("--warmup", type=int, default=0,
                        help="untimed passes before the timed ones (a GPU's first pass pays for kernel selection).")
    parser.add_argument("--profile-rollout", action="store_true",
                        help="also profile a second rollout (cProfile; its top functions go into the JSON).")
    parser.add_argument("--profile-update", action="store_true",
                        help="also profile one pass with torch's profiler (its top operators go into the JSON).")
    parser.add_argument("--webshop-episodes", type=int, default=8)
    parser.add_argument("--rollout-tasks", type=int, default=None,
                        help="GPU: episodes of the demo shape's rollout (the paper's batch: 128).")
    parser.add_argument("--webshop-layers", type=int, default=4, help="CPU: SmolLM2's first N layers (webshop).")
    parser.add_argument("--attention", choices=("eager", "sdpa"), default="eager",
                        help="CPU: the model's attention (eager: capo demo's; sdpa: transformers' default).")
    parser.add_argument("--fp32", action="store_true", help="CPU: force fp32 (bf16 is automatic with native bf16).")
    parser.add_argument("--set", dest="settings", action="append", default=[], metavar="FIELD=VALUE",
                        help="A CAPOConfig field of the measured trainer, e.g. rollout_compile=true (repeatable).")
    args = parser.parse_args(argv)
    if args.replot is not None:
        result = json.loads(args.replot.read_text())
        plot(result, args.replot)
        return result
    harness.set_threads(args.threads)
    if args.device == "cuda" and not args.dry_run and not torch.cuda.is_available():
        raise SystemExit("--device cuda needs a GPU; --dry-run runs the GPU path on the CPU.")
    layouts = args.layouts.split(",")
    for layout in layouts:
        try:
            parse_layout(layout)
        except ValueError as error:
            raise SystemExit(f"--layouts: {error}") from None
    target = target_of(args)
    from agentgym_capo.errors import ConfigError
    from agentgym_capo.trainer.config import parse_field_value

    for item in args.settings:
        name, _, raw = item.partition("=")
        try:
            target["overrides"][name.strip()] = parse_field_value(name.strip(), raw)
        except ConfigError as error:
            raise SystemExit(f"--set {item}: {error}") from None
    if args.settings:
        target["label"] += " (" + ", ".join(args.settings) + ")"
    if args.dry_run:
        args.webshop_episodes = min(args.webshop_episodes, 2)
    result: dict[str, Any] = {}
    with harness.timed(result, "seconds"), tempfile.TemporaryDirectory() as workdir:
        plan = PassPlan(tuple(layouts), args.repeats, args.warmup, args.profile_rollout, args.profile_update)
        result.update(measure(target, args.shapes.split(","), plan, args.webshop_episodes, workdir,
                              partial=args.output))
    result.update(label=target["label"], device=args.device, dry_run=args.dry_run, repeats=args.repeats,
                  layouts=layouts, warmup=args.warmup,
                  gpu=torch.cuda.get_device_name() if args.device == "cuda" and not args.dry_run else None)
    result = harness.record(result, args.output)
    plot(result, args.output)  # the lent GPU machines have no matplotlib: JSON only there (--replot it here)
    print(json.dumps({"output": str(args.output), "seconds": result["seconds"],
                      "load_average": result["machine"]["load_average"]}, indent=1))
    return result


if __name__ == "__main__":
    main()
