"""The ``capo`` command.

Each subcommand lives in the module that owns it; that module exposes ``register(subparsers)``, which adds
its parser and sets ``func`` to a ``run(args) -> int``, and :func:`build_parser` imports each one by name.
Those modules keep heavy imports (torch, TRL, FastAPI) inside ``run``, and the data preparers and servers
are imported inside the handler that runs them (:func:`preparers`, :func:`servers`), so ``capo --help``
stays fast.
"""

from __future__ import annotations

import argparse
import signal
import sys
from collections.abc import Callable, Sequence
from pathlib import Path

from agentgym_capo.errors import CapoError

__all__ = ["build_parser", "main", "preparers", "servers"]

def preparers() -> dict[str, Callable[..., Path]]:
    """Data-set name -> ``prepare(source: Path, out: Path | None, **options) -> Path``."""
    from agentgym_capo.envs.papersearch.prepare import prepare_papers
    from agentgym_capo.envs.qa.prepare import prepare_2wiki, prepare_hotpotqa, prepare_musique
    from agentgym_capo.envs.webshop import prepare_webshop

    return {"hotpotqa": prepare_hotpotqa, "2wikimultihopqa": prepare_2wiki, "musique": prepare_musique,
            "papers": prepare_papers, "webshop": prepare_webshop}


def servers() -> dict[str, Callable[..., None]]:
    """Server name -> ``serve(host: str, port: int, **options)`` (blocks while serving)."""
    from agentgym_capo.envs.webshop import serve_webshop
    from agentgym_capo.interop.server import serve_env

    return {"env": serve_env, "webshop": serve_webshop}


def _run_envs(args: argparse.Namespace) -> int:
    from agentgym_capo.envs.registry import ENV_TABLE

    width = max(len(entry.id) for entry in ENV_TABLE)
    for entry in ENV_TABLE:
        print(f"{entry.id:<{width}}  max_steps={entry.max_episode_steps:<3} {entry.summary}")
    return 0


def _run_rollout(args: argparse.Namespace) -> int:
    from agentgym_capo.rollout import run_scripted_rollouts

    env_ids = args.env or None
    run_scripted_rollouts(env_ids, episodes=args.episodes, policy=args.policy, seed=args.seed, verbose=args.verbose)
    return 0


def _run_prepare(args: argparse.Namespace) -> int:
    table = preparers()
    if args.name not in table:
        raise CapoError(f"Unknown data set {args.name!r}; known: {', '.join(sorted(table))}.")
    out = table[args.name](Path(args.source), Path(args.out) if args.out else None)
    print(f"prepared {args.name} -> {out}")
    return 0


def _run_serve(args: argparse.Namespace) -> int:
    table = servers()
    if args.name not in table:
        raise CapoError(f"Unknown server {args.name!r}; known: {', '.join(sorted(table))}.")
    options = {"env_id": args.env_id} if args.env_id else {}
    if getattr(args, "data_dir", None):
        options["data_dir"] = args.data_dir
    limits = {name: getattr(args, name) for name in ("max_sessions", "max_concurrent_calls", "idle_timeout")
              if getattr(args, name, None) is not None}
    if limits and args.name != "env":
        raise CapoError(f"--max-sessions, --max-concurrent-calls and --idle-timeout apply to `capo serve env`, "
                        f"not to the {args.name!r} server.")
    options.update(limits)
    table[args.name](args.host, args.port, **options)
    return 0


def _register_builtin(subparsers: argparse._SubParsersAction) -> None:
    envs = subparsers.add_parser("envs", help="List the registered environment ids.")
    envs.set_defaults(func=_run_envs)

    rollout = subparsers.add_parser(
        "rollout", help="Play episodes of registered envs with a scripted policy and print what happens.")
    rollout.add_argument("--env", action="append", help="Env id (repeatable; default: every registered id).")
    rollout.add_argument("--policy", choices=("oracle", "random"), default="oracle")
    rollout.add_argument("--episodes", type=int, default=2)
    rollout.add_argument("--seed", type=int, default=0)
    rollout.add_argument("--verbose", action="store_true", help="Print every prompt and action.")
    rollout.set_defaults(func=_run_rollout)

    data = subparsers.add_parser("data", help="Prepare official data sets from files you supply.")
    data_sub = data.add_subparsers(dest="data_command", required=True)
    prepare = data_sub.add_parser("prepare", help="Convert an official data set into the env's format.")
    prepare.add_argument("name", help="Data set name, e.g. webshop, hotpotqa, papers.")
    prepare.add_argument("--source", required=True, help="File or directory of the official release.")
    prepare.add_argument("--out", help="Output directory (default: the user cache directory).")
    prepare.set_defaults(func=_run_prepare)

    serve = subparsers.add_parser("serve", help="Serve an env over HTTP.")
    serve.add_argument("name", help="Server name, e.g. webshop, or env (with an env id).")
    serve.add_argument("env_id", nargs="?", help="Env id for `capo serve env ID`.")
    serve.add_argument("--host", default="127.0.0.1", help="Bind address (default: loopback only).")
    serve.add_argument("--port", type=int, default=8000)
    serve.add_argument("--data-dir", help="Data the server loads (e.g. a store from `capo data prepare webshop`).")
    serve.add_argument("--max-sessions", type=int, help="env: sessions alive at once (default 256; more get 503).")
    serve.add_argument("--max-concurrent-calls", type=int,
                       help="env: env calls (make/reset/step) running at once across sessions (default 8).")
    serve.add_argument("--idle-timeout", type=float, help="env: seconds before an unused session closes (default 600).")
    serve.set_defaults(func=_run_serve)


def build_parser() -> argparse.ArgumentParser:
    """Return the ``capo`` argument parser with every registered subcommand."""
    from agentgym_capo.compare import cli as compare_cli
    from agentgym_capo.envs.qa import index_cli
    from agentgym_capo.interop import export, manifest
    from agentgym_capo.interop import verl as verl_cli
    from agentgym_capo.report import cli as report_cli
    from agentgym_capo.trainer.commands import cli as trainer_cli

    parser = argparse.ArgumentParser(prog="capo", description=__doc__.splitlines()[0])
    subparsers = parser.add_subparsers(dest="command", required=True)
    for register in (_register_builtin, trainer_cli.register, index_cli.register,
                     manifest.register, export.register, report_cli.register, verl_cli.register,
                     compare_cli.register):
        register(subparsers)
    return parser


#: The exit status after Ctrl-C.
INTERRUPTED_EXIT_STATUS = 128 + signal.SIGINT


def main(argv: Sequence[str] | None = None) -> int:
    """Run the ``capo`` command; user errors print one clear line and exit with status 2.

    Ctrl-C prints one line instead of a traceback and exits with status 130 (128 + SIGINT, as a shell would
    report), after the interpreter's exit handlers have run.
    """
    args = build_parser().parse_args(argv)
    try:
        return int(args.func(args) or 0)
    except CapoError as error:
        print(f"capo: error: {error}", file=sys.stderr)
        return 2
    except KeyboardInterrupt:
        print("capo: interrupted", file=sys.stderr)
        return INTERRUPTED_EXIT_STATUS


if __name__ == "__main__":
    sys.exit(main())
