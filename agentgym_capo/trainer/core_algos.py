"""CAPO and baseline RL algorithms as pure functions over torch tensors.

Everything here follows ``ALGORITHMS.md`` (the project's algorithm spec; section numbers below refer to
it). No function reads a trainer, a model or a config object: tensors and plain scalars in, tensors out.
Every function works in float32 and float64, on CPU and CUDA; half-precision log-probabilities are
promoted to float32 before any ratio is formed (CAPO clips at 1e-3, below bfloat16's resolution).

Conventions
-----------
**Token layout.** Per-token tensors have shape ``(N, R)``: N rows, R padded response positions.
``segment_ids`` (an integer ``(N, R)`` tensor) is ``-1`` on tokens that are not action tokens (padding,
observation or template tokens inside an accumulated transcript) and ``k >= 0`` on the tokens of the
row's k-th action segment. A segment must be contiguous; its length ``L`` is its number of tokens
(always >= 1). The action mask is ``segment_ids >= 0``. Segment ids need not be consecutive inside a
row; only their order matters.

**Flat segment order.** Per-segment tensors are 1-D of length S (the number of segments in the batch),
in (row, segment id) order: all segments of row 0 by increasing id, then row 1, and so on. In the
paper's layout (one segment per row, id 0), segment i is row i (rows without any action token are
skipped). :func:`segment_layout` gives the mapping both ways (``token_index``: token -> flat segment,
``rows``/``local_ids``/``first_col``/``last_col``: flat segment -> tokens).

**Trajectory metadata.** ``traj_ids``, ``group_ids`` and ``anchor_keys`` may be integer tensors or
sequences of hashables (strings, tuples); only equality matters. ``step_index`` is an integer tensor.
For action-level estimators they are per segment and row order is arbitrary: trajectories are
rebuilt from (``traj_id``, ``step_index``), and each trajectory's step indices must be exactly
0..T-1 (otherwise :class:`~agentgym_capo.errors.RolloutBatchError`, naming the trajectory).

**Ratios.** ``z = logp - old_logp`` per action token; ``S_a`` = sum of z over the segment.
``log w_a = c*mu + (S_a - c*L_a*mu) / L_a**alpha`` with (alpha, c) = (0, 0) ``product``, (1, 0)
``mean`` (also ``gspo`` and ``stppo``), (1/2, 0) ``sqrt``, (1/2, 1) ``action_aware`` (CAPO). ``mu`` is
the stop-gradient token-weighted mean of z over the actions of the call, or the value passed in (the
mini-batch scope of §2.3: compute it once per optimizer step with :func:`log_ratio_sums`). Before the
exponential, log w is clamped to [-20, 20] (``gspo``: [-20, 10], the reference's clamp); the token
ratio clamps z to [-20, 20]. Ties at the clip boundary select the unclipped branch.

**Loss aggregation and normalisers.** Every aggregator is a weighted token sum
``loss = world_size / normaliser * sum_a q_a * sum_{i in a} l_{a,i}`` with ``q_a = 1/L_a``
(``action_mean_token_mean``, the default; normaliser = number of actions), ``q_a = 1``
(``token_mean``; normaliser = number of action tokens) or ``q_a = 1/n_tok(traj(a))``
(``trajectory_mean_token_mean``; normaliser = number of trajectories; ``n_tok`` = action tokens of the
trajectory in the whole mini-batch, pass ``traj_token_counts`` when a trajectory spans micro-batches).
The normaliser is ``global_count`` when given, else the local count. Gradient accumulation is exact
when every micro-batch is given the mini-batch's ``global_count``: the losses then sum to the
one-pass loss. With D data-parallel processes whose gradients are averaged, pass ``world_size=D``
and the all-reduced count (§2.5).

**Clipping diagnostics** (§3.3), returned by :func:`policy_loss` as detached 0-dim tensors:

- ``clip/oor_frac``: share of actions whose ratio lies outside [1-eps_low, 1+eps_high] (out of range);
- ``clip/act_frac``: share of actions where the clipped branch of the min is strictly selected
  (A>0 and w>1+eps_high, or A<0 and w<1-eps_low): active clipping. ACT <= OOR;
- ``clip/oor_frac_token``, ``clip/act_frac_token``: the same, token-weighted;
- ``clip/oor_frac/<bucket>``, ``clip/act_frac/<bucket>``, ``clip/num_actions/<bucket>`` per
  action-length bucket 1-8, 9-16, 17-32, 33-64, 65-128, 129-256, 257+ (NaN for an empty bucket);
- ``dual_clip_frac`` (token share where the dual clip binds), ``ratio_clamp_frac`` (share of ratios
  that hit the numerical clamp; should be 0), ``mu``, ``log_ratio_mean`` and ``log_ratio_abs_mean``
  (token means of z; the latter is the ``logratio_noise_floor`` on an on-policy mini-batch),
  ``num_actions``, ``num_tokens``.

For the ``token`` variant OOR/ACT are evaluated per token; the per-action figures count an action as
out of range (active) when at least one of its tokens is. When advantages vary inside an action
(token-level advantages with an aggregated ratio, §3.2), ACT is evaluated per token with the shared
action ratio and an action counts as active when at least one of its tokens is.

Choices where the spec leaves room
----------------------------------
1. ``step_gae`` and ``token_gae`` read ``truncated``/``bootstrap_values`` on the last step of each
   trajectory only; ``terminated`` (optional) wins over ``truncated``. Passing ``truncated`` without
   ``bootstrap_values`` is an error (nothing to bootstrap from).
2. ``token_gae`` and ``reinforce_pp_advantages`` accept either a boolean ``response_mask`` with
   ``traj_ids``/``step_index`` per row (rows of a trajectory are ordered by ``step_index``, which must be
   distinct within a trajectory; in an accumulated transcript pass the row's first step) or integer
   ``segment_ids`` in place of the mask with the metadata per segment. Inside a row tokens keep their
   column order.
3. ``whiten``: the action-level form (§2.2) divides by ``std + eps``; the token form (§4.1) by
   ``sqrt(var + eps)`` (``eps_inside_sqrt=True``). Fewer than two elements: only the mean is removed.
   Masked positions are set to 0. Statistics are local to the call (the trainer gathers across
   processes before calling, if it runs several).
4. Group baselines (GRPO, RLOO, RF++ baseline, GiGPO episode part) take per-segment rewards and
   ``traj_ids``: the trajectory score R is the sum of its segments' rewards, and group statistics use
   one value per trajectory. With ``traj_ids=None`` every element is its own trajectory, so they can
   be called with one score per trajectory directly. Every trajectory must have a single group id.
5. The ST-PPO clipping-bias correction cannot live inside one loss call (its norm is over a whole
   optimizer step): :func:`stppo_clip_bias_objective` gives the scalar whose gradient is C(theta) and
   :func:`stppo_gradient_scale` the factor 1/max(||C||, tau_C) to apply to the Turn-PPO gradient.
6. GSPO with ``unit="trajectory"`` treats all action tokens of a trajectory as one unit (needs
   ``traj_ids`` per segment); the aggregator then counts units in place of actions.
7. The advantage-estimator registry uses one signature, ``estimator(batch: StepBatch, params:
   AdvantageParams) -> AdvantageResult``; ``AdvantageParams`` is a frozen record of plain scalars with
   the spec's defaults (not the trainer's config). KL-in-reward (``kl_in_reward_coef`` > 0) subtracts
   ``coef * token_kl`` from the token rewards of token-level estimators and its per-action (for
   action GAE) or per-trajectory (for group baselines) sum from the step rewards.
8. ``value_loss`` on per-segment values (CAPO's boundary critic) averages over actions; on per-token
   values with ``segment_ids`` it uses the policy aggregators (PPO's critic on every action token).
9. Discounted sums run as a blocked matrix scan over a (trajectories x steps) padded grid: exact up to
   float rounding, and fast for any length.
"""

from __future__ import annotations

import difflib
from collections.abc import Callable, Hashable, Sequence
from dataclasses import dataclass
from typing import Any, NamedTuple

import torch
from torch import Tensor

from agentgym_capo.errors import ConfigError, RolloutBatchError

__all__ = [
    "ADVANTAGE_ESTIMATORS",
    "AGGREGATIONS",
    "LENGTH_BUCKETS",
    "RATIO_VARIANTS",
    "AdvantageParams",
    "AdvantageResult",
    "SegmentLayout",
    "StepBatch",
    "action_log_ratio",
    "aggregate_loss",
    "broadcast_to_tokens",
    "clipping_indicators",
    "flat_segment_index",
    "get_advantage_estimator",
    "gigpo_advantages",
    "grpo_advantages",
    "kl_penalty",
    "length_bucket_labels",
    "log_ratio_sums",
    "policy_loss",
    "reinforce_pp_advantages",
    "rloo_advantages",
    "segment_layout",
    "segment_lengths",
    "segment_rewards_to_tokens",
    "segment_sum",
    "step_gae",
    "stppo_clip_bias_objective",
    "stppo_gradient_scale",
    "token_gae",
    "value_loss",
    "whiten",
]

RATIO_VARIANTS: tuple[str, ...] = ("token", "product", "mean", "sqrt", "action_aware", "gspo", "stppo")
"""Names accepted by ``variant`` in :func:`action_log_ratio` and :func:`policy_loss`."""

AGGREGATIONS: tuple[str, ...] = ("action_mean_token_mean", "token_mean", "trajectory_mean_token_mean")
"""Names accepted by ``agg``."""

LENGTH_BUCKETS: tuple[int, ...] = (8, 16, 32, 64, 128, 256)
"""Upper edges of the action-length buckets of §3.3; the last bucket is 257+."""

