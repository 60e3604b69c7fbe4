"""Rows -> mini-batches -> micro-batches: the planner, its cost model and constants, and the layout choice.

Everything that decides how an iteration's step rows are grouped into optimizer steps and forward passes lives
here; :mod:`.batches` holds the typed batches these plans index, :mod:`.scorers` collates a plan's rows into
tensors (its row layout's collation), and :mod:`~agentgym_capo.trainer.model.logprobs` has the packing
mechanics these decisions parametrise.

Choices made here:

* **Mini-batches**: ``M = ceil(global rows / mini_batch_size)`` on every process (:func:`minibatch_count`, so
  all ranks take the same number of optimizer steps), each rank splitting its rows, in order and unshuffled
  (the reference does not shuffle), into M nearly equal contiguous chunks (:func:`split_minibatches`); a chunk
  may be empty on a rank with few rows. The global row count is all-reduced once per iteration, in prepare, and
  carried on the typed batches (``ScoredRows.global_rows``).
* **Micro-batches** hold at most ``rows x longest row`` tokens (the token budget, ``micro_batch_tokens``) and the
  row cap (``per_device_train_batch_size``); a row longer than the budget forms a micro-batch of its own.
  Nothing is ever dropped. :func:`plan_in_order` (the former layout, ``rollout_order``) takes rows in order
  and cuts where the next would break a limit. :func:`plan_by_length` (``packed`` and ``by_length``) sorts the
  rows by length, longest first, and cuts them where the estimated time of the passes is least: each
  micro-batch costs a fixed ``call_cost`` (the per-pass work that does not grow with its positions: launching
  every layer, collating, the loss's bookkeeping) plus its padded positions, weighted up for attention the
  wider its rows (``1 + longest / attention_width``; a padded row attends over the whole width). One dynamic
  programme over the sorted rows finds the exact optimum (``O(rows x row cap)``). Filling each micro-batch in
  turn, the former way, left a fifth or more of WebShop-like rows' positions as padding even sorted; cut by the
  estimate with the CPU's measured ``call_cost`` (:data:`CPU_MICRO_BATCH_OVERHEAD`) almost none are
  (``benchmarks/throughput.py``: ``benchmarks/results/throughput_webshop_cuts_ab_avx2.json``). Without a measured cost
  (GPUs), the planner keeps the fewest micro-batches and cuts those where the estimate is least. The longest
  micro-batch comes first, so a run that does not fit in memory fails at its first one.
* **Row layouts** (``row_layout``): ``auto`` is ``packed`` on a CPU (measured faster there:
  ``benchmarks/results/packed_rows_cpu.json``) and ``by_length`` on a GPU, where packing has not been measured
  (under sdpa a packed row needs a dense mask, which rules out the flash kernel) (:func:`resolve_row_layout`).
  A packed micro-batch is row-padded where packing would save under :data:`PACK_MIN_SAVING` of its positions.
* **The fixed cost of a pass** (``micro_batch_overhead_tokens``): None picks :data:`CPU_MICRO_BATCH_OVERHEAD` on
  a CPU, where it was measured, and the fewest micro-batches elsewhere (:func:`resolve_overhead_tokens`).
"""

from __future__ import annotations

import math
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any

from agentgym_capo.errors import ConfigError
from agentgym_capo.trainer.config_fields import ROW_LAYOUTS

__all__ = ["CPU_MICRO_BATCH_OVERHEAD", "DENSE_MASK_ATTENTION_COST", "MU_PREPASS_SHARE", "PACK_MIN_SAVING",
           "PACK_WIDTH_FACTOR", "PLANNERS", "MicroBatchPlanner", "attention_width", "minibatch_count",
           "packing_attention_width", "plan_by_length", "plan_in_order", "resolve_overhead_tokens",
           "resolve_row_layout", "split_minibatches"]

CPU_MICRO_BATCH_OVERHEAD = 128
"""``micro_batch_overhead_tokens`` on a CPU: what one micro-batch's pass costs beyond its positions, in positions.

Measured with ``benchmarks/throughput.py`` (2 cores, AVX2-restricted, SmolLM2, eager attention; one run, each
setting's passes interleaved, medians of 2: ``benchmarks/results/micro_batch_overhead_cpu_avx2.json``): on
WebShop-like rows (400-1,600 tokens) and on the demo's rows (40-200 tokens), 128 was the fastest setting tried
(0, 128, 256 and the fewest micro-batches); the file holds the times.
"""

MU_PREPASS_SHARE = 1 / 6
""":func:`plan_by_length`'s ``split_cost`` in the update when the step's μ needs a pre-pass (CAPO's ratio, §2.3):
a mini-batch in one micro-batch gets μ from its loss's own forward, one cut in several pays a forward of the
policy alone over all its rows first, against the update's forward and backward of policy and critic (about 6
forwards' work; an estimate from the operations, not a measurement)."""

