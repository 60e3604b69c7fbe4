"""Rollout collection: play many episodes of any registered text env id and return one record per step.

The collector follows the Gymnasium contract only (``reset(seed, options)``, the 5-tuple ``step``,
``info["messages"]``, optional ``info["segment"]`` and ``info["admissible_actions"]``), so it works with
every ``capo/`` id and with a user's own text env. It holds a list of single envs, steps only the active
ones and never auto-resets (STYLE item 6). The policy is anything with an ``act`` method
(:class:`ActionPolicy`): the trainer supplies one that generates through TRL (``generate`` mode) or scores
the listed actions (``choose`` mode); ``capo eval`` supplies greedy local or HTTP policies.

Choices made here:

* Group baselines: the ``group_size`` trajectories of a task share ``task_id``, ``group_id`` and the reset
  seed, so the env starts them in the same state.
* An env that raises in ``reset`` or ``step`` ends that episode with ``terminal_reason="env_error"``; the
  episode is kept in the episode list (for metrics) and marked ``dropped``, and none of its steps enter the
  update. The other episodes go on.
* A state whose prompt exceeds ``max_prompt_length`` tokens ends the episode as truncated
  (``terminal_reason="prompt_too_long"``) before that step; an episode with no step at all is dropped.
* The step limit is enforced here as well (``max_env_steps``), whatever wrappers the env has, so a
  time-limit ending is always ``truncated`` and never ``terminated``.
* With several processes, ``sync`` (an all-reduce of "anyone still active?") keeps every rank calling the
  policy the same number of times, which vLLM server mode and DeepSpeed ZeRO-3 generation require.
"""

from __future__ import annotations

import random
import time
import traceback
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from typing import Any, Protocol

import gymnasium as gym
from tqdm.auto import tqdm

from agentgym_capo.envs.core import stable_hash
from agentgym_capo.errors import ConfigError, UnknownEnvError

__all__ = [
    "ActionPolicy",
    "EpisodeResult",
    "EpisodeSpec",
    "PolicyAction",
    "PromptRenderer",
    "RolloutResult",
    "StepRecord",
    "TaskSchedule",
    "collect_rollouts",
    "make_env",
    "registered_step_limit",
]


@dataclass
class PolicyAction:
    """One action chosen by a policy.

    Attributes:
        text: The response text sent to ``env.step``.
        response_ids: Its token ids (in ``choose`` mode: the chosen candidate's ids).
        logps: Sampling log-probs per token, if the backend reports them (vLLM), else None.
        candidates: ``choose`` mode: token ids of every listed action.
        chosen: ``choose`` mode: index of the chosen candidate.
        choice_logp: ``choose`` mode: log-probability of the choice.
        trunk: ``choose`` mode with ``trainable_layers``: the frozen trunk's states of the packed state
            (a ``(tokens, hidden)`` tensor), reused by the trainer instead of a second trunk pass.
    """

    text: str
    response_ids: list[int]
    logps: list[float] | None = None
    candidates: list[list[int]] | None = None
    chosen: int | None = None
    choice_logp: float | None = None
    trunk: Any = None


class ActionPolicy(Protocol):
    """What the collector needs from a policy."""

    def act(self, prompt_ids: list[list[int]], infos: list[dict[str, Any]]) -> list[PolicyAction]:
        """Return one action per state (the list may be empty; a policy may still take part in collectives)."""
        ...


@dataclass(frozen=True)
class EpisodeSpec:
    """Which episode to play: the task, the ids the trainer links steps by, and the reset seed."""

    task_id: str
    traj_id: str
    group_id: str
    seed: int


@dataclass
class StepRecord:
    """One step of one episode (the paper's layout: one row per step)."""

    traj_id: str
    group_id: str
    task_id: str
    step_index: int
    prompt_ids: list[int]
    prompt_text: str
    action: PolicyAction
    reward: float
    anchor_key: str
    reward_components: dict[str, float] = field(default_factory=dict)
    format_ok: bool | None = None
    terminated: bool = False
    truncated: bool = False
    terminal_reason: str | None = None


@dataclass
class EpisodeResult:
    """One finished episode."""

    spec: EpisodeSpec
    steps: list[StepRecord]
    terminal_reason: str | None
    dropped: bool = False
    error: str | None = None
    final_prompt_ids: list[int] | None = None

    @property
    def episode_return(self) -> float:
        """Undiscounted sum of step rewards."""
        return float(sum(step.reward for step in self.steps))

    @property
    def success(self) -> bool:
        """Whether the env reported ``terminal_reason == "success"``."""
        return self.terminal_reason == "success"


