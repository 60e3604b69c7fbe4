"""capo compare's scheduler refuses a folder that holds another comparison, before running or writing anything."""

from __future__ import annotations

import json

import pytest

from agentgym_capo.compare import ComparePlan, parse_method
from agentgym_capo.compare.scheduler import run_plan
from agentgym_capo.errors import ConfigError


def test_a_folder_holds_one_comparison(tmp_path):
    plan = ComparePlan(env_id="capo/Relay-v0", model="m", base={"rollout_tasks": 4, "learning_rate": 2e-4},
                       methods=(parse_method("capo"),), seeds=(0,), iterations=1, eval_every=1, eval_episodes=2)
    earlier = {**plan.runs()[0], "settings": {**plan.runs()[0]["settings"], "learning_rate": 1e-4},
               "complete": True, "evals": []}
    (tmp_path / "runs").mkdir()
    (tmp_path / "runs" / "capo_s0.json").write_text(json.dumps(earlier))
    with pytest.raises(ConfigError, match=r"other settings.*learning_rate: 0.0001 -> 0.0002.*another --out"):
        run_plan(plan, tmp_path)
    assert not (tmp_path / "plan.json").exists()
    assert json.loads((tmp_path / "runs" / "capo_s0.json").read_text()) == earlier  # nothing of it touched


def test_nothing_left_to_run_runs_nothing(tmp_path):
    plan = ComparePlan(env_id="capo/Relay-v0", model="m", base={"rollout_tasks": 4},
                       methods=(parse_method("capo"),), seeds=(0,), iterations=1, eval_every=1, eval_episodes=2)
    (tmp_path / "runs").mkdir()
    done = {**plan.runs()[0], "complete": True, "evals": []}
    (tmp_path / "runs" / "capo_s0.json").write_text(json.dumps(done))
    assert run_plan(plan, tmp_path) == []
    assert json.loads((tmp_path / "plan.json").read_text())["seeds"] == [0]
