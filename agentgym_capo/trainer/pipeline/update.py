"""Stage 4 of an iteration, the update: epochs x mini-batches x micro-batches of exact gradient accumulation.

``update(run, batch, hooks, log) -> UpdateResult`` reads as its loop::

    for epoch in range(num_iterations):              # PPO epochs over the same rows
        for rows in minibatches:                     # one optimizer step each, same count on every rank
            zero_grad; global counts; mu pre-pass    # collectives: the step's normalisers
            for micro in micro-batches(rows):        # token-budget micro-batches, gradients accumulate
                forward; loss = micro_loss(...)      # a lone micro-batch's forward is also the mu pre-pass
                backward                             # DDP/FSDP reduce only at the last micro-batch
            correction.apply()                       # ST-PPO's clip-bias normalisation, if any
            clip + optimizer.step()                  # every step but the last: the Trainer takes the last

Who takes the optimizer step: this loop steps after every mini-batch except the iteration's last one, whose
step (with clipping, the scheduler and ``zero_grad``) the Trainer's own loop takes after ``training_step``
returns. With ``max_grad_norm <= 0`` the Trainer skips its clipping, so the last step's critic clipping runs
here (:class:`StepHooks`).

The μ pre-pass (CAPO's action-aware ratio, ``mu_scope="minibatch"``): μ is the mean log-ratio over the whole
mini-batch under the current weights, so it must be known before any of the step's losses. When the step has
several micro-batches a no-grad forward of each computes it first (:func:`minibatch_mu`). When it has one (on
every rank: the count is equalised), that micro-batch's own forward for the loss gives exactly the log-probs
the pre-pass would compute, so μ is taken from it, before its loss is formed, and the pre-pass is not run: the
same numbers for one forward less per optimizer step (``capo demo``'s update before and after:
``benchmarks/results/demo_iteration_mu_forward_ab_avx2.json``). Several
micro-batches still take the pre-pass: keeping every micro-batch's graph alive until μ is known would hold the
whole mini-batch's activations at once, which the micro-batch budget exists to prevent.

Update size: every loss returns each row's per-token log-probs (detached); :class:`LogpTracker` keeps them
with the number of optimizer steps taken so far (a row first seen after some steps starts from its old
log-probs at step 0); when the row is visited again, or first visited after some steps, the mean
|Δ log π| per token between the two, divided by the optimizer steps between them, is logged as
``actor/logp_change_per_step`` (exactly one step's change with one mini-batch per epoch; it needs
``num_iterations >= 2`` or several mini-batches to be defined). It is what the step size does to the policy,
in nats per token (0.01–0.1 is the range aimed for; larger steps leave the later epochs' ratios mostly out of
the clip range).
"""

from __future__ import annotations

from collections import defaultdict
from collections.abc import Callable
from dataclasses import dataclass, replace
from typing import Any

import torch
from tqdm.auto import tqdm

from agentgym_capo.trainer import core_algos
from agentgym_capo.trainer.backend.trl_bridge import gradient_sync
from agentgym_capo.trainer.pipeline.batches import (
    ActionRecords,
    MicroBatch,
    StepContext,
    StepTotals,
    TrainRows,
    UpdateResult,
)
from agentgym_capo.trainer.pipeline.loss import (
    LossOutput,
    filler_loss,
    logp_change_per_step,
    loss_forward,
    micro_loss,
)
from agentgym_capo.trainer.pipeline.microbatches import MU_PREPASS_SHARE, split_minibatches
from agentgym_capo.trainer.pipeline.runtime import IterationLog, Runtime

__all__ = ["LogpTracker", "StepHooks", "global_counts", "minibatch_mu", "mu_prepass_needed", "update"]


@dataclass(frozen=True)
class StepHooks:
    """What the update needs of the trainer around each optimizer step.

    Attributes:
        optimizer: The Trainer's optimizer (``zero_grad`` and ``step``).
        clip: Clips actor and critic gradients separately and logs their norms (the Trainer's hook).
        gradient_correction: Builds the next step's correction (ST-PPO), or returns None.
    """

    optimizer: Any
    clip: Callable[[], Any]
    gradient_correction: Callable[[], Any]


