"""ASGI pieces both env servers use: a body limit, a JSON response that cannot fail, and error handlers.

Choices made here:

* **Body limit.** :class:`BodyLimit` reads the whole body before the app sees it and answers 413 as soon as
  the declared ``Content-Length`` or the bytes actually received pass the limit, so a chunked upload without
  ``Content-Length`` gets 413 too (a limit enforced while the app parses would surface as a 400 parse error).
  Bodies are small JSON documents here, so buffering them costs nothing.
* **JSON that always renders.** :class:`SafeJSONResponse` keeps non-finite floats (Python's ``json`` reads
  them back, so rewards cross the wire bit for bit) and renders text with lone surrogates (``"\\ud800"``,
  which an env may echo from an action) as JSON escapes instead of failing with ``UnicodeEncodeError``:
  a client decodes them back to the very same Python string, so remote and in-process runs agree.
* **Errors.** Every error body is ``{"error": <exception type>, "detail": <message>}``. User-caused errors
  (:class:`~agentgym_capo.errors.CapoError`) get the status the server's table gives them (404 for an unknown
  session, 503 with ``Retry-After`` when the session store is full, else 400 unless the table says
  otherwise); request validation errors get 422; anything else is the env failing: 500, with the traceback
  printed on the server.
"""

from __future__ import annotations

import json
import math
import traceback
from collections.abc import Sequence
from typing import Any

from fastapi import FastAPI, Request
from fastapi.exceptions import RequestValidationError
from starlette.responses import Response

from agentgym_capo.errors import CapoError, ServerCapacityError, UnknownSessionError

__all__ = ["BodyLimit", "SafeJSONResponse", "install_error_handlers", "json_bytes"]


def json_bytes(content: Any) -> bytes:
    """Serialise ``content`` as UTF-8 JSON; non-finite floats kept, lone surrogates escaped, unknown types as str."""
    try:
        text = json.dumps(content, ensure_ascii=False, allow_nan=True, separators=(",", ":"), default=str)
        return text.encode("utf-8")
    except UnicodeEncodeError:  # a lone surrogate: ASCII escapes carry it losslessly
        return json.dumps(content, ensure_ascii=True, allow_nan=True, separators=(",", ":"), default=str).encode()


class SafeJSONResponse(Response):
    """JSON response rendered with :func:`json_bytes` (see the module docstring)."""

    media_type = "application/json"

    def render(self, content: Any) -> bytes:
        """Serialise the content."""
        return json_bytes(content)


def error_response(status: int, kind: str, detail: Any, headers: dict[str, str] | None = None) -> Response:
    """The ``{"error", "detail"}`` answer every failure gets."""
    return SafeJSONResponse(status_code=status, content={"error": kind, "detail": detail}, headers=headers)


class BodyLimit:
    """ASGI middleware: 413 for request bodies over ``max_bytes`` (declared or received, chunked included)."""

    def __init__(self, app, max_bytes: int):
        """Wrap ``app``."""
        self.app, self.max_bytes = app, int(max_bytes)

    def _too_large(self) -> Response:
        return error_response(413, "RequestTooLarge", f"Request body over {self.max_bytes} bytes. Send shorter "
                                                      "actions or start the server with a larger body limit.")

    async def __call__(self, scope, receive, send):
        """Buffer the body (up to the limit) and hand it to the app, or answer 413."""
        if scope["type"] != "http":
            await self.app(scope, receive, send)
            return
        declared = dict(scope.get("headers") or ()).get(b"content-length")
        if declared is not None and (not declared.isdigit() or int(declared) > self.max_bytes):
            await self._too_large()(scope, receive, send)
            return
        chunks, size = [], 0
        while True:
            message = await receive()
            if message["type"] != "http.request":  # the client went away: let the app see the disconnect
                break
            chunk = message.get("body", b"")
            size += len(chunk)
            if size > self.max_bytes:
                await self._too_large()(scope, receive, send)
                return
            chunks.append(chunk)
            if not message.get("more_body", False):
                break
        body, delivered = b"".join(chunks), False

        async def replay():
            nonlocal delivered
            if not delivered:
                delivered = True
                return {"type": "http.request", "body": body, "more_body": False}
            return await receive()

        await self.app(scope, replay, send)


def install_error_handlers(app: FastAPI, statuses: Sequence[tuple[type[BaseException], int]] = ()) -> None:
    """Answer every exception with ``{"error", "detail"}`` (see the module docstring).

    Args:
        app: The app to install the handlers on.
        statuses: ``(error type, HTTP status)`` pairs, first match wins, for this server's user errors.
    """
    table = ((UnknownSessionError, 404), (ServerCapacityError, 503), *statuses)

    async def capo_error(request: Request, error: CapoError) -> Response:
        status = next((code for kind, code in table if isinstance(error, kind)), 400)
        retry_after = getattr(error, "retry_after", None)
        headers = {"Retry-After": str(max(1, math.ceil(retry_after)))} if retry_after is not None else None
        return error_response(status, type(error).__name__, str(error), headers)

    async def invalid_request(request: Request, error: RequestValidationError) -> Response:
        return error_response(422, "RequestValidationError", json.loads(json_bytes(list(error.errors()))))

    async def server_failure(request: Request, error: Exception) -> Response:
        traceback.print_exception(error)
        return error_response(500, type(error).__name__, str(error) or repr(error))

    app.add_exception_handler(CapoError, capo_error)
    app.add_exception_handler(RequestValidationError, invalid_request)
    app.add_exception_handler(Exception, server_failure)
