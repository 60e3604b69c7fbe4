"""The integrity block of an iteration: how many of its rollouts went wrong in ways that training would hide.

Agent-RL rollouts fail quietly: an action cut at ``max_completion_length`` is trained on as if the policy had
chosen to stop there, tool calls that do not parse cost nothing visible, a prompt over ``max_prompt_length`` ends
an episode early. Each such fault is counted here, every iteration, as a share (``integrity/*``, documented in
``docs/metrics.md``), and :mod:`~agentgym_capo.trainer.backend.run_limits` stops a run whose shares stay above
the configured limits.

* ``integrity/step_limit_frac``, ``integrity/prompt_too_long_frac``, ``integrity/env_error_frac``: shares of
  *all* of the iteration's episodes (dropped ones included) by how they ended: the step limit (``max_steps``),
  a prompt over ``max_prompt_length``, an env error.
* ``integrity/cut_action_frac``: share of actions (generated, in kept episodes) that stopped at
  ``max_completion_length`` without an end-of-turn token. In ``choose`` mode no action is generated: 0.
* ``integrity/unparsed_action_frac``: share of actions whose env said the format or tool call did not parse
  (``info["segment"]["format_ok"] is False``), among the actions of envs that say.
* ``integrity/no_signal_group_frac``: share of groups (group methods) whose episodes all got the same return:
  no advantage signal. Equal to ``rollout/group_no_signal_frac``, repeated here so that the block is complete.
* ``integrity/prompt_tokens_p50``, ``integrity/prompt_tokens_p99`` (and ``integrity/prompt_tokens_limit``, the
  configured ``max_prompt_length``, when set): the prompt length of the iteration's steps, nearest-rank
  percentiles over every rank's steps.

Choices made here: the counts are sums, the rollout's own (:data:`~.metrics.ROLLOUT_SUMS`: episodes, env errors,
step rows, format flags, groups) and the three only this block needs (:data:`INTEGRITY_SUMS`), all-reduced in one
vector (:func:`iteration_rollout_metrics`), so a share does not depend on how tasks were split across ranks; only
the prompt lengths, for the percentiles, are gathered (one short list of ints per rank). An action counts as cut
when it has ``max_completion_length`` tokens and its last token is not one of the generation's stop tokens (the
generation config's ``eos_token_id``, one id or a list, and the tokenizer's eos): both the transformers and the
continuous decoder keep the stop token in ``response_ids``. :func:`fault_examples` picks the episodes a stop
message quotes.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from typing import Any

from agentgym_capo.rollout import EpisodeResult, StepRecord
from agentgym_capo.trainer.pipeline.metrics import ROLLOUT_SUMS, metrics_from_sums, rollout_sums

__all__ = ["INTEGRITY_SHARES", "INTEGRITY_SUMS", "CutRule", "fault_examples", "integrity_metrics", "integrity_sums",
           "iteration_rollout_metrics", "percentile", "stop_token_ids"]

#: The per-rank counts behind ``integrity/*`` that :data:`~.metrics.ROLLOUT_SUMS` does not hold, in all-reduce order.
INTEGRITY_SUMS = ("step_limit", "prompt_too_long", "cut_actions")


@dataclass(frozen=True)
class CutRule:
    """When a generated action was cut at the token limit rather than ended by the policy.

    Attributes:
        limit: ``max_completion_length`` (None: generation has no limit, nothing is cut).
        stop_ids: The tokens that end an action (:func:`stop_token_ids`).
        generated: Whether actions are generated at all (``action_mode="generate"``).
    """

    limit: int | None
    stop_ids: frozenset[int]
    generated: bool = True

    def cut(self, step: StepRecord) -> bool:
        """Whether ``step``'s action stopped at ``limit`` tokens without a stop token."""
        ids = step.action.response_ids
        return (self.generated and self.limit is not None and len(ids) >= self.limit
                and int(ids[-1]) not in self.stop_ids)


def stop_token_ids(generation_config: Any, tokenizer: Any) -> frozenset[int]:
    """The token ids that end a generated action: the generation config's ``eos_token_id`` (an id or a list)
    and the tokenizer's eos."""
    ids: set[int] = set()
    for value in (getattr(generation_config, "eos_token_id", None), getattr(tokenizer, "eos_token_id", None)):
        if isinstance(value, int):
            ids.add(value)
        elif isinstance(value, Iterable) and not isinstance(value, str):
            ids.update(int(v) for v in value)
    return frozenset(ids)


def integrity_sums(episodes: Sequence[EpisodeResult], rule: CutRule) -> dict[str, float]:
    """This rank's :data:`INTEGRITY_SUMS` (they add up across ranks); the rest comes from
    :func:`~.metrics.rollout_sums`."""
    steps = [s for e in episodes if not e.dropped for s in e.steps]
    return {"step_limit": float(sum(e.terminal_reason == "max_steps" for e in episodes)),
            "prompt_too_long": float(sum(e.terminal_reason == "prompt_too_long" for e in episodes)),
            "cut_actions": float(sum(rule.cut(s) for s in steps))}


