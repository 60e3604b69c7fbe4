"""Report of ``learning_generate.py``: curves, table with bootstrap CIs, GRPO no-signal share, Figure 3.

Reads every ``<run>-s<seed>.json`` in a results folder (whatever exists), cuts every curve at the smallest
budget among them (runs are extended stage by stage, and a run's curve up to a budget is what a run to that
budget records: :func:`curve_within`), and writes, into that folder:

* ``success_curves.png``: sampled success vs env steps, mean +- std over seeds (a trailing 5-iteration mean
  per seed, interpolated on a common env-step grid), one panel per experiment;
* ``report.md`` / ``report.json``: per run the final success (mean over the last 20% of its env steps) as
  mean +- std over seeds; CAPO minus each baseline and each ablation cell (but the one CAPO fills) with a
  95% bootstrap CI (seeds resampled with replacement within each run, 10 000 draws — with 2 or 3 seeds this
  interval is coarse, and it says so); the share of group-method groups with no reward signal (all returns
  equal); the GAE-level effect: action-level minus token-level final success, paired by ratio variant and
  seed (the two runs of a pair share the warm start and the env seeds), with a 95% bootstrap CI over the
  pairs; every Figure-3 fraction below with its action count;
* ``figure3_training.png``: the paper's Figure 3 from training: for each ratio variant at eps = 1e-3, the
  out-of-range and active-clip fractions by action-length bucket, computed from real off-policy
  log-ratios (second PPO epoch) of the ablation runs of that variant (pooled over GAE level and seeds), and
  — second row — every variant recomputed on the same actions of the CAPO main runs. Buckets with fewer
  than 10 actions are not plotted (their counts stay in ``report.json``); each point carries a 95% Wilson
  interval for a binomial fraction over that bucket's actions (actions of one run are not independent draws,
  so read it as a lower bound on the noise), and ``report.md`` lists the same fractions with their counts.

Each variant's ratio is recomputed from an action's summed log-ratio S, length L and the centre mu:
``product`` S, ``mean`` S / L, ``sqrt`` S / sqrt(L), ``action_aware`` mu + (S - L mu) / sqrt(L), with mu the
token-weighted mean log-ratio of the iteration's recorded actions (all actions: one mini-batch per epoch).
"""

from __future__ import annotations

import json
from collections import defaultdict
from pathlib import Path
from typing import Any

import harness
import numpy as np

FIGURE3_EPS = 1e-3
#: Buckets with fewer actions are left out of the plot (kept in report.json): a fraction of 2 or 3 actions is noise.
FIGURE3_MIN_ACTIONS = 10
#: Iterations per moving-average window of the success curves.
SMOOTHING = 5
VARIANTS = ("product", "mean", "sqrt", "action_aware")
BUCKETS = ((1, 4), (5, 8), (9, 16), (17, 32), (33, 64), (65, 10**9))
BASELINES = ("ppo", "grpo", "gspo", "gigpo")
#: Ablation cells that are a main run's own setting (CAPO is action_aware x action at eps = 1e-3): not trained
#: twice; the report shows that main run's seeds in the cell.
ABLATION_ALIASES = {"abl-action_aware-action": "capo"}


def curve_within(curve: list[dict[str, Any]], env_steps: int) -> list[dict[str, Any]]:
    """The points of ``curve`` a run with a budget of ``env_steps`` records: up to the first that reaches it."""
    reached = next((i for i, point in enumerate(curve) if point["env_steps"] >= env_steps), len(curve) - 1)
    return curve[:reached + 1]


def bucket_label(bounds: tuple[int, int]) -> str:
    """``"17-32"``, or ``"65+"`` for the open last bucket."""
    return f"{bounds[0]}+" if bounds[1] >= 10**9 else f"{bounds[0]}-{bounds[1]}"


def variant_log_ratio(variant: str, s: np.ndarray, length: np.ndarray, mu: np.ndarray) -> np.ndarray:
    """Per-action log-ratio of ``variant`` from summed log-ratios ``s``, lengths and centres (docstring)."""
    if variant == "product":
        return s
    if variant == "mean":
        return s / length
    if variant == "sqrt":
        return s / np.sqrt(length)
    return mu + (s - length * mu) / np.sqrt(length)


