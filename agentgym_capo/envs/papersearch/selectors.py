"""Relevance selectors: score a (query, paper) pair in [0, 1]; the env's reward and metrics come from them.

Implementations (``selector=`` in the env):

* ``llm`` — :class:`LLMSelector`: the paper's selector (pasa-7b-selector) served by any OpenAI-compatible
  server (vLLM). It sends the selector prompt raw to ``/v1/completions`` (default; ``api="chat"`` uses
  ``/v1/chat/completions``) with ``max_tokens=1`` and top log-probabilities, and reads P(next token =
  ``True``) — the sum over returned tokens that are ``True`` up to whitespace. With ``renormalize=True`` it
  returns P(True) / (P(True) + P(False)). Prompts are sent in batches (one request per batch on the
  completions API); a server that refuses a list of prompts (llama.cpp answers 500, ``transformers serve``
  400) is asked one prompt per request from then on. ``scoring="decision"`` reads the generated word instead
  (1.0 for ``True``, else 0.0) for servers that return no log-probabilities (``transformers serve`` 5.17
  ignores ``logprobs``); it is a coarser score than the paper's. Server problems raise
  :class:`~agentgym_capo.errors.SelectorServerError`, which the env reports as a *selector* failure.

  Which protocol is the paper's: ``api="completions"``, ``renormalize=False``, ``scoring="logprobs"`` (the
  defaults). PaSa's ``pasa-7b-selector`` was trained on the raw selector prompt, and its score is the softmax
  over the full vocabulary at the first generated position read at ``True`` (spec §4); the completions API
  sends that raw prompt, while the chat API wraps it in the model's chat template (a different context, so
  P(True) differs: 0.17–0.24 against 0.04–0.07 for the same SmolLM2 paper in one measurement), and
  renormalising over {True, False} changes the scale the 0.5 / ``keep_threshold`` cut-offs were set on.
* ``oracle`` — :class:`OracleSelector`: the graded scores shipped with a corpus (``selector_scores.jsonl``);
  unlisted papers score 0.
* ``embedding`` — :class:`EmbeddingSelector`: cosine c between MiniLM embeddings of the query and of
  ``title + " " + abstract``, mapped to clip((c − 0.2)/0.6, 0, 1). No model server; loads MiniLM on first
  use (~1 s plus torch import) and embeds ~100 abstracts/s on a CPU.
* ``cached`` — :class:`CachedSelector`: looks scores up in a :class:`ScoreCache` keyed by (selector id,
  sha1(query), display id); misses go to a fallback selector and are recorded under the fallback's id.
  The cache is SQLite (a file, or in memory); a ``.jsonl`` path is a record/replay file: it is read at
  start and new scores are appended, so LLM scores computed once on a GPU machine replay on a CPU.

The offline default of the env is ``cached`` over ``oracle`` when the corpus ships scores (the bundled one
does) and over ``embedding`` otherwise: the oracle is free, while MiniLM makes an expansion of ~100 papers
cost about a second on a CPU.
"""

from __future__ import annotations

import hashlib
import json
import math
import sqlite3
import threading
import time
import warnings
from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from agentgym_capo.envs.papersearch.records import Paper, read_jsonl
from agentgym_capo.errors import ConfigError, DataError, SelectorServerError

__all__ = [
    "SELECTORS",
    "CachedSelector",
    "EmbeddingSelector",
    "LLMSelector",
    "OracleSelector",
    "ScoreCache",
    "Selector",
    "SelectorQuery",
    "SelectorRefusal",
    "selector_prompt",
]

SELECTORS = ("cached", "oracle", "embedding", "llm")
SCORINGS = ("logprobs", "decision")
_LIST_PROMPT_REFUSALS = (400, 422, 500, 501)
PROMPT_VARIANTS = ("pasa", "capo")
_SELECTOR_TEMPLATE = (
    "You are an elite researcher in the field of AI, conducting research on {user_query}. Evaluate whether the "
    "following paper fully satisfies the detailed requirements of the user query and provide your reasoning. "
    "Ensure that your decision and reasoning are consistent.\n\n"
    "Searched Paper:\nTitle: {title}\nAbstract: {abstract}\n\n"
    "User Query: {user_query}\n\n"
    "Output format: Decision: True/False\nReason:...{reason_space}\nDecision:"
)


