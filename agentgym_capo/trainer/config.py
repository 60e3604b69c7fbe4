"""``CAPOConfig``: the trainer's configuration, a ``GRPOConfig`` subclass with CAPO's fields and presets.

Every field carries its documentation once, in ``metadata["help"]``; its allowed values (type, choices, range)
are written once in :mod:`.config_fields`, which ``capo train`` also reads before torch is imported. An
algorithm is a named :class:`~.algos.presets.AlgoPreset` (advantage estimator, ratio variant, clip range, critic,
group size, KL placement, ...; registered in :mod:`.algos.presets`); ``algo`` picks one and the ``None``-valued
fields below are filled from it in ``__post_init__``, so a user override always wins. The names are resolved
once into records (:attr:`CAPOConfig.algorithm`, an :class:`~.algos.presets.Algorithm`), which the stages ask
(``args.algorithm.kl.in_reward``, ``args.algorithm.ratio.centred``, ...) instead of comparing names. Section
numbers refer to the project's algorithm spec (``docs/algorithms.md``).

Choices made here (where the spec leaves room):

* One trainer step (``max_steps``, ``save_steps``, ``logging_steps``) is one **iteration**: a rollout of
  ``rollout_tasks`` tasks x ``group_size`` trajectories, then ``num_iterations`` epochs of optimizer steps
  over the collected step rows (TRL's ``num_iterations`` keeps its meaning: PPO epochs per batch). The
  learning-rate schedule advances once per iteration.
* Micro-batches are formed by a token budget (``micro_batch_tokens``, padded tokens) with at most
  ``per_device_train_batch_size`` rows; ``gradient_accumulation_steps`` must stay 1 because accumulation is
  done exactly inside an iteration (the §2.5 normaliser), never by the Trainer.
* ``epsilon`` left unset resolves to the preset's value, or — when ``ratio_variant`` is overridden — to the
  spec's default for that variant (its ``override_epsilon``: 0.2 for ``token``, 1e-3 for the aggregated
  ratios, §3.1).
* The spec's optimiser defaults (``SPEC_TRAINING_DEFAULTS``: constant learning rate, weight decay 0.01,
  §2.8) replace TRL's (linear decay, 0.0) for every algo, from Python as from YAML: those two fields
  default to None and are filled before TRL's checks, so a value the user passes always wins.
* ``dual_clip=0`` switches the dual clip off (``None`` means the ratio variant's default, which is 3 for token
  ratios and off for the others); ``dual_clip_constant`` is the value the loss receives (None when off).
* TRL's ``num_generations``, ``steps_per_generation`` and ``generation_batch_size`` are not used (they are
  fixed to values GRPOConfig accepts): ``group_size`` is the number of trajectories per task (1 for CAPO,
  PPO and ST-PPO, whose rollout batch is one trajectory per task).
* Every simply-typed field (bool, int, float, str, optionally None) is type-checked first in ``__post_init__``
  (:func:`check_field_types`; NaN and infinities are refused; numeric strings, which YAML 1.1 makes of
  ``1e-5``, become numbers), then each field's range or choice (:data:`.config_fields.FIELD_RULES`), before
  TRL's own checks; cross-field constraints come last. Each failure is one :class:`ConfigError` line.
  ``capo train --set FIELD=VALUE`` types VALUE by the field's annotation (:func:`parse_field_value`).
"""

from __future__ import annotations

from dataclasses import dataclass, field, fields
from typing import Any

from trl import GRPOConfig

from agentgym_capo.errors import ConfigError
from agentgym_capo.trainer.algos.presets import (
    ALGO_PRESETS,
    CRITIC_LEVELS,
    AlgoPreset,
    Algorithm,
    resolve_algo,
    resolve_algorithm,
)
from agentgym_capo.trainer.algos.registry import AGGREGATIONS, KL_PLACEMENTS, ratio_overrides
from agentgym_capo.trainer.config_fields import (
    annotated_types,
    check_field_rules,
    check_field_types,
    parse_value,
)
from agentgym_capo.trainer.config_limits import RunLimitsConfig

__all__ = ["PAPER_SEEDS", "SPEC_TRAINING_DEFAULTS", "CAPOConfig", "check_field_types", "field_types",
           "parse_field_value"]

#: The seeds of the paper's runs (three per setting).
PAPER_SEEDS = (41, 42, 43)
#: The spec's optimiser settings (§2.8), applied where the user left the field unset (TRL: linear, 0.0).
SPEC_TRAINING_DEFAULTS: dict[str, Any] = {"lr_scheduler_type": "constant", "weight_decay": 0.01}


