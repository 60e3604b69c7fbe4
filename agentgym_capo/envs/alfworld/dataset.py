"""Find ALFWorld games on disk (official release or the bundled set) with alfworld's loader rules.

**Discovery** (:func:`discover_games`) follows ``AlfredTWEnv.collect_game_files``: every directory under
``<data_dir>/json_2.1.1/<split>`` holding ``traj_data.json`` is a candidate; paths containing ``movable`` or
``Sliced`` are skipped, as are task types outside ``task_types`` and games whose ``game.tw-pddl`` is missing,
lacks ``solvable`` or says ``solvable: false``. Unlike alfworld, the survivors are **sorted by relative path**
(alfworld used file-system walk order, which differs between machines), and the skip counts are kept.
``task_id`` is the trial directory relative to the split directory.

**Bundled data** (``data/alfworld`` in the repository) holds, per trial, only ``initial_state.pddl``,
``traj_data.json`` and ``game.meta.json`` (``solvable``, ``walkthrough``, ``goal_text``, ``grammar_sha256``).
:func:`materialise_bundled` writes the full official layout, with ``game.tw-pddl`` assembled from the
*installed* ``alfworld`` package's domain and grammar, into the user cache under a key made of the bundled
content's hash and the installed logic files' hash; the same discovery and loading code then runs on it,
and alfworld's own ``AlfredTWEnv`` can load it too. When the installed grammar's hash differs from the one a
game was generated with, the game is still assembled from the installed grammar, with a warning.
"""

from __future__ import annotations

import functools
import hashlib
import json
import os
import shutil
import tempfile
import warnings
from dataclasses import dataclass, field
from importlib import resources
from pathlib import Path

from agentgym_capo.errors import DataError
from agentgym_capo.jsonl import sha256_text
from agentgym_capo.optional import import_extra

__all__ = [
    "TASK_TYPES",
    "DiscoveryReport",
    "GameRecord",
    "bundled_source_dir",
    "discover_games",
    "game_json",
    "logic_files",
    "materialise_bundled",
    "resolve_data_dir",
]

TASK_TYPES = {
    1: "pick_and_place_simple",
    2: "look_at_obj_in_light",
    3: "pick_clean_then_place_in_recep",
    4: "pick_heat_then_place_in_recep",
    5: "pick_cool_then_place_in_recep",
    6: "pick_two_obj_and_place",
}
TASK_TYPE_IDS = {name: number for number, name in TASK_TYPES.items()}
SPLITS = ("train", "valid_seen", "valid_unseen")
JSON_DIR = "json_2.1.1"


@functools.cache
def logic_files() -> tuple[str, str]:
    """Return the installed ``alfworld`` package's PDDL domain and TextWorld grammar texts."""
    data = resources.files(import_extra("alfworld", "alfworld", "capo/ALFWorld-v0")) / "data"
    return (data / "alfred.pddl").read_text(), (data / "alfred.twl2").read_text()


def sha256(text: str) -> str:
    """Return the hex SHA-256 of a text."""
    return sha256_text(text)


def game_json(problem: str, goal_text: str, *, walkthrough: list[str] | None = None, solvable: bool = True) -> dict:
    """Assemble the content of a ``game.tw-pddl`` file from the installed logic files.

    Args:
        problem: The ``initial_state.pddl`` text.
        goal_text: The goal sentence substituted for the grammar's ``UNKNOWN GOAL`` placeholder.
        walkthrough: The expert's commands, when known.
        solvable: Whether a plan exists (alfworld's loader skips games without this key).
    """
    domain, grammar = logic_files()
    data = {"pddl_domain": domain, "grammar": grammar.replace("UNKNOWN GOAL", goal_text), "pddl_problem": problem,
            "solvable": bool(solvable)}
    if walkthrough is not None:
        data["walkthrough"] = list(walkthrough)
    return data


