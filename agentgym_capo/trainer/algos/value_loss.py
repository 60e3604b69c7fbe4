"""The clipped critic loss (docs/algorithms.md §2.7; PPO's per-token critic, §4.1).

Choice (docs/algorithms.md §7, item 8): on per-segment values (CAPO's boundary critic) the loss
averages over actions; on per-token values with ``segment_ids`` it uses the policy aggregators (PPO's
critic on every action token).
"""

from __future__ import annotations

import torch
from torch import Tensor

from agentgym_capo.errors import RolloutBatchError
from agentgym_capo.trainer.algos.aggregation import aggregate_loss
from agentgym_capo.trainer.algos.diagnostics import _fraction
from agentgym_capo.trainer.algos.segments import _action_mask, _float

__all__ = ["value_loss"]


def value_loss(
    values: Tensor,
    old_values: Tensor,
    returns: Tensor,
    mask: Tensor,
    clip: float | None = None,
    *,
    segment_ids: Tensor | None = None,
    agg: str = "action_mean_token_mean",
    global_count: float | None = None,
    world_size: int = 1,
) -> tuple[Tensor, dict[str, Tensor]]:
    """Clipped critic loss (§2.7): ``0.5 * max((v - G)**2, (v_clip - G)**2)``.

    ``v_clip = V_old + clip(v - V_old, -clip, clip)``; ``clip=None`` gives ``0.5 * (v - G)**2``.

    Args:
        values: current critic outputs: ``(S,)`` at action boundaries (CAPO) or ``(N, R)`` per token.
        old_values: rollout-time values, same shape.
        returns: targets G, same shape.
        mask: bool, same shape: which entries are regressed (boundary values of real actions, or action
            tokens). For ``(N, R)`` inputs integer ``segment_ids`` may be passed here instead.
        clip: value clip range (0.5 in the reference) or None.
        segment_ids: for ``(N, R)`` inputs: aggregate with
            :func:`~agentgym_capo.trainer.algos.aggregation.aggregate_loss` (token mean per
            action, then action mean); without it, a token mean over ``mask``.
        agg: aggregator with ``segment_ids``.
        global_count: normaliser of the whole mini-batch (entries, or per ``agg``); default local.
        world_size: data-parallel processes.

    Returns:
        ``(loss, metrics)`` with ``vf_clipfrac`` (share of entries where the clipped term is larger) and
        ``value_mean``.
    """
    if segment_ids is None and mask.dtype is not torch.bool:
        segment_ids = mask
    if not (values.shape == old_values.shape == returns.shape == mask.shape):
        raise RolloutBatchError(
            f"values {tuple(values.shape)}, old_values {tuple(old_values.shape)}, returns "
            f"{tuple(returns.shape)} and mask {tuple(mask.shape)} must have the same shape."
        )
    mask = _action_mask(mask)
    values = _float(values)
    old_values = _float(old_values).to(values.dtype).detach()
    returns = _float(returns).to(values.dtype).detach()
    unclipped = (values - returns) ** 2
    if clip is None:
        per_entry = 0.5 * unclipped
        clipped_larger = torch.zeros_like(mask)
    else:
        v_clip = old_values + (values - old_values).clamp(-clip, clip)
        clipped = (v_clip - returns) ** 2
        per_entry = 0.5 * torch.maximum(unclipped, clipped)
        clipped_larger = clipped > unclipped
    per_entry = torch.where(mask, per_entry, torch.zeros_like(per_entry))
    count = mask.sum()
    if segment_ids is not None and values.dim() == 2:
        loss = aggregate_loss(per_entry, segment_ids, agg=agg, global_count=global_count, world_size=world_size)
    else:
        normaliser = float(global_count) if global_count is not None else float(count)
        loss = per_entry.sum() * (float(world_size) / max(normaliser, 1e-300) if normaliser > 0 else 0.0)
    metrics = {
        "vf_clipfrac": _fraction((clipped_larger & mask).sum(), count),
        "value_mean": _fraction(torch.where(mask, values.detach(), torch.zeros_like(values)).sum(), count),
    }
    return loss, metrics