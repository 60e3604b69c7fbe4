"""The bundled data: deterministic generator, official formats, corpora, and retrievability of gold passages."""

from __future__ import annotations

import json

import pytest

from agentgym_capo.envs.qa import resources
from agentgym_capo.envs.qa.corpus import corpus_from_hotpot, iter_context, load_corpus, write_corpus
from agentgym_capo.envs.qa.generator import write_bundle
from agentgym_capo.envs.qa.records import load_2wiki, load_hotpot, load_musique
from agentgym_capo.errors import DataError
from agentgym_capo.paths import data_dir
from agentgym_capo.retrieval import SparseIndex


def test_generator_is_deterministic_and_matches_the_committed_files(tmp_path):
    manifest = write_bundle(tmp_path)
    committed = json.loads(data_dir("qa", "manifest.json").read_text(encoding="utf-8"))
    assert manifest["sha256"] == committed["sha256"]
    for name in committed["sha256"]:
        assert (tmp_path / name).read_bytes() == data_dir("qa", name).read_bytes(), name


def test_official_formats_and_counts():
    root = data_dir("qa")
    dev = json.loads((root / "hotpotqa/hotpot_dev_bundle.json").read_text(encoding="utf-8"))
    assert len(dev) == 100
    row = dev[0]
    assert set(row) == {"_id", "answer", "question", "supporting_facts", "context", "type", "level"}
    assert len(row["context"]) == 10
    titles = [title for title, _ in row["context"]]
    for title, sentence in row["supporting_facts"]:
        assert title in titles
        assert sentence < len(dict(row["context"])[title])
    assert {r.type for r in load_hotpot(root / "hotpotqa/hotpot_dev_bundle.json")} == {"bridge", "comparison"}
    wiki = load_2wiki(root / "2wikimultihopqa/2wiki_dev_bundle.json", root / "2wikimultihopqa/id_aliases.json")
    assert {r.type for r in wiki} == {"comparison", "inference", "compositional", "bridge_comparison"}
    assert any(len(r.answers) > 1 for r in wiki)
    musique, skipped = load_musique(root / "musique/musique_dev_bundle.jsonl")
    assert (len(musique), skipped) == (50, 3)
    assert {r.type for r in musique} == {"2hop1", "3hop1"}


def test_answers_cover_the_hard_cases():
    records = [r for d in ("hotpotqa",) for s in ("train", "dev")
               for r in resources.load_split(resources.resolve_dataset(d, None), s)]
    answers = [r.answers[0] for r in records]
    assert {"yes", "no"} <= set(answers)
    assert any(a.isdigit() for a in answers)
    assert any(a.lower().startswith("the ") for a in answers)
    assert any(any(not ch.isascii() for ch in a) for a in answers)
    others = [r for d in ("2wikimultihopqa", "musique") for r in resources.load_split(
        resources.resolve_dataset(d, None), "dev")]
    assert any(len(r.answers) > 1 for r in others)  # HotpotQA has no alias field; 2Wiki and MuSiQue do


def test_corpus_deduplicates_and_accepts_hf_layout(tmp_path):
    rows = [
        {"context": [["A", ["One.", " Two. "]], ["B", ["Three."]]]},
        {"context": {"title": ["A", "C"], "sentences": [["One.", "Two."], ["Four."]]}},
    ]
    passages = corpus_from_hotpot(rows)
    assert [(p["title"], p["text"]) for p in passages] == [("A", "One. Two."), ("B", "Three."), ("C", "Four.")]
    assert list(iter_context(rows[1]["context"]))[1] == ("C", ["Four."])
    write_corpus(passages, tmp_path / "c.jsonl")
    assert load_corpus(tmp_path / "c.jsonl").passage("2") == "C Four."


def test_corpus_loader_accepts_search_r1_lines_and_refuses_duplicates(tmp_path):
    file = tmp_path / "sr1.jsonl"
    file.write_text('{"id": "7", "contents": "\\"Oslo\\"\\nCapital of Norway."}\n', encoding="utf-8")
    corpus = load_corpus(file)
    assert corpus.title("7") == "Oslo" and corpus.passage("7") == "Oslo Capital of Norway."
    file.write_text('{"id": "1", "title": "a", "text": "b"}\n{"id": "1", "title": "c", "text": "d"}\n')
    with pytest.raises(DataError, match="unique"):
        load_corpus(file)


@pytest.mark.parametrize("dataset", resources.DATASETS)
def test_every_gold_title_is_in_the_bm25_top5(dataset):
    files = resources.resolve_dataset(dataset, None)
    corpus = resources.get_corpus(files.corpus)
    index = SparseIndex.build(corpus.docs(), progress=False)
    records = [r for split in files.splits for r in resources.load_split(files, split)]
    titles = sorted({t for r in records for t in r.supporting_titles})
    results = index.search_batch(titles, k=5)
    misses = [t for t, hits in zip(titles, results, strict=True)
              if t not in {corpus.title(h.doc_id) for h in hits}]
    assert not misses
