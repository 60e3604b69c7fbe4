"""Every use of TRL's, transformers' and accelerate's private API by the trainer, in one file.

A TRL upgrade that renames a private method touches only this module. What is used and why:

* ``GRPOTrainer._generate_single_turn``: TRL's generation primitive (transformers ``generate`` or vLLM
  colocate/server, weight sync included) for one round of prompts.
* GRPOTrainer's reference model: TRL builds it whenever ``beta != 0`` (and prepares it for the backend). The
  trainer builds its own, wrapped like the policy (:class:`.actor_critic.ActorCritic`) so that scoring runs
  inside the prepared module's forward under FSDP/ZeRO-3; :func:`without_trl_reference` keeps TRL from
  loading a second copy that would never be used.
* ``GradientState._set_sync_gradients`` (accelerate): marks the last micro-batch of an optimizer step, which
  is where DeepSpeed's engine reduces gradients and steps (``accelerator.backward`` reads the flag).
* ``trl.models.utils.prepare_deepspeed`` / ``prepare_fsdp``: how TRL prepares a frozen model per backend.
"""

from __future__ import annotations

import contextlib
from collections.abc import Iterator
from typing import Any

import torch

__all__ = ["generate_single_turn", "gradient_sync", "load_reference", "prepare_frozen", "without_trl_reference"]


def generate_single_turn(trainer: Any, prompt_ids: list[list[int]]) -> tuple[list[list[int]], Any]:
    """One completion per prompt through TRL's generation backend: ``(completion_ids, logprobs or None)``."""
    out = trainer._generate_single_turn(prompt_ids, None, {}, num_generations=1)
    return out[0], out[1]


@contextlib.contextmanager
def without_trl_reference(args: Any) -> Iterator[float]:
    """Run ``GRPOTrainer.__init__`` with ``beta = 0`` (no TRL reference model); restore ``beta`` after."""
    beta = args.beta
    args.beta = 0.0
    try:
        yield beta
    finally:
        args.beta = beta


def load_reference(policy: torch.nn.Module, args: Any) -> torch.nn.Module:
    """A frozen copy of the initial policy, loaded from its path the way TRL loads its reference model."""
    from trl.trainer.utils import create_model_from_path, disable_dropout_in_model, get_config_model_id

    kwargs = dict(args.model_init_kwargs or {})
    kwargs.setdefault("dtype", next(policy.parameters()).dtype)
    kwargs.setdefault("attn_implementation", policy.config._attn_implementation)
    kwargs.setdefault("trust_remote_code", args.trust_remote_code)
    if args.distributed_state.distributed_type in ("MULTI_GPU", "DEEPSPEED"):
        kwargs["device_map"] = None
    reference = create_model_from_path(get_config_model_id(policy.config), **kwargs)
    disable_dropout_in_model(reference)
    reference.requires_grad_(False)
    reference.eval()
    return reference


def prepare_frozen(module: torch.nn.Module, trainer: Any) -> torch.nn.Module:
    """Prepare a frozen module for the backend: ZeRO-3 / FSDP shard it, otherwise it only moves to the device."""
    from trl.models.utils import prepare_deepspeed, prepare_fsdp

    if trainer.is_deepspeed_enabled:
        return prepare_deepspeed(module, trainer.accelerator)
    if trainer.is_fsdp_enabled:
        return prepare_fsdp(module, trainer.accelerator)
    return trainer.accelerator.prepare_model(module, evaluation_mode=True)


@contextlib.contextmanager
def gradient_sync(accelerator: Any, model: torch.nn.Module, sync: bool) -> Iterator[None]:
    """Accumulate locally (``sync=False``) or reduce gradients in this backward (the last micro-batch).

    DDP and FSDP get ``accelerator.no_sync``; DeepSpeed reads accelerate's ``sync_gradients`` flag in
    ``accelerator.backward`` (gradient-accumulation boundary, then the engine's step).
    """
    state = accelerator.gradient_state
    previous = state.sync_gradients
    state._set_sync_gradients(sync)
    try:
        if sync:
            yield
        else:
            with accelerator.no_sync(model):
                yield
    finally:
        state._set_sync_gradients(previous)
