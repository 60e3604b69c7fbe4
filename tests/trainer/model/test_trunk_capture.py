"""Generate mode's rollout captures the frozen trunk's states and prepare reuses them (issue 40).

The captured states must give prepare's numbers with a recomputed trunk (fp32: up to the KV cache's summation
order), prepare must not run the frozen layers when they were captured, and every case the capture cannot match
exactly must give None (prepare then recomputes).
"""

from __future__ import annotations

from types import SimpleNamespace

import gymnasium as gym
import pytest
import torch

from agentgym_capo.rollout import RolloutResult
from agentgym_capo.trainer.capo_trainer import CAPOTrainer
from agentgym_capo.trainer.model.critic import critic_head
from agentgym_capo.trainer.model.trunk_cache import make_split, trunk_hidden
from agentgym_capo.trainer.model.trunk_capture import TrunkCapture, capture_allowed
from agentgym_capo.trainer.pipeline.batches import StepRows
from agentgym_capo.trainer.pipeline.prepare import prepare
from agentgym_capo.trainer.pipeline.rollout import TRLGeneratePolicy, collect_rollout
from agentgym_capo.trainer.pipeline.runtime import IterationLog
from tests.trainer.helpers import tiny_config


class Echo(gym.Env):
    """A text env that never ends by itself; its prompts differ by task and grow each step.

    So a rollout has several steps per episode (up to ``max_env_steps``) and, in one generate call, prompts of
    different lengths (left padding).
    """

    observation_space = gym.spaces.Text(4000)
    action_space = gym.spaces.Text(4000)

    def task_ids(self, split: str | None = None) -> list[str]:
        """Eight tasks (the trainer's schedule draws from them)."""
        return [f"t{i}" for i in range(8)]

    def reset(self, *, seed: int | None = None, options: dict | None = None):
        super().reset(seed=seed)
        self.t, self.extra = 0, int(self.np_random.integers(0, 6))
        return self._obs(), {}

    def step(self, action: str):
        self.t += 1
        return self._obs(), 0.1 * (len(action) % 3), False, False, {}

    def _obs(self) -> str:
        return "Say something." + " again" * (3 * self.t + self.extra)


def _trainer(tmp_path, tiny_model_path, tiny_tokenizer, **overrides) -> CAPOTrainer:
    # the eos bias ends some responses early (eos kept, later tokens padded); the others hit max_completion_length
    settings = dict(trainable_layers=1, trunk_precision="fp32", max_completion_length=8, temperature=1.0,
                    generation_kwargs={"sequence_bias": [[[tiny_tokenizer.eos_token_id], 8.0]]}, beta=0.01,
                    micro_batch_tokens=128)
    settings.update(overrides)
    args = tiny_config(tmp_path, **settings)
    return CAPOTrainer(model=tiny_model_path, args=args, env=Echo, processing_class=tiny_tokenizer)


def _without_trunks(rollout: RolloutResult) -> None:
    for episode in rollout.episodes:
        for step in episode.steps:
            step.action.trunk = None


@pytest.mark.parametrize("algo", ["capo", "ppo"])
def test_captured_trunk_gives_the_recomputed_numbers(tmp_path, tiny_model_path, tiny_tokenizer, algo):
    trainer = _trainer(tmp_path, tiny_model_path, tiny_tokenizer, algo=algo)
    torch.manual_seed(1)
    with torch.no_grad():
        critic_head(trainer.critic).weight.normal_(0, 1.0)  # non-zero values to compare
    rollout = collect_rollout(trainer.runtime(), trainer.episodes, trainer.state.global_step)
    steps = rollout.training_steps()
    eos, cap = tiny_tokenizer.eos_token_id, trainer.args.max_completion_length
    # the cases the capture must get right are all in this rollout
    assert max(s.step_index for s in steps) >= 2  # several steps per episode
    assert len({len(s.prompt_ids) for s in steps if s.step_index == 0}) > 1  # left padding within one call
    assert any(len(s.action.response_ids) == cap and s.action.response_ids[-1] != eos for s in steps)
    assert any(len(s.action.response_ids) < cap and s.action.response_ids[-1] == eos for s in steps)
    assert all(s.action.trunk is not None
               and s.action.trunk.shape[0] == len(s.prompt_ids) + len(s.action.response_ids) for s in steps)
    captured = prepare(trainer.runtime(), rollout, IterationLog())
    assert captured.trunk is not None and all(t is s.action.trunk for t, s in zip(captured.trunk, steps, strict=True))
    kept = [s.action.trunk for s in steps]
    _without_trunks(rollout)
    recomputed = prepare(trainer.runtime(), rollout, IterationLog())

    for state, fresh in zip(kept, recomputed.trunk, strict=True):
        # the last response token's state is never computed by generate: zeros, never read (module docstring)
        assert state[-1].abs().max() == 0 and fresh[-1].abs().max() > 0
        torch.testing.assert_close(state[:-1], fresh[:-1], atol=1e-5, rtol=1e-5)
    assert captured.old_logp is not None and captured.ref_logp is not None
    for name in ("old_logp", "ref_logp") + (("token_values",) if algo == "ppo" else ()):
        for a, b in zip(getattr(captured, name), getattr(recomputed, name), strict=True):
            torch.testing.assert_close(a, b, atol=1e-5, rtol=1e-5)
    torch.testing.assert_close(captured.values, recomputed.values, atol=1e-5, rtol=1e-5)
    assert recomputed.values.abs().max() > 0  # a non-vacuous comparison
    if algo == "ppo":
        assert captured.token_values is not None and torch.cat(recomputed.token_values).abs().max() > 0