# (alpha, centred) of the general aggregated log-ratio (§3.1).
_RATIO_FORMS: dict[str, tuple[float, bool]] = {
    "product": (0.0, False),
    "mean": (1.0, False),
    "gspo": (1.0, False),
    "stppo": (1.0, False),
    "sqrt": (0.5, False),
    "action_aware": (0.5, True),
}
_LOG_RATIO_CLAMP = 20.0
_GSPO_LOG_RATIO_MAX = 10.0
_SCAN_BLOCK = 128
_SCAN_LOOP_MAX = 64


def length_bucket_labels() -> list[str]:
    """Labels of the action-length buckets, e.g. ``["1-8", "9-16", ..., "257+"]``."""
    labels, low = [], 1
    for high in LENGTH_BUCKETS:
        labels.append(f"{low}-{high}")
        low = high + 1
    labels.append(f"{low}+")
    return labels


# ----------------------------------------------------------------------------------------------------
# Segment layout
# ----------------------------------------------------------------------------------------------------


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


def _float(t: Tensor) -> Tensor:
    """Promote half precision to float32; keep float32/float64; make integers float32."""
    if t.dtype in (torch.float16, torch.bfloat16) or not t.is_floating_point():
        return t.float()
    return t


# ----------------------------------------------------------------------------------------------------
# Id encoding and discounted sums
# ----------------------------------------------------------------------------------------------------


class _Codes(NamedTuple):
    codes: Tensor  # dense 0..n-1 per element
    count: int
    labels: list[Any] | Tensor  # the original id of each code, for messages


def _encode_ids(ids: Tensor | Sequence[Hashable], length: int, device: torch.device, name: str) -> _Codes:
    """Map arbitrary ids (tensor or sequence of hashables) to dense codes 0..n-1."""
    if isinstance(ids, Tensor):
        if ids.dim() != 1 or ids.numel() != length:
            raise RolloutBatchError(f"{name} must be 1-D with {length} entries; got shape {tuple(ids.shape)}.")
        ids = ids.to(device)
        if ids.dtype is torch.bool:
            ids = ids.long()
        if length and not ids.is_floating_point():
            low, high = int(ids.min()), int(ids.max())
            if low >= 0 and high < 4 * length + 1024:  # dense integer ids: O(n) coding, no sort
                present = torch.bincount(ids, minlength=high + 1) > 0
                if high + 1 == length and bool(present.all()):  # already 0..n-1: nothing to remap
                    return _Codes(ids, length, present)
                mapping = torch.cumsum(present, 0) - 1
                return _Codes(mapping[ids], int(mapping[-1]) + 1, present)  # labels found lazily
        labels, codes = torch.unique(ids, return_inverse=True)
        return _Codes(codes, labels.numel(), labels)
    ids = list(ids)
    if len(ids) != length:
        raise RolloutBatchError(f"{name} must have {length} entries (one per element); got {len(ids)}.")
    table: dict[Hashable, int] = {}
    codes = [table.setdefault(i, len(table)) for i in ids]
    return _Codes(torch.tensor(codes, dtype=torch.long, device=device), len(table), list(table))


def _label(codes: _Codes, code: int) -> Any:
    labels = codes.labels
    if isinstance(labels, Tensor) and labels.dtype is torch.bool:  # presence mask over integer ids
        labels = labels.nonzero().squeeze(1)
    label = labels[code]
    return label.item() if isinstance(label, Tensor) else label


def _reverse_discounted_cumsum(x: Tensor, discount: float) -> Tensor:
    """``out[:, t] = sum_{k >= t} discount**(k-t) * x[:, k]`` along dim 1 of a ``(B, T)`` tensor.

    Blocked scan: inside blocks of ``_SCAN_BLOCK`` steps a matrix product with the discount matrix,
    across blocks a carried tail. Powers never exceed the block size, so nothing underflows.
    """
    _, horizon = x.shape
    out = torch.empty_like(x)
    if horizon == 0:
        return out
    if horizon <= _SCAN_LOOP_MAX:  # few columns: a column loop, same operation order as a plain loop
        columns = x.T.contiguous()
        running = columns[horizon - 1]
        scanned = torch.empty_like(columns)
        scanned[horizon - 1] = running
        for t in range(horizon - 2, -1, -1):
            running = columns[t] + discount * running
            scanned[t] = running
        return scanned.T
    block = min(_SCAN_BLOCK, horizon)
    steps = torch.arange(block, device=x.device)
    exponent = steps.unsqueeze(0) - steps.unsqueeze(1)  # [t, k] = k - t
    base = torch.tensor(float(discount), dtype=x.dtype, device=x.device)
    upper = torch.where(exponent >= 0, base ** exponent.clamp(min=0).to(x.dtype), torch.zeros((), dtype=x.dtype))
    carry = None
    end = horizon
    while end > 0:
        start = max(0, end - block)
        size = end - start
        chunk = x[:, start:end] @ upper[:size, :size].T
        if carry is not None:
            decay = base ** torch.arange(size, 0, -1, device=x.device).to(x.dtype)  # discount**(end - t)
            chunk = chunk + decay.unsqueeze(0) * carry.unsqueeze(1)
        out[:, start:end] = chunk
        carry = chunk[:, 0]
        end = start
    return out


def _reverse_scan_time_major_(x: Tensor, discount: float) -> Tensor:
    """In place on a (T, B) tensor: ``x[t] += discount * x[t + 1]`` from the end; long T: blocked scan."""
    horizon = x.shape[0]
    if horizon > _SCAN_LOOP_MAX:
        x.copy_(_reverse_discounted_cumsum(x.T, discount).T)
        return x
    for t in range(horizon - 2, -1, -1):
        x[t].add_(x[t + 1], alpha=discount)
    return x


def _dense_gae(rewards: Tensor, values: Tensor, gamma: float, lam: float) -> Tensor:
    """GAE on a zero-padded grid: ``rewards`` (B, T), ``values`` (B, T + 1) with a zero last column.

    Padding past a trajectory's end holds zero rewards and values, so its TD errors are zero and the
    value after the last element is 0; a bootstrap value is folded into the last reward beforehand
    (``r + gamma * V(s_T)``, the same TD error).
    """
    delta = rewards + gamma * values[:, 1:] - values[:, :-1]
    return _reverse_discounted_cumsum(delta, gamma * lam)


class _StepGrid(NamedTuple):
    traj: _Codes
    steps: Tensor  # (S,) long
    lengths: Tensor  # (n_traj,) steps per trajectory
    horizon: int
    flat: Tensor  # (S,) position step * n_traj + traj in the (horizon, n_traj) grid

    def is_last(self) -> Tensor:
        return self.steps == self.lengths[self.traj.codes] - 1


def _step_grid(
    traj_ids: Tensor | Sequence[Hashable], step_index: Tensor, length: int, device: torch.device
) -> _StepGrid:
    """Validate that each trajectory's steps are exactly 0..T-1 and place them on a padded grid.

    The grid is (horizon, n_traj), time-major, so the backward scan runs over contiguous rows.
    """
    traj = _encode_ids(traj_ids, length, device, "traj_ids")
    if not isinstance(step_index, Tensor) or step_index.shape != (length,):
        raise RolloutBatchError(
            f"step_index must be a 1-D integer tensor with {length} entries; got "
            f"{tuple(getattr(step_index, 'shape', ()))}."
        )
    steps = step_index.to(device=device, dtype=torch.long)
    lengths = torch.bincount(traj.codes, minlength=traj.count)
    if length == 0:
        return _StepGrid(traj, steps, lengths, 0, steps)
    horizon = int(lengths.max())
    max_step = torch.full_like(lengths, -1).scatter_reduce(0, traj.codes, steps, reduce="amax")
    valid = int(steps.min()) >= 0 and bool((max_step == lengths - 1).all())
    flat = torch.add(traj.codes, steps, alpha=traj.count)
    if valid:
        # T steps of a trajectory, all in 0..T-1: they cover 0..T-1 exactly iff no two share a cell.
        present = torch.zeros(horizon * traj.count, dtype=torch.bool, device=device)
        present[flat] = True
        valid = int(present.sum()) == length
    if not valid:
        _raise_bad_steps(traj, steps, lengths)
    return _StepGrid(traj, steps, lengths, horizon, flat)


def _raise_bad_steps(traj: _Codes, steps: Tensor, lengths: Tensor) -> None:
    codes, steps_list = traj.codes.tolist(), steps.tolist()
    per_traj: dict[int, list[int]] = {}
    for code, step in zip(codes, steps_list, strict=True):
        per_traj.setdefault(code, []).append(step)
    for code in sorted(per_traj):
        present = sorted(per_traj[code])
        if present != list(range(len(present))):
            raise RolloutBatchError(
                f"Trajectory {_label(traj, code)!r} has step_index values {present}; expected each of "
                f"0..{len(present) - 1} exactly once. All steps of a trajectory must be in the same "
                "batch, each once (no duplicated final step)."
            )
    raise AssertionError("step validation failed without an offending trajectory")


