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

Safety choices:

* Binds 127.0.0.1 unless told otherwise. Session ids are 256-bit random (``secrets.token_urlsafe(32)``).
* Request bodies over ``max_body_bytes`` (default 64 KiB) get 413, checked on ``Content-Length`` and on the
  bytes actually received (chunked bodies included).
* Sessions idle for ``idle_timeout`` seconds expire (swept on every request); at ``max_sessions`` the least
  recently used session is evicted. A session is a few kB (page state + goal), so memory stays bounded.
* Every user mistake is a 4xx with a ``detail`` (unknown session 404, unknown task 404, bad settings or body
  422, oversized body 413); a step on one session is serialised by a per-session lock.
"""

from __future__ import annotations

import collections
import secrets
import threading
import time
from dataclasses import dataclass, field
from typing import Any

from fastapi import FastAPI, HTTPException, Query
from fastapi.responses import JSONResponse
from pydantic import BaseModel, Field

from agentgym_capo.envs.webshop.catalog import WebShopStore, open_store, split_goals
from agentgym_capo.envs.webshop.engine import EngineSettings, ShopSession
from agentgym_capo.errors import CapoError, ConfigError, DataError, UnknownTaskError

__all__ = ["SessionPool", "create_app", "serve_webshop"]

SERVICE_NAME = "capo-webshop"
MAX_COMMAND_CHARS = 20_000


class ResetRequest(BaseModel):
    """Body of ``POST /reset``."""

    session_id: str | None = Field(default=None, max_length=128)
    task_id: str = Field(max_length=64)
    settings: dict[str, Any] = Field(default_factory=dict)


class StepRequest(BaseModel):
    """Body of ``POST /step``."""

    session_id: str = Field(max_length=128)
    command: str = Field(max_length=MAX_COMMAND_CHARS)


class CloseRequest(BaseModel):
    """Body of ``POST /close``."""

    session_id: str = Field(max_length=128)


@dataclass
class _Entry:
    session: ShopSession
    last_used: float
    lock: threading.Lock = field(default_factory=threading.Lock)


class SessionPool:
    """Sessions by id, with idle expiry and a size cap (least recently used evicted first)."""

    def __init__(self, store: WebShopStore, max_sessions: int = 1024, idle_timeout: float = 900.0):
        """Create an empty pool over ``store``."""
        if max_sessions < 1:
            raise ConfigError(f"max_sessions must be at least 1, got {max_sessions!r}.")
        self.store = store
        self.max_sessions = int(max_sessions)
        self.idle_timeout = float(idle_timeout)
        self._entries: collections.OrderedDict[str, _Entry] = collections.OrderedDict()
        self._lock = threading.Lock()
        self.evicted = 0
        self.expired = 0

    def __len__(self) -> int:
        return len(self._entries)

    def _sweep(self, now: float) -> None:
        while self._entries:
            session_id, entry = next(iter(self._entries.items()))
            if now - entry.last_used <= self.idle_timeout:
                break
            del self._entries[session_id]
            self.expired += 1

    def create(self, settings: EngineSettings) -> tuple[str, _Entry]:
        """Open a new session (evicting the least recently used one when full)."""
        entry = _Entry(ShopSession(self.store, settings), time.monotonic())
        session_id = secrets.token_urlsafe(32)
        with self._lock:
            self._sweep(entry.last_used)
            while len(self._entries) >= self.max_sessions:
                self._entries.popitem(last=False)
                self.evicted += 1
            self._entries[session_id] = entry
        return session_id, entry

    def get(self, session_id: str) -> _Entry:
        """Return a live session and mark it used.

        Raises:
            HTTPException: 404 when the id is unknown, expired or evicted.
        """
        now = time.monotonic()
        with self._lock:
            self._sweep(now)
            entry = self._entries.get(session_id)
            if entry is None:
                raise HTTPException(404, "Unknown or expired session id; call /reset without a session_id to "
                                         "open a new session.")
            entry.last_used = now
            self._entries.move_to_end(session_id)
            return entry

    def close(self, session_id: str) -> bool:
        """Drop a session; returns whether it existed."""
        with self._lock:
            return self._entries.pop(session_id, None) is not None


class _BodyLimit:
    """ASGI middleware: answer 413 to bodies over ``max_bytes`` (declared or actually received)."""

    def __init__(self, app, max_bytes: int):
        self.app = app
        self.max_bytes = int(max_bytes)

    async def __call__(self, scope, receive, send):
        if scope["type"] != "http":
            await self.app(scope, receive, send)
            return
        headers = dict(scope.get("headers") or [])
        declared = headers.get(b"content-length")
        too_large = False
        if declared is not None:
            try:
                too_large = int(declared) > self.max_bytes
            except ValueError:
                too_large = True
        chunks: list[bytes] = []
        if not too_large:
            size = 0
            while True:
                message = await receive()
                if message["type"] != "http.request":
                    break
                chunk = message.get("body", b"")
                size += len(chunk)
                if size > self.max_bytes:
                    too_large = True
                    break
                chunks.append(chunk)
                if not message.get("more_body", False):
                    break
        if too_large:
            response = JSONResponse({"detail": f"Request body larger than {self.max_bytes} bytes."}, status_code=413)
            await response(scope, receive, send)
            return
        body = b"".join(chunks)
        delivered = False

        async def replay():
            nonlocal delivered
            if not delivered:
                delivered = True
                return {"type": "http.request", "body": body, "more_body": False}
            return await receive()

        await self.app(scope, replay, send)


def create_app(
    data_dir: str | None = None,
    *,
    max_sessions: int = 1024,
    idle_timeout: float = 900.0,
    max_body_bytes: int = 65_536,
    store: WebShopStore | None = None,
) -> FastAPI:
    """Build the FastAPI app.

    Args:
        data_dir: Data for :func:`open_store` (None: the bundled catalogue).
        max_sessions: Session cap (least recently used evicted beyond it).
        idle_timeout: Seconds after which an unused session expires.
        max_body_bytes: Largest accepted request body.
        store: An already opened store (overrides ``data_dir``).
    """
    store = store or open_store(data_dir, progress=True)
    pool = SessionPool(store, max_sessions=max_sessions, idle_timeout=idle_timeout)
    app = FastAPI(title="capo WebShop server", docs_url=None, redoc_url=None, openapi_url=None)
    app.state.pool = pool
    app.state.store = store

    @app.exception_handler(CapoError)
    async def _capo_error(request, exc: CapoError):  # noqa: ARG001 - FastAPI's handler signature
        status = 404 if isinstance(exc, UnknownTaskError) else 503 if isinstance(exc, DataError) else 422
        return JSONResponse({"detail": str(exc)}, status_code=status)

    @app.get("/health")
    def health() -> dict[str, Any]:
        store.check()  # a damaged store is not healthy: DataError -> 503 naming the file
        return {"service": SERVICE_NAME, "status": "ok", "num_products": len(store),
                "num_sessions": len(pool), "max_sessions": pool.max_sessions, "idle_timeout": pool.idle_timeout,
                "expired_sessions": pool.expired, "evicted_sessions": pool.evicted}

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
            session_id, entry = pool.create(settings)
        else:
            session_id, entry = request.session_id, pool.get(request.session_id)
            if entry.session.settings != settings:
                with entry.lock:
                    entry.session = ShopSession(store, settings)
        with entry.lock:
            result = entry.session.reset(request.task_id)
        result["session_id"] = session_id
        return result

    @app.post("/step")
    def step(request: StepRequest) -> dict[str, Any]:
        entry = pool.get(request.session_id)
        with entry.lock:
            if entry.session.goal is None:
                raise HTTPException(409, "This session has no episode; call /reset first.")
            return entry.session.step(request.command)

    @app.post("/close")
    def close(request: CloseRequest) -> dict[str, Any]:
        return {"closed": pool.close(request.session_id)}

    wrapped = _BodyLimit(app, max_body_bytes)
    wrapped.state = app.state  # type: ignore[attr-defined]  (tests reach the pool through the wrapper)
    return wrapped  # type: ignore[return-value]


def serve_webshop(
    host: str = "127.0.0.1",
    port: int = 8000,
    *,
    data_dir: str | None = None,
    max_sessions: int = 1024,
    idle_timeout: float = 900.0,
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
        max_body_bytes: Largest accepted request body.
        log_level: uvicorn's log level.
    """
    import uvicorn

    app = create_app(data_dir, max_sessions=max_sessions, idle_timeout=idle_timeout, max_body_bytes=max_body_bytes)
    uvicorn.run(app, host=host, port=int(port), log_level=log_level, access_log=False)
