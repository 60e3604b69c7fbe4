"""The continuous engine's slot KV cache (``trainer/model/slot_cache.py``): it decodes what the row cache decodes.

The row cache (``kv_rows.RowCache``) is tested against ``generate`` in ``test_continuous_decoding.py``; here the slot
cache must give the row cache's tokens token for token, greedily and sampled with fixed seeds (the sampler draws
from the same rows in the same order), whenever rows join and leave, with drafts, with prefix reuse and sharing,
across bucket and capacity changes; its sampling log-probs equal the rows' to fp32 rounding; a leave and a join
within a bucket copy no other row. The compiled step (CUDA graphs) is checked on a GPU.
"""

from __future__ import annotations

import pytest
import torch
from transformers import AutoModelForCausalLM

from agentgym_capo.errors import ConfigError
from agentgym_capo.trainer.model.continuous import ContinuousDecoder
from agentgym_capo.trainer.model.decode_settings import DecodeSettings
from agentgym_capo.trainer.model.kv_rows import RowCache
from agentgym_capo.trainer.model.slot_cache import SlotCache, bucket_for, capacity_for, resolve_cache
from agentgym_capo.trainer.model.trunk_cache import make_split
from tests.trainer.model.test_continuous_decoding import _Compacting, _greedy_settings, _prompts, _staggered

SAMPLED = DecodeSettings(8, (1,), 0, temperature=0.7, top_k=50, top_p=0.9)


@pytest.fixture(scope="module")
def lm(tiny_model_path):
    torch.manual_seed(0)
    return AutoModelForCausalLM.from_pretrained(tiny_model_path).eval()


def _decoder(lm, settings, cache, cls=ContinuousDecoder, min_capacity=8, **kwargs) -> ContinuousDecoder:
    """An engine with ``cache``; slots start at ``min_capacity`` columns so that short tests grow and compact."""
    decoder = cls(lm, settings, cache=cache, **kwargs)
    if cache == "slots":
        decoder._batch = SlotCache(decoder.device, max_rows=decoder.max_rows, min_capacity=min_capacity)
    return decoder


def _both(lm, settings, prompts, run=_staggered, seed=0, **kwargs):
    """The same schedule decoded with rows and with slots, each from RNG seed ``seed``; both must leave the RNG in
    the same state (the sampler drew as often)."""
    out, states = {}, []
    for cache in ("rows", "slots"):
        decoder = _decoder(lm, settings, cache, **kwargs)
        torch.manual_seed(seed)
        out[cache] = decoder, run(decoder, prompts)
        states.append(torch.get_rng_state())
    assert torch.equal(*states)
    return out["rows"], out["slots"]


def _assert_same(rows_done, slots_done, logp_tol=1e-5):
    assert rows_done.keys() == slots_done.keys()
    for key, action in rows_done.items():
        assert slots_done[key].completion_ids == action.completion_ids, key
        assert slots_done[key].prompt_ids == action.prompt_ids
        torch.testing.assert_close(torch.tensor(slots_done[key].logps), torch.tensor(action.logps), atol=logp_tol,
                                   rtol=logp_tol)


def _flowing(decoder, prompts, every=3):
    """Rows join one by one every ``every`` steps while others decode and leave; run to the end."""
    done, pending = {}, list(enumerate(prompts))
    step = 0
    while pending or decoder.busy:
        if pending and step % every == 0:
            key, prompt = pending.pop(0)
            decoder.submit(key, prompt)
        done.update({a.key: a for a in decoder.step()})
        step += 1
    return done


