"""How the continuous engine samples, and what it hands back: its settings, one draw per row, a finished action.

Its own module because three parts read it and none should need the others: the caller builds
:class:`DecodeSettings` (and catches :class:`UnsupportedDecoding` to fall back to lock-step ``generate``), the
scheduler (:mod:`.continuous`) draws with :func:`draw` and returns :class:`DecodedAction`, and the draft verifier
(:mod:`.drafts`) warps logits the same way (:func:`warp`).

Choices made here:

* **Sampling settings as transformers resolves them** (:meth:`DecodeSettings.from_generation_config`: the
  given ``GenerationConfig`` over the model's own and transformers' defaults), then applied with transformers'
  own warpers in its order (temperature, top-k, top-p, min-p). Anything else a config may ask for (repetition
  penalty, suppressed tokens, beams, stop strings, ...) needs each row's whole history or a search, which the
  engine does not do: :class:`UnsupportedDecoding` names the setting and the caller falls back to lock-step
  ``generate``.
* **Same numbers as** ``generate``: the same warpers, and each drawn token's log-prob under the distribution it
  was drawn from (vLLM's ``processed_logprobs``, as :class:`~.sampler.SampledLogps` records from ``generate``).
  Random draws differ from ``generate``'s (another order of rows).
"""

from __future__ import annotations

from collections.abc import Hashable
from dataclasses import dataclass
from typing import Any

import torch
from torch import Tensor
from transformers import (
    GenerationConfig,
    LogitsProcessorList,
    MinPLogitsWarper,
    TemperatureLogitsWarper,
    TopKLogitsWarper,
    TopPLogitsWarper,
)

from agentgym_capo.errors import ConfigError

__all__ = ["DecodeSettings", "DecodedAction", "UnsupportedDecoding", "draw", "warp"]


class UnsupportedDecoding(ConfigError):
    """A generation setting or model this engine does not implement (the caller decodes in lock-step instead)."""


# Settings whose value must be one of these for the engine to decode exactly as ``generate`` would.
_NEUTRAL: dict[str, tuple[Any, ...]] = {
    "num_beams": (None, 1), "num_beam_groups": (None, 1), "num_return_sequences": (None, 1),
    "repetition_penalty": (None, 1.0), "encoder_repetition_penalty": (None, 1.0),
    "no_repeat_ngram_size": (None, 0), "encoder_no_repeat_ngram_size": (None, 0),
    "bad_words_ids": (None,), "suppress_tokens": (None,), "begin_suppress_tokens": (None,),
    "forced_bos_token_id": (None,), "forced_eos_token_id": (None,), "sequence_bias": (None,),
    "min_new_tokens": (None, 0), "min_length": (None, 0), "typical_p": (None, 1.0),
    "epsilon_cutoff": (None, 0.0), "eta_cutoff": (None, 0.0), "top_h": (None,), "guidance_scale": (None, 1.0),
    "stop_strings": (None,), "renormalize_logits": (None, False), "watermarking_config": (None,),
    "exponential_decay_length_penalty": (None,), "diversity_penalty": (None, 0.0), "penalty_alpha": (None,),
    "prompt_lookup_num_tokens": (None,), "assistant_early_exit": (None,), "output_scores": (None, False),
    "output_logits": (None, False), "return_dict_in_generate": (None, False),
}


