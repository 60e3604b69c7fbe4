"""The seeded fictional world behind the bundled multi-hop QA data: entities, attributes and paragraphs.

The world (deterministic from a seed) has people, cities, companies, films, bands and rivers with typed
attributes, one 3–5 sentence paragraph per entity, and links between entities (a film's director, a band's
lead singer, a company's founder, a river's city, a person's mentor) that make two- and three-hop questions.
Names include non-ASCII (``Zoë Ångström``, ``São Rafael``), leading articles (``The Vellums``,
``The Narrows``), punctuation (``St. Aurel``, ``O'Daly``) and company abbreviations used as aliases.
Questions over it are in :mod:`.questions`, their official file formats in :mod:`.formats`, and the bundle
writer in :mod:`.generator`.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from typing import Any

__all__ = ["DEFAULT_SEED", "Entity", "World"]

DEFAULT_SEED = 20251122

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
