"""Checkpoints of a run as one object, :class:`RunCheckpoints`: the policy (or its adapter), the critic or value
head, and the task cursor; saved atomically, resumed from a checked folder, and a clean stop on a signal.

Why an object: checkpointing reads the config, the models, the task cursor, the tokenizer and the backend, and
keeps a few facts of its own (a save in progress, the size reported, the frozen layers' fingerprint). The trainer
builds it once and hands it exactly those (DESIGN.md: lower rooms are handed what they need, never the trainer),
so what it depends on is its constructor's signature. What the Trainer replaces while it trains (its
``TrainerState``, optimizer, scheduler, prepared wrapper) and the Trainer's own implementation of a hook are
passed to the method that needs them, at the call.

transformers calls its hooks (``train``, ``_save_checkpoint``, ``_save``, ``_load_from_checkpoint``, ...) as
methods of the trainer, so those stay methods: :class:`.checkpoint_hooks.CheckpointHooks` forwards each one to
``trainer.checkpoints`` in one call.

A checkpoint folder holds the policy at its top level (a Hugging Face folder, or with LoRA the adapters: the
policy's at the top, the critic adapter under ``critic/``), the separate critic under ``critic/``, the shared
value head in ``value_head.safetensors`` and the task cursor in ``capo_state.json``. With ``trainable_layers``
(``save_only_trainable``, on by default there) a checkpoint holds instead only the trained tensors of policy,
critic and value head and a record of the base model they apply to (:mod:`.trainable_checkpoint`); the final
``save_model`` is always the complete folder.

Faults (choices made here):

* A save is written to ``<run>/partial-checkpoints/checkpoint-N`` and renamed to ``<run>/checkpoint-N`` once
  complete, with ``checkpoint_complete.json`` (every file and its size) written last; a resume accepts only
  such a folder, and also a run folder (its latest complete checkpoint) or ``latest`` (:mod:`.resume`).
* :meth:`RunCheckpoints.train` resolves the resume target before the Trainer loads anything, names the
  ``metrics.jsonl``/``actions.jsonl`` rows a resume drops, and turns SIGTERM/SIGINT into "finish the
  iteration, save, stop, say how to resume" (:mod:`.signals`).
* The size of the first checkpoint is printed once, with what ``save_total_limit`` keeps.
* A full disk or an unwritable folder during a save stops the run in one line naming the path, with the last
  complete checkpoint and the resume command; the unfinished save (or what the final save wrote) is removed and
  nothing more is written (:mod:`agentgym_capo.output_writes`).
* One writer per run folder: the main process holds the folder's lock while training
  (:class:`.run_lock.RunFolderLock`); a second run into it stops with one line.

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
  the Trainer loads before :meth:`RunCheckpoints.load_optimizer_and_scheduler`; only the task cursor is read
  from the folder then. Loading ``critic/`` into sharded parameters again would fail.
"""

from __future__ import annotations

import json
import os
import shutil
from collections.abc import Callable, Sequence
from contextlib import nullcontext
from pathlib import Path
from typing import TYPE_CHECKING, Any

import torch

from agentgym_capo.errors import CheckpointError, OutputWriteError, TrainingDivergedError
from agentgym_capo.output_writes import atomic_write, writing, writing_in_place
from agentgym_capo.trainer.backend.collectives import Collectives
from agentgym_capo.trainer.backend.divergence import FiniteParameters
from agentgym_capo.trainer.backend.optimizer_state import load_stateless_optimizer
from agentgym_capo.trainer.backend.resume import (
    LATEST,
    checkpoint_size_line,
    is_complete,
    latest_complete_checkpoint,
    publish_checkpoint,
    read_trainable_record,
    remove_unfinished_saves,
    resolve_checkpoint,
    staging_folder,
    write_completion_marker,
)
from agentgym_capo.trainer.backend.run_identity import check_resume_identity, run_identity
from agentgym_capo.trainer.backend.run_lock import RunFolderLock
from agentgym_capo.trainer.backend.signals import StopOnSignal, signal_name