def _bootstrap_terms(
    is_last: Tensor,
    truncated: Tensor | None,
    terminated: Tensor | None,
    bootstrap_values: Tensor | None,
    dtype: torch.dtype,
    device: torch.device,
) -> Tensor | None:
    """Per element: V(s_T) on the last step of a truncated, not terminated trajectory; else 0."""
    if truncated is None and bootstrap_values is None:
        return None
    if truncated is None or bootstrap_values is None:
        raise ConfigError(
            "Bootstrapping a truncated trajectory needs both `truncated` (which endings were time limits) "
            f"and `bootstrap_values` (V(s_T)); got truncated={'set' if truncated is not None else None}, "
            f"bootstrap_values={'set' if bootstrap_values is not None else None}. Pass both, or neither "
            "for the paper's default (every ending terminal)."
        )
    length = is_last.numel()
    for name, tensor in (
        ("truncated", truncated),
        ("bootstrap_values", bootstrap_values),
        ("terminated", terminated),
    ):
        if tensor is not None and (not isinstance(tensor, Tensor) or tensor.shape != (length,)):
            raise RolloutBatchError(
                f"{name} must be a 1-D tensor with one entry per element ({length}); got "
                f"{tuple(getattr(tensor, 'shape', ()))}."
            )
    use = truncated.to(device).bool() & is_last
    if terminated is not None:
        use = use & ~terminated.to(device).bool()
    values = bootstrap_values.to(device=device, dtype=dtype)
    return torch.where(use, values, torch.zeros_like(values))


# ----------------------------------------------------------------------------------------------------
# Critic-based advantages
# ----------------------------------------------------------------------------------------------------


def step_gae(
    rewards: Tensor,
    values: Tensor,
    traj_ids: Tensor | Sequence[Hashable],
    step_index: Tensor,
    *,
    gamma: float,
    lam: float,
    truncated: Tensor | None = None,
    bootstrap_values: Tensor | None = None,
    terminated: Tensor | None = None,
) -> tuple[Tensor, Tensor]:
    """CAPO's action-level GAE over the steps of each trajectory (§2.1).

    ``delta_t = r_t + gamma * V_{t+1} - V_t``, ``A_t = delta_t + gamma * lam * A_{t+1}``, with
    ``V_T = 0`` unless the trajectory was truncated (and not terminated) and bootstrapping is asked for,
    then ``V_T = bootstrap_values`` of its last step. gamma and lambda act per interaction step.

    Args:
        rewards: ``(S,)`` step rewards, one per action segment, any row order.
        values: ``(S,)`` critic values at the state boundary of each action.
        traj_ids: ``(S,)`` trajectory id of each action (tensor or sequence of hashables).
        step_index: ``(S,)`` position of each action in its trajectory; exactly 0..T-1 per trajectory.
        gamma: discount per interaction step.
        lam: GAE trace parameter.
        truncated: optional ``(S,)`` bool; read on each trajectory's last step.
        bootstrap_values: optional ``(S,)`` V(s_T); read on the last step of truncated trajectories.
        terminated: optional ``(S,)`` bool; a terminated ending never bootstraps.

    Returns:
        ``(advantages, returns)``, both ``(S,)`` in input order; raw (not whitened);
        ``returns = advantages + values``.

    Raises:
        RolloutBatchError: on mismatched shapes or step indices that are not 0..T-1 per trajectory.
        ConfigError: if only one of ``truncated`` / ``bootstrap_values`` is given.
    """
    rewards, values = _float(rewards), _float(values)
    if rewards.dim() != 1 or values.shape != rewards.shape:
        raise RolloutBatchError(
            f"rewards and values must be 1-D with one entry per action; got {tuple(rewards.shape)} and "
            f"{tuple(values.shape)}."
        )
    dtype = torch.promote_types(rewards.dtype, values.dtype)
    rewards, values = rewards.to(dtype), values.to(dtype)
    grid = _step_grid(traj_ids, step_index, rewards.numel(), rewards.device)
    num, horizon = grid.traj.count, grid.horizon
    if rewards.numel() == 0:
        return rewards.clone(), values.clone()
    if truncated is not None or bootstrap_values is not None:
        boot = _bootstrap_terms(grid.is_last(), truncated, terminated, bootstrap_values, dtype, rewards.device)
        rewards = rewards + gamma * boot
    # time-major grids: deltas[t, traj]; values get one extra zero row (the value after the end)
    deltas = rewards.new_zeros(horizon * num)
    deltas[grid.flat] = rewards
    deltas = deltas.view(horizon, num)
    dense_values = values.new_zeros((horizon + 1) * num)
    dense_values[grid.flat] = values
    dense_values = dense_values.view(horizon + 1, num)
    deltas.add_(dense_values[1:], alpha=gamma).sub_(dense_values[:-1])
    advantages = _reverse_scan_time_major_(deltas, gamma * lam).view(-1)[grid.flat]
    return advantages, advantages + values


class _Timeline(NamedTuple):
    rows: Tensor  # (n_tok,) row of each action token, in timeline order
    cols: Tensor
    traj: _Codes
    position: Tensor  # (n_tok,) position inside its trajectory's timeline
    lengths: Tensor  # (n_traj,) action tokens per trajectory
    element: Tensor  # (n_tok,) index of the metadata element (row or segment) each token comes from
    element_last: Tensor  # (n_elements,) bool: element holds the trajectory's last step


def _token_timeline(mask_or_segments: Tensor, traj_ids: Tensor | Sequence[Hashable], step_index: Tensor) -> _Timeline:
    """Order action tokens per trajectory: by step_index of their row/segment, then by column."""
    if not isinstance(mask_or_segments, Tensor) or mask_or_segments.dim() != 2:
        raise RolloutBatchError("response_mask / segment_ids must be a 2-D (rows, tokens) tensor.")
    device = mask_or_segments.device
    num_rows, width = mask_or_segments.shape
    if mask_or_segments.dtype is torch.bool:
        is_action = mask_or_segments
        rows, cols = is_action.nonzero(as_tuple=True)
        element = rows
        num_elements = num_rows
        per = "row"
    else:
        layout = segment_layout(mask_or_segments)
        is_action = layout.is_action
        rows, cols = is_action.nonzero(as_tuple=True)
        element = layout.token_index[rows, cols]
        num_elements = layout.num_segments
        per = "segment"
    traj = _encode_ids(traj_ids, num_elements, device, f"traj_ids (one per {per})")
    if not isinstance(step_index, Tensor) or step_index.shape != (num_elements,):
        raise RolloutBatchError(
            f"step_index must be 1-D with one entry per {per} ({num_elements}); got "
            f"{tuple(getattr(step_index, 'shape', ()))}."
        )
    steps = step_index.to(device).long()
    if num_elements:
        steps = steps - steps.min()
    step_span = int(steps.max()) + 1 if num_elements else 1
    tok_traj = traj.codes[element]
    key = (tok_traj * step_span + steps[element]) * width + cols
    key, order = torch.sort(key)
    if key.numel() > 1:
        clash = key[1:] == key[:-1]
        if bool(clash.any()):
            code = int(tok_traj[order[int(clash.nonzero()[0, 0])]])
            raise RolloutBatchError(
                f"Trajectory {_label(traj, code)!r} has two {per}s with the same step_index, so its token "
                "order is ambiguous; give each row/segment of a trajectory a distinct step_index."
            )
    rows, cols, element, tok_traj = rows[order], cols[order], element[order], tok_traj[order]
    lengths = torch.bincount(tok_traj, minlength=traj.count)
    starts = torch.cumsum(lengths, 0) - lengths
    position = torch.arange(tok_traj.numel(), device=device) - starts[tok_traj]
    max_step = torch.full((traj.count,), -1, dtype=torch.long, device=device)
    max_step = max_step.scatter_reduce(0, traj.codes, steps, reduce="amax")
    element_last = steps == max_step[traj.codes]
    return _Timeline(rows, cols, traj, position, lengths, element, element_last)


def _timeline_grid(timeline: _Timeline, token_tensor: Tensor, extra_column: bool = False) -> Tensor:
    horizon = int(timeline.lengths.max()) if timeline.lengths.numel() else 0
    grid = token_tensor.new_zeros(timeline.traj.count, horizon + int(extra_column))
    codes = _timeline_traj_codes(timeline)
    grid[codes, timeline.position] = token_tensor[timeline.rows, timeline.cols]
    return grid


def _timeline_traj_codes(timeline: _Timeline) -> Tensor:
    return timeline.traj.codes[timeline.element]


def token_gae(
    token_rewards: Tensor,
    token_values: Tensor,
    response_mask: Tensor,
    traj_ids: Tensor | Sequence[Hashable],
    step_index: Tensor,
    *,
    gamma: float,
    lam: float,
    truncated: Tensor | None = None,
    bootstrap_values: Tensor | None = None,
    terminated: Tensor | None = None,
) -> tuple[Tensor, Tensor]:
    """PPO's token-level GAE over the action tokens of each trajectory, concatenated across steps (§4.1).

    Observation tokens and padding are skipped: they neither advance time nor get discounted.

    Args:
        token_rewards: ``(N, R)`` rewards per token (the step reward on the last token of each action,
            see :func:`segment_rewards_to_tokens`, possibly minus a KL penalty).
        token_values: ``(N, R)`` critic value at the position before each token.
        response_mask: ``(N, R)`` bool action mask, with ``traj_ids``/``step_index`` per row; or the
            integer ``segment_ids`` with ``traj_ids``/``step_index`` per segment.
        traj_ids: trajectory of each row (or segment).
        step_index: order of the rows (or segments) inside their trajectory; distinct per trajectory.
        gamma: discount per token.
        lam: GAE trace parameter.
        truncated: optional bool per row (segment), read on the trajectory's last step.
        bootstrap_values: optional V(s_T) per row (segment), the value after the last token.
        terminated: optional bool per row (segment); a terminated ending never bootstraps.

    Returns:
        ``(advantages, returns)``, both ``(N, R)``, raw, 0 on non-action tokens.
    """
    token_rewards, token_values = _float(token_rewards), _float(token_values)
    if token_rewards.shape != response_mask.shape or token_values.shape != response_mask.shape:
        raise RolloutBatchError(
            f"token_rewards {tuple(token_rewards.shape)}, token_values {tuple(token_values.shape)} and "
            f"response_mask {tuple(response_mask.shape)} must have the same shape."
        )
    dtype = torch.promote_types(token_rewards.dtype, token_values.dtype)
    timeline = _token_timeline(response_mask, traj_ids, step_index)
    codes = _timeline_traj_codes(timeline)
    rewards_grid = _timeline_grid(timeline, token_rewards.to(dtype))
    values_grid = _timeline_grid(timeline, token_values.to(dtype), extra_column=True)
    boot = _bootstrap_terms(timeline.element_last, truncated, terminated, bootstrap_values, dtype, token_rewards.device)
    if boot is not None:
        per_traj = torch.zeros(timeline.traj.count, dtype=dtype, device=boot.device)
        per_traj = per_traj.index_add(0, timeline.traj.codes, boot)
        has_tokens = timeline.lengths > 0
        last = (timeline.lengths - 1).clamp(min=0)
        rows = torch.arange(timeline.traj.count, device=boot.device)[has_tokens]
        rewards_grid[rows, last[has_tokens]] += gamma * per_traj[has_tokens]
    grid = _dense_gae(rewards_grid, values_grid, gamma, lam)
    advantages = torch.zeros(response_mask.shape, dtype=dtype, device=token_rewards.device)
    advantages[timeline.rows, timeline.cols] = grid[codes, timeline.position]
    is_action = _action_mask(response_mask)
    returns = torch.where(is_action, advantages + token_values.to(dtype), torch.zeros_like(advantages))
    return advantages, returns


