"""The trainer's loss of one micro-batch: policy loss, KL, value loss and metrics (a mixin of ``CAPOTrainer``;
the numbers all come from ``core_algos``).

A subclass adds a per-step gradient correction through one hook, :meth:`LossMixin._gradient_correction`
(ST-PPO's clip-bias normalisation, :mod:`.stppo_trainer`): the loss feeds every micro-batch to it while
the graph is alive, and the optimizer step applies it once the step's gradients are accumulated.
"""

from __future__ import annotations

from typing import Any, Protocol

import torch

from agentgym_capo.trainer import core_algos
from agentgym_capo.trainer.model.actor_critic import ActorCritic
from agentgym_capo.trainer.pipeline.batches import MicroBatch, StepTotals

__all__ = ["GradientCorrection", "LossMixin", "logp_change_per_step"]


def logp_change_per_step(before: torch.Tensor, after: torch.Tensor, steps: int) -> tuple[float, int]:
    """``(sum of |after - before| / steps, tokens)``: one row's per-token log-prob change per optimizer step.

    ``before`` and ``after`` are the same tokens' log-probs at two visits of the row with ``steps``
    optimizer steps between them (``steps >= 1``).
    """
    return float((after.float() - before.float()).abs().sum()) / steps, before.numel()


class GradientCorrection(Protocol):
    """A correction of one optimizer step's gradients, built afresh for every step."""

    def accumulate(self, mb: MicroBatch, logp: torch.Tensor, old: torch.Tensor, advantages: torch.Tensor,
                   traj_kwargs: dict[str, Any]) -> None:
        """Take one micro-batch's terms (called in ``compute_loss``, before its backward)."""

    def apply(self) -> None:
        """Change the accumulated gradients (called once, after the step's last backward)."""


