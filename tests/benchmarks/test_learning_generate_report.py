"""The learning-generate report recomputes ratio variants exactly as core_algos does, and its statistics hold."""

from __future__ import annotations

import numpy as np
import pytest
import torch

from agentgym_capo.trainer import core_algos
from benchmarks.learning_generate_report import (
    VARIANTS,
    bootstrap_difference,
    curve_within,
    figure3_counts,
    final_success,
    line_style,
    smoothed_curve,
    variant_log_ratio,
    wilson_interval,
)


@pytest.mark.parametrize("variant", ["product", "mean", "sqrt", "action_aware"])
def test_variant_recomputed_from_sums_equals_core_algos(variant):
    gen = torch.Generator().manual_seed(0)
    lengths = [1, 3, 17, 60]
    segment_ids = torch.full((len(lengths), max(lengths)), -1)
    for row, length in enumerate(lengths):
        segment_ids[row, :length] = row
    old = torch.zeros(segment_ids.shape, dtype=torch.float64)
    logp = torch.where(segment_ids >= 0, 1e-3 * torch.randn(segment_ids.shape, generator=gen, dtype=torch.float64),
                       torch.zeros((), dtype=torch.float64))
    expected, mu = core_algos.action_log_ratio(logp, old, segment_ids, variant=variant)  # mu: mean of this call
    sums = core_algos.segment_sum(logp - old, segment_ids).numpy()
    length = np.array(lengths, dtype=float)
    centre = np.full_like(sums, sums.sum() / length.sum())
    np.testing.assert_allclose(variant_log_ratio(variant, sums, length, centre), expected.numpy(), rtol=1e-9,
                               atol=1e-15)


def test_figure3_counts_clip_only_against_the_advantage():
    actions = [  # one iteration; S chosen so that product is far out of range for the long action
        {"iteration": 0, "action_tokens": 2, "log_ratio_sum": 0.0, "advantage": 1.0},
        {"iteration": 0, "action_tokens": 50, "log_ratio_sum": 0.04, "advantage": 1.0},
        {"iteration": 0, "action_tokens": 50, "log_ratio_sum": -0.04, "advantage": 1.0},
    ]
    counts = figure3_counts(actions, 1e-3)
    assert counts["product"]["33-64"] == [2, 2, 1]  # both out of range, only the A>0, w>1+eps one clipped
    assert counts["product"]["1-4"] == [1, 0, 0]
    assert counts["mean"]["33-64"] == [2, 0, 0]  # |S/L| = 8e-4 < eps


def test_bootstrap_interval_and_final_success():
    low, high = bootstrap_difference([0.8, 0.9, 0.85], [0.1, 0.2, 0.15])
    assert 0.6 <= low <= 0.7 <= high <= 0.8
    record = {"curve": [{"env_steps": s, "rollout/success_rate": v} for s, v in
                        [(10, 0.0), (20, 0.0), (30, 0.0), (40, 0.5), (50, 1.0)]]}
    assert final_success(record) == pytest.approx(0.75)  # the iterations at >= 80% of 50 env steps


def test_wilson_interval_matches_known_values():
    # Published 95% Wilson intervals: 5/10 -> [0.2366, 0.7634]; 0/10 -> [0, 0.2775]; 10/10 mirrors 0/10.
    np.testing.assert_allclose(wilson_interval(5, 10), (0.2366, 0.7634), atol=1e-4)
    np.testing.assert_allclose(wilson_interval(0, 10), (0.0, 0.2775), atol=1e-4)
    np.testing.assert_allclose(wilson_interval(10, 10), (0.7225, 1.0), atol=1e-4)
    assert wilson_interval(0, 0) == (0.0, 1.0)  # no actions: nothing is known


