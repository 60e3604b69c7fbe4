"""Real failed writes (a file-size limit, a read-only folder) end in one ``OutputWriteError``, nothing half-written.

The writes fail in the kernel: a child process under ``RLIMIT_FSIZE`` (every write past the limit answers
``EFBIG``, the way a full disk answers ``ENOSPC``), and a read-only folder (a read-only tmpfs as root, whom file
modes do not stop; ``chmod 555`` otherwise). The full disk itself, in a real ``capo train`` run, is
``tests/trainer/backend/test_disk_full.py``.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys

import pytest

from agentgym_capo.errors import OutputWriteError
from agentgym_capo.output_writes import writing
from agentgym_capo.trainer.backend.records import plot_training_curves

CHILD = r"""
import json, resource, signal, sys
from pathlib import Path
import matplotlib.pyplot, torch
from safetensors.torch import save_file
from agentgym_capo.errors import OutputWriteError
from agentgym_capo.jsonl import append_jsonl, write_jsonl
from agentgym_capo.output_writes import writing
from agentgym_capo.trainer.backend.records import plot_training_curves

folder = Path(sys.argv[1])
signal.signal(signal.SIGXFSZ, signal.SIG_IGN)  # a write past the limit fails instead of killing the process
resource.setrlimit(resource.RLIMIT_FSIZE, (4096, resource.getrlimit(resource.RLIMIT_FSIZE)[1]))
big = [{"step": 2, "text": "x" * 10000}]

def weights():
    with writing(folder / "w.safetensors", "the weights"):
        save_file({"w": torch.zeros(10000)}, str(folder / "w.safetensors"))

def optimizer():
    with writing(folder / "optimizer.pt", "the optimizer state"):
        torch.save(torch.zeros(10000), folder / "optimizer.pt")

attempts = {"append": lambda: append_jsonl(folder / "metrics.jsonl", big),
            "new log": lambda: append_jsonl(folder / "actions.jsonl", big),
            "rewrite": lambda: write_jsonl(folder / "metrics.jsonl", big),
            "plot": lambda: plot_training_curves([{"step": 1, "actor/pg_loss": 0.5}], folder / "training_curves.png"),
            "safetensors": weights, "torch": optimizer}
caught = {}
for name, attempt in attempts.items():
    try:
        attempt()
    except OutputWriteError as error:
        caught[name] = str(error)
print(json.dumps(caught))
"""


def test_writes_past_a_file_size_limit_fail_in_one_error_and_leave_the_old_files(tmp_path):
    (tmp_path / "metrics.jsonl").write_text('{"step": 1}\n')
    (tmp_path / "training_curves.png").write_bytes(b"the previous curves")
    done = subprocess.run([sys.executable, "-c", CHILD, str(tmp_path)], capture_output=True, text=True, timeout=300,
                          env={**os.environ, "OMP_NUM_THREADS": "1"})
    assert done.returncode == 0, done.stderr[-3000:]
    caught = json.loads(done.stdout.strip().splitlines()[-1])
    metrics, curves = tmp_path / "metrics.jsonl", tmp_path / "training_curves.png"
    assert caught["append"] == (f"could not write 1 row of metrics.jsonl to {metrics}: File too large. "
                                "metrics.jsonl was cut back to its last complete line.")
    assert caught["rewrite"] == (f"could not write 1 row of metrics.jsonl to {metrics}: File too large. "
                                 "metrics.jsonl was left as it was.")
    assert caught["plot"] == (f"could not write the training curves to {curves}: File too large. "
                              "training_curves.png was left as it was.")
    assert caught["safetensors"].startswith(f"could not write the weights to {tmp_path / 'w.safetensors'}: File too")
    # torch's writer reports no errno, and this disk is not full: what is known is that its write failed
    assert caught["torch"].startswith(f"could not write the optimizer state to {tmp_path / 'optimizer.pt'}: torch's")
    assert "new log" in caught and not (tmp_path / "actions.jsonl").exists()  # no 0-byte log
    assert metrics.read_text() == '{"step": 1}\n' and curves.read_bytes() == b"the previous curves"
    assert sorted(path.name for path in tmp_path.iterdir() if "partial" in path.name) == []


@pytest.fixture
def read_only_folder(tmp_path):
    """A folder no write into succeeds: a read-only tmpfs as root (modes do not stop root), else mode 555."""
    folder = tmp_path / "read-only"
    folder.mkdir()
    mounted = os.geteuid() == 0 and subprocess.run(
        ["mount", "-t", "tmpfs", "-o", "ro,size=1m", "tmpfs", str(folder)], capture_output=True).returncode == 0
    if not mounted:
        folder.chmod(0o555)
    yield folder
    if mounted:
        subprocess.run(["umount", "-l", str(folder)], check=False)
    else:
        folder.chmod(0o755)


def test_a_read_only_folder_is_named_in_one_error_and_gets_no_file(read_only_folder):
    expected = (r"could not write the training curves to \S*read-only/training_curves.png: (Read-only file system|"
                r"Permission denied)\. No training_curves.png was left behind\.$")
    with pytest.raises(OutputWriteError, match=expected) as error:
        plot_training_curves([{"step": 1, "actor/pg_loss": 0.5}], read_only_folder / "training_curves.png")
    assert error.value.what == "the training curves" and list(read_only_folder.iterdir()) == []


def test_other_errors_inside_a_write_keep_their_type(tmp_path):
    cleaned = []
    with pytest.raises(KeyError), writing(tmp_path / "x.json", "a record", on_failure=lambda: cleaned.append(1)):
        raise KeyError("a bug, not a failed write")
    assert cleaned == [1]  # the half-written output is cleaned up all the same
