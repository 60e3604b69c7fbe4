"""Stage 1 of an iteration, rollout: this rank's episodes of the iteration's tasks, played by the current policy.

``episode_specs`` turns the task schedule's tasks into this rank's episodes (``group_size`` trajectories per
task, seeded by iteration and task so that a group shares its episode); ``collect`` plays them through the
:class:`~agentgym_capo.rollout.RolloutCollector` (the one way this project plays episodes) with the model in
eval mode. The rollout's :class:`~agentgym_capo.rollout.RolloutResult` is the input of :mod:`.prepare`.

:class:`TRLGeneratePolicy` is generate mode's policy: it samples free text through TRL's own generation
primitive (:func:`~agentgym_capo.trainer.backend.trl_bridge.generate_single_turn`), so ``use_vllm`` (colocate
and server) works exactly as in TRL and transformers ``generate`` runs on CPU. Every process sends the round's
largest prompt count (padded with one-token fillers whose completions are dropped), also when it has no live
episode, because vLLM server mode, colocate tensor parallelism and ZeRO-3 generation are collectives that slice
results by ``process_index x len(prompts)``. With transformers ``generate`` the sampler computes in the
learner's precision and keeps its sampling log-probs (:mod:`agentgym_capo.trainer.model.sampler`); under vLLM a
PEFT policy's weight sync merges out of place (:func:`~agentgym_capo.trainer.backend.trl_bridge.lossless_lora_sync`).
Choose mode's policy is :class:`agentgym_capo.trainer.model.policies.ChoosePolicy`; each mode's scorer builds
its policy (:meth:`~.scorers.ActionScorer.rollout_policy`).
"""

from __future__ import annotations

import contextlib
from collections.abc import Callable, Iterator, Sequence
from dataclasses import dataclass
from typing import Any

import torch

from agentgym_capo.errors import ConfigError
from agentgym_capo.rollout import EpisodeSpec, PolicyAction, PolicyInput, RolloutCollector, RolloutResult
from agentgym_capo.trainer.backend.collectives import Collectives
from agentgym_capo.trainer.backend.trl_bridge import appended_logits_processor, generate_single_turn, lossless_lora_sync
from agentgym_capo.trainer.model.continuous import ContinuousDecoder, DecoderStream, DecodeSettings, UnsupportedDecoding
from agentgym_capo.trainer.model.sampler import SampledLogps, learner_precision
from agentgym_capo.trainer.model.trunk_cache import TrunkSplit
from agentgym_capo.trainer.model.trunk_capture import TrunkCapture, frozen_output_layer

__all__ = ["RolloutHealth", "TRLGeneratePolicy", "collect", "describe_env", "episode_specs", "rollout_health",
           "rollout_sync"]


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


def _one_line(text: str | None, limit: int = 200) -> str | None:
    if not text:
        return None
    line = text.strip().splitlines()[0] if text.strip() else ""
    return line if len(line) <= limit else line[:limit - 1] + "…"


