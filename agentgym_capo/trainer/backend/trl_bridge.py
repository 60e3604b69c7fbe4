"""Every use of TRL's, transformers' and accelerate's private API by the trainer, in one file.

A TRL upgrade that renames a private method touches only this module. What is used and why:

* ``GRPOTrainer._generate_single_turn``: TRL's generation primitive (transformers ``generate`` or vLLM
  colocate/server, weight sync included) for one round of prompts.
* GRPOTrainer's reference model: TRL builds it whenever ``beta != 0`` (and prepares it for the backend). The
  trainer builds its own, wrapped like the policy (:class:`..model.actor_critic.ActorCritic`) so that scoring runs
  inside the prepared module's forward under FSDP/ZeRO-3; :func:`without_trl_reference` keeps TRL from
  loading a second copy that would never be used.
* ``GradientState._set_sync_gradients`` (accelerate): marks the last micro-batch of an optimizer step, which
  is where DeepSpeed's engine reduces gradients and steps (``accelerator.backward`` reads the flag).
* ``trl.models.utils.prepare_deepspeed`` / ``prepare_fsdp``: how TRL prepares a frozen model per backend
  (FSDP2 uses accelerate's ``fsdp2_prepare_model`` instead, see :func:`prepare_frozen`).
* ``HfTrainerDeepSpeedConfig.mismatches`` (transformers): :func:`deepspeed_without_clipping` drops the
  ``gradient_clipping`` vs ``max_grad_norm`` mismatch, since the trainer clips itself.
* ``GRPOTrainer._metrics``: TRL's per-mode metric lists, averaged and emptied by its ``log``
  (:func:`log_metrics`).
* ``GenerationMixin._get_logits_processor`` (transformers): :func:`appended_logits_processor` puts a
  processor *after* the sampling warpers, where the distribution actually sampled from is seen (a processor
  passed to ``generate`` runs before them). Used to keep the sampling log-probs (:mod:`..model.sampler`).
* ``VLLMGeneration._iter_named_params`` / ``_fix_param_name_to_vllm`` (TRL's vLLM weight sync):
  :func:`lossless_lora_sync` sends a PEFT policy's merged weights computed out of place instead of TRL's
  ``merge_adapter()`` / ``unmerge_adapter()`` round trip, which rounds the base in place at every sync.

Outside this module the trainer only *overrides* TRL/transformers hooks (``_save_checkpoint``,
``_load_from_checkpoint``, ``_load_optimizer_and_scheduler``, ``_save`` in :mod:`.checkpoints`,
``_clip_grad_norm``, the ``_tag_names`` / ``_name`` model-card attributes): a method defined in a subclass
cannot move here. ``tests/trainer/backend/test_trl_bridge.py`` fails if another module uses a TRL private name.
"""

from __future__ import annotations

import contextlib
from collections.abc import Iterator
from typing import Any

import torch

__all__ = ["appended_logits_processor", "deepspeed_without_clipping", "generate_single_turn", "gradient_sync",
           "load_reference", "log_metrics", "lossless_lora_sync", "model_card_tags", "prepare_frozen",
           "reference_dtype", "without_trl_reference"]


def generate_single_turn(trainer: Any, prompt_ids: list[list[int]]) -> tuple[list[list[int]], Any]:
    """One completion per prompt through TRL's generation backend: ``(completion_ids, logprobs or None)``."""
    out = trainer._generate_single_turn(prompt_ids, None, {}, num_generations=1)
    return out[0], out[1]


@contextlib.contextmanager
def appended_logits_processor(model: torch.nn.Module, processor: Any) -> Iterator[None]:
    """Inside, every ``generate`` of ``model`` runs ``processor`` last, after temperature / top-k / top-p.

    transformers merges processors given to ``generate`` *before* its own warpers, so only here does a
    processor see the scores the next token is drawn from. ``model`` may be a PEFT model (its base generates).
    """
    target = model.get_base_model() if hasattr(model, "get_base_model") else model
    build = target._get_logits_processor

    def with_processor(*args: Any, **kwargs: Any) -> Any:
        processors = build(*args, **kwargs)
        processors.append(processor)
        return processors

    target._get_logits_processor = with_processor
    try:
        yield
    finally:
        del target._get_logits_processor


def lossless_lora_sync(trainer: Any) -> None:
    """Make the trainer's vLLM weight sync send a PEFT policy's merged weights without touching its base.

    TRL's sync (``VLLMGeneration._iter_named_params``) calls ``merge_adapter()``, reads the weights and calls
    ``unmerge_adapter()``: ``W += BA*s`` then ``W -= BA*s`` in the base's dtype, which in bf16 leaves ``W``
    rounded off by up to ~1e-3 after a few hundred syncs, and that base is also the reference and the LoRA
    critic's trunk. Here the merge is skipped and each LoRA layer's weight (and bias) is replaced, as it is
    streamed, by ``W + delta`` computed out of place in float32 (:func:`_merged_parameter`); TRL's walk,
    gathering (ZeRO-3, FSDP) and naming stay as they are. Idempotent; a no-op without vLLM or PEFT.

    Raises:
        ConfigError: The adapter is a LoRA variant (DoRA, ...), whose merge is not ``W + delta``.
    """
    from agentgym_capo.errors import ConfigError

    vg = getattr(trainer, "vllm_generation", None)
    if vg is None or getattr(vg, "_capo_lossless", False) or not hasattr(getattr(vg, "model", None), "merge_adapter"):
        return  # no vLLM, already wrapped, or no PEFT policy: TRL's walk merges nothing
    variants = {type(v).__name__ for m in vg.model.modules() for v in getattr(m, "lora_variant", {}).values()}
    if variants:
        raise ConfigError(f"The vLLM weight sync merges LoRA adapters out of place (so the base never drifts), "
                          f"which LoRA variants ({', '.join(sorted(variants))}, e.g. DoRA) do not allow; found "
                          "them in peft_config. Use plain LoRA (use_dora=False) with use_vllm, or use_vllm=False.")
    walk = vg._iter_named_params

    def named_params() -> Iterator[tuple[str, torch.Tensor]]:
        model = vg.model
        layers = {}
        for name, module in model.named_modules():
            if hasattr(module, "get_delta_weight") and hasattr(module, "base_layer"):
                for kind in ("weight", "bias"):
                    vllm_name = vg._fix_param_name_to_vllm(
                        f"{name}.{kind}".removeprefix("base_model.model."),
                        extra_prefixes=["modules_to_save.default.", "_fsdp_wrapped_module."])
                    layers[vllm_name] = (module, kind)
        model.merge_adapter = model.unmerge_adapter = lambda *args, **kwargs: None
        try:
            for name, tensor in walk():
                if name in layers:
                    tensor = _merged_parameter(*layers[name], tensor)
                yield name, tensor
        finally:
            del model.merge_adapter, model.unmerge_adapter

    vg._iter_named_params = named_params
    vg._capo_lossless = True


