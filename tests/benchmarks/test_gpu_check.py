"""benchmarks/gpu_check.py and scripts/gpu_wheels.sh: the skip path, the CPU dry path, the real check on a GPU,
the wheels' versions against setup.cfg, and the imports the carried wheels must cover."""

from __future__ import annotations

import configparser
import json
import re
import subprocess
import sys
from pathlib import Path

import pytest
import torch

from tests.trainer.helpers import subprocess_env

ROOT = Path(__file__).resolve().parents[2]
SCRIPT = ROOT / "benchmarks" / "gpu_check.py"
WHEELS = ROOT / "scripts" / "gpu_wheels.sh"


def _check(tmp_path: Path, *args: str, env: dict[str, str] | None = None, timeout: float = 300) -> dict:
    output = tmp_path / "out" / "gpu_check.json"
    done = subprocess.run([sys.executable, str(SCRIPT), "--output", str(output), "--workdir", str(tmp_path), *args],
                          capture_output=True, text=True, env=env or subprocess_env(), cwd=ROOT, timeout=timeout)
    assert done.returncode == 0, done.stderr[-3000:]
    printed = json.loads(done.stdout)
    assert json.loads(output.read_text()) == printed
    return printed


def test_without_cuda_it_skips_with_exit_0(tmp_path):
    env = dict(subprocess_env(), CUDA_VISIBLE_DEVICES="")  # hides a GPU too, so the path is the same everywhere
    result = _check(tmp_path, env=env)
    assert "CUDA" in result["skipped"] and "scenarios" not in result  # nothing measured; the record says where
    assert result["machine"]["cpu_model"] and result["command"].startswith("python benchmarks/gpu_check.py")


def _normal(name: str) -> str:
    return re.sub(r"[-_.]+", "-", name).lower()


@pytest.mark.slow
def test_cpu_dry_path_runs_both_scenarios_and_writes_every_key(tmp_path):
    result = _check(tmp_path, "--device", "cpu", "--tiny", "--in-process")
    assert result["label"].startswith("CPU dry run: not a GPU measurement")
    assert result["machine"]["torch"] == torch.__version__ and result["tiny"] is True
    assert set(result["scenarios"]) == {"full_ft_separate_critic", "lora_lora_critic"}
    for name, scenario in result["scenarios"].items():
        assert "error" not in scenario, (name, scenario.get("traceback"))
        assert scenario["iterations_logged"] == 1 and scenario["s_per_iteration"] > 0
        assert scenario["generated_tokens_per_s"] > 0 and scenario["processed_tokens_per_s"] > 0
        assert scenario["plan"]["total_gb"] > 0 and scenario["plan"]["components_gb"]
        assert scenario["pass_precision"]["pass_dtypes"]["update"] == "float32"  # bf16=False on the CPU
        assert scenario["precision_metrics"]["precision/update_bf16"] == 0.0
        assert set(scenario["sampler_vs_learner"]) == {"sampling_metrics", "logratio_noise_floor"}
        assert scenario["settings"]["use_cpu"] is True and scenario["settings"]["algo"] == "capo"
    full, lora = result["scenarios"]["full_ft_separate_critic"], result["scenarios"]["lora_lora_critic"]
    assert full["plan"]["strategy"] == "ddp" and full["param_dtypes"]["critic"] == ["float32"]
    assert lora["plan"]["strategy"] == "lora" and lora["param_dtypes"]["critic"] is None  # the critic is an adapter
    assert lora["settings"]["critic_mode"] == "lora" and lora["settings"]["peft_config"]["r"] == 16


@pytest.mark.slow
def test_cpu_dry_path_runs_the_other_critic_setups(tmp_path):
    names = ["full_ft_shared_critic", "lora_shared_critic", "lora_separate_critic"]
    result = _check(tmp_path, "--device", "cpu", "--tiny", "--in-process", "--scenarios", *names)
    assert list(result["scenarios"]) == names
    for name, scenario in result["scenarios"].items():
        assert "error" not in scenario, (name, scenario.get("traceback"))
        assert scenario["settings"]["critic_mode"] == name.split("_")[-2]
    shared, lora_shared, lora_separate = (result["scenarios"][name] for name in names)
    assert shared["param_dtypes"]["critic"] is None and shared["plan"]["strategy"] == "ddp"  # a value head
    assert lora_shared["plan"]["strategy"] == "lora" and lora_shared["param_dtypes"]["critic"] is None
    assert lora_separate["param_dtypes"]["critic"] == ["float32"]
    assert lora_separate["param_dtypes"]["reference"] == "base, adapters off"