@dataclass(frozen=True)
class GameRecord:
    """One playable game found by discovery.

    Attributes:
        task_id: Trial directory relative to the split directory.
        game_file: Absolute path of ``game.tw-pddl``.
        task_type: The family name, e.g. ``pick_clean_then_place_in_recep``.
        task_type_id: Its number, 1 to 6.
        golden_steps: Length of ``plan.high_pddl`` (the expert plan), or of the walkthrough if there is none.
        grammar_version: ``"move"`` (alfworld >= 0.4 data: ``move X to Y``) or ``"put"`` (older: ``put X in/on Y``).
        scene_num: The ALFRED floor-plan number, when ``traj_data.json`` records it.
        walkthrough: The stored expert commands, if the game file has them.
    """

    task_id: str
    game_file: str
    task_type: str
    task_type_id: int
    golden_steps: int
    grammar_version: str
    scene_num: int | None = None
    walkthrough: tuple[str, ...] = ()


@dataclass
class DiscoveryReport:
    """What discovery found and skipped in one split directory."""

    split_dir: str
    games: list[GameRecord] = field(default_factory=list)
    skipped: dict[str, int] = field(default_factory=dict)

    def skip(self, reason: str) -> None:
        """Count one skipped candidate."""
        self.skipped[reason] = self.skipped.get(reason, 0) + 1


def _grammar_version(grammar: str) -> str:
    return "move" if '"move {o} to {r}"' in grammar else "put"


def discover_games(
    data_dir: str | Path, split: str, task_types: tuple[int, ...] = tuple(TASK_TYPES)
) -> DiscoveryReport:
    """Find the playable games of one split (see the module docstring for the rules).

    Raises:
        DataError: If the split directory does not exist.
    """
    split_dir = Path(data_dir) / JSON_DIR / split
    if not split_dir.is_dir():
        raise DataError(
            f"No ALFWorld split directory at {split_dir}. Expected <data_dir>/{JSON_DIR}/<split>/ with one "
            "folder per task (the layout of the official release); check data_dir and split."
        )
    wanted = {TASK_TYPES[t] for t in task_types}
    report = DiscoveryReport(str(split_dir))
    for root, _dirs, files in os.walk(split_dir):
        if "traj_data.json" not in files:
            continue
        relative = Path(root).relative_to(split_dir).as_posix()
        record = _read_candidate(Path(root), relative, wanted, report)
        if record is not None:
            report.games.append(record)
    report.games.sort(key=lambda record: record.task_id)
    return report


def _read_candidate(root: Path, relative: str, wanted: set[str], report: DiscoveryReport) -> GameRecord | None:
    if "movable" in relative or "Sliced" in relative:
        report.skip("movable_or_sliced")
        return None
    try:
        traj = json.loads((root / "traj_data.json").read_text())
    except (OSError, ValueError):
        report.skip("unreadable_traj_data")
        return None
    task_type = traj.get("task_type")
    if task_type not in wanted:
        report.skip("task_type")
        return None
    game_file = root / "game.tw-pddl"
    if not game_file.is_file():
        report.skip("missing_game_file")
        return None
    try:
        game = json.loads(game_file.read_text())
    except (OSError, ValueError):
        report.skip("unreadable_game_file")
        return None
    if "solvable" not in game:
        report.skip("missing_solvable")
        return None
    if not game["solvable"]:
        report.skip("unsolvable")
        return None
    walkthrough = tuple(game.get("walkthrough") or ())
    plan = (traj.get("plan") or {}).get("high_pddl") or []
    scene = traj.get("scene") or {}
    return GameRecord(
        task_id=relative,
        game_file=str(game_file.resolve()),
        task_type=task_type,
        task_type_id=TASK_TYPE_IDS[task_type],
        golden_steps=len(plan) or len(walkthrough),
        grammar_version=_grammar_version(game.get("grammar", "")),
        scene_num=scene.get("scene_num"),
        walkthrough=walkthrough,
    )


def bundled_source_dir() -> Path:
    """Return ``data/alfworld`` of the installed package (or of the source checkout)."""
    try:
        from agentgym_capo.paths import data_dir

        candidate = data_dir("alfworld")
    except ModuleNotFoundError:  # a stale editable install that predates the data package
        candidate = Path(__file__).resolve().parents[3] / "data" / "alfworld"
    if not (candidate / JSON_DIR).is_dir():
        fallback = Path(__file__).resolve().parents[3] / "data" / "alfworld"
        if (fallback / JSON_DIR).is_dir():
            return fallback
        raise DataError(
            f"The bundled ALFWorld games are missing (looked in {candidate}). Reinstall agentgym_capo, or "
            "regenerate them with `python -m agentgym_capo.envs.alfworld.generator --out data/alfworld`."
        )
    return candidate


