"""The typed batches of one iteration: the rows each stage hands the next, and the micro-batches of the passes.

Each stage of :mod:`agentgym_capo.trainer.pipeline` returns a new frozen batch and never mutates its input::

    RolloutResult -> StepRows -> ScoredRows (prepare) -> TrainRows (advantages) -> UpdateResult (update)

Inside the update, each optimizer step has a :class:`StepContext` and each micro-batch a :class:`MicroBatch`.

One row per step (the paper's layout): a row has one action segment, whose "positions" are its response
tokens in ``generate`` mode and a single decision in ``choose`` mode. Per-position quantities (old and
reference log-probs, token values, advantages, returns) are kept ragged, one 1-D tensor per row, and padded
only when a micro-batch is formed, so no micro-batch pays for another's longest row.

Choices made here:

* Which rows form which mini-batch and micro-batch is :mod:`.microbatches`' (the planner and its cost model);
  the batches carry the iteration's global row count (``global_rows``, all-reduced once, in prepare), so the
  update does not ask the other ranks again.
* A micro-batch is a frozen :class:`MicroBatch` (what the scorers of :mod:`.scorers` build), not a dict:
  later stages derive new ones with :func:`dataclasses.replace` (the cached trunk, the update's
  :class:`StepContext`) instead of writing keys back into a shared one.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field, fields
from typing import Any

import torch
from torch import Tensor

from agentgym_capo.rollout import StepRecord
from agentgym_capo.trainer.model.choose import PackedChoices, packed_length
from agentgym_capo.trainer.model.logprobs import GenerateBatch

__all__ = ["ActionRecords", "MicroBatch", "ScoredRows", "StepContext", "StepRows", "StepTotals", "TrainRows",
           "UpdateResult", "pad_ragged", "stack_segment_ids"]


def pad_ragged(values: Sequence[Tensor], width: int | None = None, fill: float = 0.0) -> Tensor:
    """Right-pad 1-D tensors into a ``(len(values), width)`` float tensor."""
    width = width if width is not None else max((v.numel() for v in values), default=1)
    out = torch.full((len(values), max(width, 1)), fill, dtype=torch.float32)
    for row, value in enumerate(values):
        out[row, :value.numel()] = value.float()
    return out


def stack_segment_ids(lengths: Sequence[int], width: int | None = None) -> Tensor:
    """``(N, width)`` segment ids: 0 on the first ``lengths[i]`` positions of row i, -1 after."""
    width = width if width is not None else max(max(lengths, default=1), 1)
    columns = torch.arange(width).unsqueeze(0)
    return torch.where(columns < torch.tensor(list(lengths)).unsqueeze(1), 0, -1).long()


@dataclass(frozen=True)
class StepRows:
    """The step rows of one iteration on this process: what the rollout produced (stage 1 -> 2).

    Attributes:
        steps: The rollout's step records (dropped episodes excluded).
        mode: ``generate`` or ``choose``.
    """

    steps: list[StepRecord]
    mode: str

    def __len__(self) -> int:
        """Number of rows."""
        return len(self.steps)

    def positions(self, row: int) -> int:
        """Scored positions of a row: its response tokens, or 1 decision in choose mode."""
        return 1 if self.mode == "choose" else len(self.steps[row].action.response_ids)

    def cost(self, row: int) -> int:
        """Tokens a row occupies in a forward pass."""
        step = self.steps[row]
        if self.mode == "choose":
            return packed_length(step.prompt_ids, step.action.candidates or [[]])
        return len(step.prompt_ids) + len(step.action.response_ids)

    def position_counts(self) -> list[int]:
        """:meth:`positions` of every row."""
        return [self.positions(row) for row in range(len(self))]


@dataclass(frozen=True)
class ScoredRows(StepRows):
    """The rows with what the preparation pass computed for them (``pipeline/prepare.py``, stage 2 -> 3).

    Attributes:
        trunk: Per row, the cached frozen-trunk states of its real tokens (``trainable_layers`` set).
        old_logp: Per row, rollout-policy log-probs of its positions (None: taken on-policy in the loss).
        ref_logp: Per row, reference-policy log-probs (None without a KL).
        is_weight: Per row, TRL's importance-sampling weights of its tokens (:mod:`.importance`), or None.
        values: ``(N,)`` boundary values at rollout time (critic methods).
        token_values: Per row, values before each position (token-level critic).
        bootstrap_values: ``(N,)`` V(s_T) on the last step of time-limit truncations, else 0.
        global_rows: The iteration's rows over all processes (all-reduced once, in prepare; it fixes the number
            of optimizer steps on every rank, :func:`.microbatches.minibatch_count`).
    """

    trunk: list[Tensor] | None = None
    old_logp: list[Tensor] | None = None
    ref_logp: list[Tensor] | None = None
    is_weight: list[Tensor] | None = None
    values: Tensor | None = None
    token_values: list[Tensor] | None = None
    bootstrap_values: Tensor | None = None
    global_rows: int | None = None


@dataclass(frozen=True)
class TrainRows(ScoredRows):
    """The rows with their advantages and returns (``pipeline/advantages.py``, stage 3 -> 4).

    Attributes:
        token_advantages: Per row, the advantages the loss uses.
        segment_advantages: ``(N,)`` per-action advantages when the estimator defines them.
        returns: ``(N,)`` boundary returns (action-level GAE).
        token_returns: Per row, per-position returns (token-level GAE).
    """

    token_advantages: list[Tensor] = field(default_factory=list)
    segment_advantages: Tensor | None = None
    returns: Tensor | None = None
    token_returns: list[Tensor] | None = None

    @classmethod
    def of(cls, scored: ScoredRows, **advantages: Any) -> TrainRows:
        """``scored``'s fields plus ``advantages`` (the fields this class adds)."""
        return cls(**{f.name: getattr(scored, f.name) for f in fields(ScoredRows)}, **advantages)


