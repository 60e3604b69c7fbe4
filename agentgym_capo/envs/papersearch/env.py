"""``capo/PaperSearch-v0``: grow a paper pool for a research query with ``search`` and ``expand`` (PaSa/PaperScout).

Each step the agent answers with up to 5 parallel tool calls::

    <analysis>...</analysis>
    <tool_call>{"name": "search", "arguments": {"query": "offline policy evaluation"}}</tool_call>
    <tool_call>{"name": "expand", "arguments": {"paper_id": "1610.00165"}}</tool_call>

Calls run in order. ``search`` retrieves ``search_limit`` papers; ``expand`` merges the citations and
references of a pooled paper. A selector scores every new paper; papers scoring ≥ ``keep_threshold`` join
the pool, and a call's reward is the sum of its top ``reward_top_k`` new scores minus the action cost.
Repeated queries, expansions of unknown or already expanded papers and (in ``paper`` mode) malformed calls
cost 0.5; in ``paper`` mode every other call earns ``format_reward``. A response without a tool call ends
the episode. Every step's ``info["metrics"]`` scores the pool against the gold answers (F1@all,
Recall@all, …). See ``docs/envs/papersearch.md`` and the spec for every detail.

Choices made here (where the spec leaves room):

* ``format_reward=0.01`` as the spec says (its worked example's 4.94 corresponds to ``format_reward=0.1``).
* In ``reference`` mode malformed calls leave no history line; in ``paper`` mode they appear as
  ``[Invalid] <reason>``.
* ``anchor_key`` is the full sha1 of the pre-action user prompt (as in the reference implementation).
* A service or selector outage gives the call 0 (format reward still paid), sets ``info["outage"]``; when
  more than half of the episode's executed calls hit outages the step returns ``truncated=True`` with
  ``terminal_reason="env_error"``.
* ``terminal_reason`` on a stop is ``success`` when F1@all > 0 at ``eval_threshold``, else ``failure``.

>>> import gymnasium as gym, agentgym_capo
>>> env = gym.make("capo/PaperSearch-v0", split="test")
>>> obs, info = env.reset(seed=0)
>>> obs, reward, terminated, truncated, info = env.step(env.unwrapped.oracle_action())
>>> info["pool_size"] > 0 and reward > 0
True
"""

from __future__ import annotations

import hashlib
import json
import math
from collections.abc import Sequence
from pathlib import Path
from typing import Any

from agentgym_capo.checks import require_choices, require_ints
from agentgym_capo.envs.core import StepOutcome, TextAgentEnv
from agentgym_capo.envs.papersearch.backends import BACKENDS, LocalBackend, RemoteBackend, filter_by_date, open_index
from agentgym_capo.envs.papersearch.metrics import query_metrics
from agentgym_capo.envs.papersearch.prompt import SYSTEM_PROMPT, TOOLS, PoolEntry, render_paper_list, render_user_prompt
from agentgym_capo.envs.papersearch.queries import QueryRecord, load_queries, resolve_query_file
from agentgym_capo.envs.papersearch.records import Paper, normalize_paper_id, normalize_query_text
from agentgym_capo.envs.papersearch.selectors import SELECTORS, Selector, SelectorQuery, make_selector
from agentgym_capo.envs.papersearch.store import PaperStore
from agentgym_capo.envs.toolcalls import CallStatus, ParsedAction
from agentgym_capo.errors import ConfigError, EnvServerError
from agentgym_capo.paths import data_dir
from agentgym_capo.retrieval.naming import resolve_retriever

__all__ = ["PaperSearchEnv", "bundled_corpus_dir"]

MAX_QUERY_CHARS = 512
REWARD_MODES = ("paper", "reference")


def bundled_corpus_dir() -> Path:
    """The directory of the bundled fictional corpus (``data/papersearch``)."""
    return data_dir("papersearch")


def _one_line(text: str) -> str:
    return " ".join(text.split())


