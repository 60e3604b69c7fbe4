"""Hostile input against ``capo serve env``: never a 5xx, never a poisoned session, the same as in process."""

from __future__ import annotations

import json

import gymnasium as gym
import pytest
import requests
from fastapi.testclient import TestClient

from agentgym_capo.interop.app import create_app
from agentgym_capo.interop.client import RemoteEnv
from agentgym_capo.interop.jsonable import to_jsonable
from agentgym_capo.interop.protocol import ServerSettings


def tool_call(name: str, **arguments) -> str:
    return "<tool_call>" + json.dumps({"name": name, "arguments": arguments}) + "</tool_call>"


HOSTILE_ACTIONS = [
    tool_call("env_step", command="\ud800"),  # a lone surrogate in a tool-call argument
    tool_call("search", query="\udfff abc"),
    "go\x00north\x00",  # NUL bytes
    "\ud800" * 3,
    "x" * 300_000,  # far over the env's 20,000-character read limit
    tool_call("env_step", command="a" * 50_000),
    "<tool_call>" * 1000,
    "\u202e\ufeff\U0010ffff",  # bidi override, BOM, the last code point
    "",
]


@pytest.fixture
def client():
    with TestClient(create_app(ServerSettings(max_sessions=16))) as test_client:
        yield test_client


def post(client, path: str, body) -> object:
    """POST ``body`` as ASCII JSON (lone surrogates as escapes, as Python's json and requests send them)."""
    return client.post(path, content=json.dumps(body).encode(), headers={"Content-Type": "application/json"})


def _open(client, env_id="capo/Chain-v0") -> str:
    sid = client.post("/sessions", json={"env_id": env_id}).json()["session_id"]
    assert client.post("/reset", json={"session_id": sid, "seed": 0}).status_code == 200
    return sid


def _still_works(client, sid: str) -> None:
    state = client.get("/state", params={"session_id": sid})
    assert state.status_code == 200, state.text
    assert client.post("/reset", json={"session_id": sid, "seed": 1}).status_code == 200
    step = client.post("/step", json={"session_id": sid, "action": "go north"})
    assert step.status_code == 200 and client.get("/state", params={"session_id": sid}).status_code == 200


@pytest.mark.parametrize("env_id", ["capo/Chain-v0", "capo/HotpotQA-v0", "capo/WebShop-v0"])
def test_hostile_actions_answer_and_leave_the_session_usable(client, env_id):
    sid = _open(client, env_id)
    for action in HOSTILE_ACTIONS:
        client.post("/reset", json={"session_id": sid, "seed": 0})
        step = post(client, "/step", {"session_id": sid, "action": {"text": action}})
        assert step.status_code == 200, (action[:40], step.text[:300])
        assert client.get("/state", params={"session_id": sid}).status_code == 200
        assert client.get("/observation", params={"session_id": sid}).status_code == 200
    _still_works(client, sid)


BAD_REQUESTS = [
    ("post", "/sessions", {"json": {"env_id": "capo/Chain-v0", "env_kwargs": {"split": "../../etc"}}}, 400),
    ("post", "/sessions", {"json": {"env_id": "capo/Chain-v0", "env_kwargs": {"split": 5}}}, 400),
    ("post", "/sessions", {"json": {"env_id": "capo/Chain-v0", "env_kwargs": {"max_steps": "x"}}}, 400),
    ("post", "/sessions", {"json": {"env_id": "capo/Chain-v0", "env_kwargs": {"max_steps": -1}}}, 400),
    ("post", "/sessions", {"json": {"env_id": "\ud800/../x"}}, 422),
    ("post", "/sessions", {"json": {"env_id": "capo/Chain-v0", "session_id": "\x00" * 10}}, 422),
    ("post", "/reset", {"json": {"SID": 1, "task_id": "../../etc/passwd"}}, 422),
    ("post", "/reset", {"json": {"SID": 1, "options": {"task_id": "/etc/passwd"}}}, 422),
    ("post", "/reset", {"json": {"SID": 1, "options": {"task_id": "a\x00b"}}}, 422),
    ("post", "/reset", {"json": {"SID": 1, "options": {"traj_id": 123}}}, 422),
    ("post", "/reset", {"json": {"SID": 1, "options": {"traj_id": ["x"]}}}, 422),
    ("post", "/reset", {"json": {"SID": 1, "options": {"task_id": "t" * 300}}}, 422),
    ("post", "/reset", {"json": {"SID": 1, "episode_id": "..\\..\\x"}}, 422),
    ("post", "/reset", {"json": {"SID": 1, "seed": 2**70}}, 422),
    ("post", "/reset", {"json": {"SID": 1, "seed": -1}}, 422),
    ("post", "/reset", {"json": {"SID": 1, "task_id": "\ud800"}}, 400),
    ("post", "/reset", {"json": {"SID": 1, "data_idx": 10**9}}, 400),
    ("post", "/step", {"json": {"SID": 1, "action": 5}}, 422),
    ("post", "/step", {"json": {"SID": 1, "action": ["go"]}}, 422),
    ("post", "/step", {"json": {"SID": 1, "action": {"text": 5}}}, 400),
    ("post", "/step", {"json": {"session_id": "\ud800", "action": "go"}}, 422),
    ("post", "/step", {"data": b'{"session_id": "x", "action": "\xff\xfe"}'}, 422),  # invalid UTF-8
    ("post", "/step", {"data": b"[1, 2, 3]"}, 422),
    ("post", "/step", {"data": b"\x00\x00"}, 422),
    ("get", "/state", {"params": {"session_id": "\x00"}}, 404),
    ("get", "/state", {"params": {"session_id": "s" * 1000}}, 422),
    ("get", "/tasks", {"params": {"SID": 1, "split": "../../etc"}}, 400),
    ("get", "/state", {"url": "/state?session_id=%ED%A0%80%FF"}, 404),  # bytes that are not UTF-8
]


def test_bad_requests_get_4xx_at_the_request_and_never_poison(client):
    sid = _open(client)
    for method, path, kwargs, status in BAD_REQUESTS:
        kwargs = dict(kwargs)
        if "json" in kwargs and kwargs["json"].pop("SID", None):
            kwargs["json"]["session_id"] = sid
        if "params" in kwargs and kwargs["params"].pop("SID", None):
            kwargs["params"]["session_id"] = sid
        url = kwargs.pop("url", path)
        if "json" in kwargs:
            response = post(client, url, kwargs["json"])
        else:
            response = getattr(client, method)(url, **kwargs)
        assert response.status_code == status, (path, kwargs, response.status_code, response.text[:300])
        assert "error" in response.json() and "detail" in response.json()
        _still_works(client, sid)


def test_remote_and_in_process_give_the_same_observation(env_server):
    _, url = env_server
    for env_id in ("capo/Chain-v0", "capo/HotpotQA-v0"):
        local, remote = gym.make(env_id), RemoteEnv(url, env_id)
        try:
            for action in HOSTILE_ACTIONS:
                expected_obs, expected_info = local.reset(seed=3)
                obs, info = remote.reset(seed=3)
                assert (obs, info) == (expected_obs, to_jsonable(expected_info))
                expected = local.step(action)
                got = remote.step(action)
                assert got[:4] == expected[:4] and got[4] == to_jsonable(expected[4]), action[:40]
                assert remote.state()["observation"] == expected[0]
        finally:
            local.close()
            remote.close()
    assert requests.get(url + "/health", timeout=5).status_code == 200
