"""``capo train``, ``capo eval`` and ``capo demo``.

``capo train`` reads an optional config file (YAML or JSON: any :class:`CAPOConfig` field, plus ``env`` and
``model``), then applies the command-line flags on top. ``configs/`` holds per-benchmark presets with the
paper's hyperparameters for GPU runs. Unknown env ids, missing model paths and bad config values stop
with one clear message (exit status 2).
"""

from __future__ import annotations

import argparse
import json
from pathlib import Path
from typing import Any

from agentgym_capo.errors import ConfigError

__all__ = ["register"]


def _load_config_file(path: str | None) -> dict[str, Any]:
    if path is None:
        return {}
    file = Path(path)
    if not file.exists():
        raise ConfigError(f"Config file {path!r} does not exist.")
    text = file.read_text()
    if file.suffix in (".yaml", ".yml"):
        import yaml

        data = yaml.safe_load(text) or {}
    else:
        data = json.loads(text)
    if not isinstance(data, dict):
        raise ConfigError(f"Config file {path!r} must hold a mapping of field names to values.")
    return data


def _check_model(path: str) -> str:
    if not Path(path).is_dir() or not (Path(path) / "config.json").exists():
        raise ConfigError(f"Model path {path!r} is not a model folder (no config.json). Pass a local directory "
                          "saved with save_pretrained (the hub is not used); for SmolLM2 run `capo demo` once.")
    return path


def _check_env(env_id: str) -> str:
    from agentgym_capo.trainer.rollout import registered_step_limit

    registered_step_limit(env_id)  # raises UnknownEnvError with suggestions
    return env_id


def _build_config(settings: dict[str, Any]) -> Any:
    from dataclasses import fields

    from agentgym_capo.trainer.config import CAPOConfig

    known = {f.name for f in fields(CAPOConfig)}
    unknown = sorted(set(settings) - known)
    if unknown:
        raise ConfigError(f"Unknown config field(s) {unknown}; see `capo train --help` or CAPOConfig.")
    try:
        return CAPOConfig(**settings)
    except ConfigError:
        raise
    except (ValueError, TypeError) as error:
        raise ConfigError(f"Invalid training configuration: {error}") from error


def _default_to_cpu_without_gpu(settings: dict[str, Any]) -> None:
    """GRPOConfig defaults to bf16 + gradient checkpointing, which fail without a GPU: on a CPU-only machine,
    default to a CPU run whose precision follows the CPU (bf16 left unset: trainer/precision.py) unless the
    user set those fields."""
    import torch

    if torch.cuda.is_available() or any(key in settings for key in ("use_cpu", "bf16")):
        return
    settings.update(use_cpu=True)
    settings.setdefault("gradient_checkpointing", False)
    print("capo train: no GPU found, training on the CPU (bf16 autocast only with native bf16, else fp32; "
          "set use_cpu/bf16 to override).")


def _run_train(args: argparse.Namespace) -> int:
    settings = _load_config_file(args.config)
    env_id = args.env or settings.pop("env", None)
    model = args.model or settings.pop("model", None)
    settings.pop("env", None), settings.pop("model", None)
    if not env_id or not model:
        raise ConfigError("capo train needs --env and --model (or `env:` and `model:` in the config file).")
    for name in ("algo", "output_dir", "max_steps", "action_mode", "seed"):
        value = getattr(args, name)
        if value is not None:
            settings[name] = value
    for item in args.set or []:
        key, _, raw = item.partition("=")
        settings[key] = json.loads(raw) if raw[:1] in "[{0123456789-tfn\"" else raw
    settings.setdefault("output_dir", f"runs/{settings.get('algo', 'capo')}")
    _default_to_cpu_without_gpu(settings)
    _check_env(env_id)
    _check_model(model)
    config = _build_config(settings)
    from transformers import AutoTokenizer

    from agentgym_capo.trainer.capo_trainer import CAPOTrainer

    trainer = CAPOTrainer(model=model, args=config, env=env_id, processing_class=AutoTokenizer.from_pretrained(model))
    trainer.train(resume_from_checkpoint=args.resume)
    trainer.save_model(config.output_dir)
    print(f"saved to {config.output_dir}")
    return 0


