"""``capo compare``: run a seeded comparison of methods, or gather runs made elsewhere, into one result.

    capo compare --config configs/relay_demo_cpu.yaml --methods capo grpo gspo:epsilon=0.06 \\
        --seeds 0 1 2 --iterations 8 --eval-every 4 --eval-episodes 64 --parallel 2 --out runs/compare
    capo compare --collect runs/cluster_a runs/cluster_b --out runs/compare     # runs made elsewhere
    capo compare --collect runs/compare --seeds 0 1 2 --out runs/compare_s012    # whole seeds of a cut comparison
    capo compare --collect runs/a runs/b --methods capo grpo --reference grpo --out runs/ab   # some methods only

The config file is the one ``capo train`` reads (``env``, ``model`` and CAPOConfig fields); ``--set`` applies
to every method. What runs and how the budget is shared: :mod:`.plan`; the statistics: :mod:`.stats`. Bad input
(an unknown method or field, no seeds, a config that does not validate) stops in one line before any run.
"""

from __future__ import annotations

import argparse
from pathlib import Path

from agentgym_capo.errors import ConfigError

__all__ = ["register"]


def _plan(args: argparse.Namespace):  # noqa: ANN202 (ComparePlan; imported lazily)
    from agentgym_capo.compare.plan import ComparePlan, parse_method
    from agentgym_capo.trainer.commands.config_file import load_config_file
    from agentgym_capo.trainer.commands.options import assignments, check_env, check_model
    from agentgym_capo.trainer.config import parse_field_value
    from agentgym_capo.trainer.config_fields import check_set_items, check_settings
    from agentgym_capo.trainer.config_names import check_field_names

    settings = load_config_file(args.config)
    env_id = args.env or settings.pop("env", None)
    model = args.model or settings.pop("model", None)
    settings.pop("env", None), settings.pop("model", None), settings.pop("algo", None)
    if not env_id or not model:
        raise ConfigError("capo compare needs --env and --model (or `env:` and `model:` in the config file).")
    check_env(env_id)
    check_model(model)
    check_field_names(set(settings), f" in {args.config}")
    check_settings(settings, str(args.config))
    set_items = assignments(args.set, "--set", "FIELD")
    check_field_names({key for key, _ in set_items}, " (--set)")
    check_set_items(set_items)
    settings.update({key: parse_field_value(key, raw) for key, raw in set_items})
    settings.pop("output_dir", None)  # each run's folder is the comparison's
    methods = tuple(parse_method(spec) for spec in args.methods or ())
    return ComparePlan(env_id=env_id, model=model, base=settings, methods=methods, seeds=tuple(args.seeds or ()),
                       iterations=args.iterations, eval_every=args.eval_every or args.iterations,
                       eval_episodes=args.eval_episodes, group_size=args.group_size, reference=args.reference or "")


def _collected(args: argparse.Namespace) -> tuple[dict | None, list[dict]]:
    """The plan (where the runs came from one comparison) and the run records ``--collect`` gathers, kept to
    ``--seeds`` and ``--methods``. A label or a seed with no runs, a method with none of the seeds, or a
    ``--reference`` not kept stops in one line rather than giving a result that silently leaves it out. A seed
    only some methods ran is kept: differences pair by seed, and the result lists each method's seeds."""
    from agentgym_capo.compare.result import collect_records
    from agentgym_capo.compare.run_one import read_record

    # the comparison's plan, where one was run: the folder given, or the one holding the runs/ given
    places = [Path(d) / "plan.json" for d in args.collect] + [Path(d).parent / "plan.json" for d in args.collect]
    plan = next((p for p in map(read_record, places) if p), None)
    records = collect_records([Path(d) for d in args.collect])
    if not records:
        raise ConfigError(f"--collect found no run records in {', '.join(args.collect)} (each run writes "
                          "<name>.json; a comparison keeps them in <out>/runs/).")
    found = sorted({r["method"] for r in records})
    unknown = [label for label in args.methods or [] if label not in found]
    if unknown:
        raise ConfigError(f"--methods {' '.join(unknown)}: no such method among the runs collected "
                          f"({', '.join(found)}); with --collect, give the labels the runs were made with.")
    kept = args.methods or found
    if args.reference and args.reference not in kept:
        raise ConfigError(f"--reference {args.reference}: not among the methods collected ({', '.join(kept)}).")
    records = [r for r in records if r["method"] in kept]
    if args.seeds:
        seeds_found = sorted({r["seed"] for r in records})
        missing = [seed for seed in args.seeds if seed not in seeds_found]
        if missing:
            raise ConfigError(f"--seeds {' '.join(map(str, missing))}: no runs of these seeds among the methods "
                              f"kept (seeds found: {' '.join(map(str, seeds_found))}).")
        records = [r for r in records if r["seed"] in args.seeds]
        methods_left = {r["method"] for r in records}
        left_out = [label for label in kept if label not in methods_left]
        if left_out:
            raise ConfigError(f"{', '.join(left_out)}: no runs of seeds {' '.join(map(str, args.seeds))}; keep "
                              "the methods that ran them (--methods), or give other --seeds.")
    return plan, records


