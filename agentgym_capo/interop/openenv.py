"""OpenEnv's protocol on ``capo serve env``, as openenv-core 0.3 implements it, beside our own routes.

openenv-core's clients (``GenericEnvClient``, async and ``.sync()``) speak only WebSocket: they connect to
``{base_url}/ws`` and exchange ``{"type": "reset"|"step"|"state"|"close", "data": {...}}`` messages; the
server answers ``{"type": "observation", "data": {"observation": {...}, "reward", "done"}}``,
``{"type": "state", "data": {...}}`` or ``{"type": "error", "data": {"message", "code"}}``. This module
mounts that protocol, OpenEnv's ``/schema`` and ``/metadata``, and its HTTP ``reset``/``step``/``state``/
``health`` shapes, without changing any of our routes.

Routes:

====================================  ===============================================================================
``WS   /ws``                          one session per connection, for the server's env id (or ``env_id`` in the
                                      first reset's data, on a server of several ids)
``WS   /env/{env_id}/ws``             the same for one id of a multi-id server: pass
                                      ``base_url=http://HOST:PORT/env/capo/Chain-v0`` to an OpenEnv client
``GET  /schema``                      ``{"action", "observation", "state"}`` JSON schemas (OpenEnv's
                                      ``SchemaResponse``)
``GET  /metadata``                    OpenEnv's ``EnvironmentMetadata`` (name, description, version, ...)
``POST /openenv/reset``               OpenEnv's ``ResetRequest`` → ``ResetResponse``; stateless as in openenv-core
                                      (a fresh env is made, reset and closed: no session is left behind)
``POST /openenv/step``                OpenEnv's ``StepRequest`` plus ``session_id`` → ``StepResponse``
``GET  /openenv/state``               OpenEnv's ``State`` (``episode_id``, ``step_count``, ...) of ``session_id``
``GET  /openenv/health``              OpenEnv's ``HealthResponse`` (``{"status": "healthy"}`` only)
====================================  ===============================================================================

Choices made here:

* **Paths.** Our ``/reset``, ``/step``, ``/state`` and ``/health`` keep their shapes (the issue's rule: our
  routes stay as they are), so OpenEnv's strict HTTP shapes live under ``/openenv/``; the WebSocket, which
  is what openenv-core's clients use, is at ``/ws`` as they expect.
* **Observation** (the ``observation`` object of every answer): ``{"text": <the prompt>, "metadata": <the
  env's info, JSON-safe, with info["segment"] unchanged>, "terminated", "truncated"}``. OpenEnv's
  ``done`` is ``terminated or truncated``; ``reward`` is None after a reset.
* **Actions**: a ``step``'s data is ``{"text": ...}`` (or ``"action"``, ``"message"``, ``"command"``,
  ``"content"``), as our ``/step`` accepts.
* **Reset data**: ``seed``, ``episode_id`` (our ``traj_id``), ``task_id``, ``options``, ``data_idx``,
  validated like our ``/reset`` (path-like ids refused).
* **Sessions** are the server's ordinary sessions (same limits, idle expiry, ``max_concurrent_calls``): a
  connection opens one at its first reset and closes it when the socket closes. An error answers the message
  and keeps the connection and the session usable, as openenv-core does.
"""

from __future__ import annotations

import json
from typing import Any

from fastapi import FastAPI, Query, WebSocket, WebSocketDisconnect
from pydantic import BaseModel, ConfigDict, Field, ValidationError
from starlette.concurrency import run_in_threadpool

import agentgym_capo
from agentgym_capo.errors import (
    CapoError,
    ConfigError,
    ServerCapacityError,
    UnknownEnvError,
    UnknownSessionError,
    UnknownTaskError,
)
from agentgym_capo.interop.jsonable import to_jsonable
from agentgym_capo.interop.protocol import ResetBody, action_text
from agentgym_capo.interop.service import EnvService
from agentgym_capo.serving.asgi import json_bytes

__all__ = ["OpenEnvAction", "OpenEnvObservation", "OpenEnvState", "mount_openenv", "openenv_observation"]


