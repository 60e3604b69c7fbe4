"""Ratios, clipped policy losses, aggregation, KL and critic loss in core_algos."""

from __future__ import annotations

import math
import random

import pytest
import torch
from hypothesis import given, settings
from hypothesis import strategies as st

from agentgym_capo.errors import ConfigError
from agentgym_capo.trainer import core_algos as ca

from .test_core_algos_references import random_batch, ref_policy_loss, t64

SEEDS = st.integers(min_value=0, max_value=2**31 - 1)
FAST = settings(max_examples=20, deadline=None)
AGGREGATED = ["product", "mean", "sqrt", "action_aware"]


def _logps(batch, rng, scale):
    shape = batch.segment_ids.shape
    old = t64([[rng.uniform(-3, -0.1) for _ in range(shape[1])] for _ in range(shape[0])])
    new = old + t64([[rng.gauss(0, scale) for _ in range(shape[1])] for _ in range(shape[0])])
    return new.requires_grad_(), old


def _advantages(batch, rng):
    return t64([rng.choice([-1.0, 1.0]) * rng.uniform(0.1, 2) for _ in batch.lengths])


# -- against the loop reference ----------------------------------------------------------------------


@FAST
@given(seed=SEEDS, variant=st.sampled_from(["token", *AGGREGATED]), dual=st.sampled_from([None, 3.0]))
def test_policy_loss_and_gradient_match_loop_reference(seed, variant, dual):
    rng = random.Random(seed)
    batch = random_batch(rng, max_traj=5, max_steps=4, max_len=6)
    eps = 0.2 if variant == "token" else 0.01
    logp, old = _logps(batch, rng, 0.3 if variant == "token" else 0.01)
    adv = _advantages(batch, rng)
    loss, metrics = ca.policy_loss(logp, old, adv, batch.segment_ids, variant=variant, eps=eps, dual_clip=dual)
    (grad,) = torch.autograd.grad(loss, logp)
    logp_ref = logp.detach().clone().requires_grad_()
    ref = ref_policy_loss(logp_ref, old, adv.tolist(), batch, variant, eps, dual)
    (grad_ref,) = torch.autograd.grad(ref, logp_ref)
    assert loss.item() == pytest.approx(ref.item(), abs=1e-12)
    torch.testing.assert_close(grad, grad_ref, atol=1e-12, rtol=0)
    assert 0 <= metrics["clip/act_frac"] <= metrics["clip/oor_frac"] <= 1
    assert metrics["num_actions"].item() == len(batch.lengths)


@FAST
@given(seed=SEEDS, variant=st.sampled_from(AGGREGATED))
def test_action_log_ratio_matches_loop(seed, variant):
    rng = random.Random(seed)
    batch = random_batch(rng, max_traj=5, max_len=8)
    logp, old = _logps(batch, rng, 0.01)
    log_w, mu = ca.action_log_ratio(logp, old, batch.segment_ids, variant=variant)
    z = (logp - old).detach()
    sums = [
        sum(z[r, c].item() for c in cols) for r, cols in zip(batch.rows_of_segment, batch.cols_of_segment, strict=True)
    ]
    lengths = batch.lengths
    mu_ref = sum(sums) / sum(lengths) if variant == "action_aware" else 0.0
    alpha = {"product": 0, "mean": 1, "sqrt": 0.5, "action_aware": 0.5}[variant]
    centre = 1.0 if variant == "action_aware" else 0.0
    expected = [centre * mu_ref + (s - centre * n * mu_ref) / n**alpha for s, n in zip(sums, lengths, strict=True)]
    torch.testing.assert_close(log_w, t64(expected), atol=1e-13, rtol=0)
    assert mu.item() == pytest.approx(mu_ref, abs=1e-15)


# -- analytic and invariants -------------------------------------------------------------------------


