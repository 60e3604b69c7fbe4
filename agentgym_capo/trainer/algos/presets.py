"""Algorithms as data: the presets a config's ``algo`` names, and the one resolution every stage reads.

An algorithm is one :class:`AlgoPreset` record (docs/algorithms.md §5): the advantage estimator it uses, its
policy-loss variant, clip range, critic, group size, KL placement, batch sizes and, where it needs more than the
loss's arguments, a per-step gradient correction named in
:data:`~agentgym_capo.trainer.pipeline.corrections.GRADIENT_CORRECTIONS` (ST-PPO's clip-bias normalisation).
:func:`resolve_algorithm` turns a config's names (``algo`` and its overrides ``ratio_variant``, ``gae_level``,
``kl_estimator``, ``loss_agg``, ``gspo_unit``) into one :class:`Algorithm` of records, once; the config exposes
it as ``CAPOConfig.algorithm`` and every stage asks it typed questions (``algorithm.ratio.centred``,
``algorithm.kl.in_reward``, ``algorithm.kl.estimator``, ``algorithm.token_level_critic``, ...): outside this
package and the config's resolution, no code compares an algorithm's, variant's or KL placement's name.

Adding an algorithm is one function, one registry entry and one preset (docs/add_an_algorithm.md):
:func:`~agentgym_capo.trainer.algos.estimators.register_advantage_estimator` (or
:func:`~agentgym_capo.trainer.algos.registry.register_policy_loss`) and :func:`register_algorithm`.

This module imports no torch, so ``capo train`` checks a config file in well under a second.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from agentgym_capo.errors import ConfigError
from agentgym_capo.trainer.algos.registry import (
    AGGREGATIONS,
    KL_PLACEMENTS,
    POLICY_LOSSES,
    KLPlacement,
    LossAggregation,
    PolicyLossVariant,
    lookup,
    register,
)

__all__ = ["ALGO_PRESETS", "CAPO_PAPER", "CRITIC_LEVELS", "AlgoPreset", "Algorithm", "CriticLevel",
           "critic_methods", "register_algorithm", "resolve_algo", "resolve_algorithm"]


@dataclass(frozen=True)
class AlgoPreset:
    """One algorithm as data (docs/algorithms.md §5).

    Attributes:
        estimator: Name in :data:`~agentgym_capo.trainer.algos.estimators.ADVANTAGE_ESTIMATORS` (action-level /
            token-level GAE for critic methods; the critic-free estimators otherwise).
        ratio_variant: Name in :data:`~agentgym_capo.trainer.algos.registry.POLICY_LOSSES`.
        epsilon: Symmetric clip range.
        needs_critic: Whether a value model is built and trained.
        group_size: Trajectories sampled per task.
        kl_estimator: Name in :data:`~agentgym_capo.trainer.algos.registry.KL_PLACEMENTS`.
        rollout_tasks: Tasks per iteration (paper: 128 x 1 for critic methods, 16 x 8 for group methods).
        mini_batch_size: Step rows per optimizer step (reference: 128 for critic methods, 1024 for groups).
        gradient_correction: Name of a per-optimizer-step gradient correction in
            :data:`~agentgym_capo.trainer.pipeline.corrections.GRADIENT_CORRECTIONS`, or None.
        source: Where the settings come from.
        paper: ``(title, Hugging Face paper id)`` of the paper that introduced it, credited by a saved run's model
            card; None: not credited.
    """

    estimator: str
    ratio_variant: str
    epsilon: float
    needs_critic: bool
    group_size: int
    kl_estimator: str = "k3_loss"
    rollout_tasks: int = 128
    mini_batch_size: int = 128
    gradient_correction: str | None = None
    source: str = ""
    paper: tuple[str, str] | None = None


CAPO_PAPER = ("CAPO: Critic-Guided Action-Aligned Policy Optimization for Advancing LLM Agent Capabilities",
              "2604.18401")
"""The paper of the trainer's own algorithm (docs/algorithms.md, References)."""


ALGO_PRESETS: dict[str, AlgoPreset] = {
    # CAPO: action-level GAE + length-calibrated action-aware ratio, eps 1e-3 (§2, paper).
    "capo": AlgoPreset("action_gae", "action_aware", 1e-3, True, 1, source="CAPO paper §2", paper=CAPO_PAPER),
    # PPO: token-level GAE, token ratio with dual clip 3 (§4.1, reference scripts).
    "ppo": AlgoPreset("token_gae", "token", 0.2, True, 1, source="§4.1"),
    # ST-PPO: token-level GAE, turn-level geometric-mean ratio + clip-bias normalisation (§4.7).
    "st_ppo": AlgoPreset("token_gae", "stppo", 0.2, True, 1, gradient_correction="clip_bias", source="§4.7"),
    # GRPO: group z-score of the trajectory return, token ratio, dual clip 3, G=8 (§4.3).
    "grpo": AlgoPreset("grpo", "token", 0.2, False, 8, rollout_tasks=16, mini_batch_size=1024, source="§4.3"),
    # RLOO: leave-one-out baseline, KL folded into the reward (§4.4).
    "rloo": AlgoPreset("rloo", "token", 0.2, False, 8, kl_estimator="k1_in_reward", rollout_tasks=16,
                       mini_batch_size=1024, source="§4.4"),
    # Reinforce++ with group-mean baseline (the variant the CAPO appendix describes), KL in reward (§4.2).
    "reinforce_pp": AlgoPreset("reinforce_pp_baseline", "token", 0.2, False, 8, kl_estimator="k1_in_reward",
                               rollout_tasks=16, mini_batch_size=1024, source="§4.2"),
    # GSPO: GRPO advantage, per-action length-normalised sequence ratio, eps 3e-4 (§4.5).
    "gspo": AlgoPreset("grpo", "gspo", 3e-4, False, 8, rollout_tasks=16, mini_batch_size=1024, source="§4.5"),
    # GiGPO: episode + anchor-state step advantages, token ratio, dual clip 3 (§4.6).
    "gigpo": AlgoPreset("gigpo", "token", 0.2, False, 8, rollout_tasks=16, mini_batch_size=1024, source="§4.6"),
}
"""The algorithms ``algo`` may name (the dual clip of token ratios is the variant's default, 3)."""


