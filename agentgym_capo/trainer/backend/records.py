"""What a run leaves behind for a later report: metrics JSONL, per-action JSONL and the curves PNG.

* ``metrics.jsonl``: one JSON object per logging call (``{"step": ..., <metric>: ...}``), the same keys as
  the Trainer's log (documented in ``docs/metrics.md``).
* ``actions.jsonl``: for a sample of episodes per iteration, one object per action: prompt, action text,
  token count, reward and its components, value at the boundary, advantage, ratio, clipped flag and the
  episode's terminal reason.
* ``training_curves.png``: the main curves over iterations, written at the end of every run (not after a run
  stopped because its folder cannot be written: :func:`write_curves_after_training`).

Every file is written whole or not at all: a full disk or an unwritable folder raises
:class:`~agentgym_capo.errors.OutputWriteError` naming the file, and leaves no 0-byte PNG or half a JSON row
(:mod:`agentgym_capo.output_writes`).

Resuming from ``checkpoint-<k>`` runs iterations k+1, ... again, so :func:`drop_records_after` first removes
what the stopped run logged after step k (the choice: the files then read as one uninterrupted run, as the
Trainer's restored ``log_history`` does; what is dropped is logged again by the resumed run).
"""

from __future__ import annotations

import math
import sys
from collections.abc import Iterable
from pathlib import Path
from typing import Any

from agentgym_capo import jsonl
from agentgym_capo.errors import OutputWriteError
from agentgym_capo.output_writes import atomic_write

__all__ = ["RunRecords", "append_jsonl", "drop_records_after", "plot_training_curves", "read_jsonl",
           "write_curves_after_training"]

CURVES: tuple[tuple[str, tuple[str, ...]], ...] = (
    ("success rate", ("rollout/success_rate",)),
    ("episode return", ("rollout/return_mean",)),
    ("policy loss", ("actor/pg_loss",)),
    ("KL to reference", ("actor/kl",)),
    ("entropy", ("actor/entropy",)),
    ("clip fractions", ("actor/clip_oor_frac", "actor/clip_act_frac")),
    ("critic", ("critic/value_loss", "critic/explained_variance")),
    ("seconds per phase", ("time/rollout", "time/prepare", "time/update")),
)


def _clean(value: Any) -> Any:
    if isinstance(value, float) and not math.isfinite(value):
        return None
    if hasattr(value, "item"):
        return _clean(value.item())
    return value


def append_jsonl(path: str | Path, records: Iterable[dict[str, Any]]) -> None:
    """Append records to a JSON-lines file (NaN and inf become null)."""
    jsonl.append_jsonl(path, ({k: _clean(v) for k, v in record.items()} for record in records))


def read_jsonl(path: str | Path) -> list[dict[str, Any]]:
    """Read a JSON-lines file (missing file: empty list)."""
    return jsonl.read_jsonl(path, missing_ok=True)


class RunRecords:
    """Where one run's rows go: ``metrics.jsonl`` (a row per logging call, and event rows) and ``actions.jsonl``.

    Only the main process writes; on the others every method does nothing, so callers need not ask which
    process they are on. With ``report_to`` trackio (:mod:`.trackio_callback`), an iteration's action records also go
    to its episode table and every event becomes an alert.

    Args:
        output_dir: The run's folder.
        is_main: Whether this is the main process.
        labels: Added to every action record (the run report filters and labels episodes by env and algorithm).
        trackio: The run's :class:`~.trackio_callback.CAPOTrackioCallback`, or None.
    """

    def __init__(self, output_dir: str | Path, is_main: bool, labels: dict[str, Any], trackio: Any = None):
        self.output_dir, self.is_main, self.labels, self.trackio = Path(output_dir), is_main, labels, trackio

    def log_row(self, row: dict[str, Any]) -> None:
        """One logging call's row of ``metrics.jsonl``."""
        if self.is_main:
            append_jsonl(self.output_dir / "metrics.jsonl", [row])

    def event(self, event: dict[str, Any]) -> None:
        """One event row (a lost rollout, a tripped limit) in ``metrics.jsonl``, beside the iterations' rows, and a
        trackio alert."""
        self.log_row(event)
        if self.is_main and self.trackio is not None:
            self.trackio.alert(event)

    def actions(self, iteration: int, records: list[dict[str, Any]]) -> None:
        """The action records of iteration ``iteration`` (1-based), before its log line: ``actions.jsonl`` and the
        trackio table when it is due."""
        if not self.is_main:
            return
        records = [{**record, **self.labels} for record in records]
        if self.trackio is not None:
            self.trackio.offer(iteration, records)
        if records:
            append_jsonl(self.output_dir / "actions.jsonl", records)


