"""A rollout that lost every episode to env errors is never a training step (issue 42, item 1).

Real components: an env that raises in the same process, and a real ``capo serve env`` server on 127.0.0.1 that
is killed mid-run (and, in the second case, started again on the same port while the trainer waits).
"""

from __future__ import annotations

import json
import math
import re

import gymnasium as gym
import pytest
from transformers import TrainerCallback

from agentgym_capo.errors import EnvFailureError
from agentgym_capo.report.page import build_report
from agentgym_capo.rollout import make_env
from agentgym_capo.trainer.capo_trainer import CAPOTrainer
from tests.interop.conftest import start_server, stop_server
from tests.trainer.helpers import ParityBonus, tiny_config


class BrokenEnv(gym.Wrapper):
    """Raises on every step while ``broken[0]`` is True (a switch the test flips)."""

    def __init__(self, env: gym.Env, broken: list[bool]):
        super().__init__(env)
        self.broken = broken

    def step(self, action: str):
        if self.broken[0]:
            raise ConnectionError("simulated: env server unreachable")
        return self.env.step(action)


def _broken_factory(broken: list[bool]):
    return lambda: ParityBonus(BrokenEnv(make_env("capo/Chain-v0"), broken))


def test_a_dead_env_stops_the_run_without_a_step_on_nothing(tmp_path, tiny_model_path, tiny_tokenizer, capsys):
    broken = [False]
    args = tiny_config(tmp_path, max_steps=4, env_failure_patience=3, env_failure_backoff=0.0, save_strategy="steps",
                       save_steps=1)
    trainer = CAPOTrainer(model=tiny_model_path, args=args, env=_broken_factory(broken),
                          processing_class=tiny_tokenizer)

    class BreakAfterFirst(TrainerCallback):
        def on_step_end(self, *_, **__):
            broken[0] = True  # the env dies after the first iteration

    trainer.add_callback(BreakAfterFirst())
    with pytest.raises(EnvFailureError) as raised:
        trainer.train()
    message = str(raised.value)
    assert "failed every episode of 3 rollouts in a row" in message and "simulated: env server unreachable" in message
    assert "checkpoint-1" in message and "--resume" in message  # names the last checkpoint and how to resume
    assert "\n" not in message
    assert trainer.state.global_step == 1  # the empty rollouts took no optimizer or scheduler step
    logged = [e for e in trainer.state.log_history if "rollout/episodes" in e]
    assert len(logged) == 1 and logged[0]["rollout/episodes"] > 0  # no iteration of 0 episodes was logged
    err = capsys.readouterr().err
    assert err.count("not a training step: rolling out again") == 2  # one line per empty rollout before giving up
    assert "iteration 2: all 4 episodes lost" in err and "iteration 1: all" not in err  # named as its metrics row
    assert "stopped at iteration 2 " in message
    # what the run died of is in its record, before it stopped: one event per lost rollout, at iteration 2
    rows = [json.loads(line) for line in (tmp_path / "run" / "metrics.jsonl").read_text().splitlines()]
    lost = [r for r in rows if r.get("event") == "rollout_lost"]
    assert [(r["step"], r["attempt"], r["episodes"], r["kept"], r["env_errors"]) for r in lost] == [
        (2, 1, 4, 0, 4), (2, 2, 4, 0, 4), (2, 3, 4, 0, 4)]
    assert all("simulated: env server unreachable" in r["cause"] for r in lost)
    html = (build_report([tmp_path / "run"], tmp_path / "report.html")).read_text()
    banner = re.search(r'<div class="banner" id="env-error-banner">(.*?)</div>', html, re.S)
    assert banner and "1 of 2 iterations lost episodes (12 to env errors, 12 dropped in all; first at step 2)" in (
        banner.group(1))


class HalfBroken(gym.Wrapper):
    """Raises on every step of every other episode while ``broken[0]`` is True (an env losing half its episodes)."""

    episodes = 0

    def __init__(self, env: gym.Env, broken: list[bool]):
        super().__init__(env)
        self.broken, self.failing = broken, False

    def reset(self, **kwargs):
        HalfBroken.episodes += 1
        self.failing = HalfBroken.episodes % 2 == 0
        return self.env.reset(**kwargs)

    def step(self, action: str):
        if self.broken[0] and self.failing:
            raise ConnectionError("simulated: half the env workers are gone")
        return self.env.step(action)


