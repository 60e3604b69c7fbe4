"""`capo plan`: hand-computed cases, the paper's two models on 1 and 8 H100s, `capo train` refusing a plan
that cannot fit, vLLM's KV cache and the shipped configs' context bounds, the bf16 reference, and the plan
against the peak memory measured on CPU (memory_probe.py) for the test models, full fine-tune and LoRA with
each critic_mode (within 15 %)."""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from agentgym_capo.cli import main
from agentgym_capo.errors import ConfigError
from agentgym_capo.trainer.commands.memory_plan import GB, PlanInputs, plan_memory
from agentgym_capo.trainer.commands.memory_shapes import model_shape
from agentgym_capo.trainer.commands.plan_cli import check_train_memory, launched_strategy

ROOT = Path(__file__).resolve().parents[3]
PROBE = Path(__file__).with_name("memory_probe.py")
FP32_FULL = dict(algo="grpo", beta=0.0, bf16=False, gradient_checkpointing=False, use_vllm=False)


@pytest.fixture(scope="module")
def qwen3_4b():
    return model_shape("qwen3-4b-instruct-2507")


def test_shipped_shapes_match_the_model_cards(qwen3_4b):
    small = model_shape("qwen3-1.7b")
    # Model cards: 4.0B parameters (3.6B non-embedding), 1.7B (1.4B non-embedding); both tie embeddings.
    assert round(qwen3_4b.params / 1e9, 1) == 4.0 and round(small.params / 1e9, 1) == 1.7
    assert round((qwen3_4b.params - 151936 * 2560) / 1e9, 1) == 3.6
    assert round((small.params - 151936 * 2048) / 1e9, 1) == 1.4
    assert qwen3_4b.trunk_params == qwen3_4b.params  # tied head: a critic copies everything but nothing more


def test_fp32_adamw_is_16_bytes_per_parameter(qwen3_4b):
    plan = plan_memory(qwen3_4b, PlanInputs.from_settings(FP32_FULL), gpus=1, gpu_memory_gb=80,
                       strategy="ddp", overhead_gb=0)
    state = sum(plan.components[k] for k in ("policy weights", "gradients", "optimizer states"))
    assert state == qwen3_4b.params * 16 and 64.0 < state / GB < 64.6   # "4B fp32 + AdamW = 64 GB"
    assert plan.components["critic"] == plan.components["reference"] == plan.components["vllm"] == 0


def test_sharding_divides_exactly(qwen3_4b):
    inputs = PlanInputs.from_settings({**FP32_FULL, "algo": "capo", "beta": 0.001, "bf16": True})
    one = plan_memory(qwen3_4b, inputs, gpus=8, gpu_memory_gb=80, strategy="ddp")
    zero2 = plan_memory(qwen3_4b, inputs, gpus=8, gpu_memory_gb=80, strategy="zero2")
    zero3 = plan_memory(qwen3_4b, inputs, gpus=8, gpu_memory_gb=80, strategy="zero3")
    assert zero2.components["policy weights"] == one.components["policy weights"] == qwen3_4b.params * 4
    assert zero2.components["optimizer states"] == one.components["optimizer states"] / 8
    assert zero3.components["policy weights"] == qwen3_4b.params * 4 / 8
    assert zero3.components["reference"] == qwen3_4b.params * 2 / 8   # frozen in bf16, sharded
    # its forward gathers the whole reference (prepare_fsdp wraps it as one unit): at least that much transient
    assert zero3.components["activations"] >= qwen3_4b.params * 2
    # separate critic = a second (tied-head) model: same bytes as the policy's weights+grads+optimizer
    assert zero3.components["critic"] == pytest.approx(qwen3_4b.params * 16 / 8)


def test_lora_keeps_one_frozen_base(qwen3_4b):
    inputs = PlanInputs.from_settings({**FP32_FULL, "algo": "capo", "beta": 0.001, "bf16": True})
    plan = plan_memory(qwen3_4b, inputs, gpus=1, gpu_memory_gb=80, strategy="lora")
    assert plan.components["reference"] == 0  # the base with adapters disabled
    # the base stays in the policy's load dtype (fp32 unless model_init_kwargs says otherwise)
    assert plan.components["policy weights"] == qwen3_4b.params * 4 + qwen3_4b.lora_params * 4
    bf16_base = plan_memory(qwen3_4b, PlanInputs.from_settings({**FP32_FULL, "algo": "capo", "beta": 0.001,
                                                                "bf16": True,
                                                                "model_init_kwargs": {"dtype": "bfloat16"}}),
                            gpus=1, gpu_memory_gb=80, strategy="lora")
    assert bf16_base.components["policy weights"] == qwen3_4b.params * 2 + qwen3_4b.lora_params * 4
    assert plan.components["critic"] == (qwen3_4b.lora_params + qwen3_4b.hidden_size + 1) * 16