def _policy_for(args: argparse.Namespace) -> tuple[Any, Any]:
    from transformers import AutoModelForCausalLM, AutoTokenizer

    from agentgym_capo.trainer.policies import ChoosePolicy, GreedyHFPolicy, OpenAIChatPolicy

    if args.base_url:
        tokenizer = AutoTokenizer.from_pretrained(_check_model(args.tokenizer)) if args.tokenizer else _NoTokenizer()
        policy = OpenAIChatPolicy(args.base_url, args.served_model or "default", max_tokens=args.max_new_tokens)
        return policy, tokenizer
    if not args.model:
        raise ConfigError("capo eval needs --model (a local folder) or --base-url (an OpenAI-compatible server).")
    tokenizer = AutoTokenizer.from_pretrained(_check_model(args.model))
    model = AutoModelForCausalLM.from_pretrained(args.model).eval()
    if args.action_mode == "choose":
        return ChoosePolicy(model, tokenizer, greedy=True), tokenizer
    return GreedyHFPolicy(model, tokenizer, max_new_tokens=args.max_new_tokens), tokenizer


class _NoTokenizer:
    """Stands in for a tokenizer when a remote server does the tokenising (prompt ids are then unused)."""

    def apply_chat_template(self, messages, **_: Any) -> list[int]:
        return [0]

    def decode(self, ids, **_: Any) -> str:
        return ""


def _run_eval(args: argparse.Namespace) -> int:
    from agentgym_capo.trainer.evaluate import evaluate_policy

    policy, tokenizer = _policy_for(args)
    results = []
    for env_id in args.env:
        _check_env(env_id)
        result = evaluate_policy(env_id, policy, tokenizer, episodes=args.episodes, seeds=tuple(args.seeds),
                                 split=args.split, max_env_steps=args.max_env_steps)
        results.append(result.summary())
    print(f"{'env':<28} {'success':>16} {'return':>16} {'steps':>12}")
    for row in results:
        cells = [f"{row[k]['mean']:.3f}±{row[k]['std']:.3f}" for k in ("success_rate", "return_mean", "steps_mean")]
        print(f"{row['env_id']:<28} {cells[0]:>16} {cells[1]:>16} {cells[2]:>12}")
    if args.out:
        Path(args.out).parent.mkdir(parents=True, exist_ok=True)
        Path(args.out).write_text(json.dumps(results, indent=2))
    return 0


def _run_demo(args: argparse.Namespace) -> int:
    from agentgym_capo.trainer.demo import run_demo

    run_demo(args.output_dir, iterations=args.iterations, seed=args.seed, max_minutes=args.max_minutes)
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
    train.add_argument("--resume", help="Checkpoint folder to resume from.")
    train.add_argument("--set", action="append", metavar="FIELD=VALUE", help="Any other CAPOConfig field.")
    train.set_defaults(func=_run_train)

    evaluate = subparsers.add_parser("eval", help="Greedy (temperature 0) evaluation over seeds.")
    evaluate.add_argument("--env", action="append", required=True, help="Env id (repeatable).")
    evaluate.add_argument("--model", help="Local model folder.")
    evaluate.add_argument("--base-url", dest="base_url", help="OpenAI-compatible server, e.g. http://127.0.0.1:8000/v1.")
    evaluate.add_argument("--served-model", dest="served_model", help="Model name on the server.")
    evaluate.add_argument("--tokenizer", help="Tokenizer folder for prompt-length checks with --base-url.")
    evaluate.add_argument("--action-mode", dest="action_mode", choices=("generate", "choose"), default="generate")
    evaluate.add_argument("--episodes", type=int, default=50)
    evaluate.add_argument("--seeds", type=int, nargs="+", default=[0, 1, 2])
    evaluate.add_argument("--split", default="test")
    evaluate.add_argument("--max-env-steps", dest="max_env_steps", type=int)
    evaluate.add_argument("--max-new-tokens", dest="max_new_tokens", type=int, default=256)
    evaluate.add_argument("--out", help="Write the JSON results here.")
    evaluate.set_defaults(func=_run_eval)

    from agentgym_capo.trainer.demo import DEMO_ITERATIONS

    demo = subparsers.add_parser("demo", help="Watch CAPO learn a 3-room corridor on CPU (5-10 minutes).")
    demo.add_argument("--output-dir", dest="output_dir", default="capo_demo")
    demo.add_argument("--iterations", type=int, default=DEMO_ITERATIONS,
                      help="Training iterations (default: what learning needed when measured).")
    demo.add_argument("--max-minutes", dest="max_minutes", type=float, default=None,
                      help="Optional cap on training time; stopping on it is not the demo's result.")
    demo.add_argument("--seed", type=int, default=0)
    demo.set_defaults(func=_run_demo)
