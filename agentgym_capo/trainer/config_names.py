"""CAPOConfig's field names without importing torch, transformers or TRL: config keys are checked at once.

Importing :class:`~agentgym_capo.trainer.config.CAPOConfig` loads TRL, transformers and torch (about 10 s on
a CPU); a misspelt key should not wait for that. The names come from two places:

* CAPOConfig's own fields are read from ``config.py``'s source with :mod:`ast` on every call, so a field
  added there is known at once.
* The fields it inherits from TRL's ``GRPOConfig`` (and transformers' ``TrainingArguments``) are the generated
  :data:`INHERITED_FIELDS`, written for the TRL and transformers versions in :data:`INHERITED_FOR`.
  ``python -m agentgym_capo.trainer.config_names`` regenerates the block; ``tests/trainer/test_config_names.py``
  checks both sources against ``dataclasses.fields(CAPOConfig)``.

When other TRL or transformers versions are installed the inherited list may be incomplete, so
:func:`check_field_names` then refuses nothing it cannot vouch for and leaves the decision to the full check
when the config is built.
"""

from __future__ import annotations

import ast
import difflib
import functools
import sys
from collections.abc import Iterable
from importlib import metadata
from pathlib import Path

from agentgym_capo.errors import ConfigError

__all__ = ["INHERITED_FIELDS", "INHERITED_FOR", "check_field_names", "inherited_list_is_current",
           "own_field_names", "unknown_fields_error"]

_CONFIG_SOURCE = Path(__file__).with_name("config.py")
_CONFIG_CLASS = "CAPOConfig"

# BEGIN GENERATED (python -m agentgym_capo.trainer.config_names)
#: The package versions :data:`INHERITED_FIELDS` was generated for.
INHERITED_FOR = {"trl": "1.16.0", "transformers": "5.17.0"}
#: ``dataclasses.fields(GRPOConfig)``'s names for those versions.
INHERITED_FIELDS = frozenset((
    "accelerator_config", "adam_beta1", "adam_beta2", "adam_epsilon", "auto_find_batch_size",
    "average_tokens_across_devices", "batch_eval_metrics", "beta", "bf16", "bf16_full_eval", "cache_implementation",
    "cast_lm_head_to_fp32", "chat_template_kwargs", "data_seed", "dataloader_drop_last", "dataloader_in_order",
    "dataloader_multiprocessing_context", "dataloader_num_workers", "dataloader_persistent_workers",
    "dataloader_pin_memory", "dataloader_prefetch_factor", "ddp_backend", "ddp_broadcast_buffers",
    "ddp_bucket_cap_mb", "ddp_find_unused_parameters", "ddp_static_graph", "ddp_timeout", "debug", "deepspeed",
    "delta", "disable_dropout", "disable_tqdm", "do_eval", "do_predict", "do_train", "ds3_gather_for_generation",
    "enable_jit_checkpoint", "entropy_coef", "entropy_coef_delta", "entropy_coef_max", "entropy_coef_min",
    "entropy_target", "epsilon", "epsilon_high", "eval_accumulation_steps", "eval_delay", "eval_do_concat_batches",
    "eval_on_start", "eval_steps", "eval_strategy", "eval_use_gather_object", "fp16", "fp16_full_eval", "fsdp",
    "fsdp_config", "full_determinism", "generation_batch_size", "generation_kwargs", "gradient_accumulation_steps",
    "gradient_checkpointing", "gradient_checkpointing_kwargs", "greater_is_better", "hub_always_push",
    "hub_model_id", "hub_private_repo", "hub_revision", "hub_strategy", "hub_token", "ignore_data_skip",
    "importance_sampling_level", "include_for_metrics", "include_num_input_tokens_seen", "label_names",
    "label_smoothing_factor", "learning_rate", "length_column_name", "liger_kernel_config",
    "load_best_model_at_end", "local_rank", "log_completions", "log_completions_hub_repo", "log_level",
    "log_level_replica", "log_multimodal", "log_on_each_node", "log_unique_prompts", "logging_first_step",
    "logging_nan_inf_filter", "logging_steps", "logging_strategy", "loss_type", "lr_scheduler_kwargs",
    "lr_scheduler_type", "mask_truncated_completions", "max_completion_length", "max_grad_norm", "max_steps",
    "max_tool_calling_iterations", "metric_for_best_model", "min_p", "model_init_kwargs",
    "multi_objective_aggregation", "neftune_noise_alpha", "num_completions_to_print", "num_generations",
    "num_generations_eval", "num_iterations", "num_train_epochs", "off_policy_mask_threshold", "optim",
    "optim_args", "optim_target_modules", "output_dir", "pad_to_multiple_of", "parallelism_config",
    "per_device_eval_batch_size", "per_device_train_batch_size", "prediction_loss_only", "project", "push_to_hub",
    "ref_model_mixup_alpha", "ref_model_sync_steps", "remove_unused_columns", "repetition_penalty", "report_to",
    "restore_callback_states_from_checkpoint", "resume_from_checkpoint", "reward_weights", "router_aux_loss_coef",
    "run_name", "sapo_temperature_neg", "sapo_temperature_pos", "save_on_each_node", "save_only_model",
    "save_steps", "save_strategy", "save_total_limit", "scale_rewards", "seed", "shuffle_dataset",
    "skip_memory_metrics", "steps_per_generation", "sync_ref_model", "temperature", "tf32", "top_entropy_quantile",
    "top_k", "top_p", "torch_compile", "torch_compile_backend", "torch_compile_mode", "torch_empty_cache_steps",
    "trackio_bucket_id", "trackio_space_id", "trackio_static_space_id", "train_sampling_strategy",
    "transformers_continuous_batching_config", "trust_remote_code", "use_adaptive_entropy",
    "use_bias_correction_kl", "use_cache", "use_cpu", "use_liger_kernel", "use_transformers_continuous_batching",
    "use_transformers_paged", "use_vllm", "vespo_k_neg", "vespo_k_pos", "vespo_lambda_neg", "vespo_lambda_pos",
    "vllm_enable_sleep_mode", "vllm_gpu_memory_utilization", "vllm_group_port", "vllm_importance_sampling_cap",
    "vllm_importance_sampling_clip_max", "vllm_importance_sampling_clip_min", "vllm_importance_sampling_correction",
    "vllm_importance_sampling_mode", "vllm_max_model_length", "vllm_mode", "vllm_model_impl",
    "vllm_server_base_url", "vllm_server_host", "vllm_server_port", "vllm_server_timeout",
    "vllm_structured_outputs_regex", "vllm_tensor_parallel_size", "warmup_steps", "weight_decay",
))
# END GENERATED


