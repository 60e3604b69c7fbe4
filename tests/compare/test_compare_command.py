"""``capo compare`` end to end with the tiny model: runs as child processes, a kill and a resume, the result
JSON, PNG and page, ``--collect``, and bad input in one line."""

from __future__ import annotations

import json
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest

from tests.compare.records import hand_record
from tests.trainer.helpers import subprocess_env

ROOT = Path(__file__).resolve().parents[2]


def _compare(tiny_model_path, out, *more):
    return [sys.executable, "-m", "agentgym_capo.cli", "compare", "--config", "configs/relay_demo_cpu.yaml",
            "--model", str(tiny_model_path), "--methods", "capo", "grpo", "--seeds", "0", "1", "--iterations", "1",
            "--eval-episodes", "4", "--group-size", "2", "--set", "rollout_tasks=4", "--set",
            "max_completion_length=8", "--out", str(out), *more]


@pytest.mark.slow
def test_a_comparison_survives_a_kill_resumes_and_writes_its_result(tiny_model_path, tmp_path):
    out, env = tmp_path / "compare", subprocess_env()
    first = subprocess.Popen(_compare(tiny_model_path, out, "--parallel", "1"), cwd=ROOT, env=env,
                             stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True)
    runs = out / "runs"
    deadline = time.time() + 300
    while not (runs / "grpo_s0.spec.json").exists():  # the first run is complete, the second started
        assert first.poll() is None and time.time() < deadline, first.stdout.read() if first.poll() else "timeout"
        time.sleep(0.2)
    first.send_signal(signal.SIGTERM)
    printed = first.communicate(timeout=300)[0]
    assert first.returncode != 0 and "[1/4] capo_s0: done" in printed
    kept = json.loads((runs / "capo_s0.json").read_text())
    assert kept["complete"]
    cut = runs / "grpo_s0.json"
    assert not cut.exists() or not json.loads(cut.read_text())["complete"]  # the killed run: not complete

    second = subprocess.run(_compare(tiny_model_path, out, "--parallel", "2"), cwd=ROOT, env=env,
                            capture_output=True, text=True, timeout=600)
    assert second.returncode == 0, second.stdout[-3000:] + second.stderr[-3000:]
    assert "1 of 4 runs complete" in second.stdout and "3 to run" in second.stdout
    assert json.loads((runs / "capo_s0.json").read_text())["started_at"] == kept["started_at"]  # not run again

    result = json.loads((out / "compare.json").read_text())
    assert result["complete_runs"] == 4 and result["unfinished_runs_left_out"] == []
    assert result["reference"] == "capo" and result["compared_at_iteration"] == 1
    assert set(result["methods"]) == {"capo", "grpo"}
    for entry in result["methods"].values():
        assert entry["seeds"] == [0, 1] and [r["iteration"] for r in entry["test_success"]] == [0, 1]
        assert entry["rise"]["seeds"] == 2 and len(entry["rise"]["ci95"]) == 2
    versus = result["reference_minus_method"]["grpo"]
    assert versus["seeds"] == 2 and versus["ci95"][0] <= versus["difference"] <= versus["ci95"][1]
    for run in result["runs"]:  # the same fixed test episodes for every run, and the budget alike
        assert all(len(e["successes"]) == 4 for e in run["evals"])
        assert run["settings"]["rollout_tasks"] * run["settings"]["group_size"] == 4
    assert (out / "compare.png").read_bytes()[:8] == b"\x89PNG\r\n\x1a\n"
    page = (out / "compare.html").read_text()
    assert "capo − grpo" in page and "data:image/png;base64," in page

    collected = subprocess.run([sys.executable, "-m", "agentgym_capo.cli", "compare", "--collect", str(runs),
                                "--out", str(tmp_path / "collected")], cwd=ROOT, env=env, capture_output=True,
                               text=True, timeout=120)
    assert collected.returncode == 0, collected.stderr[-2000:]
    again = json.loads((tmp_path / "collected" / "compare.json").read_text())
    assert again["methods"]["capo"]["test_success"] == result["methods"]["capo"]["test_success"]
    assert again["reference_minus_method"]["grpo"]["difference"] == versus["difference"]
    one_seed = subprocess.run([sys.executable, "-m", "agentgym_capo.cli", "compare", "--collect", str(out), "--seeds",
                               "1", "--out", str(tmp_path / "seed1")], cwd=ROOT, env=env, capture_output=True,
                              text=True, timeout=120)
    assert one_seed.returncode == 0, one_seed.stderr[-2000:]
    assert json.loads((tmp_path / "seed1" / "compare.json").read_text())["methods"]["capo"]["seeds"] == [1]


