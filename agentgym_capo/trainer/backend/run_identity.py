"""What makes a checkpoint's weights mean what they mean, saved with it and checked before a resume continues it.

A checkpoint of a CAPO run on WebShop resumed as PPO, or on another env, trains on silently and produces a run
that is neither. Each checkpoint's ``capo_state.json`` holds the run's identity
(:func:`run_identity`: the env id and kwargs and the config fields in :data:`IDENTITY_FIELDS`);
:func:`check_resume_identity` compares it with the resuming run's and refuses any change in one line naming every
changed field, old and new value. ``capo train`` checks it after the config is built and before the model loads;
:meth:`~.checkpoints.RunCheckpoints.resume_target` checks it for the Python API.

Choices made here: what may change on resume is everything not listed — the step size and its schedule
(``learning_rate``, ``critic_learning_rate``, ``lr_scheduler_type``, warm-up), the length of the run
(``max_steps``), logging, saving and evaluation settings, threads and the rollout engine's speed settings
(batching, drafts, caches), which change how fast the same run goes, not what it trains. ``group_size``,
``rollout_tasks`` and the clip range are allowed too (a schedule change, like the learning rate), so a user can
continue with a smaller batch. The base model and ``trainable_layers`` are not part of the identity: a full
checkpoint holds every weight (the base model no longer matters, and training more layers from it is a choice),
and a small one (``save_only_trainable``) is checked against its base weights and layers when it loads, with its
own message (:mod:`.trainable_checkpoint`). A checkpoint saved before identities were recorded is resumed
unchecked.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

from agentgym_capo.errors import CheckpointError

__all__ = ["IDENTITY_FIELDS", "check_resume_identity", "run_identity"]

#: CAPOConfig fields that decide what the weights are (the algorithm and its resolved parts, the policy's form).
IDENTITY_FIELDS = ("algo", "ratio_variant", "gae_level", "kl_estimator", "loss_agg", "gspo_unit", "action_mode",
                   "critic_mode", "env_kwargs")


def run_identity(config: Any, env_id: str) -> dict[str, Any]:
    """The identity of a run with ``config`` on ``env_id``."""
    identity = {"env_id": env_id, **{field: getattr(config, field, None) for field in IDENTITY_FIELDS}}
    return json.loads(json.dumps(identity, default=str))  # as it reads back from the file


def check_resume_identity(checkpoint: str | Path, identity: dict[str, Any], new_run: str) -> None:
    """Refuse to resume ``checkpoint`` as a run whose identity differs from the one it was saved with.

    Args:
        checkpoint: A complete checkpoint folder.
        identity: The resuming run's :func:`run_identity`.
        new_run: What to do instead, for the message (e.g. "give this run another --output-dir").

    Raises:
        CheckpointError: One line naming every changed field with its saved and its new value.
    """
    state_file = Path(checkpoint) / "capo_state.json"
    try:
        saved = json.loads(state_file.read_text()).get("identity")
    except (OSError, ValueError):
        return
    if not saved:
        return
    changed = [f"{key}: {saved.get(key)!r} -> {identity.get(key)!r}" for key in sorted(set(saved) | set(identity))
               if saved.get(key) != identity.get(key)]
    if changed:
        raise CheckpointError(f"Cannot resume {checkpoint}: it was saved by another run ({'; '.join(changed)}). "
                              f"Resume with the settings it was saved with, or start a new run: {new_run}.")
