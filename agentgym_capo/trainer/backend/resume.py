"""Checkpoint folders on disk: what makes one complete, how a save publishes one, and which one a resume uses.

Pure (``pathlib``, ``json``, ``shutil``): ``capo train --resume`` resolves and checks its target with these
functions before torch or the model is loaded, so a wrong path costs a second, not a model load.

Choices made here:

* A save is written under ``<run>/partial-checkpoints/checkpoint-N`` and renamed to ``<run>/checkpoint-N``
  only once every file is in (:func:`publish_checkpoint`); a rename within one file system is atomic, so a
  process killed during a save leaves a folder under ``partial-checkpoints/`` and never a ``checkpoint-N`` that
  looks finished. The staging folder's name does not start with ``checkpoint-``, so transformers' rotation
  (``sort_checkpoints`` globs ``checkpoint-*``) and ``get_last_checkpoint`` (``^checkpoint-\\d+$``) never see it.
* *Complete* means: the folder holds ``checkpoint_complete.json``, written last (after a barrier, when every
  rank's files are in), which lists every file of the checkpoint with its size in bytes, and each listed file
  is there with that size; ``trainer_state.json`` must be among them. The sizes catch a checkpoint that was
  copied or synced only in part. A folder without the marker (a save that was interrupted, or one written before
  saves were atomic) is refused rather than guessed at.
* Atomic against the process dying (``kill -9``, out of memory, a pre-empted node), not against the machine
  losing power: files are not ``fsync``-ed, which would cost a second write-back of every checkpoint.
"""

from __future__ import annotations

import json
import os
import re
import shutil
from collections.abc import Callable
from pathlib import Path

from agentgym_capo.errors import CheckpointError

__all__ = ["COMPLETION_MARKER", "LATEST", "STAGING_FOLDER", "TRAINABLE_RECORD", "checkpoint_bytes",
           "checkpoint_size_line", "checkpoint_step", "complete_checkpoints", "incomplete_reason", "is_complete",
           "latest_complete_checkpoint", "publish_checkpoint", "read_trainable_record", "remove_unfinished_saves",
           "resolve_checkpoint", "staging_folder", "write_completion_marker"]

#: Written last into a checkpoint folder: the list of its files and their sizes.
COMPLETION_MARKER = "checkpoint_complete.json"
#: Where a checkpoint is written before it is renamed into the run folder.
STAGING_FOLDER = "partial-checkpoints"
#: ``--resume latest``: the newest complete checkpoint of the config's ``output_dir``.
LATEST = "latest"
#: The file every transformers checkpoint holds (the step it was saved at).
TRAINER_STATE = "trainer_state.json"
#: In a small checkpoint (``save_only_trainable``, :mod:`.trainable_checkpoint`): the base model its trained
#: tensors apply to, and which tensors those are.
TRAINABLE_RECORD = "base_model.json"

_CHECKPOINT_NAME = re.compile(r"^checkpoint-(\d+)$")


def checkpoint_step(folder: str | Path) -> int | None:
    """The step in a ``checkpoint-N`` folder's name, or None for any other name."""
    match = _CHECKPOINT_NAME.match(Path(folder).name)
    return int(match.group(1)) if match else None


def staging_folder(run_dir: str | Path) -> Path:
    """The folder a save of ``run_dir`` writes into before :func:`publish_checkpoint` renames it."""
    return Path(run_dir) / STAGING_FOLDER


def _files_with_sizes(folder: Path) -> dict[str, int]:
    return {path.relative_to(folder).as_posix(): path.stat().st_size
            for path in sorted(folder.rglob("*")) if path.is_file() and path.name != COMPLETION_MARKER}


def write_completion_marker(folder: str | Path, global_step: int) -> None:
    """Mark ``folder`` complete: list its files and sizes in :data:`COMPLETION_MARKER` (call it after the last write).

    Args:
        folder: A checkpoint folder whose every file has been written.
        global_step: The step it was saved at (kept in the marker for a reader).
    """
    folder = Path(folder)
    marker = {"global_step": global_step, "files": _files_with_sizes(folder)}
    partial = folder / f"{COMPLETION_MARKER}.tmp"
    partial.write_text(json.dumps(marker, indent=1))
    os.replace(partial, folder / COMPLETION_MARKER)  # the marker itself never appears half-written


