"""Write an ALFWorld ``initial_state.pddl`` from a room layout and object placements.

The problem follows the form of ALFWorld's released games: ALFRED-mangled ids (``|`` -> ``_bar_``, ``+`` ->
``_plus_``, ``-`` -> ``_minus_``, ``.`` -> ``_dot_``), every type used declared as ``<Class>Type - otype|rtype``
(always including the types the domain names directly), one location per receptacle plus the start, and the
goal from ``alfworld/gen/goal_library.py`` with ``#`` replaced by ``-``.
"""

from __future__ import annotations

import functools
from collections.abc import Sequence
from dataclasses import dataclass

from agentgym_capo.envs.alfworld.layouts import Receptacle, capabilities, compatibility, movable_receptacles

__all__ = ["DOMAIN_OTYPES", "DOMAIN_RTYPES", "PlacedObject", "goal_pddl", "mangle", "problem_pddl"]

DOMAIN_RTYPES = ("SinkBasin", "Microwave", "Fridge")
DOMAIN_OTYPES = ("Knife", "ButterKnife")
_MANGLING = (("|", "_bar_"), ("+", "_plus_"), ("-", "_minus_"), (".", "_dot_"), (",", "_comma_"))


def mangle(alfred_id: str) -> str:
    """Return the PDDL-safe form of an ALFRED id, as ALFWorld writes it."""
    for char, word in _MANGLING:
        alfred_id = alfred_id.replace(char, word)
    return alfred_id


@dataclass(frozen=True)
class PlacedObject:
    """One object instance of a game.

    Attributes:
        alfred_id: ALFRED id, e.g. ``Mug|+00.50|+00.90|-01.20``.
        cls: Object class, e.g. ``Mug``.
        receptacle: ALFRED id of the receptacle it starts in.
        pickupable: False for lamps (they are switched on where they stand).
    """

    alfred_id: str
    cls: str
    receptacle: str
    pickupable: bool = True


@functools.cache
def _goal_library() -> dict:
    import alfworld.gen.goal_library as goal_library

    return goal_library.gdict


def goal_pddl(task_type: str, obj: str, recep: str, toggle: str) -> str:
    """Return the ``(:goal ...)`` block (and the problem's closing parenthesis) for a task."""
    template = _goal_library()[task_type]["pddl"]
    return template.replace("#", "-").format(obj=obj, recep=recep, toggle=toggle, mrecep="")


def goal_templates(task_type: str) -> list[str]:
    """Return the family's natural-language goal templates."""
    return list(_goal_library()[task_type]["templates"])


def _object_facts(obj: PlacedObject, mangled: str, location: str) -> list[str]:
    caps = capabilities()
    facts = [f"(objectType {mangled} {obj.cls}Type)", f"(inReceptacle {mangled} {mangle(obj.receptacle)})",
             f"(objectAtLocation {mangled} {location})"]
    if obj.pickupable:
        facts.append(f"(pickupable {mangled})")
    for capability, predicate in (("Cleanable", "cleanable"), ("Heatable", "heatable"), ("Coolable", "coolable"),
                                  ("Sliceable", "sliceable"), ("Toggleable", "toggleable")):
        if obj.cls in caps[capability]:
            facts.append(f"({predicate} {mangled})")
    if obj.cls in movable_receptacles():
        facts.append(f"(isReceptacleObject {mangled})")
    return facts


def problem_pddl(
    name: str,
    receptacles: Sequence[Receptacle],
    objects: Sequence[PlacedObject],
    start_location: str,
    goal: str,
) -> str:
    """Return the text of ``initial_state.pddl``.

    Args:
        name: The problem name (``plan_trial_...``).
        receptacles: The receptacle instances of the game (each with its own location).
        objects: The object instances, each inside one of ``receptacles``.
        start_location: The agent's start, ``loc|x|z|rotation|horizon``, distinct from every receptacle's.
        goal: The goal block from :func:`goal_pddl`.
    """
    location_of = {r.alfred_id: mangle(r.location) for r in receptacles}
    rtypes = sorted({r.cls for r in receptacles} | set(DOMAIN_RTYPES))
    otypes = sorted({o.cls for o in objects} | set(DOMAIN_OTYPES))
    declarations = ["agent1 - agent"]
    declarations += [f"{t}Type - rtype" for t in rtypes]
    declarations += [f"{t}Type - otype" for t in otypes]
    declarations += [f"{mangle(o.alfred_id)} - object" for o in objects]
    declarations += [f"{mangle(r.alfred_id)} - receptacle" for r in receptacles]
    declarations += [f"{loc} - location" for loc in sorted({*location_of.values(), mangle(start_location)})]

    init = [f"(atLocation agent1 {mangle(start_location)})"]
    for r in receptacles:
        rid = mangle(r.alfred_id)
        init += [f"(receptacleType {rid} {r.cls}Type)", f"(receptacleAtLocation {rid} {location_of[r.alfred_id]})"]
        if r.openable:
            init.append(f"(openable {rid})")
    compatible = compatibility()
    for rtype in rtypes:
        for otype in otypes:
            if otype in compatible.get(rtype, ()):
                init.append(f"(canContain {rtype}Type {otype}Type)")
    for obj in objects:
        init += _object_facts(obj, mangle(obj.alfred_id), location_of[obj.receptacle])

    indent = "\n        "
    return (
        f"(define (problem {name})\n"
        "(:domain alfred)\n"
        f"(:objects{indent}{indent.join(declarations)}\n        )\n"
        f"(:init{indent}{indent.join(init)}\n        )\n"
        f"{goal.strip()}\n"
    )
