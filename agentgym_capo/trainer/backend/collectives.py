"""The collectives of one iteration, in one object: sums, maxima and gathers over ranks, and equal pass counts.

Every rank must issue the same collectives in the same order, or DDP, FSDP2 and ZeRO-3 deadlock. Each stage of
:mod:`agentgym_capo.trainer.pipeline` calls these methods in its own body, with a comment saying why every
rank reaches that call. The one other place that talks to ``torch.distributed`` is the gradient clipping under
DeepSpeed ZeRO (:mod:`.grad_clip`), which sums the squared norms over ZeRO's own data-parallel group, not the
accelerator's. In a single process every method is the identity and issues nothing.

Why equal pass counts: under FSDP and ZeRO-3 every forward gathers parameters collectively, and under DDP
the last backward of an optimizer step reduces gradients collectively, so a rank with fewer micro-batches
runs zero-weight filler micro-batches (:meth:`Collectives.equalized` marks them ``None``).
"""

from __future__ import annotations

from typing import Any, TypeVar

import torch

__all__ = ["Collectives"]

T = TypeVar("T")


class Collectives:
    """Sums, maxima and gathers over the processes of ``accelerator`` (identity in a single process).

    Args:
        accelerator: The trainer's ``accelerate.Accelerator``.
    """

    def __init__(self, accelerator: Any):
        self.accelerator = accelerator

    @property
    def world(self) -> int:
        """Number of processes."""
        return self.accelerator.num_processes

    @property
    def rank(self) -> int:
        """This process's index."""
        return self.accelerator.process_index

    @property
    def is_main(self) -> bool:
        """Whether this is the main process (the one that writes files and shows progress)."""
        return self.accelerator.is_main_process

    def sum(self, tensor: torch.Tensor) -> torch.Tensor:
        """Sum over processes; returns a CPU tensor."""
        if self.world == 1:
            return tensor.detach().cpu()
        return self.accelerator.reduce(tensor.detach().to(self.accelerator.device).clone(), "sum").cpu()

    def max(self, value: int) -> int:
        """The largest ``value`` over processes."""
        if self.world == 1:
            return value
        return int(self.accelerator.gather(torch.tensor([value], device=self.accelerator.device)).max())

    def gather(self, tensor: torch.Tensor) -> torch.Tensor:
        """Every process's ``tensor`` concatenated along dim 0, on the CPU."""
        if self.world == 1:
            return tensor
        return self.accelerator.gather(tensor.to(self.accelerator.device)).cpu()

    def gather_object(self, obj: T) -> list[T]:
        """Every process's ``obj``, in rank order (a picklable object; one list element per process)."""
        if self.world == 1:
            return [obj]
        from accelerate.utils import gather_object

        return gather_object([obj])

    def equalized(self, plans: list[list[int]]) -> list[list[int] | None]:
        """``plans`` padded with ``None`` (a filler micro-batch) to the largest number of plans of any rank."""
        return [*plans, *[None] * (self.max(len(plans)) - len(plans))]
