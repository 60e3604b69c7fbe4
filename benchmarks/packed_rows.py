"""Packed rows against row-padded rows: one forward (and forward + backward) of the same step rows, timed.

Decides ``row_layout="auto"`` on a CPU (:func:`agentgym_capo.trainer.pipeline.microbatches.resolve_row_layout`):
the trainer's passes run exactly these forwards (the backbone with explicit ``position_ids``), so the ratio
of their times is what packing saves per pass, without the rest of an iteration around it.

* **Rows**: ``demo``: 40 rows of 40-200 tokens (uniform; ``capo demo``'s relay rows are 60-250 tokens);
  ``webshop``: 16 rows of 400-1,600 tokens (the WebShop-like shape of ``benchmarks/throughput.py``). Random
  token ids; each row ends in a 5-token response.
* **Layouts**: ``by_length`` (:func:`~agentgym_capo.trainer.model.logprobs.collate_rows`: one micro-batch of
  all rows, each right-padded to the longest) and ``packed``
  (:func:`~agentgym_capo.trainer.model.logprobs.collate_packed`, rows as wide as the trainer picks them for
  the model: ``packing_attention_width``; ``--attention-cost`` overrides the discount; always packed here,
  where the trainer row-pads a micro-batch that packing saves too little of, ``PACK_MIN_SAVING``, which these
  numbers set). Both run in one process, interleaved (A B A B ...) after one warm-up each; the JSON keeps
  every time, the medians and their ratio.
* **Model**: SmolLM2-135M cut to its first ``--layers`` layers (default 6; time per layer does not depend on
  depth), fp32, sdpa attention (what the trainer loads), ``--threads`` torch threads (default 1: the other core
  stays free, and 2 threads on 2 shared cores stall).
* **Exactness**: the largest absolute difference between the layouts' hidden states at any real position
  is recorded (fp32 rounding of other attention kernels).

    python benchmarks/packed_rows.py            # ~2 min on 2 cores
"""

from __future__ import annotations

import json
import os
import random
import statistics
from pathlib import Path
from typing import Any

import harness
import torch

SHAPES = {"demo": (40, 40, 200), "webshop": (16, 400, 1600)}
"""Rows, shortest and longest row of each shape."""
RESPONSE = 5


def make_rows(shape: str, seed: int = 0) -> tuple[list[list[int]], list[list[int]]]:
    """Prompts and responses of ``shape`` (random ids, lengths uniform in the shape's range)."""
    count, low, high = SHAPES[shape]
    rng = random.Random(seed)
    lengths = [rng.randint(low, high) for _ in range(count)]
    prompts = [[rng.randint(10, 40000) for _ in range(n - RESPONSE)] for n in lengths]
    return prompts, [[rng.randint(10, 40000) for _ in range(RESPONSE)] for _ in lengths]


def layouts(prompts: list[list[int]], responses: list[list[int]], config: Any) -> dict[str, Any]:
    """The two collations of the rows (packed rows as wide as the trainer picks them for ``config``)."""
    from agentgym_capo.trainer.model.logprobs import collate_packed, collate_rows
    from agentgym_capo.trainer.pipeline.microbatches import packing_attention_width

    return {"by_length": collate_rows(prompts, responses, 0),
            "packed": collate_packed(prompts, responses, 0, attention_width=packing_attention_width(config),
                                     min_saving=0.0)}


def forward(model: Any, batch: Any, train: bool) -> torch.Tensor:
    """The backbone's hidden states (and, with ``train``, a backward through a sum of them)."""
    with torch.set_grad_enabled(train):
        hidden = model.model(input_ids=batch.input_ids, attention_mask=batch.attention_mask,
                             position_ids=batch.position_ids, use_cache=False).last_hidden_state
        if train:
            hidden.float().pow(2).mean().backward()
    return hidden.detach()


def largest_difference(batches: dict[str, Any], states: dict[str, torch.Tensor]) -> float:
    """Max |difference| of the hidden states of every real token between the two layouts."""
    rows, packed = batches["by_length"], batches["packed"]
    worst = 0.0
    for seq, length in enumerate(packed.seq_lengths.tolist()):
        a = states["by_length"][int(rows.seq_rows[seq]), :length]
        start = int(packed.seq_starts[seq])
        b = states["packed"][int(packed.seq_rows[seq]), start:start + length]
        worst = max(worst, float((a - b).abs().max()))
    return worst


