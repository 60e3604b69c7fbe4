"""The critic as a second LoRA adapter on the policy's frozen base (``critic_mode="lora"``).

With ``peft_config`` the policy is a PEFT model whose adapter ``"default"`` is the policy. ``critic_mode="lora"``
adds a second adapter, :data:`CRITIC_ADAPTER`, with the same LoRA config, plus a zero-initialised value head
(:func:`.actor_critic.make_value_head`) on the trunk's last hidden state. One base model then serves three
roles: the policy (adapter ``"default"`` active: generation and every log-prob pass), the critic (adapter
``"critic"`` active, for the value forward only, :func:`active_adapter`) and the reference (all adapters off,
PEFT's ``disable_adapter()``). A fresh LoRA adapter has ``B = 0``, so the critic's trunk starts as the base
and with the zero head every value starts at exactly 0.

Choices made here:

* The critic adapter copies the policy adapter's config (rank, targets, dropout): one ``peft_config`` field
  describes both, as the memory plan (``capo plan``) assumes. A second config field was not needed.
* Switching adapters uses PEFT's public ``set_adapter``, which also flips ``requires_grad`` (it freezes the
  inactive adapter; so does leaving ``disable_adapter()``, see :func:`adapters_disabled`). Both adapters
  train from one loss and one backward, and the optimizer groups and DDP's reducer are built from
  ``requires_grad`` once, so :func:`active_adapter` restores every flag right after each switch: only which
  adapter the LoRA layers *use* in the forward changes, never what is trainable.
* Gradient checkpointing recomputes blocks during the backward, outside the critic's forward: it runs
  non-reentrant with a ``context_fn`` that recomputes each block under the adapter it ran with
  (:func:`recompute_context_fn`; reentrant checkpointing has no such hook, so ``use_reentrant`` is forced
  to False with ``critic_mode="lora"``).
* The critic adapter's parameters belong to the optimizer's ``critic`` group (``critic_learning_rate``,
  ``critic_max_grad_norm``), the policy adapter's to TRL's policy group; :func:`adapter_parameters` tells
  them apart by the adapter key of PEFT's per-adapter module dicts.
"""

from __future__ import annotations

import contextlib
import copy
import os
from collections.abc import Callable, Iterable, Iterator
from pathlib import Path
from typing import Any

import torch
from torch import nn

from agentgym_capo.errors import ConfigError

__all__ = ["CRITIC_ADAPTER", "AdapterTrunk", "active_adapter", "adapter_parameters", "adapters_disabled",
           "add_critic_adapter", "check_lora_critic", "is_peft_model", "load_adapters", "lora_config",
           "recompute_context_fn", "trainable_frozen"]

#: Name of the critic's adapter in the policy's PEFT model (the policy's adapter is PEFT's ``"default"``).
CRITIC_ADAPTER = "critic"


def is_peft_model(model: Any) -> bool:
    """Whether ``model`` is a PEFT wrapper (has ``get_base_model``)."""
    return hasattr(model, "get_base_model")


def check_lora_critic(args: Any, model: Any, peft_config: Any) -> None:
    """Refuse ``critic_mode="lora"`` without a PEFT policy (before any model is loaded).

    Raises:
        ConfigError: when ``args.critic_mode`` is ``"lora"`` and neither ``peft_config`` is given nor ``model``
            is a PEFT model.
    """
    if args.critic_mode == "lora" and peft_config is None and not is_peft_model(model):
        raise ConfigError(
            "critic_mode='lora' puts the critic in a second LoRA adapter of the policy, so it needs a LoRA "
            "policy; got no peft_config. Pass peft_config=LoraConfig(...) to CAPOTrainer, or set "
            "critic_mode='separate' (a full critic model) or 'shared' (a value head on the policy).")


def lora_config(value: Any) -> Any:
    """A ``peft.LoraConfig`` for a causal LM from a config file's or ``--set``'s mapping (``r``, ``target_modules``).

    Raises:
        ConfigError: when ``value`` is not a mapping or LoraConfig refuses a key or value.
    """
    if not isinstance(value, dict):
        raise ConfigError(f"peft_config must be a mapping of LoraConfig fields, e.g. "
                          f"{{\"r\": 16, \"target_modules\": \"all-linear\"}}; got {value!r}.")
    from peft import LoraConfig

    try:
        return LoraConfig(**{"task_type": "CAUSAL_LM", **value})
    except (TypeError, ValueError) as error:
        raise ConfigError(f"peft_config {value!r} is not a valid LoraConfig: {error}") from error


def adapter_parameters(model: nn.Module, name: str) -> list[nn.Parameter]:
    """The parameters of adapter ``name`` in every PEFT tuner layer of ``model`` (LoRA's ``lora_A[name]`` ...)."""
    from peft.tuners.tuners_utils import BaseTunerLayer

    params: list[nn.Parameter] = []
    for module in model.modules():
        if not isinstance(module, BaseTunerLayer):
            continue
        for attr in (*module.adapter_layer_names, *module.other_param_names):
            holder = getattr(module, attr, None)
            part = holder[name] if isinstance(holder, nn.ModuleDict | nn.ParameterDict) and name in holder else None
            if isinstance(part, nn.Module):
                params.extend(part.parameters())
            elif isinstance(part, nn.Parameter):
                params.append(part)
    return params


