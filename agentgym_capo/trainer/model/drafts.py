"""Prompt-lookup drafts for the continuous engine: guessing a row's next tokens and keeping the right guesses.

Two pure functions over token lists and logits, so the scheduler (:mod:`.continuous`) only decides how many
tokens each row may draft in a step and feeds them:

* :func:`lookup_draft`: a row whose last 2-3 tokens occurred earlier in its own prompt or reply drafts the
  tokens that followed that occurrence (prompt lookup), fed after its last token so that one forward scores
  them all.
* :func:`verify_drafts`: speculative sampling with a deterministic draft keeps every token distributed exactly as
  the policy's warped distribution: draft ``d`` is accepted with probability ``p(d)`` (greedy: if it is the
  argmax), the first rejected position draws from ``p`` without ``d`` renormalised, and after a fully accepted
  draft the next position draws from ``p``.

Drafts pay where actions copy from observations (the relay demo's messages, item names and ids in WebShop,
objects in ALFWorld) and where a forward's fixed cost outweighs its positions' (few rows). Every row of a step
pays for its widest draft, so the scheduler caps drafts at ``draft_positions`` per step over all rows, and the
cache columns of rejected drafts are masked out (holes) and compacted when they take half the cache
(:meth:`.kv_rows.RowCache.compact`).
"""

from __future__ import annotations

import torch
from torch import Tensor
from transformers import LogitsProcessorList

from agentgym_capo.trainer.model.decode_settings import warp

__all__ = ["lookup_draft", "verify_drafts"]


def lookup_draft(sequence: list[int], limit: int, longest: int, shortest: int) -> list[int]:
    """Up to ``limit`` tokens that followed the latest earlier occurrence of ``sequence``'s last tokens.

    The n-gram (n from ``longest`` down to ``shortest``) ending at the last token is searched in ``sequence``
    (a row's own prompt and completion); the tokens after its most recent earlier occurrence are the draft.
    """
    if limit <= 0:
        return []
    for n in range(min(longest, len(sequence) - 1), shortest - 1, -1):
        tail = sequence[-n:]
        for start in range(len(sequence) - n - 1, -1, -1):
            if sequence[start:start + n] == tail:
                return sequence[start + n:start + n + limit]
    return []


def verify_drafts(logits: Tensor, drafts: list[list[int]], warpers: LogitsProcessorList,
                  greedy: bool) -> tuple[list[list[int]], list[list[float]]]:
    """Each row's tokens from this step: its accepted drafts, then one drawn token; and their log-probs.

    ``logits`` is (rows, 1 + widest draft, vocab): position ``j`` scores the token after the ``j``-th fed one.
    Draft token ``d`` at position ``j`` is accepted with probability ``p_j(d)`` (greedy: if it is the argmax);
    the first rejected position draws from ``p_j`` without ``d``, renormalised; if all are accepted, the next
    position draws from ``p``. Every token is then distributed exactly as ``p`` (the warped distribution), whose
    log-prob is recorded.
    """
    rows, width, vocab = logits.shape
    scores = warp(warpers, logits.reshape(rows * width, vocab)).reshape(rows, width, vocab)
    logp = torch.log_softmax(scores, dim=-1)
    emitted, out_logps = [], []
    for b, draft in enumerate(drafts):
        tokens: list[int] = []
        for j, token in enumerate(draft):
            if greedy:
                accepted = int(scores[b, j].argmax()) == token
            else:
                accepted = bool(torch.rand(()) < logp[b, j, token].exp())
            if not accepted:
                break
            tokens.append(token)
        j = len(tokens)
        if greedy:
            drawn = int(scores[b, j].argmax())
        elif j < len(draft):  # the rejected draft token is excluded: the residual of p minus the draft
            probs = logp[b, j].exp().clone()
            probs[draft[j]] = 0
            drawn = int(torch.multinomial(probs, 1)) if float(probs.sum()) > 0 else draft[j]
        else:
            drawn = int(torch.multinomial(logp[b, j].exp(), 1))
        tokens.append(drawn)
        emitted.append(tokens)
        out_logps.append([float(logp[b, i, t]) for i, t in enumerate(tokens)])
    return emitted, out_logps
