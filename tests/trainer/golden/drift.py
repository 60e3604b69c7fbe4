"""Measure how far the golden runs drift between the kernel families one machine offers.

Records the golden runs (:mod:`tests.trainer.golden.record`) in a child process per kernel family, one torch
thread each, run one after another (two torch processes side by side on 2 cores stall each other), then compares
every pair of recordings (the committed ``golden_runs.json`` included, whatever machine made it) and keeps, per
metric kind, the largest absolute and relative deviation and where it was. A kernel family is a setting of
``ATEN_CPU_CAPABILITY`` (torch's own vectorised kernels), ``ONEDNN_MAX_CPU_ISA`` (oneDNN) and
``MKL_ENABLE_INSTRUCTIONS`` (MKL's BLAS, which torch's fp32 matmuls call), each only at levels the CPU has.
Families that reproduce each other to the bit are reported as one.

    python -m tests.trainer.golden.drift                       # every family this CPU offers (~1 min each)
    python -m tests.trainer.golden.drift --keep /tmp/golden    # keep the recordings, re-analyse with --from
    python -m tests.trainer.golden.drift --from /tmp/golden    # compare recordings already made
    python -m tests.trainer.golden.drift --also zen4.json      # add a recording made on another machine

Writes ``drift.json`` beside this file (``--out`` elsewhere); :mod:`tests.trainer.golden.compare` sets its
tolerances from it.
"""

from __future__ import annotations

import argparse
import itertools
import json
import os
import subprocess
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

from tests.trainer.golden.compare import describe_machine, differences
from tests.trainer.golden.record import GOLDEN_FILE

DRIFT_FILE = Path(__file__).with_name("drift.json")
ROOT = Path(__file__).resolve().parents[3]
#: The restricting variables and the levels each may take, with the CPU flag a level needs (None: any CPU).
LEVELS: dict[str, list[tuple[str | None, str | None]]] = {
    "ATEN_CPU_CAPABILITY": [(None, None), ("avx2", "avx2"), ("default", None)],
    "ONEDNN_MAX_CPU_ISA": [(None, None), ("AVX2", "avx2"), ("AVX512_CORE", "avx512f"),
                           ("AVX512_CORE_BF16", "avx512_bf16")],
    "MKL_ENABLE_INSTRUCTIONS": [(None, None), ("AVX2", "avx2")],
}


def cpu_flags() -> set[str]:
    """This CPU's flags (``/proc/cpuinfo``)."""
    for line in Path("/proc/cpuinfo").read_text().splitlines():
        if line.startswith("flags"):
            return set(line.partition(":")[2].split())
    return set()


def families(flags: set[str]) -> list[dict[str, str]]:
    """Every combination of :data:`LEVELS` this CPU offers, as the environment variables to set."""
    offered = [[(name, level) for level, flag in levels if flag is None or flag in flags]
               for name, levels in LEVELS.items()]
    return [{name: level for name, level in combo if level is not None} for combo in itertools.product(*offered)]


def label(env: dict[str, str]) -> str:
    """``"native"`` or e.g. ``"ATEN_CPU_CAPABILITY=avx2 MKL_ENABLE_INSTRUCTIONS=AVX2"``."""
    return " ".join(f"{key}={value}" for key, value in sorted(env.items())) or "native"


def other_families(flags: set[str]) -> list[dict[str, str]]:
    """Two kernel families other than this CPU's native one, where it offers them, for a quick check: MKL and
    oneDNN at AVX2 (the capability string unchanged: an Intel Xeon against an AMD Zen 4), the README's AVX2
    restriction, and torch's scalar kernels (any CPU)."""
    candidates = [
        ({"MKL_ENABLE_INSTRUCTIONS": "AVX2", "ONEDNN_MAX_CPU_ISA": "AVX2"}, "avx512f"),
        ({"ATEN_CPU_CAPABILITY": "avx2", "ONEDNN_MAX_CPU_ISA": "AVX2", "CAPO_CPU_BF16": "0"}, "avx512f"),
        ({"ATEN_CPU_CAPABILITY": "default"}, None),
    ]
    return [env for env, flag in candidates if flag is None or flag in flags][:2]


def child_env(family: dict[str, str]) -> dict[str, str]:
    """This process's environment with the kernel restrictions replaced by ``family``; one thread, offline."""
    from agentgym_capo.machine import KERNEL_ENV

    env = {key: value for key, value in os.environ.items() if key not in KERNEL_ENV}
    env.update(family, OMP_NUM_THREADS="1", HF_HUB_OFFLINE="1", TRL_EXPERIMENTAL_SILENCE="1", PYTHONPATH=str(ROOT))
    return env


def record_under(env: dict[str, str], out: Path) -> float:
    """Record every golden run in a child process with ``env`` set (one thread); returns its seconds."""
    start = time.perf_counter()
    subprocess.run([sys.executable, "-m", "tests.trainer.golden.record", "--out", str(out)], env=child_env(env),
                   cwd=ROOT, check=True, stderr=subprocess.DEVNULL)
    return time.perf_counter() - start


