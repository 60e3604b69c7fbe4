"""Generate the bundled ALFWorld task set (``data/alfworld``) from files the ``alfworld`` wheel ships.

Run ``python -m agentgym_capo.envs.alfworld.generator --out data/alfworld --seed 0``. The output is a pure
function of the seed, the sizes and the installed ``alfworld`` package (its floor-plan metadata, constants,
goal library, domain and grammar): the same arguments give byte-identical files on every machine.

Per game (one seeded ``numpy`` generator per (seed, split, index, attempt)):

1. **Scene.** ``train`` and ``valid_seen`` draw from ALFRED's training floor plans (7-30, 207-230, 307-330,
   407-430), ``valid_unseen`` only from the held-out ones (1-6, 201-206, 301-306, 401-406); the room type must
   be valid for the family (ALFRED's ``GOALS_VALID``: heat and cool in kitchens, clean in kitchens and
   bathrooms, look-under-light in living rooms and bedrooms, the rest anywhere).
2. **Targets.** An object class present in the scene with the needed capability (cleanable, heatable,
   coolable), a receptacle class of the scene that may hold it (not the appliance itself), and for
   look-under-light a lamp class of the scene.
3. **Receptacles.** 6-14 of the scene's receptacle instances, always including one of the target class, the
   appliance (sink basin, microwave, fridge) and, for look-under-light, a table-like receptacle for the lamp.
   Openable ones start closed.
4. **Objects.** 1-3 instances of the target class (2-3 for pick-two), never inside a receptacle of the target
   class, plus 3-8 distractor classes with 1-2 instances each, all in receptacles that may hold them.
5. **Goal text.** One of the family's two templates, drawn with the game's generator.
6. **Check.** Fast Downward plans from the initial state; the game is kept only when a plan of at most 15
   commands exists and replaying it through TextWorld's PDDL engine with alfworld's wrappers wins. The plan
   is stored as the walkthrough and as ``plan.high_pddl``.

``valid_seen`` never repeats a (family, object, receptacle, scene) tuple of ``train``, and no tuple repeats
within a split. A draw that fails a requirement is redrawn with the next attempt number.

Written per trial: ``initial_state.pddl``, ``traj_data.json`` and ``game.meta.json`` (``solvable``,
``walkthrough``, ``goal_text``, ``grammar_sha256``); ``game.tw-pddl`` is assembled at load time
(:func:`agentgym_capo.envs.alfworld.dataset.materialise_bundled`). A ``manifest.json`` records the arguments,
the package versions and the per-split counts.
"""

from __future__ import annotations

import argparse
import json
import shutil
import tempfile
from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path

import numpy as np
from tqdm import tqdm

from agentgym_capo.envs.alfworld.dataset import JSON_DIR, SPLITS, TASK_TYPES, game_json, logic_files, sha256
from agentgym_capo.envs.alfworld.engine import AlfredGame
from agentgym_capo.envs.alfworld.layouts import (
    HELD_OUT_SCENES,
    TRAIN_SCENES,
    Receptacle,
    SceneLayout,
    available_scenes,
    capabilities,
    compatibility,
    load_layout,
)
from agentgym_capo.envs.alfworld.problem import PlacedObject, goal_pddl, goal_templates, problem_pddl
from agentgym_capo.optional import extra_version

__all__ = ["DEFAULT_SIZES", "GeneratedGame", "generate_dataset", "generate_game", "main"]

GENERATOR_VERSION = 1
DEFAULT_SIZES = {"train": 40, "valid_seen": 5, "valid_unseen": 5}  # games per family
MAX_PLAN_STEPS = 15
MAX_ATTEMPTS = 400
ROOMS_PER_TASK_TYPE = {
    "pick_and_place_simple": {"Kitchen", "LivingRoom", "Bathroom", "Bedroom"},
    "pick_two_obj_and_place": {"Kitchen", "LivingRoom", "Bathroom", "Bedroom"},
    "look_at_obj_in_light": {"LivingRoom", "Bedroom"},
    "pick_clean_then_place_in_recep": {"Kitchen", "Bathroom"},
    "pick_heat_then_place_in_recep": {"Kitchen"},
    "pick_cool_then_place_in_recep": {"Kitchen"},
}
APPLIANCE = {
    "pick_clean_then_place_in_recep": ("SinkBasin", "Cleanable"),
    "pick_heat_then_place_in_recep": ("Microwave", "Heatable"),
    "pick_cool_then_place_in_recep": ("Fridge", "Coolable"),
}
LAMP_HOLDERS = ("Desk", "SideTable", "Dresser", "CoffeeTable", "DiningTable", "Shelf", "TVStand")
_SPLIT_CODES = {"train": 1, "valid_seen": 2, "valid_unseen": 3}