def test_a_rollout_that_kept_too_few_episodes_is_rolled_out_again(tmp_path, tiny_model_path, tiny_tokenizer, capsys):
    broken = [True]
    args = tiny_config(tmp_path, max_steps=1, env_failure_patience=2, env_failure_backoff=0.0,
                       min_kept_episode_frac=0.75)
    trainer = CAPOTrainer(model=tiny_model_path, args=args,
                          env=lambda: ParityBonus(HalfBroken(make_env("capo/Chain-v0"), broken)),
                          processing_class=tiny_tokenizer)
    with pytest.raises(EnvFailureError, match="failed more than 25% of the episodes of 2 rollouts in a row"):
        trainer.train()
    assert trainer.state.global_step == 0  # never trained on the half that finished
    assert "below min_kept_episode_frac=0.75" in capsys.readouterr().err
    args = tiny_config(tmp_path / "again", max_steps=1, min_kept_episode_frac=0.25)  # half is enough here
    trainer = CAPOTrainer(model=tiny_model_path, args=args,
                          env=lambda: ParityBonus(HalfBroken(make_env("capo/Chain-v0"), broken)),
                          processing_class=tiny_tokenizer)
    trainer.train()
    logged = [e for e in trainer.state.log_history if "rollout/episodes" in e]
    assert trainer.state.global_step == 1 and logged[0]["rollout/env_errors"] > 0


def test_the_run_recovers_when_the_env_comes_back_within_the_patience(tmp_path, tiny_model_path, tiny_tokenizer,
                                                                      capsys):
    broken = [False]
    args = tiny_config(tmp_path, max_steps=3, env_failure_patience=3, env_failure_backoff=0.0)
    trainer = CAPOTrainer(model=tiny_model_path, args=args, env=_broken_factory(broken),
                          processing_class=tiny_tokenizer)
    collector, calls = trainer.episodes.collector, []

    def flaky_collector(*a, **k):  # the env is down for exactly the 2nd and 3rd rollouts
        calls.append(1)
        broken[0] = len(calls) in (2, 3)
        return collector(*a, **k)

    trainer.episodes.collector = flaky_collector
    trainer.train()
    logged = [e for e in trainer.state.log_history if "rollout/episodes" in e]
    assert trainer.state.global_step == 3 and len(logged) == 3
    assert all(e["rollout/episodes"] > 0 and e["rollout/env_errors"] == 0 for e in logged)
    assert all(math.isfinite(e["loss"]) for e in logged)
    assert capsys.readouterr().err.count("not a training step") == 2


@pytest.mark.slow
def test_killed_env_server_stops_the_run_in_one_line(tmp_path, tiny_model_path, tiny_tokenizer):
    process, url = start_server("--env-id", "capo/Chain-v0", command=("-m", "agentgym_capo.interop.server"))
    try:
        args = tiny_config(tmp_path, max_steps=5, env_failure_patience=2, env_failure_backoff=0.2,
                           env_kwargs={"server_url": url, "env_id": "capo/Chain-v0", "retries": 1, "backoff": 0.05,
                                       "timeout": 10})
        trainer = CAPOTrainer(model=tiny_model_path, args=args, env="capo/Remote-v0", processing_class=tiny_tokenizer)

        class KillAfterSecond(TrainerCallback):
            def on_step_end(self, _args, state, *_, **__):
                if state.global_step == 2:
                    stop_server(process)  # the env server dies between iterations 2 and 3

        trainer.add_callback(KillAfterSecond())
        with pytest.raises(EnvFailureError, match=f"capo/Remote-v0 at {url} failed every episode of 2 rollouts"):
            trainer.train()
        assert trainer.state.global_step == 2
        assert all(e["rollout/episodes"] > 0 for e in trainer.state.log_history if "rollout/episodes" in e)
    finally:
        stop_server(process)
