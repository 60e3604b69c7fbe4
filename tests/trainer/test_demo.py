"""``capo demo``'s own code path (run_demo), end to end on the tiny model: evaluation before, one training
iteration, evaluation after, and the summary it writes (the real demo is the same code with SmolLM2)."""

from __future__ import annotations

import json

from agentgym_capo.models import tiny_model_dir
from agentgym_capo.trainer.demo import run_demo


def test_run_demo_trains_evaluates_and_writes_its_summary(tmp_path):
    out = tmp_path / "demo"
    summary = run_demo(str(out), iterations=1, eval_episodes=2, model_path=str(tiny_model_dir()),
                       trainable_layers=1, rollout_tasks=4, mini_batch_size=16, per_device_train_batch_size=16)
    written = json.loads((out / "demo_summary.json").read_text())
    assert written["iterations"] == 1 and summary["iterations"] == 1
    assert not written["stopped_early"]
    for key in ("greedy_success_before", "greedy_success_after"):
        assert 0.0 <= written[key] <= 1.0
    assert written["machine"]["cpu_model"] and set(written["precision"]["pass_dtypes"]) >= {"rollout", "update"}
    assert (out / "training_curves.png").stat().st_size > 0
