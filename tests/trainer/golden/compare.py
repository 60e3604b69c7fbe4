"""How a golden run is compared with its recording: exactly on the recording machine's kind, within the
measured cross-kernel drift elsewhere.

Exact where exact is knowable. A run equals its recording to the bit when the trainer does the same
floating-point operations in the same order *on the same kernels*. The kernels are chosen by more than torch's
``cpu_capability`` string: an AMD Zen 4 and an Intel Xeon with AMX both report ``AVX512`` while MKL and oneDNN
take other paths on each. So the comparison is exact only when this machine's :func:`~tests.trainer.golden.record.
fingerprint` (CPU vendor, model and family/model number, the kernel-selecting flags, torch's version and
dispatch level, ``ATEN_CPU_CAPABILITY`` / ``ONEDNN_MAX_CPU_ISA`` / ``MKL_ENABLE_INSTRUCTIONS`` / ``CAPO_CPU_BF16``
in force, torch's threads) equals the recording's; everywhere else each float must lie within the absolute
tolerance of its kind in its run (:func:`tolerance`) of its recording.

The tolerances are measured, not guessed (``python -m tests.trainer.golden.drift``, its last result in
``drift.json`` beside this file). On one machine that tool records the 16 golden runs under every kernel family
the machine offers (``ATEN_CPU_CAPABILITY`` x ``ONEDNN_MAX_CPU_ISA`` x ``MKL_ENABLE_INSTRUCTIONS``) and compares
each pair of recordings, keeping the largest absolute and relative deviation per kind.

Measured 2026-11-28 on a 2-core Intel Xeon (Emerald Rapids, family/model 6/207: avx512f, avx512_bf16, AMX),
torch 2.13.0+cpu, against the recording made there natively (``golden_runs.json``, 4,704 leaves), with the
AMD EPYC Zen 4 recording of commit f6c61b4 added; the largest absolute deviation of five kinds:

==============================================  ======  =======  =========  =============  ======  ===========
kernel family                                   leaves  loss     advantage  log_ratio_sum  ratio   actor/grad
                                                moved                                              _norm
==============================================  ======  =======  =========  =============  ======  ===========
``ONEDNN_MAX_CPU_ISA`` = AVX2 / AVX512_CORE /   0       0        0          0              0       0
AVX512_CORE_BF16 (fp32 runs: oneDNN unused)
``MKL_ENABLE_INSTRUCTIONS=AVX2``                517     2.6e-5   7.5e-7     2.6e-4         1.9e-4  3.7e-4
``ATEN_CPU_CAPABILITY=avx2``                    512     1.6e-6   6.0e-8     1.9e-5         1.4e-5  3.3e-5
``ATEN_CPU_CAPABILITY=avx2`` + MKL AVX2         531     2.6e-5   8.0e-7     2.7e-4         2.0e-4  3.7e-4
``ATEN_CPU_CAPABILITY=default`` (scalar)        539     3.3e-6   1.5e-7     3.3e-5         2.5e-5  5.3e-5
``ATEN_CPU_CAPABILITY=default`` + MKL AVX2      557     2.7e-5   8.3e-7     2.7e-4         2.1e-4  3.9e-4
AMD EPYC Zen 4, native (commit f6c61b4)         510     1.9e-5   5.7e-7     1.9e-4         1.4e-4  2.6e-4
==============================================  ======  =======  =========  =============  ======  ===========

Six of the 24 settings give distinct numbers (MKL's BLAS and torch's own kernels matter; oneDNN does not, in
fp32). No discrete outcome moved in any pair (every sampled action, token count, clip flag and episode ending
equal). The tolerance is absolute, per golden run and metric kind (``drift.json``'s ``runs``), not relative and
not one per kind: the runs are the same runs everywhere, each leaf has the same magnitude on every machine, and
values near zero (a log-ratio sum of 5e-7, a loss of 8e-8) move by as much as their neighbours, which a relative
rule would refuse; and the runs drift very differently (a loss moved by at most 4.8e-7 in ``capo/generate`` but
2.7e-5 in ``reinforce_pp/choose``), so one tolerance per kind would hide real changes in the quiet runs (CAPO's
clip range from 1e-3 to 2e-3 moves ``capo/generate``'s loss by 4.8e-5). Each tolerance is :data:`MARGIN` (4)
times the largest deviation of its run and kind over every pair of recordings, rounded up to 1, 2 or 5 in its
decade: a real AVX2-only CPU or another vendor's MKL path may drift further than the families one machine can
emulate. Float kinds that never moved get :data:`UNMEASURED`, about one fp32 rounding at 1.

Discrete outcomes are compared exactly everywhere (sampled actions, token counts, clip flags, episode endings).
Shares of discrete indicators (``...frac...``) are the exception: a share of 4 or 6 decisions moved by 1/6 to
1/4 between families (``critic/vf_clipfrac``: one value clip flipped by rounding), so they are allowed one flipped
decision in the smallest mini-batch (:data:`SHARE_OF_INDICATORS`, 1/3).
"""