if TYPE_CHECKING:
    from agentgym_capo.rollout import TaskSchedule
    from agentgym_capo.trainer.model.actor_critic import ActorCritic

STATE_FILE = "capo_state.json"
VALUE_HEAD_FILE = "value_head.safetensors"

__all__ = ["RunCheckpoints"]


def _api_resume_command(path: Path) -> str:
    """How a Python caller resumes (``capo train`` sets :attr:`RunCheckpoints.resume_command` to its own line)."""
    return f"trainer.train(resume_from_checkpoint={str(path)!r})"


class RunCheckpoints:
    """Saves, resumes and stops one run (see the module docstring); built once by the trainer.

    Args:
        args: The run's :class:`~agentgym_capo.trainer.config.CAPOConfig`.
        accelerator: The trainer's ``accelerate.Accelerator`` (barriers, the main process, the gathered full
            state of a sharded model, one all-reduce of the stop flag).
        model: The unwrapped :class:`~agentgym_capo.trainer.model.actor_critic.ActorCritic`: accelerate wraps it
            in place or around it (DDP, FSDP2, DeepSpeed), never replaces it.
        task_schedule: The task cursor (``state_dict``/``load_state_dict``), saved in ``capo_state.json``.
        tokenizer: Saved into every complete folder (None: not saved).
        base_model: Where the policy's weights were loaded from (its ``config._name_or_path``): the model card's
            base, and where a small checkpoint's frozen layers are read from.
        fsdp_state_dict: The FSDP plugin's state-dict type as text (``"StateDictType.FULL_STATE_DICT"``), or
            None when the run is not under FSDP.
        deepspeed: Whether the run is under DeepSpeed.
        env_id: The env trained on; ``trainer_class``, ``trainer_tags``: the trainer's name and tags (model card).
        resume_command: Formats the command that resumes from a checkpoint, for the messages of a stop or a bad
            resume target; None: the Python call. ``capo train`` sets its own (the attribute of that name).

    Attributes:
        stopped_early: Whether the last :meth:`train` stopped before ``max_steps`` on SIGTERM/SIGINT.
        stop_signal: The signal this process got when :attr:`stopped_early` (None: another process was signalled).
        trainable_only: Whether checkpoints hold only the trained tensors (:mod:`.trainable_checkpoint`).
        saving_into_staging: Whether a checkpoint's save is in progress (its files go to the staging folder).

    Raises:
        ConfigError: ``save_only_trainable=True`` under FSDP or DeepSpeed.
    """

    def __init__(self, args: Any, accelerator: Any, model: ActorCritic, task_schedule: TaskSchedule,
                 tokenizer: Any, *, base_model: str | None, fsdp_state_dict: str | None, deepspeed: bool,
                 env_id: str, trainer_class: str, trainer_tags: Sequence[str],
                 resume_command: Callable[[Path], str] | None = None):
        from agentgym_capo.trainer.backend.trainable_checkpoint import check_save_only_trainable

        self.args, self.accelerator, self.model = args, accelerator, model
        self.task_schedule, self.tokenizer, self.base_model = task_schedule, tokenizer, base_model
        self.fsdp, self.deepspeed = fsdp_state_dict is not None, deepspeed
        self.sharded = self.fsdp or deepspeed  # FSDP and DeepSpeed save and restore the model from their own files
        self.fsdp_full_state = "FULL_STATE_DICT" in str(fsdp_state_dict)
        self.env_id, self.trainer_class, self.trainer_tags = env_id, trainer_class, list(trainer_tags)
        self.resume_command = resume_command
        self.stopped_early: bool = False
        self.stop_signal: int | None = None
        self.saving_into_staging = False
        self.trainable_only = check_save_only_trainable(args, sharded=self.sharded)
        self._size_reported = False
        self._frozen_fingerprint: str | None = None  # the frozen weights never change: hashed once per run

    # ------------------------------------------------------------------ training with a clean stop
    def train(self, resume_from_checkpoint: str | bool | None, inherited: Callable[[str | None], Any],
              callbacks: Any, state: Callable[[], Any]) -> Any:
        """``Trainer.train`` (``inherited``) from a checked checkpoint, stopping cleanly on SIGTERM/SIGINT.

        ``resume_from_checkpoint`` may be a checkpoint folder, a run folder (its latest complete checkpoint),
        ``"latest"`` or True (the latest complete checkpoint of ``output_dir``); an incomplete or missing one
        raises :class:`~agentgym_capo.errors.CheckpointError` (:func:`.resume.resolve_checkpoint`). While it
        runs, the first SIGTERM/SIGINT finishes the iteration, saves a checkpoint (when saving is configured)
        and stops with one line saying how to resume; a second one stops at once (:mod:`.signals`).

        Args:
            resume_from_checkpoint: What to resume from (None or False: a fresh start).
            inherited: The Trainer's ``train``, called with the resolved checkpoint folder (or None).
            callbacks: The Trainer's callback handler (the stop is a callback while training runs).
            state: Returns the Trainer's current ``TrainerState`` (training replaces it).
        """
        target = self.resume_target(resume_from_checkpoint)
        if target is not None and self.accelerator.is_main_process:
            self.drop_records_after(Path(target))
        stop = StopOnSignal(save=self.args.save_strategy != "no", agree=self.any_process)
        self.stopped_early, self.stop_signal = False, None
        lock = RunFolderLock(self.args.output_dir).acquire() if self.accelerator.is_main_process else None  # 1 writer
        finite = FiniteParameters(self.model, self.any_process)
        callbacks.add_callback(stop)
        callbacks.add_callback(finite)
        try:
            with stop.installed():
                output = inherited(target)
        except (TrainingDivergedError, OutputWriteError) as error:  # the iteration, where to resume: same line
            latest = latest_complete_checkpoint(self.args.output_dir)
            how = (f"; once it can be written, resume with: {(self.resume_command or _api_resume_command)(latest)}"
                   if isinstance(error, OutputWriteError) and latest is not None else "")
            error.args = (f"{error} Iterations completed: {state().global_step}; last complete checkpoint: "
                          f"{latest or 'none'}{how}.",)
            raise error from None
        finally:
            callbacks.remove_callback(stop)
            callbacks.remove_callback(finite)
            if lock is not None:
                lock.release()
        trained = state()
        if stop.stopped_at is not None and trained.global_step < trained.max_steps:
            self.stopped_early, self.stop_signal = True, stop.received
            self.report_stop(stop.received, trained)
        return output

    def resume_target(self, resume_from_checkpoint: str | bool | None) -> str | None:
        """The checked checkpoint folder to resume from, or None (:func:`.resume.resolve_checkpoint`)."""
        if resume_from_checkpoint is None or resume_from_checkpoint is False:
            return None
        target = LATEST if resume_from_checkpoint is True else resume_from_checkpoint
        folder = resolve_checkpoint(target, self.args.output_dir, self.resume_command or _api_resume_command)
        check_resume_identity(folder, self.identity(), "another output_dir, without resuming")
        if read_trainable_record(folder) is not None and self.sharded:
            # accelerate restores FSDP/DeepSpeed runs from the backend's own files of the whole model
            raise CheckpointError(f"Cannot resume from {folder} under FSDP or DeepSpeed: it holds only the trained "
                                  "tensors (save_only_trainable), and these backends resume from their own files "
                                  "of the whole model. Resume it in a single-process or DDP run.")
        return str(folder)

    def identity(self) -> dict[str, Any]:
        """This run's identity, saved with every checkpoint and checked on resume (:mod:`.run_identity`)."""
        return run_identity(self.args, self.env_id)

    def any_process(self, flag: bool) -> bool:
        """Whether ``flag`` holds on any process (a collective: every rank calls it at the same step)."""
        return bool(Collectives(self.accelerator).sum(torch.tensor([float(flag)])).item() > 0)

    def report_stop(self, signum: int | None, state: Any) -> None:
        """One line: why training stopped, and the command that resumes it (or that nothing can)."""
        if not self.accelerator.is_main_process:
            return
        step = state.global_step
        stopped = f"capo: stopped by {signal_name(signum)} after iteration {step} of {state.max_steps}"
        checkpoint, command = self.resume_hint(step)
        if checkpoint is not None:
            print(f"{stopped}; checkpoint {checkpoint}; resume with: {command}", flush=True)
        else:
            print(f"{stopped}; no checkpoint was saved (save_strategy is 'no'), so it cannot be resumed.",
                  flush=True)

    def resume_hint(self, step: int) -> tuple[str, str] | tuple[None, None]:
        """``(checkpoint-<step>, the command that resumes from it)`` when that checkpoint is complete."""
        checkpoint = Path(self.args.output_dir) / f"checkpoint-{step}"
        if not is_complete(checkpoint):
            return None, None
        return str(checkpoint), (self.resume_command or _api_resume_command)(checkpoint)

    def drop_records_after(self, folder: Path) -> None:
        """Before resuming from ``folder`` (a resolved checkpoint), drop the ``metrics.jsonl``/``actions.jsonl``
        rows logged after its step, and name them in one printed line: the resumed run logs them again.
        """
        from agentgym_capo.trainer.backend.records import drop_records_after

        step = json.loads((folder / "trainer_state.json").read_text())["global_step"]
        dropped = drop_records_after(self.args.output_dir, step)
        if dropped:
            print(f"capo: dropped {dropped}: logged after {folder.name} (step {step}), they are "
                  "logged again as the resumed run repeats those iterations.", flush=True)

    # ------------------------------------------------------------------ saving
    def output_dir(self, run_dir: str) -> str:
        """The run folder; during a save, its staging folder, so every file of the save lands there first."""
        return str(staging_folder(run_dir)) if self.saving_into_staging else run_dir

    def save(self, run_dir: str, state: Any, inherited: Callable[[], None]) -> None:
        """TRL's checkpoint (``inherited``: policy and critic through :meth:`save_parts`) plus the task cursor,
        saved atomically.

        Everything is written under ``<run>/partial-checkpoints/checkpoint-N`` (transformers' and TRL's files
        through :meth:`output_dir`), then, once every rank is done, the completion marker is written and
        the folder renamed to ``<run>/checkpoint-N`` (:mod:`.resume`); only then are old checkpoints rotated
        (``save_total_limit``). Unfinished saves an interrupted run left are removed first; a save that cannot be
        written (a full disk) is removed too and raises :class:`~agentgym_capo.errors.OutputWriteError`.

        Args:
            run_dir: The run folder (the Trainer's ``_get_output_dir``).
            state: The Trainer's ``TrainerState`` (its step; its best checkpoint is renamed with the folder).
            inherited: The Trainer's ``_save_checkpoint`` of this save.
        """
        staging, final = staging_folder(run_dir), Path(run_dir) / f"checkpoint-{state.global_step}"
        if self.args.should_save and (note := remove_unfinished_saves(run_dir)):
            print(note, flush=True)
        self.accelerator.wait_for_everyone()  # no rank writes into the staging folder while it is cleared
        with writing(staging / final.name, final.name, "The unfinished save was removed.",
                     on_failure=lambda: self.args.should_save and shutil.rmtree(staging, ignore_errors=True)):
            self._save_staged(staging, final, state, inherited)

    def _save_staged(self, staging: Path, final: Path, state: Any, inherited: Callable[[], None]) -> None:
        self.saving_into_staging = True
        try:
            inherited()
        finally:
            self.saving_into_staging = False
        staged = staging / final.name
        if self.args.should_save:
            (staged / STATE_FILE).write_text(json.dumps({"task_schedule": self.task_schedule.state_dict(),
                                                         "identity": self.identity()}))
        self.accelerator.wait_for_everyone()  # every rank's files (sharded states) are in
        if self.args.should_save:
            write_completion_marker(staged, state.global_step)
            publish_checkpoint(staged, final)
            staging.rmdir()
            if state.best_model_checkpoint == str(staged):
                state.best_model_checkpoint = str(final)
            from transformers.trainer_utils import rotate_checkpoints

            rotate_checkpoints(str(final.parent), save_total_limit=self.args.save_total_limit,
                               best_model_checkpoint=state.best_model_checkpoint, use_mtime=True)
            self._report_size(final)
        self.accelerator.wait_for_everyone()  # no rank reads the run folder while it is being renamed

    def _report_size(self, folder: Path) -> None:
        """Once per run: the size of one checkpoint and what ``save_total_limit`` keeps of them."""
        if not self._size_reported:
            self._size_reported = True
            print(checkpoint_size_line(folder, self.args.save_total_limit, self.base_model), flush=True)

    def save_model(self, output_dir: str | None, internal_call: bool, wrapped: Any,
                   inherited: Callable[..., None]) -> None:
        """transformers' ``save_model`` (``inherited``); the final save under FSDP's ``SHARDED_STATE_DICT`` also
        writes the Hugging Face folder, from the full state of ``wrapped`` (the prepared model) gathered by
        accelerate (a collective: every rank calls it)."""
        with (nullcontext() if self.saving_into_staging  # part of a checkpoint: guarded with it (save)
              else writing_in_place(output_dir or self.args.output_dir, "the model", self.args.should_save)):
            if not self.fsdp or self.fsdp_full_state or internal_call:
                return inherited(output_dir, _internal_call=internal_call)
            state_dict = self.accelerator.get_state_dict(wrapped)
            if self.args.should_save:
                self.save_parts(output_dir, state_dict=state_dict)

    def save_parts(self, output_dir: str | None = None, state_dict: dict | None = None) -> None:
        """Save the policy at the top of ``output_dir`` and the critic under ``critic/`` (the Trainer's ``_save``).

        ``state_dict`` is the full :class:`ActorCritic` state (gathered by the Trainer under FSDP/ZeRO-3); every
        part, the LoRA adapters included, is written from it. A checkpoint of a run with small checkpoints gets
        only the trained tensors and the base model's record (:mod:`.trainable_checkpoint`); the tokenizer and
        the models' configs are then left out too (the resumed trainer has its own).
        """
        output_dir = output_dir or self.args.output_dir
        os.makedirs(output_dir, exist_ok=True)
        if self.saving_into_staging and self.trainable_only:  # a checkpoint, not the final model
            from agentgym_capo.trainer.backend.trainable_checkpoint import save_trainable_checkpoint

            self._frozen_fingerprint = save_trainable_checkpoint(
                output_dir, self.model, self.base_model, self.args.trainable_layers,
                fingerprint=self._frozen_fingerprint)
            torch.save(self.args, os.path.join(output_dir, "training_args.bin"))
            return
        parts = self.model.split_state_dict(state_dict if state_dict is not None else self.model.state_dict())
        # PEFT keeps only the adapters' entries of the state (the base is the model path)
        self.model.policy.save_pretrained(output_dir, state_dict=parts["policy"])
        if parts["value_head"]:
            from safetensors.torch import save_file

            save_file({k: v.contiguous() for k, v in parts["value_head"].items()},
                      os.path.join(output_dir, VALUE_HEAD_FILE))
        if self.model.critic is not None:
            self.model.critic.save_pretrained(os.path.join(output_dir, "critic"), state_dict=parts["critic"])
        if self.tokenizer is not None:
            self.tokenizer.save_pretrained(output_dir)
        torch.save(self.args, os.path.join(output_dir, "training_args.bin"))

    def write_model_card(self, model_name: str | None, tags: str | list[str] | None) -> None:
        """Write the run's ``README.md`` (:mod:`.model_card`) instead of TRL's, which names a local base "None"
        (on the world's process zero only)."""
        if self.args.process_index != 0:  # transformers' is_world_process_zero
            return
        from agentgym_capo.trainer.backend.model_card import render_model_card

        tags = [tags] if isinstance(tags, str) else list(tags or [])
        card = render_model_card(self.base_model,
                                 model_name or os.path.basename(os.path.normpath(self.args.output_dir)),
                                 env_id=self.env_id, algo=self.args.algo, trainer_class=self.trainer_class,
                                 tags=sorted({*tags, *self.trainer_tags}), paper=self.args.preset.paper)
        atomic_write(Path(self.args.output_dir) / "README.md", card.save, "the model card")

    # ------------------------------------------------------------------ loading
    def load_weights(self, checkpoint: str, model: Any, inherited: Callable[..., None]) -> None:
        """Load the policy's weights (the checkpoint holds the policy at its top level, the critic under critic/;
        ``inherited``: the Trainer's ``_load_from_checkpoint``), or a small checkpoint's trained tensors into
        policy, critic and value head (:mod:`.trainable_checkpoint`), or (LoRA critic) both adapters.
        """
        if read_trainable_record(checkpoint) is not None:
            from agentgym_capo.trainer.backend.trainable_checkpoint import load_trainable_checkpoint

            return load_trainable_checkpoint(checkpoint, self.model, self.base_model, self.args.trainable_layers)
        if model is None and self.model.critic_adapter is not None:  # both adapters (adapters.py)
            from agentgym_capo.trainer.model.adapters import load_adapters

            return load_adapters(self.model.policy, checkpoint)
        inherited(checkpoint, model=self.model.policy if model is None else model)

    def without_tied_missing(self, load_result: Any) -> Any:
        """``load_result`` less the missing keys that are tied to a loaded one, for transformers' warnings.

        A policy with tied embeddings saves the shared tensor once (``model.embed_tokens.weight``); loading it
        fills ``lm_head.weight`` too, yet ``load_state_dict`` lists that name as missing, and transformers
        recognises ties only through ``model._keys_to_ignore_on_save``, which the trainer's model (the
        ``ActorCritic``) does not have: it would warn "missing keys ['lm_head.weight']" on every resume.
        """
        return load_result._replace(missing_keys=_untied_missing(self.model.policy, list(load_result.missing_keys)))

    def load_optimizer_and_scheduler(self, checkpoint: str | None, optimizer: Any, scheduler: Any,
                                     inherited: Callable[[str | None], None]) -> None:
        """Restore the critic and the task cursor before the Trainer (``inherited``) restores optimizer and
        scheduler (or, in one FSDP case, restore those here: :func:`.optimizer_state.load_stateless_optimizer`).

        Under FSDP / DeepSpeed the critic and value head were restored with the whole prepared module (see the
        module docstring): only the task cursor is read here.
        """
        if checkpoint is not None:
            self._load_critic_and_cursor(Path(checkpoint))
            if self.fsdp and self.fsdp_full_state and load_stateless_optimizer(checkpoint, optimizer, scheduler):
                return
        inherited(checkpoint)

    def _load_critic_and_cursor(self, folder: Path) -> None:
        if self.model.critic is not None and (folder / "critic").exists() and not self.sharded:
            from safetensors.torch import load_file

            state = load_file(str(folder / "critic" / "model.safetensors"))
            self.model.critic.load_state_dict(state, strict=False)
        if self.model.value_head is not None and (folder / VALUE_HEAD_FILE).exists() and not self.sharded:
            from safetensors.torch import load_file

            self.model.value_head.load_state_dict(load_file(str(folder / VALUE_HEAD_FILE)))
        if (folder / STATE_FILE).exists():
            state = json.loads((folder / STATE_FILE).read_text())
            self.task_schedule.load_state_dict(state["task_schedule"])


def _untied_missing(model: torch.nn.Module, missing: list[str]) -> list[str]:
    """The ``missing`` parameter names of ``model`` that no loaded name shares a tensor with."""
    parameters = dict(model.named_parameters(remove_duplicate=False))
    names_of: dict[int, set[str]] = {}
    for name, parameter in parameters.items():
        names_of.setdefault(id(parameter), set()).add(name)
    absent = set(missing)
    return [name for name in missing
            if name not in parameters or not names_of[id(parameters[name])] - absent]

