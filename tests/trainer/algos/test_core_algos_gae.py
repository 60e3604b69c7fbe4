"""Action-level and token-level GAE and whitening in core_algos: loops, analytic cases, invariances."""

from __future__ import annotations

import random

import pytest
import torch
from hypothesis import given, settings
from hypothesis import strategies as st

from agentgym_capo.errors import ConfigError, RolloutBatchError
from agentgym_capo.trainer import core_algos as ca
from agentgym_capo.trainer.algos.scans import _SCAN_BLOCK

from .test_core_algos_references import (
    random_batch,
    ref_step_gae,
    ref_token_gae,
    ref_token_whiten,
    t64,
)

SEEDS = st.integers(min_value=0, max_value=2**31 - 1)
FAST = settings(max_examples=25, deadline=None)


def _step_inputs(batch):
    return (
        t64(batch.rewards),
        t64(batch.values),
        batch.traj_ids,
        torch.tensor(batch.step_index),
    )


# -- action-level GAE --------------------------------------------------------------------------------


@FAST
@given(seed=SEEDS, gamma=st.sampled_from([0.0, 0.9, 0.99, 1.0]), lam=st.sampled_from([0.0, 0.5, 0.95, 1.0]))
def test_step_gae_matches_plain_loop(seed, gamma, lam):
    batch = random_batch(random.Random(seed), max_traj=6, max_steps=7)
    rewards, values, traj_ids, steps = _step_inputs(batch)
    adv, ret = ca.step_gae(rewards, values, traj_ids, steps, gamma=gamma, lam=lam)
    ref_adv, ref_ret = ref_step_gae(batch.rewards, batch.values, batch.traj_ids, batch.step_index, gamma, lam)
    torch.testing.assert_close(adv, t64(ref_adv), atol=1e-12, rtol=0)
    torch.testing.assert_close(ret, t64(ref_ret), atol=1e-12, rtol=0)


@FAST
@given(seed=SEEDS)
def test_step_gae_with_bootstrap_matches_plain_loop(seed):
    batch = random_batch(random.Random(seed), max_traj=6, max_steps=7)
    rewards, values, traj_ids, steps = _step_inputs(batch)
    adv, _ = ca.step_gae(
        rewards,
        values,
        traj_ids,
        steps,
        gamma=0.97,
        lam=0.9,
        truncated=torch.tensor(batch.truncated),
        bootstrap_values=t64(batch.bootstrap),
    )
    ref_adv, _ = ref_step_gae(
        batch.rewards, batch.values, batch.traj_ids, batch.step_index, 0.97, 0.9, batch.truncated, batch.bootstrap
    )
    torch.testing.assert_close(adv, t64(ref_adv), atol=1e-12, rtol=0)


def test_step_gae_long_trajectory_crosses_scan_blocks():
    rng = random.Random(0)
    length = 3 * _SCAN_BLOCK + 17
    rewards = [rng.uniform(-1, 1) for _ in range(length)]
    values = [rng.uniform(-1, 1) for _ in range(length)]
    order = list(range(length))
    rng.shuffle(order)
    adv, _ = ca.step_gae(
        t64([rewards[i] for i in order]),
        t64([values[i] for i in order]),
        torch.zeros(length, dtype=torch.long),
        torch.tensor(order),
        gamma=0.999,
        lam=0.97,
    )
    ref, _ = ref_step_gae(rewards, values, [0] * length, list(range(length)), 0.999, 0.97)
    torch.testing.assert_close(adv, t64([ref[i] for i in order]), atol=1e-11, rtol=0)


def test_three_step_terminal_reward_constant_critic_by_hand():
    # r = (0, 0, 1), V = 0.5 everywhere, gamma = 0.9, lambda = 0.8, terminated.
    # delta = (0 + .9*.5 - .5, 0 + .9*.5 - .5, 1 + 0 - .5) = (-.05, -.05, .5)
    # A_2 = .5; A_1 = -.05 + .72*.5 = .31; A_0 = -.05 + .72*.31 = .1732
    adv, ret = ca.step_gae(t64([0, 0, 1]), t64([0.5] * 3), [1, 1, 1], torch.tensor([0, 1, 2]), gamma=0.9, lam=0.8)
    torch.testing.assert_close(adv, t64([0.1732, 0.31, 0.5]), atol=1e-12, rtol=0)
    torch.testing.assert_close(ret, t64([0.6732, 0.81, 1.0]), atol=1e-12, rtol=0)


