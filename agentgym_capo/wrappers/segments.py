"""Mark the token span of each action as a segment (the trainer's ``segment_ids``).

``segment_ids`` label response tokens: ``-1`` for tokens that are not part of an action (padding, or an
observation inside an accumulated transcript), ``k >= 0`` for the tokens of the row's k-th action.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

import gymnasium as gym

__all__ = ["TokenSegments", "segment_ids_for"]


def segment_ids_for(pieces: Sequence[tuple[Sequence[int], bool]]) -> tuple[list[int], list[int]]:
    """Concatenate transcript pieces and label their tokens.

    Args:
        pieces: ``(token_ids, is_action)`` in transcript order.

    Returns:
        The concatenated ids and their segment ids (actions numbered 0, 1, ... in order; others -1).
    """
    ids: list[int] = []
    labels: list[int] = []
    action_index = 0
    for token_ids, is_action in pieces:
        ids.extend(token_ids)
        labels.extend([action_index if is_action else -1] * len(token_ids))
        action_index += int(is_action)
    return ids, labels


class TokenSegments(gym.Wrapper):
    """Tokenize each action; add ``info["action_ids"]`` and ``info["segment_ids"]``.

    In the one-row-per-step layout every action is segment 0 of its own row; with
    ``accumulate=True`` the wrapper keeps a running transcript (observations as non-action tokens) and
    reports its ids and labels in ``info["transcript_ids"]`` and ``info["transcript_segment_ids"]``.
    """

    def __init__(self, env: gym.Env, tokenizer: Any, *, accumulate: bool = False):
        """Wrap ``env``.

        Args:
            env: A text-agent env.
            tokenizer: Any tokenizer with ``__call__(text, add_special_tokens=False)``.
            accumulate: Also keep an accumulated transcript.
        """
        super().__init__(env)
        self.tokenizer = tokenizer
        self.accumulate = accumulate
        self._pieces: list[tuple[list[int], bool]] = []

    def _ids(self, text: str) -> list[int]:
        return list(self.tokenizer(text, add_special_tokens=False)["input_ids"])

    def reset(self, **kwargs):
        """Reset; the transcript starts with the first observation."""
        obs, info = self.env.reset(**kwargs)
        self._pieces = [(self._ids(obs), False)] if self.accumulate else []
        return obs, info

    def step(self, action: str):
        """Step and label the action's tokens."""
        obs, reward, terminated, truncated, info = self.env.step(action)
        action_ids = self._ids(action if isinstance(action, str) else str(action))
        info["action_ids"] = action_ids
        info["segment_ids"] = [0] * len(action_ids)
        if self.accumulate:
            self._pieces.append((action_ids, True))
            if not (terminated or truncated):
                self._pieces.append((self._ids(obs), False))
            info["transcript_ids"], info["transcript_segment_ids"] = segment_ids_for(self._pieces)
        return obs, reward, terminated, truncated, info
