"""Gradient clipping of the actor and the critic, each by its own limit, under every backend.

The trainer clips two parameter groups separately (``max_grad_norm`` for the actor, ``critic_max_grad_norm``
for the value function), each by the norm of the *global* gradient of that group, as one process would:

* DDP, one process: gradients are whole on every rank after the reduction; ``accelerator.clip_grad_norm_``.
* FSDP2: gradients are ``DTensor`` shards; accelerate's DTensor-aware clipping reduces each group's norm over
  the ranks (``torch.nn.utils.clip_grad_norm_`` on DTensors). FSDP1's flat parameters give each rank only its
  own shard's norm for a subset of parameters, so the trainer refuses FSDP1 (:func:`check_sharding_backend`).
* DeepSpeed ZeRO-1/2/3: the engine steps inside ``accelerator.backward`` and its own ``gradient_clipping``
  clips all parameters together (a large critic gradient would shrink the actor's step). The trainer sets
  DeepSpeed's clipping to 0 and clips in between the engine's backward and its step
  (:class:`SeparateClipEngine`): each rank sums the squares of the gradient partition it owns per group
  (:func:`zero_local_grads`, DeepSpeed's own partitions: no full gradient is gathered), one all-reduce of the
  two sums gives the global norms, and each rank scales its partitions by its group's factor.

The factor is torch's: ``min(1, limit / (norm + 1e-6))``; a limit of ``inf`` only measures.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Sequence
from typing import Any

import torch
from accelerate.utils.deepspeed import DeepSpeedEngineWrapper  # accelerate.utils has it only with deepspeed

from agentgym_capo.errors import ConfigError
from agentgym_capo.trainer.backend.divergence import check_finite_norm

__all__ = ["ClipGroup", "SeparateClipEngine", "SeparateClipper", "actor_critic_groups", "check_sharding_backend",
           "clip_coefficient", "clip_zero_groups", "zero_local_grads"]

#: ``(metric prefix, trainable parameters, limit)`` of one separately clipped group.
ClipGroup = tuple[str, Sequence[torch.nn.Parameter], float]


def actor_critic_groups(actor_critic: Any, max_grad_norm: float, critic_max_grad_norm: float) -> list[ClipGroup]:
    """The critic's group (when it has trainable parameters) and the actor's, from an
    :class:`~agentgym_capo.trainer.model.actor_critic.ActorCritic`; a limit <= 0 means no clipping (HF's
    convention): the norm is then only measured (a limit of inf)."""
    groups = [("critic", actor_critic.value_parameters(), critic_max_grad_norm),
              ("actor", actor_critic.policy_parameters(), max_grad_norm)]
    return [(name, params, limit if limit > 0 else math.inf) for name, params, limit in groups
            if params or name == "actor"]


def clip_coefficient(norm: float, limit: float) -> float:
    """The factor gradients of norm ``norm`` are scaled by to clip them at ``limit`` (torch's formula)."""
    return min(1.0, limit / (norm + 1e-6))


def check_sharding_backend(fsdp_plugin: Any) -> None:
    """Refuse FSDP1: subsets of its flat parameters clip by each rank's local shard norm, and vLLM weight sync
    would walk the policy rather than the root FSDP unit (embeddings, final norm and a tied head never synced)."""
    if fsdp_plugin is not None and getattr(fsdp_plugin, "fsdp_version", 2) == 1:
        raise ConfigError("FSDP1 is not supported (actor/critic clipping and vLLM weight sync would be wrong); "
                          "set `fsdp_version: 2` in the accelerate config (configs/accelerate/fsdp.yaml).")


def zero_local_grads(param: torch.nn.Parameter) -> list[torch.Tensor]:
    """The part of ``param``'s reduced gradient that this rank owns under ZeRO (disjoint across ranks).

    Valid between the engine's backward on the accumulation boundary and its step. ZeRO-3: the local fp32
    gradient partition; ZeRO-1/2: the fragment of this rank's flat partition (empty when another rank owns
    the whole parameter). Returns views to scale in place (ZeRO-3: a copy, written back by
    :func:`_scale_zero_grad`).
    """
    if hasattr(param, "ds_id"):
        from deepspeed.utils import safe_get_local_grad

        grad = safe_get_local_grad(param)
        return [] if grad is None else [grad]
    mapping = getattr(param, "_hp_mapping", None)
    if mapping is None:
        return []
    fragment = mapping.get_lp_grad_fragment(param._index_in_param_group)
    address = mapping.lp_fragment_address
    if fragment.numel() == param.numel() and address.numel != param.numel():
        # bf16 optimizer: a full accumulation buffer on each rank, of which this rank owns one fragment
        fragment = fragment.view(-1).narrow(0, address.start, address.numel)
    return [fragment]


def _scale_zero_grad(param: torch.nn.Parameter, factor: float) -> None:
    if hasattr(param, "ds_id"):
        from deepspeed.utils import safe_get_local_grad, safe_set_local_grad

        grad = safe_get_local_grad(param)
        if grad is not None:
            safe_set_local_grad(param, grad * factor)
        return
    for fragment in zero_local_grads(param):
        fragment.mul_(factor)


def clip_zero_groups(groups: Sequence[tuple[Sequence[torch.nn.Parameter], float]], optimizer: Any,
                     stage: int) -> list[float]:
    """Clip each ``(params, limit)`` group of a DeepSpeed engine's reduced gradients by its own global norm.

    Args:
        groups: Parameter groups with their limits (``inf``: measure only).
        optimizer: The engine's optimizer (a ZeRO optimizer's data-parallel group and loss scale are read).
        stage: The ZeRO stage; 0 (DeepSpeed without ZeRO): every rank holds the whole reduced ``.grad``.

    Returns:
        The groups' global gradient norms before clipping (loss scale removed).
    """
    local = (lambda p: [] if p.grad is None else [p.grad]) if stage == 0 else zero_local_grads
    device = next((g.device for params, _ in groups for p in params for g in local(p)), torch.device("cpu"))
    squares = torch.zeros(len(groups), dtype=torch.float64, device=device)
    for index, (params, _) in enumerate(groups):
        for param in params:
            for grad in local(param):
                squares[index] += grad.double().pow(2).sum()
    if stage > 0 and torch.distributed.is_initialized():  # each rank owns a disjoint partition
        torch.distributed.all_reduce(squares, group=getattr(optimizer, "dp_process_group", None))
    scale = float(getattr(optimizer, "loss_scale", 1.0) or 1.0)  # fp16: gradients carry the loss scale
    norms = [math.sqrt(float(s)) / scale for s in squares.cpu()]
    for (params, limit), norm in zip(groups, norms, strict=True):
        factor = clip_coefficient(norm, limit)
        if factor < 1.0 or not math.isfinite(norm):
            for param in params:
                if stage == 0:
                    if param.grad is not None:
                        param.grad.mul_(factor)
                else:
                    _scale_zero_grad(param, factor)
    return norms


class SeparateClipEngine(DeepSpeedEngineWrapper):
    """accelerate's DeepSpeed engine wrapper with a hook between the boundary backward and the engine's step.

    ``accelerator.backward`` calls ``backward``; on the accumulation boundary the engine's backward reduces
    (and partitions) the gradients, ``before_step`` clips them, and only then does the engine step.
    """

    def __init__(self, engine: Any, before_step: Callable[[], None]):
        super().__init__(engine)
        self.before_step = before_step

    def backward(self, loss: torch.Tensor, sync_gradients: bool = True, **kwargs: Any) -> None:
        """The engine's backward; on the boundary, ``before_step()`` then the engine's step."""
        self.engine.set_gradient_accumulation_boundary(is_boundary=sync_gradients)
        self.engine.backward(loss, **kwargs)
        if sync_gradients:
            self.before_step()
            self.engine.step()


class SeparateClipper:
    """Clips the actor's and the critic's gradients each by its own global norm, under every backend.

    Under DDP and FSDP2 :meth:`clip` clips both groups (the Trainer calls it, through its ``_clip_grad_norm``
    hook, before the iteration's last optimizer step; the update calls it before the others). Under DeepSpeed
    the engine steps inside ``accelerator.backward``: :meth:`install` gives accelerate an engine wrapper that
    calls :meth:`clip_zero_before_step` between the boundary backward and the step, and :meth:`clip` then only
    returns the actor's norm measured there.

    Args:
        accelerator: The Trainer's accelerator.
        groups: Returns the :data:`ClipGroup` list, critic (if any) first and the actor last.
        log: Receives ``{"<group>/grad_norm": norm}`` for every clip.
        deepspeed: Whether the backend is DeepSpeed.
    """

    def __init__(self, accelerator: Any, groups: Callable[[], list[ClipGroup]],
                 log: Callable[[dict[str, float]], None], deepspeed: bool):
        self.accelerator, self.groups, self.log, self.deepspeed = accelerator, groups, log, deepspeed
        self.zero_actor_norm: float | None = None  # measured inside DeepSpeed's step, returned by clip()

    def clip(self) -> Any:
        """Clip both groups (DeepSpeed: already clipped inside its step); the actor's norm."""
        if self.deepspeed:
            return self.zero_actor_norm
        norm = None
        for name, params, limit in self.groups():
            norm = self.accelerator.clip_grad_norm_(params, limit)
            self.log({f"{name}/grad_norm": float(norm)})
            check_finite_norm(name, float(norm))  # before the step: a NaN step is never applied
        return norm

    def clip_zero_before_step(self) -> None:
        """Clip actor and critic separately between DeepSpeed's boundary backward and its step."""
        groups = self.groups()
        engine = self.accelerator.deepspeed_engine_wrapped.engine
        norms = clip_zero_groups([(params, limit) for _, params, limit in groups], engine.optimizer,
                                 engine.zero_optimization_stage())
        for (name, _, _), norm in zip(groups, norms, strict=True):
            self.log({f"{name}/grad_norm": norm})
            check_finite_norm(name, float(norm))
        self.zero_actor_norm = norms[-1]

    def install(self) -> None:
        """Give accelerate a DeepSpeed engine wrapper that clips before each step (once, after ``prepare``)."""
        wrapped = getattr(self.accelerator, "deepspeed_engine_wrapped", None)
        if wrapped is not None and not isinstance(wrapped, SeparateClipEngine):
            self.accelerator.deepspeed_engine_wrapped = SeparateClipEngine(wrapped.engine, self.clip_zero_before_step)
