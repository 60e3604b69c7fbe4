"""The report of ``relay_sweep.py``: test success per method with bands, bootstrap intervals, Figure 3 from training.

:func:`report` gathers a plan's run files into one JSON (every run's settings and curves, per-method means, CAPO
minus each baseline with a bootstrap interval over seeds and test episodes, each method's rise over its untrained
start with the same interval, the paper's Figure 3 counts from CAPO's runs), a PNG of test success with bands and
``<result>_figure3.png``. ``relay_sweep.py --report`` (and every sweep, when it ends) calls it.
"""

from __future__ import annotations

import json
import math
import random
import statistics
from pathlib import Path
from typing import Any

import harness

from benchmarks.learning_generate_report import figure3_counts, plot_figure3
from benchmarks.relay_plan import ENV_ID, EPISODES_PER_ITERATION, MAIN_PLAN_CELLS, METHODS, SEEDS, plan_runs


def bootstrap_difference(a: list[list[int]], b: list[list[int]], draws: int = 2000, seed: int = 0
                         ) -> tuple[float, float, float]:
    """Mean success of runs ``a`` minus runs ``b`` (each a list of per-episode 0/1), with a 95 % interval from
    resampling seeds, then episodes within each resampled seed."""
    rng = random.Random(seed)

    def mean_of(runs: list[list[int]]) -> float:
        picked = [runs[rng.randrange(len(runs))] for _ in runs]
        return statistics.fmean(statistics.fmean(rng.choices(r, k=len(r))) for r in picked)

    point = statistics.fmean(map(statistics.fmean, a)) - statistics.fmean(map(statistics.fmean, b))
    diffs = sorted(mean_of(a) - mean_of(b) for _ in range(draws))
    return point, diffs[int(0.025 * draws)], diffs[int(0.975 * draws) - 1]


def report(out: Path, result: Path, plan: str) -> dict[str, Any]:
    """Gather the run files of ``plan`` in ``out`` into ``result`` (JSON) and a PNG of test success per method
    with bands. The ablations' report takes the CAPO and PPO cells from the main plan's runs of its seeds."""
    names = {r["name"] for r in plan_runs(plan)}
    if plan == "ablations":
        names |= {f"{method}_s{seed}" for method in MAIN_PLAN_CELLS.values() for seed in SEEDS[plan]}
    found = [json.loads(p.read_text()) for p in sorted(out.glob("*.json")) if p.stem in names]
    # a run that is still going, or was killed, restarts from scratch when the sweep resumes: left out here
    runs = [r for r in found if r.get("complete") or r.get("stopped_by_deadline")]
    unfinished = sorted(r["name"] for r in found if r not in runs)
    methods: dict[str, list[dict[str, Any]]] = {}
    for run in runs:
        methods.setdefault(run["method"], []).append(run)
    summary: dict[str, Any] = {}
    for method, group in methods.items():
        points = sorted({e["iteration"] for r in group for e in r["evals"]})
        rows = []
        for point in points:
            values = [e["success"] for r in group for e in r["evals"] if e["iteration"] == point]
            spread = statistics.stdev(values) / math.sqrt(len(values)) if len(values) > 1 else None
            rows.append({"iteration": point, "env_steps": point * EPISODES_PER_ITERATION, "runs": len(values),
                         "mean": statistics.fmean(values), "se_over_seeds": spread})
        summary[method] = {"seeds": sorted(r["seed"] for r in group), "test_success": rows}
    # the comparison point: the last checkpoint every run reached (runs cut by a deadline stop early)
    common = min((max(e["iteration"] for e in r["evals"]) for r in runs), default=0)
    comparisons = {}
    at = lambda group, point: [next(e["successes"] for e in r["evals"] if e["iteration"] == point)  # noqa: E731
                               for r in group]
    for method, group in methods.items():  # did it learn: the comparison point minus the untrained start
        point, low, high = bootstrap_difference(at(group, common), at(group, 0))
        summary[method]["rise"] = {"iteration": common, "difference": point, "ci95": [low, high]}
    if "capo" in methods:
        for method, group in methods.items():
            if method != "capo":
                point, low, high = bootstrap_difference(at(methods["capo"], common), at(group, common))
                comparisons[f"capo - {method}"] = {"iteration": common, "difference": point, "ci95": [low, high],
                                                   "seeds": [len(methods["capo"]), len(group)]}
    figure3 = _figure3(out, methods.get("capo", []))
    record = {"env_id": ENV_ID, "compared_at_iteration": common, "methods": summary,
              "capo_minus_baseline": comparisons, "figure3": figure3, "unfinished_runs_left_out": unfinished,
              "runs": runs}
    harness.record(record, result)
    _plot(summary, runs, result)
    if figure3["actions"]:
        plot_figure3([(f"{ENV_ID}: CAPO's runs ({len(methods['capo'])} seeds, {figure3['actions']} recorded "
                       "actions), every ratio recomputed", figure3["counts"])],
                     result.with_name(result.stem + "_figure3.png"), eps=figure3["eps"])
    return record