def _help(text: str, **kwargs: Any) -> Any:
    return field(metadata={"help": text}, **kwargs)


@dataclass
class CAPOConfig(GRPOConfig, RunLimitsConfig):
    """Configuration of :class:`~agentgym_capo.trainer.capo_trainer.CAPOTrainer` (see each field's help; the run's
    limits are inherited from :class:`~.config_limits.RunLimitsConfig`)."""

    # ----------------------------------------------------------------------- algorithm
    algo: str = _help(
        f"Algorithm preset: {', '.join(ALGO_PRESETS)} (docs/algorithms.md §5; docs/add_an_algorithm.md adds one).",
        default="capo")
    ratio_variant: str | None = _help(
        f"Override of the preset's ratio (ablation §3.1): {', '.join(ratio_overrides())}.", default=None)
    gae_level: str | None = _help(
        "Override of the credit granularity of critic methods (§3.2): "
        f"{' or '.join(repr(level) for level in CRITIC_LEVELS)} ('action': step GAE).", default=None)
    epsilon: float | None = _help(
        "Clip range of the ratio; None: the preset's (CAPO 1e-3, token ratios 0.2, GSPO 3e-4).", default=None)
    dual_clip: float | None = _help(
        "Dual-clip constant c > 1 for negative advantages; 0: off; None: the preset's (3 for token ratios, "
        "else off).", default=None)
    group_size: int | None = _help(
        "Trajectories sampled per task (group baselines compare them); None: the preset's (1 or 8).",
        default=None)
    gamma: float = _help("Discount per interaction step (per token for token-level GAE).", default=0.99)
    lam: float = _help("GAE lambda (the paper uses 1.0).", default=1.0)
    beta: float = _help("KL coefficient to the frozen initial model (k3 loss term or k1 in reward).",
                        default=0.001)
    kl_estimator: str | None = _help(
        f"KL placement: {', '.join(KL_PLACEMENTS)}; None: the preset's.", default=None)
    whiten_advantages: bool | None = _help(
        "Whiten advantages over the rollout batch (each action once). None (default): off for the critic "
        "methods (capo, ppo, st_ppo), whose advantages then keep the reward's scale; on for reinforce_pp, "
        "whose definition whitens (group methods normalise per group and ignore it). Why off: batch "
        "whitening rescales advantages to unit size whatever the evidence, so when nearly every episode "
        "succeeds it turns critic noise into full-size steps (benchmarks/whitening_critic.py, 16-episode "
        "batches of a 3-step chain: mean |A| 0.68-0.73 whitened vs 0.06-0.14 raw, advantage signs right "
        "no more often; docs/algorithms.md section 2.2).", default=None)
    bootstrap_truncated: bool = _help(
        "Bootstrap time-limit endings with V(s_T) (Gymnasium-correct); False reproduces the paper.", default=False)
    mu_scope: str = _help(
        "Scope of the action-aware ratio's centre: minibatch (exact, one no-grad pre-pass), microbatch, none.",
        default="minibatch")
    loss_agg: str = _help(f"Loss aggregation: {', '.join(AGGREGATIONS)}.", default="action_mean_token_mean")
    grpo_scale_by_std: bool = _help("GRPO/GSPO: divide by the group std (False = Dr. GRPO).", default=True)
    gspo_unit: str = _help("GSPO ratio unit: 'action' (reference) or 'trajectory' (original).", default="action")
    gigpo_gamma: float = _help("GiGPO step-return discount.", default=0.95)
    gigpo_omega: float = _help("GiGPO weight of the step advantage.", default=1.0)
    gigpo_norm: str = _help("GiGPO normalisation: mean_std or mean.", default="mean_std")
    rfpp_link_steps: bool = _help("Reinforce++: link the steps of a trajectory (False = reference).", default=True)
    stppo_clip_bias: bool = _help("ST-PPO: apply the clipping-bias normalisation (False = Turn-PPO).", default=True)
    stppo_norm_floor: float = _help("ST-PPO: floor tau_C of the clipping-bias norm.", default=1.0)

    lr_scheduler_type: str | None = _help(
        "Learning-rate schedule; None: the spec's 'constant' (§2.8; TRL alone would decay linearly).",
        default=None)
    weight_decay: float | None = _help("AdamW weight decay; None: the spec's 0.01 (§2.8; TRL alone: 0.0).",
                                       default=None)

    # ----------------------------------------------------------------------- critic
    critic_mode: str = _help(
        "Value function of critic methods: 'separate' (the paper: a second model initialised from the policy, "
        "same size) or 'shared' (a zero-initialised value head on the policy's last hidden state: half the "
        "memory; the value loss then also trains the policy's trunk) or 'lora' (needs peft_config: the critic is a "
        "second LoRA adapter on the policy's frozen base plus a zero-initialised value head, "
        "trainer/model/adapters.py). "
        "With peft_config the reference is the base with adapters off, so 'lora' (or 'shared') puts policy, "
        "critic and reference on one frozen base.",
        default="separate")
    critic_learning_rate: float = _help("Learning rate of the critic's parameter group.", default=1e-5)
    critic_max_grad_norm: float = _help("Gradient-norm clip of the critic (separate from the actor's).",
                                        default=1.0)
    cliprange_value: float | None = _help("Value clip around the rollout values; None disables it.", default=0.5)

    # ----------------------------------------------------------------------- rollout
    env_kwargs: dict | None = _help("Extra keyword arguments for gym.make(env_id, ...).", default=None)
    task_split: str = _help("Split whose task ids the rollout cycles through.", default="train")
    max_env_steps: int | None = _help(
        "Steps per episode; None: the env's registered max_episode_steps.", default=None)
    max_prompt_length: int | None = _help(
        "Longest prompt in tokens; a longer state truncates the episode (None: no limit).", default=None)
    rollout_tasks: int | None = _help(
        "Tasks per iteration over all processes; None: the preset's (128, or 16 for group methods).",
        default=None)
    action_mode: str = _help(
        "'generate': free text (the paper); 'choose': pick among info['admissible_actions'] by the model's "
        "summed token log-probs.", default="generate")
    choose_temperature: float = _help("Softmax temperature over candidate scores in choose mode.", default=1.0)
    rollout_batching: str = _help(
        "How generate mode decodes without vLLM: continuous (rows join and leave the decoding batch at any step: "
        "an episode steps its env as soon as its action is decoded and its next prompt reuses its KV cache; "
        "one process), rounds (one padded transformers generate per env-step round, every row waiting for the "
        "round's longest) or auto: continuous where it applies (one process, sampling settings it implements), "
        "rounds elsewhere (trainer/model/continuous.py).", default="auto")
    rollout_draft_tokens: int = _help(
        "With continuous rollout batching, draft up to N tokens per row and decoding step by prompt lookup (the "
        "tokens that followed the row's last 2-3 tokens earlier in its own prompt or reply) and verify them in "
        "the same forward by speculative sampling, so every token is still drawn from the policy's distribution; "
        "pays when actions copy from observations. 0: off (trainer/model/continuous.py).", default=0)
    rollout_draft_positions: int = _help(
        "With rollout_draft_tokens, at most this many drafted positions per decoding step over all rows: every "
        "row of a step pays for the step's widest draft, so with many rows each drafts fewer tokens. Where a "
        "forward's positions cost little next to its fixed cost (a GPU at these sizes) larger caps pay.",
        default=64)
    rollout_cache: str = _help(
        "The continuous engine's KV cache layout: slots (preallocated per-row slots: a leaving row frees its slot "
        "and a joining row takes one, with no copy of the other rows, and a decoding step has shapes fixed per "
        "slot bucket, so it can run under CUDA graphs), rows (one cache for the live rows, concatenated on every "
        "join and gathered on every leave, no padding rows) or auto: slots on CUDA, rows on a CPU, where static "
        "caches were measured not to pay (benchmarks/results/rollout_engines_cpu_avx2.json). Both decode the same "
        "tokens (trainer/model/kv_rows.py).", default="auto")
    rollout_compile: bool = _help(
        "With continuous rollout batching and the slot cache on CUDA, run the one-token decoding steps under "
        "torch.compile(mode='reduce-overhead') (CUDA graphs), compiled once per (slot bucket, capacity) and kept "
        "across iterations; joins and steps with drafts run eagerly, and the rollout then keeps no trunk states "
        "(prepare recomputes them). Refused on a CPU, where compiling was measured not to pay "
        "(trainer/model/slot_cache.py).", default=False)

    # ----------------------------------------------------------------------- update
    mini_batch_size: int | None = _help(
        "Step rows per optimizer step over all processes; None: the preset's (128, or 1024 for groups).",
        default=None)
    micro_batch_tokens: int = _help(
        "Token budget of one micro-batch: rows x its longest row (also with row_layout packed, which packs the "
        "same micro-batches); rows are also capped by per_device_train_batch_size.", default=8192)
    micro_batch_overhead_tokens: int | None = _help(
        "What one micro-batch's pass costs beyond its positions, in positions: rows sorted by length are cut into "
        "micro-batches where the padding (and, for wide rows, attention) a wider one would add costs more than "
        "another pass. None: auto, 128 on a CPU (measured on SmolLM2, trainer/pipeline/batches.py), and on a "
        "GPU, where it has not been measured, the fewest micro-batches, cut where the estimate is least.", default=None)
    row_layout: str = _help(
        "How the prepare and update passes lay step rows out: packed (rows sorted by length and put end to end, "
        "several per tensor row, positions restarting per row and no padding mask), by_length (rows sorted by "
        "length, each padded to its micro-batch's longest), rollout_order (the former layout, for comparisons) "
        "or auto: packed on a CPU (0.62x by_length's forward time, 0.65x forward + backward, on demo-like rows; "
        "a micro-batch packing saves under 25 % of is row-padded), by_length on a GPU, where packing has not "
        "been measured yet (trainer/pipeline/scorers.py).", default="auto")

    trainable_layers: int | None = _help(
        "Train only the top N decoder layers and the final norm of policy and critic (critic head always); "
        "None trains everything. A CPU speed-up; the paper trains all weights. The frozen lower layers then "
        "run once per row and iteration and their output is cached (trainer/model/trunk_cache.py).", default=None)
    trunk_precision: str = _help(
        "Precision of the frozen-trunk pass when trainable_layers is set: auto (bf16 autocast on a CPU with "
        "avx512_bf16/AMX, else fp32), bf16 or fp32.", default="auto")
    trunk_memo_mb: float = _help(
        "Megabytes of frozen-trunk outputs kept across iterations, keyed by state (choose mode with "
        "trainable_layers; least recently used dropped first; 0 disables). States seen before then skip the "
        "frozen layers in the rollout (trainer/model/trunk_cache.py).", default=256.0)

    # ----------------------------------------------------------------------- checkpoints
    save_total_limit: int | None = _help(
        "Checkpoints kept in output_dir: after each save the oldest beyond this many are deleted (the newest is "
        "always kept). Default 2 (transformers keeps every one): a full checkpoint holds the policy, the critic and "
        "their optimizer state, about 1.2 GB for SmolLM2-135M with trainable_layers=2 (170 MB with "
        "save_only_trainable); `capo train` prints the size of the first one. "
        "None or 0 keeps every checkpoint.", default=2)
    save_only_trainable: bool | None = _help(
        "With trainable_layers: write only the trained tensors (top layers, final norms, critic or value head) and "
        "their optimizer state into each checkpoint, plus base_model.json naming the base model and a fingerprint "
        "of its frozen weights; a resume reads the frozen layers from the model it loads (the run's "
        "model_name_or_path, which must still be there) and refuses other weights. None: on with trainable_layers, "
        "except under FSDP or DeepSpeed (full checkpoints there); False: full checkpoints. The final model in "
        "output_dir is always a complete from_pretrained folder (trainer/backend/trainable_checkpoint.py).",
        default=None)

    # ----------------------------------------------------------------------- records
    record_episodes: int = _help("Episodes per iteration whose actions are written to actions.jsonl.",
                                 default=4)
    log_episodes_every: int = _help(
        "With report_to including trackio: every this many iterations, the iteration's recorded episodes (the "
        "record_episodes written to actions.jsonl) go to trackio as the table train/credit/episodes, one row per "
        "action with its value, advantage, ratio and clip flag (trainer/backend/trackio_callback.py). 0: no table.",
        default=10)
    plot_curves: bool = _help("Write training_curves.png into output_dir at the end of train().", default=True)

    cpu_threads: int | None = _help(
        "torch's intra-op CPU threads for this run (CPU only). None leaves torch's setting alone; `capo train` and "
        "`capo demo` set it from --threads, OMP_NUM_THREADS or the cores free at start (trainer/backend/threads.py: "
        "on a 2-core machine with one core busy, 2 threads generated ~2x slower than 1).", default=None)

    # ----------------------------------------------------------------------- env failures
    env_failure_patience: int = _help(
        "Rollouts in a row in which every episode is lost to env errors (a dead env server, a crashing env) "
        "before the run stops with EnvFailureError and a non-zero exit. Such a rollout is never trained on: the "
        "iteration rolls out again after env_failure_backoff seconds (doubling each time), so no optimizer, "
        "scheduler or checkpoint step is spent on nothing.", default=3)
    env_failure_backoff: float = _help(
        "Seconds to wait before rolling out again after a rollout in which every episode was lost to env errors; "
        "doubles with each further such rollout (2, 4, 8 s by default: a restarting server has ~14 s).",
        default=2.0)
    min_kept_episode_frac: float = _help(
        "Share of a rollout's episodes that must survive env errors for the iteration to train on them; below "
        "it the rollout counts as lost (rolled out again, env_failure_patience) instead of training on the few "
        "that finished. 0: train on any survivor.", default=0.5)

    def __post_init__(self) -> None:
        """Check every value's type, fill preset-driven fields and check ranges and cross-field constraints."""
        written = check_field_types(self)
        # ranges and choices before anything reads them (the preset lookup below, TRL's own checks), each value
        # quoted as it was given
        check_field_rules(self, written)
        # TRL's prompt-batching fields are not used by CAPOTrainer (group_size replaces num_generations);
        # fix them to values GRPOConfig accepts for any per_device_train_batch_size.
        # TRL sizes vLLM's engine (max_num_seqs) as per_device_train_batch_size x TP x steps_per_generation:
        # make that cover one generation round of this process (rollout_tasks x group_size / processes), so
        # every live episode's prompt is generated in one call instead of waves of per_device x TP x 2.
        self.num_generations, self.generation_batch_size = 2, None
        self.steps_per_generation = _steps_covering_a_round(self)
        self._resolve_cpu_precision()
        for name, value in SPEC_TRAINING_DEFAULTS.items():
            if getattr(self, name) is None:
                setattr(self, name, value)
        super().__post_init__()
        preset = resolve_algo(self.algo)
        if getattr(self, "use_transformers_continuous_batching", False):
            # TRL's branch casts the unwrapped model (our fp32 policy and critic) to bf16 in place, calls a
            # generate_batch our actor-critic does not have, and returns no sampling log-probs
            raise ConfigError(
                "use_transformers_continuous_batching is not supported by CAPOTrainer: TRL's continuous-batching "
                "path casts the trained fp32 weights to bf16 in place and returns no sampling log-probs. Leave it "
                "False (transformers generate) or set use_vllm=True.")
        algorithm = self.algorithm  # resolves every name once (a gae_level on a critic-free algo is refused)
        if self.epsilon is None:
            self.epsilon = algorithm.ratio.override_epsilon if self.ratio_variant is not None else preset.epsilon
        if self.dual_clip is None:
            self.dual_clip = algorithm.ratio.default_dual_clip
        self.group_size = preset.group_size if self.group_size is None else self.group_size
        self.kl_estimator = self.kl_estimator or preset.kl_estimator
        if self.whiten_advantages is None:
            self.whiten_advantages = not preset.needs_critic
        self.rollout_tasks = preset.rollout_tasks if self.rollout_tasks is None else self.rollout_tasks
        self.mini_batch_size = preset.mini_batch_size if self.mini_batch_size is None else self.mini_batch_size
        self._check_field_relations()

    # ----------------------------------------------------------------------- derived values
    @property
    def algorithm(self) -> Algorithm:
        """The algorithm in use, every name resolved to its record (:func:`~.algos.presets.resolve_algorithm`)."""
        return resolve_algorithm(self)

    @property
    def preset(self) -> AlgoPreset:
        """The :class:`~.algos.presets.AlgoPreset` of ``algo``."""
        return resolve_algo(self.algo)

    @property
    def needs_critic(self) -> bool:
        """Whether this algorithm trains a value model."""
        return self.preset.needs_critic

    @property
    def dual_clip_constant(self) -> float | None:
        """The dual-clip constant the loss receives: None when off (``dual_clip`` 0 or unset)."""
        return self.dual_clip or None

    def _resolve_cpu_precision(self) -> None:
        """On a CPU, ``bf16`` unset means: bf16 autocast only with native bf16, else fp32 (trainer/model/precision.py).

        Off the CPU, TRL's default (bf16 unless fp16) stays. The plan is kept as ``cpu_precision``.
        """
        import warnings

        import torch

        from agentgym_capo.trainer.model.precision import decide_precision

        self.cpu_precision = None
        if not (self.use_cpu or not torch.cuda.is_available()):
            return
        plan = decide_precision(self.bf16)
        if plan.warning and self.bf16:
            warnings.warn(plan.warning, stacklevel=3)
        self.cpu_precision = plan
        self.bf16 = plan.bf16

    # ----------------------------------------------------------------------- validation
    def _check_field_relations(self) -> None:
        """The constraints that relate several fields (each field's own range is in config_fields.FIELD_RULES)."""
        checks = [
            (self.rollout_tasks % self.world_size == 0,
             f"rollout_tasks ({self.rollout_tasks}) must be divisible by the number of processes "
             f"({self.world_size}); set rollout_tasks to a multiple of {self.world_size}."),
            (not self.save_only_trainable or self.trainable_layers is not None,
             "save_only_trainable=True needs trainable_layers: without it every weight trains, so a checkpoint has "
             "no frozen weights to leave out. Set trainable_layers, or leave save_only_trainable unset."),
            (not self.save_only_trainable or not self.load_best_model_at_end,
             "save_only_trainable=True cannot go with load_best_model_at_end: transformers loads the best "
             "checkpoint as a whole model, and a small checkpoint holds only the trained tensors. Set "
             "save_only_trainable=false, or load_best_model_at_end=false."),
            (not self.use_vllm or self.vllm_max_model_length is None or self.max_prompt_length is None
             or self.vllm_max_model_length >= self.max_prompt_length + self.max_completion_length,
             f"vllm_max_model_length ({self.vllm_max_model_length}) is shorter than max_prompt_length + "
             f"max_completion_length ({(self.max_prompt_length or 0) + self.max_completion_length}): vLLM would "
             "refuse the longest prompts; set it to at least that sum."),
            (not self.rollout_compile or self.rollout_cache != "rows",
             "rollout_compile needs the slot cache (a decoding step of fixed shapes); set rollout_cache to 'slots' "
             "or 'auto', or rollout_compile to false."),
            (not self.rollout_compile or self.cpu_precision is None,
             "rollout_compile needs a CUDA device (it runs decoding steps under CUDA graphs) and this run is on the "
             "CPU; set rollout_compile to false."),
        ]
        for ok, message in checks:
            if not ok:
                raise ConfigError(message)
        ratio = self.algorithm.ratio
        if not ratio.dual_clip and self.dual_clip_constant is not None:
            raise ConfigError(f"dual_clip is not defined for the {ratio.name!r} ratio (algo={self.algo!r}); leave it "
                              "unset or set it to 0.")
        if self.action_mode == "choose" and self.use_vllm:
            raise ConfigError("action_mode='choose' scores candidates with the training model; set use_vllm=False.")


