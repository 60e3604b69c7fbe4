"""SmolLM2-135M-Instruct's sampled success on ``capo/Relay-v0`` before any training (issue 31, item 1).

The task is meant for RL from the untrained model, so its base rate must be neither ~0 (no signal) nor
high (nothing to learn): between 10 % and 40 % of episodes at the training temperature. This plays
``--episodes`` fixed episodes of ``--split`` (task i of the split, reset seed i) with the project's rollout
collector and renderer, batched left-padded ``generate`` with eager attention, one torch thread, at each
``--temperatures`` (pure sampling: top_k 0, top_p 1) and with ``--max-new-tokens`` (the action cap), and
records success, the per-step pass rate by message shape (short / medium / long) and the right
messages' token lengths, with the CPU model and flags::

    python benchmarks/relay_base_rate.py    # -> benchmarks/results/relay_base_rate.json
    python benchmarks/relay_base_rate.py --episodes 24 --temperatures 1.0 --output /tmp/r.json  # quick look
    python benchmarks/relay_base_rate.py --env-kwargs '{"steps": 6, "long_sentences": 3}' --max-new-tokens 32 \
        --temperatures 0.5 --episodes 64 --output benchmarks/results/relay_long_base_rate.json  # relay_long_cpu

Measured (``results/relay_base_rate.json``; 128 test-split episodes per temperature, the 2-core AMD EPYC
with avx512_bf16, fp32, one thread, machine shared; ~17-19 min per temperature at load 3-10):

===========  ==================  ==========================================  =============
temperature  episode success     step pass rate: short / medium / long       actions at cap
===========  ==================  ==========================================  =============
0.7          4 / 128 = 3.1 %     29/55 = 53 % / 31/57 = 54 % / 10/82 = 12 %  58 of 194
0.5          18 / 128 = 14.1 %   54/71 = 76 % / 59/72 = 82 % / 24/104 = 23 %  52 of 247
===========  ==================  ==========================================  =============

So the training temperature is **0.5**: 14.1 % ± 3.1 % (standard error) is inside issue 31's 10-40 % band
with no warm start, and the long (~50-token) messages are where most of the learning is left. Design
probes before this (24 and 8 episodes at T = 0.7, and T = 1.0): at T = 1 the untrained model wanders off
after a few words (0 / 24 episodes); with the candidates listed in the prompt it often pasted several of
them (none selected); without quotes around the message it failed every two-word message it was given.
"""

from __future__ import annotations

import json
import math
import os
from typing import Any

import harness

ENV_ID = "capo/Relay-v0"


def shape_of(message: str) -> str:
    """``short`` / ``medium`` / ``long``: the shape a Relay message was built with (from its sentence count)."""
    sentences = message.count(".")
    return "short" if sentences == 0 else "medium" if sentences == 1 else "long"