def figure3_counts(actions: list[dict[str, Any]], eps: float) -> dict[str, dict[str, list[int]]]:
    """``{variant: {bucket: [actions, out of range, actively clipped]}}`` of recorded actions."""
    rows = [a for a in actions if a.get("advantage") is not None and a.get("action_tokens")]
    if not rows:
        return {}
    s = np.array([a["log_ratio_sum"] for a in rows], dtype=float)
    length = np.array([a["action_tokens"] for a in rows], dtype=float)
    adv = np.array([a["advantage"] for a in rows], dtype=float)
    iteration = np.array([a["iteration"] for a in rows])
    mu = np.zeros_like(s)
    for it in np.unique(iteration):
        pick = iteration == it
        mu[pick] = s[pick].sum() / length[pick].sum()
    out: dict[str, dict[str, list[int]]] = {}
    for variant in VARIANTS:
        w = np.exp(np.clip(variant_log_ratio(variant, s, length, mu), -20, 20))
        oor = (w > 1 + eps) | (w < 1 - eps)
        act = ((adv > 0) & (w > 1 + eps)) | ((adv < 0) & (w < 1 - eps))
        out[variant] = {}
        for bounds in BUCKETS:
            pick = (length >= bounds[0]) & (length <= bounds[1])
            out[variant][bucket_label(bounds)] = [int(pick.sum()), int((oor & pick).sum()), int((act & pick).sum())]
    return out


def load(folder: Path) -> dict[str, list[dict[str, Any]]]:
    """``{run: [record per seed]}`` of every JSON in ``folder``, curves cut at the smallest budget, aliases added."""
    records = [json.loads(path.read_text()) for path in sorted(folder.glob("*-s*.json"))]
    budget = min((r["env_steps_budget"] for r in records), default=0)
    runs: dict[str, list[dict[str, Any]]] = defaultdict(list)
    for record in records:
        curve = curve_within(record["curve"], budget)
        runs[record["run"]].append({**record, "curve": curve, "iterations": len(curve), "budget": budget})
    for alias, target in ABLATION_ALIASES.items():
        _, variant, level = alias.split("-")
        runs[alias] = [{**r, "run": alias, "experiment": "ablation", "alias_of": target,
                        "settings": {**r["settings"], "ratio_variant": variant, "gae_level": level}}
                       for r in runs.get(target, [])]
    return {name: records for name, records in runs.items() if records}


def smoothed_curve(record: dict[str, Any], grid: np.ndarray, window: int = SMOOTHING) -> np.ndarray:
    """Trailing moving-average sampled success of one seed, interpolated on ``grid`` (env steps).

    Each iteration is averaged with up to ``window - 1`` iterations before it (fewer at the start), so the curve
    begins at the first iteration: the warm start's own sampled success.
    """
    xs = np.array([p["env_steps"] for p in record["curve"]], dtype=float)
    ys = np.array([p["rollout/success_rate"] or 0.0 for p in record["curve"]], dtype=float)
    trailing = np.array([ys[max(0, i - window + 1):i + 1].mean() for i in range(len(ys))])
    return np.interp(grid, xs, trailing)


def line_style(name: str, alias_of: str | None = None) -> dict[str, Any]:
    """Colour, line style and label of a run's curve: fixed per method, and per ratio variant x GAE level."""
    if name.startswith("abl-"):
        _, variant, level = name.split("-")
        label = f"{variant} x {level}" + (f" (= {alias_of})" if alias_of else "")
        return {"color": f"C{VARIANTS.index(variant)}", "linestyle": "-" if level == "action" else "--",
                "label": label}
    order = ("capo", *BASELINES)
    return {"color": f"C{order.index(name) if name in order else len(order)}", "linestyle": "-", "label": name}


def final_success(record: dict[str, Any], share: float = 0.2) -> float:
    """Mean sampled success over the iterations in the last ``share`` of the run's env steps."""
    total = record["curve"][-1]["env_steps"]
    tail = [p["rollout/success_rate"] or 0.0 for p in record["curve"] if p["env_steps"] >= (1 - share) * total]
    return float(np.mean(tail))


def _resampled_means(values: list[float], draws: int, rng: np.random.Generator) -> np.ndarray:
    """``draws`` means of ``values`` resampled with replacement."""
    return rng.choice(values, size=(draws, len(values))).mean(1)


def bootstrap_difference(a: list[float], b: list[float], draws: int = 10_000, seed: int = 0) -> tuple[float, float]:
    """95% percentile interval of mean(a) - mean(b), resampling each side's seeds with replacement."""
    rng = np.random.default_rng(seed)
    da = _resampled_means(a, draws, rng)
    db = _resampled_means(b, draws, rng)
    low, high = np.percentile(da - db, [2.5, 97.5])
    return float(low), float(high)


def bootstrap_mean(values: list[float], draws: int = 10_000, seed: int = 0) -> tuple[float, float]:
    """95% percentile interval of mean(values), resampling the values with replacement."""
    low, high = np.percentile(_resampled_means(values, draws, np.random.default_rng(seed)), [2.5, 97.5])
    return float(low), float(high)


