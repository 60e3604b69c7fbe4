"""``capo eval``: the paper's ReAct evaluation of a local model or an OpenAI-compatible server, over seeds.

Env ids and env settings are checked first, then the policy is built (a server is asked for its models before
transformers loads), then each env is played on its reported split(s) (:mod:`.eval_report`) and the table is
printed and, with ``--out``, written. The env settings are the env's constructor kwargs, given as a JSON object
(``--env-kwargs``: for every ``--env``, or per env id) and one at a time (``--env-set KEY=VALUE``, parsed by
:func:`.options.assignments` as ``capo train`` parses ``--set``, applied over ``--env-kwargs`` for every
``--env``); the flags say "env" because ``capo train``'s ``--set`` sets a training config field instead.
"""

from __future__ import annotations

import argparse
import json
from pathlib import Path
from typing import Any

from agentgym_capo.errors import ConfigError
from agentgym_capo.jsonl import json_object_option
from agentgym_capo.trainer.commands.options import assignments, check_env, check_model, json_value
from agentgym_capo.trainer.config_fields import ACTION_MODES

__all__ = ["register"]


def _env_kwargs(args: argparse.Namespace) -> tuple[dict[str, Any], dict[str, dict[str, Any]]]:
    """The env settings as given (``--env-kwargs`` with the ``--env-set`` items over it, for the report) and the
    kwargs each ``--env`` is made with: ``--env-kwargs`` (shared, or that id's entry when every key is an
    ``--env`` id), then the ``--env-set`` items.

    Raises:
        ConfigError: ``--env-kwargs`` is not a JSON object, or an ``--env-set`` item is not ``KEY=VALUE``.
    """
    given = json_object_option(args.env_kwargs, "--env-kwargs") if args.env_kwargs else {}
    items = {key: json_value(raw) for key, raw in assignments(args.env_set, "--env-set", "KEY")}
    per_env = bool(given) and set(given) <= set(args.env)  # {"env id": {kwargs}, ...}
    kwargs_of = {env_id: {**((given.get(env_id) or {}) if per_env else given), **items} for env_id in args.env}
    return {**given, **items}, kwargs_of


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
            check_model(args.tokenizer)
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

    tokenizer = AutoTokenizer.from_pretrained(check_model(args.model))
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

    env_kwargs, kwargs_of = _env_kwargs(args)
    for env_id in args.env:
        check_env(env_id)
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


def register(subparsers: argparse._SubParsersAction) -> None:
    """Add ``capo eval``."""
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
    evaluate.add_argument("--action-mode", dest="action_mode", choices=ACTION_MODES, default="generate")
    evaluate.add_argument("--episodes", type=int, default=50, help="Episodes per seed (and per split).")
    evaluate.add_argument("--seeds", type=int, nargs="+", default=[0, 1, 2])
    evaluate.add_argument("--split", help="Task split (default: the one the paper reports, e.g. HotpotQA dev).")
    evaluate.add_argument("--env-kwargs", dest="env_kwargs", metavar="JSON",
                          help='Env kwargs (JSON object) for every --env, e.g. \'{"inline_tool_definitions": true}\', '
                          'or per env id: \'{"capo/HotpotQA-v0": {...}}\'.')
    evaluate.add_argument("--env-set", dest="env_set", action="append", metavar="KEY=VALUE",
                          help="One env kwarg for every --env, over --env-kwargs (repeatable; the value is JSON when "
                          "it reads as JSON, else text).")
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