def _action_mask(mask_or_segments: Tensor) -> Tensor:
    return mask_or_segments if mask_or_segments.dtype is torch.bool else mask_or_segments >= 0


def whiten(x: Tensor, mask: Tensor | None = None, *, eps: float = 1e-8, eps_inside_sqrt: bool = False) -> Tensor:
    """Whiten advantages: subtract the mean, divide by the unbiased std.

    Action-level (§2.2, default): ``(x - mean) / (std + eps)`` over the selected elements, each counted
    once. Token-level (§4.1, ``eps_inside_sqrt=True``): ``(x - mean) / sqrt(var + eps)``. With fewer than
    two selected elements only the mean is subtracted.

    Args:
        x: tensor of any shape.
        mask: optional bool tensor of ``x``'s shape (or integer segment ids: action tokens selected);
            unselected elements neither enter the statistics nor keep their value (they become 0).
        eps: stabiliser.
        eps_inside_sqrt: use the token-level placement of ``eps``.

    Returns:
        The whitened tensor, same shape and dtype.
    """
    x = _float(x)
    if mask is not None:
        mask = _action_mask(mask)
        if mask.shape != x.shape:
            raise RolloutBatchError(f"mask shape {tuple(mask.shape)} differs from x shape {tuple(x.shape)}.")
        selected = x[mask]
    else:
        selected = x.reshape(-1)
    count = selected.numel()
    if count == 0:
        return torch.zeros_like(x)
    mean = selected.mean()
    if count < 2:
        out = x - mean
    else:
        var = ((selected - mean) ** 2).sum() / (count - 1)
        out = (x - mean) / (torch.sqrt(var + eps) if eps_inside_sqrt else torch.sqrt(var) + eps)
    return out if mask is None else torch.where(mask, out, torch.zeros_like(out))


# ----------------------------------------------------------------------------------------------------
# Group baselines (critic-free)
# ----------------------------------------------------------------------------------------------------


class _Trajectories(NamedTuple):
    traj: _Codes
    scores: Tensor  # (n_traj,) R(tau)
    group_of_traj: Tensor  # (n_traj,) dense group code
    num_groups: int


def _trajectory_scores(
    rewards: Tensor, group_ids: Tensor | Sequence[Hashable], traj_ids: Tensor | Sequence[Hashable] | None
) -> _Trajectories:
    rewards = _float(rewards)
    if rewards.dim() != 1:
        raise RolloutBatchError(f"rewards must be 1-D (one per action or trajectory); got {tuple(rewards.shape)}.")
    length, device = rewards.numel(), rewards.device
    if traj_ids is None:
        traj = _Codes(torch.arange(length, device=device), length, list(range(length)))
    else:
        traj = _encode_ids(traj_ids, length, device, "traj_ids")
    groups = _encode_ids(group_ids, length, device, "group_ids")
    scores = rewards.new_zeros(traj.count).index_add(0, traj.codes, rewards)
    group_of_traj = torch.zeros(traj.count, dtype=torch.long, device=device)
    group_of_traj[traj.codes] = groups.codes
    mixed = group_of_traj[traj.codes] != groups.codes
    if bool(mixed.any()):
        code = int(traj.codes[int(mixed.nonzero()[0, 0])])
        raise RolloutBatchError(
            f"Trajectory {_label(traj, code)!r} carries more than one group_id; every action of a trajectory "
            "must have the group_id of the task it was sampled for."
        )
    return _Trajectories(traj, scores, group_of_traj, groups.count)


def _group_stats(values: Tensor, codes: Tensor, count: int) -> tuple[Tensor, Tensor, Tensor]:
    """Per-group mean, unbiased std and size (two-pass, for accuracy)."""
    sizes = torch.bincount(codes, minlength=count)
    sums = values.new_zeros(count).index_add(0, codes, values)
    means = sums / sizes.clamp(min=1).to(values.dtype)
    deviations = values - means[codes]
    squares = values.new_zeros(count).index_add(0, codes, deviations * deviations)
    stds = torch.sqrt(squares / (sizes - 1).clamp(min=1).to(values.dtype))
    return means, stds, sizes


def _z_scores(values: Tensor, codes: Tensor, count: int, *, scale_by_std: bool, eps: float) -> Tensor:
    """(x - group mean) / (group std + eps); a singleton group uses mean 0 and std 1."""
    means, stds, sizes = _group_stats(values, codes, count)
    singleton = sizes == 1
    means = torch.where(singleton, torch.zeros_like(means), means)
    stds = torch.where(singleton, torch.ones_like(stds), stds)
    centred = values - means[codes]
    return centred / (stds[codes] + eps) if scale_by_std else centred


def grpo_advantages(
    rewards: Tensor,
    group_ids: Tensor | Sequence[Hashable],
    *,
    traj_ids: Tensor | Sequence[Hashable] | None = None,
    scale_by_std: bool = True,
    eps: float = 1e-6,
) -> Tensor:
    """GRPO's outcome advantage (§4.3): the group z-score of the trajectory score R = sum of rewards.

    ``A = (R - mean_group R) / (std_group R + eps)`` (unbiased std, one value per trajectory); a
    singleton group gives ``R / (1 + eps)``. ``scale_by_std=False`` is Dr. GRPO (no division).

    Args:
        rewards: ``(S,)`` per-action rewards (or one score per trajectory with ``traj_ids=None``).
        group_ids: ``(S,)`` task group of each element.
        traj_ids: ``(S,)`` trajectory of each element; ``None``: each element is a trajectory.
        scale_by_std: divide by the group std.
        eps: stabiliser.

    Returns:
        ``(S,)`` advantage of each element (equal for all actions of a trajectory).
    """
    trajs = _trajectory_scores(rewards, group_ids, traj_ids)
    per_traj = _z_scores(trajs.scores, trajs.group_of_traj, trajs.num_groups, scale_by_std=scale_by_std, eps=eps)
    return per_traj[trajs.traj.codes]


def rloo_advantages(
    rewards: Tensor,
    group_ids: Tensor | Sequence[Hashable],
    *,
    traj_ids: Tensor | Sequence[Hashable] | None = None,
) -> Tensor:
    """RLOO's leave-one-out advantage (§4.4): ``R - mean of the other trajectories' R`` in the group.

    Singletons get ``R``. Arguments as :func:`grpo_advantages`.

    Returns:
        ``(S,)`` advantage of each element.
    """
    trajs = _trajectory_scores(rewards, group_ids, traj_ids)
    scores, codes = trajs.scores, trajs.group_of_traj
    sizes = torch.bincount(codes, minlength=trajs.num_groups)
    sums = scores.new_zeros(trajs.num_groups).index_add(0, codes, scores)
    others = (sums[codes] - scores) / (sizes[codes] - 1).clamp(min=1).to(scores.dtype)
    per_traj = torch.where(sizes[codes] > 1, scores - others, scores)
    return per_traj[trajs.traj.codes]


