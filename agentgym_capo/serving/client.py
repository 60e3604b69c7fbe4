"""The one HTTP client of the env servers: retries that are safe for every call, and a deadline per request.

Choices made here:

* **Every call may be retried.** Each call of :meth:`HttpClient.request` picks one ``request_id`` and sends
  it in the JSON body of every attempt; the servers answer a repeated ``request_id`` of a session from memory
  (:class:`~agentgym_capo.serving.sessions.Session`), so a ``step`` whose answer was lost is not applied
  twice. Connection failures and read timeouts are therefore retried alike, with exponential backoff.
  HTTP error answers are not retried: they are answers (except the statuses a caller names in
  ``retry_statuses``, e.g. 503 from a busy search service).
* **A deadline per request** (``deadline``, 30 s by default) bounds the whole call, retries and backoff
  included: each attempt may wait only for what is left. When it passes, :class:`HttpError` says which call
  timed out, after how long, and how to raise the deadline. A hung server therefore blocks a caller for at
  most ``deadline`` seconds, never ``timeout × attempts``.
* **OpenAI-compatible model servers** (the papersearch LLM selector, ``capo eval --base-url``) get
  :func:`request_with_retries` instead: those servers validate request bodies (an added ``request_id`` could
  be refused) and their calls are not replayed from memory, so it sends the body unchanged, bounds each
  attempt (not the call) by ``timeout``, retries only connection failures, timeouts and the statuses the
  caller names, and hands every other answer back for the caller to read.
* **Errors** are :class:`HttpError` (an :class:`~agentgym_capo.errors.EnvServerError`) with ``status_code``
  (None when nothing answered), the server's ``error`` type name and its ``detail``. Callers map type names
  the server sends back to the library's own exceptions with ``error_types``.
"""

from __future__ import annotations

import time
import uuid
from collections.abc import Mapping
from typing import Any

import requests

from agentgym_capo.errors import CapoError, ConfigError, EnvServerError

__all__ = ["HttpClient", "HttpError", "request_with_retries"]


class HttpError(EnvServerError):
    """An env server could not be reached in time, or answered with an error status.

    Attributes:
        status_code: The HTTP status, or None when no answer came.
        kind: The ``error`` type name of the server's answer, if any.
        detail: The server's ``detail``, if any.
    """

    def __init__(self, message: str, status_code: int | None = None, kind: str | None = None, detail: Any = None,
                 attempts: int = 1):
        """Record the message, what the server answered and how many attempts were made."""
        super().__init__(message)
        self.status_code, self.kind, self.detail, self.attempts = status_code, kind, detail, attempts


