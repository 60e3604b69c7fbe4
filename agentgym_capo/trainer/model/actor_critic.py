"""``ActorCritic``: the policy and the critic as one ``nn.Module``, so ``accelerator.prepare`` wraps both once.

The pattern of TRL's former ``PolicyAndValueWrapper``: the Trainer prepares ``self.model`` (DDP, FSDP2,
DeepSpeed ZeRO-2/3 through accelerate) and this module is ``self.model``. Every training forward goes through
the prepared wrapper: DDP registers the backward's gradient reduction there, FSDP all-gathers the root's
parameters (embeddings, final norm, heads) in the root's forward hooks, DeepSpeed ZeRO-3 fetches partitioned
parameters in its module hooks. Calling ``policy.base_model`` directly would bypass all of that.

``forward(compute)`` runs ``compute(self)``: the trainer passes the scoring it needs (action log-probs,
critic values, or both in one pass, so one backward follows one forward). Generation goes to the policy
(``generate``), and gradient checkpointing is switched on and off for policy and critic together.

Choice made here: the wrapper forwards only the attributes the Trainer and TRL read (``config``,
``generation_config``, ``generate``, gradient checkpointing, model tags), never a blanket ``__getattr__``:
FSDP2 changes the classes of wrapped modules in place, and a fallback to the policy would then answer
FSDP's own attribute probes for the wrong module.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any, TypeVar

import torch
from torch import nn

__all__ = ["ActorCritic", "SharedValueModel", "check_gradient_checkpointing", "make_value_head"]

T = TypeVar("T")


class ActorCritic(nn.Module):
    """The trained models of one run: ``policy``, an optional ``critic``, an optional shared ``value_head``.

    Args:
        policy: The causal LM (or a PEFT model around it).
        critic: A separate value model (``critic="separate"``), or None.
        value_head: A ``Linear(hidden, 1)`` on the policy's trunk (``critic="shared"``), or on the trunk with
            the critic adapter active (``critic="lora"``), or None.
        critic_adapter: Name of the critic's adapter in the PEFT ``policy`` (``critic="lora"``), or None.
    """

    _keys_to_ignore_on_save = None  # read by Trainer._load_from_checkpoint

    def __init__(self, policy: nn.Module, critic: nn.Module | None = None, value_head: nn.Module | None = None,
                 critic_adapter: str | None = None):
        super().__init__()
        self.policy = policy
        self.critic = critic
        self.value_head = value_head
        self.critic_adapter = critic_adapter
        self.config = policy.config  # the Trainer and TRL read model.config
        # accelerate's FSDP auto-wrap reads the decoder-layer classes from here
        self._no_split_modules = sorted({name for m in (policy, critic) if m is not None
                                         for name in (getattr(m, "_no_split_modules", None) or [])})

    def forward(self, compute: Callable[[ActorCritic], T]) -> T:
        """Run ``compute(self)`` inside the prepared module's forward (hooks of DDP/FSDP/ZeRO fire)."""
        return compute(self)

    # ------------------------------------------------------------------ what the Trainer and TRL read
    @property
    def generation_config(self) -> Any:
        """The policy's generation config."""
        return self.policy.generation_config

    @generation_config.setter
    def generation_config(self, value: Any) -> None:
        self.policy.generation_config = value

    def generate(self, *args: Any, **kwargs: Any) -> Any:
        """The policy's ``generate``."""
        return self.policy.generate(*args, **kwargs)

    @property
    def is_gradient_checkpointing(self) -> bool:
        """Whether the policy checkpoints activations."""
        return bool(getattr(self.policy, "is_gradient_checkpointing", False))

    def _trunks(self) -> list[nn.Module]:
        return [m for m in (self.policy, self.critic) if m is not None]

    def gradient_checkpointing_enable(self, gradient_checkpointing_kwargs: dict | None = None,
                                      **options: Any) -> None:
        """Checkpoint activations in the policy and the critic (the critic is as large as the policy).

        ``options`` (transformers' ``every_n_layers``, ``offload``) go to both models unchanged. With a critic
        adapter, blocks are recomputed under the adapter they ran with (:func:`.adapters.recompute_context_fn`).
        """
        if self.critic_adapter is not None:
            from agentgym_capo.trainer.model.adapters import recompute_context_fn

            gradient_checkpointing_kwargs = {**(gradient_checkpointing_kwargs or {}), "use_reentrant": False,
                                             "context_fn": recompute_context_fn(self.policy)}
        for model in self._trunks():
            # TRL turns checkpointing off around every generate and on again after, and each transformers
            # enable registers one more input-require-grads hook on the embeddings: drop the previous one first
            if hasattr(model, "disable_input_require_grads"):
                model.disable_input_require_grads()
            model.gradient_checkpointing_enable(gradient_checkpointing_kwargs=gradient_checkpointing_kwargs,
                                                **options)
            # frozen embeddings: checkpointed blocks still need grads (transformers adds the hook only for
            # input_ids models)
            if hasattr(model, "enable_input_require_grads") and not _live_hooks(model):
                model.enable_input_require_grads()

    def gradient_checkpointing_disable(self) -> None:
        """Undo :meth:`gradient_checkpointing_enable`."""
        for model in self._trunks():
            model.gradient_checkpointing_disable()

    def add_model_tags(self, tags: list[str]) -> None:
        """Tag the policy (what is pushed to a hub)."""
        if hasattr(self.policy, "add_model_tags"):
            self.policy.add_model_tags(tags)

    @property
    def model_tags(self) -> list[str]:
        """The policy's tags."""
        return list(getattr(self.policy, "model_tags", None) or [])

    def value_parameters(self) -> list[nn.Parameter]:
        """Trainable parameters of the value function (the critic, the value head, the critic adapter)."""
        params = [p for m in (self.critic, self.value_head) if m is not None for p in m.parameters()]
        return [p for p in params + self._critic_adapter_parameters() if p.requires_grad]

    def policy_parameters(self) -> list[nn.Parameter]:
        """Trainable parameters of the policy (without the critic adapter's)."""
        critic = {id(p) for p in self._critic_adapter_parameters()}
        return [p for p in self.policy.parameters() if p.requires_grad and id(p) not in critic]

    def _critic_adapter_parameters(self) -> list[nn.Parameter]:
        if self.critic_adapter is None:
            return []
        from agentgym_capo.trainer.model.adapters import adapter_parameters

        return adapter_parameters(self.policy, self.critic_adapter)

    @property
    def has_values(self) -> bool:
        """Whether a value function is trained."""
        return self.critic is not None or self.value_head is not None

    @property
    def lm(self) -> nn.Module:
        """The causal LM to score with: the policy, or the model inside a PEFT wrapper (LoRA layers active)."""
        return self.policy.get_base_model() if hasattr(self.policy, "get_base_model") else self.policy

    @property
    def value_model(self) -> Any:
        """What :func:`.critic.values_at` reads: the separate critic, or the policy's trunk with the shared head
        (with ``critic_adapter``: the trunk called with that adapter active)."""
        if self.critic is not None:
            return self.critic
        if self.value_head is None:
            return None
        trunk = None
        if self.critic_adapter is not None:
            from agentgym_capo.trainer.model.adapters import AdapterTrunk

            trunk = AdapterTrunk(self.policy, self.lm.base_model, self.critic_adapter)
        return SharedValueModel(self.lm, self.value_head, trunk)

    def split_state_dict(self, state_dict: dict[str, torch.Tensor]) -> dict[str, dict[str, torch.Tensor]]:
        """``{"policy": ..., "critic": ..., "value_head": ...}`` parts of a full state dict (prefixes removed)."""
        parts: dict[str, dict[str, torch.Tensor]] = {"policy": {}, "critic": {}, "value_head": {}}
        for key, value in state_dict.items():
            head, _, rest = key.partition(".")
            if head in parts:
                parts[head][rest] = value
        return parts


