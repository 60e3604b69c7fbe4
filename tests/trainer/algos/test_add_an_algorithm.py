"""A new algorithm through public registration only (docs/add_an_algorithm.md): one function, one registry
entry, one preset; it validates like a shipped one and trains two iterations."""

from __future__ import annotations

import json
import math

import pytest
import torch

from agentgym_capo.errors import ConfigError
from agentgym_capo.trainer import CAPOTrainer, core_algos
from tests.trainer.helpers import chain_factory, tiny_config

TOY = "sign_baseline"


def sign_of_advantage(batch: core_algos.StepBatch, params: core_algos.AdvantageParams) -> core_algos.AdvantageResult:
    """Each action's advantage is the sign of its step reward against the batch's mean step reward."""
    rewards = batch.rewards.double()
    segment = torch.sign(rewards - rewards.mean())
    return core_algos.AdvantageResult(core_algos.broadcast_to_tokens(segment, batch.segment_ids),
                                      segment_advantages=segment)


@pytest.fixture(scope="module")
def toy_algorithm():
    """Register the toy algorithm for this module's tests, and take it out after: the registries live for the
    process, and other tests in it list the shipped algorithms."""
    core_algos.register_advantage_estimator(TOY, sign_of_advantage)
    core_algos.register_algorithm(TOY, core_algos.AlgoPreset(
        estimator=TOY, ratio_variant="sqrt", epsilon=0.2, needs_critic=False, group_size=2, rollout_tasks=4,
        mini_batch_size=4, source="tests/trainer/algos/test_add_an_algorithm.py"))
    yield TOY
    del core_algos.ALGO_PRESETS[TOY], core_algos.ADVANTAGE_ESTIMATORS[TOY]


def test_a_registered_algorithm_trains_two_iterations(tmp_path, tiny_model_path, tiny_tokenizer, toy_algorithm):
    args = tiny_config(tmp_path, algo=toy_algorithm)
    assert args.algorithm.estimator == TOY and args.algorithm.ratio.name == "sqrt" and not args.needs_critic
    assert args.group_size == 2 and args.epsilon == 0.2 and args.dual_clip is None  # the preset's and variant's
    trainer = CAPOTrainer(model=tiny_model_path, args=args, env=chain_factory(), processing_class=tiny_tokenizer)
    before = {n: p.detach().clone() for n, p in trainer.model.named_parameters()}
    trainer.train()
    logs = [entry for entry in trainer.state.log_history if "actor/pg_loss" in entry]
    assert len(logs) == 2 and all(math.isfinite(entry["loss"]) for entry in logs)
    assert trainer.critic is None
    assert any(not torch.equal(p, before[n]) for n, p in trainer.model.named_parameters())
    records = [json.loads(line) for line in (tmp_path / "run" / "actions.jsonl").read_text().splitlines()]
    advantages = {record["advantage"] for record in records}
    assert advantages <= {-1.0, 0.0, 1.0} and advantages != {0.0}, advantages  # the toy estimator's signs


def test_a_registered_name_is_accepted_everywhere_a_name_is_checked(tmp_path, toy_algorithm):
    from agentgym_capo.trainer.config_fields import check_settings

    check_settings({"algo": toy_algorithm}, "toy.yaml")  # the fast check of capo train, before torch
    with pytest.raises(ConfigError, match="registered already"):
        core_algos.register_algorithm(toy_algorithm, core_algos.ALGO_PRESETS["grpo"])
    with pytest.raises(ConfigError, match="registered already"):
        core_algos.register_advantage_estimator("grpo", sign_of_advantage)
    with pytest.raises(ConfigError, match="Unknown policy-loss variant 'sqrrt'.*Did you mean 'sqrt'"):
        core_algos.register_algorithm("toy_typo", core_algos.AlgoPreset(TOY, "sqrrt", 0.2, False, 2))
    with pytest.raises(ConfigError, match="gae_level='token' needs a critic method"):
        tiny_config(tmp_path, algo=toy_algorithm, gae_level="token")
