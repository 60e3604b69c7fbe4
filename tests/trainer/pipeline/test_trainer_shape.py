"""The trainer's shape: one scorer per action mode chosen at construction, typed micro-batches, ST-PPO's hook."""

from __future__ import annotations

import dataclasses
from types import SimpleNamespace

import pytest
import torch

from agentgym_capo.errors import ConfigError
from agentgym_capo.trainer import CAPOTrainer, STPPOTrainer
from agentgym_capo.trainer.pipeline.batches import MicroBatch, StepContext
from agentgym_capo.trainer.pipeline.corrections import ClipBiasNormalisation, build_correction, check_correction_backend
from agentgym_capo.trainer.pipeline.prepare import prepare
from agentgym_capo.trainer.pipeline.rollout import collect_rollout
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


def test_st_ppo_trains_through_capotrainer_with_its_registered_correction(tmp_path, tiny_model_path,
                                                                          tiny_tokenizer):
    assert STPPOTrainer is CAPOTrainer  # kept importable for code written against the former subclass
    stppo = CAPOTrainer(tiny_model_path, tiny_config(tmp_path / "a", algo="st_ppo"), chain_factory(),
                        processing_class=tiny_tokenizer)  # positional args, as Trainer users may pass them
    log = IterationLog()
    assert isinstance(build_correction(stppo.runtime(), stppo.actor_critic.policy_parameters(), log),
                      ClipBiasNormalisation)
    plain = CAPOTrainer(model=tiny_model_path, args=tiny_config(tmp_path / "b", algo="ppo"), env=chain_factory(),
                        processing_class=tiny_tokenizer)
    assert build_correction(plain.runtime(), plain.actor_critic.policy_parameters(), log) is None
    turn_ppo = CAPOTrainer(model=tiny_model_path, args=tiny_config(tmp_path / "c", algo="st_ppo",
                                                                   stppo_clip_bias=False),
                           env=chain_factory(), processing_class=tiny_tokenizer)
    # Turn-PPO: none
    assert build_correction(turn_ppo.runtime(), turn_ppo.actor_critic.policy_parameters(), log) is None


@pytest.mark.parametrize("action_mode,scorer", [("generate", GenerateScorer), ("choose", ChooseScorer)])
def test_scorer_is_chosen_once_and_builds_typed_microbatches(tmp_path, tiny_model_path, tiny_tokenizer,
                                                             action_mode, scorer):
    args = tiny_config(tmp_path, action_mode=action_mode, trainable_layers=1, trunk_precision="fp32")
    trainer = CAPOTrainer(model=tiny_model_path, args=args, env=chain_factory(), processing_class=tiny_tokenizer)
    assert type(trainer.scorer) is scorer and SCORERS[action_mode] is scorer
    assert trainer.trunk_split is trainer.scorer.split and trainer.trunk_split.num_frozen == 1
    assert (trainer.trunk_split.memo is not None) == (action_mode == "choose")  # the choose scorer owns the memo
    episodes = collect_rollout(trainer.runtime(), trainer.episodes, trainer.state.global_step)
    batch = prepare(trainer.runtime(), episodes, IterationLog())
    mb = trainer.scorer.collate(batch, [0, 1])
    assert isinstance(mb, MicroBatch) and mb.rows == [0, 1] and mb.update is None
    assert ("packed" in mb) == (mb.chosen is not None) == (action_mode == "choose")
    assert "trunk" in mb and ("ref_logp" in mb) == (batch.ref_logp is not None) == (mb.ref_logp is not None)
    with pytest.raises(dataclasses.FrozenInstanceError):
        mb.trunk = None  # later stages derive a new micro-batch instead of writing into this one
    logp, entropy = trainer.scorer.policy_logps(trainer.policy, mb)
    assert logp.shape == mb.segment_ids.shape == entropy.shape and bool(torch.isfinite(logp).all())
    totals = global_counts(trainer.runtime(), batch, [0, 1])
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


def test_a_user_subclass_trains_st_ppo_with_its_correction(tmp_path, tiny_model_path, tiny_tokenizer):
    class MyTrainer(CAPOTrainer):
        pass

    trainer = MyTrainer(model=tiny_model_path, args=tiny_config(tmp_path, algo="st_ppo"), env=chain_factory(),
                        processing_class=tiny_tokenizer)
    assert isinstance(build_correction(trainer.runtime(), trainer.actor_critic.policy_parameters(), IterationLog()),
                      ClipBiasNormalisation)


def test_st_ppo_clip_bias_is_refused_under_deepspeed_and_allowed_elsewhere(tmp_path):
    with pytest.raises(ConfigError, match="algo='st_ppo' cannot run under DeepSpeed.*fsdp.yaml"):
        check_correction_backend(tiny_config(tmp_path, algo="st_ppo"), deepspeed=True)
    check_correction_backend(tiny_config(tmp_path, algo="st_ppo", stppo_clip_bias=False), deepspeed=True)  # Turn-PPO
    check_correction_backend(tiny_config(tmp_path, algo="st_ppo"), deepspeed=False)
    check_correction_backend(tiny_config(tmp_path, algo="capo"), deepspeed=True)  # no correction at all


def test_the_configs_action_modes_are_the_scorers():
    from agentgym_capo.trainer.config_fields import ACTION_MODES

    assert tuple(SCORERS) == ACTION_MODES  # the config checks the names before torch loads
