"""The targets' log-probs (and entropy) under an LM head, in chunks of positions: no ``(n, vocab)`` tensor at once.

The policy's head at the action positions runs in float32 (:func:`.logprobs.fp32_head` says why). Over a whole
GPU micro-batch that is an ``(n, vocab)`` float32 tensor per copy: 16k action tokens x Qwen3's 151,936 vocabulary
is ~10 GB for the logits alone, and autograd keeps the log-softmax too. :func:`target_logprobs` computes the same
numbers ``chunk`` positions at a time and keeps nothing of size vocab between the forward and the backward
(:class:`ChunkedTargetLogprobs`). A log-prob depends on its own position's state only, so its gradient w.r.t. that
state is a fixed row (``(onehot - softmax) @ W / temperature``) times whatever gradient the loss sends: the
forward forms these rows while each chunk's probabilities exist, and a frozen head's backward is one
multiplication. A trained head's gradient needs every chunk's probabilities again: its backward recomputes each
chunk's logits (one more head product, the price of the memory).

Exactness: the chunks split positions, never the vocabulary, so each position's logits, log-softmax and entropy
are the very operations of the unchunked path (up to the matrix product's kernel choice for another row count);
the head's gradient goes through autograd's own log-softmax kernels on the recomputed chunk and the products
autograd's ``linear`` backward forms, summed over chunks; the states' gradient is the same sum in another order.
``tests/trainer/model/test_chunked_logprobs.py`` checks one chunk bit for bit against the unchunked path, several
chunks to float32 rounding, and a float64 ``gradcheck``.

Liger-kernel's fused linear cross-entropy forms the head's gradient in the forward too, which needs the upstream
gradient then (a loss that is a plain sum of the log-probs, scaled afterwards). CAPO's loss is a clipped function
of the ratio, so the gradient reaching each log-prob is only known in the backward; only the states' part, a
per-position row, can be formed ahead of it.
"""

from __future__ import annotations

from typing import Any

import torch
from torch import Tensor

from agentgym_capo.trainer.model.head_chunks import chunk_rows

__all__ = ["ChunkedTargetLogprobs", "target_logprobs"]

def _at_least_fp32(tensor: Tensor | None) -> Tensor | None:
    """``tensor`` in float32 when it is of a narrower float type (bf16, fp16); float32 and float64 stay."""
    if tensor is None or tensor.dtype in (torch.float32, torch.float64):
        return tensor
    return tensor.float()


def _target_logps(logits: Tensor, targets: Tensor, temperature: float) -> tuple[Tensor, Tensor]:
    """``(logps, log_probs)``: the targets' log-probs ``(n,)`` and the whole log-softmax ``(n, V)`` of ``logits``.

    The unchunked path's operations after the head, in its order: the division by ``temperature``, the
    log-softmax, the gather.
    """
    if temperature != 1.0:
        logits = logits / temperature
    log_probs = torch.log_softmax(logits, dim=-1)
    return log_probs.gather(-1, targets.unsqueeze(-1)).squeeze(-1), log_probs


def _entropy(log_probs: Tensor, probs: Tensor | None = None) -> Tensor:
    """``-(p * log p).sum(-1)`` of a log-softmax (``probs``: its ``exp`` when already formed), without autograd
    (a metric: its gradient is never used)."""
    with torch.no_grad():
        return -((log_probs.exp() if probs is None else probs) * log_probs).sum(-1)


def _spans(count: int, rows: int) -> list[tuple[int, int]]:
    """``(start, stop)`` of each chunk of ``rows`` positions among ``count``."""
    return [(start, min(start + rows, count)) for start in range(0, count, rows)]


