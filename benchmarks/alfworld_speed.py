"""ALFWorld speed: our ``capo/ALFWorld-v0`` against alfworld's own ``AlfredTWEnv`` on the same games.

Run from the repository root: ``python benchmarks/alfworld_speed.py`` (a few minutes). Writes
``benchmarks/results/alfworld_speed.{json,png}`` (``--output``).

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
import os
import statistics
from pathlib import Path
from typing import Any

import gymnasium as gym
import harness
import numpy as np

import agentgym_capo  # noqa: F401
from agentgym_capo.envs.alfworld.dataset import JSON_DIR, materialise_bundled
from agentgym_capo.envs.factory import EnvFactory
from agentgym_capo.envs.parallel import ProcessEnvPool

STEPS = 20
EPISODES = 8


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
    """One env of ours: median reset seconds (cold, warm) and steps per second."""
    env = gym.make("capo/ALFWorld-v0", split="valid_unseen")
    ids = env.unwrapped.task_ids()
    rng = np.random.default_rng(0)
    seconds: dict[str, list[float]] = {"cold": [], "warm": [], "step": []}
    for episode in range(EPISODES):
        task_id = ids[episode]
        for bucket in ("cold", "warm"):
            with harness.timed(seconds, bucket):
                obs, info = env.reset(seed=episode, options={"task_id": task_id})
        for _ in range(STEPS):
            action = str(rng.choice(info["admissible_actions"]))
            with harness.timed(seconds, "step"):
                obs, reward, terminated, truncated, info = env.step(action)
            if terminated or truncated:
                obs, info = env.reset(seed=episode, options={"task_id": task_id})
    env.close()
    return {"reset_cold_s": statistics.median(seconds["cold"]), "reset_warm_s": statistics.median(seconds["warm"]),
            "steps_per_s": len(seconds["step"]) / sum(seconds["step"]), "steps": len(seconds["step"])}


def bench_alfworld(batch_size: int) -> dict:
    from alfworld.agents.environment.alfred_tw_env import AlfredTWEnv

    with contextlib.redirect_stdout(io.StringIO()):
        env = AlfredTWEnv(alfworld_config(materialise_bundled()), train_eval="eval_out_of_distribution")
        env = env.init_env(batch_size=batch_size)
    rng = np.random.default_rng(0)
    seconds: dict[str, list[float]] = {"reset": [], "step": []}
    for _ in range(max(1, EPISODES // batch_size)):
        with harness.timed(seconds, "reset"):
            obs, infos = env.reset()
        for _ in range(STEPS):
            commands = [str(rng.choice(cmds)) for cmds in infos["admissible_commands"]]
            with harness.timed(seconds, "step"):
                obs, scores, dones, infos = env.step(commands)
    env.close()
    return _batch_summary(seconds, batch_size)


def _batch_summary(seconds: dict[str, list[float]], batch: int) -> dict:
    """Median reset seconds and aggregate steps per second of ``batch`` games stepped together."""
    steps = batch * len(seconds["step"])
    return {"reset_s": statistics.median(seconds["reset"]), "steps_per_s": steps / sum(seconds["step"]),
            "steps": steps}


def bench_ours_pool(n: int) -> dict:
    pool = ProcessEnvPool(EnvFactory("capo/ALFWorld-v0", {"split": "valid_unseen"}), n)
    ids = pool.call("task_ids")[0]
    rng = np.random.default_rng(0)
    seconds: dict[str, list[float]] = {"reset": [], "step": []}
    try:
        for round_index in range(max(1, EPISODES // n)):
            options = [{"task_id": ids[(round_index * n + i) % len(ids)]} for i in range(n)]
            with harness.timed(seconds, "reset"):
                results = pool.reset(seeds=[round_index] * n, options=options)
            infos = [info for _, info in results]
            for _ in range(STEPS):
                actions = [str(rng.choice(info["admissible_actions"])) for info in infos]
                with harness.timed(seconds, "step"):
                    out = pool.step(actions)
                infos = [result[4] for result in out]
                ended = [i for i, result in enumerate(out) if result[2] or result[3]]
                if ended:
                    again = pool.reset(seeds=[0] * len(ended), options=[options[i] for i in ended], indices=ended)
                    for i, (_, info) in zip(ended, again, strict=True):
                        infos[i] = info
    finally:
        pool.close()
    return _batch_summary(seconds, n)


def main() -> None:
    """Measure both sides, one env and N in parallel; write the JSON (stamped) and its PNG."""
    options = harness.parser(__file__, __doc__, output="alfworld_speed.json").parse_args()
    materialise_bundled()
    cores = os.cpu_count() or 1
    results = {"machine": {"load_average_at_start": os.getloadavg()},
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
    plot(harness.record(results, options.output, indent=2), options.output)


def plot(results: dict, output: Path) -> None:
    """Reset latency and steps per second of one env, and aggregate steps per second of N parallel games."""
    single, alfworld = results["ours_single"], results["alfworld_single"]
    ns = sorted(int(n) for n in results["parallel"])

    def draw(axes: Any) -> None:
        harness.bars(axes[0], ["ours cold", "ours warm", "AlfredTWEnv"],
                     {"reset": [single["reset_cold_s"], single["reset_warm_s"], alfworld["reset_s"]]},
                     colors=["tab:blue", "tab:cyan", "tab:orange"], ylabel="median reset latency (s)",
                     title="Reset, one env")
        harness.bars(axes[1], ["ours", "AlfredTWEnv"], {"steps": [single["steps_per_s"], alfworld["steps_per_s"]]},
                     colors=["tab:blue", "tab:orange"], ylabel="steps / s", title="Stepping, one env")
        harness.lines(axes[2], {name: (ns, [results["parallel"][str(n)][key]["steps_per_s"] for n in ns])
                                for name, key in (("ours (ProcessEnvPool)", "ours_pool"),
                                                  ("AlfredTWEnv (batch, async)", "alfworld_batch"))},
                      xlabel="parallel games (N)", ylabel="aggregate steps / s",
                      title=f"N parallel games ({results['machine']['cpus']} shared cores)")
        axes[2].set_xticks(ns)

    harness.figure(output, draw, panels=3, size=(13, 4), dpi=120)


if __name__ == "__main__":
    main()
