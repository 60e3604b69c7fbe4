"""Reproduce the CAPO paper's Figure 3 toy experiment: clipping fractions of length-scaled ratios.

For alpha in {0, 0.25, 0.5, 0.75, 1} and action lengths L in {1, 2, 4, ..., 1024}, sample token log-ratios
z_i ~ N(mu_z, sigma_z^2) i.i.d. (docs/algorithms.md §3.5: mu_z = 0, sigma_z = 1.5e-3), form
log w = L^-alpha * sum_i z_i, draw advantages +-1 with probability 1/2, and measure the out-of-range
fraction (w outside [1-eps, 1+eps]) and the active-clipping fraction (clipped branch strictly selected)
with eps = 1e-3, using ``core_algos.clipping_indicators``. The Monte Carlo values are checked against the
closed form of §3.5 (tolerance 4 * sqrt(p(1-p)/n)). Also runs the sigma_z sensitivity study and a
mean-drift study (mu_z = +-5e-4, mixed lengths) comparing ``sqrt`` and ``action_aware`` ratios computed
by ``core_algos.action_log_ratio``.

Run from the repository root: ``python benchmarks/figure3_clipping.py`` (about a minute on 2 cores).
Writes ``benchmarks/results/figure3_clipping.{json,png}`` (``--output``).
"""

from __future__ import annotations

import json
import math
from pathlib import Path
from typing import Any

import harness
import torch
from tqdm import tqdm

from agentgym_capo.trainer import core_algos as ca

SEED = 20260418
EPS = 1e-3
ALPHAS = (0.0, 0.25, 0.5, 0.75, 1.0)
LENGTHS = tuple(2**k for k in range(11))
SIGMA = 1.5e-3
SENSITIVITY_SIGMAS = (5e-4, 1e-3, 3e-3)
N_MAIN = 200_000
N_SENSITIVITY = 50_000
CHUNK_TOKENS = 8_000_000


def normal_cdf(x: float) -> float:
    return 0.5 * (1.0 + math.erf(x / math.sqrt(2.0)))


def closed_form_oor(length: int, alpha: float, mu: float, sigma: float) -> float:
    """OOR of log w ~ N(L^(1-alpha) mu, L^(1-2 alpha) sigma^2) (§3.5)."""
    mean = length ** (1 - alpha) * mu
    sd = math.sqrt(length ** (1 - 2 * alpha)) * sigma
    upper, lower = math.log(1 + EPS), math.log(1 - EPS)
    return 1 - normal_cdf((upper - mean) / sd) + normal_cdf((lower - mean) / sd)


