"""Generated questions written in the official file formats (HotpotQA, 2WikiMultihopQA, MuSiQue).

The rows are read back by the same loaders as the real data sets (:mod:`.records`), so the bundled data
exercises the real code path.
"""

from __future__ import annotations

import hashlib
import random
from collections.abc import Sequence

from agentgym_capo.envs.qa.questions import (
    BRIDGE_TEMPLATES,
    Question,
    bridge_comparison_question,
    bridge_question,
    comparison_question,
    inference_question,
    three_hop_question,
)
from agentgym_capo.envs.qa.world import Entity, World

__all__ = ["extra_paragraphs", "hotpot_rows", "musique_rows", "twowiki_rows"]

def _distractors(world: World, rng: random.Random, gold: Sequence[str], count: int) -> list[str]:
    kinds = {world.entities[key].kind for key in gold}
    pool = [e.key for e in world.entities.values() if e.kind in kinds and e.key not in gold]
    if len(pool) < count:
        pool += [e.key for e in world.entities.values() if e.key not in gold and e.key not in pool]
    return rng.sample(pool, count)


def _gold_keys(question: Question) -> list[str]:
    return list(dict.fromkeys(key for key, _ in question.hops))


def _level(rng: random.Random) -> str:
    return rng.choice(("easy", "medium", "medium", "hard"))


def hotpot_rows(
    world: World, rng: random.Random, questions: Sequence[Question], prefix: str
) -> list[dict]:
    """Write questions as HotpotQA distractor-setting rows."""
    rows = []
    for number, q in enumerate(questions):
        gold = _gold_keys(q)
        keys = gold + _distractors(world, rng, gold, 10 - len(gold))
        rng.shuffle(keys)
        rows.append(
            {
                "_id": hashlib.sha1(f"{prefix}{number}{q.text}".encode()).hexdigest()[:24],
                "answer": q.answer,
                "question": q.text,
                "supporting_facts": [
                    [world.name(key), world.entities[key].sentence_index(m)] for key, m in q.hops
                ],
                "context": [world.paragraph(key) for key in keys],
                "type": q.kind,
                "level": _level(rng),
            }
        )
    return rows


def _wikidata_style_aliases(entity: Entity) -> list[str]:
    """Extra names for an answer entity, as Wikidata aliases would give (initials, disambiguated titles)."""
    aliases = list(entity.aliases)
    if entity.kind == "person" and " " in entity.title:
        first, rest = entity.title.split(" ", 1)
        aliases.append(f"{first[0]}. {rest}")
    elif entity.kind in ("film", "band"):
        aliases.append(f"{entity.title} ({entity.kind})")
    return aliases


def twowiki_rows(
    world: World, rng: random.Random, count: int, seen: set[str]
) -> tuple[list[dict], dict]:
    """Write 2WikiMultihopQA-format rows (all four types) and the ``id_aliases`` map."""
    rows: list[dict] = []
    id_aliases: dict[str, list[str]] = {}
    kinds = ("comparison", "inference", "compositional", "bridge_comparison")
    while len(rows) < count:
        kind = kinds[len(rows) % 4]
        if kind == "comparison":
            q = comparison_question(world, rng, rng.choice(("born_first", "film_earlier", "band_formed_first")))
        elif kind == "compositional":
            q = bridge_question(
                world,
                rng,
                rng.choice(
                    ("film_director_birthplace", "band_singer_birthplace", "film_studio_founder")
                ),
            )
        elif kind == "inference":
            q = inference_question(world, rng)
        else:
            q = bridge_comparison_question(world, rng)
        if q is None or q.text in seen:
            continue
        seen.add(q.text)
        gold = _gold_keys(q)
        keys = gold + _distractors(world, rng, gold, 10 - len(gold))
        rng.shuffle(keys)
        answer_id = world.entities[q.answer_key].qid if q.answer_key else ""
        if answer_id:
            id_aliases[answer_id] = _wikidata_style_aliases(world.entities[q.answer_key])
        mentioned = [key for key in gold if world.entities[key].title in q.text]
        rows.append(
            {
                "_id": hashlib.sha1(f"2wiki{len(rows)}{q.text}".encode()).hexdigest()[:24],
                "type": kind,
                "question": q.text,
                "context": [world.paragraph(key) for key in keys],
                "supporting_facts": [
                    [world.name(key), world.entities[key].sentence_index(m)] for key, m in q.hops
                ],
                "evidences": q.evidences,
                "answer": q.answer,
                "entity_ids": "_".join(world.entities[key].qid for key in mentioned),
                "answer_id": answer_id,
            }
        )
    return rows, id_aliases


def musique_rows(
    world: World, rng: random.Random, count: int, unanswerable: int, seen: set[str]
) -> list[dict]:
    """Write MuSiQue-Ans rows (2- and 3-hop); the last ``unanswerable`` rows are MuSiQue-Full negatives."""
    rows: list[dict] = []
    while len(rows) < count + unanswerable:
        if len(rows) % 3 == 2:
            q = three_hop_question(world, rng)
        else:
            q = bridge_question(world, rng, rng.choice(BRIDGE_TEMPLATES))
        if q is None or q.text in seen:
            continue
        seen.add(q.text)
        gold = _gold_keys(q)
        answerable = len(rows) < count
        if not answerable:  # drop a supporting paragraph, as MuSiQue-Full's contrast questions do
            gold = gold[:-1]
        keys = gold + _distractors(world, rng, gold, 12 - len(gold))
        rng.shuffle(keys)
        hop_keys = [key for key, _ in q.hops]
        paragraphs = [
            {
                "idx": i,
                "title": world.name(key),
                "paragraph_text": " ".join(world.entities[key].sentences),
                "is_supporting": key in gold and key in hop_keys,
            }
            for i, key in enumerate(keys)
        ]
        decomposition = []
        for hop, ((sub_question, sub_answer), key) in enumerate(
            zip(q.decomposition, hop_keys, strict=True)
        ):
            decomposition.append(
                {
                    "id": int(world.entities[key].qid[1:]),
                    "question": sub_question,
                    "answer": sub_answer,
                    "paragraph_support_idx": keys.index(key) if key in keys else None,
                }
            )
            del hop
        hops = len(hop_keys)
        ids = "_".join(str(d["id"]) for d in decomposition)
        aliases = list(q.aliases)
        if q.answer.isdigit():
            aliases.append(f"in {q.answer}")
        rows.append(
            {
                "id": f"{hops}hop1__{ids}",
                "paragraphs": paragraphs,
                "question": q.text,
                "question_decomposition": decomposition,
                "answer": q.answer,
                "answer_aliases": aliases,
                "answerable": answerable,
            }
        )
    return rows


def extra_paragraphs(world: World, used_titles: set[str]) -> list[dict]:
    """Every world paragraph not used in any context, as extra corpus distractors (HotpotQA corpus)."""
    return [
        {"title": e.title, "sentences": list(e.sentences)}
        for e in world.entities.values()
        if e.title not in used_titles
    ]
