"""The golden comparison: exact on the recording machine's kind, within the measured drift elsewhere, loud and
helpful when a number moves, tight enough that a real change (a clip range) fails it; its tolerances follow
what ``drift.json`` measured; other kernel families this CPU offers pass in child processes."""

from __future__ import annotations

import copy
import json
import re
import subprocess
import sys

import pytest

from tests.trainer.golden.compare import (
    DRIFT_FILE,
    MARGIN,
    RERECORD,
    SHARE_OF_INDICATORS,
    UNMEASURED,
    check_run,
    round_up,
    tolerance,
)
from tests.trainer.golden.drift import ROOT, child_env, cpu_flags, other_families
from tests.trainer.golden.record import GOLDEN_FILE, fingerprint, golden_key, one_thread, run_summary, smoke_settings
from tests.trainer.helpers import chain_factory, tiny_config

GOLDEN = json.loads(GOLDEN_FILE.read_text())
DRIFT = json.loads(DRIFT_FILE.read_text())
KEY = "capo/generate"


def _other_machine(machine: dict) -> dict:
    """The recording machine's fingerprint with another kernel family in force (so the compare is not exact)."""
    other = copy.deepcopy(machine)
    other["env"]["MKL_ENABLE_INSTRUCTIONS"] = "AVX2"
    return other


def _nudged(run: dict, path: tuple, by: float) -> dict:
    """A copy of ``run`` with the float at ``path`` (keys and indexes) moved by ``by``."""
    moved = copy.deepcopy(run)
    node = moved
    for step in path[:-1]:
        node = node[step]
    node[path[-1]] += by
    return moved


def test_the_tolerances_follow_the_measured_drift():
    assert [round_up(x) for x in (0.0, 1e-7, 1.01e-7, 1.9e-6, 2.0e-6, 2.1e-6, 4.99e-5, 6e-5)] == pytest.approx(
        [0.0, 1e-7, 2e-7, 2e-6, 2e-6, 5e-6, 5e-5, 1e-4])
    assert sorted(DRIFT["runs"]) == sorted(GOLDEN["runs"]), "drift.json measured other golden runs"
    for key, kinds in DRIFT["runs"].items():
        for kind, measured in kinds.items():
            allowed = tolerance(key, kind)
            if "frac" in kind:
                assert allowed == SHARE_OF_INDICATORS >= measured, (key, kind)
            else:
                assert MARGIN * measured <= allowed <= 2.5 * MARGIN * measured, (key, kind, allowed, measured)
    assert tolerance(KEY, "reward") == UNMEASURED  # a kind that never moved
    assert DRIFT["discrete_count"] == 0, "a discrete outcome flipped between kernel families: see compare.py"
    assert len(DRIFT["identical_groups"]) >= 2, "the measurement compared a single kernel family"


def test_the_recording_machine_compares_to_the_bit():
    run = GOLDEN["runs"][KEY]
    assert check_run(run, run, KEY, GOLDEN["machine"], GOLDEN["machine"]) == []
    smallest = _nudged(run, ("actions", 5, "advantage"), 1e-12)
    with pytest.raises(AssertionError, match=r"compared exactly \(this machine is the recording"):
        check_run(smallest, run, KEY, GOLDEN["machine"], GOLDEN["machine"])


def test_another_kernel_family_passes_within_the_drift_and_fails_beyond_it():
    run, other = GOLDEN["runs"][KEY], _other_machine(GOLDEN["machine"])
    within = _nudged(run, ("actions", 5, "advantage"), 0.9 * tolerance(KEY, "advantage"))
    assert [diff.kind for diff in check_run(within, run, KEY, other, GOLDEN["machine"])] == ["advantage"]
    beyond = _nudged(run, ("actions", 5, "advantage"), 1.1 * tolerance(KEY, "advantage"))
    with pytest.raises(AssertionError) as failure:
        check_run(beyond, run, KEY, other, GOLDEN["machine"])
    message = str(failure.value)
    recorded = run["actions"][5]["advantage"]
    assert f"first: {KEY}.actions[5].advantage: found {beyond['actions'][5]['advantage']!r}, recorded {recorded!r}" \
        in message
    assert re.search(r"absolute difference [0-9.e-]+, relative [0-9.e-]+", message)
    assert "recording machine: GenuineIntel" in message or "recording machine: AuthenticAMD" in message
    assert "MKL_ENABLE_INSTRUCTIONS=AVX2" in message.split("this machine:")[1]
    assert "fingerprint changes: env.MKL_ENABLE_INSTRUCTIONS: None -> 'AVX2'" in message
    assert RERECORD in message and "meant to move these numbers" in message


def test_discrete_outcomes_nan_and_unmeasured_kinds_stay_strict_across_kernels():
    run, other = GOLDEN["runs"][KEY], _other_machine(GOLDEN["machine"])
    flipped = copy.deepcopy(run)
    flipped["actions"][0]["action"] += "!"
    with pytest.raises(AssertionError, match=r"compared exactly \(a discrete outcome\)"):
        check_run(flipped, run, KEY, other, GOLDEN["machine"])
    broken = copy.deepcopy(run)
    broken["actions"][5]["advantage"] = float("nan")
    with pytest.raises(AssertionError, match="advantage: found nan"):
        check_run(broken, run, KEY, other, GOLDEN["machine"])
    reward = _nudged(run, ("actions", 0, "reward"), 2 * UNMEASURED)
    with pytest.raises(AssertionError, match=r"actions\[0\]\.reward"):
        check_run(reward, run, KEY, other, GOLDEN["machine"])


def test_a_real_change_moves_the_golden_run_beyond_the_drift(tmp_path, tiny_model_path, tiny_tokenizer):
    """CAPO's clip range from 1e-3 to 2e-3: a change the drift tolerance must not hide."""
    from agentgym_capo.trainer.capo_trainer import CAPOTrainer

    args = tiny_config(tmp_path, algo="capo", action_mode="generate", epsilon=2e-3, **smoke_settings())
    with one_thread():
        trainer = CAPOTrainer(model=tiny_model_path, args=args, env=chain_factory(), processing_class=tiny_tokenizer)
        trainer.train()
        machine = fingerprint()
    summary = json.loads(json.dumps(run_summary(trainer, tmp_path / "run")))
    key = golden_key("capo", "generate")
    with pytest.raises(AssertionError, match=r"golden run capo/generate: \d+ value\(s\) differ") as failure:
        check_run(summary, GOLDEN["runs"][key], key, _other_machine(machine), GOLDEN["machine"])
    assert "actor/pg_loss" in str(failure.value)


@pytest.mark.slow
def test_golden_runs_under_other_kernel_families():
    """Two golden runs (a critic method in generate mode, a group method in choose mode) in child processes under
    other kernel families this CPU offers: each passes, and the families really move the floats."""
    families = other_families(cpu_flags())
    assert families, "this CPU offers no other kernel family"
    moved = 0
    for family in families:
        done = subprocess.run([sys.executable, "-m", "tests.trainer.golden.compare", "capo/generate", "grpo/choose"],
                              env=child_env(family), cwd=ROOT, capture_output=True, text=True, timeout=300)
        assert done.returncode == 0, f"under {family}:\n{done.stderr[-3000:]}"
        moved += int(re.search(r"(\d+) value\(s\) moved", done.stdout).group(1))
    assert moved > 0, f"none of {families} moved a float: they are not other kernel families here"
