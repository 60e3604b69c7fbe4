"""The transformers sampler computes as the learner scores, and reports the log-probs it sampled from.

Without vLLM, TRL samples with transformers ``generate`` on the policy itself. Left alone, that runs the whole
model in its weights' dtype (fp32 by default) and outside any autocast, while the learner scores the same
tokens with the frozen trunk in bf16 (:mod:`.trunk_cache`), the top layers in the pass's autocast
(:mod:`.precision`) and an fp32 LM head (:func:`.logprobs.fp32_head`). The two then disagree by ~0.01 nats per
token on a bf16 CPU (up to ~1 nat summed over an action, far above CAPO's epsilon), and nothing sees it.

Two things fix that, both applied around TRL's generation call by
:class:`~agentgym_capo.trainer.pipeline.rollout.TRLGeneratePolicy`:

* :func:`learner_precision`: ``generate`` runs under the rollout pass's autocast (the same decision as every
  scoring pass), the trunk layers under the trunk's own autocast (:func:`.trunk_cache.trunk_autocast`) and the
  LM head in float32 outside autocast. In fp32 (``bf16=False``, or a CPU without native bf16) sampler and
  learner then run the same kernels on the same weights and differ only by the KV cache's order of summation
  (~1e-6 nats); under bf16 the KV cache's incremental attention still rounds differently from a full forward,
  which is bounded but not zero. Weights are cast to bf16 once per ``generate`` call rather than at every
  decoding step (:mod:`.weight_casts`; the same numbers; little or no speed gain measured at 2 threads).
* :class:`SampledLogps`: a logits processor appended after the sampling warpers (temperature, top-k, top-p)
  records the log-prob of each sampled token under the distribution it was drawn from (vLLM's
  ``processed_logprobs``). The policy puts them on each action as vLLM's are, so TRL's importance-sampling
  correction (:mod:`..pipeline.importance`) weights whatever mismatch remains and ``sampling/sampling_logp_difference``
  measures it every iteration.

Choice made here: the recorder keeps one ``(batch, vocab)`` log-softmax at a time (the step whose token is not
drawn yet), never the whole ``output_scores`` tuple, whose size is ``steps x batch x vocab``.
"""

from __future__ import annotations

import contextlib
from collections.abc import Callable, Iterator, Sequence
from typing import Any

import torch
from torch import Tensor

from agentgym_capo.trainer.model.logprobs import fp32_head
from agentgym_capo.trainer.model.trunk_cache import TrunkSplit, trunk_autocast
from agentgym_capo.trainer.model.weight_casts import autocast_dtype, cast_weights_once

__all__ = ["SampledLogps", "learner_precision"]


class SampledLogps:
    """A logits processor (the last one) recording the log-prob of each token ``generate`` samples.

    Called at every step with the processed scores; the token drawn from them appears as the last column of the
    next call's ``input_ids``, so each call completes the previous step's record. :meth:`completions` finishes
    the last step from the returned completions.
    """

    def __init__(self) -> None:
        """An empty record."""
        self._steps: list[Tensor] = []
        self._pending: Tensor | None = None

    def __call__(self, input_ids: Tensor, scores: Tensor) -> Tensor:
        """Record the previous step's sampled token and keep this step's log-softmax; ``scores`` pass unchanged."""
        if self._pending is not None:  # stays on the device: no host sync per decoding step
            self._steps.append(self._pending.gather(1, input_ids[:, -1:]).squeeze(1))
        self._pending = torch.log_softmax(scores.float(), dim=-1)
        return scores

    def completions(self, completions: Sequence[Sequence[int]]) -> list[list[float]]:
        """Each completion's per-token sampling log-probs (rows in ``generate``'s order)."""
        done = torch.stack(self._steps, 1).cpu().tolist() if self._steps else [[] for _ in completions]
        out = []
        for row, ids in enumerate(completions):
            logps = done[row][:len(ids)]
            if len(logps) < len(ids) and self._pending is not None:  # the final step's token
                logps.append(float(self._pending[row, int(ids[len(logps)])]))
            out.append(logps)
        return out


@contextlib.contextmanager
def _fp32_output_head(lm: torch.nn.Module) -> Iterator[None]:
    """Run ``lm``'s output head as :func:`.logprobs.fp32_head` (the learner's head) while inside."""
    head = lm.get_output_embeddings()
    head.forward = lambda hidden: fp32_head(head, hidden)
    try:
        yield
    finally:
        del head.forward


@contextlib.contextmanager
def _trunk_layers_autocast(lm: torch.nn.Module, split: TrunkSplit | None) -> Iterator[None]:
    """Run the frozen trunk's decoder layers in the trunk pass's autocast while inside (no split: nothing)."""
    if split is None:
        yield
        return
    layers = list(lm.base_model.layers)[:split.num_frozen]

    def wrap(forward: Callable[..., Any]) -> Callable[..., Any]:
        def run(*args: Any, **kwargs: Any) -> Any:
            with trunk_autocast(split):
                return forward(*args, **kwargs)
        return run

    for layer in layers:
        layer.forward = wrap(layer.forward)
    try:
        yield
    finally:
        for layer in layers:
            del layer.forward


@contextlib.contextmanager
def learner_precision(lm: torch.nn.Module, autocast: Callable[[], Any], split: TrunkSplit | None = None
                      ) -> Iterator[None]:
    """Make ``lm``'s forward inside compute as the learner's scoring does (see the module docstring).

    Args:
        lm: The policy LM that ``generate`` runs.
        autocast: The rollout pass's autocast factory (``precision.autocast("rollout")``).
        split: The trunk split of the learner, if any: its layers run in the trunk's precision.
    """
    dtype = autocast_dtype(autocast) or (torch.bfloat16 if split is not None and split.bf16 else None)
    with autocast(), _fp32_output_head(lm), _trunk_layers_autocast(lm, split), \
            cast_weights_once(lm, dtype, exclude=[lm.get_output_embeddings()]):
        yield
