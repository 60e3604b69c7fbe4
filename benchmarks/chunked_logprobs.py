"""Action-token log-probs of a Qwen3-sized head in chunks vs the whole (positions x vocab) fp32 logits: time, memory.

Question: ``score_positions`` used to form the float32 logits of every scored position of a micro-batch at once
(16k action tokens x Qwen3's 151,936 vocabulary: ~10 GB a copy, several copies alive for the backward).
:func:`agentgym_capo.trainer.model.chunked_head.target_logprobs` computes the same log-probs and entropy
:func:`~agentgym_capo.trainer.model.head_chunks.chunk_rows` positions at a time, forming the states' gradient
rows in the forward and, for a trained head, recomputing each chunk's logits in the backward. What does that cost
in time, and what does it save in peak memory?

Method: a Qwen3-like head (``--hidden`` 2048, ``--vocab`` 151,936, random float32 weights) and ``--positions``
random states that require grad; the head frozen (as under ``trainable_layers`` or LoRA) or, with
``--train-head``, trained too (a full fine-tune), each written under its own key of the JSON (``frozen_head``,
``trained_head``). Per (arm, positions) a fresh child process builds the inputs, warms up on 8 positions, then
times one forward (log-probs and entropy, as the update asks) and one backward (a random upstream gradient per
log-prob). Arms: ``unchunked`` (``rows=n``: one chunk through plain autograd, the operations of before) and
``chunked`` (the default chunk). Peak memory is the child's peak resident set (``ru_maxrss``) after the
backward, less the same before the forward (the head, the states; the warm-up runs on a 4,096-row slice of the
head so as not to raise it): the bytes the scoring itself added, a trained head's ``(V, H)`` gradient included.
The chunked arm's log-probs and state gradients are compared with the unchunked arm's (``max_abs_diff``). Each
record notes the machine and its load; the PNG plots seconds and added peak GB per arm, one row per record.

    python benchmarks/chunked_logprobs.py --threads 1
    python benchmarks/chunked_logprobs.py --threads 1 --train-head --positions 2048
"""

from __future__ import annotations

import argparse
import json
import os
import resource
import subprocess
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

import harness

ARMS = ("unchunked", "chunked")


def _peak_gb() -> float:
    """This process's peak resident set so far, GB (Linux reports KiB)."""
    return resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 2**20


