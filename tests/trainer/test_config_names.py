"""The field names ``capo train`` checks before importing TRL match ``dataclasses.fields(CAPOConfig)``."""

from __future__ import annotations

from dataclasses import fields

import pytest

from agentgym_capo.errors import ConfigError
from agentgym_capo.trainer import config_names
from agentgym_capo.trainer.config_names import (
    INHERITED_FIELDS,
    check_field_names,
    inherited_list_is_current,
    own_field_names,
    unknown_fields_error,
)


def test_own_fields_read_from_the_source_are_the_class_annotations():
    from agentgym_capo.trainer.config import CAPOConfig
    from agentgym_capo.trainer.config_limits import RunLimitsConfig

    assert own_field_names() == set(CAPOConfig.__annotations__) | set(RunLimitsConfig.__annotations__)
    assert {"max_cut_action_frac", "on_limit"} <= set(config_names.simple_field_types())  # typed before torch


def test_the_generated_list_is_grpo_configs_fields():
    from trl import GRPOConfig

    from agentgym_capo.trainer.config import CAPOConfig

    regenerate = "run `python -m agentgym_capo.trainer.config_names`"
    assert inherited_list_is_current(), f"TRL/transformers differ from {config_names.INHERITED_FOR}: {regenerate}"
    assert INHERITED_FIELDS == {f.name for f in fields(GRPOConfig)}, regenerate
    assert own_field_names() | INHERITED_FIELDS == {f.name for f in fields(CAPOConfig)}


def test_the_generated_block_reproduces_itself():
    from pathlib import Path

    text = Path(config_names.__file__).read_text(encoding="utf-8")
    start, end = text.index("# BEGIN GENERATED"), text.index("# END GENERATED\n") + len("# END GENERATED\n")
    assert text[start:end] == config_names.generated_block()


def test_unknown_names_get_a_close_field_each():
    with pytest.raises(ConfigError) as caught:
        check_field_names(["learnig_rate", "lamda", "max_steps", "zzzzzz"], " in cfg.yaml")
    message = str(caught.value)
    assert message.startswith("Unknown config field(s) ['lamda', 'learnig_rate', 'zzzzzz'] in cfg.yaml.")
    assert "Did you mean 'lam' for 'lamda', 'learning_rate' for 'learnig_rate'?" in message
    assert "\n" not in message


def test_known_names_pass():
    check_field_names(["learning_rate", "algo", "trainable_layers", "use_vllm", "env_kwargs"])


def test_a_single_unknown_name_gets_a_plain_suggestion():
    message = str(unknown_fields_error(["trainable_layer"], own_field_names()))
    assert "Did you mean 'trainable_layers'?" in message and " for " not in message


def test_other_trl_versions_let_unlisted_names_through_to_the_full_check(monkeypatch):
    monkeypatch.setattr(config_names, "inherited_list_is_current", lambda: False)
    check_field_names(["a_field_a_newer_trl_might_add"])  # no error: CAPOConfig(**settings) decides later


def test_the_types_known_without_trl_are_the_config_classes():
    """Every simply-typed field's allowed types, read without TRL, equal those of the built class."""
    from agentgym_capo.trainer.config import CAPOConfig
    from agentgym_capo.trainer.config_fields import annotated_types
    from agentgym_capo.trainer.config_names import SIMPLE_TYPES, simple_field_types

    simple = set(SIMPLE_TYPES.values())
    expected = {name: options for name, options in annotated_types(CAPOConfig).items()
                if all(option in simple for option in options)}
    assert simple_field_types() == expected
    assert {"learning_rate", "gamma", "rollout_tasks", "use_cpu", "algo"} <= set(expected)
