"""The one way to run episodes: :class:`RolloutCollector` plays many episodes of a text env on env slots.

>>> from agentgym_capo.rollout import RolloutCollector
>>> with RolloutCollector("capo/Chain-v0", backend="thread", num_envs=4, progress=False) as collector:
...     rollout = collector.collect([("chain-train-000", "a"), ("chain-train-001", "b")],
...                                 lambda inputs: [x.info["admissible_actions"][0] for x in inputs])
>>> [episode.traj_id for episode in rollout.episodes]
['a', 'b']

The collector follows the Gymnasium contract only (``reset(seed, options)``, the 5-tuple ``step``,
``info["messages"]``, optional ``info["segment"]``), so it plays every ``capo/`` id and a user's own text
env. Episodes wait in a queue; a free slot resets with the next episode's ``task_id``, ``traj_id`` and
seed, so there is never an automatic reset and an episode's steps all come from one reset (STYLE item 6).
Each round the policy gets every running episode's state at once, the slots step (in parallel, per the
backend, :mod:`~agentgym_capo.rollout.backends`), finished episodes free their slots and waiting ones start.
A :class:`~agentgym_capo.rollout.policy.StreamingPolicy` (continuous batching, one process) plays without
rounds: each state is submitted when it is ready and the slots whose actions come back step at once, while
the other episodes' actions are still being generated.

Choices made here (the trainer, ``capo eval``, the TRL adapter and ``capo rollout`` all rely on them):

* **Groups.** Episodes of one group share ``group_id`` and the reset seed (and task), so they start in the
  same state — the baseline of GRPO-style estimators.
* **Env errors end one episode.** An exception in ``reset``/``step`` (caught by
  :class:`~agentgym_capo.wrappers.guarded.GuardedEnv` next to the env, also in worker processes) or an env
  reporting ``env_error`` ends that episode with ``terminal_reason="env_error"``. A failed step still
  yields a record (reward 0, truncated, ``error`` set) so one sees where it stopped; the episode is
  ``dropped`` (kept in the result for metrics, out of :meth:`RolloutResult.training_steps`). A worker
  that dies ends its running episodes the same way and the backend is reopened (at most 3 times a call).
* **Step limit, enforced here only:** ``max_steps`` ends an episode as ``truncated`` with
  ``terminal_reason="max_steps"`` whatever wrappers the env has (an env's own time limit ends it the same
  way). A time-limit ending is never ``terminated``.
* **Prompt length.** With a ``tokenizer`` every state is rendered by
  :func:`~agentgym_capo.wrappers.chat.render_prompt`; a state longer than ``max_prompt_length`` tokens
  ends the episode before that step (its last step becomes truncated, ``terminal_reason="prompt_too_long"``;
  an episode with no step is dropped). After a truncated ending — time limit or prompt too long (then the
  over-long state itself) — the final state's ids are kept (``final_prompt_ids``) for a critic's bootstrap.
* **Equal rounds across processes.** With ``sync`` (``sync(locally_active) -> any process active``, an
  all-reduce) every process calls the policy once per round until all are done, even with nothing to do,
  because vLLM server mode and ZeRO-3 generation are collectives.
"""

from __future__ import annotations

import contextlib
import time
from collections import deque
from collections.abc import Callable, Container, Iterable, Sequence
from dataclasses import dataclass
from typing import Any

import gymnasium as gym
from tqdm.auto import tqdm

from agentgym_capo.checks import require_ints
from agentgym_capo.envs.core import stable_hash
from agentgym_capo.envs.factory import EnvFactory
from agentgym_capo.errors import ConfigError, EnvWorkerError
from agentgym_capo.rollout.backends import BACKENDS, EnvBackend, check_picklable
from agentgym_capo.rollout.policy import ActionPolicy, ActionStream, PolicyInput, PolicyOutput, StreamingPolicy
from agentgym_capo.rollout.records import (
    EpisodeResult,
    EpisodeSpec,
    PolicyAction,
    RolloutResult,
    StepRecord,
    segment_from_info,
)
from agentgym_capo.wrappers.chat import render_prompt, state_messages

__all__ = ["RolloutCollector"]

