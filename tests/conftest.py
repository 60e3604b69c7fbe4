"""Shared fixtures: offline settings, the tiny test model, and the registered env ids."""

from __future__ import annotations

import os

os.environ.setdefault("HF_HUB_OFFLINE", "1")
os.environ.setdefault("HF_HUB_DISABLE_TELEMETRY", "1")
os.environ.setdefault("TRL_EXPERIMENTAL_SILENCE", "1")
os.environ.setdefault("TOKENIZERS_PARALLELISM", "false")

import pytest  # noqa: E402

import agentgym_capo  # noqa: E402,F401  (registers the env ids)
from agentgym_capo.envs.registry import registered_ids  # noqa: E402


@pytest.fixture(scope="session")
def tiny_model_path():
    """A two-layer random Qwen2 with a real tokenizer, built once per machine and cached."""
    from agentgym_capo.models import tiny_model_dir

    return str(tiny_model_dir())


@pytest.fixture(scope="session")
def tiny_tokenizer(tiny_model_path):
    """The tiny model's tokenizer."""
    from transformers import AutoTokenizer

    return AutoTokenizer.from_pretrained(tiny_model_path)


def pytest_generate_tests(metafunc):
    """Parametrise tests taking ``registered_env_id`` over every registered id (new envs are covered automatically)."""
    if "registered_env_id" in metafunc.fixturenames:
        metafunc.parametrize("registered_env_id", registered_ids())


@pytest.fixture(scope="session")
def transformers_server(tiny_model_path):
    """``transformers serve`` of the tiny model on a free 127.0.0.1 port for the whole session (killed after)."""
    from tests.openai_servers import TransformersServe

    server = TransformersServe(tiny_model_path)
    yield server
    server.stop()
