"""``MultiHopQAEnv``: answer a multi-hop question with up to 4 parallel ``search`` calls per step.

Registered as ``capo/HotpotQA-v0`` (splits train/dev), ``capo/2WikiMultihopQA-v0`` and ``capo/MuSiQue-v0``
(dev, evaluation only), 5 steps each. The spec is ``specs/multihop_qa.md``; what it leaves open is decided
here:

* **Action grammar**: ``<tool_call>{"name": "search", "arguments": {"query": "..."}}</tool_call>`` (up to 4
  per step; ``wiki_search`` is an alias; a bare string argument is the query), or ``<answer>...</answer>``.
  A response with any ``<tool_call>`` block is a tool step (an ``<answer>`` next to it is ignored); one
  without is an answer step and ends the episode. Malformed-only tool steps continue with feedback.
* **Reward** (``reward_mode="paper"``): ``+format_reward`` (0.01) for a tool step where at least one valid
  search ran and no block was malformed (unparsable, unknown tool, bad arguments; calls over the limit are
  not "malformed" but do make ``format_ok`` False); the answer step earns EM (or F1 with
  ``answer_metric="f1"``) against the best of the gold answer and its aliases. ``reward_mode="reference"``
  gives 0 for tool steps. A time-out earns no answer reward.
* **Truncation** comes from the registered ``max_episode_steps=5`` (Gymnasium's TimeLimit); the env marks
  that step ``terminal_reason="max_steps"``.
* ``anchor_key`` is the base class's stable hash of the task id and the full pre-action user prompt (the
  reference hashes the prompt alone).
* A retriever exception becomes ``Search failed: <reason>.``; the episode continues.

>>> import gymnasium as gym, agentgym_capo
>>> env = gym.make("capo/HotpotQA-v0", split="dev")
>>> obs, info = env.reset(seed=0)
>>> obs.startswith("### User Query")
True
>>> obs, reward, terminated, truncated, info = env.step(env.unwrapped.oracle_action())  # gold titles
>>> obs, reward, terminated, truncated, info = env.step(env.unwrapped.oracle_action())  # answer
>>> reward, terminated, info["metrics"]["em"]
(1.0, True, 1.0)
"""

from __future__ import annotations

import json
from collections.abc import Callable, Sequence
from typing import Any

from agentgym_capo.checks import require_choices, require_ints
from agentgym_capo.envs.core import StepOutcome, TextAgentEnv
from agentgym_capo.envs.qa import resources
from agentgym_capo.envs.qa.metrics import best_scores, normalize_answer
from agentgym_capo.envs.qa.prompt import (
    SEARCH_TOOL,
    SYSTEM_PROMPT,
    RetrievedPassage,
    render_user_prompt,
    search_call,
)
from agentgym_capo.envs.qa.records import QARecord
from agentgym_capo.envs.toolcalls import CallStatus, ParsedAction
from agentgym_capo.errors import ConfigError, UnknownTaskError
from agentgym_capo.retrieval.cache import RetrievalCache
from agentgym_capo.retrieval.naming import resolve_retriever

MAX_QUERY_CHARS = 512
MALFORMED_FEEDBACK = (
    "Your previous message contained <tool_call>...</tool_call> but the JSON could not be parsed. Use strict "
    "JSON with double-quoted keys and string values; name must be search and arguments must include query."
)
BAD_ARGUMENTS_FEEDBACK = (
    "Previous tool call was recognized but arguments were invalid. For search, arguments must be a JSON "
    "object with a string field query."
)
_MALFORMED = (CallStatus.MALFORMED, CallStatus.UNKNOWN_TOOL, CallStatus.BAD_ARGUMENTS)


def _query_key(query: str) -> str:
    return " ".join(query.casefold().split())


