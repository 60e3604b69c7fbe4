"""One iteration of the trainer as four stages over typed batches (docs/training.md, "How one iteration runs").

``rollout`` (episodes) -> ``prepare`` (:class:`~.batches.ScoredRows`: old and reference log-probs, values)
-> ``advantages`` (:class:`~.batches.TrainRows`) -> ``update`` (:class:`~.batches.UpdateResult`), each a
function of an explicit :class:`~.runtime.Runtime` that returns a new batch and never mutates its input;
metrics go to one :class:`~.runtime.IterationLog` per iteration.

Empty on purpose: importing the package imports nothing else, so ``import agentgym_capo`` stays light.
"""
