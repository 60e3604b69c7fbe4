"""The one place that decides the dtype every CPU pass of training runs in.

A CPU runs bfloat16 autocast fast only when it has native bf16 matrix instructions (``avx512_bf16`` or
AMX); elsewhere (AVX2-only CPUs: most laptops and cloud VMs, AMD Zen 3) torch emulates bf16 and a
SmolLM2-135M forward is several times *slower* than fp32 (PLATFORM §6; ``benchmarks/trunk_variants.py``,
``benchmarks/results/trunk_variants.json``). So on a CPU:

* ``bf16`` left unset (``None``, the default of ``capo demo``, ``capo train`` on CPU and
  ``configs/chain_demo_cpu.yaml``): bf16 autocast if the CPU has native bf16, else fp32 — for every pass:
  rollout scoring, the frozen trunk, old/reference log-probs, critic values, the update and evaluation.
* ``bf16=True`` set explicitly: honoured on any CPU; without native bf16 one warning says what it costs.
* ``bf16=False``: fp32 everywhere.

On an accelerator the decision is the accelerator's (``accelerator.autocast()``, TRL's default bf16).

The capability check is :func:`agentgym_capo.machine.native_bf16`: it reads the CPU's flags through torch, and
``CAPO_CPU_BF16=0`` (or ``1``) in the environment overrides it: with ``ATEN_CPU_CAPABILITY=avx2
ONEDNN_MAX_CPU_ISA=AVX2`` it makes an AVX-512 machine behave like an AVX2-only one (tests and
``benchmarks/demo_cpu.py`` use this), since torch's flag check still reads the real CPU.

Every pass enters :meth:`PassPrecision.autocast` with its name; the context records the autocast dtype that
was actually active inside it (``PassPrecision.pass_dtypes``), so a run's summary and the tests can check
what each pass ran in rather than what was intended.
"""

from __future__ import annotations

import contextlib
import warnings
from collections.abc import Callable, Iterator
from dataclasses import dataclass, field
from typing import Any

import torch

from agentgym_capo.machine import native_bf16

__all__ = ["PASSES", "PassPrecision", "PrecisionPlan", "accelerator_precision", "decide_precision"]

PASSES = ("rollout", "trunk", "prepare", "update", "evaluation")


@dataclass(frozen=True)
class PrecisionPlan:
    """What the CPU passes run in.

    Attributes:
        bf16: Run under CPU bfloat16 autocast (else fp32).
        native: The CPU has native bf16.
        reason: One line saying why (printed by the demo, stored in summaries).
        warning: Set when the user forced bf16 on a CPU that emulates it.
    """

    bf16: bool
    native: bool
    reason: str
    warning: str | None = None

    @property
    def dtype_name(self) -> str:
        """``"bfloat16"`` or ``"float32"``."""
        return "bfloat16" if self.bf16 else "float32"


def decide_precision(requested: bool | None, native: bool | None = None) -> PrecisionPlan:
    """Decide the CPU precision of training and evaluation.

    Args:
        requested: The user's ``bf16`` setting; ``None`` means not set (decide by capability).
        native: Whether the CPU has native bf16; default: :func:`native_bf16`.

    Returns:
        The plan; ``warning`` is set when an explicit ``bf16=True`` will be emulated (slow).
    """
    native = native_bf16() if native is None else native
    if requested is None:
        if native:
            return PrecisionPlan(True, True, "bf16 autocast: this CPU has native bf16 (avx512_bf16/AMX)")
        return PrecisionPlan(False, False, "fp32: this CPU has no native bf16 (bf16 would be emulated, ~4.5x slower)")
    if not requested:
        return PrecisionPlan(False, native, "fp32: bf16=False was set")
    if native:
        return PrecisionPlan(True, True, "bf16 autocast: bf16=True was set and this CPU has native bf16")
    return PrecisionPlan(True, False, "bf16 autocast: bf16=True was set explicitly (emulated on this CPU)",
                         warning="bf16=True on a CPU without native bf16 (no avx512_bf16/AMX): torch emulates it, "
                                 "about 4.5x slower than fp32 here; leave bf16 unset to run in fp32.")


