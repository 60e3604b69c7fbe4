"""``capo demo``'s own code path (run_demo), end to end on the tiny model: evaluation before, one training
iteration, evaluation after, and the summary it writes, for the free-text task (the default) and the
choose-mode one (the real demo is the same code with SmolLM2)."""

from __future__ import annotations

import json

import pytest

from agentgym_capo.errors import ConfigError
from agentgym_capo.models import tiny_model_dir
from agentgym_capo.trainer.commands.demo import DEMO_TASKS, MEASURED_COSTS, cpu_kind, estimate, run_demo


@pytest.mark.parametrize("task, overrides", [
    ("relay", dict(trainable_layers=1, rollout_tasks=2, max_completion_length=8, mini_batch_size=4)),
    ("chain", dict(trainable_layers=1, rollout_tasks=4, mini_batch_size=16, per_device_train_batch_size=16)),
])
def test_run_demo_trains_evaluates_and_writes_its_summary(tmp_path, task, overrides, capsys):
    out = tmp_path / "demo"
    summary = run_demo(str(out), iterations=1, eval_episodes=2, model_path=str(tiny_model_dir()), task=task,
                       **overrides)
    printed = capsys.readouterr().out
    # the estimate printed is this machine's CPU kind's, for the run's iterations and test episodes
    expected = estimate(task, 1, eval_episodes=2)
    assert expected.kind == cpu_kind() and expected.describe() in printed
    assert "evaluating on 2 fixed test episodes before training (~" in printed
    assert "evaluating on the same 2 test episodes after 1 iterations" in printed
    written = json.loads((out / "demo_summary.json").read_text())
    assert written["iterations"] == 1 and summary["iterations"] == 1
    assert written["task"] == task and written["env_id"] == DEMO_TASKS[task].env_id
    assert not written["stopped_early"]
    for key in ("success_before", "success_after"):
        assert 0.0 <= written[key] <= 1.0
    assert written["machine"]["cpu_model"] and set(written["precision"]["pass_dtypes"]) >= {"rollout", "update"}
    assert (out / "training_curves.png").stat().st_size > 0
    assert written["estimate"]["cpu_kind"] == cpu_kind()
    if task == "relay":  # free text: the action-aware ratio and sampled evaluation
        assert written["settings"]["action_mode"] == "generate" and written["settings"]["algo"] == "capo"
        assert written["evaluation"].startswith("sampled at temperature")


def test_the_time_estimates_are_the_measured_ones_per_cpu_kind():
    # benchmarks/results/demo_cpu_relay_s9_mb4{,_seeds34}.json: 14.08 s per iteration AVX2-restricted (5 seeds),
    # x1.55 for a real AVX2-only CPU (PLATFORM §6); demo_cpu_relay_continuous.json: 11.5 s with native bf16
    assert round(estimate("relay", 8, kind="avx2").train_minutes, 1) == round(8 * 14.08 * 1.55 / 60, 1) == 2.9
    assert round(estimate("relay", 8, kind="native_bf16").train_minutes, 1) == round(8 * 11.5 / 60, 1) == 1.5
    # every task is measured on every kind, and an AVX2-only CPU is never estimated faster
    for task in DEMO_TASKS:
        costs = MEASURED_COSTS[task]
        assert costs["avx2"].seconds_per_iteration > costs["native_bf16"].seconds_per_iteration
    # the help's task summaries quote no CPU's time: a time printed is this machine's (the task line)
    assert all("min" not in spec.summary for spec in DEMO_TASKS.values())


def test_demo_names_its_tasks_when_given_another():
    with pytest.raises(ConfigError, match="chain.*relay"):
        run_demo("unused", task="corridor")


@pytest.mark.parametrize("task, path", [("relay", "configs/relay_demo_cpu.yaml"),
                                        ("chain", "configs/chain_demo_cpu.yaml")])
def test_the_demo_config_files_hold_the_demos_settings(task, path):
    # `capo train --config <file>` must train what `capo demo --task <task>` trains
    from pathlib import Path

    from agentgym_capo.trainer.commands.config_file import load_config_file

    settings = load_config_file(str(Path(__file__).resolve().parents[3] / path))
    assert settings.pop("env") == DEMO_TASKS[task].env_id
    assert settings == DEMO_TASKS[task].settings
