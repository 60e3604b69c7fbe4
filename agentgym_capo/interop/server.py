"""Serve any registered env id over HTTP: many sessions, the same observations, rewards and ``info`` as in process.

Start it with ``capo serve env capo/ALFWorld-v0 --port 8000`` (one env id, default settings) or with
``python -m agentgym_capo.interop.server --port 8000 [--env-id ID] [--max-sessions N] ...`` (every option;
without ``--env-id`` a session may use any registered id). FastAPI writes the OpenAPI schema at
``/openapi.json`` and an interactive page at ``/docs``. :class:`agentgym_capo.interop.client.RemoteEnv`
(``gym.make("capo/Remote-v0", server_url=..., env_id=...)``) is the matching ``gymnasium.Env`` client.

API (JSON bodies; ``session_id`` may also be spelled ``id`` or ``env_idx``, as AgentGym clients send it):

==========================  =====================================================================================
``GET  /health``            ``{"status": "healthy", "sessions", "max_sessions", "env_id", "version"}``
``GET  /envs``              the ids this server makes, with ``max_episode_steps``
``POST /sessions``          ``{"env_id"?, "env_kwargs"?, "session_id"?}`` → ``{"session_id", "id", "env_id",
                            "max_episode_steps", "observation_max_length", "action_max_length"}``
                            (``POST /create`` is an alias). A client-chosen ``session_id`` makes creation
                            idempotent: repeating it returns the existing session.
``POST /reset``             ``{"session_id"?, "seed"?, "options"? {"task_id", "traj_id"}, "task_id"?,
                            "episode_id"? (= traj_id), "data_idx"? (index into the split's task ids),
                            "request_id"?}`` → ``{"session_id", "observation", "info", "reward": null,
                            "done": false, "terminated": false, "truncated": false}``. Without a session id a
                            session is created first (OpenEnv clients reset without one).
``POST /step``              ``{"session_id", "action": str | {"text"|"action"|"message"|"command": str},
                            "request_id"?}`` → ``{"session_id", "observation", "reward", "terminated",
                            "truncated", "done", "info"}``
``GET  /state``             ``{"session_id", "env_id", "episode_id", "task_id", "step_count", "done",
                            "observation"}`` (OpenEnv-style state)
``GET  /observation``       the current prompt as a bare JSON string (AgentGym-style)
``GET  /tasks``             ``{"split", "task_ids"}`` of the session's env (``?split=`` optional)
``GET  /oracle``            ``{"action"}``: the env's expert action for the current state (if it has one)
``POST /close``             ``{"session_id"}`` → ``{"closed": bool}`` (idempotent)
==========================  =====================================================================================

``observation`` is the env's prompt text; ``info`` is the env's whole ``info`` dict passed through
:func:`agentgym_capo.interop.jsonable.to_jsonable` (``info["segment"]`` is JSON-safe by contract and arrives
unchanged). ``done`` is ``terminated or truncated`` for clients that know only one flag.

Errors come back as ``{"error": <exception type>, "detail": <message>}`` with status 400 (bad request:
unknown task, bad kwargs), 404 (unknown or expired session), 409 (``step`` after the episode ended:
``EpisodeEndedError``, the same contract as in process), 413 (body over the limit), 503 (session limit
reached) or 500 (the env raised; the session stays usable for ``reset``).

Choices made here:

* **Sessions** are independent env instances made with :func:`agentgym_capo.envs.registry.make`, each with
  its own lock; requests of different sessions run in parallel in the server's thread pool, at most
  ``max_concurrent_calls`` env calls at a time.
* **Idempotent retries**: ``reset`` and ``step`` take a client ``request_id``; the server keeps the last
  answer of each session, and a repeated ``request_id`` returns it without stepping again. So a client may
  retry any call after a timeout without double-stepping.
* **Limits**: request bodies over ``max_body_bytes`` (default 1 MiB) are refused; at most ``max_sessions``
  (default 256) sessions live at once; a session unused for ``idle_timeout`` seconds (default 600) is closed.
* **Per-session kwargs**: a session may override only the kwargs named in ``allowed_kwargs`` (default
  ``split`` and ``max_steps``), so a remote caller cannot point an env at arbitrary paths.
* **Binding**: ``127.0.0.1`` by default. There is no authentication: expose it beyond loopback only on a
  trusted network.
"""

