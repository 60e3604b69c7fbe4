"""CAPO and baseline RL algorithms as pure functions over torch tensors, one concept per module.

Import them from :mod:`agentgym_capo.trainer.core_algos` (the stable surface); the modules are:

- :mod:`.segments`: which tokens form which action; per-action sums and broadcasts;
- :mod:`.scans`: id coding, trajectory grids and timelines, discounted backward scans;
- :mod:`.gae`: ``action_gae`` (paper Eq. 1), ``token_gae``, ``whiten``;
- :mod:`.baselines`: GRPO, RLOO, REINFORCE++, GiGPO advantages;
- :mod:`.estimators`: the advantage-estimator registry (``StepBatch`` -> ``AdvantageResult``);
- :mod:`.ratios`: token log-ratios, the length-scaled family, ``action_aware_ratio`` (Eq. 3) and its
  centre ``action_aware_mu``;
- :mod:`.registry`: policy-loss variants as data (``POLICY_LOSSES``) and the shared name lookup;
- :mod:`.policy_loss`: ``capo_objective`` (Eq. 4) and ``policy_loss`` for every variant;
- :mod:`.aggregation`: GA-exact loss aggregation; :mod:`.diagnostics`: clipping fractions;
- :mod:`.stppo`: ST-PPO's clipping-bias correction; :mod:`.kl`: KL estimators; :mod:`.value_loss`;
- :mod:`.reference`: plain-loop forms of the paper's equations, for reading and for tests.

The equations, conventions and choices are in docs/algorithms.md.
"""
