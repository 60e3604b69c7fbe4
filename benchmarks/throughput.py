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
* **Row layouts** (``--layouts``, :data:`~agentgym_capo.trainer.pipeline.scorers.ROW_LAYOUTS`): ``by_length``
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

    python benchmarks/throughput.py                          # CPU: SmolLM2, both shapes (~5 min on 2 cores)
    python benchmarks/throughput.py --layouts rollout_order,by_length --repeats 2 --output \
        benchmarks/results/throughput_cpu_layouts.json       # before/after in one run
    python benchmarks/throughput.py --device cuda --model-config qwen3-1.7b
    python benchmarks/throughput.py --dry-run --output /tmp/throughput.json
"""

from __future__ import annotations

import argparse
import copy
import cProfile
import json
import math
import os
import pstats
import random
import resource
import statistics
import sys
import tempfile
import time
from collections import defaultdict
from dataclasses import dataclass
from pathlib import Path
from typing import Any

os.environ.setdefault("HF_HUB_OFFLINE", "1")
os.environ.setdefault("TRL_EXPERIMENTAL_SILENCE", "1")
ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

import torch  # noqa: E402

from agentgym_capo.trainer.pipeline.scorers import ROW_LAYOUTS  # noqa: E402

RESULTS = ROOT / "benchmarks" / "results"
MODEL_CONFIGS = ROOT / "agentgym_capo" / "trainer" / "commands" / "model_configs"
BF16_PEAK_FLOPS = {"H100": 989e12, "H200": 989e12, "H800": 989e12, "A100": 312e12, "L40S": 362e12}
"""Dense bf16 tensor-core peak per device name fragment (FLOP/s), as in verl's flops counter."""
DRY_RUN_PEAK = "H100"
DRY_RUN_SHRINK = {"hidden_size": 64, "intermediate_size": 128, "num_hidden_layers": 2, "num_attention_heads": 4,
                  "num_key_value_heads": 2, "head_dim": 16}
"""A GPU config's fields replaced for ``--dry-run`` (a toy of the same architecture, run on the CPU)."""
PHASES = ("prepare", "advantage", "update")
WEBSHOP_STEPS = (3, 8)
"""Steps per WebShop-like episode (fewest, most)."""


