#!/usr/bin/env bash
# The lent GPU's session script for issue 53 (run by the device tool from the repository root, carrying .whl/
# from `bash scripts/gpu_wheels.sh`), on Qwen3-1.7B shapes with random weights. Each run in its own process under
# its own time limit (a slow one cannot starve the next; each leaves its partial JSON), in this order:
#   1. the demo shape (128 episodes) with the default rollout (continuous engine, slot cache on CUDA), the rollout
#      profiled (cProfile: where its time per forward goes) and one update pass profiled (torch's profiler), the
#      by_length and packed layouts, one untimed warm-up pass first;
#   2. the demo shape with compiled decoding (rollout_compile: one-token steps under CUDA graphs);
#   3. the WebShop-like shape (16 episodes, prompts 400-1,500 tokens);
#   4. the decoding engines alone (benchmarks/gpu_decoding.py: generate, generate compiled, the continuous engine
#      with the row cache, the slot cache and the compiled slot cache) at 128 rows.
# The whole stays under 8 minutes with the default limits. A limit sends SIGTERM, which the trainer answers by
# finishing its iteration, so KILL follows 10 s later.
#
# Usage (device tool): bash scripts/gpu_throughput.sh
#   writes $OUT/throughput_<gpu>_<run>.json per run and $OUT/gpu_decoding_<gpu>.json (<gpu>: h100, h200, ...)
#   limits in seconds: DEMO_SECONDS (150), COMPILED_SECONDS (120), WEBSHOP_SECONDS (110), DECODING_SECONDS (90)
#   RUNS (demo,demo_compiled,webshop,decoding): which of the four to run
#   DRY_RUN=1 runs the same commands on the CPU with toy configs (tests/benchmarks/test_gpu_script.py), compiled
#   decoding left out (refused on a CPU)
set -uo pipefail
if [ -z "${DRY_RUN:-}" ]; then
  python3 -m pip install -q --no-index --no-deps --no-compile --no-cache-dir --upgrade --target /tmp/site \
    .whl/*.whl || exit 1
  export PYTHONPATH=/tmp/site:$PWD
  PY=python3
  nvidia-smi --query-gpu=name,memory.total,driver_version --format=csv,noheader
  GPU=$(nvidia-smi --query-gpu=name --format=csv,noheader | head -1 | grep -o -i -E '[A-Z]+[0-9]{2,4}' | head -1 \
    | tr '[:upper:]' '[:lower:]')
  TARGET=(--device cuda --model-config qwen3-1.7b)
  DECODING=(--rows 128)
else
  PY=${PYTHON:-python3}
  GPU=dry
  TARGET=(--dry-run)
  DECODING=(--dry-run --rows 2 --repeats 1 --new-tokens 4 --prompt-tokens 8)
fi
export PYTHONUNBUFFERED=1 HF_HUB_OFFLINE=1 HF_HUB_DISABLE_TELEMETRY=1 TRL_EXPERIMENTAL_SILENCE=1 \
  PYTORCH_CUDA_ALLOC_CONF=expandable_segments:True
OUT=${OUT:-/tmp/out}
mkdir -p "$OUT"
GPU=${GPU:-gpu}
$PY -c "import torch, transformers; print('torch', torch.__version__, 'transformers', transformers.__version__)"
: "${DEMO_SECONDS:=150}" "${COMPILED_SECONDS:=120}" "${WEBSHOP_SECONDS:=110}" "${DECODING_SECONDS:=90}"

RUNS=",${RUNS:-demo,demo_compiled,webshop,decoding},"

run() {  # run NAME LIMIT ARGS...: one throughput.py process under its limit, if NAME is in RUNS
  local name=$1 limit=$2
  shift 2
  [[ $RUNS == *",$name,"* ]] || return 0
  timeout -k 10 "$limit" $PY benchmarks/throughput.py "${TARGET[@]}" --repeats 1 --rollout-tasks 128 \
    --webshop-episodes 16 --output "$OUT/throughput_${GPU}_${name}.json" "$@" 2>&1 \
    | grep --line-buffered -v "Loading weights"
  echo "throughput $name exit ${PIPESTATUS[0]}"
}

run demo "$DEMO_SECONDS" --shapes demo --layouts by_length,packed --warmup 1 --profile-rollout --profile-update
if [ -z "${DRY_RUN:-}" ]; then  # compiled decoding needs CUDA (refused on a CPU)
  run demo_compiled "$COMPILED_SECONDS" --shapes demo --layouts by_length --set rollout_compile=true
fi
run webshop "$WEBSHOP_SECONDS" --shapes webshop --layouts by_length,packed --warmup 1
if [[ $RUNS == *",decoding,"* ]]; then
  timeout -k 10 "$DECODING_SECONDS" $PY benchmarks/gpu_decoding.py "${DECODING[@]}" \
    --output "$OUT/gpu_decoding_${GPU}.json" 2>&1 | grep --line-buffered -v "Loading weights"
  echo "decoding exit ${PIPESTATUS[0]}"
fi
