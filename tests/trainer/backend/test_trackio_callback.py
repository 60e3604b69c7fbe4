"""A run that reports to trackio: every iteration's integrity and throughput keys and the episode table arrive.

The run (``trackio_entry.py``, three iterations of the tiny model, ``log_episodes_every=2``) writes into a trackio
folder under ``tmp_path`` (``TRACKIO_DIR``); what it logged is read back by trackio's own command line in fresh
processes (``trackio list runs``, ``trackio get snapshot``, ``trackio get metric``, all ``--json``) and compared
with the run's ``metrics.jsonl`` and ``actions.jsonl``.
"""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest
from transformers.integrations.integration_utils import TrackioCallback
from transformers.trainer_callback import CallbackHandler, DefaultFlowCallback

from agentgym_capo.trainer.backend.trackio_callback import (
    CREDIT_COLUMNS,
    CAPOTrackioCallback,
    credit_rows,
    event_alert,
    use_capo_trackio,
)
from tests.trainer.helpers import subprocess_env

ENTRY = Path(__file__).with_name("trackio_entry.py")
PROJECT, RUN = "capo-test", "credit"
#: Keys every iteration's line carries on CPU (``*_mfu`` needs a known device peak)
INTEGRITY = ("step_limit_frac", "prompt_too_long_frac", "env_error_frac", "cut_action_frac", "unparsed_action_frac",
             "prompt_tokens_p50", "prompt_tokens_p99")
THROUGHPUT = ("iteration_tokens_per_s", "rollout_tokens_per_s", "rollout_ms_per_step", "decode_slot_use",
              "prepare_tokens_per_s", "update_tokens_per_s", "prepare_padding", "update_padding")


def _trackio(env: dict[str, str], *argv: str) -> dict:
    """trackio's command line with ``--json``, in a process of its own."""
    done = subprocess.run([sys.executable, "-c", "import sys; from trackio.cli import main; sys.exit(main())",
                           *argv, "--json"], env=env, capture_output=True, text=True, timeout=120, check=False)
    assert done.returncode == 0, done.stderr
    return json.loads(done.stdout)


@pytest.fixture(scope="module")
def logged(tmp_path_factory, tiny_model_path):
    """The run's folder and what trackio holds of it: scalars by iteration, the table's (iteration, rows)."""
    root = tmp_path_factory.mktemp("trackio_run")
    env = dict(subprocess_env(), TRACKIO_DIR=str(root / "trackio"))
    done = subprocess.run([sys.executable, str(ENTRY), tiny_model_path, str(root), PROJECT, RUN], env=env,
                          capture_output=True, text=True, timeout=600, check=False)
    assert done.returncode == 0, done.stdout[-3000:] + done.stderr[-3000:]
    assert _trackio(env, "list", "runs", "--project", PROJECT)["runs"] == [RUN]
    # every step's scalars at once (steps 0..3: three iteration lines and the summary at the end of train())
    snapshot = _trackio(env, "get", "snapshot", "--project", PROJECT, "--run", RUN, "--around", "5", "--window", "5")
    at_step: dict[int, dict[str, float]] = {}
    for key, points in snapshot["metrics"].items():
        for point in points:
            at_step.setdefault(point["step"], {})[key] = point["value"]
    # an iteration's line, by its train/global_step (not the summary at the end of train(), which has no loss)
    by_iteration = {int(scalars["train/global_step"]): scalars for scalars in at_step.values()
                    if "train/loss" in scalars}
    tables = _trackio(env, "get", "metric", "--project", PROJECT, "--run", RUN, "--metric", "train/credit/episodes")
    table = [(int(at_step[point["step"]]["train/global_step"]), point["value"]) for point in tables["values"]]
    alerts = _trackio(env, "list", "alerts", "--project", PROJECT, "--run", RUN)
    return root / "run", by_iteration, table, alerts


def _jsonl(path: Path) -> list[dict]:
    return [json.loads(line) for line in path.read_text().splitlines()]