# ---------------------------------------------------------------------------------------------- counting
class PassCounter:
    """Counts what every decoder backbone call processes, per phase: positions, real tokens, FLOPs, decode slots.

    A forward pre-hook on each backbone (``base_model``: policy, critic, reference) reads the call's input shape,
    its 2-D attention mask and how many layers it runs at that moment (the trunk split swaps the layer list,
    :mod:`agentgym_capo.trainer.model.trunk_cache`), so cached-trunk passes count only the layers they run.
    """

    def __init__(self) -> None:
        self.phase: str | None = None
        self.stats: dict[str, dict[str, float]] = defaultdict(lambda: defaultdict(float))
        self._layer_params: dict[int, int] = {}

    def attach(self, trainer: Any) -> None:
        """Hook every decoder backbone of the trainer's models and its LM-head helper."""
        seen: set[int] = set()
        roots = [trainer.actor_critic, getattr(trainer, "reference_wrapped", None), getattr(trainer, "ref_model", None)]
        for root in roots:
            if not isinstance(root, torch.nn.Module):
                continue
            for module in root.modules():
                if id(module) in seen or not isinstance(getattr(module, "layers", None), torch.nn.ModuleList):
                    continue
                if getattr(module, "embed_tokens", None) is None:
                    continue
                seen.add(id(module))
                module.register_forward_pre_hook(self._backbone_call, with_kwargs=True)
        self._wrap_head()

    def _params_of(self, layer: torch.nn.Module) -> int:
        key = id(layer)
        if key not in self._layer_params:
            self._layer_params[key] = sum(p.numel() for p in layer.parameters())
        return self._layer_params[key]

    def _backbone_call(self, module: torch.nn.Module, args: tuple, kwargs: dict[str, Any]) -> None:
        if self.phase is None:
            return
        source = kwargs.get("input_ids")
        if source is None:
            source = kwargs.get("inputs_embeds")
        if source is None and args:
            source = args[0]
        rows, width = source.shape[0], source.shape[1]
        mask, positions = kwargs.get("attention_mask"), kwargs.get("position_ids")
        if isinstance(mask, torch.Tensor) and mask.dim() == 2:
            lengths = mask[:, -width:].sum(1).double().cpu()
        elif mask is None and isinstance(positions, torch.Tensor) and positions.shape[-1] == width:
            lengths = packed_lengths(positions)
        else:  # a prepared 4-D mask (choose mode): every position counts as real
            lengths = torch.full((rows,), float(width), dtype=torch.float64)
        layers = list(module.layers)
        hidden = module.config.hidden_size
        stats = self.stats[self.phase]
        if self.phase == "rollout":  # one forward of the policy's backbone = one decode step of a generate call
            stats["decode_steps"] += 1
            stats["decode_slots"] += rows
            return
        factor = 3.0 if torch.is_grad_enabled() else 1.0
        real = float(lengths.sum())
        dense = 2.0 * sum(self._params_of(layer) for layer in layers) * real
        attention = 4.0 * hidden * len(layers) * float((lengths ** 2).sum())
        stats["flops"] += factor * (dense + attention)
        stats["positions"] += rows * width * len(layers)
        stats["real_positions"] += real * len(layers)
        stats["backbone_calls"] += 1

    def _wrap_head(self) -> None:
        """Count the LM head at the scored positions (``logprobs.fp32_head``, looked up at call time)."""
        from agentgym_capo.trainer.model import logprobs

        original = getattr(logprobs.fp32_head, "__wrapped_by_counter__", logprobs.fp32_head)
        counter = self

        def counted_head(head: torch.nn.Module, hidden: torch.Tensor) -> torch.Tensor:
            if counter.phase not in (None, "rollout"):
                factor = 3.0 if torch.is_grad_enabled() else 1.0
                counter.stats[counter.phase]["flops"] += factor * 2.0 * hidden.shape[0] * head.weight.numel()
            return original(head, hidden)

        counted_head.__wrapped_by_counter__ = original  # type: ignore[attr-defined]
        logprobs.fp32_head = counted_head

    def take(self, phase: str) -> dict[str, float]:
        """The counts of ``phase`` so far, cleared."""
        return dict(self.stats.pop(phase, {}))


def packed_lengths(position_ids: torch.Tensor) -> torch.Tensor:
    """The real sequences' lengths in packed rows (positions restart at 0 per sequence; the pad tail sits at 0).

    A one-token sequence is taken for padding (:func:`~agentgym_capo.trainer.model.logprobs.collate_packed`'s
    tail); no step row of the shapes measured here is one token long.
    """
    lengths = []
    for row in position_ids.detach().cpu():
        starts = (row == 0).nonzero().flatten().tolist() + [row.numel()]
        lengths += [b - a for a, b in zip(starts, starts[1:], strict=False) if b - a > 1]
    return torch.tensor(lengths or [0.0], dtype=torch.float64)


def peak_memory_gb(device: str) -> float:
    """GPU: the phase's peak allocated bytes; CPU: the process's peak resident set so far (GB)."""
    if device == "cuda":
        return torch.cuda.max_memory_allocated() / 2**30
    return resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 2**20  # Linux reports KiB


def reset_peak_memory(device: str) -> None:
    """Start a phase's peak (GPU only: a process's RSS peak cannot be reset)."""
    if device == "cuda":
        torch.cuda.reset_peak_memory_stats()


