"""Per-token log-probabilities at chosen positions only, and the padded tensors of step rows.

A causal LM's head is applied only where a log-probability is needed (the action tokens), never over the
whole sequence: with a 49k vocabulary the full-sequence head dominates CPU time (PLATFORM §5). The
backbone is called directly (``model.base_model``) with explicit ``position_ids``, so a row's numbers do
not depend on how much left padding its micro-batch has. The LM head at the picked positions, the
log-softmax and the entropy run in float32, also under bf16 autocast (:func:`fp32_head`).

Choice made here: the logits are divided by ``temperature`` (the sampling temperature of generate mode, as
TRL does) before the softmax; logit soft-capping/scaling of exotic architectures is not applied.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

import torch
from torch import Tensor

from agentgym_capo.trainer.model.trunk_cache import TrunkSplit, backbone_hidden

__all__ = ["GenerateBatch", "collate_generate", "fp32_head", "position_ids_from_mask", "score_positions"]


def position_ids_from_mask(attention_mask: Tensor) -> Tensor:
    """Positions 0, 1, ... counted over the real (unmasked) tokens of each row."""
    return (attention_mask.long().cumsum(-1) - 1).clamp(min=0)


def fp32_head(head: torch.nn.Module, hidden: Tensor) -> Tensor:
    """``head(hidden)`` in float32, outside autocast: the action positions' logits for the ratio.

    Under bf16 autocast the LM head would run in bf16, whose rounding of logits of size ~10-30 (step 2^-4 to
    2^-3) puts noise above CAPO's epsilon = 1e-3 into the log-ratio. Only the picked positions are upcast,
    so the cost is ``n x hidden x vocab`` in fp32, not the whole sequence's.
    """
    with torch.autocast(device_type=hidden.device.type, enabled=False):
        weight = head.weight.float()
        bias = head.bias.float() if getattr(head, "bias", None) is not None else None
        return torch.nn.functional.linear(hidden.float(), weight, bias)


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
        compute_entropy: Also return the entropy of each predicted distribution.
        split: Run the frozen trunk and the trained top separately (:mod:`.trunk_cache`); None: whole model.
        trunk: Cached trunk states ``(B, L, H)`` for ``split`` (computed here when None).

    Returns:
        ``(logps, entropy)``: ``(n,)`` float32 tensors (entropy None unless asked for).
    """
    if position_ids is None:
        position_ids = position_ids_from_mask(attention_mask)
    hidden = backbone_hidden(model, input_ids, attention_mask, position_ids, split, trunk)
    logits = fp32_head(model.get_output_embeddings(), hidden[query_rows, query_cols])
    if temperature != 1.0:
        logits = logits / temperature
    log_probs = torch.log_softmax(logits, dim=-1)
    logps = log_probs.gather(-1, targets.unsqueeze(-1)).squeeze(-1)
    entropy = None
    if compute_entropy:
        entropy = -(log_probs.exp() * log_probs).sum(-1)
    return logps, entropy


@dataclass
class GenerateBatch:
    """Padded tensors of step rows: left-padded prompts, right-padded responses.

    Attributes:
        input_ids: ``(B, P + R)``.
        attention_mask: ``(B, P + R)``.
        position_ids: ``(B, P + R)``.
        prompt_width: P.
        response_lengths: ``(B,)`` tokens per response.
        segment_ids: ``(B, R)``: 0 on response tokens, -1 on padding (one action per row).
    """

    input_ids: Tensor
    attention_mask: Tensor
    position_ids: Tensor
    prompt_width: int
    response_lengths: Tensor
    segment_ids: Tensor

    @property
    def response_width(self) -> int:
        """R."""
        return self.segment_ids.shape[1]

    def query(self) -> tuple[Tensor, Tensor, Tensor]:
        """``(rows, cols, targets)`` of every response token: token j is predicted at column P + j - 1."""
        rows, js = (self.segment_ids >= 0).nonzero(as_tuple=True)
        cols = self.prompt_width + js - 1
        return rows, cols, self.input_ids[rows, self.prompt_width + js]

    def boundary_cols(self) -> Tensor:
        """Column of each row's state boundary (the last prompt token)."""
        return torch.full((self.input_ids.shape[0],), self.prompt_width - 1, dtype=torch.long,
                          device=self.input_ids.device)


def collate_generate(prompts: Sequence[Sequence[int]], responses: Sequence[Sequence[int]], pad_id: int,
                     device: torch.device | str = "cpu") -> GenerateBatch:
    """Pad step rows into a :class:`GenerateBatch` (responses may be empty: value-only rows)."""
    count = len(prompts)
    width_p = max(len(p) for p in prompts)
    width_r = max(1, max((len(r) for r in responses), default=0))
    input_ids = torch.full((count, width_p + width_r), pad_id, dtype=torch.long)
    attention = torch.zeros((count, width_p + width_r), dtype=torch.long)
    segments = torch.full((count, width_r), -1, dtype=torch.long)
    for row, (prompt, response) in enumerate(zip(prompts, responses, strict=True)):
        input_ids[row, width_p - len(prompt):width_p] = torch.tensor(list(prompt), dtype=torch.long)
        attention[row, width_p - len(prompt):width_p] = 1
        if response:
            input_ids[row, width_p:width_p + len(response)] = torch.tensor(list(response), dtype=torch.long)
            attention[row, width_p:width_p + len(response)] = 1
            segments[row, :len(response)] = 0
    lengths = torch.tensor([len(r) for r in responses], dtype=torch.long)
    return GenerateBatch(input_ids.to(device), attention.to(device), position_ids_from_mask(attention).to(device),
                         width_p, lengths.to(device), segments.to(device))
