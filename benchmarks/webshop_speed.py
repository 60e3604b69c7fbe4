"""WebShop speed: step latency in process and over HTTP, a large synthetic catalogue, 32 concurrent clients.

Measured in one run, side by side:

* ``capo/WebShop-v0`` step latency (p50/p95) on the bundled catalogue, in process and against a
  ``capo serve webshop`` server in a separate process on loopback, with the same seeded policy (the oracle
  half of the time, a random admissible action otherwise, so searches, pages and purchases all occur);
* throughput and latency with 32 concurrent client envs (threads of this process) against one server;
* a synthetic catalogue of ``--products`` products generated on the fly (default 1.18 M, the size of the full
  WebShop release): store build time (SQLite + BM25 index), disk size, BM25 search latency for 50 results
  (p50/p95, one query at a time), and the resident memory of a server process holding it, idle and after
  client traffic.

Targets (from the issue): p50 < 2 ms in process and < 5 ms over HTTP on the bundled catalogue; search p95
< 20 ms and server RSS < 1.5 GB at 1.18 M products.

Run: ``python benchmarks/webshop_speed.py [--products 1180000] [--duration 20]``; writes
``benchmarks/results/webshop_speed.{json,png}`` (``--output``).
"""

from __future__ import annotations

import json
import os
import random
import shutil
import socket
import subprocess
import sys
import tempfile
import threading
import time
from pathlib import Path
from typing import Any

import harness
import numpy as np
import psutil
import requests

from agentgym_capo.envs.webshop.catalog import WebShopStore, write_store
from agentgym_capo.envs.webshop.env import WebShopEnv
from agentgym_capo.envs.webshop.generate import _human_records, iter_raw_products

FULL_RELEASE_GOALS = 12_087


def free_port() -> int:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return sock.getsockname()[1]


class ServerProcess:
    """``capo serve webshop`` in a child process."""

    def __init__(self, data_dir: str | None = None):
        self.port = free_port()
        self.url = f"http://127.0.0.1:{self.port}"
        command = [sys.executable, "-m", "agentgym_capo.cli", "serve", "webshop", "--port", str(self.port)]
        if data_dir:
            command += ["--data-dir", data_dir]
        started = time.perf_counter()
        self.process = subprocess.Popen(command, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE)
        while True:
            try:
                if requests.get(self.url + "/health", timeout=1).ok:
                    break
            except requests.RequestException:
                pass
            if self.process.poll() is not None:
                raise RuntimeError(self.process.stderr.read().decode()[-2000:])
            time.sleep(0.1)
        self.startup_s = time.perf_counter() - started

    def rss_mb(self) -> float:
        return psutil.Process(self.process.pid).memory_info().rss / 2**20

    def stop(self) -> None:
        self.process.terminate()
        self.process.wait(timeout=20)


def percentiles(samples_ms: list[float]) -> dict[str, float]:
    array = np.asarray(samples_ms)
    return {"n": int(array.size), "p50_ms": float(np.percentile(array, 50)), "p95_ms": float(np.percentile(array, 95)),
            "mean_ms": float(array.mean())}


def mixed_policy_latencies(env: WebShopEnv, episodes: int, seed: int) -> dict[str, object]:
    """Step latencies of a seeded oracle/random mix; also splits searches from clicks."""
    rng = random.Random(seed)
    task_ids = env.task_ids()
    all_ms, search_ms, click_ms = [], [], []
    for episode in range(episodes):
        env.reset(seed=episode, options={"task_id": task_ids[episode % len(task_ids)]})
        while True:
            actions = env.admissible_actions() or []
            action = env.oracle_action() if rng.random() < 0.5 or not actions else rng.choice(actions)
            seconds: dict[str, float] = {}
            with harness.timed(seconds, "step"):
                _, _, terminated, truncated, _ = env.step(action)
            elapsed = seconds["step"] * 1000
            all_ms.append(elapsed)
            (search_ms if "search[" in action else click_ms).append(elapsed)
            if terminated or truncated:
                break
    return {"all": percentiles(all_ms), "search": percentiles(search_ms), "click": percentiles(click_ms)}


