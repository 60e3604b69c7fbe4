"""Registries of the algorithm layer as data, importable without torch, and the shared name lookup.

Each choice a config names is a record here, and every caller reads the record's fields instead of comparing
its name (the config resolves the names once, :mod:`.presets`):

* :data:`POLICY_LOSSES`, :class:`PolicyLossVariant`: how a ratio is formed (the exponent ``alpha`` of the
  action length and whether it is centred on the batch mean ``mu``, docs/algorithms.md §3.1), the clamp on
  its log-ratio, which options it accepts (dual clip, trajectory units), its default clip range and dual clip,
  and which action-level ratio ``actions.jsonl`` records for it.
  :func:`~agentgym_capo.trainer.algos.policy_loss.policy_loss` never branches on a variant's name, so a new
  variant is one entry (:func:`register_policy_loss`).
* :data:`KL_PLACEMENTS`, :class:`KLPlacement`: which per-token estimator (``k1``/``k2``/``k3``,
  :data:`~agentgym_capo.trainer.algos.kl.KL_ESTIMATORS`) and whether it is a loss term or folded into the
  reward (§2.6, §4.2).
* :data:`AGGREGATIONS`, :class:`LossAggregation`: what each loss aggregation normalises by (§2.5).
* :data:`GSPO_UNITS`: GSPO's ratio units.

The advantage estimators have their own registry (:data:`~agentgym_capo.trainer.algos.estimators.
ADVANTAGE_ESTIMATORS`, functions of one signature). Everything is looked up by :func:`lookup`, which raises
:class:`~agentgym_capo.errors.ConfigError` naming the supported names.
"""

from __future__ import annotations

import difflib
from collections.abc import Mapping
from dataclasses import dataclass
from typing import TypeVar

from agentgym_capo.errors import ConfigError

__all__ = ["AGGREGATIONS", "GSPO_UNITS", "KL_PLACEMENTS", "LOG_RATIO_CLAMP", "POLICY_LOSSES", "RATIO_VARIANTS",
           "KLPlacement", "LossAggregation", "PolicyLossVariant", "get_policy_loss", "lookup", "ratio_overrides",
           "register", "register_policy_loss"]

LOG_RATIO_CLAMP = 20.0
"""Bound on |log w| (and on |z| for token ratios) before the exponential: a numerical guard only."""

T = TypeVar("T")


def register(table: dict[str, T], name: str, value: T, what: str) -> T:
    """Add ``value`` to ``table`` under ``name`` (the public registrations of every registry go through here).

    Raises:
        ConfigError: when the name is taken.
    """
    if name in table:
        raise ConfigError(f"The {what} name {name!r} is registered already; pick another name.")
    table[name] = value
    return value


def lookup(table: Mapping[str, T], name: str, what: str) -> T:
    """Return ``table[name]``.

    Raises:
        ConfigError: for an unknown name, listing the supported ones (and the closest, if any).
    """
    try:
        return table[name]
    except KeyError:
        close = difflib.get_close_matches(str(name), list(table), n=1)
        hint = f" Did you mean {close[0]!r}?" if close else ""
        raise ConfigError(f"Unknown {what} {name!r}. Supported: {sorted(table)}.{hint}") from None


@dataclass(frozen=True)
class PolicyLossVariant:
    """One policy-loss variant as data.

    Attributes:
        name: the registry key (``ratio_variant`` in the config).
        alpha: exponent of the action length in ``log w_a = c*mu + (S_a - c*L_a*mu) / L_a**alpha``;
            ``None`` for token ratios (no aggregation: one ratio and one clipping decision per token).
        centred: ``c = 1``: centre on the stop-gradient batch mean ``mu`` (CAPO's action-aware ratio,
            paper Eq. 3; needs ``alpha = 0.5``).
        log_ratio_max: upper clamp of ``log w`` before the exponential (the lower one is
            ``-LOG_RATIO_CLAMP``); GSPO's reference clamps at 10.
        dual_clip: whether the dual clip may be used with this variant.
        trajectory_unit: whether ``gspo_unit="trajectory"`` (one unit per trajectory) applies.
        section: the docs/algorithms.md section that defines it.
        override_epsilon: the clip range when ``ratio_variant`` picks this variant over a preset's (ablation
            §3.1) and ``epsilon`` is unset; None: the variant cannot be picked that way.
        default_dual_clip: the dual-clip constant when ``dual_clip`` is unset (3 for token ratios, §4.0).
        recorded_as: the action-level ratio ``actions.jsonl`` records for each action; None: this variant's own
            (token and per-unit variants have no one ratio per action: the geometric mean stands for it).
    """

    name: str
    alpha: float | None
    centred: bool = False
    log_ratio_max: float = LOG_RATIO_CLAMP
    dual_clip: bool = True
    trajectory_unit: bool = False
    section: str = "§3.1"
    override_epsilon: float | None = None
    default_dual_clip: float | None = None
    recorded_as: str | None = None

    def __post_init__(self) -> None:
        if self.centred and self.alpha != 0.5:
            raise ConfigError(f"Policy-loss variant {self.name!r}: a centred ratio needs alpha=0.5; got {self.alpha}.")

    @property
    def per_token(self) -> bool:
        """True for token ratios (PPO's clipping per token)."""
        return self.alpha is None

    @property
    def recorded_variant(self) -> str:
        """The variant whose action-level ratio ``actions.jsonl`` records (``recorded_as``, else this one)."""
        return self.recorded_as or self.name


