"""Continuous batching (``trainer/model/continuous.py``, issue 40): rows join and leave at any step, and decode
as transformers ``generate`` does.

Greedy completions must equal ``generate``'s token for token whatever rows share the batch and whenever they
join or leave; each sampled token's log-prob must be its log-prob under the warped distribution of a full
forward; a continued prompt must decode as a fresh one while reusing its prefix's cache; the captured trunk
states must equal a full forward's. The collector's streaming path must give the episodes the rounds give.
"""

from __future__ import annotations

import gymnasium as gym
import pytest
import torch
from transformers import AutoModelForCausalLM, GenerationConfig

from agentgym_capo.errors import ConfigError
from agentgym_capo.rollout import PolicyAction, RolloutCollector
from agentgym_capo.trainer.capo_trainer import CAPOTrainer
from agentgym_capo.trainer.model.continuous import ContinuousDecoder
from agentgym_capo.trainer.model.decode_settings import DecodeSettings, UnsupportedDecoding
from agentgym_capo.trainer.model.decoder_stream import DecoderStream
from agentgym_capo.trainer.model.policies import HFGeneratePolicy
from agentgym_capo.trainer.model.trunk_cache import make_split
from agentgym_capo.trainer.pipeline.prepare import prepare
from agentgym_capo.trainer.pipeline.rollout import collect_rollout
from agentgym_capo.trainer.pipeline.runtime import IterationLog
from tests.trainer.helpers import tiny_config


@pytest.fixture(scope="module")
def lm(tiny_model_path):
    torch.manual_seed(0)
    return AutoModelForCausalLM.from_pretrained(tiny_model_path).eval()


def _prompts() -> list[list[int]]:
    generator = torch.Generator().manual_seed(3)
    prompts = [torch.randint(5, 2000, (n,), generator=generator).tolist() for n in (7, 12, 3, 12, 9, 5)]
    prompts.append(list(prompts[1]))  # a duplicate: fed once
    return prompts


def _generate(lm, prompt: list[int], settings: DecodeSettings) -> list[int]:
    out = lm.generate(torch.tensor([prompt]), attention_mask=torch.ones(1, len(prompt), dtype=torch.long),
                      max_new_tokens=settings.max_new_tokens, do_sample=False,
                      eos_token_id=list(settings.eos_token_ids), pad_token_id=settings.pad_token_id)
    completion = out[0, len(prompt):].tolist()
    ends = [i for i, t in enumerate(completion) if t in settings.eos_token_ids]
    return completion[:ends[0] + 1] if ends else completion


def _staggered(decoder: ContinuousDecoder, prompts: list[list[int]]) -> dict[int, object]:
    """Submit the prompts at different steps (some while others decode); run to the end."""
    done = {}
    decoder.submit(0, prompts[0])
    decoder.submit(1, prompts[1])
    for _ in range(2):
        done.update({a.key: a for a in decoder.step()})
    decoder.submit(2, prompts[2])
    done.update({a.key: a for a in decoder.step()})
    for key in range(3, len(prompts)):
        decoder.submit(key, prompts[key])
    while decoder.busy:
        done.update({a.key: a for a in decoder.step()})
    return done


def _greedy_settings(lm, prompts, max_new_tokens=10) -> DecodeSettings:
    """Greedy settings whose eos set makes rows end at different steps (tokens greedy decoding reaches early)."""
    plain = DecodeSettings(max_new_tokens, (0,), 0, greedy=True)
    stops = {_generate(lm, prompts[0], plain)[3], _generate(lm, prompts[2], plain)[6]}
    return DecodeSettings(max_new_tokens, tuple(sorted(stops)), 0, greedy=True)


@pytest.mark.parametrize("draft_tokens", [0, 4])
def test_greedy_rows_equal_generate_whenever_they_join_or_leave(lm, draft_tokens):
    prompts = _prompts()
    settings = _greedy_settings(lm, prompts)
    expected = [_generate(lm, p, settings) for p in prompts]
    assert len({len(c) for c in expected}) > 1  # rows leave at different steps
    decoder = _Compacting(lm, settings, draft_tokens=draft_tokens, draft_min_ngram=1) if draft_tokens else \
        ContinuousDecoder(lm, settings)
    done = _staggered(decoder, prompts)
    for key, prompt in enumerate(prompts):
        assert done[key].completion_ids == expected[key], key
        assert done[key].prompt_ids == prompt
    # the duplicate fresh prompt was fed once: fed tokens = prompts but one + one per decode slot
    stats = decoder.stats
    assert stats["fed_tokens"] >= stats["slots"]
    assert stats["decode_steps"] < sum(len(c) for c in expected)  # rows shared decoding steps
    if draft_tokens:  # drafts were tried, some right and some wrong (holes), and the cache was compacted
        assert 0 < stats["accepted_tokens"] < stats["drafted_tokens"] and stats["compactions"] > 0