def concurrent_clients(url: str, clients: int, duration: float, split: str = "train") -> dict[str, object]:
    """``clients`` threads, each its own env on the server, running oracle episodes for ``duration`` seconds."""
    latencies: list[list[float]] = [[] for _ in range(clients)]
    errors: list[str] = []
    episodes = [0] * clients
    barrier = threading.Barrier(clients + 1)
    stop_at = [0.0]

    def run(index: int) -> None:
        try:
            env = WebShopEnv(split=split, server_url=url, timeout=60)
            ids = env.task_ids()
            barrier.wait()
            while time.perf_counter() < stop_at[0]:
                env.reset(seed=index, options={"task_id": ids[(index * 97 + episodes[index]) % len(ids)]})
                while True:
                    start = time.perf_counter()
                    _, _, terminated, truncated, _ = env.step(env.oracle_action())
                    latencies[index].append((time.perf_counter() - start) * 1000)
                    if terminated or truncated:
                        break
                episodes[index] += 1
            env.close()
        except Exception as exc:  # noqa: BLE001 - counted and reported
            errors.append(f"{type(exc).__name__}: {exc}")

    threads = [threading.Thread(target=run, args=(i,)) for i in range(clients)]
    for thread in threads:
        thread.start()
    barrier.wait()
    started = time.perf_counter()
    stop_at[0] = started + duration
    for thread in threads:
        thread.join()
    wall = time.perf_counter() - started
    flat = [x for per in latencies for x in per]
    return {"clients": clients, "wall_s": wall, "steps": len(flat), "episodes": sum(episodes),
            "steps_per_s": len(flat) / wall, "episodes_per_s": sum(episodes) / wall, "latency": percentiles(flat),
            "errors": errors[:5], "n_errors": len(errors)}


def build_large_store(num_products: int, directory: Path, seed: int = 1) -> dict[str, object]:
    human: dict[str, list] = {}
    record_rng = random.Random(f"bench:{seed}")
    goal_products = min(FULL_RELEASE_GOALS, num_products)

    def stream():
        for position, (raw, attributes) in enumerate(iter_raw_products(num_products, seed)):
            if position < goal_products:
                human[raw["asin"]] = _human_records(record_rng, raw, attributes, 1)
            yield raw, attributes

    seconds: dict[str, float] = {}
    with harness.timed(seconds, "build"):
        manifest = write_store(stream(), directory, human=human, progress=True, catalogue_seed=seed)
    total = seconds["build"]
    size = sum(f.stat().st_size for f in directory.rglob("*") if f.is_file())
    index_size = sum(f.stat().st_size for f in (directory / "index").rglob("*") if f.is_file())
    return {"num_products": manifest["num_products"], "build_total_s": total,
            "generate_normalize_sqlite_s": manifest["timings_s"]["products"],
            "bm25_index_s": manifest["timings_s"]["index"], "disk_mb": size / 2**20, "index_mb": index_size / 2**20}


def search_latencies(store: WebShopStore, queries: int, seed: int = 0) -> dict[str, object]:
    rng = random.Random(seed)
    goals = store.goals()
    vocabulary = ["wireless", "cotton", "organic", "black", "large", "waterproof", "kitchen", "shirt", "mug",
                  "stainless", "coffee", "protein", "yoga", "led", "case", "soft", "vegan", "gluten", "free",
                  "blue", "leather", "mat", "bottle", "keyboard", "serum", "dark", "roast", "pack", "set", "blanket"]
    texts = []
    for i in range(queries):
        if i % 2 == 0:
            texts.append(goals[rng.randrange(len(goals))]["query"])
        else:
            texts.append(" ".join(rng.sample(vocabulary, rng.randint(2, 5))))
    for text in texts[:20]:
        store.search(text, 50)  # warm the page cache
    seconds: dict[str, list[float]] = {"search": []}
    for text in texts:
        with harness.timed(seconds, "search"):
            store.search(text, 50)
    return percentiles([1000 * s for s in seconds["search"]])


def plot(result: dict, path: Path) -> None:
    """Left: p50/p95 latency of steps (and of a search alone); right: the large catalogue's build and memory."""
    bars = [
        ("in process\n(bundled)", result["bundled"]["in_process"]["all"]),
        ("HTTP loopback\n(bundled)", result["bundled"]["http"]["all"]),
        (f"HTTP, {result['bundled']['concurrent']['clients']} clients\n(bundled)",
         result["bundled"]["concurrent"]["latency"]),
    ]
    large = result.get("large")
    if large:
        bars.append((f"BM25 search, top 50\n({large['store']['num_products']:,} products)", large["search"]))
        bars.append((f"HTTP loopback\n({large['store']['num_products']:,} products)", large["http"]["all"]))

    def draw(axes: Any) -> None:
        harness.bars(axes[0], [label for label, _ in bars],
                     {q: [b[f"{q}_ms"] for _, b in bars] for q in ("p50", "p95")}, ylabel="milliseconds",
                     log=True, tick_size=8, title="WebShop latency (step, or search alone)")
        if large:
            store, server = large["store"], large["server"]
            harness.bars(axes[1], ["generate+normalise\n+SQLite", "BM25 index", "server RSS idle\n(MB/100)",
                                   "server RSS loaded\n(MB/100)"],
                         {"catalogue": [store["generate_normalize_sqlite_s"], store["bm25_index_s"],
                                        server["rss_idle_mb"] / 100, server["rss_after_load_mb"] / 100]},
                         colors=["tab:blue", "tab:blue", "tab:green", "tab:green"], tick_size=8,
                         title=f"{large['store']['num_products']:,}-product catalogue: build seconds, memory")

    harness.figure(path, draw, panels=2, size=(13, 4.8), dpi=120, title_size=12,
                   title=f"capo/WebShop-v0 on {result['machine']['cpus']} shared CPU cores")


