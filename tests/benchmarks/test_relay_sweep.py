"""benchmarks/relay_sweep.py and its report: every method gets the same episodes per iteration, the bootstrap
interval behaves, and a run cut by its deadline keeps its checkpoints and is reported (tiny model, CPU)."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest

from agentgym_capo.models import tiny_model_dir
from benchmarks import relay_plan, relay_sweep, relay_sweep_report
from tests.trainer.helpers import subprocess_env

SCRIPT = Path(__file__).resolve().parents[2] / "benchmarks" / "relay_sweep.py"


def test_every_method_plays_the_same_episodes_per_iteration():
    runs = relay_plan.plan_runs("main")
    assert sorted({r["method"] for r in runs}) == ["capo", "gigpo", "grpo", "gspo", "ppo"]
    assert sorted({r["seed"] for r in runs}) == [41, 42, 43]
    for run in runs:
        settings = relay_sweep.run_settings(run, iterations=10, device="cpu")
        assert settings["rollout_tasks"] * settings["group_size"] == relay_sweep.EPISODES_PER_ITERATION
        assert settings["action_mode"] == "generate" and settings["max_steps"] == 10
    capo = relay_sweep.run_settings(runs[0], 10, "cuda")
    assert capo["epsilon"] == 1e-3 * relay_plan.EPSILON_SCALE and capo["bf16"] and not capo["use_cpu"]
    ablations = relay_plan.plan_runs("ablations")
    assert len(ablations) == (3 * 2 - 2) * 2 and {r["settings"]["gae_level"] for r in ablations} == {"action", "token"}


@pytest.mark.parametrize("cell", sorted(relay_plan.MAIN_PLAN_CELLS))
def test_the_ablation_cells_taken_from_the_main_plan_train_what_its_runs_train(tmp_path, cell):
    # each cell the ablation plan leaves out trains exactly what the named main-plan method trains
    from agentgym_capo.trainer.config import CAPOConfig

    ratio, gae = cell
    settings = {"algo": "capo", "ratio_variant": ratio, "gae_level": gae,
                "epsilon": relay_plan.ABLATION_RATIOS[ratio]}
    main = next(r for r in relay_plan.plan_runs("main") if r["method"] == relay_plan.MAIN_PLAN_CELLS[cell])
    configs = [CAPOConfig(output_dir=str(tmp_path),
                          **relay_sweep.run_settings({**main, "settings": chosen}, iterations=3, device="cpu"))
               for chosen in (main["settings"], settings)]
    for name in ("ratio", "estimator", "critic", "kl", "aggregation"):
        assert getattr(configs[0].algorithm, name) == getattr(configs[1].algorithm, name), name
    for name in ("needs_critic", "epsilon", "dual_clip_constant", "lam", "learning_rate", "rollout_tasks",
                 "group_size", "beta"):
        assert getattr(configs[0], name) == getattr(configs[1], name), name
    assert not any(r["settings"].get("ratio_variant") == ratio and r["settings"]["gae_level"] == gae
                   for r in relay_plan.plan_runs("ablations"))


def test_the_bootstrap_interval_covers_no_difference_and_excludes_a_large_one():
    same = [[1, 0] * 64, [0, 1] * 64]
    point, low, high = relay_sweep_report.bootstrap_difference(same, same)
    assert point == 0.0 and low < 0.0 < high
    point, low, high = relay_sweep_report.bootstrap_difference([[1] * 120 + [0] * 8] * 3,
                                                               [[1] * 20 + [0] * 108] * 3)
    assert abs(point - 100 / 128) < 1e-9 and 0.6 < low <= point <= high


@pytest.mark.slow  # ~40 s on the loaded 2 cores
def test_a_run_cut_by_its_deadline_keeps_its_checkpoints(tmp_path):
    out = tmp_path / "runs"
    command = [sys.executable, str(SCRIPT), "--plan", "pilot", "--only", "capo_s41", "--iterations", "3",
               "--eval-every", "1", "--eval-episodes", "2", "--threads", "1", "--minutes", "0.001",
               "--model", str(tiny_model_dir()), "--out", str(out), "--result", str(tmp_path / "report.json")]
    done = subprocess.run(command, capture_output=True, text=True, env=subprocess_env(), timeout=600)
    assert done.returncode == 0, done.stdout[-2000:] + done.stderr[-2000:]
    run = json.loads((out / "capo_s41.json").read_text())
    assert not run["complete"] and [e["iteration"] for e in run["evals"]] == [0, 1]  # stopped after iteration 1
    assert all(len(e["successes"]) == 2 for e in run["evals"]) and run["config"]["algo"] == "capo"
    report = json.loads((tmp_path / "report.json").read_text())
    assert report["compared_at_iteration"] == 1 and report["methods"]["capo"]["seeds"] == [41]
    assert run["stopped_by_deadline"] and report["unfinished_runs_left_out"] == []
    rise = report["methods"]["capo"]["rise"]
    assert rise["difference"] == run["evals"][1]["success"] - run["evals"][0]["success"]
    assert rise["ci95"][0] <= rise["difference"] <= rise["ci95"][1]
    assert (tmp_path / "report.png").stat().st_size > 0
    # Figure 3 from CAPO's recorded actions: every ratio variant counted over the same actions
    figure3 = report["figure3"]
    recorded = [json.loads(line) for line in (out / "capo_s41" / "actions.jsonl").read_text().splitlines()]
    assert figure3["actions"] == len(recorded) > 0 and figure3["eps"] == relay_plan.METHODS["capo"]["epsilon"]
    scored = sum(1 for a in recorded if a.get("advantage") is not None and a.get("action_tokens"))
    assert all(sum(c[0] for c in buckets.values()) == scored for buckets in figure3["counts"].values())
    assert (tmp_path / "report_figure3.png").stat().st_size > 0
    # a second method of the same seed takes the untrained checkpoint from the first instead of measuring it again
    command[command.index("capo_s41")] = "grpo_s41"
    done = subprocess.run(command, capture_output=True, text=True, env=subprocess_env(), timeout=600)
    assert done.returncode == 0, done.stdout[-2000:] + done.stderr[-2000:]
    grpo = json.loads((out / "grpo_s41.json").read_text())
    assert grpo["evals"][0]["reused_from"] == "capo_s41"
    assert grpo["evals"][0]["successes"] == run["evals"][0]["successes"]
    # a run killed before its end (neither complete nor stopped by the deadline) is named and left out
    (out / "gspo_s41.json").write_text(json.dumps({**grpo, "name": "gspo_s41", "method": "gspo",
                                                   "complete": False, "stopped_by_deadline": False}))
    report = relay_sweep_report.report(out, tmp_path / "again.json", "main")
    assert report["unfinished_runs_left_out"] == ["gspo_s41"] and "gspo" not in report["methods"]
    assert report["compared_at_iteration"] == 1 and sorted(report["methods"]) == ["capo", "grpo"]


def test_the_untrained_checkpoint_is_the_same_for_every_method(monkeypatch):
    """What makes reusing it exact: before training, CAPO's and GRPO's trainers sample the same test tokens."""
    from transformers import AutoModelForCausalLM, AutoTokenizer

    from agentgym_capo.trainer.capo_trainer import CAPOTrainer
    from agentgym_capo.trainer.config import CAPOConfig
    from agentgym_capo.trainer.model.decoder_stream import DecoderStream

    sampled: list[list[int]] = []
    finished = DecoderStream.next_finished  # the evaluation streams (continuous batching)
    monkeypatch.setattr(DecoderStream, "next_finished", lambda self: [
        sampled.append(a.response_ids) or (key, a) for key, a in finished(self)])
    path = str(tiny_model_dir())
    tokenizer = AutoTokenizer.from_pretrained(path)
    outcomes = []
    for method in ("capo_s41", "grpo_s41"):
        run = next(r for r in relay_plan.plan_runs("pilot") if r["name"] == method)
        settings = relay_sweep.run_settings(run, iterations=1, device="cpu")
        settings.update(trainable_layers=1, max_completion_length=8)
        model = AutoModelForCausalLM.from_pretrained(path)
        trainer = CAPOTrainer(model=model, args=CAPOConfig(output_dir="unused", plot_curves=False, **settings),
                              env=relay_sweep.ENV_ID, processing_class=tokenizer)
        sampled.clear()
        wins = relay_sweep.test_success(trainer, tokenizer, episodes=8, seed=10_041)
        assert len(wins) == 8 and sum(map(len, sampled)) > 8  # sampled text, not an empty match
        outcomes.append((wins, [list(ids) for ids in sampled]))
    assert outcomes[0] == outcomes[1]
    record = {"name": "new", "env_id": relay_sweep.ENV_ID, "model": path, "seed": 41, "eval_episodes": 8,
              "device": "cpu", "extra": {}, "config": settings}
    assert relay_sweep._untrained_eval(Path("/nonexistent"), record) is None
