"""Room layouts (ALFRED floor plans) read from the metadata the ``alfworld`` wheel ships.

``alfworld/gen/layouts/FloorPlan<N>-objects.json`` lists the object and receptacle classes of a scene, and
``FloorPlan<N>-openable.json`` lists every receptacle instance of the scene (ALFRED id -> the agent's pose in
front of it: x, z, rotation, camera horizon). ``alfworld/gen/constants.py`` gives which receptacle class can
hold which object class and which object classes can be cleaned, heated, cooled, sliced or toggled.

Choices made here:

* Receptacles are the scene's instances from ``openable.json`` whose class is a static receptacle class of
  ALFRED (movable receptacles such as bowls and mugs are objects here, as in ALFWorld's text games).
* The location of a receptacle is the agent's pose in front of it on ALFRED's 0.25 m grid, written the way
  ALFWorld's games write it (``loc|x|z|rotation|horizon``). When two receptacles share a pose, only the first
  (sorted by id) is kept, so every ``go to`` target has its own location.
* Pickupable object classes are the classes ALFRED lets some receptacle hold, without sliced variants.
"""

from __future__ import annotations

import functools
import json
from dataclasses import dataclass
from importlib import resources

__all__ = [
    "HELD_OUT_SCENES",
    "ROOM_TYPES",
    "TRAIN_SCENES",
    "Receptacle",
    "SceneLayout",
    "available_scenes",
    "load_layout",
    "room_type",
]

TRAIN_SCENES: tuple[int, ...] = tuple(
    n for start in (7, 207, 307, 407) for n in range(start, start + 24)
)
HELD_OUT_SCENES: tuple[int, ...] = tuple(n for start in (1, 201, 301, 401) for n in range(start, start + 6))
ROOM_TYPES = {"Kitchen": range(1, 31), "LivingRoom": range(201, 231), "Bedroom": range(301, 331),
              "Bathroom": range(401, 431)}
LAMP_CLASSES = ("DeskLamp", "FloorLamp")


def room_type(scene_num: int) -> str:
    """Return ``Kitchen``, ``LivingRoom``, ``Bedroom`` or ``Bathroom`` for an ALFRED floor-plan number."""
    for name, numbers in ROOM_TYPES.items():
        if scene_num in numbers:
            return name
    raise ValueError(f"FloorPlan{scene_num} is not an ALFRED floor plan")


@dataclass(frozen=True)
class Receptacle:
    """One receptacle instance of a scene.

    Attributes:
        alfred_id: The ALFRED id, e.g. ``Cabinet|+00.68|+00.50|-02.20`` or ``Sink|...|SinkBasin``.
        cls: The receptacle class, e.g. ``Cabinet`` or ``SinkBasin``.
        location: The agent's pose in front of it, ``loc|x|z|rotation|horizon``.
        openable: Whether it opens and closes (and starts closed).
    """

    alfred_id: str
    cls: str
    location: str
    openable: bool


@dataclass(frozen=True)
class SceneLayout:
    """What one floor plan offers a task generator.

    Attributes:
        scene_num: The ALFRED floor-plan number.
        room: The room type.
        receptacles: Receptacle instances, sorted by id, one per location.
        object_classes: Pickupable object classes present in the scene, sorted.
        lamp_classes: Toggleable lamp classes present in the scene.
    """

    scene_num: int
    room: str
    receptacles: tuple[Receptacle, ...]
    object_classes: tuple[str, ...]
    lamp_classes: tuple[str, ...]

    def receptacle_classes(self) -> list[str]:
        """Return the distinct receptacle classes, sorted."""
        return sorted({r.cls for r in self.receptacles})


@functools.cache
def _constants():
    import alfworld.gen.constants as constants

    return constants


@functools.cache
def compatibility() -> dict[str, frozenset[str]]:
    """Return receptacle class -> object classes it may hold (ALFRED's ``VAL_RECEPTACLE_OBJECTS``)."""
    return {r: frozenset(objects) for r, objects in _constants().VAL_RECEPTACLE_OBJECTS.items()}


@functools.cache
def capabilities() -> dict[str, frozenset[str]]:
    """Return capability (``Cleanable``, ``Heatable``, ...) -> object classes (ALFRED's ``VAL_ACTION_OBJECTS``)."""
    return {name: frozenset(objects) for name, objects in _constants().VAL_ACTION_OBJECTS.items()}


@functools.cache
def openable_classes() -> frozenset[str]:
    """Return the receptacle classes that open and close."""
    return frozenset(_constants().OPENABLE_CLASS_LIST)


@functools.cache
def movable_receptacles() -> frozenset[str]:
    """Return the object classes that are themselves containers (bowl, mug, pot, ...)."""
    return frozenset(_constants().MOVABLE_RECEPTACLES)


@functools.cache
def _static_receptacle_classes() -> frozenset[str]:
    return frozenset(compatibility()) - movable_receptacles()


@functools.cache
def _pickupable_classes() -> frozenset[str]:
    held = set().union(*compatibility().values())
    return frozenset(c for c in held if "Sliced" not in c and c not in _static_receptacle_classes())


def _layout_dir():
    return resources.files("alfworld.gen") / "layouts"


@functools.cache
def available_scenes() -> tuple[int, ...]:
    """Return the floor-plan numbers whose metadata the installed wheel ships, sorted."""
    numbers = []
    for entry in _layout_dir().iterdir():
        name = entry.name
        if name.startswith("FloorPlan") and name.endswith("-openable.json"):
            numbers.append(int(name[len("FloorPlan"):-len("-openable.json")]))
    return tuple(sorted(numbers))


def _receptacle_class(alfred_id: str) -> str:
    parts = alfred_id.split("|")
    return parts[-1] if parts[-1].endswith("Basin") else parts[0]


def _location(pose: list[float]) -> str:
    x, z, rotation, horizon = pose
    return f"loc|{round(x / 0.25)}|{round(z / 0.25)}|{int(rotation) // 90 % 4}|{int(horizon)}"


@functools.cache
def load_layout(scene_num: int) -> SceneLayout:
    """Read one floor plan's metadata from the installed ``alfworld`` wheel."""
    layout_dir = _layout_dir()
    classes = set(json.loads((layout_dir / f"FloorPlan{scene_num}-objects.json").read_text()))
    poses = json.loads((layout_dir / f"FloorPlan{scene_num}-openable.json").read_text())
    static = _static_receptacle_classes()
    receptacles, used_locations = [], set()
    for alfred_id in sorted(poses):
        cls = _receptacle_class(alfred_id)
        location = _location(poses[alfred_id])
        if cls not in static or location in used_locations:
            continue
        used_locations.add(location)
        receptacles.append(Receptacle(alfred_id, cls, location, cls in openable_classes()))
    objects = tuple(sorted(classes & _pickupable_classes()))
    lamps = tuple(c for c in LAMP_CLASSES if c in classes)
    return SceneLayout(scene_num, room_type(scene_num), tuple(receptacles), objects, lamps)
