"""The policy side of a rollout: what a policy sees (:class:`PolicyInput`) and the :class:`ActionPolicy` protocol.

One round of a rollout gives the policy the states of every running episode at once (one batch, as an LLM
server likes it). A policy answers each with a :class:`~agentgym_capo.rollout.records.PolicyAction`, a plain
string (a text-only policy) or None (stop that episode without a step, ``terminal_reason="policy_stop"``,
e.g. when its context is full). A bare callable ``act(inputs)`` is accepted wherever a policy is.

A policy that can answer each episode as soon as its own action is ready (continuous batching) also has
``stream()`` (:class:`StreamingPolicy`): the collector then submits each episode's state when it is ready and
steps that episode's env as soon as its action comes back, with no rounds (one process only: with several, the
rounds keep the generation collectives in step).
"""

from __future__ import annotations

import contextlib
from collections.abc import Hashable, Sequence
from dataclasses import dataclass
from typing import Any, Protocol, runtime_checkable

import gymnasium as gym

from agentgym_capo.rollout.records import PolicyAction

__all__ = ["ActionPolicy", "ActionStream", "PolicyInput", "PolicyOutput", "StreamingPolicy"]

PolicyOutput = PolicyAction | str | None


@dataclass
class PolicyInput:
    """One running episode's state, as the policy sees it.

    Attributes:
        traj_id: The episode's trajectory id.
        task_id: Its task.
        group_id: Its group.
        step_index: How many actions it has taken.
        prompt: The observation text.
        info: The env's info at this state (``messages``, ``tools``, ``admissible_actions`` …).
        prompt_ids: The state rendered by :func:`~agentgym_capo.wrappers.chat.render_prompt` (None when the
            collector has no tokenizer).
        prompt_text: The rendered text (None without a tokenizer).
        env: The slot's env on in-process backends (scripted policies read the oracle from it); None when
            the env lives in another process.
    """

    traj_id: str
    task_id: str
    group_id: str
    step_index: int
    prompt: str
    info: dict[str, Any]
    prompt_ids: list[int] | None = None
    prompt_text: str | None = None
    env: gym.Env | None = None


@runtime_checkable
class ActionPolicy(Protocol):
    """What a collector needs from a policy."""

    def act(self, inputs: Sequence[PolicyInput]) -> Sequence[PolicyOutput]:
        """Return one action per input.

        The list may be empty: with several processes a policy is still called when only other processes
        have running episodes, because vLLM server mode and ZeRO-3 generation are collectives.
        """
        ...


class ActionStream(Protocol):
    """An open stream of a :class:`StreamingPolicy`: states go in one by one, actions come out as they are ready."""

    def submit(self, key: Hashable, item: PolicyInput) -> None:
        """Ask for an action for ``item``; ``key`` names its episode until :meth:`forget`."""
        ...

    def next_finished(self) -> list[tuple[Hashable, PolicyOutput]]:
        """Work until at least one submitted state has its action (if any is pending); return those."""
        ...

    def forget(self, key: Hashable) -> None:
        """The episode ``key`` ended: drop what is kept for it, and its pending request if any."""
        ...


@runtime_checkable
class StreamingPolicy(Protocol):
    """A policy that can also answer episode by episode (continuous batching)."""

    def stream(self) -> contextlib.AbstractContextManager[ActionStream] | None:
        """A context giving an :class:`ActionStream`, or None when this policy cannot stream now."""
        ...
