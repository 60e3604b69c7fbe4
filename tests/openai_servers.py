"""Real OpenAI-compatible servers on 127.0.0.1 for tests: ``transformers serve``, a recording proxy in front
of it (to assert what went over the wire), and a small scripted OpenAI-shaped server (for tool calls and
log-probabilities a tiny random model cannot produce)."""

from __future__ import annotations

import json
import os
import socket
import subprocess
import sys
import threading
import time
from collections.abc import Callable
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path
from typing import Any

import requests


def free_port() -> int:
    """A free TCP port on 127.0.0.1."""
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return sock.getsockname()[1]


class TransformersServe:
    """``transformers serve MODEL_DIR`` in a subprocess on a free loopback port (CPU, offline)."""

    def __init__(self, model_dir: str, timeout: float = 180.0):
        self.model_dir, self.port = model_dir, free_port()
        self.base_url = f"http://127.0.0.1:{self.port}/v1"
        cli = Path(sys.executable).parent / "transformers"
        command = [str(cli)] if cli.exists() else [sys.executable, "-m", "transformers.cli.transformers"]
        env = dict(os.environ, HF_HUB_OFFLINE="1", HF_HUB_DISABLE_TELEMETRY="1", TOKENIZERS_PARALLELISM="false")
        self.process = subprocess.Popen(
            [*command, "serve", model_dir, "--host", "127.0.0.1", "--port", str(self.port), "--device", "cpu"],
            stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, text=True, env=env)
        deadline = time.monotonic() + timeout
        while time.monotonic() < deadline:
            if self.process.poll() is not None:
                raise RuntimeError(f"transformers serve exited: {self.process.stderr.read()[-3000:]}")
            try:
                if requests.get(f"http://127.0.0.1:{self.port}/health", timeout=2).ok:
                    return
            except requests.ConnectionError:
                time.sleep(0.3)
        self.stop()
        raise RuntimeError(f"transformers serve did not become healthy within {timeout} s")

    def stop(self) -> None:
        """Terminate the server process (kill after 10 s)."""
        if self.process.poll() is None:
            self.process.terminate()
            try:
                self.process.wait(10)
            except subprocess.TimeoutExpired:
                self.process.kill()
                self.process.wait(10)


class _JSONServer:
    """A threading HTTP server on a free loopback port whose handler is ``handle(method, path, body)``."""

    def __init__(self, handle: Callable[[str, str, Any], tuple[int, Any]]):
        owner = self

        class Handler(BaseHTTPRequestHandler):
            def _serve(self, method: str) -> None:
                length = int(self.headers.get("content-length") or 0)
                raw = self.rfile.read(length) if length else b""
                body = json.loads(raw) if raw else None
                status, answer = owner.handle(method, self.path, body)
                data = answer if isinstance(answer, bytes) else json.dumps(answer).encode()
                self.send_response(status)
                self.send_header("content-type", "application/json")
                self.send_header("content-length", str(len(data)))
                self.end_headers()
                self.wfile.write(data)

            def do_POST(self):  # noqa: N802 - http.server's naming
                self._serve("POST")

            def do_GET(self):  # noqa: N802
                self._serve("GET")

            def log_message(self, *args):  # quiet
                pass

        self.handle = handle
        self.requests: list[tuple[str, str, Any]] = []
        self.server = ThreadingHTTPServer(("127.0.0.1", 0), Handler)
        self.base_url = f"http://127.0.0.1:{self.server.server_address[1]}/v1"
        self.thread = threading.Thread(target=self.server.serve_forever, daemon=True)
        self.thread.start()

    def stop(self) -> None:
        """Shut the server down."""
        self.server.shutdown()
        self.server.server_close()


class RecordingProxy(_JSONServer):
    """Forwards every request to ``upstream`` (``http://host:port``) and records (method, path, body)."""

    def __init__(self, upstream: str):
        def forward(method: str, path: str, body: Any) -> tuple[int, Any]:
            self.requests.append((method, path, body))
            reply = requests.request(method, upstream + path, json=body, timeout=120)
            return reply.status_code, reply.content

        super().__init__(forward)


def chat_answer(content: str | None = None, tool_calls: list[tuple[str, dict]] | None = None) -> dict[str, Any]:
    """An OpenAI chat-completion answer with ``content`` and/or tool calls (arguments as JSON strings)."""
    message: dict[str, Any] = {"role": "assistant", "content": content}
    if tool_calls:
        message["tool_calls"] = [{"id": f"call_{i}", "type": "function",
                                  "function": {"name": name, "arguments": json.dumps(args)}}
                                 for i, (name, args) in enumerate(tool_calls)]
    return {"id": "x", "object": "chat.completion", "model": "scripted",
            "choices": [{"index": 0, "message": message, "finish_reason": "tool_calls" if tool_calls else "stop"}]}


class ScriptedOpenAIServer(_JSONServer):
    """An OpenAI-shaped server whose chat answers come from ``chat(body) -> answer`` and whose completions
    answers come from ``completion(prompt) -> {token: logprob}`` (llama.cpp-like: a list prompt gets HTTP 500)."""

    def __init__(self, chat: Callable[[dict], dict] | None = None,
                 completion: Callable[[str], dict[str, float]] | None = None, refuse_lists: bool = True):
        def handle(method: str, path: str, body: Any) -> tuple[int, Any]:
            self.requests.append((method, path, body))
            if path == "/v1/models":
                return 200, {"object": "list", "data": [{"id": "scripted"}]}
            if path == "/v1/chat/completions" and chat is not None:
                return 200, chat(body)
            if path == "/v1/completions" and completion is not None:
                prompts = body["prompt"]
                if isinstance(prompts, list) and refuse_lists:
                    return 500, {"error": "prompt must be a string"}
                choices = []
                for index, prompt in enumerate(prompts if isinstance(prompts, list) else [prompts]):
                    table = completion(prompt)
                    best = max(table, key=table.get)
                    choices.append({"index": index, "text": best, "logprobs": {
                        "tokens": [best], "token_logprobs": [table[best]], "top_logprobs": [table]}})
                return 200, {"object": "text_completion", "choices": choices}
            return 404, {"error": f"no route {path}"}

        super().__init__(handle)
