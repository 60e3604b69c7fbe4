"""Run limits (issue 55 item 3, issue 56 item 2): a share of bad rollouts over its limit saves and stops the run in
one line with examples; a finite divergence stops it before the step; ``on_limit="warn"`` trains on.

Real trainers on the tiny model: actions cut by a tiny ``max_completion_length``; a real HotpotQA env whose every
tool call arrives unclosed (a wrapper cuts each action's ``</tool_call>`` off, as a length cut does); a real
``capo train`` process stopped by a limit, and its report.
"""

from __future__ import annotations

import json
import re
import subprocess
import sys
from dataclasses import asdict
from pathlib import Path
from types import SimpleNamespace

import gymnasium as gym
import pytest

from agentgym_capo.errors import RolloutIntegrityError, TrainingDivergedError
from agentgym_capo.rollout import make_env
from agentgym_capo.trainer.backend.resume import is_complete
from agentgym_capo.trainer.backend.run_limits import LIMITS, RunLimits
from agentgym_capo.trainer.config_limits import RunLimitsConfig


def _limits(**overrides):
    settings = {**asdict(RunLimitsConfig()), "save_strategy": "steps", **overrides}
    events, warnings, step = [], [], [1]
    limits = RunLimits(SimpleNamespace(**settings), lambda: step[0], entropy_scale=10.0, record=events.append,
                       warn=warnings.append)
    return limits, events, warnings, step


def test_a_share_trips_only_when_its_window_mean_is_over_the_limit():
    limits, events, _, step = _limits(max_unparsed_action_frac=0.5, integrity_window=3)
    for number, share in enumerate([0.9, 0.9, 0.0, 0.9, 0.9], start=1):  # windows: -, -, 0.6, 0.6, 0.6
        step[0] = number
        trips = limits.observe({"integrity/unparsed_action_frac": share},
                               {"integrity/unparsed_action_frac": [f"task t{number} step 0: 'x'"]} if share else {})
        assert bool(trips) == (number >= 3), number
    assert limits.stop is not None and limits.stop.limit.field == "max_unparsed_action_frac"
    line = limits.stop.line
    assert "0.6 on average over iterations 1-3, above max_unparsed_action_frac=0.5" in line
    assert "task t2 step 0" in line and "task t1 step 0" in line  # two examples, the newest first
    assert events[0] == {"step": 3, "event": "limit_stop", "limit": "max_unparsed_action_frac", "message": line}


def test_off_limits_stay_off_and_warn_mode_only_warns():
    limits, events, _, _ = _limits(max_cut_action_frac=None)
    assert limits.observe({"integrity/cut_action_frac": 1.0}, {}) == [] and events == []
    limits, events, warnings, _ = _limits(on_limit="warn", integrity_window=1, max_env_error_frac=0.1)
    trips = limits.observe({"integrity/env_error_frac": 0.5}, {})
    assert len(trips) == 1 and not trips[0].stops and limits.stop is None
    assert warnings == [f"warning: {trips[0].line}"] and events[0]["event"] == "limit_warning"


def test_divergence_limits_raise_at_once_and_entropy_only_when_it_rose():
    limits, events, _, _ = _limits()
    with pytest.raises(TrainingDivergedError, match=r"the policy or value loss \(absolute\): 2e\+04 over iteration 1"):
        limits.observe({"actor/pg_loss": -2e4, "critic/value_loss": 0.1}, {})
    assert events[-1]["limit"] == "diverged_loss_above"
    with pytest.raises(TrainingDivergedError, match="gradient norm before clipping: 5e\\+06"):
        limits.check_norms({"actor/grad_norm": 1.0, "critic/grad_norm": 5e6})
    started_uniform, _, _, _ = _limits()  # a random model: entropy at its maximum from the start
    assert started_uniform.observe({"actor/entropy": 9.9}, {}) == []
    assert started_uniform.observe({"actor/entropy": 9.95}, {}) == []
    rose, _, _, _ = _limits()
    assert rose.observe({"actor/entropy": 0.7}, {}) == []
    with pytest.raises(TrainingDivergedError, match="token entropy as a share of its maximum"):
        rose.observe({"actor/entropy": 8.0}, {})


def test_every_limit_is_a_config_field_with_help():
    fields = RunLimitsConfig.__dataclass_fields__
    for limit in LIMITS:
        assert limit.field in fields and fields[limit.field].metadata["help"]


def _trainer(tmp_path, tiny_model_path, tiny_tokenizer, env, **overrides):
    from agentgym_capo.trainer.capo_trainer import CAPOTrainer
    from tests.trainer.helpers import tiny_config

    return CAPOTrainer(model=tiny_model_path, args=tiny_config(tmp_path, **overrides), env=env,
                       processing_class=tiny_tokenizer)


def _rows(run: Path) -> list[dict]:
    return [json.loads(line) for line in (run / "metrics.jsonl").read_text().splitlines()]


