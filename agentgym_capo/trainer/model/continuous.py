"""Continuous batching for a transformers causal LM: rows join and leave the decoding batch at any step.

Lock-step rollout (one padded ``generate`` per env-step round) makes every row decode until the round's
longest row ends, and makes every episode wait for that row before its env steps. :class:`ContinuousDecoder`
keeps one batch of rows with one KV cache instead: a row whose action ends (eos or ``max_new_tokens``) leaves
at once, and the next prompt of its episode joins at the following step, so the number of decoding steps of a
rollout is set by its longest episode, not by the sum of every round's longest action. On 2 CPU cores one
decoding step of SmolLM2 costs nearly the same for 1 row as for 16 (77 vs 138 ms, AVX2-restricted,
``benchmarks/results/rollout_engines_cpu_avx2.json``), so the steps saved are what the rollout saves.

How a step works:

* **Joins.** Rows waiting to join run one forward together: each row's new tokens, right-aligned and
  left-padded, after its reused prefix (see below), also right-aligned; the attention mask marks what is real
  (holes in the middle are allowed: transformers builds the causal mask from the 2-D mask and the cache
  position), and ``position_ids`` count each row's real tokens. Their first token is sampled from that
  forward's last position, and their cache is appended to the batch's (both left-padded to one width).
* **Decoding.** Every row feeds its last sampled token; a row that sampled eos or reached ``max_new_tokens``
  leaves the batch right after sampling (its final token is never fed), and columns that are padding for every
  remaining row are dropped.
* **Prefix reuse.** A row that leaves keeps its KV cache for the tokens it fed (prompt and completion but
  the last token), under its key. When the next prompt of the same key joins, the longest common prefix of the
  two token lists is taken from that cache and only the rest is fed (an episode's next prompt usually extends
  the previous prompt and action; a chat template's re-tokenised action may differ from the sampled ids, which
  only shortens the prefix). New rows whose prompts are identical (a group's first step) are fed once and
  copied. :meth:`ContinuousDecoder.forget` drops a key's cache when its episode ends.

Each finished row returns its completion, the log-prob of every sampled token under the distribution it was
drawn from (vLLM's ``processed_logprobs``, as :class:`~.sampler.SampledLogps` records from ``generate``) and,
with a ``capture_layer``, that layer's output for every token of prompt + completion in the
:mod:`.trunk_capture` format (float32 CPU, the never-fed last token as zeros), so prepare can skip the trunk.

Choices made here:

* **Sampling settings as transformers resolves them** (:meth:`DecodeSettings.from_generation_config`: the
  given ``GenerationConfig`` over the model's own and transformers' defaults), then applied with transformers'
  own warpers in its order (temperature, top-k, top-p, min-p). Anything else a config may ask for (repetition
  penalty, suppressed tokens, beams, stop strings, ...) needs each row's whole history or a search, which this
  engine does not do: :class:`UnsupportedDecoding` names the setting and the caller falls back to lock-step
  ``generate``.
* **Same numbers as** ``generate``: the same forward, mask semantics and warpers; a row's tokens do not depend
  on which other rows share its batch except through floating-point summation order (tested against
  ``generate`` greedily, token for token). Random draws differ from ``generate``'s (another order of rows).
* **Plain dynamic caches only** (every layer a :class:`~transformers.DynamicLayer`; a sliding-window or
  hybrid model raises :class:`UnsupportedDecoding`). Static caches and ``torch.compile`` were measured on the
  CPU and do not pay there (48 s to compile, then no faster: ``benchmarks/results/rollout_engines_cpu_avx2.json``).
"""

from __future__ import annotations

import contextlib
from collections.abc import Hashable, Iterator, Sequence
from dataclasses import dataclass, field
from typing import Any

import torch
from torch import Tensor
from transformers import (
    DynamicCache,
    GenerationConfig,
    LogitsProcessorList,
    MinPLogitsWarper,
    TemperatureLogitsWarper,
    TopKLogitsWarper,
    TopPLogitsWarper,
)
from transformers.cache_utils import DynamicLayer

from agentgym_capo.errors import ConfigError
from agentgym_capo.rollout import PolicyAction, PolicyInput

__all__ = ["ContinuousDecoder", "DecodeSettings", "DecodedAction", "DecoderStream", "UnsupportedDecoding"]


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


@dataclass
class _Row:
    """A row of the batch, or one waiting to join."""

    key: Hashable
    prompt: list[int]
    reused: int = 0  # prompt tokens taken from a kept cache
    prefix: list[tuple[Tensor, Tensor]] | None = None  # per layer (heads, reused, head_dim), while joining
    generated: list[int] = field(default_factory=list)
    logps: list[float] = field(default_factory=list)
    states: list[Tensor] = field(default_factory=list)  # the capture layer's output per fed token, in order


