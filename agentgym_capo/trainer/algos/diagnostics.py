"""Clipping diagnostics of the policy loss: out-of-range and active clipping, per length bucket.

:func:`~agentgym_capo.trainer.algos.policy_loss.policy_loss` returns these as detached 0-dim tensors
(docs/algorithms.md §3.3):

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
"""

from __future__ import annotations

import torch
from torch import Tensor

from agentgym_capo.errors import ConfigError

__all__ = ["LENGTH_BUCKETS", "clipping_indicators", "length_bucket_labels"]

LENGTH_BUCKETS: tuple[int, ...] = (8, 16, 32, 64, 128, 256)
"""Upper edges of the action-length buckets of §3.3; the last bucket is 257+."""


def length_bucket_labels() -> list[str]:
    """Labels of the action-length buckets, e.g. ``["1-8", "9-16", ..., "257+"]``."""
    labels, low = [], 1
    for high in LENGTH_BUCKETS:
        labels.append(f"{low}-{high}")
        low = high + 1
    labels.append(f"{low}+")
    return labels


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
