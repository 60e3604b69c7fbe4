"""``capo train``, ``capo eval`` and ``capo demo``.

``capo train`` reads an optional config file (YAML or JSON: any :class:`CAPOConfig` field, plus ``env`` and
``model``), then applies the command-line flags on top. ``configs/`` holds per-benchmark presets with the
paper's hyperparameters for GPU runs. Unknown env ids, missing model paths, bad config values and a
``--resume`` target that is missing or incomplete stop with one clear message (exit status 2). Unknown config
fields (with "did you mean"), values of the wrong type or out of range (from the file, the flags or ``--set``),
env ids, model paths and ``--resume`` targets are checked before TRL or torch is imported, in well under a
second (:mod:`agentgym_capo.trainer.config_names` knows the field names and simple types without TRL,
:mod:`agentgym_capo.trainer.config_fields` the choices and ranges that ``CAPOConfig`` itself checks). A run
stopped by SIGTERM/SIGINT saves a checkpoint, prints the command that resumes it and exits with 128 + the
signal's number (143, 130), as a shell reports a signal; the final model is then not written.
"""

from __future__ import annotations

import argparse
import json
import shlex
import signal
from pathlib import Path
from typing import Any

from agentgym_capo.errors import ConfigError
from agentgym_capo.jsonl import json_object_option
from agentgym_capo.trainer.backend.threads import plan_threads
from agentgym_capo.trainer.commands.config_file import load_config_file
from agentgym_capo.trainer.config_fields import check_set_items, check_settings
from agentgym_capo.trainer.config_names import check_field_names, unknown_fields_error

__all__ = ["register"]


#: The help of ``--threads`` (train and demo).
THREADS_HELP = ("torch CPU threads (default: OMP_NUM_THREADS, else the cores free at start; with one of 2 cores "
                "busy, 2 threads ran up to ~2x slower than 1).")


def _check_model(path: str) -> str:
    from agentgym_capo.trainer.backend.resume import read_trainable_record

    record = read_trainable_record(path) if Path(path).is_dir() else None
    if record is not None:  # a small checkpoint (save_only_trainable) holds no whole model
        raise ConfigError(f"Model path {path!r} is a checkpoint that holds only the trained layers "
                          "(save_only_trainable), not a model folder. To continue its training run `capo train "
                          f"--model {record.get('base_model')} --resume {path}`; the run's final output_dir is "
                          "a complete model folder.")
    if not Path(path).is_dir() or not (Path(path) / "config.json").exists():
        raise ConfigError(f"Model path {path!r} is not a model folder (no config.json). Pass a local directory "
                          "saved with save_pretrained (the hub is not used); for SmolLM2 run `capo demo` once.")
    return path


def _check_env(env_id: str) -> str:
    from agentgym_capo.envs.factory import registered_step_limit

    registered_step_limit(env_id)  # raises UnknownEnvError with suggestions
    return env_id


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
            env_kwargs = _parse_set_value(raw)
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


def _default_to_cpu_without_gpu(settings: dict[str, Any], env_id: str, config_path: str | None) -> None:
    """Without a GPU, train on the CPU, or refuse a GPU config in one line that names what to change.

    GRPOConfig defaults to bf16 + gradient checkpointing, which fail without a GPU: on a CPU-only machine, default
    to a CPU run whose precision follows the CPU (bf16 left unset: trainer/model/precision.py) unless the user set
    ``use_cpu``. Settings that need a GPU (``use_vllm``, ``bf16``/``fp16`` without ``use_cpu``, ``use_cpu: false``)
    are refused with the overrides to add and the CPU config of the env, if there is one.

    Raises:
        ConfigError: The settings ask for a GPU and there is none.
    """
    import torch

    if torch.cuda.is_available():
        return
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
                          f"a GPU, and this machine has none (torch.cuda.is_available() is False): {start_from}add "
                          f"{' '.join('--set ' + item for item in overrides)}.")
    if explicit_cpu:
        return
    settings.update(use_cpu=True)
    settings.setdefault("gradient_checkpointing", False)
    print("capo train: no GPU found, training on the CPU (bf16 autocast only with native bf16, else fp32; "
          "set use_cpu/bf16 to override).")


