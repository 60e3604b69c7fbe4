"""Plain-loop reference implementations of the paper's equations, to read beside the vectorised code.

Each function follows one equation of the CAPO paper line by line, with Python lists and loops and no
vectorisation (CleanRL style), and shares nothing with the vectorised functions it mirrors; the tests
check one against the other on random batches (docs/algorithms.md §6). Inputs are per action, already
grouped: ``token_log_ratios[a]`` is the list of ``z_{a,i} = log pi_theta - log pi_old`` of action a's
tokens (0-dim tensors, so autograd gives the reference gradients too).

=============================  ======================================  ===============================
paper                          reference (loops)                       vectorised
=============================  ======================================  ===============================
Eq. 1, action-level GAE        :func:`action_gae_reference`            ``gae.action_gae``
Eq. 3, action-aware ratio      :func:`action_aware_ratio_reference`    ``ratios.action_aware_ratio``
Eq. 4, CAPO objective          :func:`capo_objective_reference`        ``policy_loss.capo_objective``
§3.1 variants, as a loss       :func:`policy_loss_reference`           ``policy_loss.policy_loss``
=============================  ======================================  ===============================
"""

from __future__ import annotations

import math
from collections.abc import Hashable, Sequence

import torch
from torch import Tensor

from agentgym_capo.errors import ConfigError

__all__ = [
    "action_aware_ratio_reference",
    "action_gae_reference",
    "capo_objective_reference",
    "policy_loss_reference",
]


def action_gae_reference(
    rewards: Sequence[float],
    values: Sequence[float],
    traj_ids: Sequence[Hashable],
    step_index: Sequence[int],
    gamma: float,
    lam: float,
    truncated: Sequence[bool] | None = None,
    bootstrap_values: Sequence[float] | None = None,
) -> tuple[list[float], list[float]]:
    """Paper Eq. 1: ``delta_t = r_t + gamma V_{t+1} - V_t``, ``A_t = delta_t + gamma lam A_{t+1}``.

    One backward loop per trajectory over its interaction steps. ``V_T = 0`` after the last step, or
    ``bootstrap_values`` of the last step when it is ``truncated`` (docs/algorithms.md §2.1).

    Returns:
        ``(advantages, returns)`` per element, in input order; ``returns = advantages + values``.
    """
    advantages = [0.0] * len(rewards)
    steps_of: dict[Hashable, list[int]] = {}
    for i, traj in enumerate(traj_ids):
        steps_of.setdefault(traj, []).append(i)
    for members in steps_of.values():
        members.sort(key=lambda i: step_index[i])
        last = members[-1]
        next_value = bootstrap_values[last] if truncated is not None and truncated[last] else 0.0  # V_T
        advantage = 0.0  # A_T
        for i in reversed(members):
            delta = rewards[i] + gamma * next_value - values[i]
            advantage = delta + gamma * lam * advantage
            advantages[i] = advantage
            next_value = values[i]
    return advantages, [a + v for a, v in zip(advantages, values, strict=True)]


def _batch_mean(token_log_ratios: Sequence[Sequence[Tensor]]) -> Tensor:
    """``mu = sg(sum_b sum_i z_i^(b) / sum_b L_b)``: the stop-gradient token mean over the batch."""
    every_z = [z.detach() for zs in token_log_ratios for z in zs]
    return sum(every_z) / len(every_z)


def action_aware_ratio_reference(
    token_log_ratios: Sequence[Sequence[Tensor]], mu: Tensor | float | None = None
) -> tuple[list[Tensor], Tensor | float]:
    """Paper Eq. 3: ``log w_t = mu + sum_i (z_i^(t) - mu) / sqrt(L_t)``, per action.

    Args:
        token_log_ratios: per action, its token log-ratios.
        mu: the batch centre; ``None``: the token mean over these actions (stop-gradient).

    Returns:
        ``(log_w, mu)``: the log-ratio of each action and the centre used.
    """
    if mu is None:
        mu = _batch_mean(token_log_ratios)
    log_w = []
    for zs in token_log_ratios:
        length = len(zs)
        log_w.append(mu + sum(z - mu for z in zs) / math.sqrt(length))
    return log_w, mu


def capo_objective_reference(ratio: Tensor, advantage: float, eps: float) -> Tensor:
    """Paper Eq. 4 for one action: ``min(w A, clip(w, 1 - eps, 1 + eps) A)``."""
    return torch.min(ratio * advantage, torch.clamp(ratio, 1 - eps, 1 + eps) * advantage)


def _dual_clip(objective: Tensor, advantage: float, dual_clip: float | None) -> Tensor:
    """For ``A < 0`` the objective is bounded below by ``c A`` (docs/algorithms.md §4.0)."""
    if dual_clip is not None and advantage < 0:
        return torch.max(objective, torch.as_tensor(dual_clip * advantage, dtype=objective.dtype))
    return objective


def policy_loss_reference(
    token_log_ratios: Sequence[Sequence[Tensor]],
    advantages: Sequence[float],
    variant: str,
    eps: float,
    dual_clip: float | None = None,
    mu: Tensor | float | None = None,
) -> Tensor:
    """The clipped loss of a ratio variant, mean over actions of the per-action loss (§2.4, §2.5, §3.1).

    ``token``: per token ``-min(r A, clip(r) A)`` with ``r = exp(z)``, token mean inside the action.
    Otherwise one ratio per action: ``product`` ``exp(S)``, ``mean`` ``exp(S / L)``, ``sqrt``
    ``exp(S / sqrt L)``, ``action_aware`` Eq. 3, and the loss ``-min(w A, clip(w) A)`` of Eq. 4.

    Returns:
        The 0-dim loss (differentiable through the z tensors).
    """
    if variant == "action_aware":
        aware_log_w, mu = action_aware_ratio_reference(token_log_ratios, mu)
    total = 0.0
    for a, (zs, advantage) in enumerate(zip(token_log_ratios, advantages, strict=True)):
        length = len(zs)
        if variant == "token":
            terms = []
            for z in zs:
                objective = capo_objective_reference(torch.exp(z), advantage, eps)
                terms.append(-_dual_clip(objective, advantage, dual_clip))
            total = total + sum(terms) / length
            continue
        total_z = sum(zs)
        if variant == "product":
            log_w = total_z
        elif variant == "mean":
            log_w = total_z / length
        elif variant == "sqrt":
            log_w = total_z / math.sqrt(length)
        elif variant == "action_aware":
            log_w = aware_log_w[a]
        else:
            raise ConfigError(f"No loop reference for {variant!r}; have token, product, mean, sqrt, action_aware.")
        objective = capo_objective_reference(torch.exp(log_w), advantage, eps)
        total = total - _dual_clip(objective, advantage, dual_clip)
    return total / len(token_log_ratios)
