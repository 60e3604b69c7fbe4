"""trl_environment: stock GRPOTrainer(environment_factory=...) trains on Chain and WebShop; steps replay exactly.

The tiny test model's ChatML template has no tool support, which TRL's ``environment_factory`` rejects (it
needs a tool-capable, prefix-preserving template). The test tokenizer therefore gets TRL's own Qwen2.5
template (``trl.chat_template_utils.qwen2_5_chat_template``, a tool-capable ChatML for which TRL knows the
response parser). A random model never writes a tool call, so generation gets a ``sequence_bias`` (through
``GRPOConfig.generation_kwargs``) that scripts one ``env_step`` call per turn: TRL's own tool loop then parses
it and really steps our envs. The loss still uses the unbiased model's log-probs (plumbing, not learning).
"""

from __future__ import annotations

import inspect
import json

import pytest

from agentgym_capo.envs.segment_schema import SEGMENT_SCHEMA_VERSION
from agentgym_capo.errors import ConfigError
from agentgym_capo.interop.trl_environment import trl_dataset, trl_environment
from agentgym_capo.wrappers.recording import load_steps, replay

CALL = '<tool_call>\n{"name": "env_step", "arguments": {"command": "go north"}}\n</tool_call>'


@pytest.fixture(scope="module")
def bpe_model_path():
    """The tiny model with its small byte-level BPE vocabulary (442): tool results make completions long, and
    the LM head over SmolLM2's 49,152 tokens would dominate the run time."""
    from agentgym_capo.models import tiny_model_dir

    return str(tiny_model_dir(tokenizer="bpe"))


@pytest.fixture(scope="module")
def tool_tokenizer(bpe_model_path):
    """The tiny model's tokenizer with TRL's tool-capable Qwen2.5 ChatML template."""
    from transformers import AutoTokenizer
    from trl.chat_template_utils import qwen2_5_chat_template

    tokenizer = AutoTokenizer.from_pretrained(bpe_model_path)
    tokenizer.chat_template = qwen2_5_chat_template
    return tokenizer


def scripted_bias(tokenizer, text: str) -> list:
    """``sequence_bias`` that makes any model write ``text`` then EOS (a scripted policy through ``generate``).

    The k-th token gets a bias growing with k when the k tokens before it are the script's, so the longest
    matching prefix always wins and the first token restarts the script after every tool result.
    """
    ids = tokenizer(text, add_special_tokens=False)["input_ids"] + [tokenizer.eos_token_id]
    return [[ids[: k + 1], 100.0 * (k + 1)] for k in range(len(ids))]


def _tools(env):
    return [getattr(env, name) for name, _ in inspect.getmembers(type(env), predicate=inspect.isfunction)
            if name not in ("reset", "get_reward") and not name.startswith("_")]


def _schema(method):
    from transformers.utils import get_json_schema

    return get_json_schema(method)["function"]


def test_tool_methods_have_the_env_schema_and_step_the_env(tmp_path):
    factory = trl_environment("capo/Chain-v0", record_dir=str(tmp_path))
    env = factory()
    assert [m.__name__ for m in _tools(env)] == ["env_step"]
    schema = _schema(env.env_step)
    assert schema["parameters"] == env.env.unwrapped.tools[0].to_openai()["function"]["parameters"]
    row = trl_dataset("capo/Chain-v0", limit=2)[1]
    assert row["task_id"] == "chain-train-001" and "environment" not in row
    first = env.reset(**row)
    assert "room 1 of 3" in first and env.get_reward() == 0.0
    oracle = env.env.unwrapped
    while not env.done:
        env.env_step(command=oracle.oracle_action())
    assert env.get_reward() == 1.0 and env.step_rewards == [0.0, 0.0, 1.0]
    assert [s["step_index"] for s in env.segments] == [0, 1, 2] and env.segments[-1]["terminal_reason"] == "success"
    assert "episode has ended" in env.env_step(command="go north") and len(env.step_rewards) == 3
    recorded = [json.loads(line) for path in tmp_path.glob("*.jsonl") for line in path.read_text().splitlines()]
    assert [step["reward"] for step in recorded] == [0.0, 0.0, 1.0]
    # the segments a TRL user reads (on the instance, in the step records) carry their schema version
    assert [s["schema_version"] for s in env.segments] == [SEGMENT_SCHEMA_VERSION] * 3
    assert [step["schema_version"] for step in recorded] == [SEGMENT_SCHEMA_VERSION] * 3


