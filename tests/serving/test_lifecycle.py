"""A SIGTERM ends a served process like a normal exit: exit handlers run, scratch files go, status 143."""

from __future__ import annotations

import os
import signal
import subprocess
import sys
import textwrap
from pathlib import Path

from agentgym_capo.serving.lifecycle import SIGTERM_EXIT_STATUS
from tests.envs.webshop.conftest import free_port
from tests.interop.conftest import wait_until_healthy

ROOT = Path(__file__).resolve().parents[2]


def _python(code: str, tmp_path: Path) -> subprocess.CompletedProcess:
    env = dict(os.environ, PYTHONPATH=str(ROOT), TMPDIR=str(tmp_path), HF_HUB_OFFLINE="1")
    return subprocess.run([sys.executable, "-c", textwrap.dedent(code)], env=env, capture_output=True, text=True,
                          timeout=120)


def test_sigterm_in_the_block_exits_143_with_exit_handlers_run(tmp_path):
    done = _python(f"""
        import atexit, os, signal, time
        from agentgym_capo.serving.lifecycle import sigterm_exits_cleanly
        atexit.register(lambda: open({str(tmp_path / "ran")!r}, "w").close())
        with sigterm_exits_cleanly():
            os.kill(os.getpid(), signal.SIGTERM)
            time.sleep(30)
    """, tmp_path)
    assert done.returncode == SIGTERM_EXIT_STATUS == 143, done.stderr
    assert (tmp_path / "ran").exists()


def test_a_programs_own_sigterm_handler_is_left_alone_and_restored(tmp_path):
    done = _python("""
        import os, signal
        from agentgym_capo.serving.lifecycle import sigterm_exits_cleanly
        seen = []
        own = lambda signum, frame: seen.append(signum)
        signal.signal(signal.SIGTERM, own)
        with sigterm_exits_cleanly():
            os.kill(os.getpid(), signal.SIGTERM)
        signal.signal(signal.SIGTERM, signal.SIG_DFL)
        with sigterm_exits_cleanly():
            pass
        print(seen == [signal.SIGTERM], signal.getsignal(signal.SIGTERM) is signal.SIG_DFL)
    """, tmp_path)
    assert done.returncode == 0, done.stderr
    assert done.stdout.split() == ["True", "True"]


def test_capo_serve_webshop_stops_cleanly_on_sigterm(tmp_path):
    port = free_port()
    env = dict(os.environ, PYTHONPATH=str(ROOT), TMPDIR=str(tmp_path), HF_HUB_OFFLINE="1")
    process = subprocess.Popen([sys.executable, "-m", "agentgym_capo.cli", "serve", "webshop", "--port", str(port)],
                               env=env, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
    try:
        assert wait_until_healthy(f"http://127.0.0.1:{port}", 120), process.stderr.read()[-2000:]
        process.send_signal(signal.SIGTERM)
        assert process.wait(30) == SIGTERM_EXIT_STATUS, process.stderr.read()[-2000:]
    finally:
        if process.poll() is None:
            process.kill()
