"""The trainer's loss of one micro-batch: policy loss, KL, value loss, metrics and ST-PPO's clip-bias
gradient (a mixin of ``CAPOTrainer``; the numbers all come from ``core_algos``)."""

from __future__ import annotations

from typing import Any

import torch

from agentgym_capo.trainer import core_algos
from agentgym_capo.trainer.actor_critic import ActorCritic

__all__ = ["LossMixin"]


class LossMixin:
    """Methods of :class:`~agentgym_capo.trainer.capo_trainer.CAPOTrainer` (see the module docstring)."""

    # ------------------------------------------------------------------ the loss
    def compute_loss(self, model: Any, inputs: dict[str, Any], return_outputs: bool = False,
                     num_items_in_batch: Any = None) -> torch.Tensor:
        """Policy loss + beta * KL (loss form) + value loss of one micro-batch, GA-exact (§2.5)."""
        args, world = self.args, self.accelerator.num_processes
        counts, segment_ids = inputs["counts"], inputs["segment_ids"]
        logp, entropy, values = self._forward_for_loss(model, inputs)
        old = inputs.get("old_logp", logp.detach())
        advantages = inputs.get("segment_advantages", inputs.get("token_advantages"))
        traj_kwargs = self._traj_kwargs(inputs)
        eps = (args.epsilon, args.epsilon_high if args.epsilon_high is not None else args.epsilon)
        pg_loss, metrics = core_algos.policy_loss(
            logp, old, advantages, segment_ids, variant=args.resolved_ratio_variant, eps=eps,
            dual_clip=args.dual_clip_constant, agg=args.loss_agg, mu=inputs["mu"], global_count=counts["count"],
            world_size=world, gspo_unit=args.gspo_unit, token_weights=inputs.get("is_weight"), **traj_kwargs)
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
        if values is not None:
            value_loss, value_metrics = self._value_loss(values, inputs, counts, world)
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

    def _forward_for_loss(self, model: Any, mb: dict[str, Any]) -> tuple[torch.Tensor, torch.Tensor, Any]:
        """``(logp, entropy, values)`` of a micro-batch in ONE forward of the prepared module (one backward)."""
        def compute(ac: ActorCritic) -> tuple[torch.Tensor, torch.Tensor, Any]:
            logp, entropy = self._policy_logps(ac.lm, mb)
            return logp, entropy, (self._critic_values(mb, ac.value_model) if ac.has_values else None)

        return model(compute)

    def _filler_loss(self, model: Any, mb: dict[str, Any]) -> torch.Tensor:
        """A zero loss through every trained parameter: a rank with fewer micro-batches still joins each
        collective (DDP's reduction, FSDP/ZeRO-3 gathers) without changing the gradients."""
        logp, _, values = self._forward_for_loss(model, mb)
        total = logp.sum() + (values.sum() if values is not None else 0.0)
        return total * 0.0

    def _value_loss(self, values: torch.Tensor, inputs: dict[str, Any], counts: dict[str, Any],
                    world: int) -> tuple[torch.Tensor, dict]:
        args = self.args
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
            log_ratio_sum = core_algos.segment_sum((logp - old).float(), segment_ids).cpu()  # S_a (Figure 3)
        batch.advantage_of_row = getattr(batch, "advantage_of_row", torch.zeros(len(batch)))
        batch.advantage_of_row[rows] = advantages
        batch.log_ratio_sum = getattr(batch, "log_ratio_sum", torch.zeros(len(batch)))
        batch.log_ratio_sum[rows] = log_ratio_sum
        batch.mu_of_row = getattr(batch, "mu_of_row", torch.full((len(batch),), float("nan")))
        batch.mu_of_row[rows] = float("nan") if inputs["mu"] is None else float(inputs["mu"])
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
