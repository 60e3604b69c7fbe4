"""Limits that stop (or warn about) a run whose rollouts went bad or whose training ran away, in one line.

Two families of :class:`Limit`, each a config field of :class:`~agentgym_capo.trainer.config_limits.RunLimitsConfig`
(one registry, :data:`LIMITS`, that the config, the checks and the docs ask):

* **Rollout integrity** (``max_*_frac``): an ``integrity/*`` share (:mod:`..pipeline.integrity`) whose mean over
  the last ``integrity_window`` iterations is above its limit. The weights are sound, the data is not: the run
  saves a checkpoint (when saving is configured), stops, and ``capo train`` exits non-zero with
  :class:`~agentgym_capo.errors.RolloutIntegrityError`, one line naming the limit, its value, the iterations, two
  example episodes and what to change.
* **Divergence** (``diverged_*``): a loss or gradient norm above, or a token entropy above a share of its
  maximum, in one iteration. The weights are suspect: nothing more is saved, the run stops with
  :class:`~agentgym_capo.errors.TrainingDivergedError` (the non-finite checks of :mod:`.divergence` say the
  same way which checkpoint to resume from).

``on_limit="warn"`` turns every stop into one console line and trains on. Every trip, stop or warning, is also a
row of ``metrics.jsonl`` (``{"step": ..., "event": "limit_stop" | "limit_warning", ...}``), so ``capo report``
shows it after the process is gone.

Choices made here (defaults, and why; the measurements are ``benchmarks/results/limit_margins.json``, from
``benchmarks/limit_margins.py``: every shipped CPU config trained with the defaults, and the Relay demo's
``capo compare`` runs). A limit is None (off) where healthy runs reach any share: on Relay most sampled actions
are cut at ``max_completion_length`` in runs that learn (the env reads the first line; the rest is cut off
harmlessly), episodes of an untrained policy end by the step limit, and early groups have no signal, so those
three limits are off by default. Unparsed actions, env errors and over-long prompts stay near 0 in healthy runs:
0.5 over 3 iterations (a total loss of episodes is already retried, :mod:`..pipeline.rollout`); the WebShop and
ALFWorld CPU configs, whose untrained 135M policy writes no parsable tool call, switch the unparsed limit off in
their files and say why. The divergence defaults sit orders of magnitude above every healthy run's extremes and
orders below what a learning rate of 1000 reaches (a loss of 1e14, gradient norms of 1e17); the entropy limit,
0.7 of its maximum ln(vocabulary) (a uniform policy is 1), applies only to a run that started below it, as the
tests' untrained random model does not.
"""

from __future__ import annotations

import math
from collections import deque
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from transformers import TrainerCallback

from agentgym_capo.errors import TrainingDivergedError

__all__ = ["LIMITS", "Limit", "LimitTrip", "RunLimits", "abnormal_shares"]


@dataclass(frozen=True)
class Limit:
    """One limit: the config field that sets it, what it reads and what a user does about it.

    Attributes:
        field: The config field holding the limit (None there: off).
        metrics: The logged keys it reads (the largest of their values counts; absolute values for losses).
        family: ``"rollout"`` (a mean over ``integrity_window`` iterations; the run saves and stops) or
            ``"divergence"`` (one iteration; nothing more is saved).
        what: The quantity in words.
        advice: What to change when it trips.
        scale: ``"entropy"``: the value is divided by ln(vocabulary size) first (generate mode only).
        rising: Trips only when the run's first value was within the limit: it watches a quantity that *grew*
            past the limit (an untrained random model is uniform from the start, and that is not divergence).
        console: The share in the console's iteration line when it is watched and above 0 (None: not there; env
            errors have their own count in the line).
    """

    field: str
    metrics: tuple[str, ...]
    family: str
    what: str
    advice: str
    scale: str | None = None
    rising: bool = False
    console: str | None = None


