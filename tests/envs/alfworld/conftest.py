"""Fixtures of the ALFWorld tests: one env per split for the whole session (games stay loaded)."""

from __future__ import annotations

import gymnasium as gym
import pytest

import agentgym_capo  # noqa: F401


@pytest.fixture(scope="session")
def alfworld_envs():
    """``split -> env`` for the three bundled splits."""
    envs = {split: gym.make("capo/ALFWorld-v0", split=split) for split in ("train", "valid_seen", "valid_unseen")}
    yield envs
    for env in envs.values():
        env.close()
