"""The rollout's progress bar counts rounds (episodes advance together) or, streaming, episodes; with tokens."""

from __future__ import annotations

import agentgym_capo.rollout.collector as collector_module
from agentgym_capo.rollout import PolicyAction, RolloutCollector

EPISODES = [(f"chain-train-{i:03d}", f"traj-{i}", i) for i in range(4)]


def test_the_bar_ticks_once_per_round_and_counts_episodes_and_tokens(monkeypatch):
    bars = []

    class RecordingBar(collector_module._RoundBar):
        def __init__(self, *args, **kwargs):
            super().__init__(*args, **kwargs)
            bars.append(self)

    monkeypatch.setattr(collector_module, "_RoundBar", RecordingBar)
    rounds = []

    def first_listed_with_three_tokens(inputs):
        rounds.append(len(inputs))
        return [PolicyAction(item.info["admissible_actions"][0], response_ids=[1, 2, 3]) for item in inputs]

    with RolloutCollector("capo/Chain-v0", backend="sync", num_envs=4, max_steps=6, progress=False) as collector:
        rollout = collector.collect(EPISODES, first_listed_with_three_tokens)
    (bar,) = bars
    steps = sum(len(episode.steps) for episode in rollout.episodes)
    assert bar.rounds == len(rounds) == max(len(episode.steps) for episode in rollout.episodes)
    assert bar.finished == bar.episodes == 4
    assert bar.tokens == 3 * steps
    assert bar.bar.total == 6  # one wave of 4 episodes on 4 slots: at most max_steps rounds


def test_the_round_bound_covers_every_wave_and_is_unknown_without_a_step_limit():
    two_waves = collector_module._RoundBar(episodes=5, num_envs=4, max_steps=6, description="d", enabled=False)
    assert two_waves.bar.total == 12
    unbounded = collector_module._RoundBar(episodes=5, num_envs=4, max_steps=None, description="d", enabled=False)
    assert unbounded.bar.total is None
    unbounded.round_done(tokens=7)
    unbounded.episode_done()
    assert (unbounded.rounds, unbounded.tokens, unbounded.finished) == (1, 7, 1)


def test_a_streaming_policy_gets_a_bar_over_episodes(monkeypatch):
    from tests.rollout.test_collector_limits import OneAtATime

    bars, ticks = [], []

    class RecordingBar(collector_module._RoundBar):
        def __init__(self, *args, **kwargs):
            super().__init__(*args, **kwargs)
            self.bar.update = ticks.append  # a disabled tqdm counts nothing itself
            bars.append(self)

    monkeypatch.setattr(collector_module, "_RoundBar", RecordingBar)
    with RolloutCollector("capo/Chain-v0", backend="sync", num_envs=2, max_steps=6, progress=False) as collector:
        rollout = collector.collect(EPISODES, OneAtATime())
    (bar,) = bars
    # no rounds: episodes end one by one, so the bar is over episodes and ticks once per finished episode
    assert bar.per_episode and bar.bar.total == 4 and len(ticks) == bar.finished == 4
    assert bar.rounds == sum(len(episode.steps) for episode in rollout.episodes)  # one action back per call
