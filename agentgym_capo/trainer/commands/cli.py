"""The trainer's commands on ``capo``: ``train``, ``eval``, ``demo`` and ``plan``, wired in one place.

Each command's parser and run live in its own module, which this one registers: ``capo train``
(:mod:`.train_cli`), ``capo eval`` (:mod:`.eval_cli`) and ``capo plan`` (:mod:`.plan_cli`); ``capo demo`` is
wired here, its work is :mod:`.demo`. What train and eval both read from the command line (``NAME=VALUE``
items, model folders, env ids) is :mod:`.options`. Every module keeps torch, transformers and TRL imports
inside the run, so ``capo --help`` stays fast.
"""

from __future__ import annotations

import argparse

from agentgym_capo.trainer.commands import eval_cli, plan_cli, train_cli
from agentgym_capo.trainer.commands.options import THREADS_HELP

__all__ = ["register"]


def _run_demo(args: argparse.Namespace) -> int:
    from agentgym_capo.trainer.commands.demo import run_demo

    run_demo(args.output_dir, iterations=args.iterations, seed=args.seed, max_minutes=args.max_minutes,
             task=args.task, threads=args.threads)
    return 0


def register(subparsers: argparse._SubParsersAction) -> None:
    """Add ``train``, ``eval``, ``demo`` and ``plan`` to the ``capo`` command."""
    train_cli.register(subparsers)
    eval_cli.register(subparsers)
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
    plan_cli.register(subparsers)
