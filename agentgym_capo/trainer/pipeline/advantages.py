"""The trainer's advantage step: the rollout batch of all processes into ``core_algos`` estimators (a mixin)."""

from __future__ import annotations

import torch
from accelerate.utils import gather_object

from agentgym_capo.trainer import core_algos
from agentgym_capo.trainer.pipeline.batches import IterationBatch, pad_ragged, stack_segment_ids

__all__ = ["AdvantageMixin"]


class AdvantageMixin:
    """Methods of :class:`~agentgym_capo.trainer.capo_trainer.CAPOTrainer` (see the module docstring)."""

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
