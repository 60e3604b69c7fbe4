"""The multi-hop QA prompt: system prompt, the ``search`` tool, and the user prompt rendered from state.

The user prompt has ``### `` sections in the spec's order (§5): User Query, History Actions, Retrieved
Passages, Recent tool / format issues, Instructions, Output Format (and Tool Definition when asked for).
Passages are cut to ``passage_chars`` with newlines turned into spaces; the passage block is capped at
``passage_budget_chars``, the rest collapsed into one ``... (N more passages truncated)`` line. The head of
the prompt (query, history) comes first and is never cut.
"""

from __future__ import annotations

import json
from collections.abc import Sequence
from dataclasses import dataclass

from agentgym_capo.envs.toolcalls import ToolSpec

SYSTEM_PROMPT = (
    "You are a research agent. Your goal is to answer the User Query using Wikipedia search evidence."
)

SEARCH_TOOL = ToolSpec(
    name="search",
    description=(
        "Search Wikipedia for passages relevant to the user question. Use natural-language or keyword "
        "queries; must differ from prior history queries when possible."
    ),
    parameters={
        "type": "object",
        "properties": {
            "query": {
                "type": "string",
                "description": (
                    "A single search query (natural language or keywords). Must differ from all history "
                    "queries when seeking new evidence."
                ),
            }
        },
        "required": ["query"],
    },
    aliases=("wiki_search",),
    bare_string_argument="query",
)

INSTRUCTIONS = (
    "- Analyse the Retrieved Passages and History Actions to determine the next set of actions. Enclose your "
    "analysis in <analysis>...</analysis> tags.",
    "- You support parallel tool calling: output several tool calls in one step if several independent "
    "actions are valuable.",
    "- Attend to the History Actions and avoid repeating the same search queries. When you can answer from "
    "the current passages, put the short final answer inside <answer></answer> tags instead of further "
    "tool calls.",
)

OUTPUT_FORMAT = (
    "<analysis>\n...\n</analysis>\n"
    "<tool_call>\nTool call 1\n</tool_call>\n<tool_call>\nTool call 2\n</tool_call>\n..."
)


@dataclass(frozen=True)
class RetrievedPassage:
    """One passage in the state: the query that first retrieved it, its text and its corpus id."""

    query: str
    text: str
    doc_id: str


def render_passages(passages: Sequence[RetrievedPassage], passage_chars: int, budget_chars: int) -> str:
    """The Retrieved Passages block (``None`` when empty), cut to the budget."""
    if not passages:
        return "None"
    lines: list[str] = []
    used = 0
    for number, passage in enumerate(passages, start=1):
        text = passage.text[:passage_chars].replace("\r", " ").replace("\n", " ")
        query = passage.query.replace("\n", " ")
        line = f"[{number}] (query: {query}) {text}"
        if lines and used + len(line) + 1 > budget_chars:
            lines.append(f"... ({len(passages) - number + 1} more passages truncated)")
            break
        if not lines and len(line) > budget_chars:
            line = line[:budget_chars]
        lines.append(line)
        used += len(line) + 1
    return "\n".join(lines)


def render_user_prompt(
    question: str,
    history: Sequence[str],
    passages: Sequence[RetrievedPassage],
    feedback: Sequence[str],
    *,
    passage_chars: int,
    budget_chars: int,
    inline_tool_definitions: bool = False,
) -> str:
    """Render the full user prompt from the episode state."""
    history_block = "\n".join(f"[Search] {query}" for query in history) if history else "None"
    recent = list(feedback)[-3:]
    issues = "\n".join(f"- {line}" for line in recent) if recent else "None"
    sections = [
        f"### User Query\n{question}",
        f"### History Actions\n{history_block}",
        f"### Retrieved Passages\n{render_passages(passages, passage_chars, budget_chars)}",
        f"### Recent tool / format issues\n{issues}",
        "### Instructions\n" + "\n".join(INSTRUCTIONS),
    ]
    if inline_tool_definitions:
        sections.append(
            "### Tool Definition\n" + json.dumps(SEARCH_TOOL.to_openai(), ensure_ascii=False)
        )
    sections.append(f"### Output Format\n{OUTPUT_FORMAT}")
    return "\n\n".join(sections)


def search_call(query: str) -> str:
    """The text of one well-formed ``search`` tool call."""
    return (
        "<tool_call>"
        + json.dumps({"name": "search", "arguments": {"query": query}}, ensure_ascii=False)
        + ("</tool_call>")
    )