_MAX_BACKEND_RESTARTS = 3


@dataclass
class _Live:
    """A running episode on a slot."""

    result: EpisodeResult
    obs: str
    info: dict[str, Any]
    prompt: tuple[str, list[int]] | None = None


class RolloutCollector:
    """Plays batches of episodes on ``num_envs`` env slots (see the module docstring)."""

    def __init__(self, env: str | Callable[[], gym.Env], env_kwargs: dict[str, Any] | None = None, *,
                 backend: str = "thread", num_envs: int = 8, max_steps: int | None = None, tokenizer: Any = None,
                 max_prompt_length: int | None = None, sync: Callable[[bool], bool] | None = None,
                 progress: bool = True, **backend_options: Any):
        """Set up the slots (their envs are made on first use, or at once in worker processes).

        Args:
            env: A registered id (made with ``env_kwargs``) or a zero-argument env factory (picklable for the
                process backend, e.g. :class:`~agentgym_capo.envs.factory.EnvFactory`).
            env_kwargs: Constructor kwargs for an id.
            backend: A name in :data:`~agentgym_capo.rollout.backends.BACKENDS` (``sync``, ``thread``,
                ``process``).
            num_envs: Slots, i.e. episodes running at once (the policy's largest batch).
            max_steps: Step limit per episode (None: only the env's own).
            tokenizer: Renders each state into ``prompt_ids`` for the policy (None: text only).
            max_prompt_length: Longest rendered prompt in tokens (needs ``tokenizer``).
            sync: ``sync(locally_active) -> any process active``, for equal policy rounds across processes.
            progress: Show a progress bar over rounds (with finished episodes and tokens generated).
            **backend_options: Passed to the backend (``num_workers`` for threads, ``start_method`` for
                processes).
        """
        if backend not in BACKENDS:
            raise ConfigError(f"backend must be one of {sorted(BACKENDS)}, got {backend!r}.")
        if isinstance(env, str):
            env = EnvFactory(env, dict(env_kwargs or {}))
        elif env_kwargs:
            raise ConfigError("env_kwargs go with an env id; a factory carries its own kwargs.")
        if not callable(env):
            raise ConfigError(f"env must be an env id or a zero-argument env factory; got {type(env).__name__}.")
        if backend == "process":
            check_picklable(env)
        require_ints([("num_envs", num_envs)])
        require_ints([("max_steps", max_steps)], allow_none=True)
        if max_prompt_length is not None and tokenizer is None:
            raise ConfigError("max_prompt_length counts tokens: pass a tokenizer too.")
        self.factory, self.backend, self.num_envs = env, backend, num_envs
        self.max_steps, self.tokenizer, self.max_prompt_length = max_steps, tokenizer, max_prompt_length
        self.sync, self.progress, self._options = sync, progress, backend_options
        self._backend: EnvBackend | None = None

    def __enter__(self) -> RolloutCollector:
        return self

    def __exit__(self, *exc) -> None:
        self.close()

    def close(self) -> None:
        """Close every env (and worker)."""
        if self._backend is not None:
            self._backend.close()
            self._backend = None

    def _open(self) -> EnvBackend:
        if self._backend is None:
            self._backend = BACKENDS[self.backend](self.factory, self.num_envs, **self._options)
        return self._backend

    # ------------------------------------------------------------------ the loop
    def collect(self, episodes: Iterable[EpisodeSpec | Sequence[Any] | dict[str, Any]],
                policy: ActionPolicy | Callable[[list[PolicyInput]], Sequence[PolicyOutput]], *,
                description: str = "episodes") -> RolloutResult:
        """Play every requested episode to its end.

        Args:
            episodes: :class:`EpisodeSpec` s, ``(task_id, traj_id[, seed])`` tuples or dicts.
            policy: An :class:`ActionPolicy`, or a callable with the signature of its ``act``.
            description: Progress-bar label.

        Returns:
            One :class:`EpisodeResult` per requested episode, in request order.
        """
        start = time.perf_counter()
        act = policy.act if isinstance(policy, ActionPolicy) else policy
        results = [EpisodeResult(EpisodeSpec.coerce(item)) for item in episodes]
        waiting = deque(results)
        free = list(range(self.num_envs - 1, -1, -1))
        running: dict[int, _Live] = {}
        streaming = policy.stream() if self.sync is None and isinstance(policy, StreamingPolicy) else None
        bar = _RoundBar(len(results), self.num_envs, self.max_steps, description, enabled=self.progress,
                        per_episode=streaming is not None)
        try:
            with streaming if streaming is not None else contextlib.nullcontext() as stream:
                if stream is not None:
                    pending: dict[int, _SlotInput] = {}
                    self._play(lambda: self._stream_turn(stream, pending, waiting, free, running, bar),
                               lambda: self._forget_all(stream, pending, running), waiting, free, running, bar)
                else:
                    self._play(lambda: self._round_turn(act, waiting, free, running, bar), lambda: None, waiting,
                               free, running, bar)
        finally:
            bar.close()
        return RolloutResult(results, time.perf_counter() - start)

    def _play(self, turn: Callable[[], bool], on_failure: Callable[[], None], waiting: deque, free: list[int],
              running: dict[int, _Live], bar) -> None:
        """Take turns until ``turn()`` says nothing is left; a dead worker ends its episodes and reopens the slots."""
        restarts = 0
        while True:
            try:
                if not turn():
                    return
            except EnvWorkerError as error:
                restarts += 1
                on_failure()
                self._fail_running(running, free, bar, f"worker failure: {error}")
                self.close()
                if restarts > _MAX_BACKEND_RESTARTS:
                    while waiting:
                        self._end(waiting.popleft(), bar, "env_error", error=str(error))

    def _round_turn(self, act: Callable, waiting: deque, free: list[int], running: dict[int, _Live], bar) -> bool:
        """One round: every running episode acts once, then all their slots step (False: nothing left)."""
        inputs = self._next_inputs(waiting, free, running, bar)
        active = bool(inputs)
        if not (self.sync(active) if self.sync is not None else active):
            return False
        outputs = list(act(inputs))
        if len(outputs) != len(inputs):
            raise ConfigError(f"The policy must return one action per input: got {len(inputs)} inputs and "
                              f"{len(outputs)} actions.")
        bar.round_done(self._advance(inputs, outputs, running, free, bar))
        return True

    def _stream_turn(self, stream: ActionStream, pending: dict[int, _SlotInput], waiting: deque, free: list[int],
                     running: dict[int, _Live], bar) -> bool:
        """Submit every ready state, then step the episodes whose actions came back (False: nothing left)."""
        for item in self._next_inputs(waiting, free, running, bar, busy=pending):
            stream.submit(item.slot, item)
            pending[item.slot] = item
        if not pending:
            return False
        done = stream.next_finished()
        inputs = [pending.pop(slot) for slot, _ in done]
        bar.round_done(self._advance(inputs, [output for _, output in done], running, free, bar))
        for item in inputs:
            if item.slot not in running:  # its episode ended: the stream keeps nothing for the slot's next one
                stream.forget(item.slot)
        return True

    @staticmethod
    def _forget_all(stream: ActionStream, pending: dict[int, _SlotInput], running: dict[int, _Live]) -> None:
        for slot in set(pending) | set(running):
            stream.forget(slot)
        pending.clear()

    def _next_inputs(self, waiting: deque, free: list[int], running: dict[int, _Live], bar,
                     busy: Container[int] = ()) -> list[PolicyInput]:
        """Start waiting episodes on free slots; return the states of the running episodes whose slots are not
        ``busy`` (one whose prompt is too long ends instead)."""
        while True:
            self._start(waiting, free, running, bar)
            inputs = []
            for slot, live in list(running.items()):
                if slot in busy:
                    continue
                live.prompt = self._render(live.obs, live.info)
                if live.prompt is not None and self.max_prompt_length is not None \
                        and len(live.prompt[1]) > self.max_prompt_length:
                    self._truncate_for_length(running.pop(slot), bar)
                    free.append(slot)
                else:
                    inputs.append(self._input(slot, live))
            if inputs or not waiting or not free:
                return inputs

    def _start(self, waiting: deque, free: list[int], running: dict[int, _Live], bar) -> None:
        batch, started = [], []
        while waiting and free:
            result = waiting.popleft()
            spec = result.spec
            options = {key: value for key, value in (("task_id", spec.task_id), ("traj_id", spec.traj_id))
                       if value is not None}
            batch.append((free.pop(), spec.seed, options))
            started.append(result)
        if not batch:
            return
        try:
            answers = self._open().reset(batch)
        except EnvWorkerError:
            waiting.extendleft(reversed(started))  # not started: they wait for the reopened backend
            free.extend(slot for slot, _, _ in batch)
            raise
        for (slot, _, _), result, (obs, info) in zip(batch, started, answers, strict=True):
            if "env_error" in info:
                free.append(slot)
                self._end(result, bar, "env_error", error=info["env_error"])
                continue
            segment = info.get("segment") or {}
            result.traj_id = segment.get("traj_id") or result.traj_id or f"episode-{id(result)}"
            result.task_id = segment.get("task_id") or info.get("task_id") or result.task_id
            running[slot] = _Live(result, obs, info)

    def _render(self, obs: str, info: dict[str, Any]) -> tuple[str, list[int]] | None:
        if self.tokenizer is None:
            return None
        return render_prompt(self.tokenizer, state_messages(obs, info), info.get("tools"))

    def _input(self, slot: int, live: _Live) -> _SlotInput:
        """The policy's view of a running episode."""
        result = live.result
        text, ids = live.prompt if live.prompt is not None else (None, None)
        env = self._backend.local_env(slot) if self._backend is not None else None
        return _SlotInput(result.traj_id or "", result.task_id or "", result.spec.group_id or result.traj_id or "",
                          len(result.steps), live.obs, live.info, ids, text, env, slot=slot)

    def _advance(self, inputs: list[PolicyInput], outputs: Sequence[PolicyOutput], running: dict[int, _Live],
                 free: list[int], bar) -> int:
        """Step the slots of ``inputs`` with the policy's ``outputs``; returns the tokens generated."""
        actions = [_as_action(output) for output in outputs]
        playing = []
        for item, action in zip(inputs, actions, strict=True):
            if action is None:
                free.append(item.slot)
                self._end(running.pop(item.slot).result, bar, "policy_stop", truncated=True)
            else:
                playing.append((item, action))
        answers = self._open().step([(item.slot, action.text) for item, action in playing]) if playing else []
        for (item, action), answer in zip(playing, answers, strict=True):
            live = running[item.slot]
            record = self._record(item, action, answer)
            live.result.steps.append(record)
            live.obs, live.info = answer[0], answer[4]
            if record.terminated or record.truncated:
                del running[item.slot]
                free.append(item.slot)
                final = self._render(live.obs, live.info) if record.truncated and not record.error else None
                self._end(live.result, bar, record.terminal_reason, terminated=record.terminated,
                          truncated=record.truncated, error=record.error, final_prompt_ids=final and final[1])
        return sum(len(action.response_ids) for _, action in playing)

    def _record(self, item: _SlotInput, action: PolicyAction, answer: tuple) -> StepRecord:
        """The step record of one answer; the step limit and the ending's reason are settled here."""
        obs, reward, terminated, truncated, info = answer
        anchor = stable_hash(item.prompt_text if item.prompt_text is not None else item.prompt)
        segment = segment_from_info(info, traj_id=item.traj_id, task_id=item.task_id, step_index=item.step_index,
                                    anchor_key=anchor)
        if self.max_steps is not None and item.step_index + 1 >= self.max_steps:
            truncated = True
        terminated = bool(terminated)
        truncated = bool(truncated) and not terminated
        if terminated and segment.terminal_reason is None:
            segment.terminal_reason = "success" if info.get("success") or info.get("won") else "failure"
        if truncated and segment.terminal_reason is None:
            segment.terminal_reason = "max_steps"
        if not (terminated or truncated):
            segment.terminal_reason = None
        return StepRecord(segment, item.group_id, item.prompt, action, float(reward), terminated, truncated,
                          item.prompt_ids, item.prompt_text, info.get("env_error"), info.get("metrics"))

    # ------------------------------------------------------------------ endings
    @staticmethod
    def _end(result: EpisodeResult, bar, reason: str | None, *, terminated: bool = False, truncated: bool = False,
             error: str | None = None, final_prompt_ids: list[int] | None = None) -> None:
        result.terminal_reason, result.terminated, result.truncated = reason, terminated, truncated
        result.error, result.final_prompt_ids = error, final_prompt_ids
        result.dropped = reason == "env_error" or not result.steps
        bar.episode_done()

    def _truncate_for_length(self, live: _Live, bar) -> None:
        if live.result.steps:
            last = live.result.steps[-1]
            last.truncated, last.segment.terminal_reason = True, "prompt_too_long"
        # the over-long state is s_T: kept for a critic's bootstrap (one no-grad forward, no generation)
        self._end(live.result, bar, "prompt_too_long", truncated=True,
                  final_prompt_ids=live.prompt[1] if live.prompt is not None else None)

    def _fail_running(self, running: dict[int, _Live], free: list[int], bar, why: str) -> None:
        for slot, live in list(running.items()):
            result = live.result
            segment = segment_from_info(live.info, traj_id=result.traj_id or "", task_id=result.task_id or "",
                                        step_index=len(result.steps), anchor_key="")
            segment.step_index, segment.terminal_reason = len(result.steps), "env_error"
            segment.reward_components, segment.format_ok, segment.tool_calls = {}, None, []
            result.steps.append(StepRecord(segment, result.spec.group_id or "", live.obs, PolicyAction(""), 0.0,
                                           truncated=True, error=why))
            del running[slot]
            self._end(result, bar, "env_error", truncated=True, error=why)
        free[:] = list(range(self.num_envs - 1, -1, -1))


