"""Checkpoints of the trainer: the policy (or its adapter), the critic or value head, and the task cursor
(a mixin of ``CAPOTrainer``).

A checkpoint folder holds the policy at its top level (a Hugging Face folder, or with LoRA the adapters: the
policy's at the top, the critic adapter under ``critic/``), the separate critic under ``critic/``, the shared
value head in ``value_head.safetensors`` and the task cursor in ``capo_state.json``.

Sharded backends (choices made here):

* Every save writes from the *full* state that accelerate gathers (``accelerator.get_state_dict``: FSDP2's
  ``get_model_state_dict(full_state_dict=True)``, ZeRO-3's consolidated state), never from the live modules,
  whose parameters are shards (FSDP2 DTensors) or empty partitions (ZeRO-3). The LoRA adapters are cut from that
  state too (PEFT's ``save_pretrained(state_dict=...)``).
* The final ``save_model`` under FSDP with ``SHARDED_STATE_DICT`` gathers the full state as well, so ``capo
  train`` always ends with a loadable Hugging Face folder (transformers' own ``save_model`` writes nothing
  there). Intermediate checkpoints keep the backend's sharded files only, as the Trainer writes them.
* Resuming under FSDP or DeepSpeed restores the whole prepared ``ActorCritic`` (policy, critic, value head,
  adapters) from the backend's own checkpoint files (``pytorch_model_fsdp*``, DeepSpeed's engine state), which
  the Trainer loads before :meth:`CheckpointMixin._load_optimizer_and_scheduler`; only the task cursor is read
  from the folder then. Loading ``critic/`` into sharded parameters again would fail.
"""

from __future__ import annotations

import json
import os
from pathlib import Path
from typing import Any

import torch

STATE_FILE = "capo_state.json"
VALUE_HEAD_FILE = "value_head.safetensors"


__all__ = ["CheckpointMixin"]


class CheckpointMixin:
    """Methods of :class:`~agentgym_capo.trainer.capo_trainer.CAPOTrainer` (see the module docstring)."""

    # ------------------------------------------------------------------ checkpoints
    def _save_checkpoint(self, model: Any, trial: Any) -> None:
        """TRL's checkpoint (policy and critic through :meth:`_save`) plus the task cursor."""
        super()._save_checkpoint(model, trial)
        if not self.args.should_save:
            return
        folder = Path(self._get_output_dir(trial=trial)) / f"checkpoint-{self.state.global_step}"
        (folder / STATE_FILE).write_text(json.dumps({"task_schedule": self.task_schedule.state_dict()}))

    def _drop_records_after_checkpoint(self, resume_from_checkpoint: str | bool) -> None:
        """Before resuming, drop the ``metrics.jsonl``/``actions.jsonl`` rows logged after the checkpoint's step.

        ``resume_from_checkpoint`` is a checkpoint folder or True (the last one in ``output_dir``, as in
        ``Trainer.train``); a folder without ``trainer_state.json`` leaves the files alone.
        """
        from transformers.trainer_utils import get_last_checkpoint

        from agentgym_capo.trainer.backend.records import drop_records_after

        folder = (get_last_checkpoint(self.args.output_dir) if resume_from_checkpoint is True
                  else resume_from_checkpoint)
        state = Path(folder or "") / "trainer_state.json"
        if folder and state.exists():
            drop_records_after(self.args.output_dir, json.loads(state.read_text())["global_step"])

    def _load_from_checkpoint(self, resume_from_checkpoint: str, model: Any = None) -> None:
        """Load the policy's weights (the checkpoint holds the policy at its top level, the critic under critic/)."""
        if model is None and self.actor_critic.critic_adapter is not None:  # both adapters (adapters.py)
            from agentgym_capo.trainer.model.adapters import load_adapters

            return load_adapters(self.policy, resume_from_checkpoint)
        super()._load_from_checkpoint(resume_from_checkpoint, model=self.policy if model is None else model)

    def _load_optimizer_and_scheduler(self, checkpoint: str | None) -> None:
        """Restore the critic and the task cursor before TRL restores optimizer and scheduler.

        Under FSDP / DeepSpeed the critic and value head were restored with the whole prepared module (see the
        module docstring): only the task cursor is read here.
        """
        if checkpoint is not None:
            folder = Path(checkpoint)
            restored = self.is_fsdp_enabled or self.is_deepspeed_enabled
            if self.critic is not None and (folder / "critic").exists() and not restored:
                from safetensors.torch import load_file

                state = load_file(str(folder / "critic" / "model.safetensors"))
                self.critic.load_state_dict(state, strict=False)
            if self.actor_critic.value_head is not None and (folder / VALUE_HEAD_FILE).exists() and not restored:
                from safetensors.torch import load_file

                self.actor_critic.value_head.load_state_dict(load_file(str(folder / VALUE_HEAD_FILE)))
            if (folder / STATE_FILE).exists():
                state = json.loads((folder / STATE_FILE).read_text())
                self.task_schedule.load_state_dict(state["task_schedule"])
        super()._load_optimizer_and_scheduler(checkpoint)

    def save_model(self, output_dir: str | None = None, _internal_call: bool = False) -> None:
        """transformers' ``save_model``; the final save under FSDP's ``SHARDED_STATE_DICT`` also writes the
        Hugging Face folder, from the gathered full state (a collective: every rank calls it)."""
        sharded_fsdp = self.is_fsdp_enabled and "FULL_STATE_DICT" not in str(
            self.accelerator.state.fsdp_plugin.state_dict_type)
        if not sharded_fsdp or _internal_call:
            return super().save_model(output_dir, _internal_call=_internal_call)
        state_dict = self.accelerator.get_state_dict(self.model)
        if self.args.should_save:
            self._save(output_dir, state_dict=state_dict)

    def _save(self, output_dir: str | None = None, state_dict: dict | None = None) -> None:
        """Save the policy at the top of ``output_dir`` and the critic under ``critic/``.

        ``state_dict`` is the full :class:`ActorCritic` state (gathered by the Trainer under FSDP/ZeRO-3); every
        part, the LoRA adapters included, is written from it.
        """
        output_dir = output_dir or self.args.output_dir
        os.makedirs(output_dir, exist_ok=True)
        parts = self.actor_critic.split_state_dict(state_dict if state_dict is not None
                                                   else self.actor_critic.state_dict())
        # PEFT keeps only the adapters' entries of the state (the base is the model path)
        self.policy.save_pretrained(output_dir, state_dict=parts["policy"])
        if parts["value_head"]:
            from safetensors.torch import save_file

            save_file({k: v.contiguous() for k, v in parts["value_head"].items()},
                      os.path.join(output_dir, VALUE_HEAD_FILE))
        if self.critic is not None:
            self.critic.save_pretrained(os.path.join(output_dir, "critic"), state_dict=parts["critic"])
        if self.processing_class is not None:
            self.processing_class.save_pretrained(output_dir)
        torch.save(self.args, os.path.join(output_dir, "training_args.bin"))
