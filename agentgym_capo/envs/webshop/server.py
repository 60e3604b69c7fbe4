"""The WebShop HTTP server (``capo serve webshop``): one shared store, many page-machine sessions.

Endpoints (JSON in, JSON out):

* ``GET /health`` → ``{"service": "capo-webshop", "status": "ok", "num_products", "num_sessions", ...}``
* ``GET /tasks?split=&split_scheme=&price_mode=&goal_source=`` → ``{"task_ids": [...]}``
* ``POST /reset`` ``{"session_id": str | null, "task_id": str, "settings": {...}}`` → the first page plus
  ``session_id`` (a new session when ``session_id`` is null)
* ``POST /step`` ``{"session_id", "command"}`` → the next page
* ``POST /close`` ``{"session_id"}`` → ``{"closed": bool}``

Pages are the dicts of :class:`agentgym_capo.envs.webshop.engine.ShopSession`, so a client env sees exactly
what the in-process engine returns.

The body limit, the session store, the JSON response and the error bodies are the shared toolkit
:mod:`agentgym_capo.serving` (the same as ``capo serve env``'s).

Safety choices:

* Binds 127.0.0.1 unless told otherwise. Session ids are 256-bit random.
* Request bodies over ``max_body_bytes`` (default 64 KiB) get 413, checked on ``Content-Length`` and on the
  bytes actually received (chunked bodies included).
* Sessions idle for ``idle_timeout`` seconds expire (swept on every request, ``/health`` included). At
  ``max_sessions`` a new session replaces the least recently used one only if that one has been idle for
  ``evict_after`` seconds (default 60); otherwise the answer is 503 with ``Retry-After``, so no client can
  evict the sessions other clients are using. A session is a few kB (page state + goal), so memory stays
  bounded.
* ``reset`` and ``step`` take an optional ``request_id``; a repeated one gets the remembered answer without
  running again, so clients may retry any call.
* Every user mistake is a 4xx ``{"error", "detail"}`` (unknown session 404, unknown task 404, bad settings or
  body 422, oversized body 413, no episode yet 409); a step on one session is serialised by its lock.
"""

from __future__ import annotations

from typing import Annotated, Any

from fastapi import FastAPI, Query
from pydantic import AfterValidator, BaseModel, Field

from agentgym_capo.envs.webshop.catalog import WebShopStore, open_store, split_goals
from agentgym_capo.envs.webshop.engine import EngineSettings, ShopSession
from agentgym_capo.errors import CapoError, DataError, EpisodeEndedError, UnknownTaskError
from agentgym_capo.serving.asgi import BodyLimit, SafeJSONResponse, install_error_handlers
from agentgym_capo.serving.lifecycle import serve_until_stopped
from agentgym_capo.serving.sessions import SessionStore

__all__ = ["create_app", "serve_webshop"]

SERVICE_NAME = "capo-webshop"
MAX_COMMAND_CHARS = 20_000


class ResetRequest(BaseModel):
    """Body of ``POST /reset``."""

    session_id: str | None = Field(default=None, max_length=128)
    task_id: str = Field(max_length=64)
    settings: dict[str, Any] = Field(default_factory=dict)
    request_id: str | None = Field(default=None, max_length=128)


def _bounded_command(command: str) -> str:
    # (a length check here, not Field(max_length=...): pydantic's length check refuses text with lone
    # surrogates, which the in-process engine accepts, and remote and in-process answers must agree)
    if len(command) > MAX_COMMAND_CHARS:
        raise ValueError(f"command must be at most {MAX_COMMAND_CHARS} characters, got {len(command)}.")
    return command


class StepRequest(BaseModel):
    """Body of ``POST /step``."""

    session_id: str = Field(max_length=128)
    command: Annotated[str, AfterValidator(_bounded_command)]
    request_id: str | None = Field(default=None, max_length=128)


class CloseRequest(BaseModel):
    """Body of ``POST /close``."""

    session_id: str = Field(max_length=128)


_STATUSES = ((UnknownTaskError, 404), (EpisodeEndedError, 409), (DataError, 503), (CapoError, 422))


