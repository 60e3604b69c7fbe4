"""Selector base types and the two local selectors: the query, the base class, the prompt, oracle and embedding."""

from __future__ import annotations

import hashlib
import threading
from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from agentgym_capo.envs.papersearch.records import Paper, read_jsonl
from agentgym_capo.errors import ConfigError, DataError

__all__ = ["PROMPT_VARIANTS", "SELECTORS", "EmbeddingSelector", "OracleSelector", "Selector", "SelectorQuery",
           "selector_prompt"]

SELECTORS = ("cached", "oracle", "embedding", "llm")
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
    """Cosine similarity of sentence embeddings, calibrated to [0, 1] (see the package docstring)."""

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