def test_capo_is_compared_with_every_baseline_and_ablation_cell_but_its_own(tmp_path):
    import json

    from benchmarks.learning_generate_report import load, summarise

    for run, seed, success in (("capo", 41, 0.5), ("capo", 42, 0.7), ("ppo", 41, 0.1), ("ppo", 42, 0.3),
                               ("abl-mean-token", 41, 0.2), ("abl-mean-token", 42, 0.2)):
        record = {**_record(run, seed, 50, [25, 55], [0.0, success]),
                  "experiment": "ablation" if run.startswith("abl-") else "main"}
        (tmp_path / f"{run}-s{seed}.json").write_text(json.dumps(record))
    differences = summarise(load(tmp_path))["capo_minus"]
    assert set(differences) == {"ppo", "abl-mean-token"}  # not the aliased abl-action_aware-action (= capo)
    assert differences["ppo"]["capo_minus"] == pytest.approx(0.4)
    assert differences["abl-mean-token"]["capo_minus"] == pytest.approx(0.4)
    low, high = differences["abl-mean-token"]["ci95"]
    assert 0.3 - 1e-9 <= low <= 0.4 <= high <= 0.5 + 1e-9  # CAPO's seeds resample to 0.5, 0.6 or 0.7


def test_gae_level_effect_pairs_runs_by_variant_and_seed_including_capos_alias(tmp_path):
    import json

    from benchmarks.learning_generate_report import load, summarise

    for run, seed, success in (("capo", 41, 0.6), ("capo", 43, 0.9), ("abl-action_aware-token", 41, 0.1),
                               ("abl-mean-action", 41, 0.5), ("abl-mean-token", 41, 0.2),
                               ("abl-mean-token", 42, 0.0), ("abl-sqrt-action", 41, 0.3)):
        _, variant, level = run.split("-") if run.startswith("abl-") else ("", "action_aware", "action")
        record = {**_record(run, seed, 50, [25, 55], [0.0, success]),
                  "experiment": "ablation" if run.startswith("abl-") else "main",
                  "settings": {"ratio_variant": variant, "gae_level": level}}
        (tmp_path / f"{run}-s{seed}.json").write_text(json.dumps(record))
    level = summarise(load(tmp_path))["gae_level"]
    # Only (variant, seed) pairs run at both levels: mean s41 and action_aware s41 (CAPO's run), not mean s42,
    # sqrt s41 or CAPO's s43.
    assert [(p["variant"], p["seed"]) for p in level["pairs"]] == [("mean", 41), ("action_aware", 41)]
    assert [p["action_minus_token"] for p in level["pairs"]] == pytest.approx([0.3, 0.5])
    assert level["mean"] == pytest.approx(0.4) and (level["action_higher"], level["token_higher"]) == (2, 0)
    assert level["ci95"] == pytest.approx([0.3, 0.5])  # resampling two pairs: every mean lies in [0.3, 0.5]


def test_report_lists_figure3_fractions_with_their_counts(tmp_path):
    import json

    from benchmarks.learning_generate_report import write_report

    # 33-64 tokens: 1 of 2 actions clipped, both out of range; 9-16 tokens: 12 of 12, a plotted bucket at 1.0.
    actions = [{"iteration": 0, "action_tokens": 50, "log_ratio_sum": s, "advantage": 1.0} for s in (0.04, -0.04)]
    actions += [{"iteration": 0, "action_tokens": 12, "log_ratio_sum": 0.5, "advantage": 1.0}] * 12
    record = {**_record("capo", 41, 50, [25, 55], [0.0, 0.5]), "figure3": figure3_counts(actions, 1e-3)}
    (tmp_path / "capo-s41.json").write_text(json.dumps(record))
    write_report(tmp_path)
    text = (tmp_path / "report.md").read_text()
    assert "| product | – | – | 1.00 (1.00) [12] | – | 0.50 (1.00) [2] | – |" in text
    assert (tmp_path / "figure3_training.png").stat().st_size > 0


