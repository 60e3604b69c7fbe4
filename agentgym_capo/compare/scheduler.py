"""A comparison's runs as child processes: ``parallel`` at once, resumable, with progress and an ETA.

Each run is ``python -m agentgym_capo.compare.run_one <runs>/<name>.spec.json`` with its output in
``<runs>/<name>.log``. A run whose record is complete is skipped, so running the same command again resumes
where it stopped; a run that is not complete (killed, crashed) starts again from the untrained model, its old
folder removed first. A complete record whose settings differ from what the plan now asks is refused: a folder
holds one comparison. Runs that fail are named at the end with their logs' last lines, and the command
exits with an error (the other runs still finish and the result is still written). Stopped by Ctrl-C or
SIGTERM, it ends the runs it started (their records stay incomplete; the next call restarts them).

Choice made here: one torch thread per run by default (``--threads 1``): two torch processes of 2 threads each on
2 cores stall on each other's OpenMP barriers (decoding slows down several times over), one thread each does
not. The same stall beside one busy core is what ``benchmarks/threads.py`` measures
(``benchmarks/results/threads_cpu.json``).
"""

from __future__ import annotations

import json
import shutil
import signal
import subprocess
import sys
import time
from pathlib import Path
from typing import Any

from agentgym_capo.compare.plan import ComparePlan
from agentgym_capo.compare.run_one import read_record, write_record
from agentgym_capo.errors import CapoError, ConfigError

__all__ = ["RunFailedError", "run_plan"]


class RunFailedError(CapoError):
    """Some runs of a comparison exited with an error (named, with their logs)."""


def _pending(plan: ComparePlan, runs_dir: Path) -> list[dict[str, Any]]:
    todo = []
    for run in plan.runs():
        record = read_record(runs_dir / f"{run['name']}.json")
        if record is not None and record.get("complete"):
            changed = _differs(record.get("settings", {}), run["settings"])  # the seed is one of the settings
            if changed:
                raise ConfigError(f"{runs_dir / (run['name'] + '.json')} is a complete run with other settings than "
                                  f"this plan's ({changed}): a folder holds one comparison. Use another --out, or "
                                  "the same settings.")
            continue
        todo.append(run)
    return todo


def _differs(recorded: dict[str, Any], planned: dict[str, Any]) -> str:
    """The first fields where a recorded run's settings and the plan's differ ('' when none; the thread count a
    run chose for itself is not a setting of the comparison)."""
    keys = (set(recorded) | set(planned)) - {"cpu_threads"}
    return ", ".join(f"{k}: {recorded.get(k)!r} -> {planned.get(k)!r}" for k in sorted(keys)
                     if json.dumps(recorded.get(k), default=str) != json.dumps(planned.get(k), default=str))[:300]


def _eta(finished: list[float], remaining: int, parallel: int) -> str:
    if not finished:
        return "ETA after the first run"
    seconds = sum(finished) / len(finished) * -(-remaining // parallel)
    return f"ETA {seconds / 60:.0f} min" if seconds >= 90 else f"ETA {seconds:.0f} s"


def run_plan(plan: ComparePlan, out: Path, *, parallel: int = 1, threads: int | None = 1,
             python: str | None = None) -> list[str]:
    """Run every run of ``plan`` that is not complete in ``out/runs`` (module docstring); return their names.

    Raises:
        ConfigError: ``out`` holds complete runs of other settings.
        RunFailedError: Some runs exited with an error (after every run ended).
    """
    if parallel < 1:
        raise ConfigError(f"--parallel must be at least 1, got {parallel}.")
    runs_dir = out / "runs"
    runs_dir.mkdir(parents=True, exist_ok=True)
    todo = _pending(plan, runs_dir)  # before plan.json is written: a refused plan leaves the folder as it was
    write_record(plan.to_json(), out / "plan.json")
    total, names = len(plan.runs()), [run["name"] for run in todo]
    print(f"capo compare: {total - len(todo)} of {total} runs complete in {runs_dir}; {len(todo)} to run, "
          f"{parallel} at a time", flush=True)
    running: list[tuple[dict[str, Any], subprocess.Popen, float, Any]] = []
    durations: list[float] = []
    failed: list[str] = []

    def stop(signum: int, frame: Any) -> None:  # SIGTERM to this process alone: end the runs it started too
        raise SystemExit(128 + signum)

    previous = signal.signal(signal.SIGTERM, stop)
    try:
        while todo or running:
            while todo and len(running) < parallel:
                run = todo.pop(0)
                shutil.rmtree(runs_dir / run["name"], ignore_errors=True)  # an unfinished run starts again
                (runs_dir / f"{run['name']}.json").unlink(missing_ok=True)
                spec = {**run, "plan": plan.to_json(), "runs_dir": str(runs_dir), "threads": threads,
                        "evaluation_identity": plan.evaluation_identity(run["settings"])}
                spec_path = runs_dir / f"{run['name']}.spec.json"
                write_record(spec, spec_path)
                log = open(runs_dir / f"{run['name']}.log", "w")  # noqa: SIM115 (closed when the process ends)
                command = [python or sys.executable, "-m", "agentgym_capo.compare.run_one", str(spec_path)]
                process = subprocess.Popen(command, stdout=log, stderr=subprocess.STDOUT)
                running.append((run, process, time.perf_counter(), log))
            time.sleep(0.5)
            for item in list(running):
                run, process, began, log = item
                if process.poll() is None:
                    continue
                running.remove(item)
                log.close()
                record = read_record(runs_dir / f"{run['name']}.json")
                if process.returncode != 0 or not (record and record.get("complete")):
                    failed.append(run["name"])
                    state = f"FAILED (exit {process.returncode})"
                else:
                    durations.append(time.perf_counter() - began)
                    final = record["evals"][-1]["success"]
                    state = f"done in {durations[-1] / 60:.1f} min, test success {final:.3f}"
                done = total - len(todo) - len(running) - len(failed)
                print(f"[{done}/{total}] {run['name']}: {state}; {_eta(durations, len(todo) + len(running), parallel)}",
                      flush=True)
    finally:
        signal.signal(signal.SIGTERM, previous)
        for _, process, _, log in running:  # Ctrl-C or SIGTERM: no orphaned trainings
            process.terminate()
            process.wait()
            log.close()
    if failed:
        tails = []
        for name in failed:
            lines = (runs_dir / f"{name}.log").read_text(errors="replace").splitlines()
            tails.append(f"{name} ({runs_dir / (name + '.log')}): " + " | ".join(lines[-3:]))
        raise RunFailedError(f"{len(failed)} of {total} runs failed; run the same command again to retry them. "
                             + "; ".join(tails))
    return names
