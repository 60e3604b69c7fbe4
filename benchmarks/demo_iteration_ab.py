"""Compare two versions' demo iterations, phase by phase, from their training runs' ``metrics.jsonl``.

A run may also be a ``benchmarks/throughput.py`` JSON of one shape and one layout (``--shape``): its passes
(prepare and update from the same rows, no rollout on the synthetic WebShop-like shape) count as one iteration.

The runs come from whole-process A/B timing: the same command (e.g. ``capo train --config
configs/relay_demo_cpu.yaml --max-steps 3``, AVX2-restricted) run from two work trees in turn, A B A B ...,
nothing else running; ``--bench`` takes the paired timer's text output, whose figure rows (min, median, max of
each whole-process measure, and the paired ratios) are kept as ``whole_process``. Runs are
paired in the order given (the k-th A run with the k-th B run), iterations by their index; the reported ratio of
a phase is the median over those pairs of A / B. Writes JSON (machine recorded) and a PNG beside it::

    python benchmarks/demo_iteration_ab.py --a /tmp/ab/A-1 /tmp/ab/A-2 --b /tmp/ab/B-1 /tmp/ab/B-2 \\
        --what "A = shared prefixes, B = c719d28" --output benchmarks/results/demo_iteration_X_ab_avx2.json
"""

from __future__ import annotations

import json
import statistics
from pathlib import Path
from typing import Any

import harness

PHASES = ("time/rollout", "time/prepare", "time/update", "time/iteration")


def iterations(run: Path, shape: str = "webshop") -> list[dict[str, float]]:
    """One run's per-iteration phase seconds (and success), in order; a throughput JSON: its ``shape``'s passes."""
    if run.suffix == ".json":
        measured = json.loads(run.read_text())["shapes"][shape]
        (layout,) = measured["layouts"].values()  # one layout per run: the trainer's default
        median, rollout = layout["median"], measured.get("rollout", {}).get("seconds")
        out = {"time/prepare": median["prepare"]["seconds"], "time/update": median["update"]["seconds"],
               "time/iteration": layout["s_per_iteration"],
               "padding/prepare": median["prepare"]["padding_share"],
               "padding/update": median["update"]["padding_share"],
               "peak_memory_gb": median["update"]["peak_memory_gb"]}
        return [out if rollout is None else {**out, "time/rollout": rollout}]
    rows = [json.loads(line) for line in (run / "metrics.jsonl").read_text().splitlines() if line.strip()]
    return [{key: row[key] for key in (*PHASES, "rollout/success_rate") if key in row}
            for row in rows if "time/rollout" in row]


def whole_process_figures(text: str) -> dict[str, list[float]]:
    """The figure rows of the paired whole-process timer's output, ``{"A wall s": [min, median, max], ...}``
    (its header and notes are left out)."""
    figures = {}
    for parts in (line.split() for line in text.splitlines()):
        if len(parts) < 4:  # a figure row is a name, then three numbers
            continue
        try:
            figures[" ".join(parts[:-3])] = [float(value) for value in parts[-3:]]
        except ValueError:  # a header or a note
            continue
    return figures


def paired_ratios(a_runs: list[list[dict]], b_runs: list[list[dict]]) -> dict[str, float]:
    """Median over paired iterations of A / B, per phase."""
    if len(a_runs) != len(b_runs):
        raise ValueError(f"pair the runs: {len(a_runs)} A runs against {len(b_runs)} B runs")
    out = {}
    for phase in PHASES:
        ratios = [a[phase] / b[phase] for run_a, run_b in zip(a_runs, b_runs, strict=True)
                  for a, b in zip(run_a, run_b, strict=False) if b.get(phase)]
        if ratios:  # a throughput run of a synthetic shape has no rollout
            out[phase] = statistics.median(ratios)
    return out


def plot(report: dict[str, Any], path: Path) -> None:
    """Median seconds per phase, A beside B, with the paired ratio above each pair."""
    phases = [phase for phase in PHASES if phase in report["a_over_b_median"]]

    def draw(axis: Any) -> None:
        harness.bars(axis, [phase.split("/")[1] for phase in phases],
                     {report["labels"][side]: [report["median_seconds"][side][phase] for phase in phases]
                      for side in "AB"},
                     ylabel="seconds (median over iterations)",
                     notes=[f"x{report['a_over_b_median'][phase]:.2f}" for phase in phases])
        axis.set_xlabel("A / B: median over paired iterations", fontsize=8)
        axis.set_title(report["what"][:110], fontsize=8)

    harness.figure(path, draw)


def main() -> None:
    """Read both sides' runs, pair them, write the JSON (stamped) and its PNG."""
    parser = harness.parser(__file__, __doc__, output_required=True)
    parser.add_argument("--a", nargs="+", type=Path, required=True,
                        help="A's run folders (or throughput JSONs), in the order run")
    parser.add_argument("--b", nargs="+", type=Path, required=True,
                        help="B's run folders (or throughput JSONs), in the order run")
    parser.add_argument("--shape", default="webshop", help="the shape read from throughput JSONs")
    parser.add_argument("--bench", type=Path, help="the paired whole-process timer's output")
    parser.add_argument("--what", required=True, help="what A and B are, and the command they ran")
    parser.add_argument("--labels", nargs=2, default=["A", "B"], help="A's and B's names in the figure")
    args = parser.parse_args()
    runs = {"A": [iterations(run, args.shape) for run in args.a], "B": [iterations(run, args.shape) for run in args.b]}
    keys = [key for key in runs["A"][0][0] if key != "rollout/success_rate"]
    medians = {side: {key: statistics.median(it[key] for run in side_runs for it in run) for key in keys}
               for side, side_runs in runs.items()}
    report = {"what": args.what, "labels": dict(zip("AB", args.labels, strict=True)), "runs": runs,
              "median_seconds": medians,
              "a_over_b_median": paired_ratios(runs["A"], runs["B"]),
              "whole_process": whole_process_figures(args.bench.read_text()) if args.bench else None}
    harness.record(report, args.output, indent=2)
    plot(report, args.output)
    print(json.dumps({"median_seconds": medians, "a_over_b_median": report["a_over_b_median"]}, indent=2))


if __name__ == "__main__":
    main()
