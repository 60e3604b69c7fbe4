#!/usr/bin/env bash
# Download into .whl/ the wheels that the lent GPU machines lack for benchmarks/gpu_check.py, and print the
# device `run` command that installs them there and runs the check.
#
# The GPU machines (see /work/.library/device/KINDS.md) have no network and ship Python 3.12 with torch 2.11
# (CUDA 13), transformers 5.17.0, accelerate 1.15.0, numpy, pandas, pyarrow, xxhash, fsspec, huggingface-hub,
# pyyaml, psutil, jinja2 and tokenizers, but not TRL or what it and the envs need. What `import agentgym_capo`,
# the trainer (CAPOTrainer, LoRA through peft) and capo/Chain-v0 import beyond that machine's packages was
# measured (sys.modules after building a trainer in a venv holding only the machine's packages plus these
# wheels): trl, datasets (+ dill, multiprocess), gymnasium (+ cloudpickle, farama-notifications,
# typing_extensions), and peft at the version we test. The base install's other dependencies (tantivy,
# faiss-cpu, rapidfuzz, fastapi, textworld, alfworld, sentence-transformers' index) are imported lazily by the
# envs that use them, so they are not carried. Versions pinned in setup.cfg are repeated here exactly
# (tests/trainer/test_gpu_check.py checks it); the others are the versions of the development venv.
#
# Usage: bash scripts/gpu_wheels.sh   (about 3.4 MiB into .whl/, which .gitignore ignores; PYTHON=... picks pip's
# python)
set -euo pipefail
cd "$(dirname "$0")/.."

WHEELS=(
  trl==1.16.0
  datasets==5.2.0
  gymnasium==1.4.0
  peft==0.21.2
  dill==0.4.1
  multiprocess==0.70.19
  cloudpickle==3.1.3
  farama-notifications==0.0.6
  typing_extensions==4.16.0
)

rm -rf .whl && mkdir -p .whl
"${PYTHON:-python3}" -m pip download --no-deps --only-binary=:all: --python-version 3.12 --implementation cp \
  --platform manylinux_2_28_x86_64 --platform manylinux_2_27_x86_64 --platform manylinux_2_17_x86_64 \
  --platform manylinux2014_x86_64 --platform manylinux1_x86_64 -d .whl "${WHEELS[@]}"
du -sh .whl

cat <<'EOF'

Device run (tool `run`, carry [".whl"], timeout_s 600; the check itself stays under 8 minutes):
python3 -m pip install -q --no-index --no-deps --no-compile --no-cache-dir --upgrade --target /tmp/site .whl/*.whl && export PYTHONPATH=/tmp/site:$PWD || exit; PYTHONUNBUFFERED=1 python3 benchmarks/gpu_check.py --output $OUT/gpu_check.json
Then commit $OUT/gpu_check.json as benchmarks/results/gpu_check.json.
EOF
