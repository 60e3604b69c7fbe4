"""The shared step-level contract of command games (ALFWorld and plain TextWorld): prompt, parsing, rewards.

A :class:`CommandGameEnv` plays a game whose engine lists the admissible commands at every state. One
``step`` is one complete model response; the env reads its ``env_step`` tool call, matches the command to the
admissible list, steps the engine, and rebuilds the prompt from the state (the CAPO paper's ALFWorld prompt).
Subclasses supply the engine through four methods: ``_engine_start``, ``_engine_step``,
``_expert_plan`` and ``_task_line``.

Choices made here (the spec leaves them open or the issue adds them):

* A command that is not admissible is **not sent to the engine**: the observation is ``Nothing happens.``
  (ALFWorld's PDDL engine answers exactly that and changes nothing), ``info["action_valid"]`` is False and
  ``info["invalid_reason"]`` says why. For plain TextWorld games this guarantees that a non-admissible command
  cannot change the state (the Inform 7 parser accepts more than the admissible list).
* ``format_ok`` is True when an ``env_step`` call was read and nothing else in the response was malformed;
  extra well-formed calls under ``multiple_calls="first"`` are counted in ``info["ignored_calls"]`` but do not
  make the format wrong. The format reward is paid only when ``format_ok`` holds and the command is
  admissible.
* Reward components: ``success`` (on the winning step), ``format`` (``format_reward`` for a valid call with an
  admissible command, paper mode only) and ``invalid`` (``-invalid_penalty`` for an invalid tool call). A
  winning step in paper mode therefore pays ``success_reward + format_reward``.
* An engine exception ends the episode as truncated with ``terminal_reason="env_error"``; it is never raised.
* ``anchor_key`` hashes the task id, the latest engine text and the sorted admissible list (an invalid tool
  call leaves all three unchanged, so the anchor repeats).
"""

from __future__ import annotations

import json
import re
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any, ClassVar

from agentgym_capo.envs.core import StepOutcome, TextAgentEnv, stable_hash
from agentgym_capo.envs.toolcalls import CallStatus, ParsedAction, ToolSpec
from agentgym_capo.errors import ConfigError

__all__ = ["CommandGameEnv", "EngineReply", "normalise_command"]

MAX_COMMAND_CHARS = 200
_WHITESPACE = re.compile(r"\s+")
_PUT_FORM = re.compile(r"^put (.+?) (?:in|on|in/on|into) (.+)$")
_MOVE_FORM = re.compile(r"^move (.+?) to (.+)$")
INVALID_CALL_NOTICE = (
    'Invalid tool call. You must call the env_step tool exactly once with JSON arguments like {{"command": '
    '"<one admissible command>"}}. Reason: {reason}. The environment state did not change. Current Observation:'
)


def normalise_command(text: str) -> str:
    """Strip, lowercase and collapse whitespace (the ``normalized`` command matching)."""
    return _WHITESPACE.sub(" ", text.strip().lower())


@dataclass
class EngineReply:
    """What a subclass's engine reports after a start or a step.

    Attributes:
        text: The engine's text (intro, or feedback to the command).
        admissible: The admissible commands, in engine order.
        won: Whether the game is won.
        lost: Whether the game is lost (never for ALFWorld).
        score: The game score, when the engine has one.
    """

    text: str
    admissible: list[str]
    won: bool = False
    lost: bool = False
    score: float = 0.0


def command_tool(game_name: str, examples: str) -> ToolSpec:
    """Return the ``env_step`` tool of a command game."""
    return ToolSpec(
        name="env_step",
        description=f"Execute one {game_name} command and return the next official observation.",
        parameters={
            "type": "object",
            "properties": {"command": {
                "type": "string",
                "description": f"One command, e.g. {examples}. It must exactly match one currently admissible "
                               "command.",
            }},
            "required": ["command"],
        },
        bare_string_argument="command",
    )


