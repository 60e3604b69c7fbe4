"""Broken or partial run directories: one clear line from the CLI (DataError), or a page that says what is missing."""

from __future__ import annotations

import json

import pytest

from agentgym_capo.cli import main
from agentgym_capo.errors import DataError
from agentgym_capo.report import build_report, load_run
from tests.report.page_reading import page_data, read
from tests.report.recorded_run import write_recorded_run


def _corrupt_middle_line(run):
    lines = (run / "metrics.jsonl").read_text().splitlines()
    lines[1] = lines[1][:20]
    (run / "metrics.jsonl").write_text("\n".join(lines) + "\n")


def _list_line(run):
    with (run / "actions.jsonl").open("a") as handle:
        handle.write("[1, 2, 3]\n")


def _action_without_traj(run):
    with (run / "actions.jsonl").open("a") as handle:
        handle.write(json.dumps({"iteration": 9, "step_index": 0, "action": "go"}) + "\n")


def _metrics_without_step(run):
    with (run / "metrics.jsonl").open("a") as handle:
        handle.write(json.dumps({"rollout/success_rate": 0.5}) + "\n")


def _empty_files(run):
    (run / "metrics.jsonl").write_text("")
    (run / "actions.jsonl").write_text("\n")


def _bad_eval(run):
    (run / "eval.json").write_text("{not json")


def _eval_without_env(run):
    (run / "eval.json").write_text(json.dumps([{"success_rate": {"mean": 1.0}}]))


def _no_records_at_all(run):
    for name in ("metrics.jsonl", "actions.jsonl"):
        (run / name).unlink()
    (run / "config.yaml").write_text("algo: capo\n")


@pytest.mark.parametrize("breakage, expected", [
    (_corrupt_middle_line, "line 2: not valid JSON"),
    (_list_line, "expected a JSON object per line, found list"),
    (_action_without_traj, "lacks ['traj_id']"),
    (_metrics_without_step, "has no numeric 'step'"),
    (_empty_files, "hold no records yet"),
    (_bad_eval, "eval.json is not valid JSON"),
    (_eval_without_env, "without 'env_id'"),
    (_no_records_at_all, "has neither metrics.jsonl nor actions.jsonl (found: config.yaml)"),
])
def test_broken_run_dir_gives_one_clear_line(tmp_path, capsys, breakage, expected):
    run = tmp_path / "run"
    write_recorded_run(run, iterations=3)
    breakage(run)
    with pytest.raises(DataError):
        load_run(run)
    assert main(["report", str(run), "--out", str(tmp_path / "r.html")]) == 2
    err = capsys.readouterr().err
    assert err.startswith("capo: error: ") and expected in err, err
    assert len(err.strip().splitlines()) == 1 and "Traceback" not in err
    assert not (tmp_path / "r.html").exists()


@pytest.mark.parametrize("make", ["missing", "file"])
def test_run_dir_that_is_not_a_directory(tmp_path, capsys, make):
    path = tmp_path / "nope"
    if make == "file":
        path.write_text("x")
    assert main(["report", str(path)]) == 2
    err = capsys.readouterr().err
    assert f"Run directory {str(path)!r} is {'missing' if make == 'missing' else 'a file'}" in err


def test_bad_arguments_are_one_line(tmp_path, capsys):
    write_recorded_run(tmp_path / "run", iterations=1)
    assert main(["report", str(tmp_path / "run"), "--label", "a", "--label", "b"]) == 2
    assert "2 labels for 1 run directories" in capsys.readouterr().err
    assert main(["report", str(tmp_path / "run"), "--max-iterations", "0"]) == 2


def test_half_written_last_line_is_skipped_and_noted(tmp_path):
    run = tmp_path / "run"
    written = write_recorded_run(run, iterations=3)
    with (run / "actions.jsonl").open("a") as handle:
        handle.write('{"iteration": 3, "traj_id": "i3-t0')  # a run still writing
    html = read(build_report([run], tmp_path / "r.html"))
    assert "skipped a half-written last line" in html
    assert page_data(html)["runs"][0]["recorded_episodes"] == len({(a["iteration"], a["traj_id"])
                                                                     for a in written["actions"]})


def test_metrics_only_run_says_there_are_no_episodes(tmp_path):
    run = tmp_path / "run"
    write_recorded_run(run, iterations=2)
    (run / "actions.jsonl").unlink()
    html = read(build_report([run], tmp_path / "r.html"))
    assert "no actions.jsonl: no episodes to browse" in html
    assert page_data(html)["runs"][0]["episodes"] == []
    assert page_data(html)["charts"]


def test_actions_only_run_has_episodes_and_no_curves(tmp_path):
    run = tmp_path / "run"
    write_recorded_run(run, iterations=2)
    (run / "metrics.jsonl").unlink()
    html = read(build_report([run], tmp_path / "r.html"))
    assert "No metrics logged yet" in html and "no metrics.jsonl: no curves" in html
    assert page_data(html)["runs"][0]["episodes"]


def test_nan_and_null_values_do_not_break_the_page(tmp_path):
    run = tmp_path / "run"
    write_recorded_run(run, iterations=2)
    with (run / "metrics.jsonl").open("a") as handle:
        handle.write('{"step": 3, "rollout/success_rate": NaN, "actor/kl": null, "critic/value_loss": Infinity}\n')
    data = page_data(read(build_report([run], tmp_path / "r.html")))
    success = next(c for c in data["charts"].values() if c["key"] == "rollout/success_rate")
    assert success["series"][0][0] == [1, 2]
