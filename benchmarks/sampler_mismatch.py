"""Sampler vs learner: the log-ratio between the sampling log-probs and the first epoch's scoring (issue 30.7).

Method: a generate-mode :class:`~agentgym_capo.trainer.capo_trainer.CAPOTrainer` on ``capo/LengthChain-v0``
(the settings of ``benchmarks/learning_generate.py``, few rows) runs one real rollout and its preparation pass;
each action's sampling log-probs (recorded by :mod:`agentgym_capo.trainer.model.sampler`) are compared with the old
log-probs the learner computes for the same tokens before any update. Reported: mean and max per-token
``|log ratio|`` and max per-action ``|sum of log ratios|``.

``--before`` measures the sampler as it was before issue 30.7: ``generate`` outside the learner's precision
(whole model in its fp32 weights, no autocast); the log-probs are still recorded, to measure it. Precision
follows the machine as in training (``bf16`` unset: bf16 autocast only with native bf16); run under
``ATEN_CPU_CAPABILITY=avx2 ONEDNN_MAX_CPU_ISA=AVX2 CAPO_CPU_BF16=0`` for an AVX2-only CPU.

    python benchmarks/sampler_mismatch.py --model tiny
    python benchmarks/sampler_mismatch.py --model smollm2 --before
"""

from __future__ import annotations

import contextlib
import json
import tempfile
from typing import Any

import harness


def measure(model: str, before: bool, tasks: int, seed: int) -> dict[str, Any]:
    """One rollout and preparation pass; the sampler-vs-learner log-ratio statistics."""
    import torch
    from transformers import AutoTokenizer

    from agentgym_capo import models
    from agentgym_capo.trainer.capo_trainer import CAPOTrainer
    from agentgym_capo.trainer.config import CAPOConfig
    from agentgym_capo.trainer.pipeline import rollout as policies  # TRLGeneratePolicy lives with the rollout
    from agentgym_capo.trainer.pipeline.prepare import prepare
    from agentgym_capo.trainer.pipeline.rollout import collect_rollout
    from agentgym_capo.trainer.pipeline.runtime import IterationLog

    path = str(models.tiny_model_dir() if model == "tiny" else models.smollm2_dir())
    tokenizer = AutoTokenizer.from_pretrained(path)
    if before:  # the sampler of before: no learner precision around generate
        policies.learner_precision = lambda *args, **kwargs: contextlib.nullcontext()
    with tempfile.TemporaryDirectory() as out:
        args = CAPOConfig(output_dir=out, action_mode="generate", algo="capo", max_completion_length=32,
                          trainable_layers=1 if model == "tiny" else 4, beta=0.0, rollout_tasks=tasks,
                          max_env_steps=2, mini_batch_size=512, num_iterations=2, use_cpu=True, bf16=None,
                          gradient_checkpointing=False, report_to="none", disable_tqdm=True, seed=seed,
                          temperature=1.0, max_steps=1)
        trainer = CAPOTrainer(model=path, args=args, env="capo/LengthChain-v0", processing_class=tokenizer)
        run = trainer.runtime()
        batch = prepare(run, collect_rollout(run, trainer.episodes, 0), IterationLog())
    tokens, actions = [], []
    for row, step in enumerate(batch.steps):
        diff = torch.tensor(step.action.logps) - batch.old_logp[row]
        tokens.append(diff.abs())
        actions.append(float(diff.sum().abs()))
    flat = torch.cat(tokens)
    return {"model": model, "sampler": "before (fp32 generate)" if before else "learner precision",
            "rows": len(batch), "tokens": flat.numel(), "per_token_mean": float(flat.mean()),
            "per_token_max": float(flat.max()), "per_action_max": max(actions),
            "per_action_mean": sum(actions) / len(actions), "pass_dtypes": trainer.precision.summary()["pass_dtypes"]}


def main() -> None:
    """Parse arguments, measure, print one JSON line (and write it with ``--output``)."""
    parser = harness.parser(__file__, __doc__, threads=1, output_help="Also write the JSON to this file.")
    parser.add_argument("--model", choices=("tiny", "smollm2"), default="tiny")
    parser.add_argument("--before", action="store_true", help="The sampler before issue 30.7 (fp32 generate).")
    parser.add_argument("--tasks", type=int, default=4, help="Episodes of the rollout.")
    parser.add_argument("--seed", type=int, default=0)
    args = parser.parse_args()
    harness.set_threads(args.threads)
    print(json.dumps(harness.record(measure(args.model, args.before, args.tasks, args.seed), args.output)))


if __name__ == "__main__":
    main()
