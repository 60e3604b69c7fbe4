"""The advantage-estimator registry: one signature, ``(StepBatch, AdvantageParams) -> AdvantageResult``.

Every estimator reads what it needs from a :class:`StepBatch` (per action segment and per token) and
plain scalars from :class:`AdvantageParams`; the trainer calls ``get_advantage_estimator(name)`` and
never special-cases a name. Sections: docs/algorithms.md §2.1-§2.2 (``action_gae``), §4.1-§4.6.

Choice (docs/algorithms.md §7, item 7): ``AdvantageParams`` is a frozen record of plain scalars with the
spec's defaults (not the trainer's config). KL-in-reward (``kl_in_reward_coef`` > 0) subtracts
``coef * token_kl`` from the token rewards of token-level estimators and its per-action (for action
GAE) or per-trajectory (for group baselines) sum from the step rewards.
"""

from __future__ import annotations

from collections.abc import Callable, Hashable, Sequence
from dataclasses import dataclass
from typing import Any

import torch
from torch import Tensor

from agentgym_capo.errors import ConfigError
from agentgym_capo.trainer.algos.baselines import (
    gigpo_advantages,
    grpo_advantages,
    reinforce_pp_advantages,
    rloo_advantages,
)
from agentgym_capo.trainer.algos.gae import action_gae, token_gae, whiten
from agentgym_capo.trainer.algos.registry import lookup, register
from agentgym_capo.trainer.algos.segments import (
    _float,
    broadcast_to_tokens,
    segment_rewards_to_tokens,
    segment_sum,
)

__all__ = [
    "ADVANTAGE_ESTIMATORS",
    "AdvantageEstimator",
    "AdvantageParams",
    "AdvantageResult",
    "StepBatch",
    "get_advantage_estimator",
    "register_advantage_estimator",
]


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
    advantages, returns = action_gae(
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


def _reinforce_pp(batch: StepBatch, params: AdvantageParams, group_ids: Any) -> AdvantageResult:
    _, token_rewards = _kl_adjusted_rewards(batch, params)
    advantages = reinforce_pp_advantages(
        token_rewards,
        batch.segment_ids,
        batch.traj_ids,
        batch.step_index,
        group_ids=group_ids,
        gamma=params.rfpp_gamma,
        link_steps=params.rfpp_link_steps,
        whiten_advantages=params.whiten_advantages,
    )
    return AdvantageResult(advantages)


def _estimate_reinforce_pp(batch: StepBatch, params: AdvantageParams) -> AdvantageResult:
    return _reinforce_pp(batch, params, None)


def _estimate_reinforce_pp_baseline(batch: StepBatch, params: AdvantageParams) -> AdvantageResult:
    return _reinforce_pp(batch, params, _require(batch, "group_ids", "reinforce_pp_baseline"))


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
    return lookup(ADVANTAGE_ESTIMATORS, name, "advantage estimator")


def register_advantage_estimator(name: str, estimator: AdvantageEstimator) -> AdvantageEstimator:
    """Add an advantage estimator under ``name`` (the public way: a preset can then name it, docs/add_an_algorithm.md).

    Raises:
        ConfigError: when the name is taken.
    """
    return register(ADVANTAGE_ESTIMATORS, name, estimator, "advantage estimator")