class Redraw(Exception):
    """A draw missed a requirement; the caller draws again with the next attempt number."""


@dataclass
class GeneratedGame:
    """One generated, verified game."""

    relative_dir: str
    problem: str
    traj_data: dict
    meta: dict
    key: tuple


def _scene_pool(split: str, task_type: str) -> list[int]:
    pool = HELD_OUT_SCENES if split == "valid_unseen" else TRAIN_SCENES
    shipped = set(available_scenes())
    return [n for n in pool if n in shipped and load_layout(n).room in ROOMS_PER_TASK_TYPE[task_type]]


def _pick(rng: np.random.Generator, items: Sequence):
    if not items:
        raise Redraw
    return items[int(rng.integers(len(items)))]


def _holders(layout: SceneLayout, obj: str, exclude: set[str]) -> list[str]:
    compat = compatibility()
    return [c for c in layout.receptacle_classes() if c not in exclude and obj in compat.get(c, ())]


def _choose_targets(rng, layout: SceneLayout, task_type: str) -> tuple[str, str, str]:
    """Return (object class, receptacle class or "", toggle class or "")."""
    caps = capabilities()
    classes = layout.receptacle_classes()
    if task_type == "look_at_obj_in_light":
        if not any(c in classes for c in LAMP_HOLDERS):
            raise Redraw
        toggle = _pick(rng, list(layout.lamp_classes))
        obj = _pick(rng, [o for o in layout.object_classes if _holders(layout, o, set())])
        return obj, "", toggle
    appliance, capability = APPLIANCE.get(task_type, (None, None))
    if appliance is not None and appliance not in classes:
        raise Redraw
    candidates = [o for o in layout.object_classes if capability is None or o in caps[capability]]
    obj = _pick(rng, candidates)
    recep = _pick(rng, _holders(layout, obj, {appliance} if appliance else set()))
    if not _holders(layout, obj, {recep}):
        raise Redraw
    return obj, recep, ""


def _choose_receptacles(rng, layout: SceneLayout, required_classes: list[str]) -> list[Receptacle]:
    by_class: dict[str, list[Receptacle]] = {}
    for receptacle in layout.receptacles:
        by_class.setdefault(receptacle.cls, []).append(receptacle)
    chosen: list[Receptacle] = []
    for cls in required_classes:
        if cls and not any(r.cls == cls for r in chosen):
            chosen.append(_pick(rng, by_class.get(cls, [])))
    rest = [r for r in layout.receptacles if r not in chosen]
    size = int(rng.integers(6, 15))
    if len(chosen) + len(rest) < 6:
        raise Redraw
    extra = max(0, min(size, len(chosen) + len(rest)) - len(chosen))
    order = rng.permutation(len(rest))[:extra]
    chosen += [rest[i] for i in sorted(order)]
    return sorted(chosen, key=lambda r: r.alfred_id)


def _coordinate_id(rng, cls: str, used: set[str]) -> str:
    for _ in range(100):
        x, y, z = rng.uniform(-3.0, 3.0, size=3)
        alfred_id = f"{cls}|{x:+06.2f}|{abs(y) / 2:+06.2f}|{z:+06.2f}"
        if alfred_id not in used:
            used.add(alfred_id)
            return alfred_id
    raise Redraw


def _place(rng, cls: str, receptacles: list[Receptacle], exclude: set[str], used: set[str],
           pickupable: bool = True, holders: Sequence[str] | None = None) -> PlacedObject:
    compat = compatibility()
    if holders is None:
        options = [r for r in receptacles if r.cls not in exclude and cls in compat.get(r.cls, ())]
    else:
        options = [r for r in receptacles if r.cls in holders]
    receptacle = _pick(rng, options)
    return PlacedObject(_coordinate_id(rng, cls, used), cls, receptacle.alfred_id, pickupable)