def selector_prompt(user_query: str, title: str, abstract: str, variant: str = "pasa") -> str:
    """Return the paper's selector prompt, filled in (``variant="pasa"`` keeps PaSa's space after ``Reason:...``).

    Raises:
        ConfigError: Unknown variant.
    """
    if variant not in PROMPT_VARIANTS:
        raise ConfigError(f"Expected selector_prompt_variant in {PROMPT_VARIANTS}, found {variant!r}.")
    return _SELECTOR_TEMPLATE.format(user_query=user_query, title=title, abstract=abstract,
                                     reason_space=" " if variant == "pasa" else "")


@dataclass(frozen=True)
class SelectorQuery:
    """The query a selector scores against: its id (for oracle scores) and its text."""

    qid: str
    question: str

    @property
    def sha1(self) -> str:
        """sha1 of the query text (the cache key part)."""
        return hashlib.sha1(self.question.encode("utf-8", errors="surrogatepass")).hexdigest()


class SelectorRefusal(SelectorServerError):
    """The selector server answered an HTTP error status (kept, so a refused batch can be re-sent one by one)."""

    def __init__(self, status_code: int, message: str):
        super().__init__(message)
        self.status_code = status_code


class Selector:
    """Base class: ``score(query, papers) -> list[float]`` in [0, 1], one per paper, in order."""

    selector_id: str = "selector"

    def score(self, query: SelectorQuery, papers: Sequence[Paper]) -> list[float]:
        """Score ``papers`` for ``query``."""
        raise NotImplementedError


_oracle_tables: dict[str, dict[str, dict[str, float]]] = {}
_oracle_lock = threading.Lock()


class OracleSelector(Selector):
    """Graded scores from ``selector_scores.jsonl`` (``{qid, scores: {display_id: score}}``)."""

    def __init__(self, scores_file: str | Path):
        """Load (once per process) the score file.

        Raises:
            DataError: The file is missing or malformed.
        """
        path = Path(scores_file).resolve()
        if not path.is_file():
            raise DataError(
                f"Expected oracle selector scores at {path}, found nothing. This corpus ships no scores: use "
                "selector='embedding' or selector='llm' (with selector_url), or a recorded cache."
            )
        with _oracle_lock:
            if str(path) not in _oracle_tables:
                table: dict[str, dict[str, float]] = {}
                for number, record in read_jsonl(path):
                    if not isinstance(record.get("qid"), str) or not isinstance(record.get("scores"), dict):
                        raise DataError(f"{path}:{number}: expected {{'qid': str, 'scores': {{id: float}}}}.")
                    table[record["qid"]] = {str(k): float(v) for k, v in record["scores"].items()}
                _oracle_tables[str(path)] = table
            self._table = _oracle_tables[str(path)]
        self.selector_id = "oracle"

    def score(self, query: SelectorQuery, papers: Sequence[Paper]) -> list[float]:
        """The listed score of each paper for ``query.qid`` (0.0 when unlisted)."""
        scores = self._table.get(query.qid, {})
        return [scores.get(paper.display_id, 0.0) for paper in papers]


class EmbeddingSelector(Selector):
    """Cosine similarity of sentence embeddings, calibrated to [0, 1] (see the module docstring)."""

    def __init__(self, model: str | None = None, low: float = 0.2, span: float = 0.6, batch_size: int = 64):
        """Use ``model`` (a local sentence-transformers directory; None: the bundled MiniLM)."""
        from agentgym_capo.retrieval.encoder import TextEncoder

        self._encoder = TextEncoder(model, query_instruction="", batch_size=batch_size)
        self.low, self.span = low, span
        self.selector_id = f"embedding:{self._encoder.model_name}"
        self._query_cache: dict[str, Any] = {}

    def score(self, query: SelectorQuery, papers: Sequence[Paper]) -> list[float]:
        """clip((cos − low)/span, 0, 1) per paper."""
        if not papers:
            return []
        vector = self._query_cache.get(query.question)
        if vector is None:
            vector = self._encoder.encode_queries([query.question])[0]
            self._query_cache = {query.question: vector}
        passages = self._encoder.encode_passages([f"{p.title} {p.abstract}".strip() for p in papers])
        cosines = passages @ vector
        return [min(1.0, max(0.0, (float(c) - self.low) / self.span)) for c in cosines]


