"""``capo train``: a config file, flags and ``--set FIELD=VALUE`` items, checked, then one training run.

``capo train`` reads an optional config file (YAML or JSON: any :class:`..config.CAPOConfig` field, plus ``env`` and
``model``), then applies the command-line flags on top, then the ``--set`` items (parsed by
:func:`.options.assignments`, typed by each field's annotation). ``configs/`` holds per-benchmark presets with
the paper's hyperparameters for GPU runs. Unknown env ids, missing model paths, bad config values and a
``--resume`` target that is missing or incomplete stop with one clear message (exit status 2). Unknown config
fields (with "did you mean"), values of the wrong type or out of range (from the file, the flags or ``--set``),
env ids, model paths, ``--resume`` targets, a missing ``max_steps`` and, on a machine without a GPU device, the
settings that need one (``use_vllm``, ``bf16``) are checked before TRL or torch is imported, in well under a
second (:mod:`agentgym_capo.trainer.config_names` knows the field names and simple types without TRL,
:mod:`agentgym_capo.trainer.config_fields` the choices and ranges that ``CAPOConfig`` itself checks). Before the
trainer is built, the memory plan's check (:func:`.plan_cli.check_train_memory`) refuses a run that cannot fit
the GPUs. The output dir is checked before the model loads too: another run training into it, or a run it already
holds without ``--resume`` or ``--overwrite``, stops in one line (:mod:`..backend.run_lock`); without one a run gets
``runs/<env>-<algo>-<time>``. A run stopped by SIGTERM/SIGINT saves a checkpoint, prints the command that resumes it
and exits with 128 + the signal's number (143, 130), as a shell reports a signal; the final model is then not
written.
"""

from __future__ import annotations

import argparse
import shlex
import signal
from datetime import datetime
from pathlib import Path
from typing import Any

from agentgym_capo.errors import ConfigError
from agentgym_capo.trainer.algos.presets import ALGO_PRESETS
from agentgym_capo.trainer.backend.resume import LATEST
from agentgym_capo.trainer.backend.run_lock import check_run_folder, clear_run_records, run_records
from agentgym_capo.trainer.backend.threads import plan_threads
from agentgym_capo.trainer.commands.config_file import load_config_file
from agentgym_capo.trainer.commands.options import THREADS_HELP, assignments, check_env, check_model, json_value
from agentgym_capo.trainer.config_fields import ACTION_MODES, check_required, check_set_items, check_settings
from agentgym_capo.trainer.config_names import check_field_names, unknown_fields_error

__all__ = ["CPU_CONFIGS", "register"]


def _build_config(settings: dict[str, Any]) -> Any:
    from dataclasses import fields

    from agentgym_capo.trainer.config import CAPOConfig

    known = {f.name for f in fields(CAPOConfig)}
    unknown = set(settings) - known
    if unknown:
        raise unknown_fields_error(unknown, known)
    try:
        return CAPOConfig(**settings)
    except ConfigError:
        raise
    except (ValueError, TypeError) as error:
        raise ConfigError(f"Invalid training configuration: {error}") from error


def _check_train_env_kwargs(env_id: str, settings: dict[str, Any], set_items: list[tuple[str, str]]) -> None:
    """Check ``env_kwargs`` (the config file's, or a later ``--set env_kwargs=JSON``) against the env's signature.

    Runs before TRL and torch load; a ``--set`` value that is not a JSON object is left to the typed parse.
    """
    from agentgym_capo.envs.factory import check_env_kwargs

    env_kwargs = settings.get("env_kwargs")
    for key, raw in set_items:
        if key == "env_kwargs":
            env_kwargs = json_value(raw)
    if isinstance(env_kwargs, dict):
        check_env_kwargs(env_id, env_kwargs)


#: Starting points sized for a CPU, per env id (paths in a source checkout; tests check that each exists).
CPU_CONFIGS = {"capo/WebShop-v0": "configs/webshop_cpu.yaml", "capo/ALFWorld-v0": "configs/alfworld_cpu.yaml",
               "capo/HotpotQA-v0": "configs/hotpotqa_cpu.yaml", "capo/Chain-v0": "configs/chain_demo_cpu.yaml"}
#: Settings whose ``true`` needs a GPU (vLLM generation; bf16/fp16 mixed precision as TRL sets it up).
_GPU_ONLY_SETTINGS = ("use_vllm", "bf16", "fp16")


