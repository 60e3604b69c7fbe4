"""What the person running the trainer sees on the terminal (main process only, beside the progress bars).

Lines go to standard error through ``tqdm.write``, so a progress bar on the terminal is redrawn below them
instead of being broken; ``capo train`` and ``capo demo`` users see them, ``metrics.jsonl`` does not.

Choices made here:

* **One line per iteration** (:class:`TrainingConsole`, :func:`iteration_line`): iteration, sampled success,
  mean return, episodes, env errors and seconds per iteration. transformers' ``PrinterCallback`` and
  ``ProgressCallback`` print the whole logs dict instead (~60 keys for CAPO); that dict goes to
  ``metrics.jsonl`` only.
* **No third-party lines a user cannot act on.** DeepSpeed warns "Setting accelerator to CPU" when accelerate
  imports it on a CPU-only run (accelerate's ``extract_model_from_parallel`` imports ``deepspeed`` whenever it
  is installed, inside ``GRPOTrainer.__init__``): :func:`deepspeed_imported_quietly` drops that one record
  of the ``DeepSpeed`` logger around that call (:func:`without_log_lines`). A tokenizer saved with
  ``clean_up_tokenization_spaces=True`` but a BPE model makes transformers warn on the first decode that it
  ignores the flag: :func:`without_ignored_bpe_cleanup` clears the flag, which changes no decoded text. The
  critic's load report is avoided where the critic is loaded (:mod:`..model.critic`). transformers draws a
  "Loading weights" bar for every model it reads (policy, critic, reference: a second each from a local
  folder) and a "Writing model shards" bar for every model it saves (policy and critic, at each checkpoint and
  the final save): :func:`without_weight_loading_bars` turns transformers' bars off while ``capo demo``,
  ``capo train`` and ``capo eval`` load them (their models are local folders: nothing is downloaded there) and
  while ``capo train`` trains and saves, then restores the bar settings as they were. The switch is
  transformers' own (``transformers.utils.logging.disable_progress_bar``), which only its internal bars read:
  the iteration, rollout, prepare and update bars are tqdm's and stay.
"""

from __future__ import annotations

import contextlib
import logging
import sys
from collections.abc import Iterator
from typing import Any

from tqdm.auto import tqdm
from transformers.trainer_callback import ProgressCallback

from agentgym_capo.trainer.backend.run_limits import abnormal_shares

__all__ = ["TrainingConsole", "deepspeed_imported_quietly", "iteration_line", "say", "without_ignored_bpe_cleanup",
           "without_log_lines", "without_weight_loading_bars"]


def say(line: str) -> None:
    """Print one line for the user on standard error."""
    tqdm.write(line, file=sys.stderr)


def iteration_line(iteration: int, iterations: int, logs: dict[str, Any]) -> str | None:
    """The one line an iteration's logs become on the terminal, or None for logs that are not an iteration's.

    >>> iteration_line(3, 8, {"rollout/success_rate": 0.4375, "rollout/return_mean": 0.5, "rollout/episodes": 16,
    ...                       "rollout/env_errors": 0, "time/iteration": 28.37,
    ...                       "throughput/iteration_tokens_per_s": 812.4})
    'iteration 3/8: success 0.44, return 0.50, 16 episodes, 0 env errors, 28.4 s/iteration (812 tokens/s)'
    """
    if "rollout/episodes" not in logs:
        return None
    success, mean_return = logs.get("rollout/success_rate"), logs.get("rollout/return_mean")
    errors = int(logs.get("rollout/env_errors", 0))
    speed = logs.get("throughput/iteration_tokens_per_s")
    return (f"iteration {iteration}/{iterations}: success {_number(success)}, return {_number(mean_return)}, "
            f"{int(logs['rollout/episodes'])} episodes, {errors} env error{'s' if errors != 1 else ''}, "
            f"{logs.get('time/iteration', float('nan')):.1f} s/iteration"
            + (f" ({speed:,.0f} tokens/s)" if speed is not None else ""))


def _number(value: Any) -> str:
    return "n/a" if value is None else f"{value:.2f}"


