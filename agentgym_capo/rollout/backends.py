"""Where a collector's envs live: a backend holds ``num_envs`` slots and resets/steps batches of them.

A backend is one small class (subclass :class:`EnvBackend`, then :func:`register_backend`):

* ``__init__(factory, num_envs, **options)`` — ``factory`` makes one env (picklable for out-of-process
  backends); slots may make their envs lazily.
* ``reset(batch)`` — ``batch`` is a list of ``(slot, seed, options)``; returns ``(obs, info)`` per entry.
* ``step(batch)`` — ``batch`` is a list of ``(slot, action_text)``; returns the 5-tuples.
* ``close()``; optionally ``local_env(slot)`` — the slot's env when it lives in this process.

Contract: every slot's env is wrapped in :class:`~agentgym_capo.wrappers.guarded.GuardedEnv`, so an
exception inside an env comes back as ``info["env_error"]`` and ends only that episode. A backend whose
worker dies (a process, a remote actor) raises :class:`~agentgym_capo.errors.EnvWorkerError`; the
collector then ends that backend's running episodes with ``env_error`` and opens a new backend.

Built in: ``sync`` (a plain loop: debugging, envs that are not thread-safe), ``thread`` (a thread pool:
I/O-bound envs such as remote envs over HTTP or a WebShop server) and ``process`` (one worker process per
slot through :class:`~agentgym_capo.envs.parallel.ProcessEnvPool`: CPU-bound engines such as ALFWorld).
"""

from __future__ import annotations

import abc
import functools
import pickle
from collections.abc import Callable
from concurrent.futures import ThreadPoolExecutor
from typing import Any

import gymnasium as gym

from agentgym_capo.errors import ConfigError
from agentgym_capo.wrappers.guarded import GuardedEnv

__all__ = ["BACKENDS", "EnvBackend", "ProcessBackend", "SyncBackend", "ThreadBackend", "register_backend"]

ResetBatch = list[tuple[int, int | None, dict[str, Any]]]
StepBatch = list[tuple[int, str]]


class EnvBackend(abc.ABC):
    """``num_envs`` env slots that reset and step in batches (see the module docstring)."""

    def __init__(self, factory: Callable[[], gym.Env], num_envs: int, **options: Any):
        """Hold ``num_envs`` slots of ``factory()`` envs."""
        self.factory, self.num_envs = factory, num_envs

    @abc.abstractmethod
    def reset(self, batch: ResetBatch) -> list[tuple[str, dict]]:
        """Reset each ``(slot, seed, options)``; one ``(obs, info)`` per entry, in order."""

    @abc.abstractmethod
    def step(self, batch: StepBatch) -> list[tuple]:
        """Step each ``(slot, action)``; one ``(obs, reward, terminated, truncated, info)`` per entry."""

    @abc.abstractmethod
    def close(self) -> None:
        """Close every env (and worker)."""

    def local_env(self, slot: int) -> gym.Env | None:
        """The slot's env if it lives in this process, else None."""
        return None


class SyncBackend(EnvBackend):
    """Envs in this process, stepped one after another."""

    def __init__(self, factory: Callable[[], gym.Env], num_envs: int, **options: Any):
        """Slots whose envs are made on first use."""
        super().__init__(factory, num_envs)
        self.envs: list[GuardedEnv | None] = [None] * num_envs

    def _env(self, slot: int) -> GuardedEnv:
        if self.envs[slot] is None:
            self.envs[slot] = GuardedEnv.from_factory(self.factory)
        return self.envs[slot]

    def _map(self, fn: Callable, items: list) -> list:
        return [fn(*item) for item in items]

    def reset(self, batch: ResetBatch) -> list[tuple[str, dict]]:
        """Reset the slots in order."""
        return self._map(lambda slot, seed, options: self._env(slot).reset(seed=seed, options=options), batch)

    def step(self, batch: StepBatch) -> list[tuple]:
        """Step the slots in order."""
        return self._map(lambda slot, action: self._env(slot).step(action), batch)

    def local_env(self, slot: int) -> gym.Env | None:
        """The slot's env."""
        return self._env(slot)

    def close(self) -> None:
        """Close the envs."""
        for env in self.envs:
            if env is not None:
                env.close()
        self.envs = [None] * self.num_envs


class ThreadBackend(SyncBackend):
    """Envs in this process, stepped in a thread pool (for envs that wait on I/O)."""

    def __init__(self, factory: Callable[[], gym.Env], num_envs: int, *, num_workers: int | None = None,
                 **options: Any):
        """Slots plus ``num_workers`` threads (default one per slot)."""
        super().__init__(factory, num_envs)
        self._pool = ThreadPoolExecutor(num_workers or num_envs, thread_name_prefix="capo-env")

    def _map(self, fn: Callable, items: list) -> list:
        if len(items) <= 1:
            return super()._map(fn, items)
        for item in items:  # make missing envs here, not concurrently inside user factories
            self._env(item[0])
        return list(self._pool.map(lambda item: fn(*item), items))

    def close(self) -> None:
        """Close the envs and the threads."""
        super().close()
        self._pool.shutdown(wait=True)


class ProcessBackend(EnvBackend):
    """One worker process per slot (a :class:`~agentgym_capo.envs.parallel.ProcessEnvPool` of guarded envs)."""

    def __init__(self, factory: Callable[[], gym.Env], num_envs: int, *, start_method: str = "spawn",
                 **options: Any):
        """Start ``num_envs`` workers that build ``GuardedEnv.from_factory(factory)``."""
        from agentgym_capo.envs.parallel import ProcessEnvPool

        super().__init__(factory, num_envs)
        self.pool = ProcessEnvPool(functools.partial(GuardedEnv.from_factory, factory), num_envs,
                                   start_method=start_method)

    def reset(self, batch: ResetBatch) -> list[tuple[str, dict]]:
        """Reset the slots in parallel."""
        return self.pool.reset(seeds=[seed for _, seed, _ in batch], options=[opt for _, _, opt in batch],
                               indices=[slot for slot, _, _ in batch])

    def step(self, batch: StepBatch) -> list[tuple]:
        """Step the slots in parallel."""
        return self.pool.step([action for _, action in batch], indices=[slot for slot, _ in batch])

    def close(self) -> None:
        """Stop the workers."""
        self.pool.close()


def check_picklable(factory: Callable[[], gym.Env]) -> None:
    """Raise :class:`ConfigError` unless ``factory`` can be sent to a worker process."""
    try:
        pickle.dumps(factory)
    except Exception as error:
        raise ConfigError(
            "The process backend builds envs inside worker processes, so the env factory must pickle "
            f"({type(error).__name__}: {error}): pass env_id (and env_kwargs), an "
            "agentgym_capo.envs.factory.EnvFactory or a functools.partial of a module-level function.") from error


BACKENDS: dict[str, type[EnvBackend]] = {"sync": SyncBackend, "thread": ThreadBackend, "process": ProcessBackend}


def register_backend(name: str, backend: type[EnvBackend]) -> None:
    """Make ``backend`` available as ``RolloutCollector(..., backend=name)``."""
    if not (isinstance(backend, type) and issubclass(backend, EnvBackend)):
        raise ConfigError(f"A backend is a subclass of EnvBackend; got {backend!r}.")
    BACKENDS[name] = backend
