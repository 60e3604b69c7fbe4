"""Backends of ``capo/WebShop-v0``: the page machine in process, or a WebShop server over HTTP.

Both expose the same three calls and return the same JSON-able dicts (those of
:class:`agentgym_capo.envs.webshop.engine.ShopSession`), so the env cannot tell them apart:

* ``task_ids(split, split_scheme)`` → list of task ids;
* ``reset(task_id)`` → first page (plus ``goal``);
* ``step(command)`` → next page.

HTTP choices: transport is the shared :class:`agentgym_capo.serving.HttpClient`. Every call carries a
``request_id`` the server remembers per session, so connection failures and read timeouts are retried
(``retries`` times, exponential backoff from 0.2 s) for every call, ``/step`` included, without applying a
command twice; the whole call is bounded by ``timeout`` seconds (retries included). After that, or on a 4xx
answer, a :class:`ServerError` (an :class:`~agentgym_capo.errors.EnvServerError`) says what happened and what
to do; a 5xx answer raises it with ``status_code`` set, which the env turns into an ``env_error`` ending.
(Only a retried ``/reset`` that *opens* a session can leave one unused session behind; it expires.)
"""

from __future__ import annotations

from typing import Any

from agentgym_capo.envs.webshop.catalog import open_store, split_goals
from agentgym_capo.envs.webshop.engine import EngineSettings, ShopSession
from agentgym_capo.errors import EnvServerError
from agentgym_capo.serving.client import HttpClient
from agentgym_capo.serving.client import HttpError as ServerError

__all__ = ["HttpBackend", "LocalBackend", "ServerError"]


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
        self.settings = settings
        self.client = HttpClient(server_url, deadline=float(timeout), retries=max(0, int(retries)), backoff=0.2,
                                 server_name="WebShop server",
                                 start_hint="Start it with `capo serve webshop --port PORT` or check server_url.")
        self.url = self.client.base_url
        self.session_id: str | None = None
        self._task_cache: dict[tuple[str, str], list[str]] = {}
        health = self._call("GET", "/health", None)
        if health.get("service") != "capo-webshop":
            raise EnvServerError(f"Expected a capo WebShop server at {self.url}, found {health!r}. "
                                 "Check server_url.")

    def _call(self, method: str, path: str, payload: dict[str, Any] | None,
              params: dict[str, Any] | None = None) -> dict[str, Any]:
        try:
            return self.client.request(method, path, payload, params=params)
        except ServerError as error:
            if error.status_code == 404 and "session" in str(error.detail).lower():
                raise ServerError(f"{error} (the session expired or the server restarted; reset the env).",
                                  error.status_code, error.kind, error.detail) from error
            raise

    def task_ids(self, split: str, split_scheme: str) -> list[str]:
        """Task ids of a split, in order (cached)."""
        key = (split, split_scheme)
        if key not in self._task_cache:
            params = {"split": split, "split_scheme": split_scheme, "price_mode": self.settings.price_mode,
                      "goal_source": self.settings.goal_source}
            self._task_cache[key] = list(self._call("GET", "/tasks", None, params=params)["task_ids"])
        return self._task_cache[key]

    def reset(self, task_id: str) -> dict[str, Any]:
        """Start a goal (creating the server session on first use)."""
        payload = {"session_id": self.session_id, "task_id": task_id, "settings": self.settings.__dict__}
        try:
            result = self._call("POST", "/reset", payload)
        except ServerError as exc:
            if exc.status_code != 404 or self.session_id is None:
                raise
            self.session_id = None  # expired: open a fresh one
            payload["session_id"] = None
            result = self._call("POST", "/reset", payload)
        self.session_id = result.pop("session_id")
        return result

    def step(self, command: str) -> dict[str, Any]:
        """Apply one command on the server."""
        return self._call("POST", "/step", {"session_id": self.session_id, "command": command})

    def close(self) -> None:
        """Release the server session (best effort) and the connection pool."""
        if self.session_id is not None:
            try:
                self.client.request("POST", "/close", {"session_id": self.session_id}, retries=0, deadline=2.0)
            except EnvServerError:
                pass
            self.session_id = None
        self.client.close()
