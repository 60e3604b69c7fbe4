"""The WebShop prompt: system text, the ``env_step`` tool, and the user prompt of one step (CAPO paper layout).

The user prompt is a list of ``### <Section>`` blocks: the shopping instruction, the current page (prefixed
with the last invalid-call/action notice), the last ``history_window`` (page, action) pairs, the available
actions and the instruction bullets; ``section_order="reference"`` puts the history before the page, and
``inline_tool_definitions`` appends the tool's JSON schema.
"""

from __future__ import annotations

import json
from collections.abc import Sequence

from agentgym_capo.envs.toolcalls import ToolSpec

__all__ = ["ENV_STEP_TOOL", "INSTRUCTION_BULLETS", "INVALID_CALL_NOTICE", "SYSTEM_PROMPT", "render_user_prompt"]

SYSTEM_PROMPT = (
    "You are acting in the WebShop text environment. Your goal is to find and buy the product that best "
    "satisfies the shopping instruction. Use exactly one executable WebShop action each turn through the "
    "env_step tool. Do not explain."
)
ENV_STEP_TOOL = ToolSpec(
    name="env_step",
    description="Execute one WebShop action and return the next observation.",
    parameters={
        "type": "object",
        "properties": {
            "command": {
                "type": "string",
                "description": "A single action such as `search[wireless headphones]` or `click[Buy Now]`.",
            }
        },
        "required": ["command"],
    },
    bare_string_argument="command",
)
INSTRUCTION_BULLETS = (
    "- Use exactly one action through the `env_step` tool.",
    "- The `command` must be one available action exactly, except replace `<your query>` in "
    "`search[<your query>]` with concise product keywords.",
    "- Click product ASINs, option values, `Description`, `Features`, `Reviews`, `Back to Search`, "
    "`Back to Item`, or `Buy Now` only when listed above.",
    "- Buy only when the selected product and options satisfy the shopping instruction.",
)
INVALID_CALL_NOTICE = (
    'Invalid tool call. You must call the env_step tool exactly once with JSON arguments like {{"command": '
    '"search[wireless headphones]"}} or {{"command": "click[Buy Now]"}}. Reason: {reason}. '
    "The environment state did not change."
)

def render_user_prompt(instruction: str, current: str, past: Sequence[tuple[str, str]],
                       available_actions: Sequence[str], *, history_window: int, history_obs_chars: int,
                       section_order: str = "paper", inline_tool_definitions: bool = False) -> str:
    """The user prompt of one step.

    Args:
        instruction: The goal's shopping instruction.
        current: The current page text (with any notice already prefixed).
        past: Every earlier (page, action) pair of the episode, oldest first.
        available_actions: The actions the page offers.
        history_window: How many of the last pairs to show (0: none).
        history_obs_chars: Each past page is cut to this many characters.
        section_order: ``paper`` or ``reference`` (history before the current page).
        inline_tool_definitions: Append the ``env_step`` schema as a section.
    """
    history = "None"
    if past and history_window:
        first = max(0, len(past) - history_window)
        lines = []
        for number, (page, action) in enumerate(past[first:], start=first + 1):
            lines += [f"[Observation {number}]", page[:history_obs_chars], f"[Action {number}]", action]
        history = "\n".join(lines)
    sections = {
        "Shopping Instruction": instruction,
        "Current Observation": current,
        "Recent History": history,
        "Available Actions": "\n".join(f"- {a}" for a in available_actions) if available_actions else "None",
        "Instructions": "\n".join(INSTRUCTION_BULLETS),
    }
    order = ["Shopping Instruction", "Current Observation", "Recent History"]
    if section_order == "reference":
        order = ["Shopping Instruction", "Recent History", "Current Observation"]
    order += ["Available Actions", "Instructions"]
    if inline_tool_definitions:
        sections["Tool Definition"] = json.dumps(ENV_STEP_TOOL.to_openai(), indent=2)
        order.append("Tool Definition")
    return "\n\n".join(f"### {name}\n{sections[name]}" for name in order)
