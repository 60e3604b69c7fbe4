"""The step-level trainer mode (``capo_step``) on verl 0.9.1's own batches, against our core_algos on the same episodes.

Episodes are played by CapoAgentLoop through verl's V1 row path (the fixtures of test_capo_agent_loop): a Chain
group of three sessions (one cut by a server failure, so returns differ) and a WebShop group of two. Their rows
go into a dict-backed TransferQueue, and ``CapoStepTrainer._compute_advantage`` — the mode's override of verl's
V1 method — reads them back, builds verl's ``DataProto`` and runs the registered estimator. The expected
advantages come from our ``core_algos`` (and a plain loop for discounted returns) on per-step lists built from
the episodes directly.
"""

from __future__ import annotations

import types

import numpy as np
import pytest
import torch
from omegaconf import OmegaConf
from tensordict import NonTensorStack, TensorDict
from verl.protocol import DataProto
from verl.trainer.ppo import core_algos as verl_core_algos
from verl.trainer.ppo.ray_trainer import compute_advantage
from verl.trainer.ppo.v1 import get_trainer_cls

from agentgym_capo.errors import ConfigError
from agentgym_capo.interop.verl import step_trainer
from agentgym_capo.interop.verl.step_credit import STEP_ESTIMATORS
from agentgym_capo.trainer.core_algos import AdvantageParams, StepBatch, get_advantage_estimator, whiten
from tests.interop.verl_side.loop_helpers import OracleServer, loop_config, loop_worker, run_loop

GAMMA, LAM = 0.9, 0.8


class DictTransferQueue:
    """TransferQueue's ``kv_batch_get``/``kv_batch_put`` over a dict, returning what V1 reads: jagged tensors."""

    def __init__(self):
        self.rows: dict[str, dict] = {}

    def kv_batch_put(self, keys, partition_id, fields):
        for i, key in enumerate(keys):
            row = self.rows.setdefault(key, {})
            for name in fields.keys():
                row[name] = fields[name][i]
        return types.SimpleNamespace(keys=keys, partition_id=partition_id)

    def kv_batch_get(self, keys, partition_id, select_fields):
        columns = {}
        for name in select_fields:
            values = [self.rows[key][name] for key in keys if name in self.rows[key]]
            if len(values) != len(keys):
                continue
            if isinstance(values[0], torch.Tensor) and values[0].dim() == 1:
                columns[name] = torch.nested.as_nested_tensor(values, layout=torch.jagged)
            else:
                columns[name] = NonTensorStack(*values)
        return TensorDict(columns, batch_size=[len(keys)])


@pytest.fixture(scope="module")
def played(tokenizer, recorded_puts, dataset_rows):
    """The V1 rows of two GRPO groups, stored as TransferQueue holds them, plus critic values per row."""
    worker_cls, puts = recorded_puts
    store, keys = DictTransferQueue(), []
    groups = [(dataset_rows[0], [None, 2, None]), (dataset_rows[1], [None, None])]  # Chain, WebShop
    generator = torch.Generator().manual_seed(0)
    for row, failures in groups:
        for session, fail_on_call in enumerate(failures):
            puts.clear()
            server = OracleServer(tokenizer, row, fail_on_call=fail_on_call)
            run_loop(loop_worker(worker_cls, tokenizer, server, loop_config(16_384)), row, uid=f"g{row['index']}",
                 session_id=session, global_steps=1)
            for put in puts:
                for i, key in enumerate(put["keys"]):
                    fields = put["fields"][i]
                    record = {name: fields[name] for name in ("response_mask", "rm_scores", "extra_fields")}
                    record["uid"] = f"g{row['index']}"
                    record["values"] = torch.randn(fields["response_mask"].numel(), generator=generator)
                    store.rows[key] = record
                    keys.append(key)
    return store, keys


