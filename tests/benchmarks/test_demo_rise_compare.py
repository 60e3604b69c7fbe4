"""benchmarks/demo_rise_compare.py matches demo runs by seed and counts the seeds that meet the rise target."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from benchmarks import demo_rise_compare


def _runs(path: Path, seeds_before_after: list[tuple[int, float, float]]) -> Path:
    runs = [{"seed": seed, "success_before": before, "success_after": after} for seed, before, after in
            seeds_before_after]
    path.write_text(json.dumps({"runs": runs}))
    return path


def test_rises_pair_by_seed_over_the_seeds_every_setting_ran(tmp_path):
    a = [_runs(tmp_path / "a1.json", [(0, 0.5, 0.75), (1, 0.4, 0.8)]), _runs(tmp_path / "a2.json", [(2, 0.3, 0.9)])]
    b = [_runs(tmp_path / "b.json", [(1, 0.4, 0.6), (0, 0.5, 0.9), (7, 0.2, 0.2)])]
    result = demo_rise_compare.main(["--setting", "A=" + ",".join(map(str, a)), "--setting", f"B={b[0]}",
                                     "--output", str(tmp_path / "out.json")])
    assert result["seeds"] == [0, 1]  # seed 2 ran only under A, seed 7 only under B
    assert result["settings"]["A"]["mean_rise"] == pytest.approx((0.25 + 0.4) / 2)
    assert result["settings"]["A"]["seeds_meeting_target"] == 1 and result["settings"]["B"]["seeds_meeting_target"] == 1
    assert (tmp_path / "out.png").stat().st_size > 0


def test_runs_that_start_from_different_evaluations_are_refused(tmp_path):
    a = _runs(tmp_path / "a.json", [(0, 0.5, 0.9)])
    b = _runs(tmp_path / "b.json", [(0, 0.6, 0.9)])
    with pytest.raises(SystemExit, match="different evaluations"):
        demo_rise_compare.main(["--setting", f"A={a}", "--setting", f"B={b}", "--output", str(tmp_path / "o.json")])