def gae_level_pairs(runs: dict[str, list[dict[str, Any]]]) -> dict[str, Any] | None:
    """Action-level minus token-level final success per (ratio variant, seed) that ran at both levels.

    The aliased ``action_aware`` x ``action`` cell (CAPO's runs) pairs on the seeds its token-level cell has.
    None until some pair exists.
    """
    finals = {(r["settings"]["ratio_variant"], r["settings"]["gae_level"], r["seed"]): final_success(r)
              for records in runs.values() for r in records
              if r["experiment"] == "ablation" and {"ratio_variant", "gae_level"} <= r["settings"].keys()}
    pairs = [{"variant": variant, "seed": seed,
              "action_minus_token": finals[(variant, "action", seed)] - finals[(variant, "token", seed)]}
             for variant, level, seed in sorted(finals, key=lambda key: (VARIANTS.index(key[0]), key[2]))
             if level == "token" and (variant, "action", seed) in finals]
    if not pairs:
        return None
    differences = [p["action_minus_token"] for p in pairs]
    return {"pairs": pairs, "mean": float(np.mean(differences)),
            "ci95": list(bootstrap_mean(differences)) if len(differences) > 1 else None,
            "action_higher": sum(d > 0 for d in differences), "token_higher": sum(d < 0 for d in differences)}


def summarise(runs: dict[str, list[dict[str, Any]]]) -> dict[str, Any]:
    """Final success per run, CAPO minus each baseline and ablation cell with CIs, no-signal shares."""
    finals = {name: [final_success(r) for r in records] for name, records in runs.items()}
    table = {name: {"experiment": runs[name][0]["experiment"], "seeds": sorted(r["seed"] for r in runs[name]),
                    "alias_of": runs[name][0].get("alias_of"), "budget": runs[name][0].get("budget"),
                    "final_mean": float(np.mean(v)), "final_std": float(np.std(v, ddof=1)) if len(v) > 1 else None,
                    "iterations": [r["iterations"] for r in runs[name]],
                    "env_steps": [r["curve"][-1]["env_steps"] for r in runs[name]],
                    "seconds_per_iteration": float(np.mean([r["seconds_per_iteration"] for r in runs[name]]))}
             for name, v in finals.items()}
    # CAPO against each baseline and against each ablation cell it does not itself fill (the aliased one).
    ablations = sorted(name for name, records in runs.items()
                       if records[0]["experiment"] == "ablation" and not records[0].get("alias_of"))
    differences = {}
    for base in (*BASELINES, *ablations):
        if "capo" in finals and base in finals:
            low, high = bootstrap_difference(finals["capo"], finals[base])
            differences[base] = {"capo_minus": float(np.mean(finals["capo"]) - np.mean(finals[base])),
                                 "ci95": [low, high], "seeds": [len(finals["capo"]), len(finals[base])]}
    no_signal = {}
    for name, records in runs.items():
        shares = [np.mean([p["rollout/group_no_signal_frac"] for p in r["curve"]
                           if p.get("rollout/group_no_signal_frac") is not None]) for r in records
                  if any(p.get("rollout/group_no_signal_frac") is not None for p in r["curve"])]
        if shares:
            no_signal[name] = {"mean": float(np.mean(shares)), "per_seed": [float(x) for x in shares]}
    return {"table": table, "capo_minus": differences, "group_no_signal_frac": no_signal,
            "gae_level": gae_level_pairs(runs)}


def wilson_interval(hits: int, total: int, z: float = 1.96) -> tuple[float, float]:
    """The Wilson score interval of a binomial fraction ``hits / total`` (95% for z = 1.96)."""
    if total <= 0:
        return 0.0, 1.0
    share = hits / total
    centre = (share + z * z / (2 * total)) / (1 + z * z / total)
    half = z * np.sqrt(share * (1 - share) / total + z * z / (4 * total * total)) / (1 + z * z / total)
    return float(centre - half), float(centre + half)


def pooled_figure3(records: list[dict[str, Any]], variants: tuple[str, ...]) -> dict[str, dict[str, list[int]]]:
    """Sum the ``figure3`` counts of ``records`` for ``variants``."""
    out: dict[str, dict[str, list[int]]] = {v: {bucket_label(b): [0, 0, 0] for b in BUCKETS} for v in variants}
    for record in records:
        for variant in variants:
            for bucket, counts in record.get("figure3", {}).get(variant, {}).items():
                out[variant][bucket] = [x + y for x, y in zip(out[variant][bucket], counts, strict=True)]
    return out


