"""ProcessEnvPool: parallel reset/step of lists, independent lifetimes, no auto-reset, dead-worker errors."""

from __future__ import annotations

import os
import signal

import pytest

from agentgym_capo.envs.factory import EnvFactory
from agentgym_capo.envs.parallel import ProcessEnvPool
from agentgym_capo.errors import ConfigError, EnvWorkerError, EpisodeEndedError


def test_pool_plays_episodes_and_reports_dead_workers():
    pool = ProcessEnvPool(EnvFactory("capo/ALFWorld-v0", {"split": "valid_seen"}), 2)
    try:
        ids = pool.call("task_ids")[0]
        results = pool.reset(seeds=[0, 0], options=[{"task_id": ids[0]}, {"task_id": ids[1]}])
        assert [info["task_id"] for _, info in results] == ids[:2]
        done = [False, False]
        for _ in range(20):
            active = [i for i in range(2) if not done[i]]
            if not active:
                break
            actions = pool.call("oracle_action", indices=active)
            results = pool.step(actions, indices=active)
            for index, (_obs, _reward, terminated, truncated, info) in zip(active, results, strict=True):
                done[index] = terminated or truncated
                if done[index]:
                    assert info["won"]
        assert all(done)
        with pytest.raises(EpisodeEndedError):  # no auto-reset: an ended slot refuses to step
            pool.step(["look"], indices=[0])
        pool.reset(seeds=[1], indices=[0])
        with pytest.raises(ConfigError):
            pool.step(["a", "b", "c"])
        os.kill(pool._procs[1].pid, signal.SIGKILL)
        with pytest.raises(EnvWorkerError, match="Worker 1"):
            pool.step(["look", "look"])
        with pytest.raises(EnvWorkerError, match="closed"):
            pool.reset()
    finally:
        pool.close()
        pool.close()
    assert not any(proc.is_alive() for proc in pool._procs)


def test_the_pool_takes_a_picklable_factory_not_an_id():
    with pytest.raises(ConfigError, match="EnvFactory"):
        ProcessEnvPool("capo/Chain-v0", 1)
    with pytest.raises(ConfigError, match="must pickle"):
        ProcessEnvPool(lambda: None, 1)
