"""TRL's importance-sampling correction for the sampler/trainer mismatch, with the rollout's sampling log-probs.

vLLM samples with its own kernels (and its own precision), so its token log-probs differ from the ones the
trainer recomputes for the same policy. TRL's ``GRPOTrainer`` corrects for that in
``_generate_and_score_completions`` (the block under ``if self.use_vllm and
self.vllm_importance_sampling_correction``): a ratio ``exp(old_logp - sampling_logp)`` per token
(``token_*`` modes) or per sequence (the sum over its tokens, ``sequence_*`` modes), truncated to
``[C_min, C_max]`` (``*_truncate``) or set to 0 outside it (``*_mask``), with NaN sampling log-probs counting
as no difference; ``_compute_loss`` multiplies the per-token policy loss by it. :func:`sampling_weights` is
the same computation, fed by :attr:`~agentgym_capo.rollout.PolicyAction.logps` (which
:class:`.rollout.TRLGeneratePolicy` keeps from TRL's generation: vLLM's, or with transformers ``generate``
the ones :mod:`..model.sampler` records from the distribution each token was drawn from). The settings are TRL's own
``GRPOConfig`` fields: ``vllm_importance_sampling_correction``, ``vllm_importance_sampling_mode``,
``vllm_importance_sampling_clip_min`` / ``_clip_max``.

Choices made here:

* TRL's "sequence" is one completion; here a completion is one action (one step row's response), so the
  ``sequence_*`` modes give one weight per action, shared by its tokens.
* The correction is on when ``vllm_importance_sampling_correction`` is set **and** the actions carry
  sampling log-probs (vLLM's, transformers ``generate``'s through :mod:`..model.sampler`, or any policy that reports
  them), not only under ``use_vllm``. TRL's flag defaults to on, so generate mode is corrected and its
  mismatch measured every iteration on every backend: transformers ``generate`` runs in the learner's
  precision (``sampling/sampling_logp_difference`` ~1e-6 in fp32), but under bf16 its KV-cached kernels still
  round differently from the learner's full forward. Actions without log-probs (choose mode, a custom
  policy) train uncorrected and nothing is said; under ``use_vllm`` the log-probs are expected, so their
  absence is warned about once.
* With the correction on the old log-probs are always computed in the preparation pass (TRL does the same),
  since the weights need them before the update.
* Aggregated-ratio variants (CAPO's action-aware ratio, GSPO, ST-PPO) have one objective per action: the
  token weights multiply it token by token, i.e. the action's term is scaled by the sum of its tokens'
  weights instead of its length (:func:`~agentgym_capo.trainer.algos.policy_loss.policy_loss`).
  ST-PPO's clip-bias gradient estimate is left unweighted.
* Stage: prepare (:mod:`.prepare` calls :func:`correction_on` and :func:`importance_weights`).
* Logged as TRL logs it: ``sampling/importance_sampling_ratio/{min,mean,max}`` and
  ``sampling/sampling_logp_difference/{mean,max}`` (over action tokens, the ratio in sequence modes over
  actions; over all processes).
"""

from __future__ import annotations

import math
import warnings
from collections.abc import Sequence

import torch
from torch import Tensor

from agentgym_capo.trainer.pipeline.batches import StepRows
from agentgym_capo.trainer.pipeline.runtime import IterationLog, Runtime

__all__ = ["IS_MODES", "correction_on", "importance_weights", "is_metrics", "is_statistics", "sampling_weights"]

#: TRL's ``vllm_importance_sampling_mode`` values.
IS_MODES = ("token_truncate", "token_mask", "sequence_truncate", "sequence_mask")


def sampling_weights(old_logp: Tensor, sampling_logp: Tensor, mode: str = "sequence_mask",
                     clip_min: float | None = None, clip_max: float | None = 3.0) -> Tensor:
    """Importance weights of one action's tokens, as TRL's ``GRPOTrainer`` computes them per completion.

    Args:
        old_logp: ``(n,)`` the trainer's log-probs of the action's tokens at the rollout policy.
        sampling_logp: ``(n,)`` the sampler's log-probs of the same tokens (NaN: not reported).
        mode: One of :data:`IS_MODES`.
        clip_min: Lower bound C_min, or None.
        clip_max: Upper bound C_max, or None.

    Returns:
        ``(n,)`` float32 weights (constant over the tokens in the ``sequence_*`` modes).
    """
    if mode not in IS_MODES:
        raise ValueError(f"Unknown vllm_importance_sampling_mode {mode!r}; expected one of {list(IS_MODES)}.")
    diff = torch.nan_to_num(old_logp.float() - sampling_logp.float(), nan=0.0)
    if mode.startswith("sequence"):
        diff = diff.sum().expand_as(diff)
    ratio = torch.exp(diff)
    if mode.endswith("truncate"):
        return torch.clamp(ratio, min=clip_min, max=clip_max)
    low = -math.inf if clip_min is None else clip_min
    high = math.inf if clip_max is None else clip_max
    return ratio.masked_fill((ratio < low) | (ratio > high), 0.0)


