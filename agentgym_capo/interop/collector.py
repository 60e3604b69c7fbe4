"""Step many text envs at once, in threads or processes, each episode with its own lifetime.

>>> from agentgym_capo.interop.collector import RolloutCollector
>>> with RolloutCollector("capo/Chain-v0", backend="thread", num_envs=4) as collector:
...     rollout = collector.collect([("chain-train-000", "a"), ("chain-train-001", "b")],
...                                 act=lambda inputs: [x.info["admissible_actions"][0] for x in inputs])
>>> sorted({step.traj_id for step in rollout.steps})
['a', 'b']

The collector holds ``num_envs`` env slots. Episodes wait in a queue; a free slot takes the next one and
resets it with that episode's ``task_id``, ``traj_id`` and seed, so there is never an automatic reset and an
episode's steps all come from one reset (STYLE item 6). Each round the policy callback gets the prompts of
every running episode at once (one batch), the slots step in parallel, finished episodes free their slots,
and waiting episodes start — continuous batching, as an LLM server likes it.

Backends:

* ``"thread"`` (default) — the slots' envs live in this process and step in a thread pool: for I/O-bound
  envs (remote envs over HTTP, search APIs, a WebShop server).
* ``"process"`` — each slot is a worker process of :class:`agentgym_capo.envs.parallel.ProcessEnvPool`
  (the project's one process pool): for CPU-bound engines (ALFWorld, TextWorld). Needs an env id, not a
  factory, because the env is built inside the worker.
* ``"sync"`` — a plain loop, for debugging and for envs that are not thread-safe.

Choices made here:

* **Env errors end one episode.** An exception inside ``reset`` or ``step`` is caught next to the env (by
  :class:`GuardedEnv`, also inside worker processes), and that episode ends with
  ``terminal_reason="env_error"``. A failed step still yields a record (reward 0, ``terminated=False``,
  ``truncated=True``, ``error`` set) so the trainer sees where the episode stopped; a failed reset yields an
  episode summary with no steps. The env is rebuilt before the slot is used again; the other episodes go
  on. A worker process that dies ends the episodes it was running the same way and the pool is restarted.
* **Step limit.** Registered ids carry their ``max_episode_steps``; ``max_steps`` adds a collector-side
  cap for envs without one, which ends an episode as ``truncated`` with ``terminal_reason="max_steps"``.
* The policy callback may return strings or objects with a ``text`` attribute (such as the trainer's
  ``PolicyAction``); the object is kept on the record as ``policy_output``. Returning ``None`` for an
  input ends that episode without a step (``truncated``, ``terminal_reason="policy_stop"``), e.g. when the
  policy's context is full.
"""

from __future__ import annotations

import traceback
from collections import deque
from collections.abc import Callable, Iterable, Sequence
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass, field
from typing import Any

import gymnasium as gym
from tqdm.auto import tqdm

from agentgym_capo.errors import ConfigError, EnvWorkerError

__all__ = [
    "GUARDED_ENV_ID",
    "EpisodeRequest",
    "EpisodeSummary",
    "GuardedEnv",
    "PolicyInput",
    "Rollout",
    "RolloutCollector",
    "StepRecord",
]

GUARDED_ENV_ID = "capo/Guarded-v0"
_BACKENDS = ("thread", "process", "sync")
_MAX_POOL_RESTARTS = 3


@dataclass(frozen=True)
class EpisodeRequest:
    """One episode to play: which task, under which trajectory id, from which reset seed."""

    task_id: str | None = None
    traj_id: str | None = None
    seed: int | None = None

    @classmethod
    def coerce(cls, value: EpisodeRequest | Sequence[Any] | dict[str, Any]) -> EpisodeRequest:
        """Accept an ``EpisodeRequest``, a ``(task_id, traj_id[, seed])`` tuple or a dict of the fields."""
        if isinstance(value, EpisodeRequest):
            return value
        if isinstance(value, dict):
            return cls(**value)
        if isinstance(value, list | tuple) and 1 <= len(value) <= 3:
            return cls(*value)
        raise ConfigError(f"An episode is an EpisodeRequest, a (task_id, traj_id[, seed]) tuple or a dict; "
                          f"got {value!r}.")