def _check_vllm_installed(settings: dict[str, Any]) -> None:
    """``use_vllm: true`` without vLLM installed: one line instead of TRL's ImportError traceback."""
    import importlib.util

    if settings.get("use_vllm") and importlib.util.find_spec("vllm") is None:
        raise ConfigError("use_vllm is true but vLLM is not installed: on a GPU machine install the GPU extra "
                          "(pip install -e \".[gpu]\"), or pass --set use_vllm=false to generate with transformers.")


def _no_gpu_reason() -> str | None:
    """Why this machine has no GPU torch can use, or None when it has one. Without torch where the device nodes
    already tell (:func:`agentgym_capo.machine.cuda_ruled_out`): a CPU-only machine answers in under a second."""
    from agentgym_capo.machine import cuda_ruled_out

    reason = cuda_ruled_out()
    if reason is not None:
        return reason
    import torch

    return None if torch.cuda.is_available() else "torch.cuda.is_available() is False"


def _default_to_cpu_without_gpu(settings: dict[str, Any], env_id: str, config_path: str | None) -> dict[str, Any]:
    """Without a GPU, train on the CPU, or refuse a GPU config in one line that names what to change.

    GRPOConfig defaults to bf16 + gradient checkpointing, which fail without a GPU: on a CPU-only machine, default
    to a CPU run whose precision follows the CPU (bf16 left unset: trainer/model/precision.py) unless the user set
    ``use_cpu``. Settings that need a GPU (``use_vllm``, ``bf16``/``fp16`` without ``use_cpu``, ``use_cpu: false``)
    are refused with the overrides to add and the CPU config of the env, if there is one.

    Args:
        settings: Every setting as it will be given (the file's, the flags', the typed ``--set`` items'); not
            changed.
        env_id: The env (for the CPU config to suggest).
        config_path: The config file, named in the message.

    Returns:
        The settings to add for a CPU run (empty with a GPU, or when ``use_cpu`` was set).

    Raises:
        ConfigError: The settings ask for a GPU and there is none.
    """
    no_gpu = _no_gpu_reason()
    if no_gpu is None:
        return {}
    explicit_cpu = settings.get("use_cpu") is True
    # bf16 on a CPU is the precision plan's to decide once use_cpu is set (emulated bf16 is slow, not wrong)
    gpu_settings = [key for key in _GPU_ONLY_SETTINGS if settings.get(key) is True
                    and not (explicit_cpu and key == "bf16")]
    if gpu_settings or settings.get("use_cpu") is False:
        overrides = ([] if explicit_cpu else ["use_cpu=true"]) + [f"{key}=false" for key in gpu_settings]
        found = [f"{key}: {str(settings[key]).lower()}" for key in ("use_cpu", *gpu_settings)
                 if key in gpu_settings or settings.get(key) is False]
        start_from = f"start from {CPU_CONFIGS[env_id]} (sized for a CPU), or " if env_id in CPU_CONFIGS else ""
        raise ConfigError(f"{config_path or 'capo train'}: {', '.join(found)} need{'s' if len(found) == 1 else ''} "
                          f"a GPU, and this machine has none ({no_gpu}): {start_from}add "
                          f"{' '.join('--set ' + item for item in overrides)}.")
    if explicit_cpu:
        return {}
    print("capo train: no GPU found, training on the CPU (bf16 autocast only with native bf16, else fp32; "
          "set use_cpu/bf16 to override).")
    return {"use_cpu": True, **({} if "gradient_checkpointing" in settings else {"gradient_checkpointing": False})}


