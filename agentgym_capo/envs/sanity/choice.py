"""Shared pieces of the sanity envs: tasks drawn from a seeded generator and one command per step.

A sanity env's action is either the bare command text (what an action-set policy scores) or one
``env_step`` tool call carrying it. Commands are compared after case-folding and collapsing whitespace.

Splits: ``train`` (200 tasks) for RL, ``test`` (50) for evaluation, and ``warmup`` (512), tasks for a
supervised warm start (``benchmarks/warm_start.py``). Task ids carry their split's name, so the three are
disjoint: a warm start on ``warmup`` never shows the policy the answers of the tasks RL later trains on
(with only 200 ``train`` tasks, a few hundred warm-start episodes would otherwise cover every one of them).
"""

from __future__ import annotations

import re
from collections.abc import Sequence

import numpy as np

from agentgym_capo.envs.core import TextAgentEnv, env_step_tool, stable_hash
from agentgym_capo.envs.toolcalls import ParsedAction
from agentgym_capo.errors import ConfigError

SPLIT_SIZES = {"train": 200, "test": 50, "warmup": 512}
_WHITESPACE = re.compile(r"\s+")


def normalise_command(text: str) -> str:
    """Case-fold and collapse whitespace so ``"Go  North"`` equals ``"go north"``."""
    return _WHITESPACE.sub(" ", text).strip().casefold()


def task_rng(task_id: str) -> np.random.Generator:
    """Return the generator that defines a task, the same on every machine."""
    return np.random.default_rng(int(stable_hash("sanity", task_id), 16))


class SingleCommandEnv(TextAgentEnv):
    """A sanity env whose step is one command from a listed set."""

    tools = (env_step_tool("Execute one of the available actions."),)
    task_prefix = "task"
    splits = tuple(SPLIT_SIZES)

    def __init__(self, *, split: str = "train", **kwargs):
        """Check the split; see :class:`TextAgentEnv` for the other arguments."""
        if split not in SPLIT_SIZES:
            raise ConfigError(f"split must be one of {sorted(SPLIT_SIZES)}, got {split!r}.")
        super().__init__(split=split, **kwargs)
        self._ids = {name: [f"{self.task_prefix}-{name}-{i:03d}" for i in range(size)]
                     for name, size in SPLIT_SIZES.items()}

    def task_ids(self, split: str | None = None) -> list[str]:
        """Return the task ids of ``split`` (default: this env's split)."""
        split = split or self.split
        if split not in self._ids:
            raise ConfigError(f"split must be one of {sorted(self._ids)}, got {split!r}.")
        return list(self._ids[split])

    def read_command(self, parsed: ParsedAction) -> tuple[str | None, list[str]]:
        """Return the command of a response (or None) and the feedback lines explaining a failure."""
        if parsed.blocks:
            calls = parsed.calls
            if len(parsed.blocks) != 1 or not calls:
                return None, parsed.feedback() or ["Call env_step exactly once."]
            return calls[0].arguments["command"], parsed.feedback()
        command = parsed.visible_text
        if not command:
            return None, [*parsed.feedback(), "Your response was empty: write one of the available actions."]
        return command, parsed.feedback()

    def match(self, command: str, options: Sequence[str]) -> int | None:
        """Return the index of ``command`` among ``options`` (normalised comparison), or None."""
        wanted = normalise_command(command)
        for index, option in enumerate(options):
            if normalise_command(option) == wanted:
                return index
        return None
