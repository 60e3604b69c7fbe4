"""Play one ALFWorld game file through TextWorld's PDDL engine with alfworld's own wrappers.

This is the machinery ``alfworld``'s ``AlfredTWEnv`` uses, minus its gym layer: ``textworld.start`` picks
TextWorld's ``PddlEnv`` from the ``.tw-pddl`` extension, and the wrappers ``AlfredDemangler`` (ALFRED ids ->
``mug 1``) and ``AlfredInfos`` (the game-file path) are applied in that order. The engine steps with the
old TextWorld triple ``(state, score, done)``; :class:`AlfredGame` hides that behind ``reset``/``step``.

Speed choices (reset must stay well under half a second):

* A loaded game (domain and grammar parsed, Fast Downward library copied and opened) goes back to a small
  per-process pool when its episode ends (:func:`checkout_game`, :func:`release_game`), so the next episode
  of the same game only re-creates the PDDL state. A game is used by one episode at a time.
* Re-creating the PDDL state translates PDDL to SAS twice (plain and optimised for replanning). The
  translation is a pure function of (domain, problem), so it is memoised per process while our code resets
  or replans (:func:`_memoised_translation`). Fast Downward's translator also overwrites ``sys.argv``; the
  original is restored afterwards.
* The planner (``policy_commands``) is never requested on every step. :meth:`AlfredGame.replan` asks Fast
  Downward for a plan from the current state on demand, for the expert.
"""

from __future__ import annotations

import collections
import contextlib
import functools
import hashlib
import random
import sys
import threading
from dataclasses import dataclass
from pathlib import Path

__all__ = ["AlfredGame", "EngineState", "checkout_game", "release_game"]

_POOL_SIZE = 16
_TRANSLATION_CACHE_SIZE = 256
_lock = threading.RLock()


@dataclass
class EngineState:
    """What the engine reports after a reset or a step.

    Attributes:
        feedback: The engine's text (the intro on reset, the action feedback after a step).
        admissible_commands: The commands that change the state now, sorted, as the engine lists them.
        won: Whether the PDDL goal holds.
        lost: Always False for ALFWorld (its PDDL engine never reports a loss).
        executed: Whether the last command matched an admissible command (False after reset).
        raw: The engine's own ``GameState`` (for alfworld's experts).
    """

    feedback: str
    admissible_commands: list[str]
    won: bool
    lost: bool = False
    executed: bool = False
    raw: object = None


@functools.cache
def _textworld():
    import textworld
    import textworld.envs.pddl.pddl  # noqa: F401  (fails early when fast_downward is missing)
    from alfworld.agents.environment.alfred_tw_env import AlfredDemangler, AlfredInfos

    return textworld, AlfredDemangler, AlfredInfos


@contextlib.contextmanager
def _memoised_translation():
    """Memoise Fast Downward's PDDL->SAS translation while the block runs (and keep ``sys.argv``)."""
    import fast_downward

    original = fast_downward.pddl2sas
    argv = list(sys.argv)
    cache = _translation_cache()

    def translate(domain, problem, verbose=False, optimize=False):
        key = (hashlib.sha1(domain.encode()).hexdigest(), hashlib.sha1(problem.encode()).hexdigest(), optimize)
        if key not in cache:
            cache[key] = original(domain, problem, verbose=verbose, optimize=optimize)
            while len(cache) > _TRANSLATION_CACHE_SIZE:
                cache.popitem(last=False)
        else:
            cache.move_to_end(key)
        return cache[key]

    with _lock:
        fast_downward.pddl2sas = translate
        try:
            yield
        finally:
            fast_downward.pddl2sas = original
            sys.argv[:] = argv


@functools.cache
def _translation_cache() -> collections.OrderedDict:
    return collections.OrderedDict()


class AlfredGame:
    """One ALFWorld game file, loaded once and played many times.

    Args:
        game_file: Path of a ``game.tw-pddl`` file.
        shuffle_seed: When set, alfworld's domain randomisation: the instance numbers are shuffled at load
            with a ``random.Random`` seeded by this value (alfworld shuffles with the global ``random`` module;
            its state is saved and restored around the load so that nothing else is affected).
    """

    def __init__(self, game_file: str | Path, *, shuffle_seed: int | None = None):
        textworld, demangler_cls, infos_cls = _textworld()
        self.game_file = str(game_file)
        self.shuffle_seed = shuffle_seed
        request = textworld.EnvInfos(won=True, admissible_commands=True, extras=["gamefile"])
        wrappers = [demangler_cls(shuffle=shuffle_seed is not None), infos_cls]
        saved = random.getstate()
        try:
            if shuffle_seed is not None:
                random.seed(shuffle_seed)
            with _memoised_translation():
                self._env = textworld.start(self.game_file, request_infos=request, wrappers=wrappers)
        finally:
            random.setstate(saved)
        self._pddl_env = self._env.unwrapped
        self.state: EngineState | None = None

    def reset(self) -> EngineState:
        """Start the game from its initial state."""
        with _memoised_translation():
            raw = self._env.reset()
        self.state = self._convert(raw, executed=False)
        return self.state

    def step(self, command: str) -> EngineState:
        """Send one command; a command that is not admissible answers ``Nothing happens.`` and changes nothing."""
        assert self.state is not None, "reset() first"
        executed = command.strip() in self.state.admissible_commands
        raw, _score, _done = self._env.step(command)
        self.state = self._convert(raw, executed=executed)
        return self.state

    def replan(self) -> list[str]:
        """Return a Fast Downward plan (commands) from the current state to the goal; empty when none exists."""
        with _memoised_translation():
            return list(self._pddl_env._pddl_state.replan(self._pddl_env._entity_infos))

    @staticmethod
    def _convert(raw, *, executed: bool) -> EngineState:
        return EngineState(
            feedback=str(raw["feedback"]),
            admissible_commands=list(raw["admissible_commands"]),
            won=bool(raw["won"]),
            lost=bool(raw.get("lost") or False),
            executed=executed,
            raw=raw,
        )

    def close(self) -> None:
        """Release the engine."""
        with contextlib.suppress(Exception):
            self._env.close()


_idle_games: collections.OrderedDict[str, list[AlfredGame]] = collections.OrderedDict()


def checkout_game(game_file: str | Path, *, shuffle_seed: int | None = None) -> AlfredGame:
    """Return a loaded game for exclusive use, from the per-process pool of idle games when possible.

    Give it back with :func:`release_game` when the episode is over. A game with shuffled names
    (``shuffle_seed`` set) is always loaded afresh and never pooled.
    """
    if shuffle_seed is not None:
        return AlfredGame(game_file, shuffle_seed=shuffle_seed)
    key = str(game_file)
    with _lock:
        idle = _idle_games.get(key)
        if idle:
            _idle_games.move_to_end(key)
            return idle.pop()
    return AlfredGame(game_file)


def release_game(game: AlfredGame) -> None:
    """Return a game to the idle pool (bounded; the least recently used games are closed)."""
    if game.shuffle_seed is not None:
        game.close()
        return
    with _lock:
        _idle_games.setdefault(game.game_file, []).append(game)
        _idle_games.move_to_end(game.game_file)
        while sum(len(games) for games in _idle_games.values()) > _POOL_SIZE:
            key, games = next(iter(_idle_games.items()))
            games.pop(0).close()
            if not games:
                del _idle_games[key]
