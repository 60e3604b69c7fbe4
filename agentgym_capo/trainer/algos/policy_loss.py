"""Clipped policy losses: CAPO's objective (paper Eq. 4) and every registered ratio variant.

One function, :func:`policy_loss`, serves every variant of
:data:`~agentgym_capo.trainer.algos.registry.POLICY_LOSSES`; it reads the variant's record (token or
aggregated ratio, centring, clamp, dual clip, trajectory units) instead of branching on names. The
per-action term is :func:`capo_objective`, the min of Eq. 4, with ties at the clip boundary selecting
the unclipped branch. Sections: docs/algorithms.md §2.4 (objective and gradient), §3.1 (variants),
§3.2 (token-level advantages with an action ratio), §4.0 (token loss, dual clip), §4.5 (GSPO), §4.7
(Turn-PPO). Diagnostics: :mod:`agentgym_capo.trainer.algos.diagnostics`; aggregation:
:mod:`agentgym_capo.trainer.algos.aggregation`.

Choice (docs/algorithms.md §7, item 6): GSPO with ``gspo_unit="trajectory"`` treats all action tokens
of a trajectory as one unit (needs ``traj_ids`` per segment); the aggregator then counts units in place
of actions.
"""

from __future__ import annotations

from collections.abc import Hashable, Sequence
from typing import NamedTuple

import torch
from torch import Tensor

from agentgym_capo.errors import ConfigError
from agentgym_capo.trainer.algos.aggregation import _trajectory_unit_layout, _unit_weights
from agentgym_capo.trainer.algos.diagnostics import _bucket_metrics, _eps_pair, _fraction
from agentgym_capo.trainer.algos.ratios import _masked_log_ratio, _variant_log_ratio
from agentgym_capo.trainer.algos.registry import (
    GSPO_UNITS,
    LOG_RATIO_CLAMP,
    POLICY_LOSSES,
    PolicyLossVariant,
    get_policy_loss,
)
from agentgym_capo.trainer.algos.scans import _encode_ids
from agentgym_capo.trainer.algos.segments import (
    SegmentLayout,
    _broadcast,
    _check_token_shape,
    _segment_sum,
    _split_advantages,
    segment_layout,
)

__all__ = ["ClippedObjective", "action_log_ratio", "capo_objective", "policy_loss"]


class ClippedObjective(NamedTuple):
    """The clipped surrogate and where clipping applies, elementwise.

    Attributes:
        objective: ``min(w A, clip(w) A)`` (to maximise; the loss is its negated aggregate).
        out_of_range: ``w`` outside ``[1-eps_low, 1+eps_high]``.
        active: the clipped branch is strictly selected (it then carries no gradient).
    """

    objective: Tensor
    out_of_range: Tensor
    active: Tensor


def capo_objective(ratio: Tensor, advantages: Tensor, eps: float | tuple[float, float]) -> ClippedObjective:
    """CAPO's action-aligned objective, per action (paper Eq. 4, docs/algorithms.md §2.4).

    ``J_a = min(w_a A_a, clip(w_a, 1-eps_low, 1+eps_high) A_a)`` with ``w_a`` the action-aware ratio of
    :func:`~agentgym_capo.trainer.algos.ratios.action_aware_ratio` and ``A_a`` the action advantage of
    :func:`~agentgym_capo.trainer.algos.gae.action_gae`. The branch is chosen on values: where the
    clipped branch is strictly smaller (``A > 0`` and ``w > 1+eps_high``, or ``A < 0`` and
    ``w < 1-eps_low``) the term is the constant ``clip(w) A`` (no gradient); otherwise ``w A``, whose
    gradient is ``w A / sqrt(L) * sum_i grad log pi`` (paper Eq. 5). Ties select ``w A``. The same min
    is PPO's per-token surrogate when given token ratios and token advantages (the ``token`` variant).

    Args:
        ratio: ratios ``w`` (differentiable), any shape.
        advantages: advantages of the same shape (detached).
        eps: clip range, symmetric or ``(eps_low, eps_high)``.

    Returns:
        The :class:`ClippedObjective` (objective, out-of-range and active-clip indicators).
    """
    low, high = _eps_pair(eps)
    above, below = ratio > 1.0 + high, ratio < 1.0 - low
    act = ((advantages > 0) & above) | ((advantages < 0) & below)
    clipped = ratio.detach().clamp(1.0 - low, 1.0 + high)
    objective = torch.where(act, clipped * advantages, ratio * advantages)
    return ClippedObjective(objective, above | below, act)


