"""Env speed in process vs over HTTP, and collector backends side by side; writes JSON + PNG.

Run: ``python benchmarks/env_speed.py [--episodes 3] [--remote-episodes 32]``. Results go to
``benchmarks/results/env_speed.{json,png}``; ``docs/envs/index.md`` shows the per-id numbers.

* Per id: milliseconds per reset and per step of oracle episodes (task i, seed i), in process and through
  one local ``capo serve env`` server (``capo/Remote-v0``), and their ratio.
* Collector: episodes per second of ``capo/Chain-v0`` over HTTP with the ``sync`` and ``thread`` backends
  (the I/O-bound case threads are for), measured in the same run.
"""

from __future__ import annotations

import subprocess
import sys
from typing import Any

import gymnasium as gym
import harness

import agentgym_capo  # noqa: F401
from agentgym_capo.envs.registry import registered_ids
from agentgym_capo.interop.client import RemoteEnv
from agentgym_capo.rollout import RolloutCollector


def _episodes(env: gym.Env, count: int) -> tuple[float, float]:
    seconds: dict[str, list[float]] = {"reset": [], "step": []}
    ids = env.unwrapped.task_ids()
    for index in range(count):
        with harness.timed(seconds, "reset"):
            env.reset(seed=index, options={"task_id": ids[index % len(ids)]})
        while True:
            action = env.unwrapped.oracle_action()
            with harness.timed(seconds, "step"):
                _, _, terminated, truncated, _ = env.step(action)
            if terminated or truncated:
                break
    return 1000 * sum(seconds["reset"]) / count, 1000 * sum(seconds["step"]) / max(len(seconds["step"]), 1)


def _server() -> tuple[subprocess.Popen, str]:
    process = subprocess.Popen([sys.executable, "-m", "agentgym_capo.interop.server", "--port", "0"],
                               stdout=subprocess.PIPE, text=True)
    url = process.stdout.readline().split("listening on ")[1].split()[0]
    return process, url


def main() -> None:
    """Measure and write the results."""
    parser = harness.parser(__file__, __doc__, output="env_speed.json")
    parser.add_argument("--episodes", type=int, default=3)
    parser.add_argument("--remote-episodes", type=int, default=32)
    args = parser.parse_args()
    process, url = _server()
    try:
        envs = {}
        for env_id in registered_ids():
            local = gym.make(env_id)
            _episodes(local, 1)  # warm caches (indexes, game files) before timing
            local_reset, local_step = _episodes(local, args.episodes)
            local.close()
            remote = RemoteEnv(url, env_id)
            _episodes(remote, 1)
            remote_reset, remote_step = _episodes(remote, args.episodes)
            remote.close()
            envs[env_id] = {"reset_ms": local_reset, "step_ms": local_step, "http_reset_ms": remote_reset,
                            "http_step_ms": remote_step, "http_step_ratio": remote_step / max(local_step, 1e-9)}
            print(env_id, envs[env_id], flush=True)
        collector, seconds = {}, {}
        episodes = [(f"chain-train-{i:03d}", f"t{i}", i) for i in range(args.remote_episodes)]
        for backend in ("sync", "thread"):
            with RolloutCollector(lambda: RemoteEnv(url, "capo/Chain-v0"), backend=backend,
                                  num_envs=16, progress=False) as rollouts:
                rollouts.collect(episodes[:16], lambda xs: [x.info["admissible_actions"][0] for x in xs])
                with harness.timed(seconds, backend):
                    rollouts.collect(episodes, lambda xs: [x.info["admissible_actions"][0] for x in xs])
                collector[f"remote_chain_{backend}_episodes_per_s"] = len(episodes) / seconds[backend]
        collector["thread_over_sync"] = (collector["remote_chain_thread_episodes_per_s"]
                                         / collector["remote_chain_sync_episodes_per_s"])
        print(collector)
    finally:
        process.terminate()
        process.wait(10)
    harness.record({"envs": envs, "collector": collector}, args.output)
    plot(envs, collector, args.output)


def plot(envs: dict[str, Any], collector: dict[str, float], output: Any) -> None:
    """Bars: ms per step in process and over HTTP, per env id (log scale)."""
    names = list(envs)
    harness.figure(output, lambda axis: harness.bars(
        axis, [n.split("/")[1] for n in names], {"in process": [envs[n]["step_ms"] for n in names],
                                                "over HTTP": [envs[n]["http_step_ms"] for n in names]},
        ylabel="ms per step (oracle episodes)", log=True, rotation=30,
        title=f"Env step time; remote Chain collector threads/sync = {collector['thread_over_sync']:.2f}x"),
        size=(9, 4), dpi=120)


if __name__ == "__main__":
    main()
