"""Generate mode's rollout keeps the frozen trunk's states it computed, so that prepare need not run the trunk again.

With ``trainable_layers`` the preparation pass runs the frozen lower layers over every row's prompt + response
(:mod:`.trunk_cache`). Without vLLM the rollout has already run exactly those layers over exactly those tokens:
transformers ``generate`` feeds the left-padded prompts once (the prefill) and then each sampled token once (one
decode step per token, with a KV cache), and :func:`.sampler.learner_precision` runs the trunk layers in the
trunk's own autocast while it does. :class:`TrunkCapture` records the output of the last frozen decoder layer
during ``generate`` (a forward hook, registered only for the call) and cuts from it each row's
``(prompt_len + response_len, hidden)`` float32 CPU states, which the policy puts on
:attr:`~agentgym_capo.rollout.PolicyAction.trunk`;
:meth:`~agentgym_capo.trainer.pipeline.scorers.GenerateScorer.rollout_trunk` hands them to prepare, which then
skips its trunk pass (as choose mode does with its scoring pass's states).

Column ``j`` of a call's concatenated layer outputs (prefill columns, then one column per decode step) is the
state of token ``j`` of the sequences ``generate`` returns: prompt columns hold left padding (dropped with the
attention mask ``generate`` was given), and decode step ``k`` fed the ``k``-th generated token. The last token
of each response is never fed back, so its state is never computed; it is stored as zeros, which is exact for
every use: attention is causal and no scored position is a sequence's last token (old log-probs are queried at
the last prompt token .. the second-to-last response token, boundary values at the last prompt token, a token-level
critic's values at the same positions as the log-probs), so nothing reads that row of the states.

Every row must match what the policy returns, or the whole call gives None and prepare recomputes the trunk
(never a wrong state): each row's real prompt tokens and its returned completion (cut after EOS or at
``max_completion_length``) are compared token by token with ``generate``'s inputs and outputs, several
``generate`` calls are matched to the prompts in order, and the recorded columns must line up with the
returned sequences (a deferred stop check may add one trailing decode step; it is ignored).

Choices made here:

* **The sampler's numbers, not a full forward's.** In fp32 the captured states equal a full forward's up to the
  KV cache's summation order (~1e-6). Under bf16 autocast, incremental attention rounds differently from a full
  forward (bounded, not zero). That is fine for training: prepare's old log-probs and every update forward use
  the same cached states, so the on-policy ratio is still exactly 1, and the learner's log-probs come closer to
  the sampler's (what TRL's importance-sampling correction measures).
* **Float32 on the CPU per row**, as choose mode keeps its states: ``(prompt + response) x hidden x 4`` bytes
  per row; for ``capo demo``'s relay task (SmolLM2-135M, hidden 576) 2.3 KB per token, a few megabytes for one
  iteration's rows (``benchmarks/trunk_capture_speed.py``: ``benchmarks/results/trunk_capture_cpu_avx2.json``),
  held until the iteration's update is done. During the call the layer outputs stay on the model's device in the
  trunk's dtype (``batch x sequence x hidden``) and are cut into rows once at the end, so no decode step waits
  on a device-to-host copy.
* **When it is off** (the trainer recomputes): under vLLM (``generate`` does not run here), with several
  processes (collective fillers; FSDP/ZeRO-3 gathers), with FSDP or DeepSpeed ZeRO-3, without
  ``trainable_layers`` or with no frozen layer. :func:`capture_allowed` decides.
"""

from __future__ import annotations

import contextlib
from collections.abc import Iterator, Sequence
from dataclasses import dataclass, field
from typing import Any

import torch
from torch import Tensor

from agentgym_capo.trainer.model.trunk_cache import TrunkSplit

__all__ = ["TrunkCapture", "capture_allowed", "frozen_output_layer"]


def capture_allowed(split: TrunkSplit | None, *, use_vllm: bool, processes: int, fsdp: bool,
                    zero_stage: int | None) -> bool:
    """Whether a rollout can capture the trunk (see "When it is off" in the module docstring): a split with frozen
    layers, transformers ``generate`` (not vLLM) on one process, and parameters not sharded (FSDP, ZeRO-3)."""
    if split is None or split.num_frozen == 0:
        return False
    return not use_vllm and processes == 1 and not fsdp and zero_stage != 3


def frozen_output_layer(lm: torch.nn.Module, split: TrunkSplit) -> torch.nn.Module:
    """The last frozen decoder layer of ``lm`` (a PEFT model's base), whose output is the trunk's state."""
    target = lm.get_base_model() if hasattr(lm, "get_base_model") else lm
    return list(target.base_model.layers)[split.num_frozen - 1]


@dataclass
class _Call:
    """One ``generate`` call: its inputs, its returned sequences and the trunk outputs recorded during it."""

    input_ids: Tensor
    attention_mask: Tensor
    sequences: Tensor | None = None
    chunks: list[Tensor] = field(default_factory=list)