def test_spec_example_terminated_and_truncated_with_bootstrap():
    rewards, values, steps = t64([0, 0, 1]), t64([0.5, 0.6, 0.8]), torch.tensor([0, 1, 2])
    adv, ret = ca.step_gae(rewards, values, ["t"] * 3, steps, gamma=0.99, lam=1.0)
    torch.testing.assert_close(adv, t64([0.4801, 0.39, 0.2]), atol=1e-12, rtol=0)
    torch.testing.assert_close(ret, t64([0.9801, 0.99, 1.0]), atol=1e-12, rtol=0)
    truncated = torch.tensor([False, False, True])
    boot = t64([0.0, 0.0, 0.7])
    adv_b, _ = ca.step_gae(
        rewards, values, ["t"] * 3, steps, gamma=0.99, lam=1.0, truncated=truncated, bootstrap_values=boot
    )
    assert adv_b[0].item() == pytest.approx(1.1593093, abs=1e-7)
    assert adv_b[2].item() == pytest.approx(0.893, abs=1e-12)
    # terminated wins over truncated
    adv_t, _ = ca.step_gae(
        rewards,
        values,
        ["t"] * 3,
        steps,
        gamma=0.99,
        lam=1.0,
        truncated=truncated,
        bootstrap_values=boot,
        terminated=torch.tensor([False, False, True]),
    )
    torch.testing.assert_close(adv_t, adv, atol=0, rtol=0)


@FAST
@given(seed=SEEDS, gamma=st.sampled_from([0.5, 0.99, 1.0]))
def test_lambda_one_is_discounted_return_minus_value(seed, gamma):
    batch = random_batch(random.Random(seed), max_traj=4, max_steps=6)
    rewards, values, traj_ids, steps = _step_inputs(batch)
    adv, _ = ca.step_gae(rewards, values, traj_ids, steps, gamma=gamma, lam=1.0)
    for i in range(len(batch.rewards)):
        future = [
            (batch.step_index[j] - batch.step_index[i], batch.rewards[j])
            for j in range(len(batch.rewards))
            if batch.traj_ids[j] == batch.traj_ids[i] and batch.step_index[j] >= batch.step_index[i]
        ]
        ret = sum(gamma**k * r for k, r in future)
        assert adv[i].item() == pytest.approx(ret - batch.values[i], abs=1e-12)


def test_lambda_zero_is_td_error_and_single_step_is_reward_minus_value():
    adv, _ = ca.step_gae(t64([1, 2, 3]), t64([0.1, 0.2, 0.3]), [0, 0, 0], torch.tensor([0, 1, 2]), gamma=0.5, lam=0)
    torch.testing.assert_close(adv, t64([1 + 0.5 * 0.2 - 0.1, 2 + 0.5 * 0.3 - 0.2, 3 - 0.3]), atol=1e-12, rtol=0)
    adv, _ = ca.step_gae(t64([2.0]), t64([0.25]), ["x"], torch.tensor([0]), gamma=0.9, lam=0.9)
    assert adv.item() == pytest.approx(1.75, abs=1e-12)


