"""``capo/LengthBandit-v0``: per-step choices whose right answer is sometimes one word and sometimes fifty.

Each of ``rounds`` steps asks for the phrase about one colour. The listed actions are phrases about
different colours; in each round one phrase is a single word and the others are long, and whether the
right one is the short or a long one is drawn per round. Every correct step earns ``1 / rounds``; a wrong
one earns 0 and the episode goes on. This separates action length from action quality, which is what a
length-calibrated ratio has to cope with.

Analytic values: the oracle's return is 1; a uniform random choice returns ``1 / choices``.
"""

from __future__ import annotations

from agentgym_capo.envs.core import StepOutcome
from agentgym_capo.envs.sanity.choice import SingleCommandEnv, task_rng
from agentgym_capo.envs.toolcalls import ParsedAction
from agentgym_capo.errors import ConfigError

COLOURS = ("red", "blue", "green", "yellow", "purple", "orange", "white", "black")
_FILLER = (
    "after weighing every consideration with great care and thinking about what the keeper might mean, "
    "and having looked twice at everything in this quiet hall, I would like to say, with full confidence "
    "and after long and patient reflection on the matter at hand, the word"
)


class LengthBanditEnv(SingleCommandEnv):
    """Choose the phrase about the requested colour; phrases differ wildly in length."""

    task_prefix = "bandit"
    system_prompt = "You are in a hall of riddles. Reply with exactly one of the available actions."

    def __init__(self, *, rounds: int = 3, choices: int = 2, **kwargs):
        """Create the env.

        Args:
            rounds: Steps per episode.
            choices: Phrases listed per step (one is right).
            **kwargs: ``split``, ``max_steps``, ``render_mode`` (see :class:`~agentgym_capo.envs.core.TextAgentEnv`).
        """
        if not 1 <= rounds <= 50:
            raise ConfigError(f"rounds must be between 1 and 50, got {rounds!r}.")
        if not 2 <= choices <= len(COLOURS):
            raise ConfigError(f"choices must be between 2 and {len(COLOURS)}, got {choices!r}.")
        super().__init__(**kwargs)
        self.rounds, self.choices = rounds, choices
        self._plan: list[tuple[str, list[str]]] = []
        self._round = 0
        self._correct = 0

    def optimal_return(self) -> float:
        """The oracle's expected return."""
        return 1.0

    def random_return(self) -> float:
        """The expected return of a uniform random choice among the listed actions."""
        return 1.0 / self.choices

    def _start_task(self, task_id: str) -> str:
        rng = task_rng(task_id)
        self._plan = []
        for _ in range(self.rounds):
            colours = [str(c) for c in rng.choice(COLOURS, size=self.choices, replace=False)]
            target = colours[int(rng.integers(self.choices))]
            short = colours[int(rng.integers(self.choices))]
            phrases = [f"say {c}" if c == short else f"say: {_FILLER} {c}" for c in colours]
            self._plan.append((target, phrases))
        self._round = 0
        self._correct = 0
        return self._describe_round()

    def _describe_round(self) -> str:
        target, _ = self._plan[self._round]
        return f"Round {self._round + 1} of {self.rounds}. The keeper asks for the word {target}."

    def admissible_actions(self) -> list[str] | None:
        """The phrases listed this round."""
        return list(self._plan[self._round][1]) if self._plan else None

    def oracle_action(self) -> str:
        """The phrase that ends with the requested colour."""
        target, phrases = self._plan[self._round]
        return next(p for p in phrases if p.endswith(f" {target}"))

    def _execute(self, parsed: ParsedAction) -> StepOutcome:
        command, feedback = self.read_command(parsed)
        if command is None:
            return StepOutcome(self.observation, {"correct": 0.0}, feedback=feedback, format_ok=False)
        phrases = self._plan[self._round][1]
        right = self.match(command, phrases) == self.match(self.oracle_action(), phrases)
        reward = 1.0 / self.rounds if right else 0.0
        self._correct += int(right)
        verdict = "The keeper nods." if right else "The keeper shakes his head."
        if self._round + 1 == self.rounds:
            return StepOutcome(f"{verdict} The riddles are over.", {"correct": reward}, terminated=True,
                               success=self._correct == self.rounds, feedback=feedback)
        self._round += 1
        return StepOutcome(f"{verdict} {self._describe_round()}", {"correct": reward}, feedback=feedback)
