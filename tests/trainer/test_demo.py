"""``capo demo``'s own code path (run_demo), end to end on the tiny model: evaluation before, one training
iteration, evaluation after, and the summary it writes, for the free-text task (the default) and the
choose-mode one (the real demo is the same code with SmolLM2)."""

from __future__ import annotations

import json

import pytest

from agentgym_capo.errors import ConfigError
from agentgym_capo.models import tiny_model_dir
from agentgym_capo.trainer.commands.demo import DEMO_TASKS, run_demo


@pytest.mark.parametrize("task, overrides", [
    ("relay", dict(trainable_layers=1, rollout_tasks=2, max_completion_length=8, mini_batch_size=4)),
    ("chain", dict(trainable_layers=1, rollout_tasks=4, mini_batch_size=16, per_device_train_batch_size=16)),
])
def test_run_demo_trains_evaluates_and_writes_its_summary(tmp_path, task, overrides):
    out = tmp_path / "demo"
    summary = run_demo(str(out), iterations=1, eval_episodes=2, model_path=str(tiny_model_dir()), task=task,
                       **overrides)
    written = json.loads((out / "demo_summary.json").read_text())
    assert written["iterations"] == 1 and summary["iterations"] == 1
    assert written["task"] == task and written["env_id"] == DEMO_TASKS[task].env_id
    assert not written["stopped_early"]
    for key in ("success_before", "success_after"):
        assert 0.0 <= written[key] <= 1.0
    assert written["machine"]["cpu_model"] and set(written["precision"]["pass_dtypes"]) >= {"rollout", "update"}
    assert (out / "training_curves.png").stat().st_size > 0
    if task == "relay":  # free text: the action-aware ratio and sampled evaluation
        assert written["settings"]["action_mode"] == "generate" and written["settings"]["algo"] == "capo"
        assert written["evaluation"].startswith("sampled at temperature")


def test_demo_names_its_tasks_when_given_another():
    with pytest.raises(ConfigError, match="chain.*relay"):
        run_demo("unused", task="corridor")


@pytest.mark.parametrize("task, path", [("relay", "configs/relay_demo_cpu.yaml"),
                                        ("chain", "configs/chain_demo_cpu.yaml")])
def test_the_demo_config_files_hold_the_demos_settings(task, path):
    # `capo train --config <file>` must train what `capo demo --task <task>` trains
    from pathlib import Path

    from agentgym_capo.trainer.commands.config_file import load_config_file

    settings = load_config_file(str(Path(__file__).resolve().parents[2] / path))
    assert settings.pop("env") == DEMO_TASKS[task].env_id
    assert settings == DEMO_TASKS[task].settings