def _forward_chunks(hidden: Tensor, weight: Tensor, bias: Tensor | None, targets: Tensor, temperature: float,
                    rows: int, with_entropy: bool, with_jacobian: bool) -> tuple[Tensor, Tensor, Tensor | None]:
    """``(logps, entropy, jacobian)`` chunk by chunk, without autograd.

    ``jacobian[i]`` is ``d logps[i] / d hidden[i] = (onehot(targets[i]) - softmax_i) @ weight / temperature``
    (``(n, H)``; None unless ``with_jacobian``): a log-prob depends on its own position's state only, so its
    gradient w.r.t. that state is this row times the upstream gradient, whatever the loss. Forming it here,
    while the chunk's probabilities exist, spares the backward a second head product per chunk. ``entropy`` is
    empty unless ``with_entropy``.
    """
    count = hidden.shape[0]
    logps = hidden.new_empty(count)
    entropy = hidden.new_empty(count if with_entropy else 0)
    jacobian = torch.empty_like(hidden) if with_jacobian else None
    with torch.no_grad(), torch.autocast(device_type=hidden.device.type, enabled=False):
        for start, stop in _spans(count, rows):
            logits = torch.nn.functional.linear(hidden[start:stop], weight, bias)
            logps[start:stop], log_probs = _target_logps(logits, targets[start:stop], temperature)
            del logits
            probs = log_probs.exp() if with_entropy or with_jacobian else None
            if with_entropy:
                entropy[start:stop] = _entropy(log_probs, probs)
            del log_probs
            if jacobian is not None:  # probs becomes onehot - probs in place: no other (chunk, V) tensor
                probs.neg_().scatter_add_(-1, targets[start:stop].unsqueeze(-1), probs.new_ones(stop - start, 1))
                jacobian[start:stop] = probs.mm(weight)
            del probs
        if jacobian is not None and temperature != 1.0:
            jacobian.div_(temperature)
    return logps, entropy, jacobian


class ChunkedTargetLogprobs(torch.autograd.Function):
    """Targets' log-probs ``chunk`` positions at a time, with no ``(n, V)`` tensor kept for the backward.

    Forward inputs: ``hidden (n, H)``, ``weight (V, H)``, ``bias (V,)`` or None, ``targets (n,)``,
    ``temperature``, ``rows`` (positions per chunk), ``with_entropy``. Outputs: ``(logps, entropy)``, both
    ``(n,)``; ``entropy`` is empty unless asked for and carries no gradient.

    Saved for the backward: the states' Jacobian rows ``(n, H)`` formed in the forward (:func:`_forward_chunks`),
    and, only where the head requires grad, the inputs. The states' gradient is then ``grad * jacobian`` (no
    recompute: a frozen head, as under ``trainable_layers`` or LoRA, costs the two head products of the
    unchunked path); the head's gradient sums ``dlogits^T @ hidden`` over chunks whose logits are recomputed
    (``dlogits`` through autograd's own log-softmax kernels), as no per-position statistic such as a saved
    logsumexp can give a vocabulary-wide gradient without the logits.
    """

    @staticmethod
    def forward(ctx: Any, hidden: Tensor, weight: Tensor, bias: Tensor | None, targets: Tensor,
                temperature: float, rows: int, with_entropy: bool) -> tuple[Tensor, Tensor]:
        """The log-probs (and entropy) of every chunk, written into ``(n,)`` outputs."""
        need_head = any(ctx.needs_input_grad[1:3])
        logps, entropy, jacobian = _forward_chunks(hidden, weight, bias, targets, temperature, rows, with_entropy,
                                                   with_jacobian=ctx.needs_input_grad[0])
        ctx.save_for_backward(jacobian, *((hidden, weight, bias, targets) if need_head else ()))
        ctx.temperature, ctx.rows = temperature, rows
        ctx.mark_non_differentiable(entropy)
        return logps, entropy

    @staticmethod
    def backward(ctx: Any, grad_logps: Tensor, _grad_entropy: Tensor) -> tuple[Tensor | None, ...]:
        """``grad_hidden = grad * jacobian``; for a trained head, per chunk: the logits' gradient
        ``(onehot - softmax) * grad / temperature`` through autograd's kernels on the recomputed logits, then
        ``grad_W += dlogits^T @ hidden`` and ``grad_b += dlogits.sum(0)``."""
        jacobian, *inputs = ctx.saved_tensors
        need_hidden, need_weight, need_bias = ctx.needs_input_grad[:3]
        grad_hidden = grad_logps.unsqueeze(-1) * jacobian if need_hidden else None
        grad_weight = grad_bias = None
        if not (need_weight or need_bias):
            return grad_hidden, None, None, None, None, None, None
        hidden, weight, bias, targets = inputs
        with torch.autocast(device_type=hidden.device.type, enabled=False):
            for start, stop in _spans(hidden.shape[0], ctx.rows):
                chunk = hidden[start:stop]
                with torch.no_grad():
                    logits = torch.nn.functional.linear(chunk, weight, bias)
                logits.requires_grad_(True)
                with torch.enable_grad():
                    picked, _ = _target_logps(logits, targets[start:stop], ctx.temperature)
                    (grad_logits,) = torch.autograd.grad(picked, logits, grad_logps[start:stop])
                del logits, picked
                if need_weight:  # autograd's linear backward forms dlogits^T @ hidden; later chunks add to it
                    grad_weight = (grad_logits.t().mm(chunk) if grad_weight is None
                                   else grad_weight.addmm_(grad_logits.t(), chunk))
                if need_bias:
                    grad_bias = grad_logits.sum(0) if grad_bias is None else grad_bias.add_(grad_logits.sum(0))
        return grad_hidden, grad_weight, grad_bias, None, None, None, None


