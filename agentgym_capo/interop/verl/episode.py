"""One ``capo/`` episode played through a token-level generator: the verl-free core of
:class:`.agent_loop.CapoAgentLoop`.

:func:`play_episode` takes the episode's row (:class:`EpisodeSpec`), a tokenizer, an async ``generate(prompt_ids)``
(verl's server manager in the agent loop; an oracle or a fake in tests) and an :class:`~.pool.EnvPool`, and
returns the training rows (:class:`StepRow`) in one of two layouts:

* ``step`` (default; verl's V1 trainer, ``trainer.use_v1=true``): one row per env step. The prompt is the
  step's state rendered by our one renderer (:func:`~agentgym_capo.wrappers.chat.render_prompt`:
  ``info["messages"]`` and ``info["tools"]`` through the chat template, exactly what ``CAPOTrainer`` sees); the
  response is the sampled token ids and log-probs as generated (capped at ``response_length``), never a
  re-tokenisation of the decoded text. This is the paper's step-level MDP.
* ``chat`` (verl's older trainer, one output per rollout): one row per episode. The response is every
  generation (mask 1) followed by the observation delta (mask 0): the template's text between the end of the
  reply and the next generation prompt, with the env's next state as a user turn. Generated tokens are kept
  as generated; if the generation already ended with part of the template's end-of-turn text (e.g. Qwen's
  ``<|im_end|>``), that part is not repeated in the delta. If a template does not render a longer chat as an
  extension of the shorter one, the delta falls back to the new user turn rendered alone.

Endings (``extra_fields["terminal_reason"]`` of the last row, see :mod:`.metadata`): the env's own, or
``prompt_too_long`` (the next prompt exceeds ``prompt_length`` — or, in the chat layout, the response budget
is spent — where verl would silently left-truncate), ``server_error`` (``generate`` raised), ``env_error``
(``make``/``reset``/``step`` raised; the env is dropped from the pool) and ``no_capacity`` (no env-server slot
within the deadline). The failed generation or env call adds no row: the last completed step is marked as
the ending. An episode that fails before its first step still returns one row (its prompt, one pad token with
mask 0, reward 0), so verl gets one output per rollout and trains nothing on it. Errors never propagate: one
broken episode must not stop a 1,024-episode rollout.
"""

from __future__ import annotations

import json
import time
from collections.abc import Awaitable, Callable, Mapping
from dataclasses import dataclass, field
from typing import Any

from agentgym_capo.checks import require_ints
from agentgym_capo.errors import ConfigError
from agentgym_capo.interop import REMOTE_ENV_ID
from agentgym_capo.interop.verl.metadata import new_trajectory_id, reward_extra_info, step_extra_fields
from agentgym_capo.interop.verl.pool import EnvPool, NoCapacityError
from agentgym_capo.wrappers.chat import render_prompt, state_messages, template_supports_tools

__all__ = ["LAYOUTS", "EpisodeSpec", "Generation", "LoopSettings", "StepRow", "play_episode"]

LAYOUTS = ("step", "chat")


@dataclass
class Generation:
    """What the model server returned for one prompt."""

    token_ids: list[int]
    log_probs: list[float] | None = None