def legend_or_placeholder(axis: Any, drawn: bool) -> None:
    """A legend when the panel has lines, else a "no runs yet" note (an empty legend only warns)."""
    if drawn:
        axis.legend(fontsize=7)
    else:
        axis.text(0.5, 0.5, "no runs yet", ha="center", va="center", transform=axis.transAxes)


def plot_curves(runs: dict[str, list[dict[str, Any]]], path: Path) -> None:
    """Mean +- std bands of smoothed sampled success, main and ablation panels."""
    panels: dict[str, dict[str, Any]] = {"main": {}, "ablation": {}}  # curves, bands and styles per panel
    for name, records in sorted(runs.items()):
        # From every seed's first iteration on: np.interp would otherwise extend a first value back to 0.
        start = max(r["curve"][0]["env_steps"] for r in records)
        end = min(r["curve"][-1]["env_steps"] for r in records)
        grid = np.linspace(start, end, 50)
        ys = np.stack([smoothed_curve(r, grid) for r in records])
        mean, std = ys.mean(0), ys.std(0)
        style = line_style(name, records[0].get("alias_of"))
        label = style.pop("label") + f" (n={len(records)})"
        panel = panels[records[0]["experiment"]]
        panel.setdefault("curves", {})[label] = (grid, mean)
        panel.setdefault("bands", {})[label] = (mean - std, mean + std)
        panel.setdefault("styles", {})[label] = style

    def draw(axes: Any) -> None:
        for axis, (experiment, panel) in zip(axes, panels.items(), strict=True):
            harness.lines(axis, panel.get("curves", {}), bands=panel.get("bands"), styles=panel.get("styles"),
                          marker=None, legend=False, xlabel="env steps",
                          ylabel=f"sampled success (trailing mean of up to {SMOOTHING} iterations)")
            axis.set_title(f"{experiment}: capo/LengthChain-v0, SmolLM2-135M, generate mode")
            legend_or_placeholder(axis, bool(panel))

    harness.figure(path, draw, panels=2, size=(13, 4.5), dpi=100, sharey=True)  # panels read on one scale


def plot_figure3(rows: list[tuple[str, dict[str, dict[str, list[int]]]]], path: Path, eps: float = FIGURE3_EPS
                 ) -> None:
    """OOR and active-clip fractions at ``eps`` by length bucket, one line per variant, one row per data source."""
    harness.figure(path, lambda axes: _draw_figure3(rows, axes, eps), panels=(len(rows), 2),
                   size=(12, 4 * len(rows)), dpi=100, squeeze=False)


def _draw_figure3(rows: list[tuple[str, dict[str, dict[str, list[int]]]]], axes: Any, eps: float) -> None:
    labels = [bucket_label(b) for b in BUCKETS]
    for (title, pooled), (oor_axis, act_axis) in zip(rows, axes, strict=True):
        drawn = False
        for variant, buckets in pooled.items():
            xs = [i for i, b in enumerate(labels) if buckets[b][0] >= FIGURE3_MIN_ACTIONS]
            if not xs:
                continue
            drawn = True
            color = f"C{VARIANTS.index(variant)}"  # the variant's colour in the success curves too
            for axis, column in ((oor_axis, 1), (act_axis, 2)):
                shares = np.array([buckets[labels[i]][column] / buckets[labels[i]][0] for i in xs])
                # A Wilson bound at 0 or 1 can round a hair past the share: clip to non-negative error bars.
                bounds = np.array([wilson_interval(buckets[labels[i]][column], buckets[labels[i]][0]) for i in xs])
                errors = np.clip([shares - bounds[:, 0], bounds[:, 1] - shares], 0, None)
                axis.errorbar(xs, shares, yerr=errors, fmt="o-", capsize=3, color=color, label=variant)
        for axis, what in ((oor_axis, "out-of-range fraction"), (act_axis, "active-clip fraction")):
            axis.set_xticks(range(len(labels)), labels)
            axis.set_xlabel("action length (tokens)")
            axis.set_ylabel(what)
            axis.set_ylim(-0.02, 1.02)
            axis.set_title(f"{title}\n(eps={eps:g}; buckets with >= {FIGURE3_MIN_ACTIONS} actions; "
                           "bars: 95% Wilson interval)", fontsize=9)
            legend_or_placeholder(axis, drawn)


