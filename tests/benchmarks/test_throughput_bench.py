"""benchmarks/throughput.py: the GPU code path's CPU dry run writes every key it reports, JSON and PNG."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest
import torch

from tests.trainer.helpers import subprocess_env

ROOT = Path(__file__).resolve().parents[2]
SCRIPT = ROOT / "benchmarks" / "throughput.py"

ROLLOUT_KEYS = {"seconds", "generated_tokens", "generated_tokens_per_s", "decode_steps", "decode_slots",
                "ms_per_decode_step", "kept_slot_share", "peak_memory_gb"}
PASS_KEYS = {"seconds", "tokens_per_s", "padding_share", "positions", "real_positions", "backbone_calls", "gflop",
             "gflop_per_s", "mfu", "peak_memory_gb"}


@pytest.mark.slow
def test_dry_run_writes_every_key(tmp_path):
    output = tmp_path / "throughput.json"
    done = subprocess.run([sys.executable, str(SCRIPT), "--dry-run", "--layouts", "rollout_order,by_length,packed",
                           "--warmup", "1", "--profile-rollout", "--profile-update", "--output", str(output)],
                          capture_output=True, text=True, env=subprocess_env(), cwd=ROOT, timeout=600)
    assert done.returncode == 0, done.stderr[-3000:]
    result = json.loads(output.read_text())
    assert output.with_suffix(".png").stat().st_size > 0
    assert result["dry_run"] is True and result["label"].startswith("CPU dry run")
    assert {"cpu_model", "flags", "load_average", "torch"} <= set(result["machine"])
    assert result["peak_flops"] > 0 and "dry run" in result["peak_source"]
    assert set(result["shapes"]) == {"demo", "webshop"}
    for name, shape in result["shapes"].items():
        assert shape["rows"]["rows"] > 0, name
        assert shape["settings"]["trainable_layers"] is None and shape["model"]["layers"] == 2
        assert set(shape["layouts"]) == {"rollout_order", "by_length", "packed"}
        for layout, measured in shape["layouts"].items():
            assert measured["s_per_iteration"] > 0 and len(measured["runs"]) == 1
            for phase in ("prepare", "update"):
                median = measured["median"][phase]
                assert set(median) == PASS_KEYS, (name, layout, phase)
                assert 0.0 <= median["padding_share"] < 1.0 and median["real_positions"] > 0
                assert median["gflop"] > 0 and median["mfu"] > 0
        assert set(shape["layout_ratios"]) == {"by_length_vs_rollout_order", "packed_vs_rollout_order"}
        for ratios in shape["layout_ratios"].values():
            assert {"s_per_iteration_ratio", "prepare_tokens_per_s_ratio", "update_tokens_per_s_ratio"} <= set(ratios)
            # the same rows: real positions agree; the new layouts never process more positions
            assert ratios["update_positions_ratio"] <= 1.0 and ratios["prepare_positions_ratio"] <= 1.0
    rollout = result["shapes"]["demo"]["rollout"]
    assert set(rollout) == ROLLOUT_KEYS
    assert 0.0 < rollout["kept_slot_share"] <= 1.0 and rollout["decode_slots"] >= rollout["generated_tokens"]
    # the profiled second rollout: where its seconds went, by function, the rollout's entry point among them
    profiled = result["shapes"]["demo"]["rollout_profile"]
    assert profiled["seconds_under_profiler"] > 0 and len(profiled["top_cumulative"]) == 30
    assert any("_rollout" in row["function"] for row in profiled["top_cumulative"])
    assert result["warmup"] == 1
    for name, shape in result["shapes"].items():  # the profiled pass: the update's operators, by CPU time here
        operators = shape["pass_profile"]["top_operators"]
        assert shape["pass_profile"]["layout"] == "packed" and len(operators) == 25, name
        assert any(row["operator"] == "aten::mm" for row in operators) and operators[0]["self_cpu_ms"] > 0
    assert "rollout" not in result["shapes"]["webshop"]  # synthetic rows: no env, no decoding
    assert result["shapes"]["webshop"]["rows"]["prompt_min_max"][1] <= 1500


def test_gpu_decoding_dry_run_times_every_engine_on_the_same_tokens(tmp_path):
    output = tmp_path / "decoding.json"
    done = subprocess.run([sys.executable, str(ROOT / "benchmarks" / "gpu_decoding.py"), "--dry-run", "--rows", "3,2",
                           "--prompt-tokens", "6", "--new-tokens", "4", "--repeats", "2", "--output", str(output)],
                          capture_output=True, text=True, env=subprocess_env(), cwd=ROOT, timeout=600)
    assert done.returncode == 0, done.stderr[-3000:]
    result = json.loads(output.read_text())
    assert result["dry_run"] is True and result["label"].startswith("CPU dry run")
    assert output.with_suffix(".png").stat().st_size > 0
    assert result["compile_config"]["backend"] == "eager" and "cpu_model" in result["machine"]
    assert [entry["rows"] for entry in result["by_rows"]] == [3, 2]
    for entry in result["by_rows"]:
        assert set(entry["engines"]) == {"generate", "generate_compiled", "continuous", "continuous_slots",
                                         "continuous_compiled"}
        for engine in entry["engines"].values():
            # every engine decodes exactly new_tokens per row (no eos), twice after its untimed first call
            assert engine["generated_tokens"] == entry["rows"] * 4 and len(engine["seconds"]) == 2
            assert engine["generated_tokens_per_s"] > 0 and engine["first_call_seconds"] > 0
        assert set(entry["over_generate"]) == {"generate_compiled", "continuous", "continuous_slots",
                                               "continuous_compiled"}


@pytest.mark.gpu
@pytest.mark.skipif(not torch.cuda.is_available(), reason="needs a CUDA device (CUDA's own sync debug mode)")
def test_cuda_counts_the_host_synchronisations_of_a_call():
    sys.path.insert(0, str(Path(__file__).resolve().parents[2] / "benchmarks"))
    from benchmarks.gpu_decoding import count_cuda_syncs

    values = torch.arange(4, device="cuda")
    assert count_cuda_syncs(lambda: values.sum()) == 0  # stays on the device
    assert count_cuda_syncs(lambda: [values[i].item() for i in range(3)]) == 3
