"""The step-level text-agent env contract shared by every registered id.

A :class:`TextAgentEnv` is a ``gymnasium.Env`` whose action is one complete LLM response (reasoning,
``<tool_call>`` blocks, ``<answer>``) and whose observation is the full text of the prompt for the next
decision, rebuilt every step from the current observation and the action history (the CAPO paper's
step-level MDP: the state is a prompt, not a growing dialogue).

Subclasses implement only the task::

    class MyEnv(TextAgentEnv):
        tools = (ToolSpec("env_step", "Take one action.", {...}),)
        system_prompt = "You are ..."

        def task_ids(self, split=None): ...            # the tasks of a split, in a fixed order
        def _start_task(self, task_id): ...            # set up the episode, return the first observation text
        def _execute(self, parsed): ...                # apply a ParsedAction, return a StepOutcome
        def _render_prompt(self, feedback): ...        # optional: the prompt text from state (+ feedback lines)
        def admissible_actions(self): ...              # optional: complete action texts step() accepts
        def oracle_action(self): ...                   # optional: an expert's next action text

Everything else — seeding, task choice, the info schema, the action-segment record, step counting, the
``max_steps`` terminal reason, refusing ``step`` after the end — lives here once.

Info schema (every ``reset`` and ``step``; per-step unless marked constant):

* ``segment`` — the action-segment record of the action just taken (:class:`ActionSegment` as a dict), following
  the versioned JSON Schema shipped in the package (:mod:`agentgym_capo.envs.segment_schema`,
  ``docs/segment.md``): ``schema_version``, ``traj_id``, ``step_index`` (0-based index of that action),
  ``task_id``, ``anchor_key`` (stable hash of the pre-action state, for GiGPO), ``reward_components`` (dict
  summing to the reward), ``format_ok``, ``tool_calls`` (parsed, JSON-safe), ``terminal_reason`` (``success``,
  ``failure``, ``max_steps``, ``env_error`` or None). After ``reset`` it carries ``schema_version``,
  ``traj_id``, ``task_id``, ``step_index=0`` and the ``anchor_key`` of the initial state; the other fields are
  empty.
* ``messages`` — the same state as chat messages (system prompt, then the user prompt ``obs``).
* ``tools`` — constant: the OpenAI-style tool schemas, for a chat template.
* ``task_id``, ``step`` (steps taken so far), ``feedback`` (lines shown this step),
  ``admissible_actions`` (list of complete action texts, or None when the env has no finite action set).
* Env-specific keys from :attr:`StepOutcome.info`.

Choices made here:

* ``traj_id`` is drawn from the env's seeded RNG (so seeded episodes are reproducible, which Gymnasium's
  ``check_env`` demands); pass ``options={"traj_id": ...}`` to set it, e.g. from a rollout collector that
  resets the same task and seed for a whole group.
* ``truncated`` is set here only when the environment itself failed (``StepOutcome.env_error``, ending with
  ``terminal_reason="env_error"``); otherwise it comes from the registered ``max_episode_steps`` (Gymnasium's
  ``TimeLimit``), so a trainer can tell a time limit from a real ending. The registry adds
  :class:`agentgym_capo.wrappers.time_limit.TimeLimitReason` outside ``TimeLimit``; it writes
  ``terminal_reason="max_steps"`` into the segment of the truncating step and ends the episode, so a later
  ``step`` raises like after any other ending. :attr:`TextAgentEnv.max_steps` (the ``max_steps`` kwarg, else
  the registered limit) is for prompts that show the remaining budget.
* ``reward`` is the sum of ``reward_components``; a subclass's ``format_penalty`` (default 0) is added as the
  component ``format`` whenever ``format_ok`` is False.
"""

from __future__ import annotations

import copy
import hashlib
import json
from collections.abc import Sequence
from dataclasses import asdict, dataclass, field
from typing import Any, ClassVar

import gymnasium as gym

from agentgym_capo.checks import require_ints
from agentgym_capo.envs.segment_schema import SEGMENT_SCHEMA_VERSION
from agentgym_capo.envs.spaces import UnicodeText
from agentgym_capo.envs.toolcalls import ParsedAction, ToolSpec, parse_action
from agentgym_capo.errors import ConfigError, EpisodeEndedError, UnknownTaskError

