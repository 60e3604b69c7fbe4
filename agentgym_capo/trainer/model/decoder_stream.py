"""The continuous engine as the rollout collector's action stream: prompts in, finished actions out as text.

Its own module because it is the one place that speaks both languages: the collector's
(:class:`~agentgym_capo.rollout.PolicyInput`, :class:`~agentgym_capo.rollout.PolicyAction`) and the engine's
(token ids under a key, :class:`~.decode_settings.DecodedAction`). The engine (:mod:`.continuous`) knows nothing
of the rollout; the policies that stream (evaluation's :class:`~.policies.HFGeneratePolicy`, the training
rollout's :class:`~agentgym_capo.trainer.pipeline.rollout.TRLGeneratePolicy`) open it with :func:`streaming`,
the one wrapper both use: no gradients, their precision context, and the engine closed however the stream ends.
"""

from __future__ import annotations

import contextlib
from collections.abc import Hashable, Iterator
from typing import Any

import torch

from agentgym_capo.errors import ConfigError
from agentgym_capo.rollout import PolicyAction, PolicyInput
from agentgym_capo.trainer.model.continuous import ContinuousDecoder

__all__ = ["DecoderStream", "streaming"]


class DecoderStream:
    """A :class:`ContinuousDecoder` as the collector's :class:`~agentgym_capo.rollout.policy.ActionStream`.

    Args:
        decoder: The engine.
        tokenizer: Decodes each completion into the action's text.
        keep_logps: Put the sampling log-probs on each action (the training rollout's importance correction).
    """

    def __init__(self, decoder: ContinuousDecoder, tokenizer: Any, keep_logps: bool = True):
        self.decoder, self.tokenizer, self.keep_logps = decoder, tokenizer, keep_logps

    def submit(self, key: Hashable, item: PolicyInput) -> None:
        """Queue ``item``'s prompt (its ``prompt_ids``) under ``key``."""
        if item.prompt_ids is None:
            raise ConfigError("a generating policy needs token ids: give the collector a tokenizer.")
        self.decoder.submit(key, item.prompt_ids)

    def next_finished(self) -> list[tuple[Hashable, PolicyAction]]:
        """Decode until some action is complete; those actions, with their keys."""
        out = []
        for done in self.decoder.run_until_finished():
            ids = done.completion_ids
            out.append((done.key, PolicyAction(self.tokenizer.decode(ids, skip_special_tokens=True), ids,
                                               done.logps if self.keep_logps else None, trunk=done.trunk)))
        return out

    def forget(self, key: Hashable) -> None:
        """Drop ``key``'s kept cache and pending row."""
        self.decoder.forget(key)


@contextlib.contextmanager
def streaming(decoder: ContinuousDecoder, tokenizer: Any, precision: contextlib.AbstractContextManager,
              keep_logps: bool = True) -> Iterator[DecoderStream]:
    """``decoder`` as a :class:`DecoderStream`, under ``precision`` (the policy's autocast and weight casts) and
    without gradients; the engine is closed however the stream ends."""
    with torch.no_grad(), precision:
        try:
            yield DecoderStream(decoder, tokenizer, keep_logps=keep_logps)
        finally:
            decoder.close()
