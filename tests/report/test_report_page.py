"""The report page of recorded runs holds exactly the recorded numbers; several runs compare side by side."""

from __future__ import annotations

import json
import re
from collections import defaultdict

import pytest

from agentgym_capo.cli import main
from agentgym_capo.report import build_report
from agentgym_capo.report.page import CURVES
from agentgym_capo.trainer.commands.evaluate import EvalResult
from tests.report.page_reading import page_data, prompts_of, read, summary_rows
from tests.report.recorded_run import write_recorded_run


@pytest.fixture()
def recorded(tmp_path):
    written = write_recorded_run(tmp_path / "capo_run", iterations=5, episodes=4, record_episodes=3, seed=1)
    return tmp_path / "capo_run", written


def test_episode_steps_equal_recorded_actions(recorded, tmp_path):
    run_dir, written = recorded
    html = read(build_report([run_dir], tmp_path / "report.html"))
    data = page_data(html)
    (run,) = data["runs"]
    assert run["algo"] == "capo" and run["envs"] == ["capo/Chain-v0", "capo/Choice-v0"]
    by_episode = defaultdict(list)
    for record in written["actions"]:
        by_episode[(record["iteration"], record["traj_id"])].append(record)
    assert run["recorded_episodes"] == len(by_episode) == 15
    assert {(e["it"], e["traj"]) for e in run["episodes"]} == set(by_episode)
    for episode in run["episodes"]:
        records = sorted(by_episode[(episode["it"], episode["traj"])], key=lambda r: r["step_index"])
        assert [s["i"] for s in episode["steps"]] == [r["step_index"] for r in records]
        assert prompts_of(episode) == [r["prompt"] for r in records]
        assert (episode["task"], episode["env"], episode["end"]) == (
            records[0]["task_id"], records[0]["env"], records[-1]["terminal_reason"])
        assert episode["ret"] == records[-1]["episode_return"]
        assert episode["ok"] == (records[-1]["terminal_reason"] == "success")
        for step, record in zip(episode["steps"], records, strict=True):
            assert step["a"] == record["action"] and step["n"] == record["action_tokens"]
            assert step["r"] == record["reward"] and step["c"] == record["reward_components"]
            assert step["v"] == record["value"] and step["A"] == record["advantage"]
            assert step["w"] == record["ratio"] and step["x"] is record["clipped"]
    assert any(s["x"] for e in run["episodes"] for s in e["steps"]), "the recorded run has clipped actions"


def test_curves_and_summary_equal_recorded_metrics(recorded, tmp_path):
    run_dir, written = recorded
    html = read(build_report([run_dir], tmp_path / "report.html"))
    data = page_data(html)
    metrics = written["metrics"]
    for chart_id, chart in data["charts"].items():
        ((xs, ys),) = chart["series"]
        assert xs == [m["step"] for m in metrics]
        assert ys == [m[chart["key"]] for m in metrics]
        svg = re.search(rf'<svg class="chart" id="{chart_id}".*?</svg>', html, re.S).group(0)
        assert len(re.search(r'points="([^"]*)"', svg).group(1).split()) == len(metrics)
    assert {c["key"] for c in data["charts"].values()} == {k for k, _, _ in CURVES if k in metrics[0]}
    rows = summary_rows(html)
    last, success = metrics[-1], [m["rollout/success_rate"] for m in metrics]
    assert rows["iterations logged"] == ["5.0"]
    assert float(rows["success rate, last iteration"][0]) == last["rollout/success_rate"]
    assert float(rows["success rate, best iteration"][0]) == max(success)
    assert float(rows["return, last iteration"][0]) == last["rollout/return_mean"]
    assert float(rows["KL to reference, last iteration"][0]) == last["actor/kl"]
    assert float(rows["critic loss, last iteration"][0]) == last["critic/value_loss"]
    oor = [m["actor/clip_oor_frac"] for m in metrics]
    assert float(rows["OOR fraction, mean over the run"][0]) == pytest.approx(sum(oor) / len(oor), rel=1e-12)
    assert rows["algorithm"] == ["capo"]


def test_eval_table_shows_eval_results(recorded, tmp_path):
    run_dir, _ = recorded
    result = EvalResult("capo/Chain-v0", [{"success_rate": 0.25, "return_mean": 0.25, "steps_mean": 2.0,
                                           "env_errors": 0.0}, {"success_rate": 0.5, "return_mean": 0.5,
                                                                "steps_mean": 2.5, "env_errors": 0.0}])
    (run_dir / "eval.json").write_text(json.dumps([result.summary()]))
    html = read(build_report([run_dir], tmp_path / "report.html"))
    table = re.search(r'<table class="evals" id="eval-table">(.*?)</table>', html, re.S).group(1)
    assert "capo/Chain-v0" in table and "eval.json" in table
    assert 'data-value="0.375">0.375 ± 0.125' in table  # success_rate mean ± std over the two seeds


def test_eval_table_reads_what_capo_eval_out_writes(recorded, tmp_path):
    """``capo eval --out`` writes ``{"run": ..., "results": [...]}`` (eval_report.write_report): the report reads it."""
    from agentgym_capo.trainer.commands.eval_report import write_report

    run_dir, _ = recorded
    result = EvalResult("capo/Chain-v0", [{"success_rate": 0.5, "return_mean": 0.5, "steps_mean": 2.0}])
    write_report(run_dir / "eval_test.json", [result.summary()], {"model": "tiny"})
    html = read(build_report([run_dir], tmp_path / "report.html"))
    table = re.search(r'<table class="evals" id="eval-table">(.*?)</table>', html, re.S).group(1)
    assert "eval_test.json" in table and 'data-value="0.5">0.5 ± 0' in table


