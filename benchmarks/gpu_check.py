"""GPU check: a few CAPO iterations per scenario on one CUDA GPU, measured against ``capo plan``, as JSON.

``python benchmarks/gpu_check.py [--output FILE]`` prints one JSON object on stdout (and writes it to FILE).
It needs no network and no weights: each scenario's model is random-initialised from a shipped Qwen3 config
(``agentgym_capo/trainer/commands/model_configs/*.json``) and saved to a work folder, with the tokenizer of
:func:`agentgym_capo.models.tiny_model_dir` (``tokenizer="bpe"``: built locally, 512 tokens; the model keeps
the config's 151,936-row vocabulary, and sampled ids past the tokenizer decode to nothing). Without CUDA it
prints ``{"skipped": ...}`` and exits 0.

Scenarios (what runs, and why these sizes):

* ``full_ft_separate_critic``: Qwen3-1.7B shape, full fine-tune, ``critic_mode="separate"``. Weights and
  AdamW states in fp32 (TRL's default load), bf16 autocast: policy and critic 16 bytes per parameter each
  plus a bf16 reference, about 62 GB. The 4B shape would need about 145 GB that way, so it is not run
  full fine-tuned on one 80 GB GPU.
* ``lora_lora_critic``: Qwen3-4B-Instruct-2507 shape, LoRA (r 16, every linear layer) with
  ``critic_mode="lora"``; the reference is the base with adapters off.
* Only when named in ``--scenarios`` (the default pair took 190 s on an H100, all five about 410 s: with a
  model start or a slower card the five would not stay inside 8 minutes): the other critic modes, so that
  ``capo plan`` is held against a GPU's peak for each: ``full_ft_shared_critic`` (1.7B),
  ``lora_shared_critic`` (4B) and ``lora_separate_critic`` (1.7B LoRA policy with a fully trained critic).

Both run ``algo="capo"`` in generate mode (transformers ``generate``; vLLM and DeepSpeed are not on the GPU
machines) on ``capo/Chain-v0`` with short actions, ``--iterations`` iterations of which the first is
warm-up. Each scenario runs in its own child process, so its peak memory is its own and a crash or an
out-of-memory error in one keeps the others' results; the JSON is rewritten after each scenario.

Per scenario the JSON holds: the settings (what was really run), seconds per iteration and per phase,
generated tokens per second (rollout) and processed tokens per second (iteration), the peak of
``torch.cuda.max_memory_allocated`` against the plan of :mod:`agentgym_capo.trainer.commands.memory_plan` for the
same settings (``_plan``, the one call of it), each pass's dtype (``trainer.precision.summary()`` and the
``precision/*`` metrics), the parameters' dtypes, and the sampler-vs-learner log-ratio metrics
(``sampling/*``, ``actor/logratio_noise_floor``; None when the trainer logs none), or the error.

``--device cpu --tiny`` runs the same code on a tiny model of the same architecture for one short iteration:
the dry path the tests use. Its numbers are labelled ``"CPU dry run: not a GPU measurement"``.
"""

from __future__ import annotations

import argparse
import contextlib
import json
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
import traceback
from pathlib import Path
from typing import Any

import harness  # this checkout's package, not an installed one (on the GPU machine nothing is installed)

MODEL_CONFIGS = harness.ROOT / "agentgym_capo" / "trainer" / "commands" / "model_configs"
ENV_ID = "capo/Chain-v0"
GB = 1e9

