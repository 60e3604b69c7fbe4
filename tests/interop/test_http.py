"""The HTTP server and RemoteEnv client against real server processes on 127.0.0.1."""

from __future__ import annotations

import json
import signal
import warnings
from concurrent.futures import ThreadPoolExecutor

import gymnasium as gym
import psutil
import pytest
import requests
from gymnasium.utils.env_checker import check_env

from agentgym_capo.envs.segment_schema import SEGMENT_SCHEMA_VERSION, validate_segment
from agentgym_capo.errors import EnvServerError, EpisodeEndedError, UnknownTaskError
from agentgym_capo.interop.client import RemoteEnv
from agentgym_capo.interop.jsonable import to_jsonable
from agentgym_capo.rollout import RolloutCollector
from tests.interop.conftest import start_server, stop_server

MAX_STEPS_PER_EPISODE = 4


def _play_in_process(env_id: str, seed: int, task_id: str | None = None):
    env = gym.make(env_id)
    task_id = task_id or env.unwrapped.task_ids()[0]
    obs, info = env.reset(seed=seed, options={"task_id": task_id})
    trace = [("reset", obs, json.dumps(to_jsonable(info), sort_keys=True))]
    actions = []
    for _ in range(MAX_STEPS_PER_EPISODE):
        action = env.unwrapped.oracle_action()
        actions.append(action)
        obs, reward, terminated, truncated, info = env.step(action)
        trace.append(("step", obs, reward, terminated, truncated, json.dumps(to_jsonable(info), sort_keys=True)))
        if terminated or truncated:
            break
    env.close()
    return task_id, actions, trace


def _play_remote(env: gym.Env, seed: int, task_id: str, actions: list[str]):
    obs, info = env.reset(seed=seed, options={"task_id": task_id})
    trace = [("reset", obs, json.dumps(info, sort_keys=True))]
    for action in actions:
        obs, reward, terminated, truncated, info = env.step(action)
        trace.append(("step", obs, reward, terminated, truncated, json.dumps(info, sort_keys=True)))
    return trace


def test_same_episode_in_process_and_over_http(registered_env_id, env_server):
    _, url = env_server
    task_id, actions, expected = _play_in_process(registered_env_id, seed=7)
    env = gym.make("capo/Remote-v0", server_url=url, env_id=registered_env_id)
    try:
        remote = _play_remote(env, 7, task_id, actions)
        assert remote == expected  # prompts, rewards, flags, info (segment included), bit for bit
        for entry in remote:  # the segment crossed the wire with its schema version (docs/segment.md)
            segment = json.loads(entry[-1])["segment"]
            validate_segment(segment)
            assert segment["schema_version"] == SEGMENT_SCHEMA_VERSION
        if expected[-1][3] or expected[-1][4]:
            with pytest.raises(EpisodeEndedError):
                env.step(actions[-1])
        assert env.unwrapped.task_ids()[0] == task_id
    finally:
        env.close()


def test_remote_env_passes_check_env_and_maps_errors(env_server):
    _, url = env_server
    env = RemoteEnv(url, "capo/Chain-v0")
    check_env(env, skip_render_check=True)
    with pytest.raises(UnknownTaskError, match="task_ids"):
        env.reset(options={"task_id": "no-such-task"})
    obs, info = env.reset(seed=1)
    assert env.state()["episode_id"] == info["segment"]["traj_id"]
    assert env.oracle_action().startswith("go ")
    env.close()
    with pytest.raises(EnvServerError, match="closed"):
        env.reset()


def _chain_episode(url: str, index: int) -> tuple[list, list]:
    task_id = f"chain-train-{index % 200:03d}"
    env = RemoteEnv(url, "capo/Chain-v0", retries=1)
    try:
        traces = []
        for seed in (index, index + 1000):
            obs, info = env.reset(seed=seed, options={"task_id": task_id})
            trace = [obs, info["segment"]["traj_id"]]
            for _ in range(MAX_STEPS_PER_EPISODE):
                obs, reward, terminated, truncated, info = env.step(env.oracle_action())
                trace.append((obs, reward, info["segment"]["task_id"], info["segment"]["step_index"]))
                if terminated or truncated:
                    break
            traces.append(trace)
    finally:
        env.close()
    expected = []
    local = gym.make("capo/Chain-v0")
    for seed in (index, index + 1000):
        obs, info = local.reset(seed=seed, options={"task_id": task_id})
        trace = [obs, info["segment"]["traj_id"]]
        for _ in range(MAX_STEPS_PER_EPISODE):
            obs, reward, terminated, truncated, info = local.step(local.unwrapped.oracle_action())
            trace.append((obs, reward, info["segment"]["task_id"], info["segment"]["step_index"]))
            if terminated or truncated:
                break
        expected.append(trace)
    return traces, expected


