"""Speed of the core_algos hot paths, measured side by side in one run.

1. ``step_gae`` (vectorised) against a plain per-trajectory Python loop at 10k and 100k action segments
   (trajectories of 1..20 steps, rows shuffled). Target: >= 50x faster at 100k.
2. CAPO ``policy_loss`` (``action_aware``, per-action advantages) forward + backward against token-PPO
   ``policy_loss`` (``token``, dual clip 3) on the same 512 rows x 512 tokens batch (one action per row,
   lengths 1..512). Target: CAPO at most 1.10x the token-PPO time. No model: log-probs are a leaf tensor,
   so this isolates the loss code (in training the model forward/backward dominates both).

Each configuration is timed as the median of repeated runs, alternating the two contenders, at 1 and at
2 torch threads. Run from the repository root: ``python benchmarks/algos_speed.py`` (about a minute).
Writes ``benchmarks/results/algos_speed.{json,png}`` (``--output``).
"""

from __future__ import annotations

import random
import statistics
from pathlib import Path
from typing import Any

import harness
import torch
from tqdm import tqdm

from agentgym_capo.trainer import core_algos as ca
from agentgym_capo.trainer.algos.reference import action_gae_reference

SEED = 0


def plain_loop_step_gae(rewards, values, traj_ids, step_index, gamma, lam):
    """The plain-loop reference of paper Eq. 1 on the benchmark's tensors (conversions included in the time)."""
    advantages, returns = action_gae_reference(rewards.tolist(), values.tolist(), traj_ids.tolist(),
                                               step_index.tolist(), gamma, lam)
    return torch.tensor(advantages, dtype=torch.float64), torch.tensor(returns, dtype=torch.float64)


def gae_batch(num_segments: int, rng: random.Random):
    traj_ids, steps = [], []
    traj = 0
    while len(traj_ids) < num_segments:
        length = min(rng.randint(1, 20), num_segments - len(traj_ids))
        traj_ids += [traj] * length
        steps += list(range(length))
        traj += 1
    order = list(range(num_segments))
    rng.shuffle(order)
    traj_t = torch.tensor([traj_ids[i] for i in order])
    steps_t = torch.tensor([steps[i] for i in order])
    gen = torch.Generator().manual_seed(rng.randrange(2**31))
    rewards = torch.rand(num_segments, generator=gen, dtype=torch.float64)
    values = torch.rand(num_segments, generator=gen, dtype=torch.float64)
    return rewards, values, traj_t, steps_t, traj


def alternate(first, second, rounds: int, first_repeats: int = 1, second_repeats: int = 1) -> tuple[float, float]:
    """Median seconds of two contenders after 3 warm-up calls each, timed in alternation so load changes hit both."""
    for _ in range(3):
        first(), second()
    first_times, second_times = [], []
    for _ in range(rounds):
        first_times.append(harness.median_of(first, first_repeats))
        second_times.append(harness.median_of(second, second_repeats))
    return statistics.median(first_times), statistics.median(second_times)


def bench_gae(num_segments: int, rng: random.Random) -> dict:
    rewards, values, traj, steps, num_traj = gae_batch(num_segments, rng)
    vec = lambda: ca.step_gae(rewards, values, traj, steps, gamma=0.99, lam=1.0)
    loop = lambda: plain_loop_step_gae(rewards, values, traj, steps, 0.99, 1.0)
    adv, _ = vec()
    ref, _ = loop()
    assert torch.allclose(adv, ref, atol=1e-10, rtol=0)
    loop_s, vec_s = alternate(loop, vec, rounds=5, second_repeats=7)
    return {
        "num_segments": num_segments,
        "num_trajectories": num_traj,
        "plain_loop_ms": loop_s * 1e3,
        "vectorised_ms": vec_s * 1e3,
        "speedup": loop_s / vec_s,
        "max_abs_diff_vs_loop": (adv - ref).abs().max().item(),
    }


