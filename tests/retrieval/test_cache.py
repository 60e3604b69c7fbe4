"""RetrievalCache: record then replay without any index."""

from __future__ import annotations

import pytest

from agentgym_capo.errors import CacheMissError, ConfigError, DataError
from agentgym_capo.retrieval import RetrievalCache, SparseIndex


def test_record_then_replay_without_index(city_docs, tmp_path):
    file = tmp_path / "cache.jsonl"
    recorder = RetrievalCache.recording(SparseIndex.build(city_docs, progress=False), file)
    queries = ["capital", "Norway", "", "guitar \"pickups\""]
    recorded = recorder.search_batch(queries, k=3)
    replay = RetrievalCache.replay(file)
    assert replay.index is None
    assert replay.search_batch(queries, k=3) == recorded
    assert replay.search("Norway", k=3) == recorded[1]
    with pytest.raises(CacheMissError, match="not recorded"):
        replay.search("never asked", k=3)
    with pytest.raises(CacheMissError):
        replay.search("Norway", k=5)  # k is part of the key


def test_replay_or_search_fills_misses(city_docs, tmp_path):
    file = tmp_path / "cache.jsonl"
    index = SparseIndex.build(city_docs, progress=False)
    RetrievalCache.recording(index, file).search("capital", 2)
    cache = RetrievalCache(file, index, mode="replay_or_search")
    assert cache.search("kettle", 2) == index.search("kettle", 2)
    assert len(RetrievalCache.replay(file)) == 2


def test_bad_configuration_and_files(tmp_path):
    with pytest.raises(ConfigError):
        RetrievalCache(None, None, mode="record")
    with pytest.raises(ConfigError):
        RetrievalCache(tmp_path / "x", None, mode="bogus")
    with pytest.raises(DataError):
        RetrievalCache.replay(tmp_path / "missing.jsonl")
    (tmp_path / "bad.jsonl").write_text("{not json\n", encoding="utf-8")
    with pytest.raises(DataError, match="line 1"):
        RetrievalCache.replay(tmp_path / "bad.jsonl")