from __future__ import annotations

import argparse
import socket
import sys
import threading
import time
import traceback
import uuid
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass, field
from typing import Any

import gymnasium as gym
from fastapi import FastAPI, Query, Request
from fastapi.exceptions import RequestValidationError
from fastapi.responses import JSONResponse, Response
from pydantic import AliasChoices, BaseModel, ConfigDict, Field

import agentgym_capo
from agentgym_capo.envs.registry import make, registered_ids
from agentgym_capo.errors import (
    CapoError,
    ConfigError,
    DataError,
    EpisodeEndedError,
    UnknownEnvError,
    UnknownTaskError,
)
from agentgym_capo.interop.jsonable import dumps, to_jsonable

__all__ = ["ServerSettings", "SessionStore", "create_app", "main", "serve_env"]

_SESSION_ALIASES = AliasChoices("session_id", "id", "env_idx")
_ACTION_KEYS = ("text", "action", "message", "command", "content")
_STATUS_BY_ERROR: tuple[tuple[type[BaseException], int], ...] = (
    (EpisodeEndedError, 409),
    (UnknownTaskError, 400),
    (UnknownEnvError, 400),
    (ConfigError, 400),
    (DataError, 500),
)


@dataclass
class ServerSettings:
    """What one server allows.

    Attributes:
        env_id: The only id sessions may use (None: any registered id).
        max_sessions: Sessions alive at once; creating one more answers 503.
        idle_timeout: Seconds after which an unused session is closed.
        max_body_bytes: Largest accepted request body.
        max_concurrent_calls: Env calls (make/reset/step) running at once across sessions.
        allowed_kwargs: Env kwargs a session may override.
        default_kwargs: Kwargs every env of this server is made with (under the session's overrides).
    """

    env_id: str | None = None
    max_sessions: int = 256
    idle_timeout: float = 600.0
    max_body_bytes: int = 1 << 20
    max_concurrent_calls: int = 8
    allowed_kwargs: tuple[str, ...] = ("split", "max_steps")
    default_kwargs: dict[str, Any] = field(default_factory=dict)

    def __post_init__(self) -> None:
        """Check the limits."""
        for name in ("max_sessions", "max_body_bytes", "max_concurrent_calls"):
            value = getattr(self, name)
            if not isinstance(value, int) or value < 1:
                raise ConfigError(f"{name} must be a positive integer, got {value!r}.")
        if not self.idle_timeout > 0:
            raise ConfigError(f"idle_timeout must be a positive number of seconds, got {self.idle_timeout!r}.")
        if self.env_id is not None and self.env_id not in gym.registry:
            make(self.env_id)  # raises UnknownEnvError with suggestions


class UnknownSessionError(CapoError):
    """An unknown or expired session id (404)."""


class ServerCapacityError(CapoError):
    """The session limit is reached (503)."""


@dataclass
class _Session:
    session_id: str
    env_id: str
    env: gym.Env
    lock: threading.Lock = field(default_factory=threading.Lock)
    last_used: float = field(default_factory=time.monotonic)
    last_request_id: str | None = None
    last_answer: dict[str, Any] | None = None
    observation: str = ""
    done: bool = True
    traj_id: str | None = None
    task_id: str | None = None
    steps: int = 0


