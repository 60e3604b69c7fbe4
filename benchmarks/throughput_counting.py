"""What a pass of ``benchmarks/throughput.py`` processes: positions, real tokens, FLOPs, decode slots, peak memory.

:class:`PassCounter` hooks every decoder backbone of a trainer and counts, per phase, what each call processes;
FLOPs are counted as verl counts them (``verl/utils/flops_counter.py``; ``throughput.py``'s docstring says how),
and MFU divides them by the device's dense bf16 peak (:data:`BF16_PEAK_FLOPS`). Also the profile tables of a
profiled rollout (cProfile) or pass (torch's profiler).
"""

from __future__ import annotations

import cProfile
import pstats
import resource
from collections import defaultdict
from typing import Any

import harness
import torch

BF16_PEAK_FLOPS = {"H100": 989e12, "H200": 989e12, "H800": 989e12, "A100": 312e12, "L40S": 362e12}
"""Dense bf16 tensor-core peak per device name fragment (FLOP/s), as in verl's flops counter."""
DRY_RUN_PEAK = "H100"


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


def phase_record(counts: dict[str, float], seconds: float, tokens: int, peak: float | None) -> dict[str, Any]:
    """One phase's record: seconds, tokens/s, padding share, positions, GFLOP(/s) and MFU (``peak``: FLOP/s)."""
    positions = counts.get("positions", 0.0)
    flops = counts.get("flops", 0.0)
    record = {"seconds": seconds, "tokens_per_s": tokens / seconds if seconds else None,
              "padding_share": 1.0 - counts.get("real_positions", 0.0) / positions if positions else None,
              "positions": positions, "real_positions": counts.get("real_positions", 0.0),
              "backbone_calls": counts.get("backbone_calls", 0.0), "gflop": flops / 1e9,
              "gflop_per_s": flops / 1e9 / seconds if seconds else None}
    record["mfu"] = flops / seconds / peak if peak and seconds else None
    return record


def profile_table(profiler: cProfile.Profile, top: int = 30) -> list[dict[str, Any]]:
    """The ``top`` functions of a cProfile run by cumulative seconds: name, calls, own and cumulative seconds."""
    rows = []
    for (path, line, name), (_, calls, own, cumulative, _) in pstats.Stats(profiler).stats.items():
        where = path.split("site-packages/")[-1].replace(str(harness.ROOT) + "/", "")
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
