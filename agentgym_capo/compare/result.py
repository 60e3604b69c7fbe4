"""A comparison's runs gathered into its result: one JSON, a PNG of test success with bands, and a page.

:func:`gather` reads run records (from this comparison's folder, or from runs made elsewhere: ``--collect``),
:func:`write_result` writes ``compare.json``, ``compare.png`` (test success), ``compare_training.png`` (every run's
training curves: the success of its own episodes and the mean length of its actions per iteration, so a seed that
collapsed or drifted to the length cap shows), ``compare.html`` and ``compare.md`` (the tables, for a page that
quotes them) beside each other. Each method also carries a summary of how its runs trained (:data:`TRAINING_SUMMARY`:
the mean over runs of each key at the last iteration and over all iterations), so a length runaway or a clip
that held little back reads as a number, not only as a curve.

Choices made here: methods are compared at the **last checkpoint every complete run reached** (all reach the
same one unless the plans differ); a run that is not complete (still going, killed) is left out and named. Each
method's curve is its mean over seeds with a band of one standard error over seeds; intervals are the paired
bootstrap's (:mod:`.stats`). A difference whose interval excludes zero is marked as such; nothing else is
called a difference.
"""

from __future__ import annotations

import base64
import datetime as _dt
import json
import math
import statistics
from html import escape
from importlib import resources
from pathlib import Path
from typing import Any

from agentgym_capo.compare.run_one import curve_from_rows, read_record, write_record
from agentgym_capo.compare.stats import paired_bootstrap, seeds_for_power
from agentgym_capo.jsonl import iter_jsonl

__all__ = ["collect_records", "gather", "markdown_summary", "write_result"]

#: The smallest difference in test success the result says how many seeds would detect (80 % power).
DETECTABLE = 0.05


def _outcomes(runs: list[dict[str, Any]], iteration: int) -> dict[int, list[int]]:
    return {r["seed"]: next(e["successes"] for e in r["evals"] if e["iteration"] == iteration) for r in runs}


#: Training metrics summarised per method (keys of a run record's curve, :data:`.run_one.CURVE_KEYS`), with the
#: name and number format each carries in ``compare.md``.
TRAINING_SUMMARY = (("rollout/action_tokens_mean", "action tokens", ".1f"),
                    ("integrity/cut_action_frac", "cut actions", ".2f"),
                    ("actor/clip_act_frac", "active-clip fraction", ".2f"),
                    ("actor/grad_norm", "actor gradient norm", ".2f"),
                    ("actor/logp_change_per_step", "update size", ".4f"),
                    ("actor/entropy", "entropy", ".2f"))
#: What the training table's cells are, for the Markdown and the page.
TRAINING_CAPTION = "How the runs trained, mean over each method's runs: at the last iteration (over all iterations)"


def _training_summary(runs: list[dict[str, Any]]) -> dict[str, dict[str, float | int]]:
    """For each :data:`TRAINING_SUMMARY` key some run recorded: the mean over those runs of the value at the run's
    last recorded iteration (``last_iteration``) and of the run's mean over its iterations (``over_run``)."""
    summary: dict[str, dict[str, float | int]] = {}
    for key, _, _ in TRAINING_SUMMARY:
        series = [[p[key] for p in sorted(r.get("curve") or [], key=lambda p: p["iteration"]) if p.get(key) is not None]
                  for r in runs]
        series = [values for values in series if values]
        if series:
            summary[key] = {"runs": len(series), "last_iteration": statistics.fmean(v[-1] for v in series),
                            "over_run": statistics.fmean(statistics.fmean(v) for v in series)}
    return summary