def test_64_concurrent_sessions_no_cross_talk_bounded_memory(env_server):
    process, url = env_server
    server = psutil.Process(process.pid)
    _chain_episode(url, 0)  # warm up imports and caches before measuring
    rss_before = server.memory_info().rss
    for _round in range(2):
        with ThreadPoolExecutor(64) as pool:
            results = list(pool.map(lambda i: _chain_episode(url, i), range(64)))
        for got, expected in results:
            assert got == expected
    health = requests.get(url + "/health", timeout=5).json()
    assert health["sessions"] == 0  # every session was closed
    growth_mb = (server.memory_info().rss - rss_before) / 1e6
    assert growth_mb < 200, f"server RSS grew by {growth_mb:.0f} MB over 128 sessions"


def test_killed_server_gives_clear_errors_and_env_error_endings():
    process, url = start_server("--env-id", "capo/Chain-v0")
    try:
        env = RemoteEnv(url, retries=1, backoff=0.05, timeout=10)
        assert env.env_id == "capo/Chain-v0"
        env.reset(seed=0)
        collector = RolloutCollector(
            lambda: RemoteEnv(url, "capo/Chain-v0", retries=1, backoff=0.05, timeout=10),
            backend="thread", num_envs=4, progress=False)
        calls = []

        def act(inputs):
            calls.append(len(inputs))
            if len(calls) == 1:
                stop_server(process)  # the server dies mid-episode
            return [item.info["admissible_actions"][0] for item in inputs]

        # four episodes start (one per slot); the server dies before their first step; two more never start
        rollout = collector.collect([(f"chain-train-{i:03d}", f"t{i}", i) for i in range(6)], act)
        assert [episode.terminal_reason for episode in rollout.episodes] == ["env_error"] * 6
        failed_steps = [step for step in rollout.steps if step.error]
        assert len(failed_steps) == 4 and all(step.terminal_reason == "env_error" for step in failed_steps)
        assert all("EnvServerError" in step.error and url in step.error for step in failed_steps)
        assert all(step.truncated and not step.terminated for step in failed_steps)
        with pytest.raises(EnvServerError, match="did not answer") as raised:
            env.step("go north")
        assert url in str(raised.value) and "capo serve env" in str(raised.value)
        with warnings.catch_warnings(record=True) as warned:
            warnings.simplefilter("always")
            env.close()  # nothing left to close against a dead server: quiet, not one warning per lost session
            collector.close()
        assert [str(w.message) for w in warned] == []
        assert env.session_id is None
    finally:
        stop_server(process)


def test_sigterm_stops_the_server_cleanly_and_removes_its_index_files(tmp_path):
    """uvicorn re-raises SIGTERM after shutting down; the server still exits normally (status 143) so the
    in-memory BM25 index of a served QA env does not stay behind in the temp folder."""
    process, url = start_server("--env-id", "capo/HotpotQA-v0", env={"TMPDIR": str(tmp_path)})
    try:
        env = RemoteEnv(url, "capo/HotpotQA-v0", timeout=60)
        env.reset(seed=0)
        assert len(list(tmp_path.glob("capo_bm25_*"))) == 1
        process.terminate()
        assert process.wait(30) == 143, process.stderr.read()[-2000:]
        assert list(tmp_path.glob("capo_bm25_*")) == []
    finally:
        stop_server(process)


def test_ctrl_c_stops_capo_serve_with_one_line_and_status_130(tmp_path):
    # A terminal's Ctrl-C reaches a process whose SIGINT is not ignored. A test run started in the background
    # of a non-interactive shell ignores SIGINT, and its children inherit that; a handled SIGINT in this
    # process resets to the default in the child at exec, as in a terminal.
    original = signal.signal(signal.SIGINT, signal.default_int_handler)
    try:
        process, url = start_server("serve", "env", "capo/HotpotQA-v0", command=("-m", "agentgym_capo.cli"),
                                    env={"TMPDIR": str(tmp_path)})
    finally:
        signal.signal(signal.SIGINT, original)
    try:
        RemoteEnv(url, "capo/HotpotQA-v0", timeout=60).reset(seed=0)
        assert len(list(tmp_path.glob("capo_bm25_*"))) == 1
        process.send_signal(signal.SIGINT)
        assert process.wait(30) == 130
        stderr = process.stderr.read()
        assert "Traceback" not in stderr and "capo: interrupted" in stderr, stderr[-2000:]
        assert list(tmp_path.glob("capo_bm25_*")) == []
    finally:
        stop_server(process)
