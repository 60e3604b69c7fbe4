"""Restoring an optimizer state that accelerate cannot: SGD without momentum under FSDP's ``FULL_STATE_DICT``.

accelerate restores a full optimizer state through torch's ``set_optimizer_state_dict``, which fails on a state with
no tensors in it ("Expected device to be set"). Such a state holds only the parameter groups' settings (learning
rate, weight decay), which ``Optimizer.load_state_dict`` restores on every rank without a collective; the
scheduler follows as in transformers. :meth:`.checkpoints.RunCheckpoints.load_optimizer_and_scheduler` calls it
under FSDP's ``FULL_STATE_DICT`` only.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

import torch

__all__ = ["load_stateless_optimizer"]


def load_stateless_optimizer(checkpoint: str, optimizer: Any, scheduler: Any) -> bool:
    """Restore ``optimizer`` (accelerate's wrapper or the optimizer) and ``scheduler`` from ``checkpoint`` when the
    saved optimizer state holds no per-parameter state (SGD without momentum); return whether it did (otherwise
    the Trainer loads both as usual)."""
    optimizer = getattr(optimizer, "optimizer", optimizer)
    if not isinstance(optimizer, torch.optim.SGD) or any(g.get("momentum", 0) for g in optimizer.param_groups):
        return False
    from accelerate.utils.constants import OPTIMIZER_NAME

    path = Path(checkpoint) / f"{OPTIMIZER_NAME}.bin"
    saved = torch.load(path, weights_only=True) if path.exists() else None
    if saved is None or saved.get("state"):
        return False
    optimizer.load_state_dict(saved)
    if (Path(checkpoint) / "scheduler.pt").exists():
        scheduler.load_state_dict(torch.load(Path(checkpoint) / "scheduler.pt", weights_only=True))
    return True
