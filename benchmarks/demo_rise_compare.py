"""Compare ``capo demo`` settings seed by seed: each setting's test-success rise from ``benchmarks/demo_cpu.py`` runs.

Every ``--setting NAME=FILE[,FILE...]`` names one setting and the ``demo_cpu.py`` JSON files of its runs; runs
are matched across settings by seed (the evaluation before training depends on the seed only, so the seeds'
before-values agree and the rises compare pairwise). Writes a JSON (rises per seed, means, how many seeds meet
the target) and a PNG of the rises per seed beside it::

    cd benchmarks/results && python ../demo_rise_compare.py --output demo_rise_mini_batch.json \\
        --setting "8-row=archive/demo_cpu_relay_s8_mb8.json,archive/demo_cpu_relay_s9_mb8_seeds34.json" \\
        --setting "4-row=demo_cpu_relay_s9_mb4.json,demo_cpu_relay_s9_mb4_seeds34.json"
"""

from __future__ import annotations

import json
import statistics
from pathlib import Path
from typing import Any

import harness


def rises(files: list[Path]) -> dict[int, dict[str, float]]:
    """Seed -> before, after and rise of every run in ``files`` (a seed twice is an error)."""
    out: dict[int, dict[str, float]] = {}
    for path in files:
        for run in json.loads(path.read_text())["runs"]:
            if run["seed"] in out:
                raise SystemExit(f"seed {run['seed']} appears twice among {[str(f) for f in files]}")
            out[run["seed"]] = {"before": run["success_before"], "after": run["success_after"],
                                "rise": run["success_after"] - run["success_before"], "source": path.name}
    return out


def compare(settings: dict[str, list[Path]], target: float) -> dict[str, Any]:
    """Rises per setting and seed, on the seeds every setting ran; means and seeds meeting ``target``."""
    by_setting = {name: rises(files) for name, files in settings.items()}
    seeds = sorted(set.intersection(*(set(runs) for runs in by_setting.values())))
    if not seeds:
        raise SystemExit("the settings share no seed: nothing to compare")
    for seed in seeds:
        befores = {runs[seed]["before"] for runs in by_setting.values()}
        if len(befores) > 1:
            raise SystemExit(f"seed {seed} starts from different evaluations {sorted(befores)}: not comparable")
    result: dict[str, Any] = {"seeds": seeds, "target_rise": target, "settings": {}}
    for name, runs in by_setting.items():
        values = [runs[seed]["rise"] for seed in seeds]
        result["settings"][name] = {"runs": {str(seed): runs[seed] for seed in seeds},
                                    "mean_rise": statistics.mean(values),
                                    "seeds_meeting_target": sum(value >= target for value in values)}
    return result


def plot(result: dict[str, Any], path: Path) -> None:
    """Bars of each setting's rise per seed, the target as a line."""
    seeds, settings = result["seeds"], result["settings"]
    series = {f"{name}: mean {setting['mean_rise']:+.2f}, {setting['seeds_meeting_target']}/{len(seeds)} seeds meet":
              [setting["runs"][str(seed)]["rise"] for seed in seeds] for name, setting in settings.items()}
    harness.figure(path, lambda ax: harness.bars(
        ax, [f"seed {seed}" for seed in seeds], series, ylabel="test success rise (after - before)",
        title="capo demo: rise per seed (same evaluations before training)", line=(result["target_rise"], "target")),
        size=(7, 3.6))


def main(argv: list[str] | None = None) -> dict[str, Any]:
    """Parse the settings, compare, write JSON (stamped) and PNG."""
    parser = harness.parser(__file__, __doc__, output_required=True)
    parser.add_argument("--setting", action="append", required=True, metavar="NAME=FILE[,FILE...]")
    parser.add_argument("--target", type=float, default=0.30, help="The rise a seed must reach (issue 40: 0.30).")
    args = parser.parse_args(argv)
    settings = {}
    for item in args.setting:
        name, _, files = item.partition("=")
        if not name or not files:
            raise SystemExit(f"--setting takes NAME=FILE[,FILE...]; got {item!r}")
        settings[name] = [Path(f) for f in files.split(",")]
    result = harness.record(compare(settings, args.target), args.output)
    plot(result, args.output)
    print(json.dumps({name: {k: v for k, v in s.items() if k != "runs"} for name, s in result["settings"].items()}))
    return result


if __name__ == "__main__":
    main()