@dataclass
class EpisodeSpec:
    """Which episode a dataset row asks for (see :meth:`from_row`).

    Attributes:
        env_id: The registered id to play.
        task_id: The task (None: the env samples one from the seed).
        seed: The reset seed.
        split: The env's split (a ``gym.make`` kwarg).
        env_kwargs: Further ``gym.make`` kwargs.
        server_url: A ``capo serve`` URL: play the env remotely through ``capo/Remote-v0``. Several URLs,
            comma-separated, are shards of one env: each episode goes to the least busy (:mod:`.pool`).
    """

    env_id: str
    task_id: str | None = None
    seed: int | None = None
    split: str | None = None
    env_kwargs: dict[str, Any] = field(default_factory=dict)
    server_url: str | None = None

    def __post_init__(self) -> None:
        """Check the types a row may get wrong."""
        if not isinstance(self.env_id, str) or not self.env_id:
            raise ConfigError(f"A verl row needs extra_info.env_id (or data_source) naming a capo/ env id, got "
                              f"{self.env_id!r}; write rows with `capo export verl`.")
        if not isinstance(self.env_kwargs, dict):
            raise ConfigError(f"extra_info.env_kwargs must be a JSON object, got {self.env_kwargs!r}.")

    @classmethod
    def from_row(cls, row: Mapping[str, Any]) -> EpisodeSpec:
        """Read the row verl passes to ``run`` (``extra_info`` as written by ``capo export verl``).

        ``extra_info`` keys: ``env_id`` (else the row's ``data_source``), ``task_id``, ``seed``, ``split``,
        ``env_kwargs`` (JSON text or a mapping), ``server_url``.
        """
        info = dict(row.get("extra_info") or {})
        kwargs = info.get("env_kwargs") or {}
        if isinstance(kwargs, str):
            try:
                kwargs = json.loads(kwargs)
            except ValueError as error:
                raise ConfigError(f"extra_info.env_kwargs must be JSON, got {kwargs[:80]!r}.") from error
        seed = info.get("seed")
        task_id = info.get("task_id")
        return cls(env_id=info.get("env_id") or row.get("data_source"),
                   task_id=None if task_id in (None, "") else str(task_id),
                   seed=None if seed is None or seed == "" else int(seed), split=info.get("split") or None,
                   env_kwargs=dict(kwargs), server_url=info.get("server_url") or None)

    def server_urls(self) -> list[str]:
        """The shard URLs of ``server_url`` ([] when played in process)."""
        return [url.strip() for url in (self.server_url or "").split(",") if url.strip()]

    def make_args(self, server_url: str | None = None) -> tuple[str, dict[str, Any]]:
        """``(id, kwargs)`` for :func:`~agentgym_capo.envs.registry.make` (the remote client when served).

        Args:
            server_url: The shard to use (default: ``server_url`` as given).
        """
        kwargs = dict(self.env_kwargs)
        if self.split:
            kwargs["split"] = self.split
        server_url = server_url or self.server_url
        if server_url:
            return REMOTE_ENV_ID, {"server_url": server_url, "env_id": self.env_id, "env_kwargs": kwargs}
        return self.env_id, kwargs


@dataclass
class LoopSettings:
    """How the loop plays (the YAML entry's kwargs and verl's rollout lengths).

    Attributes:
        prompt_length: verl's ``rollout.prompt_length``: the longest prompt a row may have.
        response_length: verl's ``rollout.response_length``: the longest response a row may have.
        layout: ``step`` (one row per env step) or ``chat`` (one row per episode); see the module docstring.
        max_sessions_per_server: Episodes this process plays at once against one env server.
        capacity_timeout: Seconds an episode waits for an env-server slot before ending with ``no_capacity``.
        logprobs: Whether the server is asked for log-probs (verl's ``rollout.calculate_log_probs``); a stub
            row then carries zeros so that every row of the batch has ``rollout_log_probs``.
    """

    prompt_length: int
    response_length: int
    layout: str = "step"
    max_sessions_per_server: int = 128
    capacity_timeout: float = 600.0
    logprobs: bool = False

    def __post_init__(self) -> None:
        """Check the values."""
        if self.layout not in LAYOUTS:
            raise ConfigError(f"layout must be one of {LAYOUTS}, got {self.layout!r}.")
        require_ints((name, getattr(self, name)) for name in ("prompt_length", "response_length",
                                                              "max_sessions_per_server"))
        if not self.capacity_timeout > 0:
            raise ConfigError(f"capacity_timeout must be a positive number of seconds, got {self.capacity_timeout!r}.")


@dataclass
class StepRow:
    """One training row (an ``AgentLoopOutput`` without verl's types)."""

    prompt_ids: list[int]
    response_ids: list[int]
    response_mask: list[int]
    response_logprobs: list[float] | None
    extra_fields: dict[str, Any]
    reward_score: float | None = None
    num_turns: int = 2
    generate_seconds: float = 0.0
    env_seconds: float = 0.0


