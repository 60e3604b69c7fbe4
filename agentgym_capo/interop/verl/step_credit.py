"""Step-level credit for verl's step rows: verl's batch in, per-row advantages and returns out, by our ``core_algos``.

With the step layout every verl training row is one env step, and its ``extra_fields`` (:mod:`.metadata`) say
which trajectory it belongs to, its ``step_index``, its ``step_reward`` and its ``anchor_obs``. This module turns
those columns (verl's ``non_tensor_batch``: one numpy object array per key) plus the batch tensors into our
:class:`~agentgym_capo.trainer.algos.estimators.StepBatch` — one action segment per row — and runs the estimator
math of :mod:`agentgym_capo.trainer.core_algos` on it. It imports no verl: :mod:`.step_trainer` registers it in
verl's registries.

Estimators (:data:`STEP_ESTIMATORS`), each a step-level method of our own registry:

* ``capo_gae`` — CAPO's action-level GAE (paper Eq. 1, ``action_gae``): gamma and lambda per env step, the
  critic's value of a step's state read at the row's first response token (the value before its first action
  token). Returns are the step's GAE target, given to every action token of the row (verl's critic loss runs
  over the response mask, so the critic learns ``V(s_t)`` at each token of the step).
* ``gigpo_step`` — GiGPO (``gigpo``): episode z-score within the verl prompt group (``uid``) plus the
  anchor-state step z-score of the discounted step returns; anchors are the rows' ``anchor_obs``.
* ``step_return`` — the discounted return of each step, ``G_t = r_t + gamma G_{t+1}`` per trajectory
  (``action_gae`` with zero values and ``lam = 1``), whitened over the batch.

Choices:

* The reward of a step is its ``step_reward`` from ``extra_fields``, not ``token_level_rewards``: verl's V1
  trainer copies the episode's reward to every row of a session. verl's KL-in-reward is kept: each row's
  penalty (``token_level_scores - token_level_rewards``, summed over the row) is taken off its step reward.
* Hyperparameters come from verl's ``algorithm`` config: ``gamma`` and ``lam``; ``norm_adv_by_std_in_grpo``
  (default True) whitens ``capo_gae`` and ``step_return`` and picks GiGPO's ``mean_std`` (else ``mean``) norm.
* Rows of one trajectory must all be in the batch (``step_index`` 0..T-1 each); otherwise our
  ``core_algos`` raise :class:`~agentgym_capo.errors.RolloutBatchError` rather than credit a partial episode.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

import numpy as np
import torch
from torch import Tensor

from agentgym_capo.errors import ConfigError, RolloutBatchError
from agentgym_capo.trainer.core_algos import (
    AdvantageParams,
    StepBatch,
    action_gae,
    gigpo_advantages,
    whiten,
)

__all__ = ["STEP_ESTIMATORS", "STEP_KEYS", "compute_step_credit", "step_batch_from_rows", "step_params"]

#: The ``non_tensor_batch`` keys (from the rows' ``extra_fields``) the step estimators read.
STEP_KEYS = ("traj_id", "step_index", "step_reward", "anchor_obs", "terminated", "truncated")


def _column(non_tensor_batch: Mapping[str, Any], key: str, rows: int) -> np.ndarray:
    if key not in non_tensor_batch:
        raise ConfigError(
            f"Step-level credit needs the row field {key!r} in verl's non_tensor_batch; found keys "
            f"{sorted(non_tensor_batch)}. Play the env with CapoAgentLoop's step layout (agent_name 'capo') and "
            "train with trainer.v1.trainer_mode=capo_step, which puts the rows' extra_fields there."
        )
    column = np.asarray(non_tensor_batch[key])
    if column.shape[0] != rows:
        raise RolloutBatchError(f"non_tensor_batch[{key!r}] has {column.shape[0]} entries for {rows} rows; "
                                "verl's batch must give every row its extra_fields.")
    return column


def _config_get(config: Any, key: str, default: Any) -> Any:
    if config is None:
        return default
    if isinstance(config, Mapping) or hasattr(config, "get"):
        value = config.get(key, default)
    else:
        value = getattr(config, key, default)
    return default if value is None else value


def step_params(config: Any = None) -> AdvantageParams:
    """Our :class:`AdvantageParams` from verl's ``algorithm`` config.

    Reads ``gamma``, ``lam`` and ``norm_adv_by_std_in_grpo`` (whitening and GiGPO's norm; see the module docstring).
    """
    gamma = float(_config_get(config, "gamma", 1.0))
    normalise = bool(_config_get(config, "norm_adv_by_std_in_grpo", True))
    return AdvantageParams(gamma=gamma, lam=float(_config_get(config, "lam", 1.0)), whiten_advantages=normalise,
                           gigpo_gamma=gamma, gigpo_norm="mean_std" if normalise else "mean")


def step_batch_from_rows(response_mask: Tensor, non_tensor_batch: Mapping[str, Any], *, index: Any = None,
                         values: Tensor | None = None, reward_penalty: Tensor | None = None) -> StepBatch:
    """Our :class:`StepBatch` from verl's response mask and step columns: one step per row, in row order.

    ``segment_ids`` marks each row's response tokens as its one action (segment 0); a row without response
    tokens (the loop's ``prompt_too_long`` ending) is still a step, with value 0 and no tokens to train.

    Args:
        response_mask: ``(N, R)`` verl's response mask (1 on the row's sampled tokens).
        non_tensor_batch: verl's per-row object arrays, with :data:`STEP_KEYS` (the rows' ``extra_fields``).
        index: ``(N,)`` verl's prompt-group ``uid`` (GRPO/GiGPO groups); None when no estimator needs groups.
        values: optional ``(N, R)`` critic values; a row's state value is read at its first response token.
        reward_penalty: optional ``(N,)`` amount taken off each step reward (verl's KL-in-reward).
    """
    rows = response_mask.shape[0]
    mask = response_mask.bool()
    segment_ids = torch.where(mask, 0, -1).long()  # the row's one action; a row without tokens has none
    rewards = torch.as_tensor(_column(non_tensor_batch, "step_reward", rows).astype(np.float64),
                              dtype=torch.float32)
    if reward_penalty is not None:
        rewards = rewards - reward_penalty.to(rewards.dtype).cpu()
    step_values = None
    if values is not None:
        first = mask.int().argmax(dim=1)  # the column of each row's first response token
        has_tokens = mask.any(dim=1)  # a row without tokens has no state value to read: 0
        step_values = (values.gather(1, first.unsqueeze(1)).squeeze(1) * has_tokens).float().cpu()
    return StepBatch(
        segment_ids=segment_ids.cpu(),
        rewards=rewards,
        traj_ids=[str(t) for t in _column(non_tensor_batch, "traj_id", rows)],
        step_index=torch.as_tensor(_column(non_tensor_batch, "step_index", rows).astype(np.int64)),
        values=step_values,
        group_ids=None if index is None else [str(u) for u in np.asarray(index)],
        anchor_keys=[str(a) for a in _column(non_tensor_batch, "anchor_obs", rows)],
        terminated=torch.as_tensor(_column(non_tensor_batch, "terminated", rows).astype(bool)),
        truncated=torch.as_tensor(_column(non_tensor_batch, "truncated", rows).astype(bool)),
    )


def _has_tokens(batch: StepBatch) -> Tensor:
    return (batch.segment_ids >= 0).any(dim=1)


def _normalise(advantages: Tensor, batch: StepBatch, params: AdvantageParams) -> Tensor:
    # statistics over the steps that have tokens to train (a prompt_too_long row has none)
    return whiten(advantages, _has_tokens(batch)) if params.whiten_advantages else advantages


def _capo_gae(batch: StepBatch, params: AdvantageParams) -> tuple[Tensor, Tensor]:
    if batch.values is None:
        raise ConfigError("capo_gae needs the critic's values in verl's batch: enable the critic "
                          "(critic.enable=True, as verl's own 'gae' estimator does).")
    advantages, returns = action_gae(batch.rewards, batch.values, batch.traj_ids, batch.step_index,
                                     gamma=params.gamma, lam=params.lam)
    return _normalise(advantages, batch, params), returns


def _gigpo_step(batch: StepBatch, params: AdvantageParams) -> tuple[Tensor, Tensor]:
    if batch.group_ids is None:
        raise ConfigError("gigpo_step needs verl's prompt-group uid (the `index` verl passes to its estimators).")
    advantages = gigpo_advantages(batch.rewards, batch.traj_ids, batch.step_index, batch.group_ids,
                                  batch.anchor_keys, gamma=params.gigpo_gamma, omega=params.gigpo_omega,
                                  norm=params.gigpo_norm)
    return advantages, advantages


def _step_return(batch: StepBatch, params: AdvantageParams) -> tuple[Tensor, Tensor]:
    returns, _ = action_gae(batch.rewards, torch.zeros_like(batch.rewards), batch.traj_ids, batch.step_index,
                            gamma=params.gamma, lam=1.0)
    advantages = _normalise(returns, batch, params)
    return advantages, advantages


#: Step estimators by their verl name: each ``(StepBatch, AdvantageParams) -> (step advantages, step returns)``.
STEP_ESTIMATORS = {"capo_gae": _capo_gae, "gigpo_step": _gigpo_step, "step_return": _step_return}


def compute_step_credit(name: str, response_mask: Tensor, non_tensor_batch: Mapping[str, Any], *,
                        config: Any = None, index: Any = None, values: Tensor | None = None,
                        reward_penalty: Tensor | None = None) -> tuple[Tensor, Tensor]:
    """Token advantages and returns ``(N, R)`` for verl's step rows by the step estimator ``name``.

    Each row's step advantage (return) is given to all its response tokens; other positions are 0.

    Args:
        name: One of :data:`STEP_ESTIMATORS`.
        response_mask: ``(N, R)`` verl's response mask.
        non_tensor_batch: verl's per-row object arrays with :data:`STEP_KEYS`.
        config: verl's ``algorithm`` config (see :func:`step_params`).
        index: ``(N,)`` prompt-group uid (``gigpo_step``).
        values: ``(N, R)`` critic values (``capo_gae``).
        reward_penalty: ``(N,)`` KL-in-reward penalty per row.

    Raises:
        ConfigError: for an unknown name or a missing input.
        RolloutBatchError: when a trajectory's rows are not all in the batch.
    """
    if name not in STEP_ESTIMATORS:
        raise ConfigError(f"Unknown step estimator {name!r}; expected one of {sorted(STEP_ESTIMATORS)}.")
    batch = step_batch_from_rows(response_mask, non_tensor_batch, index=index, values=values,
                                 reward_penalty=reward_penalty)
    advantages, returns = STEP_ESTIMATORS[name](batch, step_params(config))
    mask = response_mask.to(torch.float32)
    return (advantages.to(mask.device, torch.float32).unsqueeze(1) * mask,
            returns.to(mask.device, torch.float32).unsqueeze(1) * mask)