# name -> (shipped model config, training settings that differ between scenarios)
LORA_R16 = {"r": 16, "lora_alpha": 32, "target_modules": "all-linear"}
SCENARIOS: dict[str, tuple[str, dict[str, Any]]] = {
    "full_ft_separate_critic": ("qwen3-1.7b", {"critic_mode": "separate"}),
    "lora_lora_critic": ("qwen3-4b-instruct-2507", {"critic_mode": "lora", "peft_config": LORA_R16}),
    # Not run by default (the five together come close to 8 minutes): the other critic modes, to hold
    # `capo plan` against a GPU's peak for each (`--scenarios` names them).
    "full_ft_shared_critic": ("qwen3-1.7b", {"critic_mode": "shared"}),
    "lora_shared_critic": ("qwen3-4b-instruct-2507", {"critic_mode": "shared", "peft_config": LORA_R16}),
    "lora_separate_critic": ("qwen3-1.7b", {"critic_mode": "separate", "peft_config": LORA_R16}),
}
DEFAULT_SCENARIOS = ("full_ft_separate_critic", "lora_lora_critic")
# The tiny stand-in of a shipped shape (same architecture, ~0.1M parameters) for --tiny.
TINY_SHAPE = {"hidden_size": 64, "intermediate_size": 128, "num_hidden_layers": 2, "num_attention_heads": 4,
              "num_key_value_heads": 2, "head_dim": 16, "max_position_embeddings": 4096}
CPU_LABEL = "CPU dry run: not a GPU measurement"


def common_settings(device: str, tiny: bool, iterations: int) -> dict[str, Any]:
    """The CAPOConfig fields every scenario shares (GPU: bf16 autocast, gradient checkpointing, TRL's default
    fp32 weights; CPU dry run: fp32 and as small as the trainer allows)."""
    rows, tokens = (2, 4) if tiny else (16, 48)
    # max_prompt_length bounds what the plan counts for activations (Chain's first prompt: ~125 tokens)
    return dict(algo="capo", action_mode="generate", max_steps=iterations, rollout_tasks=rows,
                mini_batch_size=rows, per_device_train_batch_size=rows, max_completion_length=tokens,
                max_prompt_length=256,
                max_env_steps=2, logging_steps=1, save_strategy="no", report_to="none", disable_tqdm=True,
                plot_curves=False, seed=0, use_cpu=device == "cpu", bf16=device != "cpu",
                gradient_checkpointing=device != "cpu", model_init_kwargs={"dtype": "float32"})


def build_model(shape: str, folder: Path, device: str, tiny: bool) -> Path:
    """Random-initialise the shipped ``shape`` (or its tiny stand-in) with the local tokenizer into ``folder``."""
    import torch
    from transformers import AutoConfig, AutoModelForCausalLM, AutoTokenizer, GenerationConfig

    from agentgym_capo.models import tiny_model_dir

    tokenizer = AutoTokenizer.from_pretrained(tiny_model_dir("bpe"))
    data = json.loads((MODEL_CONFIGS / f"{shape}.json").read_text())
    data.pop("_source", None)
    if tiny:
        data.update(TINY_SHAPE, vocab_size=len(tokenizer))
    data.update(eos_token_id=tokenizer.eos_token_id, pad_token_id=tokenizer.pad_token_id, bos_token_id=None)
    config = AutoConfig.for_model(data.pop("model_type"), **data)
    torch.manual_seed(0)
    with torch.device(device):  # initialising on the GPU takes seconds where the CPU takes minutes at 4B
        model = AutoModelForCausalLM.from_config(config, dtype=torch.bfloat16)
    model.generation_config = GenerationConfig(eos_token_id=tokenizer.eos_token_id,
                                               pad_token_id=tokenizer.pad_token_id)
    model.save_pretrained(folder)
    tokenizer.save_pretrained(folder)
    del model
    if device == "cuda":
        torch.cuda.empty_cache()
    return folder


def _plan(settings: dict[str, Any], model: Path, gpu_memory_gb: float) -> dict[str, Any]:
    """``capo plan`` of ``settings`` on one GPU: the one call of :mod:`.memory_plan` in this script.

    Uses the strategy ``capo train`` would check (``lora`` with a peft_config, else ``ddp``, one process).
    """
    from agentgym_capo.trainer.commands import memory_plan, memory_shapes, plan_cli

    inputs = memory_plan.PlanInputs.from_settings(settings)
    shape = memory_shapes.model_shape(str(model), inputs.lora_rank)
    strategy = "lora" if settings.get("peft_config") else plan_cli.launched_strategy({})
    plan = memory_plan.plan_memory(shape, inputs, gpus=1, gpu_memory_gb=gpu_memory_gb, strategy=strategy)
    return {"strategy": plan.strategy, "total_gb": plan.total / GB, "fits": plan.fits,
            "components_gb": {name: value / GB for name, value in plan.components.items()},
            "params": shape.params}


