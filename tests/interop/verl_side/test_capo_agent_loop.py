"""CapoAgentLoop inside verl 0.9.1's own code on CPU (the pattern of verl's extra_fields_schema_on_cpu test).

The loop is registered from the shipped YAML and built by verl's ``AgentLoopWorker._run_agent_loop`` (Hydra's
``instantiate``); a fake server manager plays an oracle policy's tokens. Step-layout outputs go through the V1
trainer's own ``AgentLoopWorkerTQ._agent_loop_postprocess`` (TransferQueue stubbed by a recorder), chat-layout
outputs through the legacy ``_agent_loop_postprocess`` + ``_postprocess``. The rows come from verl's
``RLHFDataset`` reading the parquet ``capo export verl`` writes.
"""


from __future__ import annotations

import json

import numpy as np
import pytest
import torch
from verl.experimental.agent_loop import agent_loop as verl_loop
from verl.protocol import DataProto

from agentgym_capo.envs.segment_schema import SEGMENT_SCHEMA_VERSION
from agentgym_capo.interop.verl.metadata import REWARD_EXTRA_KEYS, STEP_FIELDS
from tests.interop.verl_side.loop_helpers import ENVS, OracleServer, loop_config, loop_worker, run_loop


def test_rlhf_dataset_reads_the_export(dataset_rows):
    assert [row["data_source"] for row in dataset_rows] == [*ENVS, "capo/Chain-v0"]
    assert [row["index"] for row in dataset_rows] == list(range(len(dataset_rows)))
    for row in dataset_rows:
        assert row["agent_name"] in ("capo", "capo_chat")
        assert row["raw_prompt"][-1]["role"] == "user" and row["raw_prompt"][-1]["content"]
        assert row["extra_info"]["task_id"]


def test_step_layout_plays_every_env_to_success_through_the_v1_row_path(tokenizer, recorded_puts, dataset_rows):
    worker_cls, puts = recorded_puts
    keys_per_env = {}
    for row in dataset_rows[:3]:
        traj_ids = set()
        for session in range(2):  # a GRPO group: one task and seed, two sessions
            puts.clear()
            server = OracleServer(tokenizer, row)
            worker = loop_worker(worker_cls, tokenizer, server, loop_config(16_384))
            run_loop(worker, row, uid=f"u{row['index']}", session_id=session, global_steps=1)
            (put,) = puts
            steps = len(server.sent)
            assert put["keys"] == [f"u{row['index']}_{session}_{i}" for i in range(steps)]
            fields = put["fields"]
            assert fields.batch_size[0] == steps
            extras = [fields[i]["extra_fields"] for i in range(steps)]
            for i, extra in enumerate(extras):
                assert set(extra) == set(STEP_FIELDS) | {"reward_extra_info"}
                assert all(isinstance(extra[k], t) for k, t in STEP_FIELDS.items())
                assert extra["step_index"] == i and extra["trajectory_uid"] == extra["traj_id"]
                assert extra["segment_schema_version"] == SEGMENT_SCHEMA_VERSION  # docs/segment.md's version
                assert set(extra["reward_extra_info"]) == set(REWARD_EXTRA_KEYS)
                # the sampled tokens are kept as generated (no re-tokenisation of the decoded text)
                assert fields[i]["responses"].tolist() == server.sent[i]
                assert torch.all(fields[i]["rollout_log_probs"] == -0.5)
            assert extras[-1]["terminal_reason"] == "success" and extras[-1]["is_last"]
            assert extras[-1]["reward_extra_info"]["success"] == 1.0
            episode_return = sum(e["step_reward"] for e in extras)
            # V1 copies the last row's episode reward to every row of the session
            assert all(float(fields[i]["rm_scores"][-1]) == pytest.approx(episode_return) for i in range(steps))
            assert len({e["traj_id"] for e in extras}) == 1
            traj_ids.add(extras[0]["traj_id"])
            keys_per_env[row["data_source"]] = set(extras[0])
        assert len(traj_ids) == 2, "the two sessions of one group must get distinct trajectory ids"
    assert len({frozenset(keys) for keys in keys_per_env.values()}) == 1


def test_chat_layout_passes_the_legacy_postprocess(tokenizer, dataset_rows):
    row = dataset_rows[3]
    server = OracleServer(tokenizer, row)
    worker = loop_worker(verl_loop.AgentLoopWorker, tokenizer, server, loop_config(4096, 2048))
    internal = run_loop(worker, row)
    batch = verl_loop.AgentLoopWorker._postprocess(worker, inputs=[internal], input_non_tensor_batch={
        "index": np.array([row["index"]], dtype=object), "agent_name": np.array([row["agent_name"]], dtype=object)})
    assert isinstance(batch, DataProto)
    generated = [t for ids in server.sent for t in ids]
    mask = batch.batch["response_mask"][0].bool()
    assert batch.batch["responses"][0][mask].tolist() == generated  # replies kept, env tokens masked
    assert int((~mask & batch.batch["attention_mask"][0, -mask.numel():].bool()).sum()) > 0  # deltas present
    assert batch.non_tensor_batch["terminal_reason"][0] == "success"
    assert batch.non_tensor_batch["success"][0] == 1.0
    assert len(batch.non_tensor_batch["turn_scores"][0]) == len(server.sent)
    assert len(json.loads(batch.non_tensor_batch["steps"][0])) == len(server.sent)


def test_failing_server_ends_the_episode_with_server_error_and_the_run_goes_on(tokenizer, recorded_puts,
                                                                                dataset_rows):
    worker_cls, puts = recorded_puts
    row = dataset_rows[0]
    puts.clear()
    worker = loop_worker(worker_cls, tokenizer, OracleServer(tokenizer, row, fail_on_call=2), loop_config(16_384))
    run_loop(worker, row, uid="fail", session_id=0, global_steps=1)
    extras = [puts[0]["fields"][i]["extra_fields"] for i in range(len(puts[0]["keys"]))]
    assert len(extras) == 1  # the completed first step; the failed generation adds no row
    assert extras[-1]["terminal_reason"] == "server_error" and "went away" in extras[-1]["error"]
    assert extras[-1]["truncated"] and extras[-1]["reward_extra_info"]["error"] == 1.0
    # the next rollout of the same worker process still plays normally
    puts.clear()
    worker = loop_worker(worker_cls, tokenizer, OracleServer(tokenizer, row), loop_config(16_384))
    run_loop(worker, row, uid="after", session_id=0, global_steps=1)
    assert puts[0]["fields"][len(puts[0]["keys"]) - 1]["extra_fields"]["terminal_reason"] == "success"


def test_overlong_prompt_ends_truncated_with_a_reason_instead_of_left_truncation(tokenizer, recorded_puts,
                                                                                   dataset_rows):
    worker_cls, puts = recorded_puts
    row = dataset_rows[1]  # WebShop: its first prompt is far longer than 64 tokens
    puts.clear()
    server = OracleServer(tokenizer, row)
    worker = loop_worker(worker_cls, tokenizer, server, loop_config(64))
    run_loop(worker, row, uid="long", session_id=0, global_steps=1)
    assert server.calls == 0  # nothing was generated from a cut prompt
    (put,) = puts
    fields = put["fields"]
    extra = fields[0]["extra_fields"]
    assert extra["terminal_reason"] == "prompt_too_long" and "rollout.prompt_length=64" in extra["error"]
    assert extra["truncated"] and fields[0]["response_mask"].sum() == 0  # trains nothing
    assert fields[0]["prompts"].numel() <= 64
