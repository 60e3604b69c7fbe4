"""What every benchmark script shares: its common flags, timed sections, the one JSON record, two plot helpers.

How a script runs: from the repository root, ``python benchmarks/<name>.py`` (the README's commands). Python puts
the script's folder on ``sys.path``, so a script's first import from this project is ``import harness``; importing
it puts the repository root on ``sys.path`` too (this checkout's ``agentgym_capo`` and the ``benchmarks.<name>``
modules, also where nothing is installed, as on a lent GPU machine) and sets the offline defaults every script
wants before transformers loads (``HF_HUB_OFFLINE``, ``TRL_EXPERIMENTAL_SILENCE``). That is the one place that
edits ``sys.path`` for the repository root; ``benchmarks/__init__.py`` adds this folder when a script is imported
as ``benchmarks.<name>`` (the tests, and scripts that reuse each other's functions), so ``import harness`` works
there too.

* :func:`parser`: an ``argparse`` parser with the common flags (``--output`` for the result JSON, its PNG beside
  it; ``--threads``; ``--dry-run``; ``--replot``), described by the script's docstring. It remembers the command
  line it parsed.
* :func:`timed`: a context manager that adds a block's ``perf_counter`` seconds to a dict (a list there collects
  repeats); :func:`seconds_of` times each of several calls.
* :func:`record`: the one writer of a result JSON. It stamps the result with the machine
  (:func:`agentgym_capo.machine.machine_info`, merged with what the script put under ``machine``), the torch and
  Python versions, the git commit (short hash and whether the tree had uncommitted changes; None without git),
  the command and the time, then writes it (whole, under a key of a JSON of several records, or appended to a
  list).
* :func:`figure` draws a PNG beside the JSON (``x.json`` -> ``x.png``) and does nothing but say so where
  matplotlib is missing (the lent GPU machines); :func:`bars` (grouped bars) and :func:`lines` (curves, with bands)
  draw the two shapes most figures here are made of.
"""

from __future__ import annotations

import argparse
import contextlib
import datetime
import functools
import json
import os
import platform
import shlex
import statistics
import subprocess
import sys
import time
from collections.abc import Callable, Iterator, Mapping, Sequence
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]
RESULTS = ROOT / "benchmarks" / "results"
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))  # this checkout's package first (module docstring)
os.environ.setdefault("HF_HUB_OFFLINE", "1")
os.environ.setdefault("TRL_EXPERIMENTAL_SILENCE", "1")

__all__ = ["RESULTS", "ROOT", "bars", "command", "figure", "git_commit", "lines", "median_of", "parser", "record",
           "seconds_of", "set_threads", "stamp", "timed"]

_NO_FLAG = object()
_command: str | None = None


class _Parser(argparse.ArgumentParser):
    """An ``ArgumentParser`` that remembers the command line of its script (for :func:`record`)."""

    script = "benchmarks/<script>.py"

    def parse_known_args(self, args: Sequence[str] | None = None, namespace: Any = None) -> Any:
        global _command
        words = list(sys.argv[1:] if args is None else args)
        _command = " ".join(["python", self.script, *map(shlex.quote, words)])
        return super().parse_known_args(words, namespace)