def test_actions_cut_at_a_tiny_completion_length_are_counted_and_stop_the_run(tmp_path, tiny_model_path,
                                                                              tiny_tokenizer):
    trainer = _trainer(tmp_path, tiny_model_path, tiny_tokenizer, "capo/Chain-v0", max_steps=4,
                       max_completion_length=2, max_cut_action_frac=0.5, integrity_window=2,
                       save_strategy="steps", save_steps=1)
    with pytest.raises(RolloutIntegrityError) as raised:
        trainer.train()
    line = str(raised.value)
    assert "\n" not in line and trainer.state.global_step == 2
    assert re.search(r"actions cut at max_completion_length .*: 1 on average over iterations 1-2, above "
                     r"max_cut_action_frac=0.5 \(e\.g\. task chain-\S+ step 0: '.+'; task chain-\S+ step 0: ", line)
    assert "raise max_completion_length" in line and "resume_from_checkpoint=" in line
    run = tmp_path / "run"
    assert f"Checkpoint {run / 'checkpoint-2'} saved" in line and is_complete(run / "checkpoint-2")
    rows = _rows(run)
    assert [r["integrity/cut_action_frac"] for r in rows if "integrity/cut_action_frac" in r] == [1.0, 1.0]
    assert all(r["integrity/prompt_tokens_p50"] <= r["integrity/prompt_tokens_p99"] for r in rows
               if "integrity/prompt_tokens_p50" in r)
    assert [(r["step"], r["limit"]) for r in rows if r.get("event") == "limit_stop"] == [(2, "max_cut_action_frac")]


class UnclosedToolCalls(gym.ActionWrapper):
    """Sends every action as a tool call whose closing tag was cut off (what a length cut does to a tool call)."""

    def action(self, action: str) -> str:
        return '<tool_call>{"name": "search", "arguments": {"query": "' + action


def test_unparsable_tool_calls_are_counted_and_stop_the_run(tmp_path, tiny_model_path, tiny_tokenizer):
    trainer = _trainer(tmp_path, tiny_model_path, tiny_tokenizer,
                       lambda: UnclosedToolCalls(make_env("capo/HotpotQA-v0")), max_steps=3, max_env_steps=2,
                       max_completion_length=8, integrity_window=2, save_strategy="no")  # the default limit 0.5
    with pytest.raises(RolloutIntegrityError) as raised:
        trainer.train()
    line = str(raised.value)
    assert "actions whose format or tool call did not parse: 1 on average over iterations 1-2" in line
    assert "above max_unparsed_action_frac=0.5" in line and "No checkpoint was saved" in line
    key = "integrity/unparsed_action_frac"
    shares = [r[key] for r in _rows(tmp_path / "run") if key in r]
    assert shares == [1.0, 1.0]


def test_a_finite_gradient_norm_over_its_limit_stops_before_the_step(tmp_path, tiny_model_path, tiny_tokenizer):
    from tests.trainer.helpers import ParityBonus

    trainer = _trainer(tmp_path, tiny_model_path, tiny_tokenizer, lambda: ParityBonus(make_env("capo/Chain-v0")),
                       max_steps=3, diverged_grad_norm_above=1e-9, save_strategy="steps", save_steps=1)
    with pytest.raises(TrainingDivergedError) as raised:
        trainer.train()
    line = str(raised.value)
    assert re.search(r"training diverged: the gradient norm before clipping: \S+ over iteration 1, above "
                     r"diverged_grad_norm_above=1e-09\. .*Iterations completed: 0; last complete checkpoint: none",
                     line)
    assert trainer.state.global_step == 0 and not list((tmp_path / "run").glob("checkpoint-*"))


@pytest.mark.slow
def test_capo_train_stopped_by_a_limit_exits_2_in_one_line_and_its_report_shows_it(tmp_path, tiny_model_path):
    from tests.trainer.helpers import subprocess_env

    out = tmp_path / "run"
    sets = ["rollout_tasks=2", "mini_batch_size=2", "max_env_steps=2", "report_to=none", "use_cpu=true", "bf16=false",
            "disable_tqdm=true", "max_completion_length=2", "max_cut_action_frac=0.5", "integrity_window=1",
            "save_strategy=steps", "save_steps=1"]
    command = [sys.executable, "-m", "agentgym_capo.cli", "train", "--env", "capo/Chain-v0", "--model", tiny_model_path,
               "--max-steps", "3", "--output-dir", str(out), "--threads", "1",
               *[item for s in sets for item in ("--set", s)]]
    done = subprocess.run(command, env=subprocess_env(), capture_output=True, text=True, timeout=600)
    assert done.returncode == 2 and "Traceback" not in done.stderr, done.stderr[-3000:]
    error = [line for line in done.stderr.splitlines() if line.startswith("capo: error:")]
    assert len(error) == 1 and "actions cut at max_completion_length" in error[0]
    assert "resume with: capo train" in error[0] and str(out / "checkpoint-1") in error[0]
    report = subprocess.run([sys.executable, "-m", "agentgym_capo.cli", "report", str(out), "--out",
                             str(tmp_path / "report.html")], env=subprocess_env(), capture_output=True, text=True,
                            timeout=300)
    assert report.returncode == 0, report.stderr[-2000:]
    html = (tmp_path / "report.html").read_text()
    banner = re.search(r'<div class="banner" id="limit-banner">(.*?)</div>', html, re.S)
    assert banner and "iteration 1, stopped: actions cut at max_completion_length" in banner.group(1)
