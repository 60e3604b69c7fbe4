"""``capo/Relay-v0``: pass on quoted messages of 2 to ~50 tokens; a chain with terminal reward.

The free-text task a small model can learn (issue 31), built on what :mod:`.length_chain` taught us:
SmolLM2-135M-Instruct could not *find* the right phrase in a list from a one-word clue, but it can often
*repeat* text that is quoted right in front of it. So here the clue is the message itself:

* **Credit must flow back.** Each of ``steps`` steps quotes one message; the env also holds ``choices``
  candidate messages, the quoted one among them (``admissible_actions``: for choose mode and the random
  policy). A response that selects another candidate, or none, ends the episode with reward 0; only
  passing on the last message is rewarded (+1).
* **Action lengths vary widely within an episode.** Messages come in three shapes: two words
  (``"amber otter"``, 2–5 SmolLM2 tokens), one sentence of 12 words (11–12 tokens) and six short sentences
  (48–53 tokens; train tasks, measured). The right messages of one episode are a shuffled cycle of the three shapes,
  so every episode with ``steps >= 3`` needs a short, a medium and a long action; distractors get random
  shapes.
* **The answer depends on the prompt.** Messages are built from word lists drawn per task (the content
  words of one step's candidates are drawn without replacement), so no reply works on two tasks and no
  candidate is a run of words inside another.
* **The prompt is the quoted message only.** The candidates are not listed and the history is not shown:
  with the list in the prompt SmolLM2-135M-Instruct often pasted several candidates (which selects none),
  and a plain "pass on this message" without quotes failed the two-word messages it was given (small
  probes at T = 0.7, noted in ``benchmarks/relay_base_rate.py``).

The action is the message itself (or one ``env_step`` call carrying it). Matching is
:func:`~agentgym_capo.envs.sanity.length_chain.select_candidate`: case,
punctuation and a list marker are ignored; a response selects the candidate it equals, else the one
candidate it contains as a run of whole words (``Sure! "amber otter"`` selects ``amber otter``).
Containing several candidates (pasting the whole list) selects none; a prefix does not count.

Analytic values (undiscounted): the oracle's return is 1; a uniform random choice among the listed
candidates returns ``choices ** -steps``. SmolLM2-135M-Instruct's sampled success without training is low
but not zero, and falls with the temperature; the long messages are the hard part. ``benchmarks/relay_base_rate.py``
measures it on 128 test episodes with a 64-token action cap (``benchmarks/results/relay_base_rate.json``).

A smaller size: ``long_sentences=3`` makes the long messages 24-26 tokens. ``capo demo`` trains there (a CPU
then decodes at most 32 tokens per round, not 64); the untrained model succeeds far more often at that size,
which leaves the demo room to show a rise within minutes (64 episodes, cap 32, at three temperatures:
``benchmarks/results/archive/README.md``).

>>> import gymnasium as gym, agentgym_capo
>>> env = gym.make("capo/Relay-v0")
>>> obs, info = env.reset(seed=0)
>>> obs, reward, terminated, truncated, info = env.step(env.unwrapped.oracle_action())
>>> info["segment"]["step_index"], reward
(0, 0.0)
"""

from __future__ import annotations

from collections.abc import Sequence

import numpy as np

from agentgym_capo.checks import require_ints
from agentgym_capo.envs.sanity.choice import task_rng
from agentgym_capo.envs.sanity.length_chain import CandidateChainEnv
from agentgym_capo.errors import ConfigError

ADJECTIVES = ("amber", "silver", "golden", "quiet", "sleepy", "brave", "clever", "gentle", "hungry", "little",
              "happy", "proud", "lazy", "noisy", "shy", "wild", "young", "old", "tiny", "swift", "curious",
              "friendly", "grumpy", "lucky", "patient", "polite", "busy", "calm", "eager", "jolly")
ANIMALS = ("otter", "heron", "badger", "falcon", "beaver", "rabbit", "walrus", "gecko", "bison", "raven",
           "salmon", "moose", "tiger", "camel", "panda", "koala", "donkey", "parrot", "turtle", "squirrel",
           "fox", "owl", "mouse", "goat", "duck", "horse", "sheep", "whale", "eagle", "frog")
VERBS = ("walked", "ran", "swam", "danced", "slept", "waited", "rested", "sang", "jumped", "hid", "played",
         "wandered", "climbed", "sat", "looked", "stopped", "listened", "worked", "landed", "smiled")
PREPOSITIONS = ("near", "behind", "under", "beside", "across", "inside", "past", "around", "along", "into")
PLACES = ("river", "bridge", "garden", "market", "forest", "castle", "harbor", "meadow", "village", "tower",
          "valley", "library", "bakery", "station", "island", "orchard", "stable", "cottage", "canyon", "lake",
          "field", "barn", "school", "beach", "hill", "cave", "pond", "farm", "square", "church")
