"""Questions over the generated world: HotpotQA bridge/comparison, 2Wiki inference and bridge-comparison, 3-hop.

Each builder returns a :class:`Question` (text, answer, aliases, the reasoning hops as (entity, attribute)
pairs, 2Wiki evidences, MuSiQue decomposition) or ``None`` when the drawn entities do not make a valid
question (the caller draws again). Writing questions in the official file formats is :mod:`.formats`' job.
"""

from __future__ import annotations

import random
from dataclasses import dataclass, field

from agentgym_capo.envs.qa.world import World

__all__ = [
    "BRIDGE_TEMPLATES",
    "COMPARISON_TEMPLATES",
    "Question",
    "bridge_comparison_question",
    "bridge_question",
    "comparison_question",
    "hotpot_questions",
    "inference_question",
    "three_hop_question",
]

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


def bridge_question(world: World, rng: random.Random, template: str) -> Question | None:  # noqa: C901
    """A two-hop bridge question of ``template`` (one of :data:`BRIDGE_TEMPLATES`), or None."""
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


def comparison_question(world: World, rng: random.Random, template: str) -> Question | None:
    """A comparison question of ``template`` (one of :data:`COMPARISON_TEMPLATES`), or None."""
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


BRIDGE_TEMPLATES = (
    "film_director_birthplace",
    "company_founder_born",
    "band_singer_birthplace",
    "film_location_country",
    "river_city_founded",
    "film_studio_founder",
)
COMPARISON_TEMPLATES = (*_COMPARISONS, "same_country_companies", "both_directors")


def hotpot_questions(world: World, rng: random.Random, count: int, seen: set[str]) -> list[Question]:
    """``count`` new HotpotQA questions (60 % bridge), skipping texts already in ``seen`` (which it extends)."""
    out: list[Question] = []
    while len(out) < count:
        if rng.random() < 0.6:
            question = bridge_question(world, rng, rng.choice(BRIDGE_TEMPLATES))
        else:
            question = comparison_question(world, rng, rng.choice(COMPARISON_TEMPLATES))
        if question is None or question.text in seen:
            continue
        seen.add(question.text)
        out.append(question)
    return out



def inference_question(world: World, rng: random.Random) -> Question | None:
    """A 2Wiki inference question (a person's academic grandparent), or None."""
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


def bridge_comparison_question(world: World, rng: random.Random) -> Question | None:
    """A 2Wiki bridge-comparison question (whose film's director was born first), or None on a tie."""
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


def three_hop_question(world: World, rng: random.Random) -> Question:
    """A MuSiQue 3-hop question (film → director → birthplace → country)."""
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