def _merged_parameter(layer: Any, kind: str, base: torch.Tensor) -> torch.Tensor:
    """``base`` (a LoRA layer's base weight or bias, full) with the layer's active adapters added, out of place."""
    out = base.float()
    for adapter in layer.active_adapters:
        if adapter not in getattr(layer, "lora_A", {}) and adapter not in getattr(layer, "lora_embedding_A", {}):
            continue
        if kind == "weight":
            delta = layer.get_delta_weight(adapter)
        elif layer.lora_bias.get(adapter, False):
            delta = layer.lora_B[adapter].bias * layer.scaling[adapter]
        else:
            continue
        delta = delta.full_tensor() if hasattr(delta, "full_tensor") else delta
        out = out + delta.to(device=out.device, dtype=torch.float32)
    return out.to(base.dtype)


def model_card_tags(trainer: Any) -> list[str]:
    """The trainer class's model-card tags (TRL's ``_tag_names`` class attribute)."""
    return list(getattr(trainer, "_tag_names", None) or [])


def log_metrics(trainer: Any, metrics: dict[str, float], mode: str = "train") -> None:
    """Append ``metrics`` to TRL's metric lists, which its ``log`` averages into the next log line."""
    for key, value in metrics.items():
        trainer._metrics[mode][key].append(value)


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
    kwargs["dtype"] = reference_dtype(policy, args)
    kwargs.setdefault("attn_implementation", policy.config._attn_implementation)
    kwargs.setdefault("trust_remote_code", args.trust_remote_code)
    if args.distributed_state.distributed_type in ("MULTI_GPU", "DEEPSPEED"):
        kwargs["device_map"] = None
    reference = create_model_from_path(get_config_model_id(policy.config), **kwargs)
    disable_dropout_in_model(reference)
    reference.requires_grad_(False)
    reference.eval()
    return reference


def reference_dtype(policy: torch.nn.Module, args: Any) -> torch.dtype:
    """The dtype the frozen reference is loaded in: bf16 when a GPU run trains in bf16, else the policy's.

    The reference only runs no-grad forwards, under bf16 autocast in a bf16 run, so a bf16 copy halves its
    memory (8 GB instead of 16 for a 4B model) at the cost of a bf16 residual stream, where the policy's is
    fp32: the first iteration's KL is then bf16 noise rather than exactly 0. CPU runs (``cpu_precision`` set
    by :class:`..config.CAPOConfig`) keep the policy's dtype: memory is not what limits them, and the exact reference
    is what the CPU tests check. ``capo plan`` counts the reference at this dtype (:mod:`..commands.memory_plan`).
    """
    policy_dtype = next(policy.parameters()).dtype
    if args.bf16 and getattr(args, "cpu_precision", None) is None and policy_dtype.is_floating_point:
        return torch.bfloat16
    return policy_dtype


def prepare_frozen(module: torch.nn.Module, trainer: Any) -> torch.nn.Module:
    """Prepare a frozen module for the backend: ZeRO-3 / FSDP shard it, otherwise it only moves to the device.

    FSDP2 goes through accelerate's ``fsdp2_prepare_model``, as the trained ``ActorCritic`` does, not TRL's
    ``prepare_fsdp``: with ``fsdp_cpu_ram_efficient_loading`` every rank but 0 loaded zeros, and only accelerate's
    path broadcasts rank 0's weights into the shards (TRL's only calls ``fully_shard``, so the reference would be
    zeros on every other rank, silently). FSDP1 keeps TRL's path, which passes ``sync_module_states``.
    """
    from trl.models.utils import prepare_deepspeed, prepare_fsdp

    if trainer.is_deepspeed_enabled:
        return prepare_deepspeed(module, trainer.accelerator)
    if trainer.is_fsdp_enabled and trainer.accelerator.is_fsdp2:
        from accelerate.utils.fsdp_utils import fsdp2_prepare_model

        return fsdp2_prepare_model(trainer.accelerator, module).eval()
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


def deepspeed_without_clipping(plugin: Any) -> None:
    """Set DeepSpeed's ``gradient_clipping`` to 0 before the engine is built (the trainer clips actor and
    critic separately, :mod:`.grad_clip`), and drop transformers' check of it against ``max_grad_norm``."""
    config = plugin.hf_ds_config
    config.config["gradient_clipping"] = 0.0
    config.mismatches = [m for m in getattr(config, "mismatches", []) if "gradient_clipping" not in m]
