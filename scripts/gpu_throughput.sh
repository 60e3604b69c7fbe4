#!/usr/bin/env bash
# The lent GPU's session script for issue 40 (run by the device tool from the repository root, carrying .whl/
# from `bash scripts/gpu_wheels.sh`): the throughput benchmark on Qwen3-1.7B shapes with random weights, each
# shape in its own process under its own time limit (a slow shape cannot starve the next; each leaves its
# partial JSON), one untimed warm-up pass, then the by_length and packed layouts (rollout_order, the former one,
# was measured on 2026-11-28: benchmarks/results/throughput_h100_demo.json), then one profiled rollout and one
# profiled pass (where the seconds go); then the decoding engines (benchmarks/gpu_decoding.py). The whole stays
# under 8 minutes with the default limits.
# A limit sends SIGTERM, which the trainer answers by finishing its iteration (the 2026-11-28 run went 68 s
# past a 180 s limit that way), so KILL follows 10 s later.
#
# Usage (device tool): bash scripts/gpu_throughput.sh
#   writes $OUT/throughput_<gpu>_<shape>.json per shape and $OUT/gpu_decoding_<gpu>.json (<gpu>: h100, h200, ...)
#   limits in seconds: DEMO_SECONDS (210), WEBSHOP_SECONDS (120), DECODING_SECONDS (150); SHAPES (demo,webshop)
set -uo pipefail
python3 -m pip install -q --no-index --no-deps --no-compile --no-cache-dir --upgrade --target /tmp/site .whl/*.whl \
  || exit 1
export PYTHONPATH=/tmp/site:$PWD PYTHONUNBUFFERED=1 HF_HUB_OFFLINE=1 HF_HUB_DISABLE_TELEMETRY=1 TRL_EXPERIMENTAL_SILENCE=1 \
  PYTORCH_CUDA_ALLOC_CONF=expandable_segments:True
OUT=${OUT:-/tmp/out}
mkdir -p "$OUT"
nvidia-smi --query-gpu=name,memory.total,driver_version --format=csv,noheader
GPU=$(nvidia-smi --query-gpu=name --format=csv,noheader | head -1 | grep -o -i -E '[A-Z]+[0-9]{2,4}' | head -1 \
  | tr '[:upper:]' '[:lower:]')
GPU=${GPU:-gpu}
python3 -c "import torch, transformers; print('torch', torch.__version__, 'transformers', transformers.__version__)"
: "${DEMO_SECONDS:=210}" "${WEBSHOP_SECONDS:=120}" "${DECODING_SECONDS:=150}"
SHAPES=${SHAPES:-demo,webshop}
for shape in ${SHAPES//,/ }; do
  limit_name="${shape^^}_SECONDS"
  limit=${!limit_name:-150}
  timeout -k 10 "$limit" python3 benchmarks/throughput.py --device cuda --model-config qwen3-1.7b --shapes "$shape" \
    --layouts by_length,packed --repeats 1 --warmup 1 --profile-rollout --profile-update --rollout-tasks 128 \
    --webshop-episodes 16 \
    --output "$OUT/throughput_${GPU}_${shape}.json" 2>&1 | grep --line-buffered -v "Loading weights"
  echo "throughput $shape exit ${PIPESTATUS[0]}"
done
timeout -k 10 "$DECODING_SECONDS" python3 benchmarks/gpu_decoding.py --output "$OUT/gpu_decoding_${GPU}.json" 2>&1 \
  | grep --line-buffered -v "Loading weights"
echo "decoding exit ${PIPESTATUS[0]}"