def target_logprobs(hidden: Tensor, weight: Tensor, bias: Tensor | None, targets: Tensor, *,
                    temperature: float = 1.0, compute_entropy: bool = False,
                    rows: int | None = None) -> tuple[Tensor, Tensor | None]:
    """Log-prob of ``targets[i]`` under ``softmax((hidden[i] @ weight.T + bias) / temperature)``, in float32 or wider.

    ``hidden``, ``weight`` and ``bias`` of a narrower float type (bf16 states under autocast, a bf16 head) are
    upcast to float32 (autograd carries the gradients back to their dtype); the products run outside autocast. A
    micro-batch of at most ``rows`` positions runs as one chunk through plain autograd, exactly the unchunked
    path (it keeps its ``(n, V)`` log-softmax for the backward, within the chunk budget); a larger one goes
    through :class:`ChunkedTargetLogprobs`, or without autograd where no gradient is wanted.

    Args:
        hidden: ``(n, H)`` states of the positions that predict the targets.
        weight: ``(V, H)`` the LM head's weight.
        bias: ``(V,)`` its bias, or None.
        targets: ``(n,)`` token ids.
        temperature: The logits are divided by it.
        compute_entropy: Also return each position's entropy (detached: a metric, no gradient).
        rows: Positions per chunk; default :func:`chunk_rows` of the vocabulary.

    Returns:
        ``(logps, entropy)``: ``(n,)`` tensors (entropy None unless asked for).
    """
    hidden, weight, bias = _at_least_fp32(hidden), _at_least_fp32(weight), _at_least_fp32(bias)
    rows = chunk_rows(weight.shape[0]) if rows is None else rows
    if hidden.shape[0] <= rows:
        with torch.autocast(device_type=hidden.device.type, enabled=False):
            # the logits live until the entropy is formed, as before (commands/memory_plan counts four such copies)
            logits = torch.nn.functional.linear(hidden, weight, bias)
            logps, log_probs = _target_logps(logits, targets, temperature)
            return logps, _entropy(log_probs) if compute_entropy else None
    if torch.is_grad_enabled() and any(t is not None and t.requires_grad for t in (hidden, weight, bias)):
        logps, entropy = ChunkedTargetLogprobs.apply(hidden, weight, bias, targets, temperature, rows,
                                                     compute_entropy)
    else:  # no gradient wanted (old log-probs, a reference model): the chunks alone, no Jacobian
        logps, entropy, _ = _forward_chunks(hidden, weight, bias, targets, temperature, rows, compute_entropy, False)
    return logps, entropy if compute_entropy else None