class LLMSelector(Selector):
    """The selector LM behind an OpenAI-compatible server (see the module docstring).

    Args:
        base_url: Server root, e.g. ``http://127.0.0.1:8000`` (a trailing ``/v1`` is accepted).
        model: Served model name; None asks ``/v1/models`` for the first one.
        api: ``"completions"`` (raw prompt, batched; what the score definition needs) or ``"chat"``.
        renormalize: Return P(True)/(P(True)+P(False)) instead of P(True).
        prompt_variant: ``"pasa"`` or ``"capo"`` (whitespace after ``Reason:...``).
        batch_size: Prompts per completions request (1: never batch).
        scoring: ``"logprobs"`` (P(True), the paper's score) or ``"decision"`` (1.0 if the generated word is
            ``True``, for servers without log-probabilities).
        top_logprobs: Log-probabilities requested per position (vLLM allows up to 20 by default).
        timeout: Seconds per HTTP request.
        retries: Extra attempts after a connection error or HTTP 503 (backoff from ``backoff`` s, capped at 8 s).
        backoff: First retry delay in seconds.
        api_key: Sent as a bearer token when given.
    """

    def __init__(
        self,
        base_url: str,
        model: str | None = None,
        *,
        api: str = "completions",
        renormalize: bool = False,
        prompt_variant: str = "pasa",
        batch_size: int = 32,
        scoring: str = "logprobs",
        top_logprobs: int = 20,
        timeout: float = 60.0,
        retries: int = 3,
        backoff: float = 0.5,
        api_key: str | None = None,
    ):
        if not base_url or not str(base_url).startswith(("http://", "https://")):
            raise ConfigError(
                f"Expected selector_url to be the http(s) URL of an OpenAI-compatible server, found {base_url!r}. "
                "Start one with e.g. `vllm serve <selector model> --port 8000` and pass http://127.0.0.1:8000."
            )
        if api not in ("completions", "chat"):
            raise ConfigError(f"Expected api in ('completions', 'chat'), found {api!r}.")
        if scoring not in SCORINGS:
            raise ConfigError(f"Expected selector scoring in {SCORINGS}, found {scoring!r}.")
        if not isinstance(batch_size, int) or batch_size < 1:
            raise ConfigError(f"Expected selector batch_size to be a positive integer, found {batch_size!r}.")
        selector_prompt("", "", "", prompt_variant)
        root = str(base_url).rstrip("/")
        self.base_url = root[: -len("/v1")] if root.endswith("/v1") else root
        self._model = model
        self.api, self.renormalize, self.prompt_variant = api, renormalize, prompt_variant
        self.batch_size, self.top_logprobs, self.scoring = batch_size, int(top_logprobs), scoring
        self.batched_prompts = batch_size > 1  # set to False when the server refuses a list of prompts
        self.timeout, self.retries, self.backoff = timeout, retries, backoff
        self._headers = {"Authorization": f"Bearer {api_key}"} if api_key else {}
        suffix = "" if prompt_variant == "pasa" else f":{prompt_variant}"
        decision = ":decision" if scoring == "decision" else ""
        self.selector_id = f"llm:{model or 'auto'}{':renorm' if renormalize else ''}{suffix}{decision}"

    # ------------------------------------------------------------------ HTTP
    def _request(self, method: str, path: str, payload: dict[str, Any] | None = None) -> Any:
        import requests

        url = f"{self.base_url}{path}"
        delay, error = self.backoff, ""
        for attempt in range(self.retries + 1):
            try:
                response = requests.request(method, url, json=payload, timeout=self.timeout, headers=self._headers)
            except requests.Timeout:
                error = f"no answer within {self.timeout:g} s"
            except requests.RequestException as exc:
                error = f"{type(exc).__name__}: {str(exc)[:200]}"
            else:
                if response.status_code == 503:
                    error = "HTTP 503"
                elif response.status_code >= 400:
                    raise SelectorRefusal(response.status_code,
                        f"Expected HTTP 200 from the selector server at {url}, found HTTP {response.status_code}: "
                        f"{response.text[:300]!r}. Check the model name and that the server supports logprobs."
                    )
                else:
                    try:
                        return response.json()
                    except ValueError as exc:
                        raise SelectorServerError(
                            f"Expected JSON from the selector server at {url}, found {response.text[:200]!r}."
                        ) from exc
            if attempt < self.retries:
                time.sleep(min(delay, 8.0))
                delay *= 2
        raise SelectorServerError(
            f"Could not get an answer from the selector server at {url} after {self.retries + 1} attempt(s) "
            f"({error}). Check that the server (e.g. `vllm serve ...`) is running at {self.base_url}."
        )

    @property
    def model(self) -> str:
        """The served model name (asked from ``/v1/models`` when not given)."""
        if self._model is None:
            answer = self._request("GET", "/v1/models")
            try:
                self._model = str(answer["data"][0]["id"])
            except (KeyError, IndexError, TypeError) as exc:
                raise SelectorServerError(
                    f"Expected /v1/models at {self.base_url} to list a model, found {str(answer)[:200]!r}. "
                    "Pass selector_model=<name>."
                ) from exc
        return self._model

    # ------------------------------------------------------------------ scoring
    def prompts(self, query: SelectorQuery, papers: Sequence[Paper]) -> list[str]:
        """The selector prompts for ``papers``."""
        return [selector_prompt(query.question, p.title, p.abstract, self.prompt_variant) for p in papers]

    def score(self, query: SelectorQuery, papers: Sequence[Paper]) -> list[float]:
        """P(True) per paper (see the class docstring).

        Raises:
            SelectorServerError: The server is down, slow beyond ``timeout``, or answers in another format.
        """
        prompts = self.prompts(query, papers)
        scores: list[float] = []
        if self.api == "chat":
            return [self._score_chat(prompt) for prompt in prompts]
        for start in range(0, len(prompts), self.batch_size):
            batch = prompts[start:start + self.batch_size]
            if self.batched_prompts:
                try:
                    scores.extend(self._score_completions(batch, as_list=True))
                    continue
                except SelectorRefusal as refusal:
                    if refusal.status_code not in _LIST_PROMPT_REFUSALS:
                        raise
                    self.batched_prompts = False
                    warnings.warn(f"The selector server at {self.base_url} refused a list of prompts ({refusal}); "
                                  "sending one prompt per request from now on.", stacklevel=2)
            for prompt in batch:
                scores.extend(self._score_completions([prompt], as_list=False))
        return scores

    def _score_completions(self, prompts: list[str], as_list: bool) -> list[float]:
        decision = self.scoring == "decision"
        payload: dict[str, Any] = {"model": self.model, "prompt": prompts if as_list else prompts[0],
                                   "max_tokens": 2 if decision else 1, "temperature": 0.0}
        if not decision:
            payload["logprobs"] = self.top_logprobs
        answer = self._request("POST", "/v1/completions", payload)
        try:
            choices = sorted(answer["choices"], key=lambda c: c.get("index", 0))
            if len(choices) != len(prompts):
                raise ValueError(f"{len(choices)} choices for {len(prompts)} prompts")
            if decision:
                return [_decision(choice["text"]) for choice in choices]
            tables = []
            for choice in choices:
                logprobs = choice.get("logprobs")
                if not logprobs:
                    raise _NoLogprobs()
                table = dict(logprobs["top_logprobs"][0] or {})
                if logprobs.get("tokens") and logprobs.get("token_logprobs"):
                    table.setdefault(logprobs["tokens"][0], logprobs["token_logprobs"][0])
                tables.append(table)
        except _NoLogprobs as exc:
            raise SelectorServerError(_NO_LOGPROBS.format(url=self.base_url, answer=str(answer)[:200])) from exc
        except (KeyError, IndexError, TypeError, ValueError, AttributeError) as exc:
            raise SelectorServerError(
                f"Expected an OpenAI completions answer with logprobs.top_logprobs from {self.base_url}, found "
                f"{str(answer)[:300]!r} ({exc})."
            ) from exc
        return [self._probability(table) for table in tables]

    def _score_chat(self, prompt: str) -> float:
        decision = self.scoring == "decision"
        payload: dict[str, Any] = {"model": self.model, "messages": [{"role": "user", "content": prompt}],
                                   "max_tokens": 2 if decision else 1, "temperature": 0.0}
        if not decision:
            payload.update(logprobs=True, top_logprobs=self.top_logprobs)
        answer = self._request("POST", "/v1/chat/completions", payload)
        try:
            if decision:
                return _decision(answer["choices"][0]["message"]["content"] or "")
            logprobs = answer["choices"][0].get("logprobs")
            if not logprobs:
                raise _NoLogprobs()
            first = logprobs["content"][0]
            table = {item["token"]: item["logprob"] for item in first["top_logprobs"]}
            table.setdefault(first["token"], first["logprob"])
        except _NoLogprobs as exc:
            raise SelectorServerError(_NO_LOGPROBS.format(url=self.base_url, answer=str(answer)[:200])) from exc
        except (KeyError, IndexError, TypeError, AttributeError) as exc:
            raise SelectorServerError(
                f"Expected an OpenAI chat answer with logprobs.content[0].top_logprobs from {self.base_url}, found "
                f"{str(answer)[:300]!r} ({exc})."
            ) from exc
        return self._probability(table)

    def _probability(self, table: dict[str, Any]) -> float:
        p_true = sum(math.exp(float(lp)) for tok, lp in table.items() if lp is not None and tok.strip() == "True")
        p_false = sum(math.exp(float(lp)) for tok, lp in table.items() if lp is not None and tok.strip() == "False")
        if self.renormalize:
            return p_true / (p_true + p_false) if p_true + p_false > 0 else 0.0
        return min(1.0, p_true)


