"""Run records made by hand, for tests of what ``capo compare`` builds from them."""

from __future__ import annotations


def hand_record(method, seed, start, end, complete=True):
    """A run record as :mod:`agentgym_capo.compare.run_one` writes one: test outcomes before (iteration 0) and
    after (iteration 2) training, a two-point curve."""
    evals = [{"iteration": 0, "successes": start, "success": sum(start) / len(start)},
             {"iteration": 2, "successes": end, "success": sum(end) / len(end)}]
    curve = [{"iteration": i, "rollout/success_rate": 0.25 * i, "rollout/action_tokens_mean": 10.0 + seed}
             for i in (1, 2)]
    return {"name": f"{method}_s{seed}", "method": method, "seed": seed, "complete": complete, "evals": evals,
            "curve": curve,
            "settings": {"algo": method, "rollout_tasks": 4, "group_size": 1}, "env_id": "capo/Relay-v0",
            "model": "/models/m", "machine": {"cpu_model": "x", "load_average": [seed, 0, 0]}}
