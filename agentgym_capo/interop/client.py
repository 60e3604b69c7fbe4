"""``RemoteEnv``: a ``gymnasium.Env`` whose episodes run on an env server (``capo serve env ...``).

>>> import gymnasium as gym, agentgym_capo                               # doctest: +SKIP
>>> env = gym.make("capo/Remote-v0", server_url="http://127.0.0.1:8000", env_id="capo/Chain-v0")
>>> obs, info = env.reset(seed=0, options={"task_id": "chain-train-000"})
>>> obs, reward, terminated, truncated, info = env.step("go north")

It returns what the env returns in process: the same prompt text, reward, ``terminated``/``truncated`` flags
and ``info`` (``info["segment"]`` unchanged; other keys as :func:`~agentgym_capo.interop.jsonable.to_jsonable`
makes them). ``step`` after the end raises :class:`~agentgym_capo.errors.EpisodeEndedError`, as in process;
``env.unwrapped.task_ids(split)`` and ``env.unwrapped.oracle_action()`` are answered by the server.

Choices made here:

* ``capo/Remote-v0`` is registered without ``max_episode_steps``: the server's env already carries its
  registered time limit, so ``truncated`` arrives from there and no second ``TimeLimit`` can disagree.
* Transport is the shared :class:`agentgym_capo.serving.HttpClient`. Every call is safe to retry: the client
  picks the session id itself (creation is idempotent) and each ``reset``/``step`` carries a ``request_id``
  that the server answers from its memory when it sees it again. Connection failures and timeouts are
  retried ``retries`` times with exponential backoff within a **deadline per call** (``timeout``, 30 s by
  default, retries included), so a hung server fails a call after ``timeout`` seconds with an
  :class:`~agentgym_capo.errors.EnvServerError`; HTTP errors are not retried (they are answers).
* Errors the env raises in process come back as the same types (``EpisodeEndedError``, ``UnknownTaskError``,
  ``ConfigError``, ...). A server that is gone, expired the session or failed raises
  :class:`~agentgym_capo.errors.EnvServerError` with the URL and what to do. ``close()`` never raises, and is
  quiet against a server that is gone (one warning per lost session repeated the outage once per env).
"""

from __future__ import annotations

import uuid
import warnings
from typing import Any, ClassVar

import gymnasium as gym

from agentgym_capo import errors
from agentgym_capo.envs.core import UnicodeText
from agentgym_capo.errors import CapoError, ConfigError, EnvServerError
from agentgym_capo.serving.client import HttpClient, HttpError

__all__ = ["RemoteEnv"]

_MAPPED_ERRORS: dict[str, type[CapoError]] = {
    name: getattr(errors, name)
    for name in ("EpisodeEndedError", "UnknownTaskError", "UnknownEnvError", "ConfigError", "DataError")
}


