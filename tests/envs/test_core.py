"""The base class's own mechanics, on a minimal subclass (no registry, no data)."""

from __future__ import annotations

import pytest

from agentgym_capo.envs.core import StepOutcome, TextAgentEnv, env_step_tool
from agentgym_capo.errors import EpisodeEndedError


class EchoEnv(TextAgentEnv):
    """Echoes the command; "crash" makes the environment fail, "win" ends the task."""

    tools = (env_step_tool(),)
    format_penalty = 0.5

    def task_ids(self, split=None):
        return ["a", "b"]

    def _start_task(self, task_id):
        return f"task {task_id}"

    def _execute(self, parsed):
        command = parsed.calls[0].arguments["command"] if parsed.calls else parsed.visible_text
        if command == "crash":
            return StepOutcome(self.observation, {"step": 0.0}, env_error="RuntimeError: backend down")
        return StepOutcome(f"you said {command}", {"step": 1.0}, terminated=command == "win", success=True)


def test_env_error_truncates_and_ends_the_episode():
    env = EchoEnv()
    env.reset(seed=0)
    _, reward, terminated, truncated, info = env.step("crash")
    assert (terminated, truncated, info["segment"]["terminal_reason"]) == (False, True, "env_error")
    assert info["env_error"] == "RuntimeError: backend down" and reward == 0.0
    with pytest.raises(EpisodeEndedError):
        env.step("again")


def test_reward_is_the_sum_of_components_and_the_format_penalty_applies():
    env = EchoEnv()
    env.reset(seed=0)
    _, reward, *_, info = env.step("<tool_call>{oops</tool_call> hello")
    assert info["segment"]["format_ok"] is False
    assert info["segment"]["reward_components"] == {"step": 1.0, "format": -0.5} and reward == 0.5
    _, reward, terminated, truncated, info = env.step(env.format_command("win"))
    assert (reward, terminated, truncated, info["segment"]["terminal_reason"]) == (1.0, True, False, "success")
    assert info["segment"]["step_index"] == 1 and len(env.history) == 2


def test_traj_id_can_be_set_and_is_reproducible_from_the_seed():
    env = EchoEnv()
    first = env.reset(seed=7)[1]["segment"]["traj_id"]
    assert env.reset(seed=7)[1]["segment"]["traj_id"] == first
    assert env.reset(seed=8)[1]["segment"]["traj_id"] != first
    assert env.reset(options={"task_id": "b", "traj_id": "mine"})[1]["segment"]["traj_id"] == "mine"
