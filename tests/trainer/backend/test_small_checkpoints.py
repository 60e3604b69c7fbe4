"""Small checkpoints with ``trainable_layers`` (``backend/trainable_checkpoint.py``): real runs of the tiny model.

A run that saves only its trained tensors resumes to the same next iteration as one that saves everything, its
checkpoint is a fraction of the size, the final folder is still complete, and a resume against other frozen
weights or another ``trainable_layers`` is refused in one line.
"""

from __future__ import annotations

import json
import math
import shutil

import pytest
import torch

from agentgym_capo.errors import CheckpointError, ConfigError
from agentgym_capo.trainer.backend.resume import TRAINABLE_RECORD, checkpoint_bytes
from agentgym_capo.trainer.backend.trainable_checkpoint import (
    TRAINABLE_FILE,
    load_trainable_checkpoint,
    save_trainable_checkpoint,
)
from agentgym_capo.trainer.capo_trainer import CAPOTrainer
from tests.trainer.helpers import chain_factory, tiny_config

COMMON = dict(algo="capo", max_steps=3, num_iterations=2, save_strategy="steps", save_steps=2, mini_batch_size=3,
              trainable_layers=1, plot_curves=False)
KEYS = ("rollout/return_mean", "actor/pg_loss", "critic/value_loss", "actor/kl_loss", "loss", "actor/grad_norm",
        "critic/grad_norm")


def _trainer(tmp_path, name, model_path, tokenizer, **overrides):
    args = tiny_config(tmp_path / name, **{**COMMON, **overrides})
    return CAPOTrainer(model=model_path, args=args, env=chain_factory(), processing_class=tokenizer)


def _step(trainer, step):
    rows = [e for e in trainer.state.log_history if "actor/pg_loss" in e and e["step"] == step]
    assert len(rows) == 1, trainer.state.log_history
    return rows[0]


def test_small_checkpoint_resumes_like_a_full_one(tmp_path, tiny_model_path, tiny_tokenizer, capsys):
    full = _trainer(tmp_path, "full", tiny_model_path, tiny_tokenizer, save_only_trainable=False)
    full.train()
    small = _trainer(tmp_path, "small", tiny_model_path, tiny_tokenizer)  # save_only_trainable: None, on here
    small.train()
    full_checkpoint, small_checkpoint = (tmp_path / name / "run" / "checkpoint-2" for name in ("full", "small"))
    assert full.checkpoints.trainable_only is False and small.checkpoints.trainable_only is True
    assert (full_checkpoint / "model.safetensors").exists() and not (full_checkpoint / TRAINABLE_RECORD).exists()
    assert not (small_checkpoint / "model.safetensors").exists() and not (small_checkpoint / "critic").exists()
    assert (small_checkpoint / TRAINABLE_FILE).exists()
    record = json.loads((small_checkpoint / TRAINABLE_RECORD).read_text())
    assert record["base_model"] == tiny_model_path and record["trainable_layers"] == 1
    assert "model.safetensors" in record["base_files"]
    assert all(".layers.1." in name or ".norm." in name or name.startswith("critic.score.")
               for name in record["tensors"]), record["tensors"]
    # the frozen trunk (embeddings, layer 0) is the bulk of the tiny model: the checkpoint is a fraction of it
    assert checkpoint_bytes(small_checkpoint) * 10 < checkpoint_bytes(full_checkpoint)
    size_line = next(line for line in capsys.readouterr().out.splitlines()
                     if line.startswith("capo: checkpoint-2 takes") and "trained tensors" in line)
    assert f"the frozen layers are read from {tiny_model_path} on resume" in size_line
    for key in KEYS:  # the form of the checkpoints does not change the training
        assert _step(full, 3)[key] == _step(small, 3)[key], key

    from_full = _trainer(tmp_path, "from_full", tiny_model_path, tiny_tokenizer, save_only_trainable=False)
    from_full.train(resume_from_checkpoint=str(full_checkpoint))
    from_small = _trainer(tmp_path, "from_small", tiny_model_path, tiny_tokenizer)
    from_small.train(resume_from_checkpoint=str(small_checkpoint))
    for key in KEYS:
        assert math.isclose(_step(from_small, 3)[key], _step(from_full, 3)[key], rel_tol=1e-5, abs_tol=1e-7), key
        assert math.isclose(_step(from_small, 3)[key], _step(small, 3)[key], rel_tol=1e-5, abs_tol=1e-7), key
    for (name, a), (_, b) in zip(from_small.model.named_parameters(), from_full.model.named_parameters(),
                                 strict=True):
        torch.testing.assert_close(a, b, atol=1e-6, rtol=1e-5, msg=name)

    # the final model is a complete folder that from_pretrained loads (policy and critic)
    from transformers import AutoModelForCausalLM, AutoModelForTokenClassification

    final = tmp_path / "final"
    from_small.save_model(str(final))
    policy = AutoModelForCausalLM.from_pretrained(final)
    for name, value in from_small.policy.state_dict().items():
        torch.testing.assert_close(policy.state_dict()[name], value, msg=name)
    critic = AutoModelForTokenClassification.from_pretrained(final / "critic")
    torch.testing.assert_close(critic.score.weight, from_small.critic.score.weight)


