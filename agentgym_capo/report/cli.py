"""``capo report RUN_DIR [RUN_DIR ...]``: write the static HTML report of one run, or several side by side."""

from __future__ import annotations

import argparse

__all__ = ["register", "run"]


def run(args: argparse.Namespace) -> int:
    """Build the page and print where it is."""
    from agentgym_capo.report.page import build_report

    labels = args.label or None
    out = build_report(args.run_dirs, args.out, labels=labels, max_iterations=args.max_iterations,
                       max_episodes_per_iteration=args.max_episodes, max_prompt_chars=args.max_prompt_chars)
    size_kb = out.stat().st_size / 1024
    print(f"wrote {out} ({size_kb:,.0f} KiB); open it in a browser (file://{out.resolve()})")
    return 0


def register(subparsers: argparse._SubParsersAction) -> None:
    """Add ``capo report``."""
    from agentgym_capo.report.page import (
        DEFAULT_MAX_EPISODES_PER_ITERATION,
        DEFAULT_MAX_ITERATIONS,
        DEFAULT_MAX_PROMPT_CHARS,
    )

    parser = subparsers.add_parser(
        "report", help="Write a static HTML report of training runs (curves, summary, episode browser).",
        description="Read what training recorded (metrics.jsonl, actions.jsonl, eval*.json) in each RUN_DIR and "
                    "write one self-contained HTML page: nothing is fetched when it is viewed.")
    parser.add_argument("run_dirs", nargs="+", metavar="RUN_DIR", help="Training output directories to compare.")
    parser.add_argument("--out", "-o", help="HTML file to write (default: RUN_DIR/report.html of the first run).")
    parser.add_argument("--label", action="append", help="Name of each run, in order (repeat once per RUN_DIR).")
    parser.add_argument("--max-iterations", type=int, default=DEFAULT_MAX_ITERATIONS,
                        help="Iterations per run whose recorded episodes go into the page (evenly spaced).")
    parser.add_argument("--max-episodes", type=int, default=DEFAULT_MAX_EPISODES_PER_ITERATION,
                        help="Episodes per kept iteration.")
    parser.add_argument("--max-prompt-chars", type=int, default=DEFAULT_MAX_PROMPT_CHARS,
                        help="Longest prompt kept whole; longer ones keep their start and end.")
    parser.set_defaults(func=run)