from __future__ import annotations

import functools
import json
import math
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path
from typing import Any

RERECORD = "python -m tests.trainer.golden.record"


@dataclass(frozen=True)
class Difference:
    """One leaf where a run differs from its recording.

    Attributes:
        where: The leaf's path, e.g. ``capo/generate.actions[5].advantage``.
        found: This run's value.
        recorded: The recording's value.
    """

    where: str
    found: Any
    recorded: Any

    @property
    def kind(self) -> str:
        """The metric kind: the leaf's own key (``advantage``, ``actor/entropy``, ...)."""
        return self.where.rsplit(".", 1)[-1].split("[", 1)[0]

    @property
    def numeric(self) -> bool:
        """Both sides are floats (ints and bools are counts and flags, compared exactly)."""
        return isinstance(self.found, float) and isinstance(self.recorded, float)

    @property
    def absolute(self) -> float:
        return abs(self.found - self.recorded) if self.numeric else math.inf

    @property
    def relative(self) -> float:
        if not self.numeric:
            return math.inf
        return self.absolute / abs(self.recorded) if self.recorded else (0.0 if not self.found else math.inf)

    def describe(self) -> str:
        if self.numeric:
            return (f"{self.where}: found {self.found!r}, recorded {self.recorded!r} "
                    f"(absolute difference {self.absolute:.3g}, relative {self.relative:.3g})")
        return f"{self.where}: found {self.found!r}, recorded {self.recorded!r}"


def differences(found: Any, recorded: Any, where: str = "") -> Iterator[Difference]:
    """Every leaf where ``found`` differs from ``recorded`` (a structural difference is one leaf of its own)."""
    if isinstance(recorded, dict):
        if not isinstance(found, dict) or sorted(found) != sorted(recorded):
            yield Difference(f"{where}.<keys>", sorted(found) if isinstance(found, dict) else found, sorted(recorded))
            return
        for key in sorted(recorded):
            yield from differences(found[key], recorded[key], f"{where}.{key}")
    elif isinstance(recorded, list):
        if not isinstance(found, list) or len(found) != len(recorded):
            yield Difference(f"{where}.<length>", len(found) if isinstance(found, list) else found, len(recorded))
            return
        for index, (a, b) in enumerate(zip(found, recorded, strict=True)):
            yield from differences(a, b, f"{where}[{index}]")
    elif isinstance(recorded, float) and isinstance(found, float) and math.isnan(recorded) and math.isnan(found):
        return
    elif found != recorded or type(found) is not type(recorded):
        yield Difference(where, found, recorded)


DRIFT_FILE = Path(__file__).with_name("drift.json")
#: Each tolerance is this many times the largest deviation measured between kernel families, rounded up
MARGIN = 4.0
#: A float kind that never moved between the measured kernel families: about one fp32 rounding at 1.
UNMEASURED = 1e-7
#: Shares of discrete indicators (``...frac...``): one decision flipped in the smallest mini-batch (3 rows).
SHARE_OF_INDICATORS = 1 / 3 + 1e-9


@functools.cache
def measured_drift() -> dict[str, dict[str, float]]:
    """Per golden run and metric kind, the largest absolute deviation measured between kernel families."""
    return json.loads(DRIFT_FILE.read_text())["runs"]


def round_up(value: float) -> float:
    """``value`` rounded up to 1, 2 or 5 in its decade (0 stays 0)."""
    if value <= 0:
        return 0.0
    decade = 10.0 ** math.floor(math.log10(value))
    return next(step * decade for step in (1, 2, 5, 10) if value <= step * decade * (1 + 1e-9))


def tolerance(key: str, kind: str) -> float:
    """The absolute tolerance of a float of ``kind`` in golden run ``key`` away from the recording's machine kind:
    :data:`MARGIN` times its measured drift, rounded up (module docstring)."""
    if "frac" in kind:
        return SHARE_OF_INDICATORS
    measured = measured_drift().get(key, {}).get(kind)
    return round_up(MARGIN * measured) if measured else UNMEASURED