def run_case(arm: str, positions: int, hidden: int, vocab: int, train_head: bool, tensors: Path) -> dict[str, Any]:
    """One arm at one size, in this (fresh) process: seconds, added peak GB; the outputs saved to ``tensors``."""
    import torch

    from agentgym_capo.trainer.model.chunked_head import target_logprobs
    from agentgym_capo.trainer.model.head_chunks import chunk_rows

    gen = torch.Generator().manual_seed(0)
    weight = torch.randn(vocab, hidden, generator=gen).mul_(hidden ** -0.5 * 4).requires_grad_(train_head)
    states = torch.randn(positions, hidden, generator=gen).requires_grad_()
    targets = torch.randint(0, vocab, (positions,), generator=gen)
    upstream = torch.randn(positions, generator=gen)
    rows = positions if arm == "unchunked" else chunk_rows(vocab)
    warm_head = weight.detach()[:4096].clone().requires_grad_(train_head)  # small: the peak so far stays the inputs'
    warm = states.detach()[:8].clone().requires_grad_()
    target_logprobs(warm, warm_head, None, targets[:8] % 4096, compute_entropy=True, rows=4)[0].sum().backward()
    before = _peak_gb()
    started = time.perf_counter()
    logps, entropy = target_logprobs(states, weight, None, targets, compute_entropy=True, rows=rows)
    forward = time.perf_counter() - started
    logps.backward(upstream)
    total = time.perf_counter() - started
    peak = _peak_gb()
    torch.save({"logps": logps.detach(), "grad_states": states.grad}, tensors)
    return {"arm": arm, "positions": positions, "rows_per_chunk": rows, "chunks": -(-positions // rows),
            "forward_s": forward, "backward_s": total - forward, "total_s": total, "peak_before_gb": before,
            "peak_gb": peak, "added_peak_gb": peak - before, "entropy_mean": float(entropy.mean())}


def _child(arm: str, positions: int, options: Any, tensors: Path) -> dict[str, Any]:
    """:func:`run_case` in a child process (its own peak memory)."""
    command = [sys.executable, __file__, "--case", f"{arm}:{positions}", "--hidden", str(options.hidden),
               "--vocab", str(options.vocab), "--tensors", str(tensors), "--threads", str(options.threads),
               *(["--train-head"] if options.train_head else [])]
    done = subprocess.run(command, capture_output=True, text=True, check=True)
    return json.loads(done.stdout.strip().splitlines()[-1])


def measure(options: Any) -> dict[str, Any]:
    """Both arms at every size, side by side; the ratios and the arms' agreement per size."""
    import torch

    sizes: dict[str, Any] = {}
    with tempfile.TemporaryDirectory(prefix="chunked_logprobs_") as work:
        for positions in options.positions:
            cases = {arm: _child(arm, positions, options, Path(work) / f"{arm}.pt") for arm in ARMS}
            outputs = {arm: torch.load(Path(work) / f"{arm}.pt") for arm in ARMS}
            plain, chunked = cases["unchunked"], cases["chunked"]
            sizes[str(positions)] = {
                **cases,
                "time_ratio_chunked_over_unchunked": chunked["total_s"] / plain["total_s"],
                "added_peak_ratio_chunked_over_unchunked": chunked["added_peak_gb"] / plain["added_peak_gb"],
                "peak_ratio_chunked_over_unchunked": chunked["peak_gb"] / plain["peak_gb"],
                "max_abs_diff": {key: float((outputs["chunked"][key] - outputs["unchunked"][key]).abs().max())
                                 for key in ("logps", "grad_states")},
            }
            for arm in ARMS:
                case = cases[arm]
                print(f"{positions:5d} positions {arm:9s}: forward {case['forward_s']:6.2f} s, backward "
                      f"{case['backward_s']:6.2f} s, added peak {case['added_peak_gb']:5.2f} GB", flush=True)
    return sizes


def plot(records: dict[str, Any], target: Path) -> None:
    """Per record (a row): seconds (forward + backward) and added peak GB per arm, grouped by positions; the
    chunked/unchunked ratio above each group."""
    keys = list(records)
    first = records[keys[0]]
    title = (f"Qwen3-like head (H={first['hidden']}, V={first['vocab']:,}), {first['threads']} thread(s), "
             f"{first['machine'].get('cpu_model', '?')}")

    def draw(axes: Any) -> None:
        for row, key in zip(axes.reshape(len(keys), 2), keys, strict=True):
            sizes = records[key]["sizes"]
            for axis, field, ratio, label in ((row[0], "total_s", "time_ratio_chunked_over_unchunked",
                                               "seconds, forward + backward"),
                                              (row[1], "added_peak_gb", "added_peak_ratio_chunked_over_unchunked",
                                               "added peak resident GB")):
                groups = [f"{n} positions\nchunked / unchunked {sizes[n][ratio]:.2f}x" for n in sizes]
                harness.bars(axis, groups, {arm: [sizes[n][arm][field] for n in sizes] for arm in ARMS},
                             ylabel=label, values="{:.2f}", title=key.replace("_", " "))

    harness.figure(target, draw, panels=(len(keys), 2), size=(10, 3.6 * len(keys)), title=title)


def main() -> None:
    """CLI: each case in a child process, then the JSON and the PNG."""
    parser = harness.parser(__file__, __doc__, output="chunked_logprobs_cpu.json", threads=1, replot=True)
    parser.add_argument("--positions", type=int, nargs="+", default=[512, 2048],
                        help="Scored positions per micro-batch (default 512 2048: ~2 min on one thread).")
    parser.add_argument("--hidden", type=int, default=2048, help="Hidden size (Qwen3-1.7B's: 2048).")
    parser.add_argument("--vocab", type=int, default=151_936, help="Vocabulary (Qwen3's: 151,936).")
    parser.add_argument("--train-head", action="store_true", help="The head requires grad too (full fine-tune).")
    parser.add_argument("--case", help=argparse.SUPPRESS)  # a child's "arm:positions"
    parser.add_argument("--tensors", type=Path, help=argparse.SUPPRESS)  # where a child saves its outputs
    options = parser.parse_args()
    harness.set_threads(options.threads)
    if options.case:  # a child: one case, its JSON on the last line of stdout
        arm, positions = options.case.split(":")
        print(json.dumps(run_case(arm, int(positions), options.hidden, options.vocab, options.train_head,
                                  options.tensors)))
        return
    if options.replot:
        plot(json.loads(options.replot.read_text()), options.replot)
        return
    from agentgym_capo.trainer.model.head_chunks import CHUNK_ELEMENTS

    result = harness.record(
        {"benchmark": "action-token log-probs + entropy, forward and backward: chunked vs whole fp32 logits",
         "hidden": options.hidden, "vocab": options.vocab, "train_head": options.train_head,
         "threads": options.threads, "chunk_elements": CHUNK_ELEMENTS, "loadavg_before": os.getloadavg(),
         "sizes": measure(options), "loadavg_after": os.getloadavg()},
        options.output, key="trained_head" if options.train_head else "frozen_head")
    if options.output is not None:
        plot(json.loads(options.output.read_text()), options.output)
    print(json.dumps({n: {k: v for k, v in size.items() if "ratio" in k or k == "max_abs_diff"}
                      for n, size in result["sizes"].items()}, indent=1))


if __name__ == "__main__":
    main()
