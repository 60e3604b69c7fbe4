"""Hostile input against ``capo serve webshop``: never a 5xx, never a poisoned session, the same as in process."""

from __future__ import annotations

import requests

from agentgym_capo.envs.webshop.engine import EngineSettings, ShopSession

COMMANDS = ["search[\udfff]", "search[\ud800abc\udfff]", "click[\ud800]", "search[a\x00b]", "\x00", "search[" +
            "\U0010ffff" * 100 + "]", "click[" + "x" * 19_000 + "]", "search[\u202e\ufeff]", "\ud800"]


def _ok(url: str, session_id: str) -> None:
    page = requests.post(f"{url}/step", json={"session_id": session_id, "command": "search[yoga mat]"}, timeout=10)
    assert page.status_code == 200 and page.json()["observation"]


def test_hostile_commands_answer_like_the_engine_and_leave_the_session_usable(server, store):
    url = server.url
    local = ShopSession(store, EngineSettings())
    session_id = requests.post(f"{url}/reset", json={"task_id": "0"}, timeout=10).json()["session_id"]
    for command in COMMANDS:
        local.reset("0")
        requests.post(f"{url}/reset", json={"task_id": "0", "session_id": session_id}, timeout=10)
        response = requests.post(f"{url}/step", json={"session_id": session_id, "command": command}, timeout=10)
        assert response.status_code == 200, (command[:30], response.status_code, response.text[:300])
        assert response.json() == local.step(command)  # the same page as the in-process engine
        _ok(url, session_id)


def test_hostile_bodies_get_4xx(server):
    url = server.url
    session_id = requests.post(f"{url}/reset", json={"task_id": "0"}, timeout=10).json()["session_id"]
    cases = [
        {"json": {"session_id": session_id, "command": "x", "request_id": "\ud800"}},
        {"json": {"session_id": "\x00", "command": "x"}},
        {"json": {"session_id": session_id, "command": ["x"]}},
        {"data": b'{"session_id": "a", "command": "\xff"}', "headers": {"Content-Type": "application/json"}},
        {"data": b"\x00" * 10, "headers": {"Content-Type": "application/json"}},
    ]
    for kwargs in cases:
        response = requests.post(f"{url}/step", timeout=10, **kwargs)
        assert 400 <= response.status_code < 500, (kwargs, response.status_code, response.text[:300])
        assert "detail" in response.json()
        _ok(url, session_id)
    for task_id in ("../../etc", "\ud800", "0\x00", "-1", "1e9"):
        response = requests.post(f"{url}/reset", json={"task_id": task_id, "session_id": session_id}, timeout=10)
        assert 400 <= response.status_code < 500, (task_id, response.status_code, response.text[:300])
        _ok(url, session_id)
    health = requests.get(f"{url}/health", timeout=10)
    assert health.status_code == 200 and health.json()["num_sessions"] >= 1