PACK_MIN_SAVING = 0.25
"""The packed layout row-pads a micro-batch unless packing saves at least this share of its positions: on a CPU,
packing that saved 13 % of WebShop-like rows' positions made forward + backward slower, while saving 33 % of
demo-like rows' made it faster (``benchmarks/results/packed_rows_cpu.json``)."""

PACK_WIDTH_FACTOR = 2.0
"""Packed rows are at most this many times the micro-batch's longest sequence wide."""

DENSE_MASK_ATTENTION_COST = 4.0
"""How many times its FLOP count a masked attention costs in the packed layout's choice of row width.

Measured (``benchmarks/results/packed_rows_cpu_wide.json``, SmolLM2, CPU): WebShop-like rows packed about twice
as wide as the longest ran the forward faster but forward + backward slower than row-padded: the backward of
attention under a dense mask is not the fused kernel's. With the discount those rows keep the longest row's
width (``packed_rows_cpu.json``).
"""


def attention_width(config: Any) -> float:
    """The row width at which a decoder layer's attention over the row costs what its matrices cost per token.

    Per token and layer the matrices take ``2 x`` their parameters in FLOPs and attention over a row of width
    ``W`` takes ``4 x hidden x W`` (scores and values, every column computed under a dense mask); they are equal
    at ``W = parameters / (2 x hidden)``: ~3,100 tokens for SmolLM2-135M, ~12,000 for Qwen3-1.7B, ~300 for the
    tiny test model. 0 when the config lacks the sizes (then only the longest sequence's width is used).
    """
    hidden = getattr(config, "hidden_size", None)
    inner = getattr(config, "intermediate_size", None)
    heads = getattr(config, "num_attention_heads", None)
    if not (hidden and inner and heads):
        return 0.0
    head_dim = getattr(config, "head_dim", None) or hidden // heads
    kv_heads = getattr(config, "num_key_value_heads", None) or heads
    parameters = 2 * hidden * heads * head_dim + 2 * hidden * kv_heads * head_dim + 3 * hidden * inner
    return parameters / (2 * hidden)


def packing_attention_width(config: Any) -> float:
    """:func:`attention_width` discounted by :data:`DENSE_MASK_ATTENTION_COST`: what the planner and the packed
    collation weigh row widths with."""
    return attention_width(config) / DENSE_MASK_ATTENTION_COST


def minibatch_count(global_rows: int, mini_batch_size: int) -> int:
    """Optimizer steps per epoch: ``ceil(global rows / mini_batch_size)``, at least 1 (the same on every rank)."""
    return max(1, math.ceil(global_rows / mini_batch_size))


def split_minibatches(num_local_rows: int, num_global_rows: int, mini_batch_size: int) -> list[list[int]]:
    """Cut local rows ``0..n-1`` into :func:`minibatch_count` contiguous chunks (the same count on every process)."""
    count = minibatch_count(num_global_rows, mini_batch_size)
    bounds = [round(i * num_local_rows / count) for i in range(count + 1)]
    return [list(range(bounds[i], bounds[i + 1])) for i in range(count)]


def plan_in_order(rows: Sequence[int], cost: Callable[[int], int], token_budget: int, max_rows: int,
                  call_cost: float | None = None, attention_width: float = 0.0,
                  split_cost: float = 0.0) -> list[list[int]]:
    """Group ``rows`` (in order) into micro-batches of at most ``token_budget`` tokens and ``max_rows`` rows.

    A micro-batch's tokens are ``rows x longest row`` (each row padded to the longest). A row over the budget
    forms a micro-batch of its own. The former planner: it cuts where the budget is full, so it has no use for
    :func:`plan_by_length`'s estimates (accepted, for one signature).
    """
    plans: list[list[int]] = []
    current: list[int] = []
    longest = 0
    for row in rows:
        row_cost = cost(row)
        grown = max(longest, row_cost) * (len(current) + 1)
        if current and (grown > token_budget or len(current) >= max_rows):
            plans.append(current)
            current, longest = [], 0
        current.append(row)
        longest = max(longest, row_cost)
    if current:
        plans.append(current)
    return plans