class CommandGameEnv(TextAgentEnv):
    """Base of ALFWorld and TextWorld envs (see the module docstring)."""

    max_parallel_calls: ClassVar[int] = 1
    game_name: ClassVar[str] = "ALFWorld TextWorld"
    command_examples: ClassVar[str] = "`go to dresser 1`, `take mug 1 from cabinet 3`, `use desklamp 1`"
    hidden_commands: ClassVar[frozenset[str]] = frozenset({"help"})

    def __init__(
        self,
        *,
        split: str = "train",
        max_steps: int | None = 20,
        reward_mode: str = "paper",
        history_window: int = 2,
        command_matching: str = "normalized",
        multiple_calls: str = "first",
        observation_format: str = "prompt",
        section_order: str = "paper",
        inline_tool_definitions: bool = False,
        command_aliases: bool = False,
        success_reward: float = 1.0,
        format_reward: float | None = None,
        invalid_penalty: float = 0.0,
        render_mode: str | None = None,
    ):
        """Check and store the options shared by command games (see the env docs for each)."""
        _check_choice("reward_mode", reward_mode, self._reward_modes())
        _check_choice("command_matching", command_matching, ("normalized", "exact"))
        _check_choice("multiple_calls", multiple_calls, ("first", "reject"))
        _check_choice("observation_format", observation_format, ("prompt", "raw"))
        _check_choice("section_order", section_order, ("paper", "reference"))
        if not isinstance(history_window, int) or history_window < 0:
            raise ConfigError(f"history_window must be a non-negative integer, got {history_window!r}.")
        super().__init__(split=split, max_steps=max_steps, render_mode=render_mode)
        self.reward_mode = reward_mode
        self.history_window = history_window
        self.command_matching = command_matching
        self.multiple_calls = multiple_calls
        self.observation_format = observation_format
        self.section_order = section_order
        self.inline_tool_definitions = bool(inline_tool_definitions)
        self.command_aliases = bool(command_aliases)
        self.success_reward = float(success_reward)
        if format_reward is None:
            format_reward = 0.01 if reward_mode == "paper" else 0.0
        self.format_reward = float(format_reward)
        self.invalid_penalty = float(invalid_penalty)
        self.engine_text = ""
        self.admissible: list[str] = []
        self.task_line = ""
        self.won = False
        self._shown: list[tuple[str, str]] = []
        self._counts = {"invalid": 0, "non_admissible": 0}

    # ------------------------------------------------------------------ engine hooks for subclasses
    def _engine_start(self, task_id: str) -> EngineReply:
        raise NotImplementedError

    def _engine_step(self, command: str) -> EngineReply:
        raise NotImplementedError

    def _expert_plan(self) -> list[str]:
        """Return an expert's commands from the current state (empty when none is known)."""
        raise NotImplementedError

    def _task_line(self, first_text: str) -> str:
        """Return the ``Task`` section's text from the first observation."""
        match = re.search(r"Your task is to: .*", first_text)
        return match.group(0).strip() if match else ""

    def _task_info(self) -> dict[str, Any]:
        """Env-specific keys of every info (task type, split, metrics extras)."""
        return {}

    def _reward_modes(self) -> tuple[str, ...]:
        return ("paper", "reference")

    # ------------------------------------------------------------------ TextAgentEnv hooks
    def _start_task(self, task_id: str) -> str:
        reply = self._engine_start(task_id)
        self._apply_reply(reply)
        self.task_line = self._task_line(reply.text)
        self._shown = []
        self._counts = {"invalid": 0, "non_admissible": 0}
        self._last_info = self._step_info(valid=None, reason=None, ignored=0)
        return self.engine_text

    def _apply_reply(self, reply: EngineReply) -> None:
        self.engine_text = reply.text
        self.admissible = list(reply.admissible)
        self.won = bool(reply.won)
        self._lost = bool(reply.lost)
        self._score = float(reply.score)

    def _anchor_state(self) -> str:
        return self.engine_text + "\x1e" + "\n".join(sorted(self.admissible))

    def admissible_actions(self) -> list[str]:
        """Return ``env_step`` tool calls for every admissible command shown in the prompt."""
        return [self.format_command(command) for command in self.visible_commands()]

    def visible_commands(self) -> list[str]:
        """Return the admissible commands listed in the prompt (engine order, ``help`` left out)."""
        return [c for c in self.admissible if c not in self.hidden_commands]

    def oracle_action(self) -> str:
        """Return the expert's next command as an ``env_step`` tool call."""
        plan = self._expert_plan()
        if not plan:
            fallback = self.visible_commands() or ["look"]
            return self.format_command(fallback[0])
        return self.format_command(plan[0])

    def _read_call(self, parsed: ParsedAction) -> tuple[str | None, str | None, int]:
        """Return (command, invalid reason, ignored call count)."""
        usable = [b for b in parsed.blocks if b.status in (CallStatus.OK, CallStatus.OVER_LIMIT)]
        if not parsed.blocks:
            return None, "no <tool_call> block was found outside <think>", 0
        if not usable:
            return None, _reason(parsed.blocks[0].error or "the tool call could not be read"), 0
        if self.multiple_calls == "reject" and len(parsed.blocks) > 1:
            return None, f"{len(parsed.blocks)} tool calls were given; exactly one is allowed", 0
        first = usable[0]
        command = first.arguments.get("command")
        if not isinstance(command, str) or not command.strip():
            return None, "the command must be a non-empty string", 0
        return command, None, len(parsed.blocks) - 1

    def _match(self, command: str) -> str | None:
        """Return the admissible command ``command`` stands for, or None."""
        text = command.strip()
        if len(text) > MAX_COMMAND_CHARS:
            return None
        if self.command_aliases:
            text = self._alias(text)
        if self.command_matching == "exact":
            return text if text in self.admissible else None
        wanted = normalise_command(text)
        for candidate in self.admissible:
            if normalise_command(candidate) == wanted:
                return candidate
        return None

    def _alias(self, text: str) -> str:
        lowered = normalise_command(text)
        uses_move = any(c.startswith("move ") for c in self.admissible)
        put = _PUT_FORM.match(lowered)
        if put and uses_move:
            return f"move {put.group(1)} to {put.group(2)}"
        move = _MOVE_FORM.match(lowered)
        if move and not uses_move:
            for candidate in self.admissible:
                form = _PUT_FORM.match(candidate)
                if form and (form.group(1), form.group(2)) == (move.group(1), move.group(2)):
                    return candidate
        return text

    def _execute(self, parsed: ParsedAction) -> StepOutcome:
        seen = self._current_observation_text()
        command, reason, ignored = self._read_call(parsed)
        components: dict[str, float] = {}
        if command is None:
            self._counts["invalid"] += 1
            self._shown.append((seen, "<invalid_tool_call>"))
            if self.invalid_penalty:
                components["invalid"] = -self.invalid_penalty
            self._last_info = self._step_info(valid=False, reason=f"invalid_tool_call: {reason}", ignored=0)
            notice = INVALID_CALL_NOTICE.format(reason=reason)
            return StepOutcome(f"{notice}\n{self.engine_text}", components, format_ok=False,
                               feedback=[notice], info=self._last_info)
        format_ok = not parsed.problems and all(
            b.status in (CallStatus.OK, CallStatus.OVER_LIMIT) for b in parsed.blocks)
        self._shown.append((seen, command.strip()[:MAX_COMMAND_CHARS]))
        matched = self._match(command)
        if matched is None:
            self._counts["non_admissible"] += 1
            self.engine_text = "Nothing happens."
            why = (f"The command {json.dumps(command.strip()[:80])} is not one of the admissible commands; "
                   "the state did not change.")
            self._last_info = self._step_info(valid=False, reason="not_admissible", ignored=ignored)
            return StepOutcome(self.engine_text, components, format_ok=format_ok, feedback=[why, *parsed.feedback()],
                               info=self._last_info)
        try:
            reply = self._engine_step(matched)
        except Exception as error:  # an engine or planner failure must not crash the rollout loop
            self._last_info = self._step_info(valid=True, reason=None, ignored=ignored)
            return StepOutcome(self.engine_text, components, format_ok=format_ok,
                               feedback=["The game engine failed; the episode ends."], info=self._last_info,
                               env_error=f"{type(error).__name__}: {error}")
        self._apply_reply(reply)
        if self.reward_mode == "paper" and self.format_reward and format_ok:
            components["format"] = self.format_reward
        if self.won:
            components["success"] = self.success_reward
        components.update(self._extra_reward(reply))
        self._last_info = self._step_info(valid=True, reason=None, ignored=ignored)
        return StepOutcome(self.engine_text, components, terminated=self.won or self._lost, success=self.won,
                           format_ok=format_ok, feedback=parsed.feedback(), info=self._last_info)

    def _extra_reward(self, reply: EngineReply) -> dict[str, float]:
        return {}


    def _current_observation_text(self) -> str:
        return self.observation if self.history else self.engine_text

    def _step_info(self, *, valid: bool | None, reason: str | None, ignored: int) -> dict[str, Any]:
        end_event = "won" if self.won else ("lost" if getattr(self, "_lost", False) else None)
        info = {
            "raw_observation": self.engine_text,
            "admissible_commands": list(self.admissible),
            "won": self.won,
            "action_valid": valid,
            "invalid_reason": reason,
            "ignored_calls": ignored,
            "end_event": end_event,
            "split": self.split,
        }
        info.update(self._task_info())
        info["metrics"] = {
            "won": self.won,
            "num_steps": self.steps_taken + (0 if valid is None else 1),
            "n_invalid_tool_calls": self._counts["invalid"],
            "n_non_admissible": self._counts["non_admissible"],
            **info.pop("metrics_extra", {}),
        }
        return info

    def reset(self, *, seed: int | None = None, options: dict[str, Any] | None = None) -> tuple[str, dict]:
        """Start an episode (see :class:`TextAgentEnv`); the info also carries the env-specific keys."""
        obs, info = super().reset(seed=seed, options=options)
        info.update(self._last_info)
        info["system_prompt"] = self.system_prompt
        return obs, info

    # ------------------------------------------------------------------ the prompt
    def _render_prompt(self, feedback: Sequence[str]) -> str:
        if self.observation_format == "raw":
            return self.observation or " "
        current = self.observation
        sections = {
            "Task": self.task_line or "(see the observation)",
            "Current Observation": current,
            "History Actions": self._history_text(),
        }
        order = ("Task", "Current Observation", "History Actions")
        if self.section_order == "reference":
            order = ("Task", "History Actions", "Current Observation")
        parts = [f"### {name}\n{sections[name]}" for name in order]
        commands = self.visible_commands()
        parts.append("### Admissible Commands\n" + ("\n".join(f"- {c}" for c in commands) or "(none)"))
        parts.append("### Instructions\n" + "\n".join(f"- {line}" for line in self._instructions()))
        if self.inline_tool_definitions:
            schemas = json.dumps([tool.to_openai() for tool in self.tools], indent=1)
            parts.append(f"### Tools\n{schemas}")
        parts.append(
            "### Output Format\n<think>\n[your brief reasoning]\n</think>\n<tool_call>\n"
            '{"name": "env_step", "arguments": {"command": "[one admissible command]"}}\n</tool_call>'
        )
        return "\n\n".join(parts)

    def _history_text(self) -> str:
        if not self._shown or self.history_window == 0:
            return "None"
        first = len(self._shown) - min(self.history_window, len(self._shown))
        lines = []
        for number in range(first, len(self._shown)):
            seen, action = self._shown[number]
            lines += [f"[Observation {number + 1}]", seen, f"[Action {number + 1}]", action]
        return "\n".join(lines)

    def _instructions(self) -> list[str]:
        return [
            "Think briefly inside <think>...</think> before acting.",
            "Use exactly one command per turn, through the env_step tool.",
            "The command must exactly match one item of Admissible Commands.",
            f"Follow the {self.game_name} command style, such as {self.command_examples}.",
            "Use the official observation text as the source of truth.",
            "Do not output explanations or a final natural-language answer.",
        ]

    def anchor_for_state(self) -> str:
        """Return the anchor key of the current state (what the next step's segment will carry)."""
        return stable_hash(self.task_id or "", self._anchor_state())


def _reason(error: str) -> str:
    return error.rstrip(".")


def _check_choice(name: str, value: Any, choices: Sequence[str]) -> None:
    if value not in choices:
        raise ConfigError(f"{name} must be one of {', '.join(map(repr, choices))}, got {value!r}.")