def parser(script: str, doc: str | None, *, output: str | Path | None = None, output_required: bool = False,
           output_aliases: Sequence[str] = (), output_help: str | None = None, threads: Any = _NO_FLAG,
           dry_run: str | None = None, replot: bool = False) -> argparse.ArgumentParser:
    """The script's argument parser with the common flags; the script adds its own.

    Args:
        script: The script's ``__file__`` (named in the recorded command).
        doc: The script's ``__doc__``: its first line describes the script.
        output: Default result JSON: a name under ``benchmarks/results/`` or a path; None: no default (the JSON
            is then only printed, unless ``--output`` is given). ``--output`` is a :class:`~pathlib.Path`.
        output_required: ``--output`` must be given.
        output_aliases: Other spellings the script's ``--output`` had (e.g. ``--result``), still accepted.
        output_help: Help of ``--output`` (default: the JSON written, PNG beside it).
        threads: Add ``--threads N`` with this default (None: torch's own); the script applies it
            (:func:`set_threads`) where its work runs.
        dry_run: Add ``--dry-run`` with this help (what the dry run does instead of measuring).
        replot: Add ``--replot JSON``: only draw the PNG of an earlier result (e.g. one written on a machine
            without matplotlib).
    """
    made = _Parser(description=(doc or "").strip().splitlines()[0] if doc else None)
    made.script = _relative(Path(script))
    default = None if output is None else (RESULTS / output if isinstance(output, str) else Path(output))
    made.add_argument("--output", *output_aliases, dest="output", type=Path, default=default,
                      required=output_required,
                      help=output_help or "The result JSON (its PNG beside it)"
                      + (f"; default {_relative(default)}" if default is not None else "") + ".")
    if threads is not _NO_FLAG:
        default_threads = "torch's own" if threads is None else threads
        made.add_argument("--threads", type=int, default=threads, help=f"torch threads (default: {default_threads}).")
    if dry_run is not None:
        made.add_argument("--dry-run", action="store_true", help=dry_run)
    if replot:
        made.add_argument("--replot", type=Path, default=None, metavar="JSON",
                          help="Only draw the PNG of an earlier JSON (e.g. one written on a GPU machine).")
    return made


def set_threads(threads: int | None) -> None:
    """``torch.set_num_threads(threads)`` unless None (torch's own choice stays)."""
    if threads:
        import torch

        torch.set_num_threads(threads)


def command() -> str:
    """The command line the last :func:`parser` parsed (``python benchmarks/<name>.py ...``), else this process's."""
    return _command or " ".join(["python", *map(shlex.quote, sys.argv)])


@contextlib.contextmanager
def timed(into: dict[str, Any], name: str, *, cuda: bool = False) -> Iterator[None]:
    """Time the block with ``time.perf_counter`` and store its seconds as ``into[name]``.

    Where ``into[name]`` already is a list, the seconds are appended (repeats of one section). A block that raises
    records nothing. ``cuda``: synchronise the GPU before and after, so the seconds cover its queued work.
    """
    if cuda:
        _synchronize()
    start = time.perf_counter()
    yield
    if cuda:
        _synchronize()
    seconds = time.perf_counter() - start
    if isinstance(into.get(name), list):
        into[name].append(seconds)
    else:
        into[name] = seconds


def seconds_of(call: Callable[[], Any], repeats: int = 1) -> list[float]:
    """The seconds of each of ``repeats`` calls of ``call``."""
    times: dict[str, list[float]] = {"call": []}
    for _ in range(repeats):
        with timed(times, "call"):
            call()
    return times["call"]


def median_of(call: Callable[[], Any], repeats: int) -> float:
    """The median seconds of ``repeats`` calls of ``call``."""
    return statistics.median(seconds_of(call, repeats))


def _synchronize() -> None:
    import torch

    if torch.cuda.is_available():
        torch.cuda.synchronize()


@functools.lru_cache(maxsize=1)
def git_commit() -> dict[str, Any] | None:
    """This checkout's commit: ``{"sha": short hash, "dirty": uncommitted changes to tracked files}``; None
    without git or outside a repository (a copied working tree). Read once per process."""

    def git(*words: str) -> subprocess.CompletedProcess:
        return subprocess.run(["git", "-C", str(ROOT), *words], capture_output=True, text=True, timeout=30)

    try:
        head = git("rev-parse", "--short", "HEAD")
        if head.returncode != 0:
            return None
        status = git("status", "--porcelain", "--untracked-files=no")
    except (OSError, subprocess.SubprocessError):
        return None
    return {"sha": head.stdout.strip(), "dirty": bool(status.stdout.strip()) if status.returncode == 0 else None}


