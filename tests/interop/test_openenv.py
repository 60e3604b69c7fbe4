"""openenv-core's own clients and types against ``capo serve env`` (OpenEnv's protocol, every registered id)."""

from __future__ import annotations

import asyncio

import gymnasium as gym
import pytest
import requests
from fastapi.testclient import TestClient
from openenv.core import GenericEnvClient
from openenv.core.env_server.types import (
    EnvironmentMetadata,
    HealthResponse,
    ResetResponse,
    SchemaResponse,
    State,
    StepResponse,
)

from agentgym_capo.envs.segment_schema import SEGMENT_SCHEMA_VERSION, validate_segment
from agentgym_capo.interop.app import create_app
from agentgym_capo.interop.jsonable import to_jsonable
from agentgym_capo.interop.protocol import ServerSettings
from tests.serving.conftest import UvicornThread


def _in_process(env_id: str, steps: int = 2):
    """Reset on the first task and play ``steps`` oracle actions; returns (task_id, actions, expected)."""
    env = gym.make(env_id)
    task_id = env.unwrapped.task_ids()[0]
    obs, info = env.reset(seed=5, options={"task_id": task_id})
    expected, actions = [(obs, to_jsonable(info), None, False)], []
    for _ in range(steps):
        action = env.unwrapped.oracle_action()
        obs, reward, terminated, truncated, info = env.step(action)
        actions.append(action)
        expected.append((obs, to_jsonable(info), reward, terminated or truncated))
        if terminated or truncated:
            break
    env.close()
    return task_id, actions, expected


def _seen(result) -> tuple:
    observation = result.observation
    return observation["text"], observation["metadata"], result.reward, result.done


def test_generic_env_client_plays_every_registered_id(registered_env_id, env_server):
    _, url = env_server
    task_id, actions, expected = _in_process(registered_env_id)
    with GenericEnvClient(base_url=f"{url}/env/{registered_env_id}").sync() as client:
        seen = [_seen(client.reset(seed=5, task_id=task_id))]
        seen += [_seen(client.step({"text": action})) for action in actions]
        state = client.state()
    assert seen == expected  # prompt, info (segment included), reward and done, as in process
    assert seen[0][1]["segment"]["task_id"] == task_id
    for _, metadata, _, _ in seen:  # the segment arrives through OpenEnv's client with its schema version
        validate_segment(metadata["segment"])
        assert metadata["segment"]["schema_version"] == SEGMENT_SCHEMA_VERSION
    assert state["step_count"] == len(actions) and state["episode_id"] == seen[0][1]["segment"]["traj_id"]


def test_async_client_on_a_single_id_server_and_errors_keep_the_connection():
    async def play(url: str) -> tuple:
        async with GenericEnvClient(base_url=url) as client:
            first = await client.reset(seed=1, episode_id="ep-7")
            with pytest.raises(RuntimeError, match="task_ids"):  # an error answers the message only
                await client.reset(task_id="no-such-task")
            step = await client.step({"message": "go north"})
            state = await client.state()
            return first, step, state

    with UvicornThread(create_app(ServerSettings(env_id="capo/Chain-v0"))) as server:
        first, step, state = asyncio.run(play(server.url))
        assert first.observation["metadata"]["segment"]["traj_id"] == "ep-7" and first.reward is None
        assert step.observation["metadata"]["segment"]["step_index"] == 0 and isinstance(step.reward, float)
        assert state["episode_id"] == "ep-7" and state["step_count"] == 1
        assert requests.get(server.url + "/health", timeout=5).json()["sessions"] == 0  # closed with the socket


@pytest.fixture
def client():
    with TestClient(create_app(ServerSettings(max_sessions=8))) as test_client:
        yield test_client


def test_openenv_http_shapes_validate_with_openenv_types(client):
    SchemaResponse.model_validate(client.get("/schema").json())
    EnvironmentMetadata.model_validate(client.get("/metadata").json())
    HealthResponse.model_validate(client.get("/openenv/health").json())
    ResetResponse.model_validate(client.post("/openenv/reset", json={"env_id": "capo/Chain-v0", "seed": 0}).json())
    sid = client.post("/sessions", json={"env_id": "capo/Chain-v0"}).json()["session_id"]
    reset = client.post("/openenv/reset", json={"session_id": sid, "seed": 2, "episode_id": "e1"}).json()
    ResetResponse.model_validate(reset)
    assert reset["observation"]["metadata"]["segment"]["traj_id"] == "e1"
    assert reset["observation"]["metadata"]["segment"]["schema_version"] == SEGMENT_SCHEMA_VERSION
    step = client.post("/openenv/step", json={"session_id": sid, "action": {"text": "go north"}}).json()
    StepResponse.model_validate(step)
    assert State.model_validate(client.get("/openenv/state", params={"session_id": sid}).json()).step_count == 1
    with client.websocket_connect("/env/capo/Chain-v0/ws") as socket:  # raw protocol: unknown type, bad JSON
        socket.send_text('{"type": "jump"}')
        assert socket.receive_json()["data"]["code"] == "UNKNOWN_TYPE"
        socket.send_text("{not json")
        assert socket.receive_json()["type"] == "error"
        socket.send_json({"type": "step", "data": {"text": "go north"}})
        assert "reset" in socket.receive_json()["data"]["message"]


def test_resets_without_a_session_never_fill_the_server(client):
    for seed in range(300):  # OpenEnv HTTP reset (stateless) and our /reset without a session id
        assert client.post("/openenv/reset", json={"env_id": "capo/Chain-v0", "seed": seed}).status_code == 200
        assert client.post("/reset", json={"env_id": "capo/Chain-v0", "seed": seed}).status_code == 200
    assert client.get("/health").json()["sessions"] <= 8
    kept = client.post("/sessions", json={"env_id": "capo/Chain-v0"}).json()["session_id"]
    for seed in range(20):  # replaceable sessions give way; the explicitly created one stays
        client.post("/reset", json={"env_id": "capo/Chain-v0", "seed": seed})
    assert client.get("/state", params={"session_id": kept}).status_code == 200
