"""How far healthy runs stay from the run limits' defaults (issue 55 item 3, issue 56 item 2).

Each shipped CPU config (``configs/*_cpu.yaml``) is trained for ``--iterations`` iterations with its own model
(SmolLM2-135M-Instruct offline), one process at a time, one torch thread, the limits at their defaults; every
``integrity/*`` share and every quantity a divergence limit reads is taken from the run's ``metrics.jsonl`` and set
beside its default, as the largest value seen (for a share: the largest mean over ``integrity_window``
iterations, as the limit reads it); ``worst_where_on`` leaves out the configs whose file switches that limit off
(``null``), ``off_in_config`` names them. ``--runs DIR ...`` adds finished runs' folders (e.g. a ``capo compare``'s
``runs/*/``) read the same way, without training. A limit event in any run is a failure of the defaults::

    python benchmarks/limit_margins.py                        # -> benchmarks/results/limit_margins.json + .png
    python benchmarks/limit_margins.py --configs relay_demo_cpu --iterations 2 --output /tmp/m.json  # quick look
    python benchmarks/limit_margins.py --configs --runs runs/compare_relay_demo/runs/*/  # finished runs only
    python benchmarks/limit_margins.py --rescore   # recompute worst_where_on / off_in_config of the result file
"""

from __future__ import annotations

import json
import math
import subprocess
import sys
import tempfile
import time
from collections import deque
from dataclasses import asdict
from pathlib import Path
from typing import Any

import harness

from agentgym_capo.trainer.backend.run_limits import LIMITS
from agentgym_capo.trainer.config_limits import RunLimitsConfig

CONFIGS = ("relay_demo_cpu", "relay_long_cpu", "chain_demo_cpu", "hotpotqa_cpu", "webshop_cpu", "alfworld_cpu")
#: Shares a healthy run may reach whatever their limit: measured and shown, but off by default.
DEFAULTS = asdict(RunLimitsConfig())


def run_config(name: str, iterations: int, folder: Path) -> dict[str, Any]:
    """Train ``configs/<name>.yaml`` for ``iterations`` iterations into ``folder``; its exit status and seconds."""
    from agentgym_capo.models import smollm2_dir

    command = [sys.executable, "-m", "agentgym_capo.cli", "train", "--config", f"configs/{name}.yaml",
               "--model", str(smollm2_dir()), "--max-steps", str(iterations), "--output-dir", str(folder),
               "--threads", "1", "--set", "save_strategy=no", "--set", "disable_tqdm=true"]
    start = time.perf_counter()
    done = subprocess.run(command, cwd=harness.ROOT, capture_output=True, text=True)
    error = [line for line in done.stderr.splitlines() if line.startswith("capo: error:")]
    return {"exit": done.returncode, "seconds": round(time.perf_counter() - start, 1),
            "error": error[0] if error else (done.stderr[-500:] if done.returncode else None)}


def extremes(run: Path) -> dict[str, Any]:
    """The largest value each limit reads in ``run``'s ``metrics.jsonl`` (shares: over the window), and its events."""
    rows = [json.loads(line) for line in (run / "metrics.jsonl").read_text().splitlines() if line.strip()]
    iterations = [r for r in rows if "rollout/episodes" in r]
    window = DEFAULTS["integrity_window"]
    found: dict[str, float | None] = {}
    for limit in LIMITS:
        values = [max(abs(r[k]) for k in limit.metrics if isinstance(r.get(k), int | float) and math.isfinite(r[k]))
                  for r in iterations if any(isinstance(r.get(k), int | float) for k in limit.metrics)]
        if limit.scale == "entropy":
            values = [v / math.log(49152) for v in values]  # SmolLM2's vocabulary: every config's model
        if limit.family == "rollout" and len(values) >= window:
            seen: deque[float] = deque(maxlen=window)
            means = []
            for value in values:
                seen.append(value)
                if len(seen) == window:
                    means.append(sum(seen) / window)
            values = means
        found[limit.field] = max(values) if values else None
    return {"iterations": len(iterations), "largest": found,
            "events": [r for r in rows if r.get("event", "").startswith("limit_")]}