class HttpClient:
    """JSON calls to one server with idempotent retries and a per-request deadline (see the module docstring)."""

    def __init__(self, base_url: str, *, deadline: float = 30.0, connect_timeout: float = 5.0, retries: int = 2,
                 backoff: float = 0.25, max_backoff: float = 8.0, retry_statuses: tuple[int, ...] = (),
                 server_name: str = "env server", start_hint: str = "",
                 error_types: Mapping[str, type[CapoError]] | None = None):
        """Prepare a connection pool (nothing is sent yet).

        Args:
            base_url: e.g. ``http://127.0.0.1:8000``.
            deadline: Seconds one call may take in total, retries included.
            connect_timeout: Seconds one attempt may wait for a connection.
            retries: Extra attempts after a connection failure or timeout (within the deadline).
            backoff: First wait between attempts (doubles each time, up to ``max_backoff``).
            max_backoff: Longest wait between attempts.
            retry_statuses: HTTP statuses retried like a connection failure (e.g. ``(503,)``).
            server_name: How messages call the server (``"env server"``, ``"WebShop server"``).
            start_hint: What to do when the server is unreachable, e.g. ``"Start one with `capo serve ...`."``.
            error_types: Server ``error`` names to raise as these types (e.g. ``{"UnknownTaskError": ...}``).
        """
        if retries < 0 or not deadline > 0 or not connect_timeout > 0 or backoff < 0:
            raise ConfigError(f"Expected retries >= 0, backoff >= 0 and positive timeouts, got retries={retries}, "
                              f"backoff={backoff}, deadline={deadline}, connect_timeout={connect_timeout}.")
        self.base_url = base_url.rstrip("/")
        self.deadline, self.connect_timeout = float(deadline), float(connect_timeout)
        self.retries, self.backoff, self.max_backoff = int(retries), float(backoff), float(max_backoff)
        self.retry_statuses = tuple(retry_statuses)
        self.server_name, self.start_hint = server_name, start_hint
        self.error_types = dict(error_types or {})
        self._http = requests.Session()

    def request(self, method: str, path: str, body: dict[str, Any] | None = None, *,
                params: dict[str, Any] | None = None, retries: int | None = None,
                deadline: float | None = None) -> Any:
        """Send one call and return the decoded JSON answer.

        A JSON ``body`` without ``request_id`` gets one, the same for every attempt of this call.

        Raises:
            HttpError: No answer within the deadline or the attempts, an error status, or a non-JSON answer.
            CapoError: The server's error type is in ``error_types`` (raised as that type).
        """
        if body is not None and "request_id" not in body:
            body = {**body, "request_id": uuid.uuid4().hex}
        attempts = 1 + (self.retries if retries is None else retries)
        budget = self.deadline if deadline is None else deadline
        url, start = self.base_url + path, time.monotonic()
        last_error: Exception | None = None
        for attempt in range(attempts):
            if attempt:
                pause = min(self.max_backoff, self.backoff * 2 ** (attempt - 1))
                if time.monotonic() - start + pause >= budget:
                    break
                time.sleep(pause)
            left = budget - (time.monotonic() - start)
            if left <= 0:
                break
            try:
                response = self._http.request(method, url, json=body, params=params,
                                              timeout=(min(self.connect_timeout, left), left))
            except (requests.ConnectionError, requests.Timeout) as error:
                last_error = error
                continue
            except requests.RequestException as error:  # e.g. an invalid URL: retrying cannot help
                raise HttpError(f"Could not send {method} {path} to the {self.server_name} at {self.base_url}: "
                                f"{error}. Check the server URL.") from error
            if response.status_code in self.retry_statuses and attempt + 1 < attempts:
                last_error = HttpError(f"HTTP {response.status_code}", response.status_code)
                continue
            try:
                return self._answer(response, method, path)
            except HttpError as error:
                error.attempts = attempt + 1
                raise
        elapsed = time.monotonic() - start
        why = f"{type(last_error).__name__}: {last_error}" if last_error else "no attempt fitted in the deadline"
        if elapsed >= budget or isinstance(last_error, requests.Timeout):
            message = (f"The {self.server_name} at {self.base_url} did not answer {method} {path} within the "
                       f"{budget:g} s deadline ({attempt + 1} attempt(s); {why}). The server may be hung or "
                       "overloaded; pass a larger timeout/deadline for slow envs.")
        else:
            message = (f"Could not reach the {self.server_name} at {self.base_url}: it did not answer {method} "
                       f"{path} after {attempt + 1} attempt(s) ({why}). Is it running? {self.start_hint}")
        raise HttpError(message.strip(), attempts=attempt + 1) from last_error

    def _answer(self, response: requests.Response, method: str, path: str) -> Any:
        try:
            payload = response.json()
        except ValueError:
            payload = None
        if response.ok:
            if payload is None and response.content:
                raise HttpError(f"The {self.server_name} at {self.base_url} answered {method} {path} with non-JSON "
                                f"content ({response.text[:200]!r}). Is that URL the right kind of server?",
                                response.status_code)
            return payload
        kind = payload.get("error") if isinstance(payload, dict) else None
        detail = payload.get("detail") if isinstance(payload, dict) else response.text[:500]
        if kind in self.error_types:
            raise self.error_types[kind](f"{detail} (from the {self.server_name} at {self.base_url})")
        raise HttpError(f"The {self.server_name} at {self.base_url} answered {method} {path} with HTTP "
                        f"{response.status_code}{f' {kind}' if kind else ''}: {str(detail)[:500]}",
                        response.status_code, kind, detail)

    def close(self) -> None:
        """Release the connection pool."""
        self._http.close()


def request_with_retries(method: str, url: str, body: dict[str, Any] | None = None, *, timeout: float,
                         retries: int, backoff: float = 0.5, max_backoff: float = 8.0,
                         retry_statuses: tuple[int, ...] = (503,),
                         headers: Mapping[str, str] | None = None) -> tuple[requests.Response, float]:
    """Send one JSON call, retrying connection failures, timeouts and ``retry_statuses`` with backoff.

    Args:
        method: HTTP method.
        url: Full URL.
        body: JSON body (sent unchanged on every attempt), or None.
        timeout: Seconds each attempt may wait.
        retries: Extra attempts after a failure.
        backoff: First wait between attempts (doubles each time, up to ``max_backoff``).
        max_backoff: Longest wait between attempts.
        retry_statuses: HTTP statuses retried like a connection failure.
        headers: Extra request headers (e.g. a bearer token).

    Returns:
        The first answer whose status is not in ``retry_statuses`` (any other status, for the caller to read),
        and the seconds that attempt took.

    Raises:
        HttpError: No such answer after ``retries + 1`` attempts; its message says why the last attempt failed
            (``no answer within … s``, the connection error, or ``HTTP <status>: <body>``), ``attempts``
            how many were made, and ``__cause__`` is the last attempt's ``requests`` exception (None after a
            status in ``retry_statuses``).
    """
    reason, failure = "", None
    for attempt in range(retries + 1):
        if attempt:
            time.sleep(min(max_backoff, backoff * 2 ** (attempt - 1)))
        start = time.perf_counter()
        try:
            response = requests.request(method, url, json=body, timeout=timeout, headers=dict(headers or {}))
        except requests.Timeout as exc:
            reason, failure = f"no answer within {timeout:g} s", exc
        except requests.RequestException as exc:
            reason, failure = f"{type(exc).__name__}: {str(exc)[:200]}", exc
        else:
            if response.status_code not in retry_statuses:
                return response, time.perf_counter() - start
            reason, failure = f"HTTP {response.status_code}: {response.text[:200]}", None
    raise HttpError(reason, attempts=retries + 1) from failure
