"""Throughput in every training log (``throughput/*``, backend/throughput.py): the keys are there, their values
agree with the phases' timings and the rollout's tokens, and the counting reads the device once per phase."""

from __future__ import annotations

import json
import math

import pytest
import torch
from torch.utils._python_dispatch import TorchDispatchMode

from agentgym_capo.trainer.backend.throughput import WorkCounter, throughput_metrics
from agentgym_capo.trainer.capo_trainer import CAPOTrainer
from tests.trainer.helpers import chain_factory, tiny_config

KEYS = ("rollout_tokens_per_s", "rollout_ms_per_step", "decode_slot_use", "prepare_tokens_per_s",
        "update_tokens_per_s", "prepare_padding", "update_padding", "prepare_gflops", "update_gflops",
        "iteration_tokens_per_s")


class _HostReads(TorchDispatchMode):
    """Counts the operations that read a tensor's value on the host (a device synchronisation on a GPU)."""

    def __init__(self) -> None:
        super().__init__()
        self.reads = 0

    def __torch_dispatch__(self, func, types, args=(), kwargs=None):
        if func is torch.ops.aten._local_scalar_dense.default:
            self.reads += 1
        return func(*args, **(kwargs or {}))


@pytest.mark.parametrize("action_mode", ["generate", "choose"])
def test_every_iteration_logs_its_throughput_consistent_with_its_timings(tmp_path, tiny_model_path, tiny_tokenizer,
                                                                         action_mode):
    args = tiny_config(tmp_path, algo="capo", action_mode=action_mode, num_iterations=2, mini_batch_size=2)
    trainer = CAPOTrainer(model=tiny_model_path, args=args, env=chain_factory(), processing_class=tiny_tokenizer)
    trainer.train()
    logs = [json.loads(line) for line in (tmp_path / "run" / "metrics.jsonl").read_text().splitlines()]
    logs = [entry for entry in logs if "rollout/episodes" in entry]
    assert len(logs) == 2
    for entry in logs:
        for key in KEYS:
            value = entry[f"throughput/{key}"]
            assert math.isfinite(value) and value >= 0, (key, value)
        assert "throughput/update_mfu" not in entry  # a CPU has no known peak: GFLOP/s only
        assert 0.0 <= entry["throughput/update_padding"] < 1.0 and entry["throughput/update_gflops"] > 0
        # every action was sampled in the rollout and trained on (no episode dropped in this run)
        sampled = entry["rollout/action_tokens_mean"] * entry["rollout/step_rows"]
        assert entry["throughput/rollout_tokens_per_s"] * entry["time/rollout"] == pytest.approx(sampled, rel=1e-6)
        # the rows' tokens, over prepare, update and the whole iteration alike
        rows_tokens = entry["throughput/iteration_tokens_per_s"] * entry["time/iteration"]
        assert entry["throughput/prepare_tokens_per_s"] * entry["time/prepare"] == pytest.approx(rows_tokens)
        assert entry["throughput/update_tokens_per_s"] * entry["time/update"] == pytest.approx(rows_tokens)
        assert 0 < entry["throughput/rollout_ms_per_step"] <= 1e3 * entry["time/rollout"]


def test_the_counter_counts_positions_padding_flops_and_decode_steps(tiny_model_path):
    from transformers import AutoModelForCausalLM

    model = AutoModelForCausalLM.from_pretrained(tiny_model_path)
    counter = WorkCounter([model, model])  # a backbone given twice is hooked once
    ids = torch.ones(2, 5, dtype=torch.long)
    mask = torch.tensor([[0, 0, 1, 1, 1], [1, 1, 1, 1, 1]])
    with counter.counting("prepare"), torch.no_grad():
        model.model(input_ids=ids, attention_mask=mask)
    work = counter.take("prepare")
    layers = model.config.num_hidden_layers
    assert work["backbone_calls"] == 1 and work["positions"] == 2 * 5 * layers and work["real_positions"] == 8 * layers
    layer_params = sum(p.numel() for p in model.model.layers[0].parameters())
    expected = layers * (2.0 * layer_params * 8 + 4.0 * model.config.hidden_size * (3 ** 2 + 5 ** 2))
    assert work["flops"] == pytest.approx(expected)
    with counter.counting("rollout"), torch.no_grad():
        for _ in range(3):
            model.model(input_ids=ids[:, :1])
    assert counter.take("rollout") == {"decode_steps": 3.0, "decode_slots": 6.0}
    model.model(input_ids=ids)  # outside a phase: not counted
    assert counter.take("prepare") == {}
    counter.detach()


def test_the_counter_reads_the_device_once_per_phase_not_per_call(tiny_model_path):
    from transformers import AutoModelForCausalLM

    model = AutoModelForCausalLM.from_pretrained(tiny_model_path)
    counter, ids, mask = WorkCounter([model]), torch.ones(2, 5, dtype=torch.long), torch.ones(2, 5, dtype=torch.long)
    baseline, counted = _HostReads(), _HostReads()
    with torch.no_grad():
        with baseline:
            for _ in range(4):
                model.model(input_ids=ids, attention_mask=mask)
        with counted, counter.counting("update"):
            for _ in range(4):
                model.model(input_ids=ids, attention_mask=mask)
    assert counted.reads == baseline.reads  # the hook adds no host read to a call
    with _HostReads() as reads:
        counter.take("update")
    assert reads.reads <= 3  # FLOPs and real positions, read once each for the phase


def test_the_metrics_divide_the_counts_by_the_phases_seconds():
    seconds = {"rollout": 2.0, "prepare": 1.0, "advantage": 0.5, "update": 4.0}
    counts = {"rollout": {"decode_steps": 10.0, "decode_slots": 40.0},
              "prepare": {"positions": 100.0, "real_positions": 80.0, "flops": 2e9},
              "update": {"positions": 200.0, "real_positions": 150.0, "flops": 12e9}}
    out = throughput_metrics(seconds, counts, generated_tokens=30, row_tokens=750, peak_flops=1e12)
    assert out == pytest.approx({
        "throughput/rollout_tokens_per_s": 15.0, "throughput/rollout_ms_per_step": 200.0,
        "throughput/decode_slot_use": 0.75, "throughput/prepare_tokens_per_s": 750.0,
        "throughput/prepare_padding": 0.2, "throughput/prepare_gflops": 2.0, "throughput/prepare_mfu": 2e-3,
        "throughput/update_tokens_per_s": 187.5, "throughput/update_padding": 0.25,
        "throughput/update_gflops": 3.0, "throughput/update_mfu": 3e-3, "throughput/iteration_tokens_per_s": 100.0})
    assert "throughput/update_mfu" not in throughput_metrics(seconds, counts, 30, 750, peak_flops=None)