class _Episode:
    """The state of one episode while it is played (rows so far, timings, the ending)."""

    def __init__(self, spec: EpisodeSpec, tokenizer: Any, settings: LoopSettings):
        self.spec, self.tokenizer, self.settings = spec, tokenizer, settings
        self.traj_id = new_trajectory_id(spec.task_id)
        self.task_id = spec.task_id
        self.rows: list[StepRow] = []
        self.rewards: list[float] = []
        self.last_prompt: list[int] = []
        self.ending: tuple[str, str] | None = None  # (reason, message) of a loop-decided ending
        self.chat: _ChatState | None = None
        self.generate_seconds = self.env_seconds = 0.0

    def pad_id(self) -> int:
        for name in ("pad_token_id", "eos_token_id"):
            value = getattr(self.tokenizer, name, None)
            if isinstance(value, int):
                return value
        return 0

    def add_step(self, prompt_ids, generation: Generation, response_ids, reward, terminated, truncated, info):
        logprobs = None
        if generation.log_probs is not None:
            logprobs = [float(x) for x in generation.log_probs[:len(response_ids)]]
            logprobs += [0.0] * (len(response_ids) - len(logprobs))
        fields = step_extra_fields(traj_id=self.traj_id, env_id=self.spec.env_id, task_id=self.task_id,
                                   step_index=len(self.rows), reward=reward, segment=info.get("segment"),
                                   terminated=terminated, truncated=truncated)
        self.rows.append(StepRow(list(prompt_ids), list(response_ids), [1] * len(response_ids), logprobs, fields))
        self.rewards.append(float(reward))

    def end(self, reason: str, message: str) -> None:
        self.ending = (reason, message)

    def finish(self) -> list[StepRow]:
        """Mark the ending on the last row (or a stub row when no step completed) and attach the episode reward."""
        if not self.rows:
            prompt = self.last_prompt[-self.settings.prompt_length:] or [self.pad_id()]
            fields = step_extra_fields(traj_id=self.traj_id, env_id=self.spec.env_id, task_id=self.task_id,
                                       step_index=0, reward=0.0, segment=None, terminated=False, truncated=True)
            self.rows.append(StepRow(prompt, [self.pad_id()], [0], [0.0] if self.settings.logprobs else None, fields,
                                     num_turns=1))
            self.rewards.append(0.0)
        last = self.rows[-1].extra_fields
        if self.ending is not None:
            reason, message = self.ending
            last.update(terminal_reason=reason, truncated=True, is_last=True, error=message)
        last["is_last"] = True
        extra = reward_extra_info(self.rewards, terminal_reason=last["terminal_reason"], truncated=last["truncated"])
        for row in self.rows:  # one key set for every row (verl reads the first row's keys for the batch)
            row.extra_fields["reward_extra_info"] = dict(extra)
        self.rows[-1].reward_score = float(sum(self.rewards))
        self.rows[-1].generate_seconds, self.rows[-1].env_seconds = self.generate_seconds, self.env_seconds
        return self.rows


async def play_episode(spec: EpisodeSpec, *, tokenizer: Any, generate: Callable[[list[int]], Awaitable[Generation]],
                       pool: EnvPool, settings: LoopSettings) -> list[StepRow]:
    """Play one episode and return its rows (``settings.layout``; see the module docstring). Never raises for env,
    server or capacity failures: they become the episode's ending."""
    episode = _Episode(spec, tokenizer, settings)
    shards = spec.server_urls()
    server_url = pool.pick_server(shards) if shards else None
    make_id, make_kwargs = spec.make_args(server_url)
    try:
        async with pool.server_slot(server_url, settings.max_sessions_per_server, settings.capacity_timeout):
            await _play_with_env(episode, generate, pool, make_id, make_kwargs)
    except NoCapacityError as error:
        episode.end("no_capacity", str(error))
    rows = episode.finish()
    return rows if settings.layout == "step" else [_chat_row(episode, rows)]


class _EnvFailed(Exception):
    """An env call failed; the episode already ended with ``env_error`` (:func:`_env_call`)."""


async def _env_call(episode: _Episode, what: str, call: Any) -> Any:
    """Await one env call (``call``: the coroutine), timed into ``env_seconds``; a failure ends the episode."""
    started = time.perf_counter()
    try:
        return await call
    except Exception as error:  # noqa: BLE001  (any env failure ends this episode only)
        episode.end("env_error", f"{what}: {type(error).__name__}: {error}")
        raise _EnvFailed from error
    finally:
        episode.env_seconds += time.perf_counter() - started


