"""Parse one complete LLM response into tool calls and an answer, and explain what was wrong with it.

The grammar every env accepts (Hermes-style, as the CAPO paper's prompts ask for)::

    <think> free reasoning, ignored </think>
    <tool_call>{"name": "search", "arguments": {"query": "..."}}</tool_call>   (one or more)
    <answer> final answer </answer>                                              (optional)

Parsing never raises on model output. Everything the model got wrong becomes a human-readable feedback line
that the env shows in the next observation, and ``format_ok`` is False.

Choices made here (the specs leave them open or agree on them):

* ``<think>…</think>`` and ``<analysis>…</analysis>`` spans are removed first; an unclosed one runs to the end
  of the text, so a tool call inside reasoning is never executed.
* A block body is parsed as JSON, then as a Python literal (``ast.literal_eval``) when it is at most 8,192
  characters and contains no ``__``. ``arguments`` may be an object or a string holding a JSON object; a
  bare string is taken as the tool's ``bare_string_argument`` when it declares one.
* An unclosed final ``<tool_call>`` (a truncated generation) is a malformed block.
* Calls beyond ``max_calls`` keep their parse but get the status ``over_limit`` and are not executed.
* Required string arguments must be non-empty after stripping whitespace.
* Responses longer than ``max_chars`` are cut to ``max_chars`` before parsing, with a feedback line.
* Text holding lone surrogates, NUL bytes or U+FFFD replacement characters (what undecodable bytes turn into)
  is flagged as not valid UTF-8; those characters are dropped before parsing.
"""

from __future__ import annotations

import ast
import enum
import json
import re
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any

__all__ = [
    "CallStatus",
    "ParsedAction",
    "ToolCall",
    "ToolSpec",
    "parse_action",
    "strip_reasoning",
]

_REASONING_SPAN = re.compile(r"<(think|analysis)>.*?(?:</\1>|\Z)", re.DOTALL | re.IGNORECASE)
_STRAY_REASONING_CLOSE = re.compile(r"</(?:think|analysis)>", re.IGNORECASE)
_TOOL_CALL_BLOCK = re.compile(r"<tool_call>(.*?)(</tool_call>|\Z)", re.DOTALL | re.IGNORECASE)
_ANSWER_OPEN = re.compile(r"<answer>", re.IGNORECASE)
_ANSWER_BLOCK = re.compile(r"<answer>(.*?)</answer>", re.DOTALL | re.IGNORECASE)
_LITERAL_FALLBACK_MAX_CHARS = 8192
_JSON_TYPES: dict[str, tuple[type, ...]] = {
    "string": (str,),
    "integer": (int,),
    "number": (int, float),
    "boolean": (bool,),
    "array": (list, tuple),
    "object": (dict,),
}
_NOT_UTF8 = re.compile("[\ud800-\udfff\x00\ufffd]")


class CallStatus(enum.StrEnum):
    """What became of one ``<tool_call>`` block."""

    OK = "ok"
    MALFORMED = "malformed"
    UNKNOWN_TOOL = "unknown_tool"
    BAD_ARGUMENTS = "bad_arguments"
    OVER_LIMIT = "over_limit"


@dataclass(frozen=True)
class ToolSpec:
    """One tool an env offers, described as an OpenAI-style function schema.

    Attributes:
        name: The tool name the model must write.
        description: One sentence the model reads in the tool list.
        parameters: JSON schema of the arguments: ``{"type": "object", "properties": {...}, "required": [...]}``.
        aliases: Other names accepted for this tool (normalised to ``name``).
        bare_string_argument: If set, a call whose arguments are a bare string is read as this argument.
    """

    name: str
    description: str
    parameters: Mapping[str, Any]
    aliases: tuple[str, ...] = ()
    bare_string_argument: str | None = None

    def to_openai(self) -> dict[str, Any]:
        """Return the schema in the OpenAI ``tools`` format that chat templates accept."""
        return {
            "type": "function",
            "function": {
                "name": self.name,
                "description": self.description,
                "parameters": json.loads(json.dumps(self.parameters)),
            },
        }

    def argument_errors(self, arguments: Mapping[str, Any]) -> list[str]:
        """Return what is wrong with ``arguments`` (empty when they fit the schema)."""
        properties = self.parameters.get("properties", {})
        errors = []
        for key in self.parameters.get("required", []):
            if key not in arguments:
                errors.append(f"missing required argument '{key}'")
            elif properties.get(key, {}).get("type") == "string" and isinstance(arguments[key], str):
                if not arguments[key].strip():
                    errors.append(f"argument '{key}' must be a non-empty string")
        for key, value in arguments.items():
            expected = properties.get(key, {}).get("type")
            if expected is None or expected not in _JSON_TYPES:
                continue
            ok = isinstance(value, _JSON_TYPES[expected])
            if expected in ("integer", "number") and isinstance(value, bool):
                ok = False
            if not ok:
                errors.append(f"argument '{key}' must be of type {expected}, got {type(value).__name__}")
        return errors


