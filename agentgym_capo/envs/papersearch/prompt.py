"""The paper-search prompt (the CAPO paper's appendix) and tool schemas, rendered from the env state.

The user prompt has ``### `` sections: User Query, History Actions, Paper List, Instructions, Output Format
(and Tool Definitions when ``inline_tool_definitions=True``; normally the chat template prints ``tools``).
The Output Format section is our own wording of the reference implementation's placeholder block.
"""

from __future__ import annotations

import json
from collections.abc import Sequence
from dataclasses import dataclass

from agentgym_capo.envs.papersearch.records import Paper
from agentgym_capo.envs.toolcalls import ToolSpec

__all__ = ["SYSTEM_PROMPT", "TOOLS", "PoolEntry", "cut_words", "render_paper_list", "render_user_prompt"]

SYSTEM_PROMPT = "You are a research agent. Your goal is to find papers relevant to the User Query."

TOOLS: tuple[ToolSpec, ...] = (
    ToolSpec(
        name="search",
        description="Search for relevant papers with the hybrid retrieval API.",
        parameters={
            "type": "object",
            "properties": {"query": {
                "type": "string",
                "description": "A single search query in natural language or keywords. Must differ from all "
                               "history queries.",
            }},
            "required": ["query"],
        },
        bare_string_argument="query",
    ),
    ToolSpec(
        name="expand",
        description="Expand from an existing paper by merging its citations and references to surface more "
                    "related works.",
        parameters={
            "type": "object",
            "properties": {"paper_id": {
                "type": "string",
                "description": "The paper identifier of a paper already present in the current paper list.",
            }},
            "required": ["paper_id"],
        },
        bare_string_argument="paper_id",
    ),
)

INSTRUCTIONS = (
    "- Analyze the Paper List and History Actions to determine the next set of actions. Enclose your analysis "
    "of the state and decision logic within `<analysis>...</analysis>` tags.\n"
    "- You support parallel tool calling. You should output multiple tool calls in a single step if several "
    "independent actions are valuable at the current state.\n"
    "- Attend to the history actions and avoid repeating the same search query or expanding the same paper."
)
OUTPUT_FORMAT = (
    "<analysis>\n[Your analysis of the paper list and history, and the plan for this step]\n</analysis>\n"
    "<tool_call>\n{\"name\": \"search\", \"arguments\": {\"query\": \"...\"}}\n</tool_call>\n"
    "<tool_call>\n{\"name\": \"expand\", \"arguments\": {\"paper_id\": \"...\"}}\n</tool_call>\n"
    "(one <tool_call> block per action; up to {max_calls} per step; a response without any tool call ends the search)"
)
LEGEND = (
    "Paper Pool Status:\n"
    "- [EXP]: Paper has been expanded already.\n"
    "- [NEW]: New paper found via search or expansion.\n"
    "- Format: [paper_id] (score) [STATUS] Title"
)


@dataclass
class PoolEntry:
    """One paper in the pool."""

    paper: Paper
    score: float
    source: str
    origin: str
    expanded: bool = False


def cut_words(text: str, limit: int) -> str:
    """The first ``limit`` words of ``text``, with ``...`` appended when it was cut."""
    words = text.split()
    return text if len(words) <= limit else " ".join(words[:limit]) + "..."


def render_paper_list(pool: dict[str, PoolEntry], display_size: int, abstract_words: int) -> str:
    """The Paper List section: the top ``display_size/2`` expanded and unexpanded papers, by score."""
    if not pool:
        return "No papers in the pool."
    half = max(1, display_size // 2)
    order = sorted(pool.items(), key=lambda item: (-item[1].score, item[0]))
    expanded = [item for item in order if item[1].expanded][:half]
    fresh = [item for item in order if not item[1].expanded][:half]
    shown = sorted(expanded + fresh, key=lambda item: (-item[1].score, item[0]))
    entries = [
        f"[{pid}] ({entry.score:.2f}) [{'EXP' if entry.expanded else 'NEW'}] {entry.paper.title}\n"
        f"Abstract: {cut_words(entry.paper.abstract, abstract_words)}"
        for pid, entry in shown
    ]
    return LEGEND + "\n\n" + "\n\n".join(entries)


def render_user_prompt(
    question: str,
    history: Sequence[str],
    paper_list: str,
    max_calls: int,
    inline_tools: bool = False,
) -> str:
    """The full user prompt."""
    sections = [
        ("User Query", question),
        ("History Actions", "\n".join(history) if history else "None"),
        ("Paper List", paper_list),
        ("Instructions", INSTRUCTIONS),
    ]
    if inline_tools:
        sections.append(("Tool Definitions", json.dumps([tool.to_openai() for tool in TOOLS], indent=2)))
    sections.append(("Output Format", OUTPUT_FORMAT.replace("{max_calls}", str(max_calls))))
    return "\n\n".join(f"### {title}\n{body}" for title, body in sections)