def gather(records: list[dict[str, Any]], plan: dict[str, Any] | None = None, reference: str | None = None
           ) -> dict[str, Any]:
    """The result of a comparison from its run records (module docstring).

    Args:
        records: Run records (:mod:`.run_one`), complete or not.
        plan: The plan as recorded (:meth:`.plan.ComparePlan.to_json`), when known.
        reference: The method the others are compared to (default: the plan's when its runs are among
            ``records``, else the first label).
    """
    runs = [r for r in records if r.get("complete")]
    unfinished = sorted(r["name"] for r in records if not r.get("complete"))
    by_method: dict[str, list[dict[str, Any]]] = {}
    for run in sorted(runs, key=lambda r: (r["method"], r["seed"])):
        by_method.setdefault(run["method"], []).append(run)
    order = [m["label"] for m in (plan or {}).get("methods", []) if m["label"] in by_method]
    order += sorted(set(by_method) - set(order))
    planned = (plan or {}).get("reference")  # a plan's reference may be among the runs left out of a collection
    reference = reference or (planned if planned in by_method else None) or (order[0] if order else None)
    common = min((max(e["iteration"] for e in r["evals"]) for r in runs), default=0)
    budgets = {r["settings"].get("rollout_tasks", 0) * (r["settings"].get("group_size") or 1) for r in runs}
    per_iteration = (plan or {}).get("episodes_per_iteration") or (budgets.pop() if len(budgets) == 1 else None)
    methods: dict[str, Any] = {}
    for label in order:
        group = by_method[label]
        points = sorted({e["iteration"] for r in group for e in r["evals"]})
        curve = []
        for point in points:
            values = [e["success"] for r in group for e in r["evals"] if e["iteration"] == point]
            curve.append({"iteration": point, "episodes": point * per_iteration if per_iteration else None,
                          "runs": len(values), "mean": statistics.fmean(values),
                          "se_over_seeds": statistics.stdev(values) / math.sqrt(len(values)) if len(values) > 1
                          else None})
        ends = _outcomes(group, common)
        rise = paired_bootstrap(ends, _outcomes(group, 0))
        methods[label] = {"algo": group[0]["settings"].get("algo"), "seeds": [r["seed"] for r in group],
                          "test_success": curve, "rise": {"iteration": common, **rise},
                          "test_success_by_seed": {str(seed): sum(wins) / len(wins) for seed, wins in ends.items()},
                          "training": _training_summary(group)}
    versus: dict[str, Any] = {}
    if reference in by_method:
        for label in order:
            if label == reference:
                continue
            diff = paired_bootstrap(_outcomes(by_method[reference], common), _outcomes(by_method[label], common))
            sd = diff["sd_over_seeds"]
            versus[label] = {"iteration": common, **diff,
                             "excludes_zero": diff["ci95"] is not None and (diff["ci95"][0] > 0 or diff["ci95"][1] < 0),
                             f"seeds_for_{DETECTABLE}": seeds_for_power(sd, DETECTABLE) if sd else None}
    # the machines the runs trained on (each run's record has its load average too)
    machines = {json.dumps({k: v for k, v in r["machine"].items() if k != "load_average"}, sort_keys=True)
                for r in runs if r.get("machine")}
    return {"plan": plan, "machines": [json.loads(m) for m in sorted(machines)], "reference": reference,
            "compared_at_iteration": common, "methods": methods,
            "reference_minus_method": versus, "complete_runs": len(runs), "unfinished_runs_left_out": unfinished,
            "runs": records}


def collect_records(folders: list[Path]) -> list[dict[str, Any]]:
    """Run records in ``folders`` (a comparison's folder, its ``runs/``, or any folder of records). Where a run's
    own folder (``<name>/metrics.jsonl`` beside its record) is there too, curve keys the record lacks (it was
    written by a version that kept fewer) are filled in from it; a value the record has is kept."""
    records: dict[str, dict[str, Any]] = {}
    for folder in folders:
        base = folder / "runs" if (folder / "runs").is_dir() else folder
        for path in sorted(base.glob("*.json")):
            record = read_record(path)
            if record is not None and "evals" in record and "method" in record and record["name"] not in records:
                records[record["name"]] = _with_logged_curve(record, base / record["name"] / "metrics.jsonl")
    return list(records.values())  # the first folder given wins a name