def test_closing_tool_scores_the_final_answer():
    env = trl_environment("capo/HotpotQA-v0")()
    assert {m.__name__ for m in _tools(env)} == {"search", "answer"}
    row = trl_dataset("capo/HotpotQA-v0", limit=1)[0]
    env.reset(**row)
    answers = env.env.unwrapped.record.answers
    env.answer(answer=answers[0])
    assert env.done and env.get_reward() == 1.0 and env.segments[-1]["terminal_reason"] == "success"


def test_dataset_and_factory_errors():
    with pytest.raises(ConfigError, match="at least one env id"):
        trl_dataset([])
    with pytest.raises(ConfigError, match="limit"):
        trl_dataset("capo/Chain-v0", limit=0)
    from agentgym_capo.errors import UnknownEnvError

    with pytest.raises(UnknownEnvError, match="Chain-v0"):
        trl_environment("capo/Chian-v0")


@pytest.mark.slow
@pytest.mark.parametrize("form", ["chain", "webshop", "dict"])
def test_stock_grpo_trainer_with_environment_factory(form, bpe_model_path, tool_tokenizer, tmp_path):
    from trl import GRPOConfig, GRPOTrainer

    steps_dir = tmp_path / "steps"
    if form == "dict":
        factory = {env_id: trl_environment(env_id, record_dir=str(steps_dir))
                   for env_id in ("capo/Chain-v0", "capo/WebShop-v0")}
        dataset = trl_dataset(list(factory), limit=1)  # [Chain, WebShop]: one prompt per step, both in 2 steps
    else:
        env_id = {"chain": "capo/Chain-v0", "webshop": "capo/WebShop-v0"}[form]
        factory = trl_environment(env_id, record_dir=str(steps_dir))
        dataset = trl_dataset(env_id, limit=4)
    args = GRPOConfig(output_dir=str(tmp_path / "out"), use_cpu=True, bf16=False, gradient_checkpointing=False,
                      report_to="none", per_device_train_batch_size=2, num_generations=2,
                      max_completion_length=1024, max_tool_calling_iterations=1, max_steps=2, logging_steps=1,
                      learning_rate=1e-3, save_strategy="no", seed=0,
                      generation_kwargs={"sequence_bias": scripted_bias(tool_tokenizer, CALL)})
    trainer = GRPOTrainer(model=bpe_model_path, processing_class=tool_tokenizer, args=args, train_dataset=dataset,
                          environment_factory=factory)
    trainer.train()
    assert trainer.state.global_step == 2

    files = sorted(steps_dir.glob("*.jsonl"))
    recorded = [step for path in files for step in load_steps(path)]
    assert recorded, "no env step was recorded: the model never called a tool"
    env_ids = {step["env_id"] for step in recorded}
    expected = {"chain": {"capo/Chain-v0"}, "webshop": {"capo/WebShop-v0"},
                "dict": {"capo/Chain-v0", "capo/WebShop-v0"}}[form]
    assert env_ids == expected
    for path in files:
        steps = list(load_steps(path))
        replayed = replay(path)  # raises ReplayMismatchError on any differing reward or segment field
        assert [r["reward"] for r in replayed] == pytest.approx([s["reward"] for s in steps])
        assert all(s["tool_calls"][0]["name"] == "env_step" for s in steps)
        assert all(s["schema_version"] == SEGMENT_SCHEMA_VERSION for s in steps)
    # TRL's reward column for each env class is the episode return (one number per rollout)
    logged = [entry for entry in trainer.state.log_history if "reward" in entry]
    assert logged and all(key.startswith("rewards/CapoChainV0") or key.startswith("rewards/CapoWebShopV0")
                          for entry in logged for key in entry if key.startswith("rewards/"))
