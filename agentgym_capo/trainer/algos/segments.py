"""Segment layout: which tokens form which action, and per-action sums and broadcasts.

Per-token tensors are ``(N, R)``: N rows, R padded response positions. ``segment_ids`` is ``-1`` on
tokens that are not action tokens (padding, observation or template tokens of an accumulated transcript)
and ``k >= 0`` on the tokens of the row's k-th action. Per-action tensors are 1-D, in flat
(row, segment id) order. See docs/algorithms.md §1 (data model) and §6 (conventions of the code).
"""

from __future__ import annotations

from typing import NamedTuple

import torch
from torch import Tensor

from agentgym_capo.errors import RolloutBatchError

__all__ = [
    "SegmentLayout",
    "broadcast_to_tokens",
    "flat_segment_index",
    "segment_layout",
    "segment_lengths",
    "segment_rewards_to_tokens",
    "segment_sum",
]


class SegmentLayout(NamedTuple):
    """The mapping between tokens and flat action segments of one batch.

    Attributes:
        token_index: ``(N, R)`` long, the flat segment index of each token, -1 on non-action tokens.
        is_action: ``(N, R)`` bool action mask.
        num_segments: S.
        lengths: ``(S,)`` long, tokens per segment.
        rows: ``(S,)`` long, the row of each segment.
        local_ids: ``(S,)`` long, the segment id inside its row.
        first_col: ``(S,)`` long, the column of the first token of each segment (the state boundary of
            the segment is the position just before it).
        last_col: ``(S,)`` long, the column of the last token of each segment.
    """

    token_index: Tensor
    is_action: Tensor
    num_segments: int
    lengths: Tensor
    rows: Tensor
    local_ids: Tensor
    first_col: Tensor
    last_col: Tensor


def segment_layout(segment_ids: Tensor) -> SegmentLayout:
    """Build the token <-> flat-segment mapping and check that every segment is contiguous.

    Args:
        segment_ids: ``(N, R)`` integer tensor, -1 for non-action tokens, k >= 0 for the k-th segment.

    Returns:
        The :class:`SegmentLayout`, segments in (row, segment id) order.

    Raises:
        RolloutBatchError: if ``segment_ids`` is not a 2-D integer tensor or a segment is not contiguous.
    """
    if not isinstance(segment_ids, Tensor) or segment_ids.dim() != 2:
        raise RolloutBatchError(
            f"segment_ids must be a 2-D (rows, response tokens) integer tensor; got "
            f"{type(segment_ids).__name__} with shape {getattr(segment_ids, 'shape', None)}."
        )
    if segment_ids.is_floating_point() or segment_ids.dtype is torch.bool:
        raise RolloutBatchError(f"segment_ids must be an integer tensor (-1 = not an action); got {segment_ids.dtype}.")
    device = segment_ids.device
    num_rows, width = segment_ids.shape
    segment_ids = segment_ids.long()
    is_action = segment_ids >= 0
    empty = torch.zeros(0, dtype=torch.long, device=device)
    if segment_ids.numel() == 0 or not bool(is_action.any()):
        return SegmentLayout(torch.full_like(segment_ids, -1), is_action, 0, empty, empty, empty, empty, empty)
    ids_per_row = int(segment_ids.max()) + 1
    rows = torch.arange(num_rows, device=device).unsqueeze(1).expand(num_rows, width)
    keys = torch.where(is_action, rows * ids_per_row + segment_ids, 0)
    present = torch.zeros(num_rows * ids_per_row, dtype=torch.bool, device=device)
    present[keys[is_action]] = True
    rank = torch.cumsum(present, 0) - 1
    token_index = torch.where(is_action, rank[keys], -1)
    present_keys = present.nonzero().squeeze(1)
    num_segments = present_keys.numel()
    flat = token_index[is_action]
    cols = torch.arange(width, device=device).unsqueeze(0).expand(num_rows, width)[is_action]
    lengths = torch.bincount(flat, minlength=num_segments)
    first_col = torch.full((num_segments,), width, dtype=torch.long, device=device)
    first_col = first_col.scatter_reduce(0, flat, cols, reduce="amin")
    last_col = torch.full((num_segments,), -1, dtype=torch.long, device=device)
    last_col = last_col.scatter_reduce(0, flat, cols, reduce="amax")
    seg_rows = present_keys // ids_per_row
    local_ids = present_keys % ids_per_row
    broken = (last_col - first_col + 1) != lengths
    if bool(broken.any()):
        bad = int(broken.nonzero()[0, 0])
        raise RolloutBatchError(
            f"Action segment {int(local_ids[bad])} of row {int(seg_rows[bad])} is not contiguous: its "
            f"{int(lengths[bad])} tokens span columns {int(first_col[bad])}..{int(last_col[bad])}. "
            "Every action must be one contiguous run of tokens; give separate actions separate ids."
        )
    return SegmentLayout(token_index, is_action, num_segments, lengths, seg_rows, local_ids, first_col, last_col)


