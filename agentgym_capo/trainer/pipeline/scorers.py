"""Action scorers: how one ``action_mode`` turns step rows into a :class:`.batches.MicroBatch` and scores it.

The trainer picks one scorer in ``__init__`` (:func:`make_scorer`, from :data:`SCORERS` keyed by
``action_mode``) and never branches on the mode again. A scorer owns:

* :meth:`ActionScorer.plan`: how rows are grouped into micro-batches (prepare, the μ pre-pass and the update);
* :meth:`ActionScorer.collate`: the padded tensors of some rows (the rows batch every mode has, plus the
  mode's own layout);
* :meth:`ActionScorer.trunk_layout`: the layout the frozen trunk (``trainable_layers``) is cached in;
* :meth:`ActionScorer.policy_logps` / :meth:`ActionScorer.critic_values`: the action log-probs and the critic's
  values, called inside the prepared :class:`..model.actor_critic.ActorCritic`'s forward;
* the trunk split (:mod:`..model.trunk_cache`) and the rollout policy of its mode.

:class:`GenerateScorer` scores free-text responses token by token and reuses the trunk states transformers
``generate`` computed in the rollout (:mod:`..model.trunk_capture`). :class:`ChooseScorer` scores listed actions
packed into one row per state (:mod:`..model.choose`); it owns the CPU trunk memo (states seen in earlier iterations)
and reuses the trunk states the rollout's own scoring pass computed.

Choices made here:

* **Row layouts** (``row_layout``): how a micro-batch's rows become tensors. Which rows share a micro-batch is
  decided by :mod:`.microbatches` (the planner, its cost model, and the choice of layout); each layout's
  collation is here (:data:`COLLATIONS`). ``by_length`` (:func:`..model.logprobs.collate_rows`) right-pads each row
  to its micro-batch's longest. ``packed`` puts the rows end to end (:func:`..model.logprobs.collate_packed`), several
  per tensor row, with positions restarting per row and no padding mask (transformers builds the per-row
  causal mask from ``position_ids``), so it never processes more positions than ``by_length``; it row-pads a
  micro-batch that packing would save too little of (:data:`.microbatches.PACK_MIN_SAVING`), and with flash
  attention packs it into one row (transformers reads packed sequences from ``position_ids`` only at batch
  size 1). ``rollout_order`` keeps the former layout (rows in rollout order, left-padded prompts,
  ``max(prompt) + max(response)`` wide) for the exactness tests and ``benchmarks/throughput.py``'s
  before/after. All are exact for the loss: its normalisers are the optimizer step's global counts (§2.5,
  :func:`.update.global_counts`), so a micro-batch's share of the loss does not depend on which rows it holds;
  only the summation order of the gradient changes (rounding), and packed rows' attention runs other kernels
  (rounding, ~1e-5 on hidden states in fp32). With ``mu_scope="microbatch"`` the centre is per micro-batch and
  therefore over different groups of rows (that scope is not exact anyway).
* A scorer is a plain object holding the config, the pad id, the device and the split, not
the trainer; what it needs at call time (the forward through the prepared module, the policy for the
attention-mask form, the runtime's sampling context for the rollout policy) is passed in, so the scorers are
usable and testable without a trainer.
"""

from __future__ import annotations

import functools
from collections.abc import Callable, Sequence
from dataclasses import replace
from typing import Any, ClassVar, NamedTuple

import torch
from torch import Tensor

from agentgym_capo.envs.core import ActionSegment
from agentgym_capo.errors import ConfigError
from agentgym_capo.rollout import PolicyAction, StepRecord
from agentgym_capo.trainer.model.choose import choice_attention_mask, choice_log_probs, pack_choices, packed_length
from agentgym_capo.trainer.model.critic import values_at
from agentgym_capo.trainer.model.logprobs import collate_generate, collate_packed, collate_rows, score_positions
from agentgym_capo.trainer.model.trunk_cache import TrunkSplit, make_split, pad_rows, split_rows, trunk_hidden
from agentgym_capo.trainer.pipeline.batches import MicroBatch, StepRows, pad_ragged, stack_segment_ids
from agentgym_capo.trainer.pipeline.microbatches import (
    PACK_MIN_SAVING,
    PACK_WIDTH_FACTOR,
    MicroBatchPlanner,
    resolve_row_layout,
)

