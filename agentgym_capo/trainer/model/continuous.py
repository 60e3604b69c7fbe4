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
* **Drafts** (``draft_tokens``; off by default). Prompt lookup: a row whose last 2-3 tokens occurred earlier in
  its own prompt or reply feeds, after its last token, the tokens that followed that occurrence, and the one
  forward scores them all. Speculative sampling with a deterministic draft keeps every token distributed
  exactly as the policy's warped distribution: draft ``d`` is accepted with probability ``p(d)`` (greedy: if it
  is the argmax), the first rejected position draws from ``p`` without ``d`` renormalised, and after a fully
  accepted draft the next position draws from ``p``. Rejected drafts' cache columns are masked out (holes,
  compacted when they take half the cache). Pays where actions copy from observations (the relay demo's
  messages, item names and ids in WebShop, objects in ALFWorld) and where a forward's fixed cost outweighs its
  positions' (few rows); every row of a step pays for its widest draft, so drafts are capped at
  ``draft_positions`` per step over all rows.
* **Prefix reuse.** A row that leaves keeps its KV cache for the tokens it fed (prompt and completion but
  the last token), under its key. When the next prompt of the same key joins, the longest common prefix of the
  two token lists is taken from that cache and only the rest is fed (an episode's next prompt usually extends
  the previous prompt and action; a chat template's re-tokenised action may differ from the sampled ids, which
  only shortens the prefix). New rows whose prompts are identical (a group's first step) are fed once and
  copied. New rows whose prompts share a beginning (a system prompt, the env's instructions: 55 of the relay
  demo's ~72 first-prompt tokens) feed it once, in a forward of its own, and take its cache as a reused prefix,
  when that feeds at least ``prefix_sharing_min_positions`` fewer positions (a forward's fixed cost).
  :meth:`ContinuousDecoder.forget` drops a key's cache when its episode ends.

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
        draft_tokens: Draft up to this many tokens per row and step by prompt lookup (0: no drafting).
        draft_ngram: The longest n-gram the lookup matches.
        draft_min_ngram: The shortest (2 by default: a single token's matches are mostly wrong drafts, 39-44 %
            accepted against 68-76 % with 2 or more on the relay demo, and every drafted token costs a position).
        max_rows: At most this many rows decode at once (None: every submitted prompt); the others wait.
        draft_positions: At most this many drafted positions per step over all rows: a step's input is rows x
            (1 + its longest draft), so each row pays for the widest draft. 64 is about one forward's fixed
            cost in positions on 2 CPU cores (SmolLM2); with 64 rows, 4-token drafts made the demo's evaluation
            slower, not faster (``benchmarks/results/rollout_engines_cpu_avx2_uncapped.json``: x0.84 of rounds
            against x0.76 without drafts).
        prefix_sharing_min_positions: New rows' common prompt beginning is fed once when that saves at least
            this many fed positions (64, as for drafts: about one forward's fixed cost on 2 CPU cores).
    """

    def __init__(self, lm: torch.nn.Module, settings: DecodeSettings, *, capture_layer: torch.nn.Module | None = None,
                 reuse_prefixes: bool = True, draft_tokens: int = 0, draft_ngram: int = 3, draft_min_ngram: int = 2,
                 draft_positions: int = 64, max_rows: int | None = None, prefix_sharing_min_positions: int = 64):
        if max_rows is not None and max_rows < 1:
            raise ConfigError(f"max_rows must be >= 1 or None; got {max_rows}.")
        if draft_tokens < 0 or not 1 <= draft_min_ngram <= draft_ngram:
            raise ConfigError(f"need draft_tokens >= 0 and 1 <= draft_min_ngram <= draft_ngram; got {draft_tokens}, "
                              f"{draft_min_ngram}, {draft_ngram}.")
        self.lm, self.settings, self.capture_layer = lm, settings, capture_layer
        self.reuse_prefixes, self.draft_tokens = reuse_prefixes, draft_tokens
        self.draft_ngram, self.draft_min_ngram, self.draft_positions = draft_ngram, draft_min_ngram, draft_positions
        self.max_rows, self.prefix_sharing_min_positions = max_rows, prefix_sharing_min_positions
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
                      "reused_tokens": 0, "shared_prefix_tokens": 0, "drafted_tokens": 0, "accepted_tokens": 0,
                      "compactions": 0}

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
        """Run the joins (those there is room for) and one decoding step; return the rows that finished."""
        room = len(self._joining) if self.max_rows is None else self.max_rows - len(self._rows)
        finished = self._join(room) if self._joining and room > 0 else []
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
    def _forward(self, input_ids: Tensor, mask: Tensor, positions: Tensor, cache: DynamicCache,
                 keep: int = 0) -> tuple[Tensor, Tensor | None]:
        """One forward: the logits (float32) of the last ``keep`` positions (0: the last one, squeezed) and the
        capture layer's output (or None)."""
        self._captured = []
        with torch.no_grad(), self.capturing():
            out = self.lm(input_ids=input_ids, attention_mask=mask, position_ids=positions, past_key_values=cache,
                          use_cache=True, logits_to_keep=keep or 1)
        self.stats["forwards"] += 1
        self.stats["fed_tokens"] += int(input_ids.numel())
        captured = self._captured[-1] if self._captured else None
        self._captured = []
        return (out.logits.float() if keep else out.logits[:, -1, :].float()), captured

    def _join(self, room: int) -> list[DecodedAction]:
        """Feed up to ``room`` joining rows' new tokens in one forward, sample their first tokens, merge them into
        the batch (the others wait, in order)."""
        joining, self._joining = self._joining[:room], self._joining[room:]
        unique: dict[tuple[Any, ...], int] = {}  # identical fresh prompts are fed once
        fed: list[_Row] = []
        copies: list[int] = []
        for row in joining:
            signature = ("fresh", tuple(row.prompt)) if row.reused == 0 else ("reuse", id(row))
            if signature not in unique:
                unique[signature] = len(fed)
                fed.append(row)
            copies.append(unique[signature])
        self._share_prefix(joining, [row for row in fed if row.reused == 0])
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
            if captured is not None:  # after the reused prefix's states (submit), the fed tokens' states
                row.states.append(captured[source, width - (len(row.prompt) - row.reused):])
            row.prefix = None
            rows.append(row)
        index = torch.tensor(copies, device=self.device)
        join_layers = [(k.index_select(0, index), v.index_select(0, index)) for k, v in layers]
        join_mask = mask.to(self.device).index_select(0, index)
        tokens, logps = self._sample(logits.index_select(0, index))
        self._merge(rows, join_layers, join_mask)
        return self._take(tokens, logps, first=len(self._rows) - len(rows))

    def _share_prefix(self, joining: list[_Row], distinct: list[_Row]) -> None:
        """Feed the ``distinct`` new prompts' common beginning once and make it every new joining row's reused
        prefix, when that saves enough fed positions (``prefix_sharing_min_positions``)."""
        if len(distinct) < 2:
            return
        # at least one token of each prompt is fed with the rest: its logits give the row's first draw
        shared = min(_common_prefix(distinct[0].prompt, row.prompt) for row in distinct[1:])
        shared = min([shared] + [len(row.prompt) - 1 for row in distinct])
        if shared < 1 or shared * (len(distinct) - 1) < self.prefix_sharing_min_positions:
            return
        cache = DynamicCache()
        ids = torch.tensor([distinct[0].prompt[:shared]], device=self.device)
        _, captured = self._forward(ids, torch.ones_like(ids), torch.arange(shared, device=self.device)[None], cache)
        layers = [(k[0], v[0]) for k, v in _layers_of(cache)]
        for row in joining:
            if row.reused == 0:  # copies of a distinct prompt too: their states are taken from its fed slice
                row.reused, row.prefix = shared, layers
                if captured is not None:
                    row.states.append(captured[0])
        self.stats["shared_prefix_tokens"] += shared * (len(distinct) - 1)

    def _decode(self) -> list[DecodedAction]:
        """One decoding step: every row feeds its last token, and its drafted tokens if any (module docstring)."""
        rows = self._rows
        # every row pays the step's widest draft (the input is rows x width): cap the drafted positions
        limit = min(self.draft_tokens, self.draft_positions // len(rows))
        drafts = [self._draft(row, limit) for row in rows] if limit else [[] for _ in rows]
        width = 1 + max(len(d) for d in drafts)
        input_ids = torch.full((len(rows), width), self.settings.pad_token_id, dtype=torch.long)
        fed = torch.zeros(len(rows), width, dtype=self._mask.dtype)
        positions = torch.zeros(len(rows), width, dtype=torch.long)
        for b, (row, draft) in enumerate(zip(rows, drafts, strict=True)):
            tokens = [row.generated[-1], *draft]
            input_ids[b, :len(tokens)] = torch.tensor(tokens)
            fed[b, :len(tokens)] = 1
            start = len(row.prompt) + len(row.generated) - 1
            positions[b] = torch.arange(start, start + width)
        fed = fed.to(self.device)
        mask = torch.cat([self._mask, fed], 1)
        logits, captured = self._forward(input_ids.to(self.device), mask, positions.to(self.device), self._cache,
                                         keep=width)
        self.stats["decode_steps"] += 1
        self.stats["slots"] += len(rows)
        self.stats["drafted_tokens"] += sum(len(d) for d in drafts)
        if width == 1:  # no drafts: one batched draw (no per-row loop on the hot path)
            tokens, token_logps = self._sample(logits[:, 0])
            emitted, logps = [[t] for t in tokens], [[lp] for lp in token_logps]
        else:
            emitted, logps = self._verify(logits, drafts)
        counts = []
        for row, tokens, token_logps in zip(rows, emitted, logps, strict=True):
            counts.append(self._append(row, tokens, token_logps))
        # a fed column stays in the cache only if its token is now part of the row (a rejected draft does not)
        for b, count in enumerate(counts):
            fed[b, count:] = 0
            if captured is not None:
                rows[b].states.append(captured[b, :count])
        self.stats["accepted_tokens"] += sum(count - 1 for count in counts)
        self._mask = torch.cat([self._mask, fed], 1)
        leaving = [b for b, row in enumerate(rows) if self._done(row)]
        if not leaving and self._mask.shape[1] > 2 * int(self._mask.sum(1).max()) + 64:
            self._compact()
        return self._leave(leaving)

    def _draft(self, row: _Row, limit: int) -> list[int]:
        """Up to ``limit`` tokens that followed the latest earlier occurrence of the row's last tokens.

        Prompt lookup: the n-gram (n from ``draft_ngram`` down to ``draft_min_ngram``) ending at the row's last
        token is searched in the row's own prompt and completion; the tokens after its most recent earlier
        occurrence are the draft.
        """
        sequence = row.prompt + row.generated
        room = self.settings.max_new_tokens - len(row.generated) - 1  # the step's own draw needs one
        if room <= 0:
            return []
        for n in range(min(self.draft_ngram, len(sequence) - 1), self.draft_min_ngram - 1, -1):
            tail = sequence[-n:]
            for start in range(len(sequence) - n - 1, -1, -1):
                if sequence[start:start + n] == tail:
                    return sequence[start + n:start + n + min(room, limit)]
        return []

    def _verify(self, logits: Tensor, drafts: list[list[int]]) -> tuple[list[list[int]], list[list[float]]]:
        """Each row's tokens from this step: its accepted drafts, then one drawn token; and their log-probs.

        Speculative sampling with a deterministic draft: draft token ``d`` at position ``j`` is accepted with
        probability ``p_j(d)`` (greedy: if it is the argmax); the first rejected position draws from ``p_j``
        without ``d``, renormalised; if all are accepted, the next position draws from ``p``. Every token is
        then distributed exactly as ``p`` (the warped distribution), whose log-prob is recorded.
        """
        rows, width, vocab = logits.shape
        scores = logits.reshape(rows * width, vocab)
        scores = (self._warpers(None, scores) if len(self._warpers) else scores).reshape(rows, width, vocab)
        logp = torch.log_softmax(scores, dim=-1)
        emitted, out_logps = [], []
        for b, draft in enumerate(drafts):
            tokens: list[int] = []
            for j, token in enumerate(draft):
                if self.settings.greedy:
                    accepted = int(scores[b, j].argmax()) == token
                else:
                    accepted = bool(torch.rand(()) < logp[b, j, token].exp())
                if not accepted:
                    break
                tokens.append(token)
            j = len(tokens)
            if self.settings.greedy:
                drawn = int(scores[b, j].argmax())
            elif j < len(draft):  # the rejected draft token is excluded: the residual of p minus the draft
                probs = logp[b, j].exp().clone()
                probs[draft[j]] = 0
                drawn = int(torch.multinomial(probs, 1)) if float(probs.sum()) > 0 else draft[j]
            else:
                drawn = int(torch.multinomial(logp[b, j].exp(), 1))
            tokens.append(drawn)
            emitted.append(tokens)
            out_logps.append([float(logp[b, i, t]) for i, t in enumerate(tokens)])
        return emitted, out_logps

    def _sample(self, logits: Tensor) -> tuple[list[int], list[float]]:
        """Draw one token per row after the warpers; each token's log-prob under what it was drawn from."""
        scores = self._warpers(None, logits) if len(self._warpers) else logits
        logp = torch.log_softmax(scores, dim=-1)
        if self.settings.greedy:
            tokens = scores.argmax(-1)
        else:
            tokens = torch.multinomial(logp.exp(), 1).squeeze(1)
        return tokens.tolist(), logp.gather(1, tokens[:, None]).squeeze(1).tolist()

    def _append(self, row: _Row, tokens: list[int], logps: list[float]) -> int:
        """Append tokens to ``row`` until it is done; how many were appended."""
        for count, (token, logp) in enumerate(zip(tokens, logps, strict=True), start=1):
            row.generated.append(token)
            row.logps.append(logp)
            if self._done(row):
                return count
        return len(tokens)

    def _done(self, row: _Row) -> bool:
        return row.generated[-1] in self._eos or len(row.generated) >= self.settings.max_new_tokens

    def _take(self, tokens: list[int], logps: list[float], first: int) -> list[DecodedAction]:
        """Append one drawn token to each of rows ``first..``; rows that finish leave the batch and are returned."""
        leaving = []
        for offset, (token, logp) in enumerate(zip(tokens, logps, strict=True)):
            row = self._rows[first + offset]
            self._append(row, [token], [logp])
            if self._done(row):
                leaving.append(first + offset)
        return self._leave(leaving)

    def _leave(self, indices: list[int]) -> list[DecodedAction]:
        """The finished rows at ``indices`` (their caches kept), removed from the batch."""
        finished = [self._finish(index) for index in indices]
        if indices:
            self._remove(indices)
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

    def _compact(self) -> None:
        """Move each row's real columns to the right end (rejected drafts leave holes; this drops them)."""
        real = self._mask.bool()
        counts = real.sum(1)
        width = int(counts.max())
        # each row's real columns in order, right-aligned; a row's left padding points at column 0 (masked out)
        order = torch.argsort((~real).to(torch.int8) * 2 - 1, dim=1, stable=True)  # real columns first, in order
        index = torch.zeros(len(self._rows), width, dtype=torch.long, device=self.device)
        mask = torch.zeros(len(self._rows), width, dtype=self._mask.dtype, device=self.device)
        for b in range(len(self._rows)):
            n = int(counts[b])
            index[b, width - n:] = order[b, :n]
            mask[b, width - n:] = 1
        layers = []
        for k, v in _layers_of(self._cache):
            gather = index[:, None, :, None].expand(k.shape[0], k.shape[1], width, k.shape[3])
            layers.append((k.gather(2, gather), v.gather(2, gather)))
        self._mask = mask
        self._cache = DynamicCache(ddp_cache_data=layers)
        self.stats["compactions"] += 1


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
