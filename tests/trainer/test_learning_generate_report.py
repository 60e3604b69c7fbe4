"""The learning-generate report recomputes ratio variants exactly as core_algos does, and its statistics hold."""

from __future__ import annotations

import numpy as np
import pytest
import torch

from agentgym_capo.trainer import core_algos
from benchmarks.learning_generate_report import (
    bootstrap_difference,
    figure3_counts,
    final_success,
    variant_log_ratio,
)


@pytest.mark.parametrize("variant", ["product", "mean", "sqrt", "action_aware"])
def test_variant_recomputed_from_sums_equals_core_algos(variant):
    gen = torch.Generator().manual_seed(0)
    lengths = [1, 3, 17, 60]
    segment_ids = torch.full((len(lengths), max(lengths)), -1)
    for row, length in enumerate(lengths):
        segment_ids[row, :length] = row
    old = torch.zeros(segment_ids.shape, dtype=torch.float64)
    logp = torch.where(segment_ids >= 0, 1e-3 * torch.randn(segment_ids.shape, generator=gen, dtype=torch.float64),
                       torch.zeros((), dtype=torch.float64))
    expected, mu = core_algos.action_log_ratio(logp, old, segment_ids, variant=variant)  # mu: mean of this call
    sums = core_algos.segment_sum(logp - old, segment_ids).numpy()
    length = np.array(lengths, dtype=float)
    centre = np.full_like(sums, sums.sum() / length.sum())
    np.testing.assert_allclose(variant_log_ratio(variant, sums, length, centre), expected.numpy(), rtol=1e-9,
                               atol=1e-15)


def test_figure3_counts_clip_only_against_the_advantage():
    actions = [  # one iteration; S chosen so that product is far out of range for the long action
        {"iteration": 0, "action_tokens": 2, "log_ratio_sum": 0.0, "advantage": 1.0},
        {"iteration": 0, "action_tokens": 50, "log_ratio_sum": 0.04, "advantage": 1.0},
        {"iteration": 0, "action_tokens": 50, "log_ratio_sum": -0.04, "advantage": 1.0},
    ]
    counts = figure3_counts(actions, 1e-3)
    assert counts["product"]["33-64"] == [2, 2, 1]  # both out of range, only the A>0, w>1+eps one clipped
    assert counts["product"]["1-4"] == [1, 0, 0]
    assert counts["mean"]["33-64"] == [2, 0, 0]  # |S/L| = 8e-4 < eps


def test_bootstrap_interval_and_final_success():
    low, high = bootstrap_difference([0.8, 0.9, 0.85], [0.1, 0.2, 0.15])
    assert 0.6 <= low <= 0.7 <= high <= 0.8
    record = {"curve": [{"env_steps": s, "rollout/success_rate": v} for s, v in
                        [(10, 0.0), (20, 0.0), (30, 0.0), (40, 0.5), (50, 1.0)]]}
    assert final_success(record) == pytest.approx(0.75)  # the iterations at >= 80% of 50 env steps