def flat_segment_index(segment_ids: Tensor) -> Tensor:
    """Flat (row, segment) index of every token, -1 on non-action tokens; shape of ``segment_ids``."""
    return segment_layout(segment_ids).token_index


def segment_lengths(segment_ids: Tensor) -> Tensor:
    """Number of tokens of each action segment, ``(S,)`` long, in flat (row, segment) order."""
    return segment_layout(segment_ids).lengths


def segment_sum(token_values: Tensor, segment_ids: Tensor) -> Tensor:
    """Sum a per-token tensor over each action segment (non-action tokens are ignored, even NaN).

    Args:
        token_values: ``(N, R)`` tensor.
        segment_ids: ``(N, R)`` segment ids.

    Returns:
        ``(S,)`` per-segment sums, differentiable.
    """
    layout = segment_layout(segment_ids)
    _check_token_shape(token_values, segment_ids, "token_values")
    return _segment_sum(token_values, layout)


def broadcast_to_tokens(values_per_segment: Tensor, segment_ids: Tensor, fill: float = 0.0) -> Tensor:
    """Copy a per-segment value to every token of its segment; ``fill`` on non-action tokens.

    Args:
        values_per_segment: ``(S,)`` tensor in flat (row, segment) order.
        segment_ids: ``(N, R)`` segment ids.
        fill: value written on non-action tokens.

    Returns:
        ``(N, R)`` tensor of the dtype of ``values_per_segment``, differentiable.
    """
    layout = segment_layout(segment_ids)
    _check_segment_shape(values_per_segment, layout, "values_per_segment")
    return _broadcast(values_per_segment, layout, fill)


def segment_rewards_to_tokens(step_rewards: Tensor, segment_ids: Tensor) -> Tensor:
    """Place each action's reward on its last token (0 elsewhere), as token-level GAE expects (§4.1).

    Args:
        step_rewards: ``(S,)`` per-segment rewards.
        segment_ids: ``(N, R)`` segment ids.

    Returns:
        ``(N, R)`` token rewards.
    """
    layout = segment_layout(segment_ids)
    _check_segment_shape(step_rewards, layout, "step_rewards")
    out = torch.zeros(segment_ids.shape, dtype=step_rewards.dtype, device=step_rewards.device)
    out[layout.rows, layout.last_col] = step_rewards
    return out


def _segment_sum(token_values: Tensor, layout: SegmentLayout) -> Tensor:
    out = token_values.new_zeros(layout.num_segments)
    return out.index_add(0, layout.token_index[layout.is_action], token_values[layout.is_action])


def _broadcast(values: Tensor, layout: SegmentLayout, fill: float = 0.0) -> Tensor:
    if layout.num_segments == 0:
        return torch.full(layout.token_index.shape, fill, dtype=values.dtype, device=values.device)
    gathered = values[layout.token_index.clamp(min=0)]
    return torch.where(layout.is_action, gathered, torch.full_like(gathered, fill))


def _check_token_shape(tensor: Tensor, segment_ids: Tensor, name: str) -> None:
    if not isinstance(tensor, Tensor) or tensor.shape != segment_ids.shape:
        raise RolloutBatchError(
            f"{name} must have the shape of segment_ids {tuple(segment_ids.shape)}; got "
            f"{tuple(getattr(tensor, 'shape', ()))}."
        )


def _check_segment_shape(tensor: Tensor, layout: SegmentLayout, name: str) -> None:
    if not isinstance(tensor, Tensor) or tensor.shape != (layout.num_segments,):
        raise RolloutBatchError(
            f"{name} must be 1-D with one value per action segment ({layout.num_segments} segments in "
            f"segment_ids); got shape {tuple(getattr(tensor, 'shape', ()))}."
        )


def _split_advantages(
    advantages: Tensor, layout: SegmentLayout, segment_ids: Tensor, dtype: torch.dtype
) -> tuple[Tensor | None, Tensor | None]:
    """Detached ``(per-action, None)`` for ``(S,)`` advantages or ``(None, per-token)`` for ``(N, R)`` ones.

    Per-token advantages are set to 0 off actions. Both are promoted to ``dtype``.
    """
    if isinstance(advantages, Tensor) and advantages.dim() == 1:
        _check_segment_shape(advantages, layout, "advantages (per segment)")
        return _float(advantages).to(dtype).detach(), None
    _check_token_shape(advantages, segment_ids, "advantages (per token)")
    zero = torch.zeros((), dtype=dtype, device=layout.is_action.device)
    return None, torch.where(layout.is_action, _float(advantages).to(dtype).detach(), zero)


def _float(t: Tensor) -> Tensor:
    """Promote half precision to float32; keep float32/float64; make integers float32."""
    if t.dtype in (torch.float16, torch.bfloat16) or not t.is_floating_point():
        return t.float()
    return t


def _action_mask(mask_or_segments: Tensor) -> Tensor:
    return mask_or_segments if mask_or_segments.dtype is torch.bool else mask_or_segments >= 0
