"""The sampler is the learner (issue 30, point 7): sampling log-probs, value-head precision, LoRA weight sync."""

from __future__ import annotations

import copy
from types import SimpleNamespace

import pytest
import torch

from agentgym_capo.machine import ENV_FLAG
from agentgym_capo.trainer.backend.trl_bridge import lossless_lora_sync
from agentgym_capo.trainer.capo_trainer import CAPOTrainer
from agentgym_capo.trainer.model.critic import build_critic, critic_head, values_at
from agentgym_capo.trainer.pipeline.advantages import compute_advantages
from agentgym_capo.trainer.pipeline.batches import UpdateResult
from agentgym_capo.trainer.pipeline.prepare import prepare
from agentgym_capo.trainer.pipeline.rollout import collect_rollout
from agentgym_capo.trainer.pipeline.runtime import IterationLog
from tests.trainer.helpers import chain_factory, tiny_config


@pytest.mark.parametrize("native", ["0", "1"], ids=["fp32", "bf16"])
def test_sampling_logps_match_the_first_epochs_scoring(tmp_path, monkeypatch, tiny_model_path, tiny_tokenizer,
                                                      native):
    # the default CPU setting (bf16 unset: fp32 without native bf16, bf16 autocast and a bf16 trunk with it), in
    # generate mode with the trunk split: each action carries the log-probs it was sampled with, and the
    # preparation pass compares them with the learner's old log-probs (TRL's sampling metrics)
    monkeypatch.setenv(ENV_FLAG, native)
    bf16 = native == "1"
    args = tiny_config(tmp_path, algo="capo", max_steps=1, bf16=None, trainable_layers=1, temperature=0.7,
                       max_completion_length=12)
    trainer = CAPOTrainer(model=tiny_model_path, args=args, env=chain_factory(), processing_class=tiny_tokenizer)
    rollout = collect_rollout(trainer.runtime(), trainer.episodes, trainer.state.global_step)
    steps = rollout.training_steps()
    assert steps and all(s.action.logps is not None and len(s.action.logps) == len(s.action.response_ids)
                         for s in steps)
    assert all(lp <= 0.0 for s in steps for lp in s.action.logps)
    lm = trainer.actor_critic.lm  # generate's head and trunk layers are restored after the rollout
    assert all("forward" not in vars(m) for m in (lm.get_output_embeddings(), *lm.base_model.layers))
    assert all("forward" not in vars(m) for m in lm.modules() if isinstance(m, torch.nn.Linear))  # weight casts
    run, log = trainer.runtime(), IterationLog()  # the iteration's log receives prepare's sampling/* metrics
    batch = prepare(run, rollout, log)
    diff = torch.cat([torch.tensor(s.action.logps) - old for s, old in zip(batch.steps, batch.old_logp, strict=True)])
    dtype = "bfloat16" if bf16 else "float32"
    dtypes = trainer.precision.pass_dtypes
    assert dtypes["rollout"] == dtypes["prepare"] == dtypes["trunk"] == dtype, dtypes
    if bf16:  # same precision, but the KV cache's incremental attention rounds differently: bounded
        assert diff.abs().mean() < 1e-3 and diff.abs().max() < 1e-2, diff.abs().max()
    else:  # the same kernels on the same weights: equal up to the KV cache's summation order
        assert diff.abs().max() < 1e-5, diff.abs().max()
    weights = torch.cat(batch.is_weight)  # the correction applies and is ~1
    torch.testing.assert_close(weights, torch.ones_like(weights), atol=0.05 if bf16 else 1e-4, rtol=0)
    trainer.log_iteration(rollout, compute_advantages(run, batch, log), UpdateResult(torch.tensor(0.0), None),
                           run, log)
    logged = trainer._metrics["train"]["sampling/sampling_logp_difference/max"]
    assert logged and logged[-1] == pytest.approx(float(diff.abs().max()), rel=1e-5)


def test_recorded_logps_are_those_of_the_warped_distribution(tiny_model_path, tiny_tokenizer):
    # the recorder sits after temperature / top-k / top-p: it sees exactly generate's processed scores
    from transformers import AutoModelForCausalLM

    from agentgym_capo.trainer.backend.trl_bridge import appended_logits_processor
    from agentgym_capo.trainer.model.sampler import SampledLogps

    model = AutoModelForCausalLM.from_pretrained(tiny_model_path).eval()
    prompts = torch.tensor([[0, 11, 12, 13], [21, 22, 23, 24]])
    recorder = SampledLogps()
    torch.manual_seed(0)
    with appended_logits_processor(model, recorder), torch.no_grad():
        out = model.generate(prompts, attention_mask=torch.ones_like(prompts), do_sample=True, temperature=0.7,
                             top_k=20, top_p=0.9, max_new_tokens=6, min_new_tokens=6, output_scores=True,
                             return_dict_in_generate=True, pad_token_id=tiny_tokenizer.pad_token_id)
    tokens = out.sequences[:, prompts.shape[1]:]
    got = torch.tensor(recorder.completions(tokens.tolist()))
    expected = torch.stack([torch.log_softmax(s, -1).gather(1, tokens[:, i:i + 1])[:, 0]
                            for i, s in enumerate(out.scores)], 1)
    assert torch.isfinite(expected).all()  # sampled tokens are inside the top-k / top-p set
    torch.testing.assert_close(got, expected, atol=1e-6, rtol=0)
    assert "_get_logits_processor" not in vars(model)  # the model is left as it was


