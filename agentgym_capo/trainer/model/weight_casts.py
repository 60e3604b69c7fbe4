"""Autocast's weight casts done once per ``generate`` call instead of once per decoding step, on a CPU.

Under ``torch.autocast`` every ``nn.Linear`` call casts its float32 weight to bfloat16. Autocast keeps a cast
only for leaf tensors that require grad, so the weights of a frozen trunk (and every weight of a model whose
parameters are frozen) are cast again at every call: in token-by-token decoding, one pass over the model's
weights per token. Measured (SmolLM2-135M-Instruct, 16 rows, an avx512_bf16 EPYC,
``benchmarks/weight_casts_speed.py``: ``benchmarks/results/weight_casts_speed.json``): a small gain per
decoding step at 1 thread beside another job, none alone on 2 threads (decoding is compute-bound there). Kept
because it is exact and costs one copy per call.

:func:`cast_weights_once` makes the same casts once on entry and has each ``nn.Linear`` use its copy while the
autocast it was made for is active. The result is bit-for-bit the one of casting at every call (the same
rounding of the same weights, then the same bf16 kernel), as long as the weights do not change inside, which
holds for a ``generate`` call. Outside an autocast of that dtype (a float32 pass, the sampler's float32 LM
head) each layer runs its own forward unchanged.

Choices made here: only on CPU (on an accelerator the copies would cost memory the GPU plans do not count
for); only ``nn.Linear`` weights and biases (autocast leaves embeddings and norms in float32, and a bf16 copy
of a norm's weight would change its result); modules
passed in ``exclude`` (the sampler's float32 head) are left alone; so are weights that a sharding engine
gathers only inside the forward (DeepSpeed ZeRO-3's partitioned parameters, FSDP's DTensors and empty shards):
a copy made on entry would copy the shard.
"""

from __future__ import annotations

import contextlib
from collections.abc import Callable, Collection, Iterator
from typing import Any

import torch
from torch import Tensor, nn

__all__ = ["autocast_dtype", "cast_weights_once"]


def _whole_cpu_weight(weight: Tensor) -> bool:
    """A plain CPU tensor holding the whole weight (not a ZeRO-3 partition, a DTensor or an empty shard)."""
    return (weight.device.type == "cpu" and weight.numel() > 0 and not hasattr(weight, "ds_id")
            and type(weight.data) is Tensor)


def _with_copy(layer: nn.Linear, dtype: torch.dtype) -> Callable[[Tensor], Tensor]:
    """``layer``'s forward, using ``dtype`` copies of its weight and bias while a CPU autocast of ``dtype``
    is active."""
    weight = layer.weight.detach().to(dtype)
    bias = None if layer.bias is None else layer.bias.detach().to(dtype)
    own_forward = layer.forward

    def forward(hidden: Tensor) -> Tensor:
        if torch.is_autocast_enabled("cpu") and torch.get_autocast_dtype("cpu") == dtype:
            return nn.functional.linear(hidden, weight, bias)  # autocast casts ``hidden``; the weight already is
        return own_forward(hidden)

    return forward


@contextlib.contextmanager
def cast_weights_once(model: nn.Module, dtype: torch.dtype | None, exclude: Collection[nn.Module] = ()
                      ) -> Iterator[None]:
    """While inside, every ``nn.Linear`` of ``model`` on the CPU runs on ``dtype`` copies of its weights
    whenever a CPU autocast of ``dtype`` is active (see the module docstring).

    Args:
        model: The model about to decode.
        dtype: The autocast dtype of the pass (``None``: no autocast, nothing to do).
        exclude: Linear layers to leave alone (e.g. an output head that must stay float32).
    """
    skipped = {id(module) for module in exclude}
    layers: list[nn.Linear] = []
    if dtype is not None and dtype != torch.float32:
        layers = [m for m in model.modules() if isinstance(m, nn.Linear) and id(m) not in skipped
                  and _whole_cpu_weight(m.weight) and m.weight.dtype != dtype and "forward" not in vars(m)]
    for layer in layers:
        layer.forward = _with_copy(layer, dtype)
    try:
        yield
    finally:
        for layer in layers:
            del layer.forward


def autocast_dtype(autocast: Callable[[], Any]) -> torch.dtype | None:
    """The CPU autocast dtype ``autocast()`` turns on, or None when it turns none on."""
    with autocast():
        return torch.get_autocast_dtype("cpu") if torch.is_autocast_enabled("cpu") else None
