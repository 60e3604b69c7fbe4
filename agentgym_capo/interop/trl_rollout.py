"""Train on any registered env with TRL's own ``GRPOTrainer``, through its ``rollout_func`` hook.

>>> from trl import GRPOConfig, GRPOTrainer                                   # doctest: +SKIP
>>> from agentgym_capo.interop.trl_rollout import EnvRolloutFunc, env_return_reward
>>> rollout = EnvRolloutFunc("capo/Chain-v0")
>>> trainer = GRPOTrainer(model=model_dir, reward_funcs=[env_return_reward], args=GRPOConfig(...),
...                       train_dataset=rollout.task_dataset(), rollout_func=rollout)
>>> trainer.train()

How an episode becomes one GRPO row. TRL's ``rollout_func`` gets this process's prompts, each already
repeated ``num_generations`` times, and must return one ``(prompt_ids, completion_ids)`` row per prompt. So
each prompt names a task (:meth:`EnvRolloutFunc.task_dataset` builds such prompts; a bare task id string
works too), each copy plays one episode of that task (copies of a group share the reset seed, so they start
in the same state), and the row is the episode's transcript:

* ``prompt_ids`` — the env's first state rendered by :func:`~agentgym_capo.rollout.render_prompt` (the same
  ids :class:`~agentgym_capo.wrappers.ChatPrompt` and the CAPO trainer get for that state);
* ``completion_ids`` — action 1, then the next user turn (the env's next prompt, rendered as a chat turn),
  action 2, ... The model generates each action conditioned on exactly this transcript, so the log-probs
  TRL recomputes are the ones the actions were sampled from;
* ``env_mask`` (TRL's ``tool_mask``) — 1 on generated action tokens, 0 on env turns (and on an end-of-turn
  token added after an action cut off by ``max_completion_length``);
* ``logprobs`` — the backend's sampling log-probs (vLLM), 0 on env tokens; None on the transformers path.

Extra fields, passed to reward functions as keyword lists and merged into TRL's ``inputs``:
``env_return`` (sum of step rewards), ``step_rewards``, ``num_steps``, ``terminal_reason``, ``traj_id``,
``task_id``, ``segments`` (every ``info["segment"]`` dict of the episode) and ``action_segment_ids``
(per completion token: k on the tokens of action k, -1 on env tokens). :func:`env_return_reward` turns
``env_return`` into GRPO's reward.

Choices made here: GRPO gives one advantage per trajectory (huggingface/trl#4543); for the paper's
step-level credit assignment use :class:`agentgym_capo.trainer.CAPOTrainer`. Because the env rebuilds its
whole prompt each step, every user turn repeats the history the env shows; keep ``max_context_tokens``
within the model's context (an episode whose next turn would not fit ends as ``policy_stop``). Episodes
run in a :class:`~agentgym_capo.rollout.RolloutCollector` (thread backend by default), so a remote
env (``capo/Remote-v0``) or a slow one steps in parallel while the model generates for all at once.
"""

from __future__ import annotations

import itertools
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from typing import Any

import gymnasium as gym
from tqdm.auto import tqdm

from agentgym_capo.envs.core import stable_hash
from agentgym_capo.errors import ConfigError
from agentgym_capo.rollout import EpisodeSpec, PolicyInput, RolloutCollector, render_prompt

__all__ = ["EnvRolloutFunc", "env_return_reward"]

_USER_MARK = "\u0001CAPO_USER\u0001"
_ASSISTANT_MARK = "\u0001CAPO_ASSISTANT\u0001"

GenerateFn = Callable[[list[list[int]]], tuple[list[list[int]], list[list[float]] | None]]


def env_return_reward(completions: Sequence[Any], env_return: Sequence[float] | None = None, **kwargs: Any
                      ) -> list[float]:
    """GRPO reward function: the episode's return, as computed by the env (``env_return`` extra field)."""
    if env_return is None:
        raise ConfigError("env_return_reward needs the `env_return` field: use it with EnvRolloutFunc as the "
                          "GRPOTrainer's rollout_func.")
    return [float(value) for value in env_return]


@dataclass
class _Transcript:
    prompt_ids: list[int] = field(default_factory=list)
    completion_ids: list[int] = field(default_factory=list)
    env_mask: list[int] = field(default_factory=list)
    logprobs: list[float] = field(default_factory=list)
    segment_ids: list[int] = field(default_factory=list)
    actions: int = 0
    has_logprobs: bool = True

    def context(self) -> list[int]:
        return self.prompt_ids + self.completion_ids

    def add(self, ids: Sequence[int], *, action: bool, logprobs: Sequence[float] | None = None) -> None:
        self.completion_ids.extend(ids)
        self.env_mask.extend([int(action)] * len(ids))
        self.segment_ids.extend([self.actions if action else -1] * len(ids))
        self.logprobs.extend(logprobs if logprobs is not None else [0.0] * len(ids))