@pytest.mark.parametrize("draft_tokens", [0, 4])
def test_slots_decode_greedily_what_rows_decode_whenever_rows_join_or_leave(lm, draft_tokens):
    prompts = _prompts()
    settings = _greedy_settings(lm, prompts)
    kwargs = dict(draft_tokens=draft_tokens, draft_min_ngram=1) if draft_tokens else {}
    (rows, rows_done), (slots, slots_done) = _both(lm, settings, prompts, **kwargs)
    _assert_same(rows_done, slots_done)
    assert len({len(a.completion_ids) for a in rows_done.values()}) > 1  # rows left at different steps
    same = ("forwards", "decode_steps", "join_forwards", "slots", "drafted_tokens", "accepted_tokens")
    assert {k: slots.stats[k] for k in same} == {k: rows.stats[k] for k in same}
    assert slots._batch.stats["bucket_changes"] > 0  # 2 rows, then 3, then 7: buckets 2, 4, 8
    if draft_tokens:
        assert 0 < slots.stats["accepted_tokens"] < slots.stats["drafted_tokens"]


@pytest.mark.parametrize("draft_tokens", [0, 3])
def test_slots_sample_what_rows_sample_with_a_fixed_seed(lm, draft_tokens):
    prompts = [p * 3 for p in _prompts()[:4]]  # repeated prompts: lookup finds drafts
    settings = DecodeSettings(12, (1,), 0, temperature=0.3, top_k=50, top_p=0.9) if draft_tokens else SAMPLED
    kwargs = dict(draft_tokens=draft_tokens, draft_min_ngram=1) if draft_tokens else {}
    for seed in (0, 1):
        (rows, rows_done), (slots, slots_done) = _both(lm, settings, prompts, seed=seed, **kwargs)
        _assert_same(rows_done, slots_done)
        if draft_tokens:
            assert 0 < rows.stats["accepted_tokens"] < rows.stats["drafted_tokens"]
            assert slots.stats["drafted_tokens"] == rows.stats["drafted_tokens"]


def test_capacity_grows_and_compacts_and_the_bucket_grows_and_shrinks_as_rows_flow(lm):
    generator = torch.Generator().manual_seed(7)
    prompts = [torch.randint(5, 2000, (n,), generator=generator).tolist() for n in (6, 3, 5, 2, 4, 3, 6, 2, 3, 5) * 2]
    for settings in (DecodeSettings(10, (0,), 0, greedy=True), SAMPLED):
        (_, rows_done), (slots, slots_done) = _both(lm, settings, prompts, run=_flowing)
        _assert_same(rows_done, slots_done)
        stats = slots._batch.stats
        assert stats["capacity_growths"] > 0 and stats["compactions"] > 0, stats
        assert stats["bucket_changes"] >= 2, stats  # grew with the joins, shrank as the rows drained
    # a compaction forced after every step (drafts leave holes) changes nothing either
    prompts = [p * 2 for p in _prompts()[:5]]
    settings = _greedy_settings(lm, _prompts())
    kwargs = dict(cls=_Compacting, draft_tokens=4, draft_min_ngram=1)
    (_, rows_done), (slots, slots_done) = _both(lm, settings, prompts, **kwargs)
    _assert_same(rows_done, slots_done)
    assert slots._batch.stats["compactions"] >= slots.stats["decode_steps"] - 1


def _continue(decoder, prompts):
    """Key ``a`` decodes a prompt, then its continuation (reusing its kept cache) beside a fresh row."""
    decoder.submit("a", prompts[0])
    done = {"a0": decoder.run_until_finished()[0]}
    decoder.submit("a", prompts[0] + done["a0"].completion_ids + [11, 12, 13])
    decoder.submit("b", prompts[1])
    while decoder.busy:
        done.update({a.key: a for a in decoder.step()})
    return done


