"""``CAPOTrainer``: CAPO and its baselines on Gymnasium text envs, as a subclass of TRL's ``GRPOTrainer``.

Usage::

    trainer = CAPOTrainer(model="path/to/model", args=CAPOConfig(output_dir="out", max_steps=100),
                          env="capo/WebShop-v0", processing_class=tokenizer)
    trainer.train()

One Trainer step is one **iteration** (``CAPOConfig`` docstring), :meth:`CAPOTrainer.training_step`: four
stages, each a public function of :mod:`.pipeline` over a typed batch and the iteration's
:class:`~.pipeline.runtime.Runtime` (:meth:`CAPOTrainer.runtime`):

1. rollout (:mod:`.pipeline.rollout`): ``rollout_tasks`` tasks x ``group_size`` trajectories, one row per step,
   the prompt rebuilt each step; what happens to the sampling weights between iterations is said there;
2. prepare (:mod:`.pipeline.prepare`): old and reference log-probs and critic values;
3. advantages (:mod:`.pipeline.advantages`): the algorithm's estimator on the whole batch;
4. update (:mod:`.pipeline.update`): ``num_iterations`` epochs of optimizer steps over mini-batches of step rows,
   each accumulated exactly over micro-batches (:mod:`.pipeline.microbatches`, :mod:`.pipeline.loss`).

Everything numeric (advantages, ratios, losses, normalisers) is a call into :mod:`.core_algos`, and the algorithm
is data (:mod:`.algos.presets`); this class only wires the parts together and binds TRL's hooks.

What is inherited from TRL: model loading, generation (``_generate_single_turn``: transformers ``generate``
or vLLM colocate/server, with weight sync), the optimizer/scheduler, the Trainer loop, logging
(``self._metrics``) and checkpointing. What is replaced: the data path (``get_train_dataloader``,
``training_step``), the loss (``compute_loss``), the reference model, gradient clipping (actor and critic
separately) and checkpoint extras (critic weights, task cursor). Uses of TRL/transformers/accelerate private
API live in :mod:`.backend.trl_bridge`. The parts the trainer holds are objects given their state explicitly:
the action mode's scorer (:mod:`.pipeline.scorers`), the episode source (:class:`.pipeline.rollout.EpisodeSource`),
the separate clipper (:mod:`.backend.grad_clip`) and the run's checkpoints, ``self.checkpoints``
(:class:`.backend.checkpoints.RunCheckpoints`), whose Trainer hooks forward to it (:mod:`.backend.checkpoint_hooks`);
none of them holds the trainer.

Choices made here:

* ``self.model`` is one :class:`.model.actor_critic.ActorCritic` (policy + critic or shared value head), which the
  Trainer's ``accelerator.prepare`` wraps once for DDP, FSDP2 or DeepSpeed (FSDP1 is refused); every forward (old,
  reference and update log-probs, values, trunk states) runs through the prepared wrapper. There is no
  hand-made gradient reduction: all micro-batches of an optimizer step but the last run under ``no_sync``
  (DeepSpeed: off the accumulation boundary), so gradients are reduced once per step by the backend. Each
  micro-batch's loss is scaled by the §2.5 normaliser (counts all-reduced before the backward, times the
  number of processes), so the backend's average over ranks is the exact global loss's gradient. Ranks with
  fewer micro-batches run zero-weight filler micro-batches, so every rank joins every collective.
* Actor and critic are clipped separately, each by its own global gradient norm, under every backend
  (:mod:`.backend.grad_clip`); under DeepSpeed, whose engine steps inside ``accelerator.backward``, DeepSpeed's
  own ``gradient_clipping`` is set to 0 and the trainer clips between the engine's backward and its step.
* Rollout metrics are all-reduced from each rank's sums (:func:`.pipeline.metrics.rollout_sums`); episodes stay on
  their rank.
* The reference is the trainer's own frozen copy loaded from the model path (TRL is kept from loading its
  own), prepared per backend like a frozen policy; with a PEFT policy it is the base with adapters off.
  The critic is loaded from the model path too, never copied from (possibly ZeRO-3-partitioned) tensors.
* With one mini-batch and one epoch the old log-probs are not recomputed: the loss uses the detached
  current log-probs (TRL's on-policy shortcut, ratio exactly 1), except when the KL goes into the reward,
  which needs them before the update. Otherwise the first mini-batch's mean ``|log ratio|`` is logged as
  ``actor/logratio_noise_floor``.
* Clip fractions in ``actor/clip_*`` exclude the on-policy first mini-batch of each iteration (§3.3); the
  ``*_incl`` keys include it.
* ``critic/*`` metrics and the value loss use the boundary positions (CAPO) or all action positions
  (token-level GAE); in ``choose`` mode an action has one position, the boundary.
* With ``trainable_layers`` set, the frozen lower layers run once per row and iteration (bf16 autocast on
  capable CPUs) and their states are cached (:mod:`.model.trunk_cache`; in choose mode they come from the
  rollout's own scoring pass); old/reference log-probs, critic values and every update forward run only the
  top layers on them. Policy, reference and critic share the trunk (identical frozen weights); the critic
  keeps its own top layers and zero head. In choose mode the critic then reads the boundary state from the
  packed layout (the prompt's last token at column ``len(prompt) - 1``), which equals the rows batch's.
  Without ``trainable_layers`` every pass runs the whole model, as before.
* Every pass (rollout scoring, trunk, old/ref log-probs and values, update) runs under
  ``self.precision.autocast(pass)`` (:mod:`.model.precision`: on a CPU, bf16 autocast only with native bf16 unless
  ``bf16=True`` was set; elsewhere ``accelerator.autocast()``), since the backbone is called directly rather
  than through accelerate's wrapped ``forward``; each records the dtype it ran in (``precision/*`` metrics).
* The LM head at the action positions runs in float32 regardless (:func:`.model.logprobs.fp32_head`).
* ``action_mode`` is read once, in ``__init__``: it picks the scorer (:mod:`.pipeline.scorers`) that collates rows
  into typed micro-batches (:class:`.pipeline.batches.MicroBatch`), scores them and builds the rollout policy.
* An algorithm that needs more than the loss's arguments names a per-step gradient correction in its preset
  (ST-PPO's clip-bias normalisation, :mod:`.pipeline.corrections`): the update builds it for every optimizer
  step. There is no subclass per algorithm.
"""