class _Compacting(ContinuousDecoder):
    """Compacts the cache after every decoding step (normally only when holes take half of it)."""

    def _decode(self):
        finished = super()._decode()
        if self._rows:
            self._compact()
        return finished


def test_max_rows_bounds_the_batch_and_the_others_wait(lm):
    prompts = _prompts()
    settings = _greedy_settings(lm, prompts)
    expected = [_generate(lm, p, settings) for p in prompts]

    class Watched(ContinuousDecoder):
        widest = 0

        def _decode(self):
            Watched.widest = max(Watched.widest, len(self._rows))
            return super()._decode()

    decoder = Watched(lm, settings, max_rows=2)
    for key, prompt in enumerate(prompts):
        decoder.submit(key, prompt)
    done = {}
    while decoder.busy:
        done.update({a.key: a for a in decoder.run_until_finished()})
    assert Watched.widest == 2
    assert [done[key].completion_ids for key in range(len(prompts))] == expected


def test_speculative_draws_are_distributed_as_the_warped_distribution(lm):
    """A deterministic draft accepted with probability p(d), else a draw from p without d: exactly p."""
    settings = DecodeSettings(4, (0,), 0, temperature=1.0)
    decoder = ContinuousDecoder(lm, settings)
    p = torch.tensor([0.5, 0.3, 0.15, 0.05])
    draws = 20000
    logits = p.log().expand(draws, 2, 4).clone()  # each row: one drafted position, then the next
    torch.manual_seed(0)
    emitted, logps = decoder._verify(logits, [[1]] * draws)
    first = torch.tensor([tokens[0] for tokens in emitted])
    share = torch.bincount(first, minlength=4).double() / draws
    assert torch.all((share - p.double()).abs() < 4 * (p * (1 - p) / draws).sqrt().double())
    accepted = sum(len(tokens) == 2 for tokens in emitted) / draws  # draft right: a second token drawn
    assert abs(accepted - 0.3) < 4 * (0.3 * 0.7 / draws) ** 0.5
    assert all(abs(lp[0] - float(p[t[0]].log())) < 1e-5 for t, lp in zip(emitted[:50], logps[:50], strict=True))


@pytest.mark.parametrize("draft_tokens", [0, 3])
def test_logps_are_the_warped_distribution_of_a_full_forward(lm, draft_tokens):
    prompts = [p * 3 for p in _prompts()[:4]]  # repeated prompts: lookup finds drafts
    settings = DecodeSettings(8, (1,), 0, temperature=0.7, top_k=50, top_p=0.9)
    torch.manual_seed(0)
    done = _staggered(ContinuousDecoder(lm, settings, draft_tokens=draft_tokens), prompts)
    warpers = settings.warpers()
    assert len(warpers) == 3
    for key, prompt in enumerate(prompts):
        action = done[key]
        ids = torch.tensor([prompt + action.completion_ids])
        with torch.no_grad():
            logits = lm(ids).logits[0, len(prompt) - 1:-1].float()
        scores = warpers(None, logits)
        expected = torch.log_softmax(scores, -1).gather(1, torch.tensor(action.completion_ids)[:, None])
        torch.testing.assert_close(torch.tensor(action.logps), expected.squeeze(1), atol=1e-4, rtol=1e-4)


def test_a_continued_prompt_reuses_its_prefix_and_decodes_as_a_fresh_one(lm):
    prompts = _prompts()
    settings = DecodeSettings(6, (0,), 0, greedy=True)
    decoder = ContinuousDecoder(lm, settings)
    decoder.submit("a", prompts[0])
    first = decoder.run_until_finished()[0]
    following = prompts[0] + first.completion_ids + [11, 12, 13]
    decoder.submit("a", following)
    second = decoder.run_until_finished()[0]
    assert decoder.stats["reused_tokens"] == len(prompts[0]) + len(first.completion_ids) - 1
    assert second.completion_ids == _generate(lm, following, settings)
    # a prompt that shares nothing reuses nothing; forget drops the kept cache and a pending row
    decoder.submit("b", prompts[1])
    decoder.forget("b")
    assert decoder.busy == 0
    decoder.submit("a", [7, 8, 9])
    decoder.forget("a")
    assert decoder.busy == 0 and not decoder._kept


