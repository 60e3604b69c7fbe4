"""The Trainer's checkpoint hooks, each forwarded to the run's :class:`.checkpoints.RunCheckpoints` (a mixin of
``CAPOTrainer``).

transformers and TRL call these hooks as methods of the trainer, so they must stay methods; the work is the
object's (``self.checkpoints``, built once in ``CAPOTrainer.__init__`` and given its state there). Each hook is one
call that passes what the Trainer holds at that moment (its ``TrainerState``, optimizer and scheduler, the
prepared model) and, where the object needs it, the Trainer's own implementation (``super()``). The mixin holds
no state and no logic: a reader looking for what a save or a resume does reads :mod:`.checkpoints`.
"""

from __future__ import annotations

import functools
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from agentgym_capo.trainer.backend.checkpoints import RunCheckpoints

__all__ = ["CheckpointHooks"]


class CheckpointHooks:
    """Forwards the Trainer's checkpoint hooks to ``self.checkpoints`` (see the module docstring)."""

    checkpoints: RunCheckpoints  # built in CAPOTrainer.__init__

    def train(self, resume_from_checkpoint: str | bool | None = None, *args: Any, **kwargs: Any) -> Any:
        """``Trainer.train`` from a checked checkpoint, stopping cleanly on SIGTERM/SIGINT
        (:meth:`.checkpoints.RunCheckpoints.train`)."""
        inherited = super().train
        return self.checkpoints.train(resume_from_checkpoint, lambda target: inherited(target, *args, **kwargs),
                                      self.callback_handler, lambda: self.state)

    def _get_output_dir(self, trial: Any) -> str:
        """The run folder, or its staging folder during a save (:meth:`.checkpoints.RunCheckpoints.output_dir`)."""
        return self.checkpoints.output_dir(super()._get_output_dir(trial=trial))

    def _save_checkpoint(self, model: Any, trial: Any) -> None:
        """The Trainer's checkpoint plus the task cursor, saved atomically
        (:meth:`.checkpoints.RunCheckpoints.save`)."""
        self.checkpoints.save(self._get_output_dir(trial=trial), self.state,
                              functools.partial(super()._save_checkpoint, model, trial))

    def _save(self, output_dir: str | None = None, state_dict: dict | None = None) -> None:
        """Policy, critic, value head, tokenizer (:meth:`.checkpoints.RunCheckpoints.save_parts`)."""
        self.checkpoints.save_parts(output_dir, state_dict=state_dict)

    def save_model(self, output_dir: str | None = None, _internal_call: bool = False) -> None:
        """transformers' ``save_model``, gathering FSDP's sharded state at the end
        (:meth:`.checkpoints.RunCheckpoints.save_model`; a collective: every rank calls it)."""
        self.checkpoints.save_model(output_dir, _internal_call, self.model, super().save_model)

    def create_model_card(self, model_name: str | None = None, dataset_name: str | None = None,
                          tags: str | list[str] | None = None) -> None:
        """Write the run's ``README.md`` instead of TRL's (:meth:`.checkpoints.RunCheckpoints.write_model_card`).

        ``dataset_name`` is accepted for TRL's signature; tasks come from the env, which the card names.
        """
        self.checkpoints.write_model_card(model_name, tags)

    def _load_from_checkpoint(self, resume_from_checkpoint: str, model: Any = None) -> None:
        """Load the trained weights (:meth:`.checkpoints.RunCheckpoints.load_weights`)."""
        self.checkpoints.load_weights(resume_from_checkpoint, model, super()._load_from_checkpoint)

    def _issue_warnings_after_load(self, load_result: Any) -> None:
        """transformers' warnings about the keys a resumed policy lacked, less the tied ones
        (:meth:`.checkpoints.RunCheckpoints.without_tied_missing`)."""
        super()._issue_warnings_after_load(self.checkpoints.without_tied_missing(load_result))

    def _load_optimizer_and_scheduler(self, checkpoint: str | None) -> None:
        """The critic and the task cursor, then optimizer and scheduler
        (:meth:`.checkpoints.RunCheckpoints.load_optimizer_and_scheduler`)."""
        self.checkpoints.load_optimizer_and_scheduler(checkpoint, self.optimizer, self.lr_scheduler,
                                                      super()._load_optimizer_and_scheduler)
