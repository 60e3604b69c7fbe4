"""The tools an agent calls to act in a registered env, and the action text each call becomes.

Every registered env reads one complete model response per step (``<tool_call>`` blocks, ``<answer>``, or a
bare command for the sanity envs). Libraries that call tools as functions (TRL's ``environment_factory``,
verifiers' tool-calling agents) need the same actions as named, typed calls. This module gives, for an env:

* :func:`agent_tools` — its :class:`~agentgym_capo.envs.toolcalls.ToolSpec` list: the env's own tools plus,
  for envs whose episode ends on a response *without* a tool call, one closing tool (see below);
* :func:`tool_call_action` — the exact action text one call becomes, so ``env.step`` parses it as the env's
  own grammar would (``<tool_call>{"name": ..., "arguments": ...}</tool_call>``).

Choices made here:

* **Closing tools.** In a tool-calling loop the episode's last response has no tool call, and the library
  stops without showing it to the env. Envs that *score* that last response get a tool for it, keyed by the
  env class in :data:`CLOSING_TOOLS`: the QA envs read ``<answer>…</answer>`` (tool ``answer(answer)``),
  paper search ends on a response with no tool call (tool ``finish()``). Every other env (Chain,
  LengthBandit, WebShop, ALFWorld, TextWorld) acts only through its ``env_step(command)`` tool, which its
  parser accepts in every state, so no tool is added. Chain and LengthBandit also accept a bare command
  text; through a tool it is the ``command`` argument.
* One call is one env step. A model that writes several tool calls in one turn gets them executed in order,
  each as its own step, so each gets its own reward and segment record (the QA and paper-search envs accept
  several calls per step when driven with whole responses; see ``docs/interop/trl.md``).
"""

from __future__ import annotations

import json
from collections.abc import Callable, Mapping
from dataclasses import dataclass
from typing import Any

import gymnasium as gym

from agentgym_capo.envs.toolcalls import ToolSpec

__all__ = ["CLOSING_TOOLS", "ClosingTool", "agent_tools", "tool_call_action", "tools_system_prompt"]


@dataclass(frozen=True)
class ClosingTool:
    """A tool that stands for an env's final, tool-free response.

    Attributes:
        spec: The tool's schema.
        action: Builds the response text from the call's arguments.
    """

    spec: ToolSpec
    action: Callable[[Mapping[str, Any]], str]


_ANSWER = ClosingTool(
    ToolSpec(
        "answer", "Give the final answer to the question; this ends the episode.",
        {"type": "object",
         "properties": {"answer": {"type": "string", "description": "The short final answer."}},
         "required": ["answer"]},
    ),
    lambda arguments: f"<answer>{arguments.get('answer', '')}</answer>",
)
_FINISH = ClosingTool(
    ToolSpec("finish", "Stop searching; the current paper list is your result. This ends the episode.",
             {"type": "object", "properties": {}, "required": []}),
    lambda arguments: "Done.",
)

CLOSING_TOOLS: dict[str, ClosingTool] = {
    "agentgym_capo.envs.qa.env:MultiHopQAEnv": _ANSWER,
    "agentgym_capo.envs.papersearch.env:PaperSearchEnv": _FINISH,
}
"""Env class (``module:Name``) -> the tool standing for its final, tool-free response."""


def _class_key(env: gym.Env) -> str:
    unwrapped = env.unwrapped
    return f"{type(unwrapped).__module__}:{type(unwrapped).__name__}"


def agent_tools(env: gym.Env) -> list[ToolSpec]:
    """Return the tools an agent uses to act in ``env``: the env's own tools, then its closing tool if any."""
    tools = list(env.unwrapped.tools)
    closing = CLOSING_TOOLS.get(_class_key(env))
    if closing is not None and closing.spec.name not in {tool.name for tool in tools}:
        tools.append(closing.spec)
    return tools


def tool_call_action(env: gym.Env, name: str, arguments: Mapping[str, Any]) -> str:
    """Return the action text that one call of tool ``name`` with ``arguments`` becomes in ``env``.

    A closing tool becomes its final response; any other name (even one the env does not know, so that the env
    itself answers with its usual feedback) becomes one ``<tool_call>`` block.
    """
    closing = CLOSING_TOOLS.get(_class_key(env))
    if closing is not None and name == closing.spec.name:
        return closing.action(arguments)
    payload = {"name": name, "arguments": dict(arguments)}
    return "<tool_call>" + json.dumps(payload, ensure_ascii=False, default=str) + "</tool_call>"


def tools_system_prompt(env: gym.Env) -> str:
    """Return the env's system prompt with its tools described in text (the Hermes/Qwen layout).

    For stacks that send plain chat messages to a model server (no ``tools=`` rendering by a chat template),
    so that the model still sees the tool schemas and the ``<tool_call>`` syntax the env parses.
    """
    unwrapped = env.unwrapped
    parts = [unwrapped.system_prompt] if unwrapped.system_prompt else []
    if unwrapped.tools:
        schemas = "\n".join(json.dumps(tool.to_openai(), ensure_ascii=False) for tool in unwrapped.tools)
        parts.append(
            "# Tools\n\nYou may call one or more functions to assist with the user query.\n\n"
            f"You are provided with function signatures within <tools></tools> XML tags:\n<tools>\n{schemas}\n"
            "</tools>\n\nFor each function call, return a json object with function name and arguments within "
            '<tool_call></tool_call> XML tags:\n<tool_call>\n{"name": <function-name>, "arguments": '
            "<args-json-object>}\n</tool_call>")
    return "\n\n".join(parts)
