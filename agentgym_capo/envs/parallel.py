"""Step many envs at once, one worker process per env: for CPU-heavy engines such as TextWorld and ALFWorld.

>>> from agentgym_capo.envs.factory import EnvFactory
>>> from agentgym_capo.envs.parallel import ProcessEnvPool
>>> with ProcessEnvPool(EnvFactory("capo/ALFWorld-v0", {"split": "valid_seen"}), 2) as pool:   # doctest: +SKIP
...     first = pool.reset(seeds=[0, 1])
...     results = pool.step([pool.call("oracle_action")[i] for i in range(2)])

Semantics:

* Every slot holds one ``factory()`` env in its own process. The factory is pickled to the workers, so it
  is an :class:`~agentgym_capo.envs.factory.EnvFactory` or another picklable callable (no lambda). Slots
  have independent lifetimes: there is **no auto-reset**; a slot whose episode ended raises
  :class:`~agentgym_capo.errors.EpisodeEndedError` if stepped, until it is reset.
* ``reset``/``step``/``call`` take lists (one entry per selected slot; ``indices`` selects slots, default all)
  and return lists in the same order. Work is sent to every selected worker before any answer is read, so
  the slots run in parallel.
* An exception raised inside an env is re-raised in the caller (the first one, after every answer of the
  batch has been collected, so the other slots stay consistent).
* A worker that dies (killed, segfault, out of memory) or does not answer within ``timeout`` seconds raises
  :class:`~agentgym_capo.errors.EnvWorkerError` naming the slot, and the pool closes itself.
* ``close()`` (also on ``with`` exit and at interpreter exit) stops every worker, killing those that do not
  exit within a few seconds.

Choices made here: workers start with the ``spawn`` method by default (safe with threads and native libraries
in the parent, e.g. torch); ``start_method="fork"`` starts faster on Linux. Workers ignore SIGINT so that
Ctrl-C is handled once, in the parent.
"""

from __future__ import annotations

import multiprocessing as mp
import pickle
import signal
import weakref
from collections.abc import Callable, Sequence
from multiprocessing.connection import Connection, wait
from typing import Any

import gymnasium as gym

from agentgym_capo.checks import require_ints
from agentgym_capo.errors import ConfigError, EnvWorkerError

__all__ = ["ProcessEnvPool"]

_CLOSE_TIMEOUT_S = 5.0


def _worker(conn: Connection, factory: Callable[[], gym.Env]) -> None:
    signal.signal(signal.SIGINT, signal.SIG_IGN)
    import agentgym_capo  # noqa: F401  (registers the ids)

    try:
        env = factory()
    except Exception as error:  # report construction errors to the parent
        conn.send(("error", _picklable(error)))
        return
    conn.send(("ok", None))
    while True:
        try:
            command, payload = conn.recv()
        except (EOFError, OSError):
            break
        if command == "close":
            env.close()
            conn.send(("ok", None))
            break
        try:
            if command == "reset":
                result = env.reset(**payload)
            elif command == "step":
                result = env.step(payload)
            elif command == "call":
                name, args, kw = payload
                target = getattr(env.unwrapped, name)
                result = target(*args, **kw) if callable(target) else target
            else:
                raise ValueError(f"unknown command {command!r}")
            conn.send(("ok", result))
        except Exception as error:
            conn.send(("error", _picklable(error)))


def _picklable(error: BaseException) -> BaseException:
    try:
        pickle.loads(pickle.dumps(error))
        return error
    except Exception:
        return RuntimeError(f"{type(error).__name__}: {error}")


