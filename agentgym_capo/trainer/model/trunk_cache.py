"""The frozen lower trunk of a partly trained model: run once per row and iteration, reused by every pass.

With ``trainable_layers = N`` only the top N decoder layers, the final norm and the critic head learn; the
lower layers (the *trunk*) never change. Their output therefore depends only on a row's tokens, mask and
positions, so it is computed once per row per iteration (no grad; in bfloat16 autocast on a CPU with native
bf16 instructions, where it runs several times faster than fp32, PLATFORM §5) and cached. The old log-probs, the
reference log-probs, the critic values and every update forward then run only the top layers + norm (+ the
head at the scored positions) on the cached hidden states.

The critic and the reference model share the policy's cached trunk output: the critic is built as a copy
of the policy and its lower layers are frozen too (``freeze_lower_layers``), the reference is the frozen
initial policy, so all three trunks hold the same weights. Each model runs its *own* top layers on the
cached states. The critic keeps its zero-initialised head (values start at exactly 0).

How a model is split: the backbone's ``layers`` (and ``norm``) are temporarily replaced by the trunk's or
the top's slice and the backbone's own ``forward`` is called (with ``input_ids`` for the trunk, with the
cached states as ``inputs_embeds`` for the top), so masks (2-D or the 4-D masks of packed choices) and
positions go through exactly the code path of an unsplit forward. This holds for decoders whose forward
does nothing to ``inputs_embeds`` before the first layer (Llama, Qwen2, Mistral, SmolLM2); a model that
rescales its embeddings inside ``forward`` (Gemma) is refused by :func:`make_split`.

Choices made here: ``trunk_precision="auto"`` uses bf16 autocast for the trunk only on a CPU with native
bf16 (:func:`agentgym_capo.machine.native_bf16`, which honours ``CAPO_CPU_BF16``), else fp32 (on GPU the accelerator's
own autocast applies). The cached states are stored per row, unpadded, and re-padded into whatever
micro-batch layout a later pass uses, so the update's micro-batches may group rows differently from the
preparation pass.

Across iterations, a :class:`TrunkMemo` (optional, bounded: least recently used entries are dropped past
``max_bytes``) keeps each scored state's trunk output keyed by its tokens: the frozen layers give the same
output for the same state, and in small-state envs (the demo's Chain-v0 has a few hundred distinct states,
its prompt being the current room only) the rollout then runs only the top layers for states seen before.
Measured in ``benchmarks/results/demo_cpu.json``.
"""

from __future__ import annotations

import contextlib
from collections import OrderedDict
from collections.abc import Hashable, Iterator, Sequence
from dataclasses import dataclass, field

import torch
from torch import Tensor

from agentgym_capo.errors import ConfigError
from agentgym_capo.machine import native_bf16
from agentgym_capo.trainer.model.precision import PassPrecision

__all__ = ["TrunkMemo", "TrunkSplit", "backbone_hidden", "bf16_supported", "make_split", "memo_metrics", "pad_rows",
           "split_rows", "top_hidden", "trunk_autocast", "trunk_hidden", "trunk_runs_in_bf16"]


class TrunkMemo:
    """Trunk outputs by state key, least recently used dropped beyond ``max_bytes`` (see the module docstring)."""

    def __init__(self, max_bytes: int):
        """Keep at most ``max_bytes`` of cached tensors."""
        self.max_bytes = max_bytes
        self._items: OrderedDict[Hashable, Tensor] = OrderedDict()
        self.bytes = self.hits = self.misses = 0

    def get(self, key: Hashable) -> Tensor | None:
        """The cached states of ``key`` (counted as a hit), or None (a miss)."""
        value = self._items.get(key)
        if value is None:
            self.misses += 1
            return None
        self._items.move_to_end(key)
        self.hits += 1
        return value

    def put(self, key: Hashable, value: Tensor) -> None:
        """Store ``value`` under ``key``, evicting the least recently used entries past the budget."""
        size = value.numel() * value.element_size()
        if size > self.max_bytes or key in self._items:
            return
        self._items[key] = value
        self.bytes += size
        while self.bytes > self.max_bytes:
            _, old = self._items.popitem(last=False)
            self.bytes -= old.numel() * old.element_size()

    def __len__(self) -> int:
        return len(self._items)

    def stats(self) -> dict[str, float]:
        """Hits, misses, entries and megabytes held."""
        return {"hits": self.hits, "misses": self.misses, "entries": len(self), "megabytes": self.bytes / 2**20}

