"""Stage 1 of an iteration, rollout: this rank's episodes of the iteration's tasks, played by the current policy.

``collect_rollout(run, source, iteration) -> RolloutResult``: :func:`episode_specs` turns the task schedule's tasks into
this rank's episodes (``group_size`` trajectories per task, seeded by iteration and task so that a group shares
its episode); :func:`collect` plays them through the :class:`~agentgym_capo.rollout.RolloutCollector` (the one
way this project plays episodes) with the model in eval mode. A rollout that lost every episode to env errors is
rolled out again, and never trained on (:func:`collect_rollout`). The :class:`~agentgym_capo.rollout.RolloutResult` is
the input of :mod:`.prepare`. :class:`EpisodeSource` holds what rollouts are played in across iterations (the
env factory, the task schedule, the collector).

:class:`TRLGeneratePolicy` is generate mode's policy: it samples free text through the trainer's generation
backend (TRL's own generation primitive, handed in as :attr:`.runtime.SamplingContext.generate`), so
``use_vllm`` (colocate and server) works exactly as in TRL and transformers ``generate`` runs on CPU. Every
process sends the round's largest prompt count (padded with one-token fillers whose completions are dropped),
also when it has no live episode, because vLLM server mode, colocate tensor parallelism and ZeRO-3 generation
are collectives that slice results by ``process_index x len(prompts)``. With transformers ``generate`` the
sampler computes in the learner's precision and keeps its sampling log-probs
(:mod:`agentgym_capo.trainer.model.sampler`). Choose mode's policy is
:class:`agentgym_capo.trainer.model.policies.ChoosePolicy`; each mode's scorer builds its policy from the
runtime (:meth:`~.scorers.ActionScorer.rollout_policy`), and no policy holds the trainer.

What happens to the sampling weights between two iterations. The iteration's last optimizer step is the
Trainer's own: it runs after ``training_step`` returns (:mod:`.update`), so the next iteration's rollout is the
first to see those weights. Then:

* **Without vLLM** the rollout samples with the live policy module (``SamplingContext.lm``, the actor-critic's
  LM): there is no copy and nothing to sync; the rollout sees every optimizer step as soon as it is taken.
  Weights are only cast, not copied, for the pass's autocast, once per ``generate`` call
  (:mod:`~agentgym_capo.trainer.model.weight_casts`).
* **With vLLM** (colocated or a server) the engine holds its own copy. TRL's generation syncs it when the
  Trainer's global step has moved since the last sync (``_last_loaded_step``), i.e. once, before the first
  generation of each iteration: the rollout samples with the weights after the previous iteration's last step.
* **With PEFT and vLLM** the sync sends each LoRA layer's merged weight ``W + BA*s``, computed out of place in
  float32 (:func:`~agentgym_capo.trainer.backend.trl_bridge.lossless_lora_sync`, run before every generation):
  the frozen base, which is also the reference and the LoRA critic's trunk, is never merged into and so never
  drifts. Without vLLM a PEFT policy samples with its adapters active, as it trains.
"""

from __future__ import annotations

import contextlib
import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import torch

from agentgym_capo.errors import ConfigError, EnvFailureError
from agentgym_capo.rollout import (
    EpisodeSpec,
    PolicyAction,
    PolicyInput,
    RolloutCollector,
    RolloutResult,
    TaskSchedule,
)
from agentgym_capo.trainer.backend.collectives import Collectives
from agentgym_capo.trainer.backend.console import say
from agentgym_capo.trainer.backend.resume import latest_complete_checkpoint
from agentgym_capo.trainer.backend.trl_bridge import appended_logits_processor
from agentgym_capo.trainer.model.continuous import ContinuousDecoder
from agentgym_capo.trainer.model.decode_settings import DecodeSettings, UnsupportedDecoding
from agentgym_capo.trainer.model.decoder_stream import DecoderStream, streaming
from agentgym_capo.trainer.model.sampler import SampledLogps, learner_precision
from agentgym_capo.trainer.model.trunk_cache import TrunkSplit
from agentgym_capo.trainer.model.trunk_capture import TrunkCapture, frozen_output_layer
from agentgym_capo.trainer.pipeline.runtime import Runtime, SamplingContext

