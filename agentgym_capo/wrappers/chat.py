"""Render each state's chat messages with a tokenizer's chat template."""

from __future__ import annotations

from typing import Any

import gymnasium as gym

from agentgym_capo.errors import ConfigError

__all__ = ["ChatPrompt", "render_prompt"]


def render_prompt(tokenizer: Any, messages: list[dict], tools: list[dict] | None = None) -> tuple[str, list[int]]:
    """Return the templated prompt text (ending with the generation prompt) and its token ids.

    Args:
        tokenizer: A ``transformers`` tokenizer with a chat template.
        messages: Chat messages (``info["messages"]``).
        tools: OpenAI-style tool schemas to pass to the template, or None to leave them out (the env's
            prompt already describes its tools; many small models' templates reject a ``tools`` argument).
    """
    kwargs = {"tools": tools} if tools else {}
    text = tokenizer.apply_chat_template(messages, tokenize=False, add_generation_prompt=True, **kwargs)
    ids = tokenizer(text, add_special_tokens=False)["input_ids"]
    return text, list(ids)


class ChatPrompt(gym.Wrapper):
    """Add ``info["prompt_text"]`` and ``info["prompt_ids"]``: the state rendered by a chat template.

    The observation itself stays the plain prompt text, so the observation space is unchanged.
    """

    def __init__(self, env: gym.Env, tokenizer: Any, *, include_tools: bool = False):
        """Wrap ``env``.

        Args:
            env: A text-agent env whose info carries ``messages`` and ``tools``.
            tokenizer: A tokenizer with a chat template.
            include_tools: Pass ``info["tools"]`` to the chat template.
        """
        if getattr(tokenizer, "chat_template", None) is None:
            raise ConfigError(
                f"ChatPrompt needs a tokenizer with a chat template; {type(tokenizer).__name__} has none. "
                "Set tokenizer.chat_template or use an instruction-tuned model's tokenizer.")
        super().__init__(env)
        self.tokenizer = tokenizer
        self.include_tools = include_tools

    def _annotate(self, info: dict) -> dict:
        text, ids = render_prompt(self.tokenizer, info["messages"], info["tools"] if self.include_tools else None)
        info["prompt_text"], info["prompt_ids"] = text, ids
        return info

    def reset(self, **kwargs):
        """Reset and render the first prompt."""
        obs, info = self.env.reset(**kwargs)
        return obs, self._annotate(info)

    def step(self, action):
        """Step and render the next prompt."""
        obs, reward, terminated, truncated, info = self.env.step(action)
        return obs, reward, terminated, truncated, self._annotate(info)
