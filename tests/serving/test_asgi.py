"""The shared ASGI pieces on both real servers: 413 for chunked oversize bodies, JSON that always renders."""

from __future__ import annotations

import json

import pytest
import requests

from agentgym_capo.envs.webshop.catalog import open_store
from agentgym_capo.envs.webshop.server import create_app as webshop_app
from agentgym_capo.interop.app import create_app as env_app
from agentgym_capo.interop.protocol import ServerSettings
from agentgym_capo.serving.asgi import json_bytes
from tests.serving.conftest import UvicornThread


@pytest.mark.parametrize("make_app", [lambda: env_app(ServerSettings(max_body_bytes=4096)),
                                      lambda: webshop_app(store=open_store(), max_body_bytes=4096)],
                         ids=["serve-env", "serve-webshop"])
def test_oversize_bodies_get_413_chunked_or_declared(make_app):
    with UvicornThread(make_app()) as server:
        def chunks():  # no Content-Length: requests sends Transfer-Encoding: chunked
            yield b'{"session_id": "x", "action": "'
            for _ in range(10):
                yield b"a" * 1000
            yield b'"}'

        chunked = requests.post(server.url + "/step", data=chunks(), timeout=10,
                                headers={"Content-Type": "application/json"})
        assert chunked.status_code == 413 and chunked.json()["error"] == "RequestTooLarge"
        declared = requests.post(server.url + "/step", data=b"x" * 5000, timeout=10)
        assert declared.status_code == 413
        small = requests.post(server.url + "/step", data=chunks.__call__().__next__(), timeout=10)
        assert small.status_code == 422  # under the limit: the app sees it (and refuses the broken JSON)


def test_json_bytes_keeps_lone_surrogates_and_non_finite_floats():
    value = {"observation": "a\ud800b\x00", "reward": float("inf"), "text": "é"}
    data = json_bytes(value)
    data.decode("utf-8")  # valid UTF-8 on the wire
    back = json.loads(data)
    assert back["observation"] == value["observation"] and back["reward"] == float("inf") and back["text"] == "é"
    assert json_bytes({"text": "é"}).decode() == '{"text":"é"}'  # ordinary text is not escaped
