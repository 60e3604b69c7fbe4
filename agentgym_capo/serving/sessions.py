"""A bounded, idle-expiring store of server sessions, with per-request replay for idempotent retries.

Both env servers keep their per-client state (an env instance, a WebShop page machine) in a
:class:`SessionStore`. Choices made here:

* **Idle expiry.** A session unused for ``idle_timeout`` seconds is closed. Expired sessions are swept on
  every create and lookup, by :meth:`SessionStore.reap` (which servers call from ``/health`` and from a
  background thread), so memory stays bounded even when clients vanish without closing.
* **Capacity policy: no client can evict another client's live sessions.** At ``max_sessions`` a new session
  may evict the least recently used one only if that session has been idle for at least ``evict_after``
  seconds (None: never; it waits for expiry). Otherwise creation fails with
  :class:`~agentgym_capo.errors.ServerCapacityError` (HTTP 503) whose ``retry_after`` says when the oldest
  session becomes evictable or expires. A client opening sessions in a loop therefore fills only free and
  abandoned slots and then gets 503s; it cannot push out sessions that others are using. (Per-client caps
  were the alternative; clients behind one address, e.g. every worker of a trainer on 127.0.0.1, would
  share a cap, so the store judges sessions by use, not by origin.)
* **Replaceable sessions.** A session created with ``replaceable=True`` (``capo serve env`` does so for the
  session an OpenEnv- or AgentGym-style ``/reset`` without a session id opens) may be replaced by a new session
  whenever the store is full, least recently used first, whatever ``evict_after`` says: a client that resets
  without ever closing cannot fill the server. Sessions created explicitly are never replaced while in use.
* **Idempotent retries.** Each session remembers the ``request_id`` and answer of its last state-changing
  call (:meth:`Session.replay` / :meth:`Session.remember`). A client that lost an answer to a timeout sends
  the same call with the same ``request_id`` and gets the same answer, and the env is not stepped twice.
  Calls on one session are serialised by its lock, so a retry that overtakes a still-running original
  waits for it and then replays its answer.
* **Ids** are 256-bit random unless the client chooses one (creation with a known id returns that session,
  so creating is idempotent too).
"""

from __future__ import annotations

import secrets
import threading
import time
import traceback
from collections import OrderedDict
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any, Generic, TypeVar

from agentgym_capo.checks import require_ints
from agentgym_capo.errors import ConfigError, ServerCapacityError, UnknownSessionError

__all__ = ["Session", "SessionStore"]

T = TypeVar("T")


@dataclass
class Session(Generic[T]):
    """One client's state on a server.

    Attributes:
        session_id: The id clients send.
        value: What the server keeps for the client (an env, a page machine, ...).
        lock: Serialises calls on this session.
        last_used: Clock time of the last request.
        last_request_id: ``request_id`` of the last state-changing call (for replay).
        last_answer: That call's answer.
        replaceable: May be replaced by a new session when the store is full (see the module docstring).
    """

    session_id: str
    value: T
    last_used: float
    lock: threading.Lock = field(default_factory=threading.Lock)
    last_request_id: str | None = None
    last_answer: Any = None
    replaceable: bool = False

    def replay(self, request_id: str | None) -> Any:
        """The remembered answer if ``request_id`` repeats the last call, else None (call under ``lock``)."""
        if request_id is not None and request_id == self.last_request_id:
            return self.last_answer
        return None

    def remember(self, request_id: str | None, answer: Any) -> Any:
        """Remember ``answer`` as the answer to ``request_id`` and return it (call under ``lock``)."""
        self.last_request_id, self.last_answer = request_id, answer
        return answer