class _RoundBar:
    """The rollout's progress bar: one tick per round, with finished episodes and tokens generated beside it.

    Episodes run in rounds (every running episode acts once per round), so they finish together, often in the
    last round: a bar over episodes stood still and then jumped, and its ETA was meaningless. Rounds take
    similar times, so a bar over them moves evenly. Its total is the most rounds the episodes can take
    (``max_steps`` per wave of ``num_envs`` episodes; unknown without ``max_steps``), so the ETA is an upper
    bound: a rollout whose episodes all end early stops short of it. With a streaming policy
    (``per_episode``) there are no rounds and episodes end one by one, so the bar counts episodes.
    """

    def __init__(self, episodes: int, num_envs: int, max_steps: int | None, description: str, enabled: bool,
                 per_episode: bool = False):
        waves = -(-episodes // max(num_envs, 1))
        total = episodes if per_episode else (max_steps * waves if max_steps else None)
        self.bar = tqdm(total=total, desc=description, unit="episode" if per_episode else "round",
                        disable=not enabled, leave=False)
        self.episodes, self.finished, self.tokens, self.rounds = episodes, 0, 0, 0
        self.per_episode = per_episode

    def episode_done(self) -> None:
        """Count one finished episode."""
        self.finished += 1
        if self.per_episode:
            self.bar.update(1)
        self._describe()

    def round_done(self, tokens: int) -> None:
        """Count one round (or, streaming, one batch of returned actions) and the tokens generated in it."""
        self.rounds += 1
        self.tokens += tokens
        if not self.per_episode:
            self.bar.update(1)
        self._describe()

    def _describe(self) -> None:
        tokens = f", {self.tokens} tokens" if self.tokens else ""
        self.bar.set_postfix_str(f"{self.finished}/{self.episodes} episodes done{tokens}", refresh=False)

    def close(self) -> None:
        """Remove the bar."""
        self.bar.close()


@dataclass
class _SlotInput(PolicyInput):
    """A :class:`PolicyInput` that remembers its slot (the collector's bookkeeping, not the policy's)."""

    slot: int = -1


def _as_action(output: PolicyOutput) -> PolicyAction | None:
    if output is None or isinstance(output, PolicyAction):
        return output
    if isinstance(output, str):
        return PolicyAction(output)
    raise ConfigError("A policy returns PolicyAction objects, strings, or None (stop the episode); got "
                      f"{type(output).__name__}.")
