"""Per-action credit in trackio: transformers' trackio callback plus a table of recorded episodes every N iterations.

With ``report_to`` naming trackio, transformers' ``TrackioCallback`` already receives the whole log line of an
iteration (TRL averages ``self._metrics`` into it), ``throughput/*`` and ``integrity/*`` included, and writes
each key under its ``train/`` prefix (``train/integrity/cut_action_frac``), as it does for W&B and TensorBoard.
:class:`TrackioEpisodeTables` takes its place (a subclass: the same ``trackio.init``, ``finish`` and Space
handling) and adds, every ``log_episodes_every`` iterations, that iteration's recorded episodes as a
``trackio.Table`` under :data:`TABLE_KEY`: one row per action with its value, advantage, ratio and clip flag.

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
* trackio itself is imported by transformers' callback when this one is built, which
  :func:`use_episode_tables` does only when transformers chose trackio for ``report_to``.
"""

from __future__ import annotations

from typing import Any

from transformers.integrations.integration_utils import TrackioCallback
from transformers.trainer_callback import CallbackHandler

__all__ = ["ACTION_CHARS", "CREDIT_COLUMNS", "TABLE_KEY", "TrackioEpisodeTables", "credit_rows",
           "use_episode_tables"]

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


class TrackioEpisodeTables(TrackioCallback):
    """transformers' trackio callback that also logs the recorded episodes of every ``every``-th iteration."""

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

    def on_log(self, args: Any, state: Any, control: Any, model: Any = None, logs: dict | None = None,
               **kwargs: Any) -> None:
        """transformers' logging of the line, with the due rows as a table in the same ``trackio.log`` call."""
        if self._due and logs is not None:
            import trackio

            logs = {**logs, TABLE_KEY: trackio.Table(columns=list(CREDIT_COLUMNS), data=self._due)}
            self._due = []
        super().on_log(args, state, control, model=model, logs=logs, **kwargs)


def use_episode_tables(callbacks: CallbackHandler, every: int) -> TrackioEpisodeTables | None:
    """Put a :class:`TrackioEpisodeTables` in place of transformers' ``TrackioCallback`` among ``callbacks``.

    Returns:
        The new callback, or None when transformers added no trackio callback (``report_to`` without trackio).
    """
    stock = next((callback for callback in callbacks.callbacks if type(callback) is TrackioCallback), None)
    if stock is None:
        return None
    callbacks.remove_callback(stock)
    tables = TrackioEpisodeTables(every)
    callbacks.add_callback(tables)
    return tables
