"""Decoding speed on a CPU under bf16 autocast: weights cast at every step (autocast's own way) vs once per call.

Question: SmolLM2-135M-Instruct decodes a 16-row batch at ~165 ms per token under bf16 autocast and ~108 ms
with bfloat16 weights (2 avx512_bf16 cores). Autocast re-casts every weight that does not require grad at each
call, so a frozen trunk is copied to bf16 once per generated token. How much does
:func:`agentgym_capo.trainer.model.weight_casts.cast_weights_once` (used by the rollout's sampler and by
``HFGeneratePolicy``) recover, and is the output the same?

Method: the same prompts (random ids, 85 tokens, a fixed seed) and sampling seed for every arm; each arm warms
up once, then generates ``--new-tokens`` tokens exactly (``min_new_tokens``) ``--repeats`` times; the median
wall time per decoding step is reported. Arms: ``autocast`` (float32 weights under bf16 autocast, frozen: the
stock path), ``cast_once`` (the same under :func:`cast_weights_once`), ``bf16_weights`` (a bfloat16 copy of
the model, no autocast: the floor), ``fp32`` (float32, no autocast: an AVX2 CPU's path). ``cast_once`` must
produce exactly the tokens of ``autocast`` (recorded as ``same_tokens``). The JSON records the machine; the PNG
plots ms per step per arm and batch size.

    python benchmarks/weight_casts_speed.py --threads 2
"""

from __future__ import annotations

import contextlib
import json
import os
import statistics
from pathlib import Path
from typing import Any

import harness

ARMS = ("autocast", "cast_once", "bf16_weights", "fp32")


def measure(batch_sizes: list[int], new_tokens: int, repeats: int, prompt_tokens: int = 85) -> dict[str, Any]:
    """ms per decoding step of every arm at every batch size, and whether ``cast_once`` matched ``autocast``."""
    import torch
    from transformers import AutoModelForCausalLM

    from agentgym_capo.models import smollm2_dir
    from agentgym_capo.trainer.model.weight_casts import cast_weights_once

    path = str(smollm2_dir())
    fp32 = AutoModelForCausalLM.from_pretrained(path, attn_implementation="eager").eval().requires_grad_(False)
    bf16 = AutoModelForCausalLM.from_pretrained(path, attn_implementation="eager",
                                                dtype=torch.bfloat16).eval().requires_grad_(False)
    autocast = lambda: torch.autocast("cpu", dtype=torch.bfloat16)  # noqa: E731
    arms = {"autocast": (fp32, autocast), "cast_once": (fp32, autocast), "bf16_weights": (bf16, contextlib.nullcontext),
            "fp32": (fp32, contextlib.nullcontext)}
    out: dict[str, Any] = {}
    for batch in batch_sizes:
        prompts = torch.randint(100, 40_000, (batch, prompt_tokens), generator=torch.Generator().manual_seed(0))
        row: dict[str, Any] = {}
        tokens: dict[str, Any] = {}
        for arm, (model, context) in arms.items():
            casts = cast_weights_once(model, torch.bfloat16) if arm == "cast_once" else contextlib.nullcontext()
            times: dict[str, list[float]] = {"warm-up": [], "timed": []}
            with torch.no_grad(), context(), casts:
                for repeat in range(repeats + 1):  # the first call warms up
                    torch.manual_seed(1)
                    with harness.timed(times, "timed" if repeat else "warm-up"):
                        ids = model.generate(input_ids=prompts, max_new_tokens=new_tokens, min_new_tokens=new_tokens,
                                             do_sample=True, temperature=0.3, top_k=0, pad_token_id=0)
            row[arm] = statistics.median(times["timed"]) / new_tokens * 1000
            tokens[arm] = ids
            print(f"batch {batch:3d} {arm:13s} {row[arm]:7.1f} ms per step", flush=True)
        row["same_tokens"] = bool(torch.equal(tokens["autocast"], tokens["cast_once"]))
        row["speedup_cast_once"] = row["autocast"] / row["cast_once"]
        out[str(batch)] = row
    return out


def plot(result: dict[str, Any], target: Path) -> None:
    """Bars: ms per decoding step per arm, grouped by batch size."""
    batches = list(result["ms_per_step"])
    title = f"SmolLM2-135M decoding, {result['threads']} thread(s), {result['machine'].get('cpu_model', '?')}"
    harness.figure(target, lambda axis: harness.bars(
        axis, [f"{b} rows" for b in batches], {arm: [result["ms_per_step"][b][arm] for b in batches] for arm in ARMS},
        ylabel="ms per decoding step (median)", title=title), size=(7, 4), dpi=100)


def main() -> None:
    """CLI: measure, write JSON and PNG."""
    parser = harness.parser(__file__, __doc__, output="weight_casts_speed.json", output_aliases=("--out",),
                            threads=2)
    parser.add_argument("--batch-sizes", type=int, nargs="+", default=[16, 32])
    parser.add_argument("--new-tokens", type=int, default=32)
    parser.add_argument("--repeats", type=int, default=3)
    options = parser.parse_args()
    harness.set_threads(options.threads)
    result = harness.record(
        {"benchmark": "decoding under CPU bf16 autocast: weights cast per step vs once per call",
         "threads": options.threads, "new_tokens": options.new_tokens, "repeats": options.repeats,
         "ms_per_step": measure(options.batch_sizes, options.new_tokens, options.repeats),
         "loadavg_after": os.getloadavg()}, options.output)
    plot(result, options.output)
    print(json.dumps(result["ms_per_step"], indent=1))


if __name__ == "__main__":
    main()
