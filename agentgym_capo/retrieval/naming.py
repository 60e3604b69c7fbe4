"""One name for the retriever an env searches with, across envs: ``retriever="sparse"``.

QA envs used to say ``retriever="bm25"``, PaperSearch ``search_backend="sparse"`` and WebShop
``search_backend="tantivy"`` for the same thing, the shared BM25 :class:`~agentgym_capo.retrieval.SparseIndex`.
Every env now takes ``retriever=`` with ``"sparse"`` for it (``"dense"``/``"hybrid"``/... where the env has
them). :func:`resolve_retriever` accepts the old spellings for a deprecation period, with a
``DeprecationWarning`` that says what to write instead.
"""

from __future__ import annotations

import warnings

from agentgym_capo.errors import ConfigError

__all__ = ["LEGACY_VALUES", "SPARSE", "resolve_retriever"]

SPARSE = "sparse"
LEGACY_VALUES = {"bm25": SPARSE, "tantivy": SPARSE}


def resolve_retriever(retriever: str | None, *, legacy: str | None = None, legacy_name: str = "search_backend",
                      default: str = SPARSE, env: str = "this env") -> str:
    """Return the retriever name an env was asked for, mapping deprecated spellings (with a warning).

    Args:
        retriever: The ``retriever=`` argument (None: not given).
        legacy: The value of the env's deprecated keyword (e.g. ``search_backend=``), None if not given.
        legacy_name: That keyword's name, for the warning.
        default: The env's default when neither is given.
        env: The env's name, for messages.

    Raises:
        ConfigError: Both ``retriever`` and the deprecated keyword were given, with different values.
    """
    value = retriever
    if legacy is not None:
        mapped = LEGACY_VALUES.get(legacy, legacy)
        warnings.warn(f"{env}: {legacy_name}={legacy!r} is deprecated; pass retriever={mapped!r}.",
                      DeprecationWarning, stacklevel=3)
        if retriever is not None and LEGACY_VALUES.get(retriever, retriever) != mapped:
            raise ConfigError(f"{env}: got retriever={retriever!r} and the deprecated {legacy_name}={legacy!r}; "
                              "pass only retriever=.")
        value = legacy
    if value is None:
        value = default
    if value in LEGACY_VALUES:
        if legacy is None:
            warnings.warn(f"{env}: retriever={value!r} is deprecated; pass retriever={LEGACY_VALUES[value]!r} "
                          "(the shared BM25 index).", DeprecationWarning, stacklevel=3)
        value = LEGACY_VALUES[value]
    return value