def _clipped_objective(
    ratio: Tensor, advantages: Tensor, low: float, high: float, dual_clip: float | None
) -> tuple[Tensor, Tensor, Tensor, Tensor]:
    """:func:`capo_objective` then the dual clip (§4.0); returns (objective, oor, act, dual)."""
    objective, oor, act = capo_objective(ratio, advantages, (low, high))
    if dual_clip is None:
        dual = torch.zeros_like(act)
    else:
        bound = dual_clip * advantages
        dual = (advantages < 0) & (objective < bound)
        objective = torch.where(dual, bound, objective)
    return objective, oor, act, dual


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
        mu: for ``action_aware``, the centre to use (e.g. the mini-batch value of
            :func:`~agentgym_capo.trainer.algos.ratios.action_aware_mu`); ``None``: the token-weighted
            mean of z over this call. Always detached.

    Returns:
        ``(log_w, mu)``: ``log_w`` of shape ``(S,)`` (``(N, R)`` for ``token``) and the detached 0-dim
        centre that was used (0 for the non-centred variants).

    Raises:
        ConfigError: for an unknown variant.
    """
    spec = get_policy_loss(variant)
    layout = segment_layout(segment_ids)
    _check_token_shape(logp, segment_ids, "logp")
    _check_token_shape(old_logp, segment_ids, "old_logp")
    z = _masked_log_ratio(logp, old_logp, layout.is_action)
    if spec.per_token:
        return z, z.new_zeros(())
    return _variant_log_ratio(_segment_sum(z, layout), layout.lengths, spec, mu)


def _check_options(spec: PolicyLossVariant, dual_clip: float | None, gspo_unit: str) -> None:
    if dual_clip is not None and (not spec.dual_clip or not dual_clip > 1.0):
        no_dual = [name for name, v in POLICY_LOSSES.items() if not v.dual_clip]
        raise ConfigError(
            f"dual_clip must be None or a float > 1, and is not defined for {spec.name!r} (variants without "
            f"a dual clip: {no_dual}); got dual_clip={dual_clip!r}."
        )
    if gspo_unit not in GSPO_UNITS:
        raise ConfigError(f"gspo_unit must be one of {list(GSPO_UNITS)}; got {gspo_unit!r}.")


def _token_ratio_loss(
    z: Tensor, units: SegmentLayout, token_adv: Tensor, weights: Tensor, clip: tuple[float, float, float | None],
    metrics: dict[str, Tensor], token_weights: Tensor | None = None,
) -> tuple[Tensor, Tensor, Tensor]:
    """PPO's per-token clipped loss (§4.0); returns (loss, oor per unit, act per unit)."""
    low, high, dual_clip = clip
    dtype, num_tokens = z.dtype, units.lengths.sum()
    ratio = torch.exp(z.clamp(-LOG_RATIO_CLAMP, LOG_RATIO_CLAMP))
    objective, oor_tok, act_tok, dual_tok = _clipped_objective(ratio, token_adv, low, high, dual_clip)
    objective = objective if token_weights is None else objective * token_weights
    mask = units.is_action
    loss = -(_segment_sum(torch.where(mask, objective, z.new_zeros(())), units) * weights).sum()
    oor_tok, act_tok, dual_tok = oor_tok & mask, act_tok & mask, dual_tok & mask
    oor_unit = _segment_sum(oor_tok.to(dtype), units) > 0
    act_unit = _segment_sum(act_tok.to(dtype), units) > 0
    metrics["clip/oor_frac_token"] = _fraction(oor_tok.sum(), num_tokens)
    metrics["clip/act_frac_token"] = _fraction(act_tok.sum(), num_tokens)
    metrics["dual_clip_frac"] = _fraction(dual_tok.sum(), num_tokens)
    metrics["ratio_clamp_frac"] = _fraction(((z.abs() > LOG_RATIO_CLAMP) & mask).sum(), num_tokens)
    metrics["mu"] = torch.zeros((), dtype=torch.float64, device=z.device)
    return loss, oor_unit, act_unit