__all__ = ["EpisodeSource", "RolloutHealth", "TRLGeneratePolicy", "collect", "describe_env", "episode_specs",
           "collect_rollout", "rollout_health", "rollout_sync"]


def episode_specs(args: Any, tasks: Sequence[Any], iteration: int, dist: Collectives) -> list[EpisodeSpec]:
    """This rank's episodes: its slice of ``tasks``, each played by ``group_size`` trajectories of one seed.

    Args:
        args: The config (``rollout_tasks``, ``group_size``, ``seed``).
        tasks: The iteration's ``rollout_tasks`` tasks (the same list on every rank).
        iteration: The iteration (global step), part of every id and seed.
        dist: The collectives (this rank's index and the number of ranks).
    """
    per_rank = args.rollout_tasks // dist.world
    specs = []
    for local, task in enumerate(tasks[dist.rank * per_rank:(dist.rank + 1) * per_rank]):
        index = dist.rank * per_rank + local
        seed = (args.seed * 1_000_003 + iteration * 10_007 + index) % (2**31 - 1)
        for member in range(args.group_size):
            specs.append(EpisodeSpec(task, f"i{iteration}-t{index}-g{member}", f"i{iteration}-t{index}", seed))
    return specs


def rollout_sync(dist: Collectives) -> Callable[[bool], bool] | None:
    """The collector's ``sync``: with several ranks, whether any rank still has a live episode.

    Collective: each env-step round, every rank all-reduces its flag, so a rank whose episodes have all ended
    keeps joining the generation collectives (vLLM server mode, ZeRO-3) until every rank is done.
    """
    if dist.world == 1:
        return None
    return lambda active: bool(dist.sum(torch.tensor([float(active)])).item() > 0)


def collect(collector: RolloutCollector, specs: list[EpisodeSpec], policy: Any, model: torch.nn.Module,
            iteration: int) -> RolloutResult:
    """Play ``specs`` with ``policy``, the model in eval mode (dropout off) and back in train mode after."""
    model.eval()
    try:
        return collector.collect(specs, policy, description=f"rollout {iteration}")
    finally:
        model.train()


@dataclass(frozen=True)
class RolloutHealth:
    """How many of a rollout's episodes (over all ranks) survived, and why the others did not.

    Attributes:
        episodes: Episodes played.
        kept: Episodes that reach the update (not dropped).
        env_errors: Episodes ended by an env error (exception in the env, dead server, crashed worker).
        cause: The first env error's message (one line), or None.
    """

    episodes: int
    kept: int
    env_errors: int
    cause: str | None

    @property
    def empty(self) -> bool:
        """Episodes were played and none survived: nothing to train on."""
        return self.episodes > 0 and self.kept == 0

    def too_few(self, min_share: float) -> bool:
        """Fewer episodes survived than ``min_share`` of those played (or none): not an iteration to train on."""
        return self.empty or self.kept < min_share * self.episodes


def rollout_health(dist: Collectives, rollout: RolloutResult) -> RolloutHealth:
    """:class:`RolloutHealth` of ``rollout`` over all ranks.

    Collective: every rank all-reduces its three counts after every rollout; only when some episode hit an
    env error (the same answer on every rank) do the ranks also gather their first error message.
    """
    episodes = rollout.episodes
    local = [len(episodes), sum(not e.dropped for e in episodes),
             sum(e.terminal_reason == "env_error" for e in episodes)]
    total, kept, errors = (int(x) for x in dist.sum(torch.tensor(local, dtype=torch.float64)).tolist())
    cause = None
    if errors:
        first = next((e.error for e in episodes if e.terminal_reason == "env_error" and e.error), None)
        causes = [c for c in dist.gather_object(_one_line(first)) if c]
        cause = causes[0] if causes else None
    return RolloutHealth(total, kept, errors, cause)


