"""The step-level trainer mode for verl 0.9.1: ``capo_gae``, ``gigpo_step``, ``step_return`` in verl's registries.

Importing this module (it imports verl, so only a verl process does) registers, through verl's own registries:

* the advantage estimators ``capo_gae``, ``gigpo_step`` and ``step_return`` (``core_algos.register_adv_est``),
  with the keyword interface verl gives its GDPO estimator (``non_tensor_batch=``, ``batch=``); the math is
  :func:`.step_credit.compute_step_credit` over our ``core_algos``;
* the V1 trainer mode ``capo_step`` (``v1.register_trainer``): verl's ``sync`` trainer whose
  ``_compute_advantage`` also reads the rows' ``extra_fields`` from TransferQueue and hands them to the step
  estimator as ``non_tensor_batch``. For any other estimator it is verl's ``sync`` trainer unchanged.

Why a trainer mode and not the estimators alone: verl 0.9.1's ``compute_advantage`` passes ``non_tensor_batch``
only to ``gdpo`` (by name), and the V1 trainer fetches only fixed tensor fields (``uid``, ``response_mask``,
``rm_scores``, log-probs, ``values``) for the advantage, so a plain registered estimator never sees the step
fields. Called without them, the step estimators raise :class:`~agentgym_capo.errors.ConfigError` saying so.

verl must import this module in its trainer process (a Ray actor): the launch sets Ray's
``worker_process_setup_hook`` to :func:`register_with_verl` (docs/interop/verl.md). The CPU tests
(tests/interop/verl_side/test_step_credit.py) run the mode's ``_compute_advantage`` on verl's own batches from
real episodes; only a GPU run of verl's trainer validates the whole loop.
"""

from __future__ import annotations

from typing import Any

import numpy as np
import transfer_queue as tq
from tensordict import TensorDict
from verl.protocol import DataProto
from verl.trainer.ppo import core_algos
from verl.trainer.ppo.ray_trainer import apply_kl_penalty
from verl.trainer.ppo.rollout_corr_helper import compute_rollout_correction_and_add_to_batch
from verl.trainer.ppo.v1.trainer_base import register_trainer
from verl.trainer.ppo.v1.trainer_sync import PPOTrainerSync
from verl.workers.utils.padding import response_to_nested

from agentgym_capo.errors import ConfigError
from agentgym_capo.interop.verl.step_credit import STEP_ESTIMATORS, compute_step_credit

__all__ = ["TRAINER_MODE", "CapoStepTrainer", "register_with_verl"]

#: The ``trainer.v1.trainer_mode`` value of the step-level mode.
TRAINER_MODE = "capo_step"

_ADVANTAGE_FIELDS = ["uid", "response_mask", "rm_scores", "rollout_log_probs", "old_log_probs", "ref_log_prob",
                     "values"]


def _kl_penalty_per_row(batch: Any, response_mask: Any) -> Any:
    """verl's KL-in-reward per row (``token_level_scores - token_level_rewards`` summed), or None."""
    if batch is None or "token_level_scores" not in batch.keys() or "token_level_rewards" not in batch.keys():
        return None
    return ((batch["token_level_scores"] - batch["token_level_rewards"]) * response_mask).sum(dim=1)


def _step_estimator(name: str):
    def estimator(token_level_rewards, response_mask, config=None, index=None, non_tensor_batch=None, batch=None,
                  **kwargs):
        if non_tensor_batch is None:
            raise ConfigError(
                f"adv_estimator={name!r} needs the rows' step fields, which verl's compute_advantage does not pass "
                f"to registered estimators: set trainer.use_v1=True trainer.v1.trainer_mode={TRAINER_MODE}.")
        values = batch["values"] if batch is not None and "values" in batch.keys() else None
        return compute_step_credit(name, response_mask, non_tensor_batch, config=config, index=index, values=values,
                                   reward_penalty=_kl_penalty_per_row(batch, response_mask))

    estimator.__name__ = estimator.__qualname__ = f"{name}_estimator"
    estimator.__doc__ = f"verl adv estimator {name!r}: :func:`compute_step_credit` with verl's keyword interface."
    return estimator