def test_plan_against_peaks_leaves_the_fixed_overhead_out_of_the_like_for_like_ratio():
    from benchmarks.gpu_check import GB, plan_against_peaks

    plan = {"total_gb": 12.0, "components_gb": {"weights": 10.0, "cuda/nccl overhead": 2.0}}
    ratios = plan_against_peaks(plan, allocated=8 * GB, reserved=10 * GB)
    assert ratios == {"plan_over_measured": pytest.approx(1.5), "plan_over_reserved": pytest.approx(1.2),
                      "plan_without_overhead_over_allocated": pytest.approx(1.25)}
    assert set(plan_against_peaks({"error": "no plan"}, 8 * GB, 10 * GB).values()) == {None}


@pytest.mark.gpu
@pytest.mark.slow
@pytest.mark.skipif(not torch.cuda.is_available(), reason="needs CUDA")
def test_gpu_check_measures_both_scenarios_on_cuda(tmp_path):
    result = _check(tmp_path, timeout=600)
    assert result["label"] == "GPU measurement" and result["machine"]["gpu"]
    for name, scenario in result["scenarios"].items():
        assert "error" not in scenario, (name, scenario.get("traceback"))
        assert scenario["max_memory_allocated_gb"] > 0 and scenario["s_per_iteration"] > 0
        assert scenario["pass_precision"]["pass_dtypes"]["update"] == "bfloat16"


def _wheel_pins() -> dict[str, str]:
    text = WHEELS.read_text()
    block = re.search(r"WHEELS=\((.*?)\)", text, re.S).group(1)
    return {_normal(name): version for name, version in re.findall(r"([A-Za-z0-9_.-]+)==([^\s)]+)", block)}


def _setup_cfg_pins() -> dict[str, str]:
    parser = configparser.ConfigParser()
    parser.read(ROOT / "setup.cfg")
    lines = parser["options"]["install_requires"].splitlines()
    for extra in parser["options.extras_require"].values():
        lines += extra.splitlines()
    return {_normal(m.group(1)): m.group(2) for line in lines
            if (m := re.match(r"\s*([A-Za-z0-9_.-]+)==(\S+)", line))}


def test_gpu_wheels_pin_exactly_the_versions_of_setup_cfg():
    wheels, pinned = _wheel_pins(), _setup_cfg_pins()
    assert {"trl", "datasets", "gymnasium", "peft"} <= set(wheels)  # the trainer's pins the GPU machines lack
    drift = {name: (version, pinned[name]) for name, version in wheels.items()
             if name in pinned and pinned[name] != version}
    assert not drift, f"scripts/gpu_wheels.sh differs from setup.cfg (wheel, setup.cfg): {drift}"
    # the run command the script prints is the one benchmarks/README.md documents
    command = next(line for line in WHEELS.read_text().splitlines() if line.startswith("python3 -m pip install"))
    assert command in (ROOT / "benchmarks" / "README.md").read_text()


@pytest.mark.slow
def test_trainer_and_chain_env_need_no_lazy_base_dependency():
    """What gpu_wheels.sh leaves out (the base install's search/serving/game engines) stays unimported."""
    code = (
        "import sys, gymnasium as gym, agentgym_capo\n"
        "from agentgym_capo.trainer.capo_trainer import CAPOTrainer\n"
        "from agentgym_capo.trainer.model import adapters\n"
        "from agentgym_capo.trainer.commands import plan_cli\n"
        "env = gym.make('capo/Chain-v0'); env.reset(seed=0)\n"
        "print(sorted({m.split('.')[0] for m in sys.modules}))\n")
    # TRL itself imports the trackers it finds installed (trackio, which brings uvicorn, is in the dev extra and
    # not among the GPU wheels): what the trainer imports is measured beyond what TRL's GRPOTrainer alone loads
    baseline = "import sys, trl.trainer.grpo_trainer\nprint(sorted({m.split('.')[0] for m in sys.modules}))\n"

    def loaded_by(source: str) -> set[str]:
        done = subprocess.run([sys.executable, "-c", source], capture_output=True, text=True, env=subprocess_env(),
                              cwd=ROOT, timeout=300)
        assert done.returncode == 0, done.stderr[-3000:]
        return set(json.loads(done.stdout.strip().splitlines()[-1].replace("'", '"')))

    loaded, trl_alone = loaded_by(code), loaded_by(baseline)
    lazy = {"tantivy", "faiss", "rapidfuzz", "fastapi", "uvicorn", "textworld", "alfworld", "sentence_transformers",
            "vllm", "deepspeed", "gguf"}
    assert not (loaded - trl_alone) & lazy
    assert not trl_alone & (lazy - {"uvicorn", "fastapi"})  # TRL loads no search, game or serving engine either
    assert {"trl", "datasets", "gymnasium"} <= loaded  # what the wheels carry is really needed
