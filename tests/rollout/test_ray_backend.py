"""The ``ray`` backend on a local Ray of 2 CPUs: same steps as the sync backend, and a killed actor.

Ray is an optional extra (``agentgym_capo[ray]``); the dev install has it, so this test runs in CI.
"""

from __future__ import annotations

import time

import pytest
import ray  # the [ray] extra; the dev install has it

from agentgym_capo.rollout import RolloutCollector
from tests.rollout.test_collector import follow_clues

EPISODES = [(f"chain-train-{i:03d}", f"traj-{i}", i) for i in range(5)]


def first_listed(inputs):
    return [item.info["admissible_actions"][0] for item in inputs]


def as_tuples(rollout):
    return sorted((s.traj_id, s.step_index, s.prompt, s.action.text, s.reward, s.terminated, s.truncated,
                   s.segment.to_dict(), s.error) for s in rollout.steps)


@pytest.fixture(scope="module")
def local_ray():
    ray.init(num_cpus=2, include_dashboard=False, log_to_driver=False, configure_logging=False)
    yield
    ray.shutdown()


@pytest.mark.slow
def test_ray_matches_sync_step_for_step_and_survives_a_killed_actor(local_ray):
    with RolloutCollector("capo/Chain-v0", backend="sync", num_envs=2, progress=False) as collector:
        expected = collector.collect(EPISODES, first_listed)
    with RolloutCollector("capo/Chain-v0", backend="ray", num_envs=2, progress=False) as collector:
        found = collector.collect(EPISODES, first_listed)
        assert as_tuples(found) == as_tuples(expected)
        assert [e.terminal_reason for e in found.episodes] == [e.terminal_reason for e in expected.episodes]
        backend = collector._open()
        pids = set(ray.get([actor.pid.remote() for actor in backend.actors]))
        assert len(pids) == 2  # two actor processes, not the driver

        rounds = []

        def kill_on_second_round(inputs):
            rounds.append([item.traj_id for item in inputs])
            if len(rounds) == 2:  # two 3-step episodes are running; the actor of slot 1 dies now
                victim = backend.actors[1]
                ray.kill(victim, no_restart=True)
                deadline = time.monotonic() + 30
                while time.monotonic() < deadline:  # ray.kill is asynchronous: wait until the actor is gone
                    try:
                        ray.get(victim.pid.remote(), timeout=5)
                    except ray.exceptions.RayError:
                        break
            return follow_clues(inputs)

        killed = collector.collect(EPISODES[:4], kill_on_second_round)
        reference = RolloutCollector("capo/Chain-v0", backend="sync", num_envs=2, progress=False)
        with reference:
            expected = reference.collect(EPISODES[:4], follow_clues)
    reasons = {e.traj_id: e.terminal_reason for e in killed.episodes}
    dead = [traj for traj, reason in reasons.items() if reason == "env_error"]
    assert len(dead) == 1 and dead[0] in rounds[1], reasons  # only the killed actor's episode ends
    want = {e.traj_id: e.terminal_reason for e in expected.episodes}
    assert all(reason == want[traj] for traj, reason in reasons.items() if traj != dead[0]), reasons
    failed = killed.by_trajectory()[dead[0]]
    assert failed[-1].truncated and "Ray env actor died" in failed[-1].error
    assert [s.step_index for s in failed] == list(range(len(failed))) and len(failed) == 2
    survivors = [e for e in killed.episodes if e.traj_id != dead[0]]
    assert as_tuples(type(killed)(survivors, 0.0)) == [row for row in as_tuples(expected)
                                                       if row[0] in {e.traj_id for e in survivors}]
