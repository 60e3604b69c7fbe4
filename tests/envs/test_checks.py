"""The shared option checks: one wording, the first bad option named, and the envs, servers and adapters using them."""

from __future__ import annotations

import gymnasium as gym
import pytest

import agentgym_capo  # noqa: F401  (registers the envs)
from agentgym_capo.checks import require_choices, require_ints
from agentgym_capo.errors import ConfigError
from agentgym_capo.interop.protocol import ServerSettings
from agentgym_capo.rollout import RolloutCollector


def test_require_choices_and_ints_name_the_option_and_what_it_accepts():
    require_choices((("mode", "a", ("a", "b")),))
    require_ints((("n", 1), ("k", 0)), minimum=0)
    with pytest.raises(ConfigError, match=r"Expected mode in \('a', 'b'\), found 'c'\."):
        require_choices((("ok", 1, (1,)), ("mode", "c", ("a", "b"))))
    with pytest.raises(ConfigError, match="Expected n to be a positive integer, found 0"):
        require_ints((("n", 0),))
    with pytest.raises(ConfigError, match="Expected k to be a non-negative integer, found 1.5"):
        require_ints((("k", 1.5),), minimum=0)
    require_ints((("limit", None),), allow_none=True)
    with pytest.raises(ConfigError, match="Expected limit to be a positive integer or None, found 0"):
        require_ints((("limit", 0),), allow_none=True)
    with pytest.raises(ConfigError, match="Expected limit to be a positive integer, found None"):
        require_ints((("limit", None),))


@pytest.mark.parametrize("make, message", [
    (lambda: RolloutCollector("capo/Chain-v0", num_envs=0), "Expected num_envs to be a positive integer, found 0"),
    (lambda: gym.make("capo/Chain-v0", max_steps=0), "Expected max_steps to be a positive integer or None, found 0"),
    (lambda: ServerSettings(max_sessions=0), "Expected max_sessions to be a positive integer, found 0"),
])
def test_the_servers_collector_and_envs_use_the_same_wording(make, message):
    with pytest.raises(ConfigError, match=message):
        make()


@pytest.mark.parametrize("env_id, kwargs, message", [
    ("capo/PaperSearch-v0", {"reward_mode": "other"}, "Expected reward_mode in"),
    ("capo/PaperSearch-v0", {"citations_limit": -1}, "Expected citations_limit to be a non-negative integer"),
    ("capo/HotpotQA-v0", {"answer_metric": "bleu"}, "Expected answer_metric in"),
    ("capo/HotpotQA-v0", {"top_k": 0}, "Expected top_k to be a positive integer"),
])
def test_envs_refuse_bad_options_with_the_shared_wording(env_id, kwargs, message):
    with pytest.raises(ConfigError, match=message):
        gym.make(env_id, **kwargs)
