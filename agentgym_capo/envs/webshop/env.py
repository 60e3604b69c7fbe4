"""``capo/WebShop-v0``: find and buy the product that fits a shopping instruction (step-level MDP).

One ``step`` takes one complete model response; it must hold exactly one ``env_step`` tool call whose
``command`` is a WebShop action (``search[...]`` or ``click[...]``). The prompt for the next step is rebuilt
from the current page, the last ``history_window`` steps and the available actions, in the CAPO paper's
layout. The page machine runs in process by default, or on a server (``server_url=``; see
:mod:`agentgym_capo.envs.webshop.server`) with identical observations and rewards.

>>> import gymnasium as gym, agentgym_capo
>>> env = gym.make("capo/WebShop-v0", split="test")
>>> obs, info = env.reset(seed=0, options={"task_index": 0})
>>> while True:
...     obs, reward, terminated, truncated, info = env.step(env.unwrapped.oracle_action())
...     if terminated or truncated:
...         break
>>> info["metrics"]["success"], info["terminal_reason"]
(True, 'success')

Choices made here (spec §8 and §13 leave them open):

* ``paper`` reward mode: +0.01 per valid ``env_step`` call whose action executes, ``1.0 × task score`` plus
  ``1.0`` on success at the purchase, −0.1 per invalid tool call; an invalid action (a well-formed call that
  is not executable) earns 0 — no format reward, so spamming unexecutable commands pays nothing. A stalled
  15-step episode earns at most 0.15, less than buying the target product even with no option right
  (task score >= 0.4 on every bundled goal).
* On an invalid tool call ``info["invalid_reason"]`` is ``"invalid_tool_call: <reason>"``.
* ``observation_format="raw"`` gives the page text, still prefixed with the invalid-call/action notice.
* ``admissible_actions()`` replaces ``search[<your query>]`` (which ``step`` refuses) with a search for the
  instruction's text without its price clause: information the agent already has.
* A server that cannot be reached (or answers 4xx) raises :class:`~agentgym_capo.errors.EnvServerError`; a
  5xx answer or an exception inside the in-process engine ends the episode with ``terminal_reason=
  "env_error"``, ``truncated=True`` and reward 0.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from agentgym_capo.envs.core import StepOutcome, TextAgentEnv
from agentgym_capo.envs.toolcalls import CallStatus, ParsedAction
from agentgym_capo.envs.webshop.client import HttpBackend, LocalBackend, ServerError
from agentgym_capo.envs.webshop.engine import EngineSettings
from agentgym_capo.envs.webshop.oracle import default_query, oracle_command
from agentgym_capo.envs.webshop.prompt import ENV_STEP_TOOL, INVALID_CALL_NOTICE, SYSTEM_PROMPT, render_user_prompt
from agentgym_capo.errors import ConfigError, UnknownTaskError
from agentgym_capo.retrieval.naming import resolve_retriever

__all__ = ["SYSTEM_PROMPT", "WebShopEnv"]

REWARD_DEFAULTS = {
    "paper": {"success_reward": 1.0, "score_weight": 1.0, "format_reward": 0.01, "invalid_penalty": 0.1},
    "reference": {"success_reward": 10.0, "score_weight": 0.0, "format_reward": 0.0, "invalid_penalty": 0.1},
}
MAX_HISTORY_ACTION_CHARS = 600


class WebShopEnv(TextAgentEnv):
    """The WebShop shopping task (see the module docstring and ``docs/envs/webshop.md``)."""

    tools = (ENV_STEP_TOOL,)
    system_prompt = SYSTEM_PROMPT
    max_parallel_calls = 1
    max_action_chars = 40_000  # the action space (5x this) then admits 200,000 characters, as spec §1 asks

    def __init__(
        self,
        *,
        data_dir: str | None = None,
        split: str = "train",
        split_scheme: str = "capo",
        max_steps: int | None = 15,
        retriever: str = "sparse",
        search_return_n: int = 50,
        page_size: int = 10,
        reward_mode: str = "paper",
        success_reward: float | None = None,
        score_weight: float | None = None,
        format_reward: float | None = None,
        invalid_penalty: float | None = None,
        success_threshold: float = 0.999,
        price_mode: str = "lower",
        noun_extractor: str = "spacy",
        goal_source: str = "human",
        allow_unlisted_asin: bool = False,
        history_window: int = 2,
        history_obs_chars: int = 1800,
        observation_format: str = "prompt",
        section_order: str = "paper",
        inline_tool_definitions: bool = False,
        server_url: str | None = None,
        timeout: float = 30.0,
        retries: int = 3,
        render_mode: str | None = None,
        search_backend: str | None = None,
    ):
        """Create the env (cheap after the first one in a process: the store and index are shared).

        Args:
            data_dir: Official WebShop files or a prepared store; None uses the bundled synthetic catalogue.
                Ignored with ``server_url`` (the server owns the data).
            split: ``train`` or ``test`` (``dev`` too with ``split_scheme="original"``).
            split_scheme: ``capo`` (test = first 500 goals; 100 for the bundled data) or ``original``.
            max_steps: Step limit (every step counts, invalid ones included).
            retriever: Only ``sparse`` (the project's shared BM25 index). The old keyword
                ``search_backend="tantivy"`` still works, with a ``DeprecationWarning``.
            search_return_n: Results kept per search (pages hold ``page_size``).
            page_size: Results per page.
            reward_mode: ``paper`` (default) or ``reference``; the weights below override the mode's values.
            success_reward: Bonus on a successful purchase.
            score_weight: Multiplier of the task score at the purchase.
            format_reward: Reward per valid ``env_step`` call whose action executes.
            invalid_penalty: Penalty per invalid tool call (subtracted).
            success_threshold: Task score counted as success.
            price_mode: ``lower`` or ``uniform`` (effective price of a price range).
            noun_extractor: ``spacy`` (falls back to ``simple`` without ``en_core_web_sm``) or ``simple``.
            goal_source: ``human`` or ``synthetic`` goals.
            allow_unlisted_asin: Accept any catalogue ASIN on a results page (reference behaviour).
            history_window: Past steps shown in the prompt.
            history_obs_chars: Each past page is cut to this many characters.
            observation_format: ``prompt`` (the full user prompt) or ``raw`` (the page text).
            section_order: ``paper`` or ``reference`` (Instruction, Recent History, Current Observation).
            inline_tool_definitions: Also paste the tool schema into the prompt.
            server_url: URL of a ``capo serve webshop`` server; None runs the engine in process.
            timeout: Deadline in seconds for each HTTP call, retries included.
            retries: HTTP retries on connection failures and timeouts (safe for every call: the server
                replays a repeated request id).
            render_mode: None or ``ansi``.
        """
        super().__init__(split=split, max_steps=max_steps, render_mode=render_mode)
        retriever = resolve_retriever(retriever, legacy=search_backend, env="WebShop")
        if retriever != "sparse":
            raise ConfigError(f"retriever must be 'sparse' (the shared BM25 index), got {retriever!r}.")
        if reward_mode not in REWARD_DEFAULTS:
            raise ConfigError(f"reward_mode must be one of {sorted(REWARD_DEFAULTS)}, got {reward_mode!r}.")
        for name, value, choices in (("observation_format", observation_format, ("prompt", "raw")),
                                     ("section_order", section_order, ("paper", "reference")),
                                     ("split_scheme", split_scheme, ("capo", "original"))):
            if value not in choices:
                raise ConfigError(f"{name} must be one of {choices}, got {value!r}.")
        if not isinstance(history_window, int) or history_window < 0:
            raise ConfigError(f"history_window must be a non-negative integer, got {history_window!r}.")
        weights = dict(REWARD_DEFAULTS[reward_mode])
        for name, value in (("success_reward", success_reward), ("score_weight", score_weight),
                            ("format_reward", format_reward), ("invalid_penalty", invalid_penalty)):
            if value is not None:
                weights[name] = float(value)
        self.reward_mode = reward_mode
        self.weights = weights
        self.success_threshold = float(success_threshold)
        self.split_scheme = split_scheme
        self.history_window = history_window
        self.history_obs_chars = int(history_obs_chars)
        self.observation_format = observation_format
        self.section_order = section_order
        self.inline_tool_definitions = bool(inline_tool_definitions)
        settings = EngineSettings(search_return_n=search_return_n, page_size=page_size, price_mode=price_mode,
                                  goal_source=goal_source, noun_extractor=noun_extractor,
                                  allow_unlisted_asin=bool(allow_unlisted_asin))
        if server_url:
            self._backend: LocalBackend | HttpBackend = HttpBackend(server_url, settings, timeout=timeout,
                                                                    retries=retries)
        else:
            self._backend = LocalBackend(data_dir, settings)
        self._page: dict[str, Any] = {}
        self._goal: dict[str, Any] = {}
        self._notice: str | None = None
        self._past: list[tuple[str, str]] = []
        self._noun_extractor = "simple"
        self._counters = {"n_invalid_tool_calls": 0, "n_invalid_actions": 0}
        self._purchase: dict[str, Any] | None = None

    # ------------------------------------------------------------------ tasks
    def task_ids(self, split: str | None = None) -> list[str]:
        """Task ids (goal indices in the shuffled goal list) of ``split``, in order."""
        return self._backend.task_ids(split or self.split, self.split_scheme)

    def reset(self, *, seed: int | None = None, options: dict[str, Any] | None = None) -> tuple[str, dict]:
        """Start an episode; ``options`` may hold ``task_id``, ``task_index`` (i-th goal of the split), ``traj_id``.

        Raises:
            UnknownTaskError: ``task_id``/``task_index`` is not in the split (the message names the range).
        """
        options = dict(options or {})
        ids = self.task_ids()
        if "task_index" in options:
            index = options.pop("task_index")
            if not isinstance(index, int) or isinstance(index, bool) or not 0 <= index < len(ids):
                raise UnknownTaskError(f"task_index must be an integer in [0, {len(ids) - 1}] for split "
                                       f"{self.split!r}, got {index!r}.")
            options["task_id"] = ids[index]
        if options.get("task_id") is not None and str(options["task_id"]) not in set(ids):
            span = f"{ids[0]}..{ids[-1]}" if ids else "none"
            raise UnknownTaskError(f"Unknown task_id {options['task_id']!r} for split {self.split!r}: valid task ids "
                                   f"are {span} ({len(ids)} goals). List them with env.unwrapped.task_ids().")
        obs, info = super().reset(seed=seed, options=options)
        info.update(self._spec_info(tool_calls=[], action_valid=True, invalid_reason=None, components={},
                                    terminal_reason=None, anchor_key=info["segment"]["anchor_key"]))
        info["system_prompt"] = self.system_prompt
        return obs, info

    def _start_task(self, task_id: str) -> str:
        result = self._backend.reset(task_id)
        self._goal = result["goal"]
        self._noun_extractor = result.get("noun_extractor", "simple")
        self._page = result
        self._notice = None
        self._past = []
        self._counters = {"n_invalid_tool_calls": 0, "n_invalid_actions": 0}
        self._purchase = None
        return result["observation"]

    # ------------------------------------------------------------------ stepping
    def step(self, action: str) -> tuple[str, float, bool, bool, dict]:
        """Take one complete model response (see :meth:`TextAgentEnv.step`)."""
        obs, reward, terminated, truncated, info = super().step(action)
        segment = info["segment"]
        # The spec's own step limit also truncates when the env is built without gym.make's TimeLimit.
        if segment["terminal_reason"] is None and self.max_steps is not None and self.steps_taken >= self.max_steps:
            segment["terminal_reason"] = "max_steps"
            truncated = True
            self.end_episode()
        info["terminal_reason"] = segment["terminal_reason"]
        info["anchor_key"] = segment["anchor_key"]
        info["tool_calls"] = segment["tool_calls"]
        info["reward_components"] = segment["reward_components"]
        info["metrics"]["num_steps"] = self.steps_taken
        return obs, reward, terminated, truncated, info

    def _call_error(self, parsed: ParsedAction) -> str | None:
        blocks = parsed.blocks
        if not blocks:
            return "missing env_step tool call"
        if len(blocks) > 1:
            return f"expected exactly one env_step tool call, got {len(blocks)}"
        block = blocks[0]
        if block.status is CallStatus.UNKNOWN_TOOL:
            return f"expected env_step tool, got {str(block.name)[:80]!r}"
        if block.status is CallStatus.MALFORMED:
            return "failed to parse env_step arguments"
        if block.status is CallStatus.BAD_ARGUMENTS and "must be a JSON object" in (block.error or ""):
            return "failed to parse env_step arguments"
        command = block.arguments.get("command")
        if not isinstance(command, str) or not command.strip():
            return "missing command argument"
        return None

    def _execute(self, parsed: ParsedAction) -> StepOutcome:
        page_before = self.observation
        error = self._call_error(parsed)
        if error is not None:
            self._counters["n_invalid_tool_calls"] += 1
            self._notice = INVALID_CALL_NOTICE.format(reason=error)
            self._past.append((page_before, f"INVALID_TOOL_CALL: {error}"))
            components = {"format": -self.weights["invalid_penalty"]}
            return self._outcome(page_before, components, False, f"invalid_tool_call: {error}", parsed)
        command = str(parsed.blocks[0].arguments["command"])
        try:
            result = self._backend.step(command)
        except ServerError as exc:
            if exc.status_code is None or exc.status_code < 500:
                raise
            return self._error_outcome(page_before, exc, parsed)
        except Exception as exc:  # noqa: BLE001 - an engine failure must never reach the rollout loop
            if isinstance(self._backend, HttpBackend):
                raise
            return self._error_outcome(page_before, exc, parsed)
        self._page = result
        self._past.append((page_before, command.strip()[:MAX_HISTORY_ACTION_CHARS]))
        if not result["valid"]:
            self._counters["n_invalid_actions"] += 1
            self._notice = f"Invalid action: {result['invalid_reason']}."
            return self._outcome(page_before, {"format": 0.0}, True, result["invalid_reason"], parsed)
        self._notice = result.get("notice")
        components = {"format": self.weights["format_reward"]}
        purchase = result.get("purchase")
        if purchase is None:
            return self._outcome(result["observation"], components, True, None, parsed)
        self._purchase = purchase
        success = purchase["score"] >= self.success_threshold
        components["task_score"] = self.weights["score_weight"] * purchase["score"]
        components["success"] = self.weights["success_reward"] if success else 0.0
        outcome = self._outcome(result["observation"], components, True, None, parsed)
        outcome.terminated, outcome.success = True, success
        outcome.info["end_event"] = "purchase"
        outcome.info["terminal_reason"] = "success" if success else "failure"
        return outcome

    def _error_outcome(self, page: str, exc: BaseException, parsed: ParsedAction) -> StepOutcome:
        self._notice = "The environment failed on this action; the episode ends."
        outcome = self._outcome(page, {"env_error": 0.0}, True, None, parsed)
        outcome.env_error = f"{type(exc).__name__}: {exc}"
        return outcome

    def _outcome(self, observation: str, components: dict[str, float], valid_call: bool,
                 invalid_reason: str | None, parsed: ParsedAction) -> StepOutcome:
        action_valid = valid_call and invalid_reason is None
        info = self._spec_info(tool_calls=parsed.tool_calls_as_dicts(), action_valid=action_valid,
                               invalid_reason=invalid_reason, components=components, terminal_reason=None,
                               anchor_key=None)
        feedback = [self._notice] if self._notice else []
        return StepOutcome(observation, components, feedback=feedback, format_ok=valid_call, info=info)

    # ------------------------------------------------------------------ info and metrics
    def _spec_info(self, *, tool_calls: list, action_valid: bool, invalid_reason: str | None,
                   components: dict[str, float], terminal_reason: str | None, anchor_key: str | None) -> dict:
        return {
            "split": self.split,
            "raw_observation": self._page.get("observation", ""),
            "available_actions": list(self._page.get("available_actions", [])),
            "tool_calls": tool_calls,
            "action_valid": action_valid,
            "invalid_reason": invalid_reason,
            "reward_components": dict(components),
            "terminal_reason": terminal_reason,
            "end_event": "purchase" if self._purchase is not None else None,
            "anchor_key": anchor_key,
            "metrics": self.metrics(),
        }

    def metrics(self) -> dict[str, Any]:
        """The episode's metrics as of now (spec §10)."""
        purchase = self._purchase or {}
        parts = purchase.get("components", {})
        score = float(purchase.get("score", 0.0))
        return {
            "task_score": score,
            "success": bool(purchase) and score >= self.success_threshold,
            "purchased_asin": purchase.get("asin"),
            "target_asin": self._goal.get("asin"),
            "product_match": bool(purchase) and purchase.get("asin") == self._goal.get("asin"),
            "r_type": parts.get("r_type"),
            "r_attr": parts.get("r_attr"),
            "r_option": parts.get("r_option"),
            "r_price": parts.get("r_price"),
            "title_score": parts.get("title_score"),
            "n_invalid_tool_calls": self._counters["n_invalid_tool_calls"],
            "n_invalid_actions": self._counters["n_invalid_actions"],
            "num_steps": self.steps_taken,
            "noun_extractor": self._noun_extractor,
        }

    # ------------------------------------------------------------------ prompt
    def _anchor_state(self) -> str:
        return self.observation

    def _render_prompt(self, feedback: Sequence[str]) -> str:
        current = self.observation if not self._notice else f"{self._notice}\n{self.observation}"
        if self.observation_format == "raw":
            return current
        return render_user_prompt(self._goal.get("instruction_text", ""), current, self._past,
                                  self._page.get("available_actions") or [], history_window=self.history_window,
                                  history_obs_chars=self.history_obs_chars, section_order=self.section_order,
                                  inline_tool_definitions=self.inline_tool_definitions)

    # ------------------------------------------------------------------ policies
    def admissible_actions(self) -> list[str] | None:
        """Complete action texts ``step`` executes now (``search[<your query>]`` made concrete)."""
        commands = []
        for action in self._page.get("available_actions") or []:
            commands.append(f"search[{default_query(self._goal)}]" if action == "search[<your query>]" else action)
        return [self.format_command(command) for command in commands]

    def oracle_command(self) -> str:
        """The expert's next command: search the goal's query, page to the target, select options, buy."""
        return oracle_command(self._goal, self._page.get("state") or {}, self._backend.settings.page_size)

    def oracle_action(self) -> str:
        """The expert's next action text (an ``env_step`` tool call)."""
        return self.format_command(self.oracle_command())

    def close(self) -> None:
        """Release the server session, if any."""
        self._backend.close()
        super().close()
