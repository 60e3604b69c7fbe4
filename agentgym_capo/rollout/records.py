"""What a rollout leaves: one :class:`StepRecord` per step, one :class:`EpisodeResult` per episode.

A step record carries the env's own :class:`~agentgym_capo.envs.core.ActionSegment` (``info["segment"]``)
rather than a copy of its fields; ``traj_id``, ``step_index``, ``anchor_key`` … are read-only views of it.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field, fields
from typing import Any

from agentgym_capo.envs.core import ActionSegment
from agentgym_capo.errors import ConfigError

__all__ = ["EpisodeResult", "EpisodeSpec", "PolicyAction", "RolloutResult", "StepRecord", "segment_from_info"]

_SEGMENT_FIELDS = tuple(f.name for f in fields(ActionSegment))


@dataclass
class PolicyAction:
    """One action chosen by a policy.

    Attributes:
        text: The response text sent to ``env.step``.
        response_ids: Its token ids (in ``choose`` mode: the chosen candidate's ids); empty for text policies.
        logps: Sampling log-probs per token, if the backend reports them (vLLM), else None.
        candidates: ``choose`` mode: token ids of every listed action.
        chosen: ``choose`` mode: index of the chosen candidate.
        choice_logp: ``choose`` mode: log-probability of the choice.
        trunk: With ``trainable_layers``, the frozen trunk's states (a ``(tokens, hidden)`` float32 CPU tensor),
            reused by the trainer instead of a second trunk pass: ``choose`` mode, of the packed state;
            ``generate`` mode (transformers ``generate``), of the prompt + response, the last token's zero
            (``agentgym_capo/trainer/model/trunk_capture.py``).
    """

    text: str
    response_ids: list[int] = field(default_factory=list)
    logps: list[float] | None = None
    candidates: list[list[int]] | None = None
    chosen: int | None = None
    choice_logp: float | None = None
    trunk: Any = None


@dataclass(frozen=True)
class EpisodeSpec:
    """Which episode to play: the task (None: the env samples one), the ids steps are linked by, the reset seed.

    Episodes of one group share ``group_id`` and ``seed``, so the env starts them in the same state.
    """

    task_id: str | None = None
    traj_id: str | None = None
    group_id: str | None = None
    seed: int | None = None

    @classmethod
    def coerce(cls, value: EpisodeSpec | Sequence[Any] | dict[str, Any]) -> EpisodeSpec:
        """Accept an ``EpisodeSpec``, a ``(task_id, traj_id[, seed])`` tuple or a dict of the fields."""
        if isinstance(value, EpisodeSpec):
            return value
        if isinstance(value, dict):
            return cls(**value)
        if isinstance(value, list | tuple) and 1 <= len(value) <= 3:
            task_id, traj_id, seed = (list(value) + [None, None])[:3]
            return cls(task_id, traj_id, seed=seed)
        raise ConfigError(f"An episode is an EpisodeSpec, a (task_id, traj_id[, seed]) tuple or a dict; "
                          f"got {value!r}.")


def segment_from_info(info: dict[str, Any], *, traj_id: str, task_id: str, step_index: int,
                      anchor_key: str) -> ActionSegment:
    """The env's ``info["segment"]`` as an :class:`ActionSegment`; the given ids fill what an env leaves out."""
    raw = info.get("segment")
    raw = raw if isinstance(raw, dict) else {}
    defaults = {"traj_id": traj_id, "task_id": task_id, "step_index": step_index, "anchor_key": anchor_key}
    values = {name: raw[name] for name in _SEGMENT_FIELDS if raw.get(name) is not None}
    return ActionSegment(**{**defaults, **values})


@dataclass
class StepRecord:
    """One step of one episode (the paper's layout: one row per step).

    Attributes:
        segment: The env's action-segment record of this step (ids, anchor key, reward components,
            format flag, tool calls, terminal reason).
        group_id: The episode's group (episodes of one task sharing a baseline).
        prompt: The observation text the action answered.
        action: What the policy did.
        reward: The step reward.
        terminated: The task ended at this step.
        truncated: The episode was cut at this step (time limit, prompt too long, env error).
        prompt_ids: The rendered prompt's token ids (None when the collector has no tokenizer).
        prompt_text: The rendered prompt text (None when the collector has no tokenizer).
        error: Why the env failed at this step (``terminal_reason == "env_error"``), else None.
        metrics: The env's ``info["metrics"]`` after this step (an episode's last step carries its final
            benchmark metrics: EM/F1, task score, F1@all …), or None when the env reports none.
    """

    segment: ActionSegment
    group_id: str
    prompt: str
    action: PolicyAction
    reward: float
    terminated: bool = False
    truncated: bool = False
    prompt_ids: list[int] | None = None
    prompt_text: str | None = None
    error: str | None = None
    metrics: dict[str, Any] | None = None

    @property
    def traj_id(self) -> str:
        """The segment's trajectory id."""
        return self.segment.traj_id

    @property
    def task_id(self) -> str:
        """The segment's task id."""
        return self.segment.task_id

    @property
    def step_index(self) -> int:
        """0-based index of this action in its episode."""
        return self.segment.step_index

    @property
    def anchor_key(self) -> str:
        """Hash of the pre-action state (GiGPO's anchor)."""
        return self.segment.anchor_key

    @property
    def reward_components(self) -> dict[str, float]:
        """Named parts of the reward."""
        return self.segment.reward_components

    @property
    def format_ok(self) -> bool | None:
        """Whether the response was well formed (None: the env does not say)."""
        return self.segment.format_ok

    @property
    def terminal_reason(self) -> str | None:
        """Why the episode ended at this step (None if it went on)."""
        return self.segment.terminal_reason


@dataclass
class EpisodeResult:
    """One finished episode.

    Attributes:
        spec: What was asked for.
        steps: Its steps in order.
        terminal_reason: ``success``, ``failure``, ``max_steps``, ``env_error``, ``prompt_too_long``,
            ``policy_stop`` or None (never started).
        dropped: Whether the episode stays out of an update (an ``env_error`` ending, or no step at all).
        error: The env's error message for an ``env_error`` ending.
        final_prompt_ids: The rendered state after a truncated ending (for bootstrapping a critic).
        terminated: The last step terminated the task.
        truncated: The episode was cut.
        task_id: The task played (the env's choice when ``spec.task_id`` is None).
        traj_id: The trajectory id (the env's when ``spec.traj_id`` is None).
    """

    spec: EpisodeSpec
    steps: list[StepRecord] = field(default_factory=list)
    terminal_reason: str | None = None
    dropped: bool = False
    error: str | None = None
    final_prompt_ids: list[int] | None = None
    terminated: bool = False
    truncated: bool = False
    task_id: str | None = None
    traj_id: str | None = None

    def __post_init__(self) -> None:
        """Default the ids to the spec's."""
        self.task_id = self.task_id if self.task_id is not None else self.spec.task_id
        self.traj_id = self.traj_id if self.traj_id is not None else self.spec.traj_id

    @property
    def episode_return(self) -> float:
        """Undiscounted sum of step rewards."""
        return float(sum(step.reward for step in self.steps))

    @property
    def success(self) -> bool:
        """Whether the episode ended with ``terminal_reason == "success"``."""
        return self.terminal_reason == "success"


@dataclass
class RolloutResult:
    """All episodes of one :meth:`RolloutCollector.collect` call (in request order), plus timing."""

    episodes: list[EpisodeResult]
    seconds: float = 0.0

    @property
    def steps(self) -> list[StepRecord]:
        """Every step, in (episode, step) order."""
        return [step for episode in self.episodes for step in episode.steps]

    def training_steps(self) -> list[StepRecord]:
        """Steps of every episode that is not dropped, in (episode, step) order."""
        return [step for episode in self.kept() for step in episode.steps]

    def kept(self) -> list[EpisodeResult]:
        """Episodes that enter an update."""
        return [episode for episode in self.episodes if not episode.dropped]

    def by_trajectory(self) -> dict[str, list[StepRecord]]:
        """Steps grouped by ``traj_id``."""
        return {episode.traj_id or "": list(episode.steps) for episode in self.episodes}