def test_truncation_switch_changes_only_the_last_delta():
    rewards, values, steps = t64([0.1, 0.0, 0.5]), t64([0.2, 0.3, 0.4]), torch.tensor([0, 1, 2])
    base, _ = ca.step_gae(rewards, values, [0] * 3, steps, gamma=0.9, lam=0.7)
    not_truncated, _ = ca.step_gae(
        rewards,
        values,
        [0] * 3,
        steps,
        gamma=0.9,
        lam=0.7,
        truncated=torch.tensor([False] * 3),
        bootstrap_values=t64([9.0] * 3),
    )
    torch.testing.assert_close(not_truncated, base, atol=0, rtol=0)
    boot, _ = ca.step_gae(
        rewards,
        values,
        [0] * 3,
        steps,
        gamma=0.9,
        lam=0.7,
        truncated=torch.tensor([False, False, True]),
        bootstrap_values=t64([0, 0, 2.0]),
    )
    shift = 0.9 * 2.0
    torch.testing.assert_close(boot - base, t64([shift * 0.63**2, shift * 0.63, shift]), atol=1e-12, rtol=0)


def test_step_gae_float32_and_any_row_order():
    rewards, values = torch.tensor([1.0, 0.0, 0.5]), torch.tensor([0.2, 0.1, 0.3])
    adv, ret = ca.step_gae(rewards, values, torch.tensor([5, 5, 9]), torch.tensor([1, 0, 0]), gamma=1.0, lam=1.0)
    assert adv.dtype == torch.float32
    torch.testing.assert_close(adv, torch.tensor([0.8, 0.9, 0.2]))
    torch.testing.assert_close(ret, adv + values)


@pytest.mark.parametrize(
    ("traj", "steps", "fragment"),
    [
        ([1, 1, 1], [0, 0, 2], "exactly once"),
        ([1, 1], [0, 2], "exactly once"),
        (["a", "b"], [1, 0], "'a'"),
        ([3, 3], [-1, 0], "exactly once"),
    ],
)
def test_step_gae_rejects_bad_step_indices(traj, steps, fragment):
    n = len(traj)
    with pytest.raises(RolloutBatchError, match=fragment):
        ca.step_gae(torch.zeros(n), torch.zeros(n), traj, torch.tensor(steps), gamma=1, lam=1)


def test_bootstrap_needs_both_arguments():
    with pytest.raises(ConfigError, match="bootstrap_values"):
        ca.step_gae(torch.zeros(1), torch.zeros(1), [0], torch.tensor([0]), gamma=1, lam=1, truncated=torch.ones(1))


# -- token-level GAE ---------------------------------------------------------------------------------


def _token_tensors(batch, rng):
    shape = batch.segment_ids.shape
    token_rewards = torch.tensor([[rng.uniform(-1, 1) for _ in range(shape[1])] for _ in range(shape[0])])
    token_values = torch.tensor([[rng.uniform(-1, 1) for _ in range(shape[1])] for _ in range(shape[0])])
    return token_rewards.double(), token_values.double()


@FAST
@given(seed=SEEDS, gamma=st.sampled_from([0.9, 0.99, 1.0]), lam=st.sampled_from([0.0, 0.95, 1.0]))
def test_token_gae_matches_plain_loop_with_several_segments_per_row(seed, gamma, lam):
    rng = random.Random(seed)
    batch = random_batch(rng, max_traj=5, max_steps=5, max_segments_per_row=3)
    token_rewards, token_values = _token_tensors(batch, rng)
    adv, ret = ca.token_gae(
        token_rewards,
        token_values,
        batch.segment_ids,
        batch.traj_ids,
        torch.tensor(batch.step_index),
        gamma=gamma,
        lam=lam,
    )
    ref = t64(ref_token_gae(batch, token_rewards.tolist(), token_values.tolist(), gamma, lam))
    torch.testing.assert_close(adv, ref, atol=1e-12, rtol=0)
    mask = batch.segment_ids >= 0
    torch.testing.assert_close(ret, torch.where(mask, ref + token_values, torch.zeros_like(ref)), atol=1e-12, rtol=0)


