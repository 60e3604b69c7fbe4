"""The continuous engine's KV cache in preallocated slots: rows join and leave by slot index, with no concatenation.

:class:`SlotCache` has :class:`~.kv_rows.RowCache`'s interface, so the scheduler (:mod:`.continuous`) runs either;
:mod:`.kv_rows`' docstring describes both layouts, when each is used and the choices made here (bucketed slot
counts, when the capacity grows or is compacted, what free slots are fed). This module also reads the layout's
name (:func:`resolve_cache`, :func:`batch_cache`) and, on CUDA, compiles the decoding step (:func:`compiled_step`).

How a forward sees the slots: :class:`SlotKV` is a transformers :class:`~transformers.cache_utils.Cache` whose
layers (:class:`SlotLayer`) hold views of the buffers. Before a forward the slot cache sets the columns it writes
(``write_at``); each layer's ``update`` copies the new keys and values into those columns of every slot
(``index_copy_``, in place) and returns the whole buffers; ``get_mask_sizes`` gives the capacity as the key length
and ``get_seq_length`` the write position as the query offset, so transformers' ``create_causal_mask`` builds the
mask from the ``(slots, capacity)`` 2-D mask exactly as it does for the rows' ``DynamicCache``. Every tensor a
decoding forward takes then has a shape fixed per (bucket, capacity) and, with ``compiled``, the write position is
a device tensor: one compiled step serves every decoding step of that shape.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

import torch
from torch import Tensor
from transformers.cache_utils import Cache, CacheLayerMixin

from agentgym_capo.errors import ConfigError
from agentgym_capo.trainer.config_fields import ROLLOUT_CACHES
from agentgym_capo.trainer.model.kv_rows import Layers, RowCache, right_aligned

__all__ = ["SlotCache", "SlotKV", "SlotLayer", "batch_cache", "bucket_for", "capacity_for", "compiled_step",
           "resolve_cache"]

#: dynamo's recompile limit while a compiled step runs: one compile per (bucket, capacity) of the run, more than
#: torch's default 8 (about 8 buckets up to 128 rows, times a few capacities)
RECOMPILE_LIMIT = 64


def resolve_cache(choice: str, device: torch.device | str) -> str:
    """The layout ``choice`` (``rollout_cache``) names on ``device``: ``auto`` is ``slots`` on CUDA, else ``rows``."""
    if choice not in ROLLOUT_CACHES:
        raise ConfigError(f"rollout_cache must be one of {list(ROLLOUT_CACHES)}; got {choice!r}.")
    if choice == "auto":
        return "slots" if torch.device(device).type == "cuda" else "rows"
    return choice


def batch_cache(choice: str, device: torch.device, *, max_rows: int | None = None,
                compiled: bool = False) -> RowCache | SlotCache:
    """The decoding batch's cache in the layout ``choice`` names (:func:`resolve_cache`).

    Raises:
        ConfigError: ``compiled`` without the slot layout, or off CUDA (CUDA graphs need CUDA).
    """
    layout = resolve_cache(choice, device)
    if compiled and layout != "slots":
        raise ConfigError(f"rollout_compile needs the slot cache; rollout_cache={choice!r} gives {layout!r} on "
                          f"{torch.device(device).type}. Set rollout_cache to 'slots', or rollout_compile to false.")
    if compiled and torch.device(device).type != "cuda":
        raise ConfigError(f"rollout_compile needs a CUDA device (CUDA graphs); the model is on "
                          f"{torch.device(device).type}. Set rollout_compile to false.")
    if layout == "rows":
        return RowCache(device)
    return SlotCache(device, max_rows=max_rows, compiled=compiled)


def bucket_for(rows: int, max_rows: int | None = None) -> int:
    """The slot count for ``rows`` rows: the next power of two, capped at ``max_rows``."""
    bucket = 1 << max(rows - 1, 0).bit_length()
    return bucket if max_rows is None else min(bucket, max_rows)


def capacity_for(columns: int, minimum: int) -> int:
    """The capacity for ``columns`` columns: the next power of two, at least ``minimum``."""
    return 1 << (max(columns, minimum, 1) - 1).bit_length()


class SlotLayer(CacheLayerMixin):
    """One layer's keys and values in the slot buffers: ``update`` writes the owner's current columns in place."""

    is_compileable = True
    is_sliding = False

    def __init__(self, owner: SlotKV, keys: Tensor, values: Tensor):
        super().__init__()
        self.owner, self.keys, self.values, self.is_initialized = owner, keys, values, True

    def lazy_initialization(self, key_states: Tensor, value_states: Tensor) -> None:
        """Nothing to do: the buffers are preallocated."""

    def update(self, key_states: Tensor, value_states: Tensor, *args: Any, **kwargs: Any) -> tuple[Tensor, Tensor]:
        """Write the forward's keys and values (slots, heads, width, head_dim) at the owner's columns; the buffers."""
        self.keys.index_copy_(2, self.owner.columns, key_states)
        self.values.index_copy_(2, self.owner.columns, value_states)
        return self.keys, self.values

    def get_mask_sizes(self, query_length: int) -> tuple[int, int]:
        """Keys cover the whole capacity, from column 0."""
        return self.keys.shape[2], 0

    def get_seq_length(self) -> int | Tensor:
        """The write position (the query offset of the mask)."""
        return self.owner.offset

    def get_max_length(self) -> int:
        """The capacity."""
        return self.keys.shape[2]


class SlotKV(Cache):
    """The transformers cache a forward over the slots takes (module docstring).

    Args:
        layers: Per layer the (keys, values) buffers, (slots, heads, capacity, head_dim).
    """

    def __init__(self, layers: Layers):
        self.columns = torch.zeros(0, dtype=torch.long, device=layers[0][0].device)
        self.offset: int | Tensor = 0
        super().__init__(layers=[SlotLayer(self, keys, values) for keys, values in layers])

    def write_at(self, start: int, width: int, as_tensor: bool) -> None:
        """The next forward writes columns ``start .. start + width - 1`` (``as_tensor``: a device tensor offset,
        so that a compiled step does not specialise on it)."""
        self.columns = torch.arange(start, start + width, device=self.columns.device)
        self.offset = torch.tensor(start, device=self.columns.device) if as_tensor else start


class SlotCache:
    """The decoding batch's KV cache in preallocated slots, with :class:`~.kv_rows.RowCache`'s interface.

    Rows are the scheduler's, in its order; ``slots[i]`` is row ``i``'s slot. Columns ``pos`` and after are free in
    every slot; a free slot's mask is 1 in column 0 only.

    Args:
        device: Where the buffers live (the model's device).
        max_rows: The scheduler's row limit: the largest bucket (None: no limit).
        min_capacity: The smallest capacity, in columns.
        compiled: Run one-token decoding steps under ``torch.compile(mode="reduce-overhead")`` (CUDA only:
            :func:`compiled_step`); steps with drafts run eagerly.
    """

    def __init__(self, device: torch.device | str, *, max_rows: int | None = None, min_capacity: int = 256,
                 compiled: bool = False):
        self.device = torch.device(device)
        self.max_rows, self.min_capacity, self.compiled = max_rows, min_capacity, compiled
        self.stats = {"bucket_changes": 0, "capacity_growths": 0, "compactions": 0, "compiled_steps": 0}
        self.clear()

    @property
    def size(self) -> int:
        """The slot count (the bucket; 0 before the first join)."""
        return 0 if self.mask is None else self.mask.shape[0]

    @property
    def capacity(self) -> int:
        """Columns per slot."""
        return 0 if self.mask is None else self.mask.shape[1]

    # ------------------------------------------------------------------ the scheduler's interface
    def clear(self) -> None:
        """Drop every row and the buffers."""
        self.layers: Layers = []
        self.mask: Tensor | None = None  # (slots, capacity)
        self.cache: SlotKV | None = None
        self.pos = 0  # the write position: the next column every slot writes
        self._place([])

    def append(self, layers: Layers, mask: Tensor) -> None:
        """Put joining rows (their cache ``layers``: rows x heads x columns x head_dim, and ``mask``) in free slots,
        their real columns right-aligned just before the write position."""
        joining = mask.shape[0]
        index, real = right_aligned(mask.bool())
        width = index.shape[1]
        if self.mask is None:
            self._allocate(layers[0][0], len(layers), bucket_for(joining, self.max_rows), self._grown(width + 1),
                           mask.dtype)
        else:
            self._fit_bucket(len(self.slots) + joining)
        self._room(1, floor=width)
        self.pos = max(self.pos, width)  # a wider joining row opens a gap (masked) in the others: no copy
        taken = set(self.slots)
        free = [slot for slot in range(self.size) if slot not in taken][:joining]
        where = torch.tensor(free, device=self.device)
        span = slice(self.pos - width, self.pos)
        for (keys, values), (k, v) in zip(self.layers, layers, strict=True):
            gather = index[:, None, :, None].expand(joining, k.shape[1], width, k.shape[3])
            keys[where, :, span] = k.gather(2, gather)
            values[where, :, span] = v.gather(2, gather)
        self.mask[where] = 0
        self.mask[where, span] = real.to(self.mask.dtype)
        self._place(self.slots + free)

    def attention_mask(self, fed: Tensor) -> Tensor:
        """The mask of a forward that feeds columns ``fed`` (rows x new columns, 1 where a token is fed), over the
        slots; it also sets where the forward writes (compacting or growing the capacity first if needed)."""
        width = fed.shape[1]
        self._room(width)
        self.mask[self._index, self.pos:self.pos + width] = fed.to(self.mask.dtype)
        self.cache.write_at(self.pos, width, as_tensor=self.compiled)
        return self.mask

    def extend(self, fed: Tensor) -> None:
        """After a forward wrote its columns: mark which hold real tokens (``fed``); move the write position on."""
        width = fed.shape[1]
        self.mask[self._index, self.pos:self.pos + width] = fed.to(self.mask.dtype)
        self.pos += width

    def holes_dominate(self) -> bool:
        """Never: holes cost nothing until the write position reaches the capacity (then :meth:`_room` compacts)."""
        return False

    def row(self, index: int) -> Layers:
        """The real columns of row ``index``, per layer (heads, columns, head_dim); copies (its slot is reused)."""
        slot = self.slots[index]
        real = self.mask[slot, :self.pos].bool()
        return [(k[slot, :, :self.pos][:, real], v[slot, :, :self.pos][:, real]) for k, v in self.layers]

    def remove(self, indices: Sequence[int]) -> None:
        """Free the rows' slots (their mask rows reset): no other row moves unless the bucket shrinks."""
        gone = set(indices)
        where = torch.tensor([self.slots[index] for index in sorted(gone)], device=self.device)
        self.mask[where] = 0
        self.mask[where, 0] = 1
        self._place([slot for index, slot in enumerate(self.slots) if index not in gone])
        if self.slots:
            self._fit_bucket(len(self.slots))

    def compact(self) -> None:
        """Move each row's real columns to the left, right-aligned before the new write position, in place."""
        live = self._live()
        if self.slots:
            index, real = right_aligned(self.mask[self._index, :self.pos].bool())
            for keys, values in self.layers:
                keys[self._index, :, :live] = _take(keys, self._index, index)
                values[self._index, :, :live] = _take(values, self._index, index)
            self.mask[self._index] = 0
            self.mask[self._index, :live] = real.to(self.mask.dtype)
        self.pos = live
        self.stats["compactions"] += 1

    def batch_inputs(self, tensor: Tensor, fill: int) -> Tensor:
        """A forward's per-row input (rows x width, in row order) over the slots: free slots get ``fill``."""
        out = torch.full((self.size, tensor.shape[1]), fill, dtype=tensor.dtype, device=self.device)
        out[self._index] = tensor.to(self.device)
        return out

    def row_outputs(self, tensor: Tensor | None) -> Tensor | None:
        """A forward's per-slot output as per-row output, in row order (free slots' dropped; a copy)."""
        return None if tensor is None else tensor.index_select(0, self._index)

    def step_model(self, lm: torch.nn.Module, width: int) -> Any:
        """What runs a decoding forward of ``width`` columns: with ``compiled``, one-token steps run
        :func:`compiled_step`; the others (drafts) run the model eagerly."""
        if self.compiled and width == 1:
            self.stats["compiled_steps"] += 1
            return _CompiledModel(lm)
        return lm

    # ------------------------------------------------------------------ buffers
    def _place(self, slots: list[int]) -> None:
        """The rows' slots, in row order."""
        self.slots = slots
        self._index = torch.tensor(slots, dtype=torch.long, device=self.device)

    def _live(self) -> int:
        """The most real columns a row holds."""
        return int(self.mask[self._index, :self.pos].sum(1).max()) if self.slots else 0

    def _allocate(self, template: Tensor, count: int, size: int, capacity: int, dtype: torch.dtype) -> None:
        """Zeroed buffers like ``template`` (rows x heads x columns x head_dim) for ``count`` layers."""
        shape = (size, template.shape[1], capacity, template.shape[3])
        self.layers = [(template.new_zeros(shape), template.new_zeros(shape)) for _ in range(count)]
        if self.compiled:  # CUDA graphs write into these: their addresses are fixed inputs of a recorded graph
            for keys, values in self.layers:
                torch._dynamo.mark_static_address(keys)
                torch._dynamo.mark_static_address(values)
        self.mask = torch.zeros(size, capacity, dtype=dtype, device=self.device)
        self.mask[:, 0] = 1  # every slot starts free
        self.cache = SlotKV(self.layers)

    def _fit_bucket(self, rows: int) -> None:
        """Grow the bucket when ``rows`` rows do not fit; shrink it when they use a quarter of it or less."""
        if rows > self.size:
            size = bucket_for(rows, self.max_rows)
        elif 4 * rows <= self.size:
            size = bucket_for(2 * rows, self.max_rows)
        else:
            return
        assert rows <= size, (rows, size)  # the scheduler keeps at most max_rows rows
        self._reallocate(size, self.capacity)
        self.stats["bucket_changes"] += 1

    def _room(self, width: int, floor: int = 0) -> None:
        """Make the write position, at least ``floor``, plus ``width`` fit the capacity: compact in place when the
        live columns then fill at most half of it, else grow it (either: one copy)."""
        if max(self.pos, floor) + width <= self.capacity:
            return
        need = max(self._live(), floor) + width
        if 2 * need <= self.capacity:
            self.compact()
        else:
            self._reallocate(self.size, self._grown(need))
            self.stats["capacity_growths"] += 1

    def _grown(self, need: int) -> int:
        """A capacity for ``need`` columns with room to decode: 1.5 times, rounded up to a power of two (a few
        capacities: a few compiled steps)."""
        return capacity_for(need + need // 2, self.min_capacity)

    def _reallocate(self, size: int, capacity: int) -> None:
        """New buffers of ``size`` slots and ``capacity`` columns; the rows move to slots 0.., compacted (one copy)."""
        old, live, occupied = self.layers, self._live(), self._index
        index, real = right_aligned(self.mask[occupied, :self.pos].bool())
        self._allocate(old[0][0], len(old), size, capacity, self.mask.dtype)
        rows = len(self.slots)
        for (keys, values), (old_keys, old_values) in zip(self.layers, old, strict=True):
            keys[:rows, :, :live] = _take(old_keys, occupied, index)
            values[:rows, :, :live] = _take(old_values, occupied, index)
        self.mask[:rows] = 0
        self.mask[:rows, :live] = real.to(self.mask.dtype)
        self.pos = live
        self._place(list(range(rows)))


def _take(buffer: Tensor, slots: Tensor, index: Tensor) -> Tensor:
    """``buffer``'s columns ``index`` (rows x width) of ``slots``: (rows, heads, width, head_dim)."""
    return buffer[slots[:, None], :, index].transpose(1, 2)


_STEP: Any = None


def compiled_step() -> Any:
    """``lm(**inputs)`` under ``torch.compile(mode="reduce-overhead", dynamic=False)``: CUDA graphs, compiled once
    per shape (bucket, capacity) and model and kept for the process, so every iteration reuses it (a recorded graph
    is replayed while the buffers keep their addresses, and re-recorded when new buffers come)."""
    global _STEP
    if _STEP is None:
        def forward(lm: torch.nn.Module, inputs: dict[str, Any]) -> Any:
            return lm(**inputs)

        _STEP = torch.compile(forward, mode="reduce-overhead", dynamic=False)
    return _STEP


class _CompiledModel:
    """Calls ``lm`` through :func:`compiled_step`, a new CUDA-graph step each call, with room for one compile per
    (bucket, capacity)."""

    def __init__(self, lm: torch.nn.Module):
        self.lm = lm

    def __call__(self, **inputs: Any) -> Any:
        torch.compiler.cudagraph_mark_step_begin()  # the previous step's outputs were copied out (row_outputs)
        with torch._dynamo.config.patch(recompile_limit=RECOMPILE_LIMIT):
            return compiled_step()(self.lm, inputs)
