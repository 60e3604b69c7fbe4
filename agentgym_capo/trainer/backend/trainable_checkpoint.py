"""Small checkpoints with ``trainable_layers``: the trained tensors only, applied on resume to the frozen base.

With ``trainable_layers=N`` only the top N decoder layers, the final norms and the critic's head (or the shared
value head) learn; the rest of policy and critic (the *trunk*, the embeddings, a tied LM head) stays as it was
loaded from the base model. A full checkpoint saves those frozen weights again every time, twice (policy and
critic), about a gigabyte per checkpoint for SmolLM2-135M with ``N=2`` (``benchmarks/checkpoint_size.py``:
``benchmarks/results/checkpoint_size.json`` has both sizes). A small checkpoint (``save_only_trainable``,
on by default where it applies) holds instead, beside transformers' usual optimizer, scheduler, RNG and
trainer-state files (the optimizer already holds only the trained parameters):

* ``trainable_model.safetensors``: every trainable tensor of the :class:`~..model.actor_critic.ActorCritic`
  under its ``state_dict`` name (``policy.model.layers.29.mlp.up_proj.weight``, ``critic.score.weight``,
  ``value_head.weight``), each stored once;
* ``base_model.json`` (:data:`~.resume.TRAINABLE_RECORD`): the base model they apply to (its path and its
  weight files with their sizes), a fingerprint of the frozen weights, ``trainable_layers``, the tensor names
  and the tied names.

Resuming loads the model as the run did (from ``model_name_or_path``: the base), checks that it trains the same
tensors and that its frozen weights have the recorded fingerprint, and copies the saved tensors in; the
optimizer state follows through transformers as usual. The final model (``save_model`` at the end of
``capo train``) is always the complete Hugging Face folder that ``from_pretrained`` loads.

Choices made here:

* The idea of a PEFT adapter checkpoint (``adapter_model.safetensors`` + ``adapter_config.json`` naming
  ``base_model_name_or_path``), with one difference: the base is also fingerprinted, so a resume against other
  weights (another model at the same path, a different ``--model``, another ``trainable_layers``) is refused
  in one line (:class:`~agentgym_capo.errors.CheckpointError`) instead of silently training a mixture.
* The fingerprint is taken from the frozen tensors in memory, not from the base's files: it checks exactly what
  the resumed model will run with, whatever the file format or sharding of the base, and costs ~0.1 s
  (SHA-256 over each frozen tensor's name, shape and 4096 evenly spaced values, read as float32 so a bf16
  and an fp32 load of a bf16 file agree). Hashing whole weight files would cost a minute per resume on a 7B
  model. The base's weight files and sizes are recorded too, for a reader and for the error message.
* The file is not named ``model.safetensors`` and the folder has no ``config.json``: ``from_pretrained`` on a
  small checkpoint fails at once (no weights file) rather than loading random lower layers with a warning.
  The tokenizer is not saved either (a resume uses the trainer's own ``processing_class``; the final folder
  has it).
* Tied tensors (an LM head tied to the embeddings that was unfrozen on purpose or by accident) are stored once
  under their first name; the others are recorded in ``tied`` and are filled by the same copy, since they are
  one parameter. safetensors refuses to write a shared tensor twice.
* Where the small form does not apply, checkpoints stay full: without ``trainable_layers`` (every weight
  trains), with a LoRA policy (PEFT's checkpoints are already small; ``trainable_layers`` and LoRA exclude
  each other anyway), and under FSDP or DeepSpeed, whose checkpoints are written and restored by accelerate
  from the backend's own (sharded or consolidated) files of the whole prepared module, which this path cannot
  cut without gathering and re-sharding every parameter itself (``save_only_trainable=True`` is refused there).
"""

from __future__ import annotations

import hashlib
import json
import os
from pathlib import Path
from typing import Any

import torch
from torch import nn

from agentgym_capo.errors import CheckpointError, ConfigError
from agentgym_capo.trainer.backend.resume import TRAINABLE_RECORD, read_trainable_record

__all__ = ["TRAINABLE_FILE", "TRAINABLE_FORMAT", "check_save_only_trainable", "frozen_fingerprint",
           "load_trainable_checkpoint", "save_trainable_checkpoint", "trainable_tensors"]

#: The trained tensors of a small checkpoint.
TRAINABLE_FILE = "trainable_model.safetensors"
#: ``format`` of :data:`~.resume.TRAINABLE_RECORD` (bumped if the layout ever changes).
TRAINABLE_FORMAT = "capo-trainable-v1"
#: Values of each frozen tensor read into the fingerprint.
_SAMPLES = 4096
_WEIGHT_SUFFIXES = (".safetensors", ".bin", ".pt", ".pth")


