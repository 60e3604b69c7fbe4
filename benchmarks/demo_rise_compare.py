"""Compare ``capo demo`` settings seed by seed: each setting's test-success rise from ``benchmarks/demo_cpu.py`` runs.

Every ``--setting NAME=FILE[,FILE...]`` names one setting and the ``demo_cpu.py`` JSON files of its runs; runs
are matched across settings by seed (the evaluation before training depends on the seed only, so the seeds'
before-values agree and the rises compare pairwise). Writes a JSON (rises per seed, means, how many seeds meet
the target) and a PNG of the rises per seed beside it::

    cd benchmarks/results && python ../demo_rise_compare.py --output demo_rise_mini_batch.json \\
        --setting "8-row=demo_cpu_relay_s8_mb8.json,demo_cpu_relay_s9_mb8_seeds34.json" \\
        --setting "4-row=demo_cpu_relay_s9_mb4.json,demo_cpu_relay_s9_mb4_seeds34.json"
"""

from __future__ import annotations

import argparse
import json
import statistics
from pathlib import Path
from typing import Any


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
    import matplotlib

    matplotlib.use("Agg")
    import matplotlib.pyplot as plt

    seeds, names = result["seeds"], list(result["settings"])
    width = 0.8 / len(names)
    fig, ax = plt.subplots(figsize=(7, 3.6))
    for index, name in enumerate(names):
        setting = result["settings"][name]
        xs = [i - 0.4 + (index + 0.5) * width for i in range(len(seeds))]
        ax.bar(xs, [setting["runs"][str(seed)]["rise"] for seed in seeds], width,
               label=f"{name}: mean {setting['mean_rise']:+.2f}, {setting['seeds_meeting_target']}/{len(seeds)} "
                     f"seeds meet")
    ax.axhline(result["target_rise"], color="black", linestyle="--", linewidth=1, label="target")
    ax.set_xticks(range(len(seeds)), [f"seed {seed}" for seed in seeds])
    ax.set_ylabel("test success rise (after - before)")
    ax.set_title("capo demo: rise per seed (same evaluations before training)", fontsize=9)
    ax.legend(fontsize=7, loc="lower right")
    fig.tight_layout()
    fig.savefig(path, dpi=110)
    plt.close(fig)


def main(argv: list[str] | None = None) -> dict[str, Any]:
    """Parse the settings, compare, write JSON and PNG."""
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--setting", action="append", required=True, metavar="NAME=FILE[,FILE...]")
    parser.add_argument("--target", type=float, default=0.30, help="The rise a seed must reach (issue 40: 0.30).")
    parser.add_argument("--output", type=Path, required=True)
    args = parser.parse_args(argv)
    settings = {}
    for item in args.setting:
        name, _, files = item.partition("=")
        if not name or not files:
            raise SystemExit(f"--setting takes NAME=FILE[,FILE...]; got {item!r}")
        settings[name] = [Path(f) for f in files.split(",")]
    result = compare(settings, args.target)
    args.output.parent.mkdir(parents=True, exist_ok=True)
    args.output.write_text(json.dumps(result, indent=1))
    plot(result, args.output.with_suffix(".png"))
    print(json.dumps({name: {k: v for k, v in s.items() if k != "runs"} for name, s in result["settings"].items()}))
    return result


if __name__ == "__main__":
    main()