def _start_location(rng, receptacles: list[Receptacle]) -> str:
    taken = {r.location for r in receptacles}
    for _ in range(100):
        x, z = rng.integers(-12, 13, size=2)
        location = f"loc|{int(x)}|{int(z)}|{int(rng.integers(4))}|30"
        if location not in taken:
            return location
    raise Redraw


def draw_game(rng: np.random.Generator, split: str, task_type: str) -> dict:
    """Draw one game's content (scene, targets, placements, goal) without checking solvability."""
    scene_num = int(_pick(rng, _scene_pool(split, task_type)))
    layout = load_layout(scene_num)
    obj, recep, toggle = _choose_targets(rng, layout, task_type)
    appliance = APPLIANCE.get(task_type, ("", ""))[0]
    lamp_holder = ""
    if toggle:
        lamp_holder = _pick(rng, [c for c in LAMP_HOLDERS if c in layout.receptacle_classes()])
    receptacles = _choose_receptacles(rng, layout, [recep, appliance, lamp_holder])
    used: set[str] = set()
    objects: list[PlacedObject] = []
    if toggle:
        objects.append(_place(rng, toggle, receptacles, set(), used, pickupable=False, holders=[lamp_holder]))
    low, high = (2, 3) if task_type == "pick_two_obj_and_place" else (1, 3)
    exclude = {recep} if recep else set()
    for _ in range(int(rng.integers(low, high + 1))):
        objects.append(_place(rng, obj, receptacles, exclude, used))
    others = [c for c in layout.object_classes if c != obj]
    for index in sorted(rng.permutation(len(others))[: int(rng.integers(3, 9))]):
        for _ in range(int(rng.integers(1, 3))):
            try:
                objects.append(_place(rng, others[index], receptacles, set(), used))
            except Redraw:
                break
    template = _pick(rng, goal_templates(task_type))
    goal_text = template.format(obj=obj.lower(), recep=recep.lower(), toggle=toggle.lower(), mrecep="")
    return {
        "scene_num": scene_num, "obj": obj, "recep": recep, "toggle": toggle, "receptacles": receptacles,
        "objects": objects, "start": _start_location(rng, receptacles), "goal_text": goal_text,
        "task_type": task_type,
    }


def solve(problem: str, goal_text: str, workdir: Path) -> list[str] | None:
    """Plan with Fast Downward and replay the plan through TextWorld; return it if it wins, else None."""
    game_file = workdir / "game.tw-pddl"
    game_file.write_text(json.dumps(game_json(problem, goal_text)))
    game = AlfredGame(game_file)
    try:
        state = game.reset()
        if state.won:
            return None  # the goal already holds: not a task
        plan = game.replan()
        if not plan or len(plan) > MAX_PLAN_STEPS:
            return None
        for command in plan:
            state = game.step(command)
        return plan if state.won else None
    finally:
        game.close()


def generate_game(seed: int, split: str, task_type: str, index: int, workdir: Path,
                  taken: set[tuple]) -> GeneratedGame:
    """Draw and verify one game (redrawing until it is solvable and new)."""
    for attempt in range(MAX_ATTEMPTS):
        rng = np.random.default_rng([seed, _SPLIT_CODES[split], index, attempt])
        try:
            drawn = draw_game(rng, split, task_type)
        except Redraw:
            continue
        key = (task_type, drawn["obj"], drawn["recep"] or drawn["toggle"], drawn["scene_num"])
        if key in taken:
            continue
        trial = f"trial_T{seed:08d}_{_SPLIT_CODES[split]:06d}_{index:06d}"
        problem = problem_pddl(
            f"plan_{trial}", drawn["receptacles"], drawn["objects"], drawn["start"],
            goal_pddl(task_type, drawn["obj"], drawn["recep"], drawn["toggle"]),
        )
        plan = solve(problem, drawn["goal_text"], workdir)
        if plan is None:
            continue
        task_dir = f"{task_type}-{drawn['obj']}-None-{drawn['recep'] or drawn['toggle']}-{drawn['scene_num']}"
        traj = {
            "task_id": trial,
            "task_type": task_type,
            "pddl_params": {"object_target": drawn["obj"], "parent_target": drawn["recep"],
                            "toggle_target": drawn["toggle"], "mrecep_target": "", "object_sliced": False},
            "scene": {"floor_plan": f"FloorPlan{drawn['scene_num']}", "scene_num": drawn["scene_num"],
                      "random_seed": int(rng.integers(2**31))},
            "turk_annotations": {"anns": [{"task_desc": drawn["goal_text"], "high_descs": [],
                                           "assignment_id": "synthetic"}]},
            "plan": {"high_pddl": [{"high_idx": i, "discrete_action": {"action": command.split()[0], "args":
                                    command.split()[1:]}, "command": command} for i, command in enumerate(plan)],
                     "low_actions": []},
            "synthetic": True,
            "generator": {"name": "agentgym_capo.envs.alfworld.generator", "version": GENERATOR_VERSION,
                          "seed": seed, "split": split, "index": index, "attempt": attempt},
        }
        meta = {"solvable": True, "walkthrough": plan, "goal_text": drawn["goal_text"],
                "grammar_sha256": sha256(logic_files()[1])}
        return GeneratedGame(f"{task_dir}/{trial}", problem, traj, meta, key)
    raise RuntimeError(f"No solvable {task_type} game for split {split} after {MAX_ATTEMPTS} draws")


