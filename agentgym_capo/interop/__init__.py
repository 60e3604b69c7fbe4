"""Use the envs from other RL stacks: HTTP server and client, parallel collector, TRL adapter, exports, manifests.

* :mod:`~agentgym_capo.interop.server` / :mod:`~agentgym_capo.interop.client` — any registered id over HTTP
  (``capo serve env ID``) and ``gym.make("capo/Remote-v0", server_url=..., env_id=...)``.
* :mod:`~agentgym_capo.interop.collector` — step many envs at once (threads or processes), no autoreset.
* :mod:`~agentgym_capo.interop.trl_rollout` — a ``rollout_func`` for TRL's ``GRPOTrainer``.
* :mod:`~agentgym_capo.interop.export` — RecordTrajectories JSONL to a Hugging Face ``datasets`` table.
* :mod:`~agentgym_capo.interop.manifest` — frozen task sets: data manifests and ``capo verify``.
* :mod:`~agentgym_capo.interop.docs` — generate ``docs/envs/index.md`` from the registry.

Importing this package registers ``capo/Remote-v0``. It is registered here, outside the env table, because
it needs a running server: the contract and fuzz tests parametrised over ``registered_ids()`` do not see it.
Submodules are imported on use, so ``import agentgym_capo`` does not import FastAPI, requests or TRL.
"""

import gymnasium as gym

REMOTE_ENV_ID = "capo/Remote-v0"

GUARDED_ENV_ID = "capo/Guarded-v0"  # internal: lets a collector's worker process build an exception-catching env

if REMOTE_ENV_ID not in gym.registry:
    gym.register(id=REMOTE_ENV_ID, entry_point="agentgym_capo.interop.client:RemoteEnv", disable_env_checker=True)
if GUARDED_ENV_ID not in gym.registry:
    gym.register(id=GUARDED_ENV_ID, entry_point="agentgym_capo.interop.collector:make_guarded",
                 disable_env_checker=True, order_enforce=False)

__all__ = ["GUARDED_ENV_ID", "REMOTE_ENV_ID"]
