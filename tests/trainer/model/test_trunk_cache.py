"""The cached frozen trunk (trainable_layers) gives the numbers of the whole-model path, in fp32."""

from __future__ import annotations

from dataclasses import replace

import pytest
import torch

from agentgym_capo.trainer.capo_trainer import CAPOTrainer
from agentgym_capo.trainer.model.critic import critic_head
from agentgym_capo.trainer.model.trunk_cache import make_split
from agentgym_capo.trainer.pipeline.prepare import prepare
from agentgym_capo.trainer.pipeline.rollout import collect_rollout
from agentgym_capo.trainer.pipeline.runtime import IterationLog
from tests.trainer.helpers import chain_factory, tiny_config


@pytest.mark.parametrize("algo,action_mode", [("capo", "choose"), ("capo", "generate"), ("ppo", "generate")])
def test_cached_trunk_matches_whole_model(tmp_path, tiny_model_path, tiny_tokenizer, algo, action_mode):
    args = tiny_config(tmp_path, algo=algo, action_mode=action_mode, trainable_layers=1, trunk_precision="fp32",
                       micro_batch_tokens=256, beta=0.01)
    trainer = CAPOTrainer(model=tiny_model_path, args=args, env=chain_factory(), processing_class=tiny_tokenizer)
    assert trainer.trunk_split is not None and trainer.trunk_split.num_frozen == 1
    torch.manual_seed(1)
    with torch.no_grad():
        critic_head(trainer.critic).weight.normal_(0, 1.0)
    episodes = collect_rollout(trainer.runtime(), trainer.episodes, trainer.state.global_step)
    batch = prepare(trainer.runtime(), episodes, IterationLog())
    assert batch.trunk is not None and len(batch.trunk) == len(batch) > 1
    split = trainer.trunk_split
    rows = list(range(len(batch)))[::-1]  # another grouping and padding than the preparation pass
    cached = trainer.scorer.collate(batch, rows)
    assert "trunk" in cached
    logp, entropy = trainer.scorer.policy_logps(trainer.policy, cached)
    values = trainer.scorer.critic_values(trainer.actor_critic.value_model, cached)
    top_param = next(p for p in trainer.policy.base_model.layers[-1].parameters())
    (grad_cached,) = torch.autograd.grad(logp.sum(), top_param)

    trainer.trunk_split = None  # the whole-model path, exactly as without trainable_layers
    plain = trainer.scorer.collate(replace(batch, trunk=None), rows)
    assert "trunk" not in plain
    logp_ref, entropy_ref = trainer.scorer.policy_logps(trainer.policy, plain)
    values_ref = trainer.scorer.critic_values(trainer.actor_critic.value_model, plain)
    (grad_ref,) = torch.autograd.grad(logp_ref.sum(), top_param)

    torch.testing.assert_close(logp, logp_ref, atol=1e-5, rtol=1e-5)
    torch.testing.assert_close(entropy, entropy_ref, atol=1e-5, rtol=1e-5)
    torch.testing.assert_close(values, values_ref, atol=1e-5, rtol=1e-5)
    torch.testing.assert_close(grad_cached, grad_ref, atol=1e-5, rtol=1e-4)
    assert values_ref.abs().max() > 0 and grad_ref.abs().max() > 0  # non-vacuous comparisons
    # the reference model runs its own top layers on the policy's trunk during preparation
    assert trainer.reference_model is not None and batch.ref_logp is not None
    ref_plain, _ = trainer.scorer.policy_logps(trainer.reference_model, plain)
    for i, row in enumerate(rows):
        n = batch.ref_logp[row].numel()
        torch.testing.assert_close(batch.ref_logp[row], ref_plain[i, :n].detach(), atol=1e-5, rtol=1e-5)
    assert split.num_frozen == 1


def test_make_split_precision_and_bounds(tiny_model_path):
    from transformers import AutoModelForCausalLM

    model = AutoModelForCausalLM.from_pretrained(tiny_model_path)
    assert make_split(model, None) is None
    assert make_split(model, 1, "fp32").num_frozen == 1
    assert make_split(model, 5, "bf16").num_frozen == 0 and make_split(model, 5, "bf16").bf16


def test_trunk_memo_gives_the_computed_states_and_stays_bounded(tiny_model_path, tiny_tokenizer):
    from transformers import AutoModelForCausalLM

    from agentgym_capo.trainer.model.choose import pack_choices, packed_trunk
    from agentgym_capo.trainer.model.trunk_cache import TrunkMemo

    model = AutoModelForCausalLM.from_pretrained(tiny_model_path, attn_implementation="eager")
    prompts = [[5, 6, 7, 8], [9, 10, 11], [5, 6, 7, 8]]
    cands = [[[20, 2], [21, 22, 2]], [[23, 2], [24, 2], [25, 2]], [[20, 2], [21, 22, 2]]]
    pad = tiny_tokenizer.pad_token_id
    packed = pack_choices(prompts, cands, pad)
    plain, _ = packed_trunk(model, make_split(model, 1, "fp32"), packed, prompts, cands, pad)
    split = make_split(model, 1, "fp32", memo_bytes=1 << 20)
    first, rows = packed_trunk(model, split, packed, prompts, cands, pad)
    assert split.memo.misses == 3 and len(split.memo) == 2  # the repeated state is stored once
    again, _ = packed_trunk(model, split, pack_choices(prompts[::-1], cands[::-1], pad), prompts[::-1],
                            cands[::-1], pad)
    assert split.memo.hits == 3
    torch.testing.assert_close(first, plain, atol=1e-5, rtol=1e-5)
    torch.testing.assert_close(again[0, :rows[2].shape[0]], rows[2])
    small = TrunkMemo(max_bytes=rows[0].numel() * 4)
    small.put("a", rows[0])
    small.put("b", rows[0].clone())
    assert len(small) == 1 and small.get("a") is None and small.bytes <= small.max_bytes
