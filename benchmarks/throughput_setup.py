"""What ``benchmarks/throughput.py`` and its siblings measure on: the model, the shape's rows and settings, the trainer.

* **Targets** (:func:`target_of`): a CPU model (SmolLM2 or the tiny test model), a shipped GPU config with random
  weights (Qwen3-1.7B or -4B, no download), or that config shrunk to a toy for ``--dry-run`` on the CPU.
* **Shapes**: ``demo`` (``capo demo``'s relay task, a real rollout) and ``webshop`` (synthetic WebShop-like rows,
  :func:`webshop_like_rollout`; ``throughput.py``'s docstring describes both).
* **The measured trainer** (:func:`make_trainer`): a :class:`CAPOTrainer` whose one training step runs a
  measurement protocol instead, so every pass runs wrapped and prepared exactly as in training.

``gpu_decoding.py``, ``rollout_engines.py`` and ``trunk_capture_speed.py`` build their models and trainers here too.
"""

from __future__ import annotations

import argparse
import json
import math
import os
import random
import statistics
from typing import Any

import harness
import torch

MODEL_CONFIGS = harness.ROOT / "agentgym_capo" / "trainer" / "commands" / "model_configs"
DRY_RUN_SHRINK = {"hidden_size": 64, "intermediate_size": 128, "num_hidden_layers": 2, "num_attention_heads": 4,
                  "num_key_value_heads": 2, "head_dim": 16}
"""A GPU config's fields replaced for ``--dry-run`` (a toy of the same architecture, run on the CPU)."""
WEBSHOP_STEPS = (3, 8)
"""Steps per WebShop-like episode (fewest, most)."""


def webshop_like_rollout(episodes: int, vocab: int, seed: int, steps: tuple[int, int] = WEBSHOP_STEPS) -> Any:
    """Synthetic WebShop-like episodes (module docstring): prompts 400-1,500 tokens growing with history."""
    from agentgym_capo.envs.core import ActionSegment
    from agentgym_capo.rollout import EpisodeResult, EpisodeSpec, PolicyAction, RolloutResult, StepRecord

    rng = random.Random(seed)
    generator = torch.Generator().manual_seed(seed)
    results = []
    for episode in range(episodes):
        traj, task = f"traj-{episode}", f"task-{episode // 2}"
        count = rng.randint(*steps)
        prompt_length = rng.randint(400, 600)
        records = []
        for index in range(count):
            action_length = round(math.exp(rng.uniform(math.log(5), math.log(120))))
            prompt_ids = torch.randint(3, vocab, (prompt_length,), generator=generator).tolist()
            response_ids = torch.randint(3, vocab, (action_length,), generator=generator).tolist()
            last = index == count - 1
            reward = float(rng.random() < 0.5) if last else 0.0
            records.append(StepRecord(ActionSegment(traj, index, task, f"{traj}:{index}"), task, "",
                                      PolicyAction("", response_ids), reward, terminated=last,
                                      prompt_ids=prompt_ids))
            # the next prompt holds this one's history plus the action and the page it led to
            prompt_length = min(1500, prompt_length + action_length + rng.randint(60, 200))
        results.append(EpisodeResult(EpisodeSpec(task, traj, task), records, terminal_reason="success",
                                     terminated=True, task_id=task, traj_id=traj))
    return RolloutResult(results)


def row_lengths(rollout: Any) -> dict[str, Any]:
    """Prompt, response and total lengths of the rollout's training rows."""
    steps = rollout.training_steps()
    prompts = [len(s.prompt_ids) for s in steps]
    responses = [len(s.action.response_ids) for s in steps]
    totals = [p + r for p, r in zip(prompts, responses, strict=True)]
    return {"rows": len(steps), "tokens": sum(totals), "prompt_min_max": [min(prompts), max(prompts)],
            "response_min_max": [min(responses), max(responses)], "total_mean": statistics.mean(totals)}


def make_trainer(model: Any, tokenizer: Any, settings: dict[str, Any], protocol: Any) -> Any:
    """A :class:`CAPOTrainer` whose one training step runs ``protocol(trainer)`` (module docstring)."""
    from transformers.trainer_callback import PrinterCallback

    from agentgym_capo.trainer.capo_trainer import CAPOTrainer
    from agentgym_capo.trainer.config import CAPOConfig

    class MeasuredTrainer(CAPOTrainer):
        def training_step(self, model: Any, inputs: Any, num_items_in_batch: Any = None) -> torch.Tensor:
            self.model.train()
            self.clipper.install()
            return protocol(self)

    args = CAPOConfig(**settings)
    trainer = MeasuredTrainer(model=model, args=args, env="capo/Relay-v0", processing_class=tokenizer)
    trainer.remove_callback(PrinterCallback)
    return trainer