def test_worked_example_of_the_spec():
    z = t64([[0.002, -0.001, 0.003, 0.0]])
    seg = torch.zeros(1, 4, dtype=torch.long)
    old = torch.zeros_like(z)
    expected = {"product": 0.004, "mean": 0.001, "sqrt": 0.002}
    for variant, value in expected.items():
        assert ca.action_log_ratio(z, old, seg, variant=variant)[0].item() == pytest.approx(value, abs=1e-15)
    log_w, mu = ca.action_log_ratio(z, old, seg, variant="action_aware", mu=0.0005)
    assert log_w.item() == pytest.approx(0.0015, abs=1e-15) and math.exp(log_w.item()) == pytest.approx(
        1.0015011, abs=1e-7
    )
    for sign, expect_grad in ((1.0, 0.0), (-1.0, math.exp(0.0015) / 2)):
        logp = z.clone().requires_grad_()
        loss, metrics = ca.policy_loss(logp, old, t64([sign]), seg, variant="action_aware", eps=1e-3, mu=0.0005)
        loss.backward()
        torch.testing.assert_close(logp.grad, torch.full_like(z, expect_grad), atol=1e-15, rtol=0)
        assert metrics["clip/oor_frac"].item() == 1.0
        assert metrics["clip/act_frac"].item() == (1.0 if sign > 0 else 0.0)


@pytest.mark.parametrize("variant", ["token", *AGGREGATED, "gspo", "stppo"])
def test_rollout_policy_gives_unit_ratio_and_signed_gradient(variant):
    rng = random.Random(4)
    batch = random_batch(rng, max_traj=5, max_len=9)
    old = t64([[rng.uniform(-3, -0.1) for _ in range(batch.segment_ids.shape[1])] for _ in batch.segment_ids])
    logp = old.clone().requires_grad_()
    adv = _advantages(batch, rng)
    adv[0] = 0.0
    log_w, mu = ca.action_log_ratio(logp, old, batch.segment_ids, variant=variant)
    assert bool((log_w == 0).all()) and mu.item() == 0.0
    loss, metrics = ca.policy_loss(logp, old, adv, batch.segment_ids, variant=variant, eps=1e-3)
    assert loss.item() == pytest.approx(-adv.mean().item(), abs=1e-12)
    assert metrics["clip/oor_frac"].item() == 0 and metrics["clip/act_frac"].item() == 0
    loss.backward()
    n = len(batch.lengths)
    for s, (r, cols) in enumerate(zip(batch.rows_of_segment, batch.cols_of_segment, strict=True)):
        length = len(cols)
        power = {"token": 1, "mean": 1, "gspo": 1, "stppo": 1, "product": 0}.get(variant, 0.5)
        # d loss / d logp = -A / (|B| * L) * L / L**power  (token mean of the per-token scores)
        expected = -adv[s].item() / (n * length**power)
        for c in cols:
            assert logp.grad[r, c].item() == pytest.approx(expected, abs=1e-12)
    assert bool((logp.grad[batch.segment_ids < 0] == 0).all())


def test_unclipped_capo_gradient_is_w_a_over_sqrt_l_times_token_scores():
    """Autograd through a tiny 'model' equals (w A / sqrt(L)) * sum of token score gradients."""
    torch.manual_seed(0)
    theta = torch.randn(6, dtype=torch.float64, requires_grad=True)
    features = torch.randn(2, 5, 6, dtype=torch.float64)
    seg = torch.tensor([[0, 0, 0, -1, -1], [0, 0, 0, 0, 0]])
    logp_fn = lambda th: torch.nn.functional.logsigmoid(features @ th)  # per-token log-prob, shape (2, 5)
    old = (logp_fn(theta) - 0.0004 * torch.randn(2, 5, dtype=torch.float64)).detach()
    adv = t64([0.7, -1.3])
    eps = 0.5  # wide enough that nothing is clipped
    logp = logp_fn(theta)
    loss, metrics = ca.policy_loss(logp, old, adv, seg, variant="action_aware", eps=eps)
    (grad,) = torch.autograd.grad(loss, theta)
    assert metrics["clip/oor_frac"].item() == 0
    log_w, _ = ca.action_log_ratio(logp.detach(), old, seg, variant="action_aware")
    expected = torch.zeros_like(theta)
    for a, length in enumerate([3, 5]):
        score = torch.zeros_like(theta)
        for i in range(length):
            (g,) = torch.autograd.grad(logp_fn(theta)[a, i], theta)
            score += g
        expected -= (log_w[a].exp() * adv[a] / math.sqrt(length)) * score / 2  # action mean over 2 actions
    torch.testing.assert_close(grad, expected, atol=1e-12, rtol=0)


