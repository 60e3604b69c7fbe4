"""A deterministic, resumable stream of task ids (the trainer's and ``capo eval``'s task order)."""

from __future__ import annotations

import random
from collections.abc import Sequence

from agentgym_capo.errors import ConfigError

__all__ = ["TaskSchedule"]


class TaskSchedule:
    """The split's task ids shuffled per pass (seeded), with a cursor that a checkpoint saves."""

    def __init__(self, task_ids: Sequence[str], seed: int, cursor: int = 0):
        """Create the schedule over ``task_ids`` (shuffled with ``seed`` on each pass)."""
        if not task_ids:
            raise ConfigError("The env's split has no tasks; check task_split and the env's data.")
        self.task_ids = list(task_ids)
        self.seed = seed
        self.cursor = cursor

    def _order(self, epoch: int) -> list[str]:
        order = list(self.task_ids)
        random.Random(self.seed * 1_000_003 + epoch).shuffle(order)
        return order

    def take(self, count: int) -> list[str]:
        """Return the next ``count`` task ids and advance the cursor."""
        out = []
        for position in range(self.cursor, self.cursor + count):
            epoch, offset = divmod(position, len(self.task_ids))
            out.append(self._order(epoch)[offset])
        self.cursor += count
        return out

    def state_dict(self) -> dict[str, int]:
        """The resumable state."""
        return {"cursor": self.cursor, "seed": self.seed}

    def load_state_dict(self, state: dict[str, int]) -> None:
        """Restore :meth:`state_dict`."""
        self.cursor, self.seed = int(state["cursor"]), int(state["seed"])