def _with_logged_curve(record: dict[str, Any], metrics: Path) -> dict[str, Any]:
    """``record`` with its curve's missing keys taken from the run's ``metrics.jsonl`` (when it exists; a last
    line still being written is skipped, any other bad line raises :class:`~agentgym_capo.errors.DataError`)."""
    rows = [row for _, row in iter_jsonl(metrics, partial_tail=lambda _: None)] if metrics.is_file() else []
    logged = {point["iteration"]: point for point in curve_from_rows(rows)}
    if not logged:
        return record
    curve = [{**logged.get(point["iteration"], {}), **point} for point in record.get("curve") or []]
    return {**record, "curve": curve or list(logged.values())}


def write_result(result: dict[str, Any], out: Path) -> dict[str, Path]:
    """``compare.json``, ``compare.png`` and ``compare_training.png`` (when matplotlib is installed),
    ``compare.html`` and ``compare.md`` in ``out``."""
    out.mkdir(parents=True, exist_ok=True)
    paths = {"json": out / "compare.json", "png": out / "compare.png", "training_png": out / "compare_training.png",
             "html": out / "compare.html", "markdown": out / "compare.md"}
    result = {**result, "written_at": _dt.datetime.now(_dt.UTC).isoformat(timespec="seconds")}
    write_record(result, paths["json"])
    if not _plot(result, paths["png"]):
        del paths["png"]
    if not _plot_training(result, paths["training_png"]):
        del paths["training_png"]
    images = {"test success per method": paths.get("png"), "training curves of every run": paths.get("training_png")}
    paths["html"].write_text(_page(result, {alt: png for alt, png in images.items() if png is not None}),
                             encoding="utf-8")
    paths["markdown"].write_text(markdown_summary(result), encoding="utf-8")
    return paths


def markdown_summary(result: dict[str, Any]) -> str:
    """The result's two tables (each method's start, end and rise; the reference minus each method) as Markdown,
    for a page that quotes them (``compare.md``: numbers copied from the result, never typed)."""
    methods, versus, reference = result["methods"], result["reference_minus_method"], result["reference"]
    lines = [f"Compared at iteration {result['compared_at_iteration']}; {result['complete_runs']} complete runs; 95 % "
             "paired bootstrap intervals over seeds and test episodes.", "",
             "| method | seeds | test success before | after | rise [95 % CI] |", "|---|---|---|---|---|"]
    for label, entry in methods.items():
        curve, rise = entry["test_success"], entry["rise"]
        lines.append(f"| {label} | {len(entry['seeds'])} | {curve[0]['mean']:.3f} | {curve[-1]['mean']:.3f} | "
                     f"{_number(rise['difference'])} {_interval(rise)} |")
    lines += ["", f"| {reference} minus | paired seeds | difference [95 % CI] | interval excludes 0 |",
              "|---|---|---|---|"]
    for label, entry in versus.items():
        lines.append(f"| {label} | {entry['seeds']} | {_number(entry['difference'])} {_interval(entry)} | "
                     f"{'yes' if entry['excludes_zero'] else 'no'} |")
    lines += ["", *_by_seed_rows(result), "", *_training_rows(result)]
    return "\n".join(lines).rstrip("\n") + "\n"


def _training_table(result: dict[str, Any]) -> tuple[list[str], list[tuple[str, list[str]]]]:
    """The names of the :data:`TRAINING_SUMMARY` keys some method recorded, and each method's cells for them,
    ``last (over the run)`` (``–`` where a method's runs did not record that key)."""
    keys = [(key, name, spec) for key, name, spec in TRAINING_SUMMARY
            if any(key in entry.get("training", {}) for entry in result["methods"].values())]
    rows = []
    for label, entry in result["methods"].items():
        cells = []
        for key, _, spec in keys:
            value = entry.get("training", {}).get(key)
            cells.append("–" if value is None else f"{value['last_iteration']:{spec}} ({value['over_run']:{spec}})")
        rows.append((label, cells))
    return [name for _, name, _ in keys], rows