def _run_train(args: argparse.Namespace) -> int:
    # the load average is read first, before this process adds its own (model loading, imports)
    threads = plan_threads(args.threads)
    settings = load_config_file(args.config)
    env_id = args.env or settings.pop("env", None)
    model = args.model or settings.pop("model", None)
    settings.pop("env", None), settings.pop("model", None)
    if not env_id or not model:
        raise ConfigError("capo train needs --env and --model (or `env:` and `model:` in the config file).")
    set_items = assignments(args.set, "--set", "FIELD")
    # Everything below up to parse_field_value needs neither TRL nor torch: a user's mistake costs < 1 s.
    # peft_config is no CAPOConfig field: it goes to CAPOTrainer (JSON mapping).
    check_field_names(set(settings) - {"peft_config"}, f" in {args.config}")
    check_field_names({key for key, _ in set_items} - {"peft_config"}, " (--set)")
    # Types, ranges and choices, each value where it was given; a file value that a flag or --set replaces
    # is not held against the run.
    flags = {name: getattr(args, name) for name in _FLAG_FIELDS if getattr(args, name) is not None}
    replaced = set(flags) | {key for key, _ in set_items}
    check_settings({key: value for key, value in settings.items() if key not in replaced}, str(args.config))
    for name, value in flags.items():
        check_settings({name: value}, "--" + name.replace("_", "-"))
    typed_set_items = check_set_items(set_items)
    check_env(env_id)
    check_model(model)
    _check_train_env_kwargs(env_id, settings, set_items)
    _resolve_resume(args, _output_dir_of(args, settings))  # a bad --resume costs ~1 s
    _check_output_dir(args, _output_dir_of(args, settings))  # a busy or used folder too
    given = {**settings, **flags, **typed_set_items}  # as the config will hold them (simply-typed --set items)
    cpu_settings = _default_to_cpu_without_gpu(given, env_id, args.config)  # imports torch only where a GPU may be
    _check_vllm_installed(given)
    check_required(given.keys() | {key for key, _ in set_items}, args.config or "capo train")
    settings.update(flags)
    from agentgym_capo.trainer.config import parse_field_value

    for key, raw in set_items:
        settings[key] = json_value(raw) if key == "peft_config" else parse_field_value(key, raw)
    settings.setdefault("output_dir", _output_dir_of(args, settings))
    resume = _resolve_resume(args, settings["output_dir"])
    if args.overwrite and resume is None:
        removed = clear_run_records(settings["output_dir"])
        if removed:
            print(f"capo train: --overwrite removed {', '.join(removed)} from {settings['output_dir']}")
    if resume is not None:
        print(f"capo train: resuming from {resume}")
    settings.update(cpu_settings)
    if settings.get("use_cpu"):
        if args.threads is not None or settings.get("cpu_threads") is None:
            settings["cpu_threads"] = threads.threads
        else:  # --set cpu_threads / the config file chose
            threads = plan_threads(settings["cpu_threads"])
        print(threads.line())
    peft = settings.pop("peft_config", None)
    config = _build_config(settings)
    if resume is not None:  # a checkpoint saved by another run (algo, env, model, ...): refused before the model loads
        from agentgym_capo.trainer.backend.run_identity import check_resume_identity, run_identity

        check_resume_identity(resume, run_identity(config, env_id), "give this run another --output-dir "
                              "and no --resume")
    from agentgym_capo.trainer.commands.plan_cli import check_train_memory
    from agentgym_capo.trainer.model.adapters import lora_config

    peft_config = lora_config(peft) if peft is not None else None
    check_train_memory({**settings, "peft_config": peft}, model)  # one line when the plan cannot fit the GPUs
    from transformers import AutoTokenizer

    from agentgym_capo.trainer.backend.console import without_weight_loading_bars
    from agentgym_capo.trainer.capo_trainer import CAPOTrainer

    with without_weight_loading_bars():  # a local folder (checked above): policy, critic, reference
        trainer = CAPOTrainer(model=model, args=config, env=env_id,
                              processing_class=AutoTokenizer.from_pretrained(model), peft_config=peft_config)
    trainer.checkpoints.resume_command = lambda checkpoint: _train_command(args, checkpoint)
    # transformers' own bars ("Writing model shards" at every checkpoint and the final save, twice with a critic)
    # say nothing the iteration lines do not; the iteration and rollout bars are tqdm's own and stay
    with without_weight_loading_bars():
        trainer.train(resume_from_checkpoint=resume)
        if not trainer.checkpoints.stopped_early:
            trainer.save_model(config.output_dir)
    # destroy the process group before exiting, so no rank exits while its collectives' threads still run
    # (a 2-process CPU test run once aborted at exit with "terminate called without an active exception")
    trainer.accelerator.end_training()
    if trainer.checkpoints.stopped_early:  # the trainer printed where to resume; the status says it did not finish
        return 128 + (trainer.checkpoints.stop_signal or signal.SIGTERM)
    print(f"saved to {config.output_dir}")
    return 0


#: ``capo train`` flags that set the CAPOConfig field of the same name (over the config file's value).
_FLAG_FIELDS = ("algo", "output_dir", "max_steps", "action_mode", "seed")
#: ``capo train`` flags copied into a resume command (besides --set), with their argparse names.
_TRAIN_FLAGS = (("--config", "config"), ("--env", "env"), ("--model", "model"), ("--algo", "algo"),
                ("--output-dir", "output_dir"), ("--max-steps", "max_steps"), ("--action-mode", "action_mode"),
                ("--seed", "seed"), ("--threads", "threads"))