def plan_by_length(rows: Sequence[int], cost: Callable[[int], int], token_budget: int, max_rows: int,
                   call_cost: float | None = None, attention_width: float = math.inf,
                   split_cost: float = 0.0) -> list[list[int]]:
    """``rows`` sorted by ``cost`` (longest first, ties in their order) and cut into micro-batches.

    Each micro-batch is a run of the sorted rows within ``token_budget`` (``rows x longest row``; a row over
    the budget alone) and ``max_rows``. The cuts minimise the estimated time of the passes, in positions:
    ``sum(call_cost + rows x longest x (1 + longest / attention_width))`` over the micro-batches (module
    docstring); ties go to fewer micro-batches. ``call_cost=None``: the fewest micro-batches, and among those
    the least estimate. ``attention_width``: the width at which a row's attention costs what the rest of its
    pass does (:func:`packing_attention_width`; inf or 0: positions only). ``split_cost``: what a cut into
    several micro-batches costs on top, as a share of their estimate (the update's μ pre-pass,
    :data:`MU_PREPASS_SHARE`): rows that fit one micro-batch stay in one unless the cut saves more.
    """
    ordered = sorted(rows, key=cost, reverse=True)
    costs = [cost(row) for row in ordered]
    per_position = [1 + width / attention_width if 0 < attention_width < math.inf else 1.0 for width in costs]

    def rank(estimate: float, calls: int) -> tuple[float, float]:
        return (calls, estimate) if call_cost is None else (estimate + call_cost * calls, calls)

    # best[j]: (estimate, micro-batches) of the best cut of the first j sorted rows, whose last micro-batch
    # starts at start[j]; a micro-batch of sorted rows i..j-1 is as wide as row i, its longest
    best: list[tuple[float, int] | None] = [(0.0, 0)] + [None] * len(ordered)
    start = [0] * (len(ordered) + 1)
    for end in range(1, len(ordered) + 1):
        for first in range(end - 1, max(end - max_rows, 0) - 1, -1):
            size = end - first
            if size > 1 and size * costs[first] > token_budget:
                break  # rows further back are longer still
            estimate, calls = best[first]
            candidate = (estimate + size * costs[first] * per_position[first], calls + 1)
            if best[end] is None or rank(*candidate) < rank(*best[end]):
                best[end], start[end] = candidate, first
    plans: list[list[int]] = []
    end = len(ordered)
    while end:
        plans.append(ordered[start[end]:end])
        end = start[end]
    plans.reverse()
    if split_cost > 0 and call_cost is not None and len(plans) > 1 and len(ordered) <= max_rows \
            and len(ordered) * costs[0] <= token_budget:
        one = len(ordered) * costs[0] * per_position[0] + call_cost
        estimate, calls = best[-1]
        if one <= (estimate + call_cost * calls) * (1 + split_cost):
            return [ordered]
    return plans


#: Each row layout's planner (the scorers hold each layout's collation); the names are
#: ``config_fields.ROW_LAYOUTS``, which the config checks before torch loads (tested equal)
PLANNERS: dict[str, Callable[..., list[list[int]]]] = {
    "packed": plan_by_length, "by_length": plan_by_length, "rollout_order": plan_in_order}


def resolve_row_layout(layout: str, device_type: str) -> str:
    """``row_layout`` with ``auto`` decided for ``device_type`` (module docstring): packed on a CPU, else
    by_length."""
    if layout == "auto":
        layout = "packed" if device_type == "cpu" else "by_length"
    if layout not in PLANNERS:
        raise ConfigError(f"row_layout must be one of {['auto', *ROW_LAYOUTS]}; got {layout!r}.")
    return layout


def resolve_overhead_tokens(tokens: int | None, device_type: str) -> int | None:
    """``micro_batch_overhead_tokens`` with None decided for ``device_type``: :data:`CPU_MICRO_BATCH_OVERHEAD`
    on a CPU; elsewhere None, which :func:`plan_by_length` reads as "the fewest micro-batches"."""
    if tokens is None and device_type == "cpu":
        return CPU_MICRO_BATCH_OVERHEAD
    return tokens


@dataclass
class MicroBatchPlanner:
    """How one trainer cuts rows into micro-batches: the layout's planner and its cost model, chosen once.

    Attributes:
        layout: The row layout (one of ``config_fields.ROW_LAYOUTS``, ``auto`` resolved).
        token_budget: ``micro_batch_tokens``.
        max_rows: ``per_device_train_batch_size``.
        overhead_tokens: A pass's fixed cost in positions (None: the fewest micro-batches).
        attention_width: :func:`packing_attention_width` of the policy.
    """

    layout: str
    token_budget: int
    max_rows: int
    overhead_tokens: int | None
    attention_width: float

    @classmethod
    def for_config(cls, args: Any, device_type: str, model_config: Any, layout: str | None = None
                   ) -> MicroBatchPlanner:
        """The planner of a :class:`~agentgym_capo.trainer.config.CAPOConfig` on ``device_type``."""
        return cls(resolve_row_layout(layout or getattr(args, "row_layout", "auto"), device_type),
                   args.micro_batch_tokens, args.per_device_train_batch_size,
                   resolve_overhead_tokens(getattr(args, "micro_batch_overhead_tokens", None), device_type),
                   packing_attention_width(model_config))

    def plan(self, rows: Sequence[int], cost: Callable[[int], int], split_cost: float = 0.0) -> list[list[int]]:
        """``rows`` grouped into micro-batches (``cost``: a row's tokens in a forward pass; ``split_cost``: the
        share a cut into several costs on top, :data:`MU_PREPASS_SHARE`)."""
        return PLANNERS[self.layout](rows, cost, self.token_budget, self.max_rows, call_cost=self.overhead_tokens,
                                     attention_width=self.attention_width, split_cost=split_cost)
