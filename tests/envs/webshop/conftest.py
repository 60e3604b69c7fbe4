"""Fixtures for the WebShop tests: the bundled store and a real uvicorn server on a free loopback port."""

from __future__ import annotations

import socket
import threading
import time

import pytest
import uvicorn

from agentgym_capo.envs.webshop.catalog import open_store
from agentgym_capo.envs.webshop.server import create_app


def free_port() -> int:
    """A TCP port that is free on 127.0.0.1 right now."""
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return sock.getsockname()[1]


class RunningServer:
    """A uvicorn server in a background thread (started and stopped by the test)."""

    def __init__(self, **app_options):
        self.port = free_port()
        self.url = f"http://127.0.0.1:{self.port}"
        self.app = create_app(store=open_store(), **app_options)
        config = uvicorn.Config(self.app, host="127.0.0.1", port=self.port, log_level="error", access_log=False)
        self.server = uvicorn.Server(config)
        self.thread = threading.Thread(target=self.server.run, daemon=True)

    def start(self) -> RunningServer:
        self.thread.start()
        deadline = time.monotonic() + 30
        while not self.server.started:
            if time.monotonic() > deadline or not self.thread.is_alive():
                raise RuntimeError("the test server did not start")
            time.sleep(0.02)
        return self

    def stop(self) -> None:
        self.server.should_exit = True
        self.thread.join(timeout=10)


@pytest.fixture(scope="session")
def store():
    """The bundled catalogue's store (prepared once per cache directory)."""
    return open_store()


@pytest.fixture(scope="module")
def server(store):
    """A WebShop server for the module."""
    running = RunningServer().start()
    yield running
    running.stop()
