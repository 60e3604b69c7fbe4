"""``critic_mode="lora"``: the critic as a second LoRA adapter on the policy's frozen base (model/adapters.py)."""

from __future__ import annotations

import math

import pytest
import torch

from agentgym_capo.errors import ConfigError
from agentgym_capo.trainer.capo_trainer import CAPOTrainer
from agentgym_capo.trainer.model.adapters import CRITIC_ADAPTER, active_adapter, adapters_disabled
from tests.trainer.helpers import chain_factory, tiny_config


def _lora():
    from peft import LoraConfig

    return LoraConfig(r=4, lora_alpha=8, target_modules=["q_proj", "v_proj"], lora_dropout=0.0)


def test_lora_critic_needs_a_peft_policy(tmp_path, tiny_model_path, tiny_tokenizer):
    args = tiny_config(tmp_path, algo="capo", critic_mode="lora")
    with pytest.raises(ConfigError, match="critic_mode='lora'.*peft_config"):
        CAPOTrainer(model=tiny_model_path, args=args, env=chain_factory(), processing_class=tiny_tokenizer)


def test_config_lists_lora_among_critic_modes(tmp_path):
    with pytest.raises(ConfigError, match="'lora'"):
        tiny_config(tmp_path, critic_mode="adapter")


def test_lora_critic_trains_two_adapters_on_one_frozen_base(tmp_path, tiny_model_path, tiny_tokenizer):
    args = tiny_config(tmp_path, algo="capo", critic_mode="lora", max_steps=1, num_iterations=2, beta=0.05,
                       weight_decay=0.0, learning_rate=0.05, critic_learning_rate=0.02)
    trainer = CAPOTrainer(model=tiny_model_path, args=args, env=chain_factory(), processing_class=tiny_tokenizer,
                          peft_config=_lora())
    ac = trainer.actor_critic
    assert trainer.critic is None and trainer.reference_model is None and ac.critic_adapter == CRITIC_ADAPTER
    assert ac.policy.active_adapter == "default"
    named = dict(ac.policy.named_parameters())
    critic_names = {n for n, p in named.items() if any(p is q for q in ac._critic_adapter_parameters())}
    assert critic_names and all(f".{CRITIC_ADAPTER}." in n for n in critic_names)
    policy_ids = {id(p) for p in ac.policy_parameters()}
    value_ids = {id(p) for p in ac.value_parameters()}
    assert policy_ids and not policy_ids & value_ids  # each adapter in exactly one group
    groups = trainer.create_optimizer().param_groups
    (critic_group,) = [g for g in groups if g.get("name") == "critic"]
    assert {id(p) for p in critic_group["params"]} == value_ids and critic_group["lr"] == 0.02
    in_policy_groups = {id(p) for g in groups if g.get("name") != "critic" for p in g["params"]}
    assert in_policy_groups == policy_ids and all(g["lr"] == 0.05 for g in groups if g.get("name") != "critic")

    before = {n: p.detach().clone() for n, p in named.items()}
    head_before = ac.value_head.weight.detach().clone()
    trainer.train()
    (log,) = [e for e in trainer.state.log_history if "actor/pg_loss" in e]
    # the rollout's values come from the zero head (every value starts at 0)
    assert log["critic/value_mean"] == 0.0 and math.isfinite(log["critic/value_loss"]) and log["actor/kl"] > 0
    changed = {n for n, p in ac.policy.named_parameters() if not torch.equal(p, before[n])}
    assert all("lora_" in n for n in changed)  # the base stays frozen
    assert changed & critic_names, "the critic adapter did not train"
    assert changed - critic_names, "the policy adapter did not train"
    assert not torch.equal(ac.value_head.weight, head_before)
    assert ac.policy.active_adapter == "default"  # the critic's forwards leave the policy adapter active

    # the reference is the base: adapters off gives the plain model's log-probs (the adapters are trained now)
    from transformers import AutoModelForCausalLM

    base = AutoModelForCausalLM.from_pretrained(tiny_model_path).eval()
    ids = torch.tensor([[5, 17, 42, 7, 99, 3]])
    with torch.no_grad():
        expected = base(ids).logits
        with adapters_disabled(ac.policy):
            reference = ac.lm(ids).logits
        policy = ac.lm(ids).logits
        with active_adapter(ac.policy, CRITIC_ADAPTER):
            critic_trunk = ac.lm(ids).logits
    torch.testing.assert_close(reference, expected)
    assert not torch.allclose(policy, expected) and not torch.allclose(critic_trunk, policy)
    # switching adapters (and leaving PEFT's disable_adapter) must not freeze the other adapter
    assert all(p.requires_grad for p in ac._critic_adapter_parameters())

    trainer.save_model(str(tmp_path / "saved"))
    assert (tmp_path / "saved" / "adapter_model.safetensors").exists()
    assert (tmp_path / "saved" / CRITIC_ADAPTER / "adapter_model.safetensors").exists()
    assert (tmp_path / "saved" / "value_head.safetensors").exists()


