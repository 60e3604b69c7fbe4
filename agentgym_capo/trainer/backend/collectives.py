"""Collectives of the trainer: sums and maxima over ranks, and equal numbers of forward passes per rank.

Under FSDP and ZeRO-3 every forward gathers parameters collectively and under DDP the last backward reduces
gradients collectively, so ranks with fewer micro-batches run zero-weight filler micro-batches (a mixin).
"""

from __future__ import annotations

import torch

from agentgym_capo.envs.core import ActionSegment
from agentgym_capo.rollout import PolicyAction, StepRecord
from agentgym_capo.trainer.pipeline.batches import IterationBatch, MicroBatch

__all__ = ["CollectiveMixin"]


class CollectiveMixin:
    """Methods of :class:`~agentgym_capo.trainer.capo_trainer.CAPOTrainer` (see the module docstring)."""

    # ------------------------------------------------------------------ distributed helpers
    def _all_reduce(self, tensor: torch.Tensor) -> torch.Tensor:
        """Sum over processes (identity in a single process); returns a CPU tensor."""
        if self.accelerator.num_processes == 1:
            return tensor.detach().cpu()
        return self.accelerator.reduce(tensor.detach().to(self.accelerator.device).clone(), "sum").cpu()

    def _max_over_ranks(self, value: int) -> int:
        """The largest ``value`` over processes."""
        if self.accelerator.num_processes == 1:
            return value
        return int(self.accelerator.gather(torch.tensor([value], device=self.accelerator.device)).max())

    def _equalized(self, plans: list[list[int]]) -> list[list[int] | None]:
        """``plans`` padded with ``None`` (a filler micro-batch) to the largest number of plans of any rank.

        Under FSDP and ZeRO-3 every forward gathers parameters collectively and under DDP the last backward
        reduces gradients collectively, so all ranks must run the same number of passes.
        """
        return [*plans, *[None] * (self._max_over_ranks(len(plans)) - len(plans))]

    def _filler(self, batch: IterationBatch) -> MicroBatch:
        """A one-row micro-batch whose outputs are ignored (a rank's own first row, or a one-token stand-in)."""
        if len(batch):
            return self._collate(batch, [0])
        token = self.processing_class.eos_token_id
        action = PolicyAction("", [token], candidates=[[token]], chosen=0)
        step = StepRecord(ActionSegment("filler", 0, "filler", ""), "filler", "", action, 0.0, prompt_ids=[token])
        stand_in = IterationBatch([step], batch.mode)
        return self._collate(stand_in, [0])
