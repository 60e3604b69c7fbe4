"""Trainer package: the pure algorithm layer lives in :mod:`agentgym_capo.trainer.core_algos`."""