def test_critic_mode_lora_is_one_base_and_two_adapters(qwen3_4b):
    peft = {"r": 16, "target_modules": "all-linear"}
    base = {**FP32_FULL, "algo": "capo", "beta": 0.001, "bf16": True, "peft_config": peft}
    lora = plan_memory(qwen3_4b, PlanInputs.from_settings({**base, "critic_mode": "lora"}), gpus=1,
                       gpu_memory_gb=80, strategy="lora")
    head = qwen3_4b.hidden_size + 1
    # one frozen fp32 base (TRL's load dtype); the policy adapter trains in fp32 (4 + 4 + 8 bytes), the critic
    # adapter + head too
    assert lora.components["policy weights"] == qwen3_4b.params * 4 + qwen3_4b.lora_params * 4
    assert lora.components["gradients"] + lora.components["optimizer states"] == qwen3_4b.lora_params * 12
    assert lora.components["critic"] == (qwen3_4b.lora_params + head) * 16
    assert lora.components["reference"] == 0  # the base with adapters disabled
    # every critic runs a second pass through a trunk (its own, the policy's, or the policy's with the critic
    # adapter), so the three modes hold the same activations, twice the critic-free one's trunk
    separate = plan_memory(qwen3_4b, PlanInputs.from_settings({**base, "critic_mode": "separate"}), gpus=1,
                           gpu_memory_gb=80, strategy="lora")
    shared = plan_memory(qwen3_4b, PlanInputs.from_settings({**base, "critic_mode": "shared"}), gpus=1,
                         gpu_memory_gb=80, strategy="lora")
    grpo = plan_memory(qwen3_4b, PlanInputs.from_settings({**base, "algo": "grpo"}), gpus=1, gpu_memory_gb=80,
                       strategy="lora")
    assert separate.components["activations"] == lora.components["activations"] == shared.components["activations"]
    assert shared.components["activations"] > grpo.components["activations"]
    assert shared.components["critic"] == head * 16  # only the head trains (fp32 weight, grad, AdamW)
    # with peft_config a separate critic is what the trainer builds: a full fp32 model next to the LoRA policy
    assert separate.components["critic"] == qwen3_4b.trunk_params * 16
    assert separate.total - lora.total > 60 * GB


@pytest.mark.parametrize(("model", "gpus", "best"), [
    ("qwen3-4b-instruct-2507", 1, "lora"), ("qwen3-4b-instruct-2507", 8, "zero3"),
    ("qwen3-1.7b", 1, "lora"), ("qwen3-1.7b", 8, "zero2"),
])
def test_paper_models_on_h100s(model, gpus, best, capsys):
    code = main(["plan", str(ROOT / "configs/webshop_capo.yaml"), "--model", model, "--gpus", str(gpus),
                 "--gpu-memory", "80"])
    out = capsys.readouterr().out
    assert code == 0 and f"cheapest that fits: {best} " in out
    assert "activations" in out and "vllm" in out and "critic" in out


def test_train_check_refuses_with_one_line(qwen3_4b):
    settings = {"algo": "capo", "bf16": True, "gradient_checkpointing": True, "max_prompt_length": 16384,
                "max_completion_length": 4096, "use_vllm": True, "vllm_max_model_length": 20480,
                "micro_batch_tokens": 8192}
    with pytest.raises(ConfigError) as error:
        check_train_memory(settings, "qwen3-4b-instruct-2507", gpus=8, gpu_memory_gb=80, strategy="ddp")
    message = str(error.value)
    assert "\n" not in message and "configs/accelerate/zero3.yaml" in message and "under ddp" in message
    with pytest.raises(ConfigError, match="peft_config"):
        check_train_memory(settings, "qwen3-4b-instruct-2507", gpus=1, gpu_memory_gb=80, strategy="ddp")
    fits = check_train_memory(settings, "qwen3-4b-instruct-2507", gpus=8, gpu_memory_gb=80, strategy="zero3")
    assert fits is not None and fits.fits


