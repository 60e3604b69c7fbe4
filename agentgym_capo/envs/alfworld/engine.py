"""Play one ALFWorld game file through TextWorld's PDDL engine with alfworld's own wrappers.

This is the machinery ``alfworld``'s ``AlfredTWEnv`` uses, minus its gym layer: ``textworld.start`` picks
TextWorld's ``PddlEnv`` from the ``.tw-pddl`` extension, and the wrappers ``AlfredDemangler`` (ALFRED ids ->
``mug 1``) and ``AlfredInfos`` (the game-file path) are applied in that order. The engine steps with the
old TextWorld triple ``(state, score, done)``; :class:`AlfredGame` hides that behind ``reset``/``step``.

Speed choices (reset must stay well under half a second):

* A loaded game (domain and grammar parsed, Fast Downward library copied and opened) goes back to a small
  per-process pool when its episode ends (:func:`checkout_game`, :func:`release_game`), so the next episode
  of the same game only re-creates the PDDL state. A game is used by one episode at a time.
* Creating the PDDL state translates PDDL to SAS twice (plain and optimised for replanning), and loading a
  game parses its grammar with TatSu. Both are pure functions of the game's text, so they are memoised
  while our code loads, resets or replans (:func:`_memoised_translation`; translations also on disk).
  Fast Downward's translator also overwrites ``sys.argv``; the original is restored afterwards.
* The planner (``policy_commands``) is never requested on every step. :meth:`AlfredGame.replan` asks Fast
  Downward for a plan from the current state on demand, for the expert.
"""

from __future__ import annotations

import collections
import contextlib
import copy
import functools
import hashlib
import os
import pickle
import random
import re
import sys
import threading
import zlib
from dataclasses import dataclass
from pathlib import Path

from agentgym_capo.optional import import_extra

__all__ = ["AlfredGame", "EngineState", "checkout_game", "release_game"]

_POOL_SIZE = 16
_TRANSLATION_CACHE_SIZE = 128
_PARSE_CACHE_SIZE = 20_000
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
    textworld = import_extra("textworld", "alfworld", "capo/ALFWorld-v0")
    import_extra("textworld.envs.pddl.pddl", "alfworld", "capo/ALFWorld-v0")  # fails early without fast_downward
    tw_env = import_extra("alfworld.agents.environment.alfred_tw_env", "alfworld", "capo/ALFWorld-v0")
    AlfredDemangler, AlfredInfos = tw_env.AlfredDemangler, tw_env.AlfredInfos

    return textworld, AlfredDemangler, AlfredInfos