class _NoLogprobs(Exception):
    """The answer has no log-probabilities (the server ignored ``logprobs``)."""


_NO_LOGPROBS = ("Expected log-probabilities from the selector server at {url}, found none ({answer!r}): this server "
                "ignores `logprobs` (transformers serve 5.17 does). Use a server that returns them (vllm serve, "
                "llama.cpp), or selector_scoring='decision' for a 0/1 score from the generated word.")


def _decision(text: str) -> float:
    """1.0 when the generated text starts with ``True`` (the selector's decision word), else 0.0."""
    return 1.0 if text.strip().startswith("True") else 0.0


class ScoreCache:
    """Recorded selector scores keyed by (selector id, sha1(query), display id).

    Args:
        path: None (in memory), a SQLite file (created if missing), or a ``.jsonl`` record/replay file whose
            lines are ``{selector_id, query_sha1, display_id, score}``; new scores are appended to it.
    """

    def __init__(self, path: str | Path | None = None):
        self.path = Path(path) if path is not None else None
        self._jsonl = self.path is not None and self.path.suffix == ".jsonl"
        target = ":memory:" if self.path is None or self._jsonl else str(self.path)
        if self.path is not None and not self._jsonl:
            self.path.parent.mkdir(parents=True, exist_ok=True)
        self._db = sqlite3.connect(target, check_same_thread=False)
        self._db.execute("CREATE TABLE IF NOT EXISTS scores(selector_id TEXT, query_sha1 TEXT, display_id TEXT, "
                         "score REAL, PRIMARY KEY(selector_id, query_sha1, display_id)) WITHOUT ROWID")
        self._lock = threading.Lock()
        if self._jsonl and self.path.is_file():
            self.import_jsonl(self.path, _append=False)

    def get_many(self, selector_id: str, query_sha1: str, display_ids: Sequence[str]) -> dict[str, float]:
        """Return the recorded scores among ``display_ids``."""
        found: dict[str, float] = {}
        unique = list(dict.fromkeys(display_ids))
        with self._lock:
            for start in range(0, len(unique), 500):
                part = unique[start:start + 500]
                marks = ",".join("?" * len(part))
                rows = self._db.execute(
                    f"SELECT display_id, score FROM scores WHERE selector_id = ? AND query_sha1 = ? "
                    f"AND display_id IN ({marks})", [selector_id, query_sha1, *part])
                found.update(rows)
        return found

    def put_many(self, selector_id: str, query_sha1: str, scores: dict[str, float]) -> None:
        """Record scores (and append them to the ``.jsonl`` file, if that is the backing store)."""
        rows = [(selector_id, query_sha1, k, float(v)) for k, v in scores.items()]
        with self._lock:
            self._db.executemany("INSERT OR REPLACE INTO scores VALUES (?, ?, ?, ?)", rows)
            self._db.commit()
            if self._jsonl and rows:
                with open(self.path, "a", encoding="utf-8") as handle:
                    for row in rows:
                        handle.write(json.dumps(dict(zip(("selector_id", "query_sha1", "display_id", "score"), row,
                                                         strict=True)), ensure_ascii=False) + "\n")

    def import_jsonl(self, path: str | Path, _append: bool = True) -> int:
        """Load a JSONL export; returns the number of lines read."""
        count = 0
        rows = []
        for number, record in read_jsonl(path):
            try:
                rows.append((str(record["selector_id"]), str(record["query_sha1"]), str(record["display_id"]),
                             float(record["score"])))
            except (KeyError, TypeError, ValueError) as exc:
                raise DataError(f"{path}:{number}: expected {{selector_id, query_sha1, display_id, score}}.") from exc
            count += 1
        with self._lock:
            self._db.executemany("INSERT OR REPLACE INTO scores VALUES (?, ?, ?, ?)", rows)
            self._db.commit()
        if _append and self._jsonl and rows and Path(path).resolve() != self.path.resolve():
            with open(self.path, "a", encoding="utf-8") as handle:
                for row in rows:
                    handle.write(json.dumps(dict(zip(("selector_id", "query_sha1", "display_id", "score"), row,
                                                     strict=True))) + "\n")
        return count

    def export_jsonl(self, path: str | Path) -> int:
        """Write every recorded score as JSON Lines; returns the count."""
        with self._lock:
            rows = self._db.execute("SELECT selector_id, query_sha1, display_id, score FROM scores "
                                    "ORDER BY selector_id, query_sha1, display_id").fetchall()
        with open(path, "w", encoding="utf-8") as handle:
            for row in rows:
                handle.write(json.dumps(dict(zip(("selector_id", "query_sha1", "display_id", "score"), row,
                                                 strict=True)), ensure_ascii=False) + "\n")
        return len(rows)

    def __len__(self) -> int:
        with self._lock:
            return self._db.execute("SELECT COUNT(*) FROM scores").fetchone()[0]


