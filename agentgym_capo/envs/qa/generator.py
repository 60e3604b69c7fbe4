"""Generate the bundled multi-hop QA data: a fictional world written out in the official file formats.

The world (deterministic from a seed) has people, cities, companies, films, bands and rivers with typed
attributes, one 3–5 sentence paragraph per entity, and links between entities (a film's director, a band's
lead singer, a company's founder, a river's city, a person's mentor) that make two- and three-hop questions.
Names include non-ASCII (``Zoë Ångström``, ``São Rafael``), leading articles (``The Vellums``,
``The Narrows``), punctuation (``St. Aurel``, ``O'Daly``) and company abbreviations used as aliases.

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
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from agentgym_capo.envs.qa.corpus import corpus_from_hotpot, corpus_from_musique, write_corpus

DEFAULT_SEED = 20251122
COUNTS = {
    "hotpot_train": 200,
    "hotpot_dev": 100,
    "2wiki_dev": 50,
    "musique_dev": 50,
    "musique_unanswerable": 3,
}

_SYLLABLES = (
    "ka ri vo len mar tis del an or sel bra qu ith no ve ra lu ost en dri fal mo zen ul ta gor ein "
    "pha cor vin ast rel um bel tor dun sha ly kes wen har"
).split()
_COUNTRIES = (
    "Veloria",
    "Ostmark",
    "Calvessa",
    "Drunmoor",
    "Tarsinia",
    "Quellond",
    "Marbrecht",
    "Isfahra",
)
_OCCUPATIONS = ("film director", "singer", "novelist", "architect", "engineer", "painter")
_INDUSTRIES = ("shipping", "software", "aerospace", "brewing", "textile", "mining", "publishing")
_COMPANY_SUFFIXES = (
    ("Maritime Company", "MC"),
    ("Systems Group", "SG"),
    ("Aerospace Corporation", "AC"),
    ("Brewing Works", "BW"),
    ("Textile Mills", "TM"),
    ("Mining Consortium", "MC"),
    ("Press Limited", "PL"),
)
_FILM_GENRES = ("drama", "comedy", "thriller", "documentary", "western", "musical")
_BAND_GENRES = ("folk", "punk", "jazz", "synth-pop", "metal", "indie rock")
_FILM_WORDS = (
    "Silver Harbor",
    "Night Orchard",
    "Glass Meridian",
    "Winter Ledger",
    "Paper Lanterns",
    "Iron Tide",
    "Quiet Atlas",
    "Amber Signal",
    "Hollow Crown",
    "Salt Road",
    "Velvet Storm",
    "Distant Bells",
)
_SPECIAL_PEOPLE = (
    "Zoë Ångström",
    "Liam O'Daly",
    "José Núñez-Brandt",
    "Anneke de Vries",
    "Ezra Stone Jr.",
)
_SPECIAL_CITIES = ("São Rafael", "The Narrows", "St. Aurel", "Kraków-Wola", "Port Élan")
_SPECIAL_BANDS = ("The Vellums", "The Copper Saints", "Hex & Hollow")
_ASCII_FOLD = str.maketrans("ëÅöãéúñçóáíüàèìòù", "eAoaeuncoaiuaeiou")


def _indefinite(noun: str) -> str:
    return ("an " if noun[0] in "aeiou" else "a ") + noun


def _fold(text: str) -> str:
    return text.translate(_ASCII_FOLD)


@dataclass
class Entity:
    """One world entity with its paragraph (as sentences) and typed attributes."""

    key: str
    kind: str
    title: str
    attrs: dict[str, Any] = field(default_factory=dict)
    sentences: list[str] = field(default_factory=list)
    aliases: list[str] = field(default_factory=list)
    qid: str = ""

    def sentence_index(self, marker: str) -> int:
        """Index of the sentence that states attribute ``marker``."""
        return self.attrs["_sent"][marker]


class World:
    """A seeded fictional world; see the module docstring."""

    def __init__(self, seed: int = DEFAULT_SEED, scale: int = 1) -> None:
        self.rng = random.Random(seed)
        self.entities: dict[str, Entity] = {}
        self._names: set[str] = set()
        self._build(scale)

    # -------------------------------------------------------------- names
    def _word(self, syllables: int) -> str:
        while True:
            word = "".join(self.rng.choice(_SYLLABLES) for _ in range(syllables)).capitalize()
            if word not in self._names and 4 <= len(word) <= 11:
                self._names.add(word)
                return word

    def _unique(self, make: Callable[[], str]) -> str:
        while True:
            name = make()
            if name not in self._names:
                self._names.add(name)
                return name

    def _add(self, kind: str, title: str, **attrs: Any) -> Entity:
        entity = Entity(f"{kind}:{len(self.entities)}", kind, title, dict(attrs))
        entity.qid = f"Q{7000 + len(self.entities) * 13}"
        if _fold(title) != title:
            entity.aliases.append(_fold(title))
        self.entities[entity.key] = entity
        return entity

    def of_kind(self, kind: str, core_only: bool = True) -> list[Entity]:
        """Entities of one kind (by default only those questions may use)."""
        return [
            e for e in self.entities.values() if e.kind == kind and (e.attrs["core"] or not core_only)
        ]

    # -------------------------------------------------------------- building
    def _build(self, scale: int) -> None:
        rng = self.rng
        plan = {"city": 40, "person": 90, "company": 35, "film": 50, "band": 30, "river": 20}
        for core in (True, False):  # the non-core half only ever appears as extra corpus distractors
            factor = scale if core else scale + 1
            cities = [self._make_city(i, core) for i in range(plan["city"] * factor)]
            people = [self._make_person(i, core, cities) for i in range(plan["person"] * factor)]
            self._assign_mentors(people)
            for i in range(plan["company"] * factor):
                self._make_company(i, core, people, cities)
            companies = [
                e for e in self.entities.values() if e.kind == "company" and e.attrs["core"] == core
            ]
            directors = [p for p in people if p.attrs["occupation"] == "film director"]
            singers = [p for p in people if p.attrs["occupation"] == "singer"]
            for i in range(plan["film"] * factor):
                self._make_film(
                    i, core, rng.choice(directors), rng.choice(cities), rng.choice(companies)
                )
            for i in range(plan["band"] * factor):
                self._make_band(i, core, rng.choice(singers), rng.choice(cities))
            for _ in range(plan["river"] * factor):
                self._make_river(core, rng.choice(cities))
        for entity in self.entities.values():
            self._write_paragraph(entity)

    def _make_city(self, index: int, core: bool) -> Entity:
        if core and index < len(_SPECIAL_CITIES):
            name = _SPECIAL_CITIES[index]
            self._names.add(name)
        else:
            name = self._word(self.rng.choice((2, 3)))
        return self._add(
            "city",
            name,
            core=core,
            country=self.rng.choice(_COUNTRIES),
            founded=self.rng.randint(900, 1890),
            population=self.rng.randint(8, 2400) * 1000,
        )

    def _make_person(self, index: int, core: bool, cities: Sequence[Entity]) -> Entity:
        if core and index < len(_SPECIAL_PEOPLE):
            name = _SPECIAL_PEOPLE[index]
            self._names.add(name)
        else:
            name = self._unique(lambda: f"{self._word(2)} {self._word(self.rng.choice((2, 3)))}")
        occupation = _OCCUPATIONS[index % len(_OCCUPATIONS)]
        return self._add(
            "person",
            name,
            core=core,
            occupation=occupation,
            born=self.rng.randint(1890, 1995),
            birthplace=self.rng.choice(cities).key,
        )

    def _assign_mentors(self, people: Sequence[Entity]) -> None:
        ordered = sorted(people, key=lambda p: p.attrs["born"])
        for position, person in enumerate(ordered):
            older = [
                p
                for p in ordered[: max(0, position - 3)]
                if p.attrs["born"] <= person.attrs["born"] - 12
            ]
            if older and self.rng.random() < 0.7:
                person.attrs["mentor"] = self.rng.choice(older[-15:]).key

    def _make_company(
        self, index: int, core: bool, people: Sequence[Entity], cities: Sequence[Entity]
    ) -> None:
        suffix, abbr_tail = _COMPANY_SUFFIXES[index % len(_COMPANY_SUFFIXES)]
        stem = self._word(2)
        if index % 9 == 4:  # a few names with punctuation
            stem = f"{stem} & {self._word(2)}"
        name = f"{stem} {suffix}"
        abbreviation = "".join(part[0] for part in stem.replace("&", "").split()) + abbr_tail
        hq = self.rng.choice(cities)
        company = self._add(
            "company",
            name,
            core=core,
            industry=_INDUSTRIES[index % len(_INDUSTRIES)],
            founded=self.rng.randint(1850, 2015),
            founder=self.rng.choice(people).key,
            hq=hq.key,
            country=hq.attrs["country"],
            abbreviation=abbreviation,
        )
        company.aliases.append(abbreviation)

    def _make_film(self, index: int, core: bool, director: Entity, city: Entity, studio: Entity) -> None:
        base = _FILM_WORDS[index % len(_FILM_WORDS)]
        title = self._unique(
            lambda: (
                f"{base} of {self._word(2)}"
                if self.rng.random() < 0.5
                else f"The {self._word(2)} {base.split()[-1]}"
            )
        )
        self._add(
            "film",
            title,
            core=core,
            genre=self.rng.choice(_FILM_GENRES),
            year=self.rng.randint(1925, 2020),
            director=director.key,
            location=city.key,
            studio=studio.key,
        )

    def _make_band(self, index: int, core: bool, singer: Entity, city: Entity) -> None:
        if core and index < len(_SPECIAL_BANDS):
            name = _SPECIAL_BANDS[index]
            self._names.add(name)
        else:
            name = self._unique(
                lambda: f"The {self._word(2)}s" if self.rng.random() < 0.4 else self._word(3)
            )
        self._add(
            "band",
            name,
            core=core,
            genre=self.rng.choice(_BAND_GENRES),
            formed=self.rng.randint(1955, 2018),
            singer=singer.key,
            origin=city.key,
        )

    def _make_river(self, core: bool, city: Entity) -> None:
        name = f"{self._word(2)} River"
        self._add(
            "river",
            name,
            core=core,
            country=city.attrs["country"],
            length=self.rng.randint(40, 3900),
            city=city.key,
        )

    # -------------------------------------------------------------- paragraphs
    def name(self, key: str) -> str:
        """Title of the entity ``key``."""
        return self.entities[key].title

    def _write_paragraph(self, e: Entity) -> None:
        a, rng = e.attrs, self.rng
        marks: dict[str, int] = {}
        sentences: list[str] = []

        def say(marker: str | None, text: str) -> None:
            if marker:
                marks[marker] = len(sentences)
            sentences.append(text)

        if e.kind == "person":
            surname = e.title.split()[-1] if not e.title.endswith("Jr.") else e.title.split()[-2]
            say("occupation", f"{e.title} is {_indefinite(a['occupation'])} born in {a['born']}.")
            say("birthplace", f"{surname} was born and raised in {self.name(a['birthplace'])}.")
            if "mentor" in a:
                say("mentor", f"Early in life, {surname} was mentored by {self.name(a['mentor'])}.")
            say(
                None,
                rng.choice(
                    (
                        f"{surname} has received several regional awards.",
                        f"Critics often describe {surname}'s work as restrained and precise.",
                        f"{surname} later taught at a small academy.",
                    )
                ),
            )
        elif e.kind == "city":
            say("country", f"{e.title} is a city in {a['country']}.")
            say("founded", f"It was founded in {a['founded']}.")
            say("population", f"It has a population of about {a['population']:,} people.")
            say(
                None,
                rng.choice(
                    (
                        "The city is known for its covered markets.",
                        "Its old harbour is now a park.",
                        "A railway line reached the city in the nineteenth century.",
                    )
                ),
            )
        elif e.kind == "company":
            say("industry", f"{e.title} ({a['abbreviation']}) is {_indefinite(a['industry'])} company.")
            say("founder", f"It was founded in {a['founded']} by {self.name(a['founder'])}.")
            say("hq", f"The company is headquartered in {self.name(a['hq'])}, {a['country']}.")
            if rng.random() < 0.5:
                say(None, "It employs several thousand people.")
        elif e.kind == "film":
            say("year", f"{e.title} is a {a['year']} {a['genre']} film.")
            say("director", f"It was directed by {self.name(a['director'])}.")
            say("location", f"The film was shot on location in {self.name(a['location'])}.")
            say("studio", f"It was produced by {self.name(a['studio'])}.")
        elif e.kind == "band":
            say("formed", f"{e.title} is {_indefinite(a['genre'])} band formed in {a['formed']}.")
            say("origin", f"The band comes from {self.name(a['origin'])}.")
            say("singer", f"Its lead singer is {self.name(a['singer'])}.")
            if rng.random() < 0.5:
                say(None, "The group has released several albums.")
        elif e.kind == "river":
            say("country", f"The {e.title} is a river in {a['country']}.")
            say("length", f"It is {a['length']} kilometres long.")
            say("city", f"It flows through {self.name(a['city'])}.")
        e.sentences = sentences
        a["_sent"] = marks

    def paragraph(self, key: str) -> list[Any]:
        """The entity as a HotpotQA context item ``[title, sentences]``."""
        entity = self.entities[key]
        return [entity.title, list(entity.sentences)]


# ------------------------------------------------------------------ questions
@dataclass
class Question:
    """A generated question before it is written in one of the official formats."""

    kind: str  # bridge | comparison (HotpotQA); 2Wiki/MuSiQue types are derived
    template: str
    text: str
    answer: str
    aliases: list[str]
    hops: list[tuple[str, str]]  # (entity key, attribute marker) in reasoning order
    answer_key: str | None = None
    evidences: list[list[str]] = field(default_factory=list)
    decomposition: list[tuple[str, str]] = field(default_factory=list)  # (sub-question, sub-answer)


def _answer_of(world: World, key: str) -> tuple[str, list[str]]:
    entity = world.entities[key]
    return entity.title, list(entity.aliases)


def _bridge(world: World, rng: random.Random, template: str) -> Question | None:  # noqa: C901
    w = world
    if template == "film_director_birthplace":
        film = rng.choice(w.of_kind("film"))
        person = w.entities[film.attrs["director"]]
        answer, aliases = _answer_of(w, person.attrs["birthplace"])
        return Question(
            "bridge",
            template,
            f"In which city was the director of {film.title} born?",
            answer,
            aliases,
            [(film.key, "director"), (person.key, "birthplace")],
            person.attrs["birthplace"],
            [[film.title, "director", person.title], [person.title, "place of birth", answer]],
            [(f"{film.title} >> director", person.title), ("#1 >> place of birth", answer)],
        )
    if template == "company_founder_born":
        company = rng.choice(w.of_kind("company"))
        person = w.entities[company.attrs["founder"]]
        answer = str(person.attrs["born"])
        return Question(
            "bridge",
            template,
            f"In what year was the founder of {company.title} born?",
            answer,
            [],
            [(company.key, "founder"), (person.key, "occupation")],
            None,
            [[company.title, "founded by", person.title], [person.title, "date of birth", answer]],
            [(f"{company.title} >> founded by", person.title), ("#1 >> year of birth", answer)],
        )
    if template == "band_singer_birthplace":
        band = rng.choice(w.of_kind("band"))
        person = w.entities[band.attrs["singer"]]
        answer, aliases = _answer_of(w, person.attrs["birthplace"])
        return Question(
            "bridge",
            template,
            f"Where was the lead singer of {band.title} born?",
            answer,
            aliases,
            [(band.key, "singer"), (person.key, "birthplace")],
            person.attrs["birthplace"],
            [[band.title, "lead singer", person.title], [person.title, "place of birth", answer]],
            [(f"{band.title} >> lead singer", person.title), ("#1 >> place of birth", answer)],
        )
    if template == "film_location_country":
        film = rng.choice(w.of_kind("film"))
        city = w.entities[film.attrs["location"]]
        answer = city.attrs["country"]
        return Question(
            "bridge",
            template,
            f"In which country is the city where {film.title} was shot?",
            answer,
            [],
            [(film.key, "location"), (city.key, "country")],
            None,
            [[film.title, "filming location", city.title], [city.title, "country", answer]],
            [(f"{film.title} >> filming location", city.title), ("#1 >> country", answer)],
        )
    if template == "river_city_founded":
        river = rng.choice(w.of_kind("river"))
        city = w.entities[river.attrs["city"]]
        answer = str(city.attrs["founded"])
        return Question(
            "bridge",
            template,
            f"When was the city that the {river.title} flows through founded?",
            answer,
            [],
            [(river.key, "city"), (city.key, "founded")],
            None,
            [[river.title, "flows through", city.title], [city.title, "inception", answer]],
            [(f"{river.title} >> flows through", city.title), ("#1 >> inception", answer)],
        )
    if template == "film_studio_founder":
        film = rng.choice(w.of_kind("film"))
        company = w.entities[film.attrs["studio"]]
        answer, aliases = _answer_of(w, company.attrs["founder"])
        return Question(
            "bridge",
            template,
            f"Who founded the company that produced {film.title}?",
            answer,
            aliases,
            [(film.key, "studio"), (company.key, "founder")],
            company.attrs["founder"],
            [[film.title, "production company", company.title], [company.title, "founded by", answer]],
            [(f"{film.title} >> production company", company.title), ("#1 >> founded by", answer)],
        )
    raise AssertionError(template)


_COMPARISONS: dict[str, tuple[str, str, str]] = {
    # template: (kind, attribute, marker)
    "born_first": ("person", "born", "occupation"),
    "film_earlier": ("film", "year", "year"),
    "band_formed_first": ("band", "formed", "formed"),
    "company_earlier": ("company", "founded", "founder"),
    "river_longer": ("river", "length", "length"),
}


def _comparison(world: World, rng: random.Random, template: str) -> Question | None:
    w = world
    if template in ("same_country_companies", "both_directors"):
        kind, marker = (
            ("company", "hq") if template == "same_country_companies" else ("person", "occupation")
        )
        first, second = rng.sample(w.of_kind(kind), 2)
        if template == "same_country_companies":
            same = first.attrs["country"] == second.attrs["country"]
            if not same and rng.random() < 0.45:  # keep yes/no roughly balanced
                pool = [
                    c
                    for c in w.of_kind("company")
                    if c.attrs["country"] == first.attrs["country"] and c != first
                ]
                if pool:
                    second, same = rng.choice(pool), True
            text = f"Are {first.title} and {second.title} headquartered in the same country?"
            relation = "country"
            values = (first.attrs["country"], second.attrs["country"])
        else:
            same = first.attrs["occupation"] == second.attrs["occupation"] == "film director"
            if rng.random() < 0.5:
                pool = [p for p in w.of_kind("person") if p.attrs["occupation"] == "film director"]
                first, second = rng.sample(pool, 2)
                same = True
            text = f"Are {first.title} and {second.title} both film directors?"
            relation = "occupation"
            values = (first.attrs["occupation"], second.attrs["occupation"])
        answer = "yes" if same else "no"
        return Question(
            "comparison",
            template,
            text,
            answer,
            [],
            [(first.key, marker), (second.key, marker)],
            None,
            [[first.title, relation, values[0]], [second.title, relation, values[1]]],
            [(f"{first.title} >> {relation}", values[0]), (f"{second.title} >> {relation}", values[1])],
        )
    kind, attribute, marker = _COMPARISONS[template]
    first, second = rng.sample(w.of_kind(kind), 2)
    if first.attrs[attribute] == second.attrs[attribute]:
        return None
    earlier = min((first, second), key=lambda e: e.attrs[attribute])
    winner = (
        max((first, second), key=lambda e: e.attrs[attribute]) if template == "river_longer" else earlier
    )
    texts = {
        "born_first": f"Who was born first, {first.title} or {second.title}?",
        "film_earlier": f"Which film came out first, {first.title} or {second.title}?",
        "band_formed_first": f"Which band was formed first, {first.title} or {second.title}?",
        "company_earlier": f"Which company was founded earlier, {first.title} or {second.title}?",
        "river_longer": f"Which river is longer, the {first.title} or the {second.title}?",
    }
    relation = {
        "born": "date of birth",
        "year": "publication date",
        "formed": "inception",
        "founded": "inception",
        "length": "length",
    }[attribute]
    answer, aliases = _answer_of(w, winner.key)
    return Question(
        "comparison",
        template,
        texts[template],
        answer,
        aliases,
        [(first.key, marker), (second.key, marker)],
        winner.key,
        [
            [first.title, relation, str(first.attrs[attribute])],
            [second.title, relation, str(second.attrs[attribute])],
        ],
        [
            (f"{first.title} >> {relation}", str(first.attrs[attribute])),
            (f"{second.title} >> {relation}", str(second.attrs[attribute])),
        ],
    )


_BRIDGES = (
    "film_director_birthplace",
    "company_founder_born",
    "band_singer_birthplace",
    "film_location_country",
    "river_city_founded",
    "film_studio_founder",
)
_COMPARISON_TEMPLATES = (*_COMPARISONS, "same_country_companies", "both_directors")


def _questions(world: World, rng: random.Random, count: int, seen: set[str]) -> list[Question]:
    out: list[Question] = []
    while len(out) < count:
        if rng.random() < 0.6:
            question = _bridge(world, rng, rng.choice(_BRIDGES))
        else:
            question = _comparison(world, rng, rng.choice(_COMPARISON_TEMPLATES))
        if question is None or question.text in seen:
            continue
        seen.add(question.text)
        out.append(question)
    return out


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


def _inference_question(world: World, rng: random.Random) -> Question | None:
    people = [
        p
        for p in world.of_kind("person")
        if "mentor" in p.attrs and "mentor" in world.entities[p.attrs["mentor"]].attrs
    ]
    if not people:
        return None
    person = rng.choice(people)
    mentor = world.entities[person.attrs["mentor"]]
    answer, aliases = _answer_of(world, mentor.attrs["mentor"])
    return Question(
        "inference",
        "grand_mentor",
        f"Who is the academic grandparent of {person.title}?",
        answer,
        aliases,
        [(person.key, "mentor"), (mentor.key, "mentor")],
        mentor.attrs["mentor"],
        [[person.title, "mentor", mentor.title], [mentor.title, "mentor", answer]],
    )


def _bridge_comparison_question(world: World, rng: random.Random) -> Question | None:
    first, second = rng.sample(world.of_kind("film"), 2)
    d1, d2 = world.entities[first.attrs["director"]], world.entities[second.attrs["director"]]
    if d1.attrs["born"] == d2.attrs["born"]:
        return None
    winner = first if d1.attrs["born"] < d2.attrs["born"] else second
    return Question(
        "bridge_comparison",
        "director_born_first",
        f"Which film has the director who was born first, {first.title} or {second.title}?",
        winner.title,
        list(winner.aliases),
        [
            (first.key, "director"),
            (second.key, "director"),
            (d1.key, "occupation"),
            (d2.key, "occupation"),
        ],
        winner.key,
        [
            [first.title, "director", d1.title],
            [second.title, "director", d2.title],
            [d1.title, "date of birth", str(d1.attrs["born"])],
            [d2.title, "date of birth", str(d2.attrs["born"])],
        ],
    )


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
            q = _comparison(world, rng, rng.choice(("born_first", "film_earlier", "band_formed_first")))
        elif kind == "compositional":
            q = _bridge(
                world,
                rng,
                rng.choice(
                    ("film_director_birthplace", "band_singer_birthplace", "film_studio_founder")
                ),
            )
        elif kind == "inference":
            q = _inference_question(world, rng)
        else:
            q = _bridge_comparison_question(world, rng)
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


def _three_hop(world: World, rng: random.Random) -> Question:
    film = rng.choice(world.of_kind("film"))
    person = world.entities[film.attrs["director"]]
    city = world.entities[person.attrs["birthplace"]]
    answer = city.attrs["country"]
    return Question(
        "3hop",
        "film_director_birthplace_country",
        f"In which country is the birthplace of the director of {film.title}?",
        answer,
        [],
        [(film.key, "director"), (person.key, "birthplace"), (city.key, "country")],
        None,
        [],
        [
            (f"{film.title} >> director", person.title),
            ("#1 >> place of birth", city.title),
            ("#2 >> country", answer),
        ],
    )


def musique_rows(
    world: World, rng: random.Random, count: int, unanswerable: int, seen: set[str]
) -> list[dict]:
    """Write MuSiQue-Ans rows (2- and 3-hop); the last ``unanswerable`` rows are MuSiQue-Full negatives."""
    rows: list[dict] = []
    while len(rows) < count + unanswerable:
        if len(rows) % 3 == 2:
            q = _three_hop(world, rng)
        else:
            q = _bridge(world, rng, rng.choice(_BRIDGES))
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
    train = hotpot_rows(world, rng, _questions(world, rng, counts["hotpot_train"], seen), "train")
    dev = hotpot_rows(world, rng, _questions(world, rng, counts["hotpot_dev"], seen), "dev")
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
