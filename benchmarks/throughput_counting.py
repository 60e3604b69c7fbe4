"""What a pass of ``benchmarks/throughput.py`` processed, as a record: tokens/s, padding, GFLOP/s, MFU, peak memory.

The counting itself is the trainer's own (:class:`agentgym_capo.trainer.backend.throughput.WorkCounter`, the
same that puts ``throughput/*`` into every training log): positions, real positions, decode steps and slots, and
FLOPs as verl counts them; MFU divides them by the device's dense bf16 peak
(:data:`~agentgym_capo.trainer.backend.throughput.BF16_PEAK_FLOPS`). Also the profile tables of a profiled
rollout (cProfile) or pass (torch's profiler).
"""

from __future__ import annotations

import cProfile
import pstats
import resource
from typing import Any

import harness
import torch

from agentgym_capo.trainer.backend.throughput import BF16_PEAK_FLOPS
from agentgym_capo.trainer.backend.throughput import device_peak_flops as trainer_peak_flops

DRY_RUN_PEAK = "H100"


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
    return trainer_peak_flops(device)


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