def device_peak_flops(device: str, dry_run: bool) -> tuple[float | None, str]:
    """The dense bf16 peak the MFU is taken against, and where it came from."""
    if dry_run:
        return BF16_PEAK_FLOPS[DRY_RUN_PEAK], f"assumed {DRY_RUN_PEAK} (dry run on the CPU: the MFU means nothing)"
    if device != "cuda":
        return None, "CPU: no MFU (achieved GFLOP/s instead)"
    name = torch.cuda.get_device_name()
    for fragment, peak in BF16_PEAK_FLOPS.items():
        if fragment in name:
            return peak, f"{name}: dense bf16 {peak / 1e12:.0f} TFLOP/s"
    return None, f"{name}: peak unknown"


# ---------------------------------------------------------------------------------------------- shapes
def webshop_like_rollout(episodes: int, vocab: int, seed: int, steps: tuple[int, int] = WEBSHOP_STEPS) -> Any:
    """Synthetic WebShop-like episodes (module docstring): prompts 400-1,500 tokens growing with history."""
    from agentgym_capo.envs.core import ActionSegment
    from agentgym_capo.rollout import EpisodeResult, EpisodeSpec, PolicyAction, RolloutResult, StepRecord

    rng = random.Random(seed)
    generator = torch.Generator().manual_seed(seed)
    results = []
    for episode in range(episodes):
        traj, task = f"traj-{episode}", f"task-{episode // 2}"
        count = rng.randint(*steps)
        prompt_length = rng.randint(400, 600)
        records = []
        for index in range(count):
            action_length = round(math.exp(rng.uniform(math.log(5), math.log(120))))
            prompt_ids = torch.randint(3, vocab, (prompt_length,), generator=generator).tolist()
            response_ids = torch.randint(3, vocab, (action_length,), generator=generator).tolist()
            last = index == count - 1
            reward = float(rng.random() < 0.5) if last else 0.0
            records.append(StepRecord(ActionSegment(traj, index, task, f"{traj}:{index}"), task, "",
                                      PolicyAction("", response_ids), reward, terminated=last,
                                      prompt_ids=prompt_ids))
            # the next prompt holds this one's history plus the action and the page it led to
            prompt_length = min(1500, prompt_length + action_length + rng.randint(60, 200))
        results.append(EpisodeResult(EpisodeSpec(task, traj, task), records, terminal_reason="success",
                                     terminated=True, task_id=task, traj_id=traj))
    return RolloutResult(results)


def row_lengths(rollout: Any) -> dict[str, Any]:
    """Prompt, response and total lengths of the rollout's training rows."""
    steps = rollout.training_steps()
    prompts = [len(s.prompt_ids) for s in steps]
    responses = [len(s.action.response_ids) for s in steps]
    totals = [p + r for p, r in zip(prompts, responses, strict=True)]
    return {"rows": len(steps), "tokens": sum(totals), "prompt_min_max": [min(prompts), max(prompts)],
            "response_min_max": [min(responses), max(responses)], "total_mean": statistics.mean(totals)}


# ---------------------------------------------------------------------------------------------- measuring
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


def _phase_record(counts: dict[str, float], seconds: float, tokens: int, peak: float | None) -> dict[str, Any]:
    positions = counts.get("positions", 0.0)
    flops = counts.get("flops", 0.0)
    record = {"seconds": seconds, "tokens_per_s": tokens / seconds if seconds else None,
              "padding_share": 1.0 - counts.get("real_positions", 0.0) / positions if positions else None,
              "positions": positions, "real_positions": counts.get("real_positions", 0.0),
              "backbone_calls": counts.get("backbone_calls", 0.0), "gflop": flops / 1e9,
              "gflop_per_s": flops / 1e9 / seconds if seconds else None}
    record["mfu"] = flops / seconds / peak if peak and seconds else None
    return record


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


def profile_table(profiler: cProfile.Profile, top: int = 30) -> list[dict[str, Any]]:
    """The ``top`` functions of a cProfile run by cumulative seconds: name, calls, own and cumulative seconds."""
    rows = []
    for (path, line, name), (_, calls, own, cumulative, _) in pstats.Stats(profiler).stats.items():
        where = path.split("site-packages/")[-1].replace(str(ROOT) + "/", "")
        rows.append({"function": f"{where}:{line}({name})", "calls": calls, "own_seconds": round(own, 4),
                     "cumulative_seconds": round(cumulative, 4)})
    return sorted(rows, key=lambda row: -row["cumulative_seconds"])[:top]


