"""The memory plan: per-GPU bytes of a training config under each sharding strategy (the estimator).

For a training config (the YAML/JSON ``capo train --config`` reads, as :class:`PlanInputs`) and a model's shape
(:class:`~.memory_shapes.ModelShape`) the plan adds up, per GPU: policy weights, gradients and AdamW states; the
critic; the frozen reference model; activations of one micro-batch; the vLLM share; a fixed CUDA/NCCL overhead.
It does so for each :data:`STRATEGIES` entry, and :func:`cheapest_fit` names the first (cheapest in
communication) one that fits. This module is arithmetic only: the model is read by :mod:`.memory_shapes`, and the
command line (``capo plan``, its table, and the check ``capo train`` runs before it builds the trainer) is
:mod:`.plan_cli`.

Choices made here (the issue leaves them open):

* **Parameter counts are exact** (:mod:`.memory_shapes`: the model is built on the ``meta`` device).
* **Precision** follows the trainer: TRL loads the policy with ``model_init_kwargs["dtype"]`` (default
  float32), AdamW keeps two moments in the parameter dtype, so fp32 training costs 4+4+8 = 16 bytes per
  parameter and bf16 weights (``dtype: bfloat16``/``auto``) 2+2+4 = 8 under DDP. Under the sharded
  strategies with ``bf16: true`` the trained state is fp32 whatever the load dtype: FSDP2 upcasts trainable
  parameters to fp32 under mixed precision (accelerate), ZeRO keeps fp32 master weights and moments.
* **Reference**: loaded in bf16 in a bf16 run, else in the policy's dtype
  (:func:`..backend.trl_bridge.reference_dtype`), sharded under ``zero3``. Its pre-pass runs before the update, so
  the transient row is the larger of the two passes; sharded, ``prepare_fsdp`` wraps the reference as one
  unit, so its pass gathers the whole reference at once.
* **LoRA** (choice made here): the base stays in the policy's load dtype, fp32 by default, and is counted
  so (4 bytes per parameter: 16 GB for 4B). The base is also the reference (adapters disabled), the
  LoRA critic's trunk, and what vLLM's weight sync merges adapters into and out of; a bf16 base is
  re-rounded at each merge/unmerge, and that drift would reach the reference and the critic. A user who
  wants the 8 GB saving sets ``model_init_kwargs: {dtype: bfloat16}``, and the plan counts 2 bytes. The
  adapters train in fp32 (PEFT upcasts them).
* **Critic variants** (the config's ``critic_mode``; ``critic_variant`` is read too): ``separate`` (the
  paper: a full second model with a scalar head, sharded like the policy), ``shared`` (a value head on the
  policy trunk), ``lora`` (the trainer's ``critic_mode: lora``: a second adapter plus a value head on the one
  frozen base, :mod:`..model.adapters`). The ``lora`` strategy column of a config without ``peft_config`` shows
  what setting ``peft_config`` and ``critic_mode: lora`` would cost (a ``separate`` critic becomes the
  adapter); a config that sets ``peft_config`` is planned with its own ``critic_mode`` (``separate`` then is
  a full, unsharded critic model next to the LoRA policy, as the trainer builds it). Every variant runs a
  second pass through a trunk with gradients (its own model, the policy's trunk again for ``shared``, the
  trunk with the critic adapter for ``lora``), so each holds a second trunk's activations: over the whole
  rows for a token-level critic, over their prompts only for a boundary critic (``values_at`` stops at the
  last boundary; planned as the share ``max_prompt_length / (max_prompt_length + max_completion_length)``).
* **Activations** are from an empirical count of the tensors autograd saves in a transformers 5.17
  Llama/Qwen decoder layer with SDPA attention (no seq x seq term, as with flash attention on GPU):
  ``7 H + 9 KV + 4 I`` elements per token per layer (H hidden, KV = kv_heads x head_dim, I intermediate),
  measured with ``saved_tensors_hooks`` on two architectures. Under bf16 the RMSNorms add fp32 copies
  (``4 H`` fp32 elements). With gradient checkpointing a layer keeps only its input, plus one layer's
  activations during recomputation. The LM head runs only at action tokens (``logprobs.py``) in fp32, and
  four ``action tokens x V`` fp32 tensors are alive at once there: logits, log-softmax, and the entropy's
  exp and product (the entropy is always computed); a head whose weight is not fp32 adds autograd's fp32
  copy of it. A micro-batch holds
  ``min(micro_batch_tokens, per_device_train_batch_size x (max_prompt_length + max_completion_length))``
  tokens. ZeRO-3/FSDP full sharding also holds the largest gathered layer twice (prefetch). Gradients are
  counted as present during the forward (gradient accumulation over micro-batches).
* **Checked against CPU peaks**: ``tests/trainer/commands/memory_probe.py`` runs the trainer's own parts (PEFT,
  ``build_critic``, the value head, the critic adapter, ``score_positions``, ``values_at``, AdamW) for each
  critic mode, full fine-tune and LoRA, on the tiny model and SmolLM2-135M; the plan is within 15 % of the
  torch allocator's measured peak in every case (docs/throughput.md has the numbers).
* **vLLM**: colocate reserves ``vllm_gpu_memory_utilization`` of each GPU; server mode runs on other GPUs.
  Inside its share, vLLM loads its own bf16 weights and must fit at least one full-length sequence's KV
  cache (2 x layers x kv_heads x head_dim bf16 values per token, for ``vllm_max_model_length`` tokens or the
  model's whole context when unset), or it refuses to start: the plan then fits nowhere and says so in one
  line (:class:`VllmBudget`).
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, fields
from typing import Any

from agentgym_capo.errors import ConfigError
from agentgym_capo.trainer.commands.memory_shapes import ModelShape
from agentgym_capo.trainer.model.head_chunks import chunk_rows

__all__ = ["GB", "STRATEGIES", "MemoryPlan", "PlanInputs", "Sharding", "VllmBudget", "cheapest_fit", "plan_all",
           "plan_memory", "vllm_budget"]

GB = 1e9
# Elements autograd saves per token per decoder layer: coefficients of hidden, kv width and intermediate size.
_SAVED_H, _SAVED_KV, _SAVED_I = 7, 9, 4
_BF16_NORM_FP32 = 4     # fp32 copies of RMSNorm inputs/outputs per token per layer under bf16 (in H units)
# fp32 (positions x vocab) tensors alive at once at the policy's head for one chunk of positions
# (model/chunked_head.py): logits, log-softmax, and the entropy's exp and product; the backward about as many
_LOGIT_COPIES = 4
_VLLM_BYTES = 2         # vLLM runs (and caches K/V) in bf16/fp16 whatever the checkpoint's dtype ("auto")


@dataclass(frozen=True)
class PlanInputs:
    """The training settings that decide memory (defaults: :class:`..config.CAPOConfig`'s)."""

    needs_critic: bool
    critic_variant: str
    token_level_critic: bool
    beta: float
    has_peft: bool
    weight_dtype: str
    bf16: bool
    gradient_checkpointing: bool
    micro_batch_rows: int
    micro_batch_tokens: int
    max_prompt_length: int | None
    max_completion_length: int
    use_vllm: bool
    vllm_mode: str
    vllm_gpu_memory_utilization: float
    vllm_max_model_length: int | None
    lora_rank: int

    @classmethod
    def from_settings(cls, settings: Mapping[str, Any]) -> PlanInputs:
        """Build from a config file's mapping (or ``vars(CAPOConfig)``); absent keys take CAPOConfig defaults."""
        from types import SimpleNamespace

        from agentgym_capo.trainer.algos.presets import resolve_algorithm
        from agentgym_capo.trainer.config import CAPOConfig

        defaults = {f.name: f.default for f in fields(CAPOConfig)}
        get = lambda key, fallback=None: settings.get(key, defaults.get(key, fallback))  # noqa: E731
        init_kwargs = get("model_init_kwargs") or {}
        peft = settings.get("peft_config") or {}
        variant = str(settings.get("critic_mode", settings.get("critic_variant", "separate")))
        if variant not in ("separate", "shared", "lora"):
            raise ConfigError(f"critic_mode must be separate, shared or lora; got {variant!r}.")
        algorithm = resolve_algorithm(SimpleNamespace(**{name: get(name) for name in (
            "algo", "ratio_variant", "gae_level", "kl_estimator", "loss_agg", "gspo_unit")}))
        return cls(
            needs_critic=algorithm.needs_critic, critic_variant=variant,
            token_level_critic=algorithm.token_level_critic,
            beta=float(get("beta", 0.0)), has_peft=bool(peft), weight_dtype=str(init_kwargs.get("dtype", "float32")),
            bf16=bool(get("bf16", False)), gradient_checkpointing=bool(get("gradient_checkpointing", False)),
            micro_batch_rows=int(get("per_device_train_batch_size", 8)),
            micro_batch_tokens=int(get("micro_batch_tokens", 8192)),
            max_prompt_length=get("max_prompt_length"), max_completion_length=int(get("max_completion_length", 512)),
            use_vllm=bool(get("use_vllm", False)), vllm_mode=str(get("vllm_mode", "colocate")),
            vllm_gpu_memory_utilization=float(get("vllm_gpu_memory_utilization", 0.3)),
            vllm_max_model_length=get("vllm_max_model_length"),
            lora_rank=int(peft.get("r", settings.get("lora_r", 16))))


@dataclass(frozen=True)
class Sharding:
    """How one strategy divides the trained state over ``N`` GPUs (a divisor per component)."""

    description: str
    shard_weights: bool
    shard_grads_optimizer: bool
    lora: bool = False


# Ordered cheapest (least communication, full fine-tuning) first; LoRA last since it changes what is trained.
STRATEGIES: dict[str, Sharding] = {
    "ddp": Sharding("replicated (DDP): every GPU holds all weights, grads, optimizer states", False, False),
    "zero2": Sharding("grads + optimizer sharded (FSDP SHARD_GRAD_OP / ZeRO-2)", False, True),
    "zero3": Sharding("everything sharded (FSDP FULL_SHARD / ZeRO-3)", True, True),
    "lora": Sharding("LoRA: frozen base, policy + critic adapters, reference = base", False, False, lora=True),
}


@dataclass
class MemoryPlan:
    """Per-GPU bytes of each component under one strategy."""

    strategy: str
    components: dict[str, float]
    gpu_memory: float
    problems: tuple[str, ...] = ()

    @property
    def total(self) -> float:
        """Sum of the components, in bytes."""
        return sum(self.components.values())

    @property
    def fits(self) -> bool:
        """Whether the total fits the GPU and nothing else keeps the run from starting (``problems``)."""
        return self.total <= self.gpu_memory and not self.problems


@dataclass(frozen=True)
class VllmBudget:
    """What colocated vLLM needs inside its share of a GPU (``vllm_gpu_memory_utilization``).

    vLLM loads its own copy of the weights, then must fit the KV cache of at least one full-length sequence
    (``max_model_len`` tokens: ``vllm_max_model_length``, or the model's whole context when unset) in what is
    left of its share; otherwise it refuses to start.
    """

    share: float
    weights: float
    kv_cache: float
    max_model_len: int

    @property
    def fits(self) -> bool:
        """Whether weights plus one full-length sequence's KV cache fit the share."""
        return self.weights + self.kv_cache <= self.share


def vllm_budget(model: ModelShape, inputs: PlanInputs, gpu_memory_gb: float) -> VllmBudget:
    """The colocated vLLM engine's share, weights and minimum KV cache (K and V of every layer, bf16)."""
    length = int(inputs.vllm_max_model_length or model.max_position_embeddings)
    kv_per_token = 2 * model.num_layers * model.kv_width * _VLLM_BYTES
    return VllmBudget(share=inputs.vllm_gpu_memory_utilization * gpu_memory_gb * GB,
                      weights=model.params * _VLLM_BYTES, kv_cache=length * kv_per_token, max_model_len=length)


def _dtype_bytes(name: str, model: ModelShape) -> int:
    name = model.config_dtype if name == "auto" else name
    return 4 if "32" in name else 2


def _prompt_length(model: ModelShape, inputs: PlanInputs) -> int:
    """The longest prompt planned for: ``max_prompt_length``, else what the context leaves beside the completion."""
    return inputs.max_prompt_length or model.max_position_embeddings - inputs.max_completion_length


def _activation_bytes(model: ModelShape, inputs: PlanInputs, trunk_passes: float, head_weight_bytes: int) -> float:
    """Saved activations of ``trunk_passes`` passes through the trunk plus the policy head's fp32 temporaries
    (a pass over only part of each row counts as that part of a pass). The head takes its log-probs
    :func:`~agentgym_capo.trainer.model.head_chunks.chunk_rows` positions at a time, so its temporaries are
    one chunk's, not the micro-batch's."""
    seq = _prompt_length(model, inputs) + inputs.max_completion_length
    tokens = min(inputs.micro_batch_tokens, inputs.micro_batch_rows * seq)
    action_tokens = min(tokens, inputs.micro_batch_rows * inputs.max_completion_length)
    act = 2 if inputs.bf16 else 4
    per_layer = (_SAVED_H * model.hidden_size + _SAVED_KV * model.kv_width + _SAVED_I * model.intermediate_size) * act
    per_layer += _BF16_NORM_FP32 * model.hidden_size * 4 if inputs.bf16 else 0
    if inputs.gradient_checkpointing:
        trunk = tokens * (model.num_layers * model.hidden_size * act + 2 * per_layer)
    else:
        trunk = tokens * model.num_layers * per_layer
    head_rows = min(action_tokens, chunk_rows(model.vocab_size))
    head = head_rows * model.vocab_size * 4 * _LOGIT_COPIES
    if action_tokens > head_rows:  # the chunked path keeps each position's fp32 Jacobian row for the backward
        head += action_tokens * model.hidden_size * 4
    if head_weight_bytes != 4:  # fp32_head upcasts the head's weight, and autograd keeps that copy
        head += model.vocab_size * model.hidden_size * 4
    return trunk * trunk_passes + head


def plan_memory(model: ModelShape, inputs: PlanInputs, *, gpus: int, gpu_memory_gb: float,
                strategy: str, overhead_gb: float = 2.0) -> MemoryPlan:
    """Per-GPU memory of ``inputs`` on ``model`` under ``strategy`` (a :data:`STRATEGIES` key)."""
    if strategy not in STRATEGIES:
        raise ConfigError(f"Unknown sharding strategy {strategy!r}; known: {list(STRATEGIES)}.")
    if gpus < 1 or gpu_memory_gb <= 0:
        raise ConfigError(f"--gpus must be >= 1 and --gpu-memory > 0; got {gpus} and {gpu_memory_gb}.")
    sharding = STRATEGIES[strategy]
    weight = _dtype_bytes(inputs.weight_dtype, model)
    # FSDP2 upcasts trainable parameters to fp32 under mixed precision; ZeRO keeps fp32 master weights and states
    trained = 4 if inputs.bf16 and sharding.shard_grads_optimizer else weight
    grads_opt = trained + 2 * trained    # gradient + AdamW's two moments, in the trained parameters' dtype
    reference = 2 if inputs.bf16 else weight  # trl_bridge.reference_dtype: bf16 in a bf16 run
    w_div = gpus if sharding.shard_weights else 1
    go_div = gpus if sharding.shard_grads_optimizer else 1
    critic_variant = inputs.critic_variant
    if critic_variant == "lora" and not sharding.lora:
        critic_variant = "separate"  # without LoRA there is no adapter: the trainer refuses; plan the paper's
    elif sharding.lora and critic_variant == "separate" and not inputs.has_peft:
        critic_variant = "lora"  # the column shows the LoRA setup a user would switch to (module docstring)
    parts: dict[str, float] = {}
    if sharding.lora:  # the base stays in the policy's load dtype (fp32 by default); adapters train in fp32
        parts["policy weights"] = model.params * weight + model.lora_params * 4
        parts["gradients"] = model.lora_params * 4
        parts["optimizer states"] = model.lora_params * 8
    else:
        parts["policy weights"] = model.params * trained / w_div
        parts["gradients"] = model.params * trained / go_div
        parts["optimizer states"] = model.params * 2 * trained / go_div
    critic = 0.0
    if inputs.needs_critic:
        head = model.hidden_size + 1
        if critic_variant == "separate":  # (under the lora strategy: a full critic next to the LoRA policy)
            critic = model.trunk_params * trained / w_div + model.trunk_params * grads_opt / go_div
        elif critic_variant == "shared":
            critic = head * 16 if sharding.lora else head * (trained + grads_opt)
        else:
            critic = (model.lora_params + head) * 16
    parts["critic"] = critic
    has_reference = inputs.beta != 0 and not sharding.lora
    parts["reference"] = model.params * reference / w_div if has_reference else 0.0
    gather = 2 * model.largest_layer_params * (2 if inputs.bf16 else weight) if sharding.shard_weights and gpus > 1 \
        else 0.0
    # every critic runs a second pass through a trunk: its own (separate), the policy's (shared), or the
    # policy's with the critic adapter (lora); a boundary critic only up to the prompt's end (critic.values_at)
    passes = 1.0
    if inputs.needs_critic:
        prompt = _prompt_length(model, inputs)
        passes += 1.0 if inputs.token_level_critic else prompt / (prompt + inputs.max_completion_length)
    # the weight the LM head multiplies with: bf16 under FSDP2/ZeRO mixed precision, else the load dtype
    head_weight = 2 if inputs.bf16 and sharding.shard_grads_optimizer else weight
    update = _activation_bytes(model, inputs, passes, head_weight) + gather
    # the reference pre-pass runs before the update, with no saved activations but the same head temporaries;
    # sharded, prepare_fsdp wraps the reference as one unit, so its forward gathers all of it at once
    reference_pass = 0.0
    if has_reference:
        reference_pass = _activation_bytes(model, inputs, 0, reference)
        reference_pass += model.params * reference if sharding.shard_weights and gpus > 1 else 0.0
    parts["activations"] = max(update, reference_pass)
    colocated = inputs.use_vllm and inputs.vllm_mode == "colocate"
    problems: list[str] = []
    parts["vllm"] = 0.0
    if colocated:
        budget = vllm_budget(model, inputs, gpu_memory_gb)
        parts["vllm"] = budget.share
        if not budget.fits:
            needed = (inputs.max_prompt_length or 0) + inputs.max_completion_length
            problems.append(
                f"vLLM cannot start: its weights ({budget.weights / GB:.1f} GB) and one {budget.max_model_len}-token "
                f"sequence's KV cache ({budget.kv_cache / GB:.1f} GB) exceed its share "
                f"({inputs.vllm_gpu_memory_utilization:g} x {gpu_memory_gb:g} GB = {budget.share / GB:.1f} GB); set "
                f"vllm_max_model_length to the context the run needs"
                + (f" (max_prompt_length + max_completion_length = {needed})" if inputs.max_prompt_length else "")
                + " or raise vllm_gpu_memory_utilization")
    parts["cuda/nccl overhead"] = overhead_gb * GB
    return MemoryPlan(strategy, parts, gpu_memory_gb * GB, tuple(problems))


def plan_all(model: ModelShape, inputs: PlanInputs, *, gpus: int, gpu_memory_gb: float,
             overhead_gb: float = 2.0) -> list[MemoryPlan]:
    """:func:`plan_memory` for every strategy, in :data:`STRATEGIES` order."""
    return [plan_memory(model, inputs, gpus=gpus, gpu_memory_gb=gpu_memory_gb, strategy=name,
                        overhead_gb=overhead_gb) for name in STRATEGIES]


def cheapest_fit(plans: list[MemoryPlan]) -> MemoryPlan | None:
    """The first plan (cheapest strategy) that fits, or None."""
    return next((plan for plan in plans if plan.fits), None)