@dataclass
class PolicyInput:
    """What the policy sees for one running episode: the prompt and the env's ``info`` at that state."""

    traj_id: str
    task_id: str
    step_index: int
    prompt: str
    info: dict[str, Any]


@dataclass
class StepRecord:
    """One step of one episode."""

    traj_id: str
    task_id: str
    step_index: int
    prompt: str
    action: str
    reward: float
    terminated: bool
    truncated: bool
    segment: dict[str, Any]
    info: dict[str, Any] = field(default_factory=dict)
    error: str | None = None
    policy_output: Any = None

    @property
    def terminal_reason(self) -> str | None:
        """The segment's ``terminal_reason``."""
        return self.segment.get("terminal_reason")


@dataclass
class EpisodeSummary:
    """How one episode went."""

    traj_id: str
    task_id: str | None
    seed: int | None
    steps: int = 0
    episode_return: float = 0.0
    terminated: bool = False
    truncated: bool = False
    terminal_reason: str | None = None
    error: str | None = None


@dataclass
class Rollout:
    """The result of :meth:`RolloutCollector.collect`: step records and one summary per requested episode."""

    steps: list[StepRecord]
    episodes: list[EpisodeSummary]

    def by_trajectory(self) -> dict[str, list[StepRecord]]:
        """Group the steps by ``traj_id`` (in step order)."""
        grouped: dict[str, list[StepRecord]] = {}
        for step in self.steps:
            grouped.setdefault(step.traj_id, []).append(step)
        for steps in grouped.values():
            steps.sort(key=lambda s: s.step_index)
        return grouped


# ---------------------------------------------------------------------------------------------- env guard
def _describe(error: BaseException) -> str:
    return f"{type(error).__name__}: {error}"


class GuardedEnv(gym.Env[str, str]):
    """Wraps an env so that exceptions in ``reset``/``step`` come back as ``info["env_error"]``.

    A failed ``reset`` returns ``("", {"env_error": ...})``; a failed ``step`` returns
    ``("", 0.0, False, True, {"env_error": ..., "segment": {..., "terminal_reason": "env_error"}})``. The inner
    env is rebuilt at the next ``reset`` after a failure, since its state is unknown.
    """

    def __init__(self, factory: Callable[[], gym.Env] | None = None, *, inner_id: str | None = None,
                 inner_kwargs: dict[str, Any] | None = None):
        """Wrap ``factory()`` (or ``gym.make(inner_id, **inner_kwargs)``); the env is made on first use."""
        if (factory is None) == (inner_id is None):
            raise ConfigError("Pass exactly one of factory and inner_id.")
        self._factory = factory or (lambda: gym.make(inner_id, **dict(inner_kwargs or {})))
        self._env: gym.Env | None = None
        self._segment: dict[str, Any] = {}

    def _inner(self) -> gym.Env:
        if self._env is None:
            self._env = self._factory()
            self.observation_space, self.action_space = self._env.observation_space, self._env.action_space
        return self._env

    def _discard(self) -> None:
        env, self._env = self._env, None
        if env is not None:
            try:
                env.close()
            except Exception:  # noqa: BLE001  (a broken env may fail to close too)
                traceback.print_exc()

    def reset(self, *, seed: int | None = None, options: dict[str, Any] | None = None) -> tuple[str, dict]:
        """Reset the inner env, or report why it failed."""
        try:
            obs, info = self._inner().reset(seed=seed, options=options)
        except Exception as error:  # noqa: BLE001  (any env failure ends only this episode)
            self._discard()
            options = options or {}
            self._segment = {}
            return "", {"env_error": _describe(error), "task_id": options.get("task_id"),
                        "traj_id": options.get("traj_id")}
        self._segment = dict(info.get("segment") or {})
        return obs, info

    def step(self, action: str) -> tuple[str, float, bool, bool, dict]:
        """Step the inner env, or report why it failed."""
        try:
            if self._env is None:
                raise RuntimeError("the env failed earlier; reset it first")
            obs, reward, terminated, truncated, info = self._env.step(action)
        except Exception as error:  # noqa: BLE001
            self._discard()
            previous = self._segment
            segment = {"traj_id": previous.get("traj_id"), "step_index": previous.get("next_step", 0),
                       "task_id": previous.get("task_id"), "anchor_key": previous.get("anchor_key"),
                       "reward_components": {}, "format_ok": None, "tool_calls": [], "terminal_reason": "env_error"}
            return "", 0.0, False, True, {"env_error": _describe(error), "segment": segment}
        segment = dict(info.get("segment") or {})
        self._segment = {**segment, "next_step": int(segment.get("step_index", 0)) + 1}
        return obs, float(reward), bool(terminated), bool(truncated), info

    def close(self) -> None:
        """Close the inner env."""
        self._discard()