def operator_table(profiler: Any, top: int = 25) -> list[dict[str, Any]]:
    """torch profiler's ``top`` operators by total device time (by CPU time where no device was profiled)."""
    events = profiler.key_averages()
    on_device = any(event.self_device_time_total > 0 for event in events)
    key = (lambda e: e.self_device_time_total) if on_device else (lambda e: e.self_cpu_time_total)
    return [{"operator": event.key, "calls": event.count, "self_cpu_ms": round(event.self_cpu_time_total / 1e3, 3),
             "self_device_ms": round(event.self_device_time_total / 1e3, 3)}
            for event in sorted(events, key=key, reverse=True)[:top]]


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
    from agentgym_capo.trainer.pipeline.scorers import resolve_overhead_tokens

    layout, overhead = parse_layout(name)
    trainer.scorer.row_layout = layout
    trainer.scorer.overhead_tokens = (resolve_overhead_tokens(trainer.args.micro_batch_overhead_tokens,
                                                              torch.device(trainer.scorer.device).type)
                                      if overhead == "auto" else overhead)


def measure_shape(trainer: Any, counter: PassCounter, rollout: Any | None, plan: PassPlan, device: str,
                  peak: float | None, save: Any = None) -> dict[str, Any]:
    """Rollout once (unless given), then ``plan``'s passes (:class:`PassPlan`), each from the same saved state.
    ``save(result_so_far)`` runs after the rollout and each pass."""
    save = save or (lambda partial: None)
    layouts, repeats = list(plan.layouts), plan.repeats
    from agentgym_capo.trainer.pipeline.runtime import IterationLog

    run = trainer._runtime()
    result: dict[str, Any] = {}
    if rollout is None:
        reset_peak_memory(device)
        counter.phase = "rollout"
        start = time.perf_counter()
        rollout = trainer._rollout(run)
        seconds = time.perf_counter() - start
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
            start = time.perf_counter()
            profiler.runcall(trainer._rollout, run)
            result["rollout_profile"] = {"seconds_under_profiler": time.perf_counter() - start,
                                        "top_cumulative": profile_table(profiler)}
        save(result)
    result["rows"] = row_lengths(rollout)
    tokens = result["rows"]["tokens"]
    snapshot = _snapshot(trainer)

    def untimed_pass() -> None:  # the last layout's prepare, advantages and update from the saved state
        _restore(trainer, snapshot)
        use_layout(trainer, layouts[-1])
        log = IterationLog()
        trainer._update(trainer._compute_advantages(trainer._prepare(rollout, run, log), run, log), run, log)

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
            start = time.perf_counter()
            if phase == "prepare":
                scored = trainer._prepare(rollout, run, log)
            elif phase == "advantage":
                batch = trainer._compute_advantages(scored, run, log)
            else:
                update = trainer._update(batch, run, log)
            seconds = time.perf_counter() - start
            counter.phase = None
            record[phase] = _phase_record(counter.take(phase), seconds, tokens, peak)
            record[phase]["peak_memory_gb"] = peak_memory_gb(device)
        record["loss"] = float(update.loss)
        runs[layout].append(record)
        save({**result, "runs_so_far": runs})
    if plan.profile_update:
        from torch.profiler import ProfilerActivity, profile

        activities = [ProfilerActivity.CPU] + ([ProfilerActivity.CUDA] if device == "cuda" else [])
        start = time.perf_counter()
        with profile(activities=activities) as profiler:
            untimed_pass()
            if device == "cuda":
                torch.cuda.synchronize()
        result["pass_profile"] = {"layout": layouts[-1], "seconds_under_profiler": time.perf_counter() - start,
                                  "top_operators": operator_table(profiler)}
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


