"""Academic paper search (``capo/PaperSearch-v0``): paper store, search/expand backends, selectors, metrics, env."""

from agentgym_capo.envs.papersearch.env import PaperSearchEnv, bundled_corpus_dir
from agentgym_capo.envs.papersearch.metrics import aggregate_metrics, query_metrics
from agentgym_capo.envs.papersearch.prepare import prepare_papers
from agentgym_capo.envs.papersearch.records import Paper, normalize_paper_id
from agentgym_capo.envs.papersearch.selectors import (
    CachedSelector,
    EmbeddingSelector,
    LLMSelector,
    OracleSelector,
    ScoreCache,
    Selector,
    SelectorQuery,
    selector_prompt,
)
from agentgym_capo.envs.papersearch.store import PaperStore

__all__ = [
    "CachedSelector",
    "EmbeddingSelector",
    "LLMSelector",
    "OracleSelector",
    "Paper",
    "PaperSearchEnv",
    "PaperStore",
    "ScoreCache",
    "Selector",
    "SelectorQuery",
    "aggregate_metrics",
    "bundled_corpus_dir",
    "normalize_paper_id",
    "prepare_papers",
    "query_metrics",
    "selector_prompt",
]