def reinforce_pp_advantages(
    token_rewards: Tensor,
    response_mask: Tensor,
    traj_ids: Tensor | Sequence[Hashable],
    step_index: Tensor,
    *,
    group_ids: Tensor | Sequence[Hashable] | None = None,
    gamma: float = 1.0,
    link_steps: bool = True,
    whiten_advantages: bool = True,
) -> Tensor:
    """REINFORCE++ token advantages (§4.2), with or without the group baseline.

    Without ``group_ids`` (``reinforce_pp``): the return-to-go ``G_j = rho_j + gamma * G_next(j)`` over
    the trajectory's action-token timeline (``link_steps=False``: reset at every row, the reference's
    behaviour). With ``group_ids`` (``reinforce_pp_baseline``): ``R(tau) - mean_group R`` (singleton:
    mean 0), R the sum of the trajectory's token rewards, copied to all its action tokens. Both are then
    whitened token-weighted over all action tokens (§4.1 form).

    Args:
        token_rewards: ``(N, R)`` token rewards (step reward on the last action token, minus
            ``beta * k1`` per token for KL-in-reward).
        response_mask: bool mask with per-row metadata, or ``segment_ids`` with per-segment metadata
            (as :func:`token_gae`).
        traj_ids: trajectory of each row (segment).
        step_index: order of rows (segments) inside each trajectory.
        group_ids: group of each row (segment); selects the baseline variant.
        gamma: discount per token of the return-to-go (1.0 in the reference).
        link_steps: carry returns across the steps of a trajectory.
        whiten_advantages: apply the token-weighted whitening.

    Returns:
        ``(N, R)`` advantages, 0 on non-action tokens.
    """
    token_rewards = _float(token_rewards)
    if token_rewards.shape != response_mask.shape:
        raise RolloutBatchError(
            f"token_rewards {tuple(token_rewards.shape)} and response_mask "
            f"{tuple(response_mask.shape)} must have the same shape."
        )
    is_action = _action_mask(response_mask)
    if group_ids is not None:
        timeline = _token_timeline(response_mask, traj_ids, step_index)
        element_rewards = token_rewards.new_zeros(timeline.element_last.numel())
        element_rewards = element_rewards.index_add(0, timeline.element, token_rewards[timeline.rows, timeline.cols])
        per_element = _z_scores_traj_baseline(element_rewards, group_ids, traj_ids)
        advantages = torch.zeros_like(token_rewards)
        advantages[timeline.rows, timeline.cols] = per_element[timeline.element]
    else:
        if not link_steps:
            per_row_mask = is_action
            traj_ids = torch.arange(is_action.shape[0], device=is_action.device)
            step_index = torch.zeros_like(traj_ids)
            response_mask = per_row_mask
        timeline = _token_timeline(response_mask, traj_ids, step_index)
        grid = _reverse_discounted_cumsum(_timeline_grid(timeline, token_rewards), gamma)
        advantages = torch.zeros_like(token_rewards)
        advantages[timeline.rows, timeline.cols] = grid[_timeline_traj_codes(timeline), timeline.position]
    if whiten_advantages:
        return whiten(advantages, is_action, eps_inside_sqrt=True)
    return torch.where(is_action, advantages, torch.zeros_like(advantages))


def _z_scores_traj_baseline(
    element_rewards: Tensor, group_ids: Tensor | Sequence[Hashable], traj_ids: Tensor | Sequence[Hashable]
) -> Tensor:
    trajs = _trajectory_scores(element_rewards, group_ids, traj_ids)
    per_traj = _z_scores(trajs.scores, trajs.group_of_traj, trajs.num_groups, scale_by_std=False, eps=0.0)
    return per_traj[trajs.traj.codes]


def gigpo_advantages(
    rewards: Tensor,
    traj_ids: Tensor | Sequence[Hashable],
    step_index: Tensor,
    group_ids: Tensor | Sequence[Hashable],
    anchor_keys: Tensor | Sequence[Hashable],
    *,
    gamma: float = 0.95,
    omega: float = 1.0,
    norm: str = "mean_std",
    eps: float = 1e-6,
    similarity_threshold: float | None = None,
    anchor_texts: Sequence[str] | None = None,
) -> Tensor:
    """GiGPO advantages (§4.6): episode z-score plus omega times the anchor-state step z-score.

    1. ``A^E`` = group z-score of R(tau) over trajectories (``norm="mean"``: no division; singleton
       group: mean 0, std 1). 2. Step returns ``G_t = r_t + gamma * G_{t+1}`` per trajectory.
    3. Step groups: within an episode group, steps with equal ``anchor_key`` (or, with
    ``similarity_threshold``, greedy clusters of similar ``anchor_texts``, visited in (traj_id,
    step_index) order). 4. ``A^S = (G - mean) / F`` per step group, 0 for a singleton.
    5. ``A = A^E + omega * A^S``.

    Args:
        rewards: ``(S,)`` step rewards.
        traj_ids: ``(S,)`` trajectory of each step.
        step_index: ``(S,)`` 0..T-1 per trajectory.
        group_ids: ``(S,)`` episode group of each step.
        anchor_keys: ``(S,)`` canonical key of the state before each step.
        gamma: step discount of the step returns.
        omega: weight of the step part.
        norm: ``"mean_std"`` (F = std + eps) or ``"mean"`` (F = 1).
        eps: stabiliser.
        similarity_threshold: optional similarity-ratio threshold (e.g. 0.95) for fuzzy anchors.
        anchor_texts: ``(S,)`` anchor texts, needed with ``similarity_threshold``.

    Returns:
        ``(S,)`` advantages.
    """
    if norm not in ("mean_std", "mean"):
        raise ConfigError(f"gigpo norm must be 'mean_std' or 'mean'; got {norm!r}.")
    rewards = _float(rewards)
    length, device = rewards.numel(), rewards.device
    grid = _step_grid(traj_ids, step_index, length, device)
    scale = norm == "mean_std"
    episode = grpo_advantages(rewards, group_ids, traj_ids=traj_ids, scale_by_std=scale, eps=eps)
    dense = rewards.new_zeros(grid.horizon * grid.traj.count)
    dense[grid.flat] = rewards
    step_returns = _reverse_scan_time_major_(dense.view(grid.horizon, grid.traj.count), gamma).view(-1)[grid.flat]
    groups = _encode_ids(group_ids, length, device, "group_ids")
    if similarity_threshold is None:
        anchors = _encode_ids(anchor_keys, length, device, "anchor_keys")
        step_key = groups.codes * max(anchors.count, 1) + anchors.codes
    else:
        step_key = _similarity_clusters(grid, groups.codes, anchor_texts, similarity_threshold, length, device)
    step_groups = _encode_ids(step_key, length, device, "step groups")
    means, stds, sizes = _group_stats(step_returns, step_groups.codes, step_groups.count)
    centred = step_returns - means[step_groups.codes]
    step_adv = centred / (stds[step_groups.codes] + eps) if scale else centred
    step_adv = torch.where(sizes[step_groups.codes] > 1, step_adv, torch.zeros_like(step_adv))
    return episode + omega * step_adv


def _similarity_clusters(
    grid: _StepGrid,
    group_codes: Tensor,
    anchor_texts: Sequence[str] | None,
    threshold: float,
    length: int,
    device: torch.device,
) -> Tensor:
    if anchor_texts is None or len(anchor_texts) != length:
        raise ConfigError(
            "GiGPO similarity grouping compares anchor texts: pass anchor_texts with one string per step "
            f"({length}); got {None if anchor_texts is None else len(anchor_texts)}."
        )
    labels = [_label(grid.traj, int(c)) for c in grid.traj.codes.tolist()]
    steps = grid.steps.tolist()
    groups = group_codes.tolist()
    try:
        order = sorted(range(length), key=lambda i: (labels[i], steps[i]))
    except TypeError:  # trajectory ids of mixed types: order by their text
        order = sorted(range(length), key=lambda i: (str(labels[i]), steps[i]))
    representatives: dict[int, list[tuple[int, str]]] = {}
    cluster = [0] * length
    next_id = 0
    for i in order:
        text = anchor_texts[i]
        found = None
        for cid, rep in representatives.get(groups[i], []):
            if rep == text or difflib.SequenceMatcher(None, rep, text).ratio() >= threshold:
                found = cid
                break
        if found is None:
            found = next_id
            next_id += 1
            representatives.setdefault(groups[i], []).append((found, text))
        cluster[i] = found
    return torch.tensor(cluster, dtype=torch.long, device=device)


# ----------------------------------------------------------------------------------------------------
# Ratios and policy losses
# ----------------------------------------------------------------------------------------------------


def _masked_log_ratio(logp: Tensor, old_logp: Tensor, is_action: Tensor) -> Tensor:
    logp, old_logp = _float(logp), _float(old_logp)
    dtype = torch.promote_types(logp.dtype, old_logp.dtype)
    z = logp.to(dtype) - old_logp.to(dtype)
    return torch.where(is_action, z, torch.zeros_like(z))


def _check_variant(variant: str) -> None:
    if variant not in RATIO_VARIANTS:
        raise ConfigError(f"Unknown ratio variant {variant!r}. Supported: {list(RATIO_VARIANTS)}.")


def _length_power(lengths: Tensor, alpha: float) -> Tensor:
    if alpha == 0.0:
        return torch.ones_like(lengths)
    if alpha == 1.0:
        return lengths
    if alpha == 0.5:
        return torch.sqrt(lengths)
    return lengths.pow(alpha)


def _aggregated_log_ratio(
    sums: Tensor, lengths: Tensor, variant: str, mu: Tensor | float | None
) -> tuple[Tensor, Tensor]:
    """``log w = c*mu + (S - c*L*mu) / L**alpha`` (§3.1); returns (log_w, mu used)."""
    alpha, centred = _RATIO_FORMS[variant]
    lengths = lengths.to(sums.dtype)
    scale = _length_power(lengths, alpha)
    if not centred:
        return sums / scale, sums.new_zeros(())
    if mu is None:
        total = lengths.sum()
        mu_t = (sums.sum() / total).detach() if float(total) > 0 else sums.new_zeros(())
    else:
        mu_t = torch.as_tensor(mu, dtype=sums.dtype, device=sums.device).detach()
    return mu_t + (sums - lengths * mu_t) / scale, mu_t


