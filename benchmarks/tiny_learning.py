"""Does the trainer learn on this device? CAPO trains a random 2-layer model on ``capo/Chain-v0``, as JSON.

``python benchmarks/tiny_learning.py [--device cpu|cuda] [--seeds 0 1] [--output FILE]``

The check that needs no weights: the offline tiny model (:func:`agentgym_capo.models.tiny_model_dir`, random
init) is trained by ``capo demo --task chain``'s recipe (choose mode: the policy picks one of the listed
directions, so a random model can learn the clue-to-direction rule) with two changes for a model that knows
nothing: lr 1e-2 (actor and critic) and 60 iterations of 64 episodes. Test success on 64 fixed test episodes
(greedy choice) before and after. On the development CPU (2-core AMD EPYC, bf16 autocast) seed 0 went 0.078 →
0.844 in ~1 min; lr 3e-3 reached 0.266 and lr 1e-3 over 10 iterations nothing, so lr 1e-2 is the setting.

It exists for a lent GPU: ``benchmarks/gpu_check.py`` random-initialises the shipped shapes, which never
succeed, so it checks memory and speed but not that the CUDA path learns. This one is meant to, on
``--device cuda`` (bf16 autocast there). Each seed's full ``capo demo`` summary (curves, timings, precision,
machine) is kept in the JSON. Seeds run one after the other in this process: ``run_demo`` uses every core,
so two such processes on one machine oversubscribe its threads (on the 2-core CPU two at once took 4.2 s per
iteration each against 0.9 s alone). Its one GPU try so far (an H100, 2026-11-27, two seeds as two
processes) ran at ~8 s per iteration and was cut at iteration 17 of 60 before any rise: not yet a result
(docs/hardware.md, "What has run on a GPU").
"""

from __future__ import annotations

import contextlib
import json
import sys
import tempfile
from pathlib import Path
from typing import Any

import harness

LEARNING_RATE = 1e-2
ITERATIONS = 60


def train_one(seed: int, device: str, iterations: int, workdir: Path) -> dict[str, Any]:
    """One seed of the chain demo's recipe on the tiny random model; its ``run_demo`` summary."""
    from agentgym_capo.models import tiny_model_dir
    from agentgym_capo.trainer.commands.demo import run_demo

    return run_demo(output_dir=str(workdir / f"seed{seed}"), iterations=iterations, seed=seed, eval_episodes=64,
                    model_path=str(tiny_model_dir()), task="chain", learning_rate=LEARNING_RATE,
                    critic_learning_rate=LEARNING_RATE, trunk_memo_mb=0, use_cpu=device == "cpu")


def main(argv: list[str] | None = None) -> int:
    """Train each seed in turn and print (and optionally write) the JSON."""
    parser = harness.parser(__file__, __doc__, output_help="Also write the JSON to this file.")
    parser.add_argument("--device", choices=("cpu", "cuda"), default="cpu")
    parser.add_argument("--seeds", type=int, nargs="+", default=[0])
    parser.add_argument("--iterations", type=int, default=ITERATIONS)
    options = parser.parse_args(argv)
    import torch

    if options.device == "cuda" and not torch.cuda.is_available():
        result: dict[str, Any] = {"skipped": "no CUDA device: nothing was measured"}
    else:
        runs = {}
        with tempfile.TemporaryDirectory(prefix="tiny_learning_") as work:
            for seed in options.seeds:
                with contextlib.redirect_stdout(sys.stderr):  # the demo's progress: stdout is the JSON alone
                    runs[str(seed)] = train_one(seed, options.device, options.iterations, Path(work))
        result = {"device": options.device, "gpu": torch.cuda.get_device_name(0) if options.device == "cuda" else None,
                  "learning_rate": LEARNING_RATE, "iterations": options.iterations,
                  "before_after": {seed: [run["success_before"], run["success_after"]] for seed, run in runs.items()},
                  "runs": runs}
    print(json.dumps(harness.record(result, options.output), indent=1, default=str))
    return 0


if __name__ == "__main__":
    sys.exit(main())