def _run(args: argparse.Namespace) -> int:
    from agentgym_capo.compare.result import collect_records, gather, write_result
    from agentgym_capo.compare.scheduler import RunFailedError, run_plan

    out = Path(args.out)
    failure = None
    if args.collect:
        plan, records = _collected(args)
    else:
        plan_obj = _plan(args)
        try:
            run_plan(plan_obj, out, parallel=args.parallel, threads=args.threads)
        except RunFailedError as error:  # the result of what did finish is still written
            failure = error
        plan = plan_obj.to_json()
        names = {run["name"] for run in plan_obj.runs()}  # not the runs of an earlier, larger plan in the folder
        records = [record for record in collect_records([out]) if record["name"] in names]
    result = gather(records, plan, args.reference)
    paths = write_result(result, out)
    for label, entry in result["methods"].items():
        rise = entry["rise"]
        ci = rise["ci95"]
        print(f"{label}: test success {entry['test_success'][0]['mean']:.3f} -> {entry['test_success'][-1]['mean']:.3f}"
              f" ({len(entry['seeds'])} seeds), rise {rise['difference']:+.3f}"
              + (f" [{ci[0]:+.3f}, {ci[1]:+.3f}]" if ci else ""))
    for label, entry in result["reference_minus_method"].items():
        ci = entry["ci95"]
        if entry["difference"] is None:  # e.g. runs collected from elsewhere with no seed in common
            print(f"{result['reference']} - {label}: no seed in common, nothing to pair")
            continue
        print(f"{result['reference']} - {label}: {entry['difference']:+.3f}"
              + (f" [{ci[0]:+.3f}, {ci[1]:+.3f}]" if ci else "") + f" over {entry['seeds']} paired seeds")
    print("result: " + ", ".join(str(p) for p in paths.values()))
    if failure is not None:
        raise failure
    return 0


def register(subparsers: argparse._SubParsersAction) -> None:
    """Add ``capo compare``."""
    compare = subparsers.add_parser(
        "compare", help="Compare methods over seeds on one budget, with paired bootstrap intervals.",
        description=__doc__.split("\n\n")[0])
    compare.add_argument("--config", help="YAML/JSON of the shared settings, as for capo train (env, model, fields).")
    compare.add_argument("--env", help="Registered env id (else the config's `env`).")
    compare.add_argument("--model", help="Local model folder every run starts from (else the config's `model`).")
    compare.add_argument("--methods", nargs="+", metavar="[LABEL@]ALGO[:FIELD=VALUE,...]",
                         help="Methods: presets with optional overrides, e.g. capo grpo gspo:epsilon=0.06 (with "
                         "--collect: only the runs of these labels).")
    compare.add_argument("--seeds", nargs="+", type=int,
                         help="Training seeds; every method runs each (with --collect: only these seeds' runs).")
    compare.add_argument("--iterations", type=int, default=8, help="Training iterations per run (default 8).")
    compare.add_argument("--eval-every", dest="eval_every", type=int, default=None,
                         help="Iterations between test checkpoints (default: only before and after training).")
    compare.add_argument("--eval-episodes", dest="eval_episodes", type=int, default=64,
                         help="Fixed test episodes per checkpoint (default 64).")
    compare.add_argument("--group-size", dest="group_size", type=int, default=8,
                         help="Trajectories per task of a group method (default 8); the episodes per iteration "
                         "stay the base config's.")
    compare.add_argument("--reference", help="The method every other is compared to (default: the first).")
    compare.add_argument("--parallel", type=int, default=1, help="Runs at once (default 1).")
    compare.add_argument("--threads", type=int, default=1, help="torch threads per run (default 1).")
    compare.add_argument("--set", action="append", metavar="FIELD=VALUE", help="A CAPOConfig field for every run.")
    compare.add_argument("--out", default="runs/compare", help="The comparison's folder (resumable).")
    compare.add_argument("--collect", nargs="+", metavar="DIR",
                         help="Build the result from run records in these folders instead of running.")
    compare.set_defaults(func=_run)
