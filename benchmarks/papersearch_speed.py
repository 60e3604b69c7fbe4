"""Paper search speed: search / expand / env-step latency and memory, at the bundled size and at scale.

Runs, side by side in one process:

1. the bundled corpus (1,500 papers, ~18.5k edges): env construction, BM25 search, expansion (citations +
   references), and env steps with the offline selector (cached over the oracle scores) under the oracle
   policy;
2. a synthetic corpus of ``--papers`` papers with ``--edges-per-paper`` citations each (default 1M / 10M):
   generation, ``prepare_papers`` (SQLite store + tantivy index), the same latencies, env steps, disk sizes.

Usage: ``python benchmarks/papersearch_speed.py [--papers 1000000] [--edges-per-paper 10] [--workdir DIR]``.
Results: ``benchmarks/results/papersearch_speed.{json,png}`` (``--output``).
"""

from __future__ import annotations

import json
import os
import resource
import shutil
import statistics
import tempfile
import time
from pathlib import Path
from typing import Any

import gymnasium as gym
import harness
import numpy as np

import agentgym_capo  # noqa: F401
from agentgym_capo.envs.papersearch import PaperStore, bundled_corpus_dir, prepare_papers
from agentgym_capo.envs.papersearch.backends import LocalBackend, open_index


def rss_mb() -> float:
    """Current resident set size in MB (Linux)."""
    for line in Path("/proc/self/status").read_text().splitlines():
        if line.startswith("VmRSS:"):
            return int(line.split()[1]) / 1024
    return resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024