__all__ = [
    "TERMINAL_REASONS",
    "ActionSegment",
    "StepOutcome",
    "TextAgentEnv",
    "Turn",
    "UnicodeText",
    "env_step_tool",
    "stable_hash",
]

TERMINAL_REASONS = ("success", "failure", "max_steps", "env_error")
def stable_hash(*parts: str) -> str:
    """Return a short hash of text parts that is the same on every machine and run."""
    digest = hashlib.sha1()
    for part in parts:
        digest.update(part.encode("utf-8", errors="surrogatepass"))
        digest.update(b"\x1f")
    return digest.hexdigest()[:16]


def env_step_tool(description: str = "Take one action in the environment.") -> ToolSpec:
    """Return the paper's ``env_step`` tool: one string argument ``command``."""
    return ToolSpec(
        name="env_step",
        description=description,
        parameters={
            "type": "object",
            "properties": {"command": {"type": "string", "description": "The command to execute."}},
            "required": ["command"],
        },
        bare_string_argument="command",
    )


@dataclass
class ActionSegment:
    """The metadata of one action (``info["segment"]``); see the module docstring for each field.

    ``schema_version`` is the version of the segment schema the record follows (the package's
    :data:`~agentgym_capo.envs.segment_schema.SEGMENT_SCHEMA_VERSION` unless read from elsewhere).
    """

    traj_id: str
    step_index: int
    task_id: str
    anchor_key: str
    reward_components: dict[str, float] = field(default_factory=dict)
    format_ok: bool | None = None
    tool_calls: list[dict[str, Any]] = field(default_factory=list)
    terminal_reason: str | None = None
    schema_version: int = SEGMENT_SCHEMA_VERSION

    def to_dict(self) -> dict[str, Any]:
        """Return a fresh JSON-safe dict (``schema_version`` first, so a reader meets it before the fields)."""
        record = asdict(self)
        return {"schema_version": record.pop("schema_version"), **record}


@dataclass
class StepOutcome:
    """What a subclass's ``_execute`` returns for one action.

    Attributes:
        observation: The new observation text (what the environment shows after the action).
        reward_components: Named parts of the step reward; the reward is their sum.
        terminated: Whether the task itself ended (goal reached, purchase made, answer given, agent lost).
        success: For a terminated episode, whether it ended in success.
        feedback: Lines for the next prompt; None means "use the parser's feedback".
        format_ok: Overrides the parser's verdict when not None.
        info: Env-specific keys merged into ``info``.
        env_error: Set (to a short description) when the environment itself failed on this action — an engine
            exception, a dead backend. The episode then ends with ``truncated=True`` and
            ``terminal_reason="env_error"`` (the task did not end, so it is not ``terminated``), and the
            description lands in ``info["env_error"]``; a trainer drops such episodes from its update.
    """

    observation: str
    reward_components: dict[str, float] = field(default_factory=dict)
    terminated: bool = False
    success: bool | None = None
    feedback: list[str] | None = None
    format_ok: bool | None = None
    info: dict[str, Any] = field(default_factory=dict)
    env_error: str | None = None


@dataclass
class Turn:
    """One past step, for rendering the history in the prompt."""

    action: str
    observation: str
    tool_calls: list[dict[str, Any]]
    format_ok: bool