def describe_env(env_id: str, env_kwargs: dict[str, Any] | None) -> str:
    """The env as a user knows it: its id, and the server it talks to when it has one."""
    kwargs = env_kwargs or {}
    url = kwargs.get("server_url") or kwargs.get("base_url") or kwargs.get("url")
    return f"{env_id} at {url}" if url else env_id


class EpisodeSource:
    """What every iteration's episodes are played in: the env factory, the task schedule, the collector.

    The collector (its envs) is kept across iterations and rebuilt only when it needs more env slots.

    Args:
        env_factory: Builds one env.
        env_id: The env as the user named it (messages).
        env_kwargs: Its settings (messages: the server it talks to).
        tasks: The task schedule (:class:`~agentgym_capo.rollout.TaskSchedule`).
        tokenizer: Tokenizes the prompts for the collector.
        max_steps: Steps per episode at most.
        max_prompt_length: Longer prompts end their episode (``prompt_too_long``), or None.
    """

    def __init__(self, env_factory: Callable[[], Any], env_id: str, env_kwargs: dict[str, Any] | None,
                 tasks: TaskSchedule, tokenizer: Any, max_steps: int | None, max_prompt_length: int | None):
        self.env_factory, self.env_id, self.env_kwargs, self.tasks = env_factory, env_id, env_kwargs, tasks
        self.tokenizer, self.max_steps, self.max_prompt_length = tokenizer, max_steps, max_prompt_length
        self._collector: RolloutCollector | None = None

    def describe(self) -> str:
        """The env as a user knows it (:func:`describe_env`)."""
        return describe_env(self.env_id, self.env_kwargs)

    def collector(self, num_envs: int, dist: Collectives, progress: bool) -> RolloutCollector:
        """The cached collector, rebuilt only when it needs more env slots."""
        if self._collector is None or self._collector.num_envs < num_envs:
            self.close()
            self._collector = RolloutCollector(
                self.env_factory, backend="sync", num_envs=num_envs, max_steps=self.max_steps,
                tokenizer=self.tokenizer, max_prompt_length=self.max_prompt_length, sync=rollout_sync(dist),
                progress=progress)
        return self._collector

    def close(self) -> None:
        """Close the collector's envs (a later rollout builds it again)."""
        if self._collector is not None:
            self._collector.close()
            self._collector = None