#: Every limit, in the order a trip is reported.
LIMITS: tuple[Limit, ...] = (
    Limit("max_env_error_frac", ("integrity/env_error_frac",), "rollout", "episodes lost to env errors",
          "check the env (or its server); env_failure_patience governs total losses"),
    Limit("max_prompt_too_long_frac", ("integrity/prompt_too_long_frac",), "rollout",
          "episodes ended by a prompt over max_prompt_length", "raise max_prompt_length or lower max_env_steps",
          console="episodes over max_prompt_length"),
    Limit("max_cut_action_frac", ("integrity/cut_action_frac",), "rollout",
          "actions cut at max_completion_length (no end-of-turn token)",
          "raise max_completion_length or ask for shorter actions", console="actions cut"),
    Limit("max_unparsed_action_frac", ("integrity/unparsed_action_frac",), "rollout",
          "actions whose format or tool call did not parse",
          "check the prompt's format instructions, the chat template and max_completion_length",
          console="actions unparsed"),
    Limit("max_step_limit_frac", ("integrity/step_limit_frac",), "rollout",
          "episodes ended by the step limit (max_env_steps)", "raise max_env_steps or check the task's ending",
          console="episodes at the step limit"),
    Limit("max_no_signal_group_frac", ("integrity/no_signal_group_frac",), "rollout",
          "groups whose episodes all got the same return (no signal)", "raise group_size or use easier tasks",
          console="groups without signal"),
    Limit("diverged_loss_above", ("actor/pg_loss", "critic/value_loss"), "divergence",
          "the policy or value loss (absolute)", "lower the learning rate or check the rewards' scale"),
    Limit("diverged_grad_norm_above", ("actor/grad_norm", "critic/grad_norm"), "divergence",
          "the gradient norm before clipping", "lower the learning rate or check the rewards' scale"),
    Limit("diverged_entropy_above", ("actor/entropy",), "divergence",
          "the policy's token entropy as a share of its maximum ln(vocabulary)",
          "lower the learning rate or the temperature", scale="entropy", rising=True),
)


def abnormal_shares(logs: dict[str, Any], args: Any) -> str:
    """What the console's iteration line adds about rollout integrity: each watched share (its limit is set)
    that is above 0 this iteration, e.g. ``", 25% actions unparsed"``; env errors have their own count there.

    >>> from types import SimpleNamespace
    >>> abnormal_shares({"integrity/unparsed_action_frac": 0.25, "integrity/cut_action_frac": 1.0},
    ...                 SimpleNamespace(max_unparsed_action_frac=0.5, max_cut_action_frac=None))
    ', 25% actions unparsed'
    """
    notes = [f", {value:.0%} {limit.console}" for limit in LIMITS if limit.console is not None
             and getattr(args, limit.field, None) is not None
             and isinstance(value := logs.get(limit.metrics[0]), int | float) and value > 0]
    return "".join(notes)


@dataclass(frozen=True)
class LimitTrip:
    """A limit that tripped: its line, and whether the run stops."""

    limit: Limit
    line: str
    stops: bool


