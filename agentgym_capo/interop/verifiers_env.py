"""Every registered id as a verifiers (0.4, ``verifiers.v1``) environment: a taskset plus the env that plays it.

verifiers finds an environment by *taskset id*: an installed top-level package exporting one ``Taskset`` and
(optionally) one ``Env`` subclass through ``__all__`` (its loader cannot import a dotted module path). That
package is :mod:`capo_verifiers`, which re-exports this module; pick the registered id with
``env_id``::

    import verifiers.v1 as vf

    config = vf.resolve_env_config({"taskset": {"id": "capo_verifiers", "env_id": "capo/WebShop-v0"}})
    env = vf.load_environment(config)      # CapoEnv over CapoTaskset: one task per env task_id
    # then `async with env.serving(): await env.run_episode(task, ctx)` for each task of env.taskset

It follows verifiers' own game tasksets (``textarena``, ``openenv``): the env engine plays the user.
:meth:`CapoEnv.run` resets our env to the task, opens the player's interaction with the first prompt, and
each assistant reply is one ``env.step`` (the whole reply is the action: ``<tool_call>`` blocks,
``<answer>``, a bare command); the env's next prompt is the next user turn, and the episode's end ends the
exchange.

Choices made here:

* **Tools as text.** The env parses tool calls from the reply text, so each task's system prompt is the env's
  system prompt plus its tool schemas in the Hermes/Qwen ``<tools>`` layout
  (:func:`~agentgym_capo.interop.env_tools.tools_system_prompt`); the harness needs no tool server, and the
  same reply text reaches the env as in every other path. (Native MCP tools would let the harness execute the
  calls itself, outside the env's step, and lose the per-step record.)
* **User turns** carry the env's complete next prompt (the step-level state: observation, history,
  admissible actions, feedback), not a delta.
* **Reward.** The trace gets one reward, ``env_return`` (the sum of step rewards, weight 1). Per-step data
  stays on the trace: ``trace.info["capo"]`` holds ``env_id``, ``task_id``, ``step_rewards``, ``segments``
  (every ``info["segment"]``: reward components, ``anchor_key``, ``terminal_reason``…),
  ``admissible_actions`` per step, and ``terminated``/``truncated``.
* Tasks are prompt-less (``prompt=None``): the env opens the exchange with the first prompt, which it renders
  at reset (rendering every task's prompt at load time would reset the env once per task).
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

import verifiers.v1 as vf
from pydantic import Field
from verifiers.v1.harnesses.null import NullHarnessConfig

from agentgym_capo.envs.registry import make
from agentgym_capo.interop.env_tools import tools_system_prompt
from agentgym_capo.interop.jsonable import to_jsonable

__all__ = ["CapoData", "CapoEnv", "CapoEnvConfig", "CapoTask", "CapoTaskset", "CapoTasksetConfig"]


class CapoTasksetConfig(vf.TasksetConfig):
    """Which registered env and which of its tasks (``--env.taskset.*``)."""

    env_id: str = "capo/Chain-v0"
    """The registered id, e.g. ``capo/WebShop-v0``."""
    env_kwargs: dict[str, Any] = Field(default_factory=dict)
    """``gym.make`` kwargs (e.g. ``{"split": "dev"}``)."""
    seed: int | None = None
    """Reset seed of every episode (None: unseeded)."""
    limit: int | None = None
    """At most this many tasks (the first ones in the env's fixed order)."""


class CapoData(vf.TaskData):
    """One task: where to reset the env."""

    info: dict[str, Any]
    """``env_id``, ``env_kwargs``, ``task_id`` and ``seed``."""


class CapoTask(vf.Task[CapoData, vf.State, vf.TaskConfig]):
    """A task of a registered env."""


class CapoEnvConfig(vf.EnvConfig):
    """One agent, the player; by default verifiers' plain chat harness (``null``): the env needs no shell."""

    player: vf.AgentConfig = vf.AgentConfig(harness=NullHarnessConfig(id="null"))


class CapoEnv(vf.Env[CapoEnvConfig]):
    """Plays one task: the env is the user, each reply is one step (see the module docstring)."""

    async def run(self, task: CapoTask, agents: vf.Agents) -> None:
        """Run one episode of ``task`` with ``agents.player`` and record its return and per-step data."""
        info = task.data.info
        env = make(info["env_id"], **info["env_kwargs"])
        record: dict[str, Any] = {"env_id": info["env_id"], "task_id": info["task_id"], "step_rewards": [],
                                  "segments": [], "admissible_actions": [], "terminated": False,
                                  "truncated": False}
        try:
            obs, reset_info = env.reset(seed=info["seed"], options={"task_id": info["task_id"]})
            record["admissible_actions"].append(reset_info["admissible_actions"])
            async with agents.player.interaction(task) as interaction:
                segment = await interaction.turn(obs)
                while not segment.terminated:
                    obs, reward, terminated, truncated, step_info = env.step(segment.last_reply)
                    record["step_rewards"].append(float(reward))
                    record["segments"].append(step_info["segment"])
                    record["admissible_actions"].append(step_info["admissible_actions"])
                    record.update(terminated=bool(terminated), truncated=bool(truncated))
                    if terminated or truncated:
                        break  # the episode is over: end the exchange
                    segment = await interaction.turn(obs)
        finally:
            env.close()
        trace = interaction.trace
        trace.record_reward("env_return", float(sum(record["step_rewards"])), 1.0)
        trace.info["capo"] = to_jsonable(record)


class CapoTaskset(vf.Taskset[CapoTask, CapoTasksetConfig]):
    """One task per ``task_id`` of the configured env, in the env's fixed order."""

    def load(self) -> Iterator[CapoTask]:
        """Yield the tasks (prompt-less; the env renders the first prompt at reset)."""
        config = self.config
        env = make(config.env_id, **config.env_kwargs)
        try:
            system_prompt = tools_system_prompt(env)
            task_ids = env.unwrapped.task_ids()[: config.limit]
        finally:
            env.close()
        for task_id in task_ids:
            yield CapoTask(
                CapoData(
                    id=task_id, name=f"{config.env_id}#{task_id}", prompt=None, system_prompt=system_prompt,
                    info={"env_id": config.env_id, "env_kwargs": dict(config.env_kwargs), "task_id": task_id,
                          "seed": config.seed},
                ),
                config.task,
            )
