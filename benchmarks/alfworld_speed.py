"""ALFWorld speed: our ``capo/ALFWorld-v0`` against alfworld's own ``AlfredTWEnv`` on the same games.

Run from the repository root: ``python benchmarks/alfworld_speed.py`` (a few minutes). Writes
``benchmarks/results/alfworld_speed.{json,png}``.

Both sides play the bundled ``valid_unseen`` games (the materialised official layout, which ``AlfredTWEnv``
loads directly) with the same policy: a seeded uniform choice among the admissible commands, ``STEPS`` steps
per episode (episodes that end early are reset). Measured, side by side in one run:

* **reset latency**: ours cold (a game not yet loaded in the process; its PDDL->SAS translation may be in the
  on-disk cache from earlier runs) and warm (the game was played before in this process); alfworld's
  (``textworld.gym`` reloads the game file on every reset);
* **steps per second** of one env (ours: one ``step`` = parse the tool call + engine step + prompt
  rendering; alfworld's: one engine step);
* **aggregate steps per second with N parallel games**: ours through ``ProcessEnvPool(n)``, alfworld's through
  ``AlfredTWEnv.init_env(batch_size=n)`` (textworld's asynchronous batch env, one process per game).
"""

from __future__ import annotations

import contextlib
import io
import json
import os
import platform
import statistics
import sys
import time
from pathlib import Path

import numpy as np

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

import gymnasium as gym  # noqa: E402

import agentgym_capo  # noqa: E402,F401
from agentgym_capo.envs.alfworld.dataset import JSON_DIR, materialise_bundled  # noqa: E402
from agentgym_capo.envs.factory import EnvFactory  # noqa: E402
from agentgym_capo.envs.parallel import ProcessEnvPool  # noqa: E402

STEPS = 20
EPISODES = 8
RESULTS = Path(__file__).resolve().parent / "results"


def alfworld_config(data_dir: Path) -> dict:
    """The AlfredTWEnv config for the bundled valid_unseen games (no expert, as in evaluation)."""
    logic = data_dir / "logic"
    split = str(data_dir / JSON_DIR / "valid_unseen")
    return {
        "env": {"goal_desc_human_anns_prob": 0, "task_types": [1, 2, 3, 4, 5, 6], "domain_randomization": False,
                "expert_type": "handcoded"},
        "dataset": {"data_path": split, "eval_ood_data_path": split, "num_train_games": -1, "num_eval_games": -1},
        "general": {"training_method": "dagger"},
        "dagger": {"training": {"max_nb_steps_per_episode": STEPS}},
        "logic": {"domain": str(logic / "alfred.pddl"), "grammar": str(logic / "alfred.twl2")},
    }


def bench_ours_single() -> dict:
    env = gym.make("capo/ALFWorld-v0", split="valid_unseen")
    ids = env.unwrapped.task_ids()
    rng = np.random.default_rng(0)
    cold, warm, step_times = [], [], []
    for episode in range(EPISODES):
        task_id = ids[episode]
        for bucket in (cold, warm):
            start = time.perf_counter()
            obs, info = env.reset(seed=episode, options={"task_id": task_id})
            bucket.append(time.perf_counter() - start)
        for _ in range(STEPS):
            action = str(rng.choice(info["admissible_actions"]))
            start = time.perf_counter()
            obs, reward, terminated, truncated, info = env.step(action)
            step_times.append(time.perf_counter() - start)
            if terminated or truncated:
                obs, info = env.reset(seed=episode, options={"task_id": task_id})
    env.close()
    return {"reset_cold_s": statistics.median(cold), "reset_warm_s": statistics.median(warm),
            "steps_per_s": len(step_times) / sum(step_times), "steps": len(step_times)}


