"""Run episodes: one collector, one step record, one prompt renderer, the policy protocol.

* :class:`RolloutCollector` (``collector.py``) — plays episodes of any text env on ``sync``/``thread``/
  ``process`` backends (``backends.py``; one small class per further backend) and ``ray`` (Ray actors,
  ``ray_backend.py``; Ray is imported only when that backend is opened).
* :class:`StepRecord`, :class:`EpisodeResult`, :class:`RolloutResult`, :class:`EpisodeSpec`,
  :class:`PolicyAction` (``records.py``) — what a rollout leaves.
* :class:`ActionPolicy`, :class:`PolicyInput` (``policy.py``) — what a policy sees and returns.
* :class:`OraclePolicy`, :class:`RandomPolicy`, :func:`play_episode` (``scripted.py``) — model-free policies.
* :class:`TaskSchedule` (``schedule.py``) — the seeded, resumable task order.
* :func:`render_prompt` — the one renderer of a state into token ids (it lives with the
  :class:`~agentgym_capo.wrappers.ChatPrompt` wrapper, below this package, and is re-exported here).

This package sits below ``trainer`` and ``interop`` and imports only ``envs`` and ``wrappers``.
"""

from agentgym_capo.envs.factory import EnvFactory, make_env, registered_step_limit
from agentgym_capo.rollout.backends import BACKENDS, EnvBackend, register_backend
from agentgym_capo.rollout.collector import RolloutCollector
from agentgym_capo.rollout.policy import ActionPolicy, PolicyInput, PolicyOutput
from agentgym_capo.rollout.ray_backend import RayBackend
from agentgym_capo.rollout.records import EpisodeResult, EpisodeSpec, PolicyAction, RolloutResult, StepRecord
from agentgym_capo.rollout.schedule import TaskSchedule
from agentgym_capo.rollout.scripted import OraclePolicy, RandomPolicy, play_episode, run_scripted_rollouts
from agentgym_capo.wrappers.chat import render_prompt, state_messages
from agentgym_capo.wrappers.guarded import GuardedEnv

__all__ = [
    "BACKENDS",
    "ActionPolicy",
    "EnvBackend",
    "EnvFactory",
    "EpisodeResult",
    "EpisodeSpec",
    "GuardedEnv",
    "OraclePolicy",
    "PolicyAction",
    "PolicyInput",
    "PolicyOutput",
    "RandomPolicy",
    "RayBackend",
    "RolloutCollector",
    "RolloutResult",
    "StepRecord",
    "TaskSchedule",
    "make_env",
    "play_episode",
    "register_backend",
    "registered_step_limit",
    "render_prompt",
    "run_scripted_rollouts",
    "state_messages",
]

register_backend("ray", RayBackend)
