"""The CPU-sized configs start and train, and a GPU config on a CPU is answered in one line."""

from __future__ import annotations

import importlib.util
import subprocess
import sys
from pathlib import Path

import pytest
import torch

from agentgym_capo.cli import main
from agentgym_capo.errors import ConfigError
from agentgym_capo.machine import cuda_ruled_out
from agentgym_capo.trainer.backend.records import read_jsonl
from agentgym_capo.trainer.commands.config_file import load_config_file
from agentgym_capo.trainer.commands.train_cli import CPU_CONFIGS, _check_vllm_installed
from tests.trainer.helpers import subprocess_env

ROOT = Path(__file__).resolve().parents[3]
no_gpu = pytest.mark.skipif(torch.cuda.is_available(), reason="checks the answer on a machine without a GPU")
#: What the refusals say of this machine (found without torch where its device nodes tell).
NO_GPU = cuda_ruled_out() or "torch.cuda.is_available() is False"


@pytest.mark.parametrize(("env_id", "path"), sorted(CPU_CONFIGS.items()))
def test_each_named_cpu_config_is_shipped_for_its_env(env_id, path):
    settings = load_config_file(str(ROOT / path))
    assert settings["env"] == env_id and settings["use_cpu"] is True
    assert not settings.get("use_vllm") and not settings.get("gradient_checkpointing")


@no_gpu
def test_a_gpu_config_on_a_cpu_names_the_overrides_and_the_cpu_config(tiny_model_path, capsys):
    config = "configs/webshop_capo.yaml"
    assert main(["train", "--config", str(ROOT / config), "--model", tiny_model_path]) == 2
    err = capsys.readouterr().err.strip()
    assert err == (f"capo: error: {ROOT / config}: use_vllm: true, bf16: true need a GPU, and this machine has none "
                   f"({NO_GPU}): start from configs/webshop_cpu.yaml (sized for a CPU), or "
                   "add --set use_cpu=true --set use_vllm=false --set bf16=false."), err


@no_gpu
def test_use_cpu_with_vllm_asks_only_for_what_is_left(tiny_model_path, capsys):
    argv = ["train", "--config", str(ROOT / "configs/alfworld_capo.yaml"), "--model", tiny_model_path,
            "--set", "use_cpu=true"]
    assert main(argv) == 2
    err = capsys.readouterr().err.strip()
    assert err.endswith(f"use_vllm: true needs a GPU, and this machine has none ({NO_GPU}): "
                        "start from configs/alfworld_cpu.yaml (sized for a CPU), or add --set use_vllm=false."), err


@no_gpu
def test_use_cpu_false_without_a_gpu_is_refused(tiny_model_path, capsys):
    assert main(["train", "--env", "capo/TextWorld-v0", "--model", tiny_model_path, "--set", "use_cpu=false"]) == 2
    assert capsys.readouterr().err.strip() == (
        "capo: error: capo train: use_cpu: false needs a GPU, and this machine has none "
        f"({NO_GPU}): add --set use_cpu=true.")


def test_cuda_ruled_out_only_where_torch_sees_no_gpu(monkeypatch):
    """The torch-free answer never contradicts torch's; hiding every device rules CUDA out on any machine."""
    if cuda_ruled_out() is not None:
        assert not torch.cuda.is_available()
    monkeypatch.setenv("CUDA_VISIBLE_DEVICES", "")
    assert cuda_ruled_out() == "CUDA_VISIBLE_DEVICES is ''"


def test_use_vllm_without_a_gpu_is_refused_before_torch_loads(tmp_path, tiny_model_path):
    """The real command in a child with every device hidden: one line, exit 2, and -X importtime lists no torch."""
    config = tmp_path / "gpu.yaml"
    config.write_text("env: capo/Chain-v0\nmax_steps: 3\nuse_vllm: true\n", encoding="utf-8")
    done = subprocess.run([sys.executable, "-X", "importtime", "-m", "agentgym_capo.cli", "train", "--config",
                           str(config), "--model", tiny_model_path, "--output-dir", str(tmp_path / "run")],
                          capture_output=True, text=True, timeout=300, check=False,
                          env={**subprocess_env(), "CUDA_VISIBLE_DEVICES": ""})
    imported = {line.split("|")[-1].strip() for line in done.stderr.splitlines() if line.startswith("import time:")}
    said = [line for line in done.stderr.splitlines() if not line.startswith("import time:")]
    assert done.returncode == 2
    assert said == [f"capo: error: {config}: use_vllm: true needs a GPU, and this machine has none "
                    "(CUDA_VISIBLE_DEVICES is ''): start from configs/chain_demo_cpu.yaml (sized for a CPU), or add "
                    "--set use_cpu=true --set use_vllm=false."]
    assert "agentgym_capo.machine" in imported  # the list is real: the check itself is in it
    assert imported.isdisjoint({"torch", "transformers", "trl"})


@pytest.mark.skipif(importlib.util.find_spec("vllm") is not None, reason="vLLM is installed")
def test_vllm_asked_for_but_not_installed_is_one_line():
    with pytest.raises(ConfigError, match=r"use_vllm is true but vLLM is not installed: .* --set use_vllm=false"):
        _check_vllm_installed({"use_vllm": True})
    _check_vllm_installed({"use_vllm": False})


@pytest.mark.slow  # 30-110 s each on 2 cores: the shipped sizes, only the model is the tiny one
@pytest.mark.parametrize("name", ["webshop_cpu", "alfworld_cpu", "hotpotqa_cpu"])
def test_cpu_config_runs_one_iteration(name, tiny_model_path, tmp_path, capsys):
    settings = load_config_file(str(ROOT / f"configs/{name}.yaml"))
    out = tmp_path / "run"
    assert main(["train", "--config", str(ROOT / f"configs/{name}.yaml"), "--model", tiny_model_path,
                 "--max-steps", "1", "--output-dir", str(out), "--set", "disable_tqdm=true"]) == 0
    printed = capsys.readouterr().out
    (logged,) = [row for row in read_jsonl(out / "metrics.jsonl") if "rollout/episodes" in row]
    assert logged["rollout/episodes"] == settings["rollout_tasks"] and logged["rollout/env_errors"] == 0
    assert f"saved to {out}" in printed and (out / "config.json").exists()
