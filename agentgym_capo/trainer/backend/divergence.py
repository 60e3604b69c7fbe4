"""Divergence stops the run before it corrupts anything: a non-finite gradient norm or parameter, in one line.

A learning rate far too large, or rewards of a wrong scale, can turn gradients or weights into inf/NaN. Left
alone the run then saves NaN weights, or crashes later inside ``torch.multinomial`` with a traceback that says
nothing about why. Two checks, each raising :class:`~agentgym_capo.errors.TrainingDivergedError`:

* :func:`check_finite_norm`: every gradient norm the clipper measures (actor and critic, each optimizer step,
  before the step) must be finite; a NaN or inf norm stops the run with the step not applied and nothing saved
  after it (earlier steps of the iteration may already have made the weights huge: resume from the last complete
  checkpoint the message names). Under DDP/FSDP the norm is the same reduced number on every rank, so the
  ranks stop together.
* :func:`check_finite_parameters`: after each iteration's last optimizer step and before anything saves or the
  next rollout samples, the trainable parameters must be finite (one fused pass over them: a step with a finite
  but huge gradient times a huge learning rate can make weights inf without a non-finite norm first).

:meth:`~.checkpoints.RunCheckpoints.train` adds the iteration and the last complete checkpoint to the message.

Choices made here: these checks stop only on non-finite values. Finite explosions (a loss of 1e14, an entropy
of a uniform policy) are not stopped by default (left for configurable limits: issue 55, item 3).
"""

from __future__ import annotations

import math
from collections.abc import Callable, Iterable
from typing import Any

import torch
from transformers import TrainerCallback

from agentgym_capo.errors import TrainingDivergedError

__all__ = ["FiniteParameters", "check_finite_norm", "check_finite_parameters", "nonfinite_parameters"]


def check_finite_norm(group: str, norm: float) -> None:
    """Raise when ``group``'s gradient norm is NaN or inf (module docstring)."""
    if not math.isfinite(norm):
        raise TrainingDivergedError(f"training diverged: the {group}'s gradient norm is {norm} before an optimizer "
                                    "step, which was not applied and nothing after it saved. Lower the learning "
                                    "rate or check the rewards' scale.")


def nonfinite_parameters(named: Iterable[tuple[str, torch.nn.Parameter]]) -> list[str]:
    """The names of the trainable parameters among ``named`` that hold NaN or inf on this process (a sharded
    parameter's local shard; one host read in all)."""
    local = [(name, p.to_local() if hasattr(p, "to_local") else p) for name, p in named if p.requires_grad]
    local = [(name, p) for name, p in local if p.numel()]
    if not local:
        return []
    finite = torch.stack([torch.isfinite(p.detach()).all() for _, p in local]).tolist()
    return [name for (name, _), ok in zip(local, finite, strict=True) if not ok]


def check_finite_parameters(bad: list[str]) -> None:
    """Raise when ``bad`` (:func:`nonfinite_parameters`, gathered over the processes) names any (module docstring)."""
    if not bad:
        return
    more = f" and {len(bad) - 3} more" if len(bad) > 3 else ""
    raise TrainingDivergedError(f"training diverged: {len(bad)} trainable parameters hold NaN or inf after the last "
                                f"optimizer step ({', '.join(bad[:3])}{more}); nothing of it was saved. Lower the "
                                "learning rate or check the rewards' scale.")


class FiniteParameters(TrainerCallback):
    """A Trainer callback: after each iteration's last optimizer step, before a save or the next rollout, the
    trainable parameters of ``model`` must be finite on every process (module docstring).

    Args:
        model: The module whose trainable parameters are checked.
        any_process: Maps this process's "a parameter is not finite" to every process's (an all-reduce).
    """

    def __init__(self, model: torch.nn.Module, any_process: Callable[[bool], bool]):
        self.model, self.any_process = model, any_process

    def on_step_end(self, args: Any, state: Any, control: Any, **kwargs: Any) -> None:
        bad = nonfinite_parameters(self.model.named_parameters())
        if self.any_process(bool(bad)):  # every rank raises at the same step
            check_finite_parameters(bad or ["(on another process)"])
