"""Env instances pooled per worker process, stepped in threads off verl's event loop, and env-server slots.

verl runs every rollout of an ``AgentLoopWorker`` as a coroutine on one asyncio loop, and instantiates the agent
loop anew for every rollout. So:

* **Pooling.** Building an env can be expensive (WebShop loads its product store, HotpotQA its index). An
  :class:`EnvPool` keeps idle envs per ``(env_id, kwargs)`` key; a rollout takes one, resets it to its own
  task and gives it back. An env that raised is closed, not returned. :func:`shared_pool` is the one pool of
  the process (the loop instances come and go; the pool stays).
* **Off the event loop.** ``make``/``reset``/``step`` are blocking calls (search, HTTP to ``capo serve``), so
  :meth:`EnvPool.call` runs them in the pool's thread pool (``max_workers`` threads); the event loop keeps
  generating for the other rollouts meanwhile.
* **Env-server capacity.** A remote env (``capo/Remote-v0``) holds a session on its server for the whole
  episode. :meth:`EnvPool.server_slot` bounds the episodes one process has in flight per server URL and waits
  for a free slot up to a deadline; a rollout that gets none ends with ``no_capacity`` instead of the server
  refusing hundreds of sessions with HTTP 503.
* **Sharding.** One env served by several ``capo serve`` processes (or machines): a row's ``server_url`` may
  list them, comma-separated, and :meth:`EnvPool.pick_server` sends each episode to the shard with the fewest
  episodes in flight (waiting ones included) from this process. Each shard has its own slots.
"""

from __future__ import annotations

import asyncio
import contextlib
import json
import threading
from collections.abc import AsyncIterator, Callable
from concurrent.futures import ThreadPoolExecutor
from typing import Any, TypeVar

import gymnasium as gym

from agentgym_capo.checks import require_ints
from agentgym_capo.envs.registry import make
from agentgym_capo.errors import ConfigError

__all__ = ["EnvPool", "NoCapacityError", "shared_pool"]

T = TypeVar("T")


class NoCapacityError(RuntimeError):
    """No env-server slot became free within the deadline."""


def _make(env_id: str, env_kwargs: dict[str, Any]) -> Any:
    """``gym.make(env_id, **env_kwargs)``; the remote client's own ``env_id`` kwarg must not collide with the id."""
    if env_id not in gym.registry:
        make(env_id)  # raises UnknownEnvError with suggestions
    return gym.make(env_id, **env_kwargs)


def _key(env_id: str, env_kwargs: dict[str, Any]) -> str:
    return json.dumps([env_id, env_kwargs], sort_keys=True, default=str)


class EnvPool:
    """Idle envs by ``(env_id, kwargs)``, a thread pool to run env calls in, and per-server slots."""

    def __init__(self, max_workers: int = 32, max_idle_per_key: int = 256):
        """Create an empty pool.

        Args:
            max_workers: Threads running env calls at once (one blocking call each).
            max_idle_per_key: Idle envs kept per key; more are closed when returned.
        """
        require_ints([("max_workers", max_workers)])
        if not isinstance(max_idle_per_key, int) or max_idle_per_key < 0:
            raise ConfigError(f"max_idle_per_key must be an integer >= 0, got {max_idle_per_key!r}.")
        self.max_idle_per_key = max_idle_per_key
        self._executor = ThreadPoolExecutor(max_workers=max_workers, thread_name_prefix="capo-env")
        self._idle: dict[str, list[Any]] = {}
        self._lock = threading.Lock()
        self._slots: dict[tuple[int, str], asyncio.Semaphore] = {}
        self._in_flight: dict[tuple[int, str], int] = {}
        self.created = 0

    async def call(self, fn: Callable[..., T], *args: Any, **kwargs: Any) -> T:
        """Run the blocking ``fn(*args, **kwargs)`` in the pool's threads and await its result."""
        loop = asyncio.get_running_loop()
        return await loop.run_in_executor(self._executor, lambda: fn(*args, **kwargs))

    async def acquire(self, env_id: str, env_kwargs: dict[str, Any]) -> Any:
        """An idle env of this key, else a new one (made in a thread)."""
        with self._lock:
            idle = self._idle.get(_key(env_id, env_kwargs))
            if idle:
                return idle.pop()
        env = await self.call(_make, env_id, env_kwargs)
        with self._lock:
            self.created += 1
        return env

    def release(self, env: Any, env_id: str, env_kwargs: dict[str, Any], *, healthy: bool = True) -> None:
        """Give ``env`` back for reuse, or close it (it raised, or the key already holds enough idle envs)."""
        if healthy:
            with self._lock:
                idle = self._idle.setdefault(_key(env_id, env_kwargs), [])
                if len(idle) < self.max_idle_per_key:
                    idle.append(env)
                    return
        with contextlib.suppress(Exception):  # a broken env may fail to close too; it is dropped either way
            env.close()

    def idle_count(self) -> int:
        """How many envs wait in the pool."""
        with self._lock:
            return sum(len(envs) for envs in self._idle.values())

    def pick_server(self, server_urls: list[str]) -> str:
        """The URL among ``server_urls`` (shards of one env) with the fewest episodes this process has in flight."""
        loop_id = id(asyncio.get_running_loop())
        return min(server_urls, key=lambda url: self._in_flight.get((loop_id, url.rstrip("/")), 0))

    @contextlib.asynccontextmanager
    async def server_slot(self, server_url: str | None, limit: int, timeout: float) -> AsyncIterator[None]:
        """Hold one of ``limit`` in-flight episode slots of ``server_url`` (no-op for in-process envs).

        Raises:
            NoCapacityError: No slot became free within ``timeout`` seconds.
        """
        if not server_url:
            yield
            return
        key = (id(asyncio.get_running_loop()), server_url.rstrip("/"))
        slot = self._slots.setdefault(key, asyncio.Semaphore(limit))
        self._in_flight[key] = self._in_flight.get(key, 0) + 1  # waiting counts: spreads the queue over shards
        try:
            await asyncio.wait_for(slot.acquire(), timeout)
        except TimeoutError as error:
            self._in_flight[key] -= 1
            raise NoCapacityError(f"All {limit} episode slots of env server {server_url} stayed busy for "
                                  f"{timeout:g} s; raise max_sessions_per_server (and the server's --max-sessions) "
                                  "or add servers.") from error
        try:
            yield
        finally:
            slot.release()
            self._in_flight[key] -= 1

    def close(self) -> None:
        """Close every idle env and stop the threads."""
        with self._lock:
            envs = [env for idle in self._idle.values() for env in idle]
            self._idle.clear()
        for env in envs:
            with contextlib.suppress(Exception):
                env.close()
        self._executor.shutdown(wait=False)


_SHARED: EnvPool | None = None
_SHARED_LOCK = threading.Lock()


def shared_pool(max_workers: int = 32) -> EnvPool:
    """The process's pool (created on first use with ``max_workers`` threads)."""
    global _SHARED
    with _SHARED_LOCK:
        if _SHARED is None:
            _SHARED = EnvPool(max_workers=max_workers)
        return _SHARED
