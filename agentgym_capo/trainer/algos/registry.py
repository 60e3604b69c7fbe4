"""Registries of the algorithm layer: policy-loss variants as data, and the shared name lookup.

A policy-loss variant is a :class:`PolicyLossVariant` record: how its ratio is formed (the exponent
``alpha`` of the action length and whether it is centred on the batch mean ``mu``, docs/algorithms.md
§3.1), the clamp on its log-ratio, and which options it accepts (dual clip, trajectory units).
:func:`~agentgym_capo.trainer.algos.policy_loss.policy_loss` reads these fields and never branches on a
variant's name, so a new variant is one entry in :data:`POLICY_LOSSES`. The advantage estimators have
their own registry (:data:`~agentgym_capo.trainer.algos.estimators.ADVANTAGE_ESTIMATORS`, functions of
one signature); both are looked up by :func:`lookup`, which raises
:class:`~agentgym_capo.errors.ConfigError` naming the supported names.
"""

from __future__ import annotations

import difflib
from collections.abc import Mapping
from dataclasses import dataclass
from typing import TypeVar

from agentgym_capo.errors import ConfigError

__all__ = ["LOG_RATIO_CLAMP", "POLICY_LOSSES", "RATIO_VARIANTS", "PolicyLossVariant", "get_policy_loss", "lookup"]

LOG_RATIO_CLAMP = 20.0
"""Bound on |log w| (and on |z| for token ratios) before the exponential: a numerical guard only."""

T = TypeVar("T")


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
    """

    name: str
    alpha: float | None
    centred: bool = False
    log_ratio_max: float = LOG_RATIO_CLAMP
    dual_clip: bool = True
    trajectory_unit: bool = False
    section: str = "§3.1"

    def __post_init__(self) -> None:
        if self.centred and self.alpha != 0.5:
            raise ConfigError(f"Policy-loss variant {self.name!r}: a centred ratio needs alpha=0.5; got {self.alpha}.")

    @property
    def per_token(self) -> bool:
        """True for token ratios (PPO's clipping per token)."""
        return self.alpha is None


POLICY_LOSSES: dict[str, PolicyLossVariant] = {
    v.name: v
    for v in (
        PolicyLossVariant("token", alpha=None, section="§4.0"),
        PolicyLossVariant("product", alpha=0.0),
        PolicyLossVariant("mean", alpha=1.0),
        PolicyLossVariant("sqrt", alpha=0.5),
        PolicyLossVariant("action_aware", alpha=0.5, centred=True, section="§2.3"),
        PolicyLossVariant("gspo", alpha=1.0, log_ratio_max=10.0, dual_clip=False, trajectory_unit=True, section="§4.5"),
        PolicyLossVariant("stppo", alpha=1.0, dual_clip=False, section="§4.7"),
    )
}
"""Policy-loss variants by name: ``token`` (PPO), ``product``/``mean``/``sqrt`` (ratio ablations),
``action_aware`` (CAPO), ``gspo`` (GSPO, the ``mean`` ratio per unit), ``stppo`` (Turn-PPO)."""

RATIO_VARIANTS: tuple[str, ...] = tuple(POLICY_LOSSES)
"""Names accepted by ``variant`` in ``action_log_ratio`` and ``policy_loss``."""


def get_policy_loss(name: str) -> PolicyLossVariant:
    """Return the registered policy-loss variant ``name``.

    Raises:
        ConfigError: for an unknown name, listing the supported ones.
    """
    return lookup(POLICY_LOSSES, name, "policy-loss variant")