def make_trainer(model: Any, tokenizer: Any, settings: dict[str, Any], protocol: Any) -> Any:
    """A :class:`CAPOTrainer` whose one training step runs ``protocol(trainer)`` (module docstring)."""
    from transformers.trainer_callback import PrinterCallback

    from agentgym_capo.trainer.capo_trainer import CAPOTrainer
    from agentgym_capo.trainer.config import CAPOConfig

    class MeasuredTrainer(CAPOTrainer):
        def training_step(self, model: Any, inputs: Any, num_items_in_batch: Any = None) -> torch.Tensor:
            self.model.train()
            self.clipper.install()
            return protocol(self)

    args = CAPOConfig(**settings)
    trainer = MeasuredTrainer(model=model, args=args, env="capo/Relay-v0", processing_class=tokenizer)
    trainer.remove_callback(PrinterCallback)
    return trainer


def shape_settings(shape: str, target: dict[str, Any], workdir: str) -> dict[str, Any]:
    """CAPOConfig settings of one shape on one target (CPU model, GPU config or dry run)."""
    from agentgym_capo.trainer.commands.demo import RELAY_DEFAULTS

    settings = {**RELAY_DEFAULTS, "max_steps": 1, "output_dir": os.path.join(workdir, shape), "seed": 0,
                "plot_curves": False, **target["overrides"]}
    if shape == "webshop":
        settings.update(max_completion_length=128, max_env_steps=15)
        if "mini_batch_size" not in target["overrides"]:
            # the 16-row mini-batches its CPU figures were measured with; the demo's own size follows the demo's
            # learning (4 rows since 2026-11-28) and would make this shape's micro-batches a row or two
            settings["mini_batch_size"] = 16
    return settings


def load_model(target: dict[str, Any], shape: str) -> tuple[Any, Any]:
    """The model and tokenizer of ``target`` for ``shape``."""
    from transformers import AutoConfig, AutoModelForCausalLM, AutoTokenizer

    from agentgym_capo.models import smollm2_dir, tiny_model_dir

    if target["kind"] == "pretrained":
        path = str(tiny_model_dir() if target["model"] == "tiny" else smollm2_dir())
        tokenizer = AutoTokenizer.from_pretrained(path)
        extra = {}
        if shape == "webshop" and target.get("webshop_layers"):
            extra["num_hidden_layers"] = target["webshop_layers"]
        return AutoModelForCausalLM.from_pretrained(path, attn_implementation=target["attention"], **extra), tokenizer
    fields = {k: v for k, v in json.loads((MODEL_CONFIGS / f"{target['model']}.json").read_text()).items()
              if not k.startswith("_") and k != "architectures"}
    fields.update(target.get("shrink", {}))
    # the test model's BPE tokenizer builds offline (a GPU machine has no SmolLM2); the model keeps its own
    # vocabulary size, so the LM head costs what it costs at full size
    tokenizer = AutoTokenizer.from_pretrained(str(tiny_model_dir("bpe")))
    fields.update(eos_token_id=tokenizer.eos_token_id, pad_token_id=tokenizer.pad_token_id, bos_token_id=None)
    config = AutoConfig.for_model(**fields)
    torch.manual_seed(0)
    dtype = torch.bfloat16 if target["device"] == "cuda" else torch.float32
    # initialised where it runs: Qwen3-1.7B's random init takes ~19 s on 2 CPU cores, and the H100 run of
    # benchmarks/results/throughput_h100_demo.json spent ~2 minutes before its first measurement
    with torch.device(target["device"]):
        model = AutoModelForCausalLM.from_config(config, dtype=dtype, attn_implementation=target["attention"])
    return model, tokenizer


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
        counter = PassCounter()
        results: dict[str, Any] = {}

        def protocol(trainer: Any, shape: str = shape, counter: PassCounter = counter,
                     results: dict[str, Any] = results) -> torch.Tensor:
            counter.attach(trainer)
            rollout = None
            if shape == "webshop":
                vocab = min(len(trainer.processing_class), trainer.actor_critic.lm.config.vocab_size)
                rollout = webshop_like_rollout(webshop_episodes, vocab, seed=0, steps=target["webshop_steps"])
            def save(partial_shape: dict[str, Any]) -> None:
                if partial is not None:
                    partial.write_text(json.dumps({"shapes": {**out, shape: partial_shape}, "partial": True,
                                                   "label": target["label"]}, indent=1))

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