def summary(samples_s: list[float]) -> dict[str, float]:
    """Latency summary in milliseconds."""
    ms = sorted(1000 * s for s in samples_s)
    return {"n": len(ms), "mean_ms": statistics.fmean(ms), "p50_ms": ms[len(ms) // 2],
            "p95_ms": ms[min(len(ms) - 1, int(0.95 * len(ms)))], "max_ms": ms[-1]}


def time_calls(fn, args_list) -> dict[str, float]:
    """Latency summary of ``fn(*args)`` for each ``args`` of ``args_list``."""
    samples: dict[str, list[float]] = {"call": []}
    for args in args_list:
        with harness.timed(samples, "call"):
            fn(*args)
    return summary(samples["call"])


def measure_backend(corpus_dir: Path, queries: list[str], rng: np.random.Generator, n_expand: int) -> dict:
    """Open the store and its index; search and expansion latencies."""
    store = PaperStore.open(corpus_dir)
    seconds: dict[str, float] = {}
    with harness.timed(seconds, "open"):
        backend = LocalBackend(store, open_index(store, corpus_dir, "sparse"))
    open_s = seconds["open"]
    ids = [store._db.execute("SELECT display_id FROM papers WHERE ord = ?", (int(o),)).fetchone()[0]
           for o in rng.integers(0, len(store), size=n_expand)]
    backend.search(queries[0], 10)  # warm-up
    search = time_calls(backend.search, [(q, 10) for q in queries])
    expand = time_calls(lambda pid: (backend.citations(pid, 30), backend.references(pid, 99)), [(i,) for i in ids])
    return {"papers": len(store), "edges": store.num_edges, "index_open_s": open_s, "search": search,
            "expand": expand}


def measure_env(episodes: int, **kwargs) -> dict:
    """Env construction (first and cached) and step latencies of oracle episodes."""
    seconds: dict[str, Any] = {"search": [], "expand": []}
    with harness.timed(seconds, "construct"):
        env = gym.make("capo/PaperSearch-v0", **kwargs)
    with harness.timed(seconds, "construct_again"):
        gym.make("capo/PaperSearch-v0", **kwargs)
    ids = env.unwrapped.task_ids()
    samples = []
    for episode in range(episodes):
        env.reset(options={"task_id": ids[episode % len(ids)]})
        for step in range(5):
            action = env.unwrapped.oracle_action()
            kind = "search" if step == 0 else "expand"
            with harness.timed(seconds, kind):
                _, _, terminated, truncated, _ = env.step(action)
            samples.append(seconds[kind][-1])
            if terminated or truncated:
                break
    return {"construct_first_s": seconds["construct"], "construct_cached_s": seconds["construct_again"],
            "episodes": episodes, "step": summary(samples), "search_step": summary(seconds["search"]),
            "expand_step": summary(seconds["expand"])}


def synthetic_corpus(folder: Path, papers: int, edges_per_paper: int, seed: int = 0) -> dict:
    """Write papers.jsonl + edges.tsv + queries/test.jsonl with a Zipf vocabulary and local citations."""
    rng = np.random.default_rng(seed)
    vocab = np.array([f"w{i}" for i in range(50_000)])
    folder.mkdir(parents=True, exist_ok=True)
    chunk = 100_000
    start = time.perf_counter()
    with open(folder / "papers.jsonl", "w", encoding="utf-8") as handle:
        for begin in range(0, papers, chunk):
            count = min(chunk, papers - begin)
            words = vocab[np.minimum(rng.zipf(1.3, size=(count, 48)) - 1, len(vocab) - 1)]
            years = rng.integers(1995, 2026, size=count)
            lines = []
            for row, (tokens, year) in enumerate(zip(words, years, strict=True)):
                index = begin + row
                lines.append(json.dumps({"paper_id": f"P{index:08d}", "arxiv_id": "", "title": " ".join(tokens[:8]),
                                         "abstract": " ".join(tokens[8:]), "year": int(year), "authors": []}))
            handle.write("\n".join(lines) + "\n")
    with open(folder / "edges.tsv", "w", encoding="utf-8") as handle:
        for begin in range(0, papers, chunk):
            count = min(chunk, papers - begin)
            citing = np.repeat(np.arange(begin, begin + count), edges_per_paper)
            offsets = np.minimum(rng.geometric(1 / 2000, size=citing.size), papers - 1)
            cited = (citing - offsets) % papers
            handle.write("".join(f"P{a:08d}\tP{b:08d}\n" for a, b in zip(citing.tolist(), cited.tolist(),
                                                                         strict=True)))
    (folder / "queries").mkdir(exist_ok=True)
    with open(folder / "queries" / "test.jsonl", "w", encoding="utf-8") as handle:
        for q in range(20):
            words = vocab[np.minimum(rng.zipf(1.3, size=5) - 1, len(vocab) - 1)]
            handle.write(json.dumps({"qid": f"big_{q}", "question": " ".join(words), "answer": [],
                                     "answer_arxiv_id": []}) + "\n")
    return {"generate_s": time.perf_counter() - start,
            "jsonl_mb": (folder / "papers.jsonl").stat().st_size / 2**20,
            "edges_tsv_mb": (folder / "edges.tsv").stat().st_size / 2**20}


def serving_rss_mb(corpus: Path) -> dict[str, float]:
    """RSS of a fresh process that opens the env on ``corpus`` and runs one oracle episode (no build leftovers)."""
    import subprocess
    import sys

    code = "\n".join([  # run from the repository root: benchmarks.papersearch_speed is importable there
        "import gymnasium as gym, agentgym_capo",
        "from benchmarks.papersearch_speed import rss_mb",
        "base = rss_mb()",
        f"env = gym.make('capo/PaperSearch-v0', corpus_dir={str(corpus)!r}, split='test', selector='cached',"
        " selector_fallback='none', selector_id='none', keep_threshold=0.0)",
        "env.reset(options={'task_index': 0})",
        "[env.step(env.unwrapped.oracle_action()) for _ in range(5)]",
        "print(base, rss_mb())",
    ])
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True,
                         cwd=harness.ROOT).stdout.split()
    return {"rss_mb_after_imports": float(out[-2]), "rss_mb_after_episode": float(out[-1])}


def dir_mb(path: Path) -> float:
    return sum(f.stat().st_size for f in path.rglob("*") if f.is_file()) / 2**20


