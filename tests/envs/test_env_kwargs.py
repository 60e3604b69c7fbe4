"""Env kwargs are checked against the env constructor's signature before anything is built."""

from __future__ import annotations

import gymnasium as gym
import pytest

from agentgym_capo.envs.factory import accepted_env_kwargs, check_env_kwargs, make_env
from agentgym_capo.envs.registry import ENV_TABLE
from agentgym_capo.errors import ConfigError, UnknownEnvError


def test_every_registered_env_lists_its_kwargs(registered_env_id):
    accepted = accepted_env_kwargs(registered_env_id)
    registered = next(entry.kwargs for entry in ENV_TABLE if entry.id == registered_env_id)
    assert accepted is not None and set(registered) <= accepted
    assert {"split", "max_steps", "render_mode", "max_episode_steps"} <= accepted
    with pytest.raises(ConfigError) as caught:
        check_env_kwargs(registered_env_id, {"no_such_kwarg": 1})
    message = str(caught.value)
    assert f"env_kwargs for {registered_env_id}: found 'no_such_kwarg'" in message and "\n" not in message
    assert f"It accepts: {', '.join(sorted(accepted))}." in message


def test_a_misspelt_kwarg_gets_the_close_name():
    with pytest.raises(ConfigError, match=r"found 'roooms', which the env does not take\. Did you mean 'rooms'\?"):
        make_env("capo/Chain-v0", env_kwargs={"roooms": 3})


def test_kwargs_handed_on_to_base_classes_are_accepted():
    """ChainEnv takes ``**kwargs`` and hands them to TextAgentEnv: its split/max_steps/render_mode count."""
    env = make_env("capo/Chain-v0", env_kwargs={"rooms": 2, "split": "test", "render_mode": "ansi"})
    assert (env.unwrapped.split, env.unwrapped.render_mode) == ("test", "ansi")
    env.close()


@pytest.mark.parametrize(("env_kwargs", "expected_max_steps"), [({}, 2), ({"max_steps": 4}, 4)])
def test_max_env_steps_reaches_the_env_unless_the_kwargs_set_it(env_kwargs, expected_max_steps):
    env = make_env("capo/Chain-v0", max_env_steps=2, env_kwargs=env_kwargs)
    assert env.unwrapped._max_steps == expected_max_steps and env.spec.max_episode_steps == 2
    env.close()


def test_an_env_whose_kwargs_lead_nowhere_visible_is_not_checked():
    from agentgym_capo.envs.sanity.chain import ChainEnv

    def creator(**kwargs):
        return ChainEnv(**kwargs)

    gym.register(id="capo_test/OpenKwargs-v0", entry_point=creator)
    try:
        assert accepted_env_kwargs("capo_test/OpenKwargs-v0") is None
        assert check_env_kwargs("capo_test/OpenKwargs-v0", {"anything": 1}) is None
    finally:
        del gym.registry["capo_test/OpenKwargs-v0"]


def test_an_unknown_id_is_an_unknown_env_error():
    with pytest.raises(UnknownEnvError, match="Did you mean capo/Chain-v0"):
        check_env_kwargs("capo/Chian-v0", {})
