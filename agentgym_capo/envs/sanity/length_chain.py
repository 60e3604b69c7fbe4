"""``capo/LengthChain-v0``: a chain with terminal reward whose right actions are 2 to ~60 tokens long.

The env where both of CAPO's designs matter, in free-text (generate) mode:

* **Credit must flow back.** Each of ``steps`` steps lists ``choices`` candidate phrases, each starting
  with a different animal, and a clue naming the animal the right phrase starts with. A wrong (or
  unlisted) phrase ends the episode with reward 0; only finishing the last step is rewarded (+1).
* **Action lengths vary widely within an episode.** Candidates come in three lengths — 2, 12 and 55
  words (3, 13 and 56 SmolLM2 tokens on 100 tasks, measured) — and the lengths of the *right* phrases of one
  episode are a shuffled cycle of the three, so every episode with ``steps >= 3`` needs a short, a
  medium and a long action. Distractors get random lengths, so length says nothing about correctness.
* **Copyable by a small model (the choices).** A phrase is its animal followed by filler words, and the
  filler words of one step's candidates are drawn *without replacement* from :data:`FILLER` (243 words
  that are one SmolLM2 token with and without a leading space). So the choice is made at the first word
  (copy the clue's animal), and after it every listed word has exactly one successor: the rest of the
  phrase can be copied token by token from the list. Both were measured as the blockers of
  SmolLM2-135M-Instruct (docs/results.md): in the first version (45 words drawn with replacement from 42,
  the animal anywhere in the phrase) 72 % of a right phrase's words had several possible successors among
  the listed phrases; with unique words but the animal anywhere, a warm-started model copied the rest of
  a phrase at ~0.0 nats per token but spread its first token over unlisted words (the first word had to
  be looked up from the line holding the animal), and no sampled episode finished.

The action is the phrase itself (or one ``env_step`` call carrying it). **Matching rule** (chosen so a
small model's copy counts when it holds the phrase): both sides are case-folded, every character that is
not a letter, digit or space is dropped, whitespace is collapsed, and a leading list marker (``-``,
``*``, ``1.``) is ignored. The response selects a candidate when it equals it, or else when it contains
exactly one candidate as a run of whole words (``The line is: "gecko stone"`` selects ``gecko stone``;
SmolLM2-135M-Instruct wraps its copies in such chatter). Containing none or several candidates selects
none. A prefix or the key word alone does not count (otherwise the long actions could be answered short).
Responses that are empty or carry a malformed tool call change nothing and cost a step of the time limit.

Analytic values (undiscounted): the oracle's return is 1; a uniform random choice among the listed
candidates returns ``choices ** -steps``.

>>> import gymnasium as gym, agentgym_capo
>>> env = gym.make("capo/LengthChain-v0")
>>> obs, info = env.reset(seed=0)
>>> obs, reward, terminated, truncated, info = env.step(env.unwrapped.oracle_action())
>>> info["segment"]["step_index"], reward
(0, 0.0)
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from agentgym_capo.envs.core import StepOutcome
from agentgym_capo.envs.sanity.choice import SingleCommandEnv, task_rng
from agentgym_capo.envs.toolcalls import ParsedAction
from agentgym_capo.errors import ConfigError

ANIMALS = ("otter", "heron", "badger", "falcon", "beaver", "lynx", "walrus", "gecko", "bison", "raven",
           "salmon", "moose", "tiger", "camel", "panda", "koala")
FILLER = (
    "quiet", "river", "stone", "green", "old", "bridge", "over", "window", "soft", "rain", "warm", "field",
    "little", "house", "near", "forest", "path", "bright", "under", "hill", "slow", "boat", "after", "long",
    "winter", "blue", "door", "tall", "grass", "cold", "lake", "red", "yellow", "black", "white", "brown", "gray",
    "dark", "light", "heavy", "small", "large", "round", "square", "sharp", "smooth", "rough", "sweet", "fresh",
    "clean", "dry", "wet", "empty", "full", "early", "late", "fast", "deep", "high", "low", "wide", "thin", "thick",
    "young", "rich", "poor", "happy", "table", "chair", "bed", "wall", "floor", "street", "road", "city", "town",
    "market", "school", "church", "tower", "castle", "farm", "ocean", "sea", "shore", "cloud", "wind", "storm",
    "snow", "ice", "fire", "sun", "moon", "star", "sky", "night", "day", "week", "year", "book", "paper", "letter",
    "pen", "ink", "page", "story", "song", "music", "voice", "game", "ball", "card", "ring", "coin", "gold", "iron",
    "glass", "wood", "metal", "cloth", "bread", "milk", "apple", "orange", "sugar", "salt", "water", "wine", "soup",
    "rice", "corn", "king", "child", "friend", "teacher", "doctor", "driver", "artist", "writer", "mother",
    "father", "brother", "family", "people", "woman", "man", "boy", "girl", "baby", "hand", "head", "face", "eye",
    "ear", "nose", "mouth", "heart", "foot", "arm", "leg", "back", "hair", "skin", "bone", "blood", "run", "walk",
    "jump", "fly", "sing", "read", "write", "open", "close", "hold", "build", "break", "fall", "drive", "ride",
    "pull", "push", "catch", "watch", "listen", "sleep", "dream", "wake", "wait", "north", "south", "east", "west",
    "left", "right", "top", "bottom", "middle", "inside", "outside", "between", "before", "during", "car", "train",
    "ship", "plane", "wheel", "engine", "machine", "clock", "bell", "key", "lock", "box", "bag", "cup", "plate",
    "pot", "flower", "tree", "leaf", "root", "seed", "branch", "rose", "pine", "circle", "line", "point", "edge",
    "picture", "color", "sound", "memory", "idea", "plan", "reason", "question", "answer", "truth", "secret",
    "price",
)
WORD_COUNTS = (2, 12, 55)
_MARKER = re.compile(r"^\s*(?:[-*•]|\d+[.)])\s+")
_NOT_WORD = re.compile(r"[^0-9a-z ]+")
_SPACES = re.compile(r"\s+")


def lenient_phrase(text: str) -> str:
    """Normalise a phrase for matching (see the module docstring): ``"- Quiet, Otter!"`` -> ``"quiet otter"``."""
    text = _MARKER.sub("", text.casefold())
    return _SPACES.sub(" ", _NOT_WORD.sub(" ", text.replace("\n", " "))).strip()


def select_candidate(command: str, options: Sequence[str]) -> int | None:
    """Index of the candidate ``command`` selects under the matching rule of the module docstring, or None."""
    wanted = lenient_phrase(command)
    normalised = [lenient_phrase(option) for option in options]
    if wanted in normalised:
        return normalised.index(wanted)
    inside = [i for i, option in enumerate(normalised) if f" {option} " in f" {wanted} "]
    return inside[0] if len(inside) == 1 else None


class CandidateChainEnv(SingleCommandEnv):
    """A chain of ``steps`` steps, each with ``choices`` candidate actions of which one is right.

    Shared by :class:`LengthChainEnv` and :class:`~agentgym_capo.envs.sanity.relay.RelayEnv`: a response that
    selects a wrong candidate, or none (:func:`select_candidate`), ends the episode with reward 0; the right
    candidate at the last step wins (+1). A subclass fills ``self._plan`` with one ``(right, candidates)`` per
    step in ``_start_task`` and words the step (``_describe_step``) and the two endings.
    """

    wrong_text = "That phrase is wrong."
    win_text = "All phrases right. You win!"
    max_choices = 6

    def __init__(self, *, steps: int, choices: int, **kwargs):
        """Check ``1 <= steps <= 20`` and ``2 <= choices <= max_choices``; ``kwargs`` go to
        :class:`~agentgym_capo.envs.core.TextAgentEnv`."""
        if not 1 <= steps <= 20:
            raise ConfigError(f"steps must be between 1 and 20, got {steps!r}.")
        if not 2 <= choices <= self.max_choices:
            raise ConfigError(f"choices must be between 2 and {self.max_choices}, got {choices!r}.")
        super().__init__(**kwargs)
        self.steps, self.choices = steps, choices
        self._plan: list[tuple[str, list[str]]] = []  # (right candidate, candidates) per step
        self._step = 0

    def optimal_return(self) -> float:
        """The oracle's expected return."""
        return 1.0

    def random_return(self) -> float:
        """The expected return of a uniform random choice among the listed candidates."""
        return float(self.choices) ** -self.steps

    def _describe_step(self) -> str:
        raise NotImplementedError

    def admissible_actions(self) -> list[str] | None:
        """The candidates of the current step."""
        return list(self._plan[self._step][1]) if self._plan else None

    def oracle_action(self) -> str:
        """The right candidate of the current step."""
        return self._plan[self._step][0]

    def match(self, command: str, options: Sequence[str]) -> int | None:
        """Index of the candidate ``command`` selects (equal, or the one candidate it contains), or None."""
        return select_candidate(command, options)

    def _execute(self, parsed: ParsedAction) -> StepOutcome:
        command, feedback = self.read_command(parsed)
        if command is None:
            return StepOutcome(self.observation, {"progress": 0.0}, feedback=feedback, format_ok=False)
        options = self._plan[self._step][1]
        chosen = self.match(command, options)
        if chosen is None or options[chosen] != self.oracle_action():
            reason = "That is not one of the candidates." if chosen is None else self.wrong_text
            return StepOutcome(f"{reason} The game is over.", {"progress": 0.0}, terminated=True, success=False,
                               feedback=feedback)
        if self._step + 1 == self.steps:
            return StepOutcome(self.win_text, {"progress": 1.0}, terminated=True, success=True, feedback=feedback)
        self._step += 1
        return StepOutcome(self._describe_step(), {"progress": 0.0}, feedback=feedback)


