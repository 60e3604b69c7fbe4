"""One renderer: ChatPrompt, the collector the trainer uses and the TRL adapter give identical prompt ids."""

from __future__ import annotations

import copy

import gymnasium as gym
import pytest

from agentgym_capo.interop.trl_rollout import EnvRolloutFunc
from agentgym_capo.rollout import RolloutCollector
from agentgym_capo.wrappers import ChatPrompt
from agentgym_capo.wrappers.chat import template_supports_tools

ENV_ID = "capo/WebShop-v0"  # an env with a tool (env_step)

# ChatML that lists tool schemas in a turn of their own when it gets any (as tool-aware templates do)
TOOLS_TEMPLATE = (
    "{% if tools %}<|im_start|>tools\n{% for tool in tools %}{{ tool | tojson }}\n{% endfor %}<|im_end|>\n{% endif %}"
    "{% for message in messages %}<|im_start|>{{ message['role'] }}\n{{ message['content'] }}<|im_end|>\n"
    "{% endfor %}{% if add_generation_prompt %}<|im_start|>assistant\n{% endif %}"
)


def three_renderings(tokenizer, task_id: str) -> list[list[int]]:
    env = ChatPrompt(gym.make(ENV_ID), tokenizer)
    _, info = env.reset(seed=0, options={"task_id": task_id})
    wrapper_ids = info["prompt_ids"]
    env.close()

    seen = []

    def stop(inputs):  # record what the trainer's policy would be given, then end the episode
        seen.extend(item.prompt_ids for item in inputs)
        return [None] * len(inputs)

    with RolloutCollector(ENV_ID, backend="sync", num_envs=1, tokenizer=tokenizer, progress=False) as collector:
        collector.collect([(task_id, "t0", 7)], stop)

    adapter = EnvRolloutFunc(ENV_ID, tokenizer=tokenizer, generate=lambda contexts: ([], None), backend="sync",
                             num_envs=1, max_context_tokens=1)  # the budget stops before any generation
    rows = adapter([task_id])
    adapter.close()
    return [wrapper_ids, seen[0], rows["prompt_ids"][0]]


@pytest.mark.parametrize("tools_template", [False, True], ids=["plain-template", "tools-template"])
def test_wrapper_trainer_and_trl_adapter_render_identical_ids(tiny_tokenizer, tools_template):
    tokenizer = copy.deepcopy(tiny_tokenizer)
    if tools_template:
        tokenizer.chat_template = TOOLS_TEMPLATE
    task_id = gym.make(ENV_ID).unwrapped.task_ids()[0]
    wrapper, trainer, adapter = three_renderings(tokenizer, task_id)
    assert wrapper == trainer == adapter
    text = tokenizer.decode(wrapper)
    # tools reach the template exactly when it reads them (the one default, see wrappers/chat.py)
    assert template_supports_tools(tokenizer) is tools_template
    assert ('"name": "env_step"' in text) is tools_template
