"""How ``CAPOTrainer`` turns step rows into model inputs and scores them (a mixin of the trainer).

Collation of micro-batches (rows batch, packed choices, cached trunk states), the action log-probs of the
policy and the critic's values, in ``generate`` and ``choose`` mode. Every call happens inside the prepared
:class:`.actor_critic.ActorCritic`'s forward (the trainer passes the scoring functions to it).
"""

from __future__ import annotations

from typing import Any

import torch

from agentgym_capo.trainer.batching import IterationBatch, pad_ragged, stack_segment_ids
from agentgym_capo.trainer.choose import choice_attention_mask, choice_log_probs, pack_choices, packed_length
from agentgym_capo.trainer.critic import values_at
from agentgym_capo.trainer.logprobs import collate_generate, score_positions
from agentgym_capo.trainer.trunk_cache import pad_rows, split_rows, trunk_hidden

__all__ = ["ScoringMixin"]


class ScoringMixin:
    """Methods of :class:`~agentgym_capo.trainer.capo_trainer.CAPOTrainer` (see the module docstring)."""

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
        for name in ("old_logp", "ref_logp", "token_values", "token_advantages", "token_returns", "is_weight"):
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
            return (packed.input_ids, choice_attention_mask(self.policy, packed.allowed), packed.position_ids,
                    [0] * len(lengths), lengths)
        rb = mb["rows_batch"]
        lengths = rb.attention_mask.sum(1).tolist()
        starts = [rb.prompt_width - len(s.prompt_ids) for s in mb["steps"]]
        return rb.input_ids, rb.attention_mask, rb.position_ids, starts, lengths

    def _rollout_trunk(self, batch: IterationBatch) -> list[torch.Tensor] | None:
        """The trunk states the choose policy computed during the rollout (same layout), if every row has them."""
        if self.trunk_split is None or batch.mode != "choose" or len(batch) == 0:
            return None
        states = [s.action.trunk for s in batch.steps]
        return states if all(t is not None for t in states) else None

    def _cache_trunk(self, mb: dict[str, Any]) -> list[torch.Tensor]:
        """Run the frozen trunk once on ``mb`` (kept in ``mb["trunk"]``); return each row's states."""
        input_ids, mask, positions, starts, lengths = self._trunk_layout(mb)
        mb["trunk"] = self._forward(lambda ac: trunk_hidden(ac.lm, self.trunk_split, input_ids, mask, positions))
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

    def _critic_values(self, mb: dict[str, Any], critic: Any = None) -> torch.Tensor:
        """Critic outputs: ``(b,)`` at boundaries, or ``(b, R)`` before each action position."""
        critic = self.actor_critic.value_model if critic is None else critic
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
                values = values_at(critic, input_ids, mask, rows, cols, positions, split, trunk)
            else:
                values = values_at(critic, rows_batch.input_ids, rows_batch.attention_mask, rows,
                                   rows_batch.boundary_cols(), rows_batch.position_ids, split, trunk)
            return values if not self.args.token_level_critic else values.unsqueeze(1).expand_as(
                mb["segment_ids"].float()).contiguous()
        rows, cols, _ = rows_batch.query()
        flat = values_at(critic, rows_batch.input_ids, rows_batch.attention_mask, rows, cols,
                         rows_batch.position_ids, split, trunk)
        out = torch.zeros(mb["segment_ids"].shape, dtype=flat.dtype, device=flat.device)
        return out.index_put((rows, cols - rows_batch.prompt_width + 1), flat)
