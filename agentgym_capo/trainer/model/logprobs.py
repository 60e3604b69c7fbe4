"""Per-token log-probabilities at chosen positions only, and the padded tensors of step rows.

A causal LM's head is applied only where a log-probability is needed (the action tokens), never over the
whole sequence: with a 49k vocabulary the full-sequence head dominates CPU time (PLATFORM §5). The
backbone is called directly (``model.base_model``) with explicit ``position_ids``, so a row's numbers do
not depend on how much left padding its micro-batch has. The LM head at the picked positions, the
log-softmax and the entropy run in float32, also under bf16 autocast (:func:`fp32_head` says why), in chunks of
positions over a large micro-batch (:mod:`.chunked_head`: no ``(positions, vocab)`` tensor at once).

Choices made here:

* The logits are divided by ``temperature`` (the sampling temperature of generate mode, as TRL does) before the
  softmax; logit soft-capping/scaling of exotic architectures is not applied.
* Three layouts of step rows, one :class:`GenerateBatch` type. :func:`collate_packed` puts several rows end to
  end in one tensor row, positions restarting per row and no mask (what training passes use on a CPU);
  :func:`collate_rows` right-pads each whole row, prompt then response, so a batch is as wide as its longest row;
  :func:`collate_generate` left-pads prompts to a common column and right-pads responses after it, as
  ``generate`` needs, and is ``max(prompt) + max(response)`` wide, wider than any row whenever the longest
  prompt and the longest response belong to different rows (a large share of the positions on WebShop-like
  rows: ``benchmarks/throughput.py``, ``benchmarks/results/throughput_cpu.json``). Each row's tensor row, start
  and response start are kept per row (``seq_rows``, ``seq_starts``, ``response_starts``), so queries, the
  critic's boundary and the trunk layout read every layout alike, and positions are counted over real tokens,
  so a row's numbers do not depend on the layout.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Sequence
from dataclasses import dataclass

import torch
from torch import Tensor

from agentgym_capo.trainer.model.chunked_head import target_logprobs
from agentgym_capo.trainer.model.trunk_cache import TrunkSplit, backbone_hidden

#: Called with ``(positions, hidden, vocab)`` each time :func:`score_positions` evaluates the LM head: how a
#: throughput counter (:class:`~agentgym_capo.trainer.backend.throughput.WorkCounter`) sees the head's work, which
#: runs outside the decoder backbone its hooks watch
HEAD_OBSERVERS: list[Callable[[int, int, int], None]] = []

__all__ = ["HEAD_OBSERVERS", "GenerateBatch", "collate_generate", "collate_packed", "collate_rows", "fp32_head",
           "pack_bins", "position_ids_from_mask", "score_positions"]


def position_ids_from_mask(attention_mask: Tensor) -> Tensor:
    """Positions 0, 1, ... counted over the real (unmasked) tokens of each row."""
    return (attention_mask.long().cumsum(-1) - 1).clamp(min=0)


def fp32_head(head: torch.nn.Module, hidden: Tensor) -> Tensor:
    """``head(hidden)`` in float32, outside autocast: the action positions' logits for the ratio.

    Under bf16 autocast the LM head would run in bf16, whose rounding of logits of size ~10-30 (step 2^-4 to
    2^-3) puts noise above CAPO's epsilon = 1e-3 into the log-ratio. Only the picked positions are upcast,
    so the cost is ``n x hidden x vocab`` in fp32, not the whole sequence's.

    ``hidden`` is flattened to ``(n, hidden)`` first: a strided slice such as each row's last position
    (generation's ``logits_to_keep``) would otherwise go, with a frozen head, through a batched product that
    reads the whole head once per row (78 ms against 20 for 16 rows of SmolLM2 on 2 cores, AVX2-restricted;
    the continuous decoder's joins hit it).
    """
    with torch.autocast(device_type=hidden.device.type, enabled=False):
        weight = head.weight.float()
        bias = head.bias.float() if getattr(head, "bias", None) is not None else None
        flat = hidden.float().reshape(-1, hidden.shape[-1])
        return torch.nn.functional.linear(flat, weight, bias).view(*hidden.shape[:-1], weight.shape[0])


def score_positions(
    model: torch.nn.Module,
    input_ids: Tensor,
    attention_mask: Tensor,
    query_rows: Tensor,
    query_cols: Tensor,
    targets: Tensor,
    *,
    temperature: float = 1.0,
    position_ids: Tensor | None = None,
    compute_entropy: bool = False,
    split: TrunkSplit | None = None,
    trunk: Tensor | None = None,
) -> tuple[Tensor, Tensor | None]:
    """Log-prob of ``targets[i]`` predicted from the hidden state at ``(query_rows[i], query_cols[i])``.

    Args:
        model: A causal LM (``base_model`` + output embeddings).
        input_ids: ``(B, L)`` token ids.
        attention_mask: ``(B, L)`` 0/1 mask, or a prepared 4-D mask.
        query_rows: ``(n,)`` rows of the positions to score.
        query_cols: ``(n,)`` columns of the hidden states that predict the targets.
        targets: ``(n,)`` token ids whose log-probs are wanted.
        temperature: Logits are divided by it.
        position_ids: ``(B, L)``; default: counted from a 2-D ``attention_mask``.
        compute_entropy: Also return the entropy of each predicted distribution (without a gradient: the
            trainer logs it as a metric only).
        split: Run the frozen trunk and the trained top separately (:mod:`.trunk_cache`); None: whole model.
        trunk: Cached trunk states ``(B, L, H)`` for ``split`` (computed here when None).

    Returns:
        ``(logps, entropy)``: ``(n,)`` float32 tensors (entropy None unless asked for).
    """
    if position_ids is None:
        position_ids = position_ids_from_mask(attention_mask)
    hidden = backbone_hidden(model, input_ids, attention_mask, position_ids, split, trunk)
    head = model.get_output_embeddings()
    for observe in HEAD_OBSERVERS:  # the head's FLOPs (backend/throughput.py): the positions it is evaluated at
        observe(targets.shape[0], head.weight.shape[1], head.weight.shape[0])
    return target_logprobs(hidden[query_rows, query_cols], head.weight, getattr(head, "bias", None), targets,
                           temperature=temperature, compute_entropy=compute_entropy)


@dataclass
class GenerateBatch:
    """Step rows (prompt then response, one *sequence* each) as tensors, in one of the module docstring's layouts.

    The tensors have ``T`` rows; the ``b`` sequences sit at ``(seq_rows[i], seq_starts[i])``. In the padded
    layouts sequence i is row i (``T == b``); in :func:`collate_packed`'s several sequences share a row.

    Attributes:
        input_ids: ``(T, W)``.
        attention_mask: ``(T, W)`` 0/1, or None in the packed layout: the model then builds the mask from
            ``position_ids`` (every sequence restarts at 0 and attends only to itself).
        position_ids: ``(T, W)``, counted over each sequence's real tokens.
        response_starts: ``(b,)`` column of each sequence's first response token (its prompt ends just before).
        response_lengths: ``(b,)`` tokens per response.
        segment_ids: ``(b, R)``: 0 on response tokens, -1 on padding (one action per sequence).
        seq_rows: ``(b,)`` the tensor row of each sequence.
        seq_starts: ``(b,)`` the column of each sequence's first token.
    """

    input_ids: Tensor
    attention_mask: Tensor | None
    position_ids: Tensor
    response_starts: Tensor
    response_lengths: Tensor
    segment_ids: Tensor
    seq_rows: Tensor
    seq_starts: Tensor

    @property
    def response_width(self) -> int:
        """R."""
        return self.segment_ids.shape[1]

    @property
    def num_sequences(self) -> int:
        """b, the step rows held (not the tensor rows)."""
        return self.segment_ids.shape[0]

    @property
    def seq_lengths(self) -> Tensor:
        """``(b,)`` real tokens of each sequence (prompt and response)."""
        return self.response_starts - self.seq_starts + self.response_lengths

    @property
    def prompt_width(self) -> int:
        """The column every response starts at: the prompts' common width in :func:`collate_generate`'s layout.

        Raises:
            ValueError: The rows' responses start at different columns (the other layouts).
        """
        first = int(self.response_starts[0])
        if bool((self.response_starts != first).any()):
            raise ValueError("prompt_width is defined for left-padded prompts (collate_generate) only; this batch "
                             "puts each row's response right after its own prompt: use response_starts.")
        return first

    def query(self) -> tuple[Tensor, Tensor, Tensor]:
        """``(seqs, cols, targets)`` of every response token: token j of sequence i is predicted at column
        ``response_starts[i] + j - 1`` of tensor row ``seq_rows[i]`` (:meth:`tensor_rows`)."""
        seqs, js = (self.segment_ids >= 0).nonzero(as_tuple=True)
        cols = self.response_starts[seqs] + js - 1
        return seqs, cols, self.input_ids[self.seq_rows[seqs], cols + 1]

    def tensor_rows(self, seqs: Tensor) -> Tensor:
        """The tensor rows holding sequences ``seqs`` (what indexes hidden states)."""
        return self.seq_rows[seqs]

    def response_index(self, seqs: Tensor, cols: Tensor) -> Tensor:
        """The response position (column of ``segment_ids``) that column ``cols`` of sequences ``seqs`` predicts."""
        return cols - self.response_starts[seqs] + 1

    def boundary_cols(self) -> Tensor:
        """Column of each sequence's state boundary (the last prompt token)."""
        return self.response_starts - 1


def _segments(responses: Sequence[Sequence[int]]) -> tuple[Tensor, Tensor]:
    """``(segment_ids, response_lengths)`` of the responses (at least one column, for value-only rows)."""
    width_r = max(1, max((len(r) for r in responses), default=0))
    lengths = torch.tensor([len(r) for r in responses], dtype=torch.long)
    segments = torch.where(torch.arange(width_r).unsqueeze(0) < lengths.unsqueeze(1), 0, -1)
    return segments.long(), lengths


def collate_generate(prompts: Sequence[Sequence[int]], responses: Sequence[Sequence[int]], pad_id: int,
                     device: torch.device | str = "cpu") -> GenerateBatch:
    """Left-padded prompts and right-padded responses after them (``generate``'s layout; responses may be empty)."""
    count = len(prompts)
    width_p = max(len(p) for p in prompts)
    segments, lengths = _segments(responses)
    width_r = segments.shape[1]
    input_ids = torch.full((count, width_p + width_r), pad_id, dtype=torch.long)
    attention = torch.zeros((count, width_p + width_r), dtype=torch.long)
    for row, (prompt, response) in enumerate(zip(prompts, responses, strict=True)):
        input_ids[row, width_p - len(prompt):width_p] = torch.tensor(list(prompt), dtype=torch.long)
        attention[row, width_p - len(prompt):width_p] = 1
        if response:
            input_ids[row, width_p:width_p + len(response)] = torch.tensor(list(response), dtype=torch.long)
            attention[row, width_p:width_p + len(response)] = 1
    starts = torch.full((count,), width_p, dtype=torch.long)
    seq_starts = torch.tensor([width_p - len(p) for p in prompts], dtype=torch.long)
    return GenerateBatch(input_ids.to(device), attention.to(device), position_ids_from_mask(attention).to(device),
                         starts.to(device), lengths.to(device), segments.to(device),
                         torch.arange(count, device=device), seq_starts.to(device))


def collate_rows(prompts: Sequence[Sequence[int]], responses: Sequence[Sequence[int]], pad_id: int,
                 device: torch.device | str = "cpu") -> GenerateBatch:
    """Each row's prompt and response together, right-padded to the longest row (the training passes' layout).

    Right padding is safe for a causal model: a real token never attends to a later column, so the padding after
    a row changes none of its real positions; padded positions are never queried.
    """
    count = len(prompts)
    totals = [len(p) + len(r) for p, r in zip(prompts, responses, strict=True)]
    width = max(totals)
    segments, lengths = _segments(responses)
    input_ids = torch.full((count, width), pad_id, dtype=torch.long)
    attention = torch.zeros((count, width), dtype=torch.long)
    for row, (prompt, response) in enumerate(zip(prompts, responses, strict=True)):
        input_ids[row, :totals[row]] = torch.tensor([*prompt, *response], dtype=torch.long)
        attention[row, :totals[row]] = 1
    starts = torch.tensor([len(p) for p in prompts], dtype=torch.long)
    return GenerateBatch(input_ids.to(device), attention.to(device), position_ids_from_mask(attention).to(device),
                         starts.to(device), lengths.to(device), segments.to(device),
                         torch.arange(count, device=device), torch.zeros(count, dtype=torch.long, device=device))


def pack_bins(lengths: Sequence[int], width: int) -> list[list[int]]:
    """First-fit decreasing: sequence indices grouped into rows of at most ``width`` tokens (longest first)."""
    bins: list[list[int]] = []
    room: list[int] = []
    for seq in sorted(range(len(lengths)), key=lambda i: -lengths[i]):
        for index, free in enumerate(room):
            if lengths[seq] <= free:
                bins[index].append(seq)
                room[index] -= lengths[seq]
                break
        else:
            bins.append([seq])
            room.append(width - lengths[seq])
    return bins


def _fill_rows(prompts: Sequence[Sequence[int]], responses: Sequence[Sequence[int]], totals: Sequence[int],
               bins: list[list[int]], width: int, pad_id: int, device: torch.device | str) -> GenerateBatch:
    """The packed :class:`GenerateBatch` of ``bins`` (sequence indices per row), rows ``width`` wide."""
    segments, lengths = _segments(responses)
    input_ids = torch.full((len(bins), width), pad_id, dtype=torch.long)
    position_ids = torch.zeros((len(bins), width), dtype=torch.long)
    seq_rows = torch.zeros(len(prompts), dtype=torch.long)
    seq_starts = torch.zeros(len(prompts), dtype=torch.long)
    for row, members in enumerate(bins):
        column = 0
        for seq in members:
            total = totals[seq]
            input_ids[row, column:column + total] = torch.tensor([*prompts[seq], *responses[seq]], dtype=torch.long)
            position_ids[row, column:column + total] = torch.arange(total)
            seq_rows[seq], seq_starts[seq] = row, column
            column += total
        # the unused tail stays at position 0: each pad token is a one-token sequence of its own, which the
        # mask builders (and a throughput count) tell from real tokens without seeing the ids
    starts = seq_starts + torch.tensor([len(p) for p in prompts], dtype=torch.long)
    return GenerateBatch(input_ids.to(device), None, position_ids.to(device), starts.to(device), lengths.to(device),
                         segments.to(device), seq_rows.to(device), seq_starts.to(device))


def _packing(totals: Sequence[int], width: int) -> tuple[list[list[int]], int]:
    """:func:`pack_bins` into rows of ``width``, and the width actually needed (its fullest row)."""
    bins = pack_bins(totals, width)
    return bins, max(sum(totals[i] for i in members) for members in bins)


def collate_packed(prompts: Sequence[Sequence[int]], responses: Sequence[Sequence[int]], pad_id: int,
                   device: torch.device | str = "cpu", width_factor: float = 2.0,
                   one_row: bool = False, attention_width: float = math.inf,
                   min_saving: float = 0.0) -> GenerateBatch:
    """Sequences packed end to end into a few rows, without an attention mask (the packed layout).

    Each sequence's positions restart at 0, so the model (transformers' mask builders, from ``position_ids``
    when ``attention_mask`` is None) lets a token attend only to earlier tokens of its own sequence: the numbers
    of every real position are those of the padded layouts. Rows are filled first-fit decreasing
    (:func:`pack_bins`); a row's unused tail is pad tokens at position 0 (one-token sequences, never queried).
    ``one_row`` puts every sequence in one row (flash attention's varlen form, which transformers reads from
    ``position_ids`` only at batch size 1).

    Rows are as wide as the longest sequence or a few widths up to ``width_factor`` times that, whichever
    packing costs least: ``rows x width x (1 + width / attention_width)``. Under a dense mask (sdpa, eager) a
    row's attention work grows with the square of its width whatever the mask hides; ``attention_width``
    (:func:`~agentgym_capo.trainer.pipeline.microbatches.packing_attention_width`) is the width at which it
    equals the row's other work, so wide rows are taken only where they save more padding than they add
    attention (inf: count positions only). The longest sequence's width is always a candidate, and it never
    costs more than the row-padded layout. Where the best packing saves less than ``min_saving`` of the
    row-padded layout's positions, the micro-batch is row-padded instead (the trainer passes
    :data:`~agentgym_capo.trainer.pipeline.microbatches.PACK_MIN_SAVING`; 0: always packed).
    """
    totals = [len(p) + len(r) for p, r in zip(prompts, responses, strict=True)]
    longest = max(totals)
    if one_row:  # flash attention's packed form (transformers reads packing from position_ids in one row only)
        return _fill_rows(prompts, responses, totals, [list(range(len(totals)))], sum(totals), pad_id, device)
    if attention_width > 0:  # widths tried: longest x 1, then evenly up to longest x width_factor
        widths = sorted({math.ceil(longest * (1 + (width_factor - 1) * k / 4)) for k in range(5)})
    else:  # no sizes to weigh attention with: the longest sequence's width only
        widths = [longest]

    def cost(packing: tuple[list[list[int]], int]) -> float:  # rows x width x (1 + width / attention_width)
        rows, row_width = len(packing[0]), packing[1]
        return rows * row_width * (1 + row_width / attention_width if attention_width > 0 else 1)

    bins, width = min((_packing(totals, w) for w in widths), key=cost)  # ties: the narrower
    if len(bins) * width > (1 - min_saving) * len(totals) * longest:  # too little padding to remove: row-pad
        return collate_rows(prompts, responses, pad_id, device)
    return _fill_rows(prompts, responses, totals, bins, width, pad_id, device)
