"""The trainer's preparation pass: old and reference log-probs, critic values and bootstrap values of the
rollout's step rows, before advantages are computed (a mixin of ``CAPOTrainer``).

Every rank runs the same number of forward passes (filler micro-batches, :mod:`.collectives`), all through the
prepared :class:`.actor_critic.ActorCritic` (or the prepared reference).
"""

from __future__ import annotations

import torch

from agentgym_capo.rollout import RolloutResult
from agentgym_capo.trainer.model.critic import values_at
from agentgym_capo.trainer.model.logprobs import collate_generate
from agentgym_capo.trainer.pipeline.batches import IterationBatch, plan_microbatches

__all__ = ["PrepareMixin"]


class PrepareMixin:
    """Methods of :class:`~agentgym_capo.trainer.capo_trainer.CAPOTrainer` (see the module docstring)."""

    # ------------------------------------------------------------------ prepare: old/ref log-probs, values
    def _prepare(self, rollout: RolloutResult) -> IterationBatch:
        batch = IterationBatch(rollout.training_steps(), self.args.action_mode)
        batch.episodes = rollout.kept()
        corrected = self._sampling_correction_on(batch)  # importance.py: needs the old log-probs too
        needs_old = self._num_minibatches(batch) > 1 or self.args.num_iterations > 1 \
            or self.args.kl_estimator == "k1_in_reward" or corrected
        plans = plan_microbatches(range(len(batch)), batch.cost, self.args.micro_batch_tokens,
                                  self.args.per_device_train_batch_size)
        old, ref, values, token_values = [], [], [], []
        batch.trunk = self._rollout_trunk(batch)
        trunk_rows: list[torch.Tensor] | None = [] if self.trunk_split is not None and batch.trunk is None else None
        with torch.no_grad(), self.precision.autocast("prepare"):
            for rows in self._equalized(plans):  # every rank runs as many forwards (FSDP/ZeRO-3 collectives)
                mb = self._collate(batch, rows) if rows is not None else self._filler(batch)
                trunk = None
                if self.trunk_split is not None and batch.trunk is None:
                    mb, trunk = self._cache_trunk(mb)
                logp = self._forward(lambda ac, mb=mb: self._policy_logps(ac.lm, mb)[0]) if needs_old else None
                ref_logp = self._reference_logps(mb) if self._has_reference else None
                v = None
                if self.actor_critic.has_values:
                    v = self._forward(lambda ac, mb=mb: self._critic_values(mb, ac.value_model))
                if rows is None:
                    continue
                counts = [batch.positions(r) for r in rows]
                if trunk_rows is not None:
                    trunk_rows.extend(trunk)
                if logp is not None:
                    old.extend(logp[i, :counts[i]].float().cpu() for i in range(len(rows)))
                if ref_logp is not None:
                    ref.extend(ref_logp[i, :counts[i]].float().cpu() for i in range(len(rows)))
                if v is not None:
                    v = v.float().cpu()
                    if v.dim() == 2:
                        token_values.extend(v[i, :counts[i]] for i in range(len(rows)))
                        values.extend(v[:, 0])
                    else:
                        values.extend(v)
        if trunk_rows is not None:
            batch.trunk = trunk_rows
        batch.old_logp = old if needs_old else None  # None or not: the same on every rank
        batch.is_weight = self._sampling_weights(batch) if corrected else None
        batch.ref_logp = ref if self._has_reference else None
        batch.values = torch.stack(values) if values else None
        batch.token_values = token_values or None
        batch.bootstrap_values = self._bootstrap_values(batch, rollout)
        return batch

    def _bootstrap_values(self, batch: IterationBatch, rollout: RolloutResult) -> torch.Tensor | None:
        if not self.actor_critic.has_values or not self.args.bootstrap_truncated:
            return None
        out = torch.zeros(len(batch))
        last_row = {(s.traj_id): i for i, s in enumerate(batch.steps)}
        # every truncated ending (time limit, prompt too long) keeps its final state; env errors are dropped
        finals = [(last_row[e.spec.traj_id], e.final_prompt_ids) for e in rollout.kept() if e.final_prompt_ids]
        if self._max_over_ranks(len(finals)) == 0:
            return out
        pad_id = self.processing_class.pad_token_id
        prompts = [f for _, f in finals] or [[pad_id]]  # a rank without finals still joins the forward
        with torch.no_grad(), self.precision.autocast("prepare"):
            gb = collate_generate(prompts, [[]] * len(prompts), pad_id, self.accelerator.device)
            rows = torch.arange(len(prompts), device=gb.input_ids.device)
            values = self._forward(lambda ac: values_at(ac.value_model, gb.input_ids, gb.attention_mask, rows,
                                                        gb.boundary_cols(), gb.position_ids, self.trunk_split))
        if finals:
            out[[row for row, _ in finals]] = values.float().cpu()
        return out
