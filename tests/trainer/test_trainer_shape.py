"""The trainer's shape: one scorer per action mode chosen at construction, typed micro-batches, ST-PPO's class."""

from __future__ import annotations

import dataclasses
from types import SimpleNamespace

import pytest
import torch

from agentgym_capo.errors import ConfigError
from agentgym_capo.trainer import CAPOTrainer, STPPOTrainer
from agentgym_capo.trainer.pipeline.batches import MicroBatch, StepContext
from agentgym_capo.trainer.pipeline.runtime import IterationLog
from agentgym_capo.trainer.pipeline.scorers import (
    SCORERS,
    ChooseScorer,
    GenerateScorer,
    check_parameter_sharding,
    make_scorer,
)
from agentgym_capo.trainer.pipeline.update import global_counts
from tests.trainer.helpers import chain_factory, tiny_config


def test_st_ppo_config_builds_the_stppo_trainer_and_other_algos_do_not(tmp_path, tiny_model_path, tiny_tokenizer):
    stppo = CAPOTrainer(tiny_model_path, tiny_config(tmp_path / "a", algo="st_ppo"), chain_factory(),
                        processing_class=tiny_tokenizer)  # positional args, as Trainer users may pass them
    assert type(stppo) is STPPOTrainer and isinstance(stppo, CAPOTrainer)
    run, log = stppo._runtime(), IterationLog()
    assert stppo._gradient_correction(run, log) is not None
    plain = CAPOTrainer(model=tiny_model_path, args=tiny_config(tmp_path / "b", algo="ppo"), env=chain_factory(),
                        processing_class=tiny_tokenizer)
    assert type(plain) is CAPOTrainer and plain._gradient_correction(plain._runtime(), log) is None
    turn_ppo = STPPOTrainer(model=tiny_model_path, args=tiny_config(tmp_path / "c", algo="st_ppo",
                                                                    stppo_clip_bias=False),
                            env=chain_factory(), processing_class=tiny_tokenizer)
    assert turn_ppo._gradient_correction(turn_ppo._runtime(), log) is None  # Turn-PPO: no clip-bias normalisation
    with pytest.raises(ConfigError, match="st_ppo"):
        STPPOTrainer(model=tiny_model_path, args=tiny_config(tmp_path / "d", algo="capo"), env=chain_factory(),
                     processing_class=tiny_tokenizer)


@pytest.mark.parametrize("action_mode,scorer", [("generate", GenerateScorer), ("choose", ChooseScorer)])
def test_scorer_is_chosen_once_and_builds_typed_microbatches(tmp_path, tiny_model_path, tiny_tokenizer,
                                                             action_mode, scorer):
    args = tiny_config(tmp_path, action_mode=action_mode, trainable_layers=1, trunk_precision="fp32")
    trainer = CAPOTrainer(model=tiny_model_path, args=args, env=chain_factory(), processing_class=tiny_tokenizer)
    assert type(trainer.scorer) is scorer and SCORERS[action_mode] is scorer
    assert trainer.trunk_split is trainer.scorer.split and trainer.trunk_split.num_frozen == 1
    assert (trainer.trunk_split.memo is not None) == (action_mode == "choose")  # the choose scorer owns the memo
    batch = trainer._prepare(trainer._rollout())
    mb = trainer.scorer.collate(batch, [0, 1])
    assert isinstance(mb, MicroBatch) and mb.rows == [0, 1] and mb.update is None
    assert ("packed" in mb) == (mb.chosen is not None) == (action_mode == "choose")
    assert "trunk" in mb and ("ref_logp" in mb) == (batch.ref_logp is not None) == (mb.ref_logp is not None)
    with pytest.raises(dataclasses.FrozenInstanceError):
        mb.trunk = None  # later stages derive a new micro-batch instead of writing into this one
    logp, entropy = trainer.scorer.policy_logps(trainer.policy, mb)
    assert logp.shape == mb.segment_ids.shape == entropy.shape and bool(torch.isfinite(logp).all())
    totals = global_counts(trainer._runtime(), batch, [0, 1])
    with_update = dataclasses.replace(mb, update=StepContext(totals, None, True))
    assert with_update.update.totals.actions == 2 and mb.update is None


def test_unknown_action_mode_is_a_config_error():
    with pytest.raises(ConfigError, match="action_mode"):
        make_scorer(SimpleNamespace(action_mode="typing"))


@pytest.mark.parametrize(("fsdp", "zero_stage", "backend"), [(True, None, "FSDP"), (False, 3, "ZeRO-3")])
def test_choose_mode_refuses_sharded_parameters(fsdp, zero_stage, backend):
    with pytest.raises(ConfigError, match=f"choose.*{backend}.*generate"):
        check_parameter_sharding("choose", fsdp, zero_stage)


@pytest.mark.parametrize(("mode", "zero_stage"), [("choose", None), ("choose", 2), ("generate", 3)])
def test_replicated_parameters_or_generate_mode_pass_the_sharding_check(mode, zero_stage):
    assert check_parameter_sharding(mode, False, zero_stage) is None
    if mode == "generate":
        assert check_parameter_sharding(mode, True, None) is None


def test_a_user_subclass_without_the_hook_refuses_st_ppo(tmp_path, tiny_model_path, tiny_tokenizer):
    class MyTrainer(CAPOTrainer):  # not redirected by CAPOTrainer.__new__
        pass

    with pytest.raises(ConfigError, match="STPPOTrainer"):
        MyTrainer(model=tiny_model_path, args=tiny_config(tmp_path, algo="st_ppo"), env=chain_factory(),
                  processing_class=tiny_tokenizer)


def test_st_ppo_clip_bias_is_refused_under_deepspeed_and_allowed_elsewhere():
    from agentgym_capo.trainer.stppo_trainer import check_correction_backend

    with pytest.raises(ConfigError, match="fsdp.yaml"):
        check_correction_backend(SimpleNamespace(stppo_clip_bias=True), deepspeed=True)
    check_correction_backend(SimpleNamespace(stppo_clip_bias=False), deepspeed=True)  # plain Turn-PPO steps fine
    check_correction_backend(SimpleNamespace(stppo_clip_bias=True), deepspeed=False)


def test_transformers_continuous_batching_is_refused_in_one_line(tmp_path):
    # TRL's continuous-batching branch would cast the fp32 policy and critic to bf16 in place and return no
    # sampling log-probs: refused at config time, naming what to use instead
    with pytest.raises(ConfigError, match="use_transformers_continuous_batching.*use_vllm"):
        tiny_config(tmp_path, use_transformers_continuous_batching=True)
