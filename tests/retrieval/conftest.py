"""Small corpora shared by the retrieval tests."""

from __future__ import annotations

import pytest

CITY_DOCS = [
    {"id": "oslo", "title": "Oslo", "text": "Oslo is the capital and most populous city of Norway."},
    {"id": "bergen", "title": "Bergen", "text": "Bergen is a rainy port city on the west coast of Norway."},
    {"id": "paris", "title": "Paris", "text": "Paris is the capital of France, on the river Seine."},
    {"id": "lyon", "title": "Lyon", "text": "Lyon is a French city known for its cuisine and silk weaving."},
    {"id": "zoe", "title": "Zoë Ångström", "text": "Zoë Ångström is a Swedish novelist born in Kiruna."},
    {"id": "kettle", "title": "Kettle", "text": "A kettle is a stainless steel vessel for boiling water."},
    {"id": "guitar", "title": "Electric guitar", "text": "An electric guitar uses pickups to sense strings."},
    {"id": "python", "title": "Python (language)", "text": "Python is a programming language by Guido van Rossum."},
]


@pytest.fixture(scope="session")
def city_docs():
    """Eight short documents with distinctive titles."""
    return [dict(doc) for doc in CITY_DOCS]


@pytest.fixture(scope="session")
def dense_city_index(city_docs):
    """A dense index of the city docs with the bundled MiniLM (built once per session)."""
    from agentgym_capo.retrieval import DenseIndex

    return DenseIndex.build(city_docs, progress=False)


def interrupted_after(docs, count: int):
    """Yield the first ``count`` docs, then raise KeyboardInterrupt (a build killed part way)."""
    yield from docs[:count]
    raise KeyboardInterrupt