WHEN = ("early this morning", "late last night", "before the rain", "after the storm", "during the fair",
        "at first light", "on market day", "before the bells", "after the feast", "in the spring")
SHAPES = ("short", "medium", "long")
LONG_SENTENCES = 6


def _sentence(rng: np.random.Generator, words: dict[str, list[str]]) -> str:
    """``the <adj> <animal> <verb> <prep> the <place>``, popping the content words from ``words``."""
    prep = str(PREPOSITIONS[int(rng.integers(len(PREPOSITIONS)))])
    return f"the {words['adj'].pop()} {words['animal'].pop()} {words['verb'].pop()} {prep} the {words['place'].pop()}"


def make_message(shape: str, rng: np.random.Generator, words: dict[str, list[str]],
                 long_sentences: int = LONG_SENTENCES) -> str:
    """A message of ``shape`` (see the module docstring) whose content words are popped from ``words``; a long
    message has ``long_sentences`` sentences."""
    if shape == "short":
        return f"{words['adj'].pop()} {words['animal'].pop()}"
    if shape == "medium":  # 12 words
        return f"{_sentence(rng, words)} {WHEN[int(rng.integers(len(WHEN)))]}.".capitalize()
    return " ".join(f"{_sentence(rng, words)}.".capitalize() for _ in range(long_sentences))


class RelayEnv(CandidateChainEnv):
    """Repeat the quoted message; a chain of steps with terminal reward (see the module docstring)."""

    wrong_text = "That message is wrong."
    win_text = "Every message arrived. You win!"
    max_choices = 3  # three long candidates use 18 of the 20 verbs

    task_prefix = "relay"
    system_prompt = ("You are a messenger. Each step quotes a message. Reply with exactly that message, "
                     "word for word, and nothing else.")

    def __init__(self, *, steps: int = 3, choices: int = 3, long_sentences: int = LONG_SENTENCES, **kwargs):
        """Create the env.

        Args:
            steps: Messages to pass on in one episode (the horizon credit must travel over).
            choices: Candidate messages listed per step (one is the quoted one).
            long_sentences: Sentences in a long message, 2 to 6 (6: 48-53 tokens; 3: the free-text demo's
                smaller size, about 25 tokens, so that a CPU decodes half as many tokens per round).
            **kwargs: ``split``, ``max_steps``, ``render_mode`` (see :class:`~agentgym_capo.envs.core.TextAgentEnv`).
        """
        require_ints([("long_sentences", long_sentences)], minimum=2)
        if long_sentences > LONG_SENTENCES:
            raise ConfigError(f"long_sentences must be between 2 and {LONG_SENTENCES} (a long message must be "
                              "longer than a 12-word medium one; three six-sentence candidates use 18 of the 20 "
                              f"verbs), got {long_sentences}.")
        self.long_sentences = long_sentences
        super().__init__(steps=steps, choices=choices, **kwargs)

    def _start_task(self, task_id: str) -> str:
        rng = task_rng(task_id)
        right_shapes: list[str] = []
        while len(right_shapes) < self.steps:  # each block of 3 steps has one short, one medium, one long
            right_shapes.extend(str(s) for s in rng.permutation(SHAPES))
        self._plan = []
        for step in range(self.steps):
            # One draw without replacement per word list and step: no candidate contains another.
            words = {"adj": list(rng.permutation(ADJECTIVES)), "animal": list(rng.permutation(ANIMALS)),
                     "verb": list(rng.permutation(VERBS)), "place": list(rng.permutation(PLACES))}
            right = int(rng.integers(self.choices))
            shapes = [right_shapes[step] if index == right else str(rng.choice(SHAPES))
                      for index in range(self.choices)]
            messages = [make_message(shape, rng, words, self.long_sentences) for shape in shapes]
            self._plan.append((messages[right], messages))
        self._step = 0
        return self._describe_step()

    def _describe_step(self) -> str:
        # The quotes and "nothing before or after it" were measured to help (the short messages above all).
        return (f"Step {self._step + 1} of {self.steps}. Repeat this message exactly, with nothing before or "
                f"after it:\n\"{self._plan[self._step][0]}\"")

    def _render_prompt(self, feedback: Sequence[str]) -> str:
        # Only the observation (and feedback): the candidates are not listed (the model pasted the whole
        # list, which selects none) and the history is not shown (each step's message is in front of it).
        parts = [self.observation]
        if feedback:
            parts.append("Feedback on your last response:\n" + "\n".join(feedback))
        return "\n\n".join(parts)
