"""How many CPU threads torch uses, chosen so that a busy machine slows a run down gracefully.

torch's default is one intra-op thread per core. When another process holds a core, each OpenMP parallel
region waits at its barrier for the thread that cannot run: on a 2-core EPYC with one core kept busy, SmolLM2
generated and updated slower with 2 threads than with 1, while on the idle machine 2 threads were faster
(``benchmarks/threads.py``; the ratios are in ``benchmarks/results/threads_cpu.json``). So the default here is
the cores that are free at start: ``cores - round(busy cores)``, at least 1.

Choices made here:

* An explicit request wins (``--threads``, ``cpu_threads`` in the config), then ``OMP_NUM_THREADS`` when the
  user set it, then the free cores.
* "Busy cores" is what other processes use *now*: the machine's CPU time over a 0.25 s sample of
  ``/proc/stat``, while this process sleeps. The one-minute load average lags: right after
  ``scripts/install.sh`` it still says ~2 on an idle machine, which would halve the demo's threads for
  nothing. Where ``/proc/stat`` is missing (not Linux) the load average is the fallback. A machine with at
  least ~one core busy is reported with a warning line; nothing else changes.
* Only CPU runs are touched: on a GPU the host threads matter little and accelerate's launcher sets them.
"""

from __future__ import annotations

import os
from dataclasses import dataclass

__all__ = ["ThreadPlan", "apply_threads", "plan_threads"]


@dataclass(frozen=True)
class ThreadPlan:
    """The threads chosen and why.

    Attributes:
        threads: torch's intra-op threads.
        cores: CPU cores this process may run on.
        load: Cores other processes kept busy at start (None where it could not be read).
        source: What decided: ``requested``, ``OMP_NUM_THREADS`` or ``free cores``.
    """

    threads: int
    cores: int
    load: float | None
    source: str

    @property
    def busy(self) -> bool:
        """Other processes kept at least one core busy when the run started."""
        return self.load is not None and self.load >= 0.75

    def line(self) -> str:
        """One line for the console: the threads, the cores, the load and, on a busy machine, what to expect."""
        load = "unknown" if self.load is None else f"{self.load:.1f}"
        text = f"CPU threads: {self.threads} of {self.cores} cores ({self.source}; busy cores at start {load})"
        if self.busy:
            text += (f". The machine is busy: other processes hold ~{round(self.load)} core(s), so this run will be "
                     "slower than measured; use --set cpu_threads=N to choose.")
        return text


def _cores() -> int:
    try:
        return len(os.sched_getaffinity(0))
    except AttributeError:  # not on Linux
        return os.cpu_count() or 1


def _cpu_times() -> tuple[int, int] | None:
    """``(busy, total)`` jiffies of the whole machine from ``/proc/stat`` (None where it cannot be read)."""
    try:
        with open("/proc/stat", encoding="ascii") as handle:
            fields = [int(x) for x in handle.readline().split()[1:]]
    except (OSError, ValueError):
        return None
    idle = fields[3] + (fields[4] if len(fields) > 4 else 0)  # idle + iowait
    return sum(fields[:8]) - idle, sum(fields[:8])


def _load(sample_seconds: float = 0.25) -> float | None:
    """Cores kept busy by the machine's processes over a short sample (this one sleeps meanwhile)."""
    import time

    before = _cpu_times()
    if before is not None:
        time.sleep(sample_seconds)
        after = _cpu_times()
        if after is not None and after[1] > before[1]:
            share = (after[0] - before[0]) / (after[1] - before[1])
            return share * (os.cpu_count() or 1)
    try:
        return os.getloadavg()[0]
    except (AttributeError, OSError):
        return None


def plan_threads(requested: int | None = None, *, cores: int | None = None, load: float | None = None,
                 environ: dict[str, str] | None = None) -> ThreadPlan:
    """Choose torch's thread count (module docstring); ``cores``, ``load`` and ``environ`` default to this machine's."""
    cores = cores if cores is not None else _cores()
    load = load if load is not None else _load()
    environ = os.environ if environ is None else environ
    if requested is not None:
        return ThreadPlan(max(1, requested), cores, load, "requested")
    omp = environ.get("OMP_NUM_THREADS", "").strip()
    if omp.isdigit() and int(omp) > 0:
        return ThreadPlan(int(omp), cores, load, "OMP_NUM_THREADS")
    taken = round(load) if load is not None else 0
    return ThreadPlan(max(1, min(cores, cores - taken)), cores, load, "free cores")


def apply_threads(plan: ThreadPlan) -> None:
    """Set torch's intra-op threads to ``plan.threads``."""
    import torch

    torch.set_num_threads(plan.threads)