def percentile(values: Sequence[float], q: float) -> float:
    """The nearest-rank ``q``-th percentile (0 < q <= 100) of ``values`` (non-empty)."""
    ordered = sorted(values)
    rank = max(1, -(-len(ordered) * q // 100))  # ceil(n * q / 100), at least the first
    return float(ordered[int(rank) - 1])


def integrity_metrics(sums: dict[str, float], prompt_lengths: Sequence[int],
                      max_prompt_length: int | None) -> dict[str, float]:
    """``integrity/*`` from (all ranks') :func:`~.metrics.rollout_sums` and :func:`integrity_sums` together, and
    every step's prompt length."""
    def share(count: float, total: str) -> float:
        return count / sums[total] if sums[total] else 0.0

    out = {
        "integrity/step_limit_frac": share(sums["step_limit"], "episodes_all"),
        "integrity/prompt_too_long_frac": share(sums["prompt_too_long"], "episodes_all"),
        "integrity/env_error_frac": share(sums["env_errors"], "episodes_all"),
        "integrity/cut_action_frac": share(sums["cut_actions"], "step_rows"),
        "integrity/unparsed_action_frac": share(sums["format_flags"] - sums["format_ok"], "format_flags"),
    }
    if sums["groups"]:
        out["integrity/no_signal_group_frac"] = share(sums["flat_groups"], "groups")
    if prompt_lengths:
        out["integrity/prompt_tokens_p50"] = percentile(prompt_lengths, 50)
        out["integrity/prompt_tokens_p99"] = percentile(prompt_lengths, 99)
    if max_prompt_length is not None:
        out["integrity/prompt_tokens_limit"] = float(max_prompt_length)
    return out


#: The shares of the integrity block (each a fault a limit of :mod:`..backend.run_limits` may watch).
INTEGRITY_SHARES = ("integrity/step_limit_frac", "integrity/prompt_too_long_frac", "integrity/env_error_frac",
                    "integrity/cut_action_frac", "integrity/unparsed_action_frac", "integrity/no_signal_group_frac")


def _quote(text: str | None, limit: int = 60) -> str:
    line = " ".join((text or "").split())
    return repr(line if len(line) <= limit else line[:limit - 1] + "…")


def fault_examples(episodes: Sequence[EpisodeResult], rule: CutRule, limit: int = 2) -> dict[str, list[str]]:
    """Up to ``limit`` examples of each fault among ``episodes``, by the fault's metric key: the task id, the
    step and what went wrong (the cut or unparsed action's first characters, the env's error)."""
    found: dict[str, list[str]] = {key: [] for key in INTEGRITY_SHARES}

    def add(key: str, episode: EpisodeResult, step: int, detail: str) -> None:
        if len(found[key]) < limit:
            found[key].append(f"task {episode.task_id} step {step}: {detail}")

    for episode in episodes:
        last = len(episode.steps) - 1
        if episode.terminal_reason == "max_steps":
            add("integrity/step_limit_frac", episode, last, f"no ending after {len(episode.steps)} steps")
        elif episode.terminal_reason == "prompt_too_long":
            add("integrity/prompt_too_long_frac", episode, max(last, 0), "the next prompt was over the limit")
        elif episode.terminal_reason == "env_error":
            add("integrity/env_error_frac", episode, max(last, 0), _quote(episode.error, 100))
        if episode.dropped:
            continue
        for step in episode.steps:
            if rule.cut(step):
                add("integrity/cut_action_frac", episode, step.step_index, _quote(step.action.text))
            if step.format_ok is False:
                add("integrity/unparsed_action_frac", episode, step.step_index, _quote(step.action.text))
    return {key: values for key, values in found.items() if values}


def iteration_rollout_metrics(run: Any, episodes: Sequence[EpisodeResult]
                              ) -> tuple[dict[str, float], dict[str, list[str]]]:
    """``rollout/*`` and ``integrity/*`` of one iteration over all ranks, and this rank's :func:`fault_examples`.

    Collective: every rank all-reduces one fixed-length vector of its sums (not its episodes: groups never span
    ranks) and, with several ranks, gathers its prompt lengths.
    """
    import torch

    args, sampling = run.args, run.sampling
    rule = CutRule(args.max_completion_length, stop_token_ids(sampling.generation_config, sampling.tokenizer),
                   generated=args.action_mode == "generate")
    keys = ROLLOUT_SUMS + INTEGRITY_SUMS
    local = {**rollout_sums(list(episodes), args.group_size), **integrity_sums(episodes, rule)}
    summed = dict(zip(keys, run.dist.sum(torch.tensor([local[k] for k in keys], dtype=torch.float64)).tolist(),
                      strict=True))
    lengths = [len(s.prompt_ids) for e in episodes if not e.dropped for s in e.steps if s.prompt_ids is not None]
    if run.dist.world > 1:
        lengths = [length for part in run.dist.gather_object(lengths) for length in part]
    metrics = metrics_from_sums(summed)
    metrics.update(integrity_metrics(summed, lengths, args.max_prompt_length))
    return metrics, fault_examples(episodes, rule)
