"""The package installs without ``-e`` and still finds its bundled data; the CLI answers."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest

REPO = Path(__file__).resolve().parents[1]


@pytest.mark.slow
def test_non_editable_install_finds_bundled_data(tmp_path):
    target = tmp_path / "site"
    build = subprocess.run(
        [sys.executable, "-m", "pip", "install", "--no-deps", "--no-build-isolation", "--no-cache-dir",
         "--quiet", "--target", str(target), str(REPO)],
        capture_output=True, text=True, timeout=600, cwd=tmp_path)
    assert build.returncode == 0, build.stderr[-3000:]
    code = ("import agentgym_capo, agentgym_capo.paths as p; d = p.data_dir(); "
            "print(agentgym_capo.__file__); print(d); print((d / 'README.md').exists())")
    run = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=300,
                         cwd=tmp_path, env={"PYTHONPATH": str(target), "PATH": "/usr/bin:/bin",
                                            "HF_HUB_OFFLINE": "1", "HOME": str(tmp_path)})
    assert run.returncode == 0, run.stderr[-3000:]
    module_file, data_path, has_readme = run.stdout.split()
    assert module_file.startswith(str(target)) and data_path.startswith(str(target))
    assert has_readme == "True"


def test_cli_lists_envs_and_runs_scripted_rollouts():
    from agentgym_capo.cli import main

    assert main(["envs"]) == 0
    assert main(["rollout", "--env", "capo/Chain-v0", "--episodes", "1"]) == 0


def test_cli_user_errors_are_one_clear_line(capsys):
    from agentgym_capo.cli import main

    assert main(["data", "prepare", "no-such-set", "--source", "x"]) == 2
    assert "Unknown data set 'no-such-set'" in capsys.readouterr().err


def test_extras_keep_the_trainer_stack_out_of_the_base_install():
    from setuptools.config.setupcfg import read_configuration

    options = read_configuration(REPO / "setup.cfg")["options"]
    base = {requirement.split("=")[0].split(">")[0] for requirement in options["install_requires"]}
    extras = options["extras_require"]
    assert not base & {"trl", "accelerate", "peft", "datasets", "matplotlib", "uvicorn", "websockets", "bm25s"}
    assert {"gymnasium", "textworld", "alfworld", "tantivy", "faiss-cpu"} <= base
    assert any(r.startswith("trl==") for r in extras["train"]) and any(r.startswith("uvicorn") for r in extras["serve"])
    assert "agentgym_capo[train,serve]" in extras["dev"] and extras["gpu"]
