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

What is inherited from TRL: model loading, the reference model, generation (``_generate_single_turn``:
transformers ``generate`` or vLLM colocate/server, with weight sync), the optimizer/scheduler, the
Trainer loop, logging (``self._metrics``) and checkpointing. What is replaced: the data path
(``get_train_dataloader``, ``training_step``), the loss (``compute_loss``), gradient clipping (actor and
critic separately) and checkpoint extras (critic weights, task cursor).

Choices made here:

* Gradients are accumulated with all backward passes outside DDP synchronisation and averaged across
  processes once per optimizer step (a flat all-reduce). Ranks may hold different numbers of rows and
  micro-batches, which DDP's per-backward collectives could not handle; the §2.5 normaliser (global
  counts, times the number of processes) makes the average exact.
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
"""

from __future__ import annotations

import json
import math
import os
import time
from collections import defaultdict
from collections.abc import Callable
from contextlib import contextmanager
from pathlib import Path
from typing import Any

import gymnasium as gym
import numpy as np
import torch
from accelerate.utils import gather_object
from datasets import Dataset
from torch.utils.data import DataLoader
from tqdm.auto import tqdm
from trl import GRPOTrainer

from agentgym_capo.errors import ConfigError
from agentgym_capo.rollout import EnvFactory, EpisodeSpec, RolloutCollector, RolloutResult, TaskSchedule
from agentgym_capo.trainer import core_algos
from agentgym_capo.trainer.batching import (
    IterationBatch,
    pad_ragged,
    plan_microbatches,
    split_minibatches,
    stack_segment_ids,
)
from agentgym_capo.trainer.choose import choice_attention_mask, choice_log_probs, pack_choices, packed_length
from agentgym_capo.trainer.config import CAPOConfig
from agentgym_capo.trainer.critic import build_critic, freeze_lower_layers, values_at
from agentgym_capo.trainer.logprobs import collate_generate, score_positions
from agentgym_capo.trainer.policies import ChoosePolicy, TRLGeneratePolicy
from agentgym_capo.trainer.precision import PassPrecision, decide_precision
from agentgym_capo.trainer.records import append_jsonl, plot_training_curves, read_jsonl
from agentgym_capo.trainer.trunk_cache import make_split, memo_metrics, pad_rows, split_rows, trunk_hidden

__all__ = ["CAPOTrainer"]

_STATE_FILE = "capo_state.json"


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


class CAPOTrainer(GRPOTrainer):
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
        self.env_id = env if isinstance(env, str) else getattr(env, "__name__", "custom")
        self._env_factory = self._resolve_env(env, args)
        placeholder = Dataset.from_dict({"prompt": ["(tasks come from the environment)"]})
        super().__init__(model=model, reward_funcs=[_env_reward_placeholder], args=args, train_dataset=placeholder,
                         processing_class=processing_class, callbacks=callbacks, optimizers=optimizers,
                         peft_config=peft_config)
        self.critic = build_critic(self.model) if args.needs_critic else None
        if args.trainable_layers is not None:
            for module in (self.model, self.critic):
                if module is not None:
                    freeze_lower_layers(module, args.trainable_layers)
        self.precision = PassPrecision(getattr(args, "cpu_precision", None) or decide_precision(args.bf16),
                                       self.accelerator.device.type, self.accelerator.autocast)
        self.trunk_split = make_split(self.model, args.trainable_layers, args.trunk_precision, self.precision,
                                      memo_bytes=int(args.trunk_memo_mb * 2**20) if args.action_mode == "choose" else 0)
        probe = self._env_factory()
        self.task_schedule = TaskSchedule(probe.unwrapped.task_ids(args.task_split), args.seed)
        probe.close()
        self._collector: RolloutCollector | None = None
        self._iteration_metrics: dict[str, list[float]] = defaultdict(list)
        self._stppo_buffer: list[torch.Tensor] | None = None

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
        """TRL's optimizer plus a parameter group for the critic with its own learning rate."""
        optimizer = super().create_optimizer(model)
        if self.critic is not None and not any(g.get("name") == "critic" for g in optimizer.param_groups):
            params = [p for p in self.critic.parameters() if p.requires_grad]
            optimizer.add_param_group({"params": params, "lr": self.args.critic_learning_rate,
                                       "weight_decay": self.args.weight_decay, "name": "critic"})
        return optimizer

    def _actor_params(self) -> list[torch.nn.Parameter]:
        return [p for p in self.model.parameters() if p.requires_grad]

    def _critic_params(self) -> list[torch.nn.Parameter]:
        return [p for p in self.critic.parameters() if p.requires_grad] if self.critic is not None else []

    def _clip_grad_norm(self, model: Any) -> Any:
        """Clip the critic's gradients by ``critic_max_grad_norm`` and the actor's by ``max_grad_norm``."""
        if self.critic is not None:
            norm = torch.nn.utils.clip_grad_norm_(self._critic_params(), self.args.critic_max_grad_norm)
            self._iteration_metrics["critic/grad_norm"].append(float(norm))
        norm = super()._clip_grad_norm(model)
        self._iteration_metrics["actor/grad_norm"].append(float(norm))
        return norm

    # ------------------------------------------------------------------ one iteration
    def training_step(self, model: Any, inputs: Any, num_items_in_batch: Any = None) -> torch.Tensor:
        """One iteration: rollout, old/ref log-probs and values, advantages, PPO epochs of updates."""
        self.model.train()
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
        if self.args.action_mode == "choose":
            return ChoosePolicy(self.model, self.processing_class, temperature=self.args.choose_temperature,
                                token_budget=self.args.micro_batch_tokens, device=self.accelerator.device,
                                autocast=lambda: self.precision.autocast("rollout"), split=self.trunk_split)
        collective = self.accelerator.num_processes > 1
        return TRLGeneratePolicy(self, collective)

    # ------------------------------------------------------------------ tensors of micro-batches
    def _collate(self, batch: IterationBatch, rows: list[int]) -> dict[str, Any]:
        """Padded tensors of ``rows`` for the policy, the critic and the loss."""
        device = self.accelerator.device
        steps = [batch.steps[r] for r in rows]
        counts = [batch.positions(r) for r in rows]
        mb: dict[str, Any] = {"rows": rows, "steps": steps, "segment_ids": stack_segment_ids(counts).to(device)}
        width = mb["segment_ids"].shape[1]
        pad_id = self.processing_class.pad_token_id
        if batch.mode == "choose":
            mb["packed"] = pack_choices([s.prompt_ids for s in steps], [s.action.candidates for s in steps],
                                        pad_id, device)
            mb["chosen"] = torch.tensor([s.action.chosen for s in steps], dtype=torch.long, device=device)
        full = self.args.action_mode == "generate" or self.args.token_level_critic
        responses = [s.action.response_ids if full and batch.mode == "generate" else [] for s in steps]
        mb["rows_batch"] = collate_generate([s.prompt_ids for s in steps], responses, pad_id, device)
        for name in ("old_logp", "ref_logp", "token_values", "token_advantages", "token_returns"):
            ragged = getattr(batch, name)
            if ragged:
                mb[name] = pad_ragged([ragged[r] for r in rows], width).to(device)
        for name in ("values", "segment_advantages", "returns"):
            tensor = getattr(batch, name)
            if tensor is not None:
                mb[name] = tensor[rows].to(device)
        mb["traj_ids"] = [s.traj_id for s in steps]
        if batch.trunk is not None:
            input_ids, _, _, starts, _ = self._trunk_layout(mb)
            mb["trunk"] = pad_rows([batch.trunk[r] for r in rows], starts, input_ids.shape[1], device)
        return mb

    def _trunk_layout(self, mb: dict[str, Any]) -> tuple[torch.Tensor, torch.Tensor, torch.Tensor, list[int],
                                                          list[int]]:
        """``(input_ids, mask, position_ids, starts, lengths)`` of the layout the trunk is cached in.

        Choose mode: the packed rows (the critic reads the boundary there too); generate mode: the rows batch.
        """
        if self.args.action_mode == "choose":
            packed = mb["packed"]
            lengths = [packed_length(s.prompt_ids, s.action.candidates) for s in mb["steps"]]
            return (packed.input_ids, choice_attention_mask(self.model, packed.allowed), packed.position_ids,
                    [0] * len(lengths), lengths)
        rb = mb["rows_batch"]
        lengths = rb.attention_mask.sum(1).tolist()
        starts = [rb.prompt_width - len(s.prompt_ids) for s in mb["steps"]]
        return rb.input_ids, rb.attention_mask, rb.position_ids, starts, lengths

    def _rollout_trunk(self, batch: IterationBatch) -> list[torch.Tensor] | None:
        """The trunk states the choose policy computed during the rollout (same layout), if every row has them."""
        if self.trunk_split is None or batch.mode != "choose":
            return None
        states = [s.action.trunk for s in batch.steps]
        return states if all(t is not None for t in states) else None

    def _cache_trunk(self, mb: dict[str, Any]) -> list[torch.Tensor]:
        """Run the frozen trunk once on ``mb`` (kept in ``mb["trunk"]``); return each row's states."""
        input_ids, mask, positions, starts, lengths = self._trunk_layout(mb)
        mb["trunk"] = trunk_hidden(self.model, self.trunk_split, input_ids, mask, positions)
        return split_rows(mb["trunk"], starts, lengths)

    def _policy_logps(self, model: Any, mb: dict[str, Any]) -> tuple[torch.Tensor, torch.Tensor]:
        """``(logp, entropy)`` of the micro-batch's actions, ``(b, R)``, 0 off action positions."""
        segment_ids = mb["segment_ids"]
        if self.args.action_mode == "choose":
            log_probs, entropy = choice_log_probs(model, mb["packed"], self.args.choose_temperature,
                                                  split=self.trunk_split, trunk=mb.get("trunk"))
            logp = log_probs.gather(1, mb["chosen"].unsqueeze(1))
            return logp, entropy.detach().unsqueeze(1)
        rows_batch = mb["rows_batch"]
        rows, cols, targets = rows_batch.query()
        logps, entropy = score_positions(model, rows_batch.input_ids, rows_batch.attention_mask, rows, cols,
                                         targets, temperature=self.args.temperature,
                                         position_ids=rows_batch.position_ids, compute_entropy=True,
                                         split=self.trunk_split, trunk=mb.get("trunk"))
        out = torch.zeros(segment_ids.shape, dtype=logps.dtype, device=logps.device)
        ent = torch.zeros_like(out)
        js = cols - rows_batch.prompt_width + 1
        out = out.index_put((rows, js), logps)
        ent = ent.index_put((rows, js), entropy.detach())
        return out, ent

    def _critic_values(self, mb: dict[str, Any]) -> torch.Tensor:
        """Critic outputs: ``(b,)`` at boundaries, or ``(b, R)`` before each action position."""
        rows_batch = mb["rows_batch"]
        count = rows_batch.input_ids.shape[0]
        split, trunk = self.trunk_split, mb.get("trunk")
        if not self.args.token_level_critic or self.args.action_mode == "choose":
            rows = torch.arange(count, device=rows_batch.input_ids.device)
            if split is not None and self.args.action_mode == "choose":
                # the packed layout holds each prompt's last token at column len(prompt) - 1, attending to
                # exactly the prompt: the same boundary state as the rows batch, on the shared trunk
                input_ids, mask, positions, _, _ = self._trunk_layout(mb)
                cols = torch.tensor([len(s.prompt_ids) - 1 for s in mb["steps"]], device=rows.device)
                values = values_at(self.critic, input_ids, mask, rows, cols, positions, split, trunk)
            else:
                values = values_at(self.critic, rows_batch.input_ids, rows_batch.attention_mask, rows,
                                   rows_batch.boundary_cols(), rows_batch.position_ids, split, trunk)
            return values if not self.args.token_level_critic else values.unsqueeze(1).expand_as(
                mb["segment_ids"].float()).contiguous()
        rows, cols, _ = rows_batch.query()
        flat = values_at(self.critic, rows_batch.input_ids, rows_batch.attention_mask, rows, cols,
                         rows_batch.position_ids, split, trunk)
        out = torch.zeros(mb["segment_ids"].shape, dtype=flat.dtype, device=flat.device)
        return out.index_put((rows, cols - rows_batch.prompt_width + 1), flat)

    # ------------------------------------------------------------------ prepare: old/ref log-probs, values
    def _prepare(self, rollout: RolloutResult) -> IterationBatch:
        batch = IterationBatch(rollout.training_steps(), self.args.action_mode)
        batch.episodes = rollout.kept()
        if len(batch) == 0:
            return batch
        needs_old = self._num_minibatches(batch) > 1 or self.args.num_iterations > 1 \
            or self.args.kl_estimator == "k1_in_reward"
        plans = plan_microbatches(range(len(batch)), batch.cost, self.args.micro_batch_tokens,
                                  self.args.per_device_train_batch_size)
        old, ref, values, token_values = [], [], [], []
        batch.trunk = self._rollout_trunk(batch)
        trunk_rows: list[torch.Tensor] | None = [] if self.trunk_split is not None and batch.trunk is None else None
        with torch.no_grad(), self.precision.autocast("prepare"):
            for rows in plans:
                mb = self._collate(batch, rows)
                if trunk_rows is not None:
                    trunk_rows.extend(self._cache_trunk(mb))
                counts = [batch.positions(r) for r in rows]
                if needs_old:
                    logp, _ = self._policy_logps(self.model, mb)
                    old.extend(logp[i, :counts[i]].float().cpu() for i in range(len(rows)))
                if self.ref_model is not None and self.beta != 0.0:
                    logp, _ = self._policy_logps(self.ref_model, mb)
                    ref.extend(logp[i, :counts[i]].float().cpu() for i in range(len(rows)))
                if self.critic is not None:
                    v = self._critic_values(mb).float().cpu()
                    if v.dim() == 2:
                        token_values.extend(v[i, :counts[i]] for i in range(len(rows)))
                        values.extend(v[:, 0])
                    else:
                        values.extend(v)
        if trunk_rows is not None:
            batch.trunk = trunk_rows
        batch.old_logp = old or None
        batch.ref_logp = ref or None
        batch.values = torch.stack(values) if values else None
        batch.token_values = token_values or None
        batch.bootstrap_values = self._bootstrap_values(batch, rollout)
        return batch

    def _bootstrap_values(self, batch: IterationBatch, rollout: RolloutResult) -> torch.Tensor | None:
        if self.critic is None or not self.args.bootstrap_truncated:
            return None
        out = torch.zeros(len(batch))
        last_row = {(s.traj_id): i for i, s in enumerate(batch.steps)}
        finals = [(last_row[e.spec.traj_id], e.final_prompt_ids) for e in rollout.kept()
                  if e.final_prompt_ids and e.terminal_reason != "prompt_too_long"]
        if not finals:
            return out
        pad_id = self.processing_class.pad_token_id
        with torch.no_grad(), self.precision.autocast("prepare"):
            gb = collate_generate([f for _, f in finals], [[]] * len(finals), pad_id, self.accelerator.device)
            rows = torch.arange(len(finals), device=gb.input_ids.device)
            values = values_at(self.critic, gb.input_ids, gb.attention_mask, rows, gb.boundary_cols(),
                               gb.position_ids, self.trunk_split).float().cpu()
        out[[row for row, _ in finals]] = values
        return out

    # ------------------------------------------------------------------ advantages
    def _advantage_params(self) -> core_algos.AdvantageParams:
        args = self.args
        return core_algos.AdvantageParams(
            gamma=args.gamma, lam=args.lam, whiten_advantages=args.whiten_advantages,
            bootstrap_truncated=args.bootstrap_truncated and args.needs_critic,
            grpo_scale_by_std=args.grpo_scale_by_std, gigpo_gamma=args.gigpo_gamma, gigpo_omega=args.gigpo_omega,
            gigpo_norm=args.gigpo_norm, rfpp_link_steps=args.rfpp_link_steps,
            kl_in_reward_coef=args.beta if args.kl_estimator == "k1_in_reward" else 0.0)

    def _compute_advantages(self, batch: IterationBatch) -> None:
        """Advantages and returns over the rollout batch of all processes (core_algos estimators)."""
        local = self._advantage_inputs(batch)
        parts = gather_object([local]) if self.accelerator.num_processes > 1 else [local]
        offset = sum(len(p["rewards"]) for p in parts[:self.accelerator.process_index])
        merged = {key: [x for p in parts for x in p[key]] for key in local}
        if not merged["rewards"]:
            return
        step_batch = self._step_batch(merged)
        result = core_algos.get_advantage_estimator(self.args.advantage_estimator)(
            step_batch, self._advantage_params())
        counts = merged["positions"]
        window = range(offset, offset + len(batch))
        batch.token_advantages = [result.token_advantages[i, :counts[i]].float().cpu() for i in window]
        if result.segment_advantages is not None:
            batch.segment_advantages = result.segment_advantages.float().cpu()[offset:offset + len(batch)]
        if result.segment_returns is not None:
            batch.returns = result.segment_returns.float().cpu()[offset:offset + len(batch)]
        if result.token_returns is not None:
            batch.token_returns = [result.token_returns[i, :counts[i]].float().cpu() for i in window]
        self._record_advantage_metrics(batch)

    def _advantage_inputs(self, batch: IterationBatch) -> dict[str, list]:
        steps = batch.steps
        kl = None
        if batch.old_logp is not None and batch.ref_logp is not None:
            kl = [(o - r).tolist() for o, r in zip(batch.old_logp, batch.ref_logp, strict=True)]
        return {
            "positions": batch.position_counts(),
            "rewards": [s.reward for s in steps],
            "traj_ids": [s.traj_id for s in steps],
            "step_index": [s.step_index for s in steps],
            "group_ids": [s.group_id for s in steps],
            "anchor_keys": [s.anchor_key for s in steps],
            "terminated": [s.terminated for s in steps],
            "truncated": [s.truncated for s in steps],
            "values": batch.values.tolist() if batch.values is not None else [0.0] * len(steps),
            "token_values": [t.tolist() for t in batch.token_values] if batch.token_values else [[]] * len(steps),
            "bootstrap": batch.bootstrap_values.tolist() if batch.bootstrap_values is not None
            else [0.0] * len(steps),
            "token_kl": kl if kl is not None else [[]] * len(steps),
        }

    @staticmethod
    def _step_batch(merged: dict[str, list]) -> core_algos.StepBatch:
        segment_ids = stack_segment_ids(merged["positions"])
        width = segment_ids.shape[1]
        ragged = lambda key: pad_ragged([torch.tensor(x, dtype=torch.float32) for x in merged[key]], width)  # noqa: E731
        return core_algos.StepBatch(
            segment_ids=segment_ids, rewards=torch.tensor(merged["rewards"], dtype=torch.float64),
            traj_ids=merged["traj_ids"], step_index=torch.tensor(merged["step_index"], dtype=torch.long),
            values=torch.tensor(merged["values"], dtype=torch.float64), token_values=ragged("token_values"),
            group_ids=merged["group_ids"], anchor_keys=merged["anchor_keys"],
            terminated=torch.tensor(merged["terminated"]), truncated=torch.tensor(merged["truncated"]),
            bootstrap_values=torch.tensor(merged["bootstrap"], dtype=torch.float64), token_kl=ragged("token_kl"))

    def _record_advantage_metrics(self, batch: IterationBatch) -> None:
        adv = torch.cat(batch.token_advantages) if batch.token_advantages else torch.zeros(0)
        metrics = self._iteration_metrics
        if adv.numel():
            metrics["advantage/mean"].append(float(adv.mean()))
            metrics["advantage/std"].append(float(adv.std()) if adv.numel() > 1 else 0.0)
            metrics["advantage/abs_mean"].append(float(adv.abs().mean()))
        if batch.returns is not None and batch.values is not None:
            targets, predictions = batch.returns, batch.values
        elif batch.token_returns is not None and batch.token_values is not None:
            targets, predictions = torch.cat(batch.token_returns), torch.cat(batch.token_values)
        else:
            return
        metrics["critic/return_mean"].append(float(targets.mean()))
        metrics["critic/value_mean"].append(float(predictions.mean()))
        if targets.numel() > 1 and float(targets.var()) > 0:
            metrics["critic/explained_variance"].append(float(1 - (targets - predictions).var() / targets.var()))

    # ------------------------------------------------------------------ update
    def _num_minibatches(self, batch: IterationBatch) -> int:
        total = self._all_reduce(torch.tensor([float(len(batch))])).item()
        return max(1, math.ceil(total / self.args.mini_batch_size))

    def _update(self, batch: IterationBatch) -> torch.Tensor:
        total = int(self._all_reduce(torch.tensor([float(len(batch))])).item())
        if total == 0:
            self.optimizer.zero_grad(set_to_none=True)
            return torch.tensor(0.0)
        chunks = split_minibatches(len(batch), total, self.args.mini_batch_size)
        batch.ratio, batch.clipped = torch.ones(len(batch)), torch.zeros(len(batch), dtype=torch.bool)
        schedule = [(epoch, k) for epoch in range(self.args.num_iterations) for k in range(len(chunks))]
        losses = []
        show = self.accelerator.is_main_process and not self.args.disable_tqdm
        for epoch, k in tqdm(schedule, desc="update", disable=not show, leave=False):
            last = (epoch, k) == schedule[-1]
            losses.append(self._minibatch_step(batch, chunks[k], on_policy=(epoch, k) == (0, 0), last=last))
        return torch.stack(losses).mean()

    def _minibatch_step(self, batch: IterationBatch, rows: list[int], *, on_policy: bool, last: bool) -> torch.Tensor:
        """Accumulate one optimizer step's gradients over micro-batches; step unless it is the Trainer's."""
        self.optimizer.zero_grad(set_to_none=True)
        counts = self._global_counts(batch, rows)
        plans = plan_microbatches(rows, batch.cost, self.args.micro_batch_tokens,
                                  self.args.per_device_train_batch_size)
        mu = self._minibatch_mu(batch, plans, on_policy)
        self._stppo_buffer = None
        self._loss_sums: dict[str, float] = defaultdict(float)
        total = torch.zeros(())
        for micro in plans:
            mb = self._collate(batch, micro)
            mb.update(counts=counts, mu=mu, on_policy=on_policy, batch=batch)
            with self.precision.autocast("update"):  # the backbone is called directly, past accelerate's forward
                loss = self.compute_loss(self.model, mb)
            self.accelerator.backward(loss)
            total = total + loss.detach().float().cpu()
        keys = ["actor/pg_loss"] + (["actor/kl_loss"] if self.beta != 0.0 and self.args.kl_estimator != "k1_in_reward"
                                     else []) + (["critic/value_loss"] if self.critic is not None else [])
        summed = self._all_reduce(torch.tensor([self._loss_sums[k] for k in keys], dtype=torch.float64))
        for key, value in zip(keys, summed.tolist(), strict=True):
            self._iteration_metrics[key].append(value / self.accelerator.num_processes)
        self._average_gradients()
        self._apply_stppo_scale()
        if not last:
            self._clip_grad_norm(self.model_wrapped)
            self.optimizer.step()
        return total

    def _global_counts(self, batch: IterationBatch, rows: list[int]) -> dict[str, Any]:
        positions = [batch.positions(r) for r in rows]
        trajs = [batch.steps[r].traj_id for r in rows]
        tokens_of: dict[str, int] = defaultdict(int)
        for traj, n in zip(trajs, positions, strict=True):
            tokens_of[traj] += n
        local = torch.tensor([float(len(rows)), float(sum(positions)), float(len(tokens_of))])
        actions, tokens, trajectories = self._all_reduce(local).tolist()
        count = {"action_mean_token_mean": actions, "token_mean": tokens,
                 "trajectory_mean_token_mean": trajectories}[self.args.loss_agg]
        return {"actions": actions, "count": count, "traj_tokens": dict(tokens_of)}

    def _minibatch_mu(self, batch: IterationBatch, plans: list[list[int]], on_policy: bool) -> float | None:
        """The action-aware ratio's centre over the whole mini-batch (§2.3), by a no-grad pre-pass."""
        args = self.args
        if args.resolved_ratio_variant != "action_aware" or args.mu_scope == "microbatch":
            return None
        if args.mu_scope == "none" or on_policy or batch.old_logp is None:
            return 0.0
        sums = torch.zeros(2)
        with torch.no_grad(), self.precision.autocast("update"):
            for micro in plans:
                mb = self._collate(batch, micro)
                logp, _ = self._policy_logps(self.model, mb)
                z, n = core_algos.log_ratio_sums(logp, mb["old_logp"], mb["segment_ids"])
                sums += torch.stack([z.float().cpu(), n.float().cpu()])
        sums = self._all_reduce(sums)
        return float(core_algos.action_aware_mu(sums[0], sums[1]))

    # ------------------------------------------------------------------ the loss
    def compute_loss(self, model: Any, inputs: dict[str, Any], return_outputs: bool = False,
                     num_items_in_batch: Any = None) -> torch.Tensor:
        """Policy loss + beta * KL (loss form) + value loss of one micro-batch, GA-exact (§2.5)."""
        args, world = self.args, self.accelerator.num_processes
        counts, segment_ids = inputs["counts"], inputs["segment_ids"]
        logp, entropy = self._policy_logps(self.model, inputs)
        old = inputs.get("old_logp", logp.detach())
        advantages = inputs.get("segment_advantages", inputs.get("token_advantages"))
        traj_kwargs = self._traj_kwargs(inputs)
        eps = (args.epsilon, args.epsilon_high if args.epsilon_high is not None else args.epsilon)
        pg_loss, metrics = core_algos.policy_loss(
            logp, old, advantages, segment_ids, variant=args.resolved_ratio_variant, eps=eps,
            dual_clip=args.dual_clip, agg=args.loss_agg, mu=inputs["mu"], global_count=counts["count"],
            world_size=world, gspo_unit=args.gspo_unit, **traj_kwargs)
        loss = pg_loss
        self._accumulate_stppo(logp, old, advantages, segment_ids, counts, traj_kwargs)
        if self.beta != 0.0 and args.kl_estimator != "k1_in_reward":
            kl_tokens = core_algos.kl_penalty(logp, inputs["ref_logp"], segment_ids,
                                              kind=args.kl_estimator.split("_")[0])
            kl_loss = core_algos.aggregate_loss(kl_tokens, segment_ids, agg=args.loss_agg,
                                                global_count=counts["count"], world_size=world, **traj_kwargs)
            loss = loss + self.beta * kl_loss
            metrics["kl"] = self._token_mean(kl_tokens.detach(), segment_ids)
            self._loss_sums["actor/kl_loss"] += float(kl_loss.detach())
        if self.critic is not None:
            value_loss, value_metrics = self._value_loss(inputs, counts, world)
            loss = loss + value_loss
            self._loss_sums["critic/value_loss"] += float(value_loss.detach())
            metrics.update(value_metrics)
        metrics["entropy"] = self._token_mean(entropy, segment_ids)
        self._record_loss_metrics(pg_loss, metrics, inputs)
        self._record_action_ratios(inputs, logp.detach(), old)
        return loss

    @staticmethod
    def _token_mean(values: torch.Tensor, segment_ids: torch.Tensor) -> torch.Tensor:
        mask = segment_ids >= 0
        return values[mask].float().mean() if bool(mask.any()) else torch.zeros(())

    def _traj_kwargs(self, inputs: dict[str, Any]) -> dict[str, Any]:
        if self.args.loss_agg != "trajectory_mean_token_mean" and self.args.gspo_unit != "trajectory":
            return {}
        traj_tokens = inputs["counts"]["traj_tokens"]
        counts = torch.tensor([float(traj_tokens[t]) for t in inputs["traj_ids"]], device=inputs["segment_ids"].device)
        return {"traj_ids": inputs["traj_ids"], "traj_token_counts": counts}

    def _value_loss(self, inputs: dict[str, Any], counts: dict[str, Any], world: int) -> tuple[torch.Tensor, dict]:
        args = self.args
        values = self._critic_values(inputs)
        if values.dim() == 1:
            mask = torch.ones_like(values, dtype=torch.bool)
            return core_algos.value_loss(values, inputs["values"], inputs["returns"], mask, args.cliprange_value,
                                         global_count=counts["actions"], world_size=world)
        return core_algos.value_loss(values, inputs["token_values"], inputs["token_returns"], inputs["segment_ids"],
                                     args.cliprange_value, segment_ids=inputs["segment_ids"], agg=args.loss_agg,
                                     global_count=counts["count"], world_size=world)

    def _record_loss_metrics(self, pg_loss: torch.Tensor, metrics: dict[str, torch.Tensor],
                             inputs: dict[str, Any]) -> None:
        out = self._iteration_metrics
        self._loss_sums["actor/pg_loss"] += float(pg_loss.detach())
        renames = {"kl": "actor/kl", "entropy": "actor/entropy", "mu": "actor/mu",
                   "ratio_clamp_frac": "actor/ratio_clamp_frac", "dual_clip_frac": "actor/dual_clip_frac",
                   "vf_clipfrac": "critic/vf_clipfrac"}
        for key, name in renames.items():
            if key in metrics:
                out[name].append(float(metrics[key]))
        for key, value in metrics.items():
            if key.startswith("clip/") and not key.startswith("clip/num_actions"):
                name = "actor/clip_" + key[len("clip/"):]
                out[name + "_incl"].append(float(value))
                if not inputs["on_policy"]:
                    out[name].append(float(value))
        if inputs["on_policy"] and "old_logp" in inputs:
            out["actor/logratio_noise_floor"].append(float(metrics["log_ratio_abs_mean"]))

    def _record_action_ratios(self, inputs: dict[str, Any], logp: torch.Tensor, old: torch.Tensor) -> None:
        """Per-action ratio and active-clip flag of the rows of this micro-batch (for actions.jsonl)."""
        batch, rows, segment_ids = inputs["batch"], inputs["rows"], inputs["segment_ids"]
        with torch.no_grad():
            if "segment_advantages" in inputs:
                advantages = inputs["segment_advantages"].float().cpu()
            else:
                lengths = core_algos.segment_lengths(segment_ids).float()
                advantages = (core_algos.segment_sum(inputs["token_advantages"], segment_ids) / lengths).float().cpu()
            variant = self.args.resolved_ratio_variant
            variant = "mean" if variant in ("token", "gspo", "stppo") else variant
            log_w, _ = core_algos.action_log_ratio(logp, old, segment_ids, variant=variant, mu=inputs["mu"])
            ratio = log_w.clamp(-20, 20).exp().float().cpu()
            _, active = core_algos.clipping_indicators(ratio, advantages, self.args.epsilon)
        batch.advantage_of_row = getattr(batch, "advantage_of_row", torch.zeros(len(batch)))
        batch.advantage_of_row[rows] = advantages
        batch.ratio[rows], batch.clipped[rows] = ratio, active

    # ------------------------------------------------------------------ ST-PPO clip-bias normalisation
    def _accumulate_stppo(self, logp, old, advantages, segment_ids, counts, traj_kwargs) -> None:
        args = self.args
        if args.resolved_ratio_variant != "stppo" or not args.stppo_clip_bias:
            return
        objective = core_algos.stppo_clip_bias_objective(
            logp, old, advantages, segment_ids, eps=args.epsilon, agg=args.loss_agg,
            global_count=counts["count"], world_size=self.accelerator.num_processes, **traj_kwargs)
        params = self._actor_params()
        if self._stppo_buffer is None:
            self._stppo_buffer = [torch.zeros_like(p) for p in params]
        if not objective.requires_grad:
            return
        grads = torch.autograd.grad(objective, params, retain_graph=True, allow_unused=True)
        for buffer, grad in zip(self._stppo_buffer, grads, strict=True):
            if grad is not None:
                buffer.add_(grad)

    def _apply_stppo_scale(self) -> None:
        if self.args.resolved_ratio_variant != "stppo" or not self.args.stppo_clip_bias:
            return
        if self._stppo_buffer is None:  # no rows on this process: it still joins the all-reduce
            self._stppo_buffer = [torch.zeros_like(p) for p in self._actor_params()]
        flat = torch.cat([b.reshape(-1) for b in self._stppo_buffer])
        norm = float(self._all_reduce(flat.float()).norm() / self.accelerator.num_processes)
        scale = core_algos.stppo_gradient_scale(norm, self.args.stppo_norm_floor)
        for p in self._actor_params():
            if p.grad is not None:
                p.grad.mul_(scale)
        self._iteration_metrics["actor/stppo_clip_bias_norm"].append(norm)

    # ------------------------------------------------------------------ distributed helpers
    def _all_reduce(self, tensor: torch.Tensor) -> torch.Tensor:
        """Sum over processes (identity in a single process); returns a CPU tensor."""
        if self.accelerator.num_processes == 1:
            return tensor.detach().cpu()
        moved = tensor.detach().to(self.accelerator.device).clone()
        torch.distributed.all_reduce(moved)
        return moved.cpu()

    def _average_gradients(self) -> None:
        """Average actor and critic gradients over processes with one flat all-reduce."""
        world = self.accelerator.num_processes
        if world == 1:
            return
        params = self._actor_params() + self._critic_params()
        for p in params:
            if p.grad is None:
                p.grad = torch.zeros_like(p)
        flat = torch.cat([p.grad.reshape(-1) for p in params])
        torch.distributed.all_reduce(flat)
        flat /= world
        offset = 0
        for p in params:
            p.grad.copy_(flat[offset:offset + p.numel()].view_as(p))
            offset += p.numel()

    # ------------------------------------------------------------------ logging and records
    def _log_iteration(self, rollout: RolloutResult, batch: IterationBatch, timer: _Timer) -> None:
        from agentgym_capo.trainer.metrics import rollout_metrics

        episodes = gather_object(rollout.episodes) if self.accelerator.num_processes > 1 else rollout.episodes
        metrics = rollout_metrics(episodes, self.args.group_size)
        for key, values in self._iteration_metrics.items():
            finite = [v for v in values if v is not None and math.isfinite(v)]
            if finite:
                metrics[key] = float(np.mean(finite))
        for phase, seconds in timer.seconds.items():
            metrics[f"time/{phase}"] = seconds
        metrics["time/iteration"] = sum(timer.seconds.values())
        metrics.update(self.precision.metrics(), **memo_metrics(self.trunk_split))
        for key, value in metrics.items():
            self._metrics["train"][key].append(value)
        self._iteration_metrics = defaultdict(list)
        if self.accelerator.is_main_process:
            self._write_action_records(rollout, batch)

    def _write_action_records(self, rollout: RolloutResult, batch: IterationBatch) -> None:
        from agentgym_capo.trainer.metrics import action_records

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

    def train(self, *args: Any, **kwargs: Any) -> Any:
        """Run ``Trainer.train`` and write the curves PNG into ``output_dir``."""
        try:
            return super().train(*args, **kwargs)
        finally:
            if self.args.plot_curves and self.accelerator.is_main_process:
                records = read_jsonl(Path(self.args.output_dir) / "metrics.jsonl")
                plot_training_curves(records, Path(self.args.output_dir) / "training_curves.png",
                                     title=f"{self.args.algo} on {self.env_id}")
            if self._collector is not None:
                self._collector.close()
                self._collector = None

    # ------------------------------------------------------------------ checkpoints
    def _save_checkpoint(self, model: Any, trial: Any) -> None:
        """TRL's checkpoint plus the critic's weights and the task cursor."""
        super()._save_checkpoint(model, trial)
        if not self.args.should_save:
            return
        folder = Path(self._get_output_dir(trial=trial)) / f"checkpoint-{self.state.global_step}"
        if self.critic is not None:
            self.critic.save_pretrained(folder / "critic")
        (folder / _STATE_FILE).write_text(json.dumps({"task_schedule": self.task_schedule.state_dict()}))

    def _load_optimizer_and_scheduler(self, checkpoint: str | None) -> None:
        """Restore the critic and the task cursor before TRL restores optimizer and scheduler."""
        if checkpoint is not None:
            folder = Path(checkpoint)
            if self.critic is not None and (folder / "critic").exists():
                from safetensors.torch import load_file

                state = load_file(str(folder / "critic" / "model.safetensors"))
                self.critic.load_state_dict(state, strict=False)
            if (folder / _STATE_FILE).exists():
                state = json.loads((folder / _STATE_FILE).read_text())
                self.task_schedule.load_state_dict(state["task_schedule"])
        super()._load_optimizer_and_scheduler(checkpoint)

    def save_model(self, output_dir: str | None = None, _internal_call: bool = False) -> None:
        """Save the policy (TRL) and, for critic methods, the critic under ``critic/``."""
        super().save_model(output_dir, _internal_call)
        if self.critic is not None and not _internal_call and self.args.should_save:
            self.critic.save_pretrained(os.path.join(output_dir or self.args.output_dir, "critic"))
