"""``capo/TextWorld-v0``: plain TextWorld games (cooking, coin collector, treasure hunter, simple).

Games come from TextWorld's offline generator and are cached on disk (:mod:`.games`). The contract, prompt,
parsing and rewards are those of ALFWorld (:class:`.command_game.CommandGameEnv`), except that the system line
reads "You are playing a TextWorld text adventure game.", ``Task`` is the game's objective, and long blank
runs of the intro banner are collapsed.

Choices made here:

* ``textworld.gym`` has its own registry and old 4-tuple ``step``; this env drives TextWorld's core
  ``Environment`` (``textworld.start``) directly and converts the results.
* A loaded game is kept per env instance and re-used while the task does not change; ``reset`` of the same
  game only restarts the Z-machine.
* ``policy_commands`` (TextWorld's walkthrough from the current state) is requested on every step: it is the
  free expert behind ``oracle_action`` and ``expert="planner"``'s ``info["expert_plan"]``.
* ``reward_mode="score_delta"`` pays the change of the game score on each step instead of the win bonus and
  the format reward.
"""

from __future__ import annotations

import functools
import re
import warnings
from collections.abc import Sequence
from typing import Any

from agentgym_capo.envs.textworld.command_game import CommandGameEnv, EngineReply, command_tool
from agentgym_capo.envs.textworld.games import CHALLENGES, default_specs, ensure_games
from agentgym_capo.errors import ConfigError
from agentgym_capo.optional import import_extra

__all__ = ["SYSTEM_PROMPT", "TextWorldEnv"]

SYSTEM_PROMPT = (
    "You are playing a TextWorld text adventure game. Choose exactly one command from the provided admissible "
    "commands each turn. You may reason briefly inside <think></think> before acting. Call the env_step tool "
    "with an exact command. Do not output a final answer."
)
_BLANK_RUN = re.compile(r"\n[ \t]*\n(?:[ \t]*\n)+")
_TRAILING_SPACE = re.compile(r"[ \t]+\n")
_PROMPT_LINE = re.compile(r"^>.*$", re.MULTILINE)  # the Z-machine's input prompt and status bar
_WIDE_INDENT = re.compile(r"^[ \t]{8,}", re.MULTILINE)


@functools.cache
def _textworld():
    return import_extra("textworld", "textworld", "capo/TextWorld-v0")


def clean_text(text: str) -> str:
    """Drop the Z-machine prompt line, collapse blank runs (the banner) and wide indents; strip the ends."""
    text = _WIDE_INDENT.sub("", _PROMPT_LINE.sub("", text))
    return _BLANK_RUN.sub("\n\n", _TRAILING_SPACE.sub("\n", text)).strip()


