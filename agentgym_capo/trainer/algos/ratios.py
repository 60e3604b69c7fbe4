"""Importance ratios: token log-ratios (paper Eq. 2), the length-scaled family and CAPO's action-aware ratio.

With ``z_{a,i} = log pi_theta - log pi_old`` on the tokens of action a and ``S_a = sum_i z_{a,i}``:

- length-scaled family (docs/algorithms.md §3.1): ``log w_a = S_a / L_a**alpha`` (``product`` 0,
  ``sqrt`` 1/2, ``mean`` = ``gspo`` = ``stppo`` 1), :func:`length_scaled_log_ratio`;
- CAPO's action-aware ratio (paper Eq. 3, §2.3): ``log w_a = mu + (S_a - L_a*mu) / sqrt(L_a)`` with the
  stop-gradient token mean ``mu`` of :func:`action_aware_mu`, :func:`action_aware_ratio`.

Every function here takes per-action sums and lengths, so the same lines serve one loss call, a
mini-batch pre-pass (``mu_scope="minibatch"``: the trainer sums :func:`log_ratio_sums` over the
micro-batches and processes of an optimizer step and calls :func:`action_aware_mu` on the totals) and the
loop reference (:mod:`agentgym_capo.trainer.algos.reference`). Log-probabilities in half precision are
promoted to float32 before any ratio is formed: CAPO clips at 1e-3, below bfloat16's resolution.
"""

from __future__ import annotations

import torch
from torch import Tensor

from agentgym_capo.trainer.algos.registry import PolicyLossVariant
from agentgym_capo.trainer.algos.segments import _float

__all__ = ["action_aware_mu", "action_aware_ratio", "length_scaled_log_ratio", "log_ratio_sums"]


def _masked_log_ratio(logp: Tensor, old_logp: Tensor, is_action: Tensor) -> Tensor:
    """Token log-ratios ``z = log pi_theta - log pi_old`` (paper Eq. 2 in log form), 0 off actions."""
    logp, old_logp = _float(logp), _float(old_logp)
    dtype = torch.promote_types(logp.dtype, old_logp.dtype)
    z = logp.to(dtype) - old_logp.to(dtype)
    return torch.where(is_action, z, torch.zeros_like(z))


def _length_power(lengths: Tensor, alpha: float) -> Tensor:
    if alpha == 0.0:
        return torch.ones_like(lengths)
    if alpha == 1.0:
        return lengths
    if alpha == 0.5:
        return torch.sqrt(lengths)
    return lengths.pow(alpha)


def action_aware_mu(log_ratio_sum: Tensor, num_tokens: Tensor) -> Tensor:
    """The centre of the action-aware ratio (paper Eq. 3): ``mu = sg(sum_b S_b / sum_b L_b)``.

    Args:
        log_ratio_sum: 0-dim sum of z over the action tokens of the set of actions the mean is taken
            over (one loss call, or a whole mini-batch summed over micro-batches and processes).
        num_tokens: 0-dim number of those action tokens.

    Returns:
        The detached 0-dim token-weighted mean log-ratio; 0 when there are no action tokens.
    """
    return (log_ratio_sum / num_tokens).detach() if float(num_tokens) > 0 else log_ratio_sum.new_zeros(())


def action_aware_ratio(
    sums: Tensor, lengths: Tensor, mu: Tensor | float | None = None
) -> tuple[Tensor, Tensor]:
    """CAPO's length-calibrated action ratio (paper Eq. 3, docs/algorithms.md §2.3), in log form.

    ``log w_a = mu + (S_a - L_a * mu) / sqrt(L_a)``: the token log-ratios are centred on the batch mean,
    summed over the action, scaled by ``1/sqrt(L_a)``, and the mean is restored. ``mu`` carries no
    gradient, so ``d log w_a / d z_{a,i} = 1/sqrt(L_a)``. For ``L_a = 1`` this is the token ratio.

    Args:
        sums: ``(S,)`` per-action sums ``S_a`` of the token log-ratios (differentiable).
        lengths: ``(S,)`` action lengths ``L_a``.
        mu: the centre (e.g. the mini-batch value of :func:`action_aware_mu`); ``None``: the
            token-weighted mean over these actions. Always detached.

    Returns:
        ``(log_w, mu)``: ``(S,)`` unclamped log-ratios and the 0-dim centre used.
    """
    lengths = lengths.to(sums.dtype)
    if mu is None:
        mu_t = action_aware_mu(sums.sum(), lengths.sum())
    else:
        mu_t = torch.as_tensor(mu, dtype=sums.dtype, device=sums.device).detach()
    return mu_t + (sums - lengths * mu_t) / torch.sqrt(lengths), mu_t


def length_scaled_log_ratio(sums: Tensor, lengths: Tensor, *, alpha: float) -> tuple[Tensor, Tensor]:
    """The length-scaled family ``log w_a = S_a / L_a**alpha`` (docs/algorithms.md §3.1).

    ``alpha = 0`` is the exact action likelihood ratio (``product``), ``1`` the geometric mean (``mean``,
    GSPO's and Turn-PPO's ratio), ``1/2`` plain square-root aggregation (``sqrt``).

    Returns:
        ``(log_w, 0)``: ``(S,)`` unclamped log-ratios and a 0-dim zero (no centre).
    """
    lengths = lengths.to(sums.dtype)
    return sums / _length_power(lengths, alpha), sums.new_zeros(())


def _variant_log_ratio(
    sums: Tensor, lengths: Tensor, variant: PolicyLossVariant, mu: Tensor | float | None
) -> tuple[Tensor, Tensor]:
    """``log w`` of an aggregated variant from its registry record; returns (log_w, mu used)."""
    assert variant.alpha is not None, "token ratios are not aggregated"
    if variant.centred:
        return action_aware_ratio(sums, lengths, mu)
    return length_scaled_log_ratio(sums, lengths, alpha=variant.alpha)


def log_ratio_sums(logp: Tensor, old_logp: Tensor, segment_ids: Tensor) -> tuple[Tensor, Tensor]:
    """Detached (sum of z over action tokens, number of action tokens) of one micro-batch.

    Summed over all micro-batches (and processes) of an optimizer step, :func:`action_aware_mu` of the
    totals is the mini-batch ``mu`` of §2.3 (``mu_scope="minibatch"``) to pass to ``policy_loss``.
    """
    is_action = segment_ids >= 0
    with torch.no_grad():
        z = _masked_log_ratio(logp.detach(), old_logp.detach(), is_action)
        return z.sum(), is_action.sum().to(z.dtype)