@dataclass
class _Kept:
    """The cache of a row that left, for its key's next prompt."""

    tokens: list[int]
    layers: list[tuple[Tensor, Tensor]]  # per layer (heads, len(tokens), head_dim)
    states: Tensor | None


class ContinuousDecoder:
    """Decodes many prompts at once; rows join and leave at any step (see the module docstring).

    Args:
        lm: A transformers causal LM (eval mode; a PEFT model works as its base generates).
        settings: How to sample.
        capture_layer: A decoder layer whose output to keep for every fed token (None: none).
        reuse_prefixes: Keep each leaving row's cache for its key's next prompt.
    """

    def __init__(self, lm: torch.nn.Module, settings: DecodeSettings, *, capture_layer: torch.nn.Module | None = None,
                 reuse_prefixes: bool = True):
        self.lm, self.settings, self.capture_layer = lm, settings, capture_layer
        self.reuse_prefixes = reuse_prefixes
        self.device = next(lm.parameters()).device
        config = getattr(lm, "config", None)
        if config is not None and any(type(layer) is not DynamicLayer for layer in DynamicCache(config=config).layers):
            raise UnsupportedDecoding("continuous batching needs a plain dynamic KV cache in every layer (this "
                                      "model has sliding-window or other layers); decode with generate instead.")
        self._warpers = settings.warpers()
        self._eos = set(settings.eos_token_ids)
        self._rows: list[_Row] = []
        self._joining: list[_Row] = []
        self._kept: dict[Hashable, _Kept] = {}
        self._cache: DynamicCache | None = None
        self._mask: Tensor | None = None  # (rows, columns), 1 where a column holds a real token of the row
        self._captured: list[Tensor] = []
        self.stats = {"forwards": 0, "decode_steps": 0, "join_forwards": 0, "slots": 0, "fed_tokens": 0,
                      "reused_tokens": 0}

    # ------------------------------------------------------------------ the public side
    @property
    def busy(self) -> int:
        """Rows decoding or waiting to join."""
        return len(self._rows) + len(self._joining)

    def submit(self, key: Hashable, prompt_ids: Sequence[int]) -> None:
        """Queue a prompt under ``key``; it joins at the next step (reusing ``key``'s kept cache if it can)."""
        prompt = [int(t) for t in prompt_ids]
        if not prompt:
            raise ConfigError("a prompt needs at least one token.")
        row = _Row(key, prompt)
        kept = self._kept.pop(key, None)
        if kept is not None and self.reuse_prefixes:
            common = _common_prefix(kept.tokens, prompt)
            common = min(common, len(prompt) - 1)  # at least one token is fed: its logits give the first draw
            if common > 0:
                row.reused = common
                row.prefix = [(k[:, :common], v[:, :common]) for k, v in kept.layers]
                if kept.states is not None:
                    row.states.append(kept.states[:common])
        self._joining.append(row)

    def forget(self, key: Hashable) -> None:
        """Drop ``key``'s kept cache and any row of it still decoding or waiting (its episode ended)."""
        self._kept.pop(key, None)
        self._joining = [row for row in self._joining if row.key != key]
        decoding = [index for index, row in enumerate(self._rows) if row.key == key]
        if decoding:
            self._remove(decoding)

    def step(self) -> list[DecodedAction]:
        """Run the joins (if any) and one decoding step; return the rows that finished."""
        finished = self._join() if self._joining else []
        if self._rows:
            finished += self._decode()
        return finished

    def run_until_finished(self) -> list[DecodedAction]:
        """Step until at least one row finishes (or nothing is left); return the finished rows."""
        finished: list[DecodedAction] = []
        while not finished and self.busy:
            finished = self.step()
        return finished

    @contextlib.contextmanager
    def capturing(self) -> Iterator[None]:
        """Inside, the capture layer's forward outputs are recorded (no layer: nothing)."""
        if self.capture_layer is None:
            yield
            return

        def hook(module: torch.nn.Module, inputs: Any, output: Any) -> None:
            hidden = output[0] if isinstance(output, tuple) else output
            self._captured.append(hidden.detach())

        handle = self.capture_layer.register_forward_hook(hook)
        try:
            yield
        finally:
            handle.remove()

    def close(self) -> None:
        """Drop every row and kept cache."""
        self._rows, self._joining, self._kept = [], [], {}
        self._cache, self._mask = None, None

    # ------------------------------------------------------------------ the forwards
    def _forward(self, input_ids: Tensor, mask: Tensor, positions: Tensor,
                 cache: DynamicCache) -> tuple[Tensor, Tensor | None]:
        """One forward; the last position's logits (float32) and the capture layer's output (or None)."""
        self._captured = []
        with torch.no_grad(), self.capturing():
            out = self.lm(input_ids=input_ids, attention_mask=mask, position_ids=positions, past_key_values=cache,
                          use_cache=True, logits_to_keep=1)
        self.stats["forwards"] += 1
        self.stats["fed_tokens"] += int(input_ids.numel())
        captured = self._captured[-1] if self._captured else None
        self._captured = []
        return out.logits[:, -1, :].float(), captured

    def _join(self) -> list[DecodedAction]:
        """Feed the joining rows' new tokens in one forward, sample their first tokens, merge them into the batch."""
        joining, self._joining = self._joining, []
        unique: dict[tuple[Any, ...], int] = {}  # identical fresh prompts are fed once
        fed: list[_Row] = []
        copies: list[int] = []
        for row in joining:
            signature = ("fresh", tuple(row.prompt)) if row.reused == 0 else ("reuse", id(row))
            if signature not in unique:
                unique[signature] = len(fed)
                fed.append(row)
            copies.append(unique[signature])
        reused = max(row.reused for row in fed)
        width = max(len(row.prompt) - row.reused for row in fed)
        batch = len(fed)
        input_ids = torch.full((batch, width), self.settings.pad_token_id, dtype=torch.long)
        mask = torch.zeros(batch, reused + width, dtype=torch.long)
        positions = torch.zeros(batch, width, dtype=torch.long)
        for b, row in enumerate(fed):
            new = row.prompt[row.reused:]
            input_ids[b, width - len(new):] = torch.tensor(new)
            mask[b, reused - row.reused:reused] = 1
            mask[b, reused + width - len(new):] = 1
            positions[b, width - len(new):] = torch.arange(row.reused, len(row.prompt))
        cache = DynamicCache(ddp_cache_data=self._stack_prefixes(fed, reused)) if reused else DynamicCache()
        logits, captured = self._forward(input_ids.to(self.device), mask.to(self.device),
                                         positions.to(self.device), cache)
        self.stats["join_forwards"] += 1
        self.stats["reused_tokens"] += sum(row.reused for row in joining)
        layers = _layers_of(cache)
        rows: list[_Row] = []
        for row, source in zip(joining, copies, strict=True):
            if captured is not None:
                new = len(row.prompt) - row.reused
                states = fed[source].states[:1] if fed[source].reused else []
                row.states = states + [captured[source, width - new:]]
            row.prefix = None
            rows.append(row)
        index = torch.tensor(copies, device=self.device)
        join_layers = [(k.index_select(0, index), v.index_select(0, index)) for k, v in layers]
        join_mask = mask.to(self.device).index_select(0, index)
        tokens, logps = self._sample(logits.index_select(0, index))
        self._merge(rows, join_layers, join_mask)
        return self._take(tokens, logps, first=len(self._rows) - len(rows))

    def _decode(self) -> list[DecodedAction]:
        """One decoding step: every row feeds its last token."""
        rows = self._rows
        input_ids = torch.tensor([[row.generated[-1]] for row in rows], device=self.device)
        mask = torch.cat([self._mask, torch.ones(len(rows), 1, dtype=self._mask.dtype, device=self.device)], 1)
        positions = torch.tensor([[len(row.prompt) + len(row.generated) - 1] for row in rows], device=self.device)
        logits, captured = self._forward(input_ids, mask, positions, self._cache)
        self._mask = mask
        self.stats["decode_steps"] += 1
        self.stats["slots"] += len(rows)
        if captured is not None:
            for b, row in enumerate(rows):
                row.states.append(captured[b])
        tokens, logps = self._sample(logits)
        return self._take(tokens, logps, first=0)

    def _sample(self, logits: Tensor) -> tuple[list[int], list[float]]:
        """Draw one token per row after the warpers; each token's log-prob under what it was drawn from."""
        scores = self._warpers(None, logits) if len(self._warpers) else logits
        logp = torch.log_softmax(scores, dim=-1)
        if self.settings.greedy:
            tokens = scores.argmax(-1)
        else:
            tokens = torch.multinomial(logp.exp(), 1).squeeze(1)
        return tokens.tolist(), logp.gather(1, tokens[:, None]).squeeze(1).tolist()

    def _take(self, tokens: list[int], logps: list[float], first: int) -> list[DecodedAction]:
        """Append the drawn tokens to rows ``first..``; rows that finish leave the batch and are returned."""
        finished, leaving = [], []
        for offset, (token, logp) in enumerate(zip(tokens, logps, strict=True)):
            row = self._rows[first + offset]
            row.generated.append(token)
            row.logps.append(logp)
            if token in self._eos or len(row.generated) >= self.settings.max_new_tokens:
                leaving.append(first + offset)
        if leaving:
            finished = [self._finish(index) for index in leaving]
            self._remove(leaving)
        return finished

    # ------------------------------------------------------------------ the batch's cache
    def _stack_prefixes(self, rows: list[_Row], width: int) -> list[tuple[Tensor, Tensor]]:
        """The joining rows' reused caches, right-aligned and left-padded to ``width`` columns, per layer."""
        template = next(row.prefix for row in rows if row.prefix is not None)
        out = []
        for layer, (k0, v0) in enumerate(template):
            keys = k0.new_zeros(len(rows), k0.shape[0], width, k0.shape[2])
            values = v0.new_zeros(len(rows), v0.shape[0], width, v0.shape[2])
            for b, row in enumerate(rows):
                if row.prefix is not None:
                    k, v = row.prefix[layer]
                    keys[b, :, width - k.shape[1]:] = k
                    values[b, :, width - v.shape[1]:] = v
            out.append((keys, values))
        return out

    def _merge(self, rows: list[_Row], layers: list[tuple[Tensor, Tensor]], mask: Tensor) -> None:
        """Append rows (their cache ``layers`` and ``mask``) to the batch, both left-padded to one width."""
        if self._cache is None or not self._rows:
            self._rows, self._mask = list(rows), mask
            self._cache = DynamicCache(ddp_cache_data=layers)
            return
        old = _layers_of(self._cache)
        width = max(self._mask.shape[1], mask.shape[1])
        merged = [(torch.cat([_pad_left(k0, width), _pad_left(k1, width)]),
                   torch.cat([_pad_left(v0, width), _pad_left(v1, width)]))
                  for (k0, v0), (k1, v1) in zip(old, layers, strict=True)]
        self._mask = torch.cat([_pad_left(self._mask, width, dim=1), _pad_left(mask, width, dim=1)])
        self._rows = self._rows + list(rows)
        self._cache = DynamicCache(ddp_cache_data=merged)

    def _finish(self, index: int) -> DecodedAction:
        """The finished row at ``index``; its cache is kept under its key for the next prompt."""
        row = self._rows[index]
        trunk = None
        if row.states:
            states = torch.cat([s.reshape(-1, s.shape[-1]) for s in row.states]).float().cpu()
            trunk = torch.cat([states, states.new_zeros(1, states.shape[-1])])  # the last token is never fed
        if self.reuse_prefixes:
            real = self._mask[index].bool()
            layers = [(k[index][:, real], v[index][:, real]) for k, v in _layers_of(self._cache)]
            tokens = row.prompt + row.generated[:-1]
            self._kept[row.key] = _Kept(tokens, layers, trunk[:-1] if trunk is not None else None)
        return DecodedAction(row.key, row.prompt, row.generated, row.logps, trunk)

    def _remove(self, indices: list[int]) -> None:
        """Drop rows from the batch, and the columns no remaining row uses."""
        gone = set(indices)
        keep = [i for i in range(len(self._rows)) if i not in gone]
        self._rows = [self._rows[i] for i in keep]
        if not keep:
            self._cache, self._mask = None, None
            return
        index = torch.tensor(keep, device=self.device)
        mask = self._mask.index_select(0, index)
        used = mask.any(0).nonzero()
        start = int(used[0]) if len(used) else mask.shape[1]
        layers = [(k.index_select(0, index)[:, :, start:], v.index_select(0, index)[:, :, start:])
                  for k, v in _layers_of(self._cache)]
        self._mask = mask[:, start:]
        self._cache = DynamicCache(ddp_cache_data=layers)


def _layers_of(cache: DynamicCache) -> list[tuple[Tensor, Tensor]]:
    return [(layer.keys, layer.values) for layer in cache.layers]


def _pad_left(tensor: Tensor, width: int, dim: int = 2) -> Tensor:
    """``tensor`` with zeros before it along ``dim`` up to ``width``."""
    missing = width - tensor.shape[dim]
    if missing <= 0:
        return tensor
    shape = list(tensor.shape)
    shape[dim] = missing
    return torch.cat([tensor.new_zeros(shape), tensor], dim=dim)


def _common_prefix(a: Sequence[int], b: Sequence[int]) -> int:
    n = 0
    for x, y in zip(a, b, strict=False):  # up to the shorter
        if x != y:
            break
        n += 1
    return n


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