class EnvRolloutFunc:
    """A ``rollout_func`` for ``trl.GRPOTrainer`` that plays episodes of a registered env (see module docstring)."""

    def __init__(self, env_id: str, env_kwargs: dict[str, Any] | None = None, *, tokenizer: Any = None,
                 generate: GenerateFn | None = None, backend: str = "thread", num_envs: int = 16,
                 max_context_tokens: int = 4096, seed: int = 0, progress: bool = False):
        """Set up the adapter (envs are made on first use).

        Args:
            env_id: A registered id (``capo/Remote-v0`` with ``server_url`` in ``env_kwargs`` plays over HTTP).
            env_kwargs: Constructor kwargs of every env.
            tokenizer: Tokenizer with a chat template (default: the trainer's processing class).
            generate: ``(context_ids) -> (completion_ids, logprobs | None)`` (default: the trainer's
                ``_generate_single_turn``, i.e. transformers or vLLM as configured).
            backend: Collector backend (``thread``, ``process`` or ``sync``).
            num_envs: Episodes running at once (the generation batch).
            max_context_tokens: Prompt plus transcript budget; a turn that would exceed it is not played.
            seed: Seeds the groups' reset seeds.
            progress: Show a progress bar over episodes.
        """
        self.env_id, self.env_kwargs = env_id, dict(env_kwargs or {})
        self.tokenizer, self._generate = tokenizer, generate
        self.max_context_tokens, self.seed = max_context_tokens, seed
        self.collector = RolloutCollector(env_id, self.env_kwargs, backend=backend, num_envs=num_envs,
                                          progress=progress)
        self._calls = itertools.count()
        self._template: tuple[str, str] | None = None
        self._task_ids: set[str] | None = None
        self.__name__ = f"EnvRolloutFunc[{env_id}]"

    # ------------------------------------------------------------------ the dataset of tasks
    def task_dataset(self, num_tasks: int | None = None, *, render: bool = True):
        """Return a ``datasets.Dataset`` with one row per task of the env's split.

        Each ``prompt`` is the task's first state as chat messages (reset with seed 0); the last message
        carries the ``task_id`` that the rollout reads back. With ``render=False`` the prompt is the bare
        task id (no env resets, for envs with slow resets).
        """
        from datasets import Dataset

        env = gym.make(self.env_id, **self.env_kwargs)
        try:
            ids = list(env.unwrapped.task_ids())[:num_tasks]
            rows = []
            for task_id in tqdm(ids, desc=f"{self.env_id} tasks", disable=not render or len(ids) < 50):
                if not render:
                    rows.append({"prompt": task_id, "task_id": task_id})
                    continue
                _, info = env.reset(seed=0, options={"task_id": task_id})
                messages = [{"role": m["role"], "content": m["content"], "task_id": None} for m in info["messages"]]
                messages[-1]["task_id"] = task_id
                rows.append({"prompt": messages, "task_id": task_id})
        finally:
            env.close()
        return Dataset.from_list(rows)

    def _task_of(self, prompt: Any) -> str:
        if isinstance(prompt, str):
            task_id = prompt
        elif isinstance(prompt, list) and prompt and all(isinstance(m, dict) for m in prompt):
            task_id = next((m["task_id"] for m in reversed(prompt) if m.get("task_id")), None)
        else:
            task_id = None
        if task_id is None:
            raise ConfigError(
                "Each prompt must name a task: a task id string, or chat messages whose last message has a "
                f"'task_id' key (as EnvRolloutFunc.task_dataset() builds them); got {str(prompt)[:200]!r}.")
        return str(task_id)

    # ------------------------------------------------------------------ tokens
    def _tokenizer_of(self, trainer: Any) -> Any:
        tokenizer = self.tokenizer or getattr(trainer, "processing_class", None)
        tokenizer = getattr(tokenizer, "tokenizer", tokenizer)  # a processor wraps its tokenizer
        if tokenizer is None or not getattr(tokenizer, "chat_template", None):
            raise ConfigError("EnvRolloutFunc needs a tokenizer with a chat template: pass tokenizer=... or give "
                              "the trainer a processing_class that has one.")
        return tokenizer

    def _user_turn_template(self, tokenizer: Any) -> tuple[str, str]:
        """Text before and after a user message's content, from the end of an assistant turn to the next one."""
        if self._template is None:
            eos = tokenizer.eos_token or ""
            messages = [{"role": "user", "content": "hi"}, {"role": "assistant", "content": _ASSISTANT_MARK},
                        {"role": "user", "content": _USER_MARK}]
            text = tokenizer.apply_chat_template(messages, tokenize=False, add_generation_prompt=True)
            anchor = _ASSISTANT_MARK + eos
            if anchor not in text or _USER_MARK not in text:
                raise ConfigError(
                    "The chat template must end an assistant turn with the eos token "
                    f"({eos!r}) right after its content, as ChatML templates do; this one renders {text[-300:]!r}.")
            after = text[text.index(anchor) + len(anchor):]
            before_user, _, after_user = after.partition(_USER_MARK)
            self._template = (before_user, after_user)
        return self._template

    def _ids(self, tokenizer: Any, text: str) -> list[int]:
        return list(tokenizer(text, add_special_tokens=False)["input_ids"])

    def _generator(self, trainer: Any) -> GenerateFn:
        if self._generate is not None:
            return self._generate
        if trainer is None:
            raise ConfigError("Pass generate=... or call the rollout with a trainer.")

        from agentgym_capo.trainer.backend.trl_bridge import generate_single_turn  # TRL's private API lives there

        def generate(contexts: list[list[int]]) -> tuple[list[list[int]], list[list[float]] | None]:
            completion_ids, logprobs = generate_single_turn(trainer, contexts)
            return [list(map(int, ids)) for ids in completion_ids], logprobs

        return generate

    # ------------------------------------------------------------------ the rollout
    def __call__(self, prompts: list[Any], trainer: Any = None) -> dict[str, list[Any]]:
        """Play one episode per prompt and return GRPO rows plus per-episode extra fields."""
        tokenizer = self._tokenizer_of(trainer)
        generate = self._generator(trainer)
        before_user, after_user = self._user_turn_template(tokenizer)
        budget = self.max_context_tokens - int(getattr(getattr(trainer, "args", None), "max_completion_length", 0)
                                               or 0)
        call = next(self._calls)
        episodes, group_seed, previous = [], 0, None
        for index, prompt in enumerate(prompts):
            task_id = self._task_of(prompt)
            if task_id != previous:  # a new group: consecutive copies of one prompt share the reset seed
                group_seed = int(stable_hash(str(self.seed), str(call), str(index), task_id), 16) % (2**31)
                previous = task_id
            episodes.append(EpisodeSpec(task_id, f"{task_id}#r{call}-{index}", seed=group_seed))
        transcripts = {episode.traj_id: _Transcript() for episode in episodes}
        eos_id = tokenizer.eos_token_id

        def act(inputs: list[PolicyInput]) -> list[str | None]:
            contexts, playing = [], []
            for item in inputs:
                transcript = transcripts[item.traj_id]
                if item.step_index == 0:
                    _, transcript.prompt_ids = render_prompt(tokenizer, item.info["messages"], item.info.get("tools"))
                else:
                    content = item.info["messages"][-1]["content"]
                    transcript.add(self._ids(tokenizer, before_user + content + after_user), action=False)
                if len(transcript.context()) > budget:
                    contexts.append(None)
                    continue
                contexts.append(transcript.context())
                playing.append(item)
            generated, logprobs = generate([c for c in contexts if c is not None]) if playing else ([], None)
            texts: dict[str, str] = {}
            for number, (item, ids) in enumerate(zip(playing, generated, strict=True)):
                transcript = transcripts[item.traj_id]
                transcript.has_logprobs &= logprobs is not None
                transcript.add(ids, action=True, logprobs=logprobs[number] if logprobs is not None else None)
                transcript.actions += 1
                if not ids or ids[-1] != eos_id:  # cut off: close the turn so the next user turn is well formed
                    transcript.add([eos_id], action=False)
                texts[item.traj_id] = tokenizer.decode(ids, skip_special_tokens=True)
            return [texts.get(item.traj_id) for item in inputs]

        rollout = self.collector.collect(episodes, act)
        by_traj = rollout.by_trajectory()
        return self._rows(episodes, transcripts, by_traj, rollout.episodes, eos_id)

    @staticmethod
    def _rows(episodes: list[EpisodeSpec], transcripts: dict[str, _Transcript], by_traj: dict[str, list],
              summaries: list, eos_id: int) -> dict[str, list[Any]]:
        out: dict[str, list[Any]] = {key: [] for key in (
            "prompt_ids", "completion_ids", "env_mask", "logprobs", "env_return", "step_rewards", "num_steps",
            "terminal_reason", "traj_id", "task_id", "segments", "action_segment_ids")}
        all_logprobs = True
        for episode, summary in zip(episodes, summaries, strict=True):
            transcript = transcripts[episode.traj_id]
            steps = by_traj.get(episode.traj_id, [])
            if not transcript.completion_ids:  # the env failed before any action: an empty, fully masked row
                transcript.add([eos_id], action=False)
            all_logprobs &= transcript.has_logprobs
            out["prompt_ids"].append(transcript.prompt_ids or [eos_id])
            out["completion_ids"].append(transcript.completion_ids)
            out["env_mask"].append(transcript.env_mask)
            out["logprobs"].append(transcript.logprobs)
            out["env_return"].append(float(sum(step.reward for step in steps)))
            out["step_rewards"].append([float(step.reward) for step in steps])
            out["num_steps"].append(len(steps))
            out["terminal_reason"].append(summary.terminal_reason)
            out["traj_id"].append(episode.traj_id)
            out["task_id"].append(episode.task_id)
            out["segments"].append([step.segment.to_dict() for step in steps])
            out["action_segment_ids"].append(transcript.segment_ids)
        if not all_logprobs:
            out["logprobs"] = None
        return out

    def close(self) -> None:
        """Close the envs."""
        self.collector.close()