@dataclass(frozen=True)
class StepTotals:
    """Counts over the whole optimizer step on all processes: the loss normalisers (§2.5).

    Attributes:
        actions: Action rows of the step (the value loss's normaliser at boundaries).
        count: The ``loss_agg`` normaliser (actions, tokens or trajectories).
        traj_tokens: Tokens of each trajectory on this process (``trajectory_mean_token_mean``, GSPO units).
    """

    actions: float
    count: float
    traj_tokens: dict[str, int]


@dataclass(frozen=True)
class StepContext:
    """What the loss of one micro-batch needs beyond its rows: the optimizer step it belongs to.

    Attributes:
        totals: The step's global counts (:class:`StepTotals`).
        mu: The action-aware ratio's centre over the mini-batch, or None (computed per micro-batch).
        on_policy: The iteration's first mini-batch of the first epoch (ratio exactly 1 before the update).
        correction: The step's gradient correction (ST-PPO), fed every micro-batch's terms, or None.
    """

    totals: StepTotals
    mu: float | None
    on_policy: bool
    correction: Any = None


@dataclass(frozen=True)
class ActionRecords:
    """Per row, the update's last view of its action: what ``actions.jsonl`` and the Figure-3 report show.

    Each micro-batch's loss returns its rows' values (:class:`~.loss.RowDiagnostics`); the update writes them
    here, the last write of a row winning (its last epoch).

    Attributes:
        ratio: ``(N,)`` the action's ratio (the variant's action-level form).
        clipped: ``(N,)`` whether the clip was active for the action.
        advantage: ``(N,)`` the action's advantage.
        log_ratio_sum: ``(N,)`` S_a, the sum of its tokens' log-ratios.
        mu: ``(N,)`` the action-aware ratio's centre it was computed with (NaN: per micro-batch or none).
    """

    ratio: Tensor
    clipped: Tensor
    advantage: Tensor
    log_ratio_sum: Tensor
    mu: Tensor

    @classmethod
    def empty(cls, rows: int) -> ActionRecords:
        """Ratio 1, nothing clipped, advantages and S_a 0, μ NaN for ``rows`` rows."""
        return cls(torch.ones(rows), torch.zeros(rows, dtype=torch.bool), torch.zeros(rows), torch.zeros(rows),
                   torch.full((rows,), float("nan")))

    def write(self, rows: list[int], values: Any) -> None:
        """Store one micro-batch's :class:`~.loss.RowDiagnostics` for ``rows``."""
        self.ratio[rows], self.clipped[rows] = values.ratio, values.clipped
        self.advantage[rows], self.log_ratio_sum[rows] = values.advantage, values.log_ratio_sum
        self.mu[rows] = float("nan") if values.mu is None else float(values.mu)


@dataclass(frozen=True)
class UpdateResult:
    """What the update returns (stage 4): the iteration's loss and the per-action records.

    Attributes:
        loss: The mean over optimizer steps of each step's summed micro-batch losses.
        records: The per-action records (None when no process had a row).
    """

    loss: Tensor
    records: ActionRecords | None


@dataclass(frozen=True)
class MicroBatch:
    """The tensors of one micro-batch of step rows, on the device. Optional fields are None when absent.

    ``"name" in mb`` is True when the field ``name`` is set (not None).

    Attributes:
        rows: Indices of the rows in the iteration's :class:`StepRows`.
        steps: Their step records.
        segment_ids: ``(b, R)`` 0 on each row's scored positions, -1 after (one action per row).
        rows_batch: Each row's prompt and response (:class:`~agentgym_capo.trainer.model.logprobs.GenerateBatch`,
            in the scorer's row layout; the critic's boundary layout, and the policy's in generate mode).
        traj_ids: The trajectory of each row.
        packed: Choose mode: each state's prompt and listed actions packed into one row.
        chosen: Choose mode: ``(b,)`` index of the chosen action among the listed ones.
        old_logp: ``(b, R)`` rollout-policy log-probs (None: the loss uses the detached current ones).
        ref_logp: ``(b, R)`` reference log-probs (a KL is used).
        values: ``(b,)`` boundary values at rollout time.
        token_values: ``(b, R)`` values before each position (token-level critic).
        segment_advantages: ``(b,)`` per-action advantages, when the estimator defines them.
        token_advantages: ``(b, R)`` per-position advantages.
        returns: ``(b,)`` boundary returns (action-level GAE).
        token_returns: ``(b, R)`` per-position returns (token-level GAE).
        trunk: ``(b, L, H)`` the frozen trunk's states in the scorer's trunk layout (``trainable_layers``).
        is_weight: ``(b, R)`` TRL's importance-sampling weights of the tokens (:mod:`.importance`), or None.
        update: Set for the loss of an optimizer step (:class:`StepContext`), else None.
    """

    rows: list[int]
    steps: list[StepRecord]
    segment_ids: Tensor
    rows_batch: GenerateBatch
    traj_ids: list[str]
    packed: PackedChoices | None = None
    chosen: Tensor | None = None
    old_logp: Tensor | None = None
    ref_logp: Tensor | None = None
    values: Tensor | None = None
    token_values: Tensor | None = None
    segment_advantages: Tensor | None = None
    token_advantages: Tensor | None = None
    returns: Tensor | None = None
    token_returns: Tensor | None = None
    trunk: Tensor | None = None
    is_weight: Tensor | None = None
    update: StepContext | None = None

    def __contains__(self, name: Any) -> bool:
        """Whether the field ``name`` is set."""
        return isinstance(name, str) and getattr(self, name, None) is not None
