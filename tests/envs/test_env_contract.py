"""The DESIGN.md env contract, checked for every registered id (new envs are covered automatically)."""

from __future__ import annotations

import json

import gymnasium as gym
import pytest
from gymnasium.utils.env_checker import check_env
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from agentgym_capo.envs.core import TERMINAL_REASONS
from agentgym_capo.envs.segment_schema import validate_segment
from agentgym_capo.errors import EpisodeEndedError, UnknownTaskError

SEGMENT_KEYS = {"schema_version", "traj_id", "step_index", "task_id", "anchor_key", "reward_components", "format_ok",
                "tool_calls", "terminal_reason"}


def test_check_env_passes(registered_env_id):
    env = gym.make(registered_env_id)
    check_env(env.unwrapped, skip_render_check=True)
    env.close()


def test_module_qualified_id_registers_without_prior_import(registered_env_id):
    env_id = registered_env_id
    import subprocess
    import sys

    code = f"import gymnasium as gym; env = gym.make('agentgym_capo:{env_id}'); env.reset(seed=0); print('ok')"
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=300)
    assert out.returncode == 0, out.stderr[-2000:]
    assert out.stdout.strip().endswith("ok")


def test_reset_info_schema(registered_env_id):
    env = gym.make(registered_env_id)
    obs, info = env.reset(seed=3)
    assert isinstance(obs, str) and obs in env.observation_space
    assert set(info["segment"]) == SEGMENT_KEYS
    assert info["segment"]["step_index"] == 0 and info["segment"]["traj_id"]
    assert info["messages"][-1] == {"role": "user", "content": obs}
    assert all(tool["type"] == "function" for tool in info["tools"])
    json.dumps(info["segment"])  # JSON-safe, so it crosses HTTP and lands in JSONL unchanged
    env.close()


def test_oracle_episode_segments_are_consistent(registered_env_id):
    env = gym.make(registered_env_id)
    obs, info = env.reset(seed=11)
    traj_id = info["segment"]["traj_id"]
    for expected_index in range(env.spec.max_episode_steps):
        obs, reward, terminated, truncated, info = env.step(env.unwrapped.oracle_action())
        segment = info["segment"]
        assert segment["traj_id"] == traj_id
        assert segment["step_index"] == expected_index
        assert segment["format_ok"] is True, info.get("feedback")
        assert reward == pytest.approx(sum(segment["reward_components"].values()))
        assert segment["terminal_reason"] in (None, *TERMINAL_REASONS)
        json.dumps(segment)
        if terminated or truncated:
            break
    assert terminated or truncated
    if truncated:
        assert segment["terminal_reason"] == "max_steps"
    with pytest.raises(EpisodeEndedError):
        env.step("anything")
    env.close()


def test_same_seed_and_task_give_the_same_episode(registered_env_id):
    env = gym.make(registered_env_id)
    task_id = env.unwrapped.task_ids()[0]
    runs = []
    for _ in range(2):
        obs, info = env.reset(seed=5, options={"task_id": task_id})
        trace = [(obs, json.dumps(info["segment"], sort_keys=True))]
        for _ in range(3):
            obs, reward, terminated, truncated, info = env.step(env.unwrapped.oracle_action())
            trace.append((obs, reward, json.dumps(info["segment"], sort_keys=True)))
            if terminated or truncated:
                break
        runs.append(trace)
    assert runs[0] == runs[1]
    env.close()


def test_different_tasks_are_reachable(registered_env_id):
    env = gym.make(registered_env_id)
    ids = env.unwrapped.task_ids()
    assert len(ids) >= 2
    seen = {env.reset(seed=seed)[1]["segment"]["task_id"] for seed in range(30)}
    assert len(seen) >= 2
    obs_a, _ = env.reset(options={"task_id": ids[0]})
    obs_b, _ = env.reset(options={"task_id": ids[-1]})
    assert obs_a != obs_b
    with pytest.raises(UnknownTaskError, match="task_ids"):
        env.reset(options={"task_id": "no-such-task"})
    env.close()