def measure(model: Any, tokenizer: Any, *, episodes: int, split: str, temperature: float, max_new_tokens: int,
            seed: int, env_kwargs: dict[str, Any] | None = None) -> dict[str, Any]:
    """Play ``episodes`` fixed episodes sampled at ``temperature``; success, per-shape pass rates, lengths."""
    import gymnasium as gym
    import torch

    import agentgym_capo  # noqa: F401  (registers the envs)
    from agentgym_capo.rollout import RolloutCollector
    from agentgym_capo.trainer.model.logprobs import collate_generate

    pad, eos = tokenizer.pad_token_id, tokenizer.eos_token_id
    by_shape = {shape: {"actions": 0, "right": 0} for shape in ("short", "medium", "long")}
    lengths = {"right_message_tokens": [], "action_tokens": []}
    capped = 0

    @torch.no_grad()
    def act(inputs):
        nonlocal capped
        batch = collate_generate([x.prompt_ids for x in inputs], [[]] * len(inputs), pad, model.device)
        width = batch.prompt_width
        out = model.generate(input_ids=batch.input_ids[:, :width], attention_mask=batch.attention_mask[:, :width],
                             max_new_tokens=max_new_tokens, do_sample=True, top_k=0, top_p=1.0,
                             temperature=temperature, eos_token_id=eos, pad_token_id=pad)
        texts = []
        for row, item in zip(out[:, width:].tolist(), inputs, strict=True):
            ids = row[:row.index(eos)] if eos in row else [t for t in row if t != pad]
            capped += eos not in row
            text = tokenizer.decode(ids, skip_special_tokens=True)
            env = item.env.unwrapped  # the sync backend hands the policy its env
            right = env.oracle_action()
            cell = by_shape[shape_of(right)]
            cell["actions"] += 1
            options = list(item.info["admissible_actions"])
            cell["right"] += env.match(text, options) == options.index(right)
            lengths["right_message_tokens"].append(len(tokenizer(right, add_special_tokens=False)["input_ids"]))
            lengths["action_tokens"].append(len(ids))
            texts.append(text)
        return texts

    torch.manual_seed(seed)
    seconds: dict[str, float] = {}
    kwargs = {"split": split, **(env_kwargs or {})}
    with harness.timed(seconds, "all"), RolloutCollector(ENV_ID, backend="sync", num_envs=episodes, env_kwargs=kwargs,
                                                         tokenizer=tokenizer, progress=False) as collector:
        probe = gym.make(ENV_ID, **kwargs)
        tasks = probe.unwrapped.task_ids(split)
        probe.close()
        plan = [(tasks[i % len(tasks)], f"{split}-{i}") for i in range(episodes)]
        result = collector.collect(plan, act)
    wins = sum(e.success for e in result.episodes)
    n = len(result.episodes)
    rate = wins / n
    return {"temperature": temperature, "episodes": n, "successes": wins, "success": rate,
            "standard_error": math.sqrt(rate * (1 - rate) / n),
            "step_pass_rate_by_shape": {k: {**v, "rate": v["right"] / max(v["actions"], 1)}
                                        for k, v in by_shape.items()},
            "actions_at_cap": capped,
            "right_message_tokens": {"min": min(lengths["right_message_tokens"]),
                                     "max": max(lengths["right_message_tokens"])},
            "mean_action_tokens": sum(lengths["action_tokens"]) / max(len(lengths["action_tokens"]), 1),
            "seconds": seconds["all"]}


def main() -> None:
    """CLI: measure the untrained model at each temperature and write the JSON record."""
    parser = harness.parser(__file__, __doc__, output="relay_base_rate.json", output_aliases=("--result",),
                            threads=1)
    parser.add_argument("--episodes", type=int, default=128, help="Fixed episodes per temperature.")
    parser.add_argument("--split", default="test", help="Task split (test: 50 tasks, cycled with new seeds).")
    parser.add_argument("--temperatures", nargs="+", type=float, default=[0.7, 0.5], help="Sampling temperatures.")
    parser.add_argument("--max-new-tokens", type=int, default=64, help="The action cap.")
    parser.add_argument("--seed", type=int, default=0, help="Sampling seed.")
    parser.add_argument("--env-kwargs", dest="env_kwargs", type=json.loads, default={},
                        help='The env\'s keyword arguments as JSON, e.g. \'{"steps": 6, "long_sentences": 3}\'.')
    options = parser.parse_args()

    import torch
    from transformers import AutoModelForCausalLM, AutoTokenizer

    from agentgym_capo.models import smollm2_dir

    harness.set_threads(options.threads)
    tokenizer = AutoTokenizer.from_pretrained(smollm2_dir())
    model = AutoModelForCausalLM.from_pretrained(smollm2_dir(), attn_implementation="eager").eval()
    record: dict[str, Any] = {"env_id": ENV_ID, "env_kwargs": options.env_kwargs,
                              "model": "SmolLM2-135M-Instruct (untrained)", "split": options.split,
                              "max_new_tokens": options.max_new_tokens, "seed": options.seed, "results": []}
    for temperature in options.temperatures:
        row = measure(model, tokenizer, episodes=options.episodes, split=options.split, temperature=temperature,
                      max_new_tokens=options.max_new_tokens, seed=options.seed, env_kwargs=options.env_kwargs)
        print(json.dumps(row), flush=True)
        record["results"].append(row)
    record.update(torch_threads=torch.get_num_threads(), loadavg=os.getloadavg(),
                  env_flags={k: os.environ[k] for k in ("ATEN_CPU_CAPABILITY", "ONEDNN_MAX_CPU_ISA", "CAPO_CPU_BF16")
                             if k in os.environ})
    harness.record(record, options.output)


if __name__ == "__main__":
    main()
