"""Make envs for rollouts: ``make_env`` with a step-limit override, and a picklable :class:`EnvFactory`.

A collector's process backend builds its envs inside worker processes, so what it gets must pickle: an
:class:`EnvFactory` (an id, kwargs and wrapper classes) does, and so does a ``functools.partial`` of a
module-level function; a lambda does not.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

import gymnasium as gym

from agentgym_capo.errors import UnknownEnvError

__all__ = ["EnvFactory", "make_env", "registered_step_limit"]


def _spec(env_id: str) -> gym.envs.registration.EnvSpec:
    if env_id not in gym.registry:
        from agentgym_capo.envs.registry import entry_for

        entry_for(env_id)  # raises UnknownEnvError with suggestions for capo/ ids
        raise UnknownEnvError(f"Unknown env id {env_id!r}: register it with gymnasium.register first.")
    return gym.spec(env_id)


def registered_step_limit(env_id: str) -> int | None:
    """The registered ``max_episode_steps`` of ``env_id`` (None when it has none)."""
    return _spec(env_id).max_episode_steps


def make_env(env_id: str, *, max_env_steps: int | None = None, env_kwargs: dict | None = None) -> gym.Env:
    """``gym.make`` an env; ``max_env_steps`` replaces the registered time limit (and the env's ``max_steps``)."""
    kwargs = dict(env_kwargs or {})
    _spec(env_id)
    if max_env_steps is not None:
        kwargs["max_episode_steps"] = max_env_steps
        try:
            return gym.make(env_id, max_steps=max_env_steps, **kwargs)
        except TypeError:  # a user env without a max_steps argument
            pass
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