class CachedSelector(Selector):
    """Replay recorded scores; misses go to ``fallback`` and are recorded under the fallback's id.

    Args:
        cache: The score cache.
        fallback: Selector for misses, or None (a miss then scores 0.0 and is counted in ``misses``).
        selector_id: The id whose scores are looked up (default: the fallback's id).
        record: Store fallback scores in the cache (off for a throw-away in-memory cache, which would only grow).
    """

    def __init__(self, cache: ScoreCache, fallback: Selector | None, selector_id: str | None = None,
                 record: bool = True):
        if selector_id is None and fallback is None:
            raise ConfigError("A cached selector without a fallback needs selector_id=<the recorded selector's id>.")
        self.cache, self.fallback = cache, fallback
        self.selector_id = selector_id or fallback.selector_id  # type: ignore[union-attr]
        self.record = record
        self.hits = 0
        self.misses = 0

    def score(self, query: SelectorQuery, papers: Sequence[Paper]) -> list[float]:
        """Recorded scores where present, fallback scores (then recorded) for the rest."""
        ids = [p.display_id for p in papers]
        found = self.cache.get_many(self.selector_id, query.sha1, ids)
        missing = [p for p in papers if p.display_id not in found]
        self.hits += len(papers) - len(missing)
        self.misses += len(missing)
        if missing:
            if self.fallback is None:
                found.update({p.display_id: 0.0 for p in missing})
            else:
                fresh = dict(zip((p.display_id for p in missing), self.fallback.score(query, missing), strict=True))
                if self.record:
                    self.cache.put_many(self.fallback.selector_id, query.sha1, fresh)
                found.update(fresh)
        return [found[i] for i in ids]