def test_mu_is_stop_gradient():
    seg = torch.tensor([[0, 0, 0, 0], [0, 0, -1, -1]])
    old = torch.zeros(2, 4, dtype=torch.float64)
    z = t64([[0.001, 0.002, -0.001, 0.0], [0.003, 0.001, 0.0, 0.0]]).requires_grad_()
    log_w, mu = ca.action_log_ratio(z, old, seg, variant="action_aware")
    assert not mu.requires_grad
    (grad,) = torch.autograd.grad(log_w[0], z)
    torch.testing.assert_close(grad, t64([[0.5] * 4, [0, 0, 0, 0]]), atol=0, rtol=0)
    # perturbing the other action changes w_0's value (through mu) but not its gradient
    z2 = z.detach().clone()
    z2[1, 0] += 0.01
    z2.requires_grad_()
    log_w2, _ = ca.action_log_ratio(z2, old, seg, variant="action_aware")
    assert log_w2[0].item() != pytest.approx(log_w[0].item(), abs=1e-9)
    (grad2,) = torch.autograd.grad(log_w2[0], z2)
    torch.testing.assert_close(grad2, grad, atol=0, rtol=0)


def test_one_token_actions_make_every_aggregation_the_token_ratio():
    rng = random.Random(9)
    batch = random_batch(rng, max_traj=5, max_len=1)
    logp, old = _logps(batch, rng, 0.05)
    token_z, _ = ca.action_log_ratio(logp, old, batch.segment_ids, variant="token")
    per_segment = ca.segment_sum(token_z, batch.segment_ids)
    adv = _advantages(batch, rng)
    token_loss, _ = ca.policy_loss(logp, old, adv, batch.segment_ids, variant="token", eps=0.02)
    for variant in [*AGGREGATED, "gspo", "stppo"]:
        log_w, _ = ca.action_log_ratio(logp, old, batch.segment_ids, variant=variant)
        torch.testing.assert_close(log_w, per_segment, atol=1e-15, rtol=0)
        loss, _ = ca.policy_loss(logp, old, adv, batch.segment_ids, variant=variant, eps=0.02)
        assert loss.item() == pytest.approx(token_loss.item(), abs=1e-14)


def test_mu_scope_none_equals_sqrt():
    rng = random.Random(2)
    batch = random_batch(rng, max_len=7)
    logp, old = _logps(batch, rng, 0.01)
    aware, _ = ca.action_log_ratio(logp, old, batch.segment_ids, variant="action_aware", mu=0.0)
    sqrt, _ = ca.action_log_ratio(logp, old, batch.segment_ids, variant="sqrt")
    torch.testing.assert_close(aware, sqrt, atol=1e-15, rtol=0)


def test_masked_positions_and_padding_change_nothing():
    rng = random.Random(6)
    batch = random_batch(rng, max_traj=4, max_len=5)
    logp, old = _logps(batch, rng, 0.01)
    adv = _advantages(batch, rng)
    off = batch.segment_ids < 0
    base, base_metrics = ca.policy_loss(logp, old, adv, batch.segment_ids, variant="action_aware", eps=1e-3)
    junk = torch.where(off, torch.full_like(old, float("nan")), logp.detach()).requires_grad_()
    junk_old = torch.where(off, torch.full_like(old, 1e9), old)
    loss, metrics = ca.policy_loss(junk, junk_old, adv, batch.segment_ids, variant="action_aware", eps=1e-3)
    assert loss.item() == pytest.approx(base.item(), abs=1e-15)
    (grad,) = torch.autograd.grad(loss, junk)
    assert torch.isfinite(grad).all() and bool((grad[off] == 0).all())
    # whole padding rows and extra padding columns
    pad = lambda t, v: torch.nn.functional.pad(torch.cat([t, torch.full_like(t[:1], v)]), (0, 3), value=v)
    loss2, metrics2 = ca.policy_loss(
        pad(logp.detach(), 0.0), pad(old, 0.0), adv, pad(batch.segment_ids, -1), variant="action_aware", eps=1e-3
    )
    assert loss2.item() == pytest.approx(base.item(), abs=1e-15)
    assert metrics2["clip/oor_frac"].item() == base_metrics["clip/oor_frac"].item()