class SessionStore:
    """The live sessions of one server: creation with limits, lookup, idle expiry and closing."""

    def __init__(self, settings: ServerSettings, *, clock: Callable[[], float] = time.monotonic,
                 env_maker: Callable[..., gym.Env] = make):
        """Create an empty store.

        Args:
            settings: The server's limits and allowed ids.
            clock: Monotonic time source (tests pass a fake one).
            env_maker: ``(env_id, **kwargs) -> gym.Env``.
        """
        self.settings = settings
        self._clock = clock
        self._env_maker = env_maker
        self._sessions: dict[str, _Session] = {}
        self._guard = threading.Lock()
        self.env_calls = threading.BoundedSemaphore(settings.max_concurrent_calls)

    def __len__(self) -> int:
        """Number of live sessions."""
        return len(self._sessions)

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
        return {**self.settings.default_kwargs, **overrides}

    def create(self, env_id: str | None, env_kwargs: dict[str, Any] | None = None,
               session_id: str | None = None) -> _Session:
        """Make a new session (or return the existing one with this ``session_id``)."""
        if session_id is not None:
            with self._guard:
                existing = self._sessions.get(session_id)
            if existing is not None:
                existing.last_used = self._clock()
                return existing
        env_id = env_id or self.settings.env_id
        if env_id is None:
            raise ConfigError("This server serves several env ids: pass env_id when creating a session "
                              f"(one of {', '.join(registered_ids())}).")
        if self.settings.env_id is not None and env_id != self.settings.env_id:
            raise ConfigError(f"This server serves only {self.settings.env_id!r}, got a session for {env_id!r}. "
                              f"Start another server with `capo serve env {env_id}`.")
        kwargs = self._kwargs(env_kwargs)
        self.reap()
        with self._guard:
            if len(self._sessions) >= self.settings.max_sessions:
                raise ServerCapacityError(
                    f"The server already holds {len(self._sessions)} sessions (max_sessions="
                    f"{self.settings.max_sessions}). Close sessions you no longer use, or start the server with a "
                    "larger --max-sessions.")
        with self.env_calls:
            env = self._env_maker(env_id, **kwargs)
        session = _Session(session_id or uuid.uuid4().hex, env_id, env, last_used=self._clock())
        with self._guard:
            if session.session_id in self._sessions:  # a concurrent retry won the race
                env.close()
                return self._sessions[session.session_id]
            self._sessions[session.session_id] = session
        return session

    def get(self, session_id: str | None) -> _Session:
        """Return a live session, or raise a 404 error that says what happened."""
        if not session_id:
            raise ConfigError("Pass session_id (returned by POST /sessions or POST /reset).")
        with self._guard:
            session = self._sessions.get(session_id)
        if session is None:
            raise UnknownSessionError(
                f"No session {session_id!r} on this server: it was closed, expired after "
                f"{self.settings.idle_timeout:g} s without requests, or the server restarted. Create a new one.")
        session.last_used = self._clock()
        return session

    def close(self, session_id: str) -> bool:
        """Close a session; False if it did not exist."""
        with self._guard:
            session = self._sessions.pop(session_id, None)
        if session is None:
            return False
        with session.lock:
            _close_quietly(session.env)
        return True

    def reap(self) -> int:
        """Close sessions idle for longer than ``idle_timeout``; return how many were closed."""
        deadline = self._clock() - self.settings.idle_timeout
        with self._guard:
            stale = [sid for sid, session in self._sessions.items() if session.last_used < deadline]
        return sum(self.close(sid) for sid in stale)

    def close_all(self) -> None:
        """Close every session."""
        with self._guard:
            ids = list(self._sessions)
        for sid in ids:
            self.close(sid)


def _close_quietly(env: gym.Env) -> None:
    try:
        env.close()
    except Exception:  # noqa: BLE001  (closing a broken env must not fail the request that closes it)
        traceback.print_exc()


# ---------------------------------------------------------------------------------------------- request bodies
class _Body(BaseModel):
    model_config = ConfigDict(extra="ignore", populate_by_name=True)


class CreateBody(_Body):
    """``POST /sessions`` and ``POST /create``."""

    env_id: str | None = Field(None, description="Registered env id (optional when the server serves one id).")
    env_kwargs: dict[str, Any] = Field(default_factory=dict, description="Constructor overrides, e.g. split.")
    session_id: str | None = Field(None, max_length=128, description="Client-chosen id (makes creation idempotent).")