def _trainer(estimator: str):
    trainer = object.__new__(get_trainer_cls(step_trainer.TRAINER_MODE))
    trainer.config = OmegaConf.create({
        "algorithm": {"adv_estimator": estimator, "gamma": GAMMA, "lam": LAM, "use_kl_in_reward": False,
                      "norm_adv_by_std_in_grpo": True},
        "actor_rollout_ref": {"rollout": {"n": 3}},
    })
    return trainer


def _through_the_trainer(store, keys, estimator, monkeypatch):
    monkeypatch.setattr(step_trainer, "tq", store)
    meta = type("KVBatchMeta", (), {"keys": keys, "partition_id": "train", "__len__": lambda self: len(keys)})()
    _trainer(estimator)._compute_advantage(meta, metrics={})
    return [store.rows[key]["advantages"] for key in keys], [store.rows[key]["returns"] for key in keys]


def _episode_steps(store, keys):
    """Per-step lists straight from the stored rows (no verl padding): extras, token counts, first values."""
    extras = [store.rows[key]["extra_fields"] for key in keys]
    lengths = [int(store.rows[key]["response_mask"].sum()) for key in keys]
    segment_ids = torch.full((len(keys), max(lengths)), -1)
    for i, length in enumerate(lengths):
        segment_ids[i, :length] = 0
    batch = StepBatch(
        segment_ids=segment_ids, rewards=torch.tensor([e["step_reward"] for e in extras]),
        traj_ids=[e["traj_id"] for e in extras], step_index=torch.tensor([e["step_index"] for e in extras]),
        values=torch.stack([store.rows[key]["values"][0] for key in keys]),
        group_ids=[store.rows[key]["uid"] for key in keys], anchor_keys=[e["anchor_obs"] for e in extras])
    return batch, lengths


def _assert_per_row(actual_rows, expected_tokens, lengths):
    for row, (actual, length) in enumerate(zip(actual_rows, lengths, strict=True)):
        assert actual.shape == (length,)
        torch.testing.assert_close(actual, expected_tokens[row, :length].float(), rtol=1e-5, atol=1e-5)


def test_the_mode_and_estimators_are_in_verls_registries():
    assert issubclass(get_trainer_cls("capo_step"), step_trainer.CapoStepTrainer)
    for name in ("capo_gae", "gigpo_step", "step_return"):
        assert verl_core_algos.get_adv_estimator_fn(name).__name__ == f"{name}_estimator"
    assert set(STEP_ESTIMATORS) == {"capo_gae", "gigpo_step", "step_return"}


def test_the_mode_runs_verls_sync_paths():
    trainer = _trainer("capo_gae")
    trainer.trainer_mode = trainer.config.get("trainer", {}).get("v1", {}).get("trainer_mode", "capo_step")
    assert trainer.trainer_mode == "sync"  # verl's base picks its sync replay buffer and refill by this name


def test_episodes_are_nontrivial(played):
    store, keys = played
    extras = [store.rows[key]["extra_fields"] for key in keys]
    assert len({e["traj_id"] for e in extras}) == 5
    assert {e["terminal_reason"] for e in extras if e["is_last"]} == {"success", "server_error"}
    assert len({sum(e["step_reward"] for e in extras if e["traj_id"] == t) for t in {e["traj_id"] for e in extras}}) > 1


def test_capo_gae_matches_action_gae_of_core_algos(played, monkeypatch):
    store, keys = played
    advantages, returns = _through_the_trainer(store, keys, "capo_gae", monkeypatch)
    batch, lengths = _episode_steps(store, keys)
    expected = get_advantage_estimator("action_gae")(batch, AdvantageParams(gamma=GAMMA, lam=LAM))
    _assert_per_row(advantages, expected.token_advantages, lengths)
    expected_returns = expected.segment_returns.unsqueeze(1).expand(-1, max(lengths))
    _assert_per_row(returns, expected_returns, lengths)
    assert float(torch.cat(advantages).abs().max()) > 0.1


