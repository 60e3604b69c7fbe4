"""Action-token log-probs for the ratio are float32: the log-ratio at the rollout policy and its noise."""

from __future__ import annotations

import math

import pytest
import torch

from agentgym_capo.trainer.capo_trainer import CAPOTrainer
from agentgym_capo.trainer.model.logprobs import fp32_head, score_positions
from tests.trainer.helpers import chain_factory, tiny_config


def _noise_floor(tmp_path, model_path, tokenizer, **overrides) -> float:
    # two epochs: old log-probs are recomputed before the update, so the first (on-policy) step has a real ratio
    args = tiny_config(tmp_path, algo="capo", max_steps=1, num_iterations=2, mini_batch_size=64, **overrides)
    trainer = CAPOTrainer(model=model_path, args=args, env=chain_factory(), processing_class=tokenizer)
    trainer.train()
    (log,) = [e for e in trainer.state.log_history if "actor/pg_loss" in e]
    return log["actor/logratio_noise_floor"]


@pytest.mark.slow
def test_logratio_at_rollout_policy_exact_in_fp32_and_reported_under_bf16(tmp_path, tiny_model_path,
                                                                             tiny_tokenizer):
    assert _noise_floor(tmp_path / "fp32", tiny_model_path, tiny_tokenizer) == 0.0
    noise = _noise_floor(tmp_path / "bf16", tiny_model_path, tiny_tokenizer, bf16=True)
    assert math.isfinite(noise) and 0.0 <= noise < 1e-3  # below CAPO's epsilon: the clip sees no kernel noise


def test_action_logps_use_an_fp32_head_under_bf16_autocast(tiny_model_path):
    from transformers import AutoModelForCausalLM

    model = AutoModelForCausalLM.from_pretrained(tiny_model_path).eval()
    torch.manual_seed(0)
    input_ids = torch.randint(10, 400, (2, 12))
    mask = torch.ones_like(input_ids)
    rows, cols = torch.tensor([0, 0, 1]), torch.tensor([4, 7, 10])
    targets = input_ids[rows, cols + 1]
    with torch.no_grad(), torch.autocast("cpu", dtype=torch.bfloat16):
        logps, _ = score_positions(model, input_ids, mask, rows, cols, targets)
        hidden = model.base_model(input_ids=input_ids, attention_mask=mask).last_hidden_state[rows, cols]
        bf16_logits = model.get_output_embeddings()(hidden)  # what autocast alone would compute
    assert logps.dtype == torch.float32 and bf16_logits.dtype == torch.bfloat16
    head = model.get_output_embeddings()
    expected = torch.log_softmax(hidden.float() @ head.weight.float().T, -1).gather(-1, targets[:, None])[:, 0]
    torch.testing.assert_close(logps, expected, atol=1e-6, rtol=0)  # fp32 head on the same (bf16) states
    rounded = torch.log_softmax(bf16_logits.float(), -1).gather(-1, targets[:, None])[:, 0]
    assert (rounded - expected).abs().max() > 1e-4  # the bf16 head's rounding the fp32 head removes
    assert fp32_head(head, hidden).dtype == torch.float32


def test_fp32_head_of_each_rows_last_position_is_one_matrix_product():
    from torch.profiler import profile

    torch.manual_seed(0)
    head = torch.nn.Linear(64, 1000, bias=False).requires_grad_(False)  # frozen, as the trained policy's
    last = torch.randn(5, 9, 64)[:, -1:, :]  # a strided slice, as generation's logits_to_keep=1 hands it over
    with torch.no_grad(), profile() as prof:
        logits = fp32_head(head, last)
    assert logits.shape == (5, 1, 1000)
    torch.testing.assert_close(logits, last @ head.weight.T, rtol=1e-6, atol=1e-6)
    ops = {event.key for event in prof.key_averages()}
    assert "aten::bmm" not in ops  # one (5 x 64) @ (64 x 1000) product, the head's weight read once