def accelerator_precision(device_type: str, mixed_precision: str) -> PrecisionPlan:
    """The plan off the CPU, where accelerate's autocast decides every pass.

    Args:
        device_type: The accelerator's device type (``"cuda"``, ...).
        mixed_precision: accelerate's ``mixed_precision`` (``"bf16"``, ``"fp16"`` or ``"no"``), which it takes
            from the config's ``bf16``/``fp16``.

    Returns:
        The plan: ``bf16`` when accelerate autocasts to bf16, ``native`` when the device computes bf16 natively
        (CUDA: ``torch.cuda.is_bf16_supported()``; other devices: as requested).
    """
    bf16 = mixed_precision == "bf16"
    native = torch.cuda.is_bf16_supported() if device_type == "cuda" and torch.cuda.is_available() else bf16
    return PrecisionPlan(bf16, native, f"{device_type}: accelerate's autocast (mixed precision {mixed_precision!r})")


@dataclass
class PassPrecision:
    """The autocast context of every named pass, and the dtype each one actually ran in.

    Attributes:
        plan: The decision: :func:`decide_precision` on the CPU, :func:`accelerator_precision` elsewhere.
        device_type: ``"cpu"``, ``"cuda"``, ...
        accelerator_autocast: Off the CPU, the accelerator's own autocast factory.
        pass_dtypes: ``{pass name: "bfloat16" | "float32"}``, filled as passes run.
    """

    plan: PrecisionPlan
    device_type: str = "cpu"
    accelerator_autocast: Callable[[], Any] | None = None
    pass_dtypes: dict[str, str] = field(default_factory=dict)

    @classmethod
    def for_cpu(cls, requested: bool | None = None) -> PassPrecision:
        """A CPU precision from the user's ``bf16`` setting (warning once if it will be emulated)."""
        plan = decide_precision(requested)
        if plan.warning:
            warnings.warn(plan.warning, stacklevel=2)
        return cls(plan)

    @contextlib.contextmanager
    def autocast(self, pass_name: str, enabled: bool | None = None) -> Iterator[None]:
        """Run ``pass_name`` in the decided precision and record the dtype that was active.

        Args:
            pass_name: One of :data:`PASSES` (others are accepted and recorded too).
            enabled: Force bf16 on (True) or off (False) for this pass on the CPU; None: the plan's.
        """
        if self.device_type != "cpu":
            context = self.accelerator_autocast() if self.accelerator_autocast else contextlib.nullcontext()
        else:
            bf16 = self.plan.bf16 if enabled is None else enabled
            context = torch.autocast("cpu", dtype=torch.bfloat16, enabled=bf16)
        with context:
            on = torch.is_autocast_enabled(self.device_type)
            dtype = torch.get_autocast_dtype(self.device_type) if on else torch.float32
            self.pass_dtypes[pass_name] = str(dtype).removeprefix("torch.")
            yield

    def metrics(self) -> dict[str, float]:
        """``{"precision/<pass>_bf16": 1.0 or 0.0}`` for the passes run so far (numeric, for Trainer logs)."""
        return {f"precision/{name}_bf16": float(dtype == "bfloat16") for name, dtype in self.pass_dtypes.items()}

    def describe_passes(self) -> str:
        """The recorded dtypes for a person: ``"bfloat16 (rollout, prepare, update), float32 (evaluation)"``, or
        ``"no pass yet"``; each dtype once, its passes in the order they first ran."""
        by_dtype: dict[str, list[str]] = {}
        for name, dtype in self.pass_dtypes.items():
            by_dtype.setdefault(dtype, []).append(name)
        return ", ".join(f"{dtype} ({', '.join(names)})" for dtype, names in by_dtype.items()) or "no pass yet"

    def summary(self) -> dict[str, Any]:
        """Plan and recorded dtypes, for metrics files and benchmark JSON."""
        return {"device_type": self.device_type, "bf16": self.plan.bf16, "native_bf16": self.plan.native,
                "reason": self.plan.reason, "pass_dtypes": dict(self.pass_dtypes)}
