"""``capo/ALFWorld-v0``: ALFWorld household tasks as a step-level text-agent env.

Games are played through ``alfworld``'s TextWorld machinery (its PDDL domain, grammar and name demangling;
see :mod:`agentgym_capo.envs.alfworld.engine`). The data is the official release when ``data_dir`` (or
``$ALFWORLD_DATA``) points at it, else the bundled set the project generates itself
(:mod:`agentgym_capo.envs.alfworld.generator`). The prompt, parsing and rewards are those of
:class:`agentgym_capo.envs.textworld.command_game.CommandGameEnv` (the CAPO paper's ALFWorld prompt).

>>> import gymnasium as gym, agentgym_capo
>>> env = gym.make("capo/ALFWorld-v0", split="valid_seen")
>>> obs, info = env.reset(seed=0)
>>> obs, reward, terminated, truncated, info = env.step(env.unwrapped.oracle_action())
>>> info["action_valid"]
True

Choices made here:

* ``split`` maps to the release's folders ``train``, ``valid_seen`` and ``valid_unseen``.
* The expert (``oracle_action``, always available) follows the game's stored walkthrough while the agent has
  followed it, and otherwise asks Fast Downward for a plan from the current state. ``expert="planner"``
  additionally puts that plan in every ``info["expert_plan"]`` (this replans every step, so leave it off in
  RL). ``expert="handcoded"`` is not offered: alfworld's hand-written explorer needs the full fact list on
  every step, which costs more than planning on these games.
* ``domain_randomization=True`` (train split only, as in alfworld) shuffles the instance numbers at each reset
  with a seed drawn from the env's RNG, so seeded episodes stay reproducible.
* Discovery results are cached per process by (data dir, split, task types).
"""

from __future__ import annotations

import functools
from collections.abc import Sequence
from pathlib import Path
from typing import Any

from agentgym_capo.envs.alfworld.dataset import (
    SPLITS,
    TASK_TYPES,
    DiscoveryReport,
    GameRecord,
    discover_games,
    resolve_data_dir,
)
from agentgym_capo.envs.alfworld.engine import AlfredGame, checkout_game, release_game
from agentgym_capo.envs.textworld.command_game import CommandGameEnv, EngineReply, command_tool
from agentgym_capo.errors import ConfigError, DataError

__all__ = ["ALFWorldEnv", "SYSTEM_PROMPT"]

SYSTEM_PROMPT = (
    "You are acting in ALFWorld TextWorld. Choose exactly one command from the provided admissible commands "
    "each turn. You may reason briefly inside <think></think> before acting. Call the env_step tool with an "
    "exact command. Do not output a final answer."
)


@functools.cache
def _discover(data_dir: str, split: str, task_types: tuple[int, ...]) -> DiscoveryReport:
    return discover_games(data_dir, split, task_types)