@dataclass
class ToolCall:
    """One ``<tool_call>`` block, parsed or not.

    Attributes:
        name: The tool name (aliases resolved), or None when the block could not be read.
        arguments: The arguments as a dict (empty when unreadable).
        status: What became of the block.
        error: A human-readable explanation when ``status`` is not ``ok``.
        raw: The block's body as written.
    """

    name: str | None
    arguments: dict[str, Any]
    status: CallStatus
    error: str | None = None
    raw: str = ""

    @property
    def ok(self) -> bool:
        """Whether the call is well-formed and will be executed."""
        return self.status is CallStatus.OK

    def to_dict(self) -> dict[str, Any]:
        """Return a JSON-safe dict (for ``info["segment"]["tool_calls"]``)."""
        return {
            "name": self.name,
            "arguments": json.loads(json.dumps(self.arguments, default=str)),
            "status": self.status.value,
            "error": self.error,
        }


@dataclass
class ParsedAction:
    """Everything read from one response.

    Attributes:
        raw_text: The response as given (after coercion to ``str``).
        visible_text: The response with reasoning spans removed and stripped.
        blocks: Every ``<tool_call>`` block, in order, with its status.
        answer: Content of the last closed ``<answer>`` tag, stripped, or None.
        problems: Feedback lines about the response as a whole (too long, not UTF-8, unclosed answer...).
    """

    raw_text: str
    visible_text: str
    blocks: list[ToolCall] = field(default_factory=list)
    answer: str | None = None
    problems: list[str] = field(default_factory=list)

    @property
    def calls(self) -> list[ToolCall]:
        """The well-formed calls that should be executed, in order."""
        return [block for block in self.blocks if block.ok]

    @property
    def format_ok(self) -> bool:
        """True when nothing at all was wrong with the response's format."""
        return not self.problems and all(block.ok for block in self.blocks)

    @property
    def has_tool_blocks(self) -> bool:
        """Whether the response contains any ``<tool_call>`` block, well-formed or not."""
        return bool(self.blocks)

    def feedback(self) -> list[str]:
        """Return the feedback lines for the next observation (empty when the format was fine)."""
        lines = list(self.problems)
        over_limit = [block for block in self.blocks if block.status is CallStatus.OVER_LIMIT]
        executed = sum(block.ok for block in self.blocks)
        for block in self.blocks:
            if block.error and block.status is not CallStatus.OVER_LIMIT:
                lines.append(block.error)
        if over_limit:
            lines.append(
                f"Only the first {executed} tool call{'s' if executed != 1 else ''} "
                f"{'were' if executed != 1 else 'was'} executed; {len(over_limit)} ignored."
            )
        return lines

    def tool_calls_as_dicts(self) -> list[dict[str, Any]]:
        """Return every block as a JSON-safe dict."""
        return [block.to_dict() for block in self.blocks]


def strip_reasoning(text: str) -> str:
    """Remove ``<think>``/``<analysis>`` spans (an unclosed one runs to the end) and stray closing tags."""
    return _STRAY_REASONING_CLOSE.sub("", _REASONING_SPAN.sub("", text))


