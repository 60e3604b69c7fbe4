"""Every code block of the README, Getting started and the env tutorial runs (training on the tiny test model).

Python blocks of one page run in order in one fresh interpreter, as a reader would paste them. Training blocks
are shrunk to the tiny model by the substitutions of :data:`TINY` (each must apply to every block that trains, so
an example that drifts from them fails here rather than going untested). Shell blocks run command by command
through :func:`_check_shell`: ``capo train``, ``capo plan`` and ``capo report`` run for real; the install commands
are the README's two (``.ci/run`` runs the second; installing cannot run inside the suite); ``capo demo`` and the
GPU launches (``accelerate launch``, a training on ``/models/...``) are parsed by the real CLI parser and their
config files must exist, since the demo needs minutes with SmolLM2 (``tests/trainer/commands/test_demo.py``
runs it) and the launches need GPUs. A command of any other kind fails the test until it gets a rule.
"""

from __future__ import annotations

import os
import re
import shlex
import subprocess
import sys
from pathlib import Path

import pytest

REPO = Path(__file__).resolve().parents[1]
PAGES = ("README.md", "docs/getting-started/index.md", "docs/getting-started/first-run.md",
         "docs/getting-started/gpus.md", "docs/envs/tutorial.md")
FENCE = re.compile(r"^```(\w+)\n(.*?)^```", re.DOTALL | re.MULTILINE)
MODEL_CALL = 'str(smollm2_dir())'
MODEL_SHELL = '"$(python -c "from agentgym_capo.models import smollm2_dir; print(smollm2_dir())")"'
#: What shrinks a training example to the tiny model: (as written, replaced by).
TINY = (("max_steps=8", "max_steps=1"),
        ("rollout_tasks=16", "rollout_tasks=4, mini_batch_size=4, max_completion_length=6, max_env_steps=3"))


def blocks(page: str, language: str) -> list[str]:
    return [body for lang, body in FENCE.findall((REPO / page).read_text(encoding="utf-8")) if lang == language]


def shrink(code: str, tiny_model: str) -> str:
    if "CAPOTrainer(" not in code:
        return code
    for written, tiny in (*TINY, (MODEL_CALL, repr(tiny_model))):
        assert written in code, f"a training example no longer contains {written!r}: update TINY"
        code = code.replace(written, tiny)
    return code


@pytest.mark.parametrize("page", [p for p in PAGES if blocks(p, "python")])
def test_python_blocks_run(page, tmp_path, tiny_model_path):
    code = "\n\n".join(shrink(block, tiny_model_path) for block in blocks(page, "python"))
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=900, cwd=tmp_path,
                          env={**os.environ, "PYTHONPATH": str(REPO), "HF_HUB_OFFLINE": "1", "OMP_NUM_THREADS": "1"})
    assert done.returncode == 0, done.stderr[-4000:]
    if "CAPOTrainer(" in code:
        assert list(tmp_path.glob("runs/*/metrics.jsonl")), "the example trained but wrote no metrics"


def _commands(page: str) -> list[str]:
    text = "\n".join(blocks(page, "bash"))
    joined = re.sub(r"\\\n\s*", " ", text)
    return [line.strip() for line in joined.splitlines() if line.strip() and not line.strip().startswith("#")]


def _parse(argv: list[str]) -> None:
    from agentgym_capo.cli import build_parser

    args = build_parser().parse_args(argv)
    for value in vars(args).values():
        if isinstance(value, str) and value.startswith("configs/"):
            assert (REPO / value).is_file(), value


def _run_capo(argv: list[str], cwd: Path) -> None:
    argv = [str(REPO / a) if a.startswith("configs/") else a for a in argv]
    done = subprocess.run([sys.executable, "-m", "agentgym_capo.cli", *argv], capture_output=True, text=True,
                          timeout=900, cwd=cwd, env={**os.environ, "PYTHONPATH": str(REPO), "HF_HUB_OFFLINE": "1",
                                                     "OMP_NUM_THREADS": "1"})
    assert done.returncode == 0, f"capo {' '.join(argv)}:\n{done.stderr[-3000:]}"


def _check_shell(command: str, cwd: Path, tiny_model: str) -> str:
    """Run or check one command; return what was done (``ran``, ``parsed`` or ``install``)."""
    readme = (REPO / "README.md").read_text(encoding="utf-8")
    if command.startswith("bash scripts/install.sh"):
        assert command in readme and (REPO / "scripts" / "install.sh").is_file()
        then = command.split("&&")[1].split()
        assert then == [".venv/bin/python", "-m", "pytest"] or then[0] == ".venv/bin/capo", command
        if then[0] == ".venv/bin/capo":
            _parse(then[1:])
        return "install"
    if command.startswith("accelerate launch"):
        words = shlex.split(command)
        assert (REPO / words[words.index("--config_file") + 1]).is_file()
        _parse(words[words.index("agentgym_capo.cli") + 1:])
        return "parsed"
    words = shlex.split(command.replace(MODEL_SHELL, shlex.quote(tiny_model)))
    assert words[0] == "capo", f"no rule for {command!r}: add one to _check_shell"
    if words[1] == "demo" or (words[1] == "train" and "/models/" in command):
        _parse(words[1:])
        return "parsed"
    if words[1] == "train":
        words[words.index("--max-steps") + 1] = "1"
    assert words[1] in ("train", "plan", "report"), f"no rule for {command!r}: add one to _check_shell"
    _run_capo(words[1:], cwd)
    return "ran"


@pytest.mark.parametrize("page", [p for p in PAGES if blocks(p, "bash")])
def test_shell_blocks_run_or_parse(page, tmp_path, tiny_model_path):
    done = [_check_shell(command, tmp_path, tiny_model_path) for command in _commands(page)]
    assert done, page
    if page == "README.md":
        assert done == ["install", "install"]
