"""CPU generation and update speed with 1 and 2 torch threads, on an idle and on a half-busy 2-core machine.

Question (issue 42, item 5): what should the default thread count be? torch uses one thread per core; when
another process holds a core, OpenMP barriers wait for the thread that cannot run. This measures SmolLM2-135M
(fp32, eager attention, the AVX2 path) doing what ``capo demo`` does:

* ``generate``: a batch of 4 prompts of ~300 tokens sampling 16 new tokens (``min_new_tokens`` fixed);
* ``update``: one forward + backward + AdamW step of the top 2 layers on 4 rows of 320 tokens.

Each arm (threads 1 or 2) x (machine idle, or half-busy: one extra process spinning on one core) is timed
``--repeats`` times, interleaved, after a warm-up; the medians and the ratio 2-threads / 1-thread per
condition are written with the machine's CPU and load. Run it alone on the machine::

    python benchmarks/threads.py --repeats 3
"""

from __future__ import annotations

import json
import multiprocessing
import os
import statistics
import time
from pathlib import Path
from typing import Any

import harness


def _spin(stop: Any) -> None:
    """Keep one core busy until ``stop`` is set (the other process of a half-busy machine)."""
    while not stop.is_set():
        sum(range(10_000))


def _workloads(model_path: str | None) -> dict[str, Any]:
    import torch
    from transformers import AutoModelForCausalLM

    from agentgym_capo.models import smollm2_dir

    path = model_path or str(smollm2_dir())
    model = AutoModelForCausalLM.from_pretrained(path, attn_implementation="eager")
    vocab = model.config.vocab_size
    prompts = torch.randint(100, min(vocab, 40_000), (4, 300), generator=torch.Generator().manual_seed(0))
    rows = torch.randint(100, min(vocab, 40_000), (4, 320), generator=torch.Generator().manual_seed(1))
    layers = model.model.layers
    for param in model.parameters():
        param.requires_grad_(False)
    trained = [p for layer in layers[-2:] for p in layer.parameters()]
    for param in trained:
        param.requires_grad_(True)
    optimizer = torch.optim.AdamW(trained, lr=1e-6)

    def generate() -> None:
        model.eval()
        with torch.no_grad():
            model.generate(prompts, attention_mask=torch.ones_like(prompts), do_sample=True, max_new_tokens=16,
                           min_new_tokens=16, pad_token_id=0)

    def update() -> None:
        model.train()
        out = model(rows, labels=rows)
        out.loss.backward()
        optimizer.step()
        optimizer.zero_grad(set_to_none=True)

    return {"generate": generate, "update": update}


def measure(repeats: int, model_path: str | None = None) -> dict[str, Any]:
    """Median seconds of each workload per (condition, threads), and the 2-thread / 1-thread ratios."""
    import torch

    work = _workloads(model_path)
    seconds: dict[str, dict[str, dict[int, list[float]]]] = {}
    for condition in ("idle", "half_busy"):
        stop = multiprocessing.Event()
        spinner = multiprocessing.Process(target=_spin, args=(stop,), daemon=True) if condition == "half_busy" else None
        if spinner is not None:
            spinner.start()
            time.sleep(1.0)
        try:
            for name, run in work.items():
                times = seconds.setdefault(condition, {}).setdefault(name, {1: [], 2: []})
                for threads in (1, 2):  # warm-up of each arm
                    torch.set_num_threads(threads)
                    run()
                for _ in range(repeats):
                    for threads in (1, 2):  # interleaved: drift in the machine's load hits both arms alike
                        torch.set_num_threads(threads)
                        with harness.timed(times, threads):
                            run()
        finally:
            if spinner is not None:
                stop.set()
                spinner.join(10)
    medians = {c: {w: {str(t): statistics.median(v) for t, v in arms.items()} for w, arms in per.items()}
               for c, per in seconds.items()}
    ratios = {c: {w: arms["2"] / arms["1"] for w, arms in per.items()} for c, per in medians.items()}
    return {"median_seconds": medians, "two_over_one": ratios,
            "samples": {c: {w: {str(t): v for t, v in arms.items()} for w, arms in per.items()}
                        for c, per in seconds.items()}}


def plot(result: dict[str, Any], path: Path) -> None:
    """Bars of the median seconds per workload, condition and thread count."""
    medians = result["median_seconds"]
    workloads = list(next(iter(medians.values())))
    arms = [(condition, threads) for condition in medians for threads in ("1", "2")]
    labels = [f"{condition}\n{threads} thread{'s' if threads == '2' else ''}" for condition, threads in arms]

    def draw(axes: Any) -> None:
        for ax, workload in zip(axes, workloads, strict=True):
            harness.bars(ax, labels,
                         {"median s": [medians[condition][workload][threads] for condition, threads in arms]},
                         colors=["#4c72b0", "#dd8452"] * len(medians), tick_size=8, title=f"{workload} (median s)")

    machine = result["machine"]
    harness.figure(path, draw, panels=len(workloads), size=(5 * len(workloads), 3.6), title_size=12,
                   title=f"torch threads on {machine.get('cpu_model', 'this CPU')} ({machine.get('cores')} cores)")


def main() -> None:
    """Measure and write ``benchmarks/results/threads_cpu.json`` and ``.png``."""
    parser = harness.parser(__file__, __doc__, output="threads_cpu.json", output_aliases=("--out",))
    parser.add_argument("--repeats", type=int, default=3, help="timed runs per arm (after one warm-up)")
    parser.add_argument("--model", default=None, help="model folder (default: SmolLM2-135M-Instruct)")
    args = parser.parse_args()
    load_before = os.getloadavg()[0]
    result = measure(args.repeats, args.model)
    result.update(machine={"cores": os.cpu_count()}, load_average_before=load_before, repeats=args.repeats,
                  note="fp32 SmolLM2-135M, eager attention; half_busy = one extra process spinning on one core")
    result = harness.record(result, args.output)
    plot(result, args.output)
    print(json.dumps({"two_over_one": result["two_over_one"], "median_seconds": result["median_seconds"]}, indent=1))


if __name__ == "__main__":
    main()