def plan_against_peaks(plan: dict[str, Any], allocated: float, reserved: float) -> dict[str, float | None]:
    """The plan's total over the peak allocated and the peak reserved bytes, and the plan without its fixed
    CUDA/NCCL overhead over the peak allocated: ``max_memory_allocated`` counts tensors only, while the plan
    also counts the CUDA context and allocator slack, so the last ratio is the like-for-like one."""
    total = plan.get("total_gb")
    if not total or not allocated:
        return {"plan_over_measured": None, "plan_over_reserved": None, "plan_without_overhead_over_allocated": None}
    overhead = plan.get("components_gb", {}).get("cuda/nccl overhead", 0.0)
    return {"plan_over_measured": total * GB / allocated,
            "plan_over_reserved": total * GB / reserved if reserved else None,
            "plan_without_overhead_over_allocated": (total - overhead) * GB / allocated}


def _mean(logs: list[dict[str, float]], key: str) -> float | None:
    values = [entry[key] for entry in logs if key in entry]
    return statistics.mean(values) if values else None


def summarise(log_history: list[dict[str, Any]]) -> dict[str, Any]:
    """Speed, dtype and log-ratio figures from a trainer's ``state.log_history`` (first iteration = warm-up,
    dropped when there is more than one)."""
    logs = [entry for entry in log_history if "time/iteration" in entry]
    measured = logs[1:] if len(logs) > 1 else logs
    phases = {phase: _mean(measured, f"time/{phase}")
              for phase in ("iteration", "rollout", "prepare", "advantage", "update")}
    rows, action, prompt = (_mean(measured, f"rollout/{k}")
                            for k in ("step_rows", "action_tokens_mean", "prompt_tokens_mean"))
    generated = rows * action if rows is not None and action is not None else None
    processed = rows * (action + prompt) if generated is not None and prompt is not None else None
    ratio_keys = sorted({k for entry in logs for k in entry if k.startswith("sampling/")})
    return {
        "iterations_logged": len(logs), "iterations_measured": len(measured),
        "s_per_iteration": phases.pop("iteration"), "s_per_phase": phases,
        "generated_tokens_per_iteration": generated,
        "generated_tokens_per_s": generated / phases["rollout"] if generated and phases["rollout"] else None,
        "processed_tokens_per_s": (processed / _mean(measured, "time/iteration")
                                   if processed and _mean(measured, "time/iteration") else None),
        "precision_metrics": {k: v for k, v in (logs[-1] if logs else {}).items() if k.startswith("precision/")},
        "sampler_vs_learner": {
            "sampling_metrics": {k: _mean(logs, k) for k in ratio_keys} or None,
            "logratio_noise_floor": _mean(logs, "actor/logratio_noise_floor"),
        },
        "losses": {k: _mean(measured, k) for k in ("loss", "actor/pg_loss", "critic/value_loss", "actor/kl")},
    }


def _param_dtypes(trainer: Any) -> dict[str, Any]:
    def dtypes(module: Any) -> list[str] | None:
        if module is None:
            return None
        return sorted({str(p.dtype).removeprefix("torch.") for p in module.parameters()})

    return {"policy": dtypes(trainer.policy), "critic": dtypes(trainer.critic),
            "reference": (dtypes(trainer.reference_model) if trainer.reference_model is not None
                          else "base, adapters off")}


