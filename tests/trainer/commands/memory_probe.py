"""Measure the peak CPU memory of two training steps built from the trainer's own parts (run as a subprocess
by test_memory_plan).

``python memory_probe.py MODEL_DIR ROWS PROMPT COMPLETION CASE...`` prints one JSON line, a mapping from each
``CASE`` (``CRITIC_MODE:REFERENCE:LORA``: ``none``, ``separate``, ``shared`` or ``lora``, then 0/1 twice) to its
measurement, run one after the other in this process. ``peak_bytes`` is the high-water mark of torch's CPU
allocator over the run (the running sum of the profiler's allocation/free events, ``profile_memory=True``;
everything is allocated inside the profiled region, so nothing predates it), ``rss_delta_bytes`` the process's
peak RSS minus its RSS before the models were built (allocator caching and the interpreter included, a coarser
cross-check).

What runs is what the trainer runs per micro-batch, with its own functions: the policy is the fp32 causal LM
(TRL's default dtype), wrapped by PEFT's ``get_peft_model`` with ``LORA``; the critic is
:func:`~agentgym_capo.trainer.model.critic.build_critic` (``separate``), :func:`make_value_head` on the policy's trunk
(``shared``) or :func:`add_critic_adapter` plus that head (``lora``), all in one
:class:`~agentgym_capo.trainer.model.actor_critic.ActorCritic`; the reference is the trainer's no-grad pre-pass (a
frozen fp32 copy, or with LoRA the base with adapters disabled). Each step scores every completion token with
:func:`score_positions` (fp32 head, entropy on, as the update does) and the boundary values with
:func:`values_at`, runs one backward and AdamW over every trainable parameter. Two steps of two micro-batches,
so the later passes run with the optimizer states and accumulated gradients present (the steady state the plan
describes). The first step runs on one short row (``WARMUP_SHAPE``): it only creates the optimizer states, and
the peak is the second step's, which holds everything the first did plus those states. Rows are full length
(``PROMPT + COMPLETION`` tokens each), as the plan assumes.
"""

from __future__ import annotations

import json
import resource
import sys

import torch
from torch.profiler import ProfilerActivity, profile

from agentgym_capo.trainer.model.actor_critic import ActorCritic, make_value_head
from agentgym_capo.trainer.model.adapters import CRITIC_ADAPTER, adapters_disabled, add_critic_adapter, lora_config
from agentgym_capo.trainer.model.critic import build_critic, values_at
from agentgym_capo.trainer.model.logprobs import position_ids_from_mask, score_positions

MICRO_BATCHES = 2  # per optimizer step
WARMUP_SHAPE = (1, 8, 4)  # rows, prompt, completion of the first step (module docstring)


def _rss_bytes() -> int:
    with open("/proc/self/statm") as handle:
        return int(handle.read().split()[1]) * resource.getpagesize()


def _build(model_dir: str, critic_mode: str, with_reference: bool, lora: bool) -> tuple[ActorCritic, object]:
    from transformers import AutoConfig, AutoModelForCausalLM

    config = AutoConfig.from_pretrained(model_dir)
    config._attn_implementation = "sdpa"
    policy = AutoModelForCausalLM.from_config(config, dtype=torch.float32)
    reference = None
    if with_reference and not lora:
        reference = AutoModelForCausalLM.from_config(config, dtype=torch.float32).eval().requires_grad_(False)
    critic = build_critic(policy) if critic_mode == "separate" else None  # before PEFT renames the base's keys
    if lora:
        from peft import get_peft_model

        policy = get_peft_model(policy, lora_config({"r": 16, "target_modules": "all-linear"}))
    head = make_value_head(policy) if critic_mode in ("shared", "lora") else None
    if critic_mode == "lora":
        add_critic_adapter(policy, seed=1)
    module = ActorCritic(policy, critic, head, CRITIC_ADAPTER if critic_mode == "lora" else None).train()
    return module, reference


def _step(ac: ActorCritic, reference, optimizer, rows: int, prompt: int, completion: int, lora: bool,
          with_reference: bool) -> None:
    vocab = ac.config.vocab_size
    ids = torch.randint(0, vocab, (rows, prompt + completion))
    mask = torch.ones_like(ids)
    positions = position_ids_from_mask(mask)
    q_rows = torch.arange(rows).repeat_interleave(completion)
    q_cols = (prompt - 1 + torch.arange(completion)).repeat(rows)
    targets = ids[q_rows, q_cols + 1]

    def logps(lm):
        return score_positions(lm, ids, mask, q_rows, q_cols, targets, position_ids=positions,
                               compute_entropy=True)

    ref_logp = None
    if with_reference:  # the trainer's no-grad pre-pass, before the update's forward
        with torch.no_grad():
            if lora:
                with adapters_disabled(ac.policy):
                    ref_logp = logps(ac.lm)[0]
            else:
                ref_logp = logps(reference)[0]
    for _ in range(MICRO_BATCHES):  # gradients accumulate: the later forwards run with them present
        logp, _ = logps(ac.lm)
        loss = -logp.mean()
        if ref_logp is not None:
            loss = loss + 0.001 * (logp - ref_logp).pow(2).mean()
        if ac.has_values:
            values = values_at(ac.value_model, ids, mask, torch.arange(rows), torch.full((rows,), prompt - 1),
                               positions)
            loss = loss + values.pow(2).mean()
        loss.backward()
        del logp, loss
    optimizer.step()
    optimizer.zero_grad(set_to_none=True)


def measure(model_dir: str, rows: int, prompt: int, completion: int, critic_mode: str, with_reference: bool,
            lora: bool) -> dict:
    """Build the models and run two steps inside the profiler; return the measured peaks."""
    torch.manual_seed(0)
    rss_before = _rss_bytes()
    with profile(activities=[ProfilerActivity.CPU], profile_memory=True) as prof:
        ac, reference = _build(model_dir, critic_mode, with_reference, lora)
        params = [p for p in ac.parameters() if p.requires_grad]
        optimizer = torch.optim.AdamW(params, lr=1e-5, foreach=False)
        _step(ac, reference, optimizer, *WARMUP_SHAPE, lora, with_reference)
        _step(ac, reference, optimizer, rows, prompt, completion, lora, with_reference)
        trainable = sum(p.numel() for p in params)
        del ac, reference, params, optimizer
    events = sorted((e.start_ns(), e.nbytes()) for e in prof.profiler.kineto_results.events()
                    if e.name() == "[memory]" and e.device_type() == torch.autograd.DeviceType.CPU)
    running = peak = 0
    for _, nbytes in events:
        running += nbytes
        peak = max(peak, running)
    rss_peak = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss * 1024
    return {"peak_bytes": peak, "rss_delta_bytes": rss_peak - rss_before, "trainable": trainable}


if __name__ == "__main__":
    # CASE = CRITIC_MODE:REFERENCE:LORA, e.g. separate:1:0; several cases run one after the other
    model, rows, prompt, completion, *cases = sys.argv[1:]
    results = {}
    for case in cases:
        critic, ref, lora = case.split(":")
        results[case] = measure(model, int(rows), int(prompt), int(completion), critic, ref == "1", lora == "1")
    print(json.dumps(results))
