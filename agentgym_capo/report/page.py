"""Build the self-contained HTML run report from one or more run directories.

The page inlines everything it needs (CSS, a small script, the charts as SVG and the sampled episodes as
JSON), so it opens from disk or from any static file server with no network access. Several runs (e.g.
CAPO, PPO and GRPO of the learning benchmark) share the charts, one colour per run, and the tables.

Choices: charts are drawn in Python as inline SVG (no JS plotting library to ship); the summary table
reports the last iteration, the mean over the last tenth of the run and the best iteration, because sampled
success rates are noisy; the advantage colour scale of each run is the 95th percentile of its sampled
|advantage| (one outlier does not wash out every other step).
"""

from __future__ import annotations

import datetime as _dt
import json
import math
from collections.abc import Callable, Sequence
from html import escape
from importlib import resources
from pathlib import Path
from typing import Any

from agentgym_capo.errors import ConfigError
from agentgym_capo.report.episodes import encode_episode, group_episodes, sample_episodes
from agentgym_capo.report.run_data import RunData, load_run
from agentgym_capo.report.svg_chart import PALETTE, line_chart

__all__ = ["CURVES", "build_report", "render_report"]

# (metric key, chart title, fixed y range or None)
CURVES: tuple[tuple[str, str, tuple[float, float] | None], ...] = (
    ("rollout/success_rate", "Success rate (sampled episodes)", (0.0, 1.0)),
    ("rollout/return_mean", "Episode return", None),
    ("rollout/steps_mean", "Steps per episode", None),
    ("rollout/env_errors", "Episodes lost to env errors", None),
    ("rollout/dropped_episodes", "Dropped episodes (not trained on)", None),
    ("rollout/action_tokens_mean", "Tokens per action", None),
    ("actor/kl", "KL to reference", None),
    ("critic/value_loss", "Critic loss", None),
    ("actor/clip_oor_frac", "Out-of-range ratio fraction (OOR)", None),
    ("actor/clip_act_frac", "Active-clip fraction (ACT)", None),
    ("actor/entropy", "Policy entropy", None),
    ("critic/explained_variance", "Critic explained variance", None),
    ("actor/pg_loss", "Policy loss", None),
    ("time/iteration", "Seconds per iteration", None),
    ("throughput/iteration_tokens_per_s", "Tokens per second (iteration)", None),
    ("throughput/rollout_tokens_per_s", "Sampled tokens per second (rollout)", None),
    ("throughput/update_gflops", "Update GFLOP/s", None),
    ("throughput/update_mfu", "Update MFU", (0.0, 1.0)),
    ("throughput/update_padding", "Padded share of update positions", (0.0, 1.0)),
)

DEFAULT_MAX_ITERATIONS = 60
DEFAULT_MAX_EPISODES_PER_ITERATION = 8
DEFAULT_MAX_PROMPT_CHARS = 20_000