def test_capo_train_takes_peft_config_from_the_command_line(tmp_path, tiny_model_path):
    from agentgym_capo.cli import main

    out = tmp_path / "run"
    argv = ["train", "--env", "capo/Chain-v0", "--model", tiny_model_path, "--max-steps", "1", "--output-dir",
            str(out), "--set", 'peft_config={"r": 4, "target_modules": ["q_proj", "v_proj"]}', "--set",
            "critic_mode=lora", "--set", "rollout_tasks=2", "--set", "mini_batch_size=2", "--set",
            "max_completion_length=4", "--set", "max_env_steps=1", "--set", "save_strategy=no", "--set",
            "report_to=none", "--set", "use_cpu=true", "--set", "bf16=false", "--set", "disable_tqdm=true"]
    assert main(argv) == 0
    assert (out / "adapter_model.safetensors").exists()
    assert (out / CRITIC_ADAPTER / "adapter_model.safetensors").exists()
    assert (out / "value_head.safetensors").exists() and not (out / "critic" / "model.safetensors").exists()


def _adapter_grads(model_dir: str, checkpointing: bool) -> list[torch.Tensor]:
    from peft import get_peft_model
    from transformers import AutoModelForCausalLM

    from agentgym_capo.trainer.model.actor_critic import ActorCritic, make_value_head
    from agentgym_capo.trainer.model.adapters import add_critic_adapter

    torch.manual_seed(0)
    policy = get_peft_model(AutoModelForCausalLM.from_pretrained(model_dir), _lora())
    add_critic_adapter(policy)
    ac = ActorCritic(policy, None, make_value_head(policy), CRITIC_ADAPTER)
    with torch.no_grad():  # non-zero B and head, so both adapters get gradients through both paths
        for param in ac.policy_parameters() + ac.value_parameters():
            param.add_(0.05)
    ac.train()
    if checkpointing:
        ac.gradient_checkpointing_enable(gradient_checkpointing_kwargs={"use_reentrant": True})
    ids = torch.tensor([[5, 17, 42, 7, 9, 11]])
    critic = ac.value_model
    values = critic.score(critic.base_model(input_ids=ids).last_hidden_state).sum()
    logp = torch.log_softmax(ac.lm(ids).logits.float(), -1)[0, :-1].gather(-1, ids[0, 1:, None]).sum()
    (values - logp).backward()
    return [p.grad.clone() for p in ac.policy_parameters() + ac.value_parameters()]


def test_gradient_checkpointing_recomputes_under_each_blocks_adapter(tiny_model_path):
    # the backward recomputes the critic's blocks after the critic adapter was switched off again: they must be
    # recomputed with the critic adapter (reentrant checkpointing, asked for here, cannot: it is overridden)
    plain, checkpointed = _adapter_grads(tiny_model_path, False), _adapter_grads(tiny_model_path, True)
    assert len(plain) == len(checkpointed) and all(float(g.abs().max()) > 0 for g in plain[:-2])
    for a, b in zip(plain, checkpointed, strict=True):
        torch.testing.assert_close(b, a)


def test_resume_restores_both_adapters_and_the_head(tmp_path, tiny_model_path, tiny_tokenizer):
    settings = dict(algo="capo", critic_mode="lora", max_steps=1, num_iterations=2, learning_rate=0.05,
                    save_strategy="steps", save_steps=1)
    first = CAPOTrainer(model=tiny_model_path, args=tiny_config(tmp_path, **settings), env=chain_factory(),
                        processing_class=tiny_tokenizer, peft_config=_lora())
    first.train()
    trained = {n: p.detach().clone() for n, p in first.actor_critic.named_parameters()}
    checkpoint = tmp_path / "run" / "checkpoint-1"
    assert (checkpoint / CRITIC_ADAPTER / "adapter_model.safetensors").exists()

    second = CAPOTrainer(model=tiny_model_path, args=tiny_config(tmp_path / "b", **settings), env=chain_factory(),
                         processing_class=tiny_tokenizer, peft_config=_lora())
    second._load_from_checkpoint(str(checkpoint))
    second.create_optimizer_and_scheduler(num_training_steps=1)
    second._load_optimizer_and_scheduler(str(checkpoint))
    restored = dict(second.actor_critic.named_parameters())
    assert restored.keys() == trained.keys()
    lora = [n for n in trained if "lora_B" in n]
    assert any(f".{CRITIC_ADAPTER}." in n for n in lora) and any(".default." in n for n in lora)
    for name, value in trained.items():
        torch.testing.assert_close(restored[name], value, msg=name)
    assert all(p.requires_grad for p in second.actor_critic._critic_adapter_parameters())
    with pytest.raises(ConfigError, match="Cannot resume"):
        second._load_from_checkpoint(str(tmp_path))
