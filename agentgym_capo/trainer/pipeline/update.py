"""The trainer's update: ``num_iterations`` epochs of optimizer steps over mini-batches of step rows, each
accumulated exactly over token-budget micro-batches (a mixin of ``CAPOTrainer``).

Each micro-batch's :class:`.batches.MicroBatch` gets the step's :class:`.batches.UpdateContext` (global
counts, the action-aware ratio's centre, on-policy flag) before ``compute_loss``. The optional
:meth:`.loss.LossMixin._gradient_correction` of a subclass is built per optimizer step and applied after
its last backward.

Update size: every loss keeps each row's per-token log-probs (detached) with the number of optimizer steps
taken so far (a row first seen after some steps starts from its old log-probs at step 0); when the row is
visited again, or first visited after some steps, the mean |Δ log π| per token between the two, divided by
the optimizer steps between them, is logged as ``actor/logp_change_per_step`` (exactly one step's change with
one mini-batch per epoch; it needs ``num_iterations >= 2`` or several mini-batches to be defined). It is what
the step size does to the policy, measured in nats per token (0.01–0.1 is the range aimed for; larger steps
leave the later epochs' ratios mostly out of the clip range).
"""

from __future__ import annotations

import math
from collections import defaultdict
from dataclasses import replace

import torch
from tqdm.auto import tqdm

from agentgym_capo.trainer import core_algos
from agentgym_capo.trainer.backend.trl_bridge import gradient_sync
from agentgym_capo.trainer.pipeline.batches import (
    IterationBatch,
    StepTotals,
    UpdateContext,
    plan_microbatches,
    split_minibatches,
)

__all__ = ["UpdateMixin"]


class UpdateMixin:
    """Methods of :class:`~agentgym_capo.trainer.capo_trainer.CAPOTrainer` (see the module docstring)."""

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
        self._logp_seen: dict[int, tuple[torch.Tensor, int]] = {}  # row -> (its log-probs, steps taken then)
        self._steps_taken = 0
        losses = []
        show = self.accelerator.is_main_process and not self.args.disable_tqdm
        for epoch, k in tqdm(schedule, desc="update", disable=not show, leave=False):
            last = (epoch, k) == schedule[-1]
            losses.append(self._minibatch_step(batch, chunks[k], on_policy=(epoch, k) == (0, 0), last=last))
        return torch.stack(losses).mean()

    def _minibatch_step(self, batch: IterationBatch, rows: list[int], *, on_policy: bool, last: bool) -> torch.Tensor:
        """Accumulate one optimizer step's gradients over micro-batches; step unless it is the Trainer's."""
        self.optimizer.zero_grad(set_to_none=True)
        totals = self._global_counts(batch, rows)
        plans = plan_microbatches(rows, batch.cost, self.args.micro_batch_tokens,
                                  self.args.per_device_train_batch_size)
        mu = self._minibatch_mu(batch, plans)
        self._correction = self._gradient_correction()  # a subclass's hook (ST-PPO), None by default
        self._loss_sums: dict[str, float] = defaultdict(float)
        total = torch.zeros(())
        micro_batches = self._equalized(plans)
        for index, micro in enumerate(micro_batches):
            # gradients are reduced once, in the last backward of the optimizer step (no_sync before it)
            with gradient_sync(self.accelerator, self.model_wrapped, sync=index == len(micro_batches) - 1):
                with self.precision.autocast("update"):  # the backbone is called directly, inside the wrapper's forward
                    if micro is None:
                        loss = self._filler_loss(self.model_wrapped, self._filler(batch))
                    else:
                        mb = replace(self._collate(batch, micro),
                                     update=UpdateContext(totals, mu, on_policy, batch))
                        loss = self.compute_loss(self.model_wrapped, mb)
                self.accelerator.backward(loss)
            total = total + loss.detach().float().cpu()
        keys = ["actor/pg_loss"] + (["actor/kl_loss"] if self.beta != 0.0 and self.args.kl_estimator != "k1_in_reward"
                                     else []) + (["critic/value_loss"] if self.actor_critic.has_values else [])
        summed = self._all_reduce(torch.tensor([self._loss_sums[k] for k in keys], dtype=torch.float64))
        for key, value in zip(keys, summed.tolist(), strict=True):
            self._iteration_metrics[key].append(value / self.accelerator.num_processes)
        if self._correction is not None:
            self._correction.apply()
        if not last:
            self._clip_grad_norm(self.model_wrapped)
            self.optimizer.step()
            self._steps_taken += 1
        elif self.args.max_grad_norm <= 0:  # the Trainer then skips _clip_grad_norm: the critic still clips
            self._clip_grad_norm(self.model_wrapped)
        return total

    def _global_counts(self, batch: IterationBatch, rows: list[int]) -> StepTotals:
        positions = [batch.positions(r) for r in rows]
        trajs = [batch.steps[r].traj_id for r in rows]
        tokens_of: dict[str, int] = defaultdict(int)
        for traj, n in zip(trajs, positions, strict=True):
            tokens_of[traj] += n
        local = torch.tensor([float(len(rows)), float(sum(positions)), float(len(tokens_of))])
        actions, tokens, trajectories = self._all_reduce(local).tolist()
        count = {"action_mean_token_mean": actions, "token_mean": tokens,
                 "trajectory_mean_token_mean": trajectories}[self.args.loss_agg]
        return StepTotals(actions, count, dict(tokens_of))

    def _minibatch_mu(self, batch: IterationBatch, plans: list[list[int]]) -> float | None:
        """The action-aware ratio's centre over the whole mini-batch (§2.3), by a no-grad pre-pass."""
        args = self.args
        if args.resolved_ratio_variant != "action_aware" or args.mu_scope == "microbatch":
            return None
        if args.mu_scope == "none" or batch.old_logp is None:  # no old log-probs: the loss's old is logp itself
            return 0.0
        sums = torch.zeros(2)
        with torch.no_grad(), self.precision.autocast("update"):
            for micro in self._equalized(plans):
                mb = self._collate(batch, micro) if micro is not None else self._filler(batch)
                logp = self._forward(lambda ac, mb=mb: self._policy_logps(ac.lm, mb)[0])
                if micro is not None:
                    z, n = core_algos.log_ratio_sums(logp, mb.old_logp, mb.segment_ids)
                    sums += torch.stack([z.float().cpu(), n.float().cpu()])
        sums = self._all_reduce(sums)
        return float(core_algos.action_aware_mu(sums[0], sums[1]))