def stamp(result: Mapping[str, Any]) -> dict[str, Any]:
    """``result`` with where it came from: ``machine``, ``torch``, ``python``, ``commit``, ``command``,
    ``recorded_at``. A ``machine`` dict the script recorded (a GPU, versions, load at the start) is kept, over
    :func:`~agentgym_capo.machine.machine_info`'s fields."""
    import torch

    from agentgym_capo.machine import machine_info

    own = result.get("machine")
    return {**result, "machine": {**machine_info(), **(own if isinstance(own, Mapping) else {})},
            "torch": torch.__version__, "python": platform.python_version(), "commit": git_commit(),
            "command": command(), "recorded_at": datetime.datetime.now(datetime.UTC).isoformat(timespec="seconds")}


def record(result: Mapping[str, Any], output: str | Path | None, *, key: str | None = None, append: bool = False,
           indent: int = 1) -> dict[str, Any]:
    """Stamp ``result`` (:func:`stamp`) and write it as JSON to ``output``; return the stamped result.

    Args:
        result: What the script measured (JSON-able; anything else is written with ``str``).
        output: The JSON file (its folder is made; written whole, then moved into place); None: nothing is written.
        key: The file holds a JSON object of several records: this one goes under ``key`` (others stay).
        append: The file holds a JSON list of records: this one is appended.
        indent: JSON indentation.
    """
    stamped = stamp(result)
    if output is not None:
        path = Path(output)
        data: Any = stamped
        if key is not None or append:
            earlier = json.loads(path.read_text()) if path.exists() else ({} if key is not None else [])
            data = [*earlier, stamped] if append else {**earlier, key: stamped}
        path.parent.mkdir(parents=True, exist_ok=True)
        partial = path.with_name(path.name + ".tmp")
        partial.write_text(json.dumps(data, indent=indent, default=str) + "\n")
        partial.replace(path)  # never a half-written file for a reader (a report, a resumed sweep)
    return stamped


def figure(output: str | Path, draw: Callable[[Any], None], *, panels: int | tuple[int, int] = 1,
           size: tuple[float, float] = (7.0, 3.8), title: str | None = None, title_size: float = 9, dpi: int = 110,
           **subplots: Any) -> Path | None:
    """Draw one figure and save it as the PNG beside ``output`` (``x.json`` -> ``x.png``; a ``.png`` path as is).

    ``draw(axes)`` gets one Axes (``panels=1``) or the array of them (``panels=n`` in a row, or ``(rows,
    columns)``). Without matplotlib nothing is drawn and None is returned (the JSON is the result: draw it later
    where matplotlib is, e.g. with the script's ``--replot``).
    """
    try:
        import matplotlib
    except ImportError:
        print(f"matplotlib is not installed: no {Path(output).with_suffix('.png').name} (the JSON is the result)")
        return None
    matplotlib.use("Agg")
    import matplotlib.pyplot as plt

    rows, columns = panels if isinstance(panels, tuple) else (1, panels)
    fig, axes = plt.subplots(rows, columns, figsize=size, **subplots)
    try:
        draw(axes)
        if title:
            fig.suptitle(title, fontsize=title_size)
        fig.tight_layout()
        path = Path(output)
        path = path if path.suffix == ".png" else path.with_suffix(".png")
        path.parent.mkdir(parents=True, exist_ok=True)
        fig.savefig(path, dpi=dpi)
    finally:
        plt.close(fig)
    return path