def target_of(args: argparse.Namespace) -> dict[str, Any]:
    """What runs where: a CPU model, a GPU config, or the GPU path's CPU dry run."""
    if args.dry_run:
        # micro-batches cut as on a GPU, the fewest (a pass costing more than all rows' positions): a CPU would
        # cut them by its own measured cost (micro_batch_overhead_tokens)
        overrides = {"use_cpu": True, "bf16": False, "trainable_layers": None, "rollout_tasks": 2,
                     "max_completion_length": 8, "max_env_steps": 2, "mini_batch_size": 4,
                     "micro_batch_overhead_tokens": 10**9}
        return {"kind": "config", "model": args.model_config, "device": "cpu", "dry_run": True,
                "shrink": DRY_RUN_SHRINK, "webshop_steps": (2, 3), "attention": "sdpa", "overrides": overrides,
                "label": "CPU dry run of the GPU path: not a measurement"}
    if args.device == "cuda":
        # 8,192 tokens per micro-batch with gradient checkpointing: without it the policy's and the critic's
        # activations of one micro-batch (both are held until the loss's backward) ran an H100 out of memory.
        # The recomputed forward is not counted in the FLOPs (verl's MFU does not count it either).
        overrides = {"use_cpu": False, "bf16": True, "trainable_layers": args.trainable_layers,
                     "micro_batch_tokens": 8192, "gradient_checkpointing": True}
        if args.rollout_tasks:
            overrides.update(rollout_tasks=args.rollout_tasks, mini_batch_size=args.rollout_tasks * 6)
        return {"kind": "config", "model": args.model_config, "device": "cuda", "attention": "sdpa",
                "webshop_steps": WEBSHOP_STEPS,
                "overrides": overrides, "label": f"GPU, {args.model_config} with random weights"}
    overrides = {"bf16": False} if args.fp32 else {}
    return {"kind": "pretrained", "model": args.model, "device": "cpu", "webshop_layers": args.webshop_layers,
            "webshop_steps": WEBSHOP_STEPS, "attention": args.attention,
            "overrides": overrides, "label": f"CPU, {args.model}, {args.attention} attention"}


def plot(result: dict[str, Any], path: Path) -> None:
    """Per shape: padding share and tokens/s of prepare and update for each row layout; the rollout's kept slots."""
    import matplotlib

    matplotlib.use("Agg")
    import matplotlib.pyplot as plt

    shapes = result["shapes"]
    fig, axes = plt.subplots(1, 3, figsize=(13, 3.8))
    names = list(shapes)
    bars = [(layout, phase) for layout in result["layouts"] for phase in ("prepare", "update")]
    width = 0.8 / len(bars)
    for index, (layout, phase) in enumerate(bars):
        xs = [i - 0.4 + (index + 0.5) * width for i in range(len(names))]
        medians = [shapes[n]["layouts"][layout]["median"][phase] for n in names]
        label = f"{phase}, {layout}"
        axes[0].bar(xs, [m.get("padding_share", 0) for m in medians], width, label=label)
        axes[1].bar(xs, [m["tokens_per_s"] for m in medians], width, label=label)
    for ax, title in ((axes[0], "share of processed positions that were padding"),
                      (axes[1], "processed tokens/s (real tokens)")):
        ax.set_xticks(range(len(names)), names)
        ax.set_title(title, fontsize=9)
        ax.legend(fontsize=7)
    rollouts = {n: s["rollout"] for n, s in shapes.items() if "rollout" in s}
    axes[2].bar(list(rollouts), [r["kept_slot_share"] or 0 for r in rollouts.values()])
    axes[2].set_ylim(0, 1)
    axes[2].set_title("rollout: share of decode slots that kept a token", fontsize=9)
    fig.suptitle(f"{result['label']} - {result.get('gpu') or result['machine']['cpu_model']}", fontsize=9)
    fig.tight_layout()
    fig.savefig(path, dpi=110)
    plt.close(fig)