def _run_train(args: argparse.Namespace) -> int:
    # the load average is read first, before this process adds its own (model loading, imports)
    threads = plan_threads(args.threads)
    settings = load_config_file(args.config)
    env_id = args.env or settings.pop("env", None)
    model = args.model or settings.pop("model", None)
    settings.pop("env", None), settings.pop("model", None)
    if not env_id or not model:
        raise ConfigError("capo train needs --env and --model (or `env:` and `model:` in the config file).")
    set_items = _set_items(args)
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
    check_set_items(set_items)
    _check_env(env_id)
    _check_model(model)
    _check_train_env_kwargs(env_id, settings, set_items)
    _resolve_resume(args, _output_dir_of(args, settings))  # a bad --resume costs ~1 s
    settings.update(flags)
    from agentgym_capo.trainer.config import parse_field_value

    for key, raw in set_items:
        settings[key] = _parse_set_value(raw) if key == "peft_config" else parse_field_value(key, raw)
    settings.setdefault("output_dir", f"runs/{settings.get('algo', 'capo')}")
    resume = _resolve_resume(args, settings["output_dir"])
    if resume is not None:
        print(f"capo train: resuming from {resume}")
    _default_to_cpu_without_gpu(settings, env_id, args.config)
    if settings.get("use_cpu"):
        if args.threads is not None or settings.get("cpu_threads") is None:
            settings["cpu_threads"] = threads.threads
        else:  # --set cpu_threads / the config file chose
            threads = plan_threads(settings["cpu_threads"])
        print(threads.line())
    _check_vllm_installed(settings)
    peft = settings.pop("peft_config", None)
    config = _build_config(settings)
    from agentgym_capo.trainer.commands.memory_plan import check_train_memory
    from agentgym_capo.trainer.model.adapters import lora_config

    peft_config = lora_config(peft) if peft is not None else None
    check_train_memory({**settings, "peft_config": peft}, model)  # one line when the plan cannot fit the GPUs
    from transformers import AutoTokenizer

    from agentgym_capo.trainer.backend.console import without_weight_loading_bars
    from agentgym_capo.trainer.capo_trainer import CAPOTrainer

    with without_weight_loading_bars():  # a local folder (checked above): policy, critic, reference
        trainer = CAPOTrainer(model=model, args=config, env=env_id,
                              processing_class=AutoTokenizer.from_pretrained(model), peft_config=peft_config)
    trainer.resume_command = lambda checkpoint: _train_command(args, checkpoint)
    trainer.train(resume_from_checkpoint=resume)
    if not trainer.stopped_early:
        trainer.save_model(config.output_dir)
    # destroy the process group before exiting, so no rank exits while its collectives' threads still run
    # (a 2-process CPU test run once aborted at exit with "terminate called without an active exception")
    trainer.accelerator.end_training()
    if trainer.stopped_early:  # the trainer printed where to resume; the status says the run did not finish
        return 128 + (trainer.stop_signal or signal.SIGTERM)
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


def _set_items(args: argparse.Namespace) -> list[tuple[str, str]]:
    """``capo train``'s ``--set FIELD=VALUE`` items as ``(field, raw value)`` pairs, in order, untyped.

    Raises:
        ConfigError: An item is not ``FIELD=VALUE``.
    """
    items = []
    for item in args.set or []:
        key, sep, raw = item.partition("=")
        if not sep or not key.strip():
            raise ConfigError(f"--set expects FIELD=VALUE, got {item!r}.")
        items.append((key.strip(), raw))
    return items


def _output_dir_of(args: argparse.Namespace, settings: dict[str, Any]) -> str:
    """The output_dir that ``--set``, the flags and the config file will give (in that order of precedence),
    read from the raw ``--set`` strings: typing them imports TRL and torch (5 s)."""
    raw = dict(_set_items(args))
    algo = raw.get("algo") or args.algo or settings.get("algo", "capo")
    return str(raw.get("output_dir") or args.output_dir or settings.get("output_dir") or f"runs/{algo}")