def test_prepare_skips_the_trunk_pass_when_captured(tmp_path, tiny_model_path, tiny_tokenizer):
    # no bootstrap: its critic forward on the final states (never generated from) runs the trunk by design
    trainer = _trainer(tmp_path, tiny_model_path, tiny_tokenizer, algo="capo", bootstrap_truncated=False)
    frozen = trainer.trunk_split.num_frozen
    models = [trainer.actor_critic.lm, trainer.critic, trainer.reference_model]
    layers = [layer for m in models for layer in list(m.base_model.layers)[:frozen]]
    calls = []
    handles = [layer.register_forward_hook(lambda *_: calls.append(1)) for layer in layers]
    try:
        rollout = collect_rollout(trainer.runtime(), trainer.episodes, trainer.state.global_step)
        assert calls  # generate ran the trunk
        lm = trainer.actor_critic.lm  # the capture's hook and generate wrapper are gone after the rollout
        assert "generate" not in vars(lm) and all(len(layer._forward_hooks) == 1 for layer in layers)
        calls.clear()
        prepare(trainer.runtime(), rollout, IterationLog())
        assert not calls
        _without_trunks(rollout)
        prepare(trainer.runtime(), rollout, IterationLog())
        assert calls  # recomputed when not captured
    finally:
        for handle in handles:
            handle.remove()


def test_rollout_trunk_is_none_unless_every_row_matches(tmp_path, tiny_model_path, tiny_tokenizer):
    trainer = _trainer(tmp_path, tiny_model_path, tiny_tokenizer, algo="capo")
    rollout = collect_rollout(trainer.runtime(), trainer.episodes, trainer.state.global_step)
    rows = StepRows(rollout.training_steps(), "generate")
    assert trainer.scorer.rollout_trunk(rows) is not None
    rows.steps[1].action.trunk = rows.steps[1].action.trunk[:-1]  # a state too few
    assert trainer.scorer.rollout_trunk(rows) is None
    rows.steps[1].action.trunk = None
    assert trainer.scorer.rollout_trunk(rows) is None


def _generate_rows(model, prompts, pad_id, max_new_tokens=4):
    width = max(len(p) for p in prompts)
    ids = torch.tensor([[pad_id] * (width - len(p)) + p for p in prompts])
    mask = torch.tensor([[0] * (width - len(p)) + [1] * len(p) for p in prompts])
    out = model.generate(input_ids=ids, attention_mask=mask, max_new_tokens=max_new_tokens, do_sample=False,
                         pad_token_id=pad_id, eos_token_id=None)
    return out[:, width:].tolist()


def test_capture_matches_a_full_forward_over_several_generate_calls(tiny_model_path, tiny_tokenizer):
    from transformers import AutoModelForCausalLM

    model = AutoModelForCausalLM.from_pretrained(tiny_model_path)
    split = make_split(model, 1, "fp32")
    pad = tiny_tokenizer.pad_token_id
    prompts = [[5, 6, 7, 8, 9], [10, 11], [12, 13, 14], [15, 16, 17, 18]]
    capture = TrunkCapture(model, split)
    with torch.no_grad(), capture.recording():  # rows split across two calls, taken back in order
        completions = _generate_rows(model, prompts[:2], pad) + _generate_rows(model, prompts[2:], pad)
    completions[1] = completions[1][:2]  # a completion cut short (as TRL cuts after EOS)
    states = capture.rows(prompts, completions)
    assert states is not None and len(states) == 4
    for prompt, completion, state in zip(prompts, completions, states, strict=True):
        ids = torch.tensor([prompt + completion])
        full = trunk_hidden(model, split, ids, torch.ones_like(ids), torch.arange(ids.shape[1])[None])[0]
        assert state.shape == full.shape and state.dtype == torch.float32 and state.device.type == "cpu"
        torch.testing.assert_close(state[:-1], full[:-1], atol=1e-5, rtol=1e-5)
        assert state[-1].abs().max() == 0

    # anything that does not match exactly: None for the whole batch
    assert capture.rows([p[1:] if i == 0 else p for i, p in enumerate(prompts)], completions) is None  # truncated
    assert capture.rows(prompts, [c if i else c + [3] for i, c in enumerate(completions)]) is None  # longer
    assert capture.rows(prompts, [c if i != 2 else [c[0] + 1] + c[1:] for i, c in enumerate(completions)]) is None
    assert capture.rows(prompts[:3], completions[:3]) is None  # fewer rows than generate ran
    assert capture.rows(prompts + [[5]], completions + [[6]]) is None  # more
    with torch.no_grad(), capture.recording():
        pass
    assert capture.rows(prompts, completions) is None  # no generate call
    with torch.no_grad(), capture.recording():
        model.generate(input_ids=torch.tensor([prompts[0]]), max_new_tokens=2, do_sample=False, pad_token_id=pad)
    assert capture.rows(prompts[:1], [[0, 0]]) is None  # no attention mask: real tokens unknown
    assert "generate" not in vars(model) and not model.base_model.layers[0]._forward_hooks


def test_capture_is_off_where_it_cannot_match():
    split = SimpleNamespace(num_frozen=1)

    def allowed(split=split, **kw):
        return capture_allowed(split, **{"use_vllm": False, "processes": 1, "fsdp": False, "zero_stage": None, **kw})

    assert allowed()
    assert not allowed(None)  # trainable_layers unset
    assert not allowed(SimpleNamespace(num_frozen=0))
    assert not allowed(use_vllm=True)
    assert not allowed(processes=2)
    assert not allowed(fsdp=True)
    assert not allowed(zero_stage=3)
    assert allowed(zero_stage=2)
    # collective generation pads with filler prompts: never captured, whatever was asked
    sampling = SimpleNamespace(capture=True)
    assert not TRLGeneratePolicy(sampling, SimpleNamespace(world=2), split=split).capture
    assert TRLGeneratePolicy(sampling, SimpleNamespace(world=1), split=split).capture
