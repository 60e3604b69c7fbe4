#!/usr/bin/env bash
# The lent GPU's session script for issue 40 (run by the device tool from the repository root, carrying .whl/
# from `bash scripts/gpu_wheels.sh`): the throughput benchmark on Qwen3-1.7B shapes with random weights, every
# row layout in one run, under its own time limit (the whole stays under 8 minutes).
#
# Usage (device tool): bash scripts/gpu_throughput.sh     (writes $OUT/throughput_h100.json)
set -uo pipefail
python3 -m pip install -q --no-index --no-deps --no-compile --no-cache-dir --upgrade --target /tmp/site .whl/*.whl \
  || exit 1
export PYTHONPATH=/tmp/site:$PWD PYTHONUNBUFFERED=1 HF_HUB_OFFLINE=1 HF_HUB_DISABLE_TELEMETRY=1 TRL_EXPERIMENTAL_SILENCE=1 \
  PYTORCH_CUDA_ALLOC_CONF=expandable_segments:True
OUT=${OUT:-/tmp/out}
mkdir -p "$OUT"
nvidia-smi --query-gpu=name,memory.total,driver_version --format=csv,noheader
python3 -c "import torch, transformers; print('torch', torch.__version__, 'transformers', transformers.__version__)"
timeout "${THROUGHPUT_SECONDS:-300}" python3 benchmarks/throughput.py --device cuda --model-config qwen3-1.7b --shapes "${SHAPES:-demo,webshop}" \
  --layouts by_length,packed,rollout_order --repeats 1 --rollout-tasks 128 --webshop-episodes 16 \
  --output "$OUT/throughput_h100.json" 2>&1 | grep --line-buffered -v "Loading weights"
echo "throughput exit ${PIPESTATUS[0]}"