@functools.cache
def own_field_names(source: Path = _CONFIG_SOURCE) -> frozenset[str]:
    """The fields CAPOConfig declares itself: the annotated names in its class body in ``config.py``'s source.

    Raises:
        ConfigError: ``config.py`` has no ``class CAPOConfig`` (the source and this reader disagree).
    """
    tree = ast.parse(source.read_text(encoding="utf-8"), filename=str(source))
    for node in tree.body:
        if isinstance(node, ast.ClassDef) and node.name == _CONFIG_CLASS:
            return frozenset(item.target.id for item in node.body
                             if isinstance(item, ast.AnnAssign) and isinstance(item.target, ast.Name)
                             and "ClassVar" not in ast.unparse(item.annotation))
    raise ConfigError(f"Expected a class {_CONFIG_CLASS} in {source}, found none; "
                      "agentgym_capo/trainer/config_names.py reads its fields from there.")


def _installed_version(package: str) -> str | None:
    try:
        return metadata.version(package)
    except metadata.PackageNotFoundError:
        return None


@functools.cache
def inherited_list_is_current() -> bool:
    """Whether the installed TRL and transformers are the versions :data:`INHERITED_FIELDS` was generated for."""
    return all(_installed_version(package) == version for package, version in INHERITED_FOR.items())


def unknown_fields_error(unknown: Iterable[str], known: Iterable[str], where: str = "") -> ConfigError:
    """The one-line error for config keys that are no CAPOConfig field, with "did you mean" per key.

    Args:
        unknown: The keys that are no field.
        known: Every field name.
        where: Where the keys came from (e.g. ``" in configs/x.yaml"``), or empty.
    """
    unknown, known = sorted(unknown), sorted(known)
    guesses = {name: close[0] for name in unknown if (close := difflib.get_close_matches(name, known, n=1))}
    if len(unknown) == 1 and guesses:
        hint = f" Did you mean {guesses[unknown[0]]!r}?"
    elif guesses:
        hint = " Did you mean " + ", ".join(f"{guess!r} for {name!r}" for name, guess in guesses.items()) + "?"
    else:
        hint = ""
    return ConfigError(f"Unknown config field(s) {unknown}{where}.{hint} The fields are CAPOConfig's "
                       "(agentgym_capo/trainer/config.py, each with its help) and those it inherits from TRL's "
                       "GRPOConfig.")


def check_field_names(names: Iterable[str], where: str = "") -> None:
    """Refuse keys that are no CAPOConfig field, without importing torch, transformers or TRL.

    With TRL or transformers versions other than :data:`INHERITED_FOR` installed, keys missing from the lists
    are let through: building the config checks them against the real fields.

    Raises:
        ConfigError: One line naming the unknown keys, a close field name for each, and where the fields live.
    """
    known = own_field_names() | INHERITED_FIELDS
    unknown = set(names) - known
    if unknown and inherited_list_is_current():
        raise unknown_fields_error(unknown, known, where)


def generated_block() -> str:
    """The text between the GENERATED markers for the installed TRL and transformers (imports TRL)."""
    import json
    import textwrap
    from dataclasses import fields

    from trl import GRPOConfig

    versions = {package: _installed_version(package) for package in INHERITED_FOR}
    names = ", ".join(f'"{f.name}"' for f in sorted(fields(GRPOConfig), key=lambda f: f.name)) + ","
    body = textwrap.fill(names, width=116, initial_indent="    ", subsequent_indent="    ", break_long_words=False,
                         break_on_hyphens=False)
    return ("# BEGIN GENERATED (python -m agentgym_capo.trainer.config_names)\n"
            "#: The package versions :data:`INHERITED_FIELDS` was generated for.\n"
            f"INHERITED_FOR = {json.dumps(versions)}\n"
            "#: ``dataclasses.fields(GRPOConfig)``'s names for those versions.\n"
            f"INHERITED_FIELDS = frozenset((\n{body}\n))\n# END GENERATED\n")


def main() -> int:
    """Rewrite this module's GENERATED block for the installed TRL and transformers."""
    path = Path(__file__)
    text = path.read_text(encoding="utf-8")
    start = text.index("# BEGIN GENERATED")
    end = text.index("# END GENERATED\n") + len("# END GENERATED\n")
    path.write_text(text[:start] + generated_block() + text[end:], encoding="utf-8")
    print(f"rewrote the inherited field names in {path}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
