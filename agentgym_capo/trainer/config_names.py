"""CAPOConfig's field names without importing torch, transformers or TRL: config keys are checked at once.

Importing :class:`~agentgym_capo.trainer.config.CAPOConfig` loads TRL, transformers and torch (about 10 s on
a CPU); a misspelt key should not wait for that. The names come from two places:

* CAPOConfig's own fields are read from ``config.py``'s source with :mod:`ast` on every call, so a field
  added there is known at once.
* The fields it inherits from TRL's ``GRPOConfig`` (and transformers' ``TrainingArguments``) are the generated
  :data:`INHERITED_FIELDS`, written for the TRL and transformers versions in :data:`INHERITED_FOR`; the
  generated :data:`INHERITED_SIMPLE_TYPES` holds the annotations of those whose every allowed type is bool,
  int, float, str or None, so :func:`simple_field_types` can type a value before TRL loads.
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

__all__ = ["INHERITED_FIELDS", "INHERITED_FOR", "INHERITED_SIMPLE_TYPES", "SIMPLE_TYPES", "check_field_names",
           "flatten_annotation", "inherited_list_is_current", "own_field_annotations", "own_field_names",
           "simple_field_types", "unknown_fields_error"]

_CONFIG_SOURCE = Path(__file__).with_name("config.py")
_CONFIG_CLASS = "CAPOConfig"
#: The dataclasses CAPOConfig inherits its own fields from besides TRL's, each ``(source file, class name)``.
_OWN_BASES = ((Path(__file__).with_name("config_limits.py"), "RunLimitsConfig"),)
#: The types a value can be checked against without importing anything: ``{annotation word: type}``.
SIMPLE_TYPES: dict[str, type] = {"bool": bool, "int": int, "float": float, "str": str, "None": type(None)}

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
#: The annotations of those fields whose every allowed type is bool, int, float, str or None.
INHERITED_SIMPLE_TYPES = {
    "adam_beta1": "float", "adam_beta2": "float", "adam_epsilon": "float", "auto_find_batch_size": "bool",
    "average_tokens_across_devices": "bool", "batch_eval_metrics": "bool", "beta": "float", "bf16": "bool | None",
    "bf16_full_eval": "bool", "cache_implementation": "str | None", "cast_lm_head_to_fp32": "bool",
    "data_seed": "int | None", "dataloader_drop_last": "bool", "dataloader_in_order": "bool",
    "dataloader_multiprocessing_context": "str | None", "dataloader_num_workers": "int",
    "dataloader_persistent_workers": "bool", "dataloader_pin_memory": "bool",
    "dataloader_prefetch_factor": "int | None", "ddp_backend": "str | None", "ddp_broadcast_buffers": "bool | None",
    "ddp_bucket_cap_mb": "int | None", "ddp_find_unused_parameters": "bool | None",
    "ddp_static_graph": "bool | None", "ddp_timeout": "int", "delta": "float | None", "disable_dropout": "bool",
    "disable_tqdm": "bool | None", "do_eval": "bool", "do_predict": "bool", "do_train": "bool",
    "ds3_gather_for_generation": "bool", "enable_jit_checkpoint": "bool", "entropy_coef": "float",
    "entropy_coef_delta": "float", "entropy_coef_max": "float", "entropy_coef_min": "float",
    "entropy_target": "float", "epsilon": "float", "epsilon_high": "float | None",
    "eval_accumulation_steps": "int | None", "eval_delay": "float", "eval_do_concat_batches": "bool",
    "eval_on_start": "bool", "eval_steps": "float | None", "eval_use_gather_object": "bool", "fp16": "bool",
    "fp16_full_eval": "bool", "fsdp": "str | None", "full_determinism": "bool",
    "generation_batch_size": "int | None", "gradient_accumulation_steps": "int", "gradient_checkpointing": "bool",
    "greater_is_better": "bool | None", "hub_always_push": "bool", "hub_model_id": "str | None",
    "hub_private_repo": "bool | None", "hub_revision": "str | None", "hub_token": "str | None",
    "ignore_data_skip": "bool", "importance_sampling_level": "str", "include_num_input_tokens_seen": "str | bool",
    "label_smoothing_factor": "float", "learning_rate": "float", "length_column_name": "str",
    "load_best_model_at_end": "bool", "local_rank": "int", "log_completions": "bool",
    "log_completions_hub_repo": "str | None", "log_level": "str", "log_level_replica": "str",
    "log_multimodal": "bool", "log_on_each_node": "bool", "log_unique_prompts": "bool",
    "logging_first_step": "bool", "logging_nan_inf_filter": "bool", "logging_steps": "float", "loss_type": "str",
    "mask_truncated_completions": "bool", "max_completion_length": "int | None", "max_grad_norm": "float",
    "max_steps": "int", "max_tool_calling_iterations": "int | None", "metric_for_best_model": "str | None",
    "min_p": "float | None", "multi_objective_aggregation": "str", "neftune_noise_alpha": "float | None",
    "num_completions_to_print": "int | None", "num_generations": "int | None", "num_generations_eval": "int | None",
    "num_iterations": "int", "num_train_epochs": "float", "off_policy_mask_threshold": "float | None",
    "optim_args": "str | None", "output_dir": "str | None", "pad_to_multiple_of": "int | str | None",
    "per_device_eval_batch_size": "int", "per_device_train_batch_size": "int", "prediction_loss_only": "bool",
    "project": "str", "push_to_hub": "bool", "ref_model_mixup_alpha": "float", "ref_model_sync_steps": "int",
    "remove_unused_columns": "bool | None", "repetition_penalty": "float",
    "restore_callback_states_from_checkpoint": "bool", "resume_from_checkpoint": "str | None",
    "router_aux_loss_coef": "float | None", "run_name": "str | None", "sapo_temperature_neg": "float",
    "sapo_temperature_pos": "float", "save_on_each_node": "bool", "save_only_model": "bool", "save_steps": "float",
    "save_total_limit": "int | None", "scale_rewards": "str", "seed": "int", "shuffle_dataset": "bool | None",
    "skip_memory_metrics": "bool", "steps_per_generation": "int | None", "sync_ref_model": "bool",
    "temperature": "float", "tf32": "bool | None", "top_entropy_quantile": "float", "top_k": "int",
    "top_p": "float", "torch_compile": "bool", "torch_compile_backend": "str | None",
    "torch_compile_mode": "str | None", "torch_empty_cache_steps": "int | None", "trackio_bucket_id": "str | None",
    "trackio_space_id": "str | None", "train_sampling_strategy": "str", "trust_remote_code": "bool",
    "use_adaptive_entropy": "bool", "use_bias_correction_kl": "bool", "use_cache": "bool", "use_cpu": "bool",
    "use_liger_kernel": "bool", "use_transformers_continuous_batching": "bool", "use_transformers_paged": "bool",
    "use_vllm": "bool", "vespo_k_neg": "float", "vespo_k_pos": "float", "vespo_lambda_neg": "float",
    "vespo_lambda_pos": "float", "vllm_enable_sleep_mode": "bool", "vllm_gpu_memory_utilization": "float",
    "vllm_group_port": "int", "vllm_importance_sampling_cap": "float | None",
    "vllm_importance_sampling_clip_max": "float | None", "vllm_importance_sampling_clip_min": "float | None",
    "vllm_importance_sampling_correction": "bool", "vllm_importance_sampling_mode": "str",
    "vllm_max_model_length": "int | None", "vllm_mode": "str", "vllm_model_impl": "str",
    "vllm_server_base_url": "str | None", "vllm_server_host": "str", "vllm_server_port": "int",
    "vllm_server_timeout": "float", "vllm_structured_outputs_regex": "str | None",
    "vllm_tensor_parallel_size": "int", "warmup_steps": "float", "weight_decay": "float",
}
# END GENERATED


@functools.cache
def own_field_annotations(source: Path = _CONFIG_SOURCE) -> dict[str, str]:
    """``{field: annotation as written}`` for the fields CAPOConfig declares itself, read from ``config.py``, and
    (reading the default source) those of the project's own dataclasses it inherits (:data:`_OWN_BASES`).

    Raises:
        ConfigError: ``config.py`` has no ``class CAPOConfig`` (the source and this reader disagree).
    """
    bases = _OWN_BASES if source == _CONFIG_SOURCE else ()
    annotations: dict[str, str] = {}
    for path, name in bases:
        annotations.update(_class_annotations(path, name))
    annotations.update(_class_annotations(source, _CONFIG_CLASS))
    return annotations


def _class_annotations(source: Path, class_name: str) -> dict[str, str]:
    tree = ast.parse(source.read_text(encoding="utf-8"), filename=str(source))
    for node in tree.body:
        if isinstance(node, ast.ClassDef) and node.name == class_name:
            return {item.target.id: ast.unparse(item.annotation) for item in node.body
                    if isinstance(item, ast.AnnAssign) and isinstance(item.target, ast.Name)
                    and "ClassVar" not in ast.unparse(item.annotation)}
    raise ConfigError(f"Expected a class {class_name} in {source}, found none; "
                      "agentgym_capo/trainer/config_names.py reads its fields from there.")


def own_field_names(source: Path = _CONFIG_SOURCE) -> frozenset[str]:
    """The fields CAPOConfig declares itself: the annotated names in its class body in ``config.py``'s source.

    Raises:
        ConfigError: ``config.py`` has no ``class CAPOConfig`` (the source and this reader disagree).
    """
    return frozenset(own_field_annotations(source))


def _simple_types(annotation: str) -> tuple[type, ...] | None:
    """``"float | None"`` -> ``(float, NoneType)``; None when any part is not bool/int/float/str/None."""
    words = [word.strip() for word in annotation.split("|")]
    if not all(word in SIMPLE_TYPES for word in words):
        return None
    return tuple(SIMPLE_TYPES[word] for word in words)


@functools.cache
def simple_field_types() -> dict[str, tuple[type, ...]]:
    """``{field: allowed types}`` for every CAPOConfig field whose every allowed type is bool/int/float/str/None.

    Read without importing TRL: CAPOConfig's own annotations from its source (they win over inherited ones),
    the inherited ones from :data:`INHERITED_SIMPLE_TYPES` when the installed versions are those it was
    generated for (else only the own fields: nothing is refused that cannot be vouched for).
    """
    annotations = dict(INHERITED_SIMPLE_TYPES) if inherited_list_is_current() else {}
    annotations.update(own_field_annotations())
    return {name: types for name, annotation in annotations.items()
            if (types := _simple_types(annotation)) is not None}


def flatten_annotation(hint: object) -> tuple[type, ...]:
    """The types an annotation allows, unions flattened and generics reduced to their origin (``list[str]``: list)."""
    import types
    import typing

    union = isinstance(hint, types.UnionType) or typing.get_origin(hint) is typing.Union
    options = typing.get_args(hint) if union else (hint,)
    return tuple(typing.get_origin(option) or option for option in options)


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


def _wrap_entries(entries: list[str], width: int) -> str:
    """Entries joined by spaces into indented lines of at most ``width`` characters, never splitting one."""
    lines: list[str] = []
    for entry in entries:
        if lines and len(lines[-1]) + 1 + len(entry) <= width:
            lines[-1] += " " + entry
        else:
            lines.append("    " + entry)
    return "\n".join(lines)


def generated_block() -> str:
    """The text between the GENERATED markers for the installed TRL and transformers (imports TRL)."""
    import json
    import textwrap
    import typing
    from dataclasses import fields

    from trl import GRPOConfig

    versions = {package: _installed_version(package) for package in INHERITED_FOR}
    names = ", ".join(f'"{f.name}"' for f in sorted(fields(GRPOConfig), key=lambda f: f.name)) + ","
    hints = typing.get_type_hints(GRPOConfig)
    allowed = {name: flatten_annotation(hints[name]) for name in sorted(f.name for f in fields(GRPOConfig))}
    simple = {name: " | ".join("None" if option is type(None) else option.__name__ for option in options)
              for name, options in allowed.items() if all(option in SIMPLE_TYPES.values() for option in options)}
    body = textwrap.fill(names, width=116, initial_indent="    ", subsequent_indent="    ", break_long_words=False,
                         break_on_hyphens=False)
    types_body = _wrap_entries([f'"{name}": "{text}",' for name, text in simple.items()], width=116)
    return ("# BEGIN GENERATED (python -m agentgym_capo.trainer.config_names)\n"
            "#: The package versions :data:`INHERITED_FIELDS` was generated for.\n"
            f"INHERITED_FOR = {json.dumps(versions)}\n"
            "#: ``dataclasses.fields(GRPOConfig)``'s names for those versions.\n"
            f"INHERITED_FIELDS = frozenset((\n{body}\n))\n"
            "#: The annotations of those fields whose every allowed type is bool, int, float, str or None.\n"
            f"INHERITED_SIMPLE_TYPES = {{\n{types_body}\n}}\n# END GENERATED\n")


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
