"""The server's session rules, limits and compatibility aliases, in process (FastAPI TestClient)."""

from __future__ import annotations

import pytest
from fastapi.testclient import TestClient

from agentgym_capo.errors import ConfigError, UnknownEnvError
from agentgym_capo.interop.server import ServerSettings, SessionStore, create_app
from tests.serving.conftest import FakeClock


@pytest.fixture
def clock():
    return FakeClock()


@pytest.fixture
def client(clock):
    store = SessionStore(ServerSettings(max_sessions=3, idle_timeout=60, max_body_bytes=4096), clock=clock)
    with TestClient(create_app(store=store)) as test_client:
        yield test_client


def test_settings_are_validated():
    with pytest.raises(ConfigError, match="max_sessions"):
        ServerSettings(max_sessions=0)
    with pytest.raises(UnknownEnvError, match="Did you mean"):
        ServerSettings(env_id="capo/Chian-v0")


def test_session_limit_idle_expiry_and_unknown_sessions(client, clock):
    ids = [client.post("/sessions", json={"env_id": "capo/Chain-v0"}).json()["session_id"] for _ in range(3)]
    full = client.post("/sessions", json={"env_id": "capo/Chain-v0"})
    assert full.status_code == 503 and "max_sessions=3" in full.json()["detail"]
    clock.now = 30.0
    client.post("/reset", json={"session_id": ids[0], "seed": 0})  # keeps ids[0] alive
    clock.now = 61.0
    assert client.post("/sessions", json={"env_id": "capo/Chain-v0"}).status_code == 200  # two expired
    assert client.get("/health").json()["sessions"] == 2
    gone = client.post("/step", json={"session_id": ids[1], "action": "go north"})
    assert gone.status_code == 404 and "expired" in gone.json()["detail"]
    assert client.post("/close", json={"session_id": ids[0]}).json() == {"closed": True}
    assert client.post("/close", json={"session_id": ids[0]}).json() == {"closed": False}


def test_request_limits_and_refused_kwargs(client):
    sid = client.post("/sessions", json={"env_id": "capo/Chain-v0"}).json()["session_id"]
    client.post("/reset", json={"session_id": sid, "seed": 0})
    too_big = client.post("/step", json={"session_id": sid, "action": "x" * 5000})
    assert too_big.status_code == 413
    refused = client.post("/sessions", json={"env_id": "capo/Chain-v0", "env_kwargs": {"data_dir": "/etc"}})
    assert refused.status_code == 400 and "data_dir" in refused.json()["detail"]
    split = client.post("/sessions", json={"env_id": "capo/Chain-v0", "env_kwargs": {"split": "test"}}).json()
    tasks = client.get("/tasks", params={"session_id": split["session_id"]}).json()
    assert tasks["split"] == "test" and tasks["task_ids"][0].startswith("chain-test-")
    bad = client.post("/step", json={"session_id": sid, "action": {"nothing": 1}})
    assert bad.status_code == 400 and "action must be" in bad.json()["detail"]


def test_retried_requests_are_not_run_twice(client):
    sid = client.post("/sessions", json={"env_id": "capo/Chain-v0", "session_id": "mine"}).json()["session_id"]
    assert sid == "mine"
    assert client.post("/sessions", json={"env_id": "capo/Chain-v0", "session_id": "mine"}).json()["id"] == "mine"
    assert client.get("/health").json()["sessions"] == 1
    client.post("/reset", json={"session_id": sid, "seed": 0, "request_id": "r0"})
    oracle = client.get("/oracle", params={"session_id": sid}).json()["action"]
    first = client.post("/step", json={"session_id": sid, "action": oracle, "request_id": "r1"}).json()
    again = client.post("/step", json={"session_id": sid, "action": oracle, "request_id": "r1"}).json()
    assert again == first and client.get("/state", params={"session_id": sid}).json()["step_count"] == 1


def test_agentgym_and_openenv_shapes(client):
    # AgentGym: POST /create -> id; /reset {id, data_idx}; /step {id, action}; GET /observation?id=
    created = client.post("/create", json={"env_id": "capo/Chain-v0"}).json()
    reset = client.post("/reset", json={"id": created["id"], "data_idx": 2}).json()
    assert reset["info"]["segment"]["task_id"] == "chain-train-002"
    step = client.post("/step", json={"id": created["id"], "action": "go nowhere"}).json()
    assert {"observation", "reward", "done", "info"} <= set(step) and step["done"] is True
    assert client.get("/observation", params={"id": created["id"]}).json() == step["observation"]
    # OpenEnv: POST /reset without a session, episode_id; POST /step {"action": {...}}; GET /state
    reset = client.post("/reset", json={"env_id": "capo/Chain-v0", "seed": 3, "episode_id": "ep-1"}).json()
    assert reset["info"]["segment"]["traj_id"] == "ep-1" and reset["done"] is False and reset["reward"] is None
    step = client.post("/step", json={"session_id": reset["session_id"], "action": {"message": "go north"}}).json()
    assert step["info"]["segment"]["step_index"] == 0
    assert step["info"]["segment"]["schema_version"] == reset["info"]["segment"]["schema_version"] == 1
    state = client.get("/state", params={"session_id": reset["session_id"]}).json()
    assert state["episode_id"] == "ep-1" and state["step_count"] == 1
    schema = client.get("/openapi.json").json()
    assert {"/reset", "/step", "/sessions", "/close", "/state", "/tasks"} <= set(schema["paths"])
