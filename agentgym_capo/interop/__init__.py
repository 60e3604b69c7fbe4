"""Use the envs from other RL stacks: HTTP server and client, TRL adapter, exports, manifests.

* :mod:`~agentgym_capo.interop.server` / :mod:`~agentgym_capo.interop.client` — any registered id over HTTP
  (``capo serve env ID``) and ``gym.make("capo/Remote-v0", server_url=..., env_id=...)``; the server is split
  into :mod:`~agentgym_capo.interop.protocol` (settings, request bodies), :mod:`~agentgym_capo.interop.service`
  (sessions and routes' work), :mod:`~agentgym_capo.interop.app` (routes) and
  :mod:`~agentgym_capo.interop.openenv` (OpenEnv's ``/ws`` protocol, as openenv-core's clients speak it), on
  the shared HTTP toolkit :mod:`agentgym_capo.serving`.
* :mod:`~agentgym_capo.interop.trl_rollout` — a ``rollout_func`` for TRL's ``GRPOTrainer``.
* :mod:`~agentgym_capo.interop.export` — RecordTrajectories JSONL to a Hugging Face ``datasets`` table.
* :mod:`~agentgym_capo.interop.manifest` — frozen task sets: data manifests and ``capo verify``.
* :mod:`~agentgym_capo.interop.docs` — generate ``docs/envs/index.md`` from the registry.

``capo/Remote-v0`` is registered by ``import agentgym_capo`` (outside the env table, since it needs a running
server), with a string entry point, so ``import agentgym_capo`` imports nothing of this package.
Submodules are imported on use (they import FastAPI, requests or TRL).
"""

REMOTE_ENV_ID = "capo/Remote-v0"

__all__ = ["REMOTE_ENV_ID"]
