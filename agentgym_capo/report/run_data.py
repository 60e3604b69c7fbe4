"""Read what a training run left in its output directory into one :class:`RunData`.

A run directory holds (see ``agentgym_capo/trainer/backend/records.py``): ``metrics.jsonl`` (one object per logging
call), ``actions.jsonl`` (one object per action of a sample of episodes per iteration) and, optionally,
``eval*.json`` files written by ``capo eval --out`` into it (its ``{"run": ..., "results": [...]}``, or a bare list
of summaries). A ``capo demo`` folder also holds ``demo_summary.json``: its test success before and after training
(:func:`demo_evaluations`) joins the evaluations. The report only reads these files.

Choices: a run still being written may end with a half-written last line; that line is skipped and the
report says so. Any other unreadable line stops with a :class:`~agentgym_capo.errors.DataError` that names
the file and line. A directory with neither metrics nor action records is an error; one with only one of
them gives a report with the other part marked as missing.
"""

from __future__ import annotations

import json
import math
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from agentgym_capo.errors import DataError
from agentgym_capo.jsonl import iter_jsonl

__all__ = ["ACTION_FIELDS_REQUIRED", "DEMO_SUMMARY_FILE", "RunData", "demo_evaluations", "load_run"]

METRICS_FILE = "metrics.jsonl"
ACTIONS_FILE = "actions.jsonl"
EVAL_GLOB = "eval*.json"
#: What ``capo demo`` writes next to the run's records (:mod:`agentgym_capo.trainer.commands.demo` names its file so).
DEMO_SUMMARY_FILE = "demo_summary.json"

# Without these an action cannot be placed in an episode; every other field is shown as missing if absent.
ACTION_FIELDS_REQUIRED = ("iteration", "traj_id", "step_index", "action")
# Keys of TRL's end-of-training line (not an iteration).
_SUMMARY_KEYS = ("train_runtime", "train_loss")


@dataclass
class RunData:
    """Everything the report shows about one run.

    Attributes:
        path: The run directory.
        label: Name shown in legends and tables (the directory name unless given).
        metrics: Per-iteration metric records, in file order, each with a ``step``.
        events: The event rows of ``metrics.jsonl`` (a rollout lost to env errors, a tripped limit), each with a
            ``step`` (the iteration it belongs to) and an ``event``; the run may have stopped at the last one.
        summary: TRL's end-of-training record (``train_runtime`` ...), if the run finished.
        actions: Per-action records of the sampled episodes.
        evals: Evaluation summaries from ``eval*.json`` (``capo eval --out`` format) and a demo's before/after,
            each with a ``file`` key (and ``measured``, when it was measured, for the demo's).
        notes: Things the reader should know (a skipped partial line, a missing file).
    """

    path: Path
    label: str
    metrics: list[dict[str, Any]] = field(default_factory=list)
    events: list[dict[str, Any]] = field(default_factory=list)
    summary: dict[str, Any] = field(default_factory=dict)
    actions: list[dict[str, Any]] = field(default_factory=list)
    evals: list[dict[str, Any]] = field(default_factory=list)
    notes: list[str] = field(default_factory=list)

    @property
    def algo(self) -> str | None:
        """The algorithm named in the action records (None for runs from before records carried it)."""
        return next((a["algo"] for a in self.actions if a.get("algo")), None)

    @property
    def envs(self) -> list[str]:
        """Env ids named in the action records, sorted."""
        return sorted({str(a["env"]) for a in self.actions if a.get("env")})

    def series(self, key: str) -> tuple[list[float], list[float]]:
        """``(steps, values)`` of one metric over the iterations that logged a finite value of it."""
        points = [(r["step"], r[key]) for r in self.metrics
                  if isinstance(r.get(key), int | float) and not isinstance(r[key], bool) and math.isfinite(r[key])]
        return [p[0] for p in points], [p[1] for p in points]


def _read_jsonl(path: Path, notes: list[str]) -> list[dict[str, Any]]:
    def half_written(number: int) -> None:
        notes.append(f"{path.name}: skipped a half-written last line {number} (run still being written?)")

    return [record for _, record in iter_jsonl(path, partial_tail=half_written)]


def _read_json(file: Path, expected: str) -> Any:
    try:
        return json.loads(file.read_text(encoding="utf-8"))
    except (json.JSONDecodeError, UnicodeDecodeError) as error:
        raise DataError(f"{file} is not valid JSON ({error}); expected {expected}.") from None


