"""Weight casts made once per generate call (trainer/model/weight_casts.py): the same numbers as autocast's per-call
casts, the copy really is what runs, and the model is left as it was."""

from __future__ import annotations

import pytest
import torch
from torch import nn
from transformers import AutoModelForCausalLM

from agentgym_capo.trainer.model.weight_casts import autocast_dtype, cast_weights_once


def bf16_autocast():
    return torch.autocast("cpu", dtype=torch.bfloat16)


@pytest.fixture
def frozen_model(tiny_model_path):
    model = AutoModelForCausalLM.from_pretrained(tiny_model_path).eval()
    for parameter in model.parameters():  # frozen weights: the ones autocast casts again at every call
        parameter.requires_grad_(False)
    return model


@pytest.mark.parametrize("sampled", [False, True], ids=["greedy", "sampled"])
def test_generate_gives_the_same_tokens_and_scores_as_casting_at_every_step(frozen_model, sampled):
    prompts = torch.tensor([[0, 11, 12, 13, 14], [21, 22, 23, 24, 25]])
    options = dict(max_new_tokens=12, min_new_tokens=12, do_sample=sampled, output_scores=True,
                   return_dict_in_generate=True, pad_token_id=0, **({"temperature": 0.7, "top_k": 0} if sampled
                                                                     else {}))
    outputs = []
    for once in (False, True):
        torch.manual_seed(3)
        with torch.no_grad(), bf16_autocast(), cast_weights_once(frozen_model, torch.bfloat16 if once else None):
            outputs.append(frozen_model.generate(input_ids=prompts, **options))
    plain, cached = outputs
    assert torch.equal(plain.sequences, cached.sequences)
    for a, b in zip(plain.scores, cached.scores, strict=True):
        assert torch.equal(a, b)  # bit for bit: the same rounding of the same weights, the same kernel


def test_the_copy_made_on_entry_is_what_runs_under_autocast_only(frozen_model):
    layer = next(m for m in frozen_model.modules() if isinstance(m, nn.Linear))
    hidden = torch.randn(3, layer.in_features)
    with bf16_autocast():
        expected = layer(hidden)
    fp32_expected = layer(hidden)
    original = layer.weight.detach().clone()
    with cast_weights_once(frozen_model, torch.bfloat16):
        layer.weight.data.zero_()  # changed after entry: under autocast the entry's copy still runs
        with bf16_autocast():
            assert torch.equal(layer(hidden), expected)
        assert torch.equal(layer(hidden), torch.zeros_like(fp32_expected))  # outside autocast: its own forward
    layer.weight.data.copy_(original)
    assert torch.equal(layer(hidden), fp32_expected)


def test_the_model_is_restored_and_excluded_or_float32_passes_untouched(frozen_model):
    head = frozen_model.get_output_embeddings()
    linears = [m for m in frozen_model.modules() if isinstance(m, nn.Linear)]
    with cast_weights_once(frozen_model, torch.bfloat16, exclude=[head]):
        assert "forward" not in vars(head)
        assert all("forward" in vars(m) for m in linears if m is not head)
    assert all("forward" not in vars(m) for m in linears)
    with cast_weights_once(frozen_model, None), cast_weights_once(frozen_model, torch.float32):
        assert all("forward" not in vars(m) for m in linears)  # no autocast, no copies


def test_autocast_dtype_reads_what_a_factory_turns_on():
    assert autocast_dtype(bf16_autocast) is torch.bfloat16
    assert autocast_dtype(lambda: torch.autocast("cpu", enabled=False)) is None


def test_weights_a_sharding_engine_gathers_in_the_forward_are_left_alone():
    # a copy made on entry would copy a ZeRO-3 partition or an empty shard, not the weight the forward uses
    whole, partitioned, empty = nn.Linear(4, 4), nn.Linear(4, 4), nn.Linear(4, 4)
    partitioned.weight.ds_id = 7  # how DeepSpeed ZeRO-3 marks its partitioned parameters
    empty.weight = nn.Parameter(torch.empty(0))
    model = nn.Sequential(whole, partitioned, empty)
    with cast_weights_once(model, torch.bfloat16):
        assert "forward" in vars(whole)
        assert "forward" not in vars(partitioned) and "forward" not in vars(empty)