@dataclass
class RolloutResult:
    """All episodes of one rollout, plus timing."""

    episodes: list[EpisodeResult]
    seconds: float = 0.0

    def training_steps(self) -> list[StepRecord]:
        """Steps of every episode that is not dropped, in (episode, step) order."""
        return [step for episode in self.episodes if not episode.dropped for step in episode.steps]

    def kept(self) -> list[EpisodeResult]:
        """Episodes that enter the update."""
        return [episode for episode in self.episodes if not episode.dropped]


class PromptRenderer:
    """Turn an env state into prompt token ids with the tokenizer's chat template (cached per text)."""

    def __init__(self, tokenizer: Any, *, use_tools: bool = True):
        """Wrap ``tokenizer``; ``use_tools`` passes ``info["tools"]`` to the template when it has any."""
        self.tokenizer = tokenizer
        self.use_tools = use_tools

    def messages(self, obs: str, info: dict[str, Any]) -> list[dict[str, str]]:
        """The chat messages of a state: ``info["messages"]``, else the observation as one user turn."""
        messages = info.get("messages")
        return list(messages) if messages else [{"role": "user", "content": str(obs)}]

    def __call__(self, obs: str, info: dict[str, Any]) -> list[int]:
        """Return the prompt ids (with the generation prompt) of a state."""
        kwargs: dict[str, Any] = {}
        if self.use_tools and info.get("tools"):
            kwargs["tools"] = info["tools"]
        ids = self.tokenizer.apply_chat_template(
            self.messages(obs, info), add_generation_prompt=True, tokenize=True, return_dict=False, **kwargs)
        if isinstance(ids, dict) or hasattr(ids, "input_ids"):
            ids = ids["input_ids"]
        return [int(token) for token in ids]


class TaskSchedule:
    """A deterministic, resumable stream of task ids: the split shuffled per pass, with a cursor."""

    def __init__(self, task_ids: Sequence[str], seed: int, cursor: int = 0):
        """Create the schedule over ``task_ids`` (shuffled with ``seed`` on each pass)."""
        if not task_ids:
            raise ConfigError("The env's split has no tasks; check task_split and the env's data.")
        self.task_ids = list(task_ids)
        self.seed = seed
        self.cursor = cursor

    def _order(self, epoch: int) -> list[str]:
        order = list(self.task_ids)
        random.Random(self.seed * 1_000_003 + epoch).shuffle(order)
        return order

    def take(self, count: int) -> list[str]:
        """Return the next ``count`` task ids and advance the cursor."""
        out = []
        for position in range(self.cursor, self.cursor + count):
            epoch, offset = divmod(position, len(self.task_ids))
            out.append(self._order(epoch)[offset])
        self.cursor += count
        return out

    def state_dict(self) -> dict[str, int]:
        """The resumable state."""
        return {"cursor": self.cursor, "seed": self.seed}

    def load_state_dict(self, state: dict[str, int]) -> None:
        """Restore :meth:`state_dict`."""
        self.cursor, self.seed = int(state["cursor"]), int(state["seed"])


def registered_step_limit(env_id: str) -> int | None:
    """The registered ``max_episode_steps`` of ``env_id`` (None when it has none)."""
    return _spec(env_id).max_episode_steps


def _spec(env_id: str) -> gym.envs.registration.EnvSpec:
    if env_id not in gym.registry:
        from agentgym_capo.envs.registry import entry_for

        entry_for(env_id)  # raises UnknownEnvError with suggestions for capo/ ids
        raise UnknownEnvError(f"Unknown env id {env_id!r}: register it with gymnasium.register first.")
    return gym.spec(env_id)


def make_env(env_id: str, *, max_env_steps: int | None = None, env_kwargs: dict | None = None) -> gym.Env:
    """``gym.make`` an env for rollouts; ``max_env_steps`` overrides the registered time limit."""
    kwargs = dict(env_kwargs or {})
    _spec(env_id)
    if max_env_steps is not None:
        kwargs["max_episode_steps"] = max_env_steps
        try:
            return gym.make(env_id, max_steps=max_env_steps, **kwargs)
        except TypeError:  # a user env without a max_steps argument
            pass
    return gym.make(env_id, **kwargs)


def _segment(info: dict[str, Any]) -> dict[str, Any]:
    segment = info.get("segment")
    return segment if isinstance(segment, dict) else {}


@dataclass
class _Live:
    """Book-keeping of one running episode."""

    env: gym.Env
    spec: EpisodeSpec
    obs: str = ""
    info: dict[str, Any] = field(default_factory=dict)
    steps: list[StepRecord] = field(default_factory=list)
    done: bool = False
    result: EpisodeResult | None = None


def _finish(live: _Live, reason: str | None, *, dropped: bool = False, error: str | None = None,
            final_prompt: list[int] | None = None) -> None:
    live.done = True
    live.result = EpisodeResult(live.spec, live.steps, reason, dropped or not live.steps, error, final_prompt)


