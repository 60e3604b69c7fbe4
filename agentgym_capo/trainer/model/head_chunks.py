"""How many positions the LM head's log-probs take at a time (:mod:`.chunked_head`), importable without torch.

Its own module so that the memory plan (``commands/memory_plan.py``, which ``capo train`` and ``capo plan`` run
before torch loads) counts the head's temporaries with the very rule the trainer chunks by.
"""

from __future__ import annotations

__all__ = ["CHUNK_ELEMENTS", "chunk_rows"]

#: Elements of one chunk's ``(rows, vocab)`` float32 tensor: 2**26 is 256 MB (:func:`chunk_rows` says why).
CHUNK_ELEMENTS = 2**26


def chunk_rows(vocab_size: int, budget: int | None = None) -> int:
    """Positions per chunk: ``max(1, budget // vocab_size)``, so one chunk's logits hold at most ``budget`` elements.

    ``budget`` defaults to :data:`CHUNK_ELEMENTS` (read at call time). With its 2**26 elements (256 MB in float32)
    a chunk's forward holds about four such tensors at once (logits, log-softmax, the entropy's exp and product)
    and its backward about four (the recomputed logits, the log-softmax, two gradients): ~1 GB whatever the
    micro-batch, against ~10 GB per copy for 16k positions of Qwen3's 151,936 vocabulary. It still makes each
    chunk's product a large one (441 x hidden x 151,936 for Qwen3; 1,365 rows for SmolLM2's 49,152), so the
    chunking costs the matrix units little; a micro-batch that fits in one chunk runs the unchunked path as
    before (:func:`.chunked_head.target_logprobs`).
    """
    return max(1, (CHUNK_ELEMENTS if budget is None else budget) // vocab_size)
