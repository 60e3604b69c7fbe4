"""One name for the sparse retriever across envs (old spellings warn) and no upward import from retrieval."""

from __future__ import annotations

import ast
from pathlib import Path

import gymnasium as gym
import pytest

import agentgym_capo
from agentgym_capo.errors import ConfigError
from agentgym_capo.retrieval.naming import resolve_retriever


@pytest.mark.parametrize(("env_id", "old"), [("capo/HotpotQA-v0", {"retriever": "bm25"}),
                                             ("capo/PaperSearch-v0", {"search_backend": "sparse"}),
                                             ("capo/WebShop-v0", {"search_backend": "tantivy"})])
def test_every_env_takes_retriever_sparse_and_old_names_warn(env_id, old):
    new = gym.make(env_id, retriever="sparse")
    with pytest.warns(DeprecationWarning, match="retriever='sparse'"):
        legacy = gym.make(env_id, **old)
    assert new.reset(seed=0)[0] == legacy.reset(seed=0)[0]  # the same env either way
    new.close()
    legacy.close()


def test_conflicting_spellings_are_an_error():
    assert resolve_retriever(None) == "sparse" and resolve_retriever("dense") == "dense"
    with pytest.raises(ConfigError, match="pass only retriever="), pytest.warns(DeprecationWarning):
        resolve_retriever("dense", legacy="sparse")


def package_imports(name: str) -> list[tuple[str, str]]:
    """``(file name, imported module)`` for every import in the package ``agentgym_capo.<name>``."""
    found = []
    for file in (Path(agentgym_capo.__file__).parent / name).glob("*.py"):
        for node in ast.walk(ast.parse(file.read_text(encoding="utf-8"))):
            if isinstance(node, ast.ImportFrom):
                found.append((file.name, node.module or ""))
            elif isinstance(node, ast.Import):
                found += [(file.name, alias.name) for alias in node.names]
    return found


def test_retrieval_imports_no_env_trainer_or_interop():
    for file, module in package_imports("retrieval"):
        assert not module.startswith(("agentgym_capo.envs", "agentgym_capo.trainer", "agentgym_capo.interop",
                                      "agentgym_capo.rollout")), f"{file} imports {module}"
