"""One run of a comparison, in its own process: train, evaluating at the plan's checkpoints.

``python -m agentgym_capo.compare.run_one SPEC`` reads the run's spec (written by :mod:`.scheduler`: the
plan, the run's name, method, seed and settings) and rewrites ``<runs>/<name>.json`` after every checkpoint
(whole, then moved into place: never half a file), with ``complete`` False until training ends. A run
that stops early (killed, a crash) leaves a record that is not complete, and the scheduler restarts it.

The checkpoint before training is taken from another run of the same seed when that run's evaluation was
identical by :meth:`.plan.ComparePlan.evaluation_identity` (same untrained model, test episodes, sampling seed
and sampling settings: the same outcomes episode for episode), which saves one evaluation per method and seed.
"""

from __future__ import annotations

import json
import os
import sys
import time
from pathlib import Path
from typing import Any

from agentgym_capo.compare.plan import EVAL_SEED_OFFSET

__all__ = ["curve_from_rows", "read_record", "train_run", "write_record"]

#: Training metrics kept per iteration in a run's record (the run folder's metrics.jsonl keeps them all).
CURVE_KEYS = ("rollout/success_rate", "rollout/return_mean", "rollout/action_tokens_mean",
              "integrity/cut_action_frac", "actor/entropy", "actor/clip_act_frac", "actor/grad_norm",
              "actor/logp_change_per_step", "critic/value_loss", "time/iteration")


def curve_from_rows(rows: list[dict[str, Any]]) -> list[dict[str, Any]]:
    """A run's curve: the :data:`CURVE_KEYS` of each iteration's logged row (a row with a training success; the
    trainer's ``log_history`` or the run folder's ``metrics.jsonl``), keyed by ``iteration``."""
    return [{"iteration": row.get("step"), **{k: row[k] for k in CURVE_KEYS if k in row}}
            for row in rows if "rollout/success_rate" in row]


def write_record(record: dict[str, Any], path: Path) -> None:
    """Write ``record`` as JSON to ``path`` whole, then move it into place."""
    path.parent.mkdir(parents=True, exist_ok=True)
    partial = path.with_name(f".{path.name}.{os.getpid()}.tmp")
    partial.write_text(json.dumps(record, indent=1, default=str))
    partial.replace(path)


def read_record(path: Path) -> dict[str, Any] | None:
    """The run record at ``path``, or None when it is missing or unreadable (a run that has not written yet)."""
    try:
        return json.loads(path.read_text())
    except (OSError, ValueError):
        return None


def _untrained_checkpoint(runs_dir: Path, record: dict[str, Any]) -> dict[str, Any] | None:
    """Another run's iteration-0 checkpoint that this run would repeat exactly (module docstring), or None."""
    for path in sorted(runs_dir.glob("*.json")):
        other = read_record(path) if path.stem != record["name"] else None
        if other is None or other.get("evaluation_identity") != record["evaluation_identity"]:
            continue
        start = next((e for e in other.get("evals", []) if e["iteration"] == 0 and "reused_from" not in e), None)
        if start is not None:
            return {**start, "seconds": 0.0, "reused_from": other["name"]}
    return None


def train_run(spec: dict[str, Any]) -> dict[str, Any]:
    """Train the run ``spec`` describes and return its final record (module docstring)."""
    os.environ.setdefault("HF_HUB_OFFLINE", "1")
    os.environ.setdefault("TRL_EXPERIMENTAL_SILENCE", "1")
    from transformers import AutoTokenizer, TrainerCallback

    from agentgym_capo.machine import machine_info
    from agentgym_capo.trainer.backend.console import without_weight_loading_bars
    from agentgym_capo.trainer.backend.threads import apply_threads, plan_threads
    from agentgym_capo.trainer.capo_trainer import CAPOTrainer
    from agentgym_capo.trainer.commands.evaluate import trainer_test_successes
    from agentgym_capo.trainer.config import CAPOConfig

    plan, runs_dir = spec["plan"], Path(spec["runs_dir"])
    name, seed, settings = spec["name"], spec["seed"], dict(spec["settings"])
    checkpoints, episodes = set(plan["checkpoints"]), plan["eval_episodes"]
    threads = plan_threads(spec.get("threads"))
    apply_threads(threads)
    if settings.get("use_cpu"):
        settings["cpu_threads"] = threads.threads
    path = runs_dir / f"{name}.json"
    record: dict[str, Any] = {"name": name, "method": spec["method"], "seed": seed, "env_id": plan["env_id"],
                              "model": plan["model"], "settings": settings, "eval_episodes": episodes,
                              "evaluation_identity": spec["evaluation_identity"], "evals": [], "curve": [],
                              "complete": False, "started_at": time.time(), "machine": machine_info()}
    with without_weight_loading_bars():
        tokenizer = AutoTokenizer.from_pretrained(plan["model"])
        config = CAPOConfig(output_dir=str(runs_dir / name), **{"report_to": "none", "save_strategy": "no",
                                                                 "disable_tqdm": True, "plot_curves": False,
                                                                 **settings})
        trainer = CAPOTrainer(model=plan["model"], args=config, env=plan["env_id"], processing_class=tokenizer)
    start = time.perf_counter()

    def save() -> None:
        record["curve"] = curve_from_rows(trainer.state.log_history)
        record["train_seconds"] = time.perf_counter() - start
        write_record(record, path)

    def evaluate(iteration: int) -> None:
        began = time.perf_counter()
        wins = trainer_test_successes(trainer, tokenizer, plan["env_id"], episodes, task_seed=0,
                                      sampling_seed=EVAL_SEED_OFFSET + seed, progress=False)
        record["evals"].append({"iteration": iteration, "episodes": iteration * plan["episodes_per_iteration"],
                                "successes": wins, "success": sum(wins) / len(wins),
                                "seconds": time.perf_counter() - began})
        print(f"[{name}] iteration {iteration}: test success {sum(wins) / len(wins):.3f}", flush=True)
        save()

    class Checkpoints(TrainerCallback):
        def on_step_end(self, args, state, control, **kwargs):
            if state.global_step in checkpoints:
                evaluate(state.global_step)
            return control

    trainer.add_callback(Checkpoints())
    reused = _untrained_checkpoint(runs_dir, record)
    if reused is None:
        evaluate(0)
    else:
        record["evals"].append(reused)
        print(f"[{name}] iteration 0: test success {reused['success']:.3f} (from {reused['reused_from']})",
              flush=True)
        save()
    trainer.train()
    record["complete"] = trainer.state.global_step == plan["iterations"]
    save()
    return record


if __name__ == "__main__":
    train_run(json.loads(Path(sys.argv[1]).read_text()))
