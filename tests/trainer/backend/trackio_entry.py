"""Entry point of the trackio test: a short CAPO run of the tiny model that reports to trackio.

Run as ``python trackio_entry.py MODEL OUTPUT_DIR PROJECT RUN_NAME``, with ``TRACKIO_DIR`` set by the caller:
trackio reads it once, when it is imported, so the run's database lands in the test's folder only if the
process starts with it. Three iterations on a wrapped ``capo/Chain-v0`` whose step rewards vary (values and
advantages are not all zero), ``log_episodes_every=2``: the table of iteration 2 only. Every action of the tiny model
is cut at 4 tokens, and the cut-action limit is set to 0 with ``on_limit="warn"``: a limit warning, and so a
trackio alert, every iteration.
"""

from __future__ import annotations

import sys
from pathlib import Path

from agentgym_capo.trainer.capo_trainer import CAPOTrainer
from tests.trainer.helpers import chain_factory, tiny_config

if __name__ == "__main__":
    model, output_dir, project, run_name = sys.argv[1:5]
    args = tiny_config(Path(output_dir), max_steps=3, record_episodes=2, log_episodes_every=2,
                       report_to=["trackio"], project=project, run_name=run_name,
                       max_cut_action_frac=0.0, integrity_window=1, on_limit="warn")
    CAPOTrainer(model, args, env=chain_factory()).train()