def collect_rollout(run: Runtime, source: EpisodeSource, iteration: int) -> RolloutResult:
    """Stage 1: this rank's episodes of the next ``rollout_tasks`` tasks, played by the action mode's policy.

    A rollout that kept fewer than ``min_kept_episode_frac`` of its episodes (or none) after env errors is never
    returned (it would be a training step on nothing, or on the few episodes an outage spared): the same episodes
    are rolled out again after ``env_failure_backoff`` seconds (doubling), and after ``env_failure_patience``
    such rollouts in a row the run stops with :class:`EnvFailureError`. Every such lost rollout is an event row of
    ``metrics.jsonl`` (``"event": "rollout_lost"``, at the step of the iteration it belongs to), written before
    the run goes on or stops, so the run's report shows the outage. ``iteration`` is the global step before the
    iteration (ids and seeds); messages and events name the iteration as its metrics row does, ``iteration + 1``.

    Collective: every rank rolls out, and checks the rollout's health with the others after each attempt.
    """
    args = run.args
    specs = episode_specs(args, source.tasks.take(args.rollout_tasks), iteration, run.dist)
    policy = run.scorer.rollout_policy(run)
    env, number = source.describe(), iteration + 1
    for attempt in range(1, args.env_failure_patience + 1):
        result = collect(source.collector(len(specs), run.dist, run.show_progress), specs, policy, run.model,
                         iteration)
        health = rollout_health(run.dist, result)  # collective: every rank, after every rollout
        if not health.too_few(args.min_kept_episode_frac):
            if health.env_errors and run.dist.is_main:
                say(f"iteration {number}: {health.env_errors} of {health.episodes} episodes lost to env "
                    f"errors ({env}: {health.cause}); training on the {health.kept} that finished.")
            return result
        lost = "all" if health.empty else f"{health.episodes - health.kept} of"
        if run.dist.is_main and run.record_event is not None:
            run.record_event({"step": number, "event": "rollout_lost", "attempt": attempt,
                              "episodes": health.episodes, "kept": health.kept, "env_errors": health.env_errors,
                              "cause": health.cause})
        if attempt == args.env_failure_patience:
            break
        wait = args.env_failure_backoff * 2 ** (attempt - 1)
        if run.dist.is_main:
            kept = "" if health.empty else f", below min_kept_episode_frac={args.min_kept_episode_frac:g}"
            say(f"iteration {number}: {lost} {health.episodes} episodes lost to env errors ({env}: "
                f"{health.cause}{kept}); not a training step: rolling out again in {wait:g} s "
                f"({attempt} of {args.env_failure_patience}).")
        time.sleep(wait)
    last = latest_complete_checkpoint(args.output_dir) if Path(args.output_dir).is_dir() else None
    what = "every episode" if health.empty else f"more than {1 - args.min_kept_episode_frac:.0%} of the episodes"
    raise EnvFailureError(
        f"{env} failed {what} of {args.env_failure_patience} rollouts in a row (last error: "
        f"{health.cause}); stopped at iteration {number} without training on them. Last checkpoint: "
        f"{last or 'none'}" + (f"; once the env works again, resume with --resume {last}." if last else
                               "; fix the env and start again."))


def _one_line(text: str | None, limit: int = 200) -> str | None:
    if not text:
        return None
    line = text.strip().splitlines()[0] if text.strip() else ""
    return line if len(line) <= limit else line[:limit - 1] + "…"