class SessionStore(Generic[T]):
    """Live sessions: creation within limits, lookup, idle expiry, guarded eviction, closing."""

    def __init__(self, *, max_sessions: int, idle_timeout: float, evict_after: float | None = None,
                 close_value: Callable[[T], None] | None = None, clock: Callable[[], float] = time.monotonic):
        """Create an empty store.

        Args:
            max_sessions: Sessions alive at once.
            idle_timeout: Seconds without requests after which a session is closed.
            evict_after: When full, the least recently used session may be evicted for a new one once it has
                been idle this long (None: never evict; new sessions get 503 until one expires or closes).
            close_value: Releases a session's value when it is closed, expires or is evicted.
            clock: Monotonic time source (tests pass a fake one).
        """
        require_ints([("max_sessions", max_sessions)])
        if not idle_timeout > 0:
            raise ConfigError(f"idle_timeout must be a positive number of seconds, got {idle_timeout!r}.")
        if evict_after is not None and not evict_after >= 0:
            raise ConfigError(f"evict_after must be None or a non-negative number of seconds, got {evict_after!r}.")
        self.max_sessions, self.idle_timeout, self.evict_after = max_sessions, float(idle_timeout), evict_after
        self._close_value = close_value or (lambda value: None)
        self._clock = clock
        self._sessions: OrderedDict[str, Session[T]] = OrderedDict()  # least recently used first
        self._guard = threading.Lock()
        self._pending = 0  # creations that hold a slot while their value is being made
        self.expired = 0
        self.evicted = 0

    def __len__(self) -> int:
        """Number of live sessions."""
        return len(self._sessions)

    def _touch(self, session: Session[T]) -> None:
        session.last_used = self._clock()
        self._sessions.move_to_end(session.session_id)

    def _take_stale(self, now: float) -> list[Session[T]]:
        """Remove expired sessions (under ``_guard``) and return them for closing outside it."""
        stale = []
        while self._sessions:
            session = next(iter(self._sessions.values()))
            if now - session.last_used <= self.idle_timeout:
                break
            stale.append(self._sessions.pop(session.session_id))
        self.expired += len(stale)
        return stale

    def _release(self, sessions: list[Session[T]]) -> None:
        for session in sessions:
            with session.lock:
                try:
                    self._close_value(session.value)
                except Exception:  # noqa: BLE001  (a broken value must not fail the request that closes it)
                    traceback.print_exc()

    def _reserve_slot(self, now: float) -> list[Session[T]]:
        """Make room for one session (under ``_guard``); return what to close, or raise 503."""
        released = self._take_stale(now)
        if len(self._sessions) + self._pending < self.max_sessions:
            return released
        spare = next((session for session in self._sessions.values() if session.replaceable), None)
        if spare is not None:
            released.append(self._sessions.pop(spare.session_id))
            self.evicted += 1
            return released
        oldest = next(iter(self._sessions.values()), None)
        idle = now - oldest.last_used if oldest is not None else 0.0
        if oldest is not None and self.evict_after is not None and idle >= self.evict_after:
            released.append(self._sessions.pop(oldest.session_id))
            self.evicted += 1
            return released
        if oldest is None:
            retry_after = 1.0
        else:
            waits = [self.idle_timeout - idle] + ([self.evict_after - idle] if self.evict_after is not None else [])
            retry_after = max(1.0, min(waits))
        raise ServerCapacityError(
            f"The server already holds {len(self._sessions) + self._pending} sessions in use (max_sessions="
            f"{self.max_sessions}); none is idle long enough to be replaced. Close sessions you no longer use, retry "
            f"after {retry_after:.0f} s, or start the server with a larger max_sessions.", retry_after=retry_after)

    def create(self, factory: Callable[[], T], session_id: str | None = None, *,
               replaceable: bool = False) -> Session[T]:
        """Make a session with ``factory()``'s value, or return the live one with this ``session_id``.

        Args:
            factory: Makes the session's value (called outside the store's lock).
            session_id: A client-chosen id (None: a random one).
            replaceable: The session may be replaced when the store is full (see the module docstring).

        Raises:
            ServerCapacityError: The store is full of sessions in use (see the module docstring).
        """
        with self._guard:
            if session_id is not None and session_id in self._sessions:
                session = self._sessions[session_id]
                self._touch(session)
                return session
            released = self._reserve_slot(self._clock())
            self._pending += 1
        self._release(released)
        try:
            value = factory()
        except BaseException:
            with self._guard:
                self._pending -= 1
            raise
        session = Session(session_id or secrets.token_urlsafe(32), value, self._clock(), replaceable=replaceable)
        with self._guard:
            self._pending -= 1
            existing = self._sessions.get(session.session_id)
            if existing is None:
                self._sessions[session.session_id] = session
        if existing is not None:  # a concurrent retry with the same id won the race
            self._release([session])
            return existing
        return session

    def get(self, session_id: str | None) -> Session[T]:
        """Return a live session and mark it used.

        Raises:
            ConfigError: No id was given.
            UnknownSessionError: The id is unknown, expired, evicted or closed.
        """
        if not session_id:
            raise ConfigError("Pass session_id (returned when the session was created or first reset).")
        with self._guard:
            released = self._take_stale(self._clock())
            session = self._sessions.get(session_id)
            if session is not None:
                self._touch(session)
        self._release(released)
        if session is None:
            raise UnknownSessionError(
                f"No session {session_id!r} on this server: it was closed, expired after {self.idle_timeout:g} s "
                "without requests, was replaced while idle, or the server restarted. Open a new session "
                "(reset without a session id).")
        return session

    def close(self, session_id: str) -> bool:
        """Close a session; False if it did not exist."""
        with self._guard:
            session = self._sessions.pop(session_id, None)
        if session is None:
            return False
        self._release([session])
        return True

    def reap(self) -> int:
        """Close sessions idle for longer than ``idle_timeout``; return how many."""
        with self._guard:
            stale = self._take_stale(self._clock())
        self._release(stale)
        return len(stale)

    def close_all(self) -> None:
        """Close every session (server shutdown)."""
        with self._guard:
            sessions = list(self._sessions.values())
            self._sessions.clear()
        self._release(sessions)

    def stats(self) -> dict[str, Any]:
        """Counts for ``/health``: live, limit, expired and evicted sessions."""
        return {"sessions": len(self), "max_sessions": self.max_sessions, "idle_timeout": self.idle_timeout,
                "expired_sessions": self.expired, "evicted_sessions": self.evicted}
