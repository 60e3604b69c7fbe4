"""The continuous engine's KV cache, row by row: the decoding batch's cache and mask, and the caches kept for reuse.

The scheduler (:mod:`.continuous`) decides which rows join, decode and leave; this module does what that means
for the cache tensors, behind one small interface (:class:`RowCache`: append rows, the attention mask of a forward,
extend after a forward, remove rows, compact, read a row's real columns, and where a forward's inputs and outputs
sit), so that the layout can change without touching the scheduler. Two layouts implement it
(``ContinuousDecoder(cache=...)``, the config's ``rollout_cache``; :func:`.slot_cache.resolve_cache` reads the
name):

* **Rows** (:class:`RowCache`, ``rows``; ``auto`` on a CPU). **One** :class:`~transformers.DynamicCache` **for the
  batch**, every row left-padded to one width, and a ``(rows, columns)`` mask with 1 where a column holds a real
  token of the row. Holes in the middle are allowed (transformers builds the causal mask from the 2-D mask and
  the cache position): a rejected draft's column is masked out, and :meth:`RowCache.compact` drops the holes when
  they take half the cache. Joining rows are appended (every layer concatenated, both sides left-padded to the
  wider width); leaving rows are removed with the columns no remaining row uses (every layer gathered). The batch
  is exactly the live rows, so nothing is computed for a row that is not there; each join and leave copies the
  whole cache, and no two steps need have the same shapes. On a CPU that is the right trade: static caches and
  ``torch.compile`` were measured there and do not pay (a long compile, then no faster:
  ``benchmarks/results/rollout_engines_cpu_avx2.json``).
* **Slots** (:class:`~.slot_cache.SlotCache`, ``slots``; ``auto`` on CUDA). Per layer **preallocated** key and
  value buffers ``(slots, heads, capacity, head_dim)`` and a ``(slots, capacity)`` mask. A leaving row frees its
  slot (its mask row reset; no other row is copied); a joining row takes a free slot and writes its real columns,
  right-aligned, just before the shared write position; a decoding forward writes its new columns into every slot
  at that position, in place (the layers' ``update`` is an ``index_copy_`` into the buffers, returning them
  whole; the cache reports the capacity as the key length and the write position as the query offset, so
  transformers builds the causal mask from the 2-D mask as for the rows). Choices:

  - *Bucketed slot counts.* The slot count is a power of two (capped at the engine's ``max_rows``), grown to the
    next bucket only when the free slots run out and shrunk when a quarter or less is used; each change is one
    copy of the live rows. A few sizes keep the forward's shapes fixed for many steps, so a compiled step (CUDA
    graphs) is built once per (bucket, capacity) and replayed; the price is the free slots' share of each step
    (at most half the bucket while rows join, up to three quarters while they drain).
  - *Capacity.* A power of two columns (at least ``min_capacity``, 256), so that few capacities (few compiled
    steps) occur. When the write position would pass the end, the live columns are compacted to the left in place
    (each row's real columns right-aligned, one copy) if they then fill at most half of it, else copied into a
    buffer of 1.5 times the need rounded up to a power of two (one copy). Holes (rejected drafts, the gap a wide
    joining row opens for the others) cost nothing until then, so ``SlotCache.holes_dominate`` is never true. The
    price is memory: up to about 3 times the live columns of the widest row, in every slot of the bucket.
  - *Free slots* are fed the pad token at position 0 and see only their column 0 (stale but finite data), so
    their attention stays finite (a fully masked query gives NaN, which a later row of the slot would read as a
    masked-out key); their outputs are dropped before sampling, so the sampler draws exactly as with rows.
  - *Drafts and prefix reuse work unchanged*: a step with drafts writes its wider column range like any step
    (rejected drafts become holes), and joining rows' reused or shared prefixes arrive in the joining forward's
    cache like fresh prompts'. With ``compile_steps`` (CUDA) only one-token steps run compiled; joins and steps
    with drafts run eagerly on the same buffers, and no layer's states are captured (a forward hook does not run
    inside a CUDA graph).

* **Kept caches** (:class:`KeptCache`), in both layouts: a row that leaves keeps its cache for the tokens it fed
  (prompt and completion but the last token) under its key, for its key's next prompt; the longest common prefix
  (:func:`common_prefix`) of the two token lists is reused, right-aligned and left-padded with the other joining
  rows' (:func:`join_cache`). Joining forwards run on a :class:`~transformers.DynamicCache` in both layouts.
* **Plain dynamic caches only** (every layer a :class:`~transformers.DynamicLayer`; a sliding-window or hybrid
  model raises :class:`~.decode_settings.UnsupportedDecoding`: :func:`check_plain_cache`).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

import torch
from torch import Tensor
from transformers import DynamicCache
from transformers.cache_utils import DynamicLayer

from agentgym_capo.trainer.model.decode_settings import UnsupportedDecoding

__all__ = ["KeptCache", "Layers", "RowCache", "check_plain_cache", "common_prefix", "join_cache", "layers_of",
           "right_aligned", "select_rows"]

#: Per layer, (keys, values): (rows, heads, columns, head_dim) in the batch, (heads, columns, head_dim) for a row.
Layers = list[tuple[Tensor, Tensor]]


def check_plain_cache(lm: torch.nn.Module) -> None:
    """Refuse a model whose cache has other layers than plain dynamic ones (sliding-window, hybrid).

    Raises:
        UnsupportedDecoding: The model's cache is not plain dynamic layers (the caller decodes with ``generate``).
    """
    config = getattr(lm, "config", None)
    if config is not None and any(type(layer) is not DynamicLayer for layer in DynamicCache(config=config).layers):
        raise UnsupportedDecoding("continuous batching needs a plain dynamic KV cache in every layer (this "
                                  "model has sliding-window or other layers); decode with generate instead.")


@dataclass
class KeptCache:
    """The cache of a row that left, for its key's next prompt.

    Attributes:
        tokens: The tokens it holds (the row's prompt and completion but the last, never-fed token).
        layers: Per layer (heads, len(tokens), head_dim).
        states: The capture layer's states for ``tokens``, or None without a capture layer.
    """

    tokens: list[int]
    layers: Layers
    states: Tensor | None

    def prefix(self, length: int) -> Layers:
        """The cache of the first ``length`` tokens."""
        return [(k[:, :length], v[:, :length]) for k, v in self.layers]


class RowCache:
    """The decoding batch's KV cache and attention mask, one row per decoding row, in the scheduler's row order.

    Args:
        device: Where the mask and the index tensors live (the model's device).
    """

    def __init__(self, device: torch.device):
        self.device = device
        self.cache: DynamicCache | None = None
        self.mask: Tensor | None = None  # (rows, columns), 1 where a column holds a real token of the row

    def clear(self) -> None:
        """Drop every row."""
        self.cache, self.mask = None, None

    def append(self, layers: Layers, mask: Tensor) -> None:
        """Append rows (their cache ``layers`` and ``mask``) after the batch's, both left-padded to one width."""
        if self.cache is None:
            self.mask = mask
            self.cache = DynamicCache(ddp_cache_data=layers)
            return
        width = max(self.mask.shape[1], mask.shape[1])
        merged = [(torch.cat([_pad_left(k0, width), _pad_left(k1, width)]),
                   torch.cat([_pad_left(v0, width), _pad_left(v1, width)]))
                  for (k0, v0), (k1, v1) in zip(layers_of(self.cache), layers, strict=True)]
        self.mask = torch.cat([_pad_left(self.mask, width, dim=1), _pad_left(mask, width, dim=1)])
        self.cache = DynamicCache(ddp_cache_data=merged)

    def attention_mask(self, fed: Tensor) -> Tensor:
        """The mask of a forward that feeds columns ``fed`` (rows x new columns, 1 where a token is fed)."""
        return torch.cat([self.mask, fed], 1)

    def extend(self, fed: Tensor) -> None:
        """After a forward appended its columns to ``cache``: mark which hold real tokens (``fed``)."""
        self.mask = torch.cat([self.mask, fed], 1)

    def holes_dominate(self) -> bool:
        """Whether masked-out columns take about half the cache (then :meth:`compact` pays)."""
        return self.mask.shape[1] > 2 * int(self.mask.sum(1).max()) + 64

    def row(self, index: int) -> Layers:
        """The real columns of row ``index``, per layer (heads, columns, head_dim)."""
        real = self.mask[index].bool()
        return [(k[index][:, real], v[index][:, real]) for k, v in layers_of(self.cache)]

    def remove(self, indices: Sequence[int]) -> None:
        """Drop rows, and the columns no remaining row uses."""
        gone = set(indices)
        keep = [i for i in range(self.mask.shape[0]) if i not in gone]
        if not keep:
            self.clear()
            return
        index = torch.tensor(keep, device=self.device)
        mask = self.mask.index_select(0, index)
        used = mask.any(0).nonzero()
        start = int(used[0]) if len(used) else mask.shape[1]
        layers = [(k.index_select(0, index)[:, :, start:], v.index_select(0, index)[:, :, start:])
                  for k, v in layers_of(self.cache)]
        self.mask = mask[:, start:]
        self.cache = DynamicCache(ddp_cache_data=layers)

    def compact(self) -> None:
        """Move each row's real columns to the right end (rejected drafts leave holes; this drops them)."""
        index, mask = right_aligned(self.mask.bool())
        width = index.shape[1]
        layers = []
        for k, v in layers_of(self.cache):
            gather = index[:, None, :, None].expand(k.shape[0], k.shape[1], width, k.shape[3])
            layers.append((k.gather(2, gather), v.gather(2, gather)))
        self.mask = mask.to(self.mask.dtype)
        self.cache = DynamicCache(ddp_cache_data=layers)

    def batch_inputs(self, tensor: Tensor, fill: int) -> Tensor:
        """A forward's per-row input (rows x width, in row order) as the batch takes it: the same, on the device."""
        return tensor.to(self.device)

    def row_outputs(self, tensor: Tensor | None) -> Tensor | None:
        """A forward's per-batch-row output as per-row output, in row order: the same."""
        return tensor

    def step_model(self, lm: torch.nn.Module, width: int) -> Any:
        """What runs a decoding forward of ``width`` columns: the model itself."""
        return lm


def right_aligned(real: Tensor) -> tuple[Tensor, Tensor]:
    """Each row's real columns (``real``: rows x columns, bool) in order, right-aligned in the widest row's count.

    Returns:
        ``index`` (rows x width: the source column of each output column; a row's left padding points at column
        0) and ``mask`` (rows x width, bool: True where an output column is real).
    """
    counts = real.sum(1)
    width = int(counts.max()) if real.shape[0] else 0
    order = torch.argsort((~real).to(torch.int8), dim=1, stable=True)[:, :width]  # real columns first, in order
    shift = width - counts
    column = torch.arange(width, device=real.device)
    mask = column[None] >= shift[:, None]
    index = order.gather(1, (column[None] - shift[:, None]).clamp(min=0))
    return index.masked_fill(~mask, 0), mask


def layers_of(cache: DynamicCache) -> Layers:
    """``cache``'s (keys, values) per layer."""
    return [(layer.keys, layer.values) for layer in cache.layers]


def join_cache(prefixes: Sequence[Layers | None] = (), width: int = 0) -> DynamicCache:
    """The cache a joining forward starts from: the rows' reused ``prefixes`` right-aligned in ``width`` columns
    (none reused, ``width`` 0: an empty cache)."""
    return DynamicCache(ddp_cache_data=_stack_prefixes(prefixes, width)) if width else DynamicCache()


def select_rows(cache: DynamicCache, index: Tensor) -> Layers:
    """The rows ``index`` of ``cache`` (repeats allowed: identical prompts fed once, copied), per layer."""
    return [(k.index_select(0, index), v.index_select(0, index)) for k, v in layers_of(cache)]


def _stack_prefixes(prefixes: Sequence[Layers | None], width: int) -> Layers:
    """Joining rows' reused caches (None: the row reuses nothing), right-aligned and left-padded to ``width``
    columns, per layer (rows, heads, width, head_dim)."""
    template = next(prefix for prefix in prefixes if prefix is not None)
    out = []
    for layer, (k0, v0) in enumerate(template):
        keys = k0.new_zeros(len(prefixes), k0.shape[0], width, k0.shape[2])
        values = v0.new_zeros(len(prefixes), v0.shape[0], width, v0.shape[2])
        for b, prefix in enumerate(prefixes):
            if prefix is not None:
                k, v = prefix[layer]
                keys[b, :, width - k.shape[1]:] = k
                values[b, :, width - v.shape[1]:] = v
        out.append((keys, values))
    return out


def common_prefix(a: Sequence[int], b: Sequence[int]) -> int:
    """How many leading tokens ``a`` and ``b`` share."""
    n = 0
    for x, y in zip(a, b, strict=False):  # up to the shorter
        if x != y:
            break
        n += 1
    return n


def _pad_left(tensor: Tensor, width: int, dim: int = 2) -> Tensor:
    """``tensor`` with zeros before it along ``dim`` up to ``width``."""
    missing = width - tensor.shape[dim]
    if missing <= 0:
        return tensor
    shape = list(tensor.shape)
    shape[dim] = missing
    return torch.cat([tensor.new_zeros(shape), tensor], dim=dim)