def run_scenario(name: str, device: str, tiny: bool, iterations: int, workdir: Path) -> dict[str, Any]:
    """Build the scenario's model, train ``iterations`` CAPO iterations and measure them (one process)."""
    import torch
    from transformers import AutoTokenizer

    from agentgym_capo.trainer.capo_trainer import CAPOTrainer
    from agentgym_capo.trainer.config import CAPOConfig
    from agentgym_capo.trainer.model.adapters import lora_config

    shape, overrides = SCENARIOS[name]
    settings = {**common_settings(device, tiny, iterations), **overrides}
    result: dict[str, Any] = {"model": f"{shape} ({'tiny stand-in' if tiny else 'full size'}), random init",
                              "env": ENV_ID, "settings": settings}
    started = time.perf_counter()
    folder = build_model(shape, workdir / name, device, tiny)
    result["model_build_s"] = time.perf_counter() - started
    config = json.loads((folder / "config.json").read_text())
    result["model_config"] = {key: config.get(key) for key in (
        "model_type", "hidden_size", "intermediate_size", "num_hidden_layers", "num_attention_heads",
        "num_key_value_heads", "head_dim", "vocab_size", "tie_word_embeddings", "dtype")}
    gpu_memory_gb = (torch.cuda.get_device_properties(0).total_memory / GB if device == "cuda" else 80.0)
    try:
        result["plan"] = _plan(settings, folder, gpu_memory_gb)
    except Exception as error:  # the plan's API is being reworked in parallel: keep the measurement anyway
        result["plan"] = {"error": f"{type(error).__name__}: {error}"}
    peft = settings.get("peft_config")
    args = CAPOConfig(output_dir=str(workdir / f"{name}_run"),
                      **{k: v for k, v in settings.items() if k != "peft_config"})
    if device == "cuda":
        torch.cuda.reset_peak_memory_stats()
    started = time.perf_counter()
    trainer = CAPOTrainer(model=str(folder), args=args, env=ENV_ID,
                          processing_class=AutoTokenizer.from_pretrained(folder),
                          peft_config=lora_config(peft) if peft else None)
    result["trainer_build_s"] = time.perf_counter() - started
    started = time.perf_counter()
    trainer.train()
    result["train_s"] = time.perf_counter() - started
    result.update(summarise(trainer.state.log_history))
    result["pass_precision"] = trainer.precision.summary()
    result["param_dtypes"] = _param_dtypes(trainer)
    if device == "cuda":
        peak, reserved = torch.cuda.max_memory_allocated(), torch.cuda.max_memory_reserved()
        result["max_memory_allocated_gb"] = peak / GB
        result["max_memory_reserved_gb"] = reserved / GB
        result.update(plan_against_peaks(result["plan"], peak, reserved))
    return result


def versions(device: str) -> dict[str, Any]:
    """The GPU and the library versions (beside :func:`agentgym_capo.machine.machine_info`'s CPU record)."""
    import torch
    import transformers

    info: dict[str, Any] = {"cuda": torch.version.cuda, "transformers": transformers.__version__}
    from importlib import metadata

    for package in ("trl", "accelerate", "peft", "datasets", "gymnasium", "numpy", "pyarrow", "fsspec",
                    "huggingface-hub", "tokenizers"):
        try:
            info[package] = metadata.version(package)
        except metadata.PackageNotFoundError:
            info[package] = None
    if device == "cuda":
        properties = torch.cuda.get_device_properties(0)
        info.update(gpu=properties.name, gpu_memory_gb=properties.total_memory / GB)
    return info


def guarded_scenario(name: str, options: argparse.Namespace, workdir: Path) -> dict[str, Any]:
    """:func:`run_scenario`, or its error and traceback: one scenario's failure never loses the others'."""
    started = time.perf_counter()
    try:  # the Trainer prints its logs: keep stdout for the JSON alone
        with contextlib.redirect_stdout(sys.stderr):
            result = run_scenario(name, options.device, options.tiny, options.iterations, workdir)
    except Exception as error:
        result = {"error": f"{type(error).__name__}: {error}", "traceback": traceback.format_exc()[-4000:]}
    result["wall_s"] = time.perf_counter() - started
    return result


def _child(options: argparse.Namespace) -> int:
    """Run one scenario and write its result (or its error) to ``options.result``."""
    result = guarded_scenario(options.scenario, options, Path(options.workdir))
    Path(options.result).write_text(json.dumps(result, indent=2, default=str))
    return 0


