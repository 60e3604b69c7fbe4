"""ST-PPO's clipping-bias correction (docs/algorithms.md §4.7); its Turn-PPO loss is the ``stppo`` variant.

Choice (docs/algorithms.md §7, item 5): the correction cannot live inside one loss call, because its
norm is over a whole optimizer step. :func:`stppo_clip_bias_objective` gives the scalar whose gradient
is C(theta) for one micro-batch; the trainer accumulates that gradient over the step and scales the
Turn-PPO gradient by :func:`stppo_gradient_scale`, ``1/max(||C||, tau_C)``.
"""

from __future__ import annotations

from collections.abc import Hashable, Sequence

import torch
from torch import Tensor

from agentgym_capo.errors import ConfigError
from agentgym_capo.trainer.algos.aggregation import _unit_weights
from agentgym_capo.trainer.algos.diagnostics import _eps_pair, clipping_indicators
from agentgym_capo.trainer.algos.ratios import _masked_log_ratio, _variant_log_ratio
from agentgym_capo.trainer.algos.registry import LOG_RATIO_CLAMP, get_policy_loss
from agentgym_capo.trainer.algos.scans import _encode_ids
from agentgym_capo.trainer.algos.segments import (
    _broadcast,
    _check_token_shape,
    _segment_sum,
    _split_advantages,
    segment_layout,
)

__all__ = ["stppo_clip_bias_objective", "stppo_gradient_scale"]


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
    :func:`stppo_gradient_scale`. Arguments as
    :func:`~agentgym_capo.trainer.algos.policy_loss.policy_loss`.

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
    segment_adv, token_adv = _split_advantages(advantages, layout, segment_ids, z.dtype)
    if token_adv is None:
        token_adv = _broadcast(segment_adv, layout)
    turn = get_policy_loss("stppo")
    log_w, _ = _variant_log_ratio(_segment_sum(z, layout), layout.lengths, turn, None)
    ratio = _broadcast(torch.exp(log_w.clamp(-LOG_RATIO_CLAMP, turn.log_ratio_max)), layout, 1.0)
    _, act = clipping_indicators(ratio.detach(), token_adv, (low, high))
    act = act & layout.is_action
    terms = torch.where(act, ratio * token_adv, z.new_zeros(()))
    return (_segment_sum(terms, layout) * weights).sum()


def stppo_gradient_scale(clip_bias_grad_norm: float, floor: float = 1.0) -> float:
    """Factor ``1 / max(||C||_2, floor)`` applied to the Turn-PPO gradient (§4.7, tau_C = ``floor``)."""
    if not floor > 0:
        raise ConfigError(f"stppo_norm_floor must be > 0; got {floor!r}.")
    return 1.0 / max(float(clip_bias_grad_norm), float(floor))