def test_row_order_invariance():
    rng = random.Random(8)
    batch = random_batch(rng, max_traj=5, max_segments_per_row=1)
    logp, old = _logps(batch, rng, 0.01)
    adv = _advantages(batch, rng)
    loss, metrics = ca.policy_loss(logp, old, adv, batch.segment_ids, variant="action_aware", eps=1e-3)
    n = batch.segment_ids.shape[0]
    perm = torch.randperm(n, generator=torch.Generator().manual_seed(0))
    row_of_segment = torch.tensor(batch.rows_of_segment)
    # segment order follows rows; the permuted batch holds segment of row perm[i] at position i
    seg_perm = torch.argsort(row_of_segment)[perm]
    loss_p, metrics_p = ca.policy_loss(
        logp.detach()[perm], old[perm], adv[seg_perm], batch.segment_ids[perm], variant="action_aware", eps=1e-3
    )
    assert loss_p.item() == pytest.approx(loss.item(), abs=1e-14)
    assert metrics_p["mu"].item() == pytest.approx(metrics["mu"].item(), abs=1e-17)


# -- gradient accumulation ---------------------------------------------------------------------------


@pytest.mark.parametrize("variant", ["token", *AGGREGATED, "gspo", "stppo"])
@pytest.mark.parametrize("agg", list(ca.AGGREGATIONS))
def test_gradient_accumulation_is_exact(variant, agg):
    rng = random.Random(12)
    batch = random_batch(rng, max_traj=8, max_steps=3, max_len=6, max_segments_per_row=1)
    logp, old = _logps(batch, rng, 0.01)
    adv = _advantages(batch, rng)
    seg, traj = batch.segment_ids, batch.traj_ids
    eps = 0.2 if variant == "token" else 2e-3
    # traj ids follow segment order == row order here (one segment per row)
    row_of_segment = batch.rows_of_segment
    seg_by_row = {r: s for s, r in enumerate(row_of_segment)}
    traj_tokens: dict = {}
    for s, t in enumerate(traj):
        traj_tokens[t] = traj_tokens.get(t, 0) + batch.lengths[s]
    counts_all = t64([traj_tokens[t] for t in traj])
    global_count = {
        "action_mean_token_mean": len(batch.lengths),
        "token_mean": sum(batch.lengths),
        "trajectory_mean_token_mean": len(traj_tokens),
    }[agg]
    kw = dict(variant=variant, eps=eps, agg=agg)
    mu = None
    if variant == "action_aware":
        total, tokens = ca.log_ratio_sums(logp, old, seg)
        mu = total / tokens
    full, _ = ca.policy_loss(logp, old, adv, seg, mu=mu, traj_ids=traj, traj_token_counts=counts_all, **kw)
    (g_full,) = torch.autograd.grad(full, logp)
    n_rows = seg.shape[0]
    chunks = [list(range(n_rows))[i::4] for i in range(4)]
    acc_loss, acc_grad = 0.0, torch.zeros_like(logp)
    for rows in chunks:
        if not rows:
            continue
        segs = sorted((seg_by_row[r] for r in rows if r in seg_by_row), key=lambda s: row_of_segment[s])
        rows_t = torch.tensor(rows)
        part, _ = ca.policy_loss(
            logp[rows_t],
            old[rows_t],
            adv[segs],
            seg[rows_t],
            mu=mu,
            global_count=global_count,
            traj_ids=[traj[s] for s in segs],
            traj_token_counts=counts_all[segs],
            **kw,
        )
        (g,) = torch.autograd.grad(part, logp)
        acc_loss += part.item()
        acc_grad += g
    assert acc_loss == pytest.approx(full.item(), abs=1e-12)
    torch.testing.assert_close(acc_grad, g_full, atol=1e-12, rtol=0)


