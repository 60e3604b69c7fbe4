"""``capo index build``: build a sparse (BM25), dense or hybrid index over a corpus JSONL file, with resume.

Usage::

    capo index build --corpus corpus.jsonl --out idx/sparse [--retriever sparse|dense|hybrid]
                     [--model DIR] [--query-instruction TEXT] [--index-type flat|ivf|hnsw]
                     [--batch-size 64] [--fields title text] [--no-resume]

Re-running the same command after an interruption continues where it stopped (the default; ``--no-resume``
starts over). A finished index is just loaded and summarised.

The command lives with the QA envs because it reads their corpus format (:func:`~agentgym_capo.envs.qa.corpus.
load_corpus`: ``{id, title, text}`` or ``{id, contents}`` lines); :mod:`agentgym_capo.retrieval` itself knows
no env (arrows point down). ``--retriever bm25`` is the deprecated name of ``sparse``.
"""

from __future__ import annotations

import argparse
import time
import warnings
from pathlib import Path

from agentgym_capo.retrieval.naming import LEGACY_VALUES


def register(subparsers: argparse._SubParsersAction) -> None:
    """Add ``capo index build`` to the ``capo`` parser."""
    index = subparsers.add_parser("index", help="Build retrieval indexes.")
    index_sub = index.add_subparsers(dest="index_command", required=True)
    build = index_sub.add_parser(
        "build", help="Build a sparse (BM25) / dense / hybrid index over a corpus JSONL file."
    )
    build.add_argument(
        "--corpus", required=True, help="JSON Lines {id, title, text} (or {id, contents})."
    )
    build.add_argument("--out", required=True, help="Index directory.")
    build.add_argument("--retriever", choices=("sparse", "dense", "hybrid", "bm25"), default="sparse",
                       help="sparse (BM25; 'bm25' is its deprecated name), dense or hybrid.")
    build.add_argument("--model", help="Local sentence-transformers model (default: bundled MiniLM).")
    build.add_argument("--query-instruction", help="Query prefix (default: the model's known one).")
    build.add_argument("--index-type", choices=("flat", "ivf", "hnsw"), default="flat")
    build.add_argument("--batch-size", type=int, default=64)
    build.add_argument("--fields", nargs="+", default=["title", "text"])
    build.add_argument("--no-resume", action="store_true", help="Start over instead of resuming.")
    build.set_defaults(func=build_index_cli)


def build_index_cli(args: argparse.Namespace) -> int:
    """Run ``capo index build`` (see the module docstring)."""
    from agentgym_capo.envs.qa.corpus import load_corpus

    if args.retriever in LEGACY_VALUES:
        warnings.warn(f"--retriever {args.retriever} is deprecated; use --retriever sparse.", DeprecationWarning,
                      stacklevel=2)
        args.retriever = LEGACY_VALUES[args.retriever]
    started = time.perf_counter()
    corpus = load_corpus(args.corpus, progress=True)
    out = Path(args.out)
    resume = not args.no_resume
    dense_kwargs = {
        "model": args.model,
        "query_instruction": args.query_instruction,
        "index_type": args.index_type,
        "batch_size": args.batch_size,
        "resume": resume,
    }
    if args.retriever == "sparse":
        from agentgym_capo.retrieval import SparseIndex

        index = SparseIndex.build(corpus.docs(), out, tuple(args.fields), progress=True, resume=resume)
    elif args.retriever == "dense":
        from agentgym_capo.retrieval import DenseIndex

        index = DenseIndex.build(corpus.docs(), out, tuple(args.fields), progress=True, **dense_kwargs)
    else:
        from agentgym_capo.retrieval import HybridIndex

        index = HybridIndex.build(corpus.docs(), out, tuple(args.fields), progress=True, **dense_kwargs)
    print(
        f"{args.retriever} index of {len(index):,} passages at {out} ({time.perf_counter() - started:.1f} s)"
    )
    return 0
