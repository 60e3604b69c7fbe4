"""benchmarks/harness.py: the common flags, timed sections, the one stamped JSON record and the plot helpers."""

from __future__ import annotations

import ast
import json
import subprocess
import sys
from pathlib import Path

import pytest
import torch

from benchmarks import harness
from tests.trainer.helpers import subprocess_env

ROOT = Path(__file__).resolve().parents[2]


def test_the_parser_has_the_common_flags_and_remembers_the_command(tmp_path):
    parser = harness.parser(str(ROOT / "benchmarks" / "x.py"), "What x measures.\n\nMore.", output="x.json",
                            output_aliases=("--result",), threads=2, dry_run="toy sizes", replot=True)
    assert parser.description == "What x measures."
    options = parser.parse_args([])
    assert options.output == harness.RESULTS / "x.json" and options.threads == 2 and not options.dry_run
    assert options.replot is None
    options = parser.parse_args(["--result", str(tmp_path / "y.json"), "--dry-run"])
    assert options.output == tmp_path / "y.json" and options.dry_run  # the old spelling still works
    assert harness.command() == f"python benchmarks/x.py --result {tmp_path / 'y.json'} --dry-run"
    bare = harness.parser(__file__, None).parse_args([])
    assert bare.output is None and not hasattr(bare, "threads") and not hasattr(bare, "dry_run")
    with pytest.raises(SystemExit):  # a required output
        harness.parser(__file__, None, output_required=True).parse_args([])


def test_record_stamps_machine_torch_commit_and_command(tmp_path, monkeypatch):
    harness.parser(str(ROOT / "benchmarks" / "x.py"), None).parse_args(["--output", "o.json"])
    monkeypatch.setattr(harness, "git_commit", lambda: {"sha": "abc1234", "dirty": False})
    written = harness.record({"ratio": 0.5, "machine": {"gpu": "H200"}}, tmp_path / "deep" / "o.json")
    assert json.loads((tmp_path / "deep" / "o.json").read_text()) == written
    assert written["ratio"] == 0.5 and written["torch"] == torch.__version__ and written["python"]
    assert written["commit"] == {"sha": "abc1234", "dirty": False}
    assert written["command"] == "python benchmarks/x.py --output o.json" and written["recorded_at"]
    machine = written["machine"]  # the machine record, with what the script knew besides kept
    assert machine["gpu"] == "H200" and {"cpu_model", "flags", "torch_cpu_capability", "load_average"} <= set(machine)
    assert not list((tmp_path / "deep").glob("*.tmp"))  # written whole, then moved into place
    assert harness.record({"printed": 1}, None)["printed"] == 1  # no file: only stamped


def test_record_keeps_other_records_under_a_key_or_in_a_list(tmp_path):
    by_tag, listed = tmp_path / "by_tag.json", tmp_path / "listed.json"
    harness.record({"seconds": 1}, by_tag, key="untrained")
    harness.record({"seconds": 2}, by_tag, key="warm")
    harness.record({"seconds": 3}, by_tag, key="untrained")
    assert {tag: record["seconds"] for tag, record in json.loads(by_tag.read_text()).items()} == {
        "untrained": 3, "warm": 2}
    for seconds in (1, 2):
        harness.record({"seconds": seconds}, listed, append=True)
    assert [record["seconds"] for record in json.loads(listed.read_text())] == [1, 2]


def test_the_commit_is_none_outside_a_repository(tmp_path, monkeypatch):
    harness.git_commit.cache_clear()
    try:
        monkeypatch.setattr(harness, "ROOT", tmp_path)
        assert harness.git_commit() is None
        harness.git_commit.cache_clear()
        monkeypatch.setattr(harness, "ROOT", ROOT)
        commit = harness.git_commit()
        assert commit is None or (len(commit["sha"]) >= 7 and commit["dirty"] in (True, False))
    finally:
        harness.git_commit.cache_clear()


def test_timed_sections_record_seconds_and_collect_repeats():
    seconds: dict = {"repeat": []}
    with harness.timed(seconds, "once"):
        sum(range(1000))
    for _ in range(3):
        with harness.timed(seconds, "repeat"):
            sum(range(1000))
    assert seconds["once"] > 0 and len(seconds["repeat"]) == 3 and all(s > 0 for s in seconds["repeat"])
    with pytest.raises(ValueError), harness.timed(seconds, "failed"):
        raise ValueError("a failed block records nothing")
    assert "failed" not in seconds
    assert len(harness.seconds_of(lambda: None, 4)) == 4 and harness.median_of(lambda: None, 3) >= 0


def test_the_plot_helpers_write_a_png_beside_the_json(tmp_path):
    output = tmp_path / "result.json"

    def draw(axes):
        harness.bars(axes[0], ["a", "b"], {"x": [1.0, 2.0], "y": [2.0, 1.0]}, notes=["x0.5", "x2.0"],
                     values="{:.1f}", line=(1.5, "target"), ylabel="seconds", title="bars")
        drawn = harness.lines(axes[1], {"s0": ([1, 2, 4], [0.1, 0.2, 0.3])}, bands={"s0": ([0, 0.1, 0.2],
                                                                                           [0.2, 0.3, 0.4])},
                              log_x=2, xlabel="L", ylabel="share")
        assert set(drawn) == {"s0"}

    assert harness.figure(output, draw, panels=2, title="two panels") == tmp_path / "result.png"
    assert (tmp_path / "result.png").stat().st_size > 0
    named = tmp_path / "curves.png"
    assert harness.figure(named, lambda axis: harness.lines(axis, {})) == named and named.exists()


def test_without_matplotlib_a_figure_is_skipped(tmp_path, monkeypatch, capsys):
    monkeypatch.setitem(sys.modules, "matplotlib", None)  # import matplotlib now raises ImportError
    assert harness.figure(tmp_path / "r.json", lambda axis: None) is None
    assert not (tmp_path / "r.png").exists() and "matplotlib is not installed" in capsys.readouterr().out


def test_the_machine_record_is_a_top_level_utility():
    """Arrows point down: the trainer's precision asks agentgym_capo.machine, which imports nothing of the package."""
    source = (ROOT / "agentgym_capo" / "machine.py").read_text()
    imported = {node.module for node in ast.walk(ast.parse(source)) if isinstance(node, ast.ImportFrom)}
    imported |= {alias.name for node in ast.walk(ast.parse(source)) if isinstance(node, ast.Import)
                 for alias in node.names}
    assert not {name for name in imported if name and name.startswith("agentgym_capo")}
    from agentgym_capo import machine
    from agentgym_capo.trainer.model import precision

    assert precision.native_bf16 is machine.native_bf16  # the decision reads the one capability check


@pytest.mark.parametrize("script", ["demo_rise_compare", "throughput", "relay_sweep"])
def test_a_script_runs_from_the_repository_root_without_an_installed_path(tmp_path, script):
    """``python benchmarks/<name>.py`` finds this checkout and its sibling modules through ``import harness``."""
    env = {k: v for k, v in subprocess_env().items() if k != "PYTHONPATH"}
    done = subprocess.run([sys.executable, str(ROOT / "benchmarks" / f"{script}.py"), "--help"], capture_output=True,
                          text=True, env=env, cwd=tmp_path, timeout=300)
    assert done.returncode == 0, done.stderr[-2000:]
    assert "--output" in done.stdout