class TrainingConsole(ProgressCallback):
    """Trainer callback: transformers' bar over iterations (unless ``bar=False``) and one line per iteration.

    It replaces ``ProgressCallback`` and ``PrinterCallback``, whose ``on_log`` prints the whole logs dict;
    the dict is still in ``metrics.jsonl`` (``CAPOTrainer.log``), named by the line printed when training ends.
    """

    def __init__(self, bar: bool = True, metrics_file: str | None = None):
        """Draw the iteration bar when ``bar``; name ``metrics_file`` (the full logs) at the end of training."""
        super().__init__()
        self.bar = bar
        self.metrics_file = metrics_file

    def on_train_begin(self, args, state, control, **kwargs):
        """Open the iteration bar (main process, when drawing one)."""
        if self.bar:
            super().on_train_begin(args, state, control, **kwargs)

    def on_step_end(self, args, state, control, **kwargs):
        """Advance the bar."""
        if self.training_bar is not None:
            super().on_step_end(args, state, control, **kwargs)

    def on_log(self, args, state, control, logs=None, **kwargs):
        """One line per iteration, and one when training ends; never the logs dict."""
        if not state.is_world_process_zero or not logs:
            return
        line = iteration_line(state.global_step, state.max_steps, logs)
        if line is not None:
            line += abnormal_shares(logs, args)
        if line is None and "train_runtime" in logs:
            where = f"; every metric in {self.metrics_file}" if self.metrics_file else ""
            line = f"trained {state.global_step} iterations in {logs['train_runtime'] / 60:.1f} min{where}"
        if line is not None:
            say(line)

    def on_train_end(self, args, state, control, **kwargs):
        """Close the bar."""
        if self.training_bar is not None:
            super().on_train_end(args, state, control, **kwargs)


@contextlib.contextmanager
def without_log_lines(logger_name: str, fragment: str) -> Iterator[logging.Filter]:
    """Inside the block, drop the records of logger ``logger_name`` whose message contains ``fragment``.

    The filter sits on the named logger itself, so it survives a library setting that logger's level or
    handlers meanwhile; every other record, and everything outside the block, is logged as before. The
    yielded filter's ``dropped`` counts the records it removed.

    >>> with without_log_lines("example", "noise") as dropped:
    ...     logging.getLogger("example").warning("some noise")
    >>> dropped.dropped
    1
    """
    logger = logging.getLogger(logger_name)
    drop = _DropContaining(fragment)
    logger.addFilter(drop)
    try:
        yield drop
    finally:
        logger.removeFilter(drop)


class _DropContaining(logging.Filter):
    """Rejects the records whose message contains ``fragment``, and counts them."""

    def __init__(self, fragment: str):
        super().__init__()
        self.fragment = fragment
        self.dropped = 0

    def filter(self, record: logging.LogRecord) -> bool:
        if self.fragment in record.getMessage():
            self.dropped += 1
            return False
        return True


def deepspeed_imported_quietly() -> contextlib.AbstractContextManager:
    """A block in which DeepSpeed's first import does not warn "Setting accelerator to CPU".

    DeepSpeed picks its accelerator once, on import, and warns when it finds no GPU: on a CPU run that is
    what the user asked for. Only that record is dropped; a run on a GPU never emits it.
    """
    return without_log_lines("DeepSpeed", "Setting accelerator to CPU")


@contextlib.contextmanager
def without_weight_loading_bars() -> Iterator[None]:
    """Inside the block, transformers (and huggingface_hub) draw no progress bars; after it, both are as before.

    For loading models from local folders and saving them, where the only bars are transformers' "Loading
    weights" and "Writing model shards".
    """
    from huggingface_hub.utils import are_progress_bars_disabled, disable_progress_bars
    from transformers.utils import logging as hf_logging

    transformers_bars, hub_bars_off = hf_logging.is_progress_bar_enabled(), are_progress_bars_disabled()
    hf_logging.disable_progress_bar()
    try:
        yield
    finally:
        if transformers_bars:
            hf_logging.enable_progress_bar()  # turns the hub's bars back on too
        if hub_bars_off:
            disable_progress_bars()


def without_ignored_bpe_cleanup(tokenizer: Any) -> None:
    """Clear ``clean_up_tokenization_spaces`` on a BPE tokenizer, where transformers ignores it with a warning.

    transformers skips that cleanup for BPE models (it would strip spaces before punctuation) and warns on the
    first decode; the flag then changes nothing but that warning, so clearing it changes no decoded text.
    """
    backend = getattr(tokenizer, "backend_tokenizer", None)
    is_bpe = backend is not None and type(backend.model).__name__ == "BPE"
    forced = getattr(tokenizer, "clean_up_tokenization_spaces_for_bpe_even_though_it_will_corrupt_output", False)
    if is_bpe and not forced and getattr(tokenizer, "clean_up_tokenization_spaces", False):
        tokenizer.clean_up_tokenization_spaces = False