def _training_rows(result: dict[str, Any]) -> list[str]:
    """:func:`_training_table` as Markdown lines (none when no run recorded a curve)."""
    names, rows = _training_table(result)
    if not names:
        return []
    lines = [f"{TRAINING_CAPTION}:", "", "| method | " + " | ".join(names) + " |", "|---" * (len(names) + 1) + "|"]
    return lines + [f"| {label} | " + " | ".join(cells) + " |" for label, cells in rows]


def _by_seed(result: dict[str, Any]) -> tuple[list[int], list[tuple[str, list[float | None]]]]:
    """The seeds any method ran, and each method's test success on each at the comparison point (None where the
    method has no run of that seed): a mean over seeds hides a seed that collapsed; this shows it."""
    methods = result["methods"]
    seeds = sorted({int(seed) for entry in methods.values() for seed in entry.get("test_success_by_seed", {})})
    return seeds, [(label, [entry.get("test_success_by_seed", {}).get(str(seed)) for seed in seeds])
                   for label, entry in methods.items()]


def _by_seed_rows(result: dict[str, Any]) -> list[str]:
    """:func:`_by_seed` as Markdown lines (none when no method recorded a seed)."""
    seeds, rows = _by_seed(result)
    if not seeds:
        return []
    lines = [f"Test success at iteration {result['compared_at_iteration']}, seed by seed:", "",
             "| method | " + " | ".join(f"seed {seed}" for seed in seeds) + " |", "|---" * (len(seeds) + 1) + "|"]
    lines += [f"| {label} | " + " | ".join("–" if v is None else f"{v:.3f}" for v in values) + " |"
              for label, values in rows]
    return lines


def _title(result: dict[str, Any]) -> str:
    plan = result.get("plan") or {}
    env = plan.get("env_id") or next((r.get("env_id") for r in result["runs"]), "?")
    model = Path(str(plan.get("model") or next((r.get("model") for r in result["runs"]), "?"))).name
    return f"{env}, {model}"


def _pyplot() -> Any:
    """matplotlib's pyplot on the file-only Agg backend, or None when matplotlib is not installed."""
    try:
        import matplotlib

        matplotlib.use("Agg")
        import matplotlib.pyplot as plt
    except ImportError:
        return None
    return plt


def _plot(result: dict[str, Any], path: Path) -> bool:
    """Left: test success per method (mean, band of one s.e. over seeds); right: the reference minus each method
    at the comparison point with its 95 % interval. False without matplotlib."""
    plt = _pyplot()
    if plt is None:
        return False
    methods, versus = result["methods"], result["reference_minus_method"]
    figure, axes = plt.subplots(1, 2, figsize=(12, 4.4), gridspec_kw={"width_ratios": [3, 2]})
    colours = plt.get_cmap("tab10")
    for index, (label, entry) in enumerate(methods.items()):
        rows = entry["test_success"]
        x = [r["episodes"] if r["episodes"] is not None else r["iteration"] for r in rows]
        y = [r["mean"] for r in rows]
        se = [r["se_over_seeds"] or 0.0 for r in rows]
        colour = colours(index % 10)
        axes[0].plot(x, y, marker="o", color=colour, label=f"{label} ({len(entry['seeds'])} seeds)")
        low, high = [a - b for a, b in zip(y, se, strict=True)], [a + b for a, b in zip(y, se, strict=True)]
        axes[0].fill_between(x, low, high, color=colour, alpha=0.15)
    first = next(iter(methods.values()), None)
    per_iteration = first is not None and first["test_success"][-1]["episodes"] is not None
    axes[0].set_xlabel("training episodes" if per_iteration else "iteration")
    axes[0].set_ylabel("test success (fixed episodes)")
    axes[0].set_title(f"{_title(result)}: mean ± s.e. over seeds", fontsize=9)
    axes[0].legend(fontsize=8)
    axes[0].grid(alpha=0.3)
    labels = [label for label in versus if versus[label]["difference"] is not None]
    for row, label in enumerate(labels):
        entry = versus[label]
        low, high = entry["ci95"] or (entry["difference"], entry["difference"])
        axes[1].errorbar(entry["difference"], row, xerr=[[entry["difference"] - low], [high - entry["difference"]]],
                         fmt="o", color="black" if entry["excludes_zero"] else "grey", capsize=4)
    axes[1].axvline(0.0, color="grey", linewidth=0.8, linestyle="--")
    axes[1].set_yticks(range(len(labels)), labels)
    axes[1].set_xlabel(f"{result['reference']} minus method (test success, 95 % CI)")
    axes[1].set_title(f"at iteration {result['compared_at_iteration']}, paired by seed and episode", fontsize=9)
    axes[1].grid(alpha=0.3, axis="x")
    figure.tight_layout()
    figure.savefig(path, dpi=110)
    plt.close(figure)
    return True


