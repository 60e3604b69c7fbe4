"""Shared pieces of the verl-side tests: the loop built as verl builds it, and an oracle model server.

The fixtures that use them (tokenizer, the V1 row recorder, the exported rows) are in conftest.py.
"""

from __future__ import annotations

import asyncio
import os

import torch
from omegaconf import OmegaConf
from verl.experimental.agent_loop import agent_loop as verl_loop
from verl.utils.dataset.rl_dataset import RLHFDataset
from verl.workers.rollout.replica import TokenOutput

import agentgym_capo  # noqa: F401  (registers the ids)
from agentgym_capo.envs.registry import make
from agentgym_capo.interop.verl import agent_loop_config_path

ENVS = ("capo/Chain-v0", "capo/WebShop-v0", "capo/HotpotQA-v0")


def tokenizer_path() -> str:
    if os.environ.get("CAPO_TINY_MODEL"):
        return os.environ["CAPO_TINY_MODEL"]
    from agentgym_capo.models import tiny_model_dir

    return str(tiny_model_dir())


def loop_config(prompt_length: int, response_length: int = 512):
    return OmegaConf.create({
        "actor_rollout_ref": {
            "rollout": {"prompt_length": prompt_length, "response_length": response_length,
                        "multi_turn": {"tool_config_path": None},
                        "agent": {"agent_loop_config_path": str(agent_loop_config_path())}},
            "model": {"path": "dummy-model", "tokenizer_path": "dummy-model"},
        },
        "data": {"tool_config_path": None, "apply_chat_template_kwargs": {}},
    })


class OracleServer:
    """verl's server-manager interface; answers with the env's oracle action (a shadow env follows the episode)."""

    def __init__(self, tokenizer, row, *, fail_on_call: int | None = None):
        info = row["extra_info"]
        self.tokenizer, self.fail_on_call, self.calls, self.sent = tokenizer, fail_on_call, 0, []
        self.env = make(info["env_id"], split=info["split"])
        self.env.reset(seed=int(info["seed"]), options={"task_id": info["task_id"]})

    async def generate(self, request_id, *, prompt_ids, sampling_params, **kwargs) -> TokenOutput:
        self.calls += 1
        if self.fail_on_call == self.calls:
            raise ConnectionError("model server went away")
        action = self.env.unwrapped.oracle_action()
        self.env.step(action)
        ids = self.tokenizer(action, add_special_tokens=False)["input_ids"] + [self.tokenizer.eos_token_id]
        self.sent.append(ids)
        return TokenOutput(token_ids=ids, log_probs=[-0.5] * len(ids))


def loop_worker(cls, tokenizer, server, config):
    """A verl worker as verl's own CPU test builds one, with the shipped YAML registered as its __init__ does."""
    worker = object.__new__(cls)
    worker.config, worker.llm_client, worker.tokenizer, worker.processor = config, server, tokenizer, None
    worker.hf_model_type, worker.dataset_cls, worker.tools = None, RLHFDataset, []
    worker.rollout_config = config.actor_rollout_ref.rollout
    worker.mm_processor_kwargs, worker.reward_loop_worker_handles, worker.distillation_enabled = {}, None, False
    for entry in OmegaConf.load(config.actor_rollout_ref.rollout.agent.agent_loop_config_path):
        verl_loop._agent_loop_registry[entry.name] = entry
    return worker


def row_kwargs(row, **extra):
    kwargs = {k: v for k, v in row.items() if not isinstance(v, torch.Tensor)}
    kwargs.update(extra)
    return kwargs


def run_loop(worker, row, **extra):
    kwargs = row_kwargs(row, **extra)
    trajectory = {"step": 0, "sample_index": kwargs["index"], "rollout_n": 0, "validate": False}
    return asyncio.run(worker._run_agent_loop({"temperature": 1.0, "logprobs": True}, trajectory, **kwargs))
