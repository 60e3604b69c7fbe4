"""The trainer's contact with TRL, transformers and accelerate.

The only user of their private API (``trl_bridge``), the collectives every rank issues in the same order
(``collectives``), separate actor/critic gradient clipping under DDP, FSDP2 and DeepSpeed (``grad_clip``),
the run's checkpoints (``checkpoints``: one object given its state explicitly; ``checkpoint_hooks`` forwards the
Trainer's hooks to it) and the run's record files (``records``: ``metrics.jsonl``,
``actions.jsonl``, the curves PNG).

Empty on purpose: importing the package imports nothing else, so ``import agentgym_capo`` stays light.
"""