def test_every_iteration_line_reaches_trackio_with_integrity_and_throughput(logged):
    run_dir, by_iteration, _, _ = logged
    lines = {row["step"]: row for row in _jsonl(run_dir / "metrics.jsonl") if "loss" in row}
    assert sorted(by_iteration) == sorted(lines) == [1, 2, 3]
    for iteration, row in lines.items():
        shown = by_iteration[iteration]
        expected = [f"integrity/{key}" for key in INTEGRITY] + [f"throughput/{key}" for key in THROUGHPUT]
        assert set(expected) <= set(row)
        keys = [key for key in row if key.startswith(("integrity/", "throughput/"))]
        for key in keys:  # transformers writes each key under its train/ prefix, with the logged value
            assert shown[f"train/{key}"] == pytest.approx(row[key], rel=1e-12), key
    assert any(by_iteration[i]["train/integrity/unparsed_action_frac"] > 0 for i in by_iteration)


def test_the_episode_table_of_every_second_iteration_holds_its_recorded_actions(logged):
    run_dir, _, table, _ = logged
    assert [iteration for iteration, _ in table] == [2]  # iterations 1 and 3 are not due with every=2
    payload = table[0][1]
    assert payload["_type"] == "trackio.table"
    records = [r for r in _jsonl(run_dir / "actions.jsonl") if r["iteration"] == 1]  # 0-based in actions.jsonl
    assert len({r["traj_id"] for r in records}) == 2  # record_episodes
    expected = [dict(zip(CREDIT_COLUMNS, row, strict=True)) for row in credit_rows(records)]
    assert payload["_value"] == expected
    assert all(isinstance(row[key], float) for row in payload["_value"] for key in ("value", "advantage", "ratio"))
    assert any(row["advantage"] != 0 for row in payload["_value"])
    assert {type(row["clipped"]) for row in payload["_value"]} == {bool}


def test_every_event_row_is_a_trackio_alert(logged):
    run_dir, _, _, alerts = logged
    events = [row for row in _jsonl(run_dir / "metrics.jsonl") if "event" in row]
    assert [row["event"] for row in events] == ["limit_warning"] * 3  # the entry's cut-action limit, every iteration
    shown = sorted(alerts["alerts"], key=lambda alert: alert["timestamp"])
    assert [(a["level"], a["title"], a["text"]) for a in shown] == [
        ("warn", f"max_cut_action_frac tripped at iteration {row['step']}", row["message"]) for row in events]


def test_event_alerts_name_the_limit_or_the_loss():
    stop = event_alert({"step": 4, "event": "limit_stop", "limit": "max_env_error_frac", "message": "m"})
    assert stop == ("error", "max_env_error_frac stopped at iteration 4", "m")
    lost = event_alert({"step": 2, "event": "rollout_lost", "attempt": 1, "episodes": 16, "kept": 4,
                        "env_errors": 12, "cause": "ConnectionError"})
    assert lost == ("warn", "rollout of iteration 2 lost to env errors (attempt 1)",
                    "12 of 16 episodes lost, 12 env errors: ConnectionError")


def test_the_stock_trackio_callback_is_replaced_only_when_transformers_added_it():
    without = CallbackHandler([DefaultFlowCallback()], None, None, None, None)
    assert use_capo_trackio(without, every=5) is None
    assert [type(c) for c in without.callbacks] == [DefaultFlowCallback]

    stock = CallbackHandler([DefaultFlowCallback(), TrackioCallback()], None, None, None, None)
    tables = use_capo_trackio(stock, every=5)
    assert isinstance(tables, CAPOTrackioCallback) and tables.every == 5
    assert [type(c) for c in stock.callbacks] == [DefaultFlowCallback, CAPOTrackioCallback]


def test_only_due_iterations_are_kept_and_actions_are_shortened():
    tables = CAPOTrackioCallback(every=3)
    record = {column: None for column in CREDIT_COLUMNS} | {"action": "x" * 5000, "advantage": 0.5, "prompt": "p"}
    tables.offer(2, [record])
    assert tables._due == []
    tables.offer(3, [record])
    (row,) = tables._due
    assert len(row) == len(CREDIT_COLUMNS) and len(row[CREDIT_COLUMNS.index("action")]) == 1000
    assert row[CREDIT_COLUMNS.index("advantage")] == 0.5
    off = CAPOTrackioCallback(every=0)
    off.offer(3, [record])
    assert off._due == []
