"""Load on ``capo serve env`` from the verl agent loop: before/after the loop bounds its in-flight sessions.

The issue's load (a verl step holds one live episode per trajectory: 128 prompts x rollout.n 8 = 1,024) was
run from outside with 400 concurrent sessions against one server with its fixed 256-session limit: 768 of 1,024
episodes were refused with HTTP 503. Here the same shape runs through the loop's own code
(:func:`agentgym_capo.interop.verl.episode.play_episode` with its :class:`EnvPool`), scaled down for a shared
2-core machine (defaults: 256 episodes, 128 concurrent rollouts, servers with ``--max-sessions 64``):

* ``before``: the loop does not bound its sessions (``max_sessions_per_server`` above the load), as before;
* ``after``: the loop holds at most 64 episodes in flight on the server and the rest wait for a slot;
* ``sharded``: two servers of 64 sessions each, the rows list both URLs, episodes go to the least busy one.

The policy is WebShop's oracle (``GET /oracle``), the "tokenizer" is a byte codec (no model: the server is
what is measured). Run: ``python benchmarks/verl_env_server.py [--episodes N --concurrency C --max-sessions S]``
→ ``benchmarks/results/verl_env_server.{json,png}`` (``--output``).
"""

from __future__ import annotations

import asyncio
import contextvars
import json
import os
import subprocess
import sys
import time
from pathlib import Path
from typing import Any

import harness
import numpy as np

import agentgym_capo  # noqa: F401
from agentgym_capo.envs.registry import make
from agentgym_capo.interop.verl.episode import EpisodeSpec, Generation, LoopSettings, play_episode
from agentgym_capo.interop.verl.pool import EnvPool

ENV_ID = "capo/WebShop-v0"
_CURRENT: contextvars.ContextVar[dict] = contextvars.ContextVar("current_episode")


class ByteTokenizer:
    """Text <-> UTF-8 bytes: enough for the loop to render, cap and decode without a model."""

    chat_template = "plain"
    pad_token_id = eos_token_id = 0

    def apply_chat_template(self, messages, tokenize=False, add_generation_prompt=True, **kwargs):
        return "\n".join(str(m["content"]) for m in messages)

    def __call__(self, text, add_special_tokens=False):
        return {"input_ids": list(text.encode())}

    def decode(self, ids, skip_special_tokens=True):
        return bytes(ids).decode(errors="ignore")


class BenchPool(EnvPool):
    """The loop's pool, remembering each episode's env (for the oracle) and timing env steps."""

    def __init__(self, *args, **kwargs):
        super().__init__(*args, **kwargs)
        self.step_seconds: list[float] = []

    async def acquire(self, env_id, env_kwargs):
        env = await super().acquire(env_id, env_kwargs)
        _CURRENT.get()["env"] = env
        return env

    async def call(self, fn, *args, **kwargs):
        started = time.perf_counter()
        result = await super().call(fn, *args, **kwargs)
        if getattr(fn, "__name__", "") == "step":
            self.step_seconds.append(time.perf_counter() - started)
        return result


def start_server(max_sessions: int) -> tuple[subprocess.Popen, str]:
    """``python -m agentgym_capo.interop.server`` on a free port; returns (process, URL)."""
    process = subprocess.Popen(
        [sys.executable, "-m", "agentgym_capo.interop.server", "--env-id", ENV_ID, "--port", "0",
         "--max-sessions", str(max_sessions), "--max-concurrent-calls", "8"],
        stdout=subprocess.PIPE, text=True, env={**os.environ, "OMP_NUM_THREADS": "1"})
    line = process.stdout.readline()
    return process, line.split(" on ", 1)[1].split()[0]


def rss_mb(pid: int) -> float:
    for line in Path(f"/proc/{pid}/status").read_text().splitlines():
        if line.startswith("VmRSS:"):
            return int(line.split()[1]) / 1024
    return float("nan")


