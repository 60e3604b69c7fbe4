"""The golden run: every algorithm preset in both action modes, 2 iterations on the tiny model (CPU, fp32, seed 0).

``tests/trainer/test_smoke.py`` compares each run's logged metrics and per-action records with
``golden_runs.json``, recorded from the trainer before the pipeline refactor (issue 39): a refactor that keeps
the same floating-point operations in the same order reproduces them exactly. Timings and run times are left
out (they are the only numbers that change from run to run). Runs use one torch thread (:func:`one_thread`):
the number of threads changes the order of reductions, and so the last bits.

Record anew (only when a change is *meant* to change the numbers, and say so in the commit)::

    python -m tests.trainer.golden.record
"""

from __future__ import annotations

import json
import sys
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Any

GOLDEN_FILE = Path(__file__).with_name("golden_runs.json")
#: Log keys that measure time, not the run.
_TIMED = ("time/", "train_runtime", "train_samples_per_second", "train_steps_per_second")


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


def machine() -> dict[str, str]:
    """What the numbers depend on besides the code: torch's version and CPU kernel family."""
    import torch

    return {"torch": torch.__version__, "cpu_capability": torch.backends.cpu.get_cpu_capability()}


def main() -> None:
    """Record every preset x mode into :data:`GOLDEN_FILE`."""
    import os
    import tempfile

    os.environ.setdefault("HF_HUB_OFFLINE", "1")
    os.environ.setdefault("TRL_EXPERIMENTAL_SILENCE", "1")
    from transformers import AutoTokenizer

    from agentgym_capo.models import tiny_model_dir
    from agentgym_capo.trainer.capo_trainer import CAPOTrainer
    from agentgym_capo.trainer.config import ALGO_PRESETS
    from tests.trainer.helpers import chain_factory, tiny_config

    model_path = str(tiny_model_dir())
    tokenizer = AutoTokenizer.from_pretrained(model_path)
    runs = {}
    for algo in sorted(ALGO_PRESETS):
        for mode in ("generate", "choose"):
            with tempfile.TemporaryDirectory() as tmp:
                args = tiny_config(Path(tmp), algo=algo, action_mode=mode, **smoke_settings())
                with one_thread():
                    trainer = CAPOTrainer(model=model_path, args=args, env=chain_factory(),
                                          processing_class=tokenizer)
                    trainer.train()
                runs[golden_key(algo, mode)] = run_summary(trainer, Path(tmp) / "run")
            print(f"recorded {algo}/{mode}", file=sys.stderr)
    GOLDEN_FILE.write_text(json.dumps({"machine": machine(), "runs": runs}, indent=1, sort_keys=True) + "\n")


if __name__ == "__main__":
    main()
