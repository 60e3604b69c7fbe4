"""The machine a number came from: the CPU's kernel-selecting facts, and whether it computes bf16 natively.

Every benchmark JSON (``benchmarks/harness.py``), ``demo_summary.json`` and the golden runs' fingerprint record
:func:`machine_info`; the trainer's CPU precision decision (:mod:`agentgym_capo.trainer.model.precision`) asks
:func:`native_bf16`. This module sits below every room of the package: it imports torch (inside its functions,
so importing it stays light) and nothing of ``agentgym_capo``.

:func:`cuda_ruled_out` answers "is there surely no GPU?" without torch, so ``capo train`` can refuse a GPU setting
on a CPU-only machine in under a second; only where it cannot rule a device out does the caller ask
``torch.cuda.is_available()``. It errs towards "may have one": a device node it does not know means torch decides.

``CAPO_CPU_BF16=0`` (or ``1``) in the environment overrides the bf16 capability check: with
``ATEN_CPU_CAPABILITY=avx2 ONEDNN_MAX_CPU_ISA=AVX2`` it makes an AVX-512 machine behave like an AVX2-only one
(tests and ``benchmarks/demo_cpu.py`` use this), since torch's flag check still reads the real CPU.
"""

from __future__ import annotations

import contextlib
import os
import sys
from pathlib import Path
from typing import Any

__all__ = ["ENV_FLAG", "KERNEL_ENV", "KERNEL_FLAGS", "cuda_ruled_out", "machine_info", "native_bf16"]

#: The environment variable that overrides :func:`native_bf16` (``0``/``1``)
ENV_FLAG = "CAPO_CPU_BF16"
#: CPU flags that pick a kernel family in torch, MKL or oneDNN (recorded by :func:`machine_info`)
KERNEL_FLAGS = ("avx2", "avx512f", "avx512_bf16", "avx512_fp16", "amx_bf16", "amx_tile", "avx_vnni")
#: Environment variables that restrict those kernel families (and this project's bf16 override)
KERNEL_ENV = (ENV_FLAG, "ATEN_CPU_CAPABILITY", "ONEDNN_MAX_CPU_ISA", "MKL_ENABLE_INSTRUCTIONS")


def native_bf16() -> bool:
    """Whether this CPU has native bfloat16 matrix instructions (avx512_bf16 or AMX).

    ``CAPO_CPU_BF16=0``/``1`` in the environment overrides the flag check (see the module docstring).
    """
    forced = os.environ.get(ENV_FLAG, "").strip().lower()
    if forced in ("0", "false", "no"):
        return False
    if forced in ("1", "true", "yes"):
        return True
    import torch

    checks = ("_is_avx512_bf16_supported", "_is_amx_tile_supported")
    return any(bool(getattr(torch.cpu, name, lambda: False)()) for name in checks)


#: Device nodes through which torch reaches a GPU on Linux: NVIDIA's driver, ROCm's (HIP answers
#: torch.cuda.is_available()), and WSL2's GPU paravirtualisation.
_GPU_DEVICE_NODES = ("/dev/nvidiactl", "/dev/nvidia0", "/dev/kfd", "/dev/dxg")


def cuda_ruled_out() -> str | None:
    """Why ``torch.cuda.is_available()`` is surely False here, found without importing torch; None when it may be True.

    Ruled out: ``CUDA_VISIBLE_DEVICES`` hides every device (empty or ``-1``); macOS (no CUDA build exists); a
    Linux machine with none of the device nodes a CUDA or ROCm driver creates. Elsewhere (Windows, a node this
    list lacks) the answer is None and the caller asks torch.
    """
    visible = os.environ.get("CUDA_VISIBLE_DEVICES")
    if visible is not None and visible.strip() in ("", "-1"):
        return f"CUDA_VISIBLE_DEVICES is {visible.strip()!r}"
    if sys.platform == "darwin":
        return "macOS has no CUDA"
    if sys.platform.startswith("linux") and not any(os.path.exists(node) for node in _GPU_DEVICE_NODES):
        return "no NVIDIA or ROCm GPU device is present"
    return None


def _cpuinfo() -> dict[str, str]:
    """The first processor's fields of ``/proc/cpuinfo`` (empty where there is none, e.g. not on Linux)."""
    fields: dict[str, str] = {}
    with contextlib.suppress(OSError):
        for line in Path("/proc/cpuinfo").read_text().splitlines():
            if not line.strip():
                break  # the first processor's block ends at its blank line
            key, _, value = line.partition(":")
            fields.setdefault(key.strip(), value.strip())
    return fields


def machine_info() -> dict[str, Any]:
    """The machine a number came from: CPU vendor, model and kernel flags, torch's dispatch level, cores, load.

    ``flags`` are the CPU's own (``/proc/cpuinfo``); ``torch_cpu_capability`` is what torch dispatches to
    (``ATEN_CPU_CAPABILITY`` lowers it), and ``native_bf16`` the decision input (``CAPO_CPU_BF16`` overrides it).
    The capability string alone does not pin the kernels: an AMD Zen 4 and an Intel Xeon with AMX both report
    ``AVX512`` while MKL and oneDNN take other paths on each, so the vendor, family/model and the flags of
    :data:`KERNEL_FLAGS` are recorded too.
    """
    import platform

    import torch

    cpu = _cpuinfo()
    flags = set(cpu.get("flags", "").split())
    return {
        "cpu_model": cpu.get("model name") or platform.processor() or platform.machine(),
        "cpu_vendor": cpu.get("vendor_id", ""),
        "cpu_family_model": f"{cpu.get('cpu family', '?')}/{cpu.get('model', '?')}",
        "cpus": os.cpu_count(), "torch_threads": torch.get_num_threads(),
        "flags": {name: name in flags for name in KERNEL_FLAGS},
        "torch_cpu_capability": torch.backends.cpu.get_cpu_capability(), "native_bf16": native_bf16(),
        "env": {key: os.environ.get(key) for key in KERNEL_ENV},
        "load_average": list(os.getloadavg()), "torch": torch.__version__,
    }
