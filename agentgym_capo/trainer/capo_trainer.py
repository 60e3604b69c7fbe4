"""``CAPOTrainer``: CAPO and its baselines on Gymnasium text envs, as a subclass of TRL's ``GRPOTrainer``.

Usage::

    trainer = CAPOTrainer(model="path/to/model", args=CAPOConfig(output_dir="out", max_steps=100),
                          env="capo/WebShop-v0", processing_class=tokenizer)
    trainer.train()

One Trainer step is one **iteration** (``CAPOConfig`` docstring): roll out ``rollout_tasks`` tasks x
``group_size`` trajectories (one row per step, the prompt rebuilt each step), compute old and reference
log-probs and critic values, compute advantages with :mod:`.core_algos` on the whole batch, then run
``num_iterations`` epochs of optimizer steps over mini-batches of step rows, each accumulated exactly over
token-budget micro-batches. Everything numeric (advantages, ratios, losses, normalisers) is a call into
``core_algos``; this class only moves data.

What is inherited from TRL: model loading, generation (``_generate_single_turn``: transformers ``generate``
or vLLM colocate/server, with weight sync), the optimizer/scheduler, the Trainer loop, logging
(``self._metrics``) and checkpointing. What is replaced: the data path (``get_train_dataloader``,
``training_step``), the loss (``compute_loss``), the reference model, gradient clipping (actor and critic
separately) and checkpoint extras (critic weights, task cursor). Uses of TRL/transformers/accelerate private
API live in :mod:`.trl_bridge`. The methods are grouped by concept in mixins: :mod:`.scoring` (delegates to the
action mode's scorer), :mod:`.prepare`, :mod:`.advantages`, :mod:`.loss`, :mod:`.collectives`,
:mod:`.checkpoints`.

Choices made here:

* ``self.model`` is one :class:`.actor_critic.ActorCritic` (policy + critic or shared value head), which the
  Trainer's ``accelerator.prepare`` wraps once for DDP, FSDP2 or DeepSpeed (FSDP1 is refused); every forward (old,
  reference and update log-probs, values, trunk states) runs through the prepared wrapper. There is no
  hand-made gradient reduction: all micro-batches of an optimizer step but the last run under ``no_sync``
  (DeepSpeed: off the accumulation boundary), so gradients are reduced once per step by the backend. Each
  micro-batch's loss is scaled by the §2.5 normaliser (counts all-reduced before the backward, times the
  number of processes), so the backend's average over ranks is the exact global loss's gradient. Ranks with
  fewer micro-batches run zero-weight filler micro-batches, so every rank joins every collective.
* Actor and critic are clipped separately, each by its own global gradient norm, under every backend
  (:mod:`.grad_clip`); under DeepSpeed, whose engine steps inside ``accelerator.backward``, DeepSpeed's
  own ``gradient_clipping`` is set to 0 and the trainer clips between the engine's backward and its step.
* Rollout metrics are all-reduced from each rank's sums (:func:`.metrics.rollout_sums`); episodes stay on
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
  capable CPUs) and their states are cached (:mod:`.trunk_cache`; in choose mode they come from the
  rollout's own scoring pass); old/reference log-probs, critic values and every update forward run only the
  top layers on them. Policy, reference and critic share the trunk (identical frozen weights); the critic
  keeps its own top layers and zero head. In choose mode the critic then reads the boundary state from the
  packed layout (the prompt's last token at column ``len(prompt) - 1``), which equals the rows batch's.
  Without ``trainable_layers`` every pass runs the whole model, as before.
* Every pass (rollout scoring, trunk, old/ref log-probs and values, update) runs under
  ``self.precision.autocast(pass)`` (:mod:`.precision`: on a CPU, bf16 autocast only with native bf16 unless
  ``bf16=True`` was set; elsewhere ``accelerator.autocast()``), since the backbone is called directly rather
  than through accelerate's wrapped ``forward``; each records the dtype it ran in (``precision/*`` metrics).
* The LM head at the action positions runs in float32 regardless (:func:`.logprobs.fp32_head`).
* ``action_mode`` is read once, in ``__init__``: it picks the scorer (:mod:`.scorers`) that collates rows
  into typed micro-batches (:class:`.batches.MicroBatch`), scores them and builds the rollout policy.
* An algorithm that needs more than the loss's arguments subclasses this trainer and overrides one hook,
  ``_gradient_correction`` (:mod:`.stppo_trainer`); an ``algo="st_ppo"`` config makes ``CAPOTrainer(...)``
  build an :class:`~.stppo_trainer.STPPOTrainer` (``__new__``), so callers never pick the class themselves.
"""

