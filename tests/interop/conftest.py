"""Fixtures for the interop tests: an env server subprocess on a free loopback port."""

from __future__ import annotations

import os
import subprocess
import sys
import time

import pytest
import requests

SERVER_MODULE = ("-m", "agentgym_capo.interop.server")

# verl_side/ runs in the verl environment (.venv-verl), as a subprocess of test_verl_side.py; never here.
collect_ignore = ["verl_side"]


def wait_until_healthy(url: str, timeout: float) -> bool:
    """Poll ``url/health`` until it answers OK (True) or ``timeout`` seconds pass (False)."""
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        try:
            if requests.get(url + "/health", timeout=2).ok:
                return True
        except requests.ConnectionError:
            time.sleep(0.1)
    return False


def start_server(*args: str, timeout: float = 120.0, env: dict[str, str] | None = None,
                 command: tuple[str, ...] = SERVER_MODULE) -> tuple[subprocess.Popen, str]:
    """Start ``python COMMAND ARGS --port 0`` (the env server by default) and return (process, base URL).

    ``env`` adds to (or overrides) this process's environment variables; ``command`` may be e.g.
    ``("-m", "agentgym_capo.cli")`` with ``"serve", "env"`` in ``args``.
    """
    process = subprocess.Popen(
        [sys.executable, *command, *args, "--port", "0"],
        stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True, env={**os.environ, **(env or {})})
    line = process.stdout.readline()
    if "listening on " not in line:
        process.kill()
        raise RuntimeError(f"server did not start: {line!r} {process.stderr.read()[-2000:]}")
    url = line.split("listening on ")[1].split()[0]
    if wait_until_healthy(url, timeout):
        return process, url
    process.kill()
    raise RuntimeError("server never became healthy")


def stop_server(process: subprocess.Popen) -> None:
    """Stop a server started by :func:`start_server`."""
    if process.poll() is None:
        process.terminate()
        try:
            process.wait(10)
        except subprocess.TimeoutExpired:
            process.kill()
            process.wait(10)


@pytest.fixture(scope="module")
def env_server():
    """One server for the whole test module (any registered id), as (process, url)."""
    process, url = start_server("--idle-timeout", "300")
    yield process, url
    stop_server(process)