class PaperSearchEnv(TextAgentEnv):
    """Academic paper search with a paper pool (see the module docstring and ``docs/envs/papersearch.md``).

    Args:
        queries: Query file or directory (``<split>.jsonl``); None: ``<corpus_dir>/queries``.
        split: Query split (bundled: ``train``, ``test``).
        corpus_dir: Corpus directory (``papers.sqlite`` or ``papers.jsonl`` + edges); None: the bundled corpus.
        retriever: ``sparse`` (the shared BM25 index), ``dense``, ``hybrid`` or ``remote`` (with
            ``remote_url``). The old keyword ``search_backend=`` still works, with a ``DeprecationWarning``.
        search_limit: Papers per search.
        citations_limit: Citing papers per expansion.
        references_limit: Cited papers per expansion.
        selector: ``cached``, ``oracle``, ``embedding`` or ``llm``.
        keep_threshold: New papers scoring below this are dropped.
        max_steps: Step budget shown to the trainer (the registry's limit is 5).
        max_parallel_calls: Calls executed per step; more are dropped unexecuted (not penalised).
        reward_mode: ``paper`` (format reward, malformed calls penalised) or ``reference`` (released code).
        reward_top_k: New scores summed per call.
        search_cost: Subtracted from a search's reward when it keeps papers.
        expand_cost: Subtracted from an expansion's reward when it keeps papers.
        discrete_reward: Count each top score as 1 if ≥ ``discrete_threshold`` else 0.
        discrete_threshold: See ``discrete_reward``.
        eval_threshold: Score threshold of the predicted set in the metrics.
        date_cutoff: Remove papers published after the query's ``published_time`` from results.
        display_size: Papers shown in the prompt (half expanded, half not).
        abstract_words: Abstracts in the prompt are cut to this many words.
        format_reward: Paid per valid, unpenalised call in ``paper`` mode.
        invalid_penalty: Cost of a repeated query, a bad expansion, or (``paper`` mode) a malformed call.
        annotate_history: Suffix penalised calls in the history (default: on in ``paper`` mode).
        inline_tool_definitions: Also print the tool schemas in the prompt.
        selector_prompt_variant: ``pasa`` (default) or ``capo`` (LLM selector prompt whitespace).
        selector_cache: Score cache file (SQLite, or ``.jsonl`` record/replay); None: in memory.
        selector_fallback: For ``cached``: ``oracle``, ``embedding``, ``llm`` or ``none``; None picks ``oracle``
            when the corpus ships ``selector_scores.jsonl``, else ``embedding``.
        selector_id: For ``cached``: the recorded selector id to replay (default: the fallback's id).
        selector_url: For ``llm``: the OpenAI-compatible server (e.g. vLLM) URL.
        selector_model: For ``llm``: the served model name (None: the server's first model).
        selector_api: For ``llm``: ``completions`` (raw prompt, default) or ``chat``.
        selector_timeout: For ``llm``: seconds per request.
        selector_batch_size: For ``llm``: prompts per completions request (1: one per request; a server that
            refuses lists is asked one by one automatically).
        selector_scoring: For ``llm``: ``logprobs`` (P(True), the paper's) or ``decision`` (0/1 from the
            generated word, for servers without log-probabilities).
        renormalize: For ``llm``: P(True)/(P(True)+P(False)).
        embedding_model: Sentence-transformers directory for ``dense``/``hybrid`` search and the ``embedding``
            selector (None: the bundled MiniLM).
        remote_url: For ``search_backend="remote"``: the Semantic-Scholar-like service URL.
        render_mode: None or ``"ansi"``.
    """

    system_prompt = SYSTEM_PROMPT
    tools = TOOLS

    def __init__(
        self,
        *,
        queries: str | None = None,
        split: str = "train",
        corpus_dir: str | None = None,
        retriever: str | None = None,
        search_limit: int = 10,
        citations_limit: int = 30,
        references_limit: int = 99,
        selector: str = "cached",
        keep_threshold: float = 0.01,
        max_steps: int | None = None,
        max_parallel_calls: int = 5,
        reward_mode: str = "paper",
        reward_top_k: int = 3,
        search_cost: float = 0.0,
        expand_cost: float = 0.0,
        discrete_reward: bool = False,
        discrete_threshold: float = 0.4,
        eval_threshold: float = 0.5,
        date_cutoff: bool = False,
        display_size: int = 20,
        abstract_words: int = 400,
        format_reward: float = 0.01,
        invalid_penalty: float = 0.5,
        annotate_history: bool | None = None,
        inline_tool_definitions: bool = False,
        selector_prompt_variant: str = "pasa",
        selector_cache: str | None = None,
        selector_fallback: str | None = None,
        selector_id: str | None = None,
        selector_url: str | None = None,
        selector_model: str | None = None,
        selector_api: str = "completions",
        selector_timeout: float = 60.0,
        selector_batch_size: int = 32,
        selector_scoring: str = "logprobs",
        renormalize: bool = False,
        embedding_model: str | None = None,
        remote_url: str | None = None,
        render_mode: str | None = None,
        search_backend: str | None = None,
    ):
        super().__init__(split=split, max_steps=max_steps, render_mode=render_mode)
        search_backend = resolve_retriever(retriever, legacy=search_backend, env="PaperSearch")
        require_choices((("retriever", search_backend, BACKENDS), ("selector", selector, SELECTORS),
                         ("reward_mode", reward_mode, REWARD_MODES)))
        require_ints((("search_limit", search_limit), ("max_parallel_calls", max_parallel_calls),
                      ("reward_top_k", reward_top_k), ("display_size", display_size),
                      ("abstract_words", abstract_words)))
        require_ints((("citations_limit", citations_limit), ("references_limit", references_limit)), minimum=0)
        self.corpus_dir = Path(corpus_dir) if corpus_dir is not None else bundled_corpus_dir()
        self.queries_arg = queries
        self.retriever = self.search_backend = search_backend  # (search_backend: the old attribute name)
        self.search_limit, self.citations_limit, self.references_limit = search_limit, citations_limit, references_limit
        self.keep_threshold = float(keep_threshold)
        self.max_parallel_calls = max_parallel_calls
        self.reward_mode, self.reward_top_k = reward_mode, reward_top_k
        self.search_cost, self.expand_cost = float(search_cost), float(expand_cost)
        self.discrete_reward, self.discrete_threshold = bool(discrete_reward), float(discrete_threshold)
        self.eval_threshold, self.date_cutoff = float(eval_threshold), bool(date_cutoff)
        self.display_size, self.abstract_words = display_size, abstract_words
        self.format_reward = float(format_reward) if reward_mode == "paper" else 0.0
        self.invalid_penalty = float(invalid_penalty)
        self.annotate_history = (reward_mode == "paper") if annotate_history is None else bool(annotate_history)
        self.inline_tool_definitions = bool(inline_tool_definitions)

        self.store = PaperStore.open(self.corpus_dir) if search_backend != "remote" else None
        if search_backend == "remote":
            self.backend: Any = RemoteBackend(remote_url or "")
        else:
            self.backend = LocalBackend(self.store, open_index(self.store, self.corpus_dir, search_backend,
                                                              embedding_model))
        self.selector: Selector = make_selector(
            selector, self.corpus_dir, cache_path=selector_cache, fallback=selector_fallback,
            selector_id=selector_id, url=selector_url, model=selector_model, api=selector_api,
            timeout=selector_timeout, renormalize=renormalize, variant=selector_prompt_variant,
            embedding_model=embedding_model,
            llm_options={"batch_size": selector_batch_size, "scoring": selector_scoring})
        self._queries_by_split: dict[str, list[QueryRecord]] = {}
        self._reset_state(None)

    def _reset_state(self, query: QueryRecord | None) -> None:
        self.query = query
        self.pool: dict[str, PoolEntry] = {}
        self.history_lines: list[str] = []
        self.executed_queries: set[str] = set()
        self._scored: dict[str, float] = {}
        self.counts = {"n_search": 0, "n_expand": 0, "n_penalties": 0, "calls": 0, "outage_calls": 0,
                       "selector_failures": 0}

    # ------------------------------------------------------------------ TextAgentEnv hooks
    def queries(self, split: str | None = None) -> list[QueryRecord]:
        """The query records of ``split`` (default: this env's split), in file order."""
        split = split or self.split
        if split not in self._queries_by_split:
            path = resolve_query_file(self.queries_arg, self.corpus_dir, split)
            self._queries_by_split[split] = load_queries(path, self.store)
        return self._queries_by_split[split]

    def task_ids(self, split: str | None = None) -> list[str]:
        """The qids of ``split``, in file order."""
        return [q.qid for q in self.queries(split)]

    def reset(self, *, seed: int | None = None, options: dict[str, Any] | None = None) -> tuple[str, dict]:
        """Start an episode; ``options["task_index"]`` selects the i-th query in file order."""
        options = dict(options or {})
        if "task_index" in options and options.get("task_id") is None:
            ids = self.task_ids()
            index = options.pop("task_index")
            if not isinstance(index, int) or not 0 <= index < len(ids):
                raise ConfigError(f"Expected task_index in [0, {len(ids)}), found {index!r}.")
            options["task_id"] = ids[index]
        return super().reset(seed=seed, options=options)


    def _start_task(self, task_id: str) -> str:
        self._reset_state(next(q for q in self.queries() if q.qid == task_id))
        return self._paper_list()

    def _paper_list(self) -> str:
        return render_paper_list(self.pool, self.display_size, self.abstract_words)

    def _render_prompt(self, feedback: Sequence[str]) -> str:
        assert self.query is not None
        return render_user_prompt(self.query.question, self.history_lines, self.observation,
                                  self.max_parallel_calls, self.inline_tool_definitions)

    def _anchor_key(self) -> str:
        return hashlib.sha1(self._prompt.encode("utf-8", errors="surrogatepass")).hexdigest()

    def _anchor_state(self) -> str:
        return self._prompt

    # ------------------------------------------------------------------ dynamics
    def _execute(self, parsed: ParsedAction) -> StepOutcome:
        if not parsed.has_tool_blocks:
            metrics = self.metrics()
            info = self._step_info([], 0, metrics, end_event="stop", outage=False, truncated_query=False)
            return StepOutcome(self._paper_list(), {"relevance": 0.0}, terminated=True,
                               success=metrics["f1@all"] > 0, feedback=[], info=info)
        components = {"relevance": 0.0, "penalty": 0.0, "format": 0.0}
        calls: list[dict[str, Any]] = []
        outage = truncated_query = False
        dropped_count = 0
        for block in parsed.blocks:
            if block.status is CallStatus.OVER_LIMIT:
                dropped_count += 1
                continue
            if not block.ok:
                record = {"name": block.name, "argument": None, "status": block.status.value, "reward": 0.0,
                          "new_papers": 0, "error": block.error}
                if self.reward_mode == "paper":
                    record["reward"] = -self.invalid_penalty
                    components["penalty"] -= self.invalid_penalty
                    self.counts["n_penalties"] += 1
                    self.history_lines.append(f"[Invalid] {_one_line(block.error or 'malformed tool call')}")
                calls.append(record)
                continue
            self.counts["calls"] += 1
            if block.name == "search":
                record = self._search(str(block.arguments["query"]))
                truncated_query = truncated_query or record.get("query_truncated", False)
            else:
                record = self._expand(str(block.arguments["paper_id"]))
            outage = outage or record["outage"]
            if record["status"] == "penalised":
                components["penalty"] += record["reward"]
            else:
                components["relevance"] += record["reward"]
                record["reward"] += self.format_reward
                components["format"] += self.format_reward
            calls.append(record)
        env_error = None
        if self.counts["calls"] and self.counts["outage_calls"] * 2 > self.counts["calls"]:
            env_error = self._outage_summary(calls)
        self.observation = self._paper_list()
        info = self._step_info(calls, dropped_count, self.metrics(), end_event=None, outage=outage,
                               truncated_query=truncated_query)
        return StepOutcome(self.observation, components, feedback=[], info=info, env_error=env_error)

    def _step_info(self, calls: list[dict[str, Any]], dropped: int, metrics: dict[str, float], *,
                   end_event: str | None, outage: bool, truncated_query: bool) -> dict[str, Any]:
        return {"calls": calls, "dropped_calls": dropped, "pool_size": len(self.pool), "metrics": metrics,
                "end_event": end_event, "outage": outage, "query_truncated": truncated_query}

    def _penalise(self, line: str, reason: str, record: dict[str, Any]) -> dict[str, Any]:
        self.counts["n_penalties"] += 1
        suffix = f"  ({reason}, -{self.invalid_penalty:g})" if self.annotate_history else ""
        self.history_lines.append(line + suffix)
        record.update(status="penalised", reward=-self.invalid_penalty, reason=reason)
        return record

    def _search(self, query: str) -> dict[str, Any]:
        record: dict[str, Any] = {"name": "search", "argument": query, "status": "ok", "reward": 0.0,
                                  "new_papers": 0, "outage": False}
        if len(query) > MAX_QUERY_CHARS:
            query = query[:MAX_QUERY_CHARS]
            record.update(argument=query, query_truncated=True)
        line = f"[Search] {_one_line(query)}"
        key = normalize_query_text(query)
        if key in self.executed_queries:
            return self._penalise(line, "repeated query", record)
        self.executed_queries.add(key)
        self.history_lines.append(line)
        self.counts["n_search"] += 1
        try:
            results = self.backend.search(query, self.search_limit)
        except EnvServerError as exc:
            return self._outage(record, exc)
        return self._admit(results, "search", query, self.search_cost, record)

    def _expand(self, raw_id: str) -> dict[str, Any]:
        paper_id = normalize_paper_id(raw_id)
        record: dict[str, Any] = {"name": "expand", "argument": paper_id, "status": "ok", "reward": 0.0,
                                  "new_papers": 0, "outage": False}
        line = f"[Expand] {_one_line(paper_id)}"
        entry = self.pool.get(paper_id)
        if entry is None:
            return self._penalise(line, "not in pool", record)
        if entry.expanded:
            return self._penalise(line, "already expanded", record)
        entry.expanded = True
        self.history_lines.append(line)
        self.counts["n_expand"] += 1
        try:
            linked = (self.backend.citations(paper_id, self.citations_limit)
                      + self.backend.references(paper_id, self.references_limit))
        except EnvServerError as exc:
            return self._outage(record, exc)
        linked = [p for p in linked if p.display_id != paper_id and p.abstract]
        return self._admit(linked, "expand", entry.paper.title, self.expand_cost, record)

    def _outage(self, record: dict[str, Any], exc: Exception, kind: str = "search") -> dict[str, Any]:
        """A failed call: ``kind`` says whether the search backend or the relevance selector failed."""
        self.counts["outage_calls"] += 1
        if kind == "selector":
            self.counts["selector_failures"] += 1
        record.update(outage=True, outage_kind=kind, error=str(exc)[:300], reward=0.0)
        return record

    def _outage_summary(self, calls: list[dict[str, Any]]) -> str:
        selector, total = self.counts["selector_failures"], self.counts["outage_calls"]
        parts = []
        if selector:
            parts.append(f"selector failures on {selector}")
        if total - selector:
            parts.append(f"search backend outages on {total - selector}")
        last = next((c.get("error") for c in reversed(calls) if c.get("outage")), None)
        return f"{' and '.join(parts)} of {self.counts['calls']} calls" + (f" (last: {last})" if last else "")

    def _admit(self, papers: Sequence[Paper], source: str, origin: str, cost: float,
               record: dict[str, Any]) -> dict[str, Any]:
        cutoff = self.query.published_time if (self.date_cutoff and self.query) else None
        fresh: dict[str, Paper] = {}
        for paper in filter_by_date(papers, cutoff):
            if paper.display_id and paper.display_id not in fresh and paper.display_id not in self.pool:
                fresh[paper.display_id] = paper
        try:
            scores = self._score(list(fresh.values()))
        except EnvServerError as exc:
            return self._outage(record, exc, kind="selector")
        kept = [(pid, s) for pid, s in scores.items() if s >= self.keep_threshold]
        for pid, score in kept:
            self.pool[pid] = PoolEntry(fresh[pid], score, source, origin)
        record["new_papers"] = len(kept)
        if kept:
            top = sorted((s for _, s in kept), reverse=True)[: self.reward_top_k]
            if self.discrete_reward:
                top = [1.0 if s >= self.discrete_threshold else 0.0 for s in top]
            record["reward"] = float(sum(top)) - cost
        return record

    def _score(self, papers: list[Paper]) -> dict[str, float]:
        """Scores of ``papers`` (each scored at most once per episode, the new ones in one batch)."""
        assert self.query is not None
        todo = [p for p in papers if p.display_id not in self._scored]
        if todo:
            values = self.selector.score(SelectorQuery(self.query.qid, self.query.question), todo)
            for paper, value in zip(todo, values, strict=True):
                self._scored[paper.display_id] = float(value) if math.isfinite(value) else 0.0
        return {p.display_id: self._scored[p.display_id] for p in papers}

    # ------------------------------------------------------------------ evaluation and oracle
    def metrics(self) -> dict[str, float]:
        """Metrics of the current pool (spec §10): P/R/F1 at all and at 100/50/25, crawl recall, counts."""
        gold = self.query.answer_ids if self.query else ()
        values = query_metrics(((pid, e.score) for pid, e in self.pool.items()), gold, self.eval_threshold)
        values.update(pool_size=float(len(self.pool)), n_search=float(self.counts["n_search"]),
                      n_expand=float(self.counts["n_expand"]), n_penalties=float(self.counts["n_penalties"]),
                      eval_threshold=self.eval_threshold)
        return values

    def oracle_action(self) -> str:
        """Search the query first; then expand the best-scored unexpanded papers (5 per step); stop when none."""
        assert self.query is not None
        if normalize_query_text(self.query.question[:MAX_QUERY_CHARS]) not in self.executed_queries:
            calls = [("search", {"query": self.query.question})]
        else:
            ranked = sorted(((e.score, pid) for pid, e in self.pool.items() if not e.expanded),
                            key=lambda pair: (-pair[0], pair[1]))
            calls = [("expand", {"paper_id": pid}) for _, pid in ranked[: self.max_parallel_calls]]
        if not calls:
            return "<analysis>Every promising paper has been expanded; the search is complete.</analysis>"
        blocks = "\n".join(f"<tool_call>\n{json.dumps({'name': n, 'arguments': a}, ensure_ascii=False)}\n</tool_call>"
                           for n, a in calls)
        return f"<analysis>Search the query, then expand the most relevant unexpanded papers.</analysis>\n{blocks}"
