"""The HTTP toolkit both env servers and all their clients share.

``capo serve env`` (:mod:`agentgym_capo.interop.server`) and ``capo serve webshop``
(:mod:`agentgym_capo.envs.webshop.server`) are built from these pieces, and both clients
(:class:`agentgym_capo.interop.client.RemoteEnv`, :class:`agentgym_capo.envs.webshop.client.HttpBackend`) talk
through :class:`HttpClient`:

* :mod:`~agentgym_capo.serving.asgi` — the body-limit middleware (413, chunked bodies included), the JSON
  response every route answers with (non-finite floats and lone surrogates survive the wire) and the error
  handlers that turn exceptions into ``{"error", "detail"}`` bodies;
* :mod:`~agentgym_capo.serving.sessions` — the idle-expiring, bounded session store with per-request
  replay (idempotent retries);
* :mod:`~agentgym_capo.serving.lifecycle` — running a server until ``SIGINT``/``SIGTERM`` so that the
  process still ends with its exit handlers run (uvicorn re-raises ``SIGTERM``, which would skip them);
* :mod:`~agentgym_capo.serving.client` — the one retrying client with a deadline per request, and
  :func:`request_with_retries`, the retry loop of the clients of OpenAI-compatible model servers.

Layering (DESIGN.md, "arrows point down"): this package sits at the bottom beside ``errors`` and
``retrieval``. It imports only :mod:`agentgym_capo.errors` and third-party packages, never ``envs``,
``interop``, ``rollout`` or ``trainer``, so that ``envs/webshop`` may use it without importing ``interop``.
"""

from agentgym_capo.serving.asgi import BodyLimit, SafeJSONResponse, install_error_handlers
from agentgym_capo.serving.client import HttpClient, HttpError, request_with_retries
from agentgym_capo.serving.sessions import Session, SessionStore

__all__ = ["BodyLimit", "HttpClient", "HttpError", "SafeJSONResponse", "Session", "SessionStore",
           "install_error_handlers", "request_with_retries"]
