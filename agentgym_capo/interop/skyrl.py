"""Every registered id as a SkyRL-gym ``BaseTextEnv``, in ``skyrl_gym``'s own registry.

Importing this module registers each id of :func:`~agentgym_capo.envs.registry.registered_ids` with
``skyrl_gym.register`` (entry point :class:`CapoTextEnv`, kwarg ``env_id``), so SkyRL's generator makes our
envs the way it makes its own: ``skyrl_gym.make(env_class, env_config=..., extras=row_extras)``::

    import skyrl_gym
    import agentgym_capo.interop.skyrl  # registers capo/... ids with skyrl_gym

    env = skyrl_gym.make("capo/WebShop-v0", extras={"task_id": "100"})
    chat, meta = env.init([])
    out = env.step(model_response)  # {"observations", "reward", "done", "metadata"}

Choices made here (SkyRL-gym leaves them to the env):

* ``extras`` (the dataset row's extra fields) picks the episode: ``task_id`` (else a sampled task) and
  ``seed``; ``env_config`` (SkyRL's per-env-class config section, a mapping) gives ``gym.make`` kwargs such as
  ``split``. :func:`skyrl_dataset` writes rows in SkyRL's format (``prompt``, ``env_class``, ``task_id``).
* ``init(prompt)`` ignores the row's prompt and returns the env's own first prompt as chat messages
  (:func:`~agentgym_capo.wrappers.chat.state_messages`: system prompt, then the state), because the state is
  the env's to render.
* ``step(action)`` passes the whole response to ``env.step``. ``observations`` is one user message with the
  env's next prompt — the complete state (observation, history, admissible actions, feedback), as in the
  paper's step-level MDP — and ``[]`` once the episode is done (SkyRL's convention); the final prompt is in
  ``metadata["next_prompt"]``. SkyRL appends observations to a growing chat; to train on the step-level
  layout instead, keep only the last user message.
* ``metadata`` carries everything the env's ``info`` has except the constant ``tools`` schemas and the
  ``messages`` (which ``observations`` repeats), JSON-safe: ``segment`` (per-step reward components,
  ``traj_id``, ``anchor_key``, ``terminal_reason``…), ``admissible_actions``, ``feedback``, plus
  ``terminated``/``truncated`` (``done`` merges them) and ``next_prompt``.
* ``max_turns`` is the registered ``max_episode_steps``.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

import skyrl_gym
from skyrl_gym.envs.base_text_env import BaseTextEnv, BaseTextEnvStepOutput

from agentgym_capo.checks import require_ints
from agentgym_capo.envs.registry import entry_for, make, registered_ids
from agentgym_capo.errors import ConfigError
from agentgym_capo.interop.jsonable import to_jsonable
from agentgym_capo.wrappers.chat import state_messages

__all__ = ["CapoTextEnv", "register_skyrl_envs", "skyrl_dataset"]

_NOT_METADATA = ("messages", "tools")


class CapoTextEnv(BaseTextEnv):
    """One registered env behind SkyRL-gym's ``BaseTextEnv`` API (see the module docstring).

    Attributes:
        env_id: The registered id.
        gym_env: The Gymnasium env (``gym_env.unwrapped`` is the task env).
        step_rewards: The episode's step rewards so far.
    """

    def __init__(self, env_config: Mapping[str, Any] | None = None, extras: Mapping[str, Any] | None = None, *,
                 env_id: str):
        """Make the env.

        Args:
            env_config: ``gym.make`` kwargs (SkyRL's per-env-class config section); None for the defaults.
            extras: The dataset row's extra fields: ``task_id`` and ``seed`` are read.
            env_id: The registered id (set by the registration).
        """
        super().__init__()
        if env_config is not None and not isinstance(env_config, Mapping):
            raise ConfigError(f"env_config for {env_id} must be a mapping of gym.make kwargs, got "
                              f"{type(env_config).__name__}.")
        self.env_id = env_id
        self.gym_env = make(env_id, **{str(k): v for k, v in dict(env_config or {}).items()})
        self.extras = dict(extras or {})
        self.max_turns = entry_for(env_id).max_episode_steps
        self.step_rewards: list[float] = []
        self._segments: list[dict[str, Any]] = []

    def init(self, prompt: list[dict[str, str]] | None = None) -> tuple[list[dict[str, str]], dict[str, Any]]:
        """Reset to the row's task; return the env's first prompt as chat messages and the reset metadata."""
        task_id = self.extras.get("task_id")
        seed = self.extras.get("seed")
        options = {"task_id": str(task_id)} if task_id is not None else None
        obs, info = self.gym_env.reset(seed=None if seed is None else int(seed), options=options)
        self.turns = 0
        self.step_rewards, self._segments = [], []
        return state_messages(obs, info), self._metadata(info, obs, False, False)

    def step(self, action: str) -> BaseTextEnvStepOutput:
        """Take the model's whole response as one env step."""
        self.turns += 1
        obs, reward, terminated, truncated, info = self.gym_env.step(action)
        self.step_rewards.append(float(reward))
        self._segments.append(info["segment"])
        done = bool(terminated or truncated)
        observations = [] if done else [{"role": "user", "content": obs}]
        return BaseTextEnvStepOutput(observations=observations, reward=float(reward), done=done,
                                     metadata=self._metadata(info, obs, terminated, truncated))

    def get_metrics(self) -> dict[str, Any]:
        """Episode metrics SkyRL aggregates: return, steps, success."""
        reason = self._segments[-1]["terminal_reason"] if self._segments else None
        return {"return": float(sum(self.step_rewards)), "steps": len(self.step_rewards),
                "success": float(reason == "success")}

    def close(self) -> None:
        """Close the Gymnasium env."""
        self.gym_env.close()

    @staticmethod
    def _metadata(info: Mapping[str, Any], obs: str, terminated: bool, truncated: bool) -> dict[str, Any]:
        metadata = to_jsonable({k: v for k, v in info.items() if k not in _NOT_METADATA})
        metadata.update(terminated=bool(terminated), truncated=bool(truncated), next_prompt=obs)
        return metadata


def register_skyrl_envs() -> list[str]:
    """Register every id with ``skyrl_gym`` (idempotent) and return the ids."""
    ids = registered_ids()
    for env_id in ids:
        if env_id not in skyrl_gym.registry:
            skyrl_gym.register(id=env_id, entry_point=f"{__name__}:CapoTextEnv", kwargs={"env_id": env_id})
    return ids


def skyrl_dataset(env_id: str, *, limit: int | None = None, **env_kwargs: Any) -> list[dict[str, Any]]:
    """Return SkyRL rows for ``env_id``'s tasks: ``prompt`` (chat), ``env_class`` and ``task_id``.

    Args:
        env_id: A registered id.
        limit: At most this many tasks (the first ones, in the env's fixed order).
        **env_kwargs: ``gym.make`` kwargs (give SkyRL's ``env_config`` the same ones).
    """
    require_ints([("limit", limit)], allow_none=True)
    env = make(env_id, **env_kwargs)
    try:
        rows = []
        for task_id in env.unwrapped.task_ids()[:limit]:
            _, info = env.reset(options={"task_id": task_id})
            rows.append({"prompt": info["messages"], "env_class": env_id, "task_id": task_id})
    finally:
        env.close()
    return rows


register_skyrl_envs()