def test_value_head_runs_in_fp32_under_bf16_autocast(tiny_model_path):
    from transformers import AutoModelForCausalLM

    policy = AutoModelForCausalLM.from_pretrained(tiny_model_path)
    critic = build_critic(policy).eval()
    head = critic_head(critic)
    torch.manual_seed(0)
    with torch.no_grad():
        head.weight.normal_(0.0, 0.5)
        head.bias.fill_(0.3)
    input_ids = torch.randint(10, 400, (2, 9))
    mask = torch.ones_like(input_ids)
    rows, cols = torch.tensor([0, 1, 1]), torch.tensor([3, 5, 8])
    with torch.no_grad(), torch.autocast("cpu", dtype=torch.bfloat16):
        values = values_at(critic, input_ids, mask, rows, cols)
        hidden = critic.base_model(input_ids=input_ids, attention_mask=mask).last_hidden_state[rows, cols]
        rounded = head(hidden).float().squeeze(-1)  # what autocast alone would compute
    expected = (hidden.double() @ head.weight.double().T + head.bias.double()).squeeze(-1)
    assert values.dtype == torch.float32
    torch.testing.assert_close(values.double(), expected, atol=1e-5, rtol=0)
    assert (rounded.double() - expected).abs().max() > 1e-4  # the rounding the fp32 head removes


class _FakeEngine:
    """What TRL's colocate sync writes to: records the last weights it was given."""

    def __init__(self):
        self.weights: dict[str, torch.Tensor] = {}

    def load_weights(self, pairs):
        for name, tensor in pairs:
            self.weights[name] = tensor.detach().clone()


def _fake_vllm(model):
    from accelerate import Accelerator
    from trl.distributed import DistributedBackend
    from trl.generation.vllm_generation import VLLMGeneration

    engine = _FakeEngine()
    vg = VLLMGeneration.__new__(VLLMGeneration)  # no vLLM on CPU: TRL's own sync code, a fake engine behind it
    vg.model, vg.accelerator, vg.mode, vg.enable_sleep_mode = model, Accelerator(cpu=True), "colocate", False
    vg._dist = DistributedBackend(vg.accelerator)
    runner = SimpleNamespace(model=engine)
    vg.llm = SimpleNamespace(llm_engine=SimpleNamespace(model_executor=SimpleNamespace(
        driver_worker=SimpleNamespace(model_runner=runner))), reset_prefix_cache=lambda: None)
    return vg, engine


def test_lora_weight_sync_leaves_a_bf16_base_bit_identical(tiny_model_path):
    from peft import LoraConfig, get_peft_model
    from transformers import AutoModelForCausalLM

    base = AutoModelForCausalLM.from_pretrained(tiny_model_path, dtype=torch.bfloat16)
    names = {name for name, _ in base.named_parameters()}  # the names vLLM knows
    model = get_peft_model(base, LoraConfig(r=8, lora_alpha=16, target_modules="all-linear"))
    torch.manual_seed(0)
    with torch.no_grad():  # a trained adapter: B != 0
        for name, param in model.named_parameters():
            if "lora_B" in name:
                param.normal_(0.0, 0.05)
    before = {name: p.detach().clone() for name, p in model.named_parameters()}
    vg, engine = _fake_vllm(model)
    lossless_lora_sync(SimpleNamespace(vllm_generation=vg))
    for _ in range(200):
        vg.sync_weights()
    for name, param in model.named_parameters():
        assert torch.equal(param, before[name]), f"{name} changed by the weight sync"
    assert set(engine.weights) == names

    merged = copy.deepcopy(model).float().merge_and_unload()  # the merged weights in fp32
    expected = dict(merged.named_parameters())
    lora_layers = 0
    for name, sent in engine.weights.items():
        assert sent.dtype == torch.bfloat16
        want = expected[name].detach()
        torch.testing.assert_close(sent.float(), want, atol=1e-6, rtol=2**-8)  # bf16 rounding of the merge
        if not torch.equal(sent, before[_peft_name(model, name)]):
            lora_layers += 1
    assert lora_layers >= 7 * base.config.num_hidden_layers  # every adapted projection carries its delta


def test_lora_variants_are_refused_under_vllm(tiny_model_path):
    from peft import LoraConfig, get_peft_model
    from transformers import AutoModelForCausalLM

    from agentgym_capo.errors import ConfigError

    base = AutoModelForCausalLM.from_pretrained(tiny_model_path)
    model = get_peft_model(base, LoraConfig(r=4, target_modules=["q_proj"], use_dora=True))
    vg, _ = _fake_vllm(model)
    with pytest.raises(ConfigError, match="use_dora=False"):
        lossless_lora_sync(SimpleNamespace(vllm_generation=vg))


def _peft_name(model, vllm_name: str) -> str:
    """The PEFT model's parameter behind a vLLM weight name (a LoRA layer's base weight, or the same name)."""
    params = dict(model.named_parameters())
    prefixed = "base_model.model." + vllm_name
    if prefixed in params:
        return prefixed
    stem, _, kind = prefixed.rpartition(".")
    return f"{stem}.base_layer.{kind}"