from __future__ import annotations

import math
import time
from collections import defaultdict
from collections.abc import Callable
from contextlib import contextmanager
from pathlib import Path
from typing import Any

import gymnasium as gym
import numpy as np
import torch
from datasets import Dataset
from torch.utils.data import DataLoader
from trl import GRPOTrainer
from trl.trainer.utils import get_config_model_id

from agentgym_capo.errors import ConfigError
from agentgym_capo.rollout import (
    EnvFactory,
    EpisodeSpec,
    RolloutCollector,
    RolloutResult,
    TaskSchedule,
)
from agentgym_capo.trainer.backend.checkpoints import CheckpointMixin
from agentgym_capo.trainer.backend.collectives import CollectiveMixin
from agentgym_capo.trainer.backend.grad_clip import (
    SeparateClipEngine,
    check_sharding_backend,
    clip_zero_groups,
)
from agentgym_capo.trainer.backend.trl_bridge import (
    deepspeed_without_clipping,
    load_reference,
    log_metrics,
    prepare_frozen,
    without_trl_reference,
)
from agentgym_capo.trainer.config import CAPOConfig
from agentgym_capo.trainer.model.actor_critic import ActorCritic, check_gradient_checkpointing, make_value_head
from agentgym_capo.trainer.model.adapters import (
    CRITIC_ADAPTER,
    adapters_disabled,
    add_critic_adapter,
    check_lora_critic,
    trainable_frozen,
)
from agentgym_capo.trainer.model.critic import build_critic, freeze_lower_layers
from agentgym_capo.trainer.model.precision import PassPrecision, accelerator_precision, decide_precision
from agentgym_capo.trainer.model.trunk_cache import memo_metrics
from agentgym_capo.trainer.pipeline.advantages import AdvantageMixin
from agentgym_capo.trainer.pipeline.batches import (
    IterationBatch,
    MicroBatch,
)
from agentgym_capo.trainer.pipeline.importance import ImportanceSamplingMixin
from agentgym_capo.trainer.pipeline.loss import LossMixin
from agentgym_capo.trainer.pipeline.prepare import PrepareMixin
from agentgym_capo.trainer.pipeline.records import append_jsonl, plot_training_curves, read_jsonl
from agentgym_capo.trainer.pipeline.scorers import check_parameter_sharding, make_scorer
from agentgym_capo.trainer.pipeline.update import UpdateMixin
from agentgym_capo.trainer.scoring import ScoringMixin
from agentgym_capo.trainer.trainer_classes import trainer_class_for

__all__ = ["CAPOTrainer"]



def _env_reward_placeholder(**_: Any) -> list[float]:
    """GRPOTrainer requires a reward source; rewards come from the env, so this is never called."""
    raise AssertionError("CAPOTrainer takes rewards from the environment.")


class _Timer:
    """Seconds per named phase of one iteration."""

    def __init__(self) -> None:
        self.seconds: dict[str, float] = defaultdict(float)

    @contextmanager
    def __call__(self, name: str):
        start = time.perf_counter()
        try:
            yield
        finally:
            self.seconds[name] += time.perf_counter() - start