def describe_machine(machine: dict[str, Any]) -> str:
    """One line of a fingerprint: ``GenuineIntel Intel(R) Xeon(R) ... (6/207), torch 2.13.0+cpu AVX512, ...``."""
    if "cpu_vendor" not in machine:  # a recording from before fingerprints: torch's version and capability only
        return f"torch {machine.get('torch')} {machine.get('cpu_capability')} (no CPU recorded)"
    flags = ",".join(name for name, present in sorted(machine["flags"].items()) if present)
    env = " ".join(f"{key}={value}" for key, value in sorted(machine["env"].items()) if value is not None)
    return (f"{machine['cpu_vendor']} {machine['cpu_model']} ({machine['cpu_family_model']}), flags {flags}, "
            f"torch {machine['torch']} {machine['torch_cpu_capability']}, {machine['torch_threads']} thread(s)"
            + (f", {env}" if env else ""))


def _fingerprint_changes(this: dict[str, Any], recorded: dict[str, Any], where: str = "") -> list[str]:
    if isinstance(recorded, dict) and isinstance(this, dict):
        return [change for key in sorted(set(this) | set(recorded))
                for change in _fingerprint_changes(this.get(key), recorded.get(key), f"{where}{key}.")]
    return [] if this == recorded else [f"{where[:-1]}: {recorded!r} -> {this!r}"]


def check_run(found: dict[str, Any], recorded: dict[str, Any], key: str, this_machine: dict[str, Any],
              recording_machine: dict[str, Any]) -> list[Difference]:
    """Compare one golden run with its recording (module docstring); raise AssertionError saying what to do.

    Exact when ``this_machine`` equals ``recording_machine``; otherwise floats within :func:`tolerance` of
    their kind and everything else exact. Returns the differences found within the tolerance.
    """
    exact = this_machine == recording_machine
    found_differences = list(differences(found, recorded, key))
    beyond = [diff for diff in found_differences
              if exact or not diff.numeric or not diff.absolute <= tolerance(key, diff.kind)]  # NaN: beyond
    if not beyond:
        return found_differences
    first = beyond[0]
    rule = ("exactly (this machine is the recording machine's kind)" if exact else
            f"within the measured cross-kernel drift (this kind's tolerance: {tolerance(key, first.kind):.3g} "
            "absolute)" if first.numeric else "exactly (a discrete outcome)")
    changed = _fingerprint_changes(this_machine, recording_machine)
    raise AssertionError(
        f"golden run {key}: {len(beyond)} value(s) differ from the recording, compared {rule}.\n"
        f"  first: {first.describe()}\n"
        + "".join(f"  then:  {diff.describe()}\n" for diff in beyond[1:4])
        + f"  recording machine: {describe_machine(recording_machine)}\n"
        f"  this machine:      {describe_machine(this_machine)}\n"
        + (f"  fingerprint changes: {'; '.join(changed)}\n" if changed else "")
        + f"If the change is meant to move these numbers (a new default, a fixed bug in the math, a new metric), "
        f"record anew with `{RERECORD}` and say so in the commit; a refactor must not move them beyond "
        f"the drift: find what moved from the first difference above. Re-recording only because this machine "
        f"differs is not needed: tests/trainer/golden/compare.py compares other machines within the drift "
        f"measured by `python -m tests.trainer.golden.drift`.")


def main(argv: list[str] | None = None) -> None:
    """Record the named golden runs here and check them against the fixture (exit 1 with the message)."""
    import argparse

    from tests.trainer.golden.record import GOLDEN_FILE, record

    parser = argparse.ArgumentParser(description="Run golden runs and compare them with golden_runs.json.")
    parser.add_argument("runs", nargs="+", metavar="ALGO/MODE")
    options = parser.parse_args(argv)
    golden = json.loads(GOLDEN_FILE.read_text())
    recorded = json.loads(json.dumps(record(options.runs)))  # as JSON stores it
    moved = []
    try:
        for key in options.runs:
            moved += check_run(recorded["runs"][key], golden["runs"][key], key, recorded["machine"],
                               golden["machine"])
    except AssertionError as error:
        raise SystemExit(str(error)) from None
    print(f"golden runs {' '.join(options.runs)} match on {describe_machine(recorded['machine'])}: "
          f"{len(moved)} value(s) moved from the recording, each within its kind's tolerance")


if __name__ == "__main__":
    main()