def sampled_sums(length: int, n: int, mu: float, sigma: float, gen: torch.Generator) -> torch.Tensor:
    """Sum over L i.i.d. token log-ratios for n actions, sampled token by token in chunks."""
    rows_per_chunk = max(1, CHUNK_TOKENS // length)
    parts = []
    for start in range(0, n, rows_per_chunk):
        rows = min(rows_per_chunk, n - start)
        z = torch.randn(rows, length, generator=gen, dtype=torch.float64) * sigma + mu
        parts.append(z.sum(dim=1))
    return torch.cat(parts)


def clipping_curves(n: int, sigma: float, gen: torch.Generator, desc: str) -> dict:
    curves: dict = {
        str(a): {"L": [], "oor": [], "act": [], "oor_closed_form": [], "within_tolerance": []} for a in ALPHAS
    }
    for length in tqdm(LENGTHS, desc=desc):
        sums = sampled_sums(length, n, 0.0, sigma, gen)
        advantages = torch.where(torch.rand(n, generator=gen) < 0.5, -1.0, 1.0).double()
        for alpha in ALPHAS:
            log_w = sums / length**alpha
            oor, act = ca.clipping_indicators(torch.exp(log_w), advantages, EPS)
            p_oor, p_act = oor.double().mean().item(), act.double().mean().item()
            expected = closed_form_oor(length, alpha, 0.0, sigma)
            tol = 4 * math.sqrt(max(expected * (1 - expected), 1e-12) / n)
            tol_act = 4 * math.sqrt(max(expected / 2 * (1 - expected / 2), 1e-12) / n)
            row = curves[str(alpha)]
            row["L"].append(length)
            row["oor"].append(p_oor)
            row["act"].append(p_act)
            row["oor_closed_form"].append(expected)
            row["within_tolerance"].append(
                bool(abs(p_oor - expected) <= max(tol, 1e-9) and abs(p_act - expected / 2) <= max(tol_act, 1e-9))
            )
    return curves


def drift_study(gen: torch.Generator) -> dict:
    """sqrt vs action_aware under a non-zero mean log-ratio, with lengths mixed in one batch."""
    lengths = torch.tensor([2**k for k in range(1, 9)]).repeat_interleave(2000)  # 2..256, 2000 each
    width = int(lengths.max())
    segment_ids = torch.where(torch.arange(width).unsqueeze(0) < lengths.unsqueeze(1), 0, -1)
    out: dict = {}
    for mu in (5e-4, -5e-4):
        z = torch.randn(lengths.numel(), width, generator=gen, dtype=torch.float64) * SIGMA + mu
        old = torch.zeros_like(z)
        advantages = torch.where(torch.rand(lengths.numel(), generator=gen) < 0.5, -1.0, 1.0).double()
        out[str(mu)] = {}
        for variant in ("sqrt", "action_aware"):
            _, metrics = ca.policy_loss(z, old, advantages, segment_ids, variant=variant, eps=EPS)
            log_w, mu_hat = ca.action_log_ratio(z, old, segment_ids, variant=variant)
            per_length = {}
            for length in sorted(set(lengths.tolist())):
                sel = lengths == length
                per_length[str(length)] = {
                    "mean_log_w": log_w[sel].mean().item(),
                    "oor": ((log_w[sel].exp() > 1 + EPS) | (log_w[sel].exp() < 1 - EPS)).double().mean().item(),
                }
            out[str(mu)][variant] = {
                "mu_hat": mu_hat.item(),
                "oor_overall": metrics["clip/oor_frac"].item(),
                "per_length": per_length,
            }
    return out


def qualitative_checks(curves: dict) -> dict:
    oor = {a: curves[str(a)]["oor"] for a in ALPHAS}
    flat_half = max(oor[0.5]) - min(oor[0.5])
    return {
        "alpha_0_rising": all(b >= a - 0.01 for a, b in zip(oor[0.0], oor[0.0][1:], strict=False))
        and oor[0.0][-1] > oor[0.0][0] + 0.3,
        "alpha_1_falling": all(b <= a + 0.01 for a, b in zip(oor[1.0], oor[1.0][1:], strict=False))
        and oor[1.0][-1] < oor[1.0][0] - 0.3,
        "alpha_0.5_flat": flat_half < 0.01,
        "alpha_0.5_oor_range": flat_half,
        "act_about_half_of_oor": all(
            abs(curves[str(a)]["act"][i] - curves[str(a)]["oor"][i] / 2) < 0.01
            for a in ALPHAS
            for i in range(len(LENGTHS))
        ),
        "all_within_closed_form_tolerance": all(all(curves[str(a)]["within_tolerance"]) for a in ALPHAS),
    }


def plot(curves: dict, path: Path) -> None:
    """Out-of-range and active-clipping fractions against L per alpha, the closed form dotted."""

    def draw(axes: Any) -> None:
        for ax, key, title in zip(axes, ("oor", "act"), ("(a) out-of-range fraction", "(b) active clipping fraction"),
                                  strict=True):
            drawn = harness.lines(ax, {f"alpha = {alpha:g}": (curves[str(alpha)]["L"], curves[str(alpha)][key])
                                       for alpha in ALPHAS}, xlabel="action length L (tokens)",
                                  ylabel="fraction of actions", log_x=2, ylim=(-0.02, 1.02), legend=key == "oor")
            for alpha, line in zip(ALPHAS, drawn.values(), strict=True):
                row = curves[str(alpha)]
                theory = row["oor_closed_form"] if key == "oor" else [p / 2 for p in row["oor_closed_form"]]
                ax.plot(row["L"], theory, linestyle=":", color=line.get_color(), linewidth=1)
            ax.set_title(title)
            ax.grid(alpha=0.3)

    harness.figure(path, draw, panels=2, size=(11, 4.2), dpi=130,
                   title=f"Length-scaled ratio exp(L^-alpha sum z), z ~ N(0, {SIGMA:g}^2), eps = {EPS:g}, "
                         f"n = {N_MAIN:,} per point (dotted: closed form)")


def main() -> None:
    """The main curves, the sigma_z sensitivity and the drift study; write the JSON (stamped) and its PNG."""
    options = harness.parser(__file__, __doc__, output="figure3_clipping.json", threads=2).parse_args()
    harness.set_threads(options.threads)
    gen = torch.Generator().manual_seed(SEED)
    timing: dict[str, float] = {}
    print(f"Figure 3 toy experiment: eps={EPS}, sigma_z={SIGMA}, n={N_MAIN} actions per (L, alpha), seed={SEED}")
    with harness.timed(timing, "all"):
        curves = clipping_curves(N_MAIN, SIGMA, gen, "main run")
        sensitivity = {}
        for sigma in SENSITIVITY_SIGMAS:
            sensitivity[str(sigma)] = clipping_curves(N_SENSITIVITY, sigma, gen, f"sigma_z={sigma:g}")
        print("mean-drift study (sqrt vs action_aware, mu_z = +-5e-4) ...")
        drift = drift_study(gen)
        checks = qualitative_checks(curves)
    result = {
        "experiment": "CAPO Figure 3 toy (docs/algorithms.md §3.5)",
        "seed": SEED,
        "eps": EPS,
        "sigma_z": SIGMA,
        "mu_z": 0.0,
        "n_per_point": N_MAIN,
        "alphas": ALPHAS,
        "lengths": LENGTHS,
        "curves": curves,
        "checks": checks,
        "sensitivity": {"n_per_point": N_SENSITIVITY, "curves": sensitivity},
        "drift_study": drift,
        "seconds": round(timing["all"], 1),
    }
    harness.record(result, options.output)
    plot(curves, options.output)
    print("OOR per L (rows: alpha):")
    for alpha in ALPHAS:
        print(f"  alpha={alpha:<5g}", " ".join(f"{p:.3f}" for p in curves[str(alpha)]["oor"]))
    print("checks:", json.dumps(checks))
    for mu, variants in drift.items():
        for variant, stats in variants.items():
            means = [v["mean_log_w"] for v in stats["per_length"].values()]
            print(f"  drift mu_z={mu}: {variant:<12} mean log w from L=2 to L=256: {means[0]:+.2e} .. {means[-1]:+.2e}")
    print(f"wrote {options.output} and its PNG in {result['seconds']} s")


if __name__ == "__main__":
    main()