class LogpTracker:
    """Per row, its last seen log-probs and the optimizer steps taken then (``actor/logp_change_per_step``)."""

    def __init__(self) -> None:
        self.seen: dict[int, tuple[torch.Tensor, int]] = {}

    def observe(self, mb: MicroBatch, logp: torch.Tensor, steps_now: int) -> float | None:
        """Remember the micro-batch's log-probs; the mean per-token change per step of rows seen before."""
        seen, change, tokens = self.seen, 0.0, 0
        logp, actions = logp.cpu(), (mb.segment_ids >= 0).cpu()  # one device-to-host copy per micro-batch
        # the old log-probs are copied only when a row is seen for the first time (a later epoch has them all)
        unseen = mb.old_logp is not None and any(row not in seen for row in mb.rows)
        old = mb.old_logp.cpu() if unseen else None
        for index, row in enumerate(mb.rows):
            current = logp[index][actions[index]]
            if old is not None and row not in seen:  # first visit after a step: measured against the rollout policy
                seen[row] = (old[index][actions[index]], 0)
            if row in seen and steps_now > seen[row][1]:
                row_change, row_tokens = logp_change_per_step(seen[row][0], current, steps_now - seen[row][1])
                change, tokens = change + row_change, tokens + row_tokens
            seen[row] = (current, steps_now)
        return change / tokens if tokens else None


def update(run: Runtime, batch: TrainRows, hooks: StepHooks, log: IterationLog) -> UpdateResult:
    """``num_iterations`` epochs of optimizer steps over mini-batches of ``batch`` (module docstring)."""
    args, total = run.args, batch.global_rows  # all-reduced in prepare: the same on every rank
    if total is None:
        raise ValueError("update needs the rows' global count (TrainRows.global_rows); prepare sets it.")
    if total == 0:
        hooks.optimizer.zero_grad(set_to_none=True)
        return UpdateResult(torch.tensor(0.0), None)
    chunks = split_minibatches(len(batch), total, args.mini_batch_size)
    schedule = [(epoch, k) for epoch in range(args.num_iterations) for k in range(len(chunks))]
    records, tracker, steps_taken, losses = ActionRecords.empty(len(batch)), LogpTracker(), 0, []
    needs_prepass = mu_prepass_needed(run, batch)  # from the config and old_logp: the same for every step
    for epoch, k in tqdm(schedule, desc="update", disable=not run.show_progress, leave=False):
        last = (epoch, k) == schedule[-1]
        hooks.optimizer.zero_grad(set_to_none=True)
        step = StepContext(global_counts(run, batch, chunks[k]), None, (epoch, k) == (0, 0))
        # rows of similar length together (scorers.py); a cut into several costs the μ pre-pass too
        plans = run.scorer.plan(batch, chunks[k], MU_PREPASS_SHARE if needs_prepass else 0.0)
        micro_batches = run.dist.equalized(plans)  # collective: fillers give every rank as many backwards
        # a lone micro-batch's loss forward gives mu itself (module docstring); else a pre-pass computes it
        mu_in_forward = len(micro_batches) == 1 and needs_prepass
        mu = None if mu_in_forward else minibatch_mu(run, batch, plans)
        step = replace(step, mu=mu, correction=hooks.gradient_correction())
        step_loss, sums = _accumulate(run, batch, micro_batches, step, mu_in_forward, records, tracker, steps_taken,
                                      log)
        _log_step_sums(run, sums, log)
        if step.correction is not None:
            step.correction.apply()  # collective (ST-PPO all-reduces its buffer): every rank has a correction
        if not last:
            hooks.clip()
            hooks.optimizer.step()
            steps_taken += 1
        elif args.max_grad_norm <= 0:  # the Trainer then skips its clipping: the critic still clips
            hooks.clip()
        losses.append(step_loss)
    return UpdateResult(torch.stack(losses).mean(), records)


def _accumulate(run: Runtime, batch: TrainRows, micro_batches: list[list[int] | None], step: StepContext,
                mu_in_forward: bool, records: ActionRecords, tracker: LogpTracker, steps_taken: int,
                log: IterationLog) -> tuple[torch.Tensor, dict[str, float]]:
    """Forward and backward every micro-batch of one optimizer step; the step's summed loss and loss parts.

    ``micro_batches`` are the equalised plans (None: a filler); with ``mu_in_forward`` there is exactly one, and
    its forward also gives the step's mu before its loss is formed.
    """
    total, sums = torch.zeros(()), defaultdict(float)
    for index, micro in enumerate(micro_batches):
        # gradients are reduced once, in the last backward of the optimizer step (no_sync before it)
        with gradient_sync(run.accelerator, run.model, sync=index == len(micro_batches) - 1):
            with run.precision.autocast("update"):  # the backbone is called directly, inside the wrapper's forward
                mb = run.scorer.collate(batch, micro) if micro is not None else run.scorer.filler(batch, run.eos_id)
                outputs = loss_forward(run, run.model, mb)
                if mu_in_forward:  # collective (an all-reduce of the sums), a filler rank adding zeros
                    sums_here = _log_ratio_sums(outputs.logp, mb) if micro is not None else torch.zeros(2)
                    step = replace(step, mu=_mu_of(run, sums_here))
                if micro is None:
                    loss, out = filler_loss(run, run.model, mb, outputs), None
                else:
                    mb = replace(mb, update=step)
                    out = micro_loss(run, run.model, mb, outputs)
                    loss = out.loss
            if out is not None:
                _record(out, mb, records, tracker, steps_taken, sums, log)
            run.accelerator.backward(loss)
        total = total + loss.detach().float().cpu()
    return total, sums


