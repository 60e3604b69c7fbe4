"""benchmarks/demo_iteration_ab.py pairs two versions' iterations phase by phase from ``metrics.jsonl``."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from benchmarks import demo_iteration_ab


def _run(folder: Path, rollouts: list[float]) -> Path:
    folder.mkdir()
    rows = [{"time/rollout": r, "time/prepare": 1.0, "time/update": 2.0, "time/iteration": r + 3.0,
             "rollout/success_rate": 0.5} for r in rollouts]
    rows.append({"train_runtime": 9.0})  # the Trainer's summary row is not an iteration
    (folder / "metrics.jsonl").write_text("\n".join(json.dumps(row) for row in rows) + "\n")
    return folder


def test_iterations_pair_by_index_and_the_median_ratio_is_per_phase(tmp_path):
    a = [demo_iteration_ab.iterations(_run(tmp_path / "a", [8.0, 9.0, 10.0]))]
    b = [demo_iteration_ab.iterations(_run(tmp_path / "b", [10.0, 10.0, 10.0]))]
    assert len(a[0]) == 3 and a[0][0]["rollout/success_rate"] == 0.5
    ratios = demo_iteration_ab.paired_ratios(a, b)
    assert ratios["time/rollout"] == pytest.approx(0.9) and ratios["time/prepare"] == 1.0
    assert ratios["time/iteration"] == pytest.approx(12.0 / 13.0)
    with pytest.raises(ValueError, match="pair the runs"):
        demo_iteration_ab.paired_ratios(a, b + b)


def test_a_throughput_json_is_one_iteration_without_a_rollout(tmp_path):
    def throughput(name: str, prepare: float, update: float) -> Path:
        phase = {"padding_share": 0.1, "peak_memory_gb": 2.0}
        layout = {"median": {"prepare": {**phase, "seconds": prepare}, "update": {**phase, "seconds": update}},
                  "s_per_iteration": prepare + update}
        path = tmp_path / f"{name}.json"
        path.write_text(json.dumps({"shapes": {"webshop": {"layouts": {"packed": layout}}}}))
        return path

    a = [demo_iteration_ab.iterations(throughput("a", 1.0, 3.0))]
    b = [demo_iteration_ab.iterations(throughput("b", 2.0, 6.0))]
    assert a[0] == [{"time/prepare": 1.0, "time/update": 3.0, "time/iteration": 4.0, "padding/prepare": 0.1,
                     "padding/update": 0.1, "peak_memory_gb": 2.0}]
    assert demo_iteration_ab.paired_ratios(a, b) == {"time/prepare": 0.5, "time/update": 0.5, "time/iteration": 0.5}


def test_only_the_timer_figure_rows_are_kept():
    text = ("timer 3 | 2026-11-29, 2c/24GiB | some CPU | quote the median\nA = run A\n"
            "                     min      median         max   n: A 3, B 3; whole process\n"
            "A wall s          43.168      44.936      46.360\n"
            "A/B wall          0.8936      1.0236      1.0461\n\n3 4 5\n")
    assert demo_iteration_ab.whole_process_figures(text) == {"A wall s": [43.168, 44.936, 46.36],
                                                            "A/B wall": [0.8936, 1.0236, 1.0461]}