class TextAgentEnv(gym.Env[str, str]):
    """Base class of every step-level text-agent env (see the module docstring)."""

    metadata: ClassVar[dict[str, Any]] = {"render_modes": ["ansi"], "render_fps": 4}
    tools: ClassVar[tuple[ToolSpec, ...]] = ()
    system_prompt: ClassVar[str] = ""
    max_parallel_calls: ClassVar[int] = 1
    max_action_chars: ClassVar[int] = 20_000
    max_prompt_chars: ClassVar[int] = 200_000
    format_penalty: float = 0.0

    def __init__(self, *, split: str = "train", max_steps: int | None = None, render_mode: str | None = None):
        """Set up spaces and bookkeeping.

        Args:
            split: Which split's tasks ``reset`` samples from.
            max_steps: The step limit the env reports as ``terminal_reason="max_steps"``; defaults to the
                registered ``max_episode_steps``.
            render_mode: None or ``"ansi"`` (``render()`` returns the current prompt).
        """
        if render_mode is not None and render_mode not in self.metadata["render_modes"]:
            raise ConfigError(
                f"render_mode must be one of {self.metadata['render_modes']} or None, got {render_mode!r}."
            )
        require_ints([("max_steps", max_steps)], allow_none=True)
        self.split = split
        self.render_mode = render_mode
        self._max_steps = max_steps
        self.observation_space = UnicodeText(self.max_prompt_chars, min_length=1)
        self.action_space = UnicodeText(self.max_action_chars * 5)
        self.task_id: str | None = None
        self.traj_id: str | None = None
        self.observation: str = ""
        self.history: list[Turn] = []
        self.steps_taken = 0
        self._done = True
        self._prompt = ""

    # ------------------------------------------------------------------ what subclasses implement
    def task_ids(self, split: str | None = None) -> list[str]:
        """Return the task ids of ``split`` (default: this env's split), in a fixed order."""
        raise NotImplementedError

    def _start_task(self, task_id: str) -> str:
        """Set up the episode of ``task_id`` and return the first observation text."""
        raise NotImplementedError

    def _execute(self, parsed: ParsedAction) -> StepOutcome:
        """Apply one parsed response to the state and return what happened."""
        raise NotImplementedError

    def _render_prompt(self, feedback: Sequence[str]) -> str:
        """Return the user prompt for the current state; the default shows history, observation, feedback."""
        parts = []
        if self.history:
            parts.append("Previous actions:")
            for number, turn in enumerate(self.history, start=1):
                parts.append(f"{number}. {turn.action.strip()[:200]}")
        parts.append(f"Observation:\n{self.observation}")
        actions = self.admissible_actions()
        if actions is not None:
            parts.append("Available actions:\n" + "\n".join(f"- {action}" for action in actions))
        if feedback:
            parts.append("Feedback on your last response:\n" + "\n".join(feedback))
        return "\n\n".join(parts)

    def _anchor_state(self) -> str:
        """Return the text that identifies the current env state (history excluded), for ``anchor_key``."""
        return self.observation

    def admissible_actions(self) -> list[str] | None:
        """Return the complete action texts ``step`` accepts now, or None if the action set is open."""
        return None

    def oracle_action(self) -> str:
        """Return an expert's next action text for the current state."""
        raise NotImplementedError(f"{type(self).__name__} has no oracle policy.")

    # ------------------------------------------------------------------ the Gymnasium API
    @property
    def max_steps(self) -> int | None:
        """The step limit: the ``max_steps`` kwarg, else the registered ``max_episode_steps``."""
        if self._max_steps is not None:
            return self._max_steps
        if self.spec is None or self.spec.id not in gym.registry:
            return None
        return gym.registry[self.spec.id].max_episode_steps  # make() clears it on the unwrapped env's spec

    def reset(self, *, seed: int | None = None, options: dict[str, Any] | None = None) -> tuple[str, dict]:
        """Start an episode.

        Args:
            seed: Seeds the env's RNG (task sampling and ``traj_id``).
            options: ``{"task_id": ...}`` picks a task of this split instead of sampling one;
                ``{"traj_id": ...}`` sets the trajectory id.

        Returns:
            The first prompt and the info dict.
        """
        super().reset(seed=seed)
        options = dict(options or {})
        task_id = options.get("task_id")
        ids = self.task_ids()
        if task_id is None:
            if not ids:
                raise UnknownTaskError(f"Split {self.split!r} has no tasks; check the data directory.")
            task_id = ids[int(self.np_random.integers(len(ids)))]
        elif str(task_id) not in set(ids):
            preview = ", ".join(ids[:5]) + (", ..." if len(ids) > 5 else "")
            raise UnknownTaskError(
                f"Unknown task_id {task_id!r} for split {self.split!r} ({len(ids)} tasks: {preview}). "
                "List them with env.unwrapped.task_ids()."
            )
        traj_suffix = self.np_random.bytes(6).hex()
        self.task_id = str(task_id)
        self.traj_id = str(options.get("traj_id") or f"{self.task_id}#{traj_suffix}")
        self.history = []
        self.steps_taken = 0
        self.observation = self._start_task(self.task_id)
        self._done = False
        self._prompt = self._render_prompt([])
        segment = ActionSegment(self.traj_id, 0, self.task_id, self._anchor_key())
        return self._prompt, self._info(segment, [], {})

    def step(self, action: str) -> tuple[str, float, bool, bool, dict]:
        """Take one complete model response as the action.

        Args:
            action: The model's whole response text. Malformed text is never an error: it becomes
                feedback in the next observation.

        Returns:
            ``(obs, reward, terminated, truncated, info)``; ``truncated`` is False here unless the env itself
            failed (``env_error``); time limits come from the registered ``max_episode_steps``.

        Raises:
            EpisodeEndedError: If called before ``reset`` or after the episode ended.
        """
        if self._done:
            raise EpisodeEndedError(
                "step() was called on an episode that has ended (or never started). These envs never "
                "auto-reset: call reset() to start a new episode."
            )
        anchor_key = self._anchor_key()
        parsed = parse_action(action, self.tools, max_calls=self.max_parallel_calls, max_chars=self.max_action_chars)
        outcome = self._execute(parsed)
        format_ok = parsed.format_ok if outcome.format_ok is None else outcome.format_ok
        components = {name: float(value) for name, value in outcome.reward_components.items()}
        if not format_ok and self.format_penalty:
            components["format"] = components.get("format", 0.0) - float(self.format_penalty)
        feedback = parsed.feedback() if outcome.feedback is None else list(outcome.feedback)
        tool_calls = parsed.tool_calls_as_dicts()

        step_index = self.steps_taken
        self.steps_taken += 1
        self.history.append(Turn(parsed.raw_text, outcome.observation, tool_calls, format_ok))
        self.observation = outcome.observation
        terminal_reason = None
        if outcome.terminated:
            terminal_reason = "success" if outcome.success else "failure"
        elif outcome.env_error is not None:
            terminal_reason = "env_error"
        self._done = terminal_reason is not None
        self._prompt = self._render_prompt(feedback)
        segment = ActionSegment(
            self.traj_id or "", step_index, self.task_id or "", anchor_key, components, format_ok,
            tool_calls, terminal_reason,
        )
        reward = float(sum(components.values()))
        info = self._info(segment, feedback, outcome.info)
        truncated = terminal_reason == "env_error"
        if truncated:
            info["env_error"] = outcome.env_error
        return self._prompt, reward, bool(outcome.terminated), truncated, info

    def end_episode(self) -> None:
        """Mark the episode as over (used by the time-limit wrapper); ``step`` then raises until ``reset``."""
        self._done = True

    def render(self) -> str | None:
        """Return the current prompt in ``ansi`` mode."""
        return self._prompt if self.render_mode == "ansi" else None

    # ------------------------------------------------------------------ helpers
    def format_command(self, command: str) -> str:
        """Wrap a bare command in this env's action syntax (an ``env_step`` tool call by default)."""
        return '<tool_call>{"name": "env_step", "arguments": {"command": ' + json.dumps(command) + "}}</tool_call>"

    def _anchor_key(self) -> str:
        return stable_hash(self.task_id or "", self._anchor_state())

    def _info(self, segment: ActionSegment, feedback: Sequence[str], extra: dict[str, Any]) -> dict[str, Any]:
        messages = []
        if self.system_prompt:
            messages.append({"role": "system", "content": self.system_prompt})
        messages.append({"role": "user", "content": self._prompt})
        actions = self.admissible_actions()
        info = {
            "segment": segment.to_dict(),
            "messages": messages,
            "tools": [tool.to_openai() for tool in self.tools],
            "task_id": self.task_id,
            "step": self.steps_taken,
            "feedback": list(feedback),
            "admissible_actions": list(actions) if actions is not None else None,
        }
        info.update(copy.deepcopy(extra))
        return info
