"""Policies the rollout collector can call: action-set choice, and free-text evaluation of a local model.

* The training rollout's free-text policy, which samples through TRL's generation backend, lives with the
  rollout stage: :class:`agentgym_capo.trainer.pipeline.rollout.TRLGeneratePolicy`.
* :class:`ChoosePolicy` scores ``info["admissible_actions"]`` with the model (see :mod:`.choose`) and
  samples from the softmax over candidates, or takes the argmax when ``greedy``.
* :class:`HFGeneratePolicy` evaluates a local model in free text, greedily or sampled at a temperature (the
  free-text demo measures success as it samples), streamed through the continuous-batching engine
  (:mod:`.continuous`) when the collector plays on one process, else in lock-step ``generate`` calls;
  :class:`GreedyHFPolicy` is its temperature-0 form that ``capo eval`` uses with a local model; the one for
  OpenAI-compatible servers is :class:`agentgym_capo.interop.openai_policy.OpenAIChatPolicy`.
"""

from __future__ import annotations

import contextlib
from collections.abc import Iterator, Sequence
from typing import Any

import torch

from agentgym_capo.errors import ConfigError
from agentgym_capo.rollout import PolicyAction, PolicyInput
from agentgym_capo.trainer.model.choose import (
    choice_log_probs,
    pack_choices,
    packed_length,
    packed_trunk,
)
from agentgym_capo.trainer.model.continuous import ContinuousDecoder
from agentgym_capo.trainer.model.decode_settings import DecodeSettings, UnsupportedDecoding
from agentgym_capo.trainer.model.decoder_stream import DecoderStream, streaming
from agentgym_capo.trainer.model.trunk_cache import TrunkSplit
from agentgym_capo.trainer.model.weight_casts import autocast_dtype, cast_weights_once

__all__ = ["ChoosePolicy", "GreedyHFPolicy", "HFGeneratePolicy", "candidate_ids"]


def candidate_ids(tokenizer: Any, texts: list[str]) -> list[list[int]]:
    """Token ids of each listed action as the model would write it: ``text`` followed by eos."""
    eos = tokenizer.eos_token_id
    return [list(tokenizer(text, add_special_tokens=False)["input_ids"]) + [eos] for text in texts]


class ChoosePolicy:
    """Pick among the listed actions by the softmax of the model's summed candidate log-probs."""

    def __init__(self, model: torch.nn.Module, tokenizer: Any, *, temperature: float = 1.0, greedy: bool = False,
                 token_budget: int = 8192, device: torch.device | str | None = None,
                 autocast: Any = None, split: TrunkSplit | None = None):
        """Create the policy.

        Args:
            model: The causal LM that scores candidates.
            tokenizer: Its tokenizer.
            temperature: Softmax temperature over candidate scores.
            greedy: Take the most likely candidate instead of sampling.
            token_budget: Packed tokens per forward pass.
            device: Where to run; default: the model's device.
            autocast: A context-manager factory (e.g. ``accelerator.autocast``), or None.
            split: Run the frozen trunk separately (bf16 on capable CPUs), see :mod:`.trunk_cache`.
        """
        self.model, self.tokenizer = model, tokenizer
        self.temperature, self.greedy, self.token_budget = temperature, greedy, token_budget
        self.device = device or next(model.parameters()).device
        self.autocast = autocast
        self.split = split

    def act(self, inputs: Sequence[PolicyInput]) -> list[PolicyAction]:
        """Choose one listed action per state."""
        prompt_ids, infos = [item.prompt_ids for item in inputs], [item.info for item in inputs]
        texts = [self._listed(info) for info in infos]
        cands = [candidate_ids(self.tokenizer, t) for t in texts]
        actions: list[PolicyAction] = []
        start = 0
        while start < len(prompt_ids):
            end = start + 1
            while end < len(prompt_ids) and (end - start + 1) * max(
                    packed_length(prompt_ids[i], cands[i]) for i in range(start, end + 1)) <= self.token_budget:
                end += 1
            actions.extend(self._choose(prompt_ids[start:end], cands[start:end], texts[start:end]))
            start = end
        return actions

    def _listed(self, info: dict[str, Any]) -> list[str]:
        listed = info.get("admissible_actions")
        if not listed:
            raise ConfigError(
                "action_mode='choose' needs an env that lists its actions in info['admissible_actions']; "
                f"this state lists {listed!r}. Use action_mode='generate' for open-ended envs.")
        return list(listed)

    @torch.no_grad()
    def _choose(self, prompts, cands, texts) -> list[PolicyAction]:
        packed = pack_choices(prompts, cands, self.tokenizer.pad_token_id, self.device)
        context = self.autocast() if self.autocast is not None else torch.autocast("cpu", enabled=False)
        trunk, trunks = None, [None] * len(prompts)
        with context:
            if self.split is not None:
                trunk, trunks = packed_trunk(self.model, self.split, packed, prompts, cands,
                                             self.tokenizer.pad_token_id)
            log_probs, _ = choice_log_probs(self.model, packed, self.temperature, split=self.split, trunk=trunk)
        if self.greedy:
            chosen = log_probs.argmax(-1)
        else:
            chosen = torch.multinomial(log_probs.exp().float().cpu(), 1).squeeze(-1)
        out = []
        for row, index in enumerate(chosen.tolist()):
            out.append(PolicyAction(texts[row][index], cands[row][index], None, cands[row], index,
                                    float(log_probs[row, index]), trunks[row]))
        return out