from __future__ import annotations

import math
from collections.abc import Callable
from pathlib import Path
from typing import Any

import gymnasium as gym
import torch
from datasets import Dataset
from torch.utils.data import DataLoader
from trl import GRPOTrainer
from trl.trainer.utils import get_config_model_id

from agentgym_capo.errors import ConfigError, RolloutIntegrityError
from agentgym_capo.rollout import EnvFactory, RolloutResult, TaskSchedule
from agentgym_capo.trainer.backend.checkpoint_hooks import CheckpointHooks
from agentgym_capo.trainer.backend.checkpoints import RunCheckpoints
from agentgym_capo.trainer.backend.collectives import Collectives
from agentgym_capo.trainer.backend.console import (
    TrainingConsole,
    deepspeed_imported_quietly,
    say,
    without_ignored_bpe_cleanup,
)
from agentgym_capo.trainer.backend.grad_clip import SeparateClipper, actor_critic_groups, check_sharding_backend
from agentgym_capo.trainer.backend.records import RunRecords, write_curves_after_training
from agentgym_capo.trainer.backend.run_limits import RunLimits
from agentgym_capo.trainer.backend.throughput import PHASES, WorkCounter, device_peak_flops, throughput_metrics
from agentgym_capo.trainer.backend.trackio_callback import use_capo_trackio
from agentgym_capo.trainer.backend.trl_bridge import (
    deepspeed_without_clipping,
    generate_single_turn,
    load_reference,
    log_metrics,
    lossless_lora_sync,
    model_card_tags,
    prepare_frozen,
    without_trl_reference,
)
from agentgym_capo.trainer.config import CAPOConfig
from agentgym_capo.trainer.model.actor_critic import ActorCritic, check_gradient_checkpointing, make_value_head
from agentgym_capo.trainer.model.adapters import CRITIC_ADAPTER, add_critic_adapter, check_lora_critic, trainable_frozen
from agentgym_capo.trainer.model.critic import build_critic, freeze_lower_layers
from agentgym_capo.trainer.model.precision import PassPrecision, accelerator_precision, decide_precision
from agentgym_capo.trainer.model.trunk_cache import TrunkSplit, memo_metrics
from agentgym_capo.trainer.model.trunk_capture import capture_allowed
from agentgym_capo.trainer.pipeline.advantages import compute_advantages
from agentgym_capo.trainer.pipeline.batches import MicroBatch, TrainRows, UpdateResult
from agentgym_capo.trainer.pipeline.corrections import build_correction, check_correction_backend
from agentgym_capo.trainer.pipeline.integrity import iteration_rollout_metrics
from agentgym_capo.trainer.pipeline.loss import micro_loss
from agentgym_capo.trainer.pipeline.metrics import action_records
from agentgym_capo.trainer.pipeline.prepare import prepare
from agentgym_capo.trainer.pipeline.rollout import EpisodeSource, collect_rollout
from agentgym_capo.trainer.pipeline.runtime import IterationLog, Runtime, SamplingContext
from agentgym_capo.trainer.pipeline.scorers import check_parameter_sharding, make_scorer
from agentgym_capo.trainer.pipeline.update import StepHooks, update

