"""The local-model evaluation policy: greedy decoding is deterministic, sampling follows the temperature and the
seed, and a negative temperature is refused with our error."""

from __future__ import annotations

import pytest
import torch
from transformers import AutoModelForCausalLM

from agentgym_capo.errors import ConfigError
from agentgym_capo.rollout import PolicyInput
from agentgym_capo.trainer.model.policies import GreedyHFPolicy, HFGeneratePolicy


def _inputs(tokenizer, count=4):
    ids = tokenizer("Repeat: amber otter", add_special_tokens=False)["input_ids"]
    return [PolicyInput(traj_id=f"t{i}", task_id="task", group_id=f"g{i}", step_index=0, prompt="Repeat: amber otter",
                        info={}, prompt_ids=list(ids)) for i in range(count)]


def test_greedy_is_deterministic_and_sampling_follows_the_seed(tiny_model_path, tiny_tokenizer):
    model = AutoModelForCausalLM.from_pretrained(tiny_model_path).eval()
    inputs = _inputs(tiny_tokenizer)
    greedy = GreedyHFPolicy(model, tiny_tokenizer, max_new_tokens=6, batch_size=2)
    first, second = greedy.act(inputs), greedy.act(inputs)
    assert [a.response_ids for a in first] == [a.response_ids for a in second]
    assert len({tuple(a.response_ids) for a in first}) == 1  # one prompt, one greedy answer
    hot = HFGeneratePolicy(model, tiny_tokenizer, max_new_tokens=6, batch_size=4, temperature=5.0)
    torch.manual_seed(0)
    drawn = hot.act(inputs)
    torch.manual_seed(0)
    again = hot.act(inputs)
    assert [a.response_ids for a in drawn] == [a.response_ids for a in again]
    assert len({tuple(a.response_ids) for a in drawn}) > 1  # a random model at T=5 answers differently
    assert all(a.text == tiny_tokenizer.decode(a.response_ids, skip_special_tokens=True) for a in drawn)


def test_a_negative_temperature_is_refused(tiny_model_path, tiny_tokenizer):
    model = AutoModelForCausalLM.from_pretrained(tiny_model_path)
    with pytest.raises(ConfigError, match="temperature must be >= 0"):
        HFGeneratePolicy(model, tiny_tokenizer, temperature=-0.5)