def test_capo_train_refuses_an_impossible_plan(tmp_path):
    model = tmp_path / "qwen3-4b"
    model.mkdir()
    configs = ROOT / "agentgym_capo/trainer/commands/model_configs"
    shutil.copy(configs / "qwen3-4b-instruct-2507.json", model / "config.json")
    env = {**os.environ, "CAPO_GPU_MEMORY_GB": "80", "PYTHONPATH": str(ROOT)}
    result = subprocess.run([sys.executable, "-m", "agentgym_capo.cli", "train", "--env", "capo/Chain-v0",
                             "--model", str(model), "--max-steps", "1", "--set", "bf16=false", "--set", "use_cpu=true",
                             "--output-dir", str(tmp_path / "run")],
                            capture_output=True, text=True, env=env, timeout=300)
    assert result.returncode == 2, result.stderr
    lines = [line for line in result.stderr.splitlines() if line.startswith("capo: error:")]
    assert len(lines) == 1 and "Memory plan:" in lines[0] and "exceeds 80 GB" in lines[0]


# (critic_mode or "none", reference, LoRA) cases, run in one probe process per model (memory_probe.py)
TINY_CASES = ["none:0:0", "separate:1:0", "shared:1:0", "lora:1:1", "shared:1:1", "separate:1:1"]
SMOLLM2_CASES = ["separate:1:0", "shared:1:0", "lora:1:1"]


def _measured(model_dir: str, rows: int, prompt: int, completion: int, cases: list[str]) -> dict:
    result = subprocess.run([sys.executable, str(PROBE), model_dir, str(rows), str(prompt), str(completion), *cases],
                            capture_output=True, text=True, timeout=900,
                            env={**os.environ, "PYTHONPATH": str(ROOT), "OMP_NUM_THREADS": "1"})
    assert result.returncode == 0, result.stderr[-2000:]
    return json.loads(result.stdout.strip().splitlines()[-1])


def _planned(model_dir: str, rows: int, prompt: int, completion: int, case: str) -> float:
    critic, reference, lora = case.split(":")
    settings = {**FP32_FULL, "algo": "grpo" if critic == "none" else "capo", "beta": 0.001 if reference == "1" else 0,
                "per_device_train_batch_size": rows, "micro_batch_tokens": 10**9, "max_prompt_length": prompt,
                "max_completion_length": completion}
    if critic != "none":
        settings["critic_mode"] = critic
    if lora == "1":
        settings["peft_config"] = {"r": 16, "target_modules": "all-linear"}
    inputs = PlanInputs.from_settings(settings)
    return plan_memory(model_shape(model_dir, inputs.lora_rank), inputs, gpus=1, gpu_memory_gb=80,
                       strategy="lora" if lora == "1" else "ddp", overhead_gb=0).total


# peaks fixture -> (rows, prompt tokens, completion tokens) it measures with
MEASURED_SHAPES = {"tiny_peaks": (4, 200, 56), "smollm2_peaks": (2, 96, 32)}


@pytest.fixture(scope="module")
def tiny_peaks(tiny_model_path):
    return tiny_model_path, _measured(tiny_model_path, *MEASURED_SHAPES["tiny_peaks"], TINY_CASES)


@pytest.fixture(scope="module")
def smollm2_peaks():
    from agentgym_capo.models import smollm2_dir

    model = str(smollm2_dir())
    return model, _measured(model, *MEASURED_SHAPES["smollm2_peaks"], SMOLLM2_CASES)


@pytest.mark.slow
@pytest.mark.parametrize("peaks_fixture, case", [("tiny_peaks", c) for c in TINY_CASES]
                         + [("smollm2_peaks", c) for c in SMOLLM2_CASES])
def test_plan_matches_measured_peak(request, peaks_fixture, case):
    model, peaks = request.getfixturevalue(peaks_fixture)
    measured, planned = peaks[case]["peak_bytes"], _planned(model, *MEASURED_SHAPES[peaks_fixture], case)
    assert abs(planned - measured) / measured < 0.15, (case, planned, measured)


def _shipped_configs() -> list[Path]:
    return sorted((ROOT / "configs").glob("*.yaml"))


def test_every_shipped_vllm_config_bounds_its_context():
    from agentgym_capo.trainer.commands.config_file import load_config_file

    vllm = {path.name: load_config_file(str(path)) for path in _shipped_configs()
            if load_config_file(str(path)).get("use_vllm")}
    assert vllm, "no shipped config uses vLLM"
    for name, settings in vllm.items():
        needed = settings["max_prompt_length"] + settings["max_completion_length"]
        assert settings.get("vllm_max_model_length", 0) >= needed, name


