"""The tool-call parser over a corpus of real-looking model outputs: correct, partly correct, broken."""
# ruff: noqa: E501  (the corpus of model outputs reads best one case per line)

from __future__ import annotations

import pytest

from agentgym_capo.envs.core import env_step_tool
from agentgym_capo.envs.toolcalls import CallStatus, ToolSpec, parse_action

SEARCH = ToolSpec("search", "Search.", {"type": "object", "properties": {"query": {"type": "string"}},
                                        "required": ["query"]}, aliases=("wiki_search",), bare_string_argument="query")
EXPAND = ToolSpec("expand", "Expand.", {"type": "object", "properties": {"paper_id": {"type": "string"},
                                                                         "k": {"type": "integer"}},
                                        "required": ["paper_id"]})
TOOLS = [SEARCH, EXPAND, env_step_tool()]


def test_a_clean_call_with_reasoning():
    text = ('<think>I should look for the director first.</think>\n'
            '<tool_call>\n{"name": "search", "arguments": {"query": "director of Jaws"}}\n</tool_call>')
    parsed = parse_action(text, TOOLS)
    assert parsed.format_ok and parsed.feedback() == []
    assert [(c.name, c.arguments) for c in parsed.calls] == [("search", {"query": "director of Jaws"})]


def test_parallel_calls_up_to_the_cap_and_the_rest_reported():
    body = "".join(f'<tool_call>{{"name": "search", "arguments": {{"query": "q{i}"}}}}</tool_call>' for i in range(6))
    parsed = parse_action(body, TOOLS, max_calls=4)
    assert [c.arguments["query"] for c in parsed.calls] == ["q0", "q1", "q2", "q3"]
    assert [b.status for b in parsed.blocks[4:]] == [CallStatus.OVER_LIMIT] * 2
    assert "Only the first 4 tool calls were executed; 2 ignored." in parsed.feedback()
    assert not parsed.format_ok


def test_python_literal_fallback_string_arguments_alias_and_bare_string():
    parsed = parse_action(
        "<tool_call>{'name': 'wiki_search', 'arguments': {'query': 'Paris'}}</tool_call>"
        '<tool_call>{"name": "search", "arguments": "{\\"query\\": \\"Rome\\"}"}</tool_call>'
        '<tool_call>{"name": "search", "arguments": "Berlin"}</tool_call>', TOOLS, max_calls=5)
    assert [(c.name, c.arguments["query"]) for c in parsed.calls] == [
        ("search", "Paris"), ("search", "Rome"), ("search", "Berlin")]


@pytest.mark.parametrize(("text", "status", "message"), [
    ('<tool_call>{"name": "search", "arguments": {"query": "x"</tool_call>', CallStatus.MALFORMED, "could not be parsed"),
    ('<tool_call>{"name": "serch", "arguments": {"query": "x"}}</tool_call>', CallStatus.UNKNOWN_TOOL, "Unknown tool 'serch'"),
    ('<tool_call>{"name": "search", "arguments": {}}</tool_call>', CallStatus.BAD_ARGUMENTS, "missing required argument 'query'"),
    ('<tool_call>{"name": "search", "arguments": {"query": "  "}}</tool_call>', CallStatus.BAD_ARGUMENTS, "non-empty"),
    ('<tool_call>{"name": "expand", "arguments": {"paper_id": "p1", "k": "three"}}</tool_call>',
     CallStatus.BAD_ARGUMENTS, "must be of type integer"),
    ('<tool_call>{"name": "expand", "arguments": {"paper_id": "p1", "k": true}}</tool_call>',
     CallStatus.BAD_ARGUMENTS, "must be of type integer"),
    ('<tool_call>{"arguments": {"query": "x"}}</tool_call>', CallStatus.MALFORMED, 'no "name"'),
    ('<tool_call>["search", "x"]</tool_call>', CallStatus.MALFORMED, "could not be parsed"),
    ('<tool_call>{"name": "search", "arguments": {"query": "cut off', CallStatus.MALFORMED, "never closed"),
    ('<tool_call>{"name": "search", "arguments": 7}</tool_call>', CallStatus.BAD_ARGUMENTS, "JSON object"),
])
def test_broken_calls_get_a_specific_explanation(text, status, message):
    parsed = parse_action(text, TOOLS)
    assert parsed.blocks[0].status is status
    assert any(message in line for line in parsed.feedback()), parsed.feedback()
    assert not parsed.format_ok and parsed.calls == []


def test_calls_inside_reasoning_are_ignored_even_when_unclosed():
    parsed = parse_action('<think>maybe <tool_call>{"name": "search", "arguments": {"query": "x"}}</tool_call>',
                          TOOLS)
    assert parsed.blocks == [] and parsed.visible_text == ""
    parsed = parse_action('<analysis>draft <answer>no</answer></analysis><answer> yes </answer>', TOOLS)
    assert parsed.answer == "yes" and parsed.format_ok


def test_answers_last_one_wins_and_unclosed_is_reported():
    assert parse_action("<answer>a</answer> then <answer>b</answer>", TOOLS).answer == "b"
    parsed = parse_action("The answer is <answer>Paris", TOOLS)
    assert parsed.answer is None and "never closed" in parsed.feedback()[0]


def test_junk_is_never_an_exception():
    for junk in [None, 42, b"\xff\xfe bytes", "\x00\x00", "\ud800 lone surrogate", "x" * 50_000,
                 "<tool_call>" * 500, "<tool_call>" + "[" * 5000 + "</tool_call>",
                 "<tool_call>{'name': __import__('os').system('echo hi')}</tool_call>"]:
        parsed = parse_action(junk, TOOLS)
        assert not parsed.format_ok
        assert parsed.feedback()
    plain = parse_action("{" * 10_000, TOOLS)  # no markup at all: whether that is valid is the env's call
    assert plain.blocks == [] and plain.answer is None


def test_over_long_responses_are_cut_and_explained():
    parsed = parse_action("a" * 30_000 + '<tool_call>{"name": "search", "arguments": {"query": "x"}}</tool_call>',
                          TOOLS, max_chars=20_000)
    assert parsed.calls == [] and "the limit is 20,000" in parsed.feedback()[0]


def test_tool_schema_is_openai_style():
    schema = SEARCH.to_openai()
    assert schema["type"] == "function" and schema["function"]["parameters"]["required"] == ["query"]
