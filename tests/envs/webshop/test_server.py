"""The HTTP server and the client env: parity with the in-process engine, concurrency, bad input, lifecycle."""

from __future__ import annotations

import json
import threading
import time

import pytest
import requests

from agentgym_capo.envs.webshop.engine import EngineSettings, ShopSession
from agentgym_capo.envs.webshop.env import WebShopEnv
from agentgym_capo.errors import EnvServerError, EpisodeEndedError, ServerCapacityError
from agentgym_capo.serving.sessions import SessionStore
from tests.serving.conftest import FakeClock

from .conftest import RunningServer, free_port


def call(command: str) -> str:
    return '<tool_call>{"name": "env_step", "arguments": ' + json.dumps({"command": command}) + "}</tool_call>"


def scripted_episode(env: WebShopEnv, task_index: int) -> list:
    """Every page type: search, results (next/prev), item, options, three sub-pages, back links, buy."""
    trace = [env.reset(seed=task_index, options={"task_index": task_index})]
    steps = [call(f"search[{env._goal['query']}]"), call("click[Next >]"), call("click[< Prev]"),
             "no call at all", call("click[Buy Now]"), call("search[<your query>]")]
    for action in steps:
        trace.append(env.step(action))
    first = env._page["state"]["page_asins"][0]
    for action in (call(f"click[{first}]"), call("click[Description]"), call("click[Back to Item]"),
                   call("click[Features]"), call("click[< Prev]"), call("click[Reviews]"), call("click[< Prev]"),
                   call("click[< Prev]"), call("click[Back to Search]")):
        trace.append(env.step(action))
    while True:
        result = env.step(env.oracle_action())
        trace.append(result)
        if result[2] or result[3]:
            return trace


def oracle_trace(env: WebShopEnv, seed: int, task_id: str) -> list:
    """The first observation and every (observation, reward) of an oracle episode of ``task_id``."""
    trace = [env.reset(seed=seed, options={"task_id": task_id})[0]]
    while True:
        obs, reward, terminated, truncated, _ = env.step(env.oracle_action())
        trace.append((obs, reward))
        if terminated or truncated:
            return trace


def test_scripted_episodes_match_in_process_and_over_http(server):
    local = WebShopEnv(split="test", max_steps=40)  # the script alone takes 15 steps
    remote = WebShopEnv(split="test", max_steps=40, server_url=server.url)
    assert remote.task_ids() == local.task_ids() and remote.task_ids("train") == local.task_ids("train")
    for task_index in (0, 7, 42):
        expected = scripted_episode(local, task_index)
        got = scripted_episode(remote, task_index)
        assert json.dumps(got, sort_keys=True, default=str) == json.dumps(expected, sort_keys=True, default=str)
        assert got[-1][4]["terminal_reason"] == "success"
    remote.close()