def test_prefix_reuse_and_sharing_decode_as_with_rows(lm):
    prompts = _prompts()
    for settings in (DecodeSettings(6, (0,), 0, greedy=True), SAMPLED):
        (rows, rows_done), (slots, slots_done) = _both(lm, settings, prompts, run=_continue)
        _assert_same(rows_done, slots_done)
        assert slots.stats["reused_tokens"] == rows.stats["reused_tokens"] > 0
    # new rows sharing a beginning feed it once, and the captured trunk states are the rows'
    generator = torch.Generator().manual_seed(5)
    beginning = torch.randint(5, 2000, (40,), generator=generator).tolist()
    shared = [beginning + torch.randint(5, 2000, (n,), generator=generator).tolist() for n in (3, 9, 1, 6)]
    split = make_split(lm, 1, "fp32")
    layer = list(lm.base_model.layers)[split.num_frozen - 1]

    def together(decoder, prompts):
        for key, prompt in enumerate(prompts):
            decoder.submit(key, prompt)
        return _flowing(decoder, [])

    (rows, rows_done), (slots, slots_done) = _both(lm, SAMPLED, shared, run=together, capture_layer=layer)
    _assert_same(rows_done, slots_done)
    assert slots.stats["shared_prefix_tokens"] == rows.stats["shared_prefix_tokens"] == 40 * 3
    for key, action in rows_done.items():
        torch.testing.assert_close(slots_done[key].trunk, action.trunk, atol=1e-5, rtol=1e-5)


def _layers(rows: int, width: int, seed: int, pad: int) -> tuple[list[tuple[torch.Tensor, torch.Tensor]], torch.Tensor]:
    """Two layers of random keys and values (rows, 2 heads, width, 4) and a mask (the first row left-padded)."""
    generator = torch.Generator().manual_seed(seed)
    layers = [(torch.randn(rows, 2, width, 4, generator=generator), torch.randn(rows, 2, width, 4,
                                                                                generator=generator))
              for _ in range(2)]
    mask = torch.ones(rows, width, dtype=torch.long)
    mask[0, :pad] = 0
    return layers, mask


def test_a_leave_and_a_join_within_the_bucket_copy_no_other_row():
    cache = SlotCache("cpu", max_rows=8, min_capacity=16)
    layers, mask = _layers(4, 5, seed=0, pad=2)
    cache.append(layers, mask)
    assert (cache.size, cache.capacity, cache.slots) == (4, 16, [0, 1, 2, 3])
    pointers = [t.data_ptr() for pair in cache.layers for t in pair] + [cache.mask.data_ptr()]
    before = [t.clone() for pair in cache.layers for t in pair]
    for row in range(4):  # a row reads back its real columns
        real = mask[row].bool()
        assert all(torch.equal(got, want[row][:, real]) for (got, _), (want, _) in zip(cache.row(row), layers,
                                                                                              strict=True))
    cache.remove([1])
    joining, joining_mask = _layers(1, 3, seed=1, pad=1)
    cache.append(joining, joining_mask)
    assert [t.data_ptr() for pair in cache.layers for t in pair] + [cache.mask.data_ptr()] == pointers
    assert cache.slots == [0, 2, 3, 1]  # the new row took the freed slot; the others stayed where they were
    after = [t for pair in cache.layers for t in pair]
    assert all(torch.equal(a[[0, 2, 3]], b[[0, 2, 3]]) for a, b in zip(after, before, strict=True))
    assert torch.equal(cache.row(3)[0][0], joining[0][0][0][:, 1:])
    assert cache.mask[1].tolist()[:cache.pos] == [0, 0, 0, 1, 1]  # right-aligned before the write position
    # a free slot sees its column 0 only; the rows' columns past the write position are free
    cache.remove([0])
    assert cache.mask[0].tolist() == [1] + [0] * 15 and not cache.mask[:, cache.pos:].any()
    # every row gone, then one joins: the bucket shrinks to fit (one copy), and reads back right
    cache.remove([0, 1, 2])
    cache.append(joining, joining_mask)
    assert cache.size == 2 and torch.equal(cache.row(0)[1][1], joining[1][1][0][:, 1:])


def test_buckets_capacities_and_the_layout_names():
    assert [bucket_for(n) for n in (1, 2, 3, 5, 9)] == [1, 2, 4, 8, 16]
    assert bucket_for(9, max_rows=12) == 12 and bucket_for(3, max_rows=12) == 4
    assert capacity_for(3, 8) == 8 and capacity_for(9, 8) == 16
    assert resolve_cache("auto", "cpu") == "rows" and resolve_cache("auto", "cuda") == "slots"
    assert resolve_cache("slots", "cpu") == "slots"
    with pytest.raises(ConfigError, match=r"rollout_cache must be one of \['auto', 'rows', 'slots'\]; got 'slot'"):
        resolve_cache("slot", "cpu")


