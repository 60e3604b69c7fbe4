"""Action scorers: how one ``action_mode`` turns step rows into a :class:`.batches.MicroBatch` and scores it.

The trainer picks one scorer in ``__init__`` (:func:`make_scorer`, from :data:`SCORERS` keyed by
``action_mode``) and never branches on the mode again. A scorer owns:

* :meth:`ActionScorer.plan`: how rows are grouped into micro-batches (prepare, the μ pre-pass and the update);
* :meth:`ActionScorer.collate`: the padded tensors of some rows (the rows batch every mode has, plus the
  mode's own layout);
* :meth:`ActionScorer.trunk_layout`: the layout the frozen trunk (``trainable_layers``) is cached in;
* :meth:`ActionScorer.policy_logps` / :meth:`ActionScorer.critic_values`: the action log-probs and the critic's
  values, called inside the prepared :class:`.actor_critic.ActorCritic`'s forward;
* the trunk split (:mod:`.trunk_cache`) and the rollout policy of its mode.

:class:`GenerateScorer` scores free-text responses token by token and reuses the trunk states transformers
``generate`` computed in the rollout (:mod:`.trunk_capture`). :class:`ChooseScorer` scores listed actions
packed into one row per state (:mod:`.choose`); it owns the CPU trunk memo (states seen in earlier iterations)
and reuses the trunk states the rollout's own scoring pass computed.

Choices made here:

* **Row layouts** (``row_layout``, :data:`ROW_LAYOUTS`). Every layout but the former sorts rows by their cost
  (longest first, ties in rollout order) before cutting micro-batches, so rows of similar length share one.
  ``by_length`` (:func:`.batches.plan_by_length`, :func:`.logprobs.collate_rows`) right-pads each row to its
  micro-batch's longest. ``packed`` cuts the same micro-batches and then puts each one's rows end to end
  (:func:`.logprobs.collate_packed`), several per tensor row, with positions restarting per row and no padding
  mask (transformers builds the per-row causal mask from ``position_ids``), so it never processes more
  positions than ``by_length``. (A planner that counted real tokens, tried first, made larger micro-batches that
  then fell back to row padding and padded more than ``by_length`` on WebShop-like rows, 31.8 % against
  26.2 %: ``benchmarks/results/throughput_cpu_packed_avx2.json``.) ``rollout_order`` keeps the former layout
  (rows in rollout order, left-padded prompts, ``max(prompt) + max(response)`` wide) for the exactness tests
  and ``benchmarks/throughput.py``'s before/after.
  All are exact for the loss: its normalisers are the optimizer step's global counts (§2.5,
  :func:`.update.global_counts`), so a micro-batch's share of the loss does not depend on which rows it holds;
  only the summation order of the gradient changes (rounding), and packed rows' attention runs other kernels
  (rounding, ~1e-5 on hidden states in fp32). With ``mu_scope="microbatch"`` the centre is per micro-batch and
  therefore over different groups of rows (that scope is not exact anyway).
* **Where sorted rows are cut** (``micro_batch_overhead_tokens``, :func:`.batches.plan_by_length`): where the
  estimated time of the passes is least, a pass costing a fixed number of positions plus its padded
  positions (weighted up for attention by :func:`.logprobs.packing_attention_width`). None picks
  :data:`.batches.CPU_MICRO_BATCH_OVERHEAD` on a CPU, where it was measured; on a GPU, where it was not,
  the fewest micro-batches (a GPU's pass has a larger fixed cost: launching every kernel).
* ``auto`` (the default) is ``packed`` on a CPU, where packing 40 demo-like rows (40-200 tokens; 35 % of the
  row-padded positions were padding, 4 % packed) took 0.62x the row-padded forward's time and 0.65x its
  forward + backward (``benchmarks/results/packed_rows_cpu.json``), and ``by_length`` on a GPU, where packing
  has not been measured: under sdpa a packed row needs a dense mask, which rules out the flash kernel. A
  packed micro-batch is row-padded where packing would save under a quarter of its positions
  (:data:`.logprobs.PACK_MIN_SAVING`: saving 13 % of long WebShop-like rows' positions made forward +
  backward 1.10x slower). With flash attention a packed micro-batch is one row (transformers reads packed
  sequences from ``position_ids`` only at batch size 1).
* A scorer is a plain object holding the config, the pad id, the device and the split, not
the trainer; what it needs of the trainer at call time (the forward through the prepared module, the
policy for the attention-mask form, the rollout policy's inputs) is passed in, so the scorers are usable
and testable without a trainer.
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
from agentgym_capo.trainer.config_fields import ROW_LAYOUTS
from agentgym_capo.trainer.model.choose import choice_attention_mask, choice_log_probs, pack_choices, packed_length
from agentgym_capo.trainer.model.critic import values_at
from agentgym_capo.trainer.model.logprobs import (
    collate_generate,
    collate_packed,
    collate_rows,
    packing_attention_width,
    score_positions,
)
from agentgym_capo.trainer.model.trunk_cache import TrunkSplit, make_split, pad_rows, split_rows, trunk_hidden
from agentgym_capo.trainer.pipeline.batches import (
    CPU_MICRO_BATCH_OVERHEAD,
    MicroBatch,
    StepRows,
    pad_ragged,
    plan_by_length,
    plan_microbatches,
    stack_segment_ids,
)

__all__ = ["ROW_LAYOUTS", "SCORERS", "ActionScorer", "ChooseScorer", "GenerateScorer", "TrunkLayout",
           "check_parameter_sharding", "make_scorer", "resolve_overhead_tokens", "resolve_row_layout"]

_RAGGED = ("old_logp", "ref_logp", "token_values", "token_advantages", "token_returns", "is_weight")
_PER_ROW = ("values", "segment_advantages", "returns")


def _plan_in_rollout_order(rows: Sequence[int], cost: Callable[[int], int], token_budget: int, max_rows: int,
                           call_cost: float | None = None, attention_width: float = 0.0,
                           split_cost: float = 0.0) -> list[list[int]]:
    """The former planner (:func:`.batches.plan_microbatches`), which cuts where the budget is full and so has no
    use for the estimates of :func:`.batches.plan_by_length`."""
    return plan_microbatches(rows, cost, token_budget, max_rows)


#: How micro-batches group and pad rows (module docstring): each layout's planner and rows-batch collation.
_LAYOUTS = {"packed": (plan_by_length, collate_packed), "by_length": (plan_by_length, collate_rows),
            "rollout_order": (_plan_in_rollout_order, collate_generate)}
# its names are config_fields.ROW_LAYOUTS, which the config checks before torch loads (tested equal)


def resolve_overhead_tokens(tokens: int | None, device_type: str) -> int | None:
    """``micro_batch_overhead_tokens`` with None decided for ``device_type``: :data:`.batches.CPU_MICRO_BATCH_OVERHEAD`
    on a CPU; elsewhere None, which :func:`.batches.plan_by_length` reads as "the fewest micro-batches"."""
    if tokens is None and device_type == "cpu":
        return CPU_MICRO_BATCH_OVERHEAD
    return tokens


def resolve_row_layout(layout: str, device_type: str) -> str:
    """``row_layout`` with ``auto`` decided for ``device_type`` (module docstring): packed on a CPU, else
    by_length."""
    if layout != "auto":
        return layout
    return "packed" if device_type == "cpu" else "by_length"


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
        row_layout: One of :data:`ROW_LAYOUTS` or ``auto`` (module docstring); None: ``args.row_layout``.
    """

    mode: ClassVar[str]

    def __init__(self, args: Any, pad_id: int, device: torch.device, lm: torch.nn.Module, precision: Any = None,
                 attention_model: Callable[[], torch.nn.Module] | None = None, row_layout: str | None = None):
        self.args, self.pad_id, self.device = args, pad_id, device
        self.attention_model = attention_model or (lambda: lm)
        #: The row width at which attention under a dense mask costs what the rest of a row's pass does (what
        #: both the planner and the packed collation weigh widths with)
        self.attention_width = packing_attention_width(self.attention_model().config)
        # chosen once, like the scorer itself
        self.row_layout = resolve_row_layout(row_layout or getattr(args, "row_layout", "auto"),
                                             torch.device(device).type)
        #: What one micro-batch's pass costs beyond its positions, in positions (None: the fewest micro-batches)
        self.overhead_tokens = resolve_overhead_tokens(getattr(args, "micro_batch_overhead_tokens", None),
                                                       torch.device(device).type)
        self.split: TrunkSplit | None = make_split(lm, args.trainable_layers, args.trunk_precision, precision,
                                                   memo_bytes=self.memo_bytes(args))

    @classmethod
    def memo_bytes(cls, args: Any) -> int:
        """Budget of the trunk memo across iterations (0: none)."""
        return 0

    @property
    def row_layout(self) -> str:
        """One of :data:`ROW_LAYOUTS`; setting it picks the planner and the collation once."""
        return self._row_layout

    @row_layout.setter
    def row_layout(self, layout: str) -> None:
        if layout not in _LAYOUTS:
            raise ConfigError(f"row_layout must be one of {list(ROW_LAYOUTS)}; got {layout!r}.")
        self._row_layout = layout
        self._plan_rows, self._collate_rows = _LAYOUTS[layout]
        if layout == "packed":
            config = self.attention_model().config
            # flash attention reads packed sequences from position_ids only in a single row (transformers'
            # _is_packed_sequence needs batch size 1); in several rows it would let sequences see each other
            flash = "flash" in str(getattr(config, "_attn_implementation", ""))
            self._collate_rows = functools.partial(collate_packed, one_row=flash, attention_width=self.attention_width)

    # ------------------------------------------------------------------ collation
    def plan(self, batch: StepRows, rows: Sequence[int], split_cost: float = 0.0) -> list[list[int]]:
        """``rows`` of ``batch`` grouped into micro-batches within ``micro_batch_tokens`` and the row cap.

        ``split_cost``: what a cut into several micro-batches costs on top, as a share of their estimate
        (:func:`.batches.plan_by_length`; the update's μ pre-pass).
        """
        return self._plan_rows(rows, batch.cost, self.args.micro_batch_tokens, self.args.per_device_train_batch_size,
                               call_cost=self.overhead_tokens, attention_width=self.attention_width,
                               split_cost=split_cost)

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
    def rollout_policy(self, trainer: Any) -> Any:
        """The policy the rollout collector calls in this mode."""
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
        if not self.args.token_level_critic:
            return self._boundary_values(critic, mb)
        rb = mb.rows_batch
        seqs, cols, _ = rb.query()
        flat = values_at(critic, rb.input_ids, rb.attention_mask, rb.tensor_rows(seqs), cols, rb.position_ids,
                         self.split, mb.trunk)
        out = torch.zeros(mb.segment_ids.shape, dtype=flat.dtype, device=flat.device)
        return out.index_put((seqs, rb.response_index(seqs, cols)), flat)

    def rollout_policy(self, trainer: Any) -> Any:
        """TRL's generation backend (:class:`.rollout.TRLGeneratePolicy`); collective with several processes.

        It samples in the learner's precision (the rollout pass's autocast, this scorer's trunk split) and
        keeps the sampling log-probs for the importance-sampling correction (:mod:`.sampler`).
        """
        from agentgym_capo.trainer.model.trunk_capture import capture_allowed
        from agentgym_capo.trainer.pipeline.rollout import TRLGeneratePolicy

        return TRLGeneratePolicy(trainer, trainer.accelerator.num_processes > 1,
                                 autocast=lambda: trainer.precision.autocast("rollout"), split=self.split,
                                 capture=capture_allowed(trainer, self.split))

    def rollout_trunk(self, batch: StepRows) -> list[Tensor] | None:
        """The trunk states ``generate`` computed in the rollout (:mod:`.trunk_capture`), if every row has them.

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
    """Listed actions: one decision per row, scored on each state's packed candidates (:mod:`.choose`)."""

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
        if not self.args.token_level_critic:
            return values
        return values.unsqueeze(1).expand_as(mb.segment_ids.float()).contiguous()

    def rollout_policy(self, trainer: Any) -> Any:
        """:class:`.policies.ChoosePolicy` on the trainer's LM, sharing this scorer's trunk split and memo."""
        from agentgym_capo.trainer.model.policies import ChoosePolicy

        args = self.args
        return ChoosePolicy(trainer.actor_critic.lm, trainer.processing_class, temperature=args.choose_temperature,
                            token_budget=args.micro_batch_tokens, device=self.device,
                            autocast=lambda: trainer.precision.autocast("rollout"), split=self.split)


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
