"""Chat rendering and token-segment annotation with the real (offline) tokenizer."""

from __future__ import annotations

import gymnasium as gym
import pytest

from agentgym_capo.errors import ConfigError
from agentgym_capo.wrappers import ChatPrompt, TokenSegments, segment_ids_for


def test_chat_prompt_renders_messages_with_the_template(tiny_tokenizer):
    env = ChatPrompt(gym.make("capo/Chain-v0"), tiny_tokenizer)
    obs, info = env.reset(seed=0)
    assert obs in info["prompt_text"] and info["prompt_text"].rstrip().endswith("assistant")
    assert tiny_tokenizer.decode(info["prompt_ids"]) == info["prompt_text"]
    obs, *_, info = env.step(env.unwrapped.oracle_action())
    assert obs in info["prompt_text"]


def test_chat_prompt_needs_a_template(tiny_tokenizer):
    class NoTemplate:
        chat_template = None

    with pytest.raises(ConfigError, match="chat template"):
        ChatPrompt(gym.make("capo/Chain-v0"), NoTemplate())


def test_token_segments_label_the_action_span(tiny_tokenizer):
    env = TokenSegments(gym.make("capo/Chain-v0"), tiny_tokenizer, accumulate=True)
    obs, _ = env.reset(seed=0)
    action = env.unwrapped.oracle_action()
    *_, info = env.step(action)
    assert tiny_tokenizer.decode(info["action_ids"]) == action
    assert info["segment_ids"] == [0] * len(info["action_ids"])
    *_, info = env.step(env.unwrapped.oracle_action())
    ids, labels = info["transcript_ids"], info["transcript_segment_ids"]
    assert len(ids) == len(labels) and sorted(set(labels)) == [-1, 0, 1]
    first_action = [t for t, s in zip(ids, labels, strict=False) if s == 0]
    assert tiny_tokenizer.decode(first_action) == action


def test_segment_ids_for_numbers_actions_in_order():
    ids, labels = segment_ids_for([([1, 2], False), ([3], True), ([4, 5], False), ([6, 7], True)])
    assert ids == [1, 2, 3, 4, 5, 6, 7] and labels == [-1, -1, 0, -1, -1, 1, 1]