__all__ = ["COLLATIONS", "SCORERS", "ActionScorer", "ChooseScorer", "GenerateScorer", "TrunkLayout",
           "check_parameter_sharding", "make_scorer"]

_RAGGED = ("old_logp", "ref_logp", "token_values", "token_advantages", "token_returns", "is_weight")
_PER_ROW = ("values", "segment_advantages", "returns")


#: Each row layout's collation of a micro-batch's rows (module docstring); the planners are
#: :data:`.microbatches.PLANNERS`, over the same names
COLLATIONS = {"packed": collate_packed, "by_length": collate_rows, "rollout_order": collate_generate}


class TrunkLayout(NamedTuple):
    """The layout the frozen trunk runs and is cached in.

    Attributes:
        input_ids, mask, position_ids: The model inputs (``mask`` in the form the model expects, or None: packed).
        starts: Column of each sequence's first real token.
        lengths: Real tokens of each sequence.
        tensor_rows: The tensor row of each sequence.
    """

    input_ids: Tensor
    mask: Tensor | None
    position_ids: Tensor
    starts: list[int]
    lengths: list[int]
    tensor_rows: list[int]


class ActionScorer:
    """Collation and scoring of step rows for one action mode (subclasses: :data:`SCORERS`).

    Args:
        args: The :class:`~agentgym_capo.trainer.config.CAPOConfig`.
        pad_id: The tokenizer's padding id.
        device: Where micro-batches go.
        lm: The causal LM the trunk split is cut from.
        precision: Records the trunk pass's dtype (:class:`~agentgym_capo.trainer.model.precision.PassPrecision`).
        attention_model: Returns the policy, whose config and dtype fix the form of a 4-D attention mask.
        row_layout: A row layout or ``auto`` (:mod:`.microbatches`); None: ``args.row_layout``.
    """

    mode: ClassVar[str]

    def __init__(self, args: Any, pad_id: int, device: torch.device, lm: torch.nn.Module, precision: Any = None,
                 attention_model: Callable[[], torch.nn.Module] | None = None, row_layout: str | None = None):
        self.args, self.pad_id, self.device = args, pad_id, device
        self.attention_model = attention_model or (lambda: lm)
        #: Which rows share a micro-batch (:mod:`.microbatches`), chosen once like the scorer itself
        self.planner = MicroBatchPlanner.for_config(args, torch.device(device).type, self.attention_model().config,
                                                    row_layout)
        self.row_layout = self.planner.layout
        self.split: TrunkSplit | None = make_split(lm, args.trainable_layers, args.trunk_precision, precision,
                                                   memo_bytes=self.memo_bytes(args))

    @classmethod
    def memo_bytes(cls, args: Any) -> int:
        """Budget of the trunk memo across iterations (0: none)."""
        return 0

    @property
    def row_layout(self) -> str:
        """The row layout; setting it picks the planner's layout and the collation once."""
        return self.planner.layout

    @row_layout.setter
    def row_layout(self, layout: str) -> None:
        self.planner.layout = resolve_row_layout(layout, torch.device(self.device).type)
        self._collate_rows = COLLATIONS[self.planner.layout]
        if self._collate_rows is collate_packed:
            config = self.attention_model().config
            # flash attention reads packed sequences from position_ids only in a single row (transformers'
            # _is_packed_sequence needs batch size 1); in several rows it would let sequences see each other
            flash = "flash" in str(getattr(config, "_attn_implementation", ""))
            self._collate_rows = functools.partial(collate_packed, one_row=flash, width_factor=PACK_WIDTH_FACTOR,
                                                   attention_width=self.planner.attention_width,
                                                   min_saving=PACK_MIN_SAVING)

    # ------------------------------------------------------------------ collation
    def plan(self, batch: StepRows, rows: Sequence[int], split_cost: float = 0.0) -> list[list[int]]:
        """``rows`` of ``batch`` grouped into micro-batches within ``micro_batch_tokens`` and the row cap.

        ``split_cost``: what a cut into several micro-batches costs on top, as a share of their estimate
        (:func:`.microbatches.plan_by_length`; the update's μ pre-pass).
        """
        return self.planner.plan(rows, batch.cost, split_cost)

    def collate(self, batch: StepRows, rows: list[int]) -> MicroBatch:
        """Padded tensors of ``rows`` for the policy, the critic and the loss.

        ``batch`` is any stage's rows (:class:`StepRows` or a subclass): every per-row field it has is collated.
        """
        device = self.device
        steps = [batch.steps[r] for r in rows]
        segment_ids = stack_segment_ids([batch.positions(r) for r in rows]).to(device)
        width = segment_ids.shape[1]
        fields: dict[str, Any] = self._mode_fields(steps)
        for name in _RAGGED:
            ragged = getattr(batch, name, None)
            if ragged:
                fields[name] = pad_ragged([ragged[r] for r in rows], width).to(device)
        for name in _PER_ROW:
            tensor = getattr(batch, name, None)
            if tensor is not None:
                fields[name] = tensor[rows].to(device)
        rows_batch = self._collate_rows([s.prompt_ids for s in steps], self._responses(steps), self.pad_id, device)
        mb = MicroBatch(rows=rows, steps=steps, segment_ids=segment_ids, rows_batch=rows_batch,
                        traj_ids=[s.traj_id for s in steps], **fields)
        trunk = getattr(batch, "trunk", None)
        if trunk is not None:
            layout = self.trunk_layout(mb)
            mb = replace(mb, trunk=pad_rows([trunk[r] for r in rows], layout.starts, layout.input_ids.shape[1],
                                            device, layout.tensor_rows, layout.input_ids.shape[0]))
        return mb

    def filler(self, batch: StepRows, eos_id: int) -> MicroBatch:
        """A one-row micro-batch whose outputs are ignored (the rank's own first row, or a one-token stand-in).

        A rank with fewer micro-batches than another runs these, so that it joins every collective forward
        (FSDP/ZeRO-3 gathers) and backward (DDP's reduction) the others run.
        """
        if len(batch):
            return self.collate(batch, [0])
        action = PolicyAction("", [eos_id], candidates=[[eos_id]], chosen=0)
        step = StepRecord(ActionSegment("filler", 0, "filler", ""), "filler", "", action, 0.0, prompt_ids=[eos_id])
        return self.collate(StepRows([step], batch.mode), [0])

    def _mode_fields(self, steps: list[Any]) -> dict[str, Any]:
        """The mode's own :class:`MicroBatch` fields."""
        return {}

    def _responses(self, steps: list[Any]) -> list[list[int]]:
        """The response tokens the rows batch holds after each prompt."""
        raise NotImplementedError

    # ------------------------------------------------------------------ the frozen trunk
    def trunk_layout(self, mb: MicroBatch) -> TrunkLayout:
        """The layout the trunk is cached in (default: the rows batch)."""
        rb = mb.rows_batch
        return TrunkLayout(rb.input_ids, rb.attention_mask, rb.position_ids, rb.seq_starts.tolist(),
                           rb.seq_lengths.tolist(), rb.seq_rows.tolist())

    def cache_trunk(self, mb: MicroBatch, forward: Callable[[Callable[[Any], Tensor]], Tensor]
                    ) -> tuple[MicroBatch, list[Tensor]]:
        """Run the frozen trunk once on ``mb`` through ``forward`` (the prepared module).

        Returns:
            ``mb`` with ``trunk`` set, and each row's unpadded states.
        """
        layout = self.trunk_layout(mb)
        split = self.split
        hidden = forward(lambda ac: trunk_hidden(ac.lm, split, layout.input_ids, layout.mask, layout.position_ids))
        return replace(mb, trunk=hidden), split_rows(hidden, layout.starts, layout.lengths, layout.tensor_rows)

    def rollout_trunk(self, batch: StepRows) -> list[Tensor] | None:
        """Trunk states the rollout already computed for every row (same layout), or None."""
        return None

    # ------------------------------------------------------------------ scoring
    def policy_logps(self, model: Any, mb: MicroBatch) -> tuple[Tensor, Tensor]:
        """``(logp, entropy)`` of the micro-batch's actions, ``(b, R)``, 0 off action positions."""
        raise NotImplementedError

    def critic_values(self, critic: Any, mb: MicroBatch) -> Tensor:
        """Critic outputs: ``(b,)`` at boundaries, or ``(b, R)`` before each action position."""
        raise NotImplementedError

    def _boundary_values(self, critic: Any, mb: MicroBatch) -> Tensor:
        """``(b,)`` values at each row's state boundary (its last prompt token), from the rows batch."""
        rb = mb.rows_batch
        seqs = torch.arange(rb.num_sequences, device=rb.input_ids.device)
        return values_at(critic, rb.input_ids, rb.attention_mask, rb.tensor_rows(seqs), rb.boundary_cols(),
                         rb.position_ids, self.split, mb.trunk)

    # ------------------------------------------------------------------ rollout
    def rollout_policy(self, run: Any) -> Any:
        """The policy the rollout collector calls in this mode, built from the iteration's
        :class:`~.runtime.Runtime` (its :class:`~.runtime.SamplingContext`)."""
        raise NotImplementedError


