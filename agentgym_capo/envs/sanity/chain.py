"""``capo/Chain-v0``: a corridor where credit must flow back over several steps.

The agent walks through ``rooms`` rooms. In each room a clue names the one direction that leads on; the
other ``choices - 1`` listed directions are dead ends that end the episode. Only reaching the last room is
rewarded (+1), so every earlier correct step gets credit only through the value of the next state.

Analytic values (undiscounted): the oracle's return is 1; a uniform random choice among the listed actions
returns ``choices ** -rooms`` in expectation. Malformed responses change nothing and cost a step of the
time limit.

>>> import gymnasium as gym, agentgym_capo
>>> env = gym.make("capo/Chain-v0")
>>> obs, info = env.reset(seed=0)
>>> obs, reward, terminated, truncated, info = env.step(env.unwrapped.oracle_action())
>>> info["segment"]["step_index"], reward
(0, 0.0)
"""

from __future__ import annotations

from collections.abc import Sequence

from agentgym_capo.envs.core import StepOutcome
from agentgym_capo.envs.sanity.choice import SingleCommandEnv, task_rng
from agentgym_capo.envs.toolcalls import ParsedAction
from agentgym_capo.errors import ConfigError

DIRECTIONS = ("north", "south", "east", "west", "up", "down")
CLUES = {
    "north": "A cold wind blows from the north.",
    "south": "You hear the sea to the south.",
    "east": "The sunrise lights a doorway to the east.",
    "west": "A lantern glows in the west.",
    "up": "A ladder leads up through a hatch.",
    "down": "Stairs spiral down into the dark.",
}


class ChainEnv(SingleCommandEnv):
    """A corridor of rooms with a terminal reward only (see the module docstring)."""

    task_prefix = "chain"
    system_prompt = "You are an explorer in a text world. Reply with exactly one of the available actions."

    def __init__(self, *, rooms: int = 3, choices: int = 3, **kwargs):
        """Create the corridor.

        Args:
            rooms: Correct moves needed to finish (the horizon credit must travel over).
            choices: Commands listed in each room (one is right).
            **kwargs: ``split``, ``max_steps``, ``render_mode`` (see :class:`~agentgym_capo.envs.core.TextAgentEnv`).
        """
        if not 1 <= rooms <= 50:
            raise ConfigError(f"rooms must be between 1 and 50, got {rooms!r}.")
        if not 2 <= choices <= len(DIRECTIONS):
            raise ConfigError(f"choices must be between 2 and {len(DIRECTIONS)}, got {choices!r}.")
        super().__init__(**kwargs)
        self.rooms, self.choices = rooms, choices
        self._plan: list[tuple[str, list[str]]] = []
        self._room = 0

    def optimal_return(self) -> float:
        """The oracle's expected return."""
        return 1.0

    def random_return(self) -> float:
        """The expected return of a uniform random choice among the listed actions."""
        return float(self.choices) ** -self.rooms

    def _start_task(self, task_id: str) -> str:
        rng = task_rng(task_id)
        self._plan = []
        for _ in range(self.rooms):
            options = [str(d) for d in rng.choice(DIRECTIONS, size=self.choices, replace=False)]
            self._plan.append((options[int(rng.integers(self.choices))], [f"go {d}" for d in options]))
        self._room = 0
        return self._describe_room()

    def _describe_room(self) -> str:
        correct, _ = self._plan[self._room]
        return f"You are in room {self._room + 1} of {self.rooms}. {CLUES[correct]}"

    def admissible_actions(self) -> list[str] | None:
        """The listed commands of the current room."""
        return list(self._plan[self._room][1]) if self._plan else None

    def oracle_action(self) -> str:
        """The command the current room's clue points to."""
        return f"go {self._plan[self._room][0]}"

    def _execute(self, parsed: ParsedAction) -> StepOutcome:
        command, feedback = self.read_command(parsed)
        if command is None:
            return StepOutcome(self.observation, {"progress": 0.0}, feedback=feedback, format_ok=False)
        options: Sequence[str] = self._plan[self._room][1]
        chosen = self.match(command, options)
        correct = self.match(self.oracle_action(), options)
        if chosen != correct:
            reason = "That is not one of the listed actions." if chosen is None else "That way is a dead end."
            return StepOutcome(f"{reason} You are lost. The episode is over.", {"progress": 0.0},
                               terminated=True, success=False, feedback=feedback)
        self._room += 1
        if self._room == self.rooms:
            self._room -= 1  # keep admissible_actions() defined on the final observation
            return StepOutcome("You reached the treasure room. Well done!", {"progress": 1.0},
                               terminated=True, success=True, feedback=feedback)
        return StepOutcome(self._describe_room(), {"progress": 0.0}, feedback=feedback)