def test_microbatch_mu_scope_is_not_ga_invariant():
    rng = random.Random(13)
    batch = random_batch(rng, max_traj=8, max_len=6, max_segments_per_row=1)
    logp, old = _logps(batch, rng, 0.002)
    adv = _advantages(batch, rng)
    full, _ = ca.policy_loss(logp, old, adv, batch.segment_ids, variant="action_aware", eps=1e-3)
    n = batch.segment_ids.shape[0]
    half = n // 2
    rows_of = batch.rows_of_segment
    parts = 0.0
    for rows in (list(range(half)), list(range(half, n))):
        segs = [s for s in range(len(rows_of)) if rows_of[s] in rows]
        if not segs:
            continue
        part, _ = ca.policy_loss(
            logp[rows].detach(),
            old[rows],
            adv[segs],
            batch.segment_ids[rows],
            variant="action_aware",
            eps=1e-3,
            global_count=len(rows_of),
        )
        parts += part.item()
    assert parts != pytest.approx(full.item(), abs=1e-12)


# -- diagnostics and dual clip -----------------------------------------------------------------------


def test_clipping_diagnostics_hit_every_branch():
    # five one-token actions: A>0 high, A>0 low, A<0 high, A<0 low, A=0 high
    z = t64([[math.log(1.01)], [math.log(0.99)], [math.log(1.01)], [math.log(0.99)], [math.log(1.01)]])
    seg = torch.zeros(5, 1, dtype=torch.long)
    adv = t64([1.0, 1.0, -1.0, -1.0, 0.0])
    oor, act = ca.clipping_indicators(z.squeeze(1).exp(), adv, 1e-3)
    assert oor.tolist() == [True] * 5
    assert act.tolist() == [True, False, False, True, False]
    logp = z.clone().requires_grad_()
    loss, metrics = ca.policy_loss(logp, torch.zeros_like(z), adv, seg, variant="action_aware", eps=1e-3)
    assert metrics["clip/oor_frac"].item() == 1.0
    assert metrics["clip/act_frac"].item() == pytest.approx(0.4)
    assert metrics["clip/act_frac/1-8"].item() == pytest.approx(0.4)
    assert math.isnan(metrics["clip/act_frac/9-16"].item())
    loss.backward()
    assert logp.grad.squeeze(1).tolist()[0] == 0 and logp.grad.squeeze(1).tolist()[3] == 0
    assert logp.grad.squeeze(1)[1].item() != 0 and logp.grad.squeeze(1)[2].item() != 0


def test_length_bucket_metrics_count_actions_per_bucket():
    seg = torch.tensor([[0] * 3 + [-1] * 17, [0] * 20])
    z = torch.zeros(2, 20, dtype=torch.float64)
    z[1, :20] = 0.01  # long action out of range
    _, metrics = ca.policy_loss(z, torch.zeros_like(z), t64([1.0, 1.0]), seg, variant="sqrt", eps=1e-3)
    assert metrics["clip/num_actions/1-8"].item() == 1 and metrics["clip/num_actions/17-32"].item() == 1
    assert metrics["clip/oor_frac/1-8"].item() == 0 and metrics["clip/oor_frac/17-32"].item() == 1
    assert metrics["clip/oor_frac_token"].item() == pytest.approx(20 / 23)
    assert ca.length_bucket_labels()[-1] == "257+"


def test_dual_clip_bounds_negative_advantages_only():
    seg = torch.zeros(2, 1, dtype=torch.long)
    logp = t64([[math.log(5.0)], [math.log(5.0)]]).requires_grad_()
    old = torch.zeros(2, 1, dtype=torch.float64)
    loss, metrics = ca.policy_loss(logp, old, t64([-1.0, 1.0]), seg, variant="token", eps=0.2, dual_clip=3.0)
    # action 0: -min(max(-5, -1.2), ...) -> dual clip: loss 3 ; action 1: clipped 1.2 -> loss -1.2
    assert loss.item() == pytest.approx((3.0 - 1.2) / 2, abs=1e-12)
    loss.backward()
    assert logp.grad.abs().sum().item() == 0
    assert metrics["dual_clip_frac"].item() == 0.5
    no_dual, _ = ca.policy_loss(logp, old, t64([-1.0, 1.0]), seg, variant="token", eps=0.2)
    assert no_dual.item() == pytest.approx((5.0 - 1.2) / 2, abs=1e-12)
    with pytest.raises(ConfigError, match="dual"):
        ca.policy_loss(logp, old, t64([1.0, 1.0]), seg, variant="gspo", eps=0.2, dual_clip=3.0)


