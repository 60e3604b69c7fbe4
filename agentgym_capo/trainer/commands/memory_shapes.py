"""The shape of a model, as the memory plan needs it: exact parameter counts and the sizes activations scale with.

Its own module because it is the one part of the plan that reads a model (its ``config.json``: a local folder, a
file, or a shape shipped in ``model_configs/``) and the one that imports transformers; the estimator
(:mod:`.memory_plan`) is arithmetic over a :class:`ModelShape`.

Choice made here: **parameter counts are exact**: the model is instantiated on the ``meta`` device from its
config (no memory, no weights), so any architecture transformers knows is counted right (biases, QK-norms,
tying).
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from agentgym_capo.errors import ConfigError

__all__ = ["ModelShape", "model_shape", "shipped_shapes"]

_MODEL_CONFIG_DIR = Path(__file__).with_name("model_configs")


@dataclass(frozen=True)
class ModelShape:
    """What the plan needs to know about a model.

    Attributes:
        name: The model's name or folder.
        params: Total parameters of the causal LM.
        trunk_params: Parameters without an untied LM head (what a critic copies).
        largest_layer_params: Parameters of the largest decoder layer (ZeRO-3 gather buffer).
        lora_params: Trainable parameters of one LoRA adapter on every linear layer of the trunk.
        hidden_size, num_layers, kv_width, intermediate_size, vocab_size: The activation-relevant sizes.
        max_position_embeddings: Context window (the sequence length when the config sets none).
        config_dtype: ``torch_dtype``/``dtype`` of the config (what ``dtype: auto`` loads).
    """

    name: str
    params: int
    trunk_params: int
    largest_layer_params: int
    lora_params: int
    hidden_size: int
    num_layers: int
    kv_width: int
    intermediate_size: int
    vocab_size: int
    max_position_embeddings: int
    config_dtype: str


def shipped_shapes() -> list[str]:
    """The names of the model configs shipped with the package (``qwen3-4b-instruct-2507``, ...), sorted."""
    return sorted(p.stem for p in _MODEL_CONFIG_DIR.glob("*.json"))


def _read_model_config(model: str) -> tuple[str, dict[str, Any]]:
    path = Path(model)
    if path.is_dir():
        path = path / "config.json"
    if not path.is_file():
        shipped = _MODEL_CONFIG_DIR / f"{Path(model).name.lower()}.json"
        if not shipped.is_file():
            raise ConfigError(f"No model config at {model!r}: pass a local model folder (with config.json), a "
                              f"config.json file, or one of the shipped shapes {shipped_shapes()}.")
        path = shipped
    data = json.loads(path.read_text())
    data.pop("_source", None)
    return str(model), data


def model_shape(model: str, lora_rank: int = 16) -> ModelShape:
    """Read a model's ``config.json`` (folder, file, or a shipped name such as ``qwen3-4b-instruct-2507``)
    and count its parameters exactly on the ``meta`` device."""
    import torch
    from transformers import AutoConfig, AutoModelForCausalLM

    name, data = _read_model_config(model)
    model_type = data.pop("model_type", None)
    if model_type is None:
        raise ConfigError(f"{name}: config.json has no model_type; it is not a transformers model config.")
    config = AutoConfig.for_model(model_type, **data)
    with torch.device("meta"):
        lm = AutoModelForCausalLM.from_config(config)
    params = sum(p.numel() for p in lm.parameters())
    head = lm.get_output_embeddings()
    tied = head is not None and head.weight is lm.get_input_embeddings().weight
    trunk = params - (0 if tied or head is None else head.weight.numel())
    layers = max((m for m in lm.modules() if isinstance(m, torch.nn.ModuleList)), key=len)
    largest = max(sum(p.numel() for p in layer.parameters()) for layer in layers)
    lora = sum(lora_rank * (m.in_features + m.out_features) for m in layers.modules()
               if isinstance(m, torch.nn.Linear))
    heads = config.num_attention_heads
    head_dim = getattr(config, "head_dim", None) or config.hidden_size // heads
    kv_heads = getattr(config, "num_key_value_heads", None) or heads
    return ModelShape(
        name=name, params=params, trunk_params=trunk, largest_layer_params=largest, lora_params=lora,
        hidden_size=config.hidden_size, num_layers=len(layers), kv_width=kv_heads * head_dim,
        intermediate_size=getattr(config, "intermediate_size", 4 * config.hidden_size),
        vocab_size=config.vocab_size, max_position_embeddings=getattr(config, "max_position_embeddings", 4096),
        config_dtype=str(data.get("dtype") or data.get("torch_dtype") or "float32"))
