"""EnvRolloutFunc: transcripts, masks and extras; TRL's GRPOTrainer trains through it on capo/Chain-v0."""

from __future__ import annotations

from types import SimpleNamespace

import pytest
import torch

from agentgym_capo.envs.segment_schema import SEGMENT_SCHEMA_VERSION, validate_segment
from agentgym_capo.errors import ConfigError
from agentgym_capo.interop.trl_rollout import EnvRolloutFunc, env_return_reward
from tests.rollout.test_collector import follow_clues


def test_transcript_rows_with_a_scripted_generator(tiny_tokenizer):
    tokenizer = tiny_tokenizer
    calls = []
    rollout = EnvRolloutFunc("capo/Chain-v0", tokenizer=tokenizer, backend="sync", num_envs=4)

    def generate(contexts):
        # The transcript so far must be exactly what the model is conditioned on: decode it to find the room.
        texts = [tokenizer.decode(ids) for ids in contexts]
        calls.append(len(contexts))
        inputs = [SimpleNamespace(prompt=text, info={"admissible_actions": _listed(text)}) for text in texts]
        actions = follow_clues(inputs)
        return [tokenizer(a, add_special_tokens=False)["input_ids"] + [tokenizer.eos_token_id] for a in actions], None

    rollout._generate = generate
    dataset = rollout.task_dataset(num_tasks=2)
    prompts = [dataset[0]["prompt"]] * 2 + [dataset[1]["prompt"]] * 2  # as TRL passes them: G=2 copies
    out = rollout(prompts)
    assert out["logprobs"] is None and out["env_return"] == [1.0] * 4 and out["num_steps"] == [3] * 4
    assert out["terminal_reason"] == ["success"] * 4 and calls == [4, 4, 4]
    assert out["task_id"] == ["chain-train-000"] * 2 + ["chain-train-001"] * 2
    for row in range(4):
        ids, mask, seg = out["completion_ids"][row], out["env_mask"][row], out["action_segment_ids"][row]
        assert len(ids) == len(mask) == len(seg)
        actions = [tokenizer.decode([t for t, s in zip(ids, seg, strict=True) if s == k]) for k in range(3)]
        assert all(a.startswith("go ") for a in actions)
        assert [s["step_index"] for s in out["segments"][row]] == [0, 1, 2]
        assert [s["schema_version"] for s in out["segments"][row]] == [SEGMENT_SCHEMA_VERSION] * 3
        assert sum(mask) == sum(1 for s in seg if s >= 0) and seg[-1] == 2
        text = tokenizer.decode(out["prompt_ids"][row] + ids)
        assert text.count("<|im_start|>assistant") == 3 and "room 3 of 3" in text
    # copies of one task share the reset seed, so they start in the same state
    assert out["prompt_ids"][0] == out["prompt_ids"][1]
    with pytest.raises(ConfigError, match="must name a task"):
        rollout([[{"role": "user", "content": "hi"}]])
    assert env_return_reward(["a"], env_return=[0.5]) == [0.5]
    rollout.close()


def _listed(text: str) -> list[str]:
    tail = text.rsplit("Available actions:", 1)[-1].split("<|im_end|>")[0]
    return [line[2:].strip() for line in tail.splitlines() if line.startswith("- ")][:6]


def test_grpo_trainer_runs_two_steps_through_the_adapter(tiny_model_path, tmp_path):
    from transformers import TrainerCallback
    from trl import GRPOConfig, GRPOTrainer

    rollout = EnvRolloutFunc("capo/Chain-v0", backend="thread", num_envs=4)
    seen = {}

    def length_reward(completions, env_return, step_rewards, segments, **kwargs):
        seen.update(env_return=env_return, step_rewards=step_rewards, segments=segments)
        return [len(str(c)) / 100.0 for c in completions]  # varies, so advantages are non-zero

    logged = []

    class Record(TrainerCallback):
        def on_log(self, args, state, control, logs=None, **kwargs):
            if logs:
                logged.append(dict(logs))

    args = GRPOConfig(output_dir=str(tmp_path), use_cpu=True, bf16=False, gradient_checkpointing=False,
                      report_to="none", per_device_train_batch_size=4, num_generations=2, max_completion_length=8,
                      max_steps=2, logging_steps=1, beta=0.0, learning_rate=1e-2, save_strategy="no", seed=0)
    trainer = GRPOTrainer(model=tiny_model_path, reward_funcs=[env_return_reward, length_reward], args=args,
                          train_dataset=rollout.task_dataset(num_tasks=8), rollout_func=rollout, callbacks=[Record()])
    before = {name: p.detach().clone() for name, p in trainer.model.named_parameters()}
    trainer.train()
    assert trainer.state.global_step == 2
    assert any("loss" in entry for entry in logged) and any("train_loss" in entry for entry in logged)
    assert len(seen["env_return"]) == 4 and all(isinstance(r, list) for r in seen["step_rewards"])
    assert all(s[0]["task_id"].startswith("chain-train-") for s in seen["segments"])
    for segments in seen["segments"]:  # as TRL hands them to a reward function: whole, with their version
        for segment in segments:
            validate_segment(segment)
            assert segment["schema_version"] == SEGMENT_SCHEMA_VERSION
    changed = [name for name, p in trainer.model.named_parameters() if not torch.equal(before[name], p)]
    assert changed, "no parameter changed: no gradient flowed through the env-masked completions"
    rollout.close()