def action_log_ratio(
    logp: Tensor,
    old_logp: Tensor,
    segment_ids: Tensor,
    *,
    variant: str,
    mu: Tensor | float | None = None,
) -> tuple[Tensor, Tensor]:
    """Log of the action-level ratio of each segment (§2.3, §3.1), unclamped.

    Args:
        logp: ``(N, R)`` log-probs under the current policy (differentiable).
        old_logp: ``(N, R)`` log-probs under the rollout policy.
        segment_ids: ``(N, R)`` segment ids.
        variant: ``token`` (returns the per-token log-ratios z, shape ``(N, R)``, 0 off actions),
            ``product``, ``mean`` (= ``gspo`` = ``stppo``), ``sqrt`` or ``action_aware``.
        mu: for ``action_aware``, the centre to use (e.g. the mini-batch value from
            :func:`log_ratio_sums`); ``None``: the token-weighted mean of z over this call. Always
            detached.

    Returns:
        ``(log_w, mu)``: ``log_w`` of shape ``(S,)`` (``(N, R)`` for ``token``) and the detached 0-dim
        centre that was used (0 for the non-centred variants).
    """
    _check_variant(variant)
    layout = segment_layout(segment_ids)
    _check_token_shape(logp, segment_ids, "logp")
    _check_token_shape(old_logp, segment_ids, "old_logp")
    z = _masked_log_ratio(logp, old_logp, layout.is_action)
    if variant == "token":
        return z, z.new_zeros(())
    return _aggregated_log_ratio(_segment_sum(z, layout), layout.lengths, variant, mu)


def log_ratio_sums(logp: Tensor, old_logp: Tensor, segment_ids: Tensor) -> tuple[Tensor, Tensor]:
    """Detached (sum of z over action tokens, number of action tokens) of one micro-batch.

    Summed over all micro-batches (and processes) of an optimizer step, ``sum_z / num_tokens`` is the
    mini-batch ``mu`` of §2.3 (``mu_scope="minibatch"``) to pass to :func:`policy_loss`.
    """
    is_action = segment_ids >= 0
    with torch.no_grad():
        z = _masked_log_ratio(logp.detach(), old_logp.detach(), is_action)
        return z.sum(), is_action.sum().to(z.dtype)


def clipping_indicators(ratio: Tensor, advantages: Tensor, eps: float | tuple[float, float]) -> tuple[Tensor, Tensor]:
    """Out-of-range and active-clipping indicators (§3.3), elementwise.

    Args:
        ratio: ratios w (not log).
        advantages: advantages broadcastable to ``ratio``.
        eps: symmetric clip range or ``(eps_low, eps_high)``.

    Returns:
        ``(oor, act)`` bool tensors: w outside [1-eps_low, 1+eps_high]; clipped branch strictly selected.
    """
    low, high = _eps_pair(eps)
    above, below = ratio > 1.0 + high, ratio < 1.0 - low
    return above | below, ((advantages > 0) & above) | ((advantages < 0) & below)


def _eps_pair(eps: float | tuple[float, float]) -> tuple[float, float]:
    low, high = (eps, eps) if isinstance(eps, (int, float)) else tuple(eps)
    if not (0.0 < low < 1.0 and high > 0.0):
        raise ConfigError(f"Clip range eps must satisfy 0 < eps_low < 1 and eps_high > 0; got {eps!r}.")
    return float(low), float(high)


def _clipped_objective(
    ratio: Tensor, advantages: Tensor, low: float, high: float, dual_clip: float | None
) -> tuple[Tensor, Tensor, Tensor, Tensor]:
    """min(w A, clip(w) A) with ties unclipped, then the dual clip; returns (objective, oor, act, dual)."""
    above, below = ratio > 1.0 + high, ratio < 1.0 - low
    act = ((advantages > 0) & above) | ((advantages < 0) & below)
    clipped = ratio.detach().clamp(1.0 - low, 1.0 + high)
    objective = torch.where(act, clipped * advantages, ratio * advantages)
    if dual_clip is None:
        dual = torch.zeros_like(act)
    else:
        bound = dual_clip * advantages
        dual = (advantages < 0) & (objective < bound)
        objective = torch.where(dual, bound, objective)
    return objective, above | below, act, dual


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
    if agg not in AGGREGATIONS:
        raise ConfigError(f"Unknown loss aggregation {agg!r}. Supported: {list(AGGREGATIONS)}.")
    lengths = layout.lengths.to(dtype)
    if agg == "action_mean_token_mean":
        weights, local = 1.0 / lengths, float(layout.num_segments)
    elif agg == "token_mean":
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


def _bucket_metrics(oor: Tensor, act: Tensor, lengths: Tensor, metrics: dict[str, Tensor]) -> None:
    edges = torch.tensor(LENGTH_BUCKETS, device=lengths.device)
    buckets = torch.bucketize(lengths, edges)
    num = len(LENGTH_BUCKETS) + 1
    counts = torch.bincount(buckets, minlength=num).double()
    oor_counts = torch.bincount(buckets, weights=oor.double(), minlength=num)
    act_counts = torch.bincount(buckets, weights=act.double(), minlength=num)
    nan = torch.tensor(float("nan"), dtype=torch.float64, device=lengths.device)
    for b, label in enumerate(length_bucket_labels()):
        has = counts[b] > 0
        metrics[f"clip/oor_frac/{label}"] = torch.where(has, oor_counts[b] / counts[b].clamp(min=1), nan)
        metrics[f"clip/act_frac/{label}"] = torch.where(has, act_counts[b] / counts[b].clamp(min=1), nan)
        metrics[f"clip/num_actions/{label}"] = counts[b]


def _fraction(numerator: Tensor, denominator: Tensor | float) -> Tensor:
    denominator = torch.as_tensor(denominator, dtype=torch.float64, device=numerator.device)
    value = numerator.double() / denominator.clamp(min=1)
    return torch.where(denominator > 0, value, torch.full_like(value, float("nan")))


