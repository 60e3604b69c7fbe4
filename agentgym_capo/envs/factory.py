"""Make envs for rollouts: ``make_env`` with a step-limit override, and a picklable :class:`EnvFactory`.

A collector's process backend builds its envs inside worker processes, so what it gets must pickle: an
:class:`EnvFactory` (an id, kwargs and wrapper classes) does, and so does a ``functools.partial`` of a
module-level function; a lambda does not.

Env kwargs are checked against the env constructor's signature before anything is built
(:func:`check_env_kwargs`): a misspelt kwarg is one :class:`~agentgym_capo.errors.ConfigError` line naming a close
match and every accepted kwarg, instead of the ``TypeError`` that ``gym.make`` re-raises around the env's own. A
constructor's ``**kwargs`` is followed into the base classes' constructors, the way ``super().__init__(**kwargs)``
hands them on; a constructor whose ``**kwargs`` leads nowhere the signatures show is not checked.
"""

from __future__ import annotations

import difflib
import inspect
from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from typing import Any

import gymnasium as gym
from gymnasium.envs.registration import load_env_creator

from agentgym_capo.errors import ConfigError, UnknownEnvError

__all__ = ["EnvFactory", "accepted_env_kwargs", "check_env_kwargs", "make_env", "registered_step_limit"]

#: Keyword arguments ``gym.make`` takes itself (besides the env's).
_GYM_MAKE_KWARGS = frozenset(name for name, parameter in inspect.signature(gym.make).parameters.items()
                             if parameter.kind is inspect.Parameter.POSITIONAL_OR_KEYWORD and name != "id")


def _spec(env_id: str) -> gym.envs.registration.EnvSpec:
    if env_id not in gym.registry:
        from agentgym_capo.envs.registry import entry_for

        entry_for(env_id)  # raises UnknownEnvError with suggestions for capo/ ids
        raise UnknownEnvError(f"Unknown env id {env_id!r}: register it with gymnasium.register first.")
    return gym.spec(env_id)


def registered_step_limit(env_id: str) -> int | None:
    """The registered ``max_episode_steps`` of ``env_id`` (None when it has none)."""
    return _spec(env_id).max_episode_steps


def _keywords_of(function: Callable[..., Any], skip_first: bool) -> tuple[set[str], bool] | None:
    """The keyword-capable parameter names of ``function`` and whether it takes ``**kwargs`` (None: no signature)."""
    try:
        parameters = list(inspect.signature(function).parameters.values())
    except (TypeError, ValueError):
        return None
    if skip_first and parameters and parameters[0].kind is inspect.Parameter.POSITIONAL_OR_KEYWORD:
        parameters = parameters[1:]  # self
    named = {p.name for p in parameters if p.kind in (p.POSITIONAL_OR_KEYWORD, p.KEYWORD_ONLY)}
    return named, any(p.kind is p.VAR_KEYWORD for p in parameters)


def _constructor_kwargs(creator: Callable[..., Any]) -> frozenset[str] | None:
    """The kwargs ``creator`` (an env class or a function) accepts, or None when ``**kwargs`` hides them."""
    if not isinstance(creator, type):
        found = _keywords_of(creator, skip_first=False)
        return None if found is None or found[1] else frozenset(found[0])
    names: set[str] = set()
    for klass in creator.__mro__:
        if klass is object:  # every **kwargs so far was handed on to a base; object takes none
            return frozenset(names)
        if "__init__" not in klass.__dict__:
            continue
        found = _keywords_of(klass.__dict__["__init__"], skip_first=True)
        if found is None:
            return None
        names |= found[0]
        if not found[1]:
            return frozenset(names)
    return frozenset(names)


def accepted_env_kwargs(env_id: str) -> frozenset[str] | None:
    """The env kwargs ``make_env(env_id, env_kwargs=...)`` accepts, ``gym.make``'s own included.

    Returns:
        The names, or None when the constructor takes ``**kwargs`` that no base class's signature accounts for
        (then any name may be valid).

    Raises:
        UnknownEnvError: ``env_id`` is not registered (with suggestions).
    """
    spec = _spec(env_id)
    creator = spec.entry_point if callable(spec.entry_point) else load_env_creator(spec.entry_point)
    names = _constructor_kwargs(creator)
    return None if names is None else names | _GYM_MAKE_KWARGS


def check_env_kwargs(env_id: str, env_kwargs: Mapping[str, Any] | None) -> frozenset[str] | None:
    """Refuse env kwargs that ``env_id``'s constructor does not take, before any env or model is built.

    Returns:
        The accepted names (:func:`accepted_env_kwargs`), or None when the constructor's ``**kwargs`` leaves
        them open and nothing was checked.

    Raises:
        ConfigError: One line with the unknown names, a close accepted name for each, and every accepted name.
        UnknownEnvError: ``env_id`` is not registered.
    """
    accepted = accepted_env_kwargs(env_id)
    unknown = sorted(set(env_kwargs or {}) - accepted) if accepted is not None else []
    if unknown:
        guesses = [f"{close[0]!r} for {name!r}" if len(unknown) > 1 else repr(close[0])
                   for name in unknown if (close := difflib.get_close_matches(name, sorted(accepted), n=1))]
        hint = f" Did you mean {', '.join(guesses)}?" if guesses else ""
        raise ConfigError(f"env_kwargs for {env_id}: found {', '.join(map(repr, unknown))}, which the env does not "
                          f"take.{hint} It accepts: {', '.join(sorted(accepted))}.")
    return accepted


def make_env(env_id: str, *, max_env_steps: int | None = None, env_kwargs: dict | None = None) -> gym.Env:
    """``gym.make`` an env; ``max_env_steps`` replaces the registered time limit (and the env's ``max_steps``).

    Raises:
        ConfigError: ``env_kwargs`` holds a name the env does not take (:func:`check_env_kwargs`).
        UnknownEnvError: ``env_id`` is not registered.
    """
    kwargs = dict(env_kwargs or {})
    accepted = check_env_kwargs(env_id, kwargs)
    if max_env_steps is None:
        return gym.make(env_id, **kwargs)
    kwargs["max_episode_steps"] = max_env_steps
    if accepted is not None:
        if "max_steps" in accepted:
            kwargs.setdefault("max_steps", max_env_steps)  # an explicit env kwarg wins
        return gym.make(env_id, **kwargs)
    try:  # **kwargs hides whether the env takes max_steps
        return gym.make(env_id, max_steps=max_env_steps, **kwargs)
    except TypeError:
        return gym.make(env_id, **kwargs)


@dataclass(frozen=True)
class EnvFactory:
    """A picklable zero-argument env factory: ``make_env(env_id, ...)`` wrapped by ``wrappers`` in order.

    Attributes:
        env_id: A registered id.
        kwargs: Constructor kwargs.
        max_env_steps: Replaces the registered time limit (None: keep it).
        wrappers: Callables ``env -> env`` (wrapper classes, or partials of them) applied innermost first.
    """

    env_id: str
    kwargs: dict[str, Any] = field(default_factory=dict)
    max_env_steps: int | None = None
    wrappers: tuple[Callable[[gym.Env], gym.Env], ...] = ()

    def __call__(self) -> gym.Env:
        """Make one env."""
        env = make_env(self.env_id, max_env_steps=self.max_env_steps, env_kwargs=self.kwargs)
        for wrapper in self.wrappers:
            env = wrapper(env)
        return env