class ProcessEnvPool:
    """``n`` envs made by one factory, each in its own process (see the module docstring).

    Args:
        factory: A picklable zero-argument callable returning an env, e.g.
            ``EnvFactory("capo/ALFWorld-v0", {"split": "valid_seen"})``.
        n: Number of slots (worker processes).
        start_method: ``spawn`` (default), ``forkserver`` or ``fork``.
        timeout: Seconds to wait for one batch of answers before declaring a worker hung.
    """

    def __init__(self, factory: Callable[[], gym.Env], n: int, *, start_method: str = "spawn",
                 timeout: float = 600.0):
        if isinstance(factory, str) or not callable(factory):
            raise ConfigError(f"ProcessEnvPool needs an env factory such as EnvFactory({factory!r}); got "
                              f"{type(factory).__name__}.")
        try:
            pickle.dumps(factory)
        except Exception as error:
            raise ConfigError(
                f"The env factory must pickle to reach the worker processes ({error}); use "
                "agentgym_capo.envs.factory.EnvFactory or a functools.partial of a module-level function, "
                "not a lambda or a local function.") from error
        require_ints([("n", n)])
        if start_method not in mp.get_all_start_methods():
            raise ConfigError(f"start_method must be one of {mp.get_all_start_methods()}, got {start_method!r}.")
        self.factory = factory
        self.name = getattr(factory, "env_id", None) or getattr(factory, "__name__", type(factory).__name__)
        self.n = n
        self.timeout = float(timeout)
        self._closed = False
        context = mp.get_context(start_method)
        self._conns: list[Connection] = []
        self._procs = []
        for index in range(n):
            parent, child = context.Pipe()
            proc = context.Process(target=_worker, args=(child, factory), daemon=True,
                                   name=f"capo-env-{index}")
            proc.start()
            child.close()
            self._conns.append(parent)
            self._procs.append(proc)
        self._finalizer = weakref.finalize(self, _shutdown, self._conns, self._procs)
        self._gather(list(range(n)), "start")

    def __len__(self) -> int:
        return self.n

    def __enter__(self) -> ProcessEnvPool:
        return self

    def __exit__(self, *exc) -> None:
        self.close()

    # ------------------------------------------------------------------ the batched API
    def reset(self, seeds: Sequence[int | None] | None = None, options: Sequence[dict | None] | None = None,
              indices: Sequence[int] | None = None) -> list[tuple[str, dict]]:
        """Reset the selected slots; returns ``(obs, info)`` per slot."""
        indices = self._indices(indices)
        seeds = self._per_slot(seeds, indices, "seeds")
        options = self._per_slot(options, indices, "options")
        for slot, index in enumerate(indices):
            self._send(index, "reset", {"seed": seeds[slot], "options": options[slot]})
        return self._gather(indices, "reset")

    def step(self, actions: Sequence[str], indices: Sequence[int] | None = None) -> list[tuple]:
        """Step the selected slots with one action each; returns the 5-tuples in the same order."""
        indices = self._indices(indices)
        if len(actions) != len(indices):
            raise ConfigError(f"step() needs one action per selected slot: {len(indices)} slots, "
                              f"{len(actions)} actions.")
        for index, action in zip(indices, actions, strict=True):
            self._send(index, "step", action)
        return self._gather(indices, "step")

    def call(self, name: str, *args: Any, indices: Sequence[int] | None = None, **kwargs: Any) -> list[Any]:
        """Call a method (or read an attribute) of every selected slot's unwrapped env."""
        indices = self._indices(indices)
        for index in indices:
            self._send(index, "call", (name, args, kwargs))
        return self._gather(indices, f"call {name}")

    def close(self) -> None:
        """Stop every worker (idempotent)."""
        if not self._closed:
            self._closed = True
            self._finalizer()

    # ------------------------------------------------------------------ plumbing
    def _indices(self, indices: Sequence[int] | None) -> list[int]:
        if self._closed:
            raise EnvWorkerError("This ProcessEnvPool is closed; create a new one.")
        if indices is None:
            return list(range(self.n))
        indices = [int(i) for i in indices]
        bad = [i for i in indices if not 0 <= i < self.n]
        if bad or len(set(indices)) != len(indices):
            raise ConfigError(f"indices must be distinct slots in [0, {self.n}), got {indices!r}.")
        return indices

    @staticmethod
    def _per_slot(values, indices: list[int], name: str) -> list:
        if values is None:
            return [None] * len(indices)
        values = list(values)
        if len(values) != len(indices):
            raise ConfigError(f"{name} needs one entry per selected slot ({len(indices)}), got {len(values)}.")
        return values

    def _send(self, index: int, command: str, payload: Any) -> None:
        try:
            self._conns[index].send((command, payload))
        except (BrokenPipeError, OSError) as error:
            self._fail(index, command, f"could not send ({error})")

    def _gather(self, indices: list[int], what: str) -> list[Any]:
        results: dict[int, Any] = {}
        errors: list[BaseException] = []
        pending = {self._conns[i]: i for i in indices}
        sentinels = {self._procs[i].sentinel: i for i in indices}
        while pending:
            ready = wait(list(pending) + [s for s, i in sentinels.items() if self._conns[i] in pending],
                         timeout=self.timeout)
            if not ready:
                self._fail(pending[next(iter(pending))], what, f"no answer within {self.timeout:.0f} s")
            for handle in ready:
                if handle in pending:
                    index = pending.pop(handle)
                    try:
                        status, value = handle.recv()
                    except (EOFError, OSError):
                        self._fail(index, what, "the connection closed")
                    if status == "ok":
                        results[index] = value
                    else:
                        errors.append(value)
                elif sentinels.get(handle) is not None:
                    index = sentinels[handle]
                    if self._conns[index] in pending and not self._conns[index].poll():
                        self._procs[index].join(1.0)
                        self._fail(index, what, f"the process exited with code {self._procs[index].exitcode}")
        if errors:
            if what == "start":
                self.close()
            raise errors[0]
        return [results[i] for i in indices]

    def _fail(self, index: int, what: str, why: str):
        pid = self._procs[index].pid
        self.close()
        raise EnvWorkerError(
            f"Worker {index} (pid {pid}) of the {self.name} pool failed during {what}: {why}. The pool was "
            "closed; create a new ProcessEnvPool (and check the worker's stderr for the cause)."
        )


def _shutdown(conns: list[Connection], procs: list) -> None:
    for conn, proc in zip(conns, procs, strict=True):
        if proc.is_alive():
            try:
                conn.send(("close", None))
            except (BrokenPipeError, OSError):
                pass
    for conn, proc in zip(conns, procs, strict=True):
        proc.join(_CLOSE_TIMEOUT_S)
        if proc.is_alive():
            proc.kill()
            proc.join(_CLOSE_TIMEOUT_S)
        conn.close()