def plot(result: dict, path: Path) -> None:
    """p50 latency bars (p95 as black ticks) of search, expansion and env steps, per corpus size."""
    sizes = [("bundled", result["bundled"])] + ([("synthetic", result["synthetic"])] if "synthetic" in result else [])
    metrics = [("search", lambda r: r["backend"]["search"]), ("expand", lambda r: r["backend"]["expand"]),
               ("env step", lambda r: r["env"]["step"])]
    series = {f"{name} ({data['backend']['papers']:,} papers, {data['backend']['edges']:,} edges) p50":
              [get(data)["p50_ms"] for _, get in metrics] for name, data in sizes}

    def draw(ax: Any) -> None:
        harness.bars(ax, [m for m, _ in metrics], series, log=True, ylabel="latency (ms, log); black tick = p95",
                     title="PaperSearch-v0 latency (sparse BM25, offline selector), 2 shared CPU cores")
        width = 0.8 / len(sizes)
        for offset, (_, data) in enumerate(sizes):
            xs = np.arange(len(metrics)) - 0.4 + (offset + 0.5) * width
            ax.scatter(xs, [get(data)["p95_ms"] for _, get in metrics], marker="_", s=300, color="black", zorder=3)

    harness.figure(path, draw, size=(8, 4.5), dpi=120)


def main() -> None:
    """Measure the bundled corpus and a synthetic one; write the JSON (stamped) and its PNG."""
    parser = harness.parser(__file__, __doc__, output="papersearch_speed.json")
    parser.add_argument("--papers", type=int, default=1_000_000)
    parser.add_argument("--edges-per-paper", type=int, default=10)
    parser.add_argument("--workdir", default=None, help="Where the synthetic corpus goes (default: a temp dir).")
    parser.add_argument("--skip-synthetic", action="store_true")
    args = parser.parse_args()
    rng = np.random.default_rng(0)
    result: dict = {"machine": {"load_avg": os.getloadavg()}}

    print("bundled corpus ...", flush=True)
    queries = [json.loads(line)["question"]
               for line in (bundled_corpus_dir() / "queries" / "train.jsonl").read_text().splitlines()]
    bundled_env = measure_env(40, split="train")
    result["bundled"] = {"backend": measure_backend(bundled_corpus_dir(), queries, rng, 300), "env": bundled_env,
                         "rss_mb": rss_mb()}
    print(json.dumps(result["bundled"], indent=1), flush=True)

    if not args.skip_synthetic:
        work = Path(args.workdir) if args.workdir else Path(tempfile.mkdtemp(prefix="capo_papers_"))
        source, corpus = work / "source", work / "corpus"
        print(f"synthetic corpus: {args.papers:,} papers x {args.edges_per_paper} edges in {work} ...", flush=True)
        gen = synthetic_corpus(source, args.papers, args.edges_per_paper)
        rss_before = rss_mb()
        seconds: dict[str, float] = {}
        with harness.timed(seconds, "prepare"):
            prepare_papers(source, corpus, progress=True)
        report = json.loads((corpus / "prepare_report.json").read_text())
        big_queries = [" ".join(f"w{int(i)}" for i in rng.zipf(1.3, size=5) - 1) for _ in range(300)]
        backend = measure_backend(corpus, big_queries, rng, 300)
        env = measure_env(10, corpus_dir=str(corpus), split="test", selector="cached", selector_fallback="none",
                          selector_id="none", keep_threshold=0.0)
        result["synthetic"] = {
            "requested": {"papers": args.papers, "edges_per_paper": args.edges_per_paper}, **gen,
            "prepare_s": seconds["prepare"], "prepare_report": report,
            "store_mb": (corpus / "papers.sqlite").stat().st_size / 2**20,
            "sparse_index_mb": dir_mb(corpus / "index" / "sparse"), "backend": backend, "env": env,
            "rss_mb_before_prepare": rss_before, "rss_mb": rss_mb(),
            "peak_rss_mb": resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024,
        }
        result["synthetic"]["serving"] = serving_rss_mb(corpus)
        print(json.dumps(result["synthetic"], indent=1), flush=True)
        if not args.workdir:
            shutil.rmtree(work, ignore_errors=True)
    harness.record(result, args.output, indent=2)
    plot(result, args.output)
    print("wrote", args.output)


if __name__ == "__main__":
    main()