def add_critic_adapter(policy: nn.Module, seed: int = 0) -> list[nn.Parameter]:
    """Add :data:`CRITIC_ADAPTER` to the PEFT ``policy`` (a copy of its active adapter's config), trainable.

    Its random initialisation (LoRA's ``A``) is drawn from ``seed`` in a forked RNG, so every process builds
    the same adapter (sharded backends need not broadcast it) and the global RNG is left as it was. The policy
    adapter stays the active one. Returns the critic adapter's parameters.
    """
    active = policy.active_adapter
    config = copy.deepcopy(policy.peft_config[active])
    config.inference_mode = False
    with torch.random.fork_rng(devices=[]):
        torch.manual_seed(seed)
        policy.add_adapter(CRITIC_ADAPTER, config)
    params = adapter_parameters(policy, CRITIC_ADAPTER)
    for param in params:
        param.requires_grad_(True)
    return params


@contextlib.contextmanager
def _kept_requires_grad(params: Iterable[nn.Parameter]) -> Iterator[None]:
    flags = [(p, p.requires_grad) for p in params]
    try:
        yield
    finally:
        for param, flag in flags:
            if param.requires_grad != flag:
                param.requires_grad_(flag)


@contextlib.contextmanager
def active_adapter(policy: nn.Module, name: str) -> Iterator[None]:
    """Make adapter ``name`` the one PEFT's layers use inside the block; restore the previous one after.

    ``requires_grad`` of every parameter is left as it was (see the module docstring).
    """
    previous = policy.active_adapter
    if previous == name:
        yield
        return
    params = list(policy.parameters())
    with _kept_requires_grad(params):
        policy.set_adapter(name)
    try:
        yield
    finally:
        with _kept_requires_grad(params):
            policy.set_adapter(previous)


@contextlib.contextmanager
def adapters_disabled(policy: nn.Module) -> Iterator[None]:
    """PEFT's ``disable_adapter()`` (the base model: the reference), keeping every ``requires_grad`` flag.

    On exit PEFT re-enables the adapter layers through ``set_adapter(active)``, which would freeze every
    inactive adapter: the critic's, which then silently stops training.
    """
    with _kept_requires_grad(list(policy.parameters())), policy.disable_adapter():
        yield


def load_adapters(policy: nn.Module, folder: str | os.PathLike) -> None:
    """Restore every adapter of ``policy`` saved by ``save_pretrained`` in ``folder`` (the active one at the top,
    others in sub-folders named after them), leaving ``requires_grad`` as it is.

    transformers' ``Trainer._load_from_checkpoint`` would load only the sub-folders when there are any, and
    load them frozen: the policy adapter would not be restored and the critic adapter would stop training.
    """
    from peft import load_peft_weights, set_peft_model_state_dict

    folder = Path(folder)
    for name in policy.peft_config:
        path = folder if name == policy.active_adapter else folder / name
        if not any((path / f).is_file() for f in ("adapter_model.safetensors", "adapter_model.bin")):
            raise ConfigError(f"Cannot resume: no weights of adapter {name!r} in {path} (expected "
                              "adapter_model.safetensors, as a critic_mode='lora' checkpoint holds); pass a "
                              "checkpoint folder of a critic_mode='lora' run.")
        with _kept_requires_grad(list(policy.parameters())):
            set_peft_model_state_dict(policy, load_peft_weights(str(path)), adapter_name=name)


def recompute_context_fn(policy: nn.Module) -> Callable[[], tuple[Any, Any]]:
    """``context_fn`` for ``torch.utils.checkpoint``: recompute each checkpointed block under the adapter that
    was active when it ran forward.

    Gradient checkpointing reruns a block's forward during the backward, when the policy adapter is active
    again: without this the critic's blocks would be recomputed with the policy's adapter and the critic
    adapter would get wrong gradients.
    """
    def context_fn() -> tuple[Any, Any]:
        return contextlib.nullcontext(), active_adapter(policy, policy.active_adapter)

    return context_fn


@contextlib.contextmanager
def trainable_frozen(params: Iterable[nn.Parameter]) -> Iterator[None]:
    """Hide ``params`` from code that collects ``requires_grad`` parameters (TRL's policy param groups)."""
    params = list(params)
    with _kept_requires_grad(params):
        for param in params:
            param.requires_grad_(False)
        yield


class AdapterTrunk:
    """The trunk (``lm.base_model``) called with the critic adapter active: what :func:`.critic.values_at`
    calls as ``critic.base_model(...)``. A plain object, so the parameters stay owned by the policy once."""

    def __init__(self, policy: nn.Module, trunk: nn.Module, name: str = CRITIC_ADAPTER):
        self.policy, self.trunk, self.name = policy, trunk, name

    def __call__(self, *args: Any, **kwargs: Any) -> Any:
        """The trunk's forward under :func:`active_adapter`."""
        with active_adapter(self.policy, self.name):
            return self.trunk(*args, **kwargs)
