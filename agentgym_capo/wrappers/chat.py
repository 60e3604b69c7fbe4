"""The one prompt renderer: a state's chat messages through a tokenizer's chat template.

:func:`render_prompt` is what every consumer of a state's prompt uses — the :class:`ChatPrompt` wrapper,
the rollout collector (so the trainer and ``capo eval``) and the TRL adapter
(:class:`~agentgym_capo.interop.trl_rollout.EnvRolloutFunc`) — so one state always becomes the same token ids.

Choice made here (tools): the env's tool schemas (``info["tools"]``) are passed to the chat template when the
env has tools **and** the template reads a ``tools`` variable. That is what the template and the schemas are
for: a tool-aware template (Qwen, Llama 3, SmolLM3 …) renders the schemas in the form the model was trained
on, so leaving them out would hide them from the model in exactly the format it knows. A template that never
mentions ``tools`` would ignore the argument anyway (and some raise on it), so it is not passed there, and the
env's own prompt text, which always describes its actions, is all the model sees. Earlier the wrapper left
tools out, the trainer passed them and the TRL adapter left them out; they now all follow this rule.

The ids are the tokenization of the rendered text without added special tokens (the template already wrote
them), as TRL tokenizes chat prompts.
"""

from __future__ import annotations

from typing import Any

import gymnasium as gym

from agentgym_capo.errors import ConfigError

__all__ = ["ChatPrompt", "render_prompt", "state_messages", "template_supports_tools"]


def template_supports_tools(tokenizer: Any) -> bool:
    """Whether ``tokenizer``'s chat template reads a ``tools`` variable (so schemas passed to it are shown)."""
    template = getattr(tokenizer, "chat_template", None)
    if isinstance(template, dict):  # named templates: the default one renders plain chats
        template = template.get("tool_use") or template.get("default")
    return isinstance(template, str) and "tools" in template


def state_messages(obs: str, info: dict[str, Any]) -> list[dict[str, str]]:
    """The chat messages of a state: ``info["messages"]``, else the observation as one user turn."""
    messages = info.get("messages")
    return list(messages) if messages else [{"role": "user", "content": str(obs)}]


def render_prompt(tokenizer: Any, messages: list[dict], tools: list[dict] | None = None) -> tuple[str, list[int]]:
    """Return the templated prompt text (ending with the generation prompt) and its token ids.

    Args:
        tokenizer: A ``transformers`` tokenizer with a chat template.
        messages: Chat messages (``info["messages"]``, or :func:`state_messages`).
        tools: The env's OpenAI-style tool schemas (``info["tools"]``); passed to the template only when it
            reads them (module docstring).

    Returns:
        ``(text, ids)``.
    """
    kwargs = {"tools": tools} if tools and template_supports_tools(tokenizer) else {}
    text = tokenizer.apply_chat_template(messages, tokenize=False, add_generation_prompt=True, **kwargs)
    ids = tokenizer(text, add_special_tokens=False)["input_ids"]
    return text, [int(token) for token in ids]


class ChatPrompt(gym.Wrapper):
    """Add ``info["prompt_text"]`` and ``info["prompt_ids"]``: the state rendered by :func:`render_prompt`.

    The observation itself stays the plain prompt text, so the observation space is unchanged.
    """

    def __init__(self, env: gym.Env, tokenizer: Any):
        """Wrap ``env``.

        Args:
            env: A text-agent env whose info carries ``messages`` (and ``tools``).
            tokenizer: A tokenizer with a chat template.
        """
        if getattr(tokenizer, "chat_template", None) is None:
            raise ConfigError(
                f"ChatPrompt needs a tokenizer with a chat template; {type(tokenizer).__name__} has none. "
                "Set tokenizer.chat_template or use an instruction-tuned model's tokenizer.")
        super().__init__(env)
        self.tokenizer = tokenizer

    def _annotate(self, obs: str, info: dict) -> dict:
        text, ids = render_prompt(self.tokenizer, state_messages(obs, info), info.get("tools"))
        info["prompt_text"], info["prompt_ids"] = text, ids
        return info

    def reset(self, **kwargs):
        """Reset and render the first prompt."""
        obs, info = self.env.reset(**kwargs)
        return obs, self._annotate(obs, info)

    def step(self, action):
        """Step and render the next prompt."""
        obs, reward, terminated, truncated, info = self.env.step(action)
        return obs, reward, terminated, truncated, self._annotate(obs, info)