class RemoteEnv(gym.Env[str, str]):
    """An env id served over HTTP (see the module docstring)."""

    metadata: ClassVar[dict[str, Any]] = {"render_modes": ["ansi"], "render_fps": 4}

    def __init__(self, server_url: str, env_id: str | None = None, env_kwargs: dict[str, Any] | None = None, *,
                 timeout: float = 30.0, connect_timeout: float = 5.0, retries: int = 2, backoff: float = 0.25,
                 render_mode: str | None = None):
        """Open a session on the server.

        Args:
            server_url: Base URL, e.g. ``http://127.0.0.1:8000``.
            env_id: The env id to play; None takes the one the server serves.
            env_kwargs: Constructor overrides the server allows (``split``, ``max_steps`` by default).
            timeout: Deadline in seconds for each call, retries included (raise it for slow env steps).
            connect_timeout: Seconds to wait for a connection.
            retries: Extra attempts after a connection failure or timeout.
            backoff: First wait between attempts (doubles each time).
            render_mode: None or ``"ansi"``.

        Raises:
            EnvServerError: The server cannot be reached.
            ConfigError: The server does not serve ``env_id`` or refuses ``env_kwargs``.
        """
        if render_mode not in (None, "ansi"):
            raise ConfigError(f"render_mode must be None or 'ansi', got {render_mode!r}.")
        self._http = HttpClient(server_url, deadline=timeout, connect_timeout=connect_timeout, retries=retries,
                                backoff=backoff, start_hint=f"Start one with `capo serve env {env_id or 'ENV_ID'} "
                                                            "--port PORT`.", error_types=_MAPPED_ERRORS)
        self.server_url = self._http.base_url
        self.render_mode = render_mode
        self._prompt = ""
        self.session_id: str | None = None
        described = self._call("POST", "/sessions", {"env_id": env_id, "env_kwargs": dict(env_kwargs or {}),
                                                     "session_id": uuid.uuid4().hex})
        self.session_id = described["session_id"]
        self.env_id: str = described["env_id"]
        self.max_episode_steps: int | None = described.get("max_episode_steps")
        self.observation_space = UnicodeText(int(described.get("observation_max_length") or 200_000), min_length=1)
        self.action_space = UnicodeText(int(described.get("action_max_length") or 100_000))

    # ------------------------------------------------------------------ the Gymnasium API
    def reset(self, *, seed: int | None = None, options: dict[str, Any] | None = None) -> tuple[str, dict]:
        """Start an episode on the server (same arguments as the served env's ``reset``)."""
        super().reset(seed=seed)
        answer = self._call("POST", "/reset", {"session_id": self._session(), "seed": seed,
                                               "options": dict(options or {})})
        self._prompt = answer["observation"]
        return answer["observation"], answer["info"]

    def step(self, action: str) -> tuple[str, float, bool, bool, dict]:
        """Send one action; returns the served env's 5-tuple."""
        answer = self._call("POST", "/step", {"session_id": self._session(), "action": action})
        self._prompt = answer["observation"]
        return (answer["observation"], float(answer["reward"]), bool(answer["terminated"]),
                bool(answer["truncated"]), answer["info"])

    def render(self) -> str | None:
        """Return the current prompt in ``ansi`` mode."""
        return self._prompt if self.render_mode == "ansi" else None

    def close(self) -> None:
        """Close the server session; never raises.

        Quiet when there is nothing left to close: the server is gone (no answer: its sessions went with it, and
        a hung one expires them by its TTL) or no longer knows the session. The outage itself is reported where
        it cost something (the episodes it ended); a warning per session would repeat it once per env. Any other
        failure is one warning.
        """
        if self.session_id is not None:
            try:
                self._call("POST", "/close", {"session_id": self.session_id}, retries=0)
            except CapoError as error:
                cause = error.__cause__
                gone = isinstance(cause, HttpError) and (cause.status_code is None
                                                         or cause.kind == "UnknownSessionError")
                if not gone:
                    warnings.warn(f"Could not close session {self.session_id} on {self.server_url}: {error}",
                                  stacklevel=2)
            self.session_id = None
        self._http.close()
        super().close()

    # ------------------------------------------------------------------ what the served env answers
    def task_ids(self, split: str | None = None) -> list[str]:
        """Return the served env's task ids of ``split`` (default: the session's split)."""
        params = {"session_id": self._session(), **({"split": split} if split is not None else {})}
        return list(self._call("GET", "/tasks", params=params)["task_ids"])

    def oracle_action(self) -> str:
        """Return the served env's expert action for the current state."""
        return self._call("GET", "/oracle", params={"session_id": self._session()})["action"]

    def state(self) -> dict[str, Any]:
        """Return the server's view of the session (episode id, task id, step count, done, prompt)."""
        return self._call("GET", "/state", params={"session_id": self._session()})

    # ------------------------------------------------------------------ transport
    def _session(self) -> str:
        if self.session_id is None:
            raise EnvServerError(f"This RemoteEnv is closed (server {self.server_url}). Make a new env.")
        return self.session_id

    def _call(self, method: str, path: str, body: dict[str, Any] | None = None, *,
              params: dict[str, Any] | None = None, retries: int | None = None) -> Any:
        try:
            return self._http.request(method, path, body, params=params, retries=retries)
        except HttpError as error:
            if error.kind == "UnknownSessionError":
                raise EnvServerError(f"{error.detail} (server {self.server_url}); make a new env.") from error
            raise EnvServerError(str(error)) from error  # the documented type, whatever the transport's class