def _action_ratio_loss(
    z: Tensor, units: SegmentLayout, spec: PolicyLossVariant, mu: Tensor | float | None,
    segment_adv: Tensor | None, token_adv: Tensor | None, weights: Tensor,
    clip: tuple[float, float, float | None], metrics: dict[str, Tensor], token_weights: Tensor | None = None,
) -> tuple[Tensor, Tensor, Tensor]:
    """One ratio and one clipping decision per unit (§2.4, §3.2); returns (loss, oor, act) per unit."""
    low, high, dual_clip = clip
    dtype, num_tokens = z.dtype, units.lengths.sum()
    log_w, mu_used = _variant_log_ratio(_segment_sum(z, units), units.lengths, spec, mu)
    upper = spec.log_ratio_max
    clamped = (log_w > upper) | (log_w < -LOG_RATIO_CLAMP)
    ratio = torch.exp(log_w.clamp(-LOG_RATIO_CLAMP, upper))
    lengths = units.lengths.to(dtype)
    if segment_adv is not None:  # one advantage per action: the per-action term of Eq. 4, token-weighted
        objective, oor_unit, act_unit, dual_unit = _clipped_objective(ratio, segment_adv, low, high, dual_clip)
        mass = lengths if token_weights is None else _segment_sum(  # sum of the tokens' importance weights
            torch.where(units.is_action, token_weights.to(dtype), z.new_zeros(())), units)
        loss = -(objective * mass * weights).sum()
        dual_tokens = (dual_unit.to(dtype) * lengths).sum()
    else:  # advantages vary inside the action: token terms sharing the action's ratio (§3.2)
        token_ratio = _broadcast(ratio, units, 1.0)
        objective, _, act_tok, dual_tok = _clipped_objective(token_ratio, token_adv, low, high, dual_clip)
        objective = objective if token_weights is None else objective * token_weights
        mask = units.is_action
        loss = -(_segment_sum(torch.where(mask, objective, z.new_zeros(())), units) * weights).sum()
        oor_unit = (ratio > 1.0 + high) | (ratio < 1.0 - low)
        act_unit = _segment_sum((act_tok & mask).to(dtype), units) > 0
        dual_tokens = (dual_tok & mask).sum()
    metrics["clip/oor_frac_token"] = _fraction((oor_unit.to(dtype) * lengths).sum(), num_tokens)
    metrics["clip/act_frac_token"] = _fraction((act_unit.to(dtype) * lengths).sum(), num_tokens)
    metrics["dual_clip_frac"] = _fraction(torch.as_tensor(dual_tokens, device=z.device), num_tokens)
    metrics["ratio_clamp_frac"] = _fraction(clamped.sum(), units.num_segments)
    metrics["mu"] = mu_used.detach().double()
    return loss, oor_unit, act_unit


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
    token_weights: Tensor | None = None,
) -> tuple[Tensor, dict[str, Tensor]]:
    """The clipped policy loss for every registered variant (§2.4, §3.1, §4.0, §4.5, §4.7).

    Per action (aggregated variants): ``l_a = -min(w_a A_a, clip(w_a, 1-eps_low, 1+eps_high) A_a)``
    (:func:`capo_objective`), differentiated through w_a (one ratio and one clipping decision per
    action); with token-level advantages the token mean of ``-min(w_a A_i, clip(w_a) A_i)``. ``token``:
    the per-token clipped loss with token ratios. The optional dual clip bounds ``l <= -c A`` for
    ``A < 0``. ``gspo`` is the ``mean`` ratio with log s clamped at 10 and no dual clip
    (``gspo_unit="trajectory"`` merges each trajectory into one unit); ``stppo`` is Turn-PPO (the
    ``mean`` ratio, no dual clip; see :func:`~agentgym_capo.trainer.algos.stppo.stppo_clip_bias_objective`
    for its correction). The result is aggregated by
    :func:`~agentgym_capo.trainer.algos.aggregation.aggregate_loss`'s weights (§2.5).

    Args:
        logp: ``(N, R)`` current log-probs (differentiable; promoted to float32 if half).
        old_logp: ``(N, R)`` rollout log-probs.
        advantages: ``(S,)`` per action (flat order) or ``(N, R)`` per token.
        segment_ids: ``(N, R)`` segment ids.
        variant: a name of :data:`~agentgym_capo.trainer.algos.registry.POLICY_LOSSES`.
        eps: clip range, symmetric or ``(eps_low, eps_high)``.
        dual_clip: dual-clip constant c > 1, or None.
        agg: one of :data:`~agentgym_capo.trainer.algos.aggregation.AGGREGATIONS`.
        mu: centre for ``action_aware`` (mini-batch scope); ``None``: this call's token mean.
        global_count: normaliser of the whole mini-batch (see ``aggregate_loss``).
        world_size: data-parallel processes whose gradients are averaged.
        traj_ids: ``(S,)`` trajectory per segment, for ``trajectory_mean_token_mean`` and
            ``gspo_unit="trajectory"``.
        traj_token_counts: ``(S,)`` mini-batch action-token count of each segment's trajectory.
        gspo_unit: ``"action"`` or ``"trajectory"`` (variants with ``trajectory_unit`` only: ``gspo``).
        token_weights: ``(N, R)`` detached per-token weights multiplying each token's loss term (TRL's
            importance-sampling correction, :mod:`agentgym_capo.trainer.pipeline.importance`); aggregated variants
            scale an action's term by the sum of its tokens' weights instead of its length. None: 1.

    Returns:
        ``(loss, metrics)``: the 0-dim loss and detached 0-dim diagnostics
        (:mod:`~agentgym_capo.trainer.algos.diagnostics`).

    Raises:
        ConfigError: for an unknown variant (listing the supported ones) or an option the variant
            does not accept.
    """
    spec = get_policy_loss(variant)
    low, high = _eps_pair(eps)
    _check_options(spec, dual_clip, gspo_unit)
    layout = segment_layout(segment_ids)
    _check_token_shape(logp, segment_ids, "logp")
    _check_token_shape(old_logp, segment_ids, "old_logp")
    z = _masked_log_ratio(logp, old_logp, layout.is_action)
    dtype, device = z.dtype, z.device
    traj = None if traj_ids is None else _encode_ids(traj_ids, layout.num_segments, device, "traj_ids")

    segment_adv, token_adv = _split_advantages(advantages, layout, segment_ids, dtype)

    units = layout
    if spec.trajectory_unit and gspo_unit == "trajectory":
        if traj is None:
            raise ConfigError("gspo_unit='trajectory' needs traj_ids (one per action segment).")
        if token_adv is None:
            token_adv, segment_adv = _broadcast(segment_adv, layout), None
        units = _trajectory_unit_layout(layout, traj)
        agg, traj = "action_mean_token_mean", None
    weights = _unit_weights(units, agg, dtype, global_count, world_size, traj, traj_token_counts)
    num_tokens = units.lengths.sum()

    metrics: dict[str, Tensor] = {}
    clip = (low, high, dual_clip)
    if spec.per_token:
        token_adv = _broadcast(segment_adv, units) if token_adv is None else token_adv
        loss, oor_unit, act_unit = _token_ratio_loss(z, units, token_adv, weights, clip, metrics, token_weights)
    else:
        loss, oor_unit, act_unit = _action_ratio_loss(z, units, spec, mu, segment_adv, token_adv, weights, clip,
                                                      metrics, token_weights)

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