class TextWorldEnv(CommandGameEnv):
    """Plain TextWorld games (see the module docstring and ``docs/envs/textworld.md``)."""

    tools = (command_tool("TextWorld", "`go north`, `take apple from table`, `open door`"),)
    system_prompt = SYSTEM_PROMPT
    game_name = "TextWorld"
    command_examples = "`go north`, `take apple from table`, `open door`"
    hidden_commands = frozenset()

    def __init__(
        self,
        *,
        split: str = "train",
        challenges: Sequence[str] = ("cooking", "coin_collector", "treasure_hunter", "simple"),
        difficulty: str = "easy",
        seeds: Sequence[int] | None = None,
        game_dir: str | None = None,
        max_steps: int | None = 20,
        expert: str | None = None,
        **kwargs: Any,
    ):
        """Create the env (generating missing games into the cache first).

        Args:
            split: ``train`` (seeds 1, 2) or ``test`` (seed 101); ignored for the seeds when ``seeds`` is given.
            challenges: Which generators to use: ``cooking``, ``coin_collector``, ``treasure_hunter``,
                ``simple``.
            difficulty: ``easy``, ``medium`` or ``hard`` (presets of ``tw-make`` arguments).
            seeds: Generator seeds; one game per challenge and seed.
            game_dir: Where generated games are cached (default: the user cache directory).
            max_steps: The step budget shown to the env (the registered time limit is 20).
            expert: None or ``"planner"`` (adds ``info["expert_plan"]``, TextWorld's walkthrough from the state).
            **kwargs: Options of :class:`CommandGameEnv` (``reward_mode`` may also be ``"score_delta"``).
        """
        challenges = tuple(challenges)
        unknown = [c for c in challenges if c not in CHALLENGES]
        if not challenges or unknown:
            raise ConfigError(f"challenges must be a non-empty subset of {list(CHALLENGES)}, got {challenges!r}.")
        if expert not in (None, "planner"):
            raise ConfigError(f"expert must be None or 'planner', got {expert!r}.")
        specs = default_specs(split, challenges, difficulty, seeds)
        _textworld()  # the engine is an extra: without it, one line naming it before any game is made
        super().__init__(split=split, max_steps=max_steps, **kwargs)
        self.expert = expert
        self.game_files = ensure_games(specs, game_dir)
        self._ids = sorted(self.game_files)
        self._env = None
        self._loaded_task: str | None = None
        self._policy: list[str] = []
        self._objective = ""

    def _reward_modes(self) -> tuple[str, ...]:
        return ("paper", "reference", "score_delta")

    def task_ids(self, split: str | None = None) -> list[str]:
        """Return the task ids of this env's game set, sorted."""
        if split not in (None, self.split):
            raise ConfigError(
                f"This TextWorld env was made for split {self.split!r}; make another env for split {split!r}."
            )
        return list(self._ids)

    # ------------------------------------------------------------------ engine hooks
    def _engine_start(self, task_id: str) -> EngineReply:
        textworld = _textworld()
        if self._loaded_task != task_id:
            if self._env is not None:
                self._env.close()
            infos = textworld.EnvInfos(admissible_commands=True, won=True, lost=True, score=True, max_score=True,
                                       objective=True, policy_commands=True)
            with warnings.catch_warnings():  # jericho warns that it cannot track TextWorld games; TW does
                warnings.filterwarnings("ignore", message=".*is not fully supported.*")
                self._env = textworld.start(str(self.game_files[task_id]), request_infos=infos)
            self._loaded_task = task_id
        with warnings.catch_warnings():
            warnings.filterwarnings("ignore", message=".*is not fully supported.*")
            state = self._env.reset()
        self._objective = clean_text(str(state.get("objective") or ""))
        self._score = 0.0
        return self._reply(state)

    def _engine_step(self, command: str) -> EngineReply:
        state, _score, _done = self._env.step(command)
        return self._reply(state)

    def _reply(self, state) -> EngineReply:
        self._policy = list(state.get("policy_commands") or [])
        return EngineReply(clean_text(str(state["feedback"])), list(state["admissible_commands"]),
                           bool(state.get("won")), bool(state.get("lost")), float(state.get("score") or 0))

    def _extra_reward(self, reply: EngineReply) -> dict[str, float]:
        if self.reward_mode != "score_delta":
            return {}
        return {"score_delta": reply.score - self._previous_score}

    def _execute(self, parsed):
        self._previous_score = self._score
        outcome = super()._execute(parsed)
        if self.reward_mode == "score_delta":
            outcome.reward_components.pop("success", None)
        return outcome

    def _expert_plan(self) -> list[str]:
        return [] if self.won else list(self._policy)

    def _task_line(self, first_text: str) -> str:
        return self._objective

    def _task_info(self) -> dict[str, Any]:
        info: dict[str, Any] = {
            "task_type": self.task_id.rsplit("-", 2)[0] if self.task_id else None,
            "score": self._score,
            "metrics_extra": {"task_type": self.task_id.rsplit("-", 2)[0] if self.task_id else None,
                              "score": self._score},
        }
        if self.expert == "planner":
            info["expert_plan"] = self._expert_plan()
        return info

    def close(self) -> None:
        """Stop the game engine."""
        if self._env is not None:
            self._env.close()
            self._env = None
            self._loaded_task = None
        super().close()
