"""capo compare's result from run records made by hand: what is compared, what is left out, what is written."""

from __future__ import annotations

import json

import pytest

from agentgym_capo.compare.result import TRAINING_SUMMARY, collect_records, gather, write_result
from agentgym_capo.compare.run_one import CURVE_KEYS
from agentgym_capo.errors import DataError
from tests.compare.records import hand_record


def test_the_result_pairs_complete_runs_and_names_the_others(tmp_path):
    start = [0, 1, 0, 0]
    records = [hand_record("capo", 0, start, [1, 1, 1, 0]), hand_record("capo", 1, start, [1, 1, 0, 0]),
               hand_record("grpo", 0, start, [1, 1, 0, 0]), hand_record("grpo", 1, start, [0, 1, 0, 0]),
               hand_record("grpo", 2, start, [0, 0, 0, 0], complete=False), hand_record("ppo", 5, start, [1, 1, 1, 1])]
    result = gather(records)
    assert result["reference"] == "capo" and result["unfinished_runs_left_out"] == ["grpo_s2"]
    assert result["compared_at_iteration"] == 2 and result["complete_runs"] == 5
    assert len(result["machines"]) == 1  # the same machine, whatever its load
    capo = result["methods"]["capo"]
    assert capo["seeds"] == [0, 1] and capo["test_success"][1] == {
        "iteration": 2, "episodes": 8, "runs": 2, "mean": 0.625, "se_over_seeds": 0.125}
    assert capo["rise"]["difference"] == 0.375
    grpo = result["reference_minus_method"]["grpo"]
    assert grpo["difference"] == 0.25 and grpo["seeds"] == 2 and grpo["sd_over_seeds"] == 0
    assert result["reference_minus_method"]["ppo"]["difference"] is None  # no seed in common: nothing paired
    paths = write_result(result, tmp_path)
    assert json.loads(paths["json"].read_text())["methods"]["grpo"]["seeds"] == [0, 1]
    page = paths["html"].read_text()
    assert "capo − grpo" in page and "left out (not complete): grpo_s2" in page
    assert paths["png"].read_bytes()[:4] == b"\x89PNG"
    assert paths["training_png"].read_bytes()[:4] == b"\x89PNG"
    assert page.count("data:image/png;base64,") == 2  # test success, and every run's training curves
    assert capo["test_success_by_seed"] == {"0": 0.75, "1": 0.5}
    assert "<th>seed 0</th><th>seed 1</th><th>seed 5</th>" in page
    markdown = paths["markdown"].read_text()
    assert "| capo | 0.750 | 0.500 | – |" in markdown and "| ppo | – | – | 1.000 |" in markdown
    assert "| grpo | 2 | +0.250 [" in markdown and "| capo | 2 | 0.250 | 0.625 |" in markdown


def test_a_plans_reference_whose_runs_were_left_out_gives_way_to_the_first_method():
    start = [0, 1, 0, 0]
    records = [hand_record("grpo", 0, start, [1, 1, 0, 0]), hand_record("ppo", 0, start, [1, 0, 0, 0])]
    result = gather(records, {"reference": "capo", "methods": [{"label": "capo"}, {"label": "grpo"}]})
    assert result["reference"] == "grpo" and result["reference_minus_method"]["ppo"]["difference"] == 0.25


def test_without_training_curves_the_training_plot_is_left_out(tmp_path):
    start = [0, 1, 0, 0]
    records = [hand_record("capo", 0, start, [1, 1, 1, 0]), hand_record("grpo", 0, start, [1, 1, 0, 0])]
    for record in records:
        record["curve"] = []  # runs collected from a version that kept no curve
    paths = write_result(gather(records), tmp_path)
    assert "training_png" not in paths and not (tmp_path / "compare_training.png").exists()
    assert paths["html"].read_text().count("data:image/png;base64,") == 1


def test_each_method_says_how_its_runs_trained(tmp_path):
    start = [0, 1, 0, 0]
    records = [hand_record("capo", 0, start, [1, 1, 1, 0]), hand_record("capo", 1, start, [1, 1, 0, 0]),
               hand_record("grpo", 0, start, [1, 1, 0, 0])]
    for record, clipped in zip(records[:2], ([0.1, 0.3], [0.2, 0.0]), strict=True):
        for point, value in zip(reversed(record["curve"]), reversed(clipped), strict=True):
            point["actor/clip_act_frac"] = value  # written last iteration first: the summary orders by iteration
    result = gather(records)
    capo, grpo = result["methods"]["capo"]["training"], result["methods"]["grpo"]["training"]
    # action tokens: 10 + seed at both iterations of a run
    assert capo["rollout/action_tokens_mean"] == {"runs": 2, "last_iteration": 10.5, "over_run": 10.5}
    assert capo["actor/clip_act_frac"]["last_iteration"] == 0.15  # mean of seed 0's 0.3 and seed 1's 0.0
    assert abs(capo["actor/clip_act_frac"]["over_run"] - 0.15) < 1e-12  # mean of 0.2 and 0.1
    assert "actor/clip_act_frac" not in grpo and "integrity/cut_action_frac" not in capo  # never recorded
    paths = write_result(result, tmp_path)
    markdown = paths["markdown"].read_text()
    assert "| method | action tokens | active-clip fraction |" in markdown
    assert "| capo | 10.5 (10.5) | 0.15 (0.15) |" in markdown and "| grpo | 10.0 (10.0) | – |" in markdown
    assert "<h2>How the runs trained</h2>" in paths["html"].read_text()


def _metrics_rows(path, rows, tail=""):
    path.parent.mkdir(parents=True)
    path.write_text("".join(json.dumps(row) + "\n" for row in rows) + tail)


def test_collecting_fills_curve_keys_an_older_record_lacks_from_the_runs_metrics(tmp_path):
    record = hand_record("capo", 0, [0, 1, 0, 0], [1, 1, 1, 0])  # its curve: success and action length only
    (tmp_path / "capo_s0.json").write_text(json.dumps(record))
    rows = [{"step": i, "rollout/success_rate": 9.0, "actor/grad_norm": 0.5 * i, "loss": 1.0} for i in (1, 2)]
    _metrics_rows(tmp_path / "capo_s0" / "metrics.jsonl", [*rows, {"step": 2, "train_runtime": 3.0}],
                  tail='{"step": 3, "rollout/su')  # a last line still being written
    (curve,) = [r["curve"] for r in collect_records([tmp_path])]
    assert [p["actor/grad_norm"] for p in curve] == [0.5, 1.0]  # filled in, per iteration
    assert [p["rollout/success_rate"] for p in curve] == [0.25, 0.5]  # the record's own values kept
    assert all("loss" not in p for p in curve)  # only the curve's keys


def test_a_bad_line_in_a_runs_metrics_is_reported_not_skipped(tmp_path):
    (tmp_path / "capo_s0.json").write_text(json.dumps(hand_record("capo", 0, [0, 1], [1, 1])))
    _metrics_rows(tmp_path / "capo_s0" / "metrics.jsonl", [{"step": 1, "rollout/success_rate": 0.5}],
                  tail="not json\n" + json.dumps({"step": 2}) + "\n")
    with pytest.raises(DataError, match="metrics.jsonl, line 2"):
        collect_records([tmp_path])


def test_every_summarised_training_key_is_kept_in_a_runs_curve():
    assert {key for key, _, _ in TRAINING_SUMMARY} <= set(CURVE_KEYS)
