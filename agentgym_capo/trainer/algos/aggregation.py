"""Loss aggregation: one weighted token sum with GA-exact normalisers (docs/algorithms.md §2.5, §4.0).

Every aggregator is ``loss = world_size / normaliser * sum_a q_a * sum_{i in a} l_{a,i}`` with
``q_a = 1/L_a`` (``action_mean_token_mean``, the default; normaliser = number of actions), ``q_a = 1``
(``token_mean``; normaliser = number of action tokens) or ``q_a = 1/n_tok(traj(a))``
(``trajectory_mean_token_mean``; normaliser = number of trajectories; ``n_tok`` = action tokens of the
trajectory in the whole mini-batch, pass ``traj_token_counts`` when a trajectory spans micro-batches).
The normaliser is ``global_count`` when given, else the local count. Gradient accumulation is exact
when every micro-batch is given the mini-batch's ``global_count``: the losses then sum to the one-pass
loss. With D data-parallel processes whose gradients are averaged, pass ``world_size=D`` and the
all-reduced count.
"""

from __future__ import annotations

from collections.abc import Hashable, Sequence

import torch
from torch import Tensor

from agentgym_capo.errors import ConfigError, RolloutBatchError
from agentgym_capo.trainer.algos.registry import AGGREGATIONS, lookup
from agentgym_capo.trainer.algos.scans import _Codes, _encode_ids
from agentgym_capo.trainer.algos.segments import (
    SegmentLayout,
    _check_token_shape,
    _float,
    _segment_sum,
    segment_layout,
)

__all__ = ["aggregate_loss"]

def _unit_weights(
    layout: SegmentLayout,
    agg: str,
    dtype: torch.dtype,
    global_count: float | None,
    world_size: int,
    traj_codes: _Codes | None,
    traj_token_counts: Tensor | None,
) -> Tensor:
    """Per-segment token weight q_a * world_size / normaliser of the aggregators (module docstring)."""
    counts_by = lookup(AGGREGATIONS, agg, "loss aggregation").normaliser
    lengths = layout.lengths.to(dtype)
    if counts_by == "actions":
        weights, local = 1.0 / lengths, float(layout.num_segments)
    elif counts_by == "tokens":
        weights, local = torch.ones_like(lengths), float(lengths.sum()) if layout.num_segments else 0.0
    else:
        if traj_codes is None:
            raise ConfigError("agg='trajectory_mean_token_mean' needs traj_ids (one per action segment).")
        if traj_token_counts is None:
            per_traj = lengths.new_zeros(traj_codes.count).index_add(0, traj_codes.codes, lengths)
            counts = per_traj[traj_codes.codes]
        else:
            counts = _float(traj_token_counts).to(device=lengths.device, dtype=dtype)
            if counts.shape != lengths.shape:
                raise RolloutBatchError(
                    f"traj_token_counts must have one entry per segment ({layout.num_segments}); got "
                    f"{tuple(counts.shape)}."
                )
        weights, local = 1.0 / counts, float(traj_codes.count)
    normaliser = float(global_count) if global_count is not None else local
    if normaliser <= 0:
        normaliser = 1.0  # empty batch: the sum is 0 anyway
    return weights * (float(world_size) / normaliser)


def aggregate_loss(
    token_loss: Tensor,
    segment_ids: Tensor,
    *,
    agg: str = "action_mean_token_mean",
    global_count: float | None = None,
    world_size: int = 1,
    traj_ids: Tensor | Sequence[Hashable] | None = None,
    traj_token_counts: Tensor | None = None,
) -> Tensor:
    """Aggregate a per-token loss (policy term, KL, critic) with the GA-exact normalisers of §2.5/§4.0.

    Args:
        token_loss: ``(N, R)`` per-token loss; non-action tokens are ignored (even NaN).
        segment_ids: ``(N, R)`` segment ids.
        agg: ``action_mean_token_mean``, ``token_mean`` or ``trajectory_mean_token_mean``.
        global_count: number of actions / tokens / trajectories of the whole mini-batch (all
            micro-batches and processes); default: the local count.
        world_size: number of data-parallel processes whose gradients are averaged.
        traj_ids: ``(S,)`` trajectory of each segment (``trajectory_mean_token_mean`` only).
        traj_token_counts: ``(S,)`` action tokens of each segment's trajectory in the mini-batch.

    Returns:
        The 0-dim loss.
    """
    layout = segment_layout(segment_ids)
    _check_token_shape(token_loss, segment_ids, "token_loss")
    token_loss = _float(token_loss)
    traj = None if traj_ids is None else _encode_ids(traj_ids, layout.num_segments, token_loss.device, "traj_ids")
    weights = _unit_weights(layout, agg, token_loss.dtype, global_count, world_size, traj, traj_token_counts)
    return (_segment_sum(token_loss, layout) * weights).sum()


def _trajectory_unit_layout(layout: SegmentLayout, traj: _Codes) -> SegmentLayout:
    """Merge the segments of each trajectory into one unit (GSPO with unit='trajectory')."""
    token_unit = torch.where(layout.is_action, traj.codes[layout.token_index.clamp(min=0)], -1)
    lengths = torch.zeros(traj.count, dtype=torch.long, device=layout.lengths.device)
    lengths = lengths.index_add(0, traj.codes, layout.lengths)
    empty = torch.full((traj.count,), -1, dtype=torch.long, device=lengths.device)
    return SegmentLayout(token_unit, layout.is_action, traj.count, lengths, empty, empty, empty, empty)