def generate_dataset(out: str | Path, *, seed: int = 0, sizes: dict[str, int] | None = None,
                     progress: bool = True) -> dict:
    """Generate every split into ``out`` (replacing its ``json_2.1.1``) and return the manifest."""
    sizes = dict(DEFAULT_SIZES if sizes is None else sizes)
    out = Path(out)
    json_dir = out / JSON_DIR
    if json_dir.exists():
        shutil.rmtree(json_dir)
    counts: dict[str, dict[str, int]] = {}
    train_keys: set[tuple] = set()
    total = sum(sizes.values()) * len(TASK_TYPES)
    bar = tqdm(total=total, desc="ALFWorld games", disable=not progress)
    with tempfile.TemporaryDirectory() as tmp:
        for split in SPLITS:
            taken = set(train_keys) if split == "valid_seen" else set()
            counts[split] = {}
            index = 0
            for task_type in TASK_TYPES.values():
                for _ in range(sizes.get(split, 0)):
                    game = generate_game(seed, split, task_type, index, Path(tmp), taken)
                    taken.add(game.key)
                    if split == "train":
                        train_keys.add(game.key)
                    _write_game(json_dir / split / game.relative_dir, game)
                    counts[split][task_type] = counts[split].get(task_type, 0) + 1
                    index += 1
                    bar.update()
    bar.close()
    domain, grammar = logic_files()
    manifest = {
        "generator": "agentgym_capo.envs.alfworld.generator", "generator_version": GENERATOR_VERSION,
        "seed": seed, "games_per_family": sizes, "counts": counts,
        "alfworld_version": extra_version("alfworld", "alfworld", "The ALFWorld game generator"),
        "textworld_version": extra_version("textworld", "alfworld", "The ALFWorld game generator"),
        "domain_sha256": sha256(domain), "grammar_sha256": sha256(grammar),
    }
    (out / "manifest.json").write_text(json.dumps(manifest, indent=2, sort_keys=True) + "\n")
    return manifest


def _write_game(trial_dir: Path, game: GeneratedGame) -> None:
    trial_dir.mkdir(parents=True, exist_ok=True)
    (trial_dir / "initial_state.pddl").write_text(game.problem)
    (trial_dir / "traj_data.json").write_text(json.dumps(game.traj_data, indent=1, sort_keys=True) + "\n")
    (trial_dir / "game.meta.json").write_text(json.dumps(game.meta, indent=1, sort_keys=True) + "\n")


def main(argv: Sequence[str] | None = None) -> int:
    """Command-line entry point."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--out", required=True, help="Output directory, e.g. data/alfworld.")
    parser.add_argument("--seed", type=int, default=0)
    for split, size in DEFAULT_SIZES.items():
        parser.add_argument(f"--{split.replace('_', '-')}", type=int, default=size, dest=split,
                            help=f"Games per family in {split} (default {size}).")
    args = parser.parse_args(argv)
    manifest = generate_dataset(args.out, seed=args.seed, sizes={s: getattr(args, s) for s in SPLITS})
    print(json.dumps(manifest["counts"], indent=2))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