class ResetBody(_Body):
    """``POST /reset``."""

    session_id: str | None = Field(None, validation_alias=_SESSION_ALIASES, max_length=128)
    env_id: str | None = Field(None, description="Used only when the reset creates the session.")
    env_kwargs: dict[str, Any] = Field(default_factory=dict)
    seed: int | None = Field(None, ge=0, description="Seed of the env's RNG (task sampling, traj_id).")
    options: dict[str, Any] = Field(default_factory=dict, description='{"task_id": ..., "traj_id": ...}')
    task_id: str | None = Field(None, description="Shortcut for options.task_id.")
    episode_id: str | None = Field(None, max_length=255, description="OpenEnv name of options.traj_id.")
    data_idx: int | None = Field(None, ge=0, description="AgentGym-style: index into the split's task ids.")
    request_id: str | None = Field(None, max_length=128, description="Repeat it to retry without re-running.")


class StepBody(_Body):
    """``POST /step``."""

    session_id: str | None = Field(None, validation_alias=_SESSION_ALIASES, max_length=128)
    action: str | dict[str, Any] = Field(..., description="The model's whole response text (or {'text': ...}).")
    request_id: str | None = Field(None, max_length=128)


class CloseBody(_Body):
    """``POST /close``."""

    session_id: str | None = Field(None, validation_alias=_SESSION_ALIASES, max_length=128)


def _action_text(action: str | dict[str, Any]) -> str:
    if isinstance(action, str):
        return action
    for key in _ACTION_KEYS:
        if isinstance(action.get(key), str):
            return action[key]
    raise ConfigError(f"action must be a string or an object with one of {list(_ACTION_KEYS)} as a string; "
                      f"got keys {sorted(action)}.")


# ---------------------------------------------------------------------------------------------- the app
class _BodyLimit:
    """ASGI middleware that refuses request bodies over a byte limit (declared or streamed)."""

    def __init__(self, app, max_bytes: int):
        self.app, self.max_bytes = app, max_bytes

    async def __call__(self, scope, receive, send):
        if scope["type"] != "http":
            return await self.app(scope, receive, send)
        declared = dict(scope.get("headers") or {}).get(b"content-length")
        if declared is not None and declared.isdigit() and int(declared) > self.max_bytes:
            return await _too_large(self.max_bytes)(scope, receive, send)
        seen = 0

        async def limited_receive():
            nonlocal seen
            message = await receive()
            if message["type"] == "http.request":
                seen += len(message.get("body", b""))
                if seen > self.max_bytes:
                    raise _BodyTooLarge
            return message

        try:
            return await self.app(scope, limited_receive, send)
        except _BodyTooLarge:
            return await _too_large(self.max_bytes)(scope, receive, send)


class _BodyTooLarge(Exception):
    pass


def _too_large(max_bytes: int) -> JSONResponse:
    return JSONResponse(status_code=413, content={
        "error": "RequestTooLarge",
        "detail": f"Request body over {max_bytes} bytes. Send shorter actions or raise --max-body-bytes."})


class _JSON(Response):
    """JSON response that keeps non-finite floats (Python's json reads them back), so rewards are exact."""

    media_type = "application/json"

    def render(self, content: Any) -> bytes:
        return dumps(content).encode("utf-8")


def _status_of(error: BaseException) -> int:
    if isinstance(error, UnknownSessionError):
        return 404
    if isinstance(error, ServerCapacityError):
        return 503
    for kind, status in _STATUS_BY_ERROR:
        if isinstance(error, kind):
            return status
    return 500