def _figure3(out: Path, capo_runs: list[dict[str, Any]]) -> dict[str, Any]:
    """The paper's Figure 3 on CAPO's own training: out-of-range and active-clip fractions by action length of
    each ratio variant, recomputed from the actions CAPO's runs recorded (``actions.jsonl``: summed log-ratio of
    the second epoch, length, advantage), at CAPO's clip range here (:data:`METHODS`)."""
    eps = METHODS["capo"]["epsilon"]
    actions = []
    for run in capo_runs:
        path = out / run["name"] / "actions.jsonl"
        if path.exists():
            actions += [json.loads(line) for line in path.read_text().splitlines() if line.strip()]
    return {"eps": eps, "actions": len(actions), "seeds": sorted(r["seed"] for r in capo_runs),
            "counts": figure3_counts(actions, eps)}


def _plot(summary: dict[str, Any], runs: list[dict[str, Any]], path: Path) -> None:
    """Left: test success per method at the checkpoints (mean ± s.e. over seeds); right: sampled success on
    the training episodes (trailing mean of 3 iterations), mean ± s.e. over the method's seeds, as far as all
    of its runs went."""
    names = sorted(summary)
    palette = 10 if len(names) <= 10 else 20  # matplotlib's tab10 / tab20: a colour is an index, drawn below
    styles, tests, test_bands, trains, train_bands = {}, {}, {}, {}, {}
    for index, method in enumerate(names):
        style = {"color": index % palette, "linestyle": ("-", "--", ":")[index // palette % 3]}
        rows = summary[method]["test_success"]
        x, y = [r["env_steps"] for r in rows], [r["mean"] for r in rows]
        se = [r["se_over_seeds"] or 0.0 for r in rows]
        label = f"{method} ({len(summary[method]['seeds'])} seeds)"
        styles[label], tests[label] = style, (x, y)
        test_bands[label] = ([a - b for a, b in zip(y, se, strict=True)], [a + b for a, b in zip(y, se, strict=True)])
        curves = []
        for run in (r for r in runs if r["method"] == method):
            sampled = [c.get("rollout/success_rate", 0.0) for c in run.get("curve", [])]
            curves.append([statistics.fmean(sampled[max(0, i - 2):i + 1]) for i in range(len(sampled))])
        length = min(map(len, curves), default=0)
        if length:
            x = [(i + 1) * EPISODES_PER_ITERATION for i in range(length)]
            mean = [statistics.fmean(c[i] for c in curves) for i in range(length)]
            se = [statistics.stdev(c[i] for c in curves) / math.sqrt(len(curves)) if len(curves) > 1 else 0.0
                  for i in range(length)]
            label = f"{method} (n={len(curves)})"
            styles[label], trains[label] = {**style, "marker": None}, (x, mean)
            train_bands[label] = ([a - b for a, b in zip(mean, se, strict=True)],
                                  [a + b for a, b in zip(mean, se, strict=True)])

    def draw(axes: Any) -> None:
        import matplotlib

        colours = matplotlib.colormaps[f"tab{palette}"]
        drawn = {label: {**style, "color": colours(style["color"])} for label, style in styles.items()}
        harness.lines(axes[0], tests, bands=test_bands, styles=drawn, legend=False,
                      xlabel="training episodes", ylabel="test success (sampled at the run's temperature)",
                      title=f"{ENV_ID}, SmolLM2-135M-Instruct: test split")
        harness.lines(axes[1], trains, bands=train_bands, styles=drawn, legend=False, xlabel="training episodes",
                      ylabel="sampled success on training episodes (3-iteration mean)",
                      title="training batches (16 episodes each): mean ± s.e. over seeds")
        for axis in axes:
            axis.legend(fontsize=7, ncol=2)

    harness.figure(path, draw, panels=2, size=(13, 4.8))
