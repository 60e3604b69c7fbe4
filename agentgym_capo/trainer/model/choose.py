"""Action-set ("choose") policies: pick among the env's listed actions by the model's own scores.

For a state with prompt ``p`` and listed actions ``c_1..c_k`` (each tokenised as ``text + eos``), the
policy is ``pi(c_i | p) = softmax_i(s_i / tau)`` with ``s_i = sum_t log p_model(c_i[t] | p, c_i[:t])``.
Every action is valid, so learning starts from chance instead of from the format (PLATFORM §5). The
trainer uses ``log pi(c_i | p)`` as the action's log-probability in the ratio, the KL and the entropy: one
decision per step, i.e. an action segment of length 1.

All candidates of a state are scored in **one packed sequence**: ``p[:-1]`` followed, per candidate, by a
block ``[p[-1]] + c_i``. A 4-D attention mask lets each block see the shared prefix and itself only;
position ids restart at ``len(p) - 1`` in every block. Repeating the last prompt token in each block lets
the first candidate token be scored inside its own block. This costs ``len(p) + sum_i (len(c_i) + 1)``
tokens instead of ``k * len(p)``; the scores equal separate forward passes (tested).

:func:`packed_trunk` runs the frozen trunk on a packed batch, taking states seen before from the split's
:class:`~.trunk_cache.TrunkMemo` (keyed by the state's prompt and candidate tokens, which fix its packed
row) and running only the others.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

import torch
from torch import Tensor

from agentgym_capo.trainer.model.logprobs import score_positions
from agentgym_capo.trainer.model.trunk_cache import TrunkSplit, pad_rows, split_rows, trunk_hidden

__all__ = ["PackedChoices", "choice_attention_mask", "choice_log_probs", "pack_choices", "packed_length",
           "packed_trunk"]


@dataclass
class PackedChoices:
    """Packed candidate sequences of B states.

    Attributes:
        input_ids: ``(B, L)``.
        position_ids: ``(B, L)``.
        allowed: ``(B, L, L)`` bool, True where a query may attend a key.
        query_rows, query_cols, targets: ``(n,)`` the positions scored and their target ids.
        query_candidate: ``(n,)`` flat candidate index of each scored token.
        candidate_state: ``(C,)`` state of each flat candidate.
        counts: candidates per state.
    """

    input_ids: Tensor
    position_ids: Tensor
    allowed: Tensor
    query_rows: Tensor
    query_cols: Tensor
    targets: Tensor
    query_candidate: Tensor
    candidate_state: Tensor
    counts: list[int]


def packed_length(prompt: Sequence[int], candidates: Sequence[Sequence[int]]) -> int:
    """Tokens of one packed state."""
    return len(prompt) - 1 + sum(len(c) + 1 for c in candidates)


def pack_choices(prompts: Sequence[Sequence[int]], candidates: Sequence[Sequence[Sequence[int]]], pad_id: int,
                 device: torch.device | str = "cpu") -> PackedChoices:
    """Pack each state's prompt and candidates into one row (see the module docstring)."""
    width = max(packed_length(p, c) for p, c in zip(prompts, candidates, strict=True))
    count = len(prompts)
    input_ids = torch.full((count, width), pad_id, dtype=torch.long)
    positions = torch.zeros((count, width), dtype=torch.long)
    allowed = torch.zeros((count, width, width), dtype=torch.bool)
    q_rows, q_cols, targets, q_cand, cand_state, counts = [], [], [], [], [], []
    flat = 0
    for row, (prompt, cands) in enumerate(zip(prompts, candidates, strict=True)):
        prefix = len(prompt) - 1
        input_ids[row, :prefix] = torch.tensor(list(prompt[:-1]), dtype=torch.long)
        positions[row, :prefix] = torch.arange(prefix)
        allowed[row, :prefix, :prefix] = torch.ones(prefix, prefix, dtype=torch.bool).tril()
        start = prefix
        for cand in cands:
            block = [prompt[-1], *cand]
            end = start + len(block)
            input_ids[row, start:end] = torch.tensor(block, dtype=torch.long)
            positions[row, start:end] = torch.arange(prefix, prefix + len(block))
            allowed[row, start:end, :prefix] = True
            allowed[row, start:end, start:end] = torch.ones(len(block), len(block), dtype=torch.bool).tril()
            for t, token in enumerate(cand):
                q_rows.append(row)
                q_cols.append(start + t)
                targets.append(int(token))
                q_cand.append(flat)
            cand_state.append(row)
            flat += 1
            start = end
        for pad_col in range(start, width):  # padding attends to itself only (no empty softmax rows)
            allowed[row, pad_col, pad_col] = True
        counts.append(len(cands))
    as_long = lambda values: torch.tensor(values, dtype=torch.long, device=device)  # noqa: E731
    return PackedChoices(input_ids.to(device), positions.to(device), allowed.to(device), as_long(q_rows),
                         as_long(q_cols), as_long(targets), as_long(q_cand), as_long(cand_state), counts)