class GenerateScorer(ActionScorer):
    """Free-text actions: each response token is a scored position (the rows batch is the policy's layout)."""

    mode = "generate"

    def _responses(self, steps: list[Any]) -> list[list[int]]:
        return [s.action.response_ids for s in steps]

    def policy_logps(self, model: Any, mb: MicroBatch) -> tuple[Tensor, Tensor]:
        """``(logp, entropy)`` of each response token, ``(b, R)``, 0 on padding."""
        rb = mb.rows_batch
        seqs, cols, targets = rb.query()
        logps, entropy = score_positions(model, rb.input_ids, rb.attention_mask, rb.tensor_rows(seqs), cols, targets,
                                         temperature=self.args.temperature, position_ids=rb.position_ids,
                                         compute_entropy=True, split=self.split, trunk=mb.trunk)
        out = torch.zeros(mb.segment_ids.shape, dtype=logps.dtype, device=logps.device)
        ent = torch.zeros_like(out)
        js = rb.response_index(seqs, cols)
        return out.index_put((seqs, js), logps), ent.index_put((seqs, js), entropy.detach())

    def critic_values(self, critic: Any, mb: MicroBatch) -> Tensor:
        """Boundary values, or (token-level critic) the value before each response token."""
        if not self.args.algorithm.token_level_critic:
            return self._boundary_values(critic, mb)
        rb = mb.rows_batch
        seqs, cols, _ = rb.query()
        flat = values_at(critic, rb.input_ids, rb.attention_mask, rb.tensor_rows(seqs), cols, rb.position_ids,
                         self.split, mb.trunk)
        out = torch.zeros(mb.segment_ids.shape, dtype=flat.dtype, device=flat.device)
        return out.index_put((seqs, rb.response_index(seqs, cols)), flat)

    def rollout_policy(self, run: Any) -> Any:
        """The generation backend (:class:`.rollout.TRLGeneratePolicy`); collective with several processes.

        It samples in the learner's precision (the rollout pass's autocast, this scorer's trunk split) and
        keeps the sampling log-probs for the importance-sampling correction (:mod:`..model.sampler`).
        """
        from agentgym_capo.trainer.pipeline.rollout import TRLGeneratePolicy

        args = self.args
        return TRLGeneratePolicy(run.sampling, run.dist, batching=args.rollout_batching, split=self.split,
                                 draft_tokens=args.rollout_draft_tokens, draft_positions=args.rollout_draft_positions,
                                 cache=args.rollout_cache, compile_steps=args.rollout_compile)

    def rollout_trunk(self, batch: StepRows) -> list[Tensor] | None:
        """The trunk states ``generate`` computed in the rollout (:mod:`..model.trunk_capture`), if every row has them.

        Each row's states must cover exactly its prompt and response; otherwise (vLLM, several processes, a
        capture that did not match) None, and prepare runs the trunk itself.
        """
        if self.split is None or len(batch) == 0:
            return None
        states = [s.action.trunk for s in batch.steps]
        if all(t is not None and t.shape[0] == len(s.prompt_ids) + len(s.action.response_ids)
               for t, s in zip(states, batch.steps, strict=True)):
            return states
        return None