def field_types() -> dict[str, tuple[type, ...]]:
    """``{field name: the types its annotation allows}`` for every CAPOConfig field (unions flattened)."""
    return annotated_types(CAPOConfig)


def parse_field_value(name: str, raw: str) -> Any:
    """Type a command-line ``--set name=raw`` by the annotation of CAPOConfig's field ``name``
    (:func:`.config_fields.parse_value`)."""
    return parse_value(CAPOConfig, name, raw)


def _steps_covering_a_round(config: CAPOConfig) -> int:
    """Smallest even ``steps_per_generation`` >= 2 with ``per_device_train_batch_size x it`` >= one round's
    prompts on this process (env ``WORLD_SIZE``: read before ``TrainingArguments`` sets up distribution)."""
    import math
    import os

    preset = resolve_algo(config.algo)
    tasks = config.rollout_tasks or preset.rollout_tasks
    prompts = math.ceil(tasks * (config.group_size or preset.group_size) / int(os.environ.get("WORLD_SIZE", "1")))
    steps = max(2, math.ceil(prompts / max(1, config.per_device_train_batch_size)))
    return steps + steps % 2


def config_field_help() -> dict[str, str]:
    """Return ``{field name: help}`` for the fields CAPOConfig adds or redefines (for docs and the CLI)."""
    own = {f.name for f in fields(CAPOConfig)} - {f.name for f in fields(GRPOConfig)}
    redefined = {"epsilon", "beta", *SPEC_TRAINING_DEFAULTS}
    return {f.name: f.metadata.get("help", "") for f in fields(CAPOConfig) if f.name in own | redefined}