def make_guarded(inner_id: str, inner_kwargs: dict[str, Any] | None = None) -> GuardedEnv:
    """Entry point of ``capo/Guarded-v0`` (so a worker process can build a guarded env from an id)."""
    return GuardedEnv(inner_id=inner_id, inner_kwargs=inner_kwargs)


# ---------------------------------------------------------------------------------------------- backends
class _LocalSlots:
    """Envs in this process, stepped in a thread pool (or a plain loop when ``workers == 0``)."""

    def __init__(self, factory: Callable[[], gym.Env], num_envs: int, workers: int):
        self.envs = [GuardedEnv(factory) for _ in range(num_envs)]
        self._pool = ThreadPoolExecutor(workers, thread_name_prefix="capo-env") if workers > 0 else None

    def _map(self, fn: Callable, items: list) -> list:
        if self._pool is None or len(items) <= 1:
            return [fn(*item) for item in items]
        return list(self._pool.map(lambda item: fn(*item), items))

    def reset(self, batch: list[tuple[int, int | None, dict]]) -> list[tuple[str, dict]]:
        return self._map(lambda slot, seed, options: self.envs[slot].reset(seed=seed, options=options), batch)

    def step(self, batch: list[tuple[int, str]]) -> list[tuple]:
        return self._map(lambda slot, action: self.envs[slot].step(action), batch)

    def close(self) -> None:
        for env in self.envs:
            env.close()
        if self._pool is not None:
            self._pool.shutdown(wait=True)


class _ProcessSlots:
    """One worker process per slot, through :class:`~agentgym_capo.envs.parallel.ProcessEnvPool`."""

    def __init__(self, env_id: str, env_kwargs: dict[str, Any], num_envs: int, start_method: str):
        from agentgym_capo.envs.parallel import ProcessEnvPool

        self.pool = ProcessEnvPool(GUARDED_ENV_ID, num_envs, start_method=start_method, inner_id=env_id,
                                   inner_kwargs=dict(env_kwargs))

    def reset(self, batch: list[tuple[int, int | None, dict]]) -> list[tuple[str, dict]]:
        return self.pool.reset(seeds=[seed for _, seed, _ in batch], options=[opt for _, _, opt in batch],
                               indices=[slot for slot, _, _ in batch])

    def step(self, batch: list[tuple[int, str]]) -> list[tuple]:
        return self.pool.step([action for _, action in batch], indices=[slot for slot, _ in batch])

    def close(self) -> None:
        self.pool.close()


# ---------------------------------------------------------------------------------------------- the collector
@dataclass
class _Running:
    request: EpisodeRequest
    summary: EpisodeSummary
    prompt: str
    info: dict[str, Any]
    step_index: int = 0