def is_statistics(weights: Sequence[Tensor], old: Sequence[Tensor], sampling: Sequence[Tensor],
                  sequence_level: bool) -> Tensor:
    """``[ratio sum, ratio count, -ratio min, ratio max, |diff| sum, |diff| count, |diff| max]`` of one process
    (float64; sums and counts add over processes, the others take the maximum)."""
    flat = torch.cat([w[:1] if sequence_level else w for w in weights]) if weights else torch.zeros(0)
    delta = torch.cat([(o.float() - s.float()).abs() for o, s in zip(old, sampling, strict=True)]) if old \
        else torch.zeros(0)
    delta = delta[~torch.isnan(delta)]
    low = -math.inf

    def top(x: Tensor) -> float:
        return float(x.max()) if x.numel() else low

    return torch.tensor([float(flat.sum()), flat.numel(), top(-flat), top(flat), float(delta.sum()), delta.numel(),
                         top(delta)], dtype=torch.float64)


def is_metrics(stats: Tensor) -> dict[str, float]:
    """TRL's ``sampling/*`` metrics from :func:`is_statistics` rows, one per process (none without data)."""
    stats = stats.reshape(-1, 7)
    sums, maxima = stats[:, [0, 1, 4, 5]].sum(0), stats[:, [2, 3, 6]].max(0).values
    out = {}
    if sums[1] > 0:
        out.update({"sampling/importance_sampling_ratio/min": float(-maxima[0]),
                    "sampling/importance_sampling_ratio/mean": float(sums[0] / sums[1]),
                    "sampling/importance_sampling_ratio/max": float(maxima[1])})
    if sums[3] > 0:
        out.update({"sampling/sampling_logp_difference/mean": float(sums[2] / sums[3]),
                    "sampling/sampling_logp_difference/max": float(maxima[2])})
    return out


def _sampling_logp(rows: StepRows, row: int) -> Tensor | None:
    """The row's sampling log-probs, NaN-padded or cut to its scored positions; None without any."""
    logps = rows.steps[row].action.logps
    if logps is None:
        return None
    count = rows.positions(row)
    out = torch.full((count,), float("nan"))
    values = torch.tensor(logps[:count], dtype=torch.float32)
    out[:values.numel()] = values
    return out


_NO_SAMPLING_LOGPS = "no-sampling-logps"


def correction_on(run: Runtime, rows: StepRows) -> bool:
    """Whether this iteration's loss is importance-corrected (the same answer on every rank).

    Collective: every rank reaches the maximum below whenever the correction is configured in generate mode
    (the same condition on every rank), so ranks without sampling log-probs still join it.
    """
    args = run.args
    if not args.vllm_importance_sampling_correction or rows.mode != "generate":
        return False
    local = any(s.action.logps is not None for s in rows.steps)
    on = run.dist.max(int(local)) > 0
    if not on and args.use_vllm and _NO_SAMPLING_LOGPS not in run.notices:
        run.notices.add(_NO_SAMPLING_LOGPS)
        warnings.warn(
            "vllm_importance_sampling_correction is on under use_vllm, but the rollout's actions carry no "
            "sampling log-probs, so no importance-sampling correction is applied. Check that the vLLM "
            "policy returns log-probs, or set vllm_importance_sampling_correction=False to silence this.",
            stacklevel=2)
    return on


def importance_weights(run: Runtime, rows: StepRows, old_logp: list[Tensor], log: IterationLog) -> list[Tensor]:
    """Per row, TRL's importance weights of its tokens (rows without sampling log-probs: 1); logs ``sampling/*``.

    Collective: with several processes the statistics are gathered over all of them, as TRL gathers them;
    every rank calls this when :func:`correction_on` said yes (the same answer everywhere).
    """
    args = run.args
    weights, olds, samplings = [], [], []
    for row, old in enumerate(old_logp):
        sampling = _sampling_logp(rows, row)
        if sampling is None:
            weights.append(torch.ones_like(old))
            continue
        w = sampling_weights(old, sampling, args.vllm_importance_sampling_mode,
                             args.vllm_importance_sampling_clip_min, args.vllm_importance_sampling_clip_max)
        weights.append(w)
        olds.append(old)
        samplings.append(sampling)
    sequence = args.vllm_importance_sampling_mode.startswith("sequence")
    corrected = [w for w, s in zip(weights, rows.steps, strict=True) if s.action.logps is not None]
    stats = run.dist.gather(is_statistics(corrected, olds, samplings, sequence))
    log.update(is_metrics(stats))
    return weights