def _live_hooks(model: nn.Module) -> bool:
    """Whether ``model`` holds input-require-grads hooks (transformers keeps them in ``_require_grads_hooks``;
    a PEFT model forwards the attribute to its base model)."""
    return bool(getattr(model, "_require_grads_hooks", None))


def check_gradient_checkpointing(args: Any, zero_stage: int | None) -> None:
    """Refuse ``critic_mode="lora"`` with gradient checkpointing under DeepSpeed ZeRO-3.

    The critic adapter's blocks must be recomputed under that adapter (``context_fn``), which torch allows
    only with non-reentrant checkpointing; PEFT under ZeRO-3 needs reentrant checkpointing (TRL forces
    ``use_reentrant=True`` there). No setting satisfies both.
    """
    from agentgym_capo.errors import ConfigError

    if zero_stage == 3 and args.gradient_checkpointing and args.needs_critic and args.critic_mode == "lora":
        raise ConfigError("critic_mode='lora' with gradient_checkpointing cannot run under DeepSpeed ZeRO-3 (PEFT "
                          "there needs reentrant checkpointing, the critic adapter non-reentrant); use "
                          "configs/accelerate/zero2.yaml, or set gradient_checkpointing: false.")


class SharedValueModel:
    """The policy's backbone with the shared value head, shaped like a critic for :func:`.critic.values_at`.

    A plain object, not a module: its parameters belong to :class:`ActorCritic` once (policy and value head),
    so FSDP and the optimizer see each exactly once.
    """

    def __init__(self, lm: nn.Module, head: nn.Linear, trunk: Any = None):
        self.base_model = lm.base_model if trunk is None else trunk
        self.score, self.config = head, lm.config


def make_value_head(policy: nn.Module) -> nn.Linear:
    """A zero-initialised ``Linear(hidden, 1)`` on the policy's last hidden state (every value starts at 0)."""
    weight = next(policy.parameters())
    head = nn.Linear(policy.config.hidden_size, 1, dtype=weight.dtype, device=weight.device)
    with torch.no_grad():
        head.weight.zero_()
        head.bias.zero_()
    return head
