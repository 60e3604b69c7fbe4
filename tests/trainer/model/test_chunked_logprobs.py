"""Chunked action-token log-probs (:mod:`agentgym_capo.trainer.model.chunked_head`) equal the unchunked fp32 head.

The reference is the unchunked path ``score_positions`` ran before chunking: the whole ``(n, V)`` float32 logits,
the division by the temperature, the log-softmax, the gather, the entropy ``-(p log p).sum``. One chunk must equal
it bit for bit (the golden runs' micro-batches are one chunk). Several chunks must equal it to float32 rounding:
a chunk's row count may select another matrix-product kernel (one row is a matrix-vector product), which sums a
logit's ``H`` products in another order, and the head's weight gradient is summed chunk by chunk instead of in
one product. Both move a float32 result by a few units in its last place, so the tolerances are a few float32
ulps of the values' size (``RTOL``/``ATOL``), far below CAPO's epsilon of 1e-3 on the log-ratio.
"""

from __future__ import annotations

import pytest
import torch

from agentgym_capo.trainer.model import head_chunks
from agentgym_capo.trainer.model.chunked_head import ChunkedTargetLogprobs, target_logprobs
from agentgym_capo.trainer.model.head_chunks import chunk_rows
from agentgym_capo.trainer.model.logprobs import score_positions

#: Several chunks against one: a few float32 ulps (2**-23 ~ 1.2e-7) of values of size ~1-30 (module docstring).
RTOL, ATOL = 1e-5, 1e-5
N, H, V = 37, 48, 1009


def _unchunked(hidden, weight, bias, targets, temperature):
    """``score_positions``' head before chunking: ``(logps, entropy)`` from the whole ``(n, V)`` fp32 logits."""
    with torch.autocast(device_type=hidden.device.type, enabled=False):
        logits = torch.nn.functional.linear(hidden.float(), weight.float(), None if bias is None else bias.float())
        if temperature != 1.0:
            logits = logits / temperature
        log_probs = torch.log_softmax(logits, dim=-1)
        return log_probs.gather(-1, targets.unsqueeze(-1)).squeeze(-1), -(log_probs.exp() * log_probs).sum(-1)


def _case(bias: bool, n: int = N, hidden: int = H, vocab: int = V, dtype=torch.float32, seed: int = 0):
    """Random states, head and targets (logits of size ~5-20, like an LM's), all requiring grad."""
    gen = torch.Generator().manual_seed(seed)
    states = torch.randn(n, hidden, generator=gen, dtype=torch.float64)
    weight = torch.randn(vocab, hidden, generator=gen, dtype=torch.float64) * 0.6
    offset = torch.randn(vocab, generator=gen, dtype=torch.float64) if bias else None
    targets = torch.randint(0, vocab, (n,), generator=gen)
    upstream = torch.randn(n, generator=gen, dtype=torch.float64).to(dtype)  # the loss's gradient per log-prob
    leaves = [t.to(dtype).requires_grad_() if t is not None else None for t in (states, weight, offset)]
    return *leaves, targets, upstream


def _grads(logps, upstream, *inputs):
    """The gradients of ``(logps * upstream).sum()`` w.r.t. the given inputs (None ones skipped)."""
    present = [t for t in inputs if t is not None]
    return torch.autograd.grad(logps, present, upstream)


@pytest.mark.parametrize("temperature", [1.0, 0.7])
@pytest.mark.parametrize("bias", [False, True])
@pytest.mark.parametrize("rows", [N, N + 5])
def test_one_chunk_is_the_unchunked_path_bit_for_bit(rows, bias, temperature):
    hidden, weight, offset, targets, upstream = _case(bias)
    ref_logps, ref_entropy = _unchunked(hidden, weight, offset, targets, temperature)
    ref_grads = _grads(ref_logps, upstream, hidden, weight, offset)
    logps, entropy = target_logprobs(hidden, weight, offset, targets, temperature=temperature,
                                     compute_entropy=True, rows=rows)
    assert torch.equal(logps, ref_logps) and torch.equal(entropy, ref_entropy)
    for found, expected in zip(_grads(logps, upstream, hidden, weight, offset), ref_grads, strict=True):
        assert torch.equal(found, expected)
    assert not entropy.requires_grad  # a metric: no gradient
    # the autograd.Function over one chunk: the same forward operations and head gradient; the states' gradient
    # is formed in another order (upstream x Jacobian row), to float32 rounding
    fn_logps, fn_entropy = ChunkedTargetLogprobs.apply(hidden, weight, offset, targets, temperature, rows, True)
    assert torch.equal(fn_logps, ref_logps) and torch.equal(fn_entropy, ref_entropy)
    grad_hidden, *head_grads = _grads(fn_logps, upstream, hidden, weight, offset)
    assert all(torch.equal(found, expected) for found, expected in zip(head_grads, ref_grads[1:], strict=True))
    torch.testing.assert_close(grad_hidden, ref_grads[0], rtol=RTOL, atol=ATOL)
    assert not fn_entropy.requires_grad