def policy_loss(
    logp: Tensor,
    old_logp: Tensor,
    advantages: Tensor,
    segment_ids: Tensor,
    *,
    variant: str,
    eps: float | tuple[float, float],
    dual_clip: float | None = None,
    agg: str = "action_mean_token_mean",
    mu: Tensor | float | None = None,
    global_count: float | None = None,
    world_size: int = 1,
    traj_ids: Tensor | Sequence[Hashable] | None = None,
    traj_token_counts: Tensor | None = None,
    gspo_unit: str = "action",
) -> tuple[Tensor, dict[str, Tensor]]:
    """The clipped policy loss for every ratio variant (§2.4, §3.1, §4.0, §4.5, §4.7).

    Per action (aggregated variants): ``l_a = -min(w_a A_a, clip(w_a, 1-eps_low, 1+eps_high) A_a)``,
    differentiated through w_a (one ratio and one clipping decision per action); with token-level
    advantages the token mean of ``-min(w_a A_i, clip(w_a) A_i)``. ``token``: the per-token clipped loss
    with token ratios. The optional dual clip bounds ``l <= -c A`` for ``A < 0``. ``gspo`` is the
    ``mean`` ratio with log s clamped at 10 and no dual clip (``gspo_unit="trajectory"`` merges each
    trajectory into one unit); ``stppo`` is Turn-PPO (the ``mean`` ratio, no dual clip; see
    :func:`stppo_clip_bias_objective` for its correction). The result is aggregated as described in
    the module docstring.

    Args:
        logp: ``(N, R)`` current log-probs (differentiable; promoted to float32 if half).
        old_logp: ``(N, R)`` rollout log-probs.
        advantages: ``(S,)`` per action (flat order) or ``(N, R)`` per token.
        segment_ids: ``(N, R)`` segment ids.
        variant: one of :data:`RATIO_VARIANTS`.
        eps: clip range, symmetric or ``(eps_low, eps_high)``.
        dual_clip: dual-clip constant c > 1, or None.
        agg: one of :data:`AGGREGATIONS`.
        mu: centre for ``action_aware`` (mini-batch scope); ``None``: this call's token mean.
        global_count: normaliser of the whole mini-batch (see :func:`aggregate_loss`).
        world_size: data-parallel processes whose gradients are averaged.
        traj_ids: ``(S,)`` trajectory per segment, for ``trajectory_mean_token_mean`` and
            ``gspo_unit="trajectory"``.
        traj_token_counts: ``(S,)`` mini-batch action-token count of each segment's trajectory.
        gspo_unit: ``"action"`` or ``"trajectory"`` (``gspo`` only).

    Returns:
        ``(loss, metrics)``: the 0-dim loss and detached 0-dim diagnostics (module docstring).
    """
    _check_variant(variant)
    low, high = _eps_pair(eps)
    if dual_clip is not None and (variant in ("gspo", "stppo") or not dual_clip > 1.0):
        raise ConfigError(
            f"dual_clip must be None or a float > 1, and is not defined for {variant!r} (GSPO and ST-PPO "
            f"have no dual clip); got dual_clip={dual_clip!r}."
        )
    if gspo_unit not in ("action", "trajectory"):
        raise ConfigError(f"gspo_unit must be 'action' or 'trajectory'; got {gspo_unit!r}.")
    layout = segment_layout(segment_ids)
    _check_token_shape(logp, segment_ids, "logp")
    _check_token_shape(old_logp, segment_ids, "old_logp")
    z = _masked_log_ratio(logp, old_logp, layout.is_action)
    dtype, device = z.dtype, z.device
    traj = None if traj_ids is None else _encode_ids(traj_ids, layout.num_segments, device, "traj_ids")

    per_segment_adv = isinstance(advantages, Tensor) and advantages.dim() == 1
    if per_segment_adv:
        _check_segment_shape(advantages, layout, "advantages (per segment)")
        segment_adv = _float(advantages).to(dtype).detach()
        token_adv = None
    else:
        _check_token_shape(advantages, segment_ids, "advantages (per token)")
        segment_adv = None
        token_adv = torch.where(layout.is_action, _float(advantages).to(dtype).detach(), z.new_zeros(()))

    units = layout
    if variant == "gspo" and gspo_unit == "trajectory":
        if traj is None:
            raise ConfigError("gspo_unit='trajectory' needs traj_ids (one per action segment).")
        if token_adv is None:
            token_adv = _broadcast(segment_adv, layout)
            segment_adv = None
        units = _trajectory_unit_layout(layout, traj)
        agg, traj = "action_mean_token_mean", None
    weights = _unit_weights(units, agg, dtype, global_count, world_size, traj, traj_token_counts)
    num_tokens = units.lengths.sum()

    metrics: dict[str, Tensor] = {}
    if variant == "token":
        if token_adv is None:
            token_adv = _broadcast(segment_adv, units)
        ratio = torch.exp(z.clamp(-_LOG_RATIO_CLAMP, _LOG_RATIO_CLAMP))
        objective, oor_tok, act_tok, dual_tok = _clipped_objective(ratio, token_adv, low, high, dual_clip)
        mask = units.is_action
        loss = -(_segment_sum(torch.where(mask, objective, z.new_zeros(())), units) * weights).sum()
        oor_tok, act_tok, dual_tok = oor_tok & mask, act_tok & mask, dual_tok & mask
        oor_unit = _segment_sum(oor_tok.to(dtype), units) > 0
        act_unit = _segment_sum(act_tok.to(dtype), units) > 0
        metrics["clip/oor_frac_token"] = _fraction(oor_tok.sum(), num_tokens)
        metrics["clip/act_frac_token"] = _fraction(act_tok.sum(), num_tokens)
        metrics["dual_clip_frac"] = _fraction(dual_tok.sum(), num_tokens)
        metrics["ratio_clamp_frac"] = _fraction(((z.abs() > _LOG_RATIO_CLAMP) & mask).sum(), num_tokens)
        metrics["mu"] = torch.zeros((), dtype=torch.float64, device=device)
    else:
        sums = _segment_sum(z, units)
        log_w, mu_used = _aggregated_log_ratio(sums, units.lengths, variant, mu)
        upper = _GSPO_LOG_RATIO_MAX if variant == "gspo" else _LOG_RATIO_CLAMP
        clamped = (log_w > upper) | (log_w < -_LOG_RATIO_CLAMP)
        ratio = torch.exp(log_w.clamp(-_LOG_RATIO_CLAMP, upper))
        lengths = units.lengths.to(dtype)
        if segment_adv is not None:
            objective, oor_unit, act_unit, dual_unit = _clipped_objective(ratio, segment_adv, low, high, dual_clip)
            loss = -(objective * lengths * weights).sum()
            dual_tokens = (dual_unit.to(dtype) * lengths).sum()
        else:
            token_ratio = _broadcast(ratio, units, 1.0)
            objective, _, act_tok, dual_tok = _clipped_objective(token_ratio, token_adv, low, high, dual_clip)
            mask = units.is_action
            loss = -(_segment_sum(torch.where(mask, objective, z.new_zeros(())), units) * weights).sum()
            oor_unit = (ratio > 1.0 + high) | (ratio < 1.0 - low)
            act_unit = _segment_sum((act_tok & mask).to(dtype), units) > 0
            dual_tokens = (dual_tok & mask).sum()
        metrics["clip/oor_frac_token"] = _fraction((oor_unit.to(dtype) * lengths).sum(), num_tokens)
        metrics["clip/act_frac_token"] = _fraction((act_unit.to(dtype) * lengths).sum(), num_tokens)
        metrics["dual_clip_frac"] = _fraction(torch.as_tensor(dual_tokens, device=device), num_tokens)
        metrics["ratio_clamp_frac"] = _fraction(clamped.sum(), units.num_segments)
        metrics["mu"] = mu_used.detach().double()

    num_units = units.num_segments
    metrics["clip/oor_frac"] = _fraction(oor_unit.sum(), num_units)
    metrics["clip/act_frac"] = _fraction(act_unit.sum(), num_units)
    _bucket_metrics(oor_unit, act_unit, units.lengths, metrics)
    z_action = z.detach()[units.is_action]
    metrics["log_ratio_mean"] = _fraction(z_action.sum(), num_tokens)
    metrics["log_ratio_abs_mean"] = _fraction(z_action.abs().sum(), num_tokens)
    metrics["num_actions"] = torch.tensor(float(num_units), dtype=torch.float64, device=device)
    metrics["num_tokens"] = num_tokens.double()
    return loss, {key: value.detach() for key, value in metrics.items()}


def stppo_clip_bias_objective(
    logp: Tensor,
    old_logp: Tensor,
    advantages: Tensor,
    segment_ids: Tensor,
    *,
    eps: float | tuple[float, float],
    agg: str = "action_mean_token_mean",
    global_count: float | None = None,
    world_size: int = 1,
    traj_ids: Tensor | Sequence[Hashable] | None = None,
    traj_token_counts: Tensor | None = None,
) -> Tensor:
    """ST-PPO's clipping-bias term (§4.7): ``sum_{(k,i) in K} q_{k,i} w_k(theta) A_i`` with K held fixed.

    K is the set of (turn, token) terms whose clipped branch is strictly selected (decided on detached
    values), w_k the turn's geometric-mean ratio, q the aggregator's token weights. Its gradient is
    C(theta): accumulate it over the optimizer step (a second backward into a separate buffer), take
    the L2 norm over all actor parameters, and scale the Turn-PPO gradient by
    :func:`stppo_gradient_scale`. Arguments as :func:`policy_loss`.

    Returns:
        The 0-dim objective (0 with no gradient path when nothing is clipped).
    """
    low, high = _eps_pair(eps)
    layout = segment_layout(segment_ids)
    _check_token_shape(logp, segment_ids, "logp")
    _check_token_shape(old_logp, segment_ids, "old_logp")
    z = _masked_log_ratio(logp, old_logp, layout.is_action)
    traj = None if traj_ids is None else _encode_ids(traj_ids, layout.num_segments, z.device, "traj_ids")
    weights = _unit_weights(layout, agg, z.dtype, global_count, world_size, traj, traj_token_counts)
    if advantages.dim() == 1:
        _check_segment_shape(advantages, layout, "advantages (per segment)")
        token_adv = _broadcast(_float(advantages).to(z.dtype).detach(), layout)
    else:
        _check_token_shape(advantages, segment_ids, "advantages (per token)")
        token_adv = torch.where(layout.is_action, _float(advantages).to(z.dtype).detach(), z.new_zeros(()))
    log_w, _ = _aggregated_log_ratio(_segment_sum(z, layout), layout.lengths, "stppo", None)
    ratio = _broadcast(torch.exp(log_w.clamp(-_LOG_RATIO_CLAMP, _LOG_RATIO_CLAMP)), layout, 1.0)
    _, act = clipping_indicators(ratio.detach(), token_adv, (low, high))
    act = act & layout.is_action
    terms = torch.where(act, ratio * token_adv, z.new_zeros(()))
    return (_segment_sum(terms, layout) * weights).sum()


def stppo_gradient_scale(clip_bias_grad_norm: float, floor: float = 1.0) -> float:
    """Factor ``1 / max(||C||_2, floor)`` applied to the Turn-PPO gradient (§4.7, tau_C = ``floor``)."""
    if not floor > 0:
        raise ConfigError(f"stppo_norm_floor must be > 0; got {floor!r}.")
    return 1.0 / max(float(clip_bias_grad_norm), float(floor))


# ----------------------------------------------------------------------------------------------------
# KL and critic
# ----------------------------------------------------------------------------------------------------


