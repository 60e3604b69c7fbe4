"""The statistics of a comparison: a paired bootstrap over seeds and test episodes, and the seeds a difference needs.

Choices made here:

* **Paired by seed and by episode.** Two methods' runs of one seed start from the same model and are tested on
  the same episodes with the same sampling seed, so the difference is taken within a seed: each bootstrap draw
  resamples the seeds (with replacement), then within each drawn seed the test episodes (the same indices for
  both methods), and averages the per-seed differences. Seed-to-seed variation (training noise) and the finite
  test set both widen the interval; what the two runs of a seed share cancels.
* **Percentile intervals** from 4,000 draws with a fixed generator seed (the same runs give the same interval):
  95 % (``ci95``, what "established" reads) and 99 % (``ci99``, from the same draws: the per-comparison level of
  a Bonferroni correction for five comparisons, so a reader can apply one without the runs).
* **Power** by the normal approximation of a paired test: ``n = ((z_(1-alpha/2) + z_power) * sd / delta)^2``
  seeds detect a true difference ``delta`` with probability ``power``, where ``sd`` is the standard deviation of
  the per-seed differences measured in a pilot.
"""

from __future__ import annotations

import math
import random
import statistics
from collections.abc import Mapping, Sequence

__all__ = ["Difference", "paired_bootstrap", "seeds_for_power"]

Difference = dict[str, float | int | list[float] | None]


def paired_bootstrap(a: Mapping[int, Sequence[int]], b: Mapping[int, Sequence[int]], *, draws: int = 4000,
                     seed: int = 0) -> Difference:
    """Mean success of ``a`` minus ``b`` over the seeds both have, with a 95 % interval (module docstring).

    Args:
        a: Per seed, each test episode's outcome (0/1) in the episodes' order.
        b: The same for the other side, on the same episodes.

    Returns:
        ``difference`` (point estimate), ``ci95`` and ``ci99`` ([low, high]; None with no seed),
        ``seeds`` (how many were paired), ``sd_over_seeds`` (of the per-seed differences; None with one seed).
    """
    seeds = sorted(set(a) & set(b))
    if not seeds:
        return {"difference": None, "ci95": None, "ci99": None, "seeds": 0, "sd_over_seeds": None}
    for s in seeds:
        if len(a[s]) != len(b[s]):
            raise ValueError(f"seed {s}: {len(a[s])} outcomes against {len(b[s])}; a paired comparison needs the "
                             "same test episodes on both sides.")
    per_seed = [statistics.fmean(a[s]) - statistics.fmean(b[s]) for s in seeds]
    point = statistics.fmean(per_seed)
    rng = random.Random(seed)
    samples = []
    for _ in range(draws):
        total = 0.0
        for s in (seeds[rng.randrange(len(seeds))] for _ in seeds):
            n = len(a[s])
            picks = [rng.randrange(n) for _ in range(n)]
            total += sum(a[s][i] - b[s][i] for i in picks) / n
        samples.append(total / len(seeds))
    samples.sort()
    def interval(level: float) -> list[float]:
        tail = (1 - level) / 2
        return [samples[int(tail * draws)], samples[int((1 - tail) * draws) - 1]]

    return {"difference": point, "ci95": interval(0.95), "ci99": interval(0.99), "seeds": len(seeds),
            "sd_over_seeds": statistics.stdev(per_seed) if len(per_seed) > 1 else None}


def seeds_for_power(sd: float, delta: float = 0.05, power: float = 0.8, alpha: float = 0.05) -> int:
    """Seeds a paired comparison needs to detect a true difference ``delta`` with probability ``power`` at level
    ``alpha`` (two-sided), given ``sd``, the standard deviation of per-seed differences (module docstring)."""
    if delta <= 0 or not 0 < power < 1 or not 0 < alpha < 1:
        raise ValueError(f"delta > 0 and power, alpha in (0, 1) expected, got {delta}, {power}, {alpha}.")
    normal = statistics.NormalDist()
    z = normal.inv_cdf(1 - alpha / 2) + normal.inv_cdf(power)
    return max(2, math.ceil((z * sd / delta) ** 2))