def test_vllm_kv_cache_of_the_whole_context_does_not_fit_its_share(qwen3_4b, tmp_path, capsys):
    from agentgym_capo.trainer.commands.memory_plan import vllm_budget

    settings = {"algo": "capo", "bf16": True, "use_vllm": True, "vllm_gpu_memory_utilization": 0.3,
                "max_prompt_length": 16384, "max_completion_length": 4096}
    whole = vllm_budget(qwen3_4b, PlanInputs.from_settings(settings), gpu_memory_gb=80)
    # K and V of 36 layers x 8 heads x 128 dims in bf16 = 144 KiB per token: 36 GiB for 262,144 tokens
    assert whole.max_model_len == 262144 and round(whole.kv_cache / 2**30) == 36
    assert whole.weights + whole.kv_cache > whole.share == 0.3 * 80 * GB and not whole.fits
    bounded = vllm_budget(qwen3_4b, PlanInputs.from_settings({**settings, "vllm_max_model_length": 20480}), 80)
    assert bounded.fits and bounded.kv_cache < 3.1 * GB
    # the plan says so, and refuses every strategy until the context is bounded
    config = tmp_path / "unbounded.yaml"
    config.write_text("\n".join(line for line in (ROOT / "configs/webshop_capo.yaml").read_text().splitlines()
                                if not line.startswith("vllm_max_model_length")))
    assert main(["plan", str(config), "--model", "qwen3-4b-instruct-2507", "--gpus", "8"]) == 1
    out = capsys.readouterr().out
    assert "vLLM cannot start" in out and "vllm_max_model_length" in out and "= 20480" in out
    with pytest.raises(ConfigError, match="vLLM cannot start"):
        check_train_memory({**settings, "gradient_checkpointing": True}, "qwen3-4b-instruct-2507", gpus=8,
                           gpu_memory_gb=80, strategy="zero3")


def test_config_refuses_a_vllm_context_shorter_than_prompt_plus_action(tmp_path):
    from agentgym_capo.trainer.config import CAPOConfig

    with pytest.raises(ConfigError, match="vllm_max_model_length"):
        CAPOConfig(output_dir=str(tmp_path), use_vllm=True, max_prompt_length=1024, max_completion_length=256,
                   vllm_max_model_length=1200, use_cpu=True, max_steps=1)


def test_reference_is_loaded_in_bf16_when_a_gpu_run_trains_in_bf16(tiny_model_path):
    """The allocation ``capo plan`` counts: a bf16 frozen reference in a bf16 GPU run (trl_bridge)."""
    from types import SimpleNamespace

    import torch
    from transformers import AutoModelForCausalLM

    from agentgym_capo.trainer.backend.trl_bridge import load_reference

    policy = AutoModelForCausalLM.from_pretrained(tiny_model_path, dtype=torch.float32)
    state = SimpleNamespace(distributed_type="NO")

    def args(bf16, cpu_precision):
        return SimpleNamespace(model_init_kwargs=None, trust_remote_code=False, distributed_state=state, bf16=bf16,
                               cpu_precision=cpu_precision)

    assert next(load_reference(policy, args(True, None)).parameters()).dtype == torch.bfloat16
    # fp32 runs, and CPU runs (whose tests check the first KL is exactly 0), keep the policy's dtype
    assert next(load_reference(policy, args(False, None)).parameters()).dtype == torch.float32
    assert next(load_reference(policy, args(True, object())).parameters()).dtype == torch.float32


@pytest.mark.parametrize(("environ", "strategy"), [
    ({}, "ddp"),
    ({"ACCELERATE_USE_FSDP": "true", "FSDP_RESHARD_AFTER_FORWARD": "true"}, "zero3"),
    ({"ACCELERATE_USE_FSDP": "true", "FSDP_RESHARD_AFTER_FORWARD": "false"}, "zero2"),
    ({"ACCELERATE_USE_FSDP": "true", "FSDP_SHARDING_STRATEGY": "NO_SHARD"}, "ddp"),
    ({"ACCELERATE_USE_DEEPSPEED": "true", "ACCELERATE_DEEPSPEED_ZERO_STAGE": "2"}, "zero2"),
    ({"ACCELERATE_USE_DEEPSPEED": "true", "ACCELERATE_DEEPSPEED_ZERO_STAGE": "3"}, "zero3"),
])
def test_launched_strategy_from_accelerate_variables(environ, strategy):
    assert launched_strategy(environ) == strategy
