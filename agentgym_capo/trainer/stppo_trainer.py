"""``STPPOTrainer``: ST-PPO (``algo="st_ppo"``, docs/algorithms.md §4.7) as a thin subclass of ``CAPOTrainer``.

ST-PPO is Turn-PPO (the ``stppo`` ratio variant, which ``core_algos.policy_loss`` computes like any other)
plus the clipping-bias normalisation: over each optimizer step the gradient ``C(theta)`` of the clipped
terms is accumulated into a buffer, and the step's actor gradient is scaled by ``1 / max(||C||, tau_C)``
(:func:`~agentgym_capo.trainer.algos.stppo.stppo_gradient_scale`). The subclass overrides one hook,
``_gradient_correction``, returning a :class:`ClipBiasNormalisation` for every optimizer step
(None with ``stppo_clip_bias=False``, i.e. plain Turn-PPO).

Choice made here (how ``algo="st_ppo"`` keeps working everywhere): ``CAPOTrainer(..., args=st_ppo_config)``
constructs an :class:`STPPOTrainer` (``CAPOTrainer.__new__`` picks the class from the config, the way
``pathlib.Path`` gives a ``PosixPath``, through the registry in :mod:`.trainer_classes`, so that
``capo_trainer`` does not import this module back), so the CLI and every caller that builds a ``CAPOTrainer`` get the
correction without changes, and ``isinstance(trainer, CAPOTrainer)`` holds. Building ``STPPOTrainer``
directly is the explicit form; it refuses a config of another algorithm. A user's own subclass of
``CAPOTrainer`` is not redirected: it refuses an ST-PPO config with the correction on (subclass
``STPPOTrainer`` instead). A factory function was the alternative, but it would leave
``CAPOTrainer(args=st_ppo)`` silently without the correction.
"""

from __future__ import annotations

from typing import Any

import torch

from agentgym_capo.errors import ConfigError
from agentgym_capo.trainer import core_algos
from agentgym_capo.trainer.capo_trainer import CAPOTrainer
from agentgym_capo.trainer.pipeline.batches import MicroBatch
from agentgym_capo.trainer.pipeline.runtime import IterationLog, Runtime

__all__ = ["ClipBiasNormalisation", "STPPOTrainer", "check_correction_backend"]


class ClipBiasNormalisation:
    """ST-PPO's clip-bias normalisation of one optimizer step (a :class:`.pipeline.loss.GradientCorrection`).

    Args:
        run: The iteration's runtime (config, collectives).
        actor_params: The actor's trainable parameters, whose gradients are scaled.
        log: The iteration's log (``actor/stppo_clip_bias_norm``).
    """

    def __init__(self, run: Runtime, actor_params: list[torch.nn.Parameter], log: IterationLog):
        self.run, self.actor_params, self.log = run, actor_params, log
        self.buffer: list[torch.Tensor] | None = None

    def accumulate(self, mb: MicroBatch, logp: torch.Tensor, old: torch.Tensor, advantages: torch.Tensor,
                   traj_kwargs: dict[str, Any]) -> None:
        """Add the micro-batch's clip-bias gradient ``C`` to the step's buffer (a second backward)."""
        args = self.run.args
        objective = core_algos.stppo_clip_bias_objective(
            logp, old, advantages, mb.segment_ids, eps=args.epsilon, agg=args.loss_agg,
            global_count=mb.update.totals.count, world_size=self.run.dist.world, **traj_kwargs)
        if self.buffer is None:
            self.buffer = [torch.zeros_like(p) for p in self.actor_params]
        if not objective.requires_grad:
            return
        grads = torch.autograd.grad(objective, self.actor_params, retain_graph=True, allow_unused=True)
        for buffer, grad in zip(self.buffer, grads, strict=True):
            if grad is not None:
                buffer.add_(grad)

    def apply(self) -> None:
        """Scale the actor's gradients by ``1 / max(||C||, tau_C)``, ``C`` summed over processes.

        Collective: every rank all-reduces its buffer, a rank without rows a buffer of zeros.
        """
        if self.buffer is None:
            self.buffer = [torch.zeros_like(p) for p in self.actor_params]
        flat = torch.cat([b.reshape(-1) for b in self.buffer])
        norm = float(self.run.dist.sum(flat.float()).norm() / self.run.dist.world)
        scale = core_algos.stppo_gradient_scale(norm, self.run.args.stppo_norm_floor)
        for p in self.actor_params:
            if p.grad is not None:
                p.grad.mul_(scale)
        self.log.add("actor/stppo_clip_bias_norm", norm)


def check_correction_backend(args: Any, deepspeed: bool) -> None:
    """Refuse ST-PPO's clip-bias normalisation under DeepSpeed.

    The correction scales the actor's gradients after the optimizer step's last backward; DeepSpeed's engine
    reduces and steps inside that backward (at the accumulation boundary), so the scale would come after the
    update and change nothing.
    """
    if deepspeed and args.stppo_clip_bias:
        raise ConfigError("algo='st_ppo' with stppo_clip_bias cannot run under DeepSpeed (its gradient correction "
                          "would come after DeepSpeed's optimizer step); use configs/accelerate/fsdp.yaml (FSDP2) "
                          "or ddp.yaml, or set stppo_clip_bias: false (plain Turn-PPO).")


class STPPOTrainer(CAPOTrainer):
    """ST-PPO: ``CAPOTrainer`` with the clipping-bias normalisation of each optimizer step (module docstring)."""

    def __init__(self, model: Any, args: Any, *rest: Any, **kwargs: Any):
        """As :class:`CAPOTrainer`; ``args`` must be an ``algo="st_ppo"`` config."""
        if getattr(args, "resolved_ratio_variant", None) != "stppo":
            raise ConfigError(f"STPPOTrainer trains algo='st_ppo'; got algo={getattr(args, 'algo', args)!r}. "
                              "Use CAPOTrainer for other algorithms, or set algo='st_ppo'.")
        super().__init__(model, args, *rest, **kwargs)
        check_correction_backend(args, deepspeed=self.is_deepspeed_enabled)

    def _gradient_correction(self, run: Runtime, log: IterationLog) -> ClipBiasNormalisation | None:
        """A fresh :class:`ClipBiasNormalisation` per optimizer step (None: ``stppo_clip_bias=False``)."""
        return ClipBiasNormalisation(run, self._actor_params(), log) if self.args.stppo_clip_bias else None