def test_32_concurrent_sessions_do_not_interfere(server):
    local = WebShopEnv(split="train")
    tasks = local.task_ids()[:32]
    expected = {}
    for index, task_id in enumerate(tasks):
        expected[task_id] = oracle_trace(local, index, task_id)
    results: dict[str, list] = {}
    errors: list[BaseException] = []
    barrier = threading.Barrier(32)

    def client(index: int, task_id: str) -> None:
        try:
            env = WebShopEnv(split="train", server_url=server.url)
            barrier.wait(timeout=60)
            results[task_id] = oracle_trace(env, index, task_id)
            env.close()
        except BaseException as exc:  # noqa: BLE001 - reported below
            errors.append(exc)

    threads = [threading.Thread(target=client, args=(i, t)) for i, t in enumerate(tasks)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join(timeout=120)
    assert not errors, errors[:3]
    assert results == expected


def test_bad_requests_get_4xx_never_500(server):
    url = server.url
    session_id = requests.post(f"{url}/reset", json={"task_id": "0"}, timeout=10).json()["session_id"]
    assert len(session_id) >= 40
    cases = [
        ("post", "/reset", {"data": b"{not json", "headers": {"content-type": "application/json"}}, 422),
        ("post", "/reset", {"json": {}}, 422),
        ("post", "/reset", {"json": {"task_id": "abc"}}, 404),
        ("post", "/reset", {"json": {"task_id": "999999"}}, 404),
        ("post", "/reset", {"json": {"task_id": "0", "settings": {"page_size": -1}}}, 422),
        ("post", "/reset", {"json": {"task_id": "0", "settings": {"evil": 1}}}, 422),
        ("post", "/reset", {"json": {"task_id": "0", "settings": {"price_mode": "free"}}}, 422),
        ("post", "/reset", {"json": {"task_id": "0", "session_id": "guess"}}, 404),
        ("post", "/step", {"json": {"session_id": "guess", "command": "search[x]"}}, 404),
        ("post", "/step", {"json": {"session_id": session_id}}, 422),
        ("post", "/step", {"json": {"session_id": session_id, "command": 12}}, 422),
        ("post", "/step", {"json": {"session_id": session_id, "command": "x" * 30_000}}, 422),
        ("post", "/step", {"data": b"x" * 200_000, "headers": {"content-type": "application/json"}}, 413),
        ("post", "/step", {"data": iter([b"{", b"x" * 70_000, b"}"])}, 413),  # chunked, no Content-Length
        ("get", "/tasks", {"params": {"split": "validation"}}, 422),
        ("get", "/nowhere", {}, 404),
    ]
    for method, path, kwargs, status in cases:
        response = getattr(requests, method)(f"{url}{path}", timeout=10, **kwargs)
        assert response.status_code == status, (path, kwargs.get("json"), response.status_code, response.text)
        assert "detail" in response.json()
    for command in ["click[B0NOTREAL0]", "click[<script>]", 'search["; DROP TABLE products; --]', "search[\\" * 50,
                    "search[" + "ü" * 5000 + "]", "", "click[]", "\x00\x01"]:
        response = requests.post(f"{url}/step", json={"session_id": session_id, "command": command}, timeout=10)
        assert response.status_code == 200, command
        assert response.json()["observation"]
    assert requests.post(f"{url}/close", json={"session_id": session_id}, timeout=10).json() == {"closed": True}
    assert requests.post(f"{url}/step", json={"session_id": session_id, "command": "x"}, timeout=10).status_code == 404


def test_session_store_stays_bounded_and_expires(store):
    # the server's store: bounded, and a flood of new sessions cannot push out sessions in use (503 instead);
    # the toolkit's own tests (tests/serving) cover the clock-driven eviction and Retry-After
    clock = FakeClock()
    sessions = SessionStore(max_sessions=8, idle_timeout=3600, evict_after=60, clock=clock)
    ids = [sessions.create(lambda: ShopSession(store, EngineSettings())).session_id for _ in range(8)]
    with pytest.raises(ServerCapacityError):
        sessions.create(lambda: ShopSession(store, EngineSettings()))
    clock.now = 61.0
    sessions.get(ids[-1])
    new = [sessions.create(lambda: ShopSession(store, EngineSettings())).session_id for _ in range(7)]
    assert len(sessions) == 8 and sessions.evicted == 7 and len(set(ids + new)) == 15
    with pytest.raises(Exception, match="expired"):
        sessions.get(ids[0])
    clock.now = 61.0 + 3601
    assert sessions.reap() == 8 and len(sessions) == 0 and sessions.expired == 8


def test_expired_session_recovers_on_reset_and_dead_server_raises(store):
    running = RunningServer(idle_timeout=0.2).start()
    env = WebShopEnv(split="test", server_url=running.url, retries=1, timeout=5)
    env.reset(seed=0, options={"task_index": 0})
    time.sleep(0.4)
    with pytest.raises(EnvServerError, match="expired"):
        env.step(call("search[yoga mat]"))
    env.reset(seed=0, options={"task_index": 0})  # opens a fresh session
    assert env.step(call("search[yoga mat]"))[4]["action_valid"]
    running.stop()
    with pytest.raises(EnvServerError, match="Could not reach"):
        env.step(call("click[Next >]"))
    with pytest.raises(EnvServerError, match="capo serve webshop"):
        WebShopEnv(server_url=f"http://127.0.0.1:{free_port()}", retries=0, timeout=2)


def test_server_errors_end_the_episode_as_env_error(server, monkeypatch):
    env = WebShopEnv(split="test", server_url=server.url)
    env.reset(seed=0, options={"task_index": 0})

    def failing_step(session, command):
        raise RuntimeError("boom")

    monkeypatch.setattr("agentgym_capo.envs.webshop.engine.ShopSession.step", failing_step)
    obs, reward, terminated, truncated, info = env.step(call("search[yoga mat]"))
    assert truncated and reward == 0.0 and info["terminal_reason"] == "env_error" and "500" in info["env_error"]
    with pytest.raises(EpisodeEndedError):
        env.step(call("search[yoga mat]"))