def kl_penalty(logp: Tensor, ref_logp: Tensor, mask: Tensor, kind: str = "k3") -> Tensor:
    """Per-token KL estimate of KL(pi_theta || pi_ref) (§2.6, §4.2), 0 on non-action tokens.

    ``k1 = logp - ref_logp``; ``k2 = (logp - ref_logp)**2 / 2``; ``k3 = exp(d) - d - 1`` with
    ``d = clamp(ref_logp - logp, -20, 20)``, clamped to [-10, 10]. Aggregate with :func:`aggregate_loss`
    (k3/k2 as a loss term), or subtract ``beta * k1`` from the token rewards (KL-in-reward, using
    ``logp = old_logp``).

    Args:
        logp: ``(N, R)`` current (or rollout) log-probs.
        ref_logp: ``(N, R)`` reference-policy log-probs.
        mask: ``(N, R)`` bool action mask or integer segment ids.
        kind: ``"k1"``, ``"k2"`` or ``"k3"``.

    Returns:
        ``(N, R)`` per-token penalty.
    """
    mask = _action_mask(mask)
    if logp.shape != ref_logp.shape or logp.shape != mask.shape:
        raise RolloutBatchError(
            f"logp {tuple(logp.shape)}, ref_logp {tuple(ref_logp.shape)} and mask {tuple(mask.shape)} differ."
        )
    logp, ref_logp = _float(logp), _float(ref_logp)
    dtype = torch.promote_types(logp.dtype, ref_logp.dtype)
    diff = logp.to(dtype) - ref_logp.to(dtype)
    if kind == "k1":
        kappa = diff
    elif kind == "k2":
        kappa = 0.5 * diff * diff
    elif kind == "k3":
        d = (-diff).clamp(-20.0, 20.0)
        kappa = (torch.exp(d) - d - 1.0).clamp(-10.0, 10.0)
    else:
        raise ConfigError(f"Unknown KL estimator {kind!r}. Supported: ['k1', 'k2', 'k3'].")
    return torch.where(mask, kappa, torch.zeros_like(kappa))


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
        segment_ids: for ``(N, R)`` inputs: aggregate with :func:`aggregate_loss` (token mean per
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


# ----------------------------------------------------------------------------------------------------
# Advantage-estimator registry
# ----------------------------------------------------------------------------------------------------


@dataclass(frozen=True)
class StepBatch:
    """Everything an advantage estimator may read, per action segment (flat order) and per token.

    Attributes:
        segment_ids: ``(N, R)`` segment ids.
        rewards: ``(S,)`` step rewards.
        traj_ids: ``(S,)`` trajectory ids.
        step_index: ``(S,)`` step of each action in its trajectory (0..T-1).
        values: ``(S,)`` boundary values (action-level GAE).
        token_values: ``(N, R)`` values before each token (token-level GAE).
        group_ids: ``(S,)`` task groups (group baselines).
        anchor_keys: ``(S,)`` anchor-state keys (GiGPO).
        terminated: ``(S,)`` bool, read on last steps.
        truncated: ``(S,)`` bool, read on last steps.
        bootstrap_values: ``(S,)`` V(s_T), read on the last step of truncated trajectories.
        token_kl: ``(N, R)`` ``log pi_old - log pi_ref`` per token (KL-in-reward).
    """

    segment_ids: Tensor
    rewards: Tensor
    traj_ids: Tensor | Sequence[Hashable]
    step_index: Tensor
    values: Tensor | None = None
    token_values: Tensor | None = None
    group_ids: Tensor | Sequence[Hashable] | None = None
    anchor_keys: Tensor | Sequence[Hashable] | None = None
    terminated: Tensor | None = None
    truncated: Tensor | None = None
    bootstrap_values: Tensor | None = None
    token_kl: Tensor | None = None


@dataclass(frozen=True)
class AdvantageParams:
    """Scalar hyperparameters of the advantage estimators, with the spec's defaults (§5)."""

    gamma: float = 0.99
    lam: float = 1.0
    whiten_advantages: bool = True
    bootstrap_truncated: bool = False
    grpo_scale_by_std: bool = True
    gigpo_gamma: float = 0.95
    gigpo_omega: float = 1.0
    gigpo_norm: str = "mean_std"
    rfpp_gamma: float = 1.0
    rfpp_link_steps: bool = True
    kl_in_reward_coef: float = 0.0


@dataclass(frozen=True)
class AdvantageResult:
    """What every estimator returns.

    Attributes:
        token_advantages: ``(N, R)`` advantages used by the policy loss (whitened if the method does).
        segment_advantages: ``(S,)`` per-action advantages when the method defines one per action
            (else None).
        segment_returns: ``(S,)`` critic targets at action boundaries (action-level GAE only).
        token_returns: ``(N, R)`` critic targets per action token (token-level GAE only).
    """

    token_advantages: Tensor
    segment_advantages: Tensor | None = None
    segment_returns: Tensor | None = None
    token_returns: Tensor | None = None


def _require(batch: StepBatch, name: str, estimator: str) -> Any:
    value = getattr(batch, name)
    if value is None:
        raise ConfigError(f"Advantage estimator {estimator!r} needs StepBatch.{name}; it is None.")
    return value


def _kl_adjusted_rewards(batch: StepBatch, params: AdvantageParams) -> tuple[Tensor, Tensor]:
    """(segment rewards, token rewards) with KL-in-reward applied when asked for."""
    rewards = _float(batch.rewards)
    token_rewards = segment_rewards_to_tokens(rewards, batch.segment_ids)
    if params.kl_in_reward_coef:
        token_kl = _require(batch, "token_kl", "kl_in_reward")
        penalty = params.kl_in_reward_coef * torch.where(
            batch.segment_ids >= 0, _float(token_kl).to(rewards.dtype), rewards.new_zeros(())
        )
        token_rewards = token_rewards - penalty
        rewards = rewards - segment_sum(penalty, batch.segment_ids)
    return rewards, token_rewards


def _bootstrap_args(batch: StepBatch, params: AdvantageParams) -> dict[str, Tensor | None]:
    if not params.bootstrap_truncated:
        return {}
    return {
        "truncated": _require(batch, "truncated", "bootstrap_truncated"),
        "bootstrap_values": _require(batch, "bootstrap_values", "bootstrap_truncated"),
        "terminated": batch.terminated,
    }


def _estimate_action_gae(batch: StepBatch, params: AdvantageParams) -> AdvantageResult:
    rewards, _ = _kl_adjusted_rewards(batch, params)
    values = _require(batch, "values", "action_gae")
    advantages, returns = step_gae(
        rewards,
        values,
        batch.traj_ids,
        batch.step_index,
        gamma=params.gamma,
        lam=params.lam,
        **_bootstrap_args(batch, params),
    )
    if params.whiten_advantages:
        advantages = whiten(advantages)
    return AdvantageResult(broadcast_to_tokens(advantages, batch.segment_ids), advantages, returns, None)


def _estimate_token_gae(batch: StepBatch, params: AdvantageParams) -> AdvantageResult:
    _, token_rewards = _kl_adjusted_rewards(batch, params)
    token_values = _require(batch, "token_values", "token_gae")
    advantages, returns = token_gae(
        token_rewards,
        token_values,
        batch.segment_ids,
        batch.traj_ids,
        batch.step_index,
        gamma=params.gamma,
        lam=params.lam,
        **_bootstrap_args(batch, params),
    )
    if params.whiten_advantages:
        advantages = whiten(advantages, batch.segment_ids, eps_inside_sqrt=True)
    return AdvantageResult(advantages, None, None, returns)


def _estimate_grpo(batch: StepBatch, params: AdvantageParams) -> AdvantageResult:
    rewards, _ = _kl_adjusted_rewards(batch, params)
    advantages = grpo_advantages(
        rewards,
        _require(batch, "group_ids", "grpo"),
        traj_ids=batch.traj_ids,
        scale_by_std=params.grpo_scale_by_std,
    )
    return AdvantageResult(broadcast_to_tokens(advantages, batch.segment_ids), advantages)


def _estimate_rloo(batch: StepBatch, params: AdvantageParams) -> AdvantageResult:
    rewards, _ = _kl_adjusted_rewards(batch, params)
    advantages = rloo_advantages(rewards, _require(batch, "group_ids", "rloo"), traj_ids=batch.traj_ids)
    return AdvantageResult(broadcast_to_tokens(advantages, batch.segment_ids), advantages)


def _estimate_reinforce_pp(batch: StepBatch, params: AdvantageParams) -> AdvantageResult:
    _, token_rewards = _kl_adjusted_rewards(batch, params)
    advantages = reinforce_pp_advantages(
        token_rewards,
        batch.segment_ids,
        batch.traj_ids,
        batch.step_index,
        gamma=params.rfpp_gamma,
        link_steps=params.rfpp_link_steps,
        whiten_advantages=params.whiten_advantages,
    )
    return AdvantageResult(advantages)


def _estimate_reinforce_pp_baseline(batch: StepBatch, params: AdvantageParams) -> AdvantageResult:
    _, token_rewards = _kl_adjusted_rewards(batch, params)
    advantages = reinforce_pp_advantages(
        token_rewards,
        batch.segment_ids,
        batch.traj_ids,
        batch.step_index,
        group_ids=_require(batch, "group_ids", "reinforce_pp_baseline"),
        gamma=params.rfpp_gamma,
        link_steps=params.rfpp_link_steps,
        whiten_advantages=params.whiten_advantages,
    )
    return AdvantageResult(advantages)


def _estimate_gigpo(batch: StepBatch, params: AdvantageParams) -> AdvantageResult:
    rewards, _ = _kl_adjusted_rewards(batch, params)
    advantages = gigpo_advantages(
        rewards,
        batch.traj_ids,
        batch.step_index,
        _require(batch, "group_ids", "gigpo"),
        _require(batch, "anchor_keys", "gigpo"),
        gamma=params.gigpo_gamma,
        omega=params.gigpo_omega,
        norm=params.gigpo_norm,
    )
    return AdvantageResult(broadcast_to_tokens(advantages, batch.segment_ids), advantages)


AdvantageEstimator = Callable[[StepBatch, AdvantageParams], AdvantageResult]

ADVANTAGE_ESTIMATORS: dict[str, AdvantageEstimator] = {
    "action_gae": _estimate_action_gae,
    "token_gae": _estimate_token_gae,
    "grpo": _estimate_grpo,
    "rloo": _estimate_rloo,
    "reinforce_pp": _estimate_reinforce_pp,
    "reinforce_pp_baseline": _estimate_reinforce_pp_baseline,
    "gigpo": _estimate_gigpo,
}
"""Advantage estimators by name; all share ``(StepBatch, AdvantageParams) -> AdvantageResult``.

``action_gae``: CAPO (§2.1-2.2); ``token_gae``: PPO and ST-PPO (§4.1); ``grpo``: GRPO and GSPO (§4.3,
§4.5; Dr. GRPO with ``grpo_scale_by_std=False``); ``rloo`` (§4.4); ``reinforce_pp`` and
``reinforce_pp_baseline`` (§4.2); ``gigpo`` (§4.6).
"""


def get_advantage_estimator(name: str) -> AdvantageEstimator:
    """Return the registered estimator ``name``.

    Raises:
        ConfigError: for an unknown name, listing the supported ones.
    """
    try:
        return ADVANTAGE_ESTIMATORS[name]
    except KeyError:
        close = difflib.get_close_matches(str(name), ADVANTAGE_ESTIMATORS, n=1)
        hint = f" Did you mean {close[0]!r}?" if close else ""
        raise ConfigError(
            f"Unknown advantage estimator {name!r}. Supported: {sorted(ADVANTAGE_ESTIMATORS)}.{hint}"
        ) from None