@pytest.mark.parametrize(("algo", "critic_mode"), [("capo", "shared"), ("grpo", "separate")])
def test_small_checkpoint_of_a_value_head_or_no_critic_resumes(tmp_path, tiny_model_path, tiny_tokenizer, algo,
                                                              critic_mode):
    """The shared value head is among the trained tensors; a critic-free run saves the policy's only."""
    whole = _trainer(tmp_path, "whole", tiny_model_path, tiny_tokenizer, algo=algo, critic_mode=critic_mode)
    whole.train()
    checkpoint = tmp_path / "whole" / "run" / "checkpoint-2"
    names = json.loads((checkpoint / TRAINABLE_RECORD).read_text())["tensors"]
    assert ("value_head.weight" in names) == (critic_mode == "shared" and algo == "capo")
    assert all(name.startswith("policy.") for name in names if name not in ("value_head.weight", "value_head.bias"))
    resumed = _trainer(tmp_path, "resumed", tiny_model_path, tiny_tokenizer, algo=algo, critic_mode=critic_mode)
    resumed.train(resume_from_checkpoint=str(checkpoint))
    for key in ("rollout/return_mean", "actor/pg_loss", "loss", "actor/grad_norm"):
        assert math.isclose(_step(resumed, 3)[key], _step(whole, 3)[key], rel_tol=1e-5, abs_tol=1e-7), key


def test_resume_against_other_weights_or_layers_is_refused(tmp_path, tiny_model_path, tiny_tokenizer):
    from transformers import AutoModelForCausalLM

    other = tmp_path / "other-base"  # the tiny model with one frozen weight changed
    model = AutoModelForCausalLM.from_pretrained(tiny_model_path)
    with torch.no_grad():
        model.model.layers[0].mlp.up_proj.weight.add_(0.01)
    model.save_pretrained(other)
    tiny_tokenizer.save_pretrained(other)
    _trainer(tmp_path, "run", str(other), tiny_tokenizer, max_steps=2).train()
    checkpoint = tmp_path / "run" / "run" / "checkpoint-2"

    layers = _trainer(tmp_path, "layers", str(other), tiny_tokenizer, trainable_layers=2)
    expected = (r"trainable_layers=1 on .*other-base, but this run \(trainable_layers=2\) trains other ones \(not "
                r"in the checkpoint: .*Resume with trainable_layers=1")
    with pytest.raises(CheckpointError, match=expected):
        layers.train(resume_from_checkpoint=str(checkpoint))

    shutil.rmtree(other)
    base = _trainer(tmp_path, "base", tiny_model_path, tiny_tokenizer)
    with pytest.raises(CheckpointError) as error:
        base.train(resume_from_checkpoint=str(checkpoint))
    message = str(error.value)
    assert "\n" not in message and f"the model this run loaded ({tiny_model_path}) has other frozen weights" in message
    assert message.endswith(f"Its base model is {other}, which no longer exists: restore it there (or the same "
                            "weights elsewhere) and start the resumed run from it.")


def test_a_tied_embedding_in_the_trainable_set_is_saved_once(tmp_path, tiny_model_path):
    from transformers import AutoModelForCausalLM

    from agentgym_capo.trainer.model.actor_critic import ActorCritic
    from agentgym_capo.trainer.model.critic import freeze_lower_layers

    def tied_trainable():
        policy = AutoModelForCausalLM.from_pretrained(tiny_model_path)
        freeze_lower_layers(policy, 1)
        policy.get_input_embeddings().weight.requires_grad_(True)  # the LM head is the same tensor
        assert policy.get_output_embeddings().weight is policy.get_input_embeddings().weight
        return ActorCritic(policy)

    trained = tied_trainable()
    with torch.no_grad():
        trained.policy.get_input_embeddings().weight.mul_(2.0)
    save_trainable_checkpoint(tmp_path, trained, tiny_model_path, 1)
    record = json.loads((tmp_path / TRAINABLE_RECORD).read_text())
    assert record["tied"] == {"policy.lm_head.weight": "policy.model.embed_tokens.weight"}
    resumed = tied_trainable()
    load_trainable_checkpoint(tmp_path, resumed, tiny_model_path, 1)
    torch.testing.assert_close(resumed.policy.lm_head.weight, trained.policy.lm_head.weight)
    torch.testing.assert_close(resumed.policy.model.embed_tokens.weight, trained.policy.model.embed_tokens.weight)


def test_save_only_trainable_needs_trainable_layers(tmp_path):
    with pytest.raises(ConfigError, match="save_only_trainable=True needs trainable_layers"):
        tiny_config(tmp_path, save_only_trainable=True)
    assert tiny_config(tmp_path, save_only_trainable=True, trainable_layers=1).save_only_trainable is True


def test_capo_names_a_small_checkpoint_passed_as_a_model(tmp_path):
    from agentgym_capo.trainer.commands.options import check_model

    (tmp_path / TRAINABLE_RECORD).write_text(json.dumps({"base_model": "/models/base"}))
    with pytest.raises(ConfigError, match=rf"is a checkpoint that holds only the trained layers .* run `capo train "
                                          rf"--model /models/base --resume {tmp_path}`"):
        check_model(str(tmp_path))