def bench_loss(rows: int = 512, width: int = 512) -> dict:
    gen = torch.Generator().manual_seed(SEED)
    lengths = torch.randint(1, width + 1, (rows,), generator=gen)
    segment_ids = torch.where(torch.arange(width).unsqueeze(0) < lengths.unsqueeze(1), 0, -1)
    old = -3 * torch.rand(rows, width, generator=gen)
    current = old + 1e-3 * torch.randn(rows, width, generator=gen)
    advantages = torch.randn(rows, generator=gen)

    def step(variant, eps, dual_clip):
        logp = current.clone().requires_grad_()
        loss, metrics = ca.policy_loss(
            logp, old, advantages, segment_ids, variant=variant, eps=eps, dual_clip=dual_clip
        )
        loss.backward()
        return metrics

    capo = lambda: step("action_aware", 1e-3, None)
    token = lambda: step("token", 0.2, 3.0)
    capo_s, token_s = alternate(capo, token, rounds=15)
    return {
        "rows": rows,
        "tokens_per_row": width,
        "action_tokens": int(lengths.sum()),
        "capo_action_aware_ms": capo_s * 1e3,
        "token_ppo_ms": token_s * 1e3,
        "ratio_capo_over_token": capo_s / token_s,
    }


def plot(runs: dict, path: Path) -> None:
    """Left: step_gae's speed-up per size and thread count; right: the two losses' milliseconds per thread count."""
    threads = list(runs)
    sizes = [f"{g['num_segments']:,} segments" for g in runs[threads[0]]["step_gae"]]

    def draw(axes: Any) -> None:
        harness.bars(axes[0], sizes, {f"{t} thread(s)": [g["speedup"] for g in runs[t]["step_gae"]] for t in threads},
                     values="{:.0f}x", line=(50, "target 50x"), width=0.7,
                     ylabel="speed-up of step_gae over a plain Python loop")
        for k, t in enumerate(threads):
            loss = runs[t]["policy_loss"]
            axes[1].bar([k * 3, k * 3 + 1], [loss["token_ppo_ms"], loss["capo_action_aware_ms"]],
                        color=["tab:gray", "tab:blue"])
            axes[1].text(k * 3 + 0.5, max(loss["token_ppo_ms"], loss["capo_action_aware_ms"]) * 1.02,
                         f"ratio {loss['ratio_capo_over_token']:.2f}", ha="center", fontsize=8)
        axes[1].set_xticks([k * 3 + 0.5 for k in range(len(threads))],
                           [f"{t} thread(s)\ntoken PPO | CAPO" for t in threads])
        axes[1].set_ylabel("policy_loss forward + backward (ms)")
        axes[1].set_title("512 x 512 tokens, target CAPO <= 1.10x token PPO", fontsize=9)

    harness.figure(path, draw, panels=2, size=(11, 4), dpi=120, title_size=10,
                   title="core_algos speed (2-core shared machine; medians)")


def main() -> None:
    """Both benchmarks at 1 and 2 torch threads; write the JSON (stamped) and its PNG."""
    options = harness.parser(__file__, __doc__, output="algos_speed.json").parse_args()
    rng = random.Random(SEED)
    runs: dict = {}
    for threads in tqdm((1, 2), desc="thread settings"):
        torch.set_num_threads(threads)
        runs[str(threads)] = {"step_gae": [], "policy_loss": None}
        for num in (10_000, 100_000):
            result = bench_gae(num, rng)
            runs[str(threads)]["step_gae"].append(result)
            print(
                f"[{threads} thread(s)] step_gae {num:>7,} segments: loop {result['plain_loop_ms']:.1f} ms, "
                f"vectorised {result['vectorised_ms']:.2f} ms, speed-up {result['speedup']:.1f}x"
            )
        loss = bench_loss()
        runs[str(threads)]["policy_loss"] = loss
        print(
            f"[{threads} thread(s)] policy_loss fwd+bwd 512x512: token PPO {loss['token_ppo_ms']:.1f} ms, "
            f"CAPO {loss['capo_action_aware_ms']:.1f} ms, ratio {loss['ratio_capo_over_token']:.2f}"
        )
    harness.record({"benchmark": "core_algos speed",
                    "targets": {"step_gae_speedup_at_100k": ">= 50", "capo_over_token_ppo_loss_time": "<= 1.10"},
                    "runs": runs, "machine": {"note": "2 CPU cores shared with other jobs (noisy); no GPU"}},
                   options.output)
    plot(runs, options.output)
    print(f"wrote {options.output} and its PNG")


if __name__ == "__main__":
    main()