def demo_evaluations(summary: dict[str, Any]) -> list[dict[str, Any]]:
    """A ``capo demo`` summary's test success before and after training, as two evaluation rows.

    One row per measurement: ``env_id``, ``seeds`` (1: one fixed set of test episodes), ``episodes_per_seed``,
    ``measured`` (``"before training"``, ``"after 8 iterations"``, marked when a time cap stopped training early)
    and ``success_rate`` (``{"mean": ..., "std": None}``: one measurement has no spread over seeds).

    Raises:
        DataError: The summary lacks ``env_id``, ``success_before`` or ``success_after``.
    """
    missing = [key for key in ("env_id", "success_before", "success_after") if key not in summary]
    if missing:
        raise DataError(f"{DEMO_SUMMARY_FILE} lacks {missing}; expected the summary `capo demo` writes (env_id, "
                        "success_before, success_after, iterations, ...).")
    after = f"after {summary.get('iterations', '?')} iterations"
    if summary.get("stopped_early"):
        after += " (stopped early by the time cap: not the demo's result)"
    common = {"file": DEMO_SUMMARY_FILE, "env_id": summary["env_id"], "seeds": 1,
              "episodes_per_seed": summary.get("eval_episodes"), "evaluation": summary.get("evaluation")}
    return [{**common, "measured": "before training", "success_rate": {"mean": summary["success_before"], "std": None}},
            {**common, "measured": after, "success_rate": {"mean": summary["success_after"], "std": None}}]


def _read_evals(directory: Path) -> list[dict[str, Any]]:
    rows = []
    for file in sorted(directory.glob(EVAL_GLOB)):
        data = _read_json(file, "the output of `capo eval --out`")
        if isinstance(data, dict) and isinstance(data.get("results"), list):  # capo eval --out: {run, results}
            data = data["results"]
        for row in data if isinstance(data, list) else [data]:
            if not isinstance(row, dict) or "env_id" not in row:
                raise DataError(f"{file} holds an entry without 'env_id'; expected the list of summaries that "
                                "`capo eval --out` writes (env_id, seeds, success_rate: {mean, std}, ...).")
            rows.append({"file": file.name, **row})
    demo = directory / DEMO_SUMMARY_FILE
    if demo.exists():
        summary = _read_json(demo, f"the {DEMO_SUMMARY_FILE} that `capo demo` writes")
        if not isinstance(summary, dict):
            raise DataError(f"{demo} holds {type(summary).__name__}; expected the mapping `capo demo` writes.")
        rows += demo_evaluations(summary)
    return rows


def load_run(path: str | Path, label: str | None = None) -> RunData:
    """Read one run directory.

    Args:
        path: The ``output_dir`` of a training run.
        label: Name in legends and tables (default: the directory name).

    Raises:
        DataError: The directory is missing, holds neither metrics nor action records, or a file is corrupt.
    """
    directory = Path(path)
    if not directory.is_dir():
        what = "a file" if directory.exists() else "missing"
        raise DataError(f"Run directory {str(path)!r} is {what}; expected the output_dir of a training run "
                        f"(holding {METRICS_FILE} and {ACTIONS_FILE}).")
    run = RunData(path=directory, label=label or directory.resolve().name)
    metrics_file, actions_file = directory / METRICS_FILE, directory / ACTIONS_FILE
    if not metrics_file.exists() and not actions_file.exists():
        present = ", ".join(sorted(p.name for p in directory.iterdir())[:8]) or "nothing"
        raise DataError(f"{directory} has neither {METRICS_FILE} nor {ACTIONS_FILE} (found: {present}); expected "
                        "the output_dir of `capo train` or CAPOTrainer. Is this the right directory?")
    if metrics_file.exists():
        for number, record in enumerate(_read_jsonl(metrics_file, run.notes), start=1):
            if not isinstance(record.get("step"), int | float):
                raise DataError(f"{metrics_file} record {number} has no numeric 'step'; expected the trainer's "
                                "metrics log (one object per logging call with its step).")
            if any(key in record for key in _SUMMARY_KEYS):
                run.summary = record
            elif "event" in record:
                run.events.append(record)
            else:
                run.metrics.append(record)
    else:
        run.notes.append(f"no {METRICS_FILE}: no curves")
    if actions_file.exists():
        run.actions = _read_jsonl(actions_file, run.notes)
        for number, record in enumerate(run.actions, start=1):
            missing = [name for name in ACTION_FIELDS_REQUIRED if name not in record]
            if missing:
                raise DataError(f"{actions_file} record {number} lacks {missing}; expected per-action records "
                                f"with at least {list(ACTION_FIELDS_REQUIRED)} as the trainer writes them.")
    else:
        run.notes.append(f"no {ACTIONS_FILE}: no episodes to browse (record_episodes=0?)")
    if not run.metrics and not run.actions and not run.events:
        raise DataError(f"{directory}: {METRICS_FILE} and {ACTIONS_FILE} hold no records yet; wait for the first "
                        "iteration to finish, then run `capo report` again.")
    run.evals = _read_evals(directory)
    return run