class MultiHopQAEnv(TextAgentEnv):
    """Multi-hop QA over a passage corpus with a ``search`` tool (see the module docstring)."""

    tools = (SEARCH_TOOL,)
    system_prompt = SYSTEM_PROMPT
    max_prompt_chars = 400_000

    def __init__(
        self,
        *,
        dataset: str = "hotpotqa",
        split: str = "train",
        data_dir: str | None = None,
        corpus: str | None = None,
        retriever: str = "sparse",
        top_k: int = 5,
        max_steps: int | None = None,
        max_parallel_calls: int = 4,
        force_first_search: bool = True,
        reward_mode: str = "paper",
        answer_metric: str = "em",
        answer_fallback: str = "whole_response",
        format_reward: float = 0.01,
        passage_chars: int = 1200,
        passage_budget_chars: int = 30720,
        token_counter: Callable[[str], int] | None = None,
        max_prompt_tokens: int = 10240,
        observation_format: str = "text",
        inline_tool_definitions: bool = False,
        embedding_model_path: str | None = None,
        query_instruction: str | None = None,
        retrieval_cache: str | None = None,
        render_mode: str | None = None,
    ) -> None:
        """Create the env.

        Args:
            dataset: ``hotpotqa``, ``2wikimultihopqa`` or ``musique``.
            split: Which split ``reset`` draws from.
            data_dir: A directory with ``dataset.json`` (default: the bundled data).
            corpus: A corpus JSONL path overriding the data directory's corpus.
            retriever: ``sparse`` (default: the shared BM25 index), ``dense``, ``hybrid``, or ``replay``
                (answer every search from ``retrieval_cache`` without any index or model). The old name
                ``bm25`` still works, with a ``DeprecationWarning``.
            top_k: Passages per query.
            max_steps: Step limit reported as ``max_steps`` (default: the registered 5).
            max_parallel_calls: Search calls executed per step; extra calls get feedback.
            force_first_search: Search the question itself on reset (the reference behaviour).
            reward_mode: ``paper`` (format reward for valid tool steps) or ``reference`` (answer reward only).
            answer_metric: ``em`` or ``f1`` for the answer reward (both are always reported).
            answer_fallback: ``whole_response`` (score the visible text when there is no ``<answer>``) or
                ``none`` (score an empty answer).
            format_reward: The paper-mode tool-step reward.
            passage_chars: Characters shown per passage.
            passage_budget_chars: Cap of the passage block.
            token_counter: ``str -> int`` to enforce ``max_prompt_tokens`` by shrinking the passage block.
            max_prompt_tokens: Token budget of the user prompt (with ``token_counter``).
            observation_format: ``text`` (the prompt) or ``raw`` (the state as JSON text).
            inline_tool_definitions: Also print the tool schema in the prompt.
            embedding_model_path: Local sentence-transformers model for ``dense``/``hybrid``.
            query_instruction: Query prefix for the dense model (default: the model's known one).
            retrieval_cache: JSONL file; with a live retriever every search is recorded to it, with
                ``retriever="replay"`` searches are answered from it.
            render_mode: None or ``ansi``.
        """
        retriever = resolve_retriever(retriever, env="QA env")
        require_choices((("retriever", retriever, resources.RETRIEVERS),
                         ("reward_mode", reward_mode, ("paper", "reference")),
                         ("answer_metric", answer_metric, ("em", "f1")),
                         ("answer_fallback", answer_fallback, ("whole_response", "none")),
                         ("observation_format", observation_format, ("text", "raw"))))
        require_ints((("top_k", top_k), ("max_parallel_calls", max_parallel_calls)))
        if retriever == "replay" and not retrieval_cache:
            raise ConfigError("retriever='replay' needs retrieval_cache=<recorded JSONL file>, found None.")
        super().__init__(split=split, max_steps=max_steps, render_mode=render_mode)
        self.dataset = resources.canonical_dataset(dataset)
        self.files = resources.resolve_dataset(self.dataset, data_dir)
        self.records = resources.load_split(self.files, split)
        self._by_id = {record.id: record for record in self.records}
        self.corpus = resources.get_corpus(corpus if corpus is not None else self.files.corpus)
        self.retriever_name = retriever
        self._embedding = (embedding_model_path, query_instruction)
        self._retrieval_cache = retrieval_cache
        self._searcher: Any = None  # resolved lazily: replay envs never load an index
        self.top_k = int(top_k)
        self.max_parallel_calls = int(max_parallel_calls)
        self.force_first_search = force_first_search
        self.reward_mode = reward_mode
        self.answer_metric = answer_metric
        self.answer_fallback = answer_fallback
        self.format_reward = float(format_reward)
        self.passage_chars = int(passage_chars)
        self.passage_budget_chars = int(passage_budget_chars)
        self.token_counter = token_counter
        self.max_prompt_tokens = int(max_prompt_tokens)
        self.observation_format = observation_format
        self.inline_tool_definitions = inline_tool_definitions
        self._reset_state(None)

    # ------------------------------------------------------------------ resources
    @property
    def searcher(self) -> Any:
        """The object answering searches: an index, a recording wrapper, or a replay cache."""
        if self._searcher is None:
            if self.retriever_name == "replay":
                self._searcher = RetrievalCache.replay(self._retrieval_cache)
            else:
                index = resources.get_index(
                    self.files,
                    self.corpus,
                    self.retriever_name,
                    embedding_model_path=self._embedding[0],
                    query_instruction=self._embedding[1],
                )
                self._searcher = (
                    RetrievalCache.recording(index, self._retrieval_cache)
                    if self._retrieval_cache
                    else index
                )
        return self._searcher

    def task_ids(self, split: str | None = None) -> list[str]:
        """Question ids of ``split`` (default: this env's split) in file order."""
        if split is None or split == self.split:
            return [record.id for record in self.records]
        return [record.id for record in resources.load_split(self.files, split)]

    # ------------------------------------------------------------------ episode
    def _reset_state(self, record: QARecord | None) -> None:
        self.record = record
        self.queries: list[str] = []
        self.passages: list[RetrievedPassage] = []
        self._seen_texts: set[str] = set()
        self.feedback_lines: list[str] = []
        self.final_answer: str | None = None
        self.prompt_overflow = False
        self._metrics = {
            "em": 0.0,
            "f1": 0.0,
            "precision": 0.0,
            "recall": 0.0,
            "answered": False,
            "num_searches": 0,
            "n_malformed_calls": 0,
            "support_recall": 0.0,
        }

    def reset(
        self, *, seed: int | None = None, options: dict[str, Any] | None = None
    ) -> tuple[str, dict]:
        """Start an episode; ``options`` may hold ``task_id``, ``task_index`` (file order) or ``traj_id``."""
        options = dict(options or {})
        if "task_index" in options and options.get("task_id") is None:
            index = options.pop("task_index")
            if not isinstance(index, int) or not 0 <= index < len(self.records):
                raise UnknownTaskError(
                    f"Expected task_index in [0, {len(self.records)}) for split {self.split!r}, "
                    f"found {index!r}."
                )
            options["task_id"] = self.records[index].id
        obs, info = super().reset(seed=seed, options=options)
        info.update(
            self._step_info(executed=[], new=0, answer=None, end_event=None, terminal_reason=None)
        )
        info["system_prompt"] = self.system_prompt
        return obs, info

    def _start_task(self, task_id: str) -> str:
        self._reset_state(self._by_id[task_id])
        if self.force_first_search:
            self._run_searches([self.record.question], feedback=[])
        return self.record.question

    def _execute(self, parsed: ParsedAction) -> StepOutcome:
        feedback = list(parsed.problems)
        if parsed.has_tool_blocks:
            executed, new, reward, malformed = self._tool_step(parsed, feedback)
            components = {"format": reward} if self.reward_mode == "paper" else {}
            self._metrics["n_malformed_calls"] += malformed
            self.feedback_lines.extend(feedback)
            reached_limit = self.max_steps is not None and self.steps_taken + 1 >= self.max_steps
            info = self._step_info(executed, new, None, None, "max_steps" if reached_limit else None)
            return StepOutcome(self.record.question, components, False, None, feedback, None, info)
        answer = parsed.answer
        if answer is None:
            answer = parsed.visible_text.strip() if self.answer_fallback == "whole_response" else ""
        scores = (
            best_scores(answer, self.record.answers)
            if answer
            else dict.fromkeys(("em", "f1", "precision", "recall"), 0.0)
        )
        self.final_answer = answer
        self._metrics.update(scores, answered=True)
        self.feedback_lines.extend(feedback)
        success = scores["em"] == 1.0
        components = {"answer": scores["em"] if self.answer_metric == "em" else scores["f1"]}
        info = self._step_info([], 0, answer, "answer", "success" if success else "failure")
        return StepOutcome(self.record.question, components, True, success, feedback, None, info)

    def _tool_step(self, parsed: ParsedAction, feedback: list[str]) -> tuple[list[str], int, float, int]:
        over_limit = 0
        queries: list[str] = []
        malformed = 0
        for block in parsed.blocks:
            if block.status is CallStatus.MALFORMED:
                feedback.append(MALFORMED_FEEDBACK)
            elif block.status is CallStatus.BAD_ARGUMENTS:
                feedback.append(BAD_ARGUMENTS_FEEDBACK)
            elif block.status is CallStatus.UNKNOWN_TOOL:
                feedback.append(f"Unknown tool '{str(block.name)[:60]}'; the only tool is search.")
            elif block.status is CallStatus.OVER_LIMIT:
                over_limit += 1
            else:
                query = str(block.arguments["query"]).strip()
                if len(query) > MAX_QUERY_CHARS:
                    query = query[:MAX_QUERY_CHARS]
                    feedback.append(
                        f"A query longer than {MAX_QUERY_CHARS} characters was cut to that length."
                    )
                queries.append(query)
            malformed += block.status in _MALFORMED
        if over_limit:
            feedback.append(
                f"Only the first {self.max_parallel_calls} tool calls were executed; {over_limit} ignored."
            )
        new = self._run_searches(queries, feedback) if queries else 0
        reward = self.format_reward if queries and not malformed else 0.0
        return queries, new, reward, malformed

    def _run_searches(self, queries: Sequence[str], feedback: list[str]) -> int:
        known = {_query_key(query) for query in self.queries}
        for query in queries:
            key = _query_key(query)
            if key in known:
                feedback.append(f"Query repeated: {query[:200]}")
            known.add(key)
        self.queries.extend(queries)
        self._metrics["num_searches"] += len(queries)
        try:
            results = self.searcher.search_batch(list(queries), self.top_k)
        except Exception as exc:  # any retriever failure is shown to the agent, never raised
            feedback.append(f"Search failed: {type(exc).__name__}: {str(exc)[:160]}.")
            return 0
        new = 0
        for query, hits in zip(queries, results, strict=True):
            if not hits:
                feedback.append(f"No passages found for: {query[:200]}")
            for hit in hits:
                if hit.doc_id not in self.corpus.position:
                    continue
                text = self.corpus.passage(hit.doc_id)
                if text in self._seen_texts:
                    continue
                self._seen_texts.add(text)
                self.passages.append(RetrievedPassage(query, text, hit.doc_id))
                new += 1
        return new

    # ------------------------------------------------------------------ prompt and info
    def _render_prompt(self, feedback: Sequence[str]) -> str:
        if self.record is None:
            return "### User Query\n(no episode)"
        if self.observation_format == "raw":
            return json.dumps(self.state_dict(), ensure_ascii=False)
        budget = self.passage_budget_chars
        prompt = self._render(budget)
        self.prompt_overflow = False
        if self.token_counter is not None:
            while self.token_counter(prompt) > self.max_prompt_tokens and budget > 400:
                budget = max(400, int(budget * 0.72))
                prompt = self._render(budget)
            self.prompt_overflow = self.token_counter(prompt) > self.max_prompt_tokens
        return prompt

    def _render(self, budget: int) -> str:
        return render_user_prompt(
            self.record.question,
            self.queries,
            self.passages,
            self.feedback_lines,
            passage_chars=self.passage_chars,
            budget_chars=budget,
            inline_tool_definitions=self.inline_tool_definitions,
        )

    def _anchor_state(self) -> str:
        return self._prompt

    def state_dict(self) -> dict[str, Any]:
        """The episode state: question, history, passages (query, text, id) and feedback lines."""
        return {
            "question": self.record.question if self.record else "",
            "history": list(self.queries),
            "passages": [[p.query, p.text, p.doc_id] for p in self.passages],
            "feedback": list(self.feedback_lines),
        }

    def _support_recall(self) -> float:
        gold = set(self.record.supporting_titles) if self.record else set()
        if not gold:
            return 0.0
        found = {self.corpus.title(p.doc_id) for p in self.passages}
        return len(gold & found) / len(gold)

    def _step_info(
        self,
        executed: Sequence[str],
        new: int,
        answer: str | None,
        end_event: str | None,
        terminal_reason: str | None,
    ) -> dict[str, Any]:
        self._metrics["support_recall"] = self._support_recall()
        return {
            "queries_executed": list(executed),
            "new_passages": new,
            "answer": answer,
            "end_event": end_event,
            "terminal_reason": terminal_reason,
            "anchor_key": self._anchor_key(),
            "metrics": dict(self._metrics),
            "prompt_overflow": self.prompt_overflow,
            "gold_answers": list(self.record.answers) if self.record else [],
        }

    def _info(self, segment, feedback, extra):  # noqa: D401 - extends the base info with spec keys
        info = super()._info(segment, feedback, extra)
        info["tool_calls"] = segment.tool_calls
        info["reward_components"] = dict(segment.reward_components)
        info["terminal_reason"] = segment.terminal_reason
        info["anchor_key"] = segment.anchor_key
        info["prompt_overflow"] = self.prompt_overflow
        return info

    # ------------------------------------------------------------------ oracle
    def oracle_action(self) -> str:
        """Search every gold supporting title not yet searched (up to 4 at once), then answer."""
        if self.record is None:
            return "<answer></answer>"
        searched = {_query_key(query) for query in self.queries}
        todo = [t for t in self.record.supporting_titles if _query_key(t) not in searched]
        if todo:
            return "\n".join(search_call(title) for title in todo[: self.max_parallel_calls])
        return f"<answer>{self.record.answers[0]}</answer>"

    def answer_is_correct(self, answer: str) -> bool:
        """Whether ``answer`` matches a gold answer after official normalisation."""
        return any(normalize_answer(answer) == normalize_answer(gold) for gold in self.record.answers)