def test_gigpo_step_matches_gigpo_of_core_algos(played, monkeypatch):
    store, keys = played
    advantages, _ = _through_the_trainer(store, keys, "gigpo_step", monkeypatch)
    batch, lengths = _episode_steps(store, keys)
    expected = get_advantage_estimator("gigpo")(batch, AdvantageParams(gigpo_gamma=GAMMA, gigpo_norm="mean_std"))
    _assert_per_row(advantages, expected.token_advantages, lengths)
    assert float(torch.cat(advantages).abs().max()) > 0.1


def test_step_return_is_the_whitened_discounted_return(played, monkeypatch):
    store, keys = played
    advantages, _ = _through_the_trainer(store, keys, "step_return", monkeypatch)
    batch, lengths = _episode_steps(store, keys)
    returns = torch.zeros(len(keys))
    by_traj: dict[str, list[int]] = {}
    for row, traj in enumerate(batch.traj_ids):
        by_traj.setdefault(traj, []).append(row)
    for rows in by_traj.values():
        following = 0.0
        for row in sorted(rows, key=lambda r: int(batch.step_index[r]), reverse=True):
            following = float(batch.rewards[row]) + GAMMA * following
            returns[row] = following
    expected = whiten(returns).unsqueeze(1).expand(-1, max(lengths))
    _assert_per_row(advantages, expected, lengths)


def test_other_estimators_keep_verls_own_advantage(played, monkeypatch):
    store, keys = played
    calls = []
    monkeypatch.setattr(step_trainer.PPOTrainerSync, "_compute_advantage", lambda self, batch, metrics: calls.append(
        self.config.algorithm.adv_estimator))
    _trainer("grpo")._compute_advantage(types.SimpleNamespace(keys=keys, partition_id="train"), metrics={})
    assert calls == ["grpo"]


def test_a_plain_verl_compute_advantage_gets_a_clear_error():
    mask = torch.ones(2, 3)
    data = DataProto.from_dict(tensors={"token_level_rewards": torch.zeros(2, 3), "response_mask": mask},
                               non_tensors={"uid": np.array(["a", "a"], dtype=object)})
    with pytest.raises(ConfigError, match="trainer_mode=capo_step"):
        compute_advantage(data, adv_estimator="capo_gae", config=OmegaConf.create({"gamma": 1.0}))


def test_a_row_without_tokens_is_a_step_that_trains_nothing(tokenizer, recorded_puts, dataset_rows, monkeypatch):
    """The loop's prompt_too_long ending leaves a row with no response tokens; it must not shift the other rows."""
    worker_cls, puts = recorded_puts
    store, keys = DictTransferQueue(), []
    for row, prompt_length in ((dataset_rows[0], 16_384), (dataset_rows[1], 64)):  # Chain plays; WebShop is cut
        puts.clear()
        run_loop(loop_worker(worker_cls, tokenizer, OracleServer(tokenizer, row), loop_config(prompt_length)), row,
             uid=f"g{row['index']}", session_id=0, global_steps=1)
        for i, key in enumerate(puts[0]["keys"]):
            fields = puts[0]["fields"][i]
            store.rows[key] = {"response_mask": fields["response_mask"], "rm_scores": fields["rm_scores"],
                               "extra_fields": fields["extra_fields"], "uid": f"g{row['index']}",
                               "values": torch.ones(fields["response_mask"].numel())}
            keys.append(key)
    cut = keys[-1]
    assert store.rows[cut]["extra_fields"]["terminal_reason"] == "prompt_too_long"
    assert int(store.rows[cut]["response_mask"].sum()) == 0  # a placeholder token, masked out
    for estimator in STEP_ESTIMATORS:
        with_cut, _ = _through_the_trainer(store, keys, estimator, monkeypatch)
        without_cut, _ = _through_the_trainer(store, keys[:-1], estimator, monkeypatch)
        assert not with_cut[-1].any()
        for a, b in zip(with_cut[:-1], without_cut, strict=True):
            torch.testing.assert_close(a, b)