def switched_off(name: str) -> list[str]:
    """The limit fields ``configs/<name>.yaml`` sets to null."""
    import yaml

    settings = yaml.safe_load((harness.ROOT / "configs" / f"{name}.yaml").read_text()) or {}
    return sorted(field for field in DEFAULTS if field in settings and settings[field] is None)


def rescore(result: dict[str, Any]) -> dict[str, Any]:
    """Add ``off_in_config`` and ``worst_where_on`` (the worst over runs whose config keeps the limit on)."""
    off = {name: switched_off(name) for name in result["runs"] if not name.startswith("run ")}
    result["off_in_config"] = {name: fields for name, fields in off.items() if fields}
    result["worst_where_on"] = {field: max((r["largest"][field] for name, r in result["runs"].items()
                                            if r.get("largest", {}).get(field) is not None
                                            and field not in off.get(name, [])), default=None)
                                for field in result["defaults"]}
    return result


def main() -> int:
    parser = harness.parser(__file__, __doc__, output="limit_margins.json", replot=True)
    parser.add_argument("--configs", nargs="*", default=list(CONFIGS), help="shipped CPU configs to train")
    parser.add_argument("--iterations", type=int, default=4, help="iterations per config (>= integrity_window)")
    parser.add_argument("--runs", nargs="*", default=[], help="finished run folders to read as well")
    parser.add_argument("--rescore", action="store_true", help="only recompute the result file's derived fields")
    args = parser.parse_args()
    if args.rescore:
        result = rescore(json.loads(args.output.read_text()))
        args.output.write_text(json.dumps(result, indent=1) + "\n")
        draw(result, args.output)
        return 0
    if args.replot:
        draw(json.loads(args.output.read_text()), args.output)
        return 0
    runs: dict[str, dict[str, Any]] = {}
    with tempfile.TemporaryDirectory() as scratch:
        for name in args.configs:
            print(f"training {name} for {args.iterations} iterations ...", flush=True)
            outcome = run_config(name, args.iterations, Path(scratch) / name)
            runs[name] = {**outcome, **(extremes(Path(scratch) / name) if outcome["exit"] == 0 else {})}
            print(f"  {runs[name]}", flush=True)
    for folder in map(Path, args.runs):
        if (folder / "metrics.jsonl").exists():
            runs[f"run {folder.name}"] = extremes(folder)
    defaults = {limit.field: DEFAULTS[limit.field] for limit in LIMITS}
    worst = {field: max((r["largest"][field] for r in runs.values()
                         if r.get("largest", {}).get(field) is not None), default=None) for field in defaults}
    result = {"question": "How far do healthy runs of the shipped CPU configs stay from the run limits' defaults?",
              "iterations": args.iterations, "window": DEFAULTS["integrity_window"], "defaults": defaults,
              "worst": worst, "runs": runs,
              "tripped": [name for name, r in runs.items() if r.get("events") or r.get("exit")]}
    harness.record(rescore(result), args.output)
    draw(result, args.output)
    print(json.dumps({"worst": worst, "tripped": result["tripped"]}, indent=1))
    return 0


def draw(result: dict[str, Any], output: Path) -> None:
    """One bar per limit: the worst value seen as a share of its default (1 = at the limit; off limits left out)."""
    worst = result.get("worst_where_on", result["worst"])
    measured = [f for f, bound in result["defaults"].items() if bound is not None and worst.get(f) is not None]
    fields = [f for f in measured if worst[f] > 0]  # a log axis: the limits never approached are named
    zero = [f for f in measured if f not in fields]
    shares = [worst[f] / result["defaults"][f] for f in fields]

    def plot(axis: Any) -> None:
        harness.bars(axis, fields, {"worst seen / default": shares}, ylabel="share of the limit (log)", log=True,
                     values="{:.2g}", line=(1.0, "the default limit"), rotation=20, tick_size=7)

    never = f"\nalways 0 where on: {', '.join(name.replace('max_', '') for name in zero)}" if zero else ""
    harness.figure(output, plot, title=f"Healthy runs against the run limits' defaults ({len(result['runs'])} runs)"
                   f"{never}")


if __name__ == "__main__":
    raise SystemExit(main())