def test_token_level_advantages_with_action_ratio_reduce_to_constant_case():
    rng = random.Random(21)
    batch = random_batch(rng, max_len=5)
    logp, old = _logps(batch, rng, 0.002)
    adv = _advantages(batch, rng)
    token_adv = ca.broadcast_to_tokens(adv, batch.segment_ids)
    for variant in AGGREGATED:
        a, ma = ca.policy_loss(logp, old, adv, batch.segment_ids, variant=variant, eps=1e-3)
        b, mb = ca.policy_loss(logp, old, token_adv, batch.segment_ids, variant=variant, eps=1e-3)
        ga, gb = torch.autograd.grad(a, logp)[0], torch.autograd.grad(b, logp)[0]
        assert a.item() == pytest.approx(b.item(), abs=1e-14)
        torch.testing.assert_close(ga, gb, atol=1e-14, rtol=0)
        assert ma["clip/act_frac"].item() == mb["clip/act_frac"].item()


def test_gspo_is_mean_ratio_and_trajectory_unit_pools_tokens():
    rng = random.Random(17)
    batch = random_batch(rng, max_len=5)
    logp, old = _logps(batch, rng, 0.001)
    adv = _advantages(batch, rng)
    gspo, _ = ca.policy_loss(logp, old, adv, batch.segment_ids, variant="gspo", eps=3e-4)
    mean, _ = ca.policy_loss(logp, old, adv, batch.segment_ids, variant="mean", eps=3e-4)
    assert gspo.item() == pytest.approx(mean.item(), abs=1e-15)
    traj_adv = t64([{t: i + 1.0 for i, t in enumerate(sorted(set(batch.traj_ids)))}[t] for t in batch.traj_ids])
    loss, metrics = ca.policy_loss(
        logp, old, traj_adv, batch.segment_ids, variant="gspo", eps=0.5, traj_ids=batch.traj_ids, gspo_unit="trajectory"
    )
    z = (logp - old).detach()
    expected = 0.0
    trajs = sorted(set(batch.traj_ids))
    for i, t in enumerate(trajs):
        segs = [s for s in range(len(batch.traj_ids)) if batch.traj_ids[s] == t]
        zs = [z[batch.rows_of_segment[s], c].item() for s in segs for c in batch.cols_of_segment[s]]
        expected -= math.exp(sum(zs) / len(zs)) * (i + 1.0)
    assert loss.item() == pytest.approx(expected / len(trajs), abs=1e-12)
    assert metrics["num_actions"].item() == len(trajs)


def test_stppo_one_token_turns_equal_token_ppo_and_clip_bias():
    rng = random.Random(23)
    batch = random_batch(rng, max_len=1)
    logp, old = _logps(batch, rng, 0.3)
    adv = _advantages(batch, rng)
    st_loss, _ = ca.policy_loss(logp, old, adv, batch.segment_ids, variant="stppo", eps=0.2)
    tok_loss, _ = ca.policy_loss(logp, old, adv, batch.segment_ids, variant="token", eps=0.2)
    assert st_loss.item() == pytest.approx(tok_loss.item(), abs=1e-14)
    # nothing clipped -> C = 0 and the scale is 1 (floor)
    quiet = old.clone().requires_grad_()
    bias = ca.stppo_clip_bias_objective(quiet, old, adv, batch.segment_ids, eps=0.2)
    assert bias.item() == 0.0
    assert ca.stppo_gradient_scale(0.0) == 1.0 and ca.stppo_gradient_scale(4.0) == 0.25
    # with clipping, C is the discarded unclipped gradient: loss_unclipped - loss_clipped gradients
    bias = ca.stppo_clip_bias_objective(logp, old, adv, batch.segment_ids, eps=0.2)
    (g_bias,) = torch.autograd.grad(bias, logp)
    unclipped, _ = ca.policy_loss(logp, old, adv, batch.segment_ids, variant="stppo", eps=(0.999999, 1e6))
    (g_unclipped,) = torch.autograd.grad(unclipped, logp)
    (g_clipped,) = torch.autograd.grad(st_loss, logp)
    torch.testing.assert_close(g_bias, -(g_unclipped - g_clipped), atol=1e-12, rtol=0)