def measure(model: Any, shape: str, repeats: int) -> dict[str, Any]:
    """Forward and forward + backward of both layouts, interleaved."""
    prompts, responses = make_rows(shape)
    batches = layouts(prompts, responses, model.config)
    real = sum(len(p) + len(r) for p, r in zip(prompts, responses, strict=True))
    out: dict[str, Any] = {"rows": len(prompts), "real_tokens": real}
    for name, batch in batches.items():
        out[name] = {"shape": list(batch.input_ids.shape), "padding_share": 1 - real / batch.input_ids.numel()}
    out["max_abs_hidden_difference"] = largest_difference(
        batches, {name: forward(model, batch, train=False) for name, batch in batches.items()})
    for mode in ("forward", "train"):
        times: dict[str, list[float]] = {name: [] for name in batches}
        for batch in batches.values():  # warm-up
            forward(model, batch, mode == "train")
        for _ in range(repeats):
            for name, batch in batches.items():
                model.zero_grad(set_to_none=True)
                with harness.timed(times, name):
                    forward(model, batch, mode == "train")
        medians = {name: statistics.median(values) for name, values in times.items()}
        out[mode] = {"seconds": times, "median": medians,
                     "packed_over_by_length": medians["packed"] / medians["by_length"]}
        print(f"[{shape}] {mode}: by_length {medians['by_length']:.3f} s, packed {medians['packed']:.3f} s, "
              f"ratio {out[mode]['packed_over_by_length']:.3f}", flush=True)
    return out


def plot(result: dict[str, Any], path: Path) -> None:
    """Median seconds per layout, shape and mode, with the padding shares in the labels."""

    def draw(axes: Any) -> None:
        for ax, (shape, data) in zip(axes, result["shapes"].items(), strict=True):
            ratios = ", ".join(f"{mode} {data[mode]['packed_over_by_length']:.2f}x" for mode in ("forward", "train"))
            harness.bars(ax, ["forward", "forward + backward"],
                         {f"{layout} ({data[layout]['padding_share']:.0%} padding)":
                          [data[mode]["median"][layout] for mode in ("forward", "train")]
                          for layout in ("by_length", "packed")},
                         ylabel="seconds (median)", title=f"{shape}: {data['rows']} rows, packed/by_length {ratios}")

    harness.figure(path, draw, panels=len(result["shapes"]), size=(5 * len(result["shapes"]), 3.6),
                   title=f"SmolLM2 first {result['layers']} layers, fp32, {result['threads']} thread(s) - "
                         f"{result['machine']['cpu_model']}")


def main(argv: list[str] | None = None) -> dict[str, Any]:
    """Parse the arguments, measure every shape, write JSON and PNG."""
    parser = harness.parser(__file__, __doc__, output="packed_rows_cpu.json", threads=1)
    parser.add_argument("--layers", type=int, default=6)
    parser.add_argument("--repeats", type=int, default=5)
    parser.add_argument("--shapes", default="demo,webshop")
    parser.add_argument("--model", choices=("smollm2", "tiny"), default="smollm2", help="tiny: the test model.")
    parser.add_argument("--attention-cost", type=float, default=None,
                        help="Override microbatches.DENSE_MASK_ATTENTION_COST (how wide packed rows may grow).")
    args = parser.parse_args(argv)
    harness.set_threads(args.threads)
    from transformers import AutoModelForCausalLM

    from agentgym_capo.trainer.pipeline import microbatches

    if args.attention_cost is not None:
        microbatches.DENSE_MASK_ATTENTION_COST = args.attention_cost
    from agentgym_capo.models import smollm2_dir, tiny_model_dir

    torch.manual_seed(0)
    path = str(smollm2_dir() if args.model == "smollm2" else tiny_model_dir())
    extra = {"num_hidden_layers": args.layers} if args.model == "smollm2" else {}
    model = AutoModelForCausalLM.from_pretrained(path, dtype=torch.float32, attn_implementation="sdpa", **extra)
    model.train()
    result: dict[str, Any] = {"model": args.model, "layers": model.config.num_hidden_layers, "threads": args.threads,
                              "attention_cost": microbatches.DENSE_MASK_ATTENTION_COST,
                              "packing_attention_width": microbatches.packing_attention_width(model.config),
                              "repeats": args.repeats, "shapes": {}}
    for shape in args.shapes.split(","):
        result["shapes"][shape] = measure(model, shape, args.repeats)
    result["load_average_after"] = os.getloadavg()
    result = harness.record(result, args.output)
    plot(result, args.output)
    print(json.dumps({"output": str(args.output)}))
    return result


if __name__ == "__main__":
    main()
