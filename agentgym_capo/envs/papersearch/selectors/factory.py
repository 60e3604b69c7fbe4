"""Build the selector an env's options name (``selector=``, ``selector_fallback=``, ``selector_cache=``, …).

Score caches opened from a file are shared by every env of the process that names the same file, so episodes
running side by side record into, and replay from, one cache.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

from agentgym_capo.envs.papersearch.selectors.base import EmbeddingSelector, OracleSelector, Selector
from agentgym_capo.envs.papersearch.selectors.cache import CachedSelector, ScoreCache
from agentgym_capo.envs.papersearch.selectors.llm import LLMSelector
from agentgym_capo.errors import ConfigError

__all__ = ["make_selector", "shared_score_cache"]

FALLBACKS = ("oracle", "embedding", "llm", "none")
_score_caches: dict[str, ScoreCache] = {}


def shared_score_cache(path: str | None) -> ScoreCache:
    """The process-wide cache of ``path`` (None: a new in-memory cache)."""
    if path is None:
        return ScoreCache(None)
    key = str(Path(path).resolve())
    if key not in _score_caches:
        _score_caches[key] = ScoreCache(path)
    return _score_caches[key]


def make_selector(name: str, corpus_dir: Path, *, cache_path: str | None = None, fallback: str | None = None,
                  selector_id: str | None = None, url: str | None = None, model: str | None = None,
                  api: str = "completions", timeout: float = 60.0, renormalize: bool = False,
                  variant: str = "pasa", embedding_model: str | None = None,
                  llm_options: dict[str, Any] | None = None) -> Selector:
    """The selector of the env options (see :class:`~agentgym_capo.envs.papersearch.env.PaperSearchEnv`).

    ``cached`` wraps ``fallback`` (None: ``oracle`` when ``corpus_dir`` ships ``selector_scores.jsonl``, else
    ``embedding``) and records its scores only when ``cache_path`` is given; ``llm`` with a ``cache_path`` is
    cached too. ``llm_options`` go to :class:`LLMSelector` (``batch_size``, ``scoring``, …).

    Raises:
        ConfigError: An unknown fallback name, or bad LLM selector options.
    """
    def plain(kind: str) -> Selector | None:
        if kind == "oracle":
            return OracleSelector(corpus_dir / "selector_scores.jsonl")
        if kind == "embedding":
            return EmbeddingSelector(embedding_model)
        if kind == "llm":
            return LLMSelector(url or "", model, api=api, renormalize=renormalize, prompt_variant=variant,
                               timeout=timeout, **(llm_options or {}))
        if kind == "none":
            return None
        raise ConfigError(f"Expected selector_fallback in {FALLBACKS}, found {kind!r}.")

    if name == "cached":
        if fallback is None:
            fallback = "oracle" if (corpus_dir / "selector_scores.jsonl").is_file() else "embedding"
        return CachedSelector(shared_score_cache(cache_path), plain(fallback), selector_id,
                              record=cache_path is not None)
    inner = plain(name)
    assert inner is not None
    if name == "llm" and cache_path is not None:
        return CachedSelector(shared_score_cache(cache_path), inner)
    return inner