class OpenEnvAction(BaseModel):
    """The action of a ``step`` message: the model's whole response text."""

    model_config = ConfigDict(extra="allow")

    text: str = Field(description="The model's whole response (tool calls included). Aliases: action, message, "
                                  "command, content.")


class OpenEnvObservation(BaseModel):
    """The ``observation`` object of OpenEnv answers."""

    text: str = Field(description="The env's prompt for the next action.")
    metadata: dict[str, Any] = Field(description="The env's info dict (info['segment'] unchanged).")
    terminated: bool = Field(description="The episode reached a terminal state.")
    truncated: bool = Field(description="The episode was cut (step limit, env error).")


class OpenEnvState(BaseModel):
    """``state`` answers: OpenEnv's ``State`` (episode_id, step_count) plus our session fields."""

    model_config = ConfigDict(extra="allow")

    episode_id: str | None = Field(None, description="The trajectory id (traj_id).")
    step_count: int = Field(0, ge=0, description="Steps taken in this episode.")
    session_id: str | None = None
    env_id: str | None = None
    task_id: str | None = None
    done: bool = True
    observation: str = ""


class OpenEnvStepRequest(BaseModel):
    """``POST /openenv/step``: OpenEnv's ``StepRequest`` with the ``session_id`` our sessions need."""

    model_config = ConfigDict(extra="allow")

    action: dict[str, Any]
    session_id: str = Field(..., max_length=128)
    request_id: str | None = Field(None, max_length=255)


def openenv_observation(answer: dict[str, Any]) -> dict[str, Any]:
    """Turn one of our ``/reset`` or ``/step`` answers into OpenEnv's ``{"observation", "reward", "done"}``."""
    observation = {"text": answer["observation"], "metadata": answer["info"],
                   "terminated": answer["terminated"], "truncated": answer["truncated"]}
    return {"observation": observation, "reward": answer["reward"], "done": answer["done"]}


_CODES: tuple[tuple[type[BaseException], str], ...] = (
    (ServerCapacityError, "CAPACITY_REACHED"),
    (UnknownSessionError, "SESSION_ERROR"),
    ((ConfigError, UnknownTaskError, UnknownEnvError), "VALIDATION_ERROR"),
)


def _error_message(error: Exception) -> dict[str, Any]:
    if isinstance(error, ValidationError):
        return {"type": "error", "data": {"message": "Invalid message", "code": "VALIDATION_ERROR",
                                          "errors": to_jsonable(error.errors(include_context=False))}}
    code = next((name for kinds, name in _CODES if isinstance(error, kinds)), "EXECUTION_ERROR")
    return {"type": "error", "data": {"message": str(error) or repr(error), "code": code,
                                      "error": type(error).__name__}}


class _Connection:
    """One WebSocket's session: opened at the first reset, closed with the socket."""

    def __init__(self, service: EnvService, env_id: str | None):
        self.service, self.env_id, self.session = service, env_id, None

    def reset(self, data: dict[str, Any]) -> dict[str, Any]:
        body = ResetBody.model_validate({key: value for key, value in data.items() if key != "session_id"})
        env_id = body.env_id or self.env_id
        if self.session is not None and env_id and env_id != self.session.value.env_id:
            raise ConfigError(f"This connection plays {self.session.value.env_id}; open another connection "
                              f"for {env_id}.")
        if self.session is None:
            self.session = self.service.store.open(env_id, body.env_kwargs)
        else:
            self.session = self.service.store.get(self.session.session_id)  # (raises if it expired)
        with self.session.lock:
            options = self.service.reset_options(self.session.value, body)
        return openenv_observation(self.service.reset_session(self.session, body.seed, options))

    def step(self, data: dict[str, Any]) -> dict[str, Any]:
        session = self._live()
        return openenv_observation(self.service.step_session(session, action_text(data), data.get("request_id")))

    def state(self) -> dict[str, Any]:
        if self.session is None:
            return OpenEnvState().model_dump()
        return self.service.state_of(self._live())

    def _live(self):
        if self.session is None:
            raise ConfigError("Send a reset message before step: this connection has no episode yet.")
        return self.service.store.get(self.session.session_id)

    def close(self) -> None:
        if self.session is not None:
            self.service.store.close(self.session.session_id)
            self.session = None