class LengthChainEnv(CandidateChainEnv):
    """Copy the clued phrase; a chain of steps with terminal reward (see the module docstring)."""

    task_prefix = "lchain"
    system_prompt = ("You are playing a phrase game. Each step lists candidate phrases and a clue. "
                     "Reply with exactly the one candidate phrase the clue points to, and nothing else.")

    def __init__(self, *, steps: int = 3, choices: int = 3, **kwargs):
        """Create the env.

        Args:
            steps: Right phrases needed to finish (the horizon credit must travel over).
            choices: Candidate phrases listed per step (one is right).
            **kwargs: ``split``, ``max_steps``, ``render_mode`` (see :class:`~agentgym_capo.envs.core.TextAgentEnv`).
        """
        super().__init__(steps=steps, choices=choices, **kwargs)
        self._clues: list[str] = []  # the clued animal per step

    def _start_task(self, task_id: str) -> str:
        rng = task_rng(task_id)
        right_counts: list[int] = []
        while len(right_counts) < self.steps:  # each block of 3 steps has one short, one medium, one long
            right_counts.extend(int(n) for n in rng.permutation(WORD_COUNTS))
        self._plan, self._clues = [], []
        for step in range(self.steps):
            animals = [str(a) for a in rng.choice(ANIMALS, size=self.choices, replace=False)]
            right = int(rng.integers(self.choices))
            counts = [right_counts[step] if index == right else int(rng.choice(WORD_COUNTS))
                      for index in range(self.choices)]
            # One draw without replacement for the whole step: no filler word is listed twice.
            pool = iter(str(w) for w in rng.choice(FILLER, size=sum(counts) - self.choices, replace=False))
            phrases = []
            for animal, count in zip(animals, counts, strict=True):
                phrases.append(" ".join([animal, *(next(pool) for _ in range(count - 1))]))
            self._plan.append((phrases[right], phrases))
            self._clues.append(animals[right])
        self._step = 0
        return self._describe_step()

    def _describe_step(self) -> str:
        # The candidates are not repeated here: the prompt lists them once, under "Available actions"
        # (admissible_actions); listing them twice doubled the prompt's longest part.
        return (f"Step {self._step + 1} of {self.steps}. Clue: the right phrase starts with the word "
                f"{self._clues[self._step]}. Reply with the right phrase exactly, as listed under Available actions.")