class ChooseScorer(ActionScorer):
    """Listed actions: one decision per row, scored on each state's packed candidates (:mod:`..model.choose`)."""

    mode = "choose"

    @classmethod
    def memo_bytes(cls, args: Any) -> int:
        """The trunk memo's budget, ``trunk_memo_mb`` (states recur across iterations in choose mode)."""
        return int(args.trunk_memo_mb * 2**20)

    def _mode_fields(self, steps: list[Any]) -> dict[str, Any]:
        return {"packed": pack_choices([s.prompt_ids for s in steps], [s.action.candidates for s in steps],
                                       self.pad_id, self.device),
                "chosen": torch.tensor([s.action.chosen for s in steps], dtype=torch.long, device=self.device)}

    def _responses(self, steps: list[Any]) -> list[list[int]]:
        return [[] for _ in steps]  # the rows batch holds the prompts only: the critic's boundary

    def trunk_layout(self, mb: MicroBatch) -> TrunkLayout:
        """The packed rows (the policy's layout; the critic reads the boundary there too)."""
        packed = mb.packed
        lengths = [packed_length(s.prompt_ids, s.action.candidates) for s in mb.steps]
        return TrunkLayout(packed.input_ids, choice_attention_mask(self.attention_model(), packed.allowed),
                           packed.position_ids, [0] * len(lengths), lengths, list(range(len(lengths))))

    def rollout_trunk(self, batch: StepRows) -> list[Tensor] | None:
        """The states the choose policy computed while scoring the rollout, if every row has them."""
        if self.split is None or len(batch) == 0:
            return None
        states = [s.action.trunk for s in batch.steps]
        return states if all(t is not None for t in states) else None

    def policy_logps(self, model: Any, mb: MicroBatch) -> tuple[Tensor, Tensor]:
        """``(logp, entropy)`` of the chosen action, ``(b, 1)``."""
        log_probs, entropy = choice_log_probs(model, mb.packed, self.args.choose_temperature, split=self.split,
                                              trunk=mb.trunk)
        return log_probs.gather(1, mb.chosen.unsqueeze(1)), entropy.detach().unsqueeze(1)

    def critic_values(self, critic: Any, mb: MicroBatch) -> Tensor:
        """Boundary values (broadcast over the one position for a token-level critic)."""
        if self.split is not None:
            # the packed layout holds each prompt's last token at column len(prompt) - 1, attending to
            # exactly the prompt: the same boundary state as the rows batch, on the shared trunk
            layout = self.trunk_layout(mb)
            rows = torch.arange(len(mb.steps), device=layout.input_ids.device)
            cols = torch.tensor([len(s.prompt_ids) - 1 for s in mb.steps], device=rows.device)
            values = values_at(critic, layout.input_ids, layout.mask, rows, cols, layout.position_ids, self.split,
                               mb.trunk)
        else:
            values = self._boundary_values(critic, mb)
        if not self.args.algorithm.token_level_critic:
            return values
        return values.unsqueeze(1).expand_as(mb.segment_ids.float()).contiguous()

    def rollout_policy(self, run: Any) -> Any:
        """:class:`..model.policies.ChoosePolicy` on the sampled LM, sharing this scorer's trunk split and memo."""
        from agentgym_capo.trainer.model.policies import ChoosePolicy

        args, sampling = self.args, run.sampling
        return ChoosePolicy(sampling.lm, sampling.tokenizer, temperature=args.choose_temperature,
                            token_budget=args.micro_batch_tokens, device=self.device, autocast=sampling.autocast,
                            split=self.split)