async def _serve_socket(websocket: WebSocket, service: EnvService, env_id: str | None) -> None:
    await websocket.accept()
    connection = _Connection(service, env_id)
    limit = service.settings.max_body_bytes
    try:
        while True:
            raw = await websocket.receive_text()
            try:
                if len(raw) > limit:
                    raise ConfigError(f"Message over {limit} bytes. Send shorter actions or raise --max-body-bytes.")
                try:
                    message = json.loads(raw)
                except ValueError as error:
                    raise ConfigError(f"Invalid JSON: {error}") from error
                if not isinstance(message, dict) or not isinstance(message.get("data", {}), dict):
                    raise ConfigError('Expected {"type": ..., "data": {...}}.')
                kind, data = message.get("type"), message.get("data") or {}
                if kind == "close":
                    break
                if kind == "reset":
                    answer = {"type": "observation", "data": await run_in_threadpool(connection.reset, data)}
                elif kind == "step":
                    answer = {"type": "observation", "data": await run_in_threadpool(connection.step, data)}
                elif kind == "state":
                    answer = {"type": "state", "data": await run_in_threadpool(connection.state)}
                else:
                    answer = {"type": "error", "data": {"message": f"Unknown message type: {kind}",
                                                        "code": "UNKNOWN_TYPE"}}
            except (CapoError, ValidationError) as error:
                answer = _error_message(error)
            except Exception as error:  # noqa: BLE001  (the env failed: answer, keep the connection, as OpenEnv does)
                answer = _error_message(error)
            await websocket.send_text(json_bytes(answer).decode("utf-8"))
    except WebSocketDisconnect:
        pass
    finally:
        await run_in_threadpool(connection.close)
        try:
            await websocket.close()
        except RuntimeError:  # already closed by the client
            pass


def mount_openenv(app: FastAPI, service: EnvService) -> None:
    """Add OpenEnv's WebSocket and HTTP routes (see the module docstring) to ``app``."""

    @app.websocket("/ws")
    async def openenv_socket(websocket: WebSocket) -> None:
        await _serve_socket(websocket, service, service.settings.env_id)

    @app.websocket("/env/{env_id:path}/ws")
    async def openenv_socket_for(websocket: WebSocket, env_id: str) -> None:
        await _serve_socket(websocket, service, env_id)

    @app.get("/schema")
    def schema() -> dict[str, Any]:
        return {"action": OpenEnvAction.model_json_schema(), "observation": OpenEnvObservation.model_json_schema(),
                "state": OpenEnvState.model_json_schema()}

    @app.get("/metadata")
    def metadata() -> dict[str, Any]:
        env_id = service.settings.env_id
        return {"name": env_id or "agentgym_capo", "version": agentgym_capo.__version__, "author": None,
                "description": f"agentgym_capo text env {env_id}" if env_id else
                               "agentgym_capo text envs: " + ", ".join(service.store.allowed_ids()),
                "readme_content": None, "documentation_url": None}

    @app.post("/openenv/reset")
    def openenv_reset(body: ResetBody | None = None) -> dict[str, Any]:
        body = body or ResetBody()
        if body.session_id is not None:  # a session's reset, in OpenEnv's shape
            return openenv_observation(service.reset(body))
        session = service.store.open(body.env_id, body.env_kwargs)  # stateless: made, reset and closed
        try:
            with session.lock:
                options = service.reset_options(session.value, body)
            return openenv_observation(service.reset_session(session, body.seed, options))
        finally:
            service.store.close(session.session_id)

    @app.post("/openenv/step")
    def openenv_step(body: OpenEnvStepRequest) -> dict[str, Any]:
        session = service.store.get(body.session_id)
        return openenv_observation(service.step_session(session, action_text(body.action), body.request_id))

    @app.get("/openenv/state")
    def openenv_state(session_id: str = Query(..., max_length=128)) -> dict[str, Any]:
        return service.state(session_id)

    @app.get("/openenv/health")
    def openenv_health() -> dict[str, str]:
        service.store.reap()
        return {"status": "healthy"}