def _parse_set_value(raw: str) -> Any:
    """``--set`` values: JSON when they look like JSON (numbers, booleans, null, lists, objects, quoted strings)."""
    if raw[:1] in "[{0123456789-tfn\"":
        try:
            return json.loads(raw)
        except ValueError:
            return raw
    return raw


def _eval_env_kwargs(args: argparse.Namespace) -> dict[str, Any]:
    kwargs: dict[str, Any] = {}
    if args.env_kwargs:
        kwargs = json_object_option(args.env_kwargs, "--env-kwargs")
    for item in args.set or []:
        key, sep, raw = item.partition("=")
        if not sep or not key:
            raise ConfigError(f"--set expects KEY=VALUE, found {item!r}.")
        kwargs[key] = _parse_set_value(raw)
    return kwargs


def _eval_kwargs_for(env_id: str, args: argparse.Namespace, env_kwargs: dict[str, Any], per_env: bool
                     ) -> dict[str, Any]:
    """The env kwargs ``capo eval`` gives ``env_id``: ``--env-kwargs`` (shared, or this id's entry) and ``--set``."""
    if not per_env:
        return dict(env_kwargs)
    kwargs = dict(env_kwargs.get(env_id) or {})
    kwargs.update(_eval_env_kwargs(argparse.Namespace(env_kwargs=None, set=args.set)))
    return kwargs


def _context_limit(tokenizer_dir: str | None, max_new_tokens: int) -> int | None:
    """Longest prompt that leaves room for the action: the model's context window minus ``max_new_tokens``."""
    if tokenizer_dir is None:
        return None
    config_file = Path(tokenizer_dir) / "config.json"
    if not config_file.exists():
        return None
    window = json.loads(config_file.read_text()).get("max_position_embeddings")
    return int(window) - max_new_tokens if isinstance(window, int) and window > max_new_tokens else None


def _policy_for(args: argparse.Namespace) -> tuple[Any, Any]:
    """The evaluation policy and its tokenizer; a server (``--base-url``) is asked for its models first, before
    transformers loads, so a server that is not there costs about a second."""
    if args.base_url:
        from agentgym_capo.interop.openai_policy import OpenAIChatPolicy

        if args.action_mode == "choose":
            raise ConfigError("--action-mode choose scores the listed actions with a local model; with --base-url "
                              "use --action-mode generate (the default).")
        if args.tokenizer:
            _check_model(args.tokenizer)
        log = args.request_log or (str(Path(args.out).with_suffix("")) + ".requests.jsonl" if args.out else None)
        policy = OpenAIChatPolicy(args.base_url, args.served_model, max_tokens=args.max_new_tokens,
                                  temperature=args.temperature, stop=args.stop, timeout=args.request_timeout,
                                  api_key=args.api_key, tools_mode=args.tools_mode, concurrency=args.concurrency,
                                  log_path=log)
        policy.check_server()  # one line that fits the failure, before the progress bar
        if not args.tokenizer:
            return policy, None
        from transformers import AutoTokenizer

        return policy, AutoTokenizer.from_pretrained(args.tokenizer)
    if not args.model:
        raise ConfigError("capo eval needs --model (a local folder) or --base-url (an OpenAI-compatible server).")
    from transformers import AutoModelForCausalLM, AutoTokenizer

    from agentgym_capo.trainer.backend.console import without_weight_loading_bars
    from agentgym_capo.trainer.model.policies import ChoosePolicy, GreedyHFPolicy

    tokenizer = AutoTokenizer.from_pretrained(_check_model(args.model))
    with without_weight_loading_bars():  # a local folder (checked above)
        model = AutoModelForCausalLM.from_pretrained(args.model).to(_eval_device()).eval()
    if args.action_mode == "choose":
        return ChoosePolicy(model, tokenizer, greedy=True), tokenizer
    return GreedyHFPolicy(model, tokenizer, max_new_tokens=args.max_new_tokens), tokenizer


