"""Sanity envs: analytic returns, credit structure, validation."""

from __future__ import annotations

import gymnasium as gym
import numpy as np
import pytest

import agentgym_capo  # noqa: F401
from agentgym_capo.errors import ConfigError, UnknownTaskError
from agentgym_capo.rollout import play_episode

SANITY_IDS = ["capo/Chain-v0", "capo/LengthBandit-v0", "capo/LengthChain-v0", "capo/Relay-v0"]


@pytest.mark.parametrize("env_id", SANITY_IDS)
def test_oracle_reaches_the_analytic_optimum_on_every_task(env_id):
    env = gym.make(env_id)
    for split in ("train", "test"):
        env.unwrapped.split = split
        for task_id in env.unwrapped.task_ids(split):
            summary = play_episode(env, options={"task_id": task_id})
            assert summary.episode_return == pytest.approx(env.unwrapped.optimal_return())
            assert summary.terminal_reason == "success"


@pytest.mark.parametrize("env_id", SANITY_IDS)
def test_random_policy_matches_the_analytic_expected_return(env_id):
    env = gym.make(env_id)
    rng = np.random.default_rng(0)
    returns = [play_episode(env, policy="random", seed=i, rng=rng).episode_return for i in range(3000)]
    expected = env.unwrapped.random_return()
    standard_error = np.std(returns) / np.sqrt(len(returns))
    assert abs(np.mean(returns) - expected) < 4 * standard_error + 1e-9


def test_chain_rewards_only_the_last_step_and_ends_at_a_wrong_turn():
    env = gym.make("capo/Chain-v0", rooms=4, choices=2)
    env.reset(seed=0)
    rewards = []
    for _ in range(4):
        _, reward, terminated, _, info = env.step(env.unwrapped.oracle_action())
        rewards.append(reward)
    assert rewards == [0.0, 0.0, 0.0, 1.0] and terminated
    env.reset(seed=0)
    wrong = next(a for a in env.unwrapped.admissible_actions() if a != env.unwrapped.oracle_action())
    _, reward, terminated, truncated, info = env.step(wrong)
    assert (reward, terminated, truncated, info["segment"]["terminal_reason"]) == (0.0, True, False, "failure")


def test_chain_accepts_tool_calls_and_leaves_state_unchanged_on_malformed_ones():
    env = gym.make("capo/Chain-v0")
    obs, info = env.reset(seed=1)
    anchor = info["segment"]["anchor_key"]
    obs2, reward, terminated, _, info = env.step("<tool_call>{not json</tool_call>")
    assert not terminated and info["segment"]["format_ok"] is False
    assert "could not be parsed" in obs2
    _, _, _, _, info = env.step(env.unwrapped.format_command(env.unwrapped.oracle_action()))
    assert info["segment"]["anchor_key"] == anchor  # the malformed step did not move the agent
    assert info["segment"]["format_ok"] is True and info["segment"]["tool_calls"][0]["name"] == "env_step"


def test_time_limit_truncates_and_reports_max_steps():
    env = gym.make("capo/Chain-v0")
    env.reset(seed=2)
    for step in range(env.spec.max_episode_steps):  # noqa: B007 (step is checked after the loop)
        _, _, terminated, truncated, info = env.step("")
    assert truncated and not terminated
    assert info["segment"]["terminal_reason"] == "max_steps" and info["segment"]["step_index"] == step


def test_length_bandit_separates_length_from_quality():
    env = gym.make("capo/LengthBandit-v0")
    long_right = short_right = 0
    for task_id in env.unwrapped.task_ids()[:100]:
        env.reset(options={"task_id": task_id})
        oracle = env.unwrapped.oracle_action()
        others = [a for a in env.unwrapped.admissible_actions() if a != oracle]
        if len(oracle) > max(map(len, others)):
            long_right += 1
        else:
            short_right += 1
    assert long_right > 10 and short_right > 10


@pytest.mark.parametrize("kwargs", [{"rooms": 0}, {"choices": 1}, {"choices": 99}, {"split": "dev"}])
def test_bad_constructor_arguments_say_what_was_expected(kwargs):
    with pytest.raises(ConfigError, match="must be"):
        gym.make("capo/Chain-v0", **kwargs)


def _oracle_token_lengths(env_id: str, tasks: int, **env_kwargs) -> list[list[int]]:
    """Play the oracle on the first ``tasks`` tasks; each episode's right actions' SmolLM2 token lengths.

    Checks on the way that only the last of the 3 steps is rewarded and that it ends the episode.
    """
    from transformers import AutoTokenizer

    from agentgym_capo.models import smollm2_dir

    tokenizer = AutoTokenizer.from_pretrained(smollm2_dir())
    env = gym.make(env_id, **env_kwargs)
    episodes = []
    for task_id in env.unwrapped.task_ids()[:tasks]:
        env.reset(options={"task_id": task_id})
        lengths, rewards = [], []
        for _ in range(env.unwrapped.steps):
            oracle = env.unwrapped.oracle_action()
            lengths.append(len(tokenizer(oracle)["input_ids"]))
            _, reward, terminated, _, _ = env.step(oracle)
            rewards.append(reward)
        assert rewards == [0.0, 0.0, 1.0] and terminated
        episodes.append(lengths)
    return episodes