SCORERS: dict[str, type[ActionScorer]] = {cls.mode: cls for cls in (GenerateScorer, ChooseScorer)}
"""The scorer of each ``action_mode``."""


def check_parameter_sharding(action_mode: str, fsdp: bool, zero_stage: int | None) -> None:
    """Refuse choose mode where the parameters are sharded (FSDP, DeepSpeed ZeRO-3).

    The choose policy scores candidates in the rollout by calling the policy LM directly, outside the prepared
    module's forward, and ranks make different numbers of such calls (they hold different live episodes). With
    sharded parameters that call would see shards, and an FSDP gather per call would need the same count on every
    rank. Choose mode is the CPU path (``capo demo``); sharded runs use ``action_mode="generate"``.
    """
    if action_mode == "choose" and (fsdp or zero_stage == 3):
        backend = "FSDP" if fsdp else "DeepSpeed ZeRO-3"
        raise ConfigError(f"action_mode='choose' cannot run with {backend}: its rollout scores candidates with the "
                          "unsharded policy on each process. Use action_mode='generate' for sharded training, or "
                          "DDP / ZeRO-2 (parameters replicated) for choose mode.")


def make_scorer(args: Any, **kwargs: Any) -> ActionScorer:
    """The scorer for ``args.action_mode`` (keyword arguments as :class:`ActionScorer`)."""
    if args.action_mode not in SCORERS:
        raise ConfigError(f"action_mode must be one of {sorted(SCORERS)}; got {args.action_mode!r}. "
                          "Set action_mode='generate' (free text) or 'choose' (listed actions).")
    return SCORERS[args.action_mode](args, **kwargs)
