"""What each route of ``capo serve env`` does: env sessions and the calls on them, as plain methods.

:class:`EnvSessionStore` is the toolkit's :class:`~agentgym_capo.serving.sessions.SessionStore` holding one
env (plus what ``/state`` reports) per session, with this server's rules: which ids and kwargs a session may
use, and at most ``max_concurrent_calls`` env calls at a time. :class:`EnvService` implements the routes over
it; :mod:`agentgym_capo.interop.app` only routes to them.
"""

from __future__ import annotations

import threading
import time
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

import gymnasium as gym

import agentgym_capo
from agentgym_capo.envs.registry import make, registered_ids
from agentgym_capo.errors import ConfigError, UnknownTaskError
from agentgym_capo.interop.jsonable import to_jsonable
from agentgym_capo.interop.protocol import (
    CloseBody,
    CreateBody,
    ResetBody,
    ServerSettings,
    StepBody,
    action_text,
    check_env_kwargs,
)
from agentgym_capo.serving.sessions import Session, SessionStore

__all__ = ["EnvService", "EnvSessionStore", "EnvState"]


@dataclass
class EnvState:
    """One session's env and what ``/state`` reports about it."""

    env_id: str
    env: gym.Env
    observation: str = ""
    done: bool = True
    traj_id: str | None = None
    task_id: str | None = None
    steps: int = 0


def _close_env(state: EnvState) -> None:
    state.env.close()


class EnvSessionStore(SessionStore[EnvState]):
    """The sessions of one env server: limits, allowed ids and kwargs, idle expiry, closing."""

    def __init__(self, settings: ServerSettings, *, clock: Callable[[], float] = time.monotonic,
                 env_maker: Callable[..., gym.Env] = make):
        """Create an empty store.

        Args:
            settings: The server's limits and allowed ids.
            clock: Monotonic time source (tests pass a fake one).
            env_maker: ``(env_id, **kwargs) -> gym.Env``.
        """
        super().__init__(max_sessions=settings.max_sessions, idle_timeout=settings.idle_timeout,
                         evict_after=settings.evict_after, close_value=_close_env, clock=clock)
        self.settings = settings
        self._env_maker = env_maker
        self.env_calls = threading.BoundedSemaphore(settings.max_concurrent_calls)

    def allowed_ids(self) -> list[str]:
        """The env ids sessions may use."""
        return [self.settings.env_id] if self.settings.env_id else registered_ids()

    def _kwargs(self, overrides: dict[str, Any] | None) -> dict[str, Any]:
        overrides = dict(overrides or {})
        refused = sorted(set(overrides) - set(self.settings.allowed_kwargs))
        if refused:
            raise ConfigError(
                f"This server lets sessions set only {list(self.settings.allowed_kwargs)}, got {refused}. Start the "
                "server with --allow-kwarg NAME (or --env-kwargs JSON for fixed values) to change that.")
        return {**self.settings.default_kwargs, **check_env_kwargs(overrides)}

    def open(self, env_id: str | None, env_kwargs: dict[str, Any] | None = None,
             session_id: str | None = None, *, replaceable: bool = False) -> Session[EnvState]:
        """Make a new env session (or return the live one with this ``session_id``).

        ``replaceable`` sessions (opened by a reset without a session id) give way to new ones when the
        server is full (see :mod:`agentgym_capo.serving.sessions`).
        """
        env_id = env_id or self.settings.env_id
        if env_id is None:
            raise ConfigError("This server serves several env ids: pass env_id when creating a session "
                              f"(one of {', '.join(registered_ids())}).")
        if self.settings.env_id is not None and env_id != self.settings.env_id:
            raise ConfigError(f"This server serves only {self.settings.env_id!r}, got a session for {env_id!r}. "
                              f"Start another server with `capo serve env {env_id}`.")
        if env_id not in gym.registry:
            make(env_id)  # raises UnknownEnvError with suggestions (400)
        kwargs = self._kwargs(env_kwargs)

        def make_state() -> EnvState:
            with self.env_calls:
                return EnvState(env_id, self._env_maker(env_id, **kwargs))

        return self.create(make_state, session_id, replaceable=replaceable)