def bars(axis: Any, groups: Sequence[str], series: Mapping[str, Sequence[float]], *, ylabel: str | None = None,
         title: str | None = None, notes: Sequence[str] | None = None, values: str | None = None,
         line: tuple[float, str] | None = None, log: bool = False, colors: Sequence[Any] | None = None,
         tick_size: float | None = None, rotation: float = 0, legend: bool = True, width: float = 0.8) -> None:
    """Grouped bars on ``axis``: one bar per series in each group, side by side.

    Args:
        groups: The x tick labels.
        series: ``{label: one value per group}``, drawn in order.
        ylabel: The y axis label.
        title: The panel's title (small).
        notes: One text per group, above its tallest bar (e.g. a ratio).
        values: A format for each bar's own value above it (e.g. ``"{:.0f}x"``).
        line: ``(y, label)``: a dashed horizontal line (a target).
        log: A log y axis.
        colors: One colour per bar of a single-series chart (else matplotlib's cycle per series).
        tick_size: Font size of the group labels.
        rotation: Rotation of the group labels (right-aligned when rotated).
        legend: Draw the legend (series labels).
        width: The width of a group's bars together.
    """
    step = width / max(len(series), 1)
    for index, (label, heights) in enumerate(series.items()):
        xs = [i - width / 2 + (index + 0.5) * step for i in range(len(groups))]
        axis.bar(xs, list(heights), step, label=label, **({"color": list(colors)} if colors is not None else {}))
        for x, height in zip(xs, heights, strict=True) if values else ():
            axis.text(x, height, values.format(height), ha="center", va="bottom", fontsize=8)
    for i, note in enumerate(notes or ()):
        top = max(heights[i] for heights in series.values())
        axis.text(i, top * 1.02, note, ha="center", va="bottom", fontsize=9)
    if line is not None:
        axis.axhline(line[0], color="red" if line[1].startswith("target") else "black", linestyle="--",
                     linewidth=1, label=line[1])
    axis.set_xticks(range(len(groups)), list(groups), rotation=rotation, ha="right" if rotation else "center",
                    **({"fontsize": tick_size} if tick_size else {}))
    if log:
        axis.set_yscale("log")
    if ylabel:
        axis.set_ylabel(ylabel)
    if title:
        axis.set_title(title, fontsize=9)
    if legend and (len(series) > 1 or line is not None):
        axis.legend(fontsize=8)


def lines(axis: Any, series: Mapping[str, tuple[Sequence[float], Sequence[float]]], *, xlabel: str | None = None,
          ylabel: str | None = None, title: str | None = None, bands: Mapping[str, tuple[Sequence[float],
          Sequence[float]]] | None = None, styles: Mapping[str, Mapping[str, Any]] | None = None,
          marker: str | None = "o", log_x: float | None = None, ylim: tuple[float, float] | None = None,
          legend: bool = True, legend_size: float = 8) -> dict[str, Any]:
    """Curves on ``axis``: ``{label: (xs, ys)}``, each with an optional shaded band ``{label: (lows, highs)}``.

    Args:
        xlabel: The x axis label.
        ylabel: The y axis label.
        title: The panel's title (small).
        bands: A shaded band per curve (same colour, light).
        styles: Matplotlib keywords per curve (``color``, ``linestyle``, ``marker``, ...).
        marker: The default marker (None: none).
        log_x: A log x axis of this base.
        ylim: The y range.
        legend: Draw the legend.
        legend_size: Its font size.

    Returns:
        ``{label: the line drawn}`` (to draw more in the same colour).
    """
    drawn = {}
    for label, (xs, ys) in series.items():
        style = {"marker": marker, **(styles or {}).get(label, {})}
        (drawn[label],) = axis.plot(list(xs), list(ys), label=label, **style)
        if bands and label in bands:
            low, high = bands[label]
            axis.fill_between(list(xs), list(low), list(high), alpha=0.15, color=drawn[label].get_color())
    if log_x:
        axis.set_xscale("log", base=log_x)
    if ylim:
        axis.set_ylim(*ylim)
    axis.set(**{k: v for k, v in (("xlabel", xlabel), ("ylabel", ylabel)) if v})
    if title:
        axis.set_title(title, fontsize=9)
    if legend and series:
        axis.legend(fontsize=legend_size)
    return drawn


def _relative(path: Path | None) -> str:
    """``path`` relative to the repository root where it lies inside it."""
    if path is None:
        return "None"
    resolved = path.resolve()
    return str(resolved.relative_to(ROOT)) if resolved.is_relative_to(ROOT) else str(path)