class LossMixin:
    """Methods of :class:`~agentgym_capo.trainer.capo_trainer.CAPOTrainer` (see the module docstring)."""

    _correction: GradientCorrection | None = None

    def _gradient_correction(self) -> GradientCorrection | None:
        """Hook: the correction of the next optimizer step's gradients (None: none; ST-PPO overrides)."""
        return None

    # ------------------------------------------------------------------ the loss
    def compute_loss(self, model: Any, inputs: MicroBatch, return_outputs: bool = False,
                     num_items_in_batch: Any = None) -> torch.Tensor:
        """Policy loss + beta * KL (loss form) + value loss of one micro-batch, GA-exact (§2.5)."""
        args, world = self.args, self.accelerator.num_processes
        update = inputs.update
        assert update is not None, "compute_loss needs a micro-batch of an optimizer step (MicroBatch.update)"
        totals, segment_ids = update.totals, inputs.segment_ids
        logp, entropy, values = self._forward_for_loss(model, inputs)
        old = inputs.old_logp if inputs.old_logp is not None else logp.detach()
        advantages = inputs.segment_advantages if inputs.segment_advantages is not None else inputs.token_advantages
        traj_kwargs = self._traj_kwargs(inputs)
        eps = (args.epsilon, args.epsilon_high if args.epsilon_high is not None else args.epsilon)
        pg_loss, metrics = core_algos.policy_loss(
            logp, old, advantages, segment_ids, variant=args.resolved_ratio_variant, eps=eps,
            dual_clip=args.dual_clip_constant, agg=args.loss_agg, mu=update.mu, global_count=totals.count,
            world_size=world, gspo_unit=args.gspo_unit, token_weights=inputs.is_weight, **traj_kwargs)
        loss = pg_loss
        if self._correction is not None:
            self._correction.accumulate(inputs, logp, old, advantages, traj_kwargs)
        if self.beta != 0.0 and args.kl_estimator != "k1_in_reward":
            kl_tokens = core_algos.kl_penalty(logp, inputs.ref_logp, segment_ids,
                                              kind=args.kl_estimator.split("_")[0])
            kl_loss = core_algos.aggregate_loss(kl_tokens, segment_ids, agg=args.loss_agg,
                                                global_count=totals.count, world_size=world, **traj_kwargs)
            loss = loss + self.beta * kl_loss
            metrics["kl"] = self._token_mean(kl_tokens.detach(), segment_ids)
            self._loss_sums["actor/kl_loss"] += float(kl_loss.detach())
        if values is not None:
            value_loss, value_metrics = self._value_loss(values, inputs, totals, world)
            loss = loss + value_loss
            self._loss_sums["critic/value_loss"] += float(value_loss.detach())
            metrics.update(value_metrics)
        metrics["entropy"] = self._token_mean(entropy, segment_ids)
        self._record_loss_metrics(pg_loss, metrics, inputs)
        self._record_action_ratios(inputs, logp.detach(), old)
        self._record_logp_change(inputs, logp.detach())
        return loss

    @staticmethod
    def _token_mean(values: torch.Tensor, segment_ids: torch.Tensor) -> torch.Tensor:
        mask = segment_ids >= 0
        return values[mask].float().mean() if bool(mask.any()) else torch.zeros(())

    def _traj_kwargs(self, inputs: MicroBatch) -> dict[str, Any]:
        if self.args.loss_agg != "trajectory_mean_token_mean" and self.args.gspo_unit != "trajectory":
            return {}
        traj_tokens = inputs.update.totals.traj_tokens
        counts = torch.tensor([float(traj_tokens[t]) for t in inputs.traj_ids], device=inputs.segment_ids.device)
        return {"traj_ids": inputs.traj_ids, "traj_token_counts": counts}

    def _forward_for_loss(self, model: Any, mb: MicroBatch) -> tuple[torch.Tensor, torch.Tensor, Any]:
        """``(logp, entropy, values)`` of a micro-batch in ONE forward of the prepared module (one backward)."""
        def compute(ac: ActorCritic) -> tuple[torch.Tensor, torch.Tensor, Any]:
            logp, entropy = self._policy_logps(ac.lm, mb)
            return logp, entropy, (self._critic_values(mb, ac.value_model) if ac.has_values else None)

        return model(compute)

    def _filler_loss(self, model: Any, mb: MicroBatch) -> torch.Tensor:
        """A zero loss through every trained parameter: a rank with fewer micro-batches still joins each
        collective (DDP's reduction, FSDP/ZeRO-3 gathers) without changing the gradients."""
        logp, _, values = self._forward_for_loss(model, mb)
        total = logp.sum() + (values.sum() if values is not None else 0.0)
        return total * 0.0

    def _value_loss(self, values: torch.Tensor, inputs: MicroBatch, totals: StepTotals,
                    world: int) -> tuple[torch.Tensor, dict]:
        args = self.args
        if values.dim() == 1:
            mask = torch.ones_like(values, dtype=torch.bool)
            return core_algos.value_loss(values, inputs.values, inputs.returns, mask, args.cliprange_value,
                                         global_count=totals.actions, world_size=world)
        return core_algos.value_loss(values, inputs.token_values, inputs.token_returns, inputs.segment_ids,
                                     args.cliprange_value, segment_ids=inputs.segment_ids, agg=args.loss_agg,
                                     global_count=totals.count, world_size=world)

    def _record_loss_metrics(self, pg_loss: torch.Tensor, metrics: dict[str, torch.Tensor],
                             inputs: MicroBatch) -> None:
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
                if not inputs.update.on_policy:
                    out[name].append(float(value))
        if inputs.update.on_policy and inputs.old_logp is not None:
            out["actor/logratio_noise_floor"].append(float(metrics["log_ratio_abs_mean"]))

    def _record_logp_change(self, inputs: MicroBatch, logp: torch.Tensor) -> None:
        """Log ``actor/logp_change_per_step`` for the rows seen before in this update (:mod:`.update`)."""
        seen, steps_now = getattr(self, "_logp_seen", None), getattr(self, "_steps_taken", 0)
        if seen is None:  # a loss outside UpdateMixin._update (e.g. a direct compute_loss call)
            return
        change, tokens = 0.0, 0
        logp, actions = logp.cpu(), (inputs.segment_ids >= 0).cpu()  # one device-to-host copy per micro-batch
        # the old log-probs are copied only when a row is seen for the first time (a later epoch has them all)
        unseen = inputs.old_logp is not None and any(row not in seen for row in inputs.rows)
        old = inputs.old_logp.cpu() if unseen else None
        for index, row in enumerate(inputs.rows):
            current = logp[index][actions[index]]
            if old is not None and row not in seen:  # first visit after a step: measured against the rollout policy
                seen[row] = (old[index][actions[index]], 0)
            if row in seen and steps_now > seen[row][1]:
                row_change, row_tokens = logp_change_per_step(seen[row][0], current, steps_now - seen[row][1])
                change, tokens = change + row_change, tokens + row_tokens
            seen[row] = (current, steps_now)
        if tokens:
            self._iteration_metrics["actor/logp_change_per_step"].append(change / tokens)

    def _record_action_ratios(self, inputs: MicroBatch, logp: torch.Tensor, old: torch.Tensor) -> None:
        """Per-action ratio and active-clip flag of the rows of this micro-batch (for actions.jsonl)."""
        batch, rows, segment_ids, mu = inputs.update.batch, inputs.rows, inputs.segment_ids, inputs.update.mu
        with torch.no_grad():
            if inputs.segment_advantages is not None:
                advantages = inputs.segment_advantages.float().cpu()
            else:
                lengths = core_algos.segment_lengths(segment_ids).float()
                advantages = (core_algos.segment_sum(inputs.token_advantages, segment_ids) / lengths).float().cpu()
            variant = self.args.resolved_ratio_variant
            variant = "mean" if variant in ("token", "gspo", "stppo") else variant
            log_w, _ = core_algos.action_log_ratio(logp, old, segment_ids, variant=variant, mu=mu)
            ratio = log_w.clamp(-20, 20).exp().float().cpu()
            _, active = core_algos.clipping_indicators(ratio, advantages, self.args.epsilon)
            log_ratio_sum = core_algos.segment_sum((logp - old).float(), segment_ids).cpu()  # S_a (Figure 3)
        batch.advantage_of_row = getattr(batch, "advantage_of_row", torch.zeros(len(batch)))
        batch.advantage_of_row[rows] = advantages
        batch.log_ratio_sum = getattr(batch, "log_ratio_sum", torch.zeros(len(batch)))
        batch.log_ratio_sum[rows] = log_ratio_sum
        batch.mu_of_row = getattr(batch, "mu_of_row", torch.full((len(batch),), float("nan")))
        batch.mu_of_row[rows] = float("nan") if mu is None else float(mu)
        batch.ratio[rows], batch.clipped[rows] = ratio, active
