"""The shipped segment schema: every step of every registered env follows it, and it agrees with the code."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from dataclasses import fields

import gymnasium as gym
import jsonschema
import pytest

from agentgym_capo.envs.core import TERMINAL_REASONS, ActionSegment
from agentgym_capo.envs.segment_schema import (
    SEGMENT_SCHEMA_VERSION,
    SegmentSchemaError,
    segment_schema,
    segment_version,
    validate_segment,
)
from agentgym_capo.envs.toolcalls import CallStatus
from agentgym_capo.errors import ConfigError
from agentgym_capo.rollout.scripted import play_episode


class _KeepSegments(gym.Wrapper):
    """Keep the env's own ``info["segment"]`` of every reset and step (before any runner touches it)."""

    def __init__(self, env: gym.Env):
        super().__init__(env)
        self.segments: list[dict] = []
        self.rewards: list[float] = []  # (checked after the episode: an assert in here would become an env_error)

    def reset(self, **kwargs):
        obs, info = self.env.reset(**kwargs)
        self.segments.append(json.loads(json.dumps(info["segment"])))  # as it crosses HTTP or lands in JSONL
        return obs, info

    def step(self, action):
        obs, reward, terminated, truncated, info = self.env.step(action)
        self.segments.append(json.loads(json.dumps(info["segment"])))
        self.rewards.append(reward)
        return obs, reward, terminated, truncated, info


@pytest.mark.parametrize("policy,episodes", [("oracle", 1), ("random", 3)])
def test_every_step_of_every_env_follows_the_schema(registered_env_id, policy, episodes):
    env = _KeepSegments(gym.make(registered_env_id))
    rng_seed = 7
    results = [play_episode(env, policy=policy, seed=rng_seed + episode) for episode in range(episodes)]
    env.close()
    steps = sum(len(result.steps) for result in results)
    assert steps >= episodes and len(env.segments) == steps + episodes  # one reset segment per episode
    for segment in env.segments:
        validate_segment(segment)
        assert segment["schema_version"] == SEGMENT_SCHEMA_VERSION
    stepped = [segment for segment in env.segments if segment["format_ok"] is not None]  # (reset segments: None)
    assert [sum(s["reward_components"].values()) for s in stepped] == pytest.approx(env.rewards)
    assert all(result.terminal_reason != "env_error" for result in results), [r.error for r in results]
    # the runner's own records (what the trainer, `rollout_func` and `capo rollout` carry) follow it too
    for result in results:
        for step in result.steps:
            validate_segment(step.segment.to_dict())
    if policy == "oracle":
        assert results[0].steps[-1].segment.terminal_reason in TERMINAL_REASONS


def test_the_schema_lists_exactly_the_fields_of_the_record_and_the_codes_of_the_parser():
    schema = segment_schema()
    jsonschema.Draft202012Validator.check_schema(schema)
    names = [f.name for f in fields(ActionSegment)]
    assert set(schema["properties"]) == set(names) == set(schema["required"])
    assert schema["additionalProperties"] is False
    assert schema["properties"]["schema_version"]["const"] == SEGMENT_SCHEMA_VERSION
    assert all(schema["properties"][name]["description"] for name in names)
    call = schema["properties"]["tool_calls"]["items"]
    assert call["properties"]["status"]["enum"] == [status.value for status in CallStatus]
    reasons = schema["properties"]["terminal_reason"]["enum"]
    assert set(reasons) == {*TERMINAL_REASONS, "prompt_too_long", None}
    assert list(ActionSegment("t#1", 0, "t", "ab").to_dict())[0] == "schema_version"


def test_a_broken_segment_is_refused_in_one_line_naming_the_field():
    env = gym.make("capo/Chain-v0")
    _, info = env.reset(seed=0)
    _, _, _, _, info = env.step(env.unwrapped.oracle_action())
    env.close()
    good = info["segment"]
    validate_segment(good)
    cases = {"step_index": -1, "format_ok": "yes", "terminal_reason": "timeout", "anchor_key": "Not Hex",
             "reward_components": {"progress": "1"}}
    for name, value in cases.items():
        with pytest.raises(SegmentSchemaError, match=f"Segment field {name}.* breaks the segment schema v1") as caught:
            validate_segment({**good, name: value})
        assert "\n" not in str(caught.value)
    with pytest.raises(SegmentSchemaError, match="'surprise' was unexpected"):
        validate_segment({**good, "surprise": 1})
    with pytest.raises(ConfigError, match="No segment schema of version 2 ships"):
        validate_segment({**good, "schema_version": 2})
    with pytest.raises(SegmentSchemaError, match="schema_version must be an integer"):
        segment_version({"schema_version": "1"})


def test_a_segment_written_before_the_version_existed_reads_as_version_1():
    env = gym.make("capo/Chain-v0")
    _, info = env.reset(seed=0)
    env.close()
    old = {key: value for key, value in info["segment"].items() if key != "schema_version"}
    assert segment_version(old) == 1
    with pytest.raises(SegmentSchemaError, match="'schema_version' is a required property"):
        validate_segment(old)  # a writer of v1 writes the field; only readers default it


def test_validating_without_jsonschema_names_the_extra_and_the_schema_still_loads():
    code = (
        "import importlib.abc, sys\n"
        "class Block(importlib.abc.MetaPathFinder):\n"
        "    def find_spec(self, name, path=None, target=None):\n"
        "        if name.split('.')[0] == 'jsonschema':\n"
        "            raise ModuleNotFoundError(f'No module named {name!r}', name=name)\n"
        "sys.meta_path.insert(0, Block())\n"
        "import gymnasium as gym, agentgym_capo\n"
        "from agentgym_capo.envs.segment_schema import segment_schema, validate_segment\n"
        "from agentgym_capo.errors import ConfigError\n"
        "env = gym.make('capo/Chain-v0')\n"
        "segment = env.reset(seed=0)[1]['segment']\n"
        "print(segment_schema()['title'])\n"
        "try:\n"
        "    validate_segment(segment)\n"
        "except ConfigError as error:\n"
        "    print(error)\n")
    run = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=300,
                         env={**os.environ, "HF_HUB_OFFLINE": "1"})
    assert run.returncode == 0, run.stderr[-3000:]
    title, message = run.stdout.strip().splitlines()[-2:]
    assert title == "agentgym_capo action segment, version 1"
    assert "pip install 'agentgym_capo[schema]'" in message
