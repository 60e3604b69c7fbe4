"""Critic-free baselines (GRPO, RLOO, REINFORCE++, GiGPO) and the advantage-estimator registry."""

from __future__ import annotations

import random

import pytest
import torch
from hypothesis import given, settings
from hypothesis import strategies as st

from agentgym_capo.errors import ConfigError, RolloutBatchError
from agentgym_capo.trainer import core_algos as ca

from .test_core_algos_references import (
    random_batch,
    ref_gigpo,
    ref_grpo,
    ref_rloo,
    ref_timeline,
    ref_token_whiten,
    t64,
)

SEEDS = st.integers(min_value=0, max_value=2**31 - 1)
FAST = settings(max_examples=25, deadline=None)


def _batch(seed, **kwargs):
    return random_batch(random.Random(seed), max_traj=8, max_steps=4, num_groups=3, **kwargs)


@FAST
@given(seed=SEEDS, scale=st.booleans())
def test_grpo_matches_loop(seed, scale):
    b = _batch(seed)
    out = ca.grpo_advantages(t64(b.rewards), b.group_ids, traj_ids=b.traj_ids, scale_by_std=scale)
    torch.testing.assert_close(out, t64(ref_grpo(b.rewards, b.traj_ids, b.group_ids, scale)), atol=1e-12, rtol=0)


@FAST
@given(seed=SEEDS)
def test_rloo_matches_loop(seed):
    b = _batch(seed)
    out = ca.rloo_advantages(t64(b.rewards), b.group_ids, traj_ids=b.traj_ids)
    torch.testing.assert_close(out, t64(ref_rloo(b.rewards, b.traj_ids, b.group_ids)), atol=1e-12, rtol=0)


@FAST
@given(seed=SEEDS, gamma=st.sampled_from([0.95, 1.0]), omega=st.sampled_from([0.0, 0.5, 1.0]))
def test_gigpo_matches_loop(seed, gamma, omega):
    b = _batch(seed, num_anchors=2)
    for norm in ("mean_std", "mean"):
        out = ca.gigpo_advantages(
            t64(b.rewards),
            b.traj_ids,
            torch.tensor(b.step_index),
            b.group_ids,
            b.anchor_keys,
            gamma=gamma,
            omega=omega,
            norm=norm,
        )
        ref = ref_gigpo(b.rewards, b.traj_ids, b.step_index, b.group_ids, b.anchor_keys, gamma, omega, norm)
        torch.testing.assert_close(out, t64(ref), atol=1e-12, rtol=0)


def _ref_rfpp(b, token_rewards, gamma, link_steps, baseline):
    n_rows, width = b.segment_ids.shape
    raw = [[0.0] * width for _ in range(n_rows)]
    timelines = ref_timeline(b)
    if baseline:
        score = {t: sum(token_rewards[r][c] for r, c, _ in toks) for t, toks in timelines.items()}
        group_of = {b.traj_ids[s]: b.group_ids[s] for s in range(len(b.traj_ids))}
        for traj, toks in timelines.items():
            members = [t for t in score if group_of[t] == group_of[traj]]
            mean = sum(score[t] for t in members) / len(members) if len(members) > 1 else 0.0
            for r, c, _ in toks:
                raw[r][c] = score[traj] - mean
    else:
        if not link_steps:  # reset at every row
            per_row: dict = {}
            for toks in timelines.values():
                for r, c, s in toks:
                    per_row.setdefault(r, []).append((r, c, s))
            timelines = {r: sorted(toks, key=lambda x: x[1]) for r, toks in per_row.items()}
        for toks in timelines.values():
            g = 0.0
            for r, c, _ in reversed(toks):
                g = token_rewards[r][c] + gamma * g
                raw[r][c] = g
    return ref_token_whiten(raw, b.segment_ids)


