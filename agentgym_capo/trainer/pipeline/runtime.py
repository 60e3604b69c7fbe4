"""What every stage of an iteration runs with (:class:`Runtime`, :class:`SamplingContext`) and where its metrics go
(:class:`IterationLog`).

A :class:`Runtime` is built afresh by ``CAPOTrainer`` at the start of every iteration, because the Trainer wraps
the model (DDP, FSDP2, DeepSpeed) in ``accelerator.prepare`` *after* ``__init__``: a runtime built once would
run unwrapped forwards, wrong under DDP/FSDP and silent in one process. Stages receive it explicitly; nothing is
passed between stages through the trainer's attributes.

A :class:`SamplingContext` is what a rollout policy samples with (the model, the tokenizer, the generation
backend and its settings), so that no policy holds the trainer; the trainer builds it into every runtime.

An :class:`IterationLog` collects one iteration's metrics (lists of values, averaged when the iteration is
logged) and the seconds of each stage. It replaces the trainer attributes the stages used to append to.
"""

from __future__ import annotations

import math
import time
from collections import defaultdict
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from dataclasses import dataclass, field
from typing import Any

import numpy as np
import torch

from agentgym_capo.trainer.backend.collectives import Collectives
from agentgym_capo.trainer.model.adapters import adapters_disabled
from agentgym_capo.trainer.pipeline.batches import MicroBatch

__all__ = ["IterationLog", "Runtime", "SamplingContext"]


@dataclass(frozen=True)
class SamplingContext:
    """What a rollout policy samples with, handed to it explicitly (what happens to the weights between iterations:
    :mod:`.rollout`).

    Attributes:
        lm: The causal LM to sample from: the live policy the optimizer updates (no copy).
        tokenizer: Its tokenizer.
        generation_config: The sampling settings (TRL's ``generation_config``: temperature, top-k/p, max tokens).
        autocast: The rollout pass's autocast factory (``precision.autocast("rollout")``).
        generate: The trainer's generation backend: prompt ids -> ``(completion ids, sampling log-probs or None)``
            (TRL's ``_generate_single_turn``: transformers ``generate``, or vLLM after its weight sync).
        before_generate: Called before every ``generate`` (vLLM with PEFT: the lossless LoRA weight sync).
        use_vllm: Generation runs in vLLM (colocated or a server), not on ``lm``.
        sharded: FSDP or DeepSpeed hold the weights (TRL gathers them for ``generate``; the continuous engine,
            which runs ``lm``'s own parameters, cannot).
        capture: The trunk states ``generate`` computes may be kept (:func:`..model.trunk_capture.capture_allowed`).
    """

    lm: torch.nn.Module
    tokenizer: Any
    generation_config: Any
    autocast: Callable[[], Any]
    generate: Callable[[list[list[int]]], tuple[list[list[int]], Any]]
    before_generate: Callable[[], None]
    use_vllm: bool
    sharded: bool
    capture: bool


