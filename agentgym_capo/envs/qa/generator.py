"""Generate the bundled multi-hop QA data: a fictional world written out in the official file formats.

The pieces, one concept per module: :mod:`.world` (the seeded world of entities and paragraphs),
:mod:`.questions` (question builders over it), :mod:`.formats` (rows in the official formats). This module
writes the bundle and is the import surface for all of them.

Outputs (``write_bundle``), all readable by the same loaders as the real data sets:

* ``hotpotqa/hotpot_train_bundle.json`` and ``hotpot_dev_bundle.json`` (HotpotQA distractor format: 2 gold
  paragraphs + 8 distractors of the same entity types, shuffled; bridge and comparison questions);
* ``2wikimultihopqa/2wiki_dev_bundle.json`` + ``id_aliases.json`` (the four 2Wiki types, ``evidences``,
  ``entity_ids``, ``answer_id``);
* ``musique/musique_dev_bundle.jsonl`` (2- and 3-hop decompositions; 3 rows ``answerable: false``);
* each directory's ``corpus.jsonl``, built by the same deduplication routine as the real corpora (HotpotQA:
  train + dev contexts plus the world's unused paragraphs as extra distractors), and ``manifest.json`` with
  sha256 values and counts.

Run ``python -m agentgym_capo.envs.qa.generator --out data/qa`` (or ``capo data generate-qa``) to
regenerate; the output is byte-identical for the same seed.
"""

from __future__ import annotations

import argparse
import hashlib
import json
import random
from collections.abc import Sequence
from pathlib import Path
from typing import Any

from agentgym_capo.envs.qa.corpus import corpus_from_hotpot, corpus_from_musique, write_corpus
from agentgym_capo.envs.qa.formats import extra_paragraphs, hotpot_rows, musique_rows, twowiki_rows
from agentgym_capo.envs.qa.questions import Question, hotpot_questions
from agentgym_capo.envs.qa.world import DEFAULT_SEED, Entity, World

__all__ = [
    "COUNTS",
    "DEFAULT_SEED",
    "Entity",
    "Question",
    "World",
    "extra_paragraphs",
    "hotpot_rows",
    "main",
    "musique_rows",
    "twowiki_rows",
    "write_bundle",
]

COUNTS = {
    "hotpot_train": 200,
    "hotpot_dev": 100,
    "2wiki_dev": 50,
    "musique_dev": 50,
    "musique_unanswerable": 3,
}


def _sha256(path: Path) -> str:
    return hashlib.sha256(path.read_bytes()).hexdigest()


def _dump_json(path: Path, payload: Any) -> None:
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(json.dumps(payload, ensure_ascii=False, indent=1) + "\n", encoding="utf-8")


def write_bundle(
    out_dir: str | Path, seed: int = DEFAULT_SEED, counts: dict[str, int] | None = None
) -> dict:
    """Generate the world and write every bundled file under ``out_dir``; return the manifest."""
    counts = {**COUNTS, **(counts or {})}
    out = Path(out_dir)
    world = World(seed)
    rng = random.Random(seed + 1)
    seen: set[str] = set()
    train = hotpot_rows(world, rng, hotpot_questions(world, rng, counts["hotpot_train"], seen), "train")
    dev = hotpot_rows(world, rng, hotpot_questions(world, rng, counts["hotpot_dev"], seen), "dev")
    wiki, id_aliases = twowiki_rows(world, rng, counts["2wiki_dev"], seen)
    musique = musique_rows(world, rng, counts["musique_dev"], counts["musique_unanswerable"], seen)

    files = {
        "hotpotqa/hotpot_train_bundle.json": train,
        "hotpotqa/hotpot_dev_bundle.json": dev,
        "2wikimultihopqa/2wiki_dev_bundle.json": wiki,
        "2wikimultihopqa/id_aliases.json": id_aliases,
    }
    for name, payload in files.items():
        _dump_json(out / name, payload)
    musique_file = out / "musique/musique_dev_bundle.jsonl"
    musique_file.parent.mkdir(parents=True, exist_ok=True)
    musique_file.write_text(
        "".join(json.dumps(row, ensure_ascii=False) + "\n" for row in musique), encoding="utf-8"
    )

    used = {title for row in train + dev for title, _ in row["context"]}
    hotpot_corpus = corpus_from_hotpot(train + dev, extra=extra_paragraphs(world, used))
    corpora = {
        "hotpotqa/corpus.jsonl": hotpot_corpus,
        "2wikimultihopqa/corpus.jsonl": corpus_from_hotpot(wiki),
        "musique/corpus.jsonl": corpus_from_musique(musique),
    }
    for name, passages in corpora.items():
        write_corpus(passages, out / name)
    descriptions = {
        "hotpotqa": {"train": "hotpot_train_bundle.json", "dev": "hotpot_dev_bundle.json"},
        "2wikimultihopqa": {"dev": "2wiki_dev_bundle.json"},
        "musique": {"dev": "musique_dev_bundle.jsonl"},
    }
    for dataset, splits in descriptions.items():
        aliases = "id_aliases.json" if dataset == "2wikimultihopqa" else None
        description = {"dataset": dataset, "splits": splits, "corpus": "corpus.jsonl", "id_aliases": aliases}
        _dump_json(out / dataset / "dataset.json", description)
    manifest = {
        "generator": "agentgym_capo.envs.qa.generator",
        "seed": seed,
        "counts": {
            "hotpot_train": len(train),
            "hotpot_dev": len(dev),
            "2wiki_dev": len(wiki),
            "musique_dev_rows": len(musique),
            "entities": len(world.entities),
            **{f"passages/{name}": len(p) for name, p in corpora.items()},
        },
        "sha256": {
            name: _sha256(out / name) for name in [*files, "musique/musique_dev_bundle.jsonl", *corpora]
        },
    }
    _dump_json(out / "manifest.json", manifest)
    return manifest


def main(argv: Sequence[str] | None = None) -> None:
    """Command line: ``python -m agentgym_capo.envs.qa.generator --out data/qa [--seed N]``."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--out", required=True, help="output directory (e.g. data/qa)")
    parser.add_argument("--seed", type=int, default=DEFAULT_SEED)
    args = parser.parse_args(argv)
    manifest = write_bundle(args.out, args.seed)
    print(json.dumps(manifest["counts"], indent=1))


if __name__ == "__main__":
    main()