def incomplete_reason(folder: str | Path) -> str | None:
    """Why ``folder`` is not a complete checkpoint (a short phrase), or None when it is one.

    Args:
        folder: A candidate checkpoint folder.

    Returns:
        None for a complete checkpoint; otherwise what is missing or wrong, e.g. ``"no checkpoint_complete.json
        (its save did not finish)"``.
    """
    folder = Path(folder)
    if not folder.is_dir():
        return "not a folder"
    marker_path = folder / COMPLETION_MARKER
    if not marker_path.is_file():
        return (f"no {COMPLETION_MARKER} (its save did not finish, or it was written before checkpoints were "
                "saved atomically)")
    try:
        files = json.loads(marker_path.read_text())["files"]
        expected = {str(name): int(size) for name, size in files.items()}
    except (ValueError, KeyError, TypeError, AttributeError):
        return f"{COMPLETION_MARKER} is unreadable"
    if TRAINER_STATE not in expected:
        return f"{COMPLETION_MARKER} lists no {TRAINER_STATE}"
    for name, size in expected.items():
        path = folder / name
        if not path.is_file():
            return f"{name} is missing"
        if path.stat().st_size != size:
            return f"{name} has {path.stat().st_size} bytes, {size} were written"
    return None


def is_complete(folder: str | Path) -> bool:
    """Whether ``folder`` is a complete checkpoint (see the module docstring)."""
    return incomplete_reason(folder) is None


def checkpoint_bytes(folder: str | Path) -> int:
    """Bytes on disk of a checkpoint folder's files (the sum of the sizes its marker lists, else of its files)."""
    marker = Path(folder) / COMPLETION_MARKER
    if marker.is_file():
        return sum(json.loads(marker.read_text())["files"].values())
    return sum(_files_with_sizes(Path(folder)).values())


def checkpoint_size_line(folder: str | Path, save_total_limit: int | None, base_model: str | None) -> str:
    """One line: the size of a checkpoint on disk and what ``save_total_limit`` keeps of them."""
    folder = Path(folder)
    megabytes = checkpoint_bytes(folder) / 1e6
    kept = (f"save_total_limit={save_total_limit} keeps the newest {save_total_limit} (about "
            f"{save_total_limit * megabytes:.1f} MB)" if save_total_limit and save_total_limit > 0
            else "every checkpoint is kept (save_total_limit is unset)")
    form = (f" (the trained tensors and their optimizer state; the frozen layers are read from {base_model} on "
            "resume)" if read_trainable_record(folder) is not None else "")
    return f"capo: {folder.name} takes {megabytes:.1f} MB on disk{form}; {kept}."


def read_trainable_record(folder: str | Path) -> dict | None:
    """The :data:`TRAINABLE_RECORD` of a small checkpoint (a dict), or None for a full one or an unreadable record.

    Args:
        folder: A checkpoint folder.
    """
    path = Path(folder) / TRAINABLE_RECORD
    if not path.is_file():
        return None
    try:
        record = json.loads(path.read_text())
    except ValueError:
        return None
    return record if isinstance(record, dict) else None


def complete_checkpoints(run_dir: str | Path) -> list[Path]:
    """The complete ``checkpoint-N`` folders directly in ``run_dir``, oldest step first (none if it is missing)."""
    run_dir = Path(run_dir)
    if not run_dir.is_dir():
        return []
    found = [path for path in run_dir.iterdir() if checkpoint_step(path) is not None and is_complete(path)]
    return sorted(found, key=lambda path: checkpoint_step(path) or 0)


def latest_complete_checkpoint(run_dir: str | Path) -> Path | None:
    """The complete checkpoint of ``run_dir`` with the highest step, or None."""
    found = complete_checkpoints(run_dir)
    return found[-1] if found else None


def publish_checkpoint(staged: str | Path, final: str | Path) -> None:
    """Rename a finished staged checkpoint to its final name, replacing an older folder of that name.

    An older ``final`` (the same step saved again after a resume from an earlier checkpoint) is first renamed
    aside into the staged folder's parent and deleted only after the new one is in place, so no moment leaves a
    half-deleted ``checkpoint-N`` behind.

    Args:
        staged: The complete checkpoint under the staging folder.
        final: Its name in the run folder, ``<run>/checkpoint-N``.
    """
    staged, final = Path(staged), Path(final)
    replaced = staged.parent / f"replaced-{final.name}"
    if replaced.exists():
        shutil.rmtree(replaced)
    if final.exists():
        os.replace(final, replaced)
    os.replace(staged, final)
    if replaced.exists():
        shutil.rmtree(replaced)


def remove_unfinished_saves(run_dir: str | Path) -> str | None:
    """Remove ``run_dir``'s staging folder (saves that never finished) and say what it held in one line, or None.

    What is known is that those saves were not completed (the process stopped before the rename, or the save
    failed and its own clean-up could not remove them); why is not, so the line does not guess.
    """
    staging = staging_folder(run_dir)
    if not staging.is_dir():
        return None
    leftovers = sorted(path.name for path in staging.iterdir())
    shutil.rmtree(staging, ignore_errors=True)
    if not leftovers:
        return None
    return (f"capo: removed {', '.join(leftovers)} from {staging}: saves that did not finish (they were "
            "interrupted before they were marked complete, and were never used).")