def _record(out: LossOutput, mb: MicroBatch, records: ActionRecords, tracker: LogpTracker, steps_taken: int,
            sums: dict[str, float], log: IterationLog) -> None:
    """File one micro-batch's loss parts, metrics, row records and log-prob change."""
    for key, value in out.sums.items():
        sums[key] += value
    log.update(out.metrics)
    records.write(out.rows.rows, out.rows)
    change = tracker.observe(mb, out.logp, steps_taken)
    if change is not None:
        log.add("actor/logp_change_per_step", change)


def _log_step_sums(run: Runtime, sums: dict[str, float], log: IterationLog) -> None:
    """Log the step's loss parts, summed over ranks and averaged per rank.

    Collective: every rank all-reduces the same keys (they depend on the config, not on its rows).
    """
    keys = ["actor/pg_loss"]
    if run.beta != 0.0 and run.args.algorithm.kl.in_loss:
        keys.append("actor/kl_loss")
    if run.has_values:
        keys.append("critic/value_loss")
    summed = run.dist.sum(torch.tensor([sums[k] for k in keys], dtype=torch.float64))
    for key, value in zip(keys, summed.tolist(), strict=True):
        log.add(key, value / run.dist.world)


def global_counts(run: Runtime, batch: TrainRows, rows: list[int]) -> StepTotals:
    """The optimizer step's loss normalisers over all processes (§2.5).

    Collective: every rank all-reduces its counts, also for an empty chunk of rows.
    """
    positions = [batch.positions(r) for r in rows]
    tokens_of: dict[str, int] = defaultdict(int)
    for row, n in zip(rows, positions, strict=True):
        tokens_of[batch.steps[row].traj_id] += n
    local = torch.tensor([float(len(rows)), float(sum(positions)), float(len(tokens_of))])
    actions, tokens, trajectories = run.dist.sum(local).tolist()
    count = {"actions": actions, "tokens": tokens,
             "trajectories": trajectories}[run.args.algorithm.aggregation.normaliser]
    return StepTotals(actions, count, dict(tokens_of))


def mu_prepass_needed(run: Runtime, batch: TrainRows) -> bool:
    """Whether the step's mu is the mini-batch mean under the current weights (else None or 0, :func:`minibatch_mu`)."""
    args = run.args
    return args.algorithm.ratio.centred and args.mu_scope == "minibatch" and batch.old_logp is not None


def minibatch_mu(run: Runtime, batch: TrainRows, plans: list[list[int]]) -> float | None:
    """The action-aware ratio's centre over the whole mini-batch (§2.3), by a no-grad pre-pass.

    None: computed per micro-batch by the loss (``mu_scope="microbatch"``) or not used; 0.0 with
    ``mu_scope="none"`` or without old log-probs (the loss's old is then logp itself).

    Collective when computed: every rank runs as many forwards (fillers) and all-reduces its two sums; the
    conditions for computing it come from the config and ``old_logp`` being set, the same on every rank.
    """
    args = run.args
    if not args.algorithm.ratio.centred or args.mu_scope == "microbatch":
        return None
    if not mu_prepass_needed(run, batch):
        return 0.0
    sums = torch.zeros(2)
    with torch.no_grad(), run.precision.autocast("update"):
        for micro in run.dist.equalized(plans):
            mb = run.scorer.collate(batch, micro) if micro is not None else run.scorer.filler(batch, run.eos_id)
            logp = run.policy_logps(mb)
            if micro is not None:  # summed at once: no micro-batch's tensors outlive its forward
                sums += _log_ratio_sums(logp, mb)
    return _mu_of(run, sums)


def _log_ratio_sums(logp: torch.Tensor, mb: MicroBatch) -> torch.Tensor:
    """``[sum of z, action tokens]`` of one micro-batch, on the CPU (:func:`core_algos.log_ratio_sums`)."""
    z, n = core_algos.log_ratio_sums(logp, mb.old_logp, mb.segment_ids)
    return torch.stack([z.float().cpu(), n.float().cpu()])


def _mu_of(run: Runtime, sums: torch.Tensor) -> float:
    """mu from this rank's ``[sum of z, action tokens]`` and every other rank's (collective: one all-reduce)."""
    sums = run.dist.sum(sums)
    return float(core_algos.action_aware_mu(sums[0], sums[1]))
