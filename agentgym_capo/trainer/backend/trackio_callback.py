"""CAPO in trackio: transformers' trackio callback plus a table of recorded episodes every N iterations and an alert
for every run event (a tripped limit, a rollout lost to env errors).

With ``report_to`` naming trackio, transformers' ``TrackioCallback`` already receives the whole log line of an
iteration (TRL averages ``self._metrics`` into it), ``throughput/*`` and ``integrity/*`` included, and writes
each key under its ``train/`` prefix (``train/integrity/cut_action_frac``), as it does for W&B and TensorBoard.
:class:`CAPOTrackioCallback` takes its place (a subclass: the same ``trackio.init``, ``finish`` and Space
handling) and adds, every ``log_episodes_every`` iterations, that iteration's recorded episodes as a
``trackio.Table`` under :data:`TABLE_KEY`: one row per action with its value, advantage, ratio and clip flag.
Every event row the run writes to ``metrics.jsonl`` (:class:`~.records.RunRecords`) also becomes a
``trackio.alert`` (:meth:`CAPOTrackioCallback.alert`): it is in the dashboard, and, with a webhook configured
(``TRACKIO_WEBHOOK_URL``), in Slack or Discord when it happens rather than when someone opens the run.

Choices:

* The rows are the records the trainer writes to ``actions.jsonl`` (the first ``record_episodes`` kept episodes
  of the iteration, :func:`~agentgym_capo.trainer.pipeline.metrics.action_records`), so a row is found there and
  in ``capo report`` by ``(iteration, traj_id, step_index)``. The prompt is left out (each step's repeats the
  previous one's and would dominate the database); the action keeps its first :data:`ACTION_CHARS` characters.
* The table rides in the ``trackio.log`` call of its iteration's metrics instead of a call of its own: trackio
  gives each call without a step the next one, so a call of its own would shift every later metric off the step
  of its iteration.
* An iteration is due when its number (1-based, as ``metrics.jsonl``'s ``step``) is a multiple of
  ``log_episodes_every``; with ``logging_steps`` > 1 the due iterations since the last log line go into the next.
* Alert levels: a limit that stops the run is an error, a limit that warns (``on_limit="warn"``) and a rollout lost
  to env errors are warnings (the run goes on or retries). trackio prints each alert on the console as well,
  beside the run's own line about it.
* trackio itself is imported by transformers' callback when this one is built, which
  :func:`use_capo_trackio` does only when transformers chose trackio for ``report_to``.
"""

from __future__ import annotations

from typing import Any

from transformers.integrations.integration_utils import TrackioCallback
from transformers.trainer_callback import CallbackHandler

__all__ = ["ACTION_CHARS", "CREDIT_COLUMNS", "TABLE_KEY", "CAPOTrackioCallback", "credit_rows", "event_alert",
           "use_capo_trackio"]

#: The key of the episode table in the log line (transformers' ``train/`` prefix makes it train/credit/episodes)
TABLE_KEY = "credit/episodes"
#: The columns of the table, each an ``actions.jsonl`` field
CREDIT_COLUMNS = ("iteration", "traj_id", "task_id", "step_index", "action", "reward", "value", "advantage",
                  "ratio", "clipped", "terminal_reason", "episode_return")
#: Characters of each action kept in the table (trackio shows the first 250 of a cell and folds the rest)
ACTION_CHARS = 1000


def credit_rows(records: list[dict[str, Any]]) -> list[list[Any]]:
    """The table rows of ``actions.jsonl`` records, one per action, in :data:`CREDIT_COLUMNS` order."""
    return [[str(record.get("action") or "")[:ACTION_CHARS] if column == "action" else record.get(column)
             for column in CREDIT_COLUMNS] for record in records]


def event_alert(event: dict[str, Any]) -> tuple[str, str, str]:
    """``(level, title, text)`` of the trackio alert for an event row of ``metrics.jsonl`` (level: ``"error"`` or
    ``"warn"``, trackio's ``AlertLevel`` values)."""
    kind = event.get("event")
    if kind in ("limit_stop", "limit_warning"):
        stops = kind == "limit_stop"
        return ("error" if stops else "warn", f"{event.get('limit')} {'stopped' if stops else 'tripped'} "
                f"at iteration {event.get('step')}", str(event.get("message", "")))
    if kind == "rollout_lost":
        lost = event.get("episodes", 0) - event.get("kept", 0)
        return ("warn", f"rollout of iteration {event.get('step')} lost to env errors (attempt {event.get('attempt')})",
                f"{lost} of {event.get('episodes')} episodes lost, {event.get('env_errors')} env errors: "
                f"{event.get('cause')}")
    return "warn", f"{kind} at iteration {event.get('step')}", str(event)


class CAPOTrackioCallback(TrackioCallback):
    """transformers' trackio callback that also logs the recorded episodes of every ``every``-th iteration and an
    alert for every run event."""

    def __init__(self, every: int):
        """Build it (transformers' ``TrackioCallback.__init__`` imports trackio).

        Args:
            every: Log the table of every this many iterations; 0 logs none.
        """
        super().__init__()
        self.every = every
        self._due: list[list[Any]] = []

    def offer(self, iteration: int, records: list[dict[str, Any]]) -> None:
        """The action records of iteration ``iteration`` (1-based), given before its log line (main process)."""
        if self.every > 0 and iteration % self.every == 0:
            self._due.extend(credit_rows(records))

    def alert(self, event: dict[str, Any]) -> None:
        """A ``trackio.alert`` for an event row (:func:`event_alert`), once trackio's run has started (main process)."""
        if self._initialized:
            level, title, text = event_alert(event)
            self._trackio.alert(title, text, level=self._trackio.AlertLevel(level))

    def on_log(self, args: Any, state: Any, control: Any, model: Any = None, logs: dict | None = None,
               **kwargs: Any) -> None:
        """transformers' logging of the line, with the due rows as a table in the same ``trackio.log`` call."""
        if self._due and logs is not None:
            import trackio

            logs = {**logs, TABLE_KEY: trackio.Table(columns=list(CREDIT_COLUMNS), data=self._due)}
            self._due = []
        super().on_log(args, state, control, model=model, logs=logs, **kwargs)


def use_capo_trackio(callbacks: CallbackHandler, every: int) -> CAPOTrackioCallback | None:
    """Put a :class:`CAPOTrackioCallback` in place of transformers' ``TrackioCallback`` among ``callbacks``.

    Returns:
        The new callback, or None when transformers added no trackio callback (``report_to`` without trackio).
    """
    stock = next((callback for callback in callbacks.callbacks if type(callback) is TrackioCallback), None)
    if stock is None:
        return None
    callbacks.remove_callback(stock)
    tables = CAPOTrackioCallback(every)
    callbacks.add_callback(tables)
    return tables
