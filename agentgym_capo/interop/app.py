"""The FastAPI app of ``capo serve env``: routes to :class:`~agentgym_capo.interop.service.EnvService`.

The routes and their shapes are listed in :mod:`agentgym_capo.interop.server`; OpenEnv's protocol (``/ws``,
``/schema``, ``/metadata``) is mounted by :mod:`agentgym_capo.interop.openenv`. The body limit, the JSON
response and the error bodies come from the shared toolkit :mod:`agentgym_capo.serving`.
"""

from __future__ import annotations

import threading
from typing import Any

from fastapi import FastAPI, Query

import agentgym_capo
from agentgym_capo.errors import ConfigError, DataError, EpisodeEndedError, UnknownEnvError, UnknownTaskError
from agentgym_capo.interop.openenv import mount_openenv
from agentgym_capo.interop.protocol import SESSION_ALIASES, ServerSettings, check_split
from agentgym_capo.interop.service import EnvService, EnvSessionStore
from agentgym_capo.serving.asgi import BodyLimit, SafeJSONResponse, install_error_handlers

__all__ = ["create_app"]

STATUS_BY_ERROR: tuple[tuple[type[BaseException], int], ...] = (
    (EpisodeEndedError, 409),
    (UnknownTaskError, 400),
    (UnknownEnvError, 400),
    (ConfigError, 400),
    (DataError, 500),
)


def _reaper_lifespan(store: EnvSessionStore):
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


_SESSION_QUERY = Query(..., validation_alias=SESSION_ALIASES, max_length=128, description="The session id (alias: id).")


def create_app(settings: ServerSettings | None = None, *, store: EnvSessionStore | None = None) -> FastAPI:
    """Build the FastAPI app (see :mod:`agentgym_capo.interop.server` for the API).

    Args:
        settings: Limits and allowed ids (defaults: any registered id, 256 sessions, 600 s idle expiry).
        store: A prebuilt session store (tests pass one with a fake clock); it carries its own settings.
    """
    if store is None:  # (not `store or ...`: an empty store has len 0)
        store = EnvSessionStore(settings or ServerSettings())
    service = EnvService(store)
    title = f"agentgym_capo env server ({store.settings.env_id or 'any registered id'})"
    app = FastAPI(title=title, version=agentgym_capo.__version__, lifespan=_reaper_lifespan(store),
                  description="Serve any registered env id over HTTP.", default_response_class=SafeJSONResponse)
    app.add_middleware(BodyLimit, max_bytes=store.settings.max_body_bytes)
    install_error_handlers(app, STATUS_BY_ERROR)
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
    def tasks(session_id: str = _SESSION_QUERY, split: str | None = Query(None, max_length=32)) -> dict[str, Any]:
        if split is not None:
            try:
                check_split(split)
            except ValueError as error:
                raise ConfigError(str(error)) from error
        return service.tasks(session_id, split)

    @app.get("/oracle")
    def oracle(session_id: str = _SESSION_QUERY) -> dict[str, Any]:
        return service.oracle(session_id)

    mount_openenv(app, service)
    return app