class HFGeneratePolicy:
    """Free-text evaluation with a local transformers model: greedy (``temperature=0``) or sampled.

    Sampled evaluation draws as training samples (pure temperature sampling: ``top_k=0``, ``top_p=1``), so a
    success rate measured with it is the training-time success rate on whatever tasks it is given.
    """

    def __init__(self, model: torch.nn.Module, tokenizer: Any, max_new_tokens: int = 256, batch_size: int = 16,
                 temperature: float = 0.0, autocast: Any = None, draft_tokens: int = 0, draft_positions: int = 64,
                 cache: str = "auto"):
        """Wrap a causal LM and its tokenizer.

        Args:
            model: The causal LM (its device is used).
            tokenizer: Its tokenizer (pad and eos ids).
            max_new_tokens: The action cap.
            batch_size: Prompts per ``generate`` call (streaming: rows decoding at once).
            temperature: 0 decodes greedily; above 0 samples at that temperature.
            autocast: A context factory every ``generate`` runs in (e.g. ``precision.autocast("evaluation")``).
            draft_tokens: Prompt-lookup drafts per row and step when streaming (:mod:`.continuous`; 0: none).
            draft_positions: Drafted positions per step over all rows, at most (:mod:`.continuous`).
            cache: The streaming engine's KV cache layout (:mod:`.kv_rows`: ``auto``, ``rows`` or ``slots``).
        """
        if temperature < 0:
            raise ConfigError(f"temperature must be >= 0 (0: greedy); got {temperature}.")
        self.model, self.tokenizer = model, tokenizer
        self.max_new_tokens, self.batch_size, self.temperature = max_new_tokens, batch_size, temperature
        self.autocast = autocast or contextlib.nullcontext
        self.draft_tokens, self.draft_positions = draft_tokens, draft_positions
        self.cache = cache

    @contextlib.contextmanager
    def _precision(self) -> Iterator[None]:
        """The evaluation pass's autocast, the weights cast to its dtype once."""
        with self.autocast(), cast_weights_once(self.model, autocast_dtype(self.autocast)):
            yield

    def stream(self) -> contextlib.AbstractContextManager[DecoderStream] | None:
        """Continuous batching (:mod:`.continuous`): each episode's action as soon as it is decoded.

        At most ``batch_size`` rows decode at once, as in :meth:`act`; the others wait to join. None when the
        model cannot be decoded that way (e.g. a sliding-window cache): the collector then plays in rounds with
        :meth:`act`.
        """
        pad, eos = self.tokenizer.pad_token_id, self.tokenizer.eos_token_id
        sampling = dict(do_sample=True, temperature=self.temperature, top_k=0, top_p=1.0) if self.temperature \
            else dict(do_sample=False)
        try:
            settings = DecodeSettings.from_generation_config(self.model, None, max_new_tokens=self.max_new_tokens,
                                                             eos_token_id=eos, pad_token_id=pad, **sampling)
            # refuses a model it cannot decode
            decoder = ContinuousDecoder(self.model, settings, draft_tokens=self.draft_tokens,
                                        draft_positions=self.draft_positions, max_rows=self.batch_size,
                                        cache=self.cache)
        except UnsupportedDecoding:
            return None
        return streaming(decoder, self.tokenizer, self._precision(), keep_logps=False)

    @torch.no_grad()
    def act(self, inputs: Sequence[PolicyInput]) -> list[PolicyAction]:
        """Generate one response per prompt, in batches."""
        prompt_ids = [item.prompt_ids for item in inputs]
        from agentgym_capo.trainer.model.logprobs import collate_generate

        actions = []
        pad, eos = self.tokenizer.pad_token_id, self.tokenizer.eos_token_id
        sampling = dict(do_sample=True, temperature=self.temperature, top_k=0, top_p=1.0) if self.temperature \
            else dict(do_sample=False)
        for start in range(0, len(prompt_ids), self.batch_size):
            chunk = prompt_ids[start:start + self.batch_size]
            batch = collate_generate(chunk, [[]] * len(chunk), pad, next(self.model.parameters()).device)
            width = batch.prompt_width
            with self._precision():
                out = self.model.generate(input_ids=batch.input_ids[:, :width],
                                          attention_mask=batch.attention_mask[:, :width],
                                          max_new_tokens=self.max_new_tokens, eos_token_id=eos, pad_token_id=pad,
                                          **sampling)
            for row in out[:, width:].tolist():
                ids = row[:row.index(eos) + 1] if eos in row else [t for t in row if t != pad]
                actions.append(PolicyAction(self.tokenizer.decode(ids, skip_special_tokens=True), ids))
        return actions


class GreedyHFPolicy(HFGeneratePolicy):
    """Temperature-0 generation with a local transformers model (``capo eval``)."""

    def __init__(self, model: torch.nn.Module, tokenizer: Any, max_new_tokens: int = 256, batch_size: int = 16):
        """Wrap a causal LM and its tokenizer."""
        super().__init__(model, tokenizer, max_new_tokens, batch_size, temperature=0.0)