def drop_records_after(output_dir: str | Path, global_step: int) -> str | None:
    """Keep only what was logged up to ``global_step`` in ``output_dir``'s ``metrics.jsonl`` and ``actions.jsonl``;
    return what was dropped in words (``"2 rows of metrics.jsonl (step 3-4)"``), or None.

    A metrics row belongs to its ``step`` (logged after the step); an action row to its ``iteration``, the
    global step when its rollout began (0 for the first), so rows with ``iteration >= global_step`` go. Event
    rows (``"event"``: a lost rollout, a tripped limit) stay: they are what happened to the stopped run, which
    the resumed run does not log again.
    """
    keep = {"metrics.jsonl": ("step", lambda row: row.get("step", 0) <= global_step or "event" in row),
            "actions.jsonl": ("iteration", lambda row: row.get("iteration", 0) < global_step)}
    dropped = []
    for name, (key, wanted) in keep.items():
        path = Path(output_dir) / name
        if path.exists():
            rows = read_jsonl(path)
            kept = [row for row in rows if wanted(row)]
            if len(kept) != len(rows):
                jsonl.write_jsonl(path, kept)
                count = len(rows) - len(kept)
                gone = sorted({row.get(key, 0) for row in rows} - {row.get(key, 0) for row in kept})
                dropped.append(f"{count} row{'s' if count != 1 else ''} of {name} ({key} {_ranges(gone)})")
    return " and ".join(dropped) or None


def _ranges(values: list[int]) -> str:
    """``[2, 3, 4, 7]`` -> ``"2-4, 7"``."""
    spans: list[list[int]] = []
    for value in sorted(set(values)):
        if spans and value == spans[-1][1] + 1:
            spans[-1][1] = value
        else:
            spans.append([value, value])
    return ", ".join(str(a) if a == b else f"{a}-{b}" for a, b in spans)


def plot_training_curves(records: list[dict[str, Any]], out: str | Path, title: str = "",
                         test_success: tuple[float, float, int] | None = None) -> Path:
    """Plot the :data:`CURVES` present in ``records`` (a metrics log) against the step into a PNG.

    Args:
        records: The rows of ``metrics.jsonl``.
        out: The PNG to write.
        title: The figure's title.
        test_success: ``(before, after, iterations)``: success on the fixed test episodes before training and
            after ``iterations``. The first panel then shows them, with the sampled training success beside
            them in a lighter line (its batches are small and noisy; the test success is the result).

    Raises:
        OutputWriteError: The PNG could not be written (a full disk, a read-only folder); ``out`` is unchanged.
    """
    import matplotlib

    matplotlib.use("Agg")
    import matplotlib.pyplot as plt

    panels = [(name, keys) for name, keys in CURVES if any(k in r for r in records for k in keys)]
    if test_success is not None:
        panels = [("test success", ()), *[(name, keys) for name, keys in panels if name != "success rate"]]
    panels = panels or [("no metrics", ())]
    columns = min(4, len(panels))
    rows = math.ceil(len(panels) / columns)
    figure, axes = plt.subplots(rows, columns, figsize=(4 * columns, 3 * rows), squeeze=False)
    for axis, (name, keys) in zip(axes.flat, panels, strict=False):
        if name == "test success" and test_success is not None:
            _plot_test_success(axis, records, *test_success)
            continue
        for key in keys:
            points = [(r["step"], r[key]) for r in records if r.get(key) is not None and "step" in r]
            if points:
                xs, ys = zip(*points, strict=True)
                axis.plot(xs, ys, marker="o", markersize=2, label=key)
        axis.set_title(name)
        axis.set_xlabel("iteration")
        axis.legend(fontsize=6)
    for axis in list(axes.flat)[len(panels):]:
        axis.axis("off")
    if title:
        figure.suptitle(title)
    figure.tight_layout()
    try:  # a temporary name, then a rename: a full disk never leaves a 0-byte PNG
        return atomic_write(out, lambda temporary: figure.savefig(temporary, dpi=100, format="png"),
                            "the training curves")
    finally:
        plt.close(figure)


def write_curves_after_training(output_dir: str | Path, title: str, failure: BaseException | None) -> None:
    """At the end of ``train()``, plot ``output_dir``'s ``metrics.jsonl`` into ``training_curves.png``.

    Not after a run stopped because its folder cannot be written (``failure`` is an
    :class:`~agentgym_capo.errors.OutputWriteError`): that would only fail again. After any other failure the
    curves are still drawn, but a plot that cannot be written is said in one line and the run's own error is the
    one raised.

    Raises:
        OutputWriteError: The run ended well (``failure`` is None) and the curves could not be written.
    """
    if isinstance(failure, OutputWriteError):
        return
    try:
        plot_training_curves(read_jsonl(Path(output_dir) / "metrics.jsonl"),
                             Path(output_dir) / "training_curves.png", title=title)
    except OutputWriteError as error:
        if failure is None:
            raise
        print(f"capo: {error}", file=sys.stderr, flush=True)


def _plot_test_success(axis: Any, records: list[dict[str, Any]], before: float, after: float,
                       iterations: int) -> None:
    """Test success before and after training as two labelled points, the sampled training success beside."""
    points = [(r["step"], r["rollout/success_rate"]) for r in records
              if r.get("rollout/success_rate") is not None and "step" in r]
    if points:
        xs, ys = zip(*points, strict=True)
        axis.plot(xs, ys, color="0.6", linewidth=1, marker="o", markersize=2, label="training batches (sampled)")
    axis.plot([0, iterations], [before, after], color="tab:blue", linewidth=2, marker="o", markersize=7,
              label="test episodes")
    for x, y, when in ((0, before, "before"), (iterations, after, "after")):
        axis.annotate(f"{when}: {y:.2f}", (x, y), textcoords="offset points", xytext=(0, 8), ha="center",
                      fontsize=8, color="tab:blue")
    axis.set_ylim(0, 1.08)
    axis.set_title("success: test before/after")
    axis.set_xlabel("iteration")
    axis.legend(fontsize=6, loc="lower right")
