"""benchmarks/suite_time.py reads what it reports from a real ``.ci/run`` log's lines."""

from __future__ import annotations

import pytest

from benchmarks import suite_time

LOG = """[install] done: run the tests with  .venv/bin/python -m pytest
============================= slowest 30 durations =============================
88.79s call     tests/trainer/test_memory_plan.py::test_plan_matches_measured_peak[smollm2_peaks-separate:1:0]
33.59s setup    tests/trainer/test_distributed_parity.py::test_ddp_two_processes_match_one
=========================== short test summary info ============================
SKIPPED [1] tests/trainer/test_gpu_check.py:89: needs CUDA
=========== 1144 passed, 6 skipped, 12 warnings in 501.97s (0:08:21) ===========
\tElapsed (wall clock) time (h:mm:ss or m:ss): 10:32.61
\tExit status: 0
"""


def test_a_log_gives_counts_seconds_and_the_slowest_tests():
    parsed = suite_time.parse_log(LOG)
    assert parsed["counts"] == {"passed": 1144, "skipped": 6} and parsed["pytest_s"] == 501.97
    assert parsed["wall_s"] == pytest.approx(632.61) and parsed["exit_status"] == 0
    parity = "tests/trainer/test_distributed_parity.py::test_ddp_two_processes_match_one"
    assert parsed["slowest"][1] == {"seconds": 33.59, "phase": "setup", "test": parity}


def test_a_failed_run_counts_its_failures_and_a_log_without_a_summary_is_refused():
    failed = suite_time.parse_log("== 2 failed, 1142 passed, 1 error in 700.00s (0:11:40) ==\n\tExit status: 1\n")
    assert failed["counts"] == {"failed": 2, "passed": 1142, "error": 1} and failed["exit_status"] == 1
    with pytest.raises(ValueError, match="no pytest summary"):
        suite_time.parse_log("[install] torch\n")
