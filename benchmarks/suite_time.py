"""Time the README's test command (``.ci/run``: the ``--tests`` install, then the whole suite) in clean clones.

Each run clones a commit of this repository into a fresh temporary directory and runs ``bash .ci/run`` there, as
CI does, optionally under the AVX2 restriction (``ATEN_CPU_CAPABILITY=avx2 ONEDNN_MAX_CPU_ISA=AVX2
CAPO_CPU_BF16=0``). From its output: tests passed / skipped / failed, pytest's own seconds, the whole command's
wall time (install included; the installer's cache is whatever this machine has) and pytest's slowest tests
(``--durations`` in pyproject.toml). ``--from-log LABEL=PATH`` reads a log of such a run instead of running one
(the log must be the whole ``.ci/run`` output under ``/usr/bin/time -v``).

The target (issue 41): the suite within 15 min on a real AVX2-only 2-core Zen 3, which ran CPU-bound work ~1.55x
slower than the AVX2 restriction on this project's Zen 4: a restricted run here must take at most 15 / 1.55 =
9.7 min. Nothing else may run on the machine meanwhile (two torch processes on 2 cores stall each other).
Writes JSON and a PNG beside it::

    python benchmarks/suite_time.py --commits HEAD~3 HEAD --avx2 --output benchmarks/results/suite_time_avx2.json
"""

from __future__ import annotations

import json
import os
import re
import subprocess
import tempfile
from pathlib import Path
from typing import Any

import harness

REPO = harness.ROOT
AVX2 = {"ATEN_CPU_CAPABILITY": "avx2", "ONEDNN_MAX_CPU_ISA": "AVX2", "CAPO_CPU_BF16": "0"}
#: A real AVX2 Zen 3 over the AVX2 restriction on this Zen 4 (README, PLATFORM)
REAL_AVX2_FACTOR = 1.55
TARGET_MINUTES = 15.0


def parse_log(text: str) -> dict[str, Any]:
    """Counts, pytest seconds, wall seconds and slowest tests from a ``/usr/bin/time -v bash .ci/run`` log."""
    summary = re.findall(r"=+ (.*?) in ([\d.]+)s \(", text)
    if not summary:
        raise ValueError("no pytest summary line ('N passed ... in S s') in the log")
    counts_text, seconds = summary[-1]
    counts = {kind: int(number) for number, kind in re.findall(r"(\d+) (passed|skipped|failed|errors?)", counts_text)}
    wall = re.search(r"Elapsed \(wall clock\) time.*: (?:(\d+):)?(\d+):([\d.]+)", text)
    wall_s = None
    if wall is not None:
        wall_s = float(wall.group(1) or 0) * 3600 + float(wall.group(2)) * 60 + float(wall.group(3))
    slowest = [{"seconds": float(s), "phase": phase, "test": test}
               for s, phase, test in re.findall(r"^([\d.]+)s (call|setup|teardown)\s+(\S+)$", text, re.M)]
    return {"counts": counts, "pytest_s": float(seconds), "wall_s": wall_s, "slowest": slowest,
            "exit_status": int(m.group(1)) if (m := re.search(r"Exit status: (-?\d+)", text)) else None}


def run_commit(commit: str, avx2: bool, work: Path) -> tuple[dict[str, Any], str]:
    """Clone ``commit`` into ``work`` and run ``.ci/run`` there; the parsed result and the log."""
    clone = work / "clone"
    subprocess.run(["git", "clone", "--quiet", str(REPO), str(clone)], check=True)
    subprocess.run(["git", "checkout", "--quiet", commit], cwd=clone, check=True)
    sha = subprocess.run(["git", "rev-parse", "HEAD"], cwd=clone, capture_output=True, text=True).stdout.strip()
    env = {**os.environ, **(AVX2 if avx2 else {})}
    load = os.getloadavg()[0]
    done = subprocess.run(["/usr/bin/time", "-v", "bash", ".ci/run"], cwd=clone, env=env, capture_output=True,
                          text=True)
    log = done.stdout + done.stderr
    return {"commit": sha, "avx2_restricted": avx2, "load_1min_before": round(load, 2), **parse_log(log)}, log


def plot(report: dict[str, Any], path: Path) -> None:
    """Bars: pytest minutes per run and the real-AVX2 estimate, against the target."""
    runs = report["runs"]
    here = "pytest here, AVX2-restricted" if runs[0]["avx2_restricted"] else "pytest here"
    series = {here: [run["pytest_s"] / 60 for run in runs],
              f"x{REAL_AVX2_FACTOR}: real AVX2 Zen 3 estimate": [run["real_avx2_estimate_min"] or 0 for run in runs]}
    harness.figure(path, lambda axis: harness.bars(
        axis, [run["label"] for run in runs], series, ylabel="minutes", tick_size=8,
        title=f"The whole suite (.ci/run), clean clones\n{report['machine']['cpu_model']}",
        line=(TARGET_MINUTES, f"target {TARGET_MINUTES:g} min")))


def main() -> None:
    """Run (or read) each commit's suite, write the JSON (stamped) and its PNG."""
    parser = harness.parser(__file__, __doc__, output="suite_time_avx2.json")
    parser.add_argument("--commits", nargs="*", default=[], help="commits to run, in order (each in a clean clone)")
    parser.add_argument("--from-log", nargs="*", default=[], metavar="LABEL=PATH",
                        help="read runs from logs instead (see the module docstring)")
    parser.add_argument("--avx2", action="store_true", help="run under the AVX2 restriction (logs: assumed so)")
    args = parser.parse_args()
    runs = []
    for item in args.from_log:
        label, _, path = item.partition("=")
        runs.append({"label": label, "source": path, "avx2_restricted": args.avx2,
                     **parse_log(Path(path).read_text())})
    for commit in args.commits:
        with tempfile.TemporaryDirectory(prefix="capo-suite-") as work:
            result, log = run_commit(commit, args.avx2, Path(work))
        runs.append({"label": commit, **result})
        if result["exit_status"] != 0:
            print(log[-4000:], flush=True)
    for run in runs:
        run["real_avx2_estimate_min"] = (round(run["pytest_s"] / 60 * REAL_AVX2_FACTOR, 2)
                                         if run["avx2_restricted"] else None)
        print(json.dumps({k: v for k, v in run.items() if k != "slowest"}), flush=True)
    report = harness.record({"what": "bash .ci/run (the README's test command) in clean clones; pytest seconds from "
                             "its summary", "real_avx2_factor": REAL_AVX2_FACTOR, "target_minutes": TARGET_MINUTES,
                             "runs": runs}, args.output, indent=2)
    plot(report, args.output)


if __name__ == "__main__":
    main()