class EnvService:
    """What each endpoint does, as plain methods over a :class:`SessionStore` (the app only routes to them)."""

    def __init__(self, store: SessionStore):
        """Serve the sessions of ``store``."""
        self.store = store
        self.settings = store.settings

    def health(self) -> dict[str, Any]:
        """``GET /health``."""
        return {"status": "healthy", "sessions": len(self.store), "max_sessions": self.settings.max_sessions,
                "env_id": self.settings.env_id, "version": agentgym_capo.__version__}

    def envs(self) -> list[dict[str, Any]]:
        """``GET /envs``."""
        return [{"env_id": env_id, "max_episode_steps": gym.registry[env_id].max_episode_steps}
                for env_id in self.store.allowed_ids()]

    @staticmethod
    def describe(session: _Session) -> dict[str, Any]:
        """The session's id, env id, step limit and space sizes."""
        spec = gym.registry.get(session.env_id)
        return {"session_id": session.session_id, "id": session.session_id, "env_id": session.env_id,
                "max_episode_steps": spec.max_episode_steps if spec else None,
                "observation_max_length": getattr(session.env.observation_space, "max_length", None),
                "action_max_length": getattr(session.env.action_space, "max_length", None)}

    def create(self, body: CreateBody) -> dict[str, Any]:
        """``POST /sessions``."""
        return self.describe(self.store.create(body.env_id, body.env_kwargs, body.session_id))

    @staticmethod
    def _replay(session: _Session, request_id: str | None) -> dict[str, Any] | None:
        if request_id is not None and request_id == session.last_request_id:
            return session.last_answer
        return None

    @staticmethod
    def _remember(session: _Session, request_id: str | None, answer: dict[str, Any]) -> dict[str, Any]:
        session.last_request_id, session.last_answer = request_id, answer
        return answer

    def _reset_options(self, session: _Session, body: ResetBody) -> dict[str, Any]:
        options = dict(body.options)
        if body.task_id is not None:
            options["task_id"] = body.task_id
        if body.episode_id is not None:
            options["traj_id"] = body.episode_id
        if body.data_idx is not None:
            ids = session.env.unwrapped.task_ids()
            if body.data_idx >= len(ids):
                raise UnknownTaskError(f"data_idx {body.data_idx} is out of range: the split has {len(ids)} tasks "
                                       f"(indices 0..{len(ids) - 1}).")
            options["task_id"] = ids[body.data_idx]
        return options

    def reset(self, body: ResetBody) -> dict[str, Any]:
        """``POST /reset`` (creates the session first when no id is given)."""
        if body.session_id is None:
            session = self.store.create(body.env_id, body.env_kwargs)
        else:
            session = self.store.get(body.session_id)
        with session.lock:
            if (cached := self._replay(session, body.request_id)) is not None:
                return cached
            with self.store.env_calls:
                options = self._reset_options(session, body)
                session.done = True
                obs, info = session.env.reset(seed=body.seed, options=options or None)
            segment = info.get("segment") or {}
            session.observation, session.done, session.steps = obs, False, 0
            session.traj_id, session.task_id = segment.get("traj_id"), segment.get("task_id")
            answer = {"session_id": session.session_id, "observation": obs, "info": to_jsonable(info),
                      "reward": None, "done": False, "terminated": False, "truncated": False}
            return self._remember(session, body.request_id, answer)

    def step(self, body: StepBody) -> dict[str, Any]:
        """``POST /step``."""
        session = self.store.get(body.session_id)
        action = _action_text(body.action)
        with session.lock:
            if (cached := self._replay(session, body.request_id)) is not None:
                return cached
            with self.store.env_calls:
                obs, reward, terminated, truncated, info = session.env.step(action)
            session.observation, session.steps = obs, session.steps + 1
            session.done = bool(terminated or truncated)
            answer = {"session_id": session.session_id, "observation": obs, "reward": float(reward),
                      "terminated": bool(terminated), "truncated": bool(truncated),
                      "done": session.done, "info": to_jsonable(info)}
            return self._remember(session, body.request_id, answer)

    def state(self, session_id: str) -> dict[str, Any]:
        """``GET /state``."""
        session = self.store.get(session_id)
        return {"session_id": session.session_id, "env_id": session.env_id, "episode_id": session.traj_id,
                "task_id": session.task_id, "step_count": session.steps, "done": session.done,
                "observation": session.observation}

    def tasks(self, session_id: str, split: str | None) -> dict[str, Any]:
        """``GET /tasks``."""
        session = self.store.get(session_id)
        with session.lock, self.store.env_calls:
            ids = session.env.unwrapped.task_ids(split)
        return {"split": split or getattr(session.env.unwrapped, "split", None), "task_ids": list(ids)}

    def oracle(self, session_id: str) -> dict[str, Any]:
        """``GET /oracle``."""
        session = self.store.get(session_id)
        oracle_action = getattr(session.env.unwrapped, "oracle_action", None)
        if oracle_action is None:
            raise ConfigError(f"{session.env_id} has no oracle policy.")
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