def register_algorithm(name: str, preset: AlgoPreset) -> AlgoPreset:
    """Add an algorithm preset: ``CAPOConfig(algo=name)`` and ``capo train --algo name`` then train it.

    The preset's ratio variant and KL placement must be registered already (its estimator and gradient
    correction are checked when a trainer is built: their registries import torch).

    Raises:
        ConfigError: when the name is taken, or the preset names an unknown variant or KL placement.
    """
    lookup(POLICY_LOSSES, preset.ratio_variant, "policy-loss variant")
    lookup(KL_PLACEMENTS, preset.kl_estimator, "KL placement")
    return register(ALGO_PRESETS, name, preset, "algorithm")


def resolve_algo(algo: str) -> AlgoPreset:
    """The preset ``algo`` names.

    Raises:
        ConfigError: for an unknown name, listing the supported ones (and the closest, if any).
    """
    return lookup(ALGO_PRESETS, algo, "algo")


@dataclass(frozen=True)
class CriticLevel:
    """The credit granularity of a critic method (``gae_level``, docs/algorithms.md §3.2).

    Attributes:
        name: ``"action"`` (one value per state boundary: CAPO's step GAE) or ``"token"`` (one per token: PPO).
        estimator: The advantage estimator of that level.
        per_token: The critic is regressed on every action token (else on the boundaries).
    """

    name: str
    estimator: str
    per_token: bool


CRITIC_LEVELS: dict[str, CriticLevel] = {
    level.name: level for level in (CriticLevel("action", "action_gae", False), CriticLevel("token", "token_gae", True))
}
"""``gae_level`` overrides by name (§3.2), each with the estimator it selects."""


@dataclass(frozen=True)
class Algorithm:
    """The algorithm a config trains, every name resolved to its record (what the stages ask).

    Attributes:
        name: ``algo``.
        preset: Its :class:`AlgoPreset`.
        estimator: The advantage estimator in use (the preset's, or the ``gae_level`` override's).
        ratio: The policy-loss variant in use (the preset's, or the ``ratio_variant`` override).
        kl: The KL placement in use.
        aggregation: The loss aggregation in use.
        critic: The critic's credit level, or None for critic-free methods.
        trajectory_units: GSPO's ratio is formed per trajectory (``gspo_unit="trajectory"`` with a variant that
            has trajectory units).
        gradient_correction: The per-step gradient correction's name, or None.
    """

    name: str
    preset: AlgoPreset
    estimator: str
    ratio: PolicyLossVariant
    kl: KLPlacement
    aggregation: LossAggregation
    critic: CriticLevel | None
    trajectory_units: bool
    gradient_correction: str | None

    @property
    def needs_critic(self) -> bool:
        """Whether a value function is built and trained."""
        return self.critic is not None

    @property
    def token_level_critic(self) -> bool:
        """Whether the critic is regressed on every action token (token-level GAE) instead of boundaries."""
        return self.critic is not None and self.critic.per_token

    @property
    def needs_trajectory_ids(self) -> bool:
        """Whether the loss weighs by trajectory (trajectory aggregation or GSPO's trajectory units)."""
        return self.aggregation.per_trajectory or self.trajectory_units


def resolve_algorithm(config: Any) -> Algorithm:
    """Resolve a config's algorithm names into records (module docstring).

    Reads ``algo``, ``ratio_variant``, ``gae_level``, ``kl_estimator``, ``loss_agg`` and ``gspo_unit`` (an
    unset override means the preset's).

    Raises:
        ConfigError: for an unknown name, or a ``gae_level`` on a critic-free algorithm.
    """
    preset = resolve_algo(config.algo)
    ratio = lookup(POLICY_LOSSES, config.ratio_variant or preset.ratio_variant, "policy-loss variant")
    gae_level = getattr(config, "gae_level", None)
    critic = None
    if preset.needs_critic:
        level = gae_level or next((name for name, known in CRITIC_LEVELS.items()
                                   if known.estimator == preset.estimator), None)
        if level is None:
            raise ConfigError(f"algo={config.algo!r} trains a critic with estimator {preset.estimator!r}; a critic "
                              f"method's estimator is one of {[c.estimator for c in CRITIC_LEVELS.values()]} "
                              "(its critic's credit level). Use one of those in its preset.")
        critic = lookup(CRITIC_LEVELS, level, "gae_level")
    elif gae_level is not None:
        raise ConfigError(f"gae_level={gae_level!r} needs a critic method ({', '.join(critic_methods())}); "
                          f"algo={config.algo!r} is critic-free. Leave gae_level unset.")
    return Algorithm(
        name=config.algo, preset=preset, estimator=critic.estimator if critic is not None else preset.estimator,
        ratio=ratio, kl=lookup(KL_PLACEMENTS, config.kl_estimator or preset.kl_estimator, "KL placement"),
        aggregation=lookup(AGGREGATIONS, config.loss_agg, "loss aggregation"), critic=critic,
        trajectory_units=ratio.trajectory_unit and config.gspo_unit == "trajectory",
        gradient_correction=preset.gradient_correction)


def critic_methods() -> list[str]:
    """The registered algorithms that train a critic."""
    return [name for name, preset in ALGO_PRESETS.items() if preset.needs_critic]
