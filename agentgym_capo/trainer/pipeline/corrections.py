"""Per-optimizer-step gradient corrections: a registry the update reads, named by an algorithm's preset.

Some algorithms need more than the loss's arguments: ST-PPO (``algo="st_ppo"``, docs/algorithms.md §4.7) scales
each optimizer step's actor gradient by ``1 / max(||C||, tau_C)``, where ``C`` is the gradient of the step's
clipped terms. Such a correction is a :class:`GradientCorrection`, built afresh for every optimizer step: the loss
feeds it every micro-batch's terms while the graph is alive (:meth:`GradientCorrection.accumulate`), and the
update applies it once the step's gradients are accumulated (:meth:`GradientCorrection.apply`, :mod:`.update`).

An algorithm names its correction in its preset (``AlgoPreset.gradient_correction``, :mod:`..algos.presets`);
:data:`GRADIENT_CORRECTIONS` maps the name to a :class:`CorrectionSpec` (how to build it, which config field
switches it off, whether DeepSpeed can run it). A new correction is one :func:`register_gradient_correction`.

Choice made here: a registered hook rather than a trainer subclass (ST-PPO was a ``CAPOTrainer`` subclass that
``CAPOTrainer.__new__`` picked from the config): every caller that builds a ``CAPOTrainer`` gets the correction,
and a user's own subclass of ``CAPOTrainer`` trains ST-PPO too.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any, Protocol

import torch

from agentgym_capo.errors import ConfigError
from agentgym_capo.trainer import core_algos
from agentgym_capo.trainer.algos.registry import lookup, register
from agentgym_capo.trainer.pipeline.batches import MicroBatch
from agentgym_capo.trainer.pipeline.runtime import IterationLog, Runtime

__all__ = ["GRADIENT_CORRECTIONS", "ClipBiasNormalisation", "CorrectionSpec", "GradientCorrection",
           "build_correction", "check_correction_backend", "correction_spec", "register_gradient_correction"]


class GradientCorrection(Protocol):
    """A correction of one optimizer step's gradients, built afresh for every step."""

    def accumulate(self, mb: MicroBatch, logp: torch.Tensor, old: torch.Tensor, advantages: torch.Tensor,
                   traj_kwargs: dict[str, Any]) -> None:
        """Take one micro-batch's terms (called by :func:`.loss.micro_loss`, before its backward)."""

    def apply(self) -> None:
        """Change the accumulated gradients (called once, after the step's last backward; a collective)."""


@dataclass(frozen=True)
class CorrectionSpec:
    """How to build a registered correction and where it runs.

    Attributes:
        build: ``(run, actor parameters, log) -> GradientCorrection`` for one optimizer step.
        enabled: Whether the config has it on (e.g. ``stppo_clip_bias``).
        deepspeed_refusal: Why it cannot run under DeepSpeed and what to do instead, or None if it can.
    """

    build: Callable[[Runtime, list[torch.nn.Parameter], IterationLog], GradientCorrection]
    enabled: Callable[[Any], bool] = lambda args: True
    deepspeed_refusal: str | None = None


class ClipBiasNormalisation:
    """ST-PPO's clip-bias normalisation of one optimizer step (§4.7).

    Over the step the gradient ``C(theta)`` of the clipped terms is accumulated into a buffer (a second backward
    per micro-batch, :func:`~agentgym_capo.trainer.algos.stppo.stppo_clip_bias_objective`); the step's actor
    gradient is then scaled by ``1 / max(||C||, tau_C)``
    (:func:`~agentgym_capo.trainer.algos.stppo.stppo_gradient_scale`).

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


GRADIENT_CORRECTIONS: dict[str, CorrectionSpec] = {
    # the clipped terms' gradient is scaled after the step's last backward; DeepSpeed's engine reduces and steps
    # inside that backward (at the accumulation boundary), so the scale would come after the update
    "clip_bias": CorrectionSpec(
        ClipBiasNormalisation, enabled=lambda args: args.stppo_clip_bias,
        deepspeed_refusal="its gradient correction would come after DeepSpeed's optimizer step; use "
                          "configs/accelerate/fsdp.yaml (FSDP2) or ddp.yaml, or set stppo_clip_bias: false "
                          "(plain Turn-PPO)"),
}
"""Gradient corrections by name (``AlgoPreset.gradient_correction``): ``clip_bias`` is ST-PPO's."""


def register_gradient_correction(name: str, spec: CorrectionSpec) -> CorrectionSpec:
    """Add a gradient correction a preset can name.

    Raises:
        ConfigError: when the name is taken.
    """
    return register(GRADIENT_CORRECTIONS, name, spec, "gradient correction")


def correction_spec(args: Any) -> CorrectionSpec | None:
    """The config's algorithm's correction when it is on, else None."""
    name = args.algorithm.gradient_correction
    if name is None:
        return None
    spec = lookup(GRADIENT_CORRECTIONS, name, "gradient correction")
    return spec if spec.enabled(args) else None


def build_correction(run: Runtime, actor_params: list[torch.nn.Parameter],
                     log: IterationLog) -> GradientCorrection | None:
    """The correction of the next optimizer step (None: the algorithm has none, or it is off)."""
    spec = correction_spec(run.args)
    return spec.build(run, actor_params, log) if spec is not None else None


def check_correction_backend(args: Any, deepspeed: bool) -> None:
    """Refuse a correction that DeepSpeed cannot run (its ``deepspeed_refusal``)."""
    spec = correction_spec(args)
    if deepspeed and spec is not None and spec.deepspeed_refusal:
        raise ConfigError(f"algo={args.algo!r} cannot run under DeepSpeed: {spec.deepspeed_refusal}.")
