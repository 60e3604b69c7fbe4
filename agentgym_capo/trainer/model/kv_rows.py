"""The continuous engine's KV cache, row by row: the decoding batch's cache and mask, and the caches kept for reuse.

The scheduler (:mod:`.continuous`) decides which rows join, decode and leave; this module does what that means
for the cache tensors, behind one small interface (:class:`RowCache`: append rows, extend after a forward, remove
rows, compact, read a row's real columns), so that another layout (a preallocated slot per row instead of a
concatenation per join and leave) can replace it without touching the scheduler.

The layout today:

* **One** :class:`~transformers.DynamicCache` **for the batch**, every row left-padded to one width, and a
  ``(rows, columns)`` mask with 1 where a column holds a real token of the row. Holes in the middle are allowed
  (transformers builds the causal mask from the 2-D mask and the cache position): a rejected draft's column is
  masked out, and :meth:`RowCache.compact` drops the holes when they take half the cache. Joining rows are
  appended (both sides left-padded to the wider width); leaving rows are removed with the columns no remaining
  row uses.
* **Kept caches** (:class:`KeptCache`): a row that leaves keeps its cache for the tokens it fed (prompt and
  completion but the last token) under its key, for its key's next prompt; the longest common prefix
  (:func:`common_prefix`) of the two token lists is reused, right-aligned and left-padded with the other joining
  rows' (:func:`join_cache`).
* **Plain dynamic caches only** (every layer a :class:`~transformers.DynamicLayer`; a sliding-window or hybrid
  model raises :class:`~.decode_settings.UnsupportedDecoding`: :func:`check_plain_cache`). Static caches and
  ``torch.compile`` were measured on the CPU and do not pay there (48 s to compile, then no faster:
  ``benchmarks/results/rollout_engines_cpu_avx2.json``).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

import torch
from torch import Tensor
from transformers import DynamicCache
from transformers.cache_utils import DynamicLayer

from agentgym_capo.trainer.model.decode_settings import UnsupportedDecoding

__all__ = ["KeptCache", "Layers", "RowCache", "check_plain_cache", "common_prefix", "join_cache", "layers_of",
           "select_rows"]

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
        real = self.mask.bool()
        rows = real.shape[0]
        counts = real.sum(1)
        width = int(counts.max())
        # each row's real columns in order, right-aligned; a row's left padding points at column 0 (masked out)
        order = torch.argsort((~real).to(torch.int8) * 2 - 1, dim=1, stable=True)  # real columns first, in order
        index = torch.zeros(rows, width, dtype=torch.long, device=self.device)
        mask = torch.zeros(rows, width, dtype=self.mask.dtype, device=self.device)
        for b in range(rows):
            n = int(counts[b])
            index[b, width - n:] = order[b, :n]
            mask[b, width - n:] = 1
        layers = []
        for k, v in layers_of(self.cache):
            gather = index[:, None, :, None].expand(k.shape[0], k.shape[1], width, k.shape[3])
            layers.append((k.gather(2, gather), v.gather(2, gather)))
        self.mask = mask
        self.cache = DynamicCache(ddp_cache_data=layers)


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