class CAPOTrainer(ScoringMixin, PrepareMixin, AdvantageMixin, UpdateMixin, LossMixin, ImportanceSamplingMixin,
                  CollectiveMixin, CheckpointMixin, GRPOTrainer):
    """Train an LLM agent on a Gymnasium text env with CAPO or a baseline (see the module docstring)."""

    _tag_names = ["trl", "capo"]
    _name = "CAPO"

    def __new__(cls, *args: Any, **kwargs: Any) -> CAPOTrainer:
        """Build the config's trainer class: an ``algo="st_ppo"`` config gives an :class:`.STPPOTrainer`."""
        config = kwargs.get("args", args[1] if len(args) > 1 else None)
        if cls is CAPOTrainer and isinstance(config, CAPOConfig):
            cls = trainer_class_for(config) or cls  # a registry by import path: no import of the subclass here
        return super().__new__(cls)

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
        hooked = type(self)._gradient_correction is not CAPOTrainer._gradient_correction
        if args.resolved_ratio_variant == "stppo" and args.stppo_clip_bias and not hooked:
            # a user subclass of CAPOTrainer is not redirected by __new__: refuse rather than drop ST-PPO's correction
            raise ConfigError(f"algo='st_ppo' needs STPPOTrainer's gradient correction; {type(self).__name__} does "
                              "not have it. Subclass agentgym_capo.trainer.STPPOTrainer instead of CAPOTrainer.")
        self.env_id = env if isinstance(env, str) else getattr(env, "__name__", "custom")
        self._env_factory = self._resolve_env(env, args)
        placeholder = Dataset.from_dict({"prompt": ["(tasks come from the environment)"]})
        with without_trl_reference(args) as beta:
            super().__init__(model=model, reward_funcs=[_env_reward_placeholder], args=args,
                             train_dataset=placeholder, processing_class=processing_class, callbacks=callbacks,
                             optimizers=optimizers, peft_config=peft_config)
        self.beta = beta
        deepspeed = self.accelerator.state.deepspeed_plugin if self.is_deepspeed_enabled else None
        zero_stage = deepspeed.zero_stage if deepspeed else None
        check_parameter_sharding(args.action_mode, self.is_fsdp_enabled, zero_stage)
        check_sharding_backend(self.accelerator.state.fsdp_plugin if self.is_fsdp_enabled else None)
        check_gradient_checkpointing(args, zero_stage)
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
        device_type = self.accelerator.device.type
        plan = ((getattr(args, "cpu_precision", None) or decide_precision(args.bf16)) if device_type == "cpu"
                else accelerator_precision(device_type, str(self.accelerator.mixed_precision)))
        self.precision = PassPrecision(plan, device_type, self.accelerator.autocast)
        # collation and scoring of the action mode, chosen once (it owns the trunk split and, choosing, its memo)
        self.scorer = make_scorer(args, pad_id=self.processing_class.pad_token_id, device=self.accelerator.device,
                                  lm=self.actor_critic.lm, precision=self.precision,
                                  attention_model=lambda: self.policy)
        # the reference: a frozen copy prepared like the policy, or (LoRA) the policy's base with adapters off
        self.ref_model, self._ref_wrapped, self._has_reference = None, None, self.beta != 0.0
        if self._has_reference and not peft:
            self.ref_model = load_reference(policy, args)
            self._ref_wrapped = prepare_frozen(ActorCritic(self.ref_model), self)
        probe = self._env_factory()
        self.task_schedule = TaskSchedule(probe.unwrapped.task_ids(args.task_split), args.seed)
        probe.close()
        self._collector: RolloutCollector | None = None
        self._iteration_metrics: dict[str, list[float]] = defaultdict(list)
        self._zero_actor_norm: float | None = None  # set by the clipping inside DeepSpeed's step

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

    def _reference_logps(self, mb: MicroBatch) -> torch.Tensor:
        """Reference log-probs of a micro-batch: the frozen copy, or (LoRA) the policy with adapters off."""
        if self._ref_wrapped is not None:
            return self._ref_wrapped(lambda ac: self._policy_logps(ac.lm, mb)[0])

        def adapters_off(ac: ActorCritic) -> torch.Tensor:
            with adapters_disabled(ac.policy):
                return self._policy_logps(ac.lm, mb)[0]

        return self.model_wrapped(adapters_off)

    def _forward(self, compute: Callable[[ActorCritic], Any], reference: bool = False) -> Any:
        """Run ``compute(actor_critic)`` through the prepared module (or the prepared reference)."""
        return (self._ref_wrapped if reference else self.model_wrapped)(compute)

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

    def _actor_params(self) -> list[torch.nn.Parameter]:
        return self.actor_critic.policy_parameters()

    def _critic_params(self) -> list[torch.nn.Parameter]:
        return self.actor_critic.value_parameters()

    def _clip_groups(self) -> list[tuple[str, list[torch.nn.Parameter], float]]:
        """``(metric prefix, trainable parameters, limit)`` of the critic (if any) and the actor; a limit <= 0
        means no clipping (HF's convention): the norm is then only measured (a limit of inf)."""
        groups = [("critic", self._critic_params(), self.args.critic_max_grad_norm),
                  ("actor", self._actor_params(), self.args.max_grad_norm)]
        return [(name, params, limit if limit > 0 else math.inf) for name, params, limit in groups
                if params or name == "actor"]

    def _clip_grad_norm(self, model: Any) -> Any:
        """Clip the critic's gradients by ``critic_max_grad_norm`` and the actor's by ``max_grad_norm``.

        Each group is clipped by its own global norm (:mod:`.grad_clip`). Under DeepSpeed the engine steps inside
        ``accelerator.backward``, so the clipping has already happened there (:meth:`_clip_zero_before_step`)
        and this only returns the actor's norm. The norms go straight to TRL's metric lists, not to the
        iteration's: the Trainer clips the last mini-batch after ``training_step`` (and so after
        :meth:`_log_iteration`) but before it logs, so this way every norm of an iteration is averaged into
        that iteration's log line.
        """
        if self.is_deepspeed_enabled:
            return self._zero_actor_norm
        norm = None
        for name, params, limit in self._clip_groups():
            norm = self.accelerator.clip_grad_norm_(params, limit)
            log_metrics(self, {f"{name}/grad_norm": float(norm)})
        return norm

    def _clip_zero_before_step(self) -> None:
        """Clip actor and critic separately between DeepSpeed's boundary backward and its step."""
        groups = self._clip_groups()
        engine = self.accelerator.deepspeed_engine_wrapped.engine
        norms = clip_zero_groups([(params, limit) for _, params, limit in groups], engine.optimizer,
                                 engine.zero_optimization_stage())
        for (name, _, _), norm in zip(groups, norms, strict=True):
            log_metrics(self, {f"{name}/grad_norm": norm})
        self._zero_actor_norm = norms[-1]

    def _install_zero_clipping(self) -> None:
        """Give accelerate a DeepSpeed engine wrapper that clips before each step (once, after ``prepare``)."""
        wrapped = getattr(self.accelerator, "deepspeed_engine_wrapped", None)
        if wrapped is not None and not isinstance(wrapped, SeparateClipEngine):
            self.accelerator.deepspeed_engine_wrapped = SeparateClipEngine(wrapped.engine, self._clip_zero_before_step)

    # ------------------------------------------------------------------ one iteration
    def training_step(self, model: Any, inputs: Any, num_items_in_batch: Any = None) -> torch.Tensor:
        """One iteration: rollout, old/ref log-probs and values, advantages, PPO epochs of updates."""
        self.model.train()
        self._install_zero_clipping()
        timer = _Timer()
        with timer("rollout"):
            rollout = self._rollout()
        with timer("prepare"):
            batch = self._prepare(rollout)
        with timer("advantage"):
            self._compute_advantages(batch)
        with timer("update"):
            loss = self._update(batch)
        self._log_iteration(rollout, batch, timer)
        return loss.to(self.args.device)

    def _rollout(self) -> RolloutResult:
        args, world, rank = self.args, self.accelerator.num_processes, self.accelerator.process_index
        iteration = self.state.global_step
        tasks = self.task_schedule.take(args.rollout_tasks)
        per_rank = args.rollout_tasks // world
        specs = []
        for local, task in enumerate(tasks[rank * per_rank:(rank + 1) * per_rank]):
            index = rank * per_rank + local
            seed = (args.seed * 1_000_003 + iteration * 10_007 + index) % (2**31 - 1)
            for member in range(args.group_size):
                specs.append(EpisodeSpec(task, f"i{iteration}-t{index}-g{member}", f"i{iteration}-t{index}", seed))
        if self._collector is None or self._collector.num_envs < len(specs):
            sync = None
            if world > 1:
                sync = lambda active: bool(self._all_reduce(torch.tensor([float(active)])).item() > 0)  # noqa: E731
            if self._collector is not None:
                self._collector.close()
            self._collector = RolloutCollector(
                self._env_factory, backend="sync", num_envs=len(specs), max_steps=args.max_env_steps,
                tokenizer=self.processing_class, max_prompt_length=args.max_prompt_length, sync=sync,
                progress=self.accelerator.is_main_process and not args.disable_tqdm)
        self.model.eval()
        try:
            return self._collector.collect(specs, self._policy(), description=f"rollout {iteration}")
        finally:
            self.model.train()

    def _policy(self) -> Any:
        return self.scorer.rollout_policy(self)

    # ------------------------------------------------------------------ logging and records
    def _log_iteration(self, rollout: RolloutResult, batch: IterationBatch, timer: _Timer) -> None:
        from agentgym_capo.trainer.pipeline.metrics import ROLLOUT_SUMS, metrics_from_sums, rollout_sums

        # each rank's sums, reduced: a fixed-length vector, not every rank's episodes (groups never span ranks)
        local = rollout_sums(rollout.episodes, self.args.group_size)
        summed = self._all_reduce(torch.tensor([local[k] for k in ROLLOUT_SUMS], dtype=torch.float64))
        metrics = metrics_from_sums(dict(zip(ROLLOUT_SUMS, summed.tolist(), strict=True)))
        for key, values in self._iteration_metrics.items():
            finite = [v for v in values if v is not None and math.isfinite(v)]
            if finite:
                metrics[key] = float(np.mean(finite))
        for phase, seconds in timer.seconds.items():
            metrics[f"time/{phase}"] = seconds
        metrics["time/iteration"] = sum(timer.seconds.values())
        metrics.update(self.precision.metrics(), **memo_metrics(self.trunk_split))
        log_metrics(self, metrics)
        self._iteration_metrics = defaultdict(list)
        if self.accelerator.is_main_process:
            self._write_action_records(rollout, batch)

    def _write_action_records(self, rollout: RolloutResult, batch: IterationBatch) -> None:
        from agentgym_capo.trainer.pipeline.metrics import action_records

        records = action_records(rollout, batch, self.state.global_step, self.args.record_episodes)
        for record in records:  # the run report filters and labels episodes by these
            record.update(env=self.env_id, algo=self.args.algo)
        if records:
            append_jsonl(Path(self.args.output_dir) / "actions.jsonl", records)

    def log(self, logs: dict[str, float], start_time: float | None = None) -> None:
        """TRL's logging plus one line of ``metrics.jsonl`` per call (main process)."""
        super().log(logs, start_time)
        if self.accelerator.is_main_process and self.state.log_history:
            append_jsonl(Path(self.args.output_dir) / "metrics.jsonl", [dict(self.state.log_history[-1])])

    def train(self, resume_from_checkpoint: str | bool | None = None, *args: Any, **kwargs: Any) -> Any:
        """Run ``Trainer.train`` and write the curves PNG into ``output_dir``.

        When resuming, the rows that ``metrics.jsonl`` and ``actions.jsonl`` got after the checkpoint's step
        are dropped first: the resumed run logs those iterations again (:func:`.records.drop_records_after`).
        """
        if resume_from_checkpoint and self.accelerator.is_main_process:
            self._drop_records_after_checkpoint(resume_from_checkpoint)
        try:
            return super().train(resume_from_checkpoint, *args, **kwargs)
        finally:
            if self.args.plot_curves and self.accelerator.is_main_process:
                records = read_jsonl(Path(self.args.output_dir) / "metrics.jsonl")
                plot_training_curves(records, Path(self.args.output_dir) / "training_curves.png",
                                     title=f"{self.args.algo} on {self.env_id}")
            if self._collector is not None:
                self._collector.close()
                self._collector = None
