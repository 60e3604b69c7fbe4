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
  use and embeds abstracts on the CPU (its rate: ``benchmarks/retrieval_speed.py``,
  ``benchmarks/results/retrieval_speed.json``).
* ``cached`` — :class:`CachedSelector`: looks scores up in a :class:`ScoreCache` keyed by (selector id,
  sha1(query), display id); misses go to a fallback selector and are recorded under the fallback's id.
  The cache is SQLite (a file, or in memory); a ``.jsonl`` path is a record/replay file: it is read at
  start and new scores are appended, so LLM scores computed once on a GPU machine replay on a CPU.

The offline default of the env is ``cached`` over ``oracle`` when the corpus ships scores (the bundled one
does) and over ``embedding`` otherwise: the oracle is free, while MiniLM must embed every paper an expansion
returns (about a hundred), which on a CPU costs more than the rest of the step.
"""

from agentgym_capo.envs.papersearch.selectors.base import (
    PROMPT_VARIANTS,
    SELECTORS,
    EmbeddingSelector,
    OracleSelector,
    Selector,
    SelectorQuery,
    selector_prompt,
)
from agentgym_capo.envs.papersearch.selectors.cache import CachedSelector, ScoreCache
from agentgym_capo.envs.papersearch.selectors.factory import make_selector
from agentgym_capo.envs.papersearch.selectors.llm import SCORINGS, LLMSelector, SelectorRefusal

__all__ = [
    "PROMPT_VARIANTS",
    "SCORINGS",
    "SELECTORS",
    "CachedSelector",
    "EmbeddingSelector",
    "LLMSelector",
    "OracleSelector",
    "ScoreCache",
    "Selector",
    "SelectorQuery",
    "SelectorRefusal",
    "make_selector",
    "selector_prompt",
]