_RESCALING_MODEL_TYPES = ("gemma", "gemma2", "gemma3", "gemma3_text")


@dataclass(frozen=True)
class TrunkSplit:
    """Where a model is cut.

    Attributes:
        num_frozen: Decoder layers in the frozen trunk (the rest, the top, is trained).
        bf16: Run the trunk under CPU bfloat16 autocast.
        precision: Records the trunk pass's dtype (``pass_dtypes["trunk"]``), if given.
        memo: Trunk outputs of states seen before, if given (choose mode).
    """

    num_frozen: int
    bf16: bool
    precision: PassPrecision | None = field(default=None, compare=False)
    memo: TrunkMemo | None = field(default=None, compare=False)


def memo_metrics(split: TrunkSplit | None) -> dict[str, float]:
    """``trunk_memo/hit_rate`` and ``trunk_memo/megabytes`` of the split's memo (empty without one)."""
    memo = split.memo if split is not None else None
    if memo is None or memo.hits + memo.misses == 0:
        return {}
    return {"trunk_memo/hit_rate": memo.hits / (memo.hits + memo.misses), "trunk_memo/megabytes": memo.bytes / 2**20}


bf16_supported = native_bf16  # the name this module exported before precision.py existed


def trunk_runs_in_bf16(precision: str, device_type: str = "cpu") -> bool:
    """Whether the trunk pass runs under bf16 autocast for ``trunk_precision`` on ``device_type``.

    ``auto``: on a CPU with native bf16 only (module docstring); ``bf16``/``fp32``: as named.
    """
    if precision == "auto":
        return device_type == "cpu" and native_bf16()
    return precision == "bf16"


def make_split(model: torch.nn.Module, trainable_layers: int | None, precision: str = "auto",
               recorder: PassPrecision | None = None, memo_bytes: int = 0) -> TrunkSplit | None:
    """The split for ``trainable_layers`` (None: no split, the whole model runs every pass).

    Args:
        model: The causal LM (``model.base_model.layers``).
        trainable_layers: Top decoder layers that are trained.
        precision: ``auto``, ``bf16`` or ``fp32`` for the trunk pass (see the module docstring).
        recorder: Where the trunk pass records its dtype.
        memo_bytes: Budget of a :class:`TrunkMemo` across iterations (0: no memo).
    """
    if trainable_layers is None:
        return None
    layers = getattr(model.base_model, "layers", None)
    if layers is None:
        raise ConfigError(f"trainable_layers needs a decoder with base_model.layers; {type(model).__name__} has "
                          "none. Leave trainable_layers unset.")
    model_type = getattr(model.config, "model_type", "")
    if model_type in _RESCALING_MODEL_TYPES:
        raise ConfigError(f"trainable_layers is not supported for model_type {model_type!r} (its forward rescales "
                          "the input embeddings, so the cached trunk cannot be fed back). Leave it unset.")
    bf16 = trunk_runs_in_bf16(precision, next(model.parameters()).device.type)
    memo = TrunkMemo(memo_bytes) if memo_bytes > 0 else None
    return TrunkSplit(max(0, len(layers) - trainable_layers), bf16, recorder, memo)


@contextlib.contextmanager
def _only_layers(backbone: torch.nn.Module, start: int, stop: int, keep_norm: bool) -> Iterator[None]:
    """Temporarily give ``backbone`` only its layers ``[start, stop)`` (and no final norm unless kept)."""
    layers, norm = backbone.layers, backbone.norm
    backbone.layers = torch.nn.ModuleList(list(layers)[start:stop])
    if not keep_norm:
        backbone.norm = torch.nn.Identity()
    try:
        yield
    finally:
        backbone.layers, backbone.norm = layers, norm