def main() -> None:
    """Bundled catalogue in process, over HTTP and under concurrent clients; then the large catalogue."""
    parser = harness.parser(__file__, __doc__, output="webshop_speed.json")
    parser.add_argument("--products", type=int, default=1_180_000, help="Size of the synthetic catalogue (0: skip).")
    parser.add_argument("--episodes", type=int, default=60, help="Episodes per latency measurement.")
    parser.add_argument("--clients", type=int, default=32)
    parser.add_argument("--duration", type=float, default=20.0, help="Seconds of concurrent traffic.")
    parser.add_argument("--queries", type=int, default=2000)
    args = parser.parse_args()
    result: dict[str, Any] = {"machine": {"loadavg_start": os.getloadavg()}, "settings": vars(args)}

    print("bundled catalogue: in process", flush=True)
    local = WebShopEnv(split="train")
    mixed_policy_latencies(local, 5, seed=99)  # warm-up
    in_process = mixed_policy_latencies(local, args.episodes, seed=0)
    server = ServerProcess()
    try:
        print("bundled catalogue: HTTP", flush=True)
        remote = WebShopEnv(split="train", server_url=server.url)
        mixed_policy_latencies(remote, 5, seed=99)
        http = mixed_policy_latencies(remote, args.episodes, seed=0)
        remote.close()
        print(f"bundled catalogue: {args.clients} concurrent clients", flush=True)
        concurrent = concurrent_clients(server.url, args.clients, args.duration)
        bundled_rss = server.rss_mb()
    finally:
        server.stop()
    result["bundled"] = {"in_process": in_process, "http": http, "concurrent": concurrent,
                         "server_rss_mb": bundled_rss, "server_startup_s": server.startup_s}
    print(json.dumps(result["bundled"], indent=1)[:1500], flush=True)

    if args.products > 0:
        workdir = Path(tempfile.mkdtemp(prefix="webshop_bench_"))
        try:
            print(f"large catalogue: building {args.products:,} products", flush=True)
            store_info = build_large_store(args.products, workdir / "store")
            store = WebShopStore(workdir / "store")
            search = search_latencies(store, args.queries)
            print(f"large catalogue: store {store_info}, search {search}", flush=True)
            server = ServerProcess(str(workdir / "store"))
            try:
                idle = server.rss_mb()
                remote = WebShopEnv(split="train", server_url=server.url, timeout=60)
                large_http = mixed_policy_latencies(remote, max(10, args.episodes // 2), seed=0)
                remote.close()
                large_concurrent = concurrent_clients(server.url, args.clients, args.duration)
                loaded = server.rss_mb()
                health = requests.get(server.url + "/health", timeout=10).json()
            finally:
                server.stop()
            result["large"] = {"store": store_info, "search": search, "http": large_http,
                               "concurrent": large_concurrent,
                               "server": {"startup_s": server.startup_s, "rss_idle_mb": idle,
                                          "rss_after_load_mb": loaded, "sessions_at_end": health["num_sessions"]}}
        finally:
            shutil.rmtree(workdir, ignore_errors=True)

    result["machine"]["loadavg_end"] = os.getloadavg()
    bundled = result["bundled"]
    checks = {
        "in_process_p50_below_2ms": bundled["in_process"]["all"]["p50_ms"] < 2.0,
        "http_p50_below_5ms": bundled["http"]["all"]["p50_ms"] < 5.0,
        "concurrent_no_errors": bundled["concurrent"]["n_errors"] == 0,
    }
    if "large" in result:
        checks["large_search_p95_below_20ms"] = result["large"]["search"]["p95_ms"] < 20.0
        checks["large_server_rss_below_1536mb"] = result["large"]["server"]["rss_after_load_mb"] < 1536
        checks["large_size_is_full_release"] = result["large"]["store"]["num_products"] >= 1_180_000
    result["checks"] = checks
    plot(harness.record(result, args.output, indent=2), args.output)
    print(json.dumps(checks, indent=1))


if __name__ == "__main__":
    main()
