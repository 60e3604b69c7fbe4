"""Exception types for errors a user can cause.

Every message says what was expected, what was found, and what to do about it. Internal invariants use
``assert``; everything a user can trigger (a bad argument, a missing file, a dead server) raises one of
these, so callers can catch :class:`CapoError` as a whole.
"""

from __future__ import annotations


class CapoError(Exception):
    """Base class of every agentgym_capo error a user can cause."""


class ConfigError(CapoError, ValueError):
    """A configuration value is out of range, inconsistent, or of the wrong type."""


class CheckpointError(ConfigError):
    """A checkpoint to resume from is missing, was only partly written, or the folder holds none."""


class RunFolderBusyError(CapoError):
    """Another live process is training into the run folder (:mod:`agentgym_capo.trainer.backend.run_lock`)."""


class TrainingDivergedError(CapoError):
    """A gradient norm or a parameter became non-finite: the run stops before the step or the save applies it
    (:mod:`agentgym_capo.trainer.backend.divergence`)."""


class OutputWriteError(CapoError):
    """A file of a run could not be written (a full disk, a read-only folder, a file-size limit): the run stops in
    one line, with nothing half-written left (:mod:`agentgym_capo.output_writes`).

    Attributes:
        path: The file or folder that could not be written.
        what: What was being written, in words (``"checkpoint-2"``, ``"the training curves"``).
    """

    def __init__(self, message: str, path: str = "", what: str = ""):
        """Record the message, the path and what was being written."""
        super().__init__(message)
        self.path, self.what = path, what


class RolloutIntegrityError(CapoError):
    """A share of bad rollouts (cut or unparsed actions, lost episodes, ...) stayed above its configured limit: the
    run saved and stopped (:mod:`agentgym_capo.trainer.backend.run_limits`)."""


class UnknownEnvError(CapoError, KeyError):
    """An environment id is not registered."""

    def __str__(self) -> str:  # KeyError would otherwise wrap the message in quotes
        return str(self.args[0]) if self.args else ""


class DataError(CapoError):
    """A data file is missing, corrupt, or not in the expected format."""


class EpisodeEndedError(CapoError, RuntimeError):
    """``step`` was called after the episode ended (these envs never auto-reset)."""


class UnknownTaskError(CapoError, KeyError):
    """A ``task_id`` passed to ``reset(options={"task_id": ...})`` does not exist in the split."""

    def __str__(self) -> str:
        return str(self.args[0]) if self.args else ""


class EnvServerError(CapoError, ConnectionError):
    """An environment server could not be reached or answered with an error."""


class IndexMismatchError(DataError):
    """A prebuilt retrieval index does not match the corpus (or the settings) it is being loaded for."""


class RolloutBatchError(CapoError, ValueError):
    """A rollout or optimisation batch violates the trainer's data model.

    Examples: a non-contiguous action segment, a duplicate or missing ``step_index`` in a trajectory, a
    trajectory split across batches, or tensors whose shapes do not match.
    """


class CacheMissError(DataError):
    """A query was not found in a retrieval cache that is replaying recorded results."""


class SearchServiceError(EnvServerError):
    """A search service behind an env (e.g. a remote paper-search API) failed or answered in another format."""


class SelectorServerError(EnvServerError):
    """A relevance-selector model server (an OpenAI-compatible endpoint) failed or answered in another format."""


class ModelServerError(EnvServerError):
    """An OpenAI-compatible model server (the policy of ``capo eval --base-url``) failed or answered oddly."""


class EnvWorkerError(CapoError, RuntimeError):
    """A worker process of a parallel env pool died or stopped answering; the pool is closed."""


class ManifestMismatchError(DataError):
    """Installed data or task order differs from an env id's frozen manifest (``capo verify``)."""


class UnknownSessionError(CapoError, KeyError):
    """A server session id is unknown, expired, evicted or closed (HTTP 404)."""

    def __str__(self) -> str:
        return str(self.args[0]) if self.args else ""


class ServerCapacityError(CapoError):
    """A server holds as many live sessions as it may (HTTP 503 with ``Retry-After``).

    Attributes:
        retry_after: Seconds after which a slot is expected to free up (the least recently used session
            expires or becomes evictable), or None when unknown.
    """

    def __init__(self, message: str, retry_after: float | None = None):
        """Record the message and the suggested wait."""
        super().__init__(message)
        self.retry_after = retry_after


class EnvFailureError(CapoError, RuntimeError):
    """Every episode of several rollouts in a row was lost to env errors: the run stopped, not training on nothing."""
