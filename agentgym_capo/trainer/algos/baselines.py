"""Critic-free advantages: GRPO, RLOO, REINFORCE++ (with and without baseline) and GiGPO.

Sections: docs/algorithms.md §4.0 (trajectory score, groups), §4.2-§4.4, §4.6.

Choice (docs/algorithms.md §7, item 4): group baselines take per-segment rewards and ``traj_ids``; the
trajectory score R is the sum of its segments' rewards, and group statistics use one value per
trajectory. With ``traj_ids=None`` every element is its own trajectory, so they can be called with one
score per trajectory directly. Every trajectory must have a single group id.
"""

from __future__ import annotations

import difflib
from collections.abc import Hashable, Sequence
from typing import NamedTuple

import torch
from torch import Tensor

from agentgym_capo.errors import ConfigError, RolloutBatchError
from agentgym_capo.trainer.algos.gae import whiten
from agentgym_capo.trainer.algos.scans import (
    _Codes,
    _encode_ids,
    _label,
    _reverse_discounted_cumsum,
    _reverse_scan_time_major_,
    _step_grid,
    _StepGrid,
    _timeline_grid,
    _timeline_traj_codes,
    _token_timeline,
)
from agentgym_capo.trainer.algos.segments import _action_mask, _float

__all__ = ["gigpo_advantages", "grpo_advantages", "reinforce_pp_advantages", "rloo_advantages"]


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
            (as :func:`.gae.token_gae`).
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