class TRLGeneratePolicy:
    """Free-text actions sampled with the trainer's TRL generation backend."""

    def __init__(self, trainer: Any, collective: bool, autocast: Any = None, split: TrunkSplit | None = None,
                 capture: bool = False):
        """Wrap a ``GRPOTrainer``.

        Args:
            trainer: The trainer whose generation backend samples.
            collective: Idle processes join every generation call.
            autocast: The rollout pass's autocast factory (the learner's precision); None: no autocast.
            split: The learner's trunk split, whose layers then run in the trunk's precision.
            capture: Keep the trunk states ``generate`` computes on each action (:mod:`.trunk_capture`; needs
                ``split``, transformers ``generate`` and one process: :func:`.trunk_capture.capture_allowed`).
        """
        self.trainer = trainer
        self.collective = collective
        self.autocast = autocast or contextlib.nullcontext
        self.split = split
        self.capture = capture and split is not None and not collective

    def stream(self) -> contextlib.AbstractContextManager[DecoderStream] | None:
        """Continuous batching (``rollout_batching``; :mod:`~agentgym_capo.trainer.model.continuous`), or None.

        None (the collector plays rounds with :meth:`act`) under vLLM, with several processes, under FSDP or
        DeepSpeed, with ``rollout_batching="rounds"``, and with ``auto`` when TRL's generation settings or the
        model ask for what the engine does not implement; ``continuous`` then refuses in one line instead.
        """
        trainer = self.trainer
        mode = getattr(trainer.args, "rollout_batching", "auto")
        if mode == "rounds":
            return None
        why = None
        if trainer.use_vllm or self.collective or getattr(trainer, "use_transformers_continuous_batching", False):
            why = "it needs one process and transformers generation (not vLLM)"
        elif getattr(trainer, "is_fsdp_enabled", False) or getattr(trainer, "is_deepspeed_enabled", False):
            why = "it runs the model's own weights, not FSDP's or DeepSpeed's shards (TRL gathers those for generate)"
        else:
            try:
                settings = DecodeSettings.from_generation_config(trainer.actor_critic.lm, trainer.generation_config)
                decoder = ContinuousDecoder(trainer.actor_critic.lm, settings, capture_layer=(
                    frozen_output_layer(trainer.actor_critic.lm, self.split) if self.capture else None),
                    draft_tokens=getattr(trainer.args, "rollout_draft_tokens", 0),
                    draft_positions=getattr(trainer.args, "rollout_draft_positions", 64))
            except UnsupportedDecoding as error:
                why = str(error)
        if why is not None:
            if mode == "continuous":
                raise ConfigError(f"rollout_batching='continuous' cannot run here: {why.rstrip('.')}. Set "
                                  "rollout_batching to 'auto' or 'rounds'.")
            return None
        return self._streaming(decoder)

    @contextlib.contextmanager
    def _streaming(self, decoder: ContinuousDecoder) -> Iterator[DecoderStream]:
        lm = self.trainer.actor_critic.lm
        with torch.no_grad(), learner_precision(lm, self.autocast, self.split):
            try:
                yield DecoderStream(decoder, self.trainer.processing_class)
            finally:
                decoder.close()

    def act(self, inputs: Sequence[PolicyInput]) -> list[PolicyAction]:
        """Generate one response per prompt, all of this round's prompts in one call.

        With ``collective``, every process first learns the largest prompt count of the round (one
        ``gather_object``) and pads its list to it with one-token filler prompts: TRL's server mode and
        colocate tensor parallelism both slice the gathered completions by ``process_index x len(prompts)``,
        which is right only when every process sends the same number. The fillers' completions are dropped,
        so each process takes back exactly its own completions, in order. The sampling log-probs (vLLM's, or
        those :mod:`.sampler` records from transformers ``generate``) stay on each :class:`PolicyAction` for
        TRL's importance-sampling correction.
        """
        prompt_ids = [item.prompt_ids for item in inputs]
        tokenizer = self.trainer.processing_class
        count = len(prompt_ids)
        if self.collective:  # collective: every process sends the round's prompt count, also with no live episode
            width = max(Collectives(self.trainer.accelerator).gather_object(count))
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
        """TRL's generation; with transformers ``generate``, in the learner's precision, recording log-probs.

        Returns:
            The completions, their sampling log-probs (or None) and, with ``capture``, each row's trunk
            states (None when not captured or when any row's capture does not match: prepare recomputes).
        """
        trainer = self.trainer
        if trainer.use_vllm:
            lossless_lora_sync(trainer)
            completions, logprobs = generate_single_turn(trainer, prompt_ids)
            return completions, logprobs, None
        lm, recorder = trainer.actor_critic.lm, SampledLogps()
        capture = TrunkCapture(lm, self.split) if self.capture else None
        recording = capture.recording() if capture is not None else contextlib.nullcontext()
        with learner_precision(lm, self.autocast, self.split), appended_logits_processor(lm, recorder), recording:
            completions, _ = generate_single_turn(trainer, prompt_ids)
        trunks = capture.rows(prompt_ids, completions) if capture is not None else None
        return completions, recorder.completions(completions), trunks