@contextlib.contextmanager
def _memoised_translation():
    """Memoise the two slow pure steps of loading a game while the block runs (and keep ``sys.argv``).

    * Fast Downward's PDDL->SAS translation, keyed by (domain, problem, optimise): in memory, and on disk
      under the user cache (``alfworld/sas``), so a game translated once per machine loads in milliseconds.
    * TextWorld's parse of the game grammar (TatSu, ~0.4 s): every ALFWorld grammar is the installed grammar
      with one goal sentence substituted, so the parse of the template is cached and only the ``task`` rule
      is parsed per game.
    """
    import fast_downward
    import textworld.envs.pddl.logic as pddl_logic

    original_translate = fast_downward.pddl2sas
    original_parse = pddl_logic._parse_and_convert
    argv = list(sys.argv)

    def translate(domain, problem, verbose=False, optimize=False):
        key = hashlib.sha1(f"{_FD_VERSION}\x1f{optimize}\x1f{domain}\x1f{problem}".encode()).hexdigest()
        cache = _translation_cache()
        if key in cache:
            cache.move_to_end(key)
            return cache[key]
        result = _read_sas(key)
        if result is None:
            result = original_translate(domain, problem, verbose=verbose, optimize=optimize)
            _write_sas(key, result)
        cache[key] = result
        while len(cache) > _TRANSLATION_CACHE_SIZE:
            cache.popitem(last=False)
        return result

    def parse(text, *args, rule_name=None, **kwargs):
        match = _TASK_RHS.search(text) if rule_name == "pddlStart" and isinstance(text, str) else None
        if match is None:
            return original_parse(text, *args, rule_name=rule_name, **kwargs)
        template = text[: match.start(1)] + "UNKNOWN GOAL" + text[match.end(1):]
        key = hashlib.sha1(template.encode()).hexdigest()
        cache = _grammar_cache()
        if key not in cache:
            cache[key] = original_parse(template, *args, rule_name=rule_name, **kwargs)
        actions, grammar = cache[key]
        task = type(grammar).parse('{"task": [{"rhs": "Your task is to: ' + match.group(1) + '."}]}')
        specific = type(grammar)()
        for name, rules in grammar._rules.items():
            specific._rules[name] = list(rules)
        specific._rules["task"] = list(task._rules["task"])
        return dict(actions), specific

    import textworld.envs.pddl.textgen as textgen
    import textworld.logic as tw_logic

    patches = [(fast_downward, "pddl2sas", translate), (pddl_logic, "_parse_and_convert", parse),
               (textgen, "_parse_and_convert", _memoised_parser(textgen._parse_and_convert, "textgen")),
               (tw_logic, "_parse_and_convert", _memoised_parser(tw_logic._parse_and_convert, "logic"))]
    with _lock:
        originals = [(module, name, getattr(module, name)) for module, name, _ in patches]
        for module, name, replacement in patches:
            setattr(module, name, replacement)
        try:
            yield
        finally:
            for module, name, original in originals:
                setattr(module, name, original)
            sys.argv[:] = argv


def _memoised_parser(original, namespace: str):
    """Memoise one of TextWorld's TatSu parse functions (pure in their text); hand out deep copies.

    TextWorld re-parses the same short grammar symbols and fact queries with TatSu on every step (most of a
    step's cost); callers mutate the parsed symbols, so each call gets its own copy of the cached parse.
    """
    cache = _parse_cache(namespace)

    def parse(*args, **kwargs):
        kwargs.pop("trace", None)
        try:
            key = (args, tuple(sorted(kwargs.items())))
            hash(key)
        except TypeError:
            return original(*args, **kwargs)
        if key not in cache:
            if len(cache) > _PARSE_CACHE_SIZE:
                cache.clear()
            cache[key] = original(*args, **kwargs)
        return copy.deepcopy(cache[key])

    return parse


@functools.cache
def _parse_cache(namespace: str) -> dict:
    return {}


_TASK_RHS = re.compile(r'"rhs": "Your task is to: ((?:[^"\\]|\\.)*)\."')
_FD_VERSION = "fast-downward-textworld-20.6.4"


@functools.cache
def _translation_cache() -> collections.OrderedDict:
    return collections.OrderedDict()


@functools.cache
def _grammar_cache() -> dict:
    return {}


@functools.cache
def _sas_dir() -> Path | None:
    try:
        from agentgym_capo.paths import cache_dir

        return cache_dir("alfworld", "sas")
    except OSError:  # a read-only home: translate every time
        return None


def _read_sas(key: str):
    directory = _sas_dir()
    path = directory / f"{key}.pkl.z" if directory else None
    if path is None or not path.is_file():
        return None
    try:
        return pickle.loads(zlib.decompress(path.read_bytes()))
    except Exception:  # a torn or stale file: translate again
        return None


def _write_sas(key: str, result) -> None:
    directory = _sas_dir()
    if directory is None:
        return
    with contextlib.suppress(OSError):
        temporary = directory / f".{key}.{os.getpid()}.tmp"
        temporary.write_bytes(zlib.compress(pickle.dumps(result, protocol=pickle.HIGHEST_PROTOCOL), 1))
        os.replace(temporary, directory / f"{key}.pkl.z")


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
        with _memoised_translation():
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
            game = idle.pop()
            if not idle:
                del _idle_games[key]
            return game
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
            if games:
                games.pop(0).close()
            if not games:
                del _idle_games[key]