def shape_settings(shape: str, target: dict[str, Any], workdir: str) -> dict[str, Any]:
    """CAPOConfig settings of one shape on one target (CPU model, GPU config or dry run)."""
    from agentgym_capo.trainer.commands.demo import RELAY_DEFAULTS

    settings = {**RELAY_DEFAULTS, "max_steps": 1, "output_dir": os.path.join(workdir, shape), "seed": 0,
                "plot_curves": False, **target["overrides"]}
    if shape == "webshop":
        settings.update(max_completion_length=128, max_env_steps=15)
        if "mini_batch_size" not in target["overrides"]:
            # the 16-row mini-batches its CPU figures were measured with; the demo's own size follows the demo's
            # learning (4 rows since 2026-11-28) and would make this shape's micro-batches a row or two
            settings["mini_batch_size"] = 16
    return settings


def load_model(target: dict[str, Any], shape: str) -> tuple[Any, Any]:
    """The model and tokenizer of ``target`` for ``shape``."""
    from transformers import AutoConfig, AutoModelForCausalLM, AutoTokenizer

    from agentgym_capo.models import smollm2_dir, tiny_model_dir

    if target["kind"] == "pretrained":
        path = str(tiny_model_dir() if target["model"] == "tiny" else smollm2_dir())
        tokenizer = AutoTokenizer.from_pretrained(path)
        extra = {}
        if shape == "webshop" and target.get("webshop_layers"):
            extra["num_hidden_layers"] = target["webshop_layers"]
        return AutoModelForCausalLM.from_pretrained(path, attn_implementation=target["attention"], **extra), tokenizer
    fields = {k: v for k, v in json.loads((MODEL_CONFIGS / f"{target['model']}.json").read_text()).items()
              if not k.startswith("_") and k != "architectures"}
    fields.update(target.get("shrink", {}))
    # the test model's BPE tokenizer builds offline (a GPU machine has no SmolLM2); the model keeps its own
    # vocabulary size, so the LM head costs what it costs at full size
    tokenizer = AutoTokenizer.from_pretrained(str(tiny_model_dir("bpe")))
    fields.update(eos_token_id=tokenizer.eos_token_id, pad_token_id=tokenizer.pad_token_id, bos_token_id=None)
    config = AutoConfig.for_model(**fields)
    torch.manual_seed(0)
    dtype = torch.bfloat16 if target["device"] == "cuda" else torch.float32
    # initialised where it runs: Qwen3-1.7B's random init takes ~19 s on 2 CPU cores, and the H100 run of
    # benchmarks/results/throughput_h100_demo.json spent ~2 minutes before its first measurement
    with torch.device(target["device"]):
        model = AutoModelForCausalLM.from_config(config, dtype=dtype, attn_implementation=target["attention"])
    return model, tokenizer


def target_of(args: argparse.Namespace) -> dict[str, Any]:
    """What runs where: a CPU model, a GPU config, or the GPU path's CPU dry run."""
    if args.dry_run:
        # micro-batches cut as on a GPU, the fewest (a pass costing more than all rows' positions): a CPU would
        # cut them by its own measured cost (micro_batch_overhead_tokens)
        overrides = {"use_cpu": True, "bf16": False, "trainable_layers": None, "rollout_tasks": 2,
                     "max_completion_length": 8, "max_env_steps": 2, "mini_batch_size": 4,
                     "micro_batch_overhead_tokens": 10**9}
        return {"kind": "config", "model": args.model_config, "device": "cpu", "dry_run": True,
                "shrink": DRY_RUN_SHRINK, "webshop_steps": (2, 3), "attention": "sdpa", "overrides": overrides,
                "label": "CPU dry run of the GPU path: not a measurement"}
    if args.device == "cuda":
        # 8,192 tokens per micro-batch with gradient checkpointing: without it the policy's and the critic's
        # activations of one micro-batch (both are held until the loss's backward) ran an H100 out of memory.
        # The recomputed forward is not counted in the FLOPs (verl's MFU does not count it either).
        overrides = {"use_cpu": False, "bf16": True, "trainable_layers": args.trainable_layers,
                     "micro_batch_tokens": 8192, "gradient_checkpointing": True}
        if args.rollout_tasks:
            overrides.update(rollout_tasks=args.rollout_tasks, mini_batch_size=args.rollout_tasks * 6)
        return {"kind": "config", "model": args.model_config, "device": "cuda", "attention": "sdpa",
                "webshop_steps": WEBSHOP_STEPS,
                "overrides": overrides, "label": f"GPU, {args.model_config} with random weights"}
    overrides = {"bf16": False} if args.fp32 else {}
    return {"kind": "pretrained", "model": args.model, "device": "cpu", "webshop_layers": args.webshop_layers,
            "webshop_steps": WEBSHOP_STEPS, "attention": args.attention,
            "overrides": overrides, "label": f"CPU, {args.model}, {args.attention} attention"}