def _reaper_lifespan(store: SessionStore):
    """Run a thread that closes idle sessions while the app lives; close every session at shutdown."""
    stop = threading.Event()

    def reap_forever() -> None:
        interval = max(0.05, min(30.0, store.settings.idle_timeout / 4))
        while not stop.wait(interval):
            store.reap()

    async def lifespan(app: FastAPI):
        threading.Thread(target=reap_forever, name="capo-session-reaper", daemon=True).start()
        yield
        stop.set()
        store.close_all()

    return lifespan


async def _capo_error(request: Request, error: CapoError) -> Response:
    return _JSON(status_code=_status_of(error), content={"error": type(error).__name__, "detail": str(error)})


async def _invalid_request(request: Request, error: RequestValidationError) -> Response:
    return _JSON(status_code=422, content={"error": "RequestValidationError", "detail": to_jsonable(error.errors())})


async def _env_failure(request: Request, error: Exception) -> Response:
    traceback.print_exception(error)
    return _JSON(status_code=500, content={"error": type(error).__name__, "detail": str(error) or repr(error)})


_SESSION_QUERY = Query(..., validation_alias=_SESSION_ALIASES, description="The session id (alias: id).")


def create_app(settings: ServerSettings | None = None, *, store: SessionStore | None = None) -> FastAPI:
    """Build the FastAPI app (see the module docstring for the API).

    Args:
        settings: Limits and allowed ids (defaults: any registered id, 256 sessions, 600 s idle expiry).
        store: A prebuilt session store (tests pass one with a fake clock); it carries its own settings.
    """
    if store is None:  # (not `store or ...`: an empty store has len 0)
        store = SessionStore(settings or ServerSettings())
    service = EnvService(store)
    title = f"agentgym_capo env server ({store.settings.env_id or 'any registered id'})"
    app = FastAPI(title=title, version=agentgym_capo.__version__, lifespan=_reaper_lifespan(store),
                  description=__doc__.split("\n\n")[0], default_response_class=_JSON)
    app.add_middleware(_BodyLimit, max_bytes=store.settings.max_body_bytes)
    app.add_exception_handler(CapoError, _capo_error)
    app.add_exception_handler(RequestValidationError, _invalid_request)
    app.add_exception_handler(Exception, _env_failure)
    app.state.service = service

    @app.get("/")
    def root() -> dict[str, Any]:
        return {"name": "agentgym_capo env server", "env_id": store.settings.env_id, "docs": "/docs"}

    app.get("/health")(service.health)
    app.get("/envs")(service.envs)
    app.post("/sessions")(service.create)
    app.post("/create")(service.create)
    app.post("/reset")(service.reset)
    app.post("/step")(service.step)
    app.post("/close")(service.close)

    @app.get("/state")
    def state(session_id: str = _SESSION_QUERY) -> dict[str, Any]:
        return service.state(session_id)

    @app.get("/observation")
    def observation(session_id: str = _SESSION_QUERY) -> str:
        return service.state(session_id)["observation"]

    @app.get("/tasks")
    def tasks(session_id: str = _SESSION_QUERY, split: str | None = None) -> dict[str, Any]:
        return service.tasks(session_id, split)

    @app.get("/oracle")
    def oracle(session_id: str = _SESSION_QUERY) -> dict[str, Any]:
        return service.oracle(session_id)

    return app


