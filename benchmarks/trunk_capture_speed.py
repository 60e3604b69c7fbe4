"""Prepare's seconds with the trunk states captured during ``generate`` against recomputing them (issue 40).

One ``capo demo``-shaped trainer (relay task, :data:`RELAY_DEFAULTS`, SmolLM2-135M, the trainer built exactly as
``benchmarks/throughput.py --shapes demo`` builds it), one real rollout with the capture
(:mod:`agentgym_capo.trainer.model.trunk_capture`), then prepare ``--repeats`` times on it alternately (recomputed,
captured, recomputed, captured, ...) from the same rows: "recomputed" is the same rollout with every action's
captured states removed, so prepare runs the frozen trunk itself, as before. Also one rollout without the
capture (sampling differs, so its seconds compare only roughly), the captured states' size, the largest
difference between the two preparations' old log-probs and values, and the load average before and after.

    ATEN_CPU_CAPABILITY=avx2 ONEDNN_MAX_CPU_ISA=AVX2 CAPO_CPU_BF16=0 OMP_NUM_THREADS=2 \\
        python benchmarks/trunk_capture_speed.py --output benchmarks/results/trunk_capture_cpu_avx2.json
"""

from __future__ import annotations

import json
import os
import statistics
import tempfile
from typing import Any

import harness
import torch

from benchmarks.throughput_setup import load_model, make_trainer, shape_settings


def _max_diff(a: list[torch.Tensor] | None, b: list[torch.Tensor] | None) -> float | None:
    if a is None or b is None:
        return None
    return max(float((x - y).abs().max()) if x.numel() else 0.0 for x, y in zip(a, b, strict=True))


def protocol(trainer: Any, repeats: int, out: dict[str, Any]) -> torch.Tensor:
    """Rollouts with and without the capture, then prepare alternately on recomputed and captured states."""
    from agentgym_capo.trainer.pipeline.prepare import prepare
    from agentgym_capo.trainer.pipeline.rollout import collect_rollout
    from agentgym_capo.trainer.pipeline.runtime import IterationLog

    run = trainer.runtime()
    with harness.timed(out, "rollout_seconds_captured"):
        rollout = collect_rollout(run, trainer.episodes, 0)
    steps = rollout.training_steps()
    captured = [s.action.trunk for s in steps]
    out["rows"] = len(steps)
    out["tokens"] = sum(len(s.prompt_ids) + len(s.action.response_ids) for s in steps)
    out["all_rows_captured"] = all(t is not None for t in captured)
    out["captured_megabytes"] = sum(t.numel() * t.element_size() for t in captured if t is not None) / 2**20

    scorer = trainer.scorer
    scorer.rollout_policy = lambda run, build=scorer.rollout_policy: _without_capture(build(run))
    with harness.timed(out, "rollout_seconds_not_captured"):
        collect_rollout(run, trainer.episodes, 0)
    del scorer.rollout_policy  # the class's own again

    seconds: dict[str, list[float]] = {"recomputed": [], "captured": []}
    scored: dict[str, Any] = {}
    for _ in range(repeats):
        for kind in ("recomputed", "captured"):
            for step, state in zip(steps, captured, strict=True):
                step.action.trunk = state if kind == "captured" else None
            with harness.timed(seconds, kind):
                scored[kind] = prepare(run, rollout, IterationLog())
            print(f"prepare {kind}: {seconds[kind][-1]:.2f} s", flush=True)
    out["prepare_seconds"] = seconds
    out["prepare_median"] = {k: statistics.median(v) for k, v in seconds.items()}
    out["prepare_ratio_captured_over_recomputed"] = out["prepare_median"]["captured"] / out["prepare_median"][
        "recomputed"]
    a, b = scored["captured"], scored["recomputed"]
    out["max_abs_diff"] = {"old_logp": _max_diff(a.old_logp, b.old_logp),
                           "values": float((a.values - b.values).abs().max()) if a.values is not None else None,
                           "token_values": _max_diff(a.token_values, b.token_values)}
    return torch.tensor(0.0)


def _without_capture(policy: Any) -> Any:
    policy.capture = False
    return policy


def main(argv: list[str] | None = None) -> dict[str, Any]:
    """Run the measurement (module docstring) and write ``--output``."""
    parser = harness.parser(__file__, __doc__, output_help="Also write the JSON to this file.")
    parser.add_argument("--repeats", type=int, default=2)
    args = parser.parse_args(argv)
    target = {"kind": "pretrained", "model": "smollm2", "device": "cpu", "overrides": {},
              "label": "cpu"}
    out: dict[str, Any] = {"load_before": os.getloadavg(),
                           "env": {k: os.environ.get(k) for k in ("ATEN_CPU_CAPABILITY", "ONEDNN_MAX_CPU_ISA",
                                                                  "CAPO_CPU_BF16", "OMP_NUM_THREADS")}}
    with tempfile.TemporaryDirectory() as workdir:
        model, tokenizer = load_model(target, "demo")
        trainer = make_trainer(model, tokenizer, shape_settings("demo", target, workdir),
                               lambda t: protocol(t, args.repeats, out))
        trainer.train()
        out["precision"] = trainer.precision.summary()
    out["load_after"] = os.getloadavg()
    out = harness.record(out, args.output)
    print(json.dumps(out, indent=1, default=str))
    return out


if __name__ == "__main__":
    main()
