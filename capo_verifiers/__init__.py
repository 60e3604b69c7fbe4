"""verifiers plugin package for agentgym_capo: the taskset id ``capo_verifiers`` (pick the env with ``env_id``).

verifiers loads a taskset by importing a top-level package named after its id and taking the ``Taskset`` and
``Env`` subclasses it exports; the implementation is :mod:`agentgym_capo.interop.verifiers_env`.
"""

from agentgym_capo.interop.verifiers_env import (
    CapoData,
    CapoEnv,
    CapoEnvConfig,
    CapoTask,
    CapoTaskset,
    CapoTasksetConfig,
)

__all__ = ["CapoData", "CapoEnv", "CapoEnvConfig", "CapoTask", "CapoTaskset", "CapoTasksetConfig"]
