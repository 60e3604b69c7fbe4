"""The trainer's entry points into its :class:`.scorers.ActionScorer` (a mixin of ``CAPOTrainer``).

Collation and scoring live in :mod:`.scorers`, one strategy per ``action_mode`` chosen once in
``CAPOTrainer.__init__`` (``self.scorer``). These thin delegates give the trainer's other steps (and tests)
short names, and add what needs the trainer: its prepared forward and its unwrapped models.
"""

from __future__ import annotations

from typing import Any

import torch

from agentgym_capo.trainer.model.trunk_cache import TrunkSplit
from agentgym_capo.trainer.pipeline.batches import IterationBatch, MicroBatch
from agentgym_capo.trainer.pipeline.scorers import ActionScorer, TrunkLayout

__all__ = ["ScoringMixin"]


class ScoringMixin:
    """Methods of :class:`~agentgym_capo.trainer.capo_trainer.CAPOTrainer` (see the module docstring)."""

    scorer: ActionScorer

    @property
    def trunk_split(self) -> TrunkSplit | None:
        """The frozen-trunk split of ``trainable_layers`` (the scorer's), or None."""
        return self.scorer.split

    @trunk_split.setter
    def trunk_split(self, split: TrunkSplit | None) -> None:
        self.scorer.split = split

    def _collate(self, batch: IterationBatch, rows: list[int]) -> MicroBatch:
        """The :class:`MicroBatch` of ``rows``."""
        return self.scorer.collate(batch, rows)

    def _trunk_layout(self, mb: MicroBatch) -> TrunkLayout:
        """The layout the trunk of ``mb`` is cached in."""
        return self.scorer.trunk_layout(mb)

    def _cache_trunk(self, mb: MicroBatch) -> tuple[MicroBatch, list[torch.Tensor]]:
        """Run the frozen trunk once on ``mb``: ``mb`` with its ``trunk`` set, and each row's states."""
        return self.scorer.cache_trunk(mb, self._forward)

    def _rollout_trunk(self, batch: IterationBatch) -> list[torch.Tensor] | None:
        """The trunk states the rollout computed (choose mode), if every row has them."""
        return self.scorer.rollout_trunk(batch)

    def _policy_logps(self, model: Any, mb: MicroBatch) -> tuple[torch.Tensor, torch.Tensor]:
        """``(logp, entropy)`` of the micro-batch's actions under ``model``, ``(b, R)``."""
        return self.scorer.policy_logps(model, mb)

    def _critic_values(self, mb: MicroBatch, critic: Any = None) -> torch.Tensor:
        """The critic's values of ``mb`` (default critic: the actor-critic's value model)."""
        return self.scorer.critic_values(self.actor_critic.value_model if critic is None else critic, mb)
