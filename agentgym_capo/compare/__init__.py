"""``capo compare``: methods against each other over seeds, on the same budget, with bootstrap intervals.

A comparison is a base training config (any env, any model), a list of methods (algorithm presets, each with
optional overrides), seeds and a budget. Every (method, seed) trains in its own process from the same untrained
model, and is evaluated at fixed checkpoints on the same fixed test episodes with a fixed sampling seed, so two
methods of one seed differ only by how they trained. The result holds every run's curve and test outcomes, each
method's rise over its start and every method's difference to a reference method, with 95 % bootstrap intervals
paired by seed and test episode; a PNG and a page show it.

* :mod:`.plan`: what runs (methods, seeds, the budget made equal across methods);
* :mod:`.run_one`: one run, in its own process, its record rewritten after every checkpoint;
* :mod:`.scheduler`: the runs as child processes, ``--parallel`` at once, resumable, with progress and ETA;
* :mod:`.stats`: the paired bootstrap and the seeds a difference needs (power);
* :mod:`.result`: the runs gathered into the result JSON, its PNG and its page;
* :mod:`.cli`: the ``capo compare`` command.
"""

from agentgym_capo.compare.plan import ComparePlan, Method, parse_method
from agentgym_capo.compare.stats import paired_bootstrap, seeds_for_power

__all__ = ["ComparePlan", "Method", "paired_bootstrap", "parse_method", "seeds_for_power"]
