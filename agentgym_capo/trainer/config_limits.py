"""``RunLimitsConfig``: the fields of :class:`~agentgym_capo.trainer.config.CAPOConfig` that stop a run whose
rollouts went bad or whose training diverged (what each limit reads: :mod:`.backend.run_limits`, whose
docstring gives the measured values behind every default).

A separate dataclass that ``CAPOConfig`` inherits, so that the config's main file stays about the algorithm;
the fields are ``CAPOConfig``'s like any other (YAML keys, ``--set``, ``capo train --help``), read without torch
by :mod:`.config_names`, their ranges in :mod:`.config_fields`.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

__all__ = ["RunLimitsConfig"]


def _help(text: str, **kwargs: Any) -> Any:
    return field(metadata={"help": text}, **kwargs)


_SHARE = ("; the run saves a checkpoint and stops (exit status 2) when its mean over integrity_window iterations "
          "is above this share (0 to 1). null: off.")


@dataclass
class RunLimitsConfig:
    """The run's limits (each field's help); inherited by ``CAPOConfig``."""

    integrity_window: int = _help(
        "Iterations over which an integrity share (integrity/* in metrics.jsonl) is averaged before it is "
        "compared with its max_*_frac limit.", default=3)
    max_env_error_frac: float | None = _help("Share of episodes lost to env errors" + _SHARE, default=0.5)
    max_prompt_too_long_frac: float | None = _help(
        "Share of episodes ended by a prompt over max_prompt_length" + _SHARE, default=0.5)
    max_unparsed_action_frac: float | None = _help(
        "Share of actions whose format or tool call the env could not parse (the step's segment has "
        "format_ok false)" + _SHARE, default=0.5)
    max_cut_action_frac: float | None = _help(
        "Share of generated actions cut at max_completion_length without an end-of-turn token" + _SHARE
        + " Off by default: envs that read only an action's first line are healthy with every action cut.",
        default=None)
    max_step_limit_frac: float | None = _help(
        "Share of episodes ended by the step limit (max_env_steps)" + _SHARE + " Off by default: an untrained "
        "policy often runs every episode to the limit.", default=None)
    max_no_signal_group_frac: float | None = _help(
        "Share of groups whose episodes all got the same return (group methods: no advantage)" + _SHARE
        + " Off by default: early iterations of hard tasks have no signal in any group.", default=None)
    diverged_loss_above: float | None = _help(
        "The run stops (training diverged, nothing more saved) when an iteration's policy or value loss is above "
        "this in absolute value. null: off.", default=1e4)
    diverged_grad_norm_above: float | None = _help(
        "The run stops (training diverged) when an actor or critic gradient norm, measured before clipping and "
        "before the optimizer step, is above this; the step is not applied. null: off.", default=1e6)
    diverged_entropy_above: float | None = _help(
        "The run stops (training diverged) when the policy's mean token entropy is above this share of its "
        "maximum, ln(vocabulary size): 1 is a uniform policy. Generate mode only, and only for a run whose first "
        "iteration was below it (an untrained random model is uniform from the start). null: off.", default=0.7)
    on_limit: str = _help(
        "What a tripped limit does: 'stop' (one line, exit status 2) or 'warn' (one console line and a "
        "metrics.jsonl event; training goes on).", default="stop")