class TRLGeneratePolicy:
    """Free-text actions sampled with the trainer's generation backend (module docstring).

    Args:
        sampling: What it samples with (:class:`~.runtime.SamplingContext`).
        dist: The collectives: with several processes every one joins each generation call.
        batching: ``rollout_batching``: ``auto``, ``continuous`` or ``rounds``.
        split: The learner's trunk split, whose layers then run in the trunk's precision.
        draft_tokens: Prompt-lookup drafts per row and step of the continuous engine (0: none).
        draft_positions: Drafted positions per step over all rows, at most.
        cache: ``rollout_cache``: the engine's KV cache layout (``auto``, ``rows`` or ``slots``).
        compile_steps: ``rollout_compile``: decoding steps under CUDA graphs (no trunk states captured then).
    """

    def __init__(self, sampling: SamplingContext, dist: Collectives, batching: str = "auto",
                 split: TrunkSplit | None = None, draft_tokens: int = 0, draft_positions: int = 64,
                 cache: str = "auto", compile_steps: bool = False):
        self.sampling, self.dist, self.batching = sampling, dist, batching
        self.collective = dist.world > 1
        self.split = split
        self.draft_tokens, self.draft_positions = draft_tokens, draft_positions
        self.cache, self.compile_steps = cache, compile_steps
        # a forward hook cannot record inside a CUDA graph: compiled steps leave the trunk states to prepare
        self.capture = sampling.capture and split is not None and not self.collective and not compile_steps

    def stream(self) -> contextlib.AbstractContextManager[DecoderStream] | None:
        """Continuous batching (``rollout_batching``; :mod:`~agentgym_capo.trainer.model.continuous`), or None.

        None (the collector plays rounds with :meth:`act`) under vLLM, with several processes, under FSDP or
        DeepSpeed, with ``rollout_batching="rounds"``, and with ``auto`` when the generation settings or the
        model ask for what the engine does not implement; ``continuous`` then refuses in one line instead.
        """
        sampling = self.sampling
        if self.batching == "rounds":
            return None
        why = None
        if sampling.use_vllm or self.collective:
            why = "it needs one process and transformers generation (not vLLM)"
        elif sampling.sharded:
            why = "it runs the model's own weights, not FSDP's or DeepSpeed's shards (TRL gathers those for generate)"
        else:
            try:
                settings = DecodeSettings.from_generation_config(sampling.lm, sampling.generation_config)
                decoder = ContinuousDecoder(sampling.lm, settings, capture_layer=(
                    frozen_output_layer(sampling.lm, self.split) if self.capture else None),
                    draft_tokens=self.draft_tokens, draft_positions=self.draft_positions, cache=self.cache,
                    compile_steps=self.compile_steps)
            except UnsupportedDecoding as error:
                why = str(error)
        if why is not None:
            if self.batching == "continuous":
                raise ConfigError(f"rollout_batching='continuous' cannot run here: {why.rstrip('.')}. Set "
                                  "rollout_batching to 'auto' or 'rounds'.")
            return None
        return streaming(decoder, sampling.tokenizer, learner_precision(sampling.lm, sampling.autocast, self.split))

    def act(self, inputs: Sequence[PolicyInput]) -> list[PolicyAction]:
        """Generate one response per prompt, all of this round's prompts in one call.

        With ``collective``, every process first learns the largest prompt count of the round (one
        ``gather_object``) and pads its list to it with one-token filler prompts: TRL's server mode and
        colocate tensor parallelism both slice the gathered completions by ``process_index x len(prompts)``,
        which is right only when every process sends the same number. The fillers' completions are dropped,
        so each process takes back exactly its own completions, in order. The sampling log-probs (vLLM's, or
        those :mod:`..model.sampler` records from transformers ``generate``) stay on each :class:`PolicyAction` for
        TRL's importance-sampling correction.
        """
        prompt_ids = [item.prompt_ids for item in inputs]
        tokenizer = self.sampling.tokenizer
        count = len(prompt_ids)
        if self.collective:  # collective: every process sends the round's prompt count, also with no live episode
            width = max(self.dist.gather_object(count))
            prompt_ids = prompt_ids + [[tokenizer.eos_token_id]] * (width - count)
        if not prompt_ids:
            return []
        completions, logprobs, trunks = self._generate(prompt_ids)
        actions = []
        for index in range(count):
            ids = [int(token) for token in completions[index]]
            logps = [float(lp) for lp in logprobs[index]] if logprobs is not None else None  # sampled token's
            trunk = trunks[index] if trunks is not None else None
            actions.append(PolicyAction(tokenizer.decode(ids, skip_special_tokens=True), ids, logps, trunk=trunk))
        return actions

    def _generate(self, prompt_ids: list[list[int]]) -> tuple[list[list[int]], Any, list[torch.Tensor] | None]:
        """The generation backend; with transformers ``generate``, in the learner's precision, recording log-probs.

        Returns:
            The completions, their sampling log-probs (or None) and, with ``capture``, each row's trunk
            states (None when not captured or when any row's capture does not match: prepare recomputes).
        """
        sampling = self.sampling
        sampling.before_generate()
        if sampling.use_vllm:
            completions, logprobs = sampling.generate(prompt_ids)
            return completions, logprobs, None
        lm, recorder = sampling.lm, SampledLogps()
        capture = TrunkCapture(lm, self.split) if self.capture else None
        recording = capture.recording() if capture is not None else contextlib.nullcontext()
        with learner_precision(lm, sampling.autocast, self.split), appended_logits_processor(lm, recorder), recording:
            completions, _ = sampling.generate(prompt_ids)
        trunks = capture.rows(prompt_ids, completions) if capture is not None else None
        return completions, recorder.completions(completions), trunks