@dataclass(frozen=True)
class DecodeSettings:
    """How the engine samples, as transformers' generation settings.

    Attributes:
        max_new_tokens: The longest completion.
        eos_token_ids: Tokens that end a completion (kept as its last token).
        pad_token_id: The id fed at padded input positions (never attended to).
        greedy: Take the most likely token (``do_sample=False``) instead of sampling.
        temperature: Sampling temperature (1.0: none).
        top_k: Keep the k most likely tokens (None or 0: all).
        top_p: Nucleus sampling mass (None or 1.0: all).
        min_p: Minimum probability relative to the most likely token (None: off).
    """

    max_new_tokens: int
    eos_token_ids: tuple[int, ...]
    pad_token_id: int
    greedy: bool = False
    temperature: float = 1.0
    top_k: int | None = None
    top_p: float | None = None
    min_p: float | None = None

    def __post_init__(self) -> None:
        if self.max_new_tokens < 1:
            raise ConfigError(f"max_new_tokens must be >= 1; got {self.max_new_tokens}.")
        if not self.greedy and not self.temperature > 0:
            raise ConfigError(f"sampling needs temperature > 0; got {self.temperature} (greedy: do_sample=False).")

    @classmethod
    def from_generation_config(cls, lm: torch.nn.Module, config: GenerationConfig | None = None,
                               **overrides: Any) -> DecodeSettings:
        """The settings ``lm.generate(generation_config=config, **overrides)`` would decode with.

        Raises:
            UnsupportedDecoding: A setting this engine does not implement is active (named in the message).
        """
        resolved, _ = lm._prepare_generation_config(config, **overrides)  # transformers' own precedence rules
        for name, neutral in _NEUTRAL.items():
            value = getattr(resolved, name, None)
            if value not in neutral:
                raise UnsupportedDecoding(f"continuous batching does not implement {name}={value!r}; "
                                          "decode with generate instead.")
        if resolved.max_new_tokens is None:
            raise UnsupportedDecoding("continuous batching needs max_new_tokens; decode with generate instead.")
        eos = resolved.eos_token_id
        eos = tuple(eos) if isinstance(eos, (list, tuple)) else (() if eos is None else (eos,))
        pad = resolved.pad_token_id if resolved.pad_token_id is not None else (eos[0] if eos else 0)
        greedy = not resolved.do_sample
        return cls(int(resolved.max_new_tokens), tuple(int(t) for t in eos), int(pad), greedy,
                   1.0 if greedy else float(resolved.temperature if resolved.temperature is not None else 1.0),
                   None if greedy else resolved.top_k, None if greedy else resolved.top_p,
                   None if greedy else resolved.min_p)

    def warpers(self) -> LogitsProcessorList:
        """transformers' sampling warpers for these settings, in ``generate``'s order."""
        out = LogitsProcessorList()
        if self.greedy:
            return out
        if self.temperature != 1.0:
            out.append(TemperatureLogitsWarper(self.temperature))
        if self.top_k:
            out.append(TopKLogitsWarper(top_k=self.top_k, min_tokens_to_keep=1))
        if self.top_p is not None and self.top_p < 1.0:
            out.append(TopPLogitsWarper(top_p=self.top_p, min_tokens_to_keep=1))
        if self.min_p is not None:
            out.append(MinPLogitsWarper(min_p=self.min_p, min_tokens_to_keep=1))
        return out


@dataclass
class DecodedAction:
    """One finished completion.

    Attributes:
        key: The key it was submitted under.
        prompt_ids: Its prompt.
        completion_ids: The sampled tokens (ending with eos unless ``max_new_tokens`` cut it).
        logps: Each sampled token's log-prob under the distribution it was drawn from.
        trunk: The capture layer's states for prompt + completion (float32 CPU), or None without a layer.
    """

    key: Hashable
    prompt_ids: list[int]
    completion_ids: list[int]
    logps: list[float]
    trunk: Tensor | None = None


def warp(warpers: LogitsProcessorList, logits: Tensor) -> Tensor:
    """``logits`` (rows x vocab) after the sampling warpers (greedy settings have none: unchanged)."""
    return warpers(None, logits) if len(warpers) else logits


def draw(logits: Tensor, warpers: LogitsProcessorList, greedy: bool) -> tuple[list[int], list[float]]:
    """Draw one token per row after the warpers; each token's log-prob under what it was drawn from.

    Tokens and log-probs come to the host in one read (a device synchronisation on a GPU; the engine needs the
    tokens on the host to see which rows ended): both as float64, exact for every token id below 2^53 and for
    every float32 log-prob.
    """
    scores = warp(warpers, logits)
    logp = torch.log_softmax(scores, dim=-1)
    if greedy:
        tokens = scores.argmax(-1)
    else:
        tokens = torch.multinomial(logp.exp(), 1).squeeze(1)
    picked = logp.gather(1, tokens[:, None]).squeeze(1)
    ids, logps = torch.stack([tokens.to(torch.float64), picked.to(torch.float64)]).tolist()
    return [int(token) for token in ids], logps