@pytest.mark.parametrize("temperature", [1.0, 0.6])
@pytest.mark.parametrize("bias", [False, True])
@pytest.mark.parametrize("rows", [1, 3, 8, N - 1])
def test_chunks_equal_the_unchunked_path_to_fp32_rounding(rows, bias, temperature):
    hidden, weight, offset, targets, upstream = _case(bias)
    ref_logps, ref_entropy = _unchunked(hidden, weight, offset, targets, temperature)
    logps, entropy = target_logprobs(hidden, weight, offset, targets, temperature=temperature,
                                     compute_entropy=True, rows=rows)
    assert logps.dtype == entropy.dtype == torch.float32
    torch.testing.assert_close(logps, ref_logps, rtol=RTOL, atol=ATOL)
    torch.testing.assert_close(entropy, ref_entropy, rtol=RTOL, atol=ATOL)
    found = _grads(logps, upstream, hidden, weight, offset)
    expected = _grads(ref_logps, upstream, hidden, weight, offset)
    for name, a, b in zip(("hidden", "weight", "bias"), found, expected, strict=False):
        torch.testing.assert_close(a, b, rtol=RTOL, atol=ATOL, msg=lambda m, name=name: f"grad {name}: {m}")


@pytest.mark.parametrize("head_dtype", [torch.float32, torch.bfloat16])
def test_bf16_states_under_autocast_are_scored_in_fp32(head_dtype):
    hidden, weight, offset, targets, upstream = _case(True)
    hidden = hidden.detach().bfloat16().requires_grad_()  # what the trunk hands over under bf16 autocast
    weight = weight.detach().to(head_dtype).requires_grad_()
    with torch.autocast("cpu", dtype=torch.bfloat16):
        logps, entropy = target_logprobs(hidden, weight, offset, targets, temperature=0.8, compute_entropy=True,
                                         rows=5)
        ref_logps, ref_entropy = _unchunked(hidden, weight, offset, targets, 0.8)
    assert logps.dtype == entropy.dtype == torch.float32  # not the bf16 autocast would give
    torch.testing.assert_close(logps, ref_logps, rtol=RTOL, atol=ATOL)
    torch.testing.assert_close(entropy, ref_entropy, rtol=RTOL, atol=ATOL)
    found = _grads(logps, upstream.float(), hidden, weight, offset)
    expected = _grads(ref_logps, upstream.float(), hidden, weight, offset)
    for a, b in zip(found, expected, strict=True):
        assert a.dtype == b.dtype
        # a gradient in bf16 is the fp32 one rounded: two fp32 values a few ulps apart may round one bf16 ulp
        # (2**-8 relative) apart
        tolerance = 2**-7 if a.dtype == torch.bfloat16 else RTOL
        torch.testing.assert_close(a, b, rtol=tolerance, atol=ATOL)


def test_a_frozen_head_gets_no_gradient():
    hidden, weight, offset, targets, upstream = _case(True)
    weight.requires_grad_(False)
    offset.requires_grad_(False)
    logps, _ = target_logprobs(hidden, weight, offset, targets, rows=4)
    logps.backward(upstream)
    assert weight.grad is None and offset.grad is None
    ref_logps, _ = _unchunked(hidden, weight, offset, targets, 1.0)
    (expected,) = _grads(ref_logps, upstream, hidden)
    torch.testing.assert_close(hidden.grad, expected, rtol=RTOL, atol=ATOL)


