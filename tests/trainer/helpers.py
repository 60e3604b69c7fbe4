"""Shared pieces of the trainer tests: a tiny-model config and reward-shaping wrappers around Chain-v0."""

from __future__ import annotations

import os
import sys
from pathlib import Path
from typing import Any

import gymnasium as gym

from agentgym_capo.rollout import make_env
from agentgym_capo.trainer.config import CAPOConfig


class ParityBonus(gym.Wrapper):
    """Adds ``0.1 * (len(action) % 3)`` to the reward.

    A random tiny model never writes a valid Chain command, so without this every reward is 0 and every
    advantage vanishes; the bonus varies between sampled actions, which is all a smoke test needs.
    """

    def step(self, action: str):
        obs, reward, terminated, truncated, info = self.env.step(action)
        return obs, reward + 0.1 * (len(action) % 3), terminated, truncated, info


class FlakyEnv(gym.Wrapper):
    """Raises on every ``every``-th call to ``step`` across its lifetime (an env that fails mid-episode)."""

    def __init__(self, env: gym.Env, every: int = 3):
        super().__init__(env)
        self.every, self.calls = every, 0

    def step(self, action: str):
        self.calls += 1
        if self.calls % self.every == 0:
            raise RuntimeError("simulated env failure")
        return self.env.step(action)


def chain_factory(wrapper: type[gym.Wrapper] = ParityBonus, **kwargs: Any):
    """A zero-argument factory of a wrapped ``capo/Chain-v0``."""

    def factory() -> gym.Env:
        return wrapper(make_env("capo/Chain-v0", **kwargs))

    return factory


def tiny_config(tmp_path, **overrides: Any) -> CAPOConfig:
    """A CAPOConfig sized for the tiny model on CPU (seconds per iteration)."""
    settings: dict[str, Any] = dict(
        output_dir=str(tmp_path / "run"), use_cpu=True, bf16=False, gradient_checkpointing=False,
        report_to="none", max_steps=2, rollout_tasks=4, mini_batch_size=4, max_completion_length=6,
        learning_rate=1e-2, critic_learning_rate=1e-2, logging_steps=1, save_strategy="no", disable_tqdm=True,
        seed=0, max_env_steps=3,
    )
    settings.update(overrides)
    algo = settings.get("algo", "capo")
    if "group_size" not in settings and algo not in ("capo", "ppo", "st_ppo"):
        settings["group_size"] = 2
    return CAPOConfig(**settings)


def subprocess_env() -> dict[str, str]:
    """Environment of a test's child process: offline hub, quiet TRL, one OpenMP thread, this checkout importable."""
    return dict(os.environ, HF_HUB_OFFLINE="1", TRL_EXPERIMENTAL_SILENCE="1", OMP_NUM_THREADS="1",
                PYTHONPATH=str(Path(__file__).resolve().parents[2]))


def accelerate_launch(processes: int = 2, *flags: str) -> list[str]:
    """``python`` arguments of ``accelerate launch`` with ``processes`` local processes, no mixed precision.

    ``--main_process_port 0`` lets torch pick a free rendezvous port: with accelerate's fixed default (29500),
    two launches at once on one machine (two CI clones, a benchmark) meet in the same store and abort.
    """
    return [sys.executable, "-m", "accelerate.commands.launch", "--num_processes", str(processes),
            "--num_machines", "1", "--mixed_precision", "no", "--dynamo_backend", "no",
            "--main_process_port", "0", *flags]
