"""The policy-loss registry, the named paper equations and their loop references in trainer/algos."""

from __future__ import annotations

import random

import pytest
import torch

from agentgym_capo.errors import ConfigError
from agentgym_capo.trainer import core_algos as ca
from agentgym_capo.trainer.algos.reference import action_aware_ratio_reference, capo_objective_reference

from .test_core_algos_references import random_batch, t64


def _logps(batch, rng, scale=0.01):
    shape = batch.segment_ids.shape
    old = t64([[rng.uniform(-3, -0.1) for _ in range(shape[1])] for _ in range(shape[0])])
    new = old + t64([[rng.gauss(0, scale) for _ in range(shape[1])] for _ in range(shape[0])])
    return new, old


@pytest.mark.parametrize("call", [
    lambda seg, lp: ca.policy_loss(lp, lp, torch.zeros(1, dtype=torch.float64), seg, variant="tokn", eps=0.2),
    lambda seg, lp: ca.action_log_ratio(lp, lp, seg, variant="tokn"),
    lambda seg, lp: ca.get_policy_loss("tokn"),
])
def test_unknown_policy_loss_variant_raises_config_error_listing_the_names(call):
    seg = torch.zeros(1, 2, dtype=torch.long)
    lp = torch.zeros(1, 2, dtype=torch.float64)
    with pytest.raises(ConfigError, match=r"Unknown policy-loss variant 'tokn'\. Supported: .*'action_aware'.*"
                                          r"Did you mean 'token'"):
        call(seg, lp)


def test_registry_records_drive_the_options():
    assert ca.RATIO_VARIANTS == tuple(ca.POLICY_LOSSES)
    assert ca.get_policy_loss("token").per_token and not ca.get_policy_loss("action_aware").per_token
    assert [n for n, v in ca.POLICY_LOSSES.items() if v.centred] == ["action_aware"]
    assert [n for n, v in ca.POLICY_LOSSES.items() if not v.dual_clip] == ["gspo", "stppo"]
    with pytest.raises(ConfigError, match="alpha=0.5"):
        ca.PolicyLossVariant("bad", alpha=1.0, centred=True)
    with pytest.raises(ConfigError, match="Unknown KL estimator 'k4'"):
        ca.kl_penalty(torch.zeros(1, 1), torch.zeros(1, 1), torch.ones(1, 1, dtype=torch.bool), kind="k4")


@pytest.mark.parametrize("seed", range(5))
def test_action_aware_ratio_and_capo_objective_match_their_loop_references(seed):
    rng = random.Random(seed)
    batch = random_batch(rng, max_len=9)
    new, old = _logps(batch, rng)
    seg = batch.segment_ids
    sums = ca.segment_sum(new - old, seg)
    log_w, mu = ca.action_aware_ratio(sums, ca.segment_lengths(seg))
    zs = [[new[r, c] - old[r, c] for c in cols] for r, cols in zip(batch.rows_of_segment, batch.cols_of_segment,
                                                                     strict=True)]
    ref_log_w, ref_mu = action_aware_ratio_reference(zs)
    assert mu.item() == pytest.approx(float(ref_mu), abs=1e-15)
    torch.testing.assert_close(log_w, torch.stack(ref_log_w), atol=1e-13, rtol=0)
    adv = t64([rng.uniform(-1, 1) for _ in zs])
    objective, oor, act = ca.capo_objective(torch.exp(log_w), adv, 1e-3)
    ref = torch.stack([capo_objective_reference(torch.exp(w), a, 1e-3) for w, a in zip(ref_log_w, adv.tolist(),
                                                                                         strict=True)])
    torch.testing.assert_close(objective, ref, atol=1e-13, rtol=0)
    assert bool((act <= oor).all())
    loss, metrics = ca.policy_loss(new, old, adv, seg, variant="action_aware", eps=1e-3)
    assert loss.item() == pytest.approx(-objective.mean().item(), abs=1e-13)  # Eq. 4, mean over actions (§2.5)
    assert metrics["mu"].item() == pytest.approx(mu.item(), abs=1e-15)


def test_action_aware_mu_over_micro_batches_is_the_mini_batch_token_mean():
    rng = random.Random(7)
    batch = random_batch(rng, max_traj=6)
    new, old = _logps(batch, rng, scale=0.05)
    seg = batch.segment_ids
    halves = [slice(0, seg.shape[0] // 2), slice(seg.shape[0] // 2, None)]
    parts = [ca.log_ratio_sums(new[h], old[h], seg[h]) for h in halves]
    mu = ca.action_aware_mu(sum(p[0] for p in parts), sum(p[1] for p in parts))
    _, mu_one_call = ca.action_log_ratio(new, old, seg, variant="action_aware")
    assert mu.item() == pytest.approx(mu_one_call.item(), abs=1e-15)
    assert ca.action_aware_mu(torch.zeros(()), torch.zeros(())).item() == 0.0  # no action tokens