class RunLimits(TrainerCallback):
    """Checks every iteration against :data:`LIMITS` (module docstring).

    :meth:`observe` runs inside the iteration with its (all-reduced) metrics and :meth:`check_norms` with every
    gradient norm the clipper measures, before the optimizer step: every process sees the same numbers and
    decides the same. A divergence stop raises there (a step over the limit is never applied); a rollout stop
    is taken in ``on_step_end``, where the Trainer's own save then writes the checkpoint (as a signal's stop
    does, :mod:`.signals`).

    Args:
        args: The config (the limit fields, ``integrity_window``, ``on_limit``, ``save_strategy``).
        iteration: Returns the iteration being trained (1 for the first; its ``metrics.jsonl`` step).
        entropy_scale: ln(vocabulary size) in generate mode; None (choose mode: the entropy is over the listed
            actions, where a uniform choice is healthy) leaves the entropy limit out.
        record: Writes one event row into ``metrics.jsonl`` (the main process's; a no-op on the others).
        warn: Prints one line on the console (main process).
        agree: Maps this process's "a limit stops the run" to every process's (an all-reduce), so that a limit
            read from a per-process metric stops every process at the same step.
    """

    def __init__(self, args: Any, iteration: Callable[[], int], entropy_scale: float | None,
                 record: Callable[[dict[str, Any]], None], warn: Callable[[str], None],
                 agree: Callable[[bool], bool] = bool):
        self.args, self.iteration, self.entropy_scale = args, iteration, entropy_scale
        self.record, self.warn, self.agree = record, warn, agree
        self.history: dict[str, deque[tuple[int, float]]] = {}
        self.first: dict[str, float] = {}
        self.examples: dict[str, list[str]] = {}
        self.stop: LimitTrip | None = None

    def active(self, family: str) -> list[tuple[Limit, float]]:
        """The limits of ``family`` that are set, with their values."""
        return [(limit, float(value)) for limit in LIMITS
                if limit.family == family and (value := getattr(self.args, limit.field, None)) is not None
                and (limit.scale != "entropy" or self.entropy_scale)]

    def value(self, limit: Limit, metrics: dict[str, float]) -> float | None:
        """What ``limit`` reads from ``metrics`` (None: none of its keys has a finite value there)."""
        values = [abs(float(metrics[key])) for key in limit.metrics
                  if isinstance(metrics.get(key), int | float) and math.isfinite(float(metrics[key]))]
        if not values:
            return None
        return max(values) / self.entropy_scale if limit.scale == "entropy" and self.entropy_scale else max(values)

    def observe(self, metrics: dict[str, float], examples: dict[str, list[str]]) -> list[LimitTrip]:
        """Check one iteration's metrics: integrity shares over the window, losses and entropy in it."""
        for key, found in examples.items():
            self.examples[key] = (found + self.examples.get(key, []))[:2]  # the newest first
        trips = [trip for family in ("rollout", "divergence") for limit, bound in self.active(family)
                 if (trip := self._check(limit, bound, metrics)) is not None]
        self._act(trips, collective=True)
        return trips

    def check_norms(self, norms: dict[str, float]) -> None:
        """Check the gradient norms of one optimizer step, before the step (the clipper calls it)."""
        self._act([trip for limit, bound in self.active("divergence") if limit.field == "diverged_grad_norm_above"
                   if (trip := self._check(limit, bound, norms)) is not None])

    def _check(self, limit: Limit, bound: float, metrics: dict[str, float]) -> LimitTrip | None:
        value = self.value(limit, metrics)
        if value is None:
            return None
        if limit.rising and self.first.setdefault(limit.field, value) > bound:
            return None
        window = self.args.integrity_window if limit.family == "rollout" else 1
        seen = self.history.setdefault(limit.field, deque(maxlen=window))
        seen.append((self.iteration(), value))
        mean = sum(v for _, v in seen) / len(seen)
        return self._trip(limit, bound, list(seen), mean) if len(seen) == window and mean > bound else None

    def _act(self, trips: list[LimitTrip], collective: bool = False) -> None:
        """Record and warn; raise a divergence stop, keep a rollout stop. ``collective``: every process calls
        this at the same point, and one process's stop stops them all."""
        for trip in trips:
            self.record({"step": self.iteration(), "event": "limit_stop" if trip.stops else "limit_warning",
                         "limit": trip.limit.field, "message": trip.line})
            if not trip.stops:
                self.warn(f"warning: {trip.line}")
        stop = next((trip for trip in trips if trip.stops), None)
        if collective and self.agree(stop is not None) and stop is None:  # another process's metric tripped
            stop = LimitTrip(LIMITS[-1], "a limit tripped on another process (its line is in its log)", True)
        if stop is not None and stop.limit.family == "divergence":
            raise TrainingDivergedError(f"training diverged: {stop.line}")
        if stop is not None and self.stop is None:
            self.stop = stop

    def _trip(self, limit: Limit, bound: float, seen: list[tuple[int, float]], mean: float) -> LimitTrip:
        steps = sorted({step for step, _ in seen})
        span = f"iteration {steps[0]}" if len(steps) == 1 else f"iterations {steps[0]}-{steps[-1]}"
        measured = f"{mean:.3g}" + (" on average" if len(seen) > 1 else "")
        example = next((self.examples[key] for key in limit.metrics if self.examples.get(key)), [])
        quoted = f" (e.g. {'; '.join(example)})" if example else ""
        line = (f"{limit.what}: {measured} over {span}, above {limit.field}={bound:g}{quoted}. To go on, "
                f"{limit.advice}, or raise {limit.field} (null switches it off).")
        return LimitTrip(limit, line, stops=self.args.on_limit == "stop")

    def stop_line(self, checkpoint: str | None, resume: str | None) -> str | None:
        """The rollout stop's one line with the checkpoint it saved, or None when no rollout limit stopped."""
        if self.stop is None:
            return None
        saved = (f" Checkpoint {checkpoint} saved; after the change, resume with: {resume}" if checkpoint and resume
                 else " No checkpoint was saved (save_strategy is 'no').")
        return f"stopped: {self.stop.line}{saved}"

    def on_step_end(self, args: Any, state: Any, control: Any, **kwargs: Any) -> Any:
        """A rollout stop: finish here, after the Trainer's own save of this iteration (when saving is on)."""
        if self.stop is not None:
            control.should_training_stop = True
            control.should_save = control.should_save or self.args.save_strategy != "no"
        return control
