"""Plain TextWorld games made offline with TextWorld's own generator (``tw-make``) and cached on disk.

A game is named by (challenge, difficulty, seed); its task id is ``<challenge>-<difficulty>-s<seed>``, e.g.
``cooking-easy-s1``. :func:`ensure_games` runs ``tw-make`` (one subprocess per missing game, as many at once
as there are CPU cores) and keeps ``<task id>.z8`` and ``<task id>.json`` under
``<cache>/textworld/textworld-<version>/`` (the user cache, see :mod:`agentgym_capo.paths`; override with the
env's ``game_dir`` kwarg or ``$CAPO_TEXTWORLD_DIR``). The cache is keyed by the TextWorld version because a
seed only pins a game for one generator version.

Choices made here:

* Difficulty presets map to ``tw-make`` arguments (:data:`DIFFICULTY_ARGS`); ``easy`` games are won by the
  walkthrough in well under 20 steps.
* The default task set (:data:`SPLIT_SEEDS`) is the spec's 12 seeded games: seeds 1 and 2 of each challenge
  for ``train`` and seed 101 for ``test`` (3 per challenge), all ``easy``.
* Games are about 400 KB each, so they are never committed; a fresh machine generates a split's games once
  (a few seconds each).
"""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
import tempfile
from collections.abc import Iterable, Sequence
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass
from pathlib import Path

from tqdm import tqdm

from agentgym_capo.errors import ConfigError, DataError
from agentgym_capo.optional import extra_version

__all__ = ["CHALLENGES", "DIFFICULTY_ARGS", "SPLIT_SEEDS", "GameSpec", "ensure_games", "game_root", "tw_make_command"]

CHALLENGES = {
    "cooking": "tw-cooking",
    "coin_collector": "tw-coin_collector",
    "treasure_hunter": "tw-treasure_hunter",
    "simple": "tw-simple",
}
DIFFICULTY_ARGS: dict[str, dict[str, tuple[str, ...]]] = {
    "cooking": {
        "easy": ("--recipe", "1", "--take", "1", "--go", "1"),
        "medium": ("--recipe", "2", "--take", "2", "--go", "6", "--open", "--cook", "--cut"),
        "hard": ("--recipe", "3", "--take", "3", "--go", "9", "--open", "--cook", "--cut", "--drop"),
    },
    "coin_collector": {"easy": ("--level", "5"), "medium": ("--level", "15"), "hard": ("--level", "30")},
    "treasure_hunter": {"easy": ("--level", "5"), "medium": ("--level", "15"), "hard": ("--level", "25")},
    "simple": {
        "easy": ("--rewards", "dense", "--goal", "detailed"),
        "medium": ("--rewards", "balanced", "--goal", "brief"),
        "hard": ("--rewards", "sparse", "--goal", "none"),
    },
}
SPLIT_SEEDS = {"train": (1, 2), "test": (101,)}
_GENERATION_TIMEOUT_S = 600


@dataclass(frozen=True)
class GameSpec:
    """One game: the generator's challenge, difficulty preset and seed."""

    challenge: str
    difficulty: str
    seed: int

    @property
    def task_id(self) -> str:
        """The stable task id, ``<challenge>-<difficulty>-s<seed>``."""
        return f"{self.challenge}-{self.difficulty}-s{self.seed}"

    @classmethod
    def parse(cls, task_id: str) -> GameSpec:
        """Read a task id back into a spec."""
        challenge, difficulty, seed = task_id.rsplit("-", 2)
        return cls(challenge, difficulty, int(seed[1:]))

    def check(self) -> None:
        """Raise :class:`ConfigError` when the challenge or difficulty is unknown."""
        if self.challenge not in CHALLENGES:
            raise ConfigError(f"challenge must be one of {', '.join(CHALLENGES)}, got {self.challenge!r}.")
        if self.difficulty not in DIFFICULTY_ARGS[self.challenge]:
            raise ConfigError(
                f"difficulty must be one of {', '.join(DIFFICULTY_ARGS[self.challenge])}, got {self.difficulty!r}."
            )


def game_root(game_dir: str | Path | None = None) -> Path:
    """Return the directory holding generated games (created if needed)."""
    if game_dir is None:
        game_dir = os.environ.get("CAPO_TEXTWORLD_DIR") or None
    if game_dir is None:
        from agentgym_capo.paths import cache_dir

        # a base install without the engine stops here: one line naming the extra (agentgym_capo/optional.py)
        root = cache_dir("textworld") / f"textworld-{extra_version('textworld', 'textworld', 'capo/TextWorld-v0')}"
    else:
        root = Path(game_dir).expanduser()
    root.mkdir(parents=True, exist_ok=True)
    return root


def tw_make_command(spec: GameSpec, output: Path) -> list[str]:
    """Return the ``tw-make`` command line that generates ``spec`` into ``output`` (a ``.z8`` path)."""
    script = shutil.which("tw-make", path=str(Path(sys.executable).parent)) or shutil.which("tw-make")
    if script is None:
        raise DataError("TextWorld's `tw-make` script was not found; install the extra in this Python: "
                        "pip install 'agentgym_capo[textworld]'.")
    return [sys.executable, script, CHALLENGES[spec.challenge], *DIFFICULTY_ARGS[spec.challenge][spec.difficulty],
            "--seed", str(spec.seed), "--output", str(output), "-f", "--silent"]


def _generate(spec: GameSpec, root: Path) -> None:
    with tempfile.TemporaryDirectory(dir=root, prefix=f".{spec.task_id}.") as tmp:
        output = Path(tmp) / f"{spec.task_id}.z8"
        result = subprocess.run(tw_make_command(spec, output), capture_output=True, text=True,
                                timeout=_GENERATION_TIMEOUT_S, check=False)
        if result.returncode != 0 or not output.is_file():
            raise DataError(
                f"tw-make failed for {spec.task_id} (exit {result.returncode}): {result.stderr.strip()[-500:]}"
            )
        os.replace(output.with_suffix(".json"), root / f"{spec.task_id}.json")
        os.replace(output, root / f"{spec.task_id}.z8")  # last: a present .z8 marks a complete game


def ensure_games(specs: Iterable[GameSpec], game_dir: str | Path | None = None, *, progress: bool = True,
                 workers: int | None = None) -> dict[str, Path]:
    """Generate the games that are not cached yet and return task id -> ``.z8`` path."""
    root = game_root(game_dir)
    specs = list(specs)
    for spec in specs:
        spec.check()
    missing = [s for s in specs if not (root / f"{s.task_id}.z8").is_file()]
    if missing:
        workers = workers or max(1, min(len(missing), os.cpu_count() or 1))
        with ThreadPoolExecutor(workers) as pool, tqdm(total=len(missing), desc="TextWorld games (tw-make)",
                                                         disable=not progress) as bar:
            for future in [pool.submit(_generate, spec, root) for spec in missing]:
                future.result()
                bar.update()
    return {s.task_id: root / f"{s.task_id}.z8" for s in specs}


def default_specs(split: str, challenges: Sequence[str], difficulty: str,
                  seeds: Sequence[int] | None) -> list[GameSpec]:
    """Return the specs of a split: every challenge x seed (the split's default seeds unless given)."""
    if seeds is None:
        if split not in SPLIT_SEEDS:
            raise ConfigError(f"split must be one of {', '.join(SPLIT_SEEDS)} (or pass seeds=...), got {split!r}.")
        seeds = SPLIT_SEEDS[split]
    return [GameSpec(c, difficulty, int(s)) for c in challenges for s in seeds]