def test_a_variants_own_figure3_row_pools_its_runs_at_both_gae_levels(tmp_path):
    import json

    from benchmarks.learning_generate_report import write_report

    short = [{"iteration": 0, "action_tokens": 3, "log_ratio_sum": 0.5, "advantage": 1.0}]
    long = [{"iteration": 0, "action_tokens": 40, "log_ratio_sum": 0.0, "advantage": 1.0}]
    for run, actions in (("abl-mean-token", short), ("abl-mean-action", long), ("abl-sqrt-token", short * 2)):
        _, variant, level = run.split("-")
        record = {**_record(run, 41, 50, [25, 55], [0.0, 0.5]), "experiment": "ablation",
                  "settings": {"ratio_variant": variant, "gae_level": level},
                  "figure3": figure3_counts(actions, 1e-3)}
        (tmp_path / f"{run}-s41.json").write_text(json.dumps(record))
    own = write_report(tmp_path)["figure3"]["each variant on its own ablation runs, both GAE levels"]
    assert set(own) == {"mean", "sqrt"}
    assert own["mean"]["1-4"] == [1, 1, 1] and own["mean"]["33-64"] == [1, 0, 0]  # one action from each level
    assert own["sqrt"]["1-4"] == [2, 2, 2] and own["sqrt"]["33-64"] == [0, 0, 0]


def _record(run: str, seed: int, budget: int, steps: list[int], success: list[float]) -> dict:
    curve = [{"env_steps": s, "rollout/success_rate": v} for s, v in zip(steps, success, strict=True)]
    return {"run": run, "experiment": "main", "seed": seed, "env_steps_budget": budget, "curve": curve,
            "iterations": len(curve), "seconds_per_iteration": 1.0, "settings": {"algo": run}}


def test_curve_within_keeps_the_iteration_that_reaches_the_budget():
    curve = [{"env_steps": s} for s in (26, 51, 80, 104)]
    assert [p["env_steps"] for p in curve_within(curve, 50)] == [26, 51]
    assert [p["env_steps"] for p in curve_within(curve, 51)] == [26, 51]
    assert [p["env_steps"] for p in curve_within(curve, 500)] == [26, 51, 80, 104]


def test_success_curve_is_a_trailing_mean_from_the_first_iteration():
    record = _record("capo", 41, 100, [10, 20, 30, 40], [0.4, 0.0, 0.2, 1.0])
    curve = smoothed_curve(record, np.array([10.0, 20.0, 30.0, 40.0]), window=3)
    np.testing.assert_allclose(curve, [0.4, 0.2, 0.2, 0.4])  # 0.4, mean(.4, 0), mean(.4, 0, .2), mean(0, .2, 1)


def test_ablation_curves_keep_one_colour_per_variant_and_one_line_style_per_level():
    styles = {(v, level): line_style(f"abl-{v}-{level}") for v in VARIANTS for level in ("token", "action")}
    assert len({s["color"] for s in styles.values()}) == len(VARIANTS)
    assert all(styles[v, "token"]["color"] == styles[v, "action"]["color"] for v in VARIANTS)
    assert {s["linestyle"] for s in styles.values()} == {"-", "--"}
    assert line_style("abl-action_aware-action", "capo")["label"] == "action_aware x action (= capo)"
    assert len({line_style(name)["color"] for name in ("capo", "ppo", "grpo", "gspo", "gigpo")}) == 5


def test_load_cuts_every_run_at_the_smallest_budget_and_fills_the_alias(tmp_path):
    import json

    from benchmarks.learning_generate_report import ABLATION_ALIASES, load

    extended = _record("capo", 41, 100, [30, 60, 90, 120], [0.0, 0.0, 1.0, 1.0])
    stage_one = _record("ppo", 41, 50, [25, 55], [0.0, 0.5])
    for record in (extended, stage_one):
        (tmp_path / f"{record['run']}-s{record['seed']}.json").write_text(json.dumps(record))
    runs = load(tmp_path)
    assert [p["env_steps"] for p in runs["capo"][0]["curve"]] == [30, 60]  # cut at ppo's 50 env steps
    assert runs["capo"][0]["iterations"] == 2 and runs["ppo"][0]["iterations"] == 2
    (alias, target), = ABLATION_ALIASES.items()
    assert runs[alias][0]["alias_of"] == target and runs[alias][0]["experiment"] == "ablation"
    assert runs[alias][0]["settings"]["ratio_variant"] == "action_aware"
    assert runs[alias][0]["settings"]["gae_level"] == "action"
    assert runs[alias][0]["curve"] == runs[target][0]["curve"]


