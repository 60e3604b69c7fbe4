"""The collector's endings and extension points: prompt length, step limit, equal rounds, dead workers, backends."""

from __future__ import annotations

import os

import gymnasium as gym
import pytest

from agentgym_capo.envs.factory import EnvFactory
from agentgym_capo.envs.sanity.chain import ChainEnv
from agentgym_capo.rollout import BACKENDS, RolloutCollector, register_backend
from agentgym_capo.rollout.backends import SyncBackend
from agentgym_capo.wrappers.chat import render_prompt, state_messages
from tests.rollout.test_collector import EPISODES, follow_clues


def first_prompt_length(tokenizer) -> int:
    obs, info = gym.make("capo/Chain-v0").reset(seed=0, options={"task_id": EPISODES[0][0]})
    return len(render_prompt(tokenizer, state_messages(obs, info), info.get("tools"))[1])


def test_prompt_too_long_and_step_limit_endings(tiny_tokenizer):
    limit = first_prompt_length(tiny_tokenizer)  # the first state fits, the second (with history) does not
    with RolloutCollector("capo/Chain-v0", backend="sync", num_envs=2, tokenizer=tiny_tokenizer,
                          max_prompt_length=limit, progress=False) as collector:
        fits_once = collector.collect(EPISODES[:1], follow_clues).episodes[0]
    assert len(fits_once.steps) == 1 and fits_once.terminal_reason == "prompt_too_long" and not fits_once.dropped
    assert fits_once.steps[-1].truncated and fits_once.steps[-1].terminal_reason == "prompt_too_long"
    assert fits_once.steps[0].prompt_ids and len(fits_once.steps[0].prompt_ids) == limit

    with RolloutCollector("capo/Chain-v0", backend="sync", num_envs=2, tokenizer=tiny_tokenizer,
                          max_prompt_length=limit - 1, progress=False) as collector:
        never = collector.collect(EPISODES[:1], follow_clues).episodes[0]
    assert never.steps == [] and never.dropped and never.terminal_reason == "prompt_too_long"

    with RolloutCollector("capo/Chain-v0", backend="sync", num_envs=2, tokenizer=tiny_tokenizer, max_steps=1,
                          progress=False) as collector:
        capped = collector.collect(EPISODES[:2], follow_clues).episodes
    for episode in capped:  # the collector's step limit: truncated, never terminated, final state kept
        assert [s.step_index for s in episode.steps] == [0] and episode.terminal_reason == "max_steps"
        assert episode.truncated and not episode.terminated and episode.final_prompt_ids


def test_sync_keeps_calling_the_policy_while_other_processes_run():
    """With `sync`, a process whose episodes ended still joins every round (vLLM server / ZeRO-3 collectives)."""
    extra_rounds = 3
    state = {"others": extra_rounds}

    def sync(locally_active: bool) -> bool:  # another process stays active for three more rounds
        if locally_active:
            return True
        state["others"] -= 1
        return state["others"] >= 0

    calls = []

    def policy(inputs):
        calls.append(len(inputs))
        return follow_clues(inputs)

    with RolloutCollector("capo/Chain-v0", backend="sync", num_envs=4, sync=sync, progress=False) as collector:
        rollout = collector.collect(EPISODES[:4], policy)
    assert all(e.terminal_reason == "success" for e in rollout.episodes)
    played = [n for n in calls if n]
    assert calls == played + [0] * extra_rounds


class DieOnStep(gym.Wrapper):
    """Kills its worker process on the first step of one task (a segfault or OOM kill, as the pool sees it)."""

    def step(self, action):
        if self.env.unwrapped.task_id == "chain-train-001":
            os._exit(3)
        return self.env.step(action)


class OneAtATime:
    """A streaming policy (scripted): answers one submitted state per call, oldest first, so episodes step apart."""

    def __init__(self):
        self.pending, self.forgotten, self.calls = [], [], 0

    def act(self, inputs):
        raise AssertionError("a streaming policy is not called in rounds")

    def stream(self):
        import contextlib

        return contextlib.nullcontext(self)

    def submit(self, key, item):
        self.pending.append((key, item))

    def next_finished(self):
        self.calls += 1
        key, item = self.pending.pop(0)
        return [(key, follow_clues([item])[0])]

    def forget(self, key):
        self.forgotten.append(key)
        self.pending = [(k, item) for k, item in self.pending if k != key]


@pytest.mark.parametrize("streaming", [False, True])
def test_a_dead_worker_ends_its_episodes_and_the_pool_is_reopened(streaming):
    factory = EnvFactory("capo/Chain-v0", wrappers=(DieOnStep,))
    policy = OneAtATime() if streaming else follow_clues
    with RolloutCollector(factory, backend="process", num_envs=2, start_method="fork", progress=False) as collector:
        rollout = collector.collect(EPISODES[:5], policy)
    if streaming:  # nothing left pending, and every ended episode's slot was forgotten
        assert not policy.pending and policy.calls >= sum(len(e.steps) for e in rollout.episodes) - 1
        assert len(policy.forgotten) >= len(rollout.episodes)
    reasons = [e.terminal_reason for e in rollout.episodes]
    # episodes 0 and 1 share the pool that dies; the ones still waiting run on a fresh pool
    assert reasons[1] == "env_error" and "worker failure" in rollout.episodes[1].error
    assert rollout.episodes[1].dropped and rollout.episodes[1].steps[-1].truncated
    assert reasons[2:] == ["success"] * 3


class FailingReset(ChainEnv):
    def _start_task(self, task_id):
        if task_id == "chain-train-002":
            raise OSError("data file missing")
        return super()._start_task(task_id)


class CountingBackend(SyncBackend):
    """A further backend is one small class: this one counts the env steps it runs."""

    steps = 0

    def step(self, batch):
        CountingBackend.steps += len(batch)
        return super().step(batch)


def test_a_registered_backend_and_a_failed_reset():
    register_backend("counting", CountingBackend)
    try:
        with RolloutCollector(lambda: gym.wrappers.TimeLimit(FailingReset(), 6), backend="counting", num_envs=2,
                              progress=False) as collector:
            rollout = collector.collect(EPISODES[:4], follow_clues)
    finally:
        del BACKENDS["counting"]
    failed = rollout.episodes[2]
    assert failed.terminal_reason == "env_error" and failed.dropped and failed.steps == []
    assert "data file missing" in failed.error
    assert CountingBackend.steps == len(rollout.steps) == sum(len(e.steps) for e in rollout.kept())