def _tail_mean(values: list[float]) -> float | None:
    if not values:
        return None
    tail = values[-max(1, len(values) // 10):]
    return sum(tail) / len(tail)


def _last(run: RunData, key: str) -> float | None:
    values = run.series(key)[1]
    return values[-1] if values else None


def _summary_rows() -> list[tuple[str, Callable[[RunData], Any]]]:
    def series(key: str) -> Callable[[RunData], list[float]]:
        return lambda run: run.series(key)[1]

    def mean(values: list[float]) -> float | None:
        return sum(values) / len(values) if values else None

    success, ret = series("rollout/success_rate"), series("rollout/return_mean")
    return [
        ("algorithm", lambda r: r.algo),
        ("env", lambda r: ", ".join(r.envs) or None),
        ("iterations logged", lambda r: len(r.metrics)),
        ("episodes lost to env errors, total", lambda r: sum(series("rollout/env_errors")(r))
         + sum(e.get("env_errors") or 0 for e in r.events if e["event"] == "rollout_lost")),
        ("dropped episodes, total", lambda r: sum(series("rollout/dropped_episodes")(r))),
        ("iterations that lost episodes", lambda r: len(_lossy_iterations(r))),
        ("success rate, last iteration", lambda r: _last(r, "rollout/success_rate")),
        ("success rate, mean of last 10%", lambda r: _tail_mean(success(r))),
        ("success rate, best iteration", lambda r: max(success(r), default=None)),
        ("return, last iteration", lambda r: _last(r, "rollout/return_mean")),
        ("return, mean of last 10%", lambda r: _tail_mean(ret(r))),
        ("steps per episode, mean of last 10%", lambda r: _tail_mean(series("rollout/steps_mean")(r))),
        ("tokens per action, mean of last 10%", lambda r: _tail_mean(series("rollout/action_tokens_mean")(r))),
        ("KL to reference, last iteration", lambda r: _last(r, "actor/kl")),
        ("critic loss, last iteration", lambda r: _last(r, "critic/value_loss")),
        ("OOR fraction, mean over the run", lambda r: mean(series("actor/clip_oor_frac")(r))),
        ("active-clip fraction, mean over the run", lambda r: mean(series("actor/clip_act_frac")(r))),
        ("seconds per iteration, mean", lambda r: mean(series("time/iteration")(r))),
        ("tokens per second, mean", lambda r: mean(series("throughput/iteration_tokens_per_s")(r))),
        ("rollout sampled tokens per second, mean", lambda r: mean(series("throughput/rollout_tokens_per_s")(r))),
        ("update MFU, mean", lambda r: mean(series("throughput/update_mfu")(r))),
        ("training time (s)", lambda r: r.summary.get("train_runtime")),
        ("episodes recorded", lambda r: len(group_episodes(r.actions))),
    ]


def _lossy_iterations(run: RunData) -> list[tuple[float, float, float]]:
    """``(step, episodes lost to env errors, episodes dropped)`` of each iteration that lost any episode, its
    trained rollout's and its lost rollouts' (``rollout_lost`` events: not trained on) together."""
    steps, errors = run.series("rollout/env_errors")
    dropped = dict(zip(*run.series("rollout/dropped_episodes"), strict=True))
    lost = dict(zip(steps, errors, strict=True))
    for event in run.events:
        if event["event"] == "rollout_lost":
            step = event["step"]
            lost[step] = lost.get(step, 0.0) + float(event.get("env_errors") or 0)
            dropped[step] = dropped.get(step, 0.0) + float(event.get("episodes") or 0) - float(event.get("kept") or 0)
    return [(step, lost.get(step, 0.0), dropped.get(step, 0.0)) for step in sorted(set(lost) | set(dropped))
            if lost.get(step, 0.0) > 0 or dropped.get(step, 0.0) > 0]


def _env_error_banner(runs: list[RunData]) -> str:
    """A banner over the charts when any run lost episodes to env errors: curves then miss those episodes."""
    lines = []
    for run in runs:
        lossy = _lossy_iterations(run)
        if lossy:
            errors, dropped = sum(e for _, e, _ in lossy), sum(d for _, _, d in lossy)
            iterations = len({r["step"] for r in run.metrics} | {step for step, _, _ in lossy})
            lines.append(f"<li>{escape(run.label)}: {len(lossy)} of {iterations} iterations lost "
                         f"episodes ({_format(errors)} to env errors, {_format(dropped)} dropped in all; first at "
                         f"step {_format(lossy[0][0])}). Their curves average only the episodes that finished.</li>")
    if not lines:
        return ""
    return (f'<div class="banner" id="env-error-banner"><strong>Episodes were lost to env errors.</strong>'
            f'<ul>{"".join(lines)}</ul></div>')


def _limit_banner(runs: list[RunData]) -> str:
    """A banner over the charts when a run stopped at, or warned about, a limit (``limit_*`` events)."""
    lines = []
    for run in runs:
        for event in run.events:
            if event["event"] in ("limit_stop", "limit_warning"):
                what = "stopped" if event["event"] == "limit_stop" else "warned"
                lines.append(f"<li>{escape(run.label)}, iteration {_format(event['step'])}, {what}: "
                             f"{escape(str(event.get('message', '')))}</li>")
    if not lines:
        return ""
    return (f'<div class="banner" id="limit-banner"><strong>A run limit tripped (integrity or divergence).</strong>'
            f'<ul>{"".join(lines)}</ul></div>')


def _format(value: Any) -> str:
    if value is None:
        return "—"
    if isinstance(value, bool) or not isinstance(value, int | float):
        return escape(str(value))
    if isinstance(value, int) or float(value).is_integer() and abs(value) < 1e15:
        return f"{int(value)}"
    if value != 0 and (abs(value) >= 1e5 or abs(value) < 1e-3):
        return f"{value:.3e}"
    return f"{value:.4g}"


def _cell(value: Any) -> str:
    raw = "" if value is None else (repr(float(value)) if isinstance(value, int | float)
                                    and not isinstance(value, bool) else str(value))
    return f'<td data-value="{escape(raw)}">{_format(value)}</td>'


def _summary_table(runs: list[RunData]) -> str:
    head = "".join(f'<th><span class="chip" style="background:{PALETTE[i % len(PALETTE)]}"></span>'
                   f"{escape(run.label)}</th>" for i, run in enumerate(runs))
    rows = [f'<tr data-row="{escape(name)}"><th>{escape(name)}</th>{"".join(_cell(get(r)) for r in runs)}</tr>'
            for name, get in _summary_rows()]
    return f'<table class="summary" id="summary-table"><thead><tr><th></th>{head}</tr></thead>' \
           f'<tbody>{"".join(rows)}</tbody></table>'


def _eval_table(runs: list[RunData]) -> str:
    entries = [(run, row) for run in runs for row in run.evals]
    if not entries:
        return ('<p class="muted" id="eval-missing">No evaluation results in these run directories. Write them '
                "with <code>capo eval ... --out RUN_DIR/eval.json</code> and build the report again.</p>")
    keys: list[str] = []
    for _, row in entries:
        keys += [k for k, v in row.items() if isinstance(v, dict) and "mean" in v and k not in keys]
    when = any("measured" in row for _, row in entries)  # a demo's before/after: the column that tells them apart
    head = "".join(f"<th>{escape(k)}</th>" for k in ["run", "file", "env", *(["measured"] if when else []),
                                                        "seeds", *keys])
    body = []
    for run, row in entries:
        cells = [f"<td>{escape(run.label)}</td>", f"<td>{escape(row['file'])}</td>",
                 f"<td>{escape(str(row['env_id']))}</td>",
                 *([f"<td>{escape(str(row.get('measured', '')))}</td>"] if when else []), _cell(row.get("seeds"))]
        for key in keys:
            stat = row.get(key) or {}
            mean, std = stat.get("mean"), stat.get("std")
            text = "—" if mean is None else f"{_format(mean)} ± {_format(std)}" if std is not None else _format(mean)
            cells.append(f'<td data-value="{"" if mean is None else repr(float(mean))}">{text}</td>')
        body.append(f"<tr>{''.join(cells)}</tr>")
    return f'<table class="evals" id="eval-table"><thead><tr>{head}</tr></thead><tbody>{"".join(body)}</tbody></table>'


def _charts(runs: list[RunData]) -> tuple[str, dict[str, Any]]:
    html, data = [], {}
    for index, (key, title, y_range) in enumerate(CURVES):
        per_run = [run.series(key) for run in runs]
        if not any(xs for xs, _ in per_run):
            continue
        chart_id = f"chart-{index}"
        series = [(PALETTE[i % len(PALETTE)], xs, ys) for i, (xs, ys) in enumerate(per_run)]
        lacking = [run.label for run, (xs, _) in zip(runs, per_run, strict=True) if not xs]
        note = f'<div class="muted small">no data: {escape(", ".join(lacking))}</div>' if lacking else ""
        html.append(f'<figure class="panel" data-key="{escape(key)}"><figcaption>{escape(title)} '
                    f'<code>{escape(key)}</code></figcaption>{line_chart(chart_id, title, series, y_range)}'
                    f'<div class="readout" id="{chart_id}-readout">&nbsp;</div>{note}</figure>')
        data[chart_id] = {"key": key, "series": [[xs, ys] for xs, ys in per_run]}
    if not html:
        return '<p class="muted">No metrics logged yet (no metrics.jsonl records).</p>', data
    return f'<div class="charts">{"".join(html)}</div>', data


def _advantage_scale(episodes: list[dict[str, Any]]) -> float:
    magnitudes = sorted(abs(s["A"]) for e in episodes for s in e["steps"] if s["A"] is not None)
    if not magnitudes:
        return 1.0
    value = magnitudes[min(len(magnitudes) - 1, math.ceil(0.95 * len(magnitudes)) - 1)]
    return value if value > 0 else (magnitudes[-1] or 1.0)


def _algo_note(algo: str | None, label: str) -> str:
    return f" <small>({escape(algo)})</small>" if algo and algo != label else ""


def _page_json(data: Any) -> str:
    # '<' escaped so that no record text can close the <script> element.
    return json.dumps(data, ensure_ascii=False, separators=(",", ":"), allow_nan=False).replace("<", "\\u003c")


def _asset(name: str) -> str:
    return resources.files("agentgym_capo.report").joinpath(name).read_text(encoding="utf-8")


def render_report(runs: Sequence[RunData], *, max_iterations: int = DEFAULT_MAX_ITERATIONS,
                  max_episodes_per_iteration: int = DEFAULT_MAX_EPISODES_PER_ITERATION,
                  max_prompt_chars: int = DEFAULT_MAX_PROMPT_CHARS, title: str | None = None) -> str:
    """The report page of already loaded runs, as one HTML string."""
    runs = list(runs)
    page_runs = []
    for index, run in enumerate(runs):
        recorded = group_episodes(run.actions)
        kept = sample_episodes(recorded, max_iterations, max_episodes_per_iteration)
        episodes = [encode_episode(e, max_prompt_chars) for e in kept]
        page_runs.append({
            "label": run.label, "algo": run.algo, "envs": run.envs, "colour": PALETTE[index % len(PALETTE)],
            "path": str(run.path), "recorded_episodes": len(recorded),
            "recorded_iterations": len({e.iteration for e in recorded}), "episodes": episodes,
            "adv_scale": _advantage_scale(episodes), "notes": run.notes,
        })
    charts_html, chart_data = _charts(runs)
    title = title or "Run report: " + " vs ".join(run.label for run in runs)
    legend = "".join(f'<span class="legend-item"><span class="chip" style="background:{r["colour"]}"></span>'
                     f'{escape(r["label"])}{_algo_note(r["algo"], r["label"])}</span>' for r in page_runs)
    notes = "".join(f"<li>{escape(r['label'])}: {escape(n)}</li>" for r in page_runs for n in r["notes"])
    sources = "".join(f"<li><code>{escape(r['path'])}</code></li>" for r in page_runs)
    generated = _dt.datetime.now().strftime("%Y-%m-%d %H:%M")
    data = {"runs": page_runs, "charts": chart_data}
    return _TEMPLATE.format(
        title=escape(title), css=_asset("report.css"), js=_asset("report.js"), data=_page_json(data),
        legend=legend, charts=_limit_banner(runs) + _env_error_banner(runs) + charts_html, summary=_summary_table(runs),
        evals=_eval_table(runs),
        sources=sources, generated=generated,
        notes=f'<ul class="notes" id="notes">{notes}</ul>' if notes else "",
        sampling=f"up to {max_iterations} iterations per run, evenly spaced; up to {max_episodes_per_iteration} "
                 "episodes per iteration")


def build_report(run_dirs: Sequence[str | Path], out: str | Path | None = None, *, labels: Sequence[str] | None = None,
                 max_iterations: int = DEFAULT_MAX_ITERATIONS,
                 max_episodes_per_iteration: int = DEFAULT_MAX_EPISODES_PER_ITERATION,
                 max_prompt_chars: int = DEFAULT_MAX_PROMPT_CHARS) -> Path:
    """Read run directories and write the report page.

    Args:
        run_dirs: One or more training output directories (compared side by side).
        out: The HTML file to write (default: ``report.html`` in the first run directory).
        labels: Names of the runs in legends and tables (default: the directory names).
        max_iterations: Iterations per run whose recorded episodes go into the page.
        max_episodes_per_iteration: Episodes per kept iteration.
        max_prompt_chars: Longest prompt kept whole (longer ones keep their start and end).

    Returns:
        The path of the written page.

    Raises:
        DataError: A run directory is missing, empty or corrupt.
        ConfigError: Bad arguments (no run, label count mismatch, limits below 1).
    """
    if not run_dirs:
        raise ConfigError("capo report needs at least one run directory.")
    if labels is not None and len(labels) != len(run_dirs):
        raise ConfigError(f"Got {len(labels)} labels for {len(run_dirs)} run directories; give one label per run.")
    if min(max_iterations, max_episodes_per_iteration, max_prompt_chars) < 1:
        raise ConfigError("max_iterations, max_episodes_per_iteration and max_prompt_chars must be >= 1.")
    runs = [load_run(path, labels[i] if labels else None) for i, path in enumerate(run_dirs)]
    seen: dict[str, int] = {}
    for run in runs:  # two runs called "run" must stay distinguishable
        seen[run.label] = seen.get(run.label, 0) + 1
        if seen[run.label] > 1:
            run.label = f"{run.label} ({seen[run.label]})"
    html = render_report(runs, max_iterations=max_iterations, max_episodes_per_iteration=max_episodes_per_iteration,
                         max_prompt_chars=max_prompt_chars)
    target = Path(out) if out else runs[0].path / "report.html"
    target.parent.mkdir(parents=True, exist_ok=True)
    target.write_text(html, encoding="utf-8")
    return target


_TEMPLATE = """<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>{title}</title>
<style>{css}</style>
</head><body>
<header><h1>{title}</h1><div class="legend">{legend}</div>
<div class="muted small">generated {generated} by <code>capo report</code> from files only:</div>
<ul class="sources small">{sources}</ul>{notes}</header>
<main>
<section id="curves"><h2>Training curves</h2>
<p class="muted small">One point per logged iteration; hover a chart for exact values. With many iterations
the raw curve is faint and a moving average is drawn on top.</p>{charts}</section>
<section id="tables"><div class="tables"><div><h2>Summary</h2>{summary}</div>
<div><h2>Evaluation</h2>{evals}</div></div></section>
<section id="episodes"><h2>Episode browser</h2>
<p class="muted small">Recorded episodes ({sampling}). Colour encodes the advantage of each action as the loss
used it, after the estimator's normalisation (<span class="adv-pos">positive</span> /
<span class="adv-neg">negative</span>, scaled per run); &#9986; marks
actions whose ratio activated clipping in the last optimizer step that used them. Above an episode's steps, its
credit strip has one cell per action in that colour: hover or focus a cell for its value, advantage, ratio and
clip flag, click it to go to the step. Iterations are numbered as in
<code>actions.jsonl</code>, from 0; the curves plot the same iteration at step = iteration + 1.</p>
<div id="browser"><noscript>The episode browser needs JavaScript.</noscript></div></section>
</main>
<script type="application/json" id="report-data">{data}</script>
<script>{js}</script>
</body></html>
"""