def test_runs_are_planned_seed_major():
    from benchmarks.learning_generate import planned

    assert planned(["capo", "ppo"], None) == [("capo", 41), ("ppo", 41), ("capo", 42), ("ppo", 42),
                                              ("capo", 43), ("ppo", 43)]
    assert planned(["capo", "abl-sqrt-token"], None)[:3] == [("capo", 41), ("abl-sqrt-token", 41), ("capo", 42)]


def test_warm_start_evaluation_buckets_actions_by_the_envs_right_phrase(tiny_model_path, tiny_tokenizer):
    """The warm start's evaluation reads the right phrase from the env (its oracle), one bucket per length."""
    from transformers import AutoModelForCausalLM

    from agentgym_capo.envs.sanity.length_chain import WORD_COUNTS
    from benchmarks.warm_start import evaluate

    model = AutoModelForCausalLM.from_pretrained(tiny_model_path).eval()
    result = evaluate(model, tiny_tokenizer, greedy=True, seed=0, max_new_tokens=3, episodes=6)
    assert result["episodes"] == 6
    cells = result["by_right_length"]
    assert {int(words) for words in cells} <= set(WORD_COUNTS)
    assert sum(cell["actions"] for cell in cells.values()) == result["actions"] >= 6
    assert all(cell["right"] <= cell["listed"] <= cell["actions"] for cell in cells.values())


def test_progress_reads_the_last_checkpoint_or_the_larger_record(tmp_path, capsys):
    import json

    from benchmarks.learning_generate import print_status, progress

    results, runs = tmp_path / "results", tmp_path / "runs"
    results.mkdir()
    for step, rows in ((4, 25), (8, 26)):  # two checkpoints (env steps per iteration): the last one counts
        folder = runs / "ppo-s41" / f"checkpoint-{step}"
        folder.mkdir(parents=True)
        logs = [{"rollout/step_rows": rows, "time/iteration": 10.0}] * step + [{"train_runtime": 1.0}]
        (folder / "trainer_state.json").write_text(json.dumps({"log_history": logs}))
    record = _record("capo", 41, 400, [200, 410], [0.0, 0.5])
    record["curve"] = [{**p, "time/iteration": 100.0} for p in record["curve"]]
    record["train_seconds"] = 200.0  # run_one's sum of the curve's time/iteration
    (results / "capo-s41.json").write_text(json.dumps(record))
    rows = progress([("capo", 41), ("ppo", 41), ("grpo", 41)], results, runs)
    assert rows == [{"run": "capo-s41", "env_steps": 410, "seconds": 200.0},
                    {"run": "ppo-s41", "env_steps": 208, "seconds": 80.0},
                    {"run": "grpo-s41", "env_steps": 0, "seconds": 0.0}]
    print_status(rows, 400, jobs=2)
    assert "592 env steps left" in capsys.readouterr().out  # 0 + 192 + 400
    one_run = [{"run": "gigpo-s43", "env_steps": 40, "seconds": 3600.0}]  # 90 s per env step, 360 left
    print_status(one_run, 400, jobs=2)
    assert "9.0 h with 2 job(s)" in capsys.readouterr().out  # a second job does not halve a single run


def test_resume_refuses_a_trunk_precision_change(tmp_path, monkeypatch):
    """A run whose trunk ran in bf16 is not resumed in fp32 (nor the reverse); the override says how."""
    from benchmarks.learning_generate import check_trunk_precision

    bf16_history = [{"precision/trunk_bf16": 1.0}] * 3
    monkeypatch.setenv("CAPO_CPU_BF16", "0")  # as on a CPU without native bf16
    with pytest.raises(SystemExit, match=r"ran its frozen trunk in bf16; this machine would run it in fp32.*"
                                         r"CAPO_CPU_BF16=1"):
        check_trunk_precision(bf16_history, {}, tmp_path)
    check_trunk_precision(bf16_history, {"trunk_precision": "bf16"}, tmp_path)  # the setting decides, not the CPU
    check_trunk_precision([], {}, tmp_path)  # nothing to resume
    monkeypatch.setenv("CAPO_CPU_BF16", "1")
    check_trunk_precision(bf16_history, {}, tmp_path)
    with pytest.raises(SystemExit, match="in fp32; this machine would run it in bf16"):
        check_trunk_precision([{"precision/trunk_bf16": 0.0}], {}, tmp_path)