def markdown(summary: dict[str, Any]) -> str:
    """The tables of ``report.md``: final success, CAPO minus each run, no-signal shares, Figure 3 counts."""
    budgets = {row["budget"] for row in summary["table"].values()}
    lines = [f"Every curve cut at {', '.join(map(str, sorted(budgets)))} env steps (the smallest budget run).", "",
             "| run | seeds | final success (mean ± std) | iterations | s / iteration |", "|---|---|---|---|---|"]
    for name, row in sorted(summary["table"].items(), key=lambda kv: (kv[1]["experiment"], kv[0])):
        std = f" ± {row['final_std']:.3f}" if row["final_std"] is not None else " (1 seed)"
        label = f"{name} (= the {row['alias_of']} runs)" if row.get("alias_of") else name
        lines.append(f"| {label} | {row['seeds']} | {row['final_mean']:.3f}{std} | {row['iterations']} | "
                     f"{row['seconds_per_iteration']:.1f} |")
    if summary["capo_minus"]:
        lines += ["", "| CAPO − run | difference | 95% bootstrap CI (seeds resampled; coarse with 2–3 seeds) |",
                  "|---|---|---|"]
        for base, row in summary["capo_minus"].items():
            interval = (f"[{row['ci95'][0]:+.3f}, {row['ci95'][1]:+.3f}]" if min(row["seeds"]) > 1
                        else "n/a (one seed: nothing to resample)")
            lines.append(f"| {base} | {row['capo_minus']:+.3f} | {interval} |")
    if summary["group_no_signal_frac"]:
        lines += ["", "| group method | share of groups with no reward signal (mean over iterations, seeds) |",
                  "|---|---|"]
        for name, row in summary["group_no_signal_frac"].items():
            lines.append(f"| {name} | {row['mean']:.3f} |")
    level = summary.get("gae_level")
    if level:
        interval = f"[{level['ci95'][0]:+.3f}, {level['ci95'][1]:+.3f}]" if level["ci95"] else "n/a (one pair)"
        lines += ["", "GAE level, paired by ratio variant and seed: action-level minus token-level final success", "",
                  "| pairs | mean difference | 95% bootstrap CI (pairs resampled) | action higher | token higher |",
                  "|---|---|---|---|---|",
                  f"| {len(level['pairs'])} | {level['mean']:+.3f} | {interval} | {level['action_higher']} | "
                  f"{level['token_higher']} |", "",
                  "Pairs: " + ", ".join(f"{q['variant']} s{q['seed']} {q['action_minus_token']:+.3f}"
                                        for q in level["pairs"])]
    labels = [bucket_label(b) for b in BUCKETS]
    for source, pooled in summary.get("figure3", {}).items():
        lines += ["", f"Figure 3, {source} (eps = {FIGURE3_EPS:g}): active-clip fraction (out-of-range fraction) "
                  "[actions] by action length in tokens", "", "| variant | " + " | ".join(labels) + " |",
                  "|---|" + "---|" * len(labels)]
        for variant, buckets in pooled.items():
            cells = [f"{c[2] / c[0]:.2f} ({c[1] / c[0]:.2f}) [{c[0]}]" if c[0] else "–"
                     for c in (buckets[label] for label in labels)]
            lines.append(f"| {variant} | " + " | ".join(cells) + " |")
    return "\n".join(lines) + "\n"


def write_report(folder: Path) -> dict[str, Any] | None:
    """Write the report files into ``folder`` from whatever run JSONs it holds; None when there are none."""
    runs = load(folder)
    if not runs:
        print(f"no run results in {folder}")
        return None
    summary = summarise(runs)
    ablation = [r for records in runs.values() for r in records if r["experiment"] == "ablation"]
    own = {}
    for variant in VARIANTS:
        mine = [r for r in ablation if r["settings"].get("ratio_variant") == variant]
        own[variant] = pooled_figure3(mine, (variant,))[variant]
    # The GAE level changes the advantages, not the ratio: a variant's runs at both levels pool into its row.
    rows = [("each variant on its own ablation runs, both GAE levels",
             {v: b for v, b in own.items() if any(c[0] for c in b.values())}),
            ("all variants recomputed on CAPO's main runs", pooled_figure3(runs.get("capo", []), VARIANTS))]
    summary["figure3"] = dict(rows)
    plot_curves(runs, folder / "success_curves.png")
    plot_figure3(rows, folder / "figure3_training.png")
    harness.record(summary, folder / "report.json", indent=2)
    (folder / "report.md").write_text(markdown(summary))
    print(markdown(summary))
    return summary


if __name__ == "__main__":
    parser = harness.parser(__file__, __doc__, output=harness.RESULTS / "learning_generate",
                            output_help="The results folder: read its run JSONs, write the report into it.")
    write_report(parser.parse_args().output)