def test_float32_and_bfloat16_inputs_compute_in_float32():
    seg = torch.zeros(2, 3, dtype=torch.long)
    logp = torch.full((2, 3), -1.0, dtype=torch.bfloat16, requires_grad=True)
    old = torch.full((2, 3), -1.0, dtype=torch.bfloat16)
    loss, _ = ca.policy_loss(logp, old, torch.tensor([1.0, -1.0]), seg, variant="action_aware", eps=1e-3)
    assert loss.dtype == torch.float32
    loss.backward()
    assert logp.grad is not None


# -- KL and critic -----------------------------------------------------------------------------------


def test_k3_kl_is_nonnegative_zero_at_reference_and_unbiased():
    mask = torch.ones(1, 3, dtype=torch.bool)
    ref = t64([[-1.0, -2.0, -0.5]])
    logp = ref.clone().requires_grad_()
    kappa = ca.kl_penalty(logp, ref, mask)
    assert bool((kappa == 0).all())
    (grad,) = torch.autograd.grad(kappa.sum(), logp)
    assert bool((grad == 0).all())
    rand = ca.kl_penalty(ref + t64([[0.3, -0.7, 1.1]]), ref, mask)
    assert bool((rand > 0).all())
    # Monte Carlo: E_{y ~ pi}[k3] = KL(pi || ref) on a categorical
    gen = torch.Generator().manual_seed(0)
    pi, pref = t64([0.5, 0.3, 0.2]), t64([0.2, 0.5, 0.3])
    samples = torch.multinomial(pi, 200_000, replacement=True, generator=gen)
    lp, lr = pi.log()[samples].unsqueeze(0), pref.log()[samples].unsqueeze(0)
    estimate = ca.kl_penalty(lp, lr, torch.ones_like(lp, dtype=torch.bool)).mean().item()
    exact = (pi * (pi / pref).log()).sum().item()
    assert estimate == pytest.approx(exact, abs=0.01)
    k1 = ca.kl_penalty(lp, lr, torch.ones_like(lp, dtype=torch.bool), kind="k1").mean().item()
    assert k1 == pytest.approx(exact, abs=0.01)
    with pytest.raises(ConfigError, match="k3"):
        ca.kl_penalty(lp, lr, torch.ones_like(lp, dtype=torch.bool), kind="k4")


def test_value_loss_clipping_and_masks():
    values = t64([0.1, 0.9, 0.5, 3.0]).requires_grad_()
    old = t64([0.0, 0.0, 0.5, 0.0])
    returns = t64([0.0, 1.0, 0.0, 7.0])
    mask = torch.tensor([True, True, True, False])
    loss, metrics = ca.value_loss(values, old, returns, mask, clip=0.5)
    # entry 1: |v - old| = 0.9 > 0.5: v_clip = 0.5, (0.5-1)^2 = .25 > (0.9-1)^2 -> clipped term
    expected = 0.5 * (0.01 + 0.25 + 0.25) / 3
    assert loss.item() == pytest.approx(expected, abs=1e-12)
    assert metrics["vf_clipfrac"].item() == pytest.approx(1 / 3)
    plain, _ = ca.value_loss(values, old, returns, mask, clip=None)
    assert plain.item() == pytest.approx(0.5 * (0.01 + 0.01 + 0.25) / 3, abs=1e-12)
    (grad,) = torch.autograd.grad(loss, values)
    assert grad[3].item() == 0 and grad[1].item() == 0  # masked entry; clipped entry
    seg = torch.tensor([[0, 0, -1], [0, -1, -1]])
    token_values = t64([[1.0, 2.0, 99.0], [0.0, 99.0, 99.0]])
    tok_loss, _ = ca.value_loss(token_values, token_values, torch.zeros(2, 3, dtype=torch.float64), seg)
    assert tok_loss.item() == pytest.approx(0.5 * ((1 + 4) / 2 + 0) / 2, abs=1e-12)