def check_save_only_trainable(args: Any, sharded: bool) -> bool:
    """Whether this run writes small checkpoints: ``args.save_only_trainable``, with None decided here.

    Args:
        args: The :class:`~agentgym_capo.trainer.config.CAPOConfig` (``__post_init__`` already refused True
            without ``trainable_layers``).
        sharded: Whether the Trainer runs under FSDP or DeepSpeed.

    Raises:
        ConfigError: ``save_only_trainable=True`` under FSDP or DeepSpeed (see the module docstring).
    """
    if args.trainable_layers is None or args.save_only_trainable is False:
        return False
    if args.save_only_trainable is None and getattr(args, "load_best_model_at_end", False):
        return False  # transformers loads the best checkpoint as a whole model (True is refused by the config)
    if sharded:
        if args.save_only_trainable:
            raise ConfigError("save_only_trainable=True is not supported under FSDP or DeepSpeed: their checkpoints "
                              "are the backend's own files of the whole model, restored by accelerate. Leave "
                              "save_only_trainable unset (full checkpoints there) or set it to false.")
        return False
    return True


def trainable_tensors(model: nn.Module) -> tuple[dict[str, torch.Tensor], dict[str, str]]:
    """The trainable parameters of ``model``, each once, and the other names of tied ones.

    Returns:
        ``({name: parameter}, {alias: name})``: names as in ``model.state_dict()``, in module order; a
        parameter reachable under several names (tied weights) is kept under its first name.
    """
    kept: dict[str, torch.Tensor] = {}
    first: dict[int, str] = {}
    tied: dict[str, str] = {}
    for name, param in model.named_parameters(remove_duplicate=False):
        if not param.requires_grad:
            continue
        if id(param) in first:
            tied[name] = first[id(param)]
        else:
            first[id(param)] = name
            kept[name] = param
    return kept, tied