#: The training curves ``compare_training.png`` draws, with their axis labels (keys of a run record's curve).
TRAINING_PANELS = (("rollout/success_rate", "success of the run's own training episodes"),
                   ("rollout/action_tokens_mean", "mean action length (tokens)"))


def _plot_training(result: dict[str, Any], path: Path) -> bool:
    """One panel per :data:`TRAINING_PANELS` key against the iteration: every complete run a thin line in its
    method's colour, the method's mean over seeds a thick one (a mean hides a seed that collapsed; the thin
    lines show it). False without matplotlib or when no run recorded a curve."""
    runs = [r for r in result["runs"] if r.get("complete") and r.get("curve")]
    plt = _pyplot() if runs else None
    if plt is None:
        return False
    figure, axes = plt.subplots(1, len(TRAINING_PANELS), figsize=(12, 4.2))
    colours = plt.get_cmap("tab10")
    for index, label in enumerate(result["methods"]):
        colour = colours(index % 10)
        mine = [r for r in runs if r["method"] == label]
        for axis, (key, _) in zip(axes, TRAINING_PANELS, strict=True):
            per_iteration: dict[int, list[float]] = {}
            for run in mine:
                points = [(p["iteration"], p[key]) for p in run["curve"] if p.get(key) is not None]
                if points:
                    axis.plot(*zip(*points, strict=True), color=colour, linewidth=0.6, alpha=0.35)
                for iteration, value in points:
                    per_iteration.setdefault(iteration, []).append(value)
            if per_iteration:
                steps = sorted(per_iteration)
                axis.plot(steps, [statistics.fmean(per_iteration[s]) for s in steps], color=colour, linewidth=2.2,
                          label=f"{label} ({len(mine)} runs)")
    for axis, (_, ylabel) in zip(axes, TRAINING_PANELS, strict=True):
        axis.set_xlabel("iteration")
        axis.set_ylabel(ylabel)
        axis.grid(alpha=0.3)
    axes[0].legend(fontsize=8)
    axes[0].set_title(f"{_title(result)}: every run (thin) and the mean over seeds (thick)", fontsize=9)
    figure.tight_layout()
    figure.savefig(path, dpi=110)
    plt.close(figure)
    return True


def _number(value: Any, digits: int = 3) -> str:
    return "–" if value is None else f"{value:+.{digits}f}" if isinstance(value, float) else escape(str(value))


def _interval(entry: dict[str, Any]) -> str:
    ci = entry.get("ci95")
    return "–" if not ci else f"[{ci[0]:+.3f}, {ci[1]:+.3f}]"


def _method_table(heading: str, caption: str, columns: list[str], rows: list[tuple[str, list[str]]]) -> str:
    """One of the page's per-method tables (a row per method, ``columns`` after its name); "" without columns."""
    if not columns:
        return ""
    note = f'<p class="muted small">{escape(caption)}</p>' if caption else ""
    body = "".join(f"<tr><td>{escape(label)}</td>" + "".join(f"<td>{escape(c)}</td>" for c in cells) + "</tr>"
                   for label, cells in rows)
    return (f"<h2>{escape(heading)}</h2>{note}<table class=\"summary\"><thead><tr><th>method</th>"
            + "".join(f"<th>{escape(c)}</th>" for c in columns) + f"</tr></thead><tbody>{body}</tbody></table>")