async def _play_with_env(episode: _Episode, generate, pool: EnvPool, make_id: str, make_kwargs: dict) -> None:
    spec, settings, tokenizer = episode.spec, episode.settings, episode.tokenizer
    try:
        env = await _env_call(episode, f"making {make_id}", pool.acquire(make_id, make_kwargs))
    except _EnvFailed:
        return
    healthy = True
    try:
        options = {"traj_id": episode.traj_id, **({"task_id": spec.task_id} if spec.task_id is not None else {})}
        obs, info = await _env_call(episode, "reset", pool.call(env.reset, seed=spec.seed, options=options))
        episode.task_id = str(info.get("task_id", spec.task_id))
        if settings.layout == "chat":
            episode.chat = await pool.call(_ChatState, tokenizer, state_messages(obs, info), info.get("tools"))
        chat = episode.chat
        while True:
            if chat is None:
                _, prompt_ids = await pool.call(render_prompt, tokenizer, state_messages(obs, info), info.get("tools"))
            else:
                prompt_ids = chat.context_ids()
            episode.last_prompt = prompt_ids
            limit = settings.prompt_length if chat is None else settings.prompt_length + settings.response_length
            if len(prompt_ids) > limit:
                episode.end("prompt_too_long", f"the step-{len(episode.rows)} prompt has {len(prompt_ids)} tokens, "
                            f"over rollout.prompt_length={settings.prompt_length}" +
                            ("" if chat is None else f" + response_length={settings.response_length}"))
                return
            started = time.perf_counter()
            try:
                generation = await generate(prompt_ids)
            except Exception as error:  # noqa: BLE001  (a failed request ends this episode only)
                episode.end("server_error", f"{type(error).__name__}: {error}")
                return
            finally:
                episode.generate_seconds += time.perf_counter() - started
            budget = settings.response_length if chat is None else settings.response_length - chat.response_len()
            response_ids = list(generation.token_ids)[:max(budget, 0)]
            action = tokenizer.decode(response_ids, skip_special_tokens=True)
            obs, reward, terminated, truncated, info = await _env_call(episode, "step", pool.call(env.step, action))
            episode.add_step(prompt_ids, generation, response_ids, reward, terminated, truncated, info)
            if chat is not None:
                chat.add_reply(response_ids, episode.rows[-1].response_logprobs, action)
            if terminated or truncated:
                return
            if chat is not None:
                await pool.call(chat.add_observation, state_messages(obs, info)[-1]["content"])
    except _EnvFailed:
        healthy = False
    finally:
        pool.release(env, make_id, make_kwargs, healthy=healthy)


class _ChatState:
    """The growing token context of the chat layout: first prompt, then replies and observation deltas."""

    def __init__(self, tokenizer: Any, messages: list[dict], tools: list[dict] | None):
        self.tokenizer = tokenizer
        self.messages = list(messages)
        self.kwargs = {"tools": tools} if tools and template_supports_tools(tokenizer) else {}
        self.prompt_ids = render_prompt(tokenizer, self.messages, tools)[1]
        self.response_ids: list[int] = []
        self.mask: list[int] = []
        self.logprobs: list[float] | None = []
        self._reply_raw = ""

    def _text(self, messages: list[dict], generation_prompt: bool) -> str:
        return self.tokenizer.apply_chat_template(messages, tokenize=False, add_generation_prompt=generation_prompt,
                                                  **self.kwargs)

    def context_ids(self) -> list[int]:
        return self.prompt_ids + self.response_ids

    def response_len(self) -> int:
        return len(self.response_ids)

    def add_reply(self, ids: list[int], logprobs: list[float], action: str) -> None:
        self.response_ids += ids
        self.mask += [1] * len(ids)
        self.logprobs = None if logprobs is None or self.logprobs is None else self.logprobs + logprobs
        self._reply_raw = self.tokenizer.decode(ids, skip_special_tokens=False)
        self._before = list(self.messages)
        self.messages.append({"role": "assistant", "content": action})

    def add_observation(self, content: str) -> None:
        head = self._text(self._before, True)
        action = self.messages[-1]["content"]
        prev = self._text(self.messages, False)
        self.messages.append({"role": "user", "content": content})
        full = self._text(self.messages, True)
        if prev.startswith(head + action) and full.startswith(prev):
            tail = prev[len(head) + len(action):]  # the template's end-of-turn text after the reply
            for cut in range(len(tail), 0, -1):  # the part the model already generated is not repeated
                if self._reply_raw.endswith(tail[:cut]):
                    tail = tail[cut:]
                    break
            delta = tail + full[len(prev):]
        else:
            delta = self._text([self.messages[-1]], True)
        ids = [int(t) for t in self.tokenizer(delta, add_special_tokens=False)["input_ids"]]
        self.response_ids += ids
        self.mask += [0] * len(ids)
        if self.logprobs is not None:
            self.logprobs += [0.0] * len(ids)


def _chat_row(episode: _Episode, rows: list[StepRow]) -> StepRow:
    """The chat layout's single row: the first prompt, every reply and delta, the last step's metadata."""
    last, chat = rows[-1], episode.chat
    fields = dict(last.extra_fields)
    fields["turn_scores"] = [float(r) for r in episode.rewards]
    fields["steps"] = json.dumps([{k: v for k, v in row.extra_fields.items() if k != "reward_extra_info"}
                                  for row in rows], default=str)
    if chat is None or not chat.response_ids:  # nothing generated: the stub row of finish()
        last.extra_fields = fields
        return last
    return StepRow(chat.prompt_ids, chat.response_ids, chat.mask, chat.logprobs, fields,
                   reward_score=last.reward_score, num_turns=len(chat.messages),
                   generate_seconds=last.generate_seconds, env_seconds=last.env_seconds)