def choice_attention_mask(model: torch.nn.Module, allowed: Tensor) -> Tensor:
    """The 4-D mask in the form the model's attention implementation expects."""
    implementation = getattr(model.config, "_attn_implementation", "eager")
    if implementation == "eager":
        dtype = next(model.parameters()).dtype
        mask = torch.zeros(allowed.shape, dtype=dtype, device=allowed.device)
        mask = mask.masked_fill(~allowed, torch.finfo(dtype).min)
        return mask.unsqueeze(1)
    return allowed.unsqueeze(1)


def choice_log_probs(model: torch.nn.Module, packed: PackedChoices, temperature: float,
                     split: TrunkSplit | None = None, trunk: Tensor | None = None) -> tuple[Tensor, Tensor]:
    """Log-probabilities of every candidate under the choose policy, in one forward pass.

    Args:
        model: The causal LM.
        packed: From :func:`pack_choices`.
        temperature: Softmax temperature over the summed candidate scores.
        split, trunk: Frozen-trunk split and cached trunk states (see :func:`.logprobs.score_positions`).

    Returns:
        ``(log_probs, entropy)``: ``(B, K)`` float32 log-probs (``-inf`` beyond a state's candidates) and
        ``(B,)`` entropies of the choice distributions.
    """
    token_logps, _ = score_positions(model, packed.input_ids, choice_attention_mask(model, packed.allowed),
                                     packed.query_rows, packed.query_cols, packed.targets,
                                     position_ids=packed.position_ids, split=split, trunk=trunk)
    num_candidates = packed.candidate_state.numel()
    sums = token_logps.new_zeros(num_candidates).index_add(0, packed.query_candidate, token_logps)
    width = max(packed.counts)
    scores = torch.full((len(packed.counts), width), float("-inf"), dtype=sums.dtype, device=sums.device)
    slot = torch.cat([torch.arange(k, device=sums.device) for k in packed.counts])
    scores = scores.index_put((packed.candidate_state, slot), sums / temperature)
    log_probs = torch.log_softmax(scores, dim=-1)
    probs = log_probs.exp()
    entropy = -(probs * torch.where(probs > 0, log_probs, torch.zeros_like(log_probs))).sum(-1)
    return log_probs, entropy


def packed_trunk(model: torch.nn.Module, split: TrunkSplit, packed: PackedChoices, prompts: Sequence[Sequence[int]],
                 candidates: Sequence[Sequence[Sequence[int]]], pad_id: int) -> tuple[Tensor, list[Tensor]]:
    """The frozen trunk's states of a packed batch, reusing ``split.memo`` for states seen before.

    Args:
        model: The causal LM.
        split: The trunk split (its ``memo`` may be None: everything is computed).
        packed: ``pack_choices(prompts, candidates, pad_id)``.
        prompts, candidates: The states packed.
        pad_id: Padding token id.

    Returns:
        ``(trunk, rows)``: the padded ``(B, L, H)`` states in the layout of ``packed`` and each state's
        unpadded ``(packed_length, H)`` span (CPU).
    """
    lengths = [packed_length(p, c) for p, c in zip(prompts, candidates, strict=True)]
    if split.memo is None:
        trunk = trunk_hidden(model, split, packed.input_ids, choice_attention_mask(model, packed.allowed),
                             packed.position_ids)
        return trunk, split_rows(trunk, [0] * len(lengths), lengths)
    keys = [(tuple(p), tuple(tuple(c) for c in cands)) for p, cands in zip(prompts, candidates, strict=True)]
    rows: list[Tensor | None] = [split.memo.get(key) for key in keys]
    missing = [i for i, row in enumerate(rows) if row is None]
    if missing:
        sub = pack_choices([prompts[i] for i in missing], [candidates[i] for i in missing], pad_id,
                           packed.input_ids.device)
        hidden = trunk_hidden(model, split, sub.input_ids, choice_attention_mask(model, sub.allowed), sub.position_ids)
        for i, row in zip(missing, split_rows(hidden, [0] * len(missing), [lengths[i] for i in missing]), strict=True):
            rows[i] = row
            split.memo.put(keys[i], row)
    return pad_rows(rows, [0] * len(rows), packed.input_ids.shape[1], packed.input_ids.device), rows