class TrunkCapture:
    """Records the last frozen layer's output during ``generate`` and cuts it into rows (module docstring).

    Args:
        lm: The policy LM that ``generate`` runs (a PEFT model's base generates).
        split: The trunk split (``num_frozen >= 1``).
    """

    def __init__(self, lm: torch.nn.Module, split: TrunkSplit):
        self.lm, self.split = lm, split
        self._calls: list[_Call] = []
        self._current: _Call | None = None

    @contextlib.contextmanager
    def recording(self) -> Iterator[TrunkCapture]:
        """Inside, every ``generate`` of the LM records its inputs, outputs and trunk states (cleared on entry)."""
        self._calls, self._current = [], None
        target = self.lm.get_base_model() if hasattr(self.lm, "get_base_model") else self.lm
        layer = frozen_output_layer(self.lm, self.split)
        generate = target.generate

        def recorded_generate(*args: Any, **kwargs: Any) -> Any:
            input_ids = kwargs.get("input_ids", args[0] if args else None)
            mask = kwargs.get("attention_mask")
            if input_ids is None or mask is None:  # no mask: which prompt tokens are real is unknown
                self._calls.append(_Call(torch.empty(0), torch.empty(0)))  # marks the capture unusable
                return generate(*args, **kwargs)
            self._current = _Call(input_ids, mask)
            try:
                out = generate(*args, **kwargs)
            finally:
                call, self._current = self._current, None
            call.sequences = out if isinstance(out, Tensor) else getattr(out, "sequences", None)
            self._calls.append(call)
            return out

        def hook(module: torch.nn.Module, inputs: Any, output: Any) -> None:
            if self._current is not None:  # only forwards inside generate
                hidden = output[0] if isinstance(output, tuple) else output
                self._current.chunks.append(hidden.detach())

        own = vars(target).get("generate")  # an instance attribute set by someone else is put back after
        handle = layer.register_forward_hook(hook)
        target.generate = recorded_generate
        try:
            yield self
        finally:
            handle.remove()
            if own is not None:
                target.generate = own
            else:
                del target.generate

    def rows(self, prompt_ids: Sequence[Sequence[int]], completions: Sequence[Sequence[int]]) -> list[Tensor] | None:
        """Each row's ``(len(prompt) + len(completion), hidden)`` float32 CPU states, or None if any row fails.

        Args:
            prompt_ids: The prompts, in the order ``generate`` received them (over all calls).
            completions: The completions the policy returns for them, same order.
        """
        if len(prompt_ids) != len(completions) or not self._calls:
            return None
        out: list[Tensor] = []
        for call in self._calls:
            if call.sequences is None or not call.chunks or call.input_ids.dim() != 2:
                return None
            batch, prompt_width = call.input_ids.shape
            if any(c.dim() != 3 or c.shape[0] != batch for c in call.chunks):
                return None
            states = torch.cat(call.chunks, dim=1)
            columns = states.shape[1]
            # one column per fed token: all but the last returned token, plus at most one deferred extra step
            if not call.sequences.shape[1] - 1 <= columns <= call.sequences.shape[1]:
                return None
            mask, ids, seqs = call.attention_mask.cpu(), call.input_ids.cpu(), call.sequences.cpu()
            for b in range(batch):
                row = len(out)
                if row >= len(prompt_ids):
                    return None
                state = _row_states(states[b], mask[b], ids[b], seqs[b], prompt_width, prompt_ids[row],
                                    completions[row])
                if state is None:
                    return None
                out.append(state)
        return out if len(out) == len(prompt_ids) else None


def _row_states(states: Tensor, mask: Tensor, ids: Tensor, sequence: Tensor, prompt_width: int,
                prompt: Sequence[int], completion: Sequence[int]) -> Tensor | None:
    """One row's states (prompt's real tokens, then each fed response token, then zeros), or None on mismatch."""
    n_prompt, n_resp = len(prompt), len(completion)
    start = prompt_width - n_prompt
    # left padding: the real prompt is the last n_prompt columns, all of them unmasked, nothing before them
    if start < 0 or int(mask.sum()) != n_prompt or not bool(mask[start:].all()):
        return None
    if ids[start:].tolist() != list(prompt):
        return None
    if sequence[prompt_width:prompt_width + n_resp].tolist() != list(completion):
        return None
    fed = prompt_width + max(n_resp - 1, 0)  # the last response token is never fed back (module docstring)
    if states.shape[0] < fed:
        return None
    parts = [states[start:fed].float().cpu()]
    if n_resp:
        # never computed and never read: causal attention, and no scored position is the last token
        parts.append(torch.zeros(1, states.shape[-1], dtype=torch.float32))
    return torch.cat(parts)