@pytest.mark.parametrize("train_head", [True, False])
@pytest.mark.parametrize("rows", [1, 2, 5])
def test_gradcheck_in_float64(rows, train_head):
    hidden, weight, offset, targets, _ = _case(True, n=5, hidden=4, vocab=7, dtype=torch.float64)
    weight.requires_grad_(train_head)
    offset.requires_grad_(train_head)
    assert torch.autograd.gradcheck(
        lambda h, w, b: ChunkedTargetLogprobs.apply(h, w, b, targets, 0.8, rows, False)[0], (hidden, weight, offset))
    # float64 stays float64 (no upcast to float32, no downcast)
    logps, _ = target_logprobs(hidden, weight, offset, targets, rows=rows)
    assert logps.dtype == torch.float64


def test_nothing_of_positions_x_vocab_is_kept_for_the_backward():
    hidden, weight, offset, targets, _ = _case(True, n=64, hidden=16)  # n x V above the inputs' sizes

    def saved_sizes(rows: int) -> list[int]:
        sizes: list[int] = []

        def pack(tensor):
            sizes.append(tensor.numel())
            return tensor

        with torch.autograd.graph.saved_tensors_hooks(pack, lambda tensor: tensor):
            target_logprobs(hidden, weight, offset, targets, compute_entropy=True, rows=rows)
        return sizes

    assert max(saved_sizes(rows=64)) == 64 * V  # one chunk: the log-softmax is kept, as before
    assert max(saved_sizes(rows=16)) == V * 16  # chunks, a trained head: the inputs (the head's weight the largest)
    weight.requires_grad_(False)
    offset.requires_grad_(False)
    assert saved_sizes(rows=16) == [64 * 16]  # a frozen head: the states' Jacobian rows only


def test_without_grad_the_chunks_give_the_same_numbers():
    hidden, weight, offset, targets, _ = _case(True)
    logps, entropy = target_logprobs(hidden, weight, offset, targets, temperature=0.7, compute_entropy=True, rows=4)
    with torch.no_grad():  # old log-probs, a reference model: no Jacobian formed, nothing saved
        plain_logps, plain_entropy = target_logprobs(hidden, weight, offset, targets, temperature=0.7,
                                                     compute_entropy=True, rows=4)
    assert torch.equal(plain_logps, logps.detach()) and torch.equal(plain_entropy, entropy)
    assert not plain_logps.requires_grad


def test_chunk_rows_bounds_a_chunks_logits():
    assert chunk_rows(151_936) == 441  # Qwen3: 441 x 151,936 fp32 = 268 MB, at most 2**26 elements
    assert chunk_rows(49_152) == 1365  # SmolLM2 and the tiny test model
    assert chunk_rows(2**30) == 1  # a vocabulary above the budget: one position at a time
    assert chunk_rows(1000, budget=10_000) == 10


def test_score_positions_in_chunks_equals_one_chunk(tiny_model_path, monkeypatch):
    from transformers import AutoModelForCausalLM

    model = AutoModelForCausalLM.from_pretrained(tiny_model_path).eval()
    torch.manual_seed(0)
    input_ids = torch.randint(10, 400, (3, 16))
    mask = torch.ones_like(input_ids)
    rows, cols = torch.arange(3).repeat_interleave(15), torch.arange(15).repeat(3)
    targets = input_ids[rows, cols + 1]

    def scored() -> tuple[torch.Tensor, torch.Tensor, dict[str, torch.Tensor]]:
        model.zero_grad()
        logps, entropy = score_positions(model, input_ids, mask, rows, cols, targets, temperature=0.9,
                                         compute_entropy=True)
        (logps * torch.linspace(-1, 1, logps.numel())).sum().backward()
        return logps.detach(), entropy, {n: p.grad.clone() for n, p in model.named_parameters()}

    one_logps, one_entropy, one_grads = scored()  # 45 positions: one chunk at the default budget
    monkeypatch.setattr(head_chunks, "CHUNK_ELEMENTS", 4 * model.config.vocab_size)  # 4 positions a chunk
    logps, entropy, grads = scored()
    torch.testing.assert_close(logps, one_logps, rtol=RTOL, atol=ATOL)
    torch.testing.assert_close(entropy, one_entropy, rtol=RTOL, atol=ATOL)
    assert grads.keys() == one_grads.keys()
    for name, grad in grads.items():  # through the tied head and every layer below it
        # a float32 sum of many products: its rounding is relative to the tensor's largest entries, not to each
        # entry (a small entry is a cancellation of large ones), so ATOL scales with the tensor
        scale = float(one_grads[name].abs().max())
        torch.testing.assert_close(grad, one_grads[name], rtol=RTOL, atol=RTOL * scale,
                                   msg=lambda m, n=name: f"{n}: {m}")