def frozen_fingerprint(model: nn.Module) -> str:
    """SHA-256 (hex) of ``model``'s frozen parameters: each one's name, shape and evenly spaced values.

    Frozen parameters are the ones with ``requires_grad=False`` (each once, tied ones under their first name);
    see the module docstring for why values are sampled and read as float32.
    """
    digest = hashlib.sha256()
    with torch.no_grad():
        for name, param in model.named_parameters():
            if param.requires_grad:
                continue
            flat = param.detach().reshape(-1)
            step = max(1, flat.numel() // _SAMPLES)
            sample = flat[::step][:_SAMPLES].to(device="cpu", dtype=torch.float32).contiguous()
            digest.update(f"{name}:{tuple(param.shape)}:".encode())
            digest.update(sample.numpy().tobytes())
    return digest.hexdigest()


def _base_files(base: str | None) -> dict[str, int]:
    """The weight files directly in a local base folder and their sizes (empty for a hub id or no path)."""
    if not base or not os.path.isdir(base):
        return {}
    return {path.name: path.stat().st_size for path in sorted(Path(base).iterdir())
            if path.is_file() and path.name.endswith(_WEIGHT_SUFFIXES)}


def _base_path(base: str | None) -> str | None:
    """A local base as an absolute path (a checkpoint may be resumed from another working directory)."""
    return os.path.abspath(base) if base and os.path.isdir(base) else base


def save_trainable_checkpoint(folder: str | os.PathLike, model: nn.Module, base: str | None,
                              trainable_layers: int | None, fingerprint: str | None = None) -> str:
    """Write ``model``'s trainable tensors and :data:`~.resume.TRAINABLE_RECORD` into ``folder``.

    Args:
        folder: The checkpoint folder being written (created if missing).
        model: The unwrapped :class:`~..model.actor_critic.ActorCritic`.
        base: The model path the run loaded its weights from (``model_name_or_path``).
        trainable_layers: The run's ``trainable_layers`` (recorded for the resume's message).
        fingerprint: :func:`frozen_fingerprint` of ``model`` if already computed (the frozen weights never
            change during a run, so the trainer computes it once).

    Returns:
        The fingerprint recorded.
    """
    from safetensors.torch import save_file

    folder = Path(folder)
    folder.mkdir(parents=True, exist_ok=True)
    tensors, tied = trainable_tensors(model)
    fingerprint = fingerprint or frozen_fingerprint(model)
    save_file({name: t.detach().to("cpu").contiguous() for name, t in tensors.items()},
              str(folder / TRAINABLE_FILE), metadata={"format": "pt"})
    record = {"format": TRAINABLE_FORMAT, "base_model": _base_path(base), "base_files": _base_files(base),
              "frozen_fingerprint": fingerprint, "trainable_layers": trainable_layers,
              "tensors": list(tensors), "tied": tied}
    (folder / TRAINABLE_RECORD).write_text(json.dumps(record, indent=1))
    return fingerprint


def _names(names: list[str]) -> str:
    """At most three names and how many more, for a one-line message."""
    shown = ", ".join(names[:3])
    return shown + (f" and {len(names) - 3} more" if len(names) > 3 else "")


def load_trainable_checkpoint(folder: str | os.PathLike, model: nn.Module, base: str | None,
                              trainable_layers: int | None) -> None:
    """Copy a small checkpoint's tensors into ``model``, after checking it applies to this model.

    Args:
        folder: A complete checkpoint holding :data:`TRAINABLE_FILE` and :data:`~.resume.TRAINABLE_RECORD`.
        model: The unwrapped :class:`~..model.actor_critic.ActorCritic` of the resumed run, as loaded from its
            base (its frozen weights are the ones the saved tensors go with).
        base: The model path this run loaded (for the messages).
        trainable_layers: This run's ``trainable_layers`` (for the messages).

    Raises:
        CheckpointError: This model trains other tensors than the checkpoint holds (another
            ``trainable_layers`` or critic), its frozen weights differ from the checkpoint's base, or the
            checkpoint's files are unreadable. Each message is one line saying what to do.
    """
    from safetensors import SafetensorError
    from safetensors.torch import load_file

    folder = Path(folder)
    record = read_trainable_record(folder)
    if record is None or record.get("format") != TRAINABLE_FORMAT:
        raise CheckpointError(f"Cannot resume from {folder}: expected {TRAINABLE_RECORD} of format "
                              f"{TRAINABLE_FORMAT!r} beside {TRAINABLE_FILE}; found "
                              f"{'none' if record is None else repr(record.get('format'))}. Resume from a "
                              "checkpoint saved by this version, or from a full checkpoint.")
    saved_base, saved_layers = record.get("base_model"), record.get("trainable_layers")
    tensors, _ = trainable_tensors(model)
    expected, saved = list(tensors), list(record.get("tensors", []))
    if set(expected) != set(saved):
        missing, extra = sorted(set(saved) - set(expected)), sorted(set(expected) - set(saved))
        raise CheckpointError(
            f"Cannot resume from {folder}: it holds the trained tensors of a run with trainable_layers="
            f"{saved_layers} on {saved_base}, but this run (trainable_layers={trainable_layers}) trains other ones"
            + (f" (not trained here: {_names(missing)})" if missing else "")
            + (f" (not in the checkpoint: {_names(extra)})" if extra else "")
            + f". Resume with trainable_layers={saved_layers} and the same critic_mode as that run.")
    fingerprint = frozen_fingerprint(model)
    if fingerprint != record.get("frozen_fingerprint"):
        gone = bool(saved_base) and os.path.isabs(saved_base) and not os.path.exists(saved_base)
        where = (f"{saved_base}, which no longer exists: restore it there (or the same weights elsewhere) and "
                 "start the resumed run from it" if gone else f"{saved_base}: start the resumed run from it")
        raise CheckpointError(
            f"Cannot resume from {folder}: it holds only the trained layers (save_only_trainable), which apply to "
            f"the frozen weights they were trained with, and the model this run loaded ({base}) has other frozen "
            f"weights (fingerprint {fingerprint[:12]}, the checkpoint's {str(record.get('frozen_fingerprint'))[:12]})."
            f" Its base model is {where}.")
    try:
        state = load_file(str(folder / TRAINABLE_FILE))
    except (OSError, SafetensorError) as error:
        raise CheckpointError(f"Cannot resume from {folder}: {TRAINABLE_FILE} is unreadable ({error}); resume "
                              "from another checkpoint of the run.") from error
    if set(state) != set(saved):
        raise CheckpointError(f"Cannot resume from {folder}: {TRAINABLE_FILE} holds {len(state)} tensors, "
                              f"{TRAINABLE_RECORD} lists {len(saved)}; resume from another checkpoint of the run.")
    with torch.no_grad():
        for name, param in tensors.items():
            value = state[name]
            if value.shape != param.shape:
                raise CheckpointError(f"Cannot resume from {folder}: {name} has shape {tuple(value.shape)} there, "
                                      f"{tuple(param.shape)} in this model; resume with the model it was trained "
                                      f"from ({saved_base}).")
            param.copy_(value)  # tied names share this parameter: they are filled too
