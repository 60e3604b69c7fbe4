"""Stage 2 of an iteration, prepare: old and reference log-probs, critic values and bootstrap values.

``prepare(run, rollout, log) -> ScoredRows`` scores the rollout's step rows before advantages are computed, all
through the prepared :class:`~agentgym_capo.trainer.model.actor_critic.ActorCritic` (or the prepared
reference), with no gradient. Every rank runs the same number of forward passes (filler micro-batches,
:meth:`~agentgym_capo.trainer.backend.collectives.Collectives.equalized`).

Old log-probs are computed only when the loss cannot take them on-policy: several mini-batches or epochs, the
KL in the reward (needed before the update), or the importance-sampling correction (:mod:`.importance`).
"""

from __future__ import annotations

from typing import Any

import torch
from tqdm.auto import tqdm

from agentgym_capo.rollout import RolloutResult
from agentgym_capo.trainer.model.critic import values_at
from agentgym_capo.trainer.model.logprobs import collate_generate
from agentgym_capo.trainer.pipeline.batches import ScoredRows, StepRows
from agentgym_capo.trainer.pipeline.importance import correction_on, importance_weights
from agentgym_capo.trainer.pipeline.microbatches import minibatch_count
from agentgym_capo.trainer.pipeline.runtime import IterationLog, Runtime

__all__ = ["bootstrap_values", "needs_old_logps", "prepare"]


def needs_old_logps(args: Any, global_rows: int, corrected: bool) -> bool:
    """Whether the old log-probs must be computed now (else the loss uses its own detached ones): several
    optimizer steps, the KL in the reward (needed before the update), or the importance-sampling correction."""
    minibatches = minibatch_count(global_rows, args.mini_batch_size)
    return minibatches > 1 or args.num_iterations > 1 or args.algorithm.kl.in_reward or corrected


def prepare(run: Runtime, rollout: RolloutResult, log: IterationLog) -> ScoredRows:
    """Score the rollout's step rows: old/reference log-probs, values, trunk states, IS weights, bootstraps."""
    args, scorer = run.args, run.scorer
    rows = StepRows(rollout.training_steps(), args.action_mode)
    corrected = correction_on(run, rows)  # collective (max over ranks): the IS weights need the old log-probs
    # collective: the global row count fixes the number of optimizer steps on every rank (all-reduced once)
    global_rows = int(run.dist.sum(torch.tensor([float(len(rows))])).item())
    needs_old = needs_old_logps(args, global_rows, corrected)
    plans = scorer.plan(rows, range(len(rows)))  # not in row order: results are filed by row below
    rollout_trunk = scorer.rollout_trunk(rows)  # the trunk states the rollout computed (choose; generate w/o vLLM)
    collatable = ScoredRows(rows.steps, rows.mode, trunk=rollout_trunk)
    cache_trunk = run.split is not None and rollout_trunk is None
    count = len(rows)
    trunk_rows: list[torch.Tensor] | None = [None] * count if cache_trunk else None
    old, ref, values, token_values = [None] * count, [None] * count, [None] * count, [None] * count
    token_level = False
    with torch.no_grad(), run.precision.autocast("prepare"):
        # collective: every rank runs as many forwards (FSDP/ZeRO-3 gather parameters in each one)
        # a bar of its own: on a CPU this pass can take a minute, which showed as a frozen terminal
        for plan in tqdm(run.dist.equalized(plans), desc="prepare", unit="micro-batch", disable=not run.show_progress,
                         leave=False):
            mb = scorer.collate(collatable, plan) if plan is not None else scorer.filler(collatable, run.eos_id)
            trunk = None
            if cache_trunk:
                mb, trunk = scorer.cache_trunk(mb, run.forward)
            logp = run.policy_logps(mb) if needs_old else None
            ref_logp = run.reference_logps(mb) if run.has_reference else None
            v = run.values(mb) if run.has_values else None
            if plan is None:
                continue
            v = v.float().cpu() if v is not None else None
            token_level = v is not None and v.dim() == 2
            for i, row in enumerate(plan):
                positions = rows.positions(row)
                if trunk_rows is not None:
                    trunk_rows[row] = trunk[i]
                if logp is not None:
                    old[row] = logp[i, :positions].float().cpu()
                if ref_logp is not None:
                    ref[row] = ref_logp[i, :positions].float().cpu()
                if v is not None:
                    values[row] = v[i, 0] if token_level else v[i]
                    if token_level:
                        token_values[row] = v[i, :positions]
    old_logp = old if needs_old else None  # None or not: the same on every rank
    return ScoredRows(
        rows.steps, rows.mode,
        trunk=trunk_rows if trunk_rows is not None else rollout_trunk,
        old_logp=old_logp,
        # collective when on (a gather of the statistics): `corrected` is the same on every rank
        is_weight=importance_weights(run, rows, old_logp, log) if corrected else None,
        ref_logp=ref if run.has_reference else None,
        values=torch.stack(values) if run.has_values and count else None,
        token_values=token_values if token_level and count else None,
        bootstrap_values=bootstrap_values(run, rows, rollout),
        global_rows=global_rows,
    )


def bootstrap_values(run: Runtime, rows: StepRows, rollout: RolloutResult) -> torch.Tensor | None:
    """``(N,)`` V(s_T) on the last row of every truncated episode (time limit, prompt too long), else 0.

    Collective: every rank learns whether any rank has a final state (a max), and then joins one critic
    forward, with a one-token stand-in when it has none; env errors are dropped, so they have no final state.
    """
    if not run.has_values or not run.args.bootstrap_truncated:
        return None
    out = torch.zeros(len(rows))
    last_row = {s.traj_id: i for i, s in enumerate(rows.steps)}
    finals = [(last_row[e.spec.traj_id], e.final_prompt_ids) for e in rollout.kept() if e.final_prompt_ids]
    if run.dist.max(len(finals)) == 0:
        return out
    prompts = [f for _, f in finals] or [[run.pad_id]]  # a rank without finals still joins the forward
    with torch.no_grad(), run.precision.autocast("prepare"):
        gb = collate_generate(prompts, [[]] * len(prompts), run.pad_id, run.accelerator.device)
        positions = torch.arange(len(prompts), device=gb.input_ids.device)
        values = run.forward(lambda ac: values_at(ac.value_model, gb.input_ids, gb.attention_mask, positions,
                                                  gb.boundary_cols(), gb.position_ids, run.split))
    if finals:
        out[[row for row, _ in finals]] = values.float().cpu()
    return out