def _describe_run(run_dir: Path) -> str:
    """What ``run_dir`` holds in checkpoint terms (for a message)."""
    if not run_dir.is_dir():
        return f"{run_dir} does not exist"
    named = sorted((p for p in run_dir.iterdir() if checkpoint_step(p) is not None), key=checkpoint_step)
    staged = staging_folder(run_dir)
    partial = sorted(p.name for p in staged.iterdir() if checkpoint_step(p) is not None) if staged.is_dir() else []
    broken = [f"{p.name} ({incomplete_reason(p)})" for p in named if not is_complete(p)]
    parts = ([f"incomplete: {', '.join(broken)}"] if broken else []) + (
        [f"unfinished saves in {STAGING_FOLDER}/: {', '.join(partial)}"] if partial else [])
    return f"{run_dir} has no checkpoint-N folder" if not parts else f"{run_dir} holds only " + "; ".join(parts)


def _what_to_do(search: list[Path], resume_command: Callable[[Path], str]) -> str:
    """The last complete checkpoint of the first run folder in ``search`` that has one, and the command."""
    for run_dir in dict.fromkeys(search):
        latest = latest_complete_checkpoint(run_dir)
        if latest is not None:
            return f"The last complete checkpoint is {latest}; resume with: {resume_command(latest)}"
    places = " or ".join(str(p) for p in dict.fromkeys(search))
    return f"There is no complete checkpoint in {places}: start the run again without resuming."


def _default_resume_command(path: Path) -> str:
    return f"--resume {path}"


def resolve_checkpoint(target: str | Path, output_dir: str | Path,
                       resume_command: Callable[[Path], str] = _default_resume_command) -> Path:
    """The complete checkpoint folder that ``target`` names, checked; or one clear error.

    Args:
        target: A checkpoint folder (``.../checkpoint-N``), a run folder (its latest complete checkpoint is
            used) or ``"latest"`` (the latest complete checkpoint of ``output_dir``).
        output_dir: The run's output folder (the config's ``output_dir``), searched for ``"latest"`` and
            named in the error when ``target`` does not help.
        resume_command: Formats the command that resumes from a given checkpoint, for the error message
            (``capo train`` passes the user's own command line with ``--resume`` replaced).

    Returns:
        The checkpoint folder to resume from.

    Raises:
        CheckpointError: ``target`` does not exist, is a checkpoint whose save did not finish, or is a folder
            with no complete checkpoint in it. The one-line message names the last complete checkpoint (of
            the target's run folder, else of ``output_dir``) and the command that resumes from it.
    """
    output_dir = Path(output_dir)
    if str(target) == LATEST:
        latest = latest_complete_checkpoint(output_dir)
        if latest is None:
            raise CheckpointError(f"Cannot resume from {LATEST!r}: expected a complete checkpoint-N folder in "
                                  f"output_dir, but {_describe_run(output_dir)}. Start the run again without "
                                  "resuming, or point the resume at the run folder that holds the checkpoints.")
        return latest
    path = Path(target)
    looks_like_checkpoint = checkpoint_step(path) is not None or (path / TRAINER_STATE).exists()
    run_dir = path.parent if looks_like_checkpoint else path
    if run_dir.name == STAGING_FOLDER:  # an unfinished save pointed at directly
        run_dir = run_dir.parent
    if not path.exists():
        raise CheckpointError(f"Cannot resume from {str(target)!r}: expected a checkpoint folder, a run folder or "
                              f"{LATEST!r}; found no such path. {_what_to_do([run_dir, output_dir], resume_command)}")
    if not path.is_dir():
        raise CheckpointError(f"Cannot resume from {str(target)!r}: expected a checkpoint folder, a run folder or "
                              f"{LATEST!r}; found a file. {_what_to_do([run_dir, output_dir], resume_command)}")
    if looks_like_checkpoint:
        reason = incomplete_reason(path)
        if reason is None:
            return path
        raise CheckpointError(f"Cannot resume from {path}: it is not a complete checkpoint ({reason}). "
                              f"{_what_to_do([run_dir, output_dir], resume_command)}")
    latest = latest_complete_checkpoint(path)
    if latest is not None:
        return latest
    raise CheckpointError(f"Cannot resume from {path}: expected a checkpoint folder or a run folder holding "
                          f"complete checkpoint-N folders, but {_describe_run(path)}. "
                          f"{_what_to_do([output_dir], resume_command)}")
