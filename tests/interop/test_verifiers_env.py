"""verifiers' own loader, Env, null harness, interception server and eval client play every registered id.

The policy is scripted: a local OpenAI-compatible server (127.0.0.1, streaming chat completions) answers each
model call with the oracle action of a reference env stepped in lockstep in this process, after checking that
the user turn verifiers delivered is exactly the reference env's current prompt. The run goes through
verifiers' real machinery: ``load_environment`` on the ``capo_verifiers`` taskset id, ``Env.serving`` and
``Env.run_episode``, the ``null`` chat harness in the ``subprocess`` runtime (its program is prepared with uv,
which fetches the program's few dependencies from PyPI once and caches them).
"""

from __future__ import annotations

import asyncio
import json
import os
import shutil
import sys
import threading
import time
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path

import gymnasium as gym
import pytest
import verifiers.v1 as vf

from agentgym_capo.envs.segment_schema import SEGMENT_SCHEMA_VERSION, validate_segment

MAX_STEPS = 3  # keep per-id episodes short (a time limit on both sides)


class ScriptedModel:
    """An OpenAI-compatible chat server whose replies come from ``policy(messages) -> str``."""

    def __init__(self, policy):
        self.policy = policy
        outer = self

        class Handler(BaseHTTPRequestHandler):
            def log_message(self, *args):  # keep test output clean
                pass

            def do_POST(self):  # noqa: N802 - http.server's naming
                body = json.loads(self.rfile.read(int(self.headers["Content-Length"])))
                reply = outer.policy(body["messages"])
                base = {"id": "chatcmpl-1", "created": int(time.time()), "model": body.get("model", "scripted")}
                usage = {"prompt_tokens": 1, "completion_tokens": 1, "total_tokens": 2}
                if not body.get("stream"):
                    payload = {**base, "object": "chat.completion", "usage": usage, "choices": [
                        {"index": 0, "message": {"role": "assistant", "content": reply}, "finish_reason": "stop"}]}
                    data = json.dumps(payload).encode()
                    self.send_response(200)
                    self.send_header("Content-Type", "application/json")
                    self.send_header("Content-Length", str(len(data)))
                    self.end_headers()
                    self.wfile.write(data)
                    return
                chunks = [
                    {**base, "object": "chat.completion.chunk", "choices": [
                        {"index": 0, "delta": {"role": "assistant", "content": reply}, "finish_reason": None}]},
                    {**base, "object": "chat.completion.chunk", "choices": [
                        {"index": 0, "delta": {}, "finish_reason": "stop"}]},
                    {**base, "object": "chat.completion.chunk", "choices": [], "usage": usage},
                ]
                data = "".join(f"data: {json.dumps(chunk)}\n\n" for chunk in chunks) + "data: [DONE]\n\n"
                self.send_response(200)
                self.send_header("Content-Type", "text/event-stream")
                self.send_header("Content-Length", str(len(data.encode())))
                self.end_headers()
                self.wfile.write(data.encode())

        self.server = ThreadingHTTPServer(("127.0.0.1", 0), Handler)
        self.url = f"http://127.0.0.1:{self.server.server_address[1]}/v1"
        self.thread = threading.Thread(target=self.server.serve_forever, daemon=True)

    def __enter__(self):
        self.thread.start()
        return self

    def __exit__(self, *exc):
        self.server.shutdown()
        self.server.server_close()


@pytest.fixture(scope="module", autouse=True)
def uv_on_path():
    """verifiers prepares its chat program with ``uv``; the venv's uv must be on PATH."""
    bin_dir = str(Path(sys.executable).parent)
    if shutil.which("uv") is None and not (Path(bin_dir) / "uv").exists():
        pytest.fail("uv is not installed (it comes with the [verifiers] extra): pip install 'uv==0.13.9'")
    old = os.environ.get("PATH", "")
    os.environ["PATH"] = f"{bin_dir}{os.pathsep}{old}"
    os.environ.setdefault("CAPO_SCRIPTED_KEY", "scripted")
    yield
    os.environ["PATH"] = old


def _run_episode(env_id: str, seed: int = 3):
    reference = gym.make(env_id, max_episode_steps=MAX_STEPS)
    config = vf.resolve_env_config({
        "taskset": {"id": "capo_verifiers", "env_id": env_id, "seed": seed, "limit": 1,
                    "env_kwargs": {"max_episode_steps": MAX_STEPS}},
        "player": {"runtime": {"type": "subprocess"}},
    })
    env = vf.load_environment(config)
    task = next(iter(env.taskset))
    prompt, _ = reference.reset(seed=seed, options={"task_id": task.data.info["task_id"]})
    seen = {"prompts": [], "system": [], "rewards": [], "mismatch": []}
    state = {"prompt": prompt}

    def policy(messages):
        user = [m for m in messages if m["role"] == "user"][-1]["content"]
        text = user if isinstance(user, str) else "".join(part.get("text", "") for part in user)
        seen["prompts"].append(text)
        seen["system"].append(next((m["content"] for m in messages if m["role"] == "system"), None))
        if text != state["prompt"]:
            seen["mismatch"].append((text[:200], state["prompt"][:200]))
        action = reference.unwrapped.oracle_action()
        obs, reward, terminated, truncated, _ = reference.step(action)
        seen["rewards"].append(float(reward))
        state["prompt"] = obs
        return action

    async def main():
        ctx = vf.ModelContext(client=vf.EvalClientConfig(base_url=model.url, api_key_var="CAPO_SCRIPTED_KEY"),
                              model="scripted")
        async with env.serving():
            return await env.run_episode(task, ctx)

    with ScriptedModel(policy) as model:
        episode = asyncio.run(main())
    reference.close()
    return task, episode, seen


@pytest.mark.slow  # 13-45 s per id on the loaded 2-core machine: verifiers launches its chat program per turn
def test_every_id_plays_through_verifiers(registered_env_id):
    task, episode, seen = _run_episode(registered_env_id)
    assert not episode.errors, episode.errors
    assert episode.ok and len(episode.traces) == 1
    trace = episode.traces[0]
    record = trace.info["capo"]
    assert seen["mismatch"] == [], "verifiers delivered a user turn that is not the env's prompt"
    assert seen["prompts"], "the model was never called"
    assert record["step_rewards"] == pytest.approx(seen["rewards"])  # same rewards as the in-process env
    assert [s["step_index"] for s in record["segments"]] == list(range(len(seen["rewards"])))
    for segment in record["segments"]:  # on verifiers' own trace, with their schema version
        validate_segment(segment)
        assert segment["schema_version"] == SEGMENT_SCHEMA_VERSION
    assert trace.rewards["env_return"].value == pytest.approx(sum(seen["rewards"]))
    assert record["terminated"] or record["truncated"]
    assert all(system == task.data.system_prompt for system in seen["system"])


def test_taskset_lists_tasks_in_env_order():
    config = vf.resolve_env_config({"taskset": {"id": "capo_verifiers", "env_id": "capo/Chain-v0", "limit": 3}})
    env = vf.load_environment(config)
    tasks = list(env.taskset)
    assert [t.data.info["task_id"] for t in tasks] == ["chain-train-000", "chain-train-001", "chain-train-002"]
    assert type(env).__name__ == "CapoEnv" and env.config.player.harness.id == "null"
    assert tasks[0].data.prompt is None and "env_step" in tasks[0].data.system_prompt
