"""The shared checks of env options: one wording, the first bad option named, and the envs using them."""

from __future__ import annotations

import gymnasium as gym
import pytest

import agentgym_capo  # noqa: F401  (registers the envs)
from agentgym_capo.envs.checks import require_choices, require_ints
from agentgym_capo.errors import ConfigError


def test_require_choices_and_ints_name_the_option_and_what_it_accepts():
    require_choices((("mode", "a", ("a", "b")),))
    require_ints((("n", 1), ("k", 0)), minimum=0)
    with pytest.raises(ConfigError, match=r"Expected mode in \('a', 'b'\), found 'c'\."):
        require_choices((("ok", 1, (1,)), ("mode", "c", ("a", "b"))))
    with pytest.raises(ConfigError, match="Expected n to be a positive integer, found 0"):
        require_ints((("n", 0),))
    with pytest.raises(ConfigError, match="Expected k to be a non-negative integer, found 1.5"):
        require_ints((("k", 1.5),), minimum=0)


@pytest.mark.parametrize("env_id, kwargs, message", [
    ("capo/PaperSearch-v0", {"reward_mode": "other"}, "Expected reward_mode in"),
    ("capo/PaperSearch-v0", {"citations_limit": -1}, "Expected citations_limit to be a non-negative integer"),
    ("capo/HotpotQA-v0", {"answer_metric": "bleu"}, "Expected answer_metric in"),
    ("capo/HotpotQA-v0", {"top_k": 0}, "Expected top_k to be a positive integer"),
])
def test_envs_refuse_bad_options_with_the_shared_wording(env_id, kwargs, message):
    with pytest.raises(ConfigError, match=message):
        gym.make(env_id, **kwargs)