@FAST
@given(seed=SEEDS)
def test_token_gae_bootstrap_matches_plain_loop(seed):
    rng = random.Random(seed)
    batch = random_batch(rng, max_traj=5, max_steps=4, max_segments_per_row=2)
    token_rewards, token_values = _token_tensors(batch, rng)
    adv, _ = ca.token_gae(
        token_rewards,
        token_values,
        batch.segment_ids,
        batch.traj_ids,
        torch.tensor(batch.step_index),
        gamma=0.99,
        lam=0.95,
        truncated=torch.tensor(batch.truncated),
        bootstrap_values=t64(batch.bootstrap),
    )
    ref = ref_token_gae(batch, token_rewards.tolist(), token_values.tolist(), 0.99, 0.95, bootstrap=True)
    torch.testing.assert_close(adv, t64(ref), atol=1e-12, rtol=0)


def test_token_gae_per_row_mask_form_equals_segment_form_in_layout_a():
    rng = random.Random(1)
    batch = random_batch(rng, max_traj=4, max_steps=4, max_segments_per_row=1)
    token_rewards, token_values = _token_tensors(batch, rng)
    steps = torch.tensor(batch.step_index)
    by_segments = ca.token_gae(
        token_rewards, token_values, batch.segment_ids, batch.traj_ids, steps, gamma=0.99, lam=1.0
    )
    rows = batch.rows_of_segment
    n = batch.segment_ids.shape[0]
    row_traj = [None] * n
    row_step = [0] * n
    for s, r in enumerate(rows):
        row_traj[r], row_step[r] = batch.traj_ids[s], batch.step_index[s]
    by_rows = ca.token_gae(
        token_rewards, token_values, batch.segment_ids >= 0, row_traj, torch.tensor(row_step), gamma=0.99, lam=1.0
    )
    torch.testing.assert_close(by_rows[0], by_segments[0], atol=0, rtol=0)


def test_token_gae_ignores_values_and_rewards_on_non_action_tokens():
    rng = random.Random(5)
    batch = random_batch(rng, max_traj=3, max_steps=4)
    token_rewards, token_values = _token_tensors(batch, rng)
    steps = torch.tensor(batch.step_index)
    adv, ret = ca.token_gae(token_rewards, token_values, batch.segment_ids, batch.traj_ids, steps, gamma=0.9, lam=0.9)
    off = batch.segment_ids < 0
    junk_values = torch.where(off, torch.full_like(token_values, 1e6), token_values)
    junk_rewards = torch.where(off, torch.full_like(token_rewards, -1e6), token_rewards)
    adv2, ret2 = ca.token_gae(junk_rewards, junk_values, batch.segment_ids, batch.traj_ids, steps, gamma=0.9, lam=0.9)
    torch.testing.assert_close(adv2, adv, atol=0, rtol=0)
    torch.testing.assert_close(ret2, ret, atol=0, rtol=0)
    assert bool((adv[off] == 0).all())


def test_token_gae_equals_step_gae_for_one_token_actions():
    rng = random.Random(11)
    batch = random_batch(rng, max_traj=5, max_steps=5, max_len=1)
    step_adv, step_ret = ca.step_gae(
        t64(batch.rewards), t64(batch.values), batch.traj_ids, torch.tensor(batch.step_index), gamma=0.95, lam=0.9
    )
    token_rewards = ca.segment_rewards_to_tokens(t64(batch.rewards), batch.segment_ids)
    token_values = ca.broadcast_to_tokens(t64(batch.values), batch.segment_ids)
    adv, ret = ca.token_gae(
        token_rewards,
        token_values,
        batch.segment_ids,
        batch.traj_ids,
        torch.tensor(batch.step_index),
        gamma=0.95,
        lam=0.9,
    )
    torch.testing.assert_close(ca.segment_sum(adv, batch.segment_ids), step_adv, atol=1e-12, rtol=0)
    torch.testing.assert_close(ca.segment_sum(ret, batch.segment_ids), step_ret, atol=1e-12, rtol=0)


