"""CAPO and baseline RL algorithms as pure functions over torch tensors: the import surface.

``from agentgym_capo.trainer import core_algos`` gives every public name of the algorithm layer; the code
lives in :mod:`agentgym_capo.trainer.algos`, one concept per module. The specification it implements,
with each equation linked to the function computing it, the conventions (token layout, flat segment
order, ratios, aggregation) and the choices made where the paper leaves room, is docs/algorithms.md;
section numbers (§) in the docstrings refer to it.

The paper's equations, by name:

- Eq. 1, action-level GAE: :func:`action_gae` (also :func:`step_gae`);
- Eq. 3, the action-aware ratio: :func:`action_aware_ratio`, centred on :func:`action_aware_mu`;
- Eq. 4, the CAPO objective: :func:`capo_objective`, aggregated into a loss by :func:`policy_loss`
  (``variant="action_aware"``).

No function reads a trainer, a model or a config object: tensors and plain scalars in, tensors out.

The registries every caller asks are here too, with the public way to add to them (docs/add_an_algorithm.md):
:func:`register_advantage_estimator`, :func:`register_policy_loss` and :func:`register_algorithm` (a preset).
"""

from __future__ import annotations

from agentgym_capo.trainer.algos.aggregation import aggregate_loss
from agentgym_capo.trainer.algos.baselines import (
    gigpo_advantages,
    grpo_advantages,
    reinforce_pp_advantages,
    rloo_advantages,
)
from agentgym_capo.trainer.algos.diagnostics import LENGTH_BUCKETS, clipping_indicators, length_bucket_labels
from agentgym_capo.trainer.algos.estimators import (
    ADVANTAGE_ESTIMATORS,
    AdvantageEstimator,
    AdvantageParams,
    AdvantageResult,
    StepBatch,
    get_advantage_estimator,
    register_advantage_estimator,
)
from agentgym_capo.trainer.algos.gae import action_gae, step_gae, token_gae, whiten
from agentgym_capo.trainer.algos.kl import KL_ESTIMATORS, kl_penalty
from agentgym_capo.trainer.algos.policy_loss import ClippedObjective, action_log_ratio, capo_objective, policy_loss
from agentgym_capo.trainer.algos.presets import ALGO_PRESETS, AlgoPreset, register_algorithm
from agentgym_capo.trainer.algos.ratios import (
    action_aware_mu,
    action_aware_ratio,
    length_scaled_log_ratio,
    log_ratio_sums,
)
from agentgym_capo.trainer.algos.registry import (
    AGGREGATIONS,
    KL_PLACEMENTS,
    POLICY_LOSSES,
    RATIO_VARIANTS,
    PolicyLossVariant,
    get_policy_loss,
    register_policy_loss,
)
from agentgym_capo.trainer.algos.segments import (
    SegmentLayout,
    broadcast_to_tokens,
    flat_segment_index,
    segment_layout,
    segment_lengths,
    segment_rewards_to_tokens,
    segment_sum,
)
from agentgym_capo.trainer.algos.stppo import stppo_clip_bias_objective, stppo_gradient_scale
from agentgym_capo.trainer.algos.value_loss import value_loss

__all__ = [
    "ADVANTAGE_ESTIMATORS",
    "AGGREGATIONS",
    "ALGO_PRESETS",
    "KL_ESTIMATORS",
    "KL_PLACEMENTS",
    "LENGTH_BUCKETS",
    "POLICY_LOSSES",
    "RATIO_VARIANTS",
    "AdvantageEstimator",
    "AdvantageParams",
    "AdvantageResult",
    "AlgoPreset",
    "ClippedObjective",
    "PolicyLossVariant",
    "SegmentLayout",
    "StepBatch",
    "action_aware_mu",
    "action_aware_ratio",
    "action_gae",
    "action_log_ratio",
    "aggregate_loss",
    "broadcast_to_tokens",
    "capo_objective",
    "clipping_indicators",
    "flat_segment_index",
    "get_advantage_estimator",
    "get_policy_loss",
    "gigpo_advantages",
    "grpo_advantages",
    "kl_penalty",
    "length_bucket_labels",
    "length_scaled_log_ratio",
    "log_ratio_sums",
    "policy_loss",
    "register_advantage_estimator",
    "register_algorithm",
    "register_policy_loss",
    "reinforce_pp_advantages",
    "rloo_advantages",
    "segment_layout",
    "segment_lengths",
    "segment_rewards_to_tokens",
    "segment_sum",
    "step_gae",
    "stppo_clip_bias_objective",
    "stppo_gradient_scale",
    "token_gae",
    "value_loss",
    "whiten",
]
