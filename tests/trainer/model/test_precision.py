"""CPU precision by capability (trainer/model/precision.py): the decision, the config, and what each pass ran in."""

from __future__ import annotations

import json

import pytest
import torch

from agentgym_capo.machine import ENV_FLAG, machine_info, native_bf16
from agentgym_capo.trainer.capo_trainer import CAPOTrainer
from agentgym_capo.trainer.model.precision import PassPrecision, accelerator_precision, decide_precision
from tests.trainer.helpers import chain_factory, tiny_config


def test_decision_follows_native_bf16_and_honours_explicit_bf16():
    assert not decide_precision(None, native=False).bf16  # AVX2-only: fp32 everywhere
    assert decide_precision(None, native=True).bf16  # avx512_bf16/AMX: bf16 autocast
    assert not decide_precision(False, native=True).bf16
    forced = decide_precision(True, native=False)
    assert forced.bf16 and forced.warning and "4.5x" in forced.warning  # honoured, with the cost said
    assert decide_precision(True, native=True).warning is None


def test_env_flag_overrides_the_cpu_check(monkeypatch):
    monkeypatch.setenv(ENV_FLAG, "0")
    assert not native_bf16() and not machine_info()["native_bf16"]
    monkeypatch.setenv(ENV_FLAG, "1")
    assert native_bf16()


def test_config_resolves_bf16_by_capability(tmp_path, monkeypatch):
    monkeypatch.setenv(ENV_FLAG, "0")
    assert tiny_config(tmp_path, bf16=None).bf16 is False
    with pytest.warns(UserWarning, match="without native bf16"):
        assert tiny_config(tmp_path, bf16=True).bf16 is True
    monkeypatch.setenv(ENV_FLAG, "1")
    assert tiny_config(tmp_path, bf16=None).bf16 is True


def test_pass_records_the_active_autocast_dtype():
    precision = PassPrecision(decide_precision(None, native=False))
    with precision.autocast("update"):
        assert torch.ones(2, 2).matmul(torch.ones(2, 2)).dtype == torch.float32
    bf16 = PassPrecision(decide_precision(None, native=True))
    with bf16.autocast("update"):
        assert torch.ones(2, 2).matmul(torch.ones(2, 2)).dtype == torch.bfloat16
    assert precision.pass_dtypes == {"update": "float32"} and bf16.pass_dtypes == {"update": "bfloat16"}


def test_the_pass_dtypes_read_as_words_each_dtype_once():
    """What ``capo demo`` prints after "passes ran in" (not the dict's repr)."""
    precision = PassPrecision(decide_precision(None, native=True))
    assert precision.describe_passes() == "no pass yet"
    for name, bf16 in (("evaluation", False), ("rollout", True), ("update", True), ("trunk", False)):
        with precision.autocast(name, enabled=bf16):
            pass
    assert precision.describe_passes() == "float32 (evaluation, trunk), bfloat16 (rollout, update)"


@pytest.mark.parametrize("mixed_precision", ["bf16", "fp16", "no"])
def test_off_the_cpu_the_plan_is_accelerates_mixed_precision_not_the_cpus_flags(mixed_precision):
    plan = accelerator_precision("cuda", mixed_precision)
    assert plan.bf16 == (mixed_precision == "bf16") and plan.warning is None
    assert plan.reason.startswith("cuda: accelerate's autocast") and repr(mixed_precision) in plan.reason
    summary = PassPrecision(plan, "cuda").summary()
    assert summary["device_type"] == "cuda" and summary["bf16"] == plan.bf16 and summary["reason"] == plan.reason
    if not torch.cuda.is_available():  # the device's own bf16 support, never the CPU's flags
        assert plan.native == plan.bf16


@pytest.mark.parametrize("native", ["0", "1"])
def test_trainer_iteration_records_each_pass_dtype(tmp_path, monkeypatch, tiny_model_path, tiny_tokenizer, native):
    monkeypatch.setenv(ENV_FLAG, native)
    args = tiny_config(tmp_path, bf16=None, action_mode="choose", trainable_layers=1, max_steps=2,
                       mini_batch_size=2)
    trainer = CAPOTrainer(model=tiny_model_path, args=args, env=chain_factory(), processing_class=tiny_tokenizer)
    trainer.train()
    expected = "bfloat16" if native == "1" else "float32"
    dtypes = trainer.precision.pass_dtypes
    assert set(dtypes) >= {"rollout", "trunk", "prepare", "update"}
    assert set(dtypes.values()) == {expected}, dtypes
    logged = [json.loads(line) for line in (tmp_path / "run" / "metrics.jsonl").read_text().splitlines()]
    steps = [e for e in logged if "precision/update_bf16" in e]
    assert len(steps) == 2 and all(e["precision/update_bf16"] == float(native) for e in steps)
    # every scored state's trunk went through the memo (hits are tested in test_trunk_cache.py)
    memo = trainer.trunk_split.memo
    assert memo is not None and len(memo) > 0 and memo.hits + memo.misses >= len(memo)
    assert steps[-1]["trunk_memo/megabytes"] > 0