def bench_alfworld(batch_size: int) -> dict:
    from alfworld.agents.environment.alfred_tw_env import AlfredTWEnv

    with contextlib.redirect_stdout(io.StringIO()):
        env = AlfredTWEnv(alfworld_config(materialise_bundled()), train_eval="eval_out_of_distribution")
        env = env.init_env(batch_size=batch_size)
    rng = np.random.default_rng(0)
    resets, steps, step_time = [], 0, 0.0
    for _ in range(max(1, EPISODES // batch_size)):
        start = time.perf_counter()
        obs, infos = env.reset()
        resets.append(time.perf_counter() - start)
        for _ in range(STEPS):
            commands = [str(rng.choice(cmds)) for cmds in infos["admissible_commands"]]
            start = time.perf_counter()
            obs, scores, dones, infos = env.step(commands)
            step_time += time.perf_counter() - start
            steps += batch_size
    env.close()
    return {"reset_s": statistics.median(resets), "steps_per_s": steps / step_time, "steps": steps}


def bench_ours_pool(n: int) -> dict:
    pool = ProcessEnvPool(EnvFactory("capo/ALFWorld-v0", {"split": "valid_unseen"}), n)
    ids = pool.call("task_ids")[0]
    rng = np.random.default_rng(0)
    resets, steps, step_time = [], 0, 0.0
    try:
        for round_index in range(max(1, EPISODES // n)):
            options = [{"task_id": ids[(round_index * n + i) % len(ids)]} for i in range(n)]
            start = time.perf_counter()
            results = pool.reset(seeds=[round_index] * n, options=options)
            resets.append(time.perf_counter() - start)
            infos = [info for _, info in results]
            for _ in range(STEPS):
                actions = [str(rng.choice(info["admissible_actions"])) for info in infos]
                start = time.perf_counter()
                out = pool.step(actions)
                step_time += time.perf_counter() - start
                steps += n
                infos = [result[4] for result in out]
                ended = [i for i, result in enumerate(out) if result[2] or result[3]]
                if ended:
                    again = pool.reset(seeds=[0] * len(ended), options=[options[i] for i in ended], indices=ended)
                    for i, (_, info) in zip(ended, again, strict=True):
                        infos[i] = info
    finally:
        pool.close()
    return {"reset_s": statistics.median(resets), "steps_per_s": steps / step_time, "steps": steps}


def main() -> None:
    materialise_bundled()
    cores = os.cpu_count() or 1
    results = {"machine": {"cpus": cores, "platform": platform.platform(), "python": platform.python_version(),
                           "load_average_at_start": os.getloadavg()},
               "games": "bundled valid_unseen (30 games)", "policy": "uniform random admissible command",
               "steps_per_episode": STEPS}
    print("ours, one env ...", flush=True)
    results["ours_single"] = bench_ours_single()
    print(results["ours_single"], flush=True)
    print("alfworld AlfredTWEnv, batch 1 ...", flush=True)
    results["alfworld_single"] = bench_alfworld(1)
    print(results["alfworld_single"], flush=True)
    results["parallel"] = {}
    for n in sorted({1, 2, cores}):
        print(f"parallel n={n} ...", flush=True)
        results["parallel"][str(n)] = {"ours_pool": bench_ours_pool(n), "alfworld_batch": bench_alfworld(n)}
        print(results["parallel"][str(n)], flush=True)
    results["machine"]["load_average_at_end"] = os.getloadavg()
    RESULTS.mkdir(exist_ok=True)
    (RESULTS / "alfworld_speed.json").write_text(json.dumps(results, indent=2) + "\n")
    plot(results)


def plot(results: dict) -> None:
    import matplotlib

    matplotlib.use("Agg")
    import matplotlib.pyplot as plt

    fig, (left, middle, right) = plt.subplots(1, 3, figsize=(13, 4))
    labels = ["ours cold", "ours warm", "AlfredTWEnv"]
    values = [results["ours_single"]["reset_cold_s"], results["ours_single"]["reset_warm_s"],
              results["alfworld_single"]["reset_s"]]
    left.bar(labels, values, color=["tab:blue", "tab:cyan", "tab:orange"])
    left.set_ylabel("median reset latency (s)")
    left.set_title("Reset, one env")
    middle.bar(["ours", "AlfredTWEnv"], [results["ours_single"]["steps_per_s"],
                                          results["alfworld_single"]["steps_per_s"]],
               color=["tab:blue", "tab:orange"])
    middle.set_ylabel("steps / s")
    middle.set_title("Stepping, one env")
    ns = sorted(int(n) for n in results["parallel"])
    right.plot(ns, [results["parallel"][str(n)]["ours_pool"]["steps_per_s"] for n in ns], "o-",
               label="ours (ProcessEnvPool)")
    right.plot(ns, [results["parallel"][str(n)]["alfworld_batch"]["steps_per_s"] for n in ns], "s-",
               label="AlfredTWEnv (batch, async)")
    right.set_xticks(ns)
    right.set_xlabel("parallel games (N)")
    right.set_ylabel("aggregate steps / s")
    right.set_title(f"N parallel games ({results['machine']['cpus']} shared cores)")
    right.legend()
    fig.tight_layout()
    fig.savefig(RESULTS / "alfworld_speed.png", dpi=120)


if __name__ == "__main__":
    main()