@pytest.mark.parametrize("draft_tokens", [0, 4])
def test_captured_states_equal_a_full_forward(lm, draft_tokens):
    prompts = [p * 2 for p in _prompts()[:4]]
    split = make_split(lm, 1, "fp32")
    layer = list(lm.base_model.layers)[split.num_frozen - 1]
    settings = DecodeSettings(6, (0,), 0, greedy=True)
    decoder = ContinuousDecoder(lm, settings, capture_layer=layer, draft_tokens=draft_tokens, draft_min_ngram=1)
    done = _staggered(decoder, prompts)
    following = prompts[1] + done[1].completion_ids + [21, 22]
    decoder.submit(1, following)  # states of a reused prefix come from the kept cache's states
    done[1] = decoder.run_until_finished()[0]
    prompts[1] = following
    outputs = []
    handle = layer.register_forward_hook(lambda m, i, o: outputs.append(o[0] if isinstance(o, tuple) else o))
    try:
        for key, prompt in enumerate(prompts):
            action, outputs[:] = done[key], []
            with torch.no_grad():
                lm(torch.tensor([prompt + action.completion_ids]))
            full = outputs[-1][0]
            assert action.trunk.shape == full.shape
            assert action.trunk[-1].abs().max() == 0  # the last token is never fed (trunk_capture's format)
            torch.testing.assert_close(action.trunk[:-1], full[:-1], atol=1e-5, rtol=1e-5)
    finally:
        handle.remove()


def test_new_prompts_feed_their_common_beginning_once_and_decode_as_fresh_ones(lm):
    # the relay demo's first prompts share the env's instructions: fed once, then each row's rest
    generator = torch.Generator().manual_seed(5)
    beginning = torch.randint(5, 2000, (40,), generator=generator).tolist()
    prompts = [beginning + torch.randint(5, 2000, (n,), generator=generator).tolist() for n in (3, 9, 1, 6)]
    prompts.append(list(prompts[1]))  # a duplicate: fed once, and it shares the beginning too
    split = make_split(lm, 1, "fp32")
    layer = list(lm.base_model.layers)[split.num_frozen - 1]
    settings = DecodeSettings(6, (0,), 0, greedy=True)
    decoder = ContinuousDecoder(lm, settings, capture_layer=layer)
    for key, prompt in enumerate(prompts):
        decoder.submit(key, prompt)
    done = {}
    while decoder.busy:
        done.update({a.key: a for a in decoder.step()})
    # 4 distinct prompts: the beginning was fed once instead of 4 times
    assert decoder.stats["shared_prefix_tokens"] == 40 * 3
    assert decoder.stats["fed_tokens"] - decoder.stats["slots"] == 40 + 4 * 9  # beginning + right-aligned rests
    outputs = []
    handle = layer.register_forward_hook(lambda m, i, o: outputs.append(o[0] if isinstance(o, tuple) else o))
    try:
        for key, prompt in enumerate(prompts):
            assert done[key].completion_ids == _generate(lm, prompt, settings), key
            outputs[:] = []
            with torch.no_grad():
                lm(torch.tensor([prompt + done[key].completion_ids]))
            torch.testing.assert_close(done[key].trunk[:-1], outputs[-1][0][:-1], atol=1e-5, rtol=1e-5)
    finally:
        handle.remove()
    # too little to share (one forward's fixed cost): fed with the rest
    few = ContinuousDecoder(lm, settings, prefix_sharing_min_positions=10**6)
    for key, prompt in enumerate(prompts):
        few.submit(key, prompt)
    while few.busy:
        few.step()
    assert few.stats["shared_prefix_tokens"] == 0 and few.stats["forwards"] == decoder.stats["forwards"] - 1


def test_settings_resolve_as_generate_does_and_unsupported_ones_are_named(lm):
    resolved = DecodeSettings.from_generation_config(lm, GenerationConfig(
        max_new_tokens=5, do_sample=True, temperature=0.5, top_k=0, top_p=1.0, eos_token_id=[1, 2], pad_token_id=0))
    assert resolved == DecodeSettings(5, (1, 2), 0, greedy=False, temperature=0.5, top_k=0, top_p=1.0)
    assert len(resolved.warpers()) == 1  # temperature only
    with pytest.raises(UnsupportedDecoding, match="repetition_penalty=1.2"):
        DecodeSettings.from_generation_config(lm, GenerationConfig(max_new_tokens=5, repetition_penalty=1.2))
    with pytest.raises(ConfigError, match="temperature > 0"):
        DecodeSettings(5, (1,), 0, temperature=0.0)


class _Count(gym.Env):
    """A deterministic env: each step appends to the prompt; ends after ``3 + (seed % 3)`` steps."""

    observation_space = gym.spaces.Text(4000)
    action_space = gym.spaces.Text(4000)

    def reset(self, *, seed=None, options=None):
        self.t, self.limit = 0, 3 + (seed or 0) % 3
        return "Count:", {}

    def step(self, action):
        self.t += 1
        return f"Count: {self.t} {action[:20]}", float(self.t), self.t >= self.limit, False, {}