def _reset(live: _Live) -> None:
    try:
        live.obs, live.info = live.env.reset(
            seed=live.spec.seed, options={"task_id": live.spec.task_id, "traj_id": live.spec.traj_id})
    except Exception as error:  # an env failing is data, not a crash (module docstring)
        _finish(live, "env_error", dropped=True, error=_describe(error))


def _describe(error: BaseException) -> str:
    return "".join(traceback.format_exception_only(type(error), error)).strip()[:500]


def _step(live: _Live, prompt_ids: list[int], prompt_text: str, action: PolicyAction, max_env_steps: int | None,
          renderer: PromptRenderer) -> None:
    anchor = _segment(live.info).get("anchor_key") or stable_hash(prompt_text)
    try:
        obs, reward, terminated, truncated, info = live.env.step(action.text)
    except Exception as error:
        _finish(live, "env_error", dropped=True, error=_describe(error))
        return
    segment = _segment(info)
    step_index = len(live.steps)
    time_limit = max_env_steps is not None and step_index + 1 >= max_env_steps
    truncated = bool(truncated or time_limit) and not terminated
    reason = segment.get("terminal_reason")
    if terminated and reason is None:
        reason = "success" if info.get("success") or info.get("won") else "failure"
    if truncated and reason is None:
        reason = "max_steps"
    record = StepRecord(
        traj_id=live.spec.traj_id, group_id=live.spec.group_id, task_id=live.spec.task_id,
        step_index=step_index, prompt_ids=prompt_ids, prompt_text=prompt_text, action=action,
        reward=float(reward), anchor_key=str(segment.get("anchor_key") or anchor),
        reward_components=dict(segment.get("reward_components") or {}), format_ok=segment.get("format_ok"),
        terminated=bool(terminated), truncated=truncated, terminal_reason=reason if (terminated or truncated) else None,
    )
    live.steps.append(record)
    live.obs, live.info = obs, info
    if terminated or truncated:
        final = renderer(obs, info) if truncated else None
        _finish(live, reason, final_prompt=final)


def _truncate_for_length(live: _Live) -> None:
    if live.steps:
        live.steps[-1].truncated = True
        live.steps[-1].terminal_reason = "prompt_too_long"
    _finish(live, "prompt_too_long")


def collect_rollouts(
    envs: Sequence[gym.Env],
    specs: Sequence[EpisodeSpec],
    policy: ActionPolicy,
    renderer: PromptRenderer,
    *,
    max_env_steps: int | None = None,
    max_prompt_length: int | None = None,
    sync: Callable[[bool], bool] | None = None,
    progress: bool = True,
    description: str = "rollout",
) -> RolloutResult:
    """Play one episode per (env, spec) pair, stepping all active episodes together.

    Args:
        envs: One env per episode (reused across calls; never auto-reset).
        specs: What each env plays.
        policy: Chooses the actions of all active states at once.
        renderer: Turns a state into prompt ids.
        max_env_steps: Step limit (truncation), None for the env's own.
        max_prompt_length: Longest prompt in tokens, None for no limit.
        sync: ``sync(locally_active) -> any process active``; None in a single process.
        progress: Show a progress bar over finished episodes.
        description: Progress-bar label.

    Returns:
        The :class:`RolloutResult`.
    """
    if len(envs) != len(specs):
        raise ConfigError(f"collect_rollouts needs one env per episode; got {len(envs)} envs, {len(specs)} specs.")
    start = time.perf_counter()
    lives = [_Live(env, spec) for env, spec in zip(envs, specs, strict=True)]
    for live in lives:
        _reset(live)
    bar = tqdm(total=len(lives), desc=description, disable=not progress, leave=False)
    bar.update(sum(live.done for live in lives))
    while True:
        active = [live for live in lives if not live.done]
        prompts = []
        for live in active:
            prompt_ids = renderer(live.obs, live.info)
            if max_prompt_length is not None and len(prompt_ids) > max_prompt_length:
                _truncate_for_length(live)
                continue
            prompts.append((live, prompt_ids))
        locally_active = bool(prompts)
        if not (sync(locally_active) if sync is not None else locally_active):
            break
        actions = policy.act([ids for _, ids in prompts], [live.info for live, _ in prompts])
        for (live, prompt_ids), action in zip(prompts, actions, strict=True):
            text = renderer.tokenizer.decode(prompt_ids, skip_special_tokens=False)
            _step(live, prompt_ids, text, action, max_env_steps, renderer)
        bar.update(sum(live.done for live in active))
    bar.close()
    return RolloutResult([live.result for live in lives], time.perf_counter() - start)