# ---------------------------------------------------------------------------------------------- running it
def _bind(host: str, port: int) -> socket.socket:
    family = socket.AF_INET6 if ":" in host else socket.AF_INET
    # proto=IPPROTO_TCP: asyncio sets TCP_NODELAY on accepted connections only then (else ~40 ms per request
    # from Nagle + delayed ACK)
    sock = socket.socket(family, socket.SOCK_STREAM, socket.IPPROTO_TCP)
    sock.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
    try:
        sock.bind((host, port))
    except OSError as error:
        sock.close()
        raise ConfigError(f"Could not bind {host}:{port} ({error.strerror}). Pick another --port (0 picks a free "
                          "one) or stop the process that holds it.") from error
    sock.listen(2048)
    return sock


def serve_env(host: str = "127.0.0.1", port: int = 8000, env_id: str | None = None, *,
              log_level: str = "warning", ready: Callable[[str], None] | None = None, **settings: Any) -> None:
    """Serve envs over HTTP until interrupted (the target of ``capo serve env [ENV_ID]``).

    Args:
        host: Bind address (loopback by default; there is no authentication).
        port: TCP port; 0 picks a free one.
        env_id: Serve only this id (None: any registered id).
        log_level: uvicorn's log level.
        ready: Called with the base URL once the socket is bound (default: print it).
        **settings: Further :class:`ServerSettings` fields (``max_sessions``, ``idle_timeout``, ...).
    """
    import uvicorn

    config_settings = ServerSettings(env_id=env_id, **settings)
    sock = _bind(host, port)
    bound_port = sock.getsockname()[1]
    url = f"http://{host if ':' not in host else f'[{host}]'}:{bound_port}"
    (ready or (lambda u: print(f"capo env server listening on {u} (docs: {u}/docs)", flush=True)))(url)
    app = create_app(config_settings)
    server = uvicorn.Server(uvicorn.Config(app, log_level=log_level, timeout_keep_alive=30,
                                           limit_concurrency=None))
    server.run(sockets=[sock])


def _parse_args(argv: Sequence[str] | None) -> argparse.Namespace:
    parser = argparse.ArgumentParser(prog="python -m agentgym_capo.interop.server", description=__doc__.split("\n")[0])
    parser.add_argument("--env-id", help="Serve only this id (default: any registered id).")
    parser.add_argument("--host", default="127.0.0.1", help="Bind address (default: loopback only).")
    parser.add_argument("--port", type=int, default=8000, help="TCP port (0 picks a free one).")
    parser.add_argument("--max-sessions", type=int, default=256)
    parser.add_argument("--idle-timeout", type=float, default=600.0, help="Seconds before an unused session closes.")
    parser.add_argument("--max-body-bytes", type=int, default=1 << 20)
    parser.add_argument("--max-concurrent-calls", type=int, default=8)
    parser.add_argument("--allow-kwarg", action="append", default=None,
                        help="An env kwarg sessions may set (repeatable; default: split, max_steps).")
    parser.add_argument("--env-kwargs", default="{}", help="JSON object of kwargs every env is made with.")
    parser.add_argument("--log-level", default="warning")
    return parser.parse_args(argv)


def main(argv: Iterable[str] | None = None) -> int:
    """Command-line entry point with every server option."""
    import json

    args = _parse_args(list(argv) if argv is not None else None)
    try:
        default_kwargs = json.loads(args.env_kwargs)
        if not isinstance(default_kwargs, dict):
            raise ValueError("not an object")
    except ValueError as error:
        print(f"capo: error: --env-kwargs must be a JSON object, got {args.env_kwargs!r} ({error}).", file=sys.stderr)
        return 2
    allowed = tuple(args.allow_kwarg) if args.allow_kwarg is not None else ServerSettings.allowed_kwargs
    try:
        serve_env(args.host, args.port, args.env_id, log_level=args.log_level, max_sessions=args.max_sessions,
                  idle_timeout=args.idle_timeout, max_body_bytes=args.max_body_bytes,
                  max_concurrent_calls=args.max_concurrent_calls, allowed_kwargs=allowed,
                  default_kwargs=default_kwargs)
    except CapoError as error:
        print(f"capo: error: {error}", file=sys.stderr)
        return 2
    return 0


if __name__ == "__main__":
    sys.exit(main())
