"""The CAPO trainer: ``from agentgym_capo.trainer import CAPOTrainer, CAPOConfig`` (also from ``agentgym_capo``).

* :class:`CAPOTrainer` (``capo_trainer.py``) — a TRL ``GRPOTrainer`` subclass that rolls out episodes of a
  text env and updates the policy with the paper's action-level credit assignment.
* ``STPPOTrainer`` — kept for code that imports it: the same class as :class:`CAPOTrainer`, which trains
  ``algo="st_ppo"`` itself (ST-PPO's correction is a registered step hook, :mod:`.pipeline.corrections`).
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

    STPPOTrainer = CAPOTrainer

_LAZY = {"CAPOTrainer": "agentgym_capo.trainer.capo_trainer", "CAPOConfig": "agentgym_capo.trainer.config"}
#: Names kept for code that imports them, and the name each stands for
_ALIASES = {"STPPOTrainer": "CAPOTrainer"}

__all__ = ["CAPOConfig", "CAPOTrainer", "STPPOTrainer"]


def __getattr__(name: str) -> Any:
    """Load :class:`CAPOTrainer`, :class:`STPPOTrainer` and :class:`CAPOConfig` on first access."""
    name = _ALIASES.get(name, name)
    if name in _LAZY:
        return getattr(importlib.import_module(_LAZY[name]), name)
    raise AttributeError(f"module 'agentgym_capo.trainer' has no attribute {name!r}")


def __dir__() -> list[str]:
    return sorted(set(globals()) | set(_LAZY) | set(_ALIASES))