def _content_hash(source: Path) -> str:
    digest = hashlib.sha256()
    manifest = source / "manifest.json"
    digest.update(manifest.read_bytes() if manifest.is_file() else b"")
    domain, grammar = logic_files()
    digest.update(sha256(domain).encode())
    digest.update(sha256(grammar).encode())
    return digest.hexdigest()[:16]


def materialise_bundled(source: str | Path | None = None, cache_root: str | Path | None = None) -> Path:
    """Write the bundled games in the official layout (with ``game.tw-pddl``) and return that data dir.

    The result is cached by content: a second call with unchanged data and an unchanged ``alfworld`` install
    returns at once.

    Args:
        source: The bundled data directory (default: :func:`bundled_source_dir`).
        cache_root: Where to write (default: the user cache directory ``alfworld/``).
    """
    source = Path(source) if source is not None else bundled_source_dir()
    if cache_root is None:
        from agentgym_capo.paths import cache_dir

        cache_root = cache_dir("alfworld")
    target = Path(cache_root) / f"bundled-{_content_hash(source)}"
    if (target / ".complete").is_file():
        return target
    return _write_materialised(source, target)


def _write_materialised(source: Path, target: Path) -> Path:
    domain, grammar = logic_files()
    grammar_hash = sha256(grammar)
    target.parent.mkdir(parents=True, exist_ok=True)
    staging = Path(tempfile.mkdtemp(prefix=target.name + ".", dir=target.parent))
    mismatched = 0
    try:
        for meta_path in sorted((source / JSON_DIR).rglob("game.meta.json")):
            trial = meta_path.parent
            relative = trial.relative_to(source)
            out = staging / relative
            out.mkdir(parents=True, exist_ok=True)
            meta = json.loads(meta_path.read_text())
            problem = (trial / "initial_state.pddl").read_text()
            shutil.copyfile(trial / "initial_state.pddl", out / "initial_state.pddl")
            shutil.copyfile(trial / "traj_data.json", out / "traj_data.json")
            if meta.get("grammar_sha256") != grammar_hash:
                mismatched += 1
            game = game_json(problem, meta["goal_text"], walkthrough=meta.get("walkthrough"),
                             solvable=meta.get("solvable", False))
            (out / "game.tw-pddl").write_text(json.dumps(game))
        (staging / "logic").mkdir(exist_ok=True)
        (staging / "logic" / "alfred.pddl").write_text(domain)
        (staging / "logic" / "alfred.twl2").write_text(grammar)
        (staging / ".complete").write_text("ok\n")
        try:
            staging.rename(target)
        except OSError:  # another process finished first
            if not (target / ".complete").is_file():
                raise
            shutil.rmtree(staging, ignore_errors=True)
    except BaseException:
        shutil.rmtree(staging, ignore_errors=True)
        raise
    if mismatched:
        warnings.warn(
            f"{mismatched} bundled ALFWorld games were generated with a different alfworld grammar than the "
            "installed one; they were rebuilt with the installed grammar. Regenerate the bundled data "
            "(python -m agentgym_capo.envs.alfworld.generator) if commands or texts look wrong.",
            stacklevel=2,
        )
    return target


def resolve_data_dir(data_dir: str | Path | None) -> Path:
    """Return the data dir to read: ``data_dir``, else ``$ALFWORLD_DATA``, else the materialised bundled set."""
    if data_dir is None:
        # alfworld itself sets $ALFWORLD_DATA to ~/.cache/alfworld on import, so an unset-looking default is
        # used only when it really holds the release.
        from_env = os.environ.get("ALFWORLD_DATA")
        if from_env and (Path(os.path.expanduser(from_env)) / JSON_DIR).is_dir():
            return Path(os.path.expanduser(from_env))
        return materialise_bundled()
    path = Path(os.path.expandvars(os.path.expanduser(str(data_dir))))
    if not (path / JSON_DIR).is_dir():
        raise DataError(
            f"ALFWorld data_dir {path} has no {JSON_DIR}/ folder. Point data_dir (or ALFWORLD_DATA) at the "
            "directory that holds json_2.1.1/ (the official release, unpacked), or leave it unset to use the "
            "bundled games."
        )
    return path
