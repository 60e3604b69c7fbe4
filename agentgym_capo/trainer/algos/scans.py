"""Id coding, trajectory timelines and discounted backward scans shared by the advantage estimators.

Trajectory metadata (``traj_ids``, ``group_ids``, ``anchor_keys``) may be integer tensors or sequences of
hashables; only equality matters, so :func:`_encode_ids` maps them to dense codes. Action-level data is
placed on a time-major (steps x trajectories) grid rebuilt from (``traj_id``, ``step_index``), whose step
indices must be exactly 0..T-1 per trajectory (docs/algorithms.md §1.2); token-level data on a
(trajectories x action tokens) timeline that skips observation tokens (§4.1).

Choice (docs/algorithms.md §7, item 9): discounted sums run as a blocked matrix scan over the padded
grid, exact up to float rounding and fast for any length; up to ``_SCAN_LOOP_MAX`` steps a column loop
keeps the operation order of a plain loop.
"""

from __future__ import annotations

from collections.abc import Hashable, Sequence
from typing import Any, NamedTuple

import torch
from torch import Tensor

from agentgym_capo.errors import ConfigError, RolloutBatchError
from agentgym_capo.trainer.algos.segments import segment_layout

_SCAN_BLOCK = 128
_SCAN_LOOP_MAX = 64


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
