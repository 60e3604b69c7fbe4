"""Which trainer class trains a config: the registry ``CAPOTrainer.__new__`` reads.

An algorithm that needs more than the loss's arguments subclasses ``CAPOTrainer`` (ST-PPO:
:mod:`.stppo_trainer`). ``CAPOTrainer(args=config)`` must still build that subclass, so callers never pick
the class themselves. The registry maps a resolved ratio variant to the subclass's import path, and the class
is imported on first use: ``capo_trainer`` never imports ``stppo_trainer`` (which imports ``capo_trainer``
to subclass it), so the two modules do not import each other.

Choice made here: import paths rather than classes registered at import time (a decorator in the subclass's
module), since that would register nothing until someone imported the subclass's module.
"""

from __future__ import annotations

import importlib
from typing import Any

__all__ = ["TRAINER_CLASSES", "trainer_class_for"]

# resolved ratio variant -> "module:Class" of the CAPOTrainer subclass that trains it
TRAINER_CLASSES: dict[str, str] = {
    "stppo": "agentgym_capo.trainer.stppo_trainer:STPPOTrainer",
}


def trainer_class_for(config: Any) -> type | None:
    """The registered trainer class for ``config`` (a :class:`CAPOConfig`), or None for ``CAPOTrainer`` itself."""
    target = TRAINER_CLASSES.get(getattr(config, "resolved_ratio_variant", None))
    if target is None:
        return None
    module, _, name = target.partition(":")
    return getattr(importlib.import_module(module), name)
