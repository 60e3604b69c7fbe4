"""The golden run: every algorithm preset in both action modes, 2 iterations on the tiny model (CPU, fp32, seed 0).

``tests/trainer/test_smoke.py`` compares each run's logged metrics and per-action records with
``golden_runs.json``: a refactor that keeps the same floating-point operations in the same order reproduces them
exactly on the recording machine's kind, and within the measured cross-kernel drift elsewhere
(:mod:`tests.trainer.golden.compare`). The file carries the recording machine's :func:`fingerprint`. Timings and
run times are left out (they are the only numbers that change from run to run). Runs use one torch thread
(:func:`one_thread`): the number of threads changes the order of reductions, and so the last bits.

Record anew only when a change is *meant* to change the numbers (a new default, a fixed bug in the math, a new
metric), and say so in the commit; not because this machine is another kind (the comparison allows for that)::

    python -m tests.trainer.golden.record                          # all 16 runs into golden_runs.json
    python -m tests.trainer.golden.record --runs capo/generate --out /tmp/capo.json

Recorded last on a 2-core Intel Xeon (Emerald Rapids, AMX), torch 2.13.0+cpu, natively: the numbers of the
trainer at commit f6c61b4 (the AMD EPYC Zen 4 recording before it differs by the drift in ``drift.json``).
"""

from __future__ import annotations

import json
import sys
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Any

GOLDEN_FILE = Path(__file__).with_name("golden_runs.json")
#: Log keys that measure time (and the machine's speed), not the run.
_TIMED = ("time/", "throughput/", "train_runtime", "train_samples_per_second", "train_steps_per_second")


def smoke_settings() -> dict[str, Any]:
    """The smoke test's overrides of ``tiny_config``: 3-row mini-batches and 256-token micro-batches, so every
    run takes several optimizer steps per iteration and several micro-batches per step."""
    return {"mini_batch_size": 3, "micro_batch_tokens": 256}


def run_summary(trainer: Any, output_dir: Path) -> dict[str, Any]:
    """What a finished run is compared by: its log lines without timings, and its ``actions.jsonl`` records."""
    logs = [{key: value for key, value in entry.items() if not key.startswith(_TIMED)}
            for entry in trainer.state.log_history]
    actions_file = output_dir / "actions.jsonl"
    actions = [json.loads(line) for line in actions_file.read_text().splitlines()] if actions_file.exists() else []
    return {"logs": logs, "actions": actions}


@contextmanager
def one_thread() -> Iterator[None]:
    """Run torch on one intra-op thread (the golden run's setting), then restore the thread count."""
    import torch

    before = torch.get_num_threads()
    torch.set_num_threads(1)
    try:
        yield
    finally:
        torch.set_num_threads(before)


def golden_key(algo: str, action_mode: str) -> str:
    """The fixture's key of one run."""
    return f"{algo}/{action_mode}"


def fingerprint() -> dict[str, Any]:
    """What the numbers depend on besides the code: the facts that select torch's, MKL's and oneDNN's kernels.

    The CPU's vendor, model and family/model number, the flags that pick kernel families, torch's version and
    dispatch level, the restricting environment variables in force and torch's thread count (call it inside
    :func:`one_thread`, as the golden runs run). torch's ``cpu_capability`` alone does not pin the kernels: an
    AMD Zen 4 and an Intel Xeon with AMX both report ``AVX512``.
    """
    from agentgym_capo.machine import machine_info

    info = machine_info()
    keys = ("cpu_vendor", "cpu_model", "cpu_family_model", "flags", "torch", "torch_cpu_capability", "env",
            "torch_threads")
    return {key: info[key] for key in keys}


def record(keys: list[str] | None = None) -> dict[str, Any]:
    """Run the golden runs named by ``keys`` (every preset x mode when None); ``{"machine": ..., "runs": ...}``."""
    import os
    import tempfile

    os.environ.setdefault("HF_HUB_OFFLINE", "1")
    os.environ.setdefault("TRL_EXPERIMENTAL_SILENCE", "1")
    from transformers import AutoTokenizer

    from agentgym_capo.models import tiny_model_dir
    from agentgym_capo.trainer.capo_trainer import CAPOTrainer
    from tests.trainer.helpers import chain_factory, tiny_config

    model_path = str(tiny_model_dir())
    tokenizer = AutoTokenizer.from_pretrained(model_path)
    runs = {}
    for key in keys or all_keys():
        algo, mode = key.split("/")
        with tempfile.TemporaryDirectory() as tmp:
            args = tiny_config(Path(tmp), algo=algo, action_mode=mode, **smoke_settings())
            with one_thread():
                trainer = CAPOTrainer(model=model_path, args=args, env=chain_factory(), processing_class=tokenizer)
                trainer.train()
                machine = fingerprint()
            runs[key] = run_summary(trainer, Path(tmp) / "run")
        print(f"recorded {key}", file=sys.stderr)
    return {"machine": machine, "runs": runs}


def all_keys() -> list[str]:
    """Every golden run's key: each algorithm preset in both action modes."""
    from agentgym_capo.trainer.algos.presets import ALGO_PRESETS

    return [golden_key(algo, mode) for algo in sorted(ALGO_PRESETS) for mode in ("generate", "choose")]


def main(argv: list[str] | None = None) -> None:
    """Record the golden runs into :data:`GOLDEN_FILE` (or ``--out``)."""
    import argparse

    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--out", type=Path, default=GOLDEN_FILE, help="where to write (default: the fixture)")
    parser.add_argument("--runs", nargs="+", metavar="ALGO/MODE", help="only these runs (default: all 16)")
    options = parser.parse_args(argv)
    recorded = record(options.runs)
    options.out.write_text(json.dumps(recorded, indent=1, sort_keys=True) + "\n")


if __name__ == "__main__":
    main()
