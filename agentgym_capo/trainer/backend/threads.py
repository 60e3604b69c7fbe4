"""How many CPU threads torch uses, chosen so that a busy machine slows a run down gracefully.

torch's default is one intra-op thread per core. When another process holds a core, each OpenMP parallel
region waits at its barrier for the thread that cannot run, and a 2-core machine with one core busy generated
~5x slower with 2 threads than with 1 (``benchmarks/results/threads_cpu.json``). So the default here is the
cores that are free at start: ``cores - round(load average)``, at least 1.

Choices made here:

* An explicit request wins (``cpu_threads`` in the config, ``capo train --set cpu_threads=N``), then
  ``OMP_NUM_THREADS`` when the user set it, then the free cores.
* The one-minute load average is read once, before the model loads (our own process adds nothing yet). A
  machine whose load leaves less than one core free is reported with a warning line; nothing else changes.
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
        load: The one-minute load average at start (None where the OS does not report it).
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
        load = "unknown" if self.load is None else f"{self.load:.2f}"
        text = f"CPU threads: {self.threads} of {self.cores} cores ({self.source}; load average {load})"
        if self.busy:
            text += (f". The machine is busy: other processes hold ~{round(self.load)} core(s), so this run will be "
                     "slower than measured; use --set cpu_threads=N to choose.")
        return text


def _cores() -> int:
    try:
        return len(os.sched_getaffinity(0))
    except AttributeError:  # not on Linux
        return os.cpu_count() or 1


def _load() -> float | None:
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
