"""agentgym_capo: text-agent environments with step-level MDP semantics and a TRL-based CAPO trainer.

>>> import gymnasium as gym
>>> import agentgym_capo                                   # registers every capo/ id
>>> env = gym.make("capo/Chain-v0")
>>> from agentgym_capo import CAPOTrainer, CAPOConfig      # doctest: +SKIP  (needs the [train] extra)

Importing the package registers every environment id under the ``capo/`` namespace, so
``gym.make("capo/Chain-v0")`` works after ``import agentgym_capo``; ``gym.make("agentgym_capo:capo/Chain-v0")``
works without a prior import. It also registers ``capo/Remote-v0`` (an env served over HTTP), outside the env
table because it needs a running server; its entry point is a string, so nothing of ``interop`` is imported.

The trainer's names are loaded on first use (module ``__getattr__``), so an env-only user's
``import agentgym_capo`` never imports torch, transformers or TRL.
"""

from __future__ import annotations

import importlib
from typing import TYPE_CHECKING, Any

import gymnasium as gym

__version__ = "0.1.0"

from agentgym_capo import envs  # noqa: E402,F401  (registers every id)

if TYPE_CHECKING:
    from agentgym_capo.trainer import CAPOConfig, CAPOTrainer

if "capo/Remote-v0" not in gym.registry:
    gym.register(id="capo/Remote-v0", entry_point="agentgym_capo.interop.client:RemoteEnv", disable_env_checker=True)

_LAZY = {"CAPOTrainer": "agentgym_capo.trainer", "CAPOConfig": "agentgym_capo.trainer"}

__all__ = ["CAPOConfig", "CAPOTrainer", "__version__"]


def __getattr__(name: str) -> Any:
    """Load the trainer's public names on first access."""
    if name in _LAZY:
        return getattr(importlib.import_module(_LAZY[name]), name)
    raise AttributeError(f"module 'agentgym_capo' has no attribute {name!r}")


def __dir__() -> list[str]:
    return sorted(set(globals()) | set(_LAZY))