def deviations(recordings: dict[str, dict[str, Any]]) -> dict[str, Any]:
    """Over every pair of recordings: per metric kind, the largest absolute and relative deviation and where;
    per golden run and kind, the largest absolute deviation (what :func:`~tests.trainer.golden.compare.tolerance`
    reads); and every discrete outcome that differed."""
    kinds: dict[str, dict[str, Any]] = {}
    per_run: dict[str, dict[str, float]] = {}
    discrete: list[str] = []
    for (name_a, a), (name_b, b) in itertools.combinations(recordings.items(), 2):
        for key in sorted(b["runs"]):
            for diff in differences(a["runs"].get(key), b["runs"][key], key):
                if not diff.numeric:
                    discrete.append(f"{name_a} vs {name_b}: {diff.describe()}")
                    continue
                run = per_run.setdefault(key, {})
                run[diff.kind] = max(run.get(diff.kind, 0.0), diff.absolute)
                entry = kinds.setdefault(diff.kind, {"max_abs": 0.0, "max_rel": 0.0, "leaves": 0})
                entry["leaves"] += 1
                scale = max(abs(diff.found), abs(diff.recorded))
                if diff.absolute > entry["max_abs"]:
                    entry.update(max_abs=diff.absolute, max_abs_at=f"{diff.where} ({name_a} vs {name_b})",
                                 max_abs_magnitude=scale)
                relative = diff.absolute / scale
                if relative > entry["max_rel"]:
                    entry.update(max_rel=relative, max_rel_at=f"{diff.where} ({name_a} vs {name_b})",
                                 max_rel_magnitude=scale)
    return {"kinds": dict(sorted(kinds.items())),
            "runs": {key: dict(sorted(run.items())) for key, run in sorted(per_run.items())},
            "discrete": discrete[:50], "discrete_count": len(discrete)}


def against(reference: dict[str, Any], recordings: dict[str, dict[str, Any]]) -> dict[str, Any]:
    """Per recording: how many leaves differ from ``reference`` and the largest absolute deviation per kind."""
    summary = {}
    for name, rec in recordings.items():
        diffs = list(differences(rec["runs"], reference["runs"]))
        largest: dict[str, float] = {}
        for diff in diffs:
            if diff.numeric:
                largest[diff.kind] = max(largest.get(diff.kind, 0.0), diff.absolute)
        summary[name] = {"leaves_differing": len(diffs),
                         "max_abs": dict(sorted(largest.items(), key=lambda item: -item[1]))}
    return summary


def identical_groups(recordings: dict[str, dict[str, Any]]) -> list[list[str]]:
    """Families whose recordings are equal to the bit, grouped."""
    groups: list[list[str]] = []
    for name, rec in recordings.items():
        for group in groups:
            if not any(True for _ in differences(rec["runs"], recordings[group[0]]["runs"])):
                group.append(name)
                break
        else:
            groups.append([name])
    return groups


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--keep", type=Path, help="record into this folder and keep the recordings")
    parser.add_argument("--from", dest="source", type=Path, help="compare the recordings in this folder only")
    parser.add_argument("--also", type=Path, nargs="*", default=[], metavar="JSON",
                        help="recordings made elsewhere (e.g. on another CPU) to compare as well")
    parser.add_argument("--out", type=Path, default=DRIFT_FILE)
    options = parser.parse_args(argv)
    from agentgym_capo.machine import machine_info

    folder = options.source or options.keep or Path(tempfile.mkdtemp(prefix="golden-drift-"))
    folder.mkdir(parents=True, exist_ok=True)
    seconds: dict[str, float] = {}
    if options.source is None:
        grid = families(cpu_flags())
        for index, env in enumerate(grid, 1):
            out = folder / f"family-{index:02d}.json"
            seconds[label(env)] = round(record_under(env, out), 1)
            out.with_suffix(".env").write_text(json.dumps(env))
            print(f"[{index}/{len(grid)}] {label(env)}: {seconds[label(env)]} s", file=sys.stderr)
    recordings = {label(json.loads(path.with_suffix(".env").read_text())): json.loads(path.read_text())
                  for path in sorted(folder.glob("family-*.json"))}
    committed = json.loads(GOLDEN_FILE.read_text())
    for path in [GOLDEN_FILE, *options.also]:
        rec = json.loads(path.read_text())
        recordings[f"{path.name}: {describe_machine(rec['machine'])}"] = rec
    result = {
        "machine": machine_info(),
        "command": "python -m tests.trainer.golden.drift " + " ".join(argv if argv is not None else sys.argv[1:]),
        "families": {name: {"fingerprint": rec["machine"], "seconds": seconds.get(name)}
                     for name, rec in recordings.items()},
        "identical_groups": identical_groups(recordings),
        "against_golden_runs": against(committed, recordings),
        **deviations(recordings),
    }
    options.out.write_text(json.dumps(result, indent=1) + "\n")
    print(f"wrote {options.out}", file=sys.stderr)


if __name__ == "__main__":
    main()
