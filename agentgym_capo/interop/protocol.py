"""What ``capo serve env`` accepts: its settings and the JSON bodies of its own routes, validated at the door.

Choices made here:

* Bodies accept the spellings AgentGym clients send (``id``/``env_idx`` for ``session_id``;
  ``{"text"|"action"|"message"|"command"|"content": ...}`` for an action) and ignore unknown fields.
* **Path-like input is refused at the request** (HTTP 422 from validation, or 400 from
  :func:`check_env_kwargs`): a ``split`` is a plain name (letters, digits, ``_``, ``-``; at most 32
  characters), a ``task_id`` or ``traj_id`` is a string without ``..``, backslashes, control characters
  or a leading ``/`` (ALFWorld task ids hold one inner ``/``), at most 255 characters. Such values never reach
  an env, so ``split="../../etc"`` fails when the session is created, not at its first reset.
* Action text is passed to the env exactly as sent (lone surrogates and NUL bytes included): the env decides
  what it means, so a remote run sees the same observation as an in-process one.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from typing import Annotated, Any

import gymnasium as gym
from pydantic import AfterValidator, AliasChoices, BaseModel, ConfigDict, Field

from agentgym_capo.checks import require_ints
from agentgym_capo.envs.registry import make
from agentgym_capo.errors import ConfigError

__all__ = ["CloseBody", "CreateBody", "ResetBody", "ServerSettings", "StepBody", "action_text",
           "check_env_kwargs", "check_identifier", "check_split"]

SESSION_ALIASES = AliasChoices("session_id", "id", "env_idx")
ACTION_KEYS = ("text", "action", "message", "command", "content")
_SPLIT = re.compile(r"[A-Za-z0-9_-]{1,32}")
_UNSAFE = re.compile(r"\.\.|\\|[\x00-\x1f\x7f]|^/")


@dataclass
class ServerSettings:
    """What one server allows.

    Attributes:
        env_id: The only id sessions may use (None: any registered id).
        max_sessions: Sessions alive at once; creating one more answers 503 (see ``evict_after``).
        idle_timeout: Seconds after which an unused session is closed.
        evict_after: When full, a session idle this long may be replaced by a new one (None: never).
        max_body_bytes: Largest accepted request body.
        max_concurrent_calls: Env calls (make/reset/step) running at once across sessions.
        allowed_kwargs: Env kwargs a session may override.
        default_kwargs: Kwargs every env of this server is made with (under the session's overrides).
    """

    env_id: str | None = None
    max_sessions: int = 256
    idle_timeout: float = 600.0
    evict_after: float | None = None
    max_body_bytes: int = 1 << 20
    max_concurrent_calls: int = 8
    allowed_kwargs: tuple[str, ...] = ("split", "max_steps")
    default_kwargs: dict[str, Any] = field(default_factory=dict)

    def __post_init__(self) -> None:
        """Check the limits."""
        require_ints((name, getattr(self, name)) for name in ("max_sessions", "max_body_bytes", "max_concurrent_calls"))
        if not self.idle_timeout > 0:
            raise ConfigError(f"idle_timeout must be a positive number of seconds, got {self.idle_timeout!r}.")
        if self.evict_after is not None and not self.evict_after >= 0:
            raise ConfigError(f"evict_after must be None or seconds >= 0, got {self.evict_after!r}.")
        if self.env_id is not None and self.env_id not in gym.registry:
            make(self.env_id)  # raises UnknownEnvError with suggestions


def check_split(value: str) -> str:
    """Return ``value`` if it is a plain split name, else raise ``ValueError`` (422/400 at the request)."""
    if not isinstance(value, str) or not _SPLIT.fullmatch(value):
        raise ValueError(f"split must be a plain name (letters, digits, '_' or '-', at most 32 characters), "
                         f"got {value!r}.")
    return value


def check_identifier(value: str | None) -> str | None:
    """Return a task or trajectory id if it is not path-like (see the module docstring), else raise ``ValueError``."""
    if value is not None and (len(value) > 255 or _UNSAFE.search(value)):
        raise ValueError(f"ids must be at most 255 characters without '..', backslashes, control characters or "
                         f"a leading '/', got {value[:80]!r}.")
    return value


SafeId = Annotated[str, AfterValidator(check_identifier)]


def check_env_kwargs(kwargs: dict[str, Any]) -> dict[str, Any]:
    """Validate the values of session kwargs a caller may set (``split``, ``max_steps``) before any env sees them.

    Raises:
        ConfigError: A value of the wrong type or shape (HTTP 400).
    """
    try:
        if "split" in kwargs:
            check_split(kwargs["split"])
    except ValueError as error:
        raise ConfigError(str(error)) from error
    steps = kwargs.get("max_steps")
    if steps is not None and (isinstance(steps, bool) or not isinstance(steps, int) or not 1 <= steps <= 100_000):
        raise ConfigError(f"max_steps must be an integer in 1..100000, got {steps!r}.")
    return kwargs


class _Body(BaseModel):
    model_config = ConfigDict(extra="ignore", populate_by_name=True)


class ResetOptions(BaseModel):
    """``options`` of ``POST /reset`` (the env's ``reset(options=...)``), typed."""

    model_config = ConfigDict(extra="allow")

    task_id: SafeId | None = Field(None, description="The task to play (default: sampled from the seed).")
    traj_id: SafeId | None = Field(None, description="Trajectory id to record (default: derived from the seed).")


class CreateBody(_Body):
    """``POST /sessions`` and ``POST /create``."""

    env_id: str | None = Field(None, max_length=128, description="Registered env id (optional when the server "
                                                                 "serves one id).")
    env_kwargs: dict[str, Any] = Field(default_factory=dict, description="Constructor overrides, e.g. split.")
    session_id: str | None = Field(None, pattern=r"^[A-Za-z0-9_.:-]{1,128}$",
                                   description="Client-chosen id (letters, digits, _.:-; makes creation idempotent).")


class ResetBody(_Body):
    """``POST /reset``."""

    session_id: str | None = Field(None, validation_alias=SESSION_ALIASES, max_length=128)
    env_id: str | None = Field(None, max_length=128, description="Used only when the reset creates the session.")
    env_kwargs: dict[str, Any] = Field(default_factory=dict)
    seed: int | None = Field(None, ge=0, lt=2**63, description="Seed of the env's RNG (task sampling, traj_id).")
    options: ResetOptions = Field(default_factory=ResetOptions, description='{"task_id": ..., "traj_id": ...}')
    task_id: SafeId | None = Field(None, description="Shortcut for options.task_id.")
    episode_id: SafeId | None = Field(None, description="OpenEnv name of options.traj_id.")
    data_idx: int | None = Field(None, ge=0, description="AgentGym-style: index into the split's task ids.")
    request_id: str | None = Field(None, max_length=128, description="Repeat it to retry without re-running.")


class StepBody(_Body):
    """``POST /step``."""

    session_id: str | None = Field(None, validation_alias=SESSION_ALIASES, max_length=128)
    action: str | dict[str, Any] = Field(..., description="The model's whole response text (or {'text': ...}).")
    request_id: str | None = Field(None, max_length=128)


class CloseBody(_Body):
    """``POST /close``."""

    session_id: str | None = Field(None, validation_alias=SESSION_ALIASES, max_length=128)


def action_text(action: str | dict[str, Any]) -> str:
    """The action string of a ``step`` body (a string, or an object holding one under a known key)."""
    if isinstance(action, str):
        return action
    for key in ACTION_KEYS:
        if isinstance(action.get(key), str):
            return action[key]
    raise ConfigError(f"action must be a string or an object with one of {list(ACTION_KEYS)} as a string; "
                      f"got keys {sorted(action)}.")