@FAST
@given(seed=SEEDS, link=st.booleans(), baseline=st.booleans())
def test_reinforce_pp_matches_loop(seed, link, baseline):
    rng = random.Random(seed)
    b = random_batch(rng, max_traj=6, max_steps=4, num_groups=2, max_segments_per_row=2)
    shape = b.segment_ids.shape
    token_rewards = t64([[rng.uniform(-1, 1) for _ in range(shape[1])] for _ in range(shape[0])])
    out = ca.reinforce_pp_advantages(
        token_rewards,
        b.segment_ids,
        b.traj_ids,
        torch.tensor(b.step_index),
        group_ids=b.group_ids if baseline else None,
        gamma=0.97,
        link_steps=link,
    )
    ref = _ref_rfpp(b, token_rewards.tolist(), 0.97, link, baseline)
    # whitening divides by sqrt(var + 1e-8): rounding residue of an all-equal batch is amplified up to 1e4 x
    torch.testing.assert_close(out, t64(ref), atol=1e-10, rtol=0)


def test_group_baseline_properties():
    rewards = t64([1.0, 0.0, 0.0, 1.0, 1.0, 0.5])
    groups = ["a", "a", "a", "a", "b", "c"]
    grpo = ca.grpo_advantages(rewards, groups)
    sigma = rewards[:4].std(unbiased=True).item()
    assert grpo[:4].mean().item() == pytest.approx(0, abs=1e-12)
    assert grpo[:4].std(unbiased=True).item() == pytest.approx(sigma / (sigma + 1e-6), abs=1e-12)
    assert grpo[4].item() == pytest.approx(1.0 / (1 + 1e-6), abs=1e-15)
    rloo = ca.rloo_advantages(rewards, groups)
    assert rloo[:4].sum().item() == pytest.approx(0, abs=1e-12)
    assert rloo[4].item() == 1.0 and rloo[5].item() == 0.5
    torch.testing.assert_close(rloo[:4], 4 / 3 * (rewards[:4] - rewards[:4].mean()), atol=1e-15, rtol=0)
    dr = ca.grpo_advantages(rewards, groups, scale_by_std=False)
    torch.testing.assert_close(dr[:4], rewards[:4] - 0.5, atol=1e-15, rtol=0)


def test_grpo_sums_rewards_over_the_steps_of_a_trajectory():
    # trajectory x: steps 0.5 + 0.5, y: 0 -> scores 1 and 0
    out = ca.grpo_advantages(t64([0.5, 0.0, 0.5]), ["g"] * 3, traj_ids=["x", "y", "x"])
    expected = 0.5 / (0.5**0.5 + 1e-6)
    torch.testing.assert_close(out, t64([expected, -expected, expected]), atol=1e-12, rtol=0)
    with pytest.raises(RolloutBatchError, match="more than one group_id"):
        ca.grpo_advantages(t64([1.0, 2.0]), ["g", "h"], traj_ids=["x", "x"])


def test_reinforce_pp_baseline_has_group_mean_zero_before_whitening():
    seg = torch.tensor([[0, 0], [0, -1], [0, 0]])
    rewards = t64([[0.0, 1.0], [0.5, 0.0], [0.0, 2.0]])
    raw = ca.reinforce_pp_advantages(
        rewards, seg, ["a", "b", "c"], torch.zeros(3, dtype=torch.long), group_ids=["g"] * 3, whiten_advantages=False
    )
    per_traj = [raw[0, 0].item(), raw[1, 0].item(), raw[2, 0].item()]
    assert sum(per_traj) == pytest.approx(0, abs=1e-12)


def test_gigpo_reductions():
    steps = torch.tensor([0, 1, 0, 1])
    rewards, traj, groups = t64([0.0, 1.0, 0.0, 0.0]), ["a", "a", "b", "b"], ["g"] * 4
    distinct = ca.gigpo_advantages(rewards, traj, steps, groups, ["s1", "s2", "s3", "s4"])
    episode = ca.grpo_advantages(rewards, groups, traj_ids=traj)
    torch.testing.assert_close(distinct, episode, atol=0, rtol=0)
    shared = ["s0", "s1", "s0", "s1"]
    no_step = ca.gigpo_advantages(rewards, traj, steps, groups, shared, omega=0.0)
    torch.testing.assert_close(no_step, episode, atol=0, rtol=0)
    same = ca.gigpo_advantages(t64([0.0, 1.0, 0.0, 1.0]), traj, steps, groups, shared, gamma=1.0)
    torch.testing.assert_close(same, ca.grpo_advantages(t64([0.0, 1.0, 0.0, 1.0]), groups, traj_ids=traj))


