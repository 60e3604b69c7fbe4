"""The CAPO trainer: ``from agentgym_capo.trainer import CAPOTrainer, CAPOConfig`` (also from ``agentgym_capo``).

* :class:`CAPOTrainer` (``capo_trainer.py``) — a TRL ``GRPOTrainer`` subclass that rolls out episodes of a
  text env and updates the policy with the paper's action-level credit assignment.
* :class:`CAPOConfig` (``config.py``) — its configuration (a ``GRPOConfig`` subclass).
* The pure algorithm layer lives in :mod:`agentgym_capo.trainer.core_algos`.

Names load on first use (module ``__getattr__``), so importing a submodule such as ``core_algos`` does not
import TRL's trainer.
"""

from __future__ import annotations

import importlib
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from agentgym_capo.trainer.capo_trainer import CAPOTrainer
    from agentgym_capo.trainer.config import CAPOConfig

_LAZY = {"CAPOTrainer": "agentgym_capo.trainer.capo_trainer", "CAPOConfig": "agentgym_capo.trainer.config"}

__all__ = ["CAPOConfig", "CAPOTrainer"]


def __getattr__(name: str) -> Any:
    """Load :class:`CAPOTrainer` and :class:`CAPOConfig` on first access."""
    if name in _LAZY:
        return getattr(importlib.import_module(_LAZY[name]), name)
    raise AttributeError(f"module 'agentgym_capo.trainer' has no attribute {name!r}")


def __dir__() -> list[str]:
    return sorted(set(globals()) | set(_LAZY))