def main(argv: list[str] | None = None) -> dict[str, Any]:
    """Parse the arguments, measure, write JSON and PNG, print the JSON's summary."""
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--device", choices=("cpu", "cuda"), default="cpu")
    parser.add_argument("--model", choices=("smollm2", "tiny"), default="smollm2", help="CPU model.")
    parser.add_argument("--model-config", default="qwen3-1.7b",
                        help="GPU: a config of agentgym_capo/trainer/commands/model_configs (random weights).")
    parser.add_argument("--trainable-layers", type=int, default=None, help="GPU: top layers trained (None: all).")
    parser.add_argument("--dry-run", action="store_true", help="The GPU path on the CPU with a toy config.")
    parser.add_argument("--shapes", default="demo,webshop")
    parser.add_argument("--repeats", type=int, default=1,
                        help="prepare/advantages/update runs per shape and layout (interleaved).")
    parser.add_argument("--layouts", default="by_length",
                        help="row layouts (agentgym_capo/trainer/pipeline/scorers.py ROW_LAYOUTS), comma-separated: "
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
    parser.add_argument("--threads", type=int, default=None, help="torch threads (default: torch's).")
    parser.add_argument("--output", type=Path, default=RESULTS / "throughput_cpu.json")
    parser.add_argument("--replot", type=Path, default=None,
                        help="Only draw the PNG of an earlier JSON (e.g. one written on a GPU machine).")
    args = parser.parse_args(argv)
    if args.replot is not None:
        result = json.loads(args.replot.read_text())
        plot(result, args.replot.with_suffix(".png"))
        return result
    if args.threads:
        torch.set_num_threads(args.threads)
    if args.device == "cuda" and not args.dry_run and not torch.cuda.is_available():
        raise SystemExit("--device cuda needs a GPU; --dry-run runs the GPU path on the CPU.")
    from agentgym_capo.trainer.model.precision import machine_info

    layouts = args.layouts.split(",")
    for layout in layouts:
        try:
            parse_layout(layout)
        except ValueError as error:
            raise SystemExit(f"--layouts: {error}") from None
    target = target_of(args)
    if args.dry_run:
        args.webshop_episodes = min(args.webshop_episodes, 2)
    started = time.perf_counter()
    args.output.parent.mkdir(parents=True, exist_ok=True)
    with tempfile.TemporaryDirectory() as workdir:
        plan = PassPlan(tuple(layouts), args.repeats, args.warmup, args.profile_rollout, args.profile_update)
        result = measure(target, args.shapes.split(","), plan, args.webshop_episodes, workdir,
                         partial=args.output)
    result.update(label=target["label"], device=args.device, dry_run=args.dry_run, repeats=args.repeats,
                  layouts=layouts, warmup=args.warmup,
                  seconds=time.perf_counter() - started, machine=machine_info(),
                  gpu=torch.cuda.get_device_name() if args.device == "cuda" and not args.dry_run else None,
                  command="python benchmarks/throughput.py " + " ".join(argv if argv is not None else sys.argv[1:]))
    args.output.write_text(json.dumps(result, indent=1))
    try:
        plot(result, args.output.with_suffix(".png"))
    except ImportError:  # the lent GPU machines have no matplotlib: the JSON is the result, plot it here later
        print("matplotlib is not installed: JSON only (plot it with --replot on a machine that has it)")
    print(json.dumps({"output": str(args.output), "seconds": result["seconds"],
                      "load_average": result["machine"]["load_average"]}, indent=1))
    return result


if __name__ == "__main__":
    main()