class ALFWorldEnv(CommandGameEnv):
    """ALFWorld household tasks (see the module docstring and ``docs/envs/alfworld.md``)."""

    tools = (command_tool("ALFWorld TextWorld", "`go to dresser 1`, `take mug 1 from cabinet 3`, `use desklamp 1`"),)
    system_prompt = SYSTEM_PROMPT

    def __init__(
        self,
        *,
        data_dir: str | None = None,
        split: str = "train",
        task_types: Sequence[int] = (1, 2, 3, 4, 5, 6),
        max_steps: int | None = 20,
        domain_randomization: bool = False,
        expert: str | None = None,
        **kwargs: Any,
    ):
        """Create the env.

        Args:
            data_dir: A directory holding ``json_2.1.1/<split>/`` (the official release); default
                ``$ALFWORLD_DATA``, else the bundled games.
            split: ``train``, ``valid_seen`` or ``valid_unseen``.
            task_types: Task families to keep, numbered 1-6 as in alfworld.
            max_steps: The step budget shown to the env (the registered time limit is 20).
            domain_randomization: Shuffle instance numbers at each reset (train split only).
            expert: None or ``"planner"`` (adds ``info["expert_plan"]`` on every step).
            **kwargs: Options of :class:`CommandGameEnv`: ``reward_mode``, ``history_window``,
                ``command_matching``, ``multiple_calls``, ``observation_format``, ``section_order``,
                ``inline_tool_definitions``, ``command_aliases``, ``success_reward``, ``format_reward``,
                ``invalid_penalty``, ``render_mode``.
        """
        if split not in SPLITS:
            raise ConfigError(f"split must be one of {', '.join(SPLITS)}, got {split!r}.")
        task_types = tuple(sorted({int(t) for t in task_types}))
        unknown = [t for t in task_types if t not in TASK_TYPES]
        if not task_types or unknown:
            raise ConfigError(f"task_types must be a non-empty subset of 1-6 ({TASK_TYPES}), got {task_types!r}.")
        if expert not in (None, "planner"):
            raise ConfigError(
                f"expert must be None or 'planner', got {expert!r} ('handcoded' is not offered; see the docs)."
            )
        super().__init__(split=split, max_steps=max_steps, **kwargs)
        self.data_dir = resolve_data_dir(data_dir)
        self.task_types = task_types
        self.domain_randomization = bool(domain_randomization) and split == "train"
        self.expert = expert
        self._reports = {}
        self._game: AlfredGame | None = None
        self.record: GameRecord | None = None
        self._walkthrough: list[str] = []
        self._on_walkthrough = False
        self._plan_cache: tuple[int, list[str]] | None = None
        self._executed: list[str] = []
        self._records: dict[str, GameRecord] = {r.task_id: r for r in self.discovery().games}
        if not self._records:
            raise DataError(
                f"No playable ALFWorld games in {self.discovery().split_dir} for task types {list(task_types)} "
                f"(skipped: {self.discovery().skipped or 'none'}). Check data_dir, split and task_types."
            )

    def discovery(self, split: str | None = None) -> DiscoveryReport:
        """Return what discovery found (and skipped) in a split."""
        split = split or self.split
        return _discover(str(self.data_dir), split, self.task_types)

    def task_ids(self, split: str | None = None) -> list[str]:
        """Return the task ids of ``split`` (default: this env's split), sorted."""
        split = split or self.split
        if split not in SPLITS:
            raise ConfigError(f"split must be one of {', '.join(SPLITS)}, got {split!r}.")
        if split == self.split:
            return list(self._records)
        return [record.task_id for record in self.discovery(split).games]

    def game_record(self, task_id: str | None = None) -> GameRecord:
        """Return the record (game file, family, golden steps, walkthrough) of a task of this split."""
        return self._records[task_id or self.task_id]

    # ------------------------------------------------------------------ engine hooks
    def _engine_start(self, task_id: str) -> EngineReply:
        self._release()
        self.record = self._records[task_id]
        shuffle_seed = int(self.np_random.integers(2**31)) if self.domain_randomization else None
        self._game = checkout_game(Path(self.record.game_file), shuffle_seed=shuffle_seed)
        state = self._game.reset()
        self._walkthrough = list(self.record.walkthrough) if shuffle_seed is None else []
        self._on_walkthrough = bool(self._walkthrough)
        self._executed: list[str] = []
        self._plan_cache = None
        return EngineReply(state.feedback, state.admissible_commands, state.won)

    def _engine_step(self, command: str) -> EngineReply:
        index = len(self._executed)
        self._executed.append(command)
        if self._on_walkthrough and (index >= len(self._walkthrough) or self._walkthrough[index] != command):
            self._on_walkthrough = False
        state = self._game.step(command)
        return EngineReply(state.feedback, state.admissible_commands, state.won)

    def _expert_plan(self) -> list[str]:
        """The stored walkthrough while the agent follows it, else a fresh plan (cached per state)."""
        if self._game is None or self.won:
            return []
        done = len(self._executed)
        if self._on_walkthrough and done < len(self._walkthrough):
            return self._walkthrough[done:]
        if self._plan_cache is None or self._plan_cache[0] != done:
            self._plan_cache = (done, self._game.replan())
        return list(self._plan_cache[1])

    def _task_info(self) -> dict[str, Any]:
        record = self.record
        info: dict[str, Any] = {
            "task_type": record.task_type if record else None,
            "task_type_id": record.task_type_id if record else None,
            "metrics_extra": {
                "task_type": record.task_type if record else None,
                "golden_steps": record.golden_steps if record else None,
                "grammar_version": record.grammar_version if record else None,
            },
        }
        if self.expert == "planner" and self._game is not None:
            info["expert_plan"] = self._expert_plan()
        return info

    def _release(self) -> None:
        if self._game is not None:
            release_game(self._game)
            self._game = None

    def close(self) -> None:
        """Give the loaded game back to the per-process pool."""
        self._release()
        super().close()