def test_compiled_steps_and_unknown_layouts_are_refused_in_one_line(lm, tmp_path):
    settings = DecodeSettings(4, (0,), 0, greedy=True)
    assert isinstance(ContinuousDecoder(lm, settings)._batch, RowCache)  # the default: rows
    assert isinstance(ContinuousDecoder(lm, settings, cache="auto")._batch, RowCache)  # auto on a CPU: rows
    with pytest.raises(ConfigError, match="rollout_compile needs a CUDA device.*Set rollout_compile to false"):
        ContinuousDecoder(lm, settings, cache="slots", compile_steps=True)
    with pytest.raises(ConfigError, match="rollout_compile needs the slot cache"):
        ContinuousDecoder(lm, settings, cache="rows", compile_steps=True)
    from tests.trainer.helpers import tiny_config

    with pytest.raises(ConfigError, match="rollout_compile needs a CUDA device"):
        tiny_config(tmp_path, rollout_compile=True)
    with pytest.raises(ConfigError, match="rollout_compile needs the slot cache"):
        tiny_config(tmp_path, rollout_compile=True, rollout_cache="rows")
    with pytest.raises(ConfigError, match="rollout_cache"):
        tiny_config(tmp_path, rollout_cache="slot")


def test_the_trainer_and_evaluation_stream_with_the_configured_cache(lm, tmp_path, tiny_model_path, tiny_tokenizer):
    from agentgym_capo.trainer.capo_trainer import CAPOTrainer
    from agentgym_capo.trainer.model.policies import HFGeneratePolicy
    from tests.trainer.helpers import tiny_config
    from tests.trainer.model.test_trunk_capture import Echo

    args = tiny_config(tmp_path, rollout_batching="continuous", rollout_cache="slots")
    trainer = CAPOTrainer(model=tiny_model_path, args=args, env=Echo, processing_class=tiny_tokenizer)
    with trainer.scorer.rollout_policy(trainer.runtime()).stream() as stream:
        assert isinstance(stream.decoder._batch, SlotCache)
    policy = HFGeneratePolicy(lm, tiny_tokenizer, max_new_tokens=4, cache="slots")
    with policy.stream() as stream:
        assert isinstance(stream.decoder._batch, SlotCache) and stream.decoder.max_rows == policy.batch_size


@pytest.mark.gpu
@pytest.mark.skipif(not torch.cuda.is_available(), reason="needs a CUDA device")
def test_compiled_slot_steps_decode_what_rows_decode_on_cuda(tiny_model_path):
    """Slots eager and under CUDA graphs decode the rows' greedy tokens; the compiled steps ran as CUDA graphs (none
    skipped); a second run (the next iteration, a new engine) compiles nothing new."""
    from torch._dynamo.utils import counters

    lm = AutoModelForCausalLM.from_pretrained(tiny_model_path).eval().cuda()
    prompts = _prompts()
    settings = DecodeSettings(10, (0,), 0, greedy=True)
    runs = {}
    for name, kwargs in [("rows", dict(cache="rows")), ("slots", dict(cache="slots")),
                         ("compiled", dict(cache="slots", compile_steps=True)),
                         ("again", dict(cache="slots", compile_steps=True))]:
        decoder = ContinuousDecoder(lm, settings, **kwargs)
        graphs = counters["stats"]["unique_graphs"]
        runs[name] = {key: a.completion_ids for key, a in _staggered(decoder, prompts).items()}
        assert isinstance(decoder._batch, SlotCache) == (name != "rows")
        if name in ("compiled", "again"):
            assert decoder._batch.stats["compiled_steps"] > 0
        if name == "again":
            assert counters["stats"]["unique_graphs"] == graphs  # compiled once, kept across engines
    assert runs["slots"] == runs["rows"] and runs["compiled"] == runs["rows"] and runs["again"] == runs["rows"]
    assert counters["inductor"]["cudagraph_skips"] == 0