class EnvService:
    """What each endpoint does, as plain methods over an :class:`EnvSessionStore`."""

    def __init__(self, store: EnvSessionStore):
        """Serve the sessions of ``store``."""
        self.store = store
        self.settings = store.settings

    def health(self) -> dict[str, Any]:
        """``GET /health`` (also sweeps expired sessions)."""
        self.store.reap()
        return {"status": "healthy", "sessions": len(self.store), "max_sessions": self.settings.max_sessions,
                "env_id": self.settings.env_id, "version": agentgym_capo.__version__}

    def envs(self) -> list[dict[str, Any]]:
        """``GET /envs``."""
        return [{"env_id": env_id, "max_episode_steps": gym.registry[env_id].max_episode_steps}
                for env_id in self.store.allowed_ids()]

    @staticmethod
    def describe(session: Session[EnvState]) -> dict[str, Any]:
        """The session's id, env id, step limit and space sizes."""
        state = session.value
        spec = gym.registry.get(state.env_id)
        return {"session_id": session.session_id, "id": session.session_id, "env_id": state.env_id,
                "max_episode_steps": spec.max_episode_steps if spec else None,
                "observation_max_length": getattr(state.env.observation_space, "max_length", None),
                "action_max_length": getattr(state.env.action_space, "max_length", None)}

    def create(self, body: CreateBody) -> dict[str, Any]:
        """``POST /sessions``."""
        return self.describe(self.store.open(body.env_id, body.env_kwargs, body.session_id))

    @staticmethod
    def reset_options(state: EnvState, body: ResetBody) -> dict[str, Any]:
        options = body.options.model_dump(exclude_none=True)
        if body.task_id is not None:
            options["task_id"] = body.task_id
        if body.episode_id is not None:
            options["traj_id"] = body.episode_id
        if body.data_idx is not None:
            ids = state.env.unwrapped.task_ids()
            if body.data_idx >= len(ids):
                raise UnknownTaskError(f"data_idx {body.data_idx} is out of range: the split has {len(ids)} tasks "
                                       f"(indices 0..{len(ids) - 1}).")
            options["task_id"] = ids[body.data_idx]
        return options

    @staticmethod
    def _once(session: Session[EnvState], request_id: str | None,
              run: Callable[[EnvState], dict[str, Any]]) -> dict[str, Any]:
        """Run a state-changing call under the session's lock, or replay its answer for a repeated request id."""
        with session.lock:
            if (cached := session.replay(request_id)) is not None:
                return cached
            return session.remember(request_id, run(session.value))

    def reset_session(self, session: Session[EnvState], seed: int | None, options: dict[str, Any],
                      request_id: str | None = None) -> dict[str, Any]:
        """Reset one session's env (replaying a repeated ``request_id``); returns the ``/reset`` answer."""

        def run(state: EnvState) -> dict[str, Any]:
            with self.store.env_calls:
                state.done = True
                obs, info = state.env.reset(seed=seed, options=options or None)
            segment = info.get("segment") or {}
            state.observation, state.done, state.steps = obs, False, 0
            state.traj_id, state.task_id = segment.get("traj_id"), segment.get("task_id")
            return {"session_id": session.session_id, "observation": obs, "info": to_jsonable(info),
                    "reward": None, "done": False, "terminated": False, "truncated": False}

        return self._once(session, request_id, run)

    def reset(self, body: ResetBody) -> dict[str, Any]:
        """``POST /reset`` (creates the session first when no id is given)."""
        if body.session_id is None:  # OpenEnv/AgentGym style: the session may be replaced when the server is full
            session = self.store.open(body.env_id, body.env_kwargs, replaceable=True)
        else:
            session = self.store.get(body.session_id)
        with session.lock:
            options = self.reset_options(session.value, body)
        return self.reset_session(session, body.seed, options, body.request_id)

    def step_session(self, session: Session[EnvState], action: str,
                     request_id: str | None = None) -> dict[str, Any]:
        """Step one session's env (replaying a repeated ``request_id``); returns the ``/step`` answer."""

        def run(state: EnvState) -> dict[str, Any]:
            with self.store.env_calls:
                obs, reward, terminated, truncated, info = state.env.step(action)
            state.observation, state.steps = obs, state.steps + 1
            state.done = bool(terminated or truncated)
            return {"session_id": session.session_id, "observation": obs, "reward": float(reward),
                    "terminated": bool(terminated), "truncated": bool(truncated),
                    "done": state.done, "info": to_jsonable(info)}

        return self._once(session, request_id, run)

    def step(self, body: StepBody) -> dict[str, Any]:
        """``POST /step``."""
        session = self.store.get(body.session_id)
        return self.step_session(session, action_text(body.action), body.request_id)

    @staticmethod
    def state_of(session: Session[EnvState]) -> dict[str, Any]:
        """The ``/state`` answer of one session."""
        state = session.value
        return {"session_id": session.session_id, "env_id": state.env_id, "episode_id": state.traj_id,
                "task_id": state.task_id, "step_count": state.steps, "done": state.done,
                "observation": state.observation}

    def state(self, session_id: str) -> dict[str, Any]:
        """``GET /state``."""
        return self.state_of(self.store.get(session_id))

    def tasks(self, session_id: str, split: str | None) -> dict[str, Any]:
        """``GET /tasks``."""
        session = self.store.get(session_id)
        env = session.value.env.unwrapped
        with session.lock, self.store.env_calls:
            ids = env.task_ids(split)
        return {"split": split or getattr(env, "split", None), "task_ids": list(ids)}

    def oracle(self, session_id: str) -> dict[str, Any]:
        """``GET /oracle``."""
        session = self.store.get(session_id)
        oracle_action = getattr(session.value.env.unwrapped, "oracle_action", None)
        if oracle_action is None:
            raise ConfigError(f"{session.value.env_id} has no oracle policy.")
        with session.lock, self.store.env_calls:
            try:
                return {"action": oracle_action()}
            except NotImplementedError as error:
                raise ConfigError(str(error)) from error

    def close(self, body: CloseBody) -> dict[str, Any]:
        """``POST /close``."""
        if not body.session_id:
            raise ConfigError("Pass session_id.")
        return {"closed": self.store.close(body.session_id)}
