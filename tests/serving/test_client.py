"""The shared HTTP client: a deadline per call against a hung server, and retries that reuse one request_id."""

from __future__ import annotations

import json
import socket
import threading
import time
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer

import gymnasium as gym
import pytest

import agentgym_capo  # noqa: F401  (registers capo/Remote-v0)
from agentgym_capo.errors import EnvServerError
from agentgym_capo.interop.client import RemoteEnv
from agentgym_capo.serving.client import HttpClient, HttpError, request_with_retries


class HungServer:
    """Accepts TCP connections on 127.0.0.1 and never answers (a server stuck in an env call)."""

    def __init__(self):
        self.sock = socket.socket()
        self.sock.bind(("127.0.0.1", 0))
        self.sock.listen(64)
        self.url = f"http://127.0.0.1:{self.sock.getsockname()[1]}"
        self.held: list[socket.socket] = []
        self.stop = threading.Event()
        self.thread = threading.Thread(target=self._accept, daemon=True)

    def _accept(self) -> None:
        self.sock.settimeout(0.1)
        while not self.stop.is_set():
            try:
                connection, _ = self.sock.accept()
            except OSError:
                continue
            self.held.append(connection)

    def __enter__(self) -> HungServer:
        self.thread.start()
        return self

    def __exit__(self, *exc) -> None:
        self.stop.set()
        self.thread.join(5)
        for connection in self.held:
            connection.close()
        self.sock.close()


def test_deadline_bounds_a_call_to_a_hung_server():
    with HungServer() as hung:
        client = HttpClient(hung.url, deadline=0.6, retries=3, backoff=0.05)
        start = time.monotonic()
        with pytest.raises(HttpError, match="did not answer POST /step within the 0.6 s deadline") as raised:
            client.request("POST", "/step", {"action": "go north"})
        elapsed = time.monotonic() - start
        assert raised.value.status_code is None and hung.url in str(raised.value)
        assert elapsed < 3.0, f"the 0.6 s deadline took {elapsed:.1f} s"
        client.close()


def test_remote_env_gives_up_after_its_deadline():
    with HungServer() as hung:
        for make in (lambda: RemoteEnv(hung.url, "capo/Chain-v0", timeout=0.5),
                     lambda: gym.make("capo/Remote-v0", server_url=hung.url, env_id="capo/Chain-v0", timeout=0.5)):
            start = time.monotonic()
            with pytest.raises(EnvServerError, match="deadline"):
                make()
            assert time.monotonic() - start < 3.0


def test_default_deadline_is_30_seconds():
    assert HttpClient("http://127.0.0.1:1").deadline == 30.0
    import inspect
    assert inspect.signature(RemoteEnv).parameters["timeout"].default == 30.0


class _FlakyHandler(BaseHTTPRequestHandler):
    """Drops the connection on the first POST without answering; answers later ones with the body it saw."""

    seen: list[dict] = []

    def do_POST(self):  # noqa: N802  (http.server's naming)
        body = json.loads(self.rfile.read(int(self.headers["Content-Length"])))
        type(self).seen.append(body)
        if len(type(self).seen) == 1:
            self.connection.shutdown(socket.SHUT_RDWR)  # the answer is lost
            return
        payload = json.dumps({"echo": body}).encode()
        self.send_response(200)
        self.send_header("Content-Type", "application/json")
        self.send_header("Content-Length", str(len(payload)))
        self.end_headers()
        self.wfile.write(payload)

    def log_message(self, *args):
        pass


def test_a_retried_call_repeats_its_request_id():
    _FlakyHandler.seen = []
    server = ThreadingHTTPServer(("127.0.0.1", 0), _FlakyHandler)
    thread = threading.Thread(target=server.serve_forever, daemon=True)
    thread.start()
    try:
        client = HttpClient(f"http://127.0.0.1:{server.server_address[1]}", deadline=10, retries=2, backoff=0.01)
        answer = client.request("POST", "/step", {"session_id": "s", "action": "go"})
        first, second = _FlakyHandler.seen
        assert first == second and first["request_id"] and answer["echo"] == first
        other = client.request("POST", "/step", {"session_id": "s", "action": "go"})
        assert other["echo"]["request_id"] != first["request_id"]  # a new call is a new request
    finally:
        server.shutdown()
        server.server_close()


def test_error_answers_are_not_retried_and_name_the_server():
    _FlakyHandler.seen = [{}]  # answer at once
    server = ThreadingHTTPServer(("127.0.0.1", 0), _FlakyHandler)
    threading.Thread(target=server.serve_forever, daemon=True).start()
    try:
        client = HttpClient(f"http://127.0.0.1:{server.server_address[1]}", retries=3)
        with pytest.raises(HttpError) as raised:
            client.request("GET", "/health")  # http.server answers 501 to GET here
        assert raised.value.status_code == 501 and len(_FlakyHandler.seen) == 1
    finally:
        server.shutdown()
        server.server_close()


class _BusyHandler(BaseHTTPRequestHandler):
    """Answers 503 to the first ``busy`` POSTs, then echoes the body; records every body it sees."""

    busy = 1
    seen: list = []

    def log_message(self, *args):
        pass

    def do_POST(self):
        body = json.loads(self.rfile.read(int(self.headers["Content-Length"])))
        type(self).seen.append(body)
        status, data = (503, b"busy") if len(self.seen) <= self.busy else (200, json.dumps(body).encode())
        self.send_response(status)
        self.send_header("Content-Length", str(len(data)))
        self.end_headers()
        self.wfile.write(data)


@pytest.mark.parametrize("busy, answered", [(1, True), (3, False)])
def test_request_with_retries_retries_busy_answers_and_sends_the_body_unchanged(busy, answered):
    _BusyHandler.busy, _BusyHandler.seen = busy, []
    server = ThreadingHTTPServer(("127.0.0.1", 0), _BusyHandler)
    threading.Thread(target=server.serve_forever, daemon=True).start()
    url = f"http://127.0.0.1:{server.server_address[1]}/v1/completions"
    try:
        if answered:
            response, seconds = request_with_retries("POST", url, {"prompt": "p"}, timeout=5, retries=2, backoff=0.01)
            assert response.status_code == 200 and response.json() == {"prompt": "p"} and seconds >= 0
            assert _BusyHandler.seen == [{"prompt": "p"}] * 2  # no request_id added: OpenAI servers validate bodies
        else:
            with pytest.raises(HttpError, match="HTTP 503: busy") as raised:
                request_with_retries("POST", url, {"prompt": "p"}, timeout=5, retries=2, backoff=0.01)
            assert raised.value.attempts == 3 and len(_BusyHandler.seen) == 3
    finally:
        server.shutdown()
        server.server_close()