def create_app(
    data_dir: str | None = None,
    *,
    max_sessions: int = 1024,
    idle_timeout: float = 900.0,
    evict_after: float | None = 60.0,
    max_body_bytes: int = 65_536,
    store: WebShopStore | None = None,
) -> FastAPI:
    """Build the FastAPI app.

    Args:
        data_dir: Data for :func:`open_store` (None: the bundled catalogue).
        max_sessions: Session cap (see ``evict_after``).
        idle_timeout: Seconds after which an unused session expires.
        evict_after: When full, a session idle this long may be replaced (None: never; 503 instead).
        max_body_bytes: Largest accepted request body.
        store: An already opened store (overrides ``data_dir``).
    """
    store = store or open_store(data_dir, progress=True)
    sessions: SessionStore[ShopSession] = SessionStore(max_sessions=max_sessions, idle_timeout=idle_timeout,
                                                       evict_after=evict_after)
    app = FastAPI(title="capo WebShop server", docs_url=None, redoc_url=None, openapi_url=None,
                  default_response_class=SafeJSONResponse)
    app.add_middleware(BodyLimit, max_bytes=max_body_bytes)
    install_error_handlers(app, _STATUSES)
    app.state.sessions = sessions
    app.state.store = store

    @app.get("/health")
    def health() -> dict[str, Any]:
        store.check(full=False)  # sizes and a readable catalogue, no hashing: DataError -> 503 naming the file
        sessions.reap()
        stats = sessions.stats()
        return {"service": SERVICE_NAME, "status": "ok", "num_products": len(store),
                "num_sessions": stats.pop("sessions"), **stats}

    @app.get("/tasks")
    def tasks(split: str = Query("train", max_length=16), split_scheme: str = Query("capo", max_length=16),
              price_mode: str = Query("lower", max_length=16),
              goal_source: str = Query("human", max_length=16)) -> dict[str, Any]:
        goals = store.goals(price_mode, goal_source)
        return {"task_ids": [str(i) for i in split_goals(len(goals), split, split_scheme, store.test_size)]}

    @app.post("/reset")
    def reset(request: ResetRequest) -> dict[str, Any]:
        settings = EngineSettings.from_dict(request.settings)
        if request.session_id is None:
            session = sessions.create(lambda: ShopSession(store, settings))
        else:
            session = sessions.get(request.session_id)
        with session.lock:
            if (cached := session.replay(request.request_id)) is not None:
                return cached
            if session.value.settings != settings:
                session.value = ShopSession(store, settings)
            result = session.value.reset(request.task_id)
            result["session_id"] = session.session_id
            return session.remember(request.request_id, result)

    @app.post("/step")
    def step(request: StepRequest) -> dict[str, Any]:
        session = sessions.get(request.session_id)
        with session.lock:
            if (cached := session.replay(request.request_id)) is not None:
                return cached
            if session.value.goal is None:
                raise EpisodeEndedError("This session has no episode; call /reset first.")
            return session.remember(request.request_id, session.value.step(request.command))

    @app.post("/close")
    def close(request: CloseRequest) -> dict[str, Any]:
        return {"closed": sessions.close(request.session_id)}

    return app


def serve_webshop(
    host: str = "127.0.0.1",
    port: int = 8000,
    *,
    data_dir: str | None = None,
    max_sessions: int = 1024,
    idle_timeout: float = 900.0,
    evict_after: float | None = 60.0,
    max_body_bytes: int = 65_536,
    log_level: str = "warning",
    **_: Any,
) -> None:
    """Serve WebShop over HTTP until interrupted (``capo serve webshop``).

    Args:
        host: Bind address; the default answers only this machine.
        port: TCP port.
        data_dir: Official files or a prepared store (default: the bundled catalogue).
        max_sessions: Session cap.
        idle_timeout: Seconds before an idle session expires.
        evict_after: When full, replace a session idle this long (None: never).
        max_body_bytes: Largest accepted request body.
        log_level: uvicorn's log level.
    """
    import uvicorn

    app = create_app(data_dir, max_sessions=max_sessions, idle_timeout=idle_timeout, evict_after=evict_after,
                     max_body_bytes=max_body_bytes)
    serve_until_stopped(uvicorn.Server(uvicorn.Config(app, host=host, port=int(port), log_level=log_level,
                                                      access_log=False)))
