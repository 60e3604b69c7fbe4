"""Plain-loop reference implementations and random batch generators for the core_algos tests.

Everything here is written independently of the vectorised code with Python lists and loops, straight
from docs/algorithms.md, so the vectorised code can be checked against it. The loops of the paper's
equations (action-level GAE, the action-aware ratio, the CAPO objective) live in the package,
:mod:`agentgym_capo.trainer.algos.reference`, beside the code they check; this module adapts random
batches to them and keeps the loops of the other estimators.
"""

from __future__ import annotations

import math
import random
from dataclasses import dataclass, field

import torch

from agentgym_capo.trainer.algos.reference import action_gae_reference, policy_loss_reference

# ----------------------------------------------------------------------------------------------------
# Random batches
# ----------------------------------------------------------------------------------------------------


@dataclass
class RandomBatch:
    """Trajectories laid out in rows with several action segments per row, shuffled, padded."""

    segment_ids: torch.Tensor  # (N, R)
    traj_ids: list  # per segment, flat (row, segment) order
    step_index: list
    group_ids: list
    anchor_keys: list
    rewards: list
    values: list
    lengths: list
    truncated: list
    bootstrap: list
    rows_of_segment: list = field(default_factory=list)
    cols_of_segment: list = field(default_factory=list)  # list of column lists


def random_batch(
    rng: random.Random,
    *,
    max_traj: int = 5,
    max_steps: int = 5,
    max_len: int = 5,
    max_segments_per_row: int = 3,
    num_groups: int = 2,
    num_anchors: int = 3,
) -> RandomBatch:
    """Random trajectories cut into rows of 1..max_segments_per_row steps, rows shuffled.

    Inside a row, segments are separated by 0..2 observation tokens (-1) and followed by padding.
    """
    steps = []
    for traj in range(rng.randint(1, max_traj)):
        length = rng.randint(1, max_steps)
        group = rng.randrange(num_groups)
        trunc = rng.random() < 0.5
        boot = rng.uniform(-1, 1)
        for t in range(length):
            steps.append(
                dict(
                    traj=f"traj{traj}",
                    step=t,
                    group=f"g{group}",
                    anchor=f"s{rng.randrange(num_anchors)}",
                    reward=rng.choice([0.0, 0.0, 1.0, rng.uniform(-1, 1)]),
                    value=rng.uniform(-1, 1),
                    length=rng.randint(1, max_len),
                    truncated=trunc and t == length - 1,
                    bootstrap=boot,
                )
            )
    # group consecutive steps of a trajectory into rows (accumulated-transcript windows)
    rows, i = [], 0
    while i < len(steps):
        k = rng.randint(1, max_segments_per_row)
        row = [steps[i]]
        while len(row) < k and i + len(row) < len(steps) and steps[i + len(row)]["traj"] == row[0]["traj"]:
            row.append(steps[i + len(row)])
        rows.append(row)
        i += len(row)
    rng.shuffle(rows)
    layouts, width = [], 0
    for row in rows:
        cells = [-1] * rng.randint(0, 2)
        for k, step in enumerate(row):
            cells += [k] * step["length"] + [-1] * rng.randint(0, 2)
        layouts.append(cells)
        width = max(width, len(cells))
    width += rng.randint(0, 2)
    segment_ids = torch.full((len(rows), width), -1, dtype=torch.long)
    flat = []
    cols = []
    row_index = []
    for r, (row, cells) in enumerate(zip(rows, layouts, strict=True)):
        segment_ids[r, : len(cells)] = torch.tensor(cells, dtype=torch.long)
        for k, step in enumerate(row):
            flat.append(step)
            cols.append([j for j, c in enumerate(cells) if c == k])
            row_index.append(r)
    return RandomBatch(
        segment_ids=segment_ids,
        traj_ids=[s["traj"] for s in flat],
        step_index=[s["step"] for s in flat],
        group_ids=[s["group"] for s in flat],
        anchor_keys=[s["anchor"] for s in flat],
        rewards=[s["reward"] for s in flat],
        values=[s["value"] for s in flat],
        lengths=[s["length"] for s in flat],
        truncated=[s["truncated"] for s in flat],
        bootstrap=[s["bootstrap"] for s in flat],
        rows_of_segment=row_index,
        cols_of_segment=cols,
    )


def t64(values) -> torch.Tensor:
    return torch.tensor(values, dtype=torch.float64)


# ----------------------------------------------------------------------------------------------------
# Reference estimators
# ----------------------------------------------------------------------------------------------------


def ref_step_gae(rewards, values, traj_ids, steps, gamma, lam, truncated=None, bootstrap=None):
    """Per-trajectory backward loop of §2.1 (the package's loop form of paper Eq. 1)."""
    return action_gae_reference(rewards, values, traj_ids, steps, gamma, lam, truncated, bootstrap)


def ref_timeline(batch: RandomBatch):
    """Per trajectory, the list of (row, col, segment) of its action tokens in time order."""
    by_traj: dict = {}
    for s, traj in enumerate(batch.traj_ids):
        by_traj.setdefault(traj, []).append(s)
    out = {}
    for traj, segs in by_traj.items():
        segs.sort(key=lambda s: batch.step_index[s])
        out[traj] = [(batch.rows_of_segment[s], c, s) for s in segs for c in batch.cols_of_segment[s]]
    return out


def ref_token_gae(batch: RandomBatch, token_rewards, token_values, gamma, lam, bootstrap=False):
    """Token-level GAE of §4.1 with a per-token loop over each trajectory's timeline."""
    adv = [[0.0] * batch.segment_ids.shape[1] for _ in range(batch.segment_ids.shape[0])]
    for tokens in ref_timeline(batch).values():
        last_seg = tokens[-1][2]
        next_value = batch.bootstrap[last_seg] if bootstrap and batch.truncated[last_seg] else 0.0
        running = 0.0
        for row, col, _ in reversed(tokens):
            delta = token_rewards[row][col] + gamma * next_value - token_values[row][col]
            running = delta + gamma * lam * running
            adv[row][col] = running
            next_value = token_values[row][col]
    return adv


