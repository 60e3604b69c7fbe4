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
                            session is created first; it is *replaceable*: when the server is full, the least
                            recently used of these gives way to a new session (so resets that never close
                            cannot fill the server). Create sessions with ``POST /sessions`` to keep them.
``POST /step``              ``{"session_id", "action": str | {"text"|"action"|"message"|"command": str},
                            "request_id"?}`` → ``{"session_id", "observation", "reward", "terminated",
                            "truncated", "done", "info"}``
``GET  /state``             ``{"session_id", "env_id", "episode_id", "task_id", "step_count", "done",
                            "observation"}`` (OpenEnv-style state)
``GET  /observation``       the current prompt as a bare JSON string (AgentGym-style)
``GET  /tasks``             ``{"split", "task_ids"}`` of the session's env (``?split=`` optional)
``GET  /oracle``            ``{"action"}``: the env's expert action for the current state (if it has one)
``POST /close``             ``{"session_id"}`` → ``{"closed": bool}`` (idempotent)
``WS /ws``, ``/schema`` ... OpenEnv's protocol, as openenv-core's clients speak it
                            (:mod:`agentgym_capo.interop.openenv`)
==========================  =====================================================================================

``observation`` is the env's prompt text; ``info`` is the env's whole ``info`` dict passed through
:func:`agentgym_capo.interop.jsonable.to_jsonable` (``info["segment"]`` is JSON-safe by contract and arrives
unchanged). ``done`` is ``terminated or truncated`` for clients that know only one flag.

Errors come back as ``{"error": <exception type>, "detail": <message>}`` with status 400 (bad request:
unknown task, bad kwargs), 404 (unknown or expired session), 409 (``step`` after the episode ended:
``EpisodeEndedError``, the same contract as in process), 413 (body over the limit, chunked bodies
included), 422 (a malformed body, e.g. a path-like ``split`` or ``task_id``), 503 with ``Retry-After``
(session limit reached) or 500 (the env raised; the session stays usable for ``reset``).

The code is split by concept: :mod:`~agentgym_capo.interop.protocol` (settings, request bodies and their
validation), :mod:`~agentgym_capo.interop.service` (env sessions and what each route does),
:mod:`~agentgym_capo.interop.app` (the FastAPI routes) and this module (binding and the command line); the
body limit, session store, JSON response and error bodies are the shared toolkit :mod:`agentgym_capo.serving`.

Choices made here:

* **Sessions** are independent env instances made with :func:`agentgym_capo.envs.registry.make`, each with
  its own lock; requests of different sessions run in parallel in the server's thread pool, at most
  ``max_concurrent_calls`` env calls at a time.
* **Idempotent retries**: ``reset`` and ``step`` take a client ``request_id``; the server keeps the last
  answer of each session, and a repeated ``request_id`` returns it without stepping again. So a client may
  retry any call after a timeout without double-stepping (:class:`agentgym_capo.serving.HttpClient` does).
* **Limits**: request bodies over ``max_body_bytes`` (default 1 MiB) are refused; at most ``max_sessions``
  (default 256) sessions live at once; a session unused for ``idle_timeout`` seconds (default 600) is closed
  (swept in the background and on ``/health``). When full, a new session replaces the least recently used
  one only if that one has been idle ``evict_after`` seconds (default: never), so no client can evict the
  sessions others are using (see :mod:`agentgym_capo.serving.sessions`).
* **Per-session kwargs**: a session may override only the kwargs named in ``allowed_kwargs`` (default
  ``split`` and ``max_steps``), so a remote caller cannot point an env at arbitrary paths; their values are
  validated when the session is created.
* **Binding**: ``127.0.0.1`` by default. There is no authentication: expose it beyond loopback only on a
  trusted network.
"""

from __future__ import annotations

import argparse
import json
import socket
import sys
from collections.abc import Callable, Iterable, Sequence
from typing import Any

from agentgym_capo.errors import CapoError, ConfigError
from agentgym_capo.interop.app import create_app
from agentgym_capo.interop.protocol import ServerSettings
from agentgym_capo.interop.service import EnvService, EnvSessionStore
from agentgym_capo.serving.lifecycle import serve_until_stopped

__all__ = ["EnvService", "EnvSessionStore", "ServerSettings", "SessionStore", "create_app", "main", "serve_env"]

SessionStore = EnvSessionStore  # the name earlier releases exported


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
    serve_until_stopped(server, [sock])


def _parse_args(argv: Sequence[str] | None) -> argparse.Namespace:
    parser = argparse.ArgumentParser(prog="python -m agentgym_capo.interop.server", description=__doc__.split("\n")[0])
    parser.add_argument("--env-id", help="Serve only this id (default: any registered id).")
    parser.add_argument("--host", default="127.0.0.1", help="Bind address (default: loopback only).")
    parser.add_argument("--port", type=int, default=8000, help="TCP port (0 picks a free one).")
    parser.add_argument("--max-sessions", type=int, default=256)
    parser.add_argument("--idle-timeout", type=float, default=600.0, help="Seconds before an unused session closes.")
    parser.add_argument("--evict-after", type=float, default=None,
                        help="When full, replace a session idle this many seconds (default: never; answer 503).")
    parser.add_argument("--max-body-bytes", type=int, default=1 << 20)
    parser.add_argument("--max-concurrent-calls", type=int, default=8)
    parser.add_argument("--allow-kwarg", action="append", default=None,
                        help="An env kwarg sessions may set (repeatable; default: split, max_steps).")
    parser.add_argument("--env-kwargs", default="{}", help="JSON object of kwargs every env is made with.")
    parser.add_argument("--log-level", default="warning")
    return parser.parse_args(argv)


def main(argv: Iterable[str] | None = None) -> int:
    """Command-line entry point with every server option."""
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
                  idle_timeout=args.idle_timeout, evict_after=args.evict_after,
                  max_body_bytes=args.max_body_bytes,
                  max_concurrent_calls=args.max_concurrent_calls, allowed_kwargs=allowed,
                  default_kwargs=default_kwargs)
    except CapoError as error:
        print(f"capo: error: {error}", file=sys.stderr)
        return 2
    return 0


if __name__ == "__main__":
    sys.exit(main())