def parse_action(
    text: Any,
    tools: Sequence[ToolSpec],
    *,
    max_calls: int = 1,
    max_chars: int = 20_000,
) -> ParsedAction:
    """Parse one complete model response.

    Args:
        text: The model's whole response. Anything that is not a ``str`` is coerced and flagged.
        tools: The tools this env offers.
        max_calls: How many well-formed calls may execute in one step; later ones get ``over_limit``.
        max_chars: Longer responses are cut to this length before parsing.

    Returns:
        A :class:`ParsedAction`; never raises on model output.
    """
    problems: list[str] = []
    text = _coerce_to_text(text, problems)
    if len(text) > max_chars:
        problems.append(
            f"Your response is {len(text):,} characters long; the limit is {max_chars:,}. "
            "Only the beginning was read: answer more briefly."
        )
        text = text[:max_chars]
    if _NOT_UTF8.search(text):
        problems.append("Your response contains characters that are not valid UTF-8 text; they were ignored.")
        clean = _NOT_UTF8.sub("", text)
    else:
        clean = text

    visible = strip_reasoning(clean)
    parsed = ParsedAction(raw_text=text, visible_text=visible.strip(), problems=problems)
    by_name = {alias: tool for tool in tools for alias in (tool.name, *tool.aliases)}
    executed = 0
    for match in _TOOL_CALL_BLOCK.finditer(visible):
        body, closing = match.group(1), match.group(2)
        if not closing:
            call = ToolCall(
                None, {}, CallStatus.MALFORMED,
                "A <tool_call> tag was never closed with </tool_call> (the response may have been cut off).",
                body,
            )
        else:
            call = _parse_block(body, by_name, tools)
        if call.ok:
            if executed >= max_calls:
                call.status = CallStatus.OVER_LIMIT
                call.error = f"Tool call beyond the limit of {max_calls} per step was ignored."
            else:
                executed += 1
        parsed.blocks.append(call)

    answers = _ANSWER_BLOCK.findall(visible)
    if answers:
        parsed.answer = answers[-1].strip()
    elif _ANSWER_OPEN.search(visible):
        problems.append("An <answer> tag was never closed with </answer>.")
    return parsed


def _coerce_to_text(text: Any, problems: list[str]) -> str:
    if isinstance(text, str):
        return text
    if isinstance(text, bytes | bytearray):
        problems.append("The action was given as bytes; it was decoded as UTF-8.")
        return bytes(text).decode("utf-8", errors="replace")
    problems.append(f"The action must be text (a str), got {type(text).__name__}.")
    return "" if text is None else str(text)


def _parse_block(body: str, by_name: Mapping[str, ToolSpec], tools: Sequence[ToolSpec]) -> ToolCall:
    names = ", ".join(tool.name for tool in tools) or "(none)"
    payload = _load_object(body.strip())
    if not isinstance(payload, dict):
        return ToolCall(
            None, {}, CallStatus.MALFORMED,
            'A <tool_call> block could not be parsed. Write strict JSON like '
            '{"name": "<tool>", "arguments": {...}} with double-quoted keys and strings.',
            body,
        )
    name = payload.get("name")
    if not isinstance(name, str) or not name.strip():
        return ToolCall(
            None, {}, CallStatus.MALFORMED,
            f'A <tool_call> block has no "name" string. Available tools: {names}.', body,
        )
    tool = by_name.get(name.strip())
    if tool is None:
        return ToolCall(
            name, {}, CallStatus.UNKNOWN_TOOL,
            f"Unknown tool '{_shorten(name)}'. Available tools: {names}.", body,
        )
    arguments = payload.get("arguments", payload.get("parameters", {}))
    if isinstance(arguments, str):
        loaded = _load_object(arguments.strip())
        if isinstance(loaded, dict):
            arguments = loaded
        elif tool.bare_string_argument:
            arguments = {tool.bare_string_argument: arguments}
    if not isinstance(arguments, dict):
        return ToolCall(
            tool.name, {}, CallStatus.BAD_ARGUMENTS,
            f"The arguments of {tool.name} must be a JSON object, got {type(arguments).__name__}.", body,
        )
    errors = tool.argument_errors(arguments)
    if errors:
        return ToolCall(
            tool.name, arguments, CallStatus.BAD_ARGUMENTS,
            f"The call to {tool.name} has invalid arguments: {'; '.join(errors)}.", body,
        )
    return ToolCall(tool.name, arguments, CallStatus.OK, None, body)


def _load_object(body: str) -> Any:
    try:
        return json.loads(body)
    except (json.JSONDecodeError, RecursionError):
        pass
    if len(body) > _LITERAL_FALLBACK_MAX_CHARS or "__" in body:
        return None
    try:
        return ast.literal_eval(body)
    except (ValueError, SyntaxError, TypeError, MemoryError, RecursionError):
        return None


def _shorten(text: str, limit: int = 60) -> str:
    return text if len(text) <= limit else text[: limit - 1] + "…"
