"""Continuous batching for a transformers causal LM: the scheduler that lets rows join and leave the decoding batch.

Lock-step rollout (one padded ``generate`` per env-step round) makes every row decode until the round's
longest row ends, and makes every episode wait for that row before its env steps. :class:`ContinuousDecoder`
keeps one batch of rows with one KV cache instead: a row whose action ends (eos or ``max_new_tokens``) leaves
at once, and the next prompt of its episode joins at the following step, so the number of decoding steps of a
rollout is set by its longest episode, not by the sum of every round's longest action. On 2 CPU cores one
decoding step of SmolLM2 costs far less than 16 times as much for 16 rows as for 1 (AVX2-restricted,
``benchmarks/rollout_engines.py``: ``benchmarks/results/rollout_engines_cpu_avx2.json``), so the steps saved are
what the rollout saves.

The engine is four modules, one idea each; this one decides which rows feed what at each step and runs the
forwards:

* :mod:`.decode_settings`: how to sample (:class:`~.decode_settings.DecodeSettings`, as transformers resolves a
  ``GenerationConfig``; :class:`~.decode_settings.UnsupportedDecoding` for what only ``generate`` does), one
  draw per row, and the finished action (:class:`~.decode_settings.DecodedAction`).
* :mod:`.kv_rows`: the batch's KV cache and mask by row (append, remove, compact) and the caches kept for an
  episode's next prompt, behind :class:`~.kv_rows.RowCache`, so that the cache's layout can change alone;
  :mod:`.slot_cache` is the other layout (``cache="slots"``: preallocated slots, decoding steps of fixed shapes,
  compiled under CUDA graphs with ``compile_steps``), decoding token for token what the rows decode.
* :mod:`.drafts`: prompt-lookup drafts and their speculative verification, as pure functions.
* :mod:`.decoder_stream`: this engine as the rollout collector's action stream.

How a step works:

* **Joins.** Rows waiting to join run one forward together: each row's new tokens, right-aligned and
  left-padded, after its reused prefix (see below), also right-aligned; the attention mask marks what is real
  (holes in the middle are allowed: transformers builds the causal mask from the 2-D mask and the cache
  position), and ``position_ids`` count each row's real tokens. Their first token is sampled from that
  forward's last position, and their cache is appended to the batch's (both left-padded to one width).
* **Decoding.** Every row feeds its last sampled token; a row that sampled eos or reached ``max_new_tokens``
  leaves the batch right after sampling (its final token is never fed), and columns that are padding for every
  remaining row are dropped.
* **Drafts** (``draft_tokens``; off by default; :mod:`.drafts`). A row may feed, after its last token, the
  tokens its prompt lookup guesses, and the one forward scores them all; the step keeps the accepted ones and
  one drawn token, every token distributed exactly as the policy's warped distribution. Every row of a step
  pays for its widest draft, so drafts are capped at ``draft_positions`` per step over all rows; rejected
  drafts' cache columns are masked out and compacted when they take half the cache.
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
drawn from and, with a ``capture_layer``, that layer's output for every token of prompt + completion in the
:mod:`.trunk_capture` format (float32 CPU, the never-fed last token as zeros), so prepare can skip the trunk.

Choice made here: **the same numbers as** ``generate``: the same forward, mask semantics and warpers; a row's
tokens do not depend on which other rows share its batch except through floating-point summation order (tested
against ``generate`` greedily, token for token).
"""

from __future__ import annotations

import contextlib
from collections.abc import Hashable, Iterator, Sequence
from dataclasses import dataclass, field
from typing import Any

import torch
from torch import Tensor
from transformers import Cache

from agentgym_capo.errors import ConfigError
from agentgym_capo.trainer.model.decode_settings import DecodedAction, DecodeSettings, draw
from agentgym_capo.trainer.model.drafts import lookup_draft, verify_drafts
from agentgym_capo.trainer.model.kv_rows import (
    KeptCache,
    Layers,
    RowCache,
    check_plain_cache,
    common_prefix,
    join_cache,
    layers_of,
    select_rows,
)
from agentgym_capo.trainer.model.slot_cache import SlotCache, batch_cache

__all__ = ["ContinuousDecoder"]