# ---------------------------------------------------------------------------- fuzzing
_TOOL_NAMES = st.sampled_from(["env_step", "search", "expand", "wiki_search", "nope", "", "__import__"])
_JSONISH = st.recursive(
    st.none() | st.booleans() | st.integers() | st.floats(allow_nan=False) | st.text(max_size=30),
    lambda children: st.lists(children, max_size=4) | st.dictionaries(st.text(max_size=10), children, max_size=4),
    max_leaves=10,
)


@st.composite
def _tool_call(draw):
    kind = draw(st.integers(0, 4))
    if kind == 0:  # well-formed JSON with a random name and arguments
        return "<tool_call>" + json.dumps({"name": draw(_TOOL_NAMES), "arguments": draw(_JSONISH)}) + "</tool_call>"
    if kind == 1:  # plausible call with a plausible argument
        key = draw(st.sampled_from(["command", "query", "paper_id", "action"]))
        payload = {"name": draw(_TOOL_NAMES), "arguments": {key: draw(st.text(max_size=60))}}
        return "<tool_call>" + json.dumps(payload, ensure_ascii=draw(st.booleans())) + "</tool_call>"
    if kind == 2:  # broken JSON
        return "<tool_call>{" + draw(st.text(max_size=40)) + "</tool_call>"
    if kind == 3:  # unclosed block
        return "<tool_call>" + draw(st.text(max_size=40))
    return "<tool_call><tool_call>{}</tool_call></tool_call>"


_PIECES = st.one_of(
    st.text(max_size=80),
    _tool_call(),
    st.text(max_size=40).map(lambda t: f"<answer>{t}</answer>"),
    st.text(max_size=40).map(lambda t: f"<answer>{t}"),
    st.text(max_size=40).map(lambda t: f"<think>{t}</think>"),
    st.just("<think> unclosed reasoning <tool_call>"),
    st.sampled_from(["\x00", "\ud800", "\ufffd", "🙂", "e\u0301", "\u202e", "\n\n", "</tool_call>", "click[Buy Now]",
                     "search[shoes]", "go north", "look", "say red"]),
)
_ACTIONS = st.one_of(
    st.lists(_PIECES, max_size=6).map("".join),
    st.lists(_tool_call(), min_size=5, max_size=12).map("".join),  # many calls at once
    st.integers(10_000, 120_000).map(lambda n: "x" * n),  # over-long
)


def _is_surely_malformed(action: str) -> bool:
    """Actions that every env must flag: an unclosed tool_call or invalid characters outside reasoning."""
    from agentgym_capo.envs.toolcalls import strip_reasoning

    visible = strip_reasoning(action)
    bad_chars = any(c in action for c in ("\x00", "\ud800", "\ufffd"))
    return bad_chars or visible.count("<tool_call>") > visible.count("</tool_call>")


@settings(max_examples=60, deadline=None, suppress_health_check=list(HealthCheck))
@given(data=st.data())
def test_fuzzed_actions_never_crash(registered_env_id, data):
    env = _fuzz_env(registered_env_id)
    limit = env.spec.max_episode_steps
    obs, info = env.reset(seed=data.draw(st.integers(0, 2**16)))
    steps = 0
    for action in data.draw(st.lists(_ACTIONS, min_size=1, max_size=25)):
        if data.draw(st.integers(0, 9)) == 0 and info.get("admissible_actions"):
            action = data.draw(st.sampled_from(info["admissible_actions"]))
        obs, reward, terminated, truncated, info = env.step(action)
        steps += 1
        assert obs in env.observation_space
        assert isinstance(reward, float)
        assert isinstance(info["segment"]["format_ok"], bool)
        validate_segment(info["segment"])  # malformed calls too (tests/envs/test_segment_schema.py plays policies)
        if _is_surely_malformed(action):
            assert info["segment"]["format_ok"] is False, action[:200]
        assert steps <= limit
        if terminated or truncated:
            obs, info = env.reset()
            steps = 0


_FUZZ_ENVS: dict[str, gym.Env] = {}


def _fuzz_env(env_id: str) -> gym.Env:
    """One env per id for the whole fuzz run (hypothesis calls the test body many times)."""
    if env_id not in _FUZZ_ENVS:
        _FUZZ_ENVS[env_id] = gym.make(env_id)
    return _FUZZ_ENVS[env_id]