def test_length_chain_rewards_only_the_end_and_its_right_actions_span_2_to_60_tokens():
    spans = [(min(lengths), max(lengths)) for lengths in _oracle_token_lengths("capo/LengthChain-v0", 40)]
    assert max(lo for lo, _ in spans) <= 4 and min(hi for _, hi in spans) >= 45
    assert max(hi for _, hi in spans) <= 70


def test_length_chain_lists_every_word_once_per_step_so_each_has_one_successor():
    from agentgym_capo.envs.sanity.length_chain import FILLER

    assert len(set(FILLER)) == len(FILLER) >= 3 * 55
    env = gym.make("capo/LengthChain-v0")
    for seed in range(30):
        _, info = env.reset(seed=seed)
        done = False
        while not done:
            words = " ".join(info["admissible_actions"]).split()
            assert len(words) == len(set(words))
            _, _, terminated, truncated, info = env.step(env.unwrapped.oracle_action())
            done = terminated or truncated


def test_length_chain_matches_leniently_but_not_a_prefix():
    env = gym.make("capo/LengthChain-v0")
    env.reset(seed=5)
    oracle = env.unwrapped.oracle_action()
    _, _, terminated, _, info = env.step(f"  - {oracle.upper()}. ")
    assert not terminated and info["segment"]["format_ok"]
    oracle = env.unwrapped.oracle_action()
    _, _, terminated, _, _ = env.step(f'The line is: "{oracle}". I hope that helps!')  # one candidate inside
    assert not terminated
    both = " ".join(env.unwrapped.admissible_actions())
    _, reward, terminated, _, info = env.step(both)  # several candidates inside: none selected
    assert terminated and reward == 0.0 and info["segment"]["terminal_reason"] == "failure"
    env.reset(seed=5)
    oracle = env.unwrapped.oracle_action()
    _, reward, terminated, _, info = env.step(" ".join(oracle.split()[:-1]))  # a strict prefix
    assert terminated and reward == 0.0 and info["segment"]["terminal_reason"] == "failure"


@pytest.mark.parametrize("env_id", SANITY_IDS)
def test_warmup_split_is_disjoint_from_train_and_test_and_playable(env_id):
    env = gym.make(env_id, split="warmup")
    splits = {name: set(env.unwrapped.task_ids(name)) for name in ("train", "test", "warmup")}
    assert len(splits["warmup"]) == 512
    assert not splits["warmup"] & (splits["train"] | splits["test"]) and not splits["train"] & splits["test"]
    first_observations = set()
    for task_id in env.unwrapped.task_ids()[:20]:
        obs, _ = env.reset(options={"task_id": task_id})
        first_observations.add(obs)
        summary = play_episode(env, options={"task_id": task_id})
        assert summary.terminal_reason == "success"
    assert len(first_observations) > 1  # the tasks differ, not one task repeated
    with pytest.raises(UnknownTaskError, match="warmup"):
        env.reset(options={"task_id": env.unwrapped.task_ids("train")[0]})


def test_relay_rewards_only_the_end_and_its_right_actions_span_2_to_53_tokens():
    for lengths in _oracle_token_lengths("capo/Relay-v0", 30):
        assert min(lengths) <= 5 and 45 <= max(lengths) <= 64  # within the 64-token action cap


def test_relay_long_sentences_sets_the_long_messages_size_and_rejects_what_it_cannot_build():
    # three sentences: the free-text demo's size (long messages of 24-26 tokens, cap 32)
    for lengths in _oracle_token_lengths("capo/Relay-v0", 30, long_sentences=3):
        assert min(lengths) <= 5 and 20 <= max(lengths) <= 28
    for bad in (1, 7, 2.5):
        with pytest.raises(ConfigError, match="long_sentences"):
            gym.make("capo/Relay-v0", long_sentences=bad)


def test_relay_prompt_quotes_the_message_and_no_candidate_contains_another():
    env = gym.make("capo/Relay-v0")
    messages = set()
    for task_id in env.unwrapped.task_ids()[:30]:
        obs, info = env.reset(options={"task_id": task_id})
        oracle = env.unwrapped.oracle_action()
        messages.add(oracle)
        assert f'"{oracle}"' in obs and "Available actions" not in obs
        options = info["admissible_actions"]
        for option in options:
            assert env.unwrapped.match(option, options) == options.index(option)
    assert len(messages) == 30  # the answer depends on the task: 30 tasks, 30 different first messages


def test_relay_accepts_chatter_around_the_message_but_not_a_prefix_or_the_whole_list():
    env = gym.make("capo/Relay-v0")
    env.reset(seed=3)
    oracle = env.unwrapped.oracle_action()
    _, _, terminated, _, _ = env.step(f'Sure! Here it is: "{oracle.upper()}"')
    assert not terminated
    _, reward, terminated, _, _ = env.step(" ".join(env.unwrapped.admissible_actions()))
    assert terminated and reward == 0.0
    env.reset(seed=3)
    _, reward, terminated, _, _ = env.step(" ".join(env.unwrapped.oracle_action().split()[:-1]))
    assert terminated and reward == 0.0
