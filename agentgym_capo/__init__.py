"""agentgym_capo: text-agent environments with step-level MDP semantics and a TRL-based CAPO trainer.

Importing the package registers every environment id under the ``capo/`` namespace, so
``gym.make("capo/Chain-v0")`` works after ``import agentgym_capo``; ``gym.make("agentgym_capo:capo/Chain-v0")``
works without a prior import.
"""

__version__ = "0.1.0"

from agentgym_capo import (
    envs,  # noqa: E402,F401  (registers every id)
    interop,  # noqa: E402,F401  (registers capo/Remote-v0, outside the env table)
)