def _register_estimators() -> None:
    for name in STEP_ESTIMATORS:
        if name not in core_algos.ADV_ESTIMATOR_REGISTRY:  # idempotent: the setup hook may run after an import
            core_algos.register_adv_est(name)(_step_estimator(name))


def _step_columns(extra_fields: list[dict]) -> dict[str, np.ndarray]:
    """verl's ``non_tensor_batch`` layout (one object array per key) of the rows' ``extra_fields``."""
    keys = extra_fields[0].keys() if extra_fields else ()
    return {key: np.array([fields.get(key) for fields in extra_fields], dtype=object) for key in keys}


@register_trainer(TRAINER_MODE)
class CapoStepTrainer(PPOTrainerSync):
    """verl's ``sync`` V1 trainer whose advantage step gives the step estimators the rows' ``extra_fields``."""

    # verl's base class compares its mode name with "sync" to pick the synchronous replay buffer, refill and
    # checkpoint paths (and reads ``trainer.v1.<mode>``); this mode is the sync trainer under another name.
    trainer_mode = property(lambda self: "sync", lambda self, name: None)

    def _compute_advantage(self, batch, metrics: dict):
        """verl's ``_compute_advantage`` for the step estimators; verl's own for every other estimator."""
        name = str(getattr(self.config.algorithm.adv_estimator, "value", self.config.algorithm.adv_estimator))
        if name not in STEP_ESTIMATORS:
            return super()._compute_advantage(batch, metrics)
        data = tq.kv_batch_get(keys=batch.keys, partition_id=batch.partition_id, select_fields=_ADVANTAGE_FIELDS)
        extra = tq.kv_batch_get(keys=batch.keys, partition_id=batch.partition_id, select_fields=["extra_fields"])
        response_mask = data["response_mask"]
        data = DataProto(batch=data.to_padded_tensor())
        data.batch["token_level_scores"] = data.batch["rm_scores"]
        data.non_tensor_batch.update(_step_columns(extra.pop("extra_fields").tolist()))
        data.non_tensor_batch["uid"] = np.array(data.batch.pop("uid").tolist(), dtype=object)
        algorithm = self.config.algorithm
        if algorithm.use_kl_in_reward:
            data, kl_metrics = apply_kl_penalty(data, kl_ctrl=self.kl_ctrl_in_reward, kl_penalty=algorithm.kl_penalty)
            metrics.update(kl_metrics)
        else:
            data.batch["token_level_rewards"] = data.batch["token_level_scores"]
        # verl's rollout correction (decoupled mode), as its own _compute_advantage applies it
        correction = algorithm.get("rollout_correction", None)
        correct = (correction is not None and "rollout_log_probs" in data.batch
                   and not correction.get("bypass_mode", False))
        if correct:
            data, is_metrics = compute_rollout_correction_and_add_to_batch(data, correction)
            metrics.update(is_metrics)
        estimator = core_algos.get_adv_estimator_fn(name)
        data.batch["advantages"], data.batch["returns"] = estimator(
            token_level_rewards=data.batch["token_level_rewards"], response_mask=data.batch["response_mask"],
            config=algorithm, index=data.non_tensor_batch["uid"], non_tensor_batch=data.non_tensor_batch,
            batch=data.batch)
        fields = ["advantages", "returns"]
        if algorithm.use_kl_in_reward:
            fields.append("token_level_rewards")
        if correct:
            fields.append("response_mask")
            if "rollout_is_weights" in data.batch:
                fields.append("rollout_is_weights")
        output = TensorDict({f: response_to_nested(data.batch[f], response_mask) for f in fields},
                            batch_size=len(batch))
        return tq.kv_batch_put(keys=batch.keys, partition_id=batch.partition_id, fields=output)


_register_estimators()


def register_with_verl() -> None:
    """Ray ``worker_process_setup_hook``: importing this module registered everything; nothing more to do."""