__all__ = ["CAPOTrainer"]



def _env_reward_placeholder(**_: Any) -> list[float]:
    """GRPOTrainer requires a reward source; rewards come from the env, so this is never called."""
    raise AssertionError("CAPOTrainer takes rewards from the environment.")


class CAPOTrainer(CheckpointHooks, GRPOTrainer):
    """Train an LLM agent on a Gymnasium text env with CAPO or a baseline (see the module docstring)."""

    _tag_names = ["trl", "capo"]
    _name = "CAPO"

    def __init__(self, model: Any, args: CAPOConfig, env: str | Callable[[], gym.Env], processing_class: Any = None,
                 callbacks: list | None = None, optimizers: tuple = (None, None), peft_config: Any = None):
        """Build the trainer.

        Args:
            model: A model path or a loaded causal LM (loaded from a path: TRL reloads the reference from it).
            args: The :class:`CAPOConfig`.
            env: A registered env id (``"capo/Chain-v0"``, or any Gymnasium id) or a zero-argument factory.
            processing_class: The tokenizer (default: loaded from the model path).
            callbacks: Extra Trainer callbacks.
            optimizers: ``(optimizer, scheduler)`` to use instead of the defaults.
            peft_config: Optional PEFT config (the reference is then the adapter-free base).
        """
        if not isinstance(args, CAPOConfig):
            raise ConfigError(f"args must be a CAPOConfig; got {type(args).__name__}.")
        check_lora_critic(args, model, peft_config)
        if args.cpu_threads is not None and (args.use_cpu or not torch.cuda.is_available()):
            torch.set_num_threads(args.cpu_threads)  # before the model loads: loading runs on these threads too
        self.env_id = env if isinstance(env, str) else getattr(env, "__name__", "custom")
        self._env_factory = self._resolve_env(env, args)
        placeholder = Dataset.from_dict({"prompt": ["(tasks come from the environment)"]})
        with without_trl_reference(args) as beta, deepspeed_imported_quietly():
            super().__init__(model=model, reward_funcs=[_env_reward_placeholder], args=args,
                             train_dataset=placeholder, processing_class=processing_class, callbacks=callbacks,
                             optimizers=optimizers, peft_config=peft_config)
        # ours, not TRL's self.beta (0 while TRL built itself, so that it loaded no reference model of its own)
        self.kl_beta = beta
        deepspeed = self.accelerator.state.deepspeed_plugin if self.is_deepspeed_enabled else None
        zero_stage = deepspeed.zero_stage if deepspeed else None
        check_parameter_sharding(args.action_mode, self.is_fsdp_enabled, zero_stage)
        check_sharding_backend(self.accelerator.state.fsdp_plugin if self.is_fsdp_enabled else None)
        check_gradient_checkpointing(args, zero_stage)
        check_correction_backend(args, deepspeed=deepspeed is not None)
        if deepspeed is not None:  # the trainer clips actor and critic separately (grad_clip.py), not DeepSpeed
            deepspeed_without_clipping(deepspeed)
        policy, peft = self.model, hasattr(self.model, "get_base_model")
        if peft and args.trainable_layers is not None:
            raise ConfigError("trainable_layers and peft_config both choose what trains; set only one of them.")
        separate = args.needs_critic and args.critic_mode == "separate"
        critic = build_critic(policy, source=get_config_model_id(policy.config)) if separate else None
        value_head = make_value_head(policy) if args.needs_critic and not separate else None
        critic_adapter = CRITIC_ADAPTER if args.needs_critic and args.critic_mode == "lora" else None
        if critic_adapter is not None:
            add_critic_adapter(policy, seed=args.seed + 1)  # + 1: not the policy adapter's draws
        if args.trainable_layers is not None:
            for module in (policy, critic):
                if module is not None:
                    freeze_lower_layers(module, args.trainable_layers)
        # one module for everything trained: the Trainer's accelerator.prepare wraps it once (DDP/FSDP/ZeRO)
        self.model = self.model_wrapped = ActorCritic(policy, critic, value_head, critic_adapter)
        probe = self._env_factory()
        self.task_schedule = TaskSchedule(probe.unwrapped.task_ids(args.task_split), args.seed)
        probe.close()
        fsdp = self.accelerator.state.fsdp_plugin if self.is_fsdp_enabled else None
        #: Saves, resumes and stops the run, given its state here once (the Trainer's hooks forward to it)
        self.checkpoints = RunCheckpoints(
            args, self.accelerator, self.model, self.task_schedule, self.processing_class,
            base_model=getattr(policy.config, "_name_or_path", None) or None, deepspeed=self.is_deepspeed_enabled,
            fsdp_state_dict=str(fsdp.state_dict_type) if fsdp is not None else None, env_id=self.env_id,
            trainer_class=type(self).__name__, trainer_tags=model_card_tags(self))
        device_type = self.accelerator.device.type
        plan = ((getattr(args, "cpu_precision", None) or decide_precision(args.bf16)) if device_type == "cpu"
                else accelerator_precision(device_type, str(self.accelerator.mixed_precision)))
        self.precision = PassPrecision(plan, device_type, self.accelerator.autocast)
        # collation and scoring of the action mode, chosen once (it owns the trunk split and, choosing, its memo)
        self.scorer = make_scorer(args, pad_id=self.processing_class.pad_token_id, device=self.accelerator.device,
                                  lm=self.actor_critic.lm, precision=self.precision,
                                  attention_model=lambda: self.policy)
        # the reference: a frozen copy prepared like the policy, or (LoRA) the policy's base with adapters off
        self.reference_model: torch.nn.Module | None = None
        self.reference_wrapped: Any = None
        if self.kl_beta != 0.0 and not peft:
            self.reference_model = load_reference(policy, args)
            self.reference_wrapped = prepare_frozen(ActorCritic(self.reference_model), self)
        #: What every iteration's episodes are played in (env factory, task schedule, collector)
        self.episodes = EpisodeSource(self._env_factory, self.env_id, args.env_kwargs, self.task_schedule,
                                      self.processing_class, args.max_env_steps, args.max_prompt_length)
        self._notices: set[str] = set()  # one-time warnings given in this run (Runtime.notices)
        #: What each phase processes (throughput/* metrics), counted on every decoder backbone's calls
        self.work = WorkCounter([self.actor_critic, self.reference_model])
        self.peak_flops, _ = device_peak_flops(self.accelerator.device)
        #: The run's metrics.jsonl and actions.jsonl (and trackio's episode tables with report_to trackio)
        self.records = RunRecords(args.output_dir, self.accelerator.is_main_process,
                                  {"env": self.env_id, "algo": args.algo},
                                  use_capo_trackio(self.callback_handler, args.log_episodes_every))
        #: The integrity and divergence limits (checked every iteration and every clipped optimizer step)
        self.limits = RunLimits(args, lambda: self.state.global_step + 1, entropy_scale=(
            math.log(policy.config.vocab_size) if args.action_mode == "generate" else None),
            record=self.records.event, warn=self._say, agree=self.checkpoints.any_process)
        self.add_callback(self.limits)
        self.clipper = SeparateClipper(self.accelerator, lambda: actor_critic_groups(
            self.actor_critic, args.max_grad_norm, args.critic_max_grad_norm), self._clipped_norms,
            deepspeed=self.is_deepspeed_enabled)
        self._quiet_console()

    def _quiet_console(self) -> None:
        """One line per iteration instead of transformers' logs dict, and no tokenizer warning about nothing.

        The critic's zero value head is said once here, in our words: transformers' load report of it is
        avoided where the critic is loaded (:func:`.model.critic.build_critic`).
        """
        from transformers.trainer_callback import PrinterCallback, ProgressCallback

        for printer in (PrinterCallback, ProgressCallback):
            self.remove_callback(printer)
        self.add_callback(TrainingConsole(bar=not self.args.disable_tqdm,
                                          metrics_file=str(Path(self.args.output_dir) / "metrics.jsonl")))
        without_ignored_bpe_cleanup(self.processing_class)
        if self.actor_critic.has_values and self.accelerator.is_main_process:
            say("critic value head starts at zero (intended: every value starts at 0)")

    # ------------------------------------------------------------------ the models
    @property
    def actor_critic(self) -> ActorCritic:
        """The unwrapped :class:`ActorCritic` (``self.model`` may be its DDP/FSDP/DeepSpeed wrapper)."""
        return self.accelerator.unwrap_model(self.model)

    @property
    def policy(self) -> Any:
        """The policy LM."""
        return self.actor_critic.policy

    @property
    def critic(self) -> Any:
        """The separate value model, or None."""
        return self.actor_critic.critic

    @property
    def trunk_split(self) -> TrunkSplit | None:
        """The frozen-trunk split of ``trainable_layers`` (the scorer's), or None."""
        return self.scorer.split

    @trunk_split.setter
    def trunk_split(self, split: TrunkSplit | None) -> None:
        self.scorer.split = split

    def runtime(self) -> Runtime:
        """What this iteration's stages run with: built per iteration, since the Trainer re-wraps the model.

        The stages of :mod:`.pipeline` take it explicitly, so a test or a benchmark runs any stage with
        ``prepare(trainer.runtime(), ...)``.
        """
        return Runtime(args=self.args, accelerator=self.accelerator, dist=Collectives(self.accelerator),
                       precision=self.precision, scorer=self.scorer, model=self.model_wrapped,
                       reference=self.reference_wrapped, has_reference=self.kl_beta != 0.0,
                       has_values=self.actor_critic.has_values, beta=self.kl_beta,
                       eos_id=self.processing_class.eos_token_id, pad_id=self.processing_class.pad_token_id,
                       sampling=self.sampling_context(), notices=self._notices, record_event=self.records.event)

    def sampling_context(self) -> SamplingContext:
        """What the rollout policy samples with (:class:`~.pipeline.runtime.SamplingContext`): the live policy LM,
        TRL's generation backend and its settings, and whether the backend allows the continuous engine and
        the trunk capture."""
        deepspeed = self.accelerator.state.deepspeed_plugin if self.is_deepspeed_enabled else None
        zero_stage = deepspeed.zero_stage if deepspeed is not None else None
        return SamplingContext(
            lm=self.actor_critic.lm, tokenizer=self.processing_class, generation_config=self.generation_config,
            autocast=lambda: self.precision.autocast("rollout"),
            generate=lambda prompt_ids: generate_single_turn(self, prompt_ids),
            before_generate=lambda: lossless_lora_sync(self), use_vllm=self.use_vllm,
            sharded=self.is_fsdp_enabled or deepspeed is not None,
            capture=capture_allowed(self.scorer.split, use_vllm=self.use_vllm,
                                    processes=self.accelerator.num_processes, fsdp=self.is_fsdp_enabled,
                                    zero_stage=zero_stage))

    # ------------------------------------------------------------------ setup
    @staticmethod
    def _resolve_env(env: str | Callable[[], gym.Env], args: CAPOConfig) -> Callable[[], gym.Env]:
        if isinstance(env, str):
            factory = EnvFactory(env, dict(args.env_kwargs or {}), args.max_env_steps)
            factory().close()  # fail early on an unknown id or bad kwargs
            return factory
        if callable(env):
            return env
        raise ConfigError(f"env must be an env id or a factory; got {type(env).__name__}.")

    def get_train_dataloader(self) -> DataLoader:
        """One placeholder item per iteration: tasks come from the env's task schedule, not a dataset."""
        return DataLoader(list(range(self.args.max_steps)), batch_size=1, collate_fn=lambda items: items)

    def create_optimizer(self, model: Any = None) -> torch.optim.Optimizer:
        """TRL's optimizer over the policy plus a parameter group for the value function with its own lr."""
        actor_critic = self.accelerator.unwrap_model(model if model is not None else self.model)
        params = actor_critic.value_parameters()
        with trainable_frozen(params):  # the critic adapter lives in the policy module, but not in its group
            optimizer = super().create_optimizer(actor_critic.policy)
        # an empty group (LoRA has no bias/norm for the no-decay group) loses its hyper-parameters in torch's
        # set_optimizer_state_dict, which FSDP2 resumes through: the next step fails on a missing "betas"
        optimizer.param_groups[:] = [group for group in optimizer.param_groups if group["params"]]
        if params and not any(g.get("name") == "critic" for g in optimizer.param_groups):
            optimizer.add_param_group({"params": params, "lr": self.args.critic_learning_rate,
                                       "weight_decay": self.args.weight_decay, "name": "critic"})
        return optimizer

    def _clip_grad_norm(self, model: Any) -> Any:
        """Clip the critic's gradients by ``critic_max_grad_norm`` and the actor's by ``max_grad_norm``.

        Each group is clipped by its own global norm (:class:`~.backend.grad_clip.SeparateClipper`; under
        DeepSpeed the clipping has already happened inside the engine's step). The norms go straight to TRL's
        metric lists, not to the iteration's log: the Trainer clips the last mini-batch after
        ``training_step`` (and so after the iteration was logged) but before it logs, so this way every norm
        of an iteration is averaged into that iteration's log line.
        """
        return self.clipper.clip()

    # ------------------------------------------------------------------ one iteration
    def training_step(self, model: Any, inputs: Any, num_items_in_batch: Any = None) -> torch.Tensor:
        """One iteration: the four stages of :mod:`.pipeline` (rollout -> prepare -> advantages -> update), then one
        log line. Each stage is a public function of the iteration's :class:`~.pipeline.runtime.Runtime`."""
        self.model.train()
        self.clipper.install()  # DeepSpeed: clip between the engine's backward and its step
        run, log = self.runtime(), IterationLog()
        with log.timed("rollout"), self.work.counting("rollout"):
            episodes = self.rollout(run)
        with log.timed("prepare"), self.work.counting("prepare"):
            scored = prepare(run, episodes, log)
        with log.timed("advantage"):
            batch = compute_advantages(run, scored, log)
        with log.timed("update"), self.work.counting("update"):
            result = update(run, batch, self.step_hooks(run, log), log)
        self.log_iteration(episodes, batch, result, run, log)
        return result.loss.to(self.args.device)

    def rollout(self, run: Runtime) -> RolloutResult:
        """Stage 1 of this trainer's iteration: :func:`~.pipeline.rollout.collect_rollout` of the next tasks.

        The one stage a subclass may replace, to train on episodes from elsewhere (a replay buffer; a fixed batch
        in the distributed-parity tests); the others are the functions of :mod:`.pipeline`.
        """
        return collect_rollout(run, self.episodes, self.state.global_step)

    def step_hooks(self, run: Runtime, log: IterationLog) -> StepHooks:
        """What the update needs around each optimizer step: the optimizer, the separate clipping, and the
        algorithm's gradient correction (:mod:`.pipeline.corrections`)."""
        return StepHooks(self.optimizer, clip=lambda: self._clip_grad_norm(self.model_wrapped),
                         gradient_correction=lambda: build_correction(run, self.actor_critic.policy_parameters(), log))

    def compute_loss(self, model: Any, inputs: MicroBatch, return_outputs: bool = False,
                     num_items_in_batch: Any = None) -> torch.Tensor:
        """The Trainer's loss hook: the CAPO loss of one micro-batch (:func:`.pipeline.loss.micro_loss`).

        ``inputs`` is a :class:`~.pipeline.batches.MicroBatch` whose ``update`` holds its optimizer step's
        context; only CAPO's own update builds those (the Trainer's dataloader yields placeholders).
        """
        return micro_loss(self.runtime(), model, inputs).loss

    # ------------------------------------------------------------------ logging and records
    def log_iteration(self, rollout: RolloutResult, batch: TrainRows, result: UpdateResult, run: Runtime,
                       log: IterationLog) -> None:
        """One log line: rollout and integrity metrics over all ranks, the stages' metrics, timings and throughput (this
        process's, :mod:`.backend.throughput`); ``actions.jsonl``."""
        metrics, examples = iteration_rollout_metrics(run, rollout.episodes)  # collective: rollout/*, integrity/*
        metrics.update(log.means())
        metrics.update(log.timings())
        generated = sum(len(step.action.response_ids) for episode in rollout.episodes for step in episode.steps)
        metrics.update(throughput_metrics(dict(log.seconds), {phase: self.work.take(phase) for phase in PHASES},
                                          generated, sum(batch.cost(row) for row in range(len(batch))),
                                          self.peak_flops))
        metrics.update(self.precision.metrics(), **memo_metrics(self.trunk_split))
        log_metrics(self, metrics)
        self.limits.observe(metrics, examples)  # collective (agree); a divergence stop raises here
        if run.dist.is_main:
            self.records.actions(self.state.global_step + 1, action_records(
                rollout, batch, result.records, self.state.global_step, self.args.record_episodes))

    def _clipped_norms(self, norms: dict[str, float]) -> None:
        log_metrics(self, norms)
        self.limits.check_norms(norms)  # before the optimizer step: a step over the limit is not applied

    def _say(self, line: str) -> None:
        if self.accelerator.is_main_process:
            say(line)

    def log(self, logs: dict[str, float], start_time: float | None = None) -> None:
        """TRL's logging plus one line of ``metrics.jsonl`` per call (main process)."""
        super().log(logs, start_time)
        if self.state.log_history:
            self.records.log_row(dict(self.state.log_history[-1]))

    def train(self, resume_from_checkpoint: str | bool | None = None, *args: Any, **kwargs: Any) -> Any:
        """Run ``Trainer.train`` (resume and signals: :meth:`.backend.checkpoints.RunCheckpoints.train`) and
        write the curves PNG into ``output_dir`` (:func:`.backend.records.write_curves_after_training`)."""
        failure: BaseException | None = None
        try:
            output = super().train(resume_from_checkpoint, *args, **kwargs)
            stopped = self.limits.stop_line(*self.checkpoints.resume_hint(self.state.global_step))
            if stopped is not None:
                raise RolloutIntegrityError(stopped)
            return output
        except BaseException as error:
            failure = error
            raise
        finally:
            try:
                if self.args.plot_curves and self.accelerator.is_main_process:
                    write_curves_after_training(self.args.output_dir, f"{self.args.algo} on {self.env_id}", failure)
            finally:
                self.episodes.close()
