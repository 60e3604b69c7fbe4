"""The model side of the trainer: what runs forward passes and samples actions.

The actor-critic module (``actor_critic``), the critic and its value head (``critic``), the LoRA critic
adapter (``adapters``), the frozen-trunk cache (``trunk_cache``), log-probs at action positions
(``logprobs``), packed listed actions (``choose``), pass precision (``precision``, ``weight_casts``,
``sampler``), the continuous-batching engine (``continuous``, with ``decode_settings``, ``kv_rows``, ``drafts``
and ``decoder_stream``) and the rollout/evaluation policies (``policies``). Nothing here knows about iterations,
ranks or TRL.

Empty on purpose: importing the package imports nothing else, so ``import agentgym_capo`` stays light.
"""
