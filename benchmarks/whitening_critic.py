"""What batch whitening does to a critic's advantages on a 3-step terminal-reward task (issue 31, item 5).

A small, model-free measurement with the project's own estimator (``core_algos.action_gae``, gamma 1,
lambda 1, as the demo and the Relay pilots use) and ``core_algos.whiten``. Batches of ``--episodes``
episodes of a chain like ``capo/Relay-v0``: each step is passed with probability ``q`` (a wrong step ends the
episode with reward 0, passing the last one gives 1). The critic is the true value ``q ** (steps - t)``
plus Gaussian noise of std ``sigma`` (a critic that has not converged). For each setting it reports, over
``--batches`` batches:

* ``mean_abs``: the mean |A| over actions, i.e. the size of the policy-gradient signal;
* ``sign_right``: the share of actions whose advantage has the sign of the true advantage
  (``Q(s, a) - V(s)``: positive for a passed step, negative for a failed one);
* ``success_pushed_down``: the share of the actions of *successful* episodes given a negative advantage.

and it does so for three treatments: ``off`` (the reward's scale), ``whiten`` (batch mean/std, the old
default) and ``floor`` (batch mean, divided by ``max(std, 0.5)``) ::

    python benchmarks/whitening_critic.py    # -> benchmarks/results/whitening_critic.json (seconds)
"""

from __future__ import annotations

import json

import harness

FLOOR = 0.5


def one_batch(q: float, sigma: float, *, steps: int, episodes: int, generator):
    """``(raw advantages, true advantage signs, successful-episode mask)`` of one simulated batch."""
    import torch

    from agentgym_capo.trainer import core_algos

    rewards, values, traj, index, truth, won = [], [], [], [], [], []
    for episode in range(episodes):
        passes = (torch.rand(steps, generator=generator) < q).tolist()
        length = passes.index(False) + 1 if False in passes else steps
        success = all(passes)
        for t in range(length):
            true_value = q ** (steps - t)
            values.append(true_value + sigma * float(torch.randn((), generator=generator)))
            rewards.append(1.0 if success and t == steps - 1 else 0.0)
            traj.append(episode)
            index.append(t)
            truth.append(1.0 if passes[t] else -1.0)  # Q - V > 0 for a pass (q < 1), < 0 for a fail
            won.append(success)
    advantages, _ = core_algos.action_gae(torch.tensor(rewards), torch.tensor(values), traj, torch.tensor(index),
                                          gamma=1.0, lam=1.0)
    return advantages, torch.tensor(truth), torch.tensor(won)


def treat(advantages, kind: str):
    """The advantages under treatment ``kind`` (off / whiten / floor)."""
    from agentgym_capo.trainer import core_algos

    if kind == "off":
        return advantages
    if kind == "whiten":
        return core_algos.whiten(advantages)
    centred = advantages - advantages.mean()
    return centred / max(float(advantages.std()), FLOOR)


def main() -> None:
    """CLI: simulate, print and write the table."""
    parser = harness.parser(__file__, __doc__, output="whitening_critic.json", output_aliases=("--result",))
    parser.add_argument("--episodes", type=int, default=16, help="Episodes per batch (the demo's 16).")
    parser.add_argument("--batches", type=int, default=200, help="Batches per setting.")
    parser.add_argument("--steps", type=int, default=3, help="Steps per episode.")
    options = parser.parse_args()
    import torch

    generator = torch.Generator().manual_seed(0)
    rows = []
    for q in (0.5, 0.75, 0.9, 0.99):
        for sigma in (0.05, 0.15):
            sums = {kind: {"mean_abs": 0.0, "sign_right": 0.0, "success_pushed_down": 0.0, "n_won": 0}
                    for kind in ("off", "whiten", "floor")}
            for _ in range(options.batches):
                raw, truth, won = one_batch(q, sigma, steps=options.steps, episodes=options.episodes,
                                            generator=generator)
                for kind, acc in sums.items():
                    adv = treat(raw, kind)
                    acc["mean_abs"] += float(adv.abs().mean())
                    acc["sign_right"] += float((torch.sign(adv) == truth).float().mean())
                    if bool(won.any()):
                        acc["success_pushed_down"] += float((adv[won] < 0).float().mean())
                        acc["n_won"] += 1
            row = {"q": q, "episode_success": q ** options.steps, "sigma": sigma}
            for kind, acc in sums.items():
                row[kind] = {"mean_abs": acc["mean_abs"] / options.batches,
                             "sign_right": acc["sign_right"] / options.batches,
                             "success_pushed_down": acc["success_pushed_down"] / max(acc["n_won"], 1)}
            print(json.dumps(row), flush=True)
            rows.append(row)
    harness.record({"episodes": options.episodes, "batches": options.batches, "steps": options.steps, "floor": FLOOR,
                    "gamma": 1.0, "lam": 1.0, "rows": rows}, options.output)


if __name__ == "__main__":
    main()