@pytest.mark.parametrize(("args", "says"), [
    (["--methods", "capo", "grpoo"], "grpo"),
    (["--methods", "capo", "--seeds"], "expected at least one argument"),
    (["--methods", "capo"], "at least one seed"),
    (["--methods", "capo", "--seeds", "0", "--set", "lam=3"], "lam"),
    (["--collect", "/nonexistent"], "found no run records")])
def test_bad_input_is_one_line(tiny_model_path, tmp_path, args, says):
    command = [sys.executable, "-m", "agentgym_capo.cli", "compare", "--config", "configs/relay_demo_cpu.yaml",
               "--model", str(tiny_model_path), "--out", str(tmp_path / "c"), *args]
    done = subprocess.run(command, cwd=ROOT, env=subprocess_env(), capture_output=True, text=True, timeout=120)
    assert done.returncode == 2 and says in done.stderr, done.stderr[-2000:]
    assert "Traceback" not in done.stderr and not (tmp_path / "c" / "runs").exists()


def test_collect_keeps_only_the_methods_asked_for_and_refuses_a_label_or_seed_it_has_no_runs_of(tmp_path):
    runs = tmp_path / "runs"
    runs.mkdir()
    for method, seeds in (("capo", (0, 1)), ("grpo", (0, 1, 2)), ("gigpo", (0, 1))):
        for seed in seeds:
            record = hand_record(method, seed, [0, 1, 0, 0], [1, 1, 0, seed % 2])
            (runs / f"{record['name']}.json").write_text(json.dumps(record))

    def collect(*args):
        return subprocess.run([sys.executable, "-m", "agentgym_capo.cli", "compare", "--collect", str(runs), *args],
                              cwd=ROOT, env=subprocess_env(), capture_output=True, text=True, timeout=120)

    done = collect("--methods", "grpo", "gigpo", "--seeds", "0", "1", "--reference", "grpo", "--out",
                   str(tmp_path / "two"))
    assert done.returncode == 0, done.stderr[-2000:]
    result = json.loads((tmp_path / "two" / "compare.json").read_text())
    assert set(result["methods"]) == {"grpo", "gigpo"} and result["reference"] == "grpo"
    assert list(result["reference_minus_method"]) == ["gigpo"] and result["complete_runs"] == 4
    for args, says in ((["--methods", "capo", "gspo"], "--methods gspo: no such method among the runs collected "
                        "(capo, gigpo, grpo)"),
                       (["--methods", "capo", "grpo", "--reference", "gigpo"], "--reference gigpo: not among"),
                       (["--reference", "capoo"], "--reference capoo: not among"),
                       (["--seeds", "0", "1", "7"], "--seeds 7: no runs of these seeds among the methods kept "
                        "(seeds found: 0 1 2)"),
                       (["--seeds", "2"], "capo, gigpo: no runs of seeds 2; keep the methods that ran them")):
        refused = collect(*args, "--out", str(tmp_path / "refused"))
        assert refused.returncode == 2 and says in refused.stderr, refused.stderr[-2000:]
        assert "Traceback" not in refused.stderr and not (tmp_path / "refused").exists()