def _train_command(args: argparse.Namespace, checkpoint: Path) -> str:
    """The user's ``capo train`` command with ``--resume checkpoint`` (for messages)."""
    parts = ["capo", "train"]
    for flag, name in _TRAIN_FLAGS:
        if getattr(args, name) is not None:
            parts += [flag, str(getattr(args, name))]
    for item in args.set or []:
        parts += ["--set", item]
    return shlex.join([*parts, "--resume", str(checkpoint)])


def _resolve_resume(args: argparse.Namespace, output_dir: str) -> str | None:
    """``--resume`` (a checkpoint, a run folder or ``latest``) as a checked checkpoint folder, or None."""
    if args.resume is None:
        return None
    from agentgym_capo.trainer.backend.resume import resolve_checkpoint

    return str(resolve_checkpoint(args.resume, output_dir, lambda path: _train_command(args, path)))


def _output_dir_of(args: argparse.Namespace, settings: dict[str, Any]) -> str:
    """The output_dir that ``--set``, the flags and the config file will give (in that order of precedence),
    read from the raw ``--set`` strings: typing them imports TRL and torch (5 s). Without one: the run a
    ``--resume`` target belongs to, else ``runs/<env>-<algo>-<time the command started>``, so two configs or two
    runs of one never share a folder."""
    raw = dict(assignments(args.set, "--set", "FIELD"))
    explicit = raw.get("output_dir") or args.output_dir or settings.get("output_dir")
    if explicit:
        return str(explicit)
    if args.resume == LATEST:
        raise ConfigError("--resume latest needs the run folder: add --output-dir RUN (or resume from the run "
                          "folder or checkpoint itself: --resume runs/NAME).")
    if args.resume is not None:  # the run it continues: a checkpoint's run folder, or the run folder given
        target = Path(args.resume)
        return str(target.parent if target.name.startswith("checkpoint-") else target)
    algo = raw.get("algo") or args.algo or settings.get("algo", "capo")
    env = str(args.env or settings.get("env") or "env").split("/")[-1]
    return f"runs/{env}-{algo}-{_STARTED}"


#: When this command started (the default output_dir's suffix: the same for every reading of it in one command).
_STARTED = datetime.now().strftime("%Y%m%d-%H%M%S")


def _check_output_dir(args: argparse.Namespace, output_dir: str) -> None:
    """Refuse, before the model loads, a folder another run is training into, or one that holds a run when
    neither ``--resume`` nor ``--overwrite`` says what to do with it (one line each)."""
    check_run_folder(output_dir)
    found = run_records(output_dir)
    if found and args.resume is None and not args.overwrite:
        raise ConfigError(f"{output_dir} already holds a run ({', '.join(found)}). Continue it with --resume latest, "
                          "replace its records with --overwrite, or give this run another --output-dir.")


def register(subparsers: argparse._SubParsersAction) -> None:
    """Add ``capo train``."""
    train = subparsers.add_parser("train", help="Train a model on an env with CAPO or a baseline.")
    train.add_argument("--env", help="Registered env id, e.g. capo/WebShop-v0.")
    train.add_argument("--model", help="Local model folder.")
    train.add_argument("--config", help="YAML/JSON file of CAPOConfig fields (see configs/).")
    train.add_argument("--algo", help=f"One of {', '.join(ALGO_PRESETS)} (docs/algorithms.md §5).")
    train.add_argument("--output-dir", dest="output_dir")
    train.add_argument("--max-steps", dest="max_steps", type=int, help="Training iterations.")
    train.add_argument("--action-mode", dest="action_mode", choices=ACTION_MODES)
    train.add_argument("--seed", type=int)
    train.add_argument("--resume", metavar="CHECKPOINT|RUN|latest",
                       help="Resume from a checkpoint folder, a run folder (its latest complete checkpoint) or "
                       "'latest' (the latest complete checkpoint of the output dir). Checked before the model "
                       "loads; docs/training.md, 'Resume'.")
    train.add_argument("--overwrite", action="store_true",
                       help="Start afresh in an output dir that holds a run: its metrics, actions, curves and "
                       "checkpoints are removed first (without it such a folder is refused).")
    train.add_argument("--threads", type=int, default=None, metavar="N",
                       help=THREADS_HELP)
    train.add_argument("--set", action="append", metavar="FIELD=VALUE", help="Any other CAPOConfig field.")
    train.set_defaults(func=_run_train)