def trunk_autocast(split: TrunkSplit) -> contextlib.AbstractContextManager:
    """The autocast context the frozen trunk runs in (recorded as the ``trunk`` pass when a recorder is set).

    Used by :func:`trunk_hidden` and by the transformers sampler (:mod:`.sampler`), which runs the trunk layers
    in this same context during ``generate`` so that sampling and scoring compute alike.
    """
    if split.precision is not None:
        return split.precision.autocast("trunk", enabled=split.bf16)
    return torch.autocast("cpu", dtype=torch.bfloat16, enabled=split.bf16)


@torch.no_grad()
def trunk_hidden(model: torch.nn.Module, split: TrunkSplit, input_ids: Tensor, attention_mask: Tensor,
                 position_ids: Tensor) -> Tensor:
    """Hidden states after the frozen layers, float32, ``(B, L, H)``."""
    backbone = model.base_model
    with _only_layers(backbone, 0, split.num_frozen, keep_norm=False), trunk_autocast(split):
        hidden = backbone(input_ids=input_ids, attention_mask=attention_mask, position_ids=position_ids,
                          use_cache=False).last_hidden_state
    return hidden.float()


def top_hidden(model: torch.nn.Module, split: TrunkSplit, trunk: Tensor, attention_mask: Tensor,
               position_ids: Tensor) -> Tensor:
    """The model's top layers and final norm on cached trunk states (differentiable in the top)."""
    backbone = model.base_model
    with _only_layers(backbone, split.num_frozen, len(backbone.layers), keep_norm=True):
        embeds = trunk.to(next(backbone.parameters()).dtype)
        return backbone(inputs_embeds=embeds, attention_mask=attention_mask, position_ids=position_ids,
                        use_cache=False).last_hidden_state


def backbone_hidden(model: torch.nn.Module, input_ids: Tensor, attention_mask: Tensor, position_ids: Tensor,
                    split: TrunkSplit | None = None, trunk: Tensor | None = None) -> Tensor:
    """Last hidden states of ``model``: whole (no split), or top on ``trunk`` (computed here if not given)."""
    if split is None:
        return model.base_model(input_ids=input_ids, attention_mask=attention_mask, position_ids=position_ids,
                                use_cache=False).last_hidden_state
    if trunk is None:
        trunk = trunk_hidden(model, split, input_ids, attention_mask, position_ids)
    return top_hidden(model, split, trunk, attention_mask, position_ids)


def split_rows(hidden: Tensor, starts: Sequence[int], lengths: Sequence[int],
               tensor_rows: Sequence[int] | None = None) -> list[Tensor]:
    """Each sequence's real span ``hidden[tensor_rows[i], starts[i]:starts[i] + lengths[i]]``, detached, on the CPU.

    ``tensor_rows`` (default: sequence i in row i) places several sequences in one row (the packed layout).
    """
    tensor_rows = range(len(starts)) if tensor_rows is None else tensor_rows
    return [hidden[r, s:s + n].detach().cpu() for r, s, n in zip(tensor_rows, starts, lengths, strict=True)]


def pad_rows(rows: Sequence[Tensor], starts: Sequence[int], width: int, device: torch.device | str,
             tensor_rows: Sequence[int] | None = None, num_rows: int | None = None) -> Tensor:
    """Place cached spans at ``starts`` in a zero ``(num_rows, width, H)`` tensor (padding stays 0).

    ``tensor_rows``/``num_rows`` as in :func:`split_rows` (default: span i in row i of ``len(rows)`` rows).
    """
    tensor_rows = range(len(rows)) if tensor_rows is None else tensor_rows
    num_rows = len(rows) if num_rows is None else num_rows
    out = torch.zeros((num_rows, width, rows[0].shape[-1]), dtype=rows[0].dtype)
    for row, span, start in zip(tensor_rows, rows, starts, strict=True):
        out[row, start:start + span.shape[0]] = span
    return out.to(device)