def _page(result: dict[str, Any], images: dict[str, Path]) -> str:
    """The comparison as one HTML page in the run report's style (no external assets); ``images`` maps each
    PNG's alt text to its file."""
    css = resources.files("agentgym_capo.report").joinpath("report.css").read_text(encoding="utf-8")
    methods, versus, reference = result["methods"], result["reference_minus_method"], result["reference"]
    rows = []
    for label, entry in methods.items():
        curve = entry["test_success"]
        rows.append(f"<tr><td>{escape(label)}</td><td>{escape(str(entry['algo']))}</td><td>{len(entry['seeds'])}</td>"
                    f"<td>{curve[0]['mean']:.3f}</td><td>{curve[-1]['mean']:.3f}</td>"
                    f"<td>{_number(entry['rise']['difference'])}</td><td>{_interval(entry['rise'])}</td></tr>")
    diffs = []
    for label, entry in versus.items():
        verdict = "interval excludes 0" if entry["excludes_zero"] else "no difference established"
        need = entry.get(f"seeds_for_{DETECTABLE}")
        diffs.append(f"<tr><td>{escape(reference)} − {escape(label)}</td><td>{entry['seeds']}</td>"
                     f"<td>{_number(entry['difference'])}</td><td>{_interval(entry)}</td><td>{verdict}</td>"
                     f"<td>{'–' if need is None else need}</td></tr>")
    seeds, by_seed_rows = _by_seed(result)
    by_seed_table = _method_table(f"Seed by seed, at iteration {result['compared_at_iteration']}", "",
                                  [f"seed {s}" for s in seeds],
                                  [(label, ["–" if v is None else f"{v:.3f}" for v in values])
                                   for label, values in by_seed_rows])
    names, training_rows = _training_table(result)
    training_table = _method_table("How the runs trained", f"{TRAINING_CAPTION}.", names, training_rows)
    image = "".join(f'<img alt="{escape(alt)}" style="max-width:100%" src="data:image/png;base64,'
                    f'{base64.b64encode(png.read_bytes()).decode()}">' for alt, png in images.items())
    left_out = result["unfinished_runs_left_out"]
    notes = (f'<ul class="notes"><li>left out (not complete): {escape(", ".join(left_out))}</li></ul>'
             if left_out else "")
    plan = result.get("plan") or {}
    budget = (f"{plan['iterations']} iterations × {plan['episodes_per_iteration']} episodes; test checkpoints at "
              f"{plan['checkpoints']} on {plan['eval_episodes']} fixed test episodes" if plan else "runs collected")
    return f"""<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>capo compare: {escape(_title(result))}</title>
<style>{css}</style></head>
<body><header><h1>capo compare: {escape(_title(result))}</h1>
<p class="muted small">{escape(budget)}; {result['complete_runs']} complete runs; compared at iteration
{result['compared_at_iteration']}; intervals: 95 % bootstrap over seeds and test episodes, paired by seed.</p>
{notes}</header>
<main>
{image}
<h2>Methods</h2>
<table class="summary"><thead><tr><th>method</th><th>algo</th><th>seeds</th><th>test success at start</th>
<th>at the end</th><th>rise</th><th>rise, 95 % CI</th></tr></thead><tbody>{''.join(rows)}</tbody></table>
<h2>Against {escape(str(reference))}</h2>
<table class="summary"><thead><tr><th>difference</th><th>paired seeds</th><th>mean</th><th>95 % CI</th>
<th>reading</th><th>seeds to detect {DETECTABLE} (80 % power)</th></tr></thead><tbody>{''.join(diffs)}</tbody></table>
{by_seed_table}
{training_table}
<p class="muted small">Written {escape(result['written_at'])} from <code>compare.json</code>.</p>
</main></body></html>
"""