def _run_scenarios(options: argparse.Namespace, payload: dict[str, Any]) -> None:
    """Run each scenario, in a child process unless ``--in-process``, adding its result to ``payload``."""
    with tempfile.TemporaryDirectory(prefix="gpu_check_", dir=options.workdir) as work:
        for name in options.scenarios:
            if options.in_process:
                result = guarded_scenario(name, options, Path(work))
            else:
                result = _child_process(name, options, work)
            payload["scenarios"][name] = result
            harness.record(payload, options.output, indent=2)  # a later scenario's crash or a timeout keeps this one
            for leftover in Path(work).glob(f"{name}*"):  # free the disk before the next model
                if leftover.is_dir():
                    shutil.rmtree(leftover, ignore_errors=True)


def _child_process(name: str, options: argparse.Namespace, work: str) -> dict[str, Any]:
    """Run scenario ``name`` in a child process (its own peak memory; a crash there is an error here)."""
    result_file = Path(work) / f"{name}.json"
    command = [sys.executable, __file__, "--scenario", name, "--result", str(result_file),
               "--device", options.device, "--iterations", str(options.iterations), "--workdir", work,
               *(["--tiny"] if options.tiny else [])]
    started = time.perf_counter()
    try:  # the child's log goes to our stderr: stdout is the JSON alone
        done = subprocess.run(command, stdout=sys.stderr, timeout=options.scenario_timeout, check=False)
        result = (json.loads(result_file.read_text()) if result_file.exists()
                  else {"error": f"child exited {done.returncode} without a result"})
    except subprocess.TimeoutExpired:
        result = {"error": f"timed out after {options.scenario_timeout} s"}
    result["process_wall_s"] = time.perf_counter() - started
    return result


def main(argv: list[str] | None = None) -> int:
    """Parse arguments; skip without CUDA; else run every scenario (each in a child process unless
    ``--in-process``) and print the JSON."""
    parser = harness.parser(__file__, __doc__, output_help="Also write the JSON to this file.")
    parser.add_argument("--device", choices=("cuda", "cpu"), default="cuda",
                        help="cpu: the dry path (with --tiny), not a GPU measurement.")
    parser.add_argument("--tiny", action="store_true", help="Tiny stand-ins of the shipped shapes (dry path).")
    parser.add_argument("--iterations", type=int, default=None,
                        help="CAPO iterations per scenario, the first being warm-up (default 4; 1 with --tiny).")
    parser.add_argument("--scenarios", nargs="+", choices=list(SCENARIOS), default=list(DEFAULT_SCENARIOS),
                        help="Which scenarios to run (default: the full fine-tune and the LoRA critic).")
    parser.add_argument("--scenario-timeout", type=float, default=210.0, help="Seconds per scenario.")
    parser.add_argument("--in-process", action="store_true",
                        help="Run the scenarios in this process (faster start; no isolation of memory or crashes).")
    parser.add_argument("--workdir", default=None, help="Where the random models are saved (default: temp).")
    parser.add_argument("--scenario", help=argparse.SUPPRESS)
    parser.add_argument("--result", help=argparse.SUPPRESS)
    options = parser.parse_args(argv)
    options.iterations = options.iterations or (1 if options.tiny else 4)
    options.workdir = options.workdir or tempfile.gettempdir()
    if options.scenario:
        return _child(options)
    import torch

    if options.device == "cuda" and not torch.cuda.is_available():
        payload: dict[str, Any] = {"skipped": "no CUDA device: torch.cuda.is_available() is False "
                                              f"(torch {torch.__version__}); nothing was measured"}
    else:
        payload = {"label": "GPU measurement" if options.device == "cuda" else CPU_LABEL,
                   "machine": versions(options.device), "env": ENV_ID, "iterations": options.iterations,
                   "tiny": options.tiny, "scenarios": {}}
        with harness.timed(payload, "wall_s"):
            _run_scenarios(options, payload)
    print(json.dumps(harness.record(payload, options.output, indent=2), indent=2, default=str))
    return 0


if __name__ == "__main__":
    sys.exit(main())