def ref_token_whiten(token_values, segment_ids):
    selected = [
        token_values[r][c]
        for r in range(segment_ids.shape[0])
        for c in range(segment_ids.shape[1])
        if segment_ids[r, c] >= 0
    ]
    n = len(selected)
    mean = sum(selected) / n
    var = sum((x - mean) ** 2 for x in selected) / (n - 1) if n > 1 else None
    out = [[0.0] * segment_ids.shape[1] for _ in range(segment_ids.shape[0])]
    for r in range(segment_ids.shape[0]):
        for c in range(segment_ids.shape[1]):
            if segment_ids[r, c] >= 0:
                out[r][c] = (token_values[r][c] - mean) / (math.sqrt(var + 1e-8) if var is not None else 1.0)
    return out


def _group_trajectories(rewards, traj_ids, group_ids):
    score: dict = {}
    group_of: dict = {}
    for r, traj, group in zip(rewards, traj_ids, group_ids, strict=True):
        score[traj] = score.get(traj, 0.0) + r
        group_of[traj] = group
    members: dict = {}
    for traj, group in group_of.items():
        members.setdefault(group, []).append(traj)
    return score, group_of, members


def _mean_std(xs):
    n = len(xs)
    mean = sum(xs) / n
    std = math.sqrt(sum((x - mean) ** 2 for x in xs) / (n - 1)) if n > 1 else 1.0
    return mean, std


def ref_grpo(rewards, traj_ids, group_ids, scale_by_std=True):
    score, group_of, members = _group_trajectories(rewards, traj_ids, group_ids)
    per_traj = {}
    for trajs in members.values():
        xs = [score[t] for t in trajs]
        mean, std = _mean_std(xs) if len(xs) > 1 else (0.0, 1.0)
        for t in trajs:
            per_traj[t] = (score[t] - mean) / (std + 1e-6) if scale_by_std else score[t] - mean
    return [per_traj[t] for t in traj_ids]


def ref_rloo(rewards, traj_ids, group_ids):
    score, _, members = _group_trajectories(rewards, traj_ids, group_ids)
    per_traj = {}
    for trajs in members.values():
        for t in trajs:
            others = [score[o] for o in trajs if o != t]
            per_traj[t] = score[t] - sum(others) / len(others) if others else score[t]
    return [per_traj[t] for t in traj_ids]


def ref_gigpo(rewards, traj_ids, steps, group_ids, anchors, gamma, omega, norm="mean_std"):
    score, group_of, members = _group_trajectories(rewards, traj_ids, group_ids)
    episode = {}
    for trajs in members.values():
        xs = [score[t] for t in trajs]
        mean, std = _mean_std(xs) if len(xs) > 1 else (0.0, 1.0)
        for t in trajs:
            episode[t] = (score[t] - mean) / ((std + 1e-6) if norm == "mean_std" else 1.0)
    returns = [0.0] * len(rewards)
    by_traj: dict = {}
    for i, t in enumerate(traj_ids):
        by_traj.setdefault(t, []).append(i)
    for idx in by_traj.values():
        idx.sort(key=lambda i: steps[i])
        g = 0.0
        for i in reversed(idx):
            g = rewards[i] + gamma * g
            returns[i] = g
    step_groups: dict = {}
    for i in range(len(rewards)):
        step_groups.setdefault((group_ids[i], anchors[i]), []).append(i)
    step_adv = [0.0] * len(rewards)
    for idx in step_groups.values():
        if len(idx) < 2:
            continue
        mean, std = _mean_std([returns[i] for i in idx])
        for i in idx:
            step_adv[i] = (returns[i] - mean) / ((std + 1e-6) if norm == "mean_std" else 1.0)
    return [episode[traj_ids[i]] + omega * step_adv[i] for i in range(len(rewards))]


def ref_policy_loss(logp, old_logp, advantages, batch: RandomBatch, variant, eps, dual_clip=None, mu=None):
    """Action-mean-token-mean policy loss with a loop over actions (torch scalars for autograd)."""
    token_log_ratios = [
        [logp[batch.rows_of_segment[s], c] - old_logp[batch.rows_of_segment[s], c] for c in cols]
        for s, cols in enumerate(batch.cols_of_segment)
    ]
    return policy_loss_reference(token_log_ratios, advantages, variant, eps, dual_clip, mu)


def test_reference_step_gae_matches_the_spec_example():
    adv, ret = ref_step_gae([0, 0, 1], [0.5, 0.6, 0.8], ["a"] * 3, [0, 1, 2], 0.99, 1.0)
    assert adv == [pytest_approx(0.4801), pytest_approx(0.39), pytest_approx(0.2)]
    assert ret == [pytest_approx(0.9801), pytest_approx(0.99), pytest_approx(1.0)]


def test_random_batch_segments_are_contiguous_and_cover_every_step():
    batch = random_batch(random.Random(3), max_traj=6, max_steps=6)
    distinct_per_row = sum(len(set(row.tolist()) - {-1}) for row in batch.segment_ids)
    assert len(batch.lengths) == len(batch.traj_ids) == distinct_per_row
    for s, cols in enumerate(batch.cols_of_segment):
        assert cols == list(range(cols[0], cols[0] + batch.lengths[s]))
    pairs = sorted(zip(batch.traj_ids, batch.step_index, strict=True))
    assert len(set(pairs)) == len(pairs)


def pytest_approx(x):
    import pytest

    return pytest.approx(x, abs=1e-12)
