"""Critic variants on the tiny model: a shared value head, and LoRA with the reference as the adapter-free base."""

from __future__ import annotations

import math

import torch

from agentgym_capo.trainer.capo_trainer import CAPOTrainer
from tests.trainer.helpers import chain_factory, tiny_config


def _logs(trainer):
    return [e for e in trainer.state.log_history if "actor/pg_loss" in e]


def test_shared_value_head_trains_with_the_policy(tmp_path, tiny_model_path, tiny_tokenizer):
    args = tiny_config(tmp_path, algo="capo", critic_mode="shared", max_steps=1, num_iterations=2)
    trainer = CAPOTrainer(model=tiny_model_path, args=args, env=chain_factory(), processing_class=tiny_tokenizer)
    head = trainer.actor_critic.value_head
    assert trainer.critic is None and head is not None and float(head.weight.detach().abs().max()) == 0.0
    policy_params = sum(p.numel() for p in trainer.actor_critic.policy_parameters())
    critic_group = [g for g in trainer.create_optimizer().param_groups if g.get("name") == "critic"]
    assert [p.numel() for p in critic_group[0]["params"]] == [head.weight.numel(), 1]  # only the head
    assert sum(p.numel() for p in trainer.model.parameters()) == policy_params + head.weight.numel() + 1
    trainer.train()
    (log,) = _logs(trainer)
    assert math.isfinite(log["critic/value_loss"]) and log["critic/value_mean"] == 0.0  # rollout values: zero head
    assert float(head.weight.detach().abs().max()) > 0  # the value loss reached the head


def test_lora_policy_reference_is_the_base_with_adapters_off(tmp_path, tiny_model_path, tiny_tokenizer):
    from peft import LoraConfig

    args = tiny_config(tmp_path, algo="capo", critic_mode="shared", max_steps=1, beta=0.05, learning_rate=0.05)
    lora = LoraConfig(r=4, lora_alpha=8, target_modules=["q_proj", "v_proj"], lora_dropout=0.0)
    trainer = CAPOTrainer(model=tiny_model_path, args=args, env=chain_factory(), processing_class=tiny_tokenizer,
                          peft_config=lora)
    assert trainer.reference_model is None  # no second copy: one base serves policy, value and reference
    before = {n: p.detach().clone() for n, p in trainer.policy.named_parameters()}
    trainer.train()
    (log,) = _logs(trainer)
    # a fresh LoRA adapter (B = 0) is the base exactly: the KL to the reference starts at exactly 0
    assert log["actor/kl"] == 0.0 and math.isfinite(log["critic/value_loss"])
    after = dict(trainer.policy.named_parameters())
    changed = {n for n, p in after.items() if not torch.equal(p, before[n])}
    assert changed and all("lora_" in n for n in changed)  # only adapters train; the base stays frozen
    trainer.save_model(str(tmp_path / "saved"))
    assert (tmp_path / "saved" / "adapter_model.safetensors").exists()
    assert (tmp_path / "saved" / "value_head.safetensors").exists()


def test_gradient_checkpointing_covers_policy_and_critic(tmp_path, tiny_model_path, tiny_tokenizer):
    args = tiny_config(tmp_path, algo="capo", max_steps=1, num_iterations=2, gradient_checkpointing=True)
    trainer = CAPOTrainer(model=tiny_model_path, args=args, env=chain_factory(), processing_class=tiny_tokenizer)
    critic_before = {n: p.detach().clone() for n, p in trainer.critic.named_parameters()}
    trainer.train()
    assert trainer.policy.is_gradient_checkpointing and trainer.critic.is_gradient_checkpointing
    (log,) = _logs(trainer)
    assert math.isfinite(log["critic/value_loss"])
    trunk = [n for n, p in trainer.critic.named_parameters() if "layers." in n and not torch.equal(p, critic_before[n])]
    assert trunk  # the second step (head no longer zero) reached the critic's checkpointed decoder layers
