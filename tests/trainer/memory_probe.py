"""Measure the peak CPU memory of two actor-critic training steps (run as a subprocess by test_memory_plan).

``python memory_probe.py MODEL_DIR ROWS PROMPT COMPLETION CRITIC(0/1) REFERENCE(0/1)`` prints one JSON line:
``peak_bytes`` is the high-water mark of torch's CPU allocator over the run (the running sum of the
profiler's allocation/free events, ``profile_memory=True``; everything is allocated inside the profiled
region, so nothing predates it), ``rss_delta_bytes`` the process's peak RSS minus its RSS before the models
were built (allocator caching and the interpreter included, a coarser cross-check).

The step is what the trainer does per micro-batch: the policy trunk over the whole rows, the LM head in fp32
at the action positions only, log-softmax and gather; the critic (a token-classification copy) at the same
positions; the reference in a no-grad pass before (as the trainer's pre-pass); one backward; AdamW over
policy + critic. Two steps, so the second backward runs with the optimizer states present (the steady
state the plan describes).
"""

from __future__ import annotations

import json
import resource
import sys

import torch
from torch.profiler import ProfilerActivity, profile


def _rss_bytes() -> int:
    with open("/proc/self/statm") as handle:
        return int(handle.read().split()[1]) * resource.getpagesize()


def _step(policy, critic, reference, optimizer, rows: int, prompt: int, completion: int) -> None:
    vocab = policy.config.vocab_size
    ids = torch.randint(0, vocab, (rows, prompt + completion))
    positions = slice(prompt - 1, prompt + completion - 1)
    ref_logp = None
    if reference is not None:  # the trainer's no-grad pre-pass, before the update's forward
        with torch.no_grad():
            ref_hidden = reference.model(input_ids=ids).last_hidden_state[:, positions]
            ref = torch.nn.functional.linear(ref_hidden.float(), reference.lm_head.weight.float())
            ref_logp = ref.log_softmax(-1).gather(-1, ids[:, prompt:, None]).squeeze(-1)
            del ref_hidden, ref
    hidden = policy.model(input_ids=ids).last_hidden_state[:, positions]
    logits = torch.nn.functional.linear(hidden.float(), policy.lm_head.weight.float())
    logp = logits.log_softmax(-1).gather(-1, ids[:, prompt:, None]).squeeze(-1)
    del logits
    loss = -logp.mean()
    if ref_logp is not None:
        loss = loss + 0.001 * (logp - ref_logp).pow(2).mean()
    if critic is not None:
        values = critic(input_ids=ids).logits[:, positions, 0]
        loss = loss + values.pow(2).mean()
    loss.backward()
    optimizer.step()
    optimizer.zero_grad(set_to_none=True)


def main(model_dir: str, rows: int, prompt: int, completion: int, with_critic: bool, with_reference: bool) -> dict:
    """Build the models and run two steps inside the profiler; return the measured peaks."""
    from transformers import AutoConfig, AutoModelForCausalLM, AutoModelForTokenClassification

    torch.manual_seed(0)
    config = AutoConfig.from_pretrained(model_dir)
    config._attn_implementation = "sdpa"
    rss_before = _rss_bytes()
    with profile(activities=[ProfilerActivity.CPU], profile_memory=True) as prof:
        policy = AutoModelForCausalLM.from_config(config, dtype=torch.float32).train()
        critic_config = AutoConfig.from_pretrained(model_dir, num_labels=1)
        critic = (AutoModelForTokenClassification.from_config(critic_config, dtype=torch.float32).train()
                  if with_critic else None)
        reference = AutoModelForCausalLM.from_config(config, dtype=torch.float32).eval() if with_reference else None
        if reference is not None:
            reference.requires_grad_(False)
        params = list(policy.parameters()) + (list(critic.parameters()) if critic is not None else [])
        optimizer = torch.optim.AdamW(params, lr=1e-5, foreach=False)
        for _ in range(2):
            _step(policy, critic, reference, optimizer, rows, prompt, completion)
    events = sorted((e.start_ns(), e.nbytes()) for e in prof.profiler.kineto_results.events()
                    if e.name() == "[memory]" and e.device_type() == torch.autograd.DeviceType.CPU)
    running = peak = 0
    for _, nbytes in events:
        running += nbytes
        peak = max(peak, running)
    rss_peak = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss * 1024
    return {"peak_bytes": peak, "rss_delta_bytes": rss_peak - rss_before,
            "params": sum(p.numel() for p in policy.parameters())}


if __name__ == "__main__":
    model, rows, prompt, completion, critic, ref = sys.argv[1:7]
    print(json.dumps(main(model, int(rows), int(prompt), int(completion), critic == "1", ref == "1")))
