"""The ``ray`` backend of :class:`~agentgym_capo.rollout.RolloutCollector`: each env slot is a Ray actor.

>>> import ray
>>> ray.init(address="auto")  # or ray.init(num_cpus=N) on one machine
>>> with RolloutCollector("capo/ALFWorld-v0", backend="ray", num_envs=64) as collector:
...     rollout = collector.collect(episodes, policy)

This is how envs that outgrow one machine's cores spread over a cluster: Ray places the actors on its nodes
(``actor_options`` are passed to ``ActorClass.options``: ``num_cpus``, ``resources``, ``scheduling_strategy``,
``runtime_env`` …), the policy stays in the driver, and actions and observations travel as plain strings.
Install with ``pip install agentgym_capo[ray]``.

Choices made here:

* **Ray is not started here** unless ``address`` is given: the user's ``ray.init`` (a local cluster, or
  ``address="auto"`` on a cluster node) decides where actors go; without one, Ray's own first-use
  ``ray.init()`` starts a local cluster.
* **A dead actor ends only its own episode.** The other backends' workers are one pool, so a dead worker
  ends every running episode (:class:`~agentgym_capo.errors.EnvWorkerError`). Ray actors fail one by one,
  so here an actor that dies (killed, its node lost, out of memory) gives that slot the same answer
  :class:`~agentgym_capo.wrappers.guarded.GuardedEnv` gives for an env exception — ``env_error`` in the
  info, the step truncated — and the slot gets a fresh actor for its next episode. Actors are created with
  ``max_restarts=0`` so that Ray does not silently restart one mid-episode with a fresh env.
* **A hung actor** (no answer within ``timeout`` seconds) is a worker failure: the collector ends the running
  episodes and reopens the backend, as for a hung worker process.
"""

from __future__ import annotations

import os
from collections.abc import Callable
from typing import Any

import gymnasium as gym

from agentgym_capo.envs.core import ActionSegment
from agentgym_capo.errors import ConfigError, EnvWorkerError
from agentgym_capo.rollout.backends import EnvBackend, ResetBatch, StepBatch
from agentgym_capo.wrappers.guarded import GuardedEnv

__all__ = ["RayBackend"]


def _ray():
    try:
        import ray
    except ImportError as error:
        raise ConfigError("backend='ray' needs Ray: pip install 'agentgym_capo[ray]' (or ray==2.60.0).") from error
    return ray


class _EnvActor:
    """One guarded env inside a Ray actor process."""

    def __init__(self, factory: Callable[[], gym.Env]):
        self.env = GuardedEnv.from_factory(factory)

    def reset(self, seed: int | None, options: dict[str, Any]) -> tuple[str, dict]:
        return self.env.reset(seed=seed, options=options)

    def step(self, action: str) -> tuple:
        return self.env.step(action)

    def pid(self) -> int:
        return os.getpid()

    def close(self) -> None:
        self.env.close()


class RayBackend(EnvBackend):
    """``num_envs`` Ray actors, each holding one guarded env (see the module docstring)."""

    def __init__(self, factory: Callable[[], gym.Env], num_envs: int, *, address: str | None = None,
                 actor_options: dict[str, Any] | None = None, timeout: float | None = 600.0, **options: Any):
        """Start one actor per slot.

        Args:
            factory: Makes one env inside an actor (serialised with Ray's cloudpickle).
            num_envs: Number of slots (actors).
            address: Passed to ``ray.init`` when Ray is not initialised yet (None: leave it to the user/Ray).
            actor_options: ``ActorClass.options(...)`` for every actor (placement, resources, runtime_env).
            timeout: Seconds to wait for one batch before the backend counts as hung (None: forever).
            **options: Ignored (other backends' options).
        """
        ray = _ray()
        if address is not None and not ray.is_initialized():
            ray.init(address=address)
        super().__init__(factory, num_envs)
        self.timeout = timeout
        self._actor_class = ray.remote(_EnvActor).options(**{"max_restarts": 0, **(actor_options or {})})
        self.actors = [self._actor_class.remote(factory) for _ in range(num_envs)]
        self._segments: list[dict[str, Any]] = [{} for _ in range(num_envs)]

    def _gather(self, calls: list[tuple[int, Any]]) -> list[Any]:
        """Wait for every ``(slot, ref)``; a dead actor's answer is its exception (and the slot gets a new actor)."""
        ray = _ray()
        answers = []
        for slot, ref in calls:
            try:
                answers.append(ray.get(ref, timeout=self.timeout))
            except ray.exceptions.GetTimeoutError as error:
                raise EnvWorkerError(f"Ray env actor of slot {slot} gave no answer within {self.timeout} s; "
                                     "restarting the backend.") from error
            except ray.exceptions.RayError as error:  # the actor died (or its task failed outside GuardedEnv)
                answers.append(error)
                ray.kill(self.actors[slot], no_restart=True)
                self.actors[slot] = self._actor_class.remote(self.factory)
        return answers

    @staticmethod
    def _describe(error: BaseException) -> str:
        first = str(error).strip().splitlines()[0] if str(error).strip() else ""
        return f"Ray env actor died ({type(error).__name__}: {first})"[:500]

    def reset(self, batch: ResetBatch) -> list[tuple[str, dict]]:
        """Reset the slots' actors in parallel."""
        answers = self._gather([(slot, self.actors[slot].reset.remote(seed, options)) for slot, seed, options in batch])
        out = []
        for (slot, _, options), answer in zip(batch, answers, strict=True):
            if isinstance(answer, BaseException):
                answer = ("", {"env_error": self._describe(answer), "task_id": options.get("task_id"),
                               "traj_id": options.get("traj_id")})
            self._segments[slot] = {**(answer[1].get("segment") or {}), "next_step": 0}
            out.append(answer)
        return out

    def step(self, batch: StepBatch) -> list[tuple]:
        """Step the slots' actors in parallel."""
        answers = self._gather([(slot, self.actors[slot].step.remote(action)) for slot, action in batch])
        out = []
        for (slot, _), answer in zip(batch, answers, strict=True):
            previous = self._segments[slot]
            if isinstance(answer, BaseException):
                segment = ActionSegment(previous.get("traj_id") or "", int(previous.get("next_step", 0)),
                                        previous.get("task_id") or "", previous.get("anchor_key") or "",
                                        terminal_reason="env_error")
                answer = ("", 0.0, False, True, {"env_error": self._describe(answer), "segment": segment.to_dict()})
            segment = dict(answer[4].get("segment") or {})
            self._segments[slot] = {**segment, "next_step": int(segment.get("step_index", 0)) + 1}
            out.append(answer)
        return out

    def close(self) -> None:
        """Close the envs and end the actors."""
        ray = _ray()
        refs = []
        for actor in self.actors:
            try:
                refs.append(actor.close.remote())
            except ray.exceptions.RayError:
                pass
        try:
            ray.wait(refs, num_returns=len(refs), timeout=10)
        except ray.exceptions.RayError:
            pass
        for actor in self.actors:
            ray.kill(actor, no_restart=True)
        self.actors = []
