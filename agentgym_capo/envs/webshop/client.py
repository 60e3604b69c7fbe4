"""Backends of ``capo/WebShop-v0``: the page machine in process, or a WebShop server over HTTP.

Both expose the same three calls and return the same JSON-able dicts (those of
:class:`agentgym_capo.envs.webshop.engine.ShopSession`), so the env cannot tell them apart:

* ``task_ids(split, split_scheme)`` → list of task ids;
* ``reset(task_id)`` → first page (plus ``goal``);
* ``step(command)`` → next page.

HTTP choices: connection failures are retried (``retries`` times, exponential backoff from 0.2 s) for every
call; read timeouts are retried only for idempotent calls (``/health``, ``/tasks``, ``/reset``), never for
``/step``, which must not be applied twice. After the retries, or on a 4xx answer, an
:class:`~agentgym_capo.errors.EnvServerError` says what happened and what to do; a 5xx answer raises it with
``status_code`` set, which the env turns into an ``env_error`` ending.
"""

from __future__ import annotations

import time
from typing import Any

import requests

from agentgym_capo.envs.webshop.catalog import open_store, split_goals
from agentgym_capo.envs.webshop.engine import EngineSettings, ShopSession
from agentgym_capo.errors import EnvServerError

__all__ = ["HttpBackend", "LocalBackend", "ServerError"]


class ServerError(EnvServerError):
    """An env server answered with an error status."""

    def __init__(self, message: str, status_code: int | None = None):
        """Record the message and the HTTP status (None when the server could not be reached)."""
        super().__init__(message)
        self.status_code = status_code


class LocalBackend:
    """The page machine in this process, over the process-wide store of ``data_dir``."""

    def __init__(self, data_dir: str | None, settings: EngineSettings):
        """Open (or reuse) the store and create a session."""
        self.store = open_store(data_dir)
        self.session = ShopSession(self.store, settings)
        self.settings = settings

    def task_ids(self, split: str, split_scheme: str) -> list[str]:
        """Task ids of a split, in order."""
        count = len(self.session.goals())
        return [str(i) for i in split_goals(count, split, split_scheme, self.store.test_size)]

    def reset(self, task_id: str) -> dict[str, Any]:
        """Start a goal."""
        return self.session.reset(task_id)

    def step(self, command: str) -> dict[str, Any]:
        """Apply one command."""
        return self.session.step(command)

    def close(self) -> None:
        """Nothing to release (the store is shared by the process)."""


class HttpBackend:
    """A session on a WebShop server (``capo serve webshop``)."""

    def __init__(self, server_url: str, settings: EngineSettings, *, timeout: float = 30.0, retries: int = 3):
        """Connect and check the server's health.

        Raises:
            EnvServerError: The server cannot be reached or is not a WebShop server.
        """
        self.url = server_url.rstrip("/")
        self.settings = settings
        self.timeout = float(timeout)
        self.retries = max(0, int(retries))
        self.http = requests.Session()
        self.session_id: str | None = None
        self._task_cache: dict[tuple[str, str], list[str]] = {}
        health = self._call("GET", "/health", None, idempotent=True)
        if health.get("service") != "capo-webshop":
            raise EnvServerError(f"Expected a capo WebShop server at {self.url}, found {health!r}. "
                                 "Check server_url.")

    def _call(self, method: str, path: str, payload: dict[str, Any] | None, *, idempotent: bool,
              params: dict[str, Any] | None = None) -> dict[str, Any]:
        last_error: Exception | None = None
        for attempt in range(self.retries + 1):
            if attempt:
                time.sleep(0.2 * 2 ** (attempt - 1))
            try:
                response = self.http.request(method, self.url + path, json=payload, params=params,
                                             timeout=self.timeout)
            except requests.ConnectionError as exc:  # includes ConnectTimeout: nothing was applied
                last_error = exc
                continue
            except requests.Timeout as exc:
                last_error = exc
                if idempotent:
                    continue
                break
            except requests.RequestException as exc:
                last_error = exc
                break
            if response.status_code >= 400:
                try:
                    detail = response.json().get("detail", response.text)
                except ValueError:
                    detail = response.text
                hint = ("the session expired or the server restarted; reset the env"
                        if response.status_code == 404 and "session" in str(detail).lower() else "see the detail")
                raise ServerError(f"The WebShop server at {self.url} answered {path} with HTTP "
                                  f"{response.status_code}: {str(detail)[:500]} ({hint}).", response.status_code)
            try:
                return response.json()
            except ValueError as exc:
                raise ServerError(f"The WebShop server at {self.url} sent a non-JSON answer to {path}.",
                                  response.status_code) from exc
        raise ServerError(
            f"Could not reach the WebShop server at {self.url} ({path}) after {self.retries + 1} attempt(s): "
            f"{last_error}. Start it with `capo serve webshop --port PORT` or check server_url."
        )

    def task_ids(self, split: str, split_scheme: str) -> list[str]:
        """Task ids of a split, in order (cached)."""
        key = (split, split_scheme)
        if key not in self._task_cache:
            params = {"split": split, "split_scheme": split_scheme, "price_mode": self.settings.price_mode,
                      "goal_source": self.settings.goal_source}
            self._task_cache[key] = list(self._call("GET", "/tasks", None, idempotent=True, params=params)["task_ids"])
        return self._task_cache[key]

    def reset(self, task_id: str) -> dict[str, Any]:
        """Start a goal (creating the server session on first use)."""
        payload = {"session_id": self.session_id, "task_id": task_id, "settings": self.settings.__dict__}
        try:
            result = self._call("POST", "/reset", payload, idempotent=True)
        except ServerError as exc:
            if exc.status_code != 404 or self.session_id is None:
                raise
            self.session_id = None  # expired: open a fresh one
            payload["session_id"] = None
            result = self._call("POST", "/reset", payload, idempotent=True)
        self.session_id = result.pop("session_id")
        return result

    def step(self, command: str) -> dict[str, Any]:
        """Apply one command on the server."""
        return self._call("POST", "/step", {"session_id": self.session_id, "command": command}, idempotent=False)

    def close(self) -> None:
        """Release the server session (best effort) and the connection pool."""
        if self.session_id is not None:
            try:
                self.http.post(self.url + "/close", json={"session_id": self.session_id}, timeout=2.0)
            except requests.RequestException:
                pass
            self.session_id = None
        self.http.close()
