"""vLLM server mode with ranks holding different numbers of live episodes: a test server speaking TRL's
``vllm-serve`` generation routes on 127.0.0.1 and two ``accelerate launch`` processes (gloo). Every rank gets
exactly its own completions, in order, with their sampling log-probs, and one round is one server call.
Weight sync (NCCL) is not part of it; see vllm_routing_entry.py."""

from __future__ import annotations

import json
import subprocess
import sys
import time
from pathlib import Path

import pytest

from tests.trainer.helpers import accelerate_launch, subprocess_env

HERE = Path(__file__).parent
ENV = subprocess_env()


@pytest.mark.slow
def test_each_rank_gets_its_own_completions(tmp_path, tiny_model_path):
    port_file, log = tmp_path / "port", tmp_path / "requests.jsonl"
    server = subprocess.Popen([sys.executable, str(HERE / "vllm_serve_stub.py"), tiny_model_path, str(port_file),
                               str(log)], env=ENV, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE)
    try:
        for _ in range(240):
            if port_file.exists() and port_file.read_text():
                break
            assert server.poll() is None, server.stderr.read().decode()[-2000:]
            time.sleep(0.5)
        url = f"http://127.0.0.1:{port_file.read_text()}"
        command = [*accelerate_launch(2, "--multi_gpu"), str(HERE / "vllm_routing_entry.py"), tiny_model_path, url,
                   str(tmp_path / "out")]
        done = subprocess.run(command, env=ENV, capture_output=True, text=True, timeout=600)
        assert done.returncode == 0, done.stderr[-3000:]
    finally:
        server.terminate()
        server.wait(timeout=30)
    ranks = [json.loads((tmp_path / f"out.rank{r}.json").read_text()) for r in (0, 1)]
    assert [r["processes"] for r in ranks] == [2, 2]
    # rank 0 holds 3 then 0 live episodes, rank 1 holds 1 then 2 (vllm_routing_entry.EPISODES)
    assert [len(rnd["got"]) for r in ranks for rnd in r["rounds"]] == [3, 0, 1, 2]
    all_logps = []
    for rank in ranks:
        for rnd in rank["rounds"]:
            assert rnd["got"] == rnd["expected"]
            for got, expected in zip(rnd["logps"], rnd["expected_logps"], strict=True):
                assert got == pytest.approx(expected, abs=1e-4)
                all_logps.append(got[0])
    # the prompts' log-probs differ, so matching them proves each completion came back to its own prompt
    assert min(abs(a - b) for i, a in enumerate(all_logps) for b in all_logps[i + 1:]) > 5e-4
    # one server call per round, every rank padded to the round's largest count (3 and 2)
    assert [json.loads(line)["prompts"] for line in log.read_text().splitlines()] == [6, 4]