async def run_load(urls: list[str], tasks: list[str], *, concurrency: int, per_server: int) -> dict:
    pool = BenchPool(max_workers=concurrency)
    settings = LoopSettings(prompt_length=10**7, response_length=10**6, max_sessions_per_server=per_server,
                            capacity_timeout=600.0)
    gate = asyncio.Semaphore(concurrency)  # verl's concurrent rollouts of one worker
    tokenizer = ByteTokenizer()

    async def generate(prompt_ids):
        action = await pool.call(_CURRENT.get()["env"].unwrapped.oracle_action)
        return Generation(list(action.encode()), None)

    async def one(index: int):
        async with gate:
            _CURRENT.set({})
            spec = EpisodeSpec(env_id=ENV_ID, task_id=tasks[index % len(tasks)], seed=index,
                               server_url=",".join(urls))
            return await play_episode(spec, tokenizer=tokenizer, generate=generate, pool=pool, settings=settings)

    timings: dict[str, float] = {}
    with harness.timed(timings, "all"):
        episodes = await asyncio.gather(*(one(i) for i in range(len(tasks))))
    seconds = timings["all"]
    reasons = [rows[-1].extra_fields["terminal_reason"] for rows in episodes]
    errors = sorted({rows[-1].extra_fields["error"][:300] for rows in episodes if rows[-1].extra_fields["error"]})
    steps = sum(len(rows) for rows in episodes if rows[-1].response_mask != [0])
    pool.close()
    latencies = np.array(pool.step_seconds) if pool.step_seconds else np.array([np.nan])
    return {"episodes": len(episodes), "success": reasons.count("success"),
            "failed": sum(r in ("env_error", "server_error", "no_capacity") for r in reasons),
            "reasons": {r: reasons.count(r) for r in sorted(set(reasons))}, "errors": errors[:3],
            "seconds": seconds, "steps": steps,
            "steps_per_s": steps / seconds, "step_p50_s": float(np.percentile(latencies, 50)),
            "step_p99_s": float(np.percentile(latencies, 99)), "envs_made": pool.created}


def main() -> int:
    """Run each configuration against fresh servers; write the JSON (stamped) and its PNG."""
    parser = harness.parser(__file__, __doc__, output="verl_env_server.json", output_aliases=("--out",))
    parser.add_argument("--episodes", type=int, default=256)
    parser.add_argument("--concurrency", type=int, default=128)
    parser.add_argument("--max-sessions", type=int, default=64)
    args = parser.parse_args()
    output = args.output.with_suffix(".json")  # --out named it without its suffix
    env = make(ENV_ID)
    tasks = [env.unwrapped.task_ids()[i % 500] for i in range(args.episodes)]
    env.close()
    configs = {"before": (1, 10**6), "after": (1, args.max_sessions), "sharded": (2, args.max_sessions)}
    results = {}
    for name, (servers, per_server) in configs.items():
        started = [start_server(args.max_sessions) for _ in range(servers)]
        try:
            rss_before = [rss_mb(p.pid) for p, _ in started]
            print(f"[{name}] {servers} server(s), loop bound {per_server}, {args.episodes} episodes, "
                  f"{args.concurrency} concurrent", flush=True)
            result = asyncio.run(run_load([url for _, url in started], tasks, concurrency=args.concurrency,
                                          per_server=per_server))
            result.update(servers=servers, loop_bound=per_server, server_rss_mb_start=rss_before,
                          server_rss_mb_end=[rss_mb(p.pid) for p, _ in started])
            results[name] = result
            print(json.dumps(result), flush=True)
        finally:
            for process, _ in started:
                process.terminate()
                process.wait(timeout=30)
    harness.record({"env_id": ENV_ID, "episodes": args.episodes, "concurrency": args.concurrency,
                    "server_max_sessions": args.max_sessions, "results": results}, output, indent=2)
    names = list(results)

    def draw(axes: Any) -> None:
        harness.bars(axes[0], names, {"failed": [results[n]["failed"] for n in names]}, colors=["tab:red"] * len(names),
                     title=f"failed episodes of {args.episodes}")
        harness.bars(axes[1], names, {"steps/s": [results[n]["steps_per_s"] for n in names]}, title="env steps / s")

    harness.figure(output, draw, panels=2, size=(9, 3.5), dpi=100, title_size=12,
                   title=f"{ENV_ID}: {args.concurrency} concurrent rollouts, server --max-sessions {args.max_sessions}")
    print(f"wrote {output} and its PNG")
    return 0


if __name__ == "__main__":
    sys.exit(main())
