"""Text-agent environments; importing this package registers every ``capo/`` id."""

from agentgym_capo.envs.core import ActionSegment, StepOutcome, TextAgentEnv, UnicodeText
from agentgym_capo.envs.registry import ENV_TABLE, make, register_all, registered_ids
from agentgym_capo.envs.toolcalls import ParsedAction, ToolCall, ToolSpec, parse_action

register_all()

__all__ = [
    "ENV_TABLE",
    "ActionSegment",
    "ParsedAction",
    "StepOutcome",
    "TextAgentEnv",
    "ToolCall",
    "ToolSpec",
    "UnicodeText",
    "make",
    "parse_action",
    "register_all",
    "registered_ids",
]