class RolloutCollector:
    """Plays batches of episodes on ``num_envs`` env slots (see the module docstring)."""

    def __init__(self, env_id: str | None = None, env_kwargs: dict[str, Any] | None = None, *,
                 env_factory: Callable[[], gym.Env] | None = None, backend: str = "thread", num_envs: int = 8,
                 num_workers: int | None = None, max_steps: int | None = None, start_method: str = "spawn",
                 progress: bool = True):
        """Set up the slots (their envs are made lazily, or at once in worker processes).

        Args:
            env_id: A registered id (``gym.make(env_id, **env_kwargs)`` per slot).
            env_kwargs: Constructor kwargs for ``env_id``.
            env_factory: Instead of an id: a callable returning a fresh env (thread and sync backends).
            backend: ``"thread"``, ``"process"`` or ``"sync"``.
            num_envs: Slots, i.e. episodes running at once (the policy's largest batch).
            num_workers: Threads for the thread backend (default ``num_envs``).
            max_steps: Collector-side step cap per episode (None: rely on the env's time limit).
            start_method: Process start method of the process backend.
            progress: Show a progress bar over finished episodes.
        """
        if backend not in _BACKENDS:
            raise ConfigError(f"backend must be one of {list(_BACKENDS)}, got {backend!r}.")
        if (env_id is None) == (env_factory is None):
            raise ConfigError("Pass exactly one of env_id and env_factory.")
        if backend == "process" and env_id is None:
            raise ConfigError("The process backend builds envs inside worker processes: pass env_id (and "
                              "env_kwargs), not env_factory.")
        if not isinstance(num_envs, int) or num_envs < 1:
            raise ConfigError(f"num_envs must be a positive integer, got {num_envs!r}.")
        if max_steps is not None and (not isinstance(max_steps, int) or max_steps < 1):
            raise ConfigError(f"max_steps must be a positive integer or None, got {max_steps!r}.")
        self.env_id, self.env_kwargs = env_id, dict(env_kwargs or {})
        self.backend, self.num_envs, self.max_steps, self.progress = backend, num_envs, max_steps, progress
        self._factory = env_factory or (lambda: gym.make(env_id, **self.env_kwargs))
        self._workers = 0 if backend == "sync" else (num_workers or num_envs)
        self._start_method = start_method
        self._slots: _LocalSlots | _ProcessSlots | None = None

    def __enter__(self) -> RolloutCollector:
        return self

    def __exit__(self, *exc) -> None:
        self.close()

    def close(self) -> None:
        """Close every env (and worker process)."""
        if self._slots is not None:
            self._slots.close()
            self._slots = None

    def _open(self) -> _LocalSlots | _ProcessSlots:
        if self._slots is None:
            if self.backend == "process":
                self._slots = _ProcessSlots(self.env_id, self.env_kwargs, self.num_envs, self._start_method)
            else:
                self._slots = _LocalSlots(self._factory, self.num_envs, self._workers)
        return self._slots

    def collect(self, episodes: Iterable[EpisodeRequest | Sequence[Any] | dict[str, Any]],
                act: Callable[[list[PolicyInput]], Sequence[Any]]) -> Rollout:
        """Play every requested episode to its end.

        Args:
            episodes: ``EpisodeRequest`` s or ``(task_id, traj_id[, seed])`` tuples.
            act: The policy: gets the running episodes' :class:`PolicyInput` s, returns one action each (a
                string, or an object with a ``text`` attribute).

        Returns:
            Every step (in the order they happened) and one summary per requested episode (in request order).
        """
        requests = [EpisodeRequest.coerce(item) for item in episodes]
        summaries = [EpisodeSummary(r.traj_id or "", r.task_id, r.seed) for r in requests]
        steps: list[StepRecord] = []
        waiting = deque(range(len(requests)))
        free = list(range(self.num_envs - 1, -1, -1))
        running: dict[int, _Running] = {}
        restarts = 0
        bar = tqdm(total=len(requests), desc="episodes", unit="ep", disable=not self.progress, leave=False)
        try:
            while waiting or running:
                try:
                    self._start(waiting, free, running, requests, summaries, bar)
                    if running:
                        self._advance(running, free, act, steps, bar)
                except EnvWorkerError as error:
                    restarts += 1
                    self._fail_all(running, free, steps, bar, f"worker failure: {error}")
                    self.close()
                    if restarts > _MAX_POOL_RESTARTS:
                        for index in waiting:
                            summaries[index].terminal_reason, summaries[index].error = "env_error", str(error)
                            bar.update(1)
                        waiting.clear()
        finally:
            bar.close()
        return Rollout(steps, summaries)

    def _start(self, waiting: deque, free: list[int], running: dict[int, _Running],
               requests: list[EpisodeRequest], summaries: list[EpisodeSummary], bar) -> None:
        while waiting and free:
            batch, indices = [], []
            while waiting and free:
                index = waiting.popleft()
                request = requests[index]
                options = {key: value for key, value in
                           (("task_id", request.task_id), ("traj_id", request.traj_id)) if value is not None}
                batch.append((free.pop(), request.seed, options))
                indices.append(index)
            try:
                results = self._open().reset(batch)
            except EnvWorkerError:
                waiting.extendleft(reversed(indices))  # not started: they wait for the restarted pool
                raise
            for (slot, _, _), index, (obs, info) in zip(batch, indices, results, strict=True):
                summary = summaries[index]
                if "env_error" in info:
                    summary.terminal_reason, summary.error = "env_error", info["env_error"]
                    free.append(slot)
                    bar.update(1)
                    continue
                segment = info.get("segment") or {}
                summary.traj_id = segment.get("traj_id") or summary.traj_id
                summary.task_id = segment.get("task_id", summary.task_id)
                running[slot] = _Running(requests[index], summary, obs, info)

    def _advance(self, running: dict[int, _Running], free: list[int], act: Callable, steps: list[StepRecord],
                 bar) -> None:
        slots = list(running)
        inputs = [PolicyInput(running[s].summary.traj_id, running[s].summary.task_id or "", running[s].step_index,
                              running[s].prompt, running[s].info) for s in slots]
        outputs = list(act(inputs))
        if len(outputs) != len(inputs):
            raise ConfigError(f"The policy must return one action per input: got {len(inputs)} inputs and "
                              f"{len(outputs)} actions.")
        texts = [out if isinstance(out, str) or out is None else getattr(out, "text", None) for out in outputs]
        if any(not isinstance(text, str) for text, out in zip(texts, outputs, strict=True) if out is not None):
            raise ConfigError("The policy must return strings, objects with a str `text` attribute, or None (stop "
                              f"the episode); got {[type(out).__name__ for out in outputs]}.")
        for slot, out in zip(slots, outputs, strict=True):
            if out is None:
                self._end(running, free, slot, bar, truncated=True, reason="policy_stop")
        slots, texts, outputs = ([x for x, out in zip(column, outputs, strict=True) if out is not None]
                                 for column in (slots, texts, outputs))
        results = self._open().step(list(zip(slots, texts, strict=True))) if slots else []
        for slot, text, output, result in zip(slots, texts, outputs, results, strict=True):
            live = running[slot]
            obs, reward, terminated, truncated, info = result
            segment = dict(info.get("segment") or {})
            error = info.get("env_error")
            if (self.max_steps is not None and live.step_index + 1 >= self.max_steps
                    and not (terminated or truncated)):
                truncated = True
                segment["terminal_reason"] = segment.get("terminal_reason") or "max_steps"
            record = StepRecord(live.summary.traj_id, live.summary.task_id or "", live.step_index, live.prompt,
                                text, float(reward), bool(terminated), bool(truncated), segment, info, error,
                                None if isinstance(output, str) else output)
            steps.append(record)
            summary = live.summary
            summary.steps += 1
            summary.episode_return += record.reward
            live.prompt, live.info, live.step_index = obs, info, live.step_index + 1
            if terminated or truncated:
                summary.error = error
                self._end(running, free, slot, bar, terminated=record.terminated, truncated=record.truncated,
                          reason=record.terminal_reason)

    @staticmethod
    def _end(running: dict[int, _Running], free: list[int], slot: int, bar, *, terminated: bool = False,
             truncated: bool = False, reason: str | None = None) -> None:
        summary = running.pop(slot).summary
        summary.terminated, summary.truncated, summary.terminal_reason = terminated, truncated, reason
        free.append(slot)
        bar.update(1)

    def _fail_all(self, running: dict[int, _Running], free: list[int], steps: list[StepRecord], bar,
                  why: str) -> None:
        for slot, live in list(running.items()):
            summary = live.summary
            segment = {"traj_id": summary.traj_id, "step_index": live.step_index, "task_id": summary.task_id,
                       "anchor_key": (live.info.get("segment") or {}).get("anchor_key"), "reward_components": {},
                       "format_ok": None, "tool_calls": [], "terminal_reason": "env_error"}
            steps.append(StepRecord(summary.traj_id, summary.task_id or "", live.step_index, live.prompt, "", 0.0,
                                    False, True, segment, {"env_error": why}, why))
            summary.steps += 1
            summary.truncated, summary.terminal_reason, summary.error = True, "env_error", why
            del running[slot]
            bar.update(1)
        free[:] = list(range(self.num_envs - 1, -1, -1))
