"""The loss of one micro-batch (inside stage 4, the update): policy loss, KL, value loss, metrics, row records.

``micro_loss(run, model, mb) -> LossOutput``: one forward of the prepared module (:func:`loss_forward`) gives
the action log-probs, their entropy and the critic's values; the numbers all come from ``core_algos``. The
update may run that forward itself first and hand it in (``outputs``), when the same forward also serves the
step's μ pre-pass (:mod:`.update`). Nothing is written anywhere:
the loss parts to be summed over the step, the metrics and each row's ratio and clip flag (for
``actions.jsonl``) are fields of the returned :class:`LossOutput`, which :mod:`.update` collects.

An algorithm may add a per-step gradient correction (ST-PPO's clip-bias normalisation,
:mod:`.corrections`): the step's :class:`~.batches.StepContext` carries it, the loss feeds every micro-batch to it
while the graph is alive, and the update applies it once the step's gradients are accumulated.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

import torch

from agentgym_capo.trainer import core_algos
from agentgym_capo.trainer.model.actor_critic import ActorCritic
from agentgym_capo.trainer.pipeline.batches import MicroBatch, StepTotals
from agentgym_capo.trainer.pipeline.runtime import Runtime

__all__ = ["ForwardOutputs", "LossOutput", "RowDiagnostics", "filler_loss",
           "logp_change_per_step", "loss_forward", "micro_loss"]

#: Loss-function metric names and the names they are logged under.
_RENAMES = {"kl": "actor/kl", "entropy": "actor/entropy", "mu": "actor/mu",
            "ratio_clamp_frac": "actor/ratio_clamp_frac", "dual_clip_frac": "actor/dual_clip_frac",
            "vf_clipfrac": "critic/vf_clipfrac"}


def logp_change_per_step(before: torch.Tensor, after: torch.Tensor, steps: int) -> tuple[float, int]:
    """``(sum of |after - before| / steps, tokens)``: one row's per-token log-prob change per optimizer step.

    ``before`` and ``after`` are the same tokens' log-probs at two visits of the row with ``steps``
    optimizer steps between them (``steps >= 1``).
    """
    return float((after.float() - before.float()).abs().sum()) / steps, before.numel()


@dataclass(frozen=True)
class RowDiagnostics:
    """Each row's action as this loss saw it (``actions.jsonl``, the Figure-3 report).

    Attributes:
        rows: The rows (indices into the iteration's rows).
        ratio: ``(b,)`` the action-level ratio.
        clipped: ``(b,)`` whether the clip was active.
        advantage: ``(b,)`` the action's advantage.
        log_ratio_sum: ``(b,)`` S_a, the sum of its tokens' log-ratios.
        mu: The action-aware ratio's centre used (None: per micro-batch or not used).
    """

    rows: list[int]
    ratio: torch.Tensor
    clipped: torch.Tensor
    advantage: torch.Tensor
    log_ratio_sum: torch.Tensor
    mu: float | None


@dataclass(frozen=True)
class LossOutput:
    """The loss of one micro-batch and what it measured.

    Attributes:
        loss: Policy loss + beta * KL (loss form) + value loss, scaled for exact accumulation (§2.5).
        sums: Loss parts the update sums over the step's micro-batches (``actor/pg_loss``, ``actor/kl_loss``,
            ``critic/value_loss``).
        metrics: Values for the iteration's log, one per key.
        rows: Each row's action diagnostics.
        logp: ``(b, R)`` the action log-probs, detached (the update's log-prob change measure).
    """

    loss: torch.Tensor
    sums: dict[str, float]
    metrics: dict[str, float]
    rows: RowDiagnostics
    logp: torch.Tensor


@dataclass(frozen=True)
class ForwardOutputs:
    """What one forward of a micro-batch gives the loss (still attached to the graph).

    Attributes:
        logp: ``(b, R)`` the action tokens' log-probs under the current policy.
        entropy: ``(b, R)`` the policy's entropy at those positions.
        values: The critic's values (``(b,)`` at boundaries or ``(b, R)``), or None without a critic.
    """

    logp: torch.Tensor
    entropy: torch.Tensor
    values: torch.Tensor | None


def loss_forward(run: Runtime, model: Any, mb: MicroBatch) -> ForwardOutputs:
    """Log-probs, entropy and values of a micro-batch in ONE forward of the prepared module (one backward)."""
    scorer = run.scorer

    def compute(ac: ActorCritic) -> tuple[torch.Tensor, torch.Tensor, torch.Tensor | None]:
        logp, entropy = scorer.policy_logps(ac.lm, mb)
        return logp, entropy, (scorer.critic_values(ac.value_model, mb) if ac.has_values else None)

    # a tuple through the wrapper (DDP and FSDP hooks see plain tensors in a tuple, as before)
    return ForwardOutputs(*model(compute))


def micro_loss(run: Runtime, model: Any, mb: MicroBatch, outputs: ForwardOutputs | None = None) -> LossOutput:
    """Policy loss + beta * KL (loss form) + value loss of one micro-batch, GA-exact (§2.5).

    Args:
        run: The iteration's runtime.
        model: The prepared module (called with ``compute(actor_critic)``).
        mb: The micro-batch, with its optimizer step's :class:`~.batches.StepContext` in ``mb.update``.
        outputs: The micro-batch's :func:`loss_forward`, if the caller ran it already (else it runs here).
    """
    args, world, step = run.args, run.dist.world, mb.update
    algorithm = args.algorithm
    if step is None:
        raise ValueError("micro_loss needs a micro-batch of an optimizer step (MicroBatch.update is None).")
    totals, segment_ids = step.totals, mb.segment_ids
    outputs = outputs if outputs is not None else loss_forward(run, model, mb)
    logp, entropy, values = outputs.logp, outputs.entropy, outputs.values
    old = mb.old_logp if mb.old_logp is not None else logp.detach()  # TRL's on-policy shortcut: ratio 1
    advantages = mb.segment_advantages if mb.segment_advantages is not None else mb.token_advantages
    traj_kwargs = _traj_kwargs(args, mb)
    eps = (args.epsilon, args.epsilon_high if args.epsilon_high is not None else args.epsilon)
    pg_loss, metrics = core_algos.policy_loss(
        logp, old, advantages, segment_ids, variant=algorithm.ratio.name, eps=eps,
        dual_clip=args.dual_clip_constant, agg=args.loss_agg, mu=step.mu, global_count=totals.count,
        world_size=world, gspo_unit=args.gspo_unit, token_weights=mb.is_weight, **traj_kwargs)
    loss = pg_loss
    sums = {"actor/pg_loss": float(pg_loss.detach())}
    if step.correction is not None:
        step.correction.accumulate(mb, logp, old, advantages, traj_kwargs)
    if run.beta != 0.0 and algorithm.kl.in_loss:
        kl_tokens = core_algos.kl_penalty(logp, mb.ref_logp, segment_ids, kind=algorithm.kl.estimator)
        kl_loss = core_algos.aggregate_loss(kl_tokens, segment_ids, agg=args.loss_agg, global_count=totals.count,
                                            world_size=world, **traj_kwargs)
        loss = loss + run.beta * kl_loss
        metrics["kl"] = _token_mean(kl_tokens.detach(), segment_ids)
        sums["actor/kl_loss"] = float(kl_loss.detach())
    if values is not None:
        value_loss, value_metrics = _value_loss(args, values, mb, totals, world)
        loss = loss + value_loss
        sums["critic/value_loss"] = float(value_loss.detach())
        metrics.update(value_metrics)
    metrics["entropy"] = _token_mean(entropy, segment_ids)
    return LossOutput(loss, sums, _log_metrics(metrics, mb), row_diagnostics(args, mb, logp.detach(), old),
                      logp.detach())


def filler_loss(run: Runtime, model: Any, mb: MicroBatch, outputs: ForwardOutputs | None = None) -> torch.Tensor:
    """A zero loss through every trained parameter: a rank with fewer micro-batches still joins each
    collective (DDP's reduction, FSDP/ZeRO-3 gathers) without changing the gradients."""
    outputs = outputs if outputs is not None else loss_forward(run, model, mb)
    total = outputs.logp.sum() + (outputs.values.sum() if outputs.values is not None else 0.0)
    return total * 0.0


def row_diagnostics(args: Any, mb: MicroBatch, logp: torch.Tensor, old: torch.Tensor) -> RowDiagnostics:
    """Per-action ratio, active-clip flag, advantage and S_a of the micro-batch's rows (for ``actions.jsonl``)."""
    segment_ids, mu = mb.segment_ids, mb.update.mu
    with torch.no_grad():
        if mb.segment_advantages is not None:
            advantages = mb.segment_advantages.float().cpu()
        else:
            lengths = core_algos.segment_lengths(segment_ids).float()
            advantages = (core_algos.segment_sum(mb.token_advantages, segment_ids) / lengths).float().cpu()
        variant = args.algorithm.ratio.recorded_variant  # token and per-unit ratios: the geometric mean
        log_w, _ = core_algos.action_log_ratio(logp, old, segment_ids, variant=variant, mu=mu)
        ratio = log_w.clamp(-20, 20).exp().float().cpu()
        _, active = core_algos.clipping_indicators(ratio, advantages, args.epsilon)
        log_ratio_sum = core_algos.segment_sum((logp - old).float(), segment_ids).cpu()  # S_a (Figure 3)
    return RowDiagnostics(mb.rows, ratio, active, advantages, log_ratio_sum, mu)


def _token_mean(values: torch.Tensor, segment_ids: torch.Tensor) -> torch.Tensor:
    mask = segment_ids >= 0
    return values[mask].float().mean() if bool(mask.any()) else torch.zeros(())


def _traj_kwargs(args: Any, mb: MicroBatch) -> dict[str, Any]:
    """Trajectory ids and token counts for the trajectory-level aggregation and GSPO's trajectory unit."""
    if not args.algorithm.needs_trajectory_ids:
        return {}
    traj_tokens = mb.update.totals.traj_tokens
    counts = torch.tensor([float(traj_tokens[t]) for t in mb.traj_ids], device=mb.segment_ids.device)
    return {"traj_ids": mb.traj_ids, "traj_token_counts": counts}


def _value_loss(args: Any, values: torch.Tensor, mb: MicroBatch, totals: StepTotals,
                world: int) -> tuple[torch.Tensor, dict]:
    if values.dim() == 1:
        mask = torch.ones_like(values, dtype=torch.bool)
        return core_algos.value_loss(values, mb.values, mb.returns, mask, args.cliprange_value,
                                     global_count=totals.actions, world_size=world)
    return core_algos.value_loss(values, mb.token_values, mb.token_returns, mb.segment_ids, args.cliprange_value,
                                 segment_ids=mb.segment_ids, agg=args.loss_agg, global_count=totals.count,
                                 world_size=world)


def _log_metrics(metrics: dict[str, torch.Tensor], mb: MicroBatch) -> dict[str, float]:
    """The loss's metrics under their logged names; clip fractions also without the on-policy mini-batch (§3.3)."""
    out = {name: float(metrics[key]) for key, name in _RENAMES.items() if key in metrics}
    for key, value in metrics.items():
        if key.startswith("clip/") and not key.startswith("clip/num_actions"):
            name = "actor/clip_" + key[len("clip/"):]
            out[name + "_incl"] = float(value)
            if not mb.update.on_policy:
                out[name] = float(value)
    if mb.update.on_policy and mb.old_logp is not None:
        out["actor/logratio_noise_floor"] = float(metrics["log_ratio_abs_mean"])
    return out