def test_gigpo_similarity_grouping_is_row_order_invariant():
    texts = ["you are in the kitchen.", "you are in the kitchen!", "a garden", "you are in the kitchen."]
    rewards, traj, steps, groups = (
        t64([1.0, 0.0, 0.5, 0.2]),
        ["a", "b", "a", "c"],
        torch.tensor([0, 0, 1, 0]),
        ["g"] * 4,
    )
    kw = dict(similarity_threshold=0.9, anchor_texts=texts)
    out = ca.gigpo_advantages(rewards, traj, steps, groups, texts, **kw)
    perm = [3, 1, 0, 2]
    out_perm = ca.gigpo_advantages(
        rewards[perm],
        [traj[i] for i in perm],
        steps[perm],
        [groups[i] for i in perm],
        [texts[i] for i in perm],
        similarity_threshold=0.9,
        anchor_texts=[texts[i] for i in perm],
    )
    torch.testing.assert_close(out_perm, out[perm], atol=1e-15, rtol=0)
    exact = ca.gigpo_advantages(rewards, traj, steps, groups, texts)
    assert not torch.allclose(out, exact)  # the fuzzy match merged "kitchen." and "kitchen!"


# -- registry ----------------------------------------------------------------------------------------


def _step_batch(seed):
    rng = random.Random(seed)
    b = random_batch(rng, max_traj=6, max_steps=4, num_groups=2)
    shape = b.segment_ids.shape
    return ca.StepBatch(
        segment_ids=b.segment_ids,
        rewards=t64(b.rewards),
        traj_ids=b.traj_ids,
        step_index=torch.tensor(b.step_index),
        values=t64(b.values),
        token_values=t64([[rng.uniform(-1, 1) for _ in range(shape[1])] for _ in range(shape[0])]),
        group_ids=b.group_ids,
        anchor_keys=b.anchor_keys,
        truncated=torch.tensor(b.truncated),
        bootstrap_values=t64(b.bootstrap),
        token_kl=t64([[rng.uniform(-0.1, 0.1) for _ in range(shape[1])] for _ in range(shape[0])]),
    )


@pytest.mark.parametrize("name", sorted(ca.ADVANTAGE_ESTIMATORS))
def test_every_registered_estimator_returns_the_fixed_type(name):
    batch = _step_batch(7)
    result = ca.get_advantage_estimator(name)(batch, ca.AdvantageParams(kl_in_reward_coef=0.001))
    assert isinstance(result, ca.AdvantageResult)
    assert result.token_advantages.shape == batch.segment_ids.shape
    assert bool((result.token_advantages[batch.segment_ids < 0] == 0).all())
    assert torch.isfinite(result.token_advantages).all()
    if result.segment_advantages is not None:
        torch.testing.assert_close(
            ca.broadcast_to_tokens(result.segment_advantages, batch.segment_ids), result.token_advantages
        )


def test_action_gae_estimator_whitens_over_actions_and_keeps_raw_returns():
    batch = _step_batch(3)
    params = ca.AdvantageParams(gamma=0.99, lam=1.0)
    result = ca.get_advantage_estimator("action_gae")(batch, params)
    raw, returns = ca.step_gae(batch.rewards, batch.values, batch.traj_ids, batch.step_index, gamma=0.99, lam=1.0)
    torch.testing.assert_close(result.segment_advantages, ca.whiten(raw))
    torch.testing.assert_close(result.segment_returns, returns)
    boot = ca.get_advantage_estimator("action_gae")(batch, ca.AdvantageParams(bootstrap_truncated=True))
    raw_b, _ = ca.step_gae(
        batch.rewards,
        batch.values,
        batch.traj_ids,
        batch.step_index,
        gamma=0.99,
        lam=1.0,
        truncated=batch.truncated,
        bootstrap_values=batch.bootstrap_values,
    )
    torch.testing.assert_close(boot.segment_advantages, ca.whiten(raw_b))


def test_unknown_estimator_lists_supported_names():
    with pytest.raises(ConfigError, match="Supported: .*'grpo'.*Did you mean 'grpo'"):
        ca.get_advantage_estimator("gpro")