@dataclass(frozen=True)
class Runtime:
    """The explicit inputs every stage shares within one iteration.

    Attributes:
        args: The :class:`~agentgym_capo.trainer.config.CAPOConfig`.
        accelerator: The Trainer's accelerator (device, backward, gradient sync).
        dist: The collectives over ranks (:class:`~agentgym_capo.trainer.backend.collectives.Collectives`).
        precision: The per-pass autocast (:class:`~agentgym_capo.trainer.model.precision.PassPrecision`).
        scorer: The action mode's scorer (:mod:`.scorers`): collation and scoring of rows.
        model: The prepared (wrapped) :class:`~agentgym_capo.trainer.model.actor_critic.ActorCritic` of *this*
            iteration; calling it with ``compute`` runs ``compute(actor_critic)`` inside its forward.
        reference: The prepared frozen reference, or None (no KL, or the PEFT base with adapters off).
        has_reference: Whether a KL to a reference is used (``beta != 0``).
        has_values: Whether the actor-critic has a value function (critic methods).
        beta: The KL coefficient.
        eos_id: The tokenizer's eos id (filler rows).
        pad_id: The tokenizer's pad id.
        sampling: What the rollout policy samples with (:class:`SamplingContext`).
        notices: One-time warnings already given in this run (owned by the trainer, shared by its iterations).
        record_event: Writes one event row (a lost rollout) into the run's ``metrics.jsonl`` (main process; None:
            nowhere).
    """

    args: Any
    accelerator: Any
    dist: Collectives
    precision: Any
    scorer: Any
    model: Callable[[Callable[[Any], Any]], Any]
    reference: Callable[[Callable[[Any], Any]], Any] | None
    has_reference: bool
    has_values: bool
    beta: float
    eos_id: int
    pad_id: int
    sampling: SamplingContext
    notices: set[str] = field(default_factory=set)
    record_event: Callable[[dict[str, Any]], None] | None = None

    @property
    def split(self) -> Any:
        """The frozen-trunk split of ``trainable_layers`` (the scorer's), or None."""
        return self.scorer.split

    @property
    def show_progress(self) -> bool:
        """Whether this process draws progress bars (the main one, unless ``disable_tqdm``)."""
        return self.dist.is_main and not self.args.disable_tqdm

    def forward(self, compute: Callable[[Any], Any]) -> Any:
        """Run ``compute(actor_critic)`` through the prepared module (one collective forward under FSDP)."""
        return self.model(compute)

    def policy_logps(self, mb: MicroBatch) -> torch.Tensor:
        """``(b, R)`` log-probs of the micro-batch's actions under the current policy."""
        return self.forward(lambda ac: self.scorer.policy_logps(ac.lm, mb)[0])

    def reference_logps(self, mb: MicroBatch) -> torch.Tensor:
        """Reference log-probs of a micro-batch: the frozen copy, or (LoRA) the policy with adapters off."""
        if self.reference is not None:
            return self.reference(lambda ac: self.scorer.policy_logps(ac.lm, mb)[0])

        def adapters_off(ac: Any) -> torch.Tensor:
            with adapters_disabled(ac.policy):
                return self.scorer.policy_logps(ac.lm, mb)[0]

        return self.forward(adapters_off)

    def values(self, mb: MicroBatch) -> torch.Tensor:
        """The critic's values of ``mb``: ``(b,)`` at boundaries or ``(b, R)`` before each position."""
        return self.forward(lambda ac: self.scorer.critic_values(ac.value_model, mb))


@dataclass
class IterationLog:
    """One iteration's metrics and stage timings.

    Attributes:
        values: Per metric key, the values recorded this iteration (averaged by :meth:`means`).
        seconds: Per stage, the seconds it took (:meth:`timed`).
    """

    values: dict[str, list[float]] = field(default_factory=lambda: defaultdict(list))
    seconds: dict[str, float] = field(default_factory=lambda: defaultdict(float))

    def add(self, key: str, value: float) -> None:
        """Record one value of ``key``."""
        self.values[key].append(value)

    def update(self, metrics: dict[str, float]) -> None:
        """Record one value of each key of ``metrics``."""
        for key, value in metrics.items():
            self.add(key, value)

    @contextmanager
    def timed(self, stage: str) -> Iterator[None]:
        """Add the seconds spent inside the block to ``stage``."""
        start = time.perf_counter()
        try:
            yield
        finally:
            self.seconds[stage] += time.perf_counter() - start

    def means(self) -> dict[str, float]:
        """Each key's mean over its finite values (keys without any are left out)."""
        out = {}
        for key, values in self.values.items():
            finite = [v for v in values if v is not None and math.isfinite(v)]
            if finite:
                out[key] = float(np.mean(finite))
        return out

    def timings(self) -> dict[str, float]:
        """``time/<stage>`` seconds and ``time/iteration``, their sum."""
        out = {f"time/{stage}": seconds for stage, seconds in self.seconds.items()}
        out["time/iteration"] = sum(self.seconds.values())
        return out
