"""Critic-based advantages: CAPO's action-level GAE (paper Eq. 1), PPO's token-level GAE, whitening.

:func:`action_gae` runs GAE over the interaction steps of each trajectory (gamma and lambda per step);
:func:`token_gae` over the concatenated action tokens (gamma and lambda per token). Both return raw
advantages and returns; :func:`whiten` normalises them. The plain-loop form of Eq. 1 is
:func:`agentgym_capo.trainer.algos.reference.action_gae_reference`. Sections: docs/algorithms.md §2.1,
§2.2, §4.1.

Choices (docs/algorithms.md §7, items 1-3):

1. Both GAEs read ``truncated``/``bootstrap_values`` on the last step of each trajectory only;
   ``terminated`` (optional) wins over ``truncated``. Passing ``truncated`` without
   ``bootstrap_values`` is an error (nothing to bootstrap from).
2. :func:`token_gae` accepts either a boolean ``response_mask`` with ``traj_ids``/``step_index`` per row
   (rows of a trajectory are ordered by ``step_index``, distinct within a trajectory; in an accumulated
   transcript pass the row's first step) or integer ``segment_ids`` in place of the mask with the
   metadata per segment. Inside a row tokens keep their column order.
3. :func:`whiten`: the action-level form (§2.2) divides by ``std + eps``; the token form (§4.1) by
   ``sqrt(var + eps)`` (``eps_inside_sqrt=True``). Fewer than two elements: only the mean is removed.
   Masked positions are set to 0. Statistics are local to the call (the trainer gathers across
   processes before calling, if it runs several).
"""

from __future__ import annotations

from collections.abc import Hashable, Sequence

import torch
from torch import Tensor

from agentgym_capo.errors import RolloutBatchError
from agentgym_capo.trainer.algos.scans import (
    _bootstrap_terms,
    _dense_gae,
    _reverse_scan_time_major_,
    _step_grid,
    _timeline_grid,
    _timeline_traj_codes,
    _token_timeline,
)
from agentgym_capo.trainer.algos.segments import _action_mask, _float

__all__ = ["action_gae", "step_gae", "token_gae", "whiten"]


def action_gae(
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
    """CAPO's action-level GAE over the interaction steps of each trajectory (paper Eq. 1, docs §2.1).

    ``delta_t = r_t + gamma * V_{t+1} - V_t``, ``A_t = delta_t + gamma * lam * A_{t+1}``, with
    ``V_T = 0`` unless the trajectory was truncated (and not terminated) and bootstrapping is asked for,
    then ``V_T = bootstrap_values`` of its last step. gamma and lambda act per interaction step, never
    per token. Vectorised: the TD errors of all trajectories are laid on a time-major
    (steps x trajectories) grid and one backward scan with discount ``gamma * lam`` gives every A_t;
    the loop form is :func:`~agentgym_capo.trainer.algos.reference.action_gae_reference`.

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


step_gae = action_gae
"""The earlier name of :func:`action_gae` (kept: callers and tests use it)."""


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
            see :func:`.segments.segment_rewards_to_tokens`, possibly minus a KL penalty).
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
