"""Per-token KL estimators of KL(pi_theta || pi_ref), as a registry (docs/algorithms.md §2.6, §4.2)."""

from __future__ import annotations

from collections.abc import Callable

import torch
from torch import Tensor

from agentgym_capo.errors import RolloutBatchError
from agentgym_capo.trainer.algos.registry import lookup
from agentgym_capo.trainer.algos.segments import _action_mask, _float

__all__ = ["KL_ESTIMATORS", "kl_penalty"]


def _k1(diff: Tensor) -> Tensor:
    return diff


def _k2(diff: Tensor) -> Tensor:
    return 0.5 * diff * diff


def _k3(diff: Tensor) -> Tensor:
    d = (-diff).clamp(-20.0, 20.0)
    return (torch.exp(d) - d - 1.0).clamp(-10.0, 10.0)


KL_ESTIMATORS: dict[str, Callable[[Tensor], Tensor]] = {"k1": _k1, "k2": _k2, "k3": _k3}
"""KL estimators by name, each a function of ``logp - ref_logp`` per token."""


def kl_penalty(logp: Tensor, ref_logp: Tensor, mask: Tensor, kind: str = "k3") -> Tensor:
    """Per-token KL estimate of KL(pi_theta || pi_ref) (§2.6, §4.2), 0 on non-action tokens.

    ``k1 = logp - ref_logp``; ``k2 = (logp - ref_logp)**2 / 2``; ``k3 = exp(d) - d - 1`` with
    ``d = clamp(ref_logp - logp, -20, 20)``, clamped to [-10, 10]. Aggregate with ``aggregate_loss``
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
    kappa = lookup(KL_ESTIMATORS, kind, "KL estimator")(diff)
    return torch.where(mask, kappa, torch.zeros_like(kappa))
