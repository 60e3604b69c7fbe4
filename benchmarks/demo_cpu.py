"""The CPU demo (``capo demo``) on several seeds: greedy success before/after and time per iteration.

Runs :func:`agentgym_capo.trainer.demo.run_demo` once per seed with its defaults (or collects the
``demo_summary.json`` of demo runs already made, with ``--from-dirs``) and writes
``benchmarks/results/demo_cpu.json``. Example::

    python benchmarks/demo_cpu.py --seeds 0 1 --minutes 5
"""

from __future__ import annotations

import argparse
import json
import os
import platform
from pathlib import Path


def main() -> None:
    """Run or collect the demo per seed and write the JSON."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--seeds", nargs="+", type=int, default=[0, 1])
    parser.add_argument("--minutes", type=float, default=5.0)
    parser.add_argument("--work-dir", default="capo_demo_runs")
    parser.add_argument("--from-dirs", nargs="*", default=None, help="Collect these finished demo output dirs.")
    parser.add_argument("--out", default="benchmarks/results/demo_cpu.json")
    options = parser.parse_args()
    summaries = []
    if options.from_dirs:
        for folder in options.from_dirs:
            summary = json.loads((Path(folder) / "demo_summary.json").read_text())
            logs = [json.loads(line) for line in (Path(folder) / "metrics.jsonl").read_text().splitlines()]
            logs = [e for e in logs if "time/iteration" in e]
            summary["seconds_per_iteration"] = {k: sum(e[k] for e in logs) / len(logs) for k in
                                                ("time/rollout", "time/prepare", "time/update", "time/iteration")}
            summary["sampled_success_curve"] = [e.get("rollout/success_rate") for e in logs]
            summaries.append(summary)
    else:
        from agentgym_capo.trainer.demo import run_demo

        for seed in options.seeds:
            summaries.append(run_demo(str(Path(options.work_dir) / f"seed{seed}"), minutes=options.minutes,
                                      seed=seed))
    record = {"machine": {"cpus": os.cpu_count(), "processor": platform.processor() or platform.machine()},
              "note": "capo demo defaults; wall-clock training budget per seed; machine shared with other jobs",
              "runs": summaries}
    Path(options.out).parent.mkdir(parents=True, exist_ok=True)
    Path(options.out).write_text(json.dumps(record, indent=2))
    for s in summaries:
        print(f"seed {s['seed']}: greedy success {s['greedy_success_before']:.3f} -> {s['greedy_success_after']:.3f} "
              f"in {s['iterations']} iterations ({s['train_seconds'] / 60:.1f} min)")


if __name__ == "__main__":
    main()