@dataclass
class _Row:
    """A row of the batch, or one waiting to join."""

    key: Hashable
    prompt: list[int]
    reused: int = 0  # prompt tokens taken from a kept cache
    prefix: Layers | None = None  # per layer (heads, reused, head_dim), while joining
    generated: list[int] = field(default_factory=list)
    logps: list[float] = field(default_factory=list)
    states: list[Tensor] = field(default_factory=list)  # the capture layer's output per fed token, in order


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
        cache: The batch's KV cache layout (:mod:`.kv_rows`): ``rows``, ``slots`` or ``auto`` (slots on CUDA).
        compile_steps: With the slot cache on CUDA, run one-token decoding steps under CUDA graphs
            (:func:`.slot_cache.compiled_step`); no ``capture_layer`` then (a hook cannot record inside a graph).
    """

    def __init__(self, lm: torch.nn.Module, settings: DecodeSettings, *, capture_layer: torch.nn.Module | None = None,
                 reuse_prefixes: bool = True, draft_tokens: int = 0, draft_ngram: int = 3, draft_min_ngram: int = 2,
                 draft_positions: int = 64, max_rows: int | None = None, prefix_sharing_min_positions: int = 64,
                 cache: str = "rows", compile_steps: bool = False):
        if max_rows is not None and max_rows < 1:
            raise ConfigError(f"max_rows must be >= 1 or None; got {max_rows}.")
        if draft_tokens < 0 or not 1 <= draft_min_ngram <= draft_ngram:
            raise ConfigError(f"need draft_tokens >= 0 and 1 <= draft_min_ngram <= draft_ngram; got {draft_tokens}, "
                              f"{draft_min_ngram}, {draft_ngram}.")
        if compile_steps and capture_layer is not None:
            raise ConfigError("compiled decoding steps cannot capture a layer's states (a forward hook does not run "
                              "inside a CUDA graph); pass capture_layer=None, or compile_steps=False.")
        self.lm, self.settings, self.capture_layer = lm, settings, capture_layer
        self.reuse_prefixes, self.draft_tokens = reuse_prefixes, draft_tokens
        self.draft_ngram, self.draft_min_ngram, self.draft_positions = draft_ngram, draft_min_ngram, draft_positions
        self.max_rows, self.prefix_sharing_min_positions = max_rows, prefix_sharing_min_positions
        self.device = next(lm.parameters()).device
        check_plain_cache(lm)
        self._warpers = settings.warpers()
        self._eos = set(settings.eos_token_ids)
        self._rows: list[_Row] = []
        self._joining: list[_Row] = []
        self._kept: dict[Hashable, KeptCache] = {}
        # the decoding rows' cache, in the order of self._rows
        self._batch: RowCache | SlotCache = batch_cache(cache, self.device, max_rows=max_rows, compiled=compile_steps)
        self._captured: list[Tensor] = []
        # rows joined or left since the cache's holes were last counted (a device read; see _decode)
        self._layout_changed = True
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
            common = common_prefix(kept.tokens, prompt)
            common = min(common, len(prompt) - 1)  # at least one token is fed: its logits give the first draw
            if common > 0:
                row.reused = common
                row.prefix = kept.prefix(common)
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
        self._batch.clear()

    # ------------------------------------------------------------------ the forwards
    def _forward(self, input_ids: Tensor, mask: Tensor, positions: Tensor, cache: Cache, keep: int = 0,
                 model: Any = None) -> tuple[Tensor, Tensor | None]:
        """One forward of ``model`` (None: the LM): the logits (float32) of the last ``keep`` positions (0: the last
        one, squeezed) and the capture layer's output (or None)."""
        self._captured = []
        with torch.no_grad(), self.capturing():
            out = (self.lm if model is None else model)(
                input_ids=input_ids, attention_mask=mask, position_ids=positions, past_key_values=cache,
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
        cache = join_cache([row.prefix for row in fed], reused)
        logits, captured = self._forward(input_ids.to(self.device), mask.to(self.device),
                                         positions.to(self.device), cache)
        self.stats["join_forwards"] += 1
        self.stats["reused_tokens"] += sum(row.reused for row in joining)
        rows: list[_Row] = []
        for row, source in zip(joining, copies, strict=True):
            if captured is not None:  # after the reused prefix's states (submit), the fed tokens' states
                row.states.append(captured[source, width - (len(row.prompt) - row.reused):])
            row.prefix = None
            rows.append(row)
        index = torch.tensor(copies, device=self.device)
        join_layers = select_rows(cache, index)
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
        shared = min(common_prefix(distinct[0].prompt, row.prompt) for row in distinct[1:])
        shared = min([shared] + [len(row.prompt) - 1 for row in distinct])
        if shared < 1 or shared * (len(distinct) - 1) < self.prefix_sharing_min_positions:
            return
        cache = join_cache()
        ids = torch.tensor([distinct[0].prompt[:shared]], device=self.device)
        _, captured = self._forward(ids, torch.ones_like(ids), torch.arange(shared, device=self.device)[None], cache)
        layers = [(k[0], v[0]) for k, v in layers_of(cache)]
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
        fed = torch.zeros(len(rows), width, dtype=self._batch.mask.dtype)
        positions = torch.zeros(len(rows), width, dtype=torch.long)
        for b, (row, draft) in enumerate(zip(rows, drafts, strict=True)):
            tokens = [row.generated[-1], *draft]
            input_ids[b, :len(tokens)] = torch.tensor(tokens)
            fed[b, :len(tokens)] = 1
            start = len(row.prompt) + len(row.generated) - 1
            positions[b] = torch.arange(start, start + width)
        fed, batch = fed.to(self.device), self._batch
        mask = batch.attention_mask(fed)  # rows and their inputs as the layout lays them out (slots: free ones too)
        logits, captured = self._forward(batch.batch_inputs(input_ids, self.settings.pad_token_id), mask,
                                         batch.batch_inputs(positions, 0), batch.cache, keep=width,
                                         model=batch.step_model(self.lm, width))
        logits, captured = batch.row_outputs(logits), batch.row_outputs(captured)
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
            if count < width:
                fed[b, count:] = 0
            if captured is not None:
                rows[b].states.append(captured[b, :count])
        self.stats["accepted_tokens"] += sum(count - 1 for count in counts)
        self._batch.extend(fed)
        leaving = [b for b, row in enumerate(rows) if self._done(row)]
        # Counting the holes reads the device. A step without drafts adds one real column to every row and one
        # to the width, so the holes' share only falls: count them after drafts or after rows joined or left.
        if not leaving and (width > 1 or self._layout_changed):
            self._layout_changed = False
            if self._batch.holes_dominate():
                self._compact()
        return self._leave(leaving)

    def _draft(self, row: _Row, limit: int) -> list[int]:
        """Up to ``limit`` prompt-lookup tokens for ``row`` (:func:`.drafts.lookup_draft`), within its length."""
        room = self.settings.max_new_tokens - len(row.generated) - 1  # the step's own draw needs one
        return lookup_draft(row.prompt + row.generated, min(room, limit), self.draft_ngram, self.draft_min_ngram)

    def _verify(self, logits: Tensor, drafts: list[list[int]]) -> tuple[list[list[int]], list[list[float]]]:
        """Each row's accepted drafts and one drawn token, with their log-probs (:func:`.drafts.verify_drafts`)."""
        return verify_drafts(logits, drafts, self._warpers, self.settings.greedy)

    def _sample(self, logits: Tensor) -> tuple[list[int], list[float]]:
        """Draw one token per row after the warpers (:func:`.decode_settings.draw`)."""
        return draw(logits, self._warpers, self.settings.greedy)

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

    # ------------------------------------------------------------------ the batch's rows and their cache
    def _merge(self, rows: list[_Row], layers: Layers, mask: Tensor) -> None:
        """Append rows (their cache ``layers`` and ``mask``) to the batch."""
        self._rows = self._rows + list(rows)
        self._batch.append(layers, mask)
        self._layout_changed = True

    def _finish(self, index: int) -> DecodedAction:
        """The finished row at ``index``; its cache is kept under its key for the next prompt."""
        row = self._rows[index]
        trunk = None
        if row.states:
            states = torch.cat([s.reshape(-1, s.shape[-1]) for s in row.states]).float().cpu()
            trunk = torch.cat([states, states.new_zeros(1, states.shape[-1])])  # the last token is never fed
        if self.reuse_prefixes:
            tokens = row.prompt + row.generated[:-1]
            self._kept[row.key] = KeptCache(tokens, self._batch.row(index), trunk[:-1] if trunk is not None else None)
        return DecodedAction(row.key, row.prompt, row.generated, row.logps, trunk)

    def _remove(self, indices: list[int]) -> None:
        """Drop rows from the batch, and the columns no remaining row uses."""
        gone = set(indices)
        self._rows = [row for index, row in enumerate(self._rows) if index not in gone]
        self._batch.remove(indices)
        self._layout_changed = True

    def _compact(self) -> None:
        """Drop the cache's holes (rejected drafts' columns): :meth:`.kv_rows.RowCache.compact`."""
        self._batch.compact()
        self.stats["compactions"] += 1