def test_the_collector_streams_the_episodes_the_rounds_play(lm, tiny_tokenizer):
    policy = HFGeneratePolicy(lm, tiny_tokenizer, max_new_tokens=5, temperature=0.0)
    assert policy.stream() is not None
    specs = [(f"t{i}", f"e{i}", i) for i in range(7)]
    results = {}
    for mode in ("stream", "rounds"):
        chosen = policy if mode == "stream" else policy.act  # a bare callable plays in rounds
        with RolloutCollector(_Count, backend="sync", num_envs=3, max_steps=4, tokenizer=tiny_tokenizer,
                              progress=False) as collector:
            results[mode] = collector.collect(specs, chosen)
    for streamed, rounds in zip(results["stream"].episodes, results["rounds"].episodes, strict=True):
        assert streamed.traj_id == rounds.traj_id and streamed.terminal_reason == rounds.terminal_reason
        assert [s.action.response_ids for s in streamed.steps] == [s.action.response_ids for s in rounds.steps]
        assert [s.reward for s in streamed.steps] == [s.reward for s in rounds.steps]
    assert len({len(e.steps) for e in results["stream"].episodes}) > 1  # episodes end at different times


def test_a_stream_that_ends_an_episode_early_and_one_policy_stop(lm, tiny_tokenizer):
    class StopSecond(DecoderStream):
        def next_finished(self):
            out = super().next_finished()
            return [(key, None if action.response_ids and key == 1 else action) for key, action in out]

    settings = DecodeSettings(4, (tiny_tokenizer.eos_token_id,), tiny_tokenizer.pad_token_id or 0, greedy=True)

    class Policy:
        def act(self, inputs):
            raise AssertionError("streamed, not played in rounds")

        def stream(self):
            import contextlib

            @contextlib.contextmanager
            def opened():
                yield StopSecond(ContinuousDecoder(lm, settings), tiny_tokenizer)
            return opened()

    with RolloutCollector(_Count, backend="sync", num_envs=2, max_steps=3, tokenizer=tiny_tokenizer,
                          progress=False) as collector:
        rollout = collector.collect([("t", f"e{i}", i) for i in range(4)], Policy())
    reasons = [e.terminal_reason for e in rollout.episodes]
    assert "policy_stop" in reasons and len(rollout.episodes) == 4
    assert all(isinstance(s.action, PolicyAction) for e in rollout.episodes for s in e.steps)


@pytest.mark.parametrize("mode", ["continuous", "rounds"])
def test_trainer_rollout_batching(tmp_path, tiny_model_path, tiny_tokenizer, mode):
    """Both engines train; continuous captures the trunk states prepare would compute, and its sampling
    log-probs are the learner's (fp32: the importance ratio is 1)."""
    from tests.trainer.model.test_trunk_capture import Echo

    args = tiny_config(tmp_path, trainable_layers=1, trunk_precision="fp32", max_completion_length=6,
                       temperature=1.0, rollout_batching=mode, max_steps=1, micro_batch_tokens=128)
    trainer = CAPOTrainer(model=tiny_model_path, args=args, env=Echo, processing_class=tiny_tokenizer)
    policy = trainer.scorer.rollout_policy(trainer.runtime())
    assert (policy.stream() is not None) == (mode == "continuous")
    rollout = collect_rollout(trainer.runtime(), trainer.episodes, trainer.state.global_step)
    steps = rollout.training_steps()
    assert steps and all(s.action.trunk is not None and s.action.logps for s in steps)
    captured = prepare(trainer.runtime(), rollout, IterationLog())
    for step in steps:
        step.action.trunk = None
    recomputed = prepare(trainer.runtime(), rollout, IterationLog())
    for a, b in zip(captured.old_logp, recomputed.old_logp, strict=True):
        torch.testing.assert_close(a, b, atol=1e-5, rtol=1e-5)
    for step, old in zip(steps, captured.old_logp, strict=True):
        torch.testing.assert_close(torch.tensor(step.action.logps), old.float().cpu(), atol=1e-4, rtol=1e-4)
    trainer.train()
    assert trainer.state.log_history[0]["rollout/episodes"] >= 1


def test_continuous_refuses_settings_it_does_not_implement(tmp_path, tiny_model_path, tiny_tokenizer):
    from tests.trainer.model.test_trunk_capture import Echo

    args = tiny_config(tmp_path, rollout_batching="continuous", generation_kwargs={"repetition_penalty": 1.3})
    trainer = CAPOTrainer(model=tiny_model_path, args=args, env=Echo, processing_class=tiny_tokenizer)
    with pytest.raises(ConfigError, match="repetition_penalty=1.3.*rollout_batching"):
        trainer.scorer.rollout_policy(trainer.runtime()).stream()
    args = tiny_config(tmp_path, rollout_batching="auto", generation_kwargs={"repetition_penalty": 1.3})
    trainer = CAPOTrainer(model=tiny_model_path, args=args, env=Echo, processing_class=tiny_tokenizer)
    assert trainer.scorer.rollout_policy(trainer.runtime()).stream() is None  # auto: lock-step rounds
