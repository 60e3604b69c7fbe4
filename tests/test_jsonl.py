"""The one JSONL/sha256 helper module, and the readers that go through it: bad data names its file and line."""

from __future__ import annotations

import hashlib

import pytest

from agentgym_capo.envs.papersearch.records import read_jsonl as papersearch_rows
from agentgym_capo.envs.qa.corpus import corpus_from_paragraph_file, load_corpus
from agentgym_capo.envs.qa.records import load_json_rows
from agentgym_capo.errors import ConfigError, DataError
from agentgym_capo.jsonl import (
    append_jsonl,
    iter_jsonl,
    json_object_option,
    read_jsonl,
    sha256_file,
    sha256_text,
    write_jsonl,
)
from agentgym_capo.retrieval.cache import RetrievalCache
from agentgym_capo.trainer.backend.records import read_jsonl as trainer_read_jsonl
from agentgym_capo.wrappers.recording import load_steps


def _corrupt(tmp_path, name="data.jsonl"):
    path = tmp_path / name
    path.write_bytes(b'\n  \n{"id": "b", "title": "t", "text": "caf\xe9"}\n{"id": "a"}\n')  # line 3 corrupt
    return path


@pytest.mark.parametrize("reader", [
    lambda p: list(iter_jsonl(p)), lambda p: load_corpus(p), lambda p: list(corpus_from_paragraph_file(p, False)),
    lambda p: load_json_rows(p), lambda p: list(papersearch_rows(p)), lambda p: list(load_steps(p)),
    lambda p: trainer_read_jsonl(p), lambda p: RetrievalCache(p, mode="replay"),
], ids=["iter_jsonl", "qa-corpus", "qa-paragraphs", "qa-rows", "papersearch", "recording", "trainer", "cache"])
def test_invalid_utf8_names_file_and_line(tmp_path, reader):
    path = _corrupt(tmp_path)
    with pytest.raises(DataError, match=r"data\.jsonl, line 3: not valid UTF-8"):
        reader(path)


def test_round_trip_errors_and_partial_tail(tmp_path):
    path = tmp_path / "log.jsonl"
    write_jsonl(path, [{"a": 1}])
    append_jsonl(path, [{"b": "é"}, {"c": None}])
    assert read_jsonl(path) == [{"a": 1}, {"b": "é"}, {"c": None}]
    assert read_jsonl(tmp_path / "missing.jsonl", missing_ok=True) == []
    with pytest.raises(DataError, match="missing.jsonl"):
        read_jsonl(tmp_path / "missing.jsonl")
    with path.open("a", encoding="utf-8") as handle:
        handle.write('{"half": ')
    skipped = []
    assert [n for n, _ in iter_jsonl(path, partial_tail=skipped.append)] == [1, 2, 3] and skipped == [4]
    with pytest.raises(DataError, match="line 4: not valid JSON"):
        read_jsonl(path)
    (tmp_path / "list.jsonl").write_text("[1]\n", encoding="utf-8")
    with pytest.raises(DataError, match="line 1: expected a JSON object"):
        read_jsonl(tmp_path / "list.jsonl")
    assert read_jsonl(tmp_path / "list.jsonl", objects=False) == [[1]]


def test_sha256_helpers(tmp_path):
    path = tmp_path / "blob"
    data = bytes(range(256)) * 10_000
    path.write_bytes(data)
    assert sha256_file(path, chunk_bytes=4096) == hashlib.sha256(data).hexdigest()
    assert sha256_text("é") == hashlib.sha256("é".encode()).hexdigest()


def test_a_json_object_option_parses_objects_and_names_the_option_otherwise():
    assert json_object_option('{"rooms": 2}', "--env-kwargs") == {"rooms": 2}
    with pytest.raises(ConfigError, match=r"--env-kwargs must be a JSON object, got '\{bad'"):
        json_object_option("{bad", "--env-kwargs")
    with pytest.raises(ConfigError, match="got list"):
        json_object_option("[1, 2]", "--env-kwargs")