POLICY_LOSSES: dict[str, PolicyLossVariant] = {
    v.name: v
    for v in (
        PolicyLossVariant("token", alpha=None, section="§4.0", override_epsilon=0.2, default_dual_clip=3.0,
                          recorded_as="mean"),
        PolicyLossVariant("product", alpha=0.0, override_epsilon=1e-3),
        PolicyLossVariant("mean", alpha=1.0, override_epsilon=1e-3),
        PolicyLossVariant("sqrt", alpha=0.5, override_epsilon=1e-3),
        PolicyLossVariant("action_aware", alpha=0.5, centred=True, section="§2.3", override_epsilon=1e-3),
        PolicyLossVariant("gspo", alpha=1.0, log_ratio_max=10.0, dual_clip=False, trajectory_unit=True, section="§4.5",
                          recorded_as="mean"),
        PolicyLossVariant("stppo", alpha=1.0, dual_clip=False, section="§4.7", recorded_as="mean"),
    )
}
"""Policy-loss variants by name: ``token`` (PPO), ``product``/``mean``/``sqrt`` (ratio ablations),
``action_aware`` (CAPO), ``gspo`` (GSPO, the ``mean`` ratio per unit), ``stppo`` (Turn-PPO)."""

RATIO_VARIANTS: tuple[str, ...] = tuple(POLICY_LOSSES)
"""Names accepted by ``variant`` in ``action_log_ratio`` and ``policy_loss`` (as registered at import)."""


def ratio_overrides() -> tuple[str, ...]:
    """The variants ``ratio_variant`` may pick over a preset's (those with an ``override_epsilon``), as
    registered now."""
    return tuple(name for name, variant in POLICY_LOSSES.items() if variant.override_epsilon is not None)


def register_policy_loss(variant: PolicyLossVariant) -> PolicyLossVariant:
    """Add a policy-loss variant (the public way: ``policy_loss(variant=name)`` and presets can then name it).

    Raises:
        ConfigError: when the name is taken.
    """
    return register(POLICY_LOSSES, variant.name, variant, "policy-loss variant")


@dataclass(frozen=True)
class KLPlacement:
    """Where the KL to the reference goes (``kl_estimator`` in the config; docs/algorithms.md §2.6, §4.2).

    Attributes:
        name: The registry key.
        estimator: The per-token estimator (a key of :data:`~agentgym_capo.trainer.algos.kl.KL_ESTIMATORS`).
        in_reward: Folded into the rewards before the advantages (``beta * k1`` subtracted), not a loss term.
    """

    name: str
    estimator: str
    in_reward: bool = False

    @property
    def in_loss(self) -> bool:
        """A term of the loss (``beta * aggregated estimate``)."""
        return not self.in_reward


KL_PLACEMENTS: dict[str, KLPlacement] = {
    p.name: p for p in (KLPlacement("k3_loss", "k3"), KLPlacement("k2_loss", "k2"),
                        KLPlacement("k1_in_reward", "k1", in_reward=True))
}
"""KL placements by name: ``k3_loss`` (the default), ``k2_loss``, ``k1_in_reward`` (RLOO, REINFORCE++)."""


@dataclass(frozen=True)
class LossAggregation:
    """A loss aggregation (``loss_agg``; docs/algorithms.md §2.5): what its normaliser counts over the step.

    Attributes:
        name: The registry key.
        normaliser: ``"actions"``, ``"tokens"`` (action tokens) or ``"trajectories"``.
    """

    name: str
    normaliser: str

    @property
    def per_trajectory(self) -> bool:
        """Weights depend on each trajectory's token count (the loss needs trajectory ids)."""
        return self.normaliser == "trajectories"


AGGREGATIONS: dict[str, LossAggregation] = {
    a.name: a for a in (LossAggregation("action_mean_token_mean", "actions"), LossAggregation("token_mean", "tokens"),
                        LossAggregation("trajectory_mean_token_mean", "trajectories"))
}
"""Loss aggregations by name (``agg`` of ``aggregate_loss`` and ``policy_loss``; ``loss_agg`` in the config)."""

GSPO_UNITS: tuple[str, ...] = ("action", "trajectory")
"""GSPO's ratio units (``gspo_unit``): one ratio per action (the reference) or per trajectory (the original)."""


def get_policy_loss(name: str) -> PolicyLossVariant:
    """Return the registered policy-loss variant ``name``.

    Raises:
        ConfigError: for an unknown name, listing the supported ones.
    """
    return lookup(POLICY_LOSSES, name, "policy-loss variant")