def _eval_device() -> str:
    """Evaluate on the GPU when there is one (the policies follow the model's device)."""
    import torch

    return "cuda" if torch.cuda.is_available() else "cpu"


def _run_eval(args: argparse.Namespace) -> int:
    from agentgym_capo.envs.factory import check_env_kwargs
    from agentgym_capo.trainer.commands.eval_report import evaluation_splits, format_table, write_report
    from agentgym_capo.trainer.commands.evaluate import evaluate_policy

    env_kwargs = _eval_env_kwargs(args)
    for env_id in args.env:
        _check_env(env_id)
    per_env = bool(env_kwargs) and set(env_kwargs) <= set(args.env)  # {"env id": {kwargs}, ...}
    kwargs_of = {env_id: _eval_kwargs_for(env_id, args, env_kwargs, per_env) for env_id in args.env}
    for env_id, kwargs in kwargs_of.items():
        check_env_kwargs(env_id, kwargs)
    policy, tokenizer = _policy_for(args)
    tokenizer_dir = args.model or args.tokenizer
    max_prompt_length = args.max_prompt_length or _context_limit(tokenizer_dir, args.max_new_tokens)
    if args.max_prompt_length and tokenizer_dir is None:
        raise ConfigError("--max-prompt-length counts tokens: pass --tokenizer DIR with --base-url.")
    results = []
    for env_id, kwargs in kwargs_of.items():
        splits = [args.split] if args.split else ([kwargs["split"]] if "split" in kwargs
                                                   else list(evaluation_splits(env_id)))
        for split in splits:
            result = evaluate_policy(env_id, policy, tokenizer, episodes=args.episodes, seeds=tuple(args.seeds),
                                     split=split, max_env_steps=args.max_env_steps,
                                     max_prompt_length=max_prompt_length, env_kwargs=kwargs)
            results.append(result.summary())
    print(format_table(results))
    if args.out:
        run = {key: getattr(args, key) for key in ("model", "base_url", "served_model", "tokenizer", "episodes",
                                                   "seeds", "max_env_steps", "max_new_tokens", "temperature")}
        run.update(env_kwargs=env_kwargs, max_prompt_length=max_prompt_length)
        print(f"results: {write_report(args.out, results, run)}")
    return 0


def _run_demo(args: argparse.Namespace) -> int:
    from agentgym_capo.trainer.commands.demo import run_demo

    run_demo(args.output_dir, iterations=args.iterations, seed=args.seed, max_minutes=args.max_minutes,
             task=args.task, threads=args.threads)
    return 0