def test_several_runs_side_by_side(tmp_path):
    for seed, algo in enumerate(("capo", "ppo", "grpo")):
        write_recorded_run(tmp_path / algo, iterations=3 + seed, seed=seed, algo=algo)
    out = tmp_path / "compare.html"
    assert main(["report", *(str(tmp_path / a) for a in ("capo", "ppo", "grpo")), "--out", str(out)]) == 0
    html = read(out)
    data = page_data(html)
    assert [r["label"] for r in data["runs"]] == ["capo", "ppo", "grpo"]
    assert [r["algo"] for r in data["runs"]] == ["capo", "ppo", "grpo"]
    assert len({r["colour"] for r in data["runs"]}) == 3
    success = next(c for c in data["charts"].values() if c["key"] == "rollout/success_rate")
    assert [len(xs) for xs, _ in success["series"]] == [3, 4, 5]
    assert summary_rows(html)["algorithm"] == ["capo", "ppo", "grpo"]


def test_cli_prints_where_the_page_is(recorded, capsys):
    run_dir, _ = recorded
    assert main(["report", str(run_dir)]) == 0
    assert (run_dir / "report.html").exists()
    assert str(run_dir / "report.html") in capsys.readouterr().out


def test_record_text_cannot_break_out_of_the_page(tmp_path):
    write_recorded_run(tmp_path / "run", iterations=1, episodes=1)
    lines = (tmp_path / "run" / "actions.jsonl").read_text().splitlines()
    record = json.loads(lines[0])
    record["action"] = "</script><script>document.title='pwned'</script> & <b>bold</b>"
    (tmp_path / "run" / "actions.jsonl").write_text("\n".join([json.dumps(record), *lines[1:]]) + "\n")
    html = read(build_report([tmp_path / "run"], tmp_path / "report.html"))
    assert html.count("</script>") == 2  # the data block's and the script's own
    assert page_data(html)["runs"][0]["episodes"][0]["steps"][0]["a"] == record["action"]


def test_thousand_iteration_run_stays_under_the_size_budget(tmp_path):
    written = write_recorded_run(tmp_path / "long", iterations=1000, episodes=8, record_episodes=8, max_steps=4)
    size_recorded = (tmp_path / "long" / "actions.jsonl").stat().st_size
    out = build_report([tmp_path / "long"], tmp_path / "report.html")
    size = out.stat().st_size
    print(f"1,000-iteration run: actions.jsonl {size_recorded / 1e6:.1f} MB -> report {size / 1e6:.2f} MB")
    assert size < 2 * 1024 * 1024
    data = page_data(read(out))
    (run,) = data["runs"]
    iterations = sorted({e["it"] for e in run["episodes"]})
    assert len(iterations) == 60 and iterations[0] == 0 and iterations[-1] == 999
    assert run["recorded_episodes"] == 8000 and run["recorded_iterations"] == 1000
    success = next(c for c in data["charts"].values() if c["key"] == "rollout/success_rate")
    assert success["series"][0][1] == [m["rollout/success_rate"] for m in written["metrics"]]


def test_long_prompts_keep_start_and_end(tmp_path):
    write_recorded_run(tmp_path / "run", iterations=1, episodes=1, max_steps=1)
    path = tmp_path / "run" / "actions.jsonl"
    record = json.loads(path.read_text())
    record["prompt"] = "START" + "x" * 50_000 + "END"
    path.write_text(json.dumps(record) + "\n")
    data = page_data(read(build_report([tmp_path / "run"], tmp_path / "r.html", max_prompt_chars=3000)))
    prompt = prompts_of(data["runs"][0]["episodes"][0])[0]
    assert prompt.startswith("START") and prompt.endswith("END") and "characters cut by capo report" in prompt
    assert len(prompt) < 3100


def test_env_errors_show_as_a_banner_a_curve_and_summary_rows(tmp_path):
    # a run whose env server died after iteration 2: two more iterations lost every episode (as trainers that
    # trained on nothing used to log them), one lost half of them
    from agentgym_capo.trainer.backend.records import append_jsonl

    run_dir = tmp_path / "run"
    run_dir.mkdir()
    rows = []
    for step, (episodes, errors) in enumerate([(4, 0), (4, 0), (2, 2), (0, 4), (0, 4)], start=1):
        row = {"step": step, "rollout/episodes": episodes, "rollout/env_errors": errors,
               "rollout/dropped_episodes": errors, "loss": 0.1}
        if episodes:
            row["rollout/success_rate"] = 0.5
        rows.append(row)
    append_jsonl(run_dir / "metrics.jsonl", rows)
    html = read(build_report([run_dir], tmp_path / "report.html"))
    banner = re.search(r'<div class="banner" id="env-error-banner">(.*?)</div>', html, re.S)
    assert banner and "3 of 5 iterations lost episodes (10 to env errors, 10 dropped" in banner.group(1)
    assert "first at step 3" in banner.group(1)
    summary = summary_rows(html)
    assert summary["episodes lost to env errors, total"] == ["10.0"]
    assert summary["iterations that lost episodes"] == ["3.0"]
    charts = {c["key"]: c["series"][0] for c in page_data(html)["charts"].values()}
    assert charts["rollout/env_errors"] == [[1, 2, 3, 4, 5], [0, 0, 2, 4, 4]]


def test_no_banner_when_no_episode_was_lost(recorded, tmp_path):
    run_dir, _ = recorded
    assert 'id="env-error-banner"' not in read(build_report([run_dir], tmp_path / "report.html"))
