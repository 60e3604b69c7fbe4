"""The run's record files (``RunRecords``) and the clip groups the trainer hands its clipper."""

from __future__ import annotations

import json
import math
from types import SimpleNamespace

import pytest
import torch

from agentgym_capo.trainer.backend.grad_clip import actor_critic_groups
from agentgym_capo.trainer.backend.records import RunRecords


def _rows(path):
    return [json.loads(line) for line in path.read_text().splitlines()]


def test_main_process_writes_rows_events_and_labelled_actions(tmp_path):
    offered, alerted = [], []
    trackio = SimpleNamespace(offer=lambda iteration, records: offered.append((iteration, records)),
                              alert=alerted.append)
    records = RunRecords(tmp_path, True, {"env": "capo/Chain-v0", "algo": "capo"}, trackio)
    records.log_row({"step": 1, "loss": float("nan")})
    records.event({"step": 2, "event": "rollout_lost"})
    records.actions(2, [{"iteration": 1, "action": "go north"}])
    records.actions(3, [])
    assert _rows(tmp_path / "metrics.jsonl") == [{"step": 1, "loss": None}, {"step": 2, "event": "rollout_lost"}]
    assert _rows(tmp_path / "actions.jsonl") == [
        {"iteration": 1, "action": "go north", "env": "capo/Chain-v0", "algo": "capo"}]
    assert [iteration for iteration, _ in offered] == [2, 3]
    assert offered[0][1][0]["algo"] == "capo"  # the table sees the same labelled records
    assert alerted == [{"step": 2, "event": "rollout_lost"}]  # events only, not the iterations' rows


def test_other_processes_write_nothing(tmp_path):
    trackio = SimpleNamespace(offer=lambda *_: pytest.fail("offered"), alert=lambda _: pytest.fail("alerted"))
    records = RunRecords(tmp_path, False, {"env": "e", "algo": "a"}, trackio)
    records.log_row({"step": 1})
    records.event({"event": "limit_stop"})
    records.actions(1, [{"iteration": 0}])
    assert list(tmp_path.iterdir()) == []


def test_clip_groups_critic_first_and_unlimited_means_measured_only():
    actor, critic = [torch.nn.Parameter(torch.ones(2))], [torch.nn.Parameter(torch.ones(3))]
    both = SimpleNamespace(policy_parameters=lambda: actor, value_parameters=lambda: critic)
    assert actor_critic_groups(both, 1.0, 0.0) == [("critic", critic, math.inf), ("actor", actor, 1.0)]
    no_critic = SimpleNamespace(policy_parameters=lambda: actor, value_parameters=lambda: [])
    assert actor_critic_groups(no_critic, -1.0, 5.0) == [("actor", actor, math.inf)]