def register(subparsers: argparse._SubParsersAction) -> None:
    """Add ``train``, ``eval`` and ``demo`` to the ``capo`` command."""
    train = subparsers.add_parser("train", help="Train a model on an env with CAPO or a baseline.")
    train.add_argument("--env", help="Registered env id, e.g. capo/WebShop-v0.")
    train.add_argument("--model", help="Local model folder.")
    train.add_argument("--config", help="YAML/JSON file of CAPOConfig fields (see configs/).")
    train.add_argument("--algo", help="capo, ppo, st_ppo, grpo, rloo, reinforce_pp, gspo, gigpo.")
    train.add_argument("--output-dir", dest="output_dir")
    train.add_argument("--max-steps", dest="max_steps", type=int, help="Training iterations.")
    train.add_argument("--action-mode", dest="action_mode", choices=("generate", "choose"))
    train.add_argument("--seed", type=int)
    train.add_argument("--resume", metavar="CHECKPOINT|RUN|latest",
                       help="Resume from a checkpoint folder, a run folder (its latest complete checkpoint) or "
                       "'latest' (the latest complete checkpoint of the output dir). Checked before the model "
                       "loads; docs/training.md, 'Resume'.")
    train.add_argument("--threads", type=int, default=None, metavar="N",
                       help=THREADS_HELP)
    train.add_argument("--set", action="append", metavar="FIELD=VALUE", help="Any other CAPOConfig field.")
    train.set_defaults(func=_run_train)

    evaluate = subparsers.add_parser(
        "eval", help="ReAct evaluation at temperature 0 over seeds (local model or OpenAI-compatible server).")
    evaluate.add_argument("--env", action="append", required=True, help="Env id (repeatable).")
    evaluate.add_argument("--model", help="Local model folder.")
    evaluate.add_argument("--base-url", dest="base_url", help="OpenAI-compatible server, e.g. http://127.0.0.1:8000/v1.")
    evaluate.add_argument("--served-model", dest="served_model",
                          help="Model name on the server (default: the first one /v1/models lists).")
    evaluate.add_argument("--api-key", dest="api_key", help="Bearer token for the server.")
    evaluate.add_argument("--tokenizer", help="Tokenizer (model) folder: prompt-length checks with --base-url.")
    evaluate.add_argument("--max-prompt-length", dest="max_prompt_length", type=int,
                          help="Longest prompt in tokens (default: the model's context minus --max-new-tokens).")
    evaluate.add_argument("--action-mode", dest="action_mode", choices=("generate", "choose"), default="generate")
    evaluate.add_argument("--episodes", type=int, default=50, help="Episodes per seed (and per split).")
    evaluate.add_argument("--seeds", type=int, nargs="+", default=[0, 1, 2])
    evaluate.add_argument("--split", help="Task split (default: the one the paper reports, e.g. HotpotQA dev).")
    evaluate.add_argument("--env-kwargs", dest="env_kwargs", metavar="JSON",
                          help='Env kwargs (JSON object) for every --env, e.g. \'{"inline_tool_definitions": true}\', '
                          'or per env id: \'{"capo/HotpotQA-v0": {...}}\'.')
    evaluate.add_argument("--set", action="append", metavar="KEY=VALUE", help="One env kwarg (repeatable).")
    evaluate.add_argument("--max-env-steps", dest="max_env_steps", type=int)
    evaluate.add_argument("--max-new-tokens", dest="max_new_tokens", type=int, default=256)
    evaluate.add_argument("--temperature", type=float, default=0.0, help="--base-url only; 0 as in the paper.")
    evaluate.add_argument("--stop", action="append", help="Stop sequence (repeatable; --base-url only).")
    evaluate.add_argument("--request-timeout", dest="request_timeout", type=float, default=120.0,
                          help="Seconds per model-server request.")
    evaluate.add_argument("--concurrency", type=int, default=4, help="Model-server requests in flight.")
    evaluate.add_argument("--tools-mode", dest="tools_mode", choices=("auto", "native", "inline", "none"),
                          default="auto", help="How tool schemas reach the server (auto: native, inline if refused).")
    evaluate.add_argument("--request-log", dest="request_log",
                          help="JSONL of raw requests/responses (default: next to --out as *.requests.jsonl).")
    evaluate.add_argument("--out", help="Write the JSON results here.")
    evaluate.set_defaults(func=_run_eval)

    from agentgym_capo.trainer.commands.demo import DEFAULT_DEMO_TASK, DEMO_TASKS

    demo = subparsers.add_parser("demo", help="Watch CAPO learn a multi-step text task on CPU (5-10 minutes).")
    demo.add_argument("--task", choices=sorted(DEMO_TASKS), default=DEFAULT_DEMO_TASK,
                      help="; ".join(f"{name}: {task.summary}" for name, task in DEMO_TASKS.items()))
    demo.add_argument("--output-dir", dest="output_dir", default="capo_demo")
    demo.add_argument("--iterations", type=int, default=None,
                      help="Training iterations (default: the task's, what learning needed when measured).")
    demo.add_argument("--max-minutes", dest="max_minutes", type=float, default=None,
                      help="Optional cap on training time; stopping on it is not the demo's result.")
    demo.add_argument("--seed", type=int, default=0)
    demo.add_argument("--threads", type=int, default=None, metavar="N", help=THREADS_HELP)
    demo.set_defaults(func=_run_demo)