def test_token_gae_layout_a_equals_layout_b():
    # two trajectories, actions of lengths (2, 3) and (1,); layout B puts observations between actions.
    seg_a = torch.tensor([[0, 0, -1], [0, 0, 0], [0, -1, -1]])
    rew_a = t64([[0.0, 0.5, 0], [0.0, 0.0, 1.0], [0.0, 0, 0]])
    val_a = t64([[0.1, 0.2, 0], [0.3, 0.4, 0.5], [0.6, 0, 0]])
    adv_a, _ = ca.token_gae(rew_a, val_a, seg_a, ["x", "x", "y"], torch.tensor([0, 1, 0]), gamma=0.9, lam=0.8)
    seg_b = torch.tensor([[0, 0, -1, -1, 1, 1, 1], [0, -1, -1, -1, -1, -1, -1]])
    rew_b = t64([[0.0, 0.5, 7, 7, 0.0, 0.0, 1.0], [0.0, 0, 0, 0, 0, 0, 0]])
    val_b = t64([[0.1, 0.2, 7, 7, 0.3, 0.4, 0.5], [0.6, 0, 0, 0, 0, 0, 0]])
    adv_b, _ = ca.token_gae(rew_b, val_b, seg_b, ["x", "x", "y"], torch.tensor([0, 1, 0]), gamma=0.9, lam=0.8)
    torch.testing.assert_close(adv_b[seg_b >= 0], adv_a[seg_a >= 0], atol=1e-15, rtol=0)


def test_token_gae_rejects_ambiguous_order():
    seg = torch.tensor([[0, -1], [0, 0]])
    with pytest.raises(RolloutBatchError, match="same step_index"):
        ca.token_gae(torch.zeros(2, 2), torch.zeros(2, 2), seg, [1, 1], torch.tensor([0, 0]), gamma=1, lam=1)


def test_non_contiguous_segment_is_rejected():
    with pytest.raises(RolloutBatchError, match="not contiguous"):
        ca.segment_layout(torch.tensor([[0, -1, 0]]))


# -- whitening ---------------------------------------------------------------------------------------


def test_action_whitening_has_mean_zero_unbiased_std_one_each_action_once():
    x = t64([1.0, 2.0, 4.0, 8.0])
    out = ca.whiten(x)
    assert out.mean().item() == pytest.approx(0, abs=1e-12)
    std = x.std(unbiased=True).item()
    torch.testing.assert_close(out, (x - x.mean()) / (std + 1e-8), atol=1e-15, rtol=0)
    assert ca.whiten(t64([3.0])).item() == 0.0
    assert ca.whiten(t64([])).numel() == 0


def test_token_whitening_matches_reference_and_zeroes_padding():
    rng = random.Random(2)
    batch = random_batch(rng, max_traj=3)
    values, _ = _token_tensors(batch, rng)
    out = ca.whiten(values, batch.segment_ids >= 0, eps_inside_sqrt=True)
    torch.testing.assert_close(out, t64(ref_token_whiten(values.tolist(), batch.segment_ids)), atol=1e-12, rtol=0)


def test_layout_helpers_round_trip():
    seg = torch.tensor([[-1, 0, 0, -1, 2, 2, 2], [1, 1, -1, -1, -1, -1, -1], [-1] * 7])
    layout = ca.segment_layout(seg)
    assert layout.num_segments == 3
    assert layout.lengths.tolist() == [2, 3, 2]
    assert layout.rows.tolist() == [0, 0, 1] and layout.local_ids.tolist() == [0, 2, 1]
    assert layout.first_col.tolist() == [1, 4, 0] and layout.last_col.tolist() == [2, 6, 1]
    assert ca.segment_lengths(seg).tolist() == [2, 3, 2]
    tokens = ca.broadcast_to_tokens(t64([1, 2, 3]), seg)
    assert tokens.tolist() == [[0, 1, 1, 0, 2, 2, 2], [3, 3, 0, 0, 0, 0, 0], [0] * 7]
    torch.testing.assert_close(ca.segment_sum(tokens, seg), t64([2, 6, 6]))
    rewards = ca.segment_rewards_to_tokens(t64([1, 2, 3]), seg)
    assert rewards.tolist() == [[0, 0, 1, 0, 0, 0, 2], [0, 3, 0, 0, 0, 0, 0], [0] * 7]
    assert ca.flat_segment_index(seg).tolist()[0] == [-1, 0, 0, -1, 1, 1, 1]
