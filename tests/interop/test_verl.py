"""The verl adapter's verl-free parts in the main environment: row export, metadata, the episode runner, the pool.

verl itself is not installed here; tests/interop/test_verl_side.py runs the verl-side tests in .venv-verl.
"""

from __future__ import annotations

import asyncio
import json
import subprocess
import sys

import pyarrow.parquet as pq
import pytest

from agentgym_capo.cli import main
from agentgym_capo.envs.registry import make
from agentgym_capo.envs.segment_schema import SEGMENT_SCHEMA_VERSION
from agentgym_capo.interop.verl import AGENT_NAMES, agent_loop_config_path
from agentgym_capo.interop.verl.episode import EpisodeSpec, Generation, LoopSettings, play_episode
from agentgym_capo.interop.verl.metadata import STEP_FIELDS, step_extra_fields
from agentgym_capo.interop.verl.pool import EnvPool
from agentgym_capo.interop.verl.rows import verl_rows
from tests.trainer.helpers import subprocess_env


def test_importing_the_package_and_the_verl_free_modules_never_imports_verl():
    code = ("import sys, agentgym_capo, agentgym_capo.cli, agentgym_capo.interop.verl, "
            "agentgym_capo.interop.verl.episode, agentgym_capo.interop.verl.rows, agentgym_capo.interop.verl.pool, "
            "agentgym_capo.interop.verl.step_credit\n"
            "agentgym_capo.cli.build_parser()\n"
            "print(sorted(m for m in sys.modules if m == 'verl' or m.startswith('verl.')))")
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, env=subprocess_env(),
                         timeout=120, check=True)
    assert out.stdout.strip() == "[]"


def test_the_shipped_yaml_names_both_loops_and_the_command_prints_its_path(capsys):
    import yaml

    assert main(["verl", "config"]) == 0
    path = capsys.readouterr().out.strip()
    assert path == str(agent_loop_config_path()) and agent_loop_config_path().is_absolute()
    entries = yaml.safe_load(agent_loop_config_path().read_text())
    assert {e["name"]: e["layout"] for e in entries} == {"capo": "step", "capo_chat": "chat"}
    assert {e["name"] for e in entries} == set(AGENT_NAMES)
    assert all(e["_target_"] == "agentgym_capo.interop.verl.agent_loop.CapoAgentLoop" for e in entries)


def test_export_verl_writes_one_row_per_task_and_seed_with_unique_indices(tmp_path, capsys):
    out = tmp_path / "chain.parquet"
    assert main(["export", "verl", "capo/Chain-v0", "--limit", "3", "--seeds", "2", "--out", str(out)]) == 0
    rows = pq.read_table(out).to_pylist()
    assert len(rows) == 6
    assert [r["extra_info"]["index"] for r in rows] == list(range(6))
    env = make("capo/Chain-v0")
    assert [r["extra_info"]["task_id"] for r in rows] == [t for t in env.unwrapped.task_ids()[:3] for _ in (0, 1)]
    assert [r["extra_info"]["seed"] for r in rows] == [0, 1] * 3
    for row in rows:
        assert row["agent_name"] == "capo" and row["data_source"] == "capo/Chain-v0"
        assert row["reward_model"] == {"style": "env", "ground_truth": ""}
        assert row["prompt"][-1]["role"] == "user" and row["prompt"][-1]["content"]
        assert EpisodeSpec.from_row(row).make_args() == ("capo/Chain-v0", {"split": "train"})
    served = verl_rows("capo/Chain-v0", limit=1, server_url="http://127.0.0.1:9", rooms=2)[0]
    assert EpisodeSpec.from_row(served).make_args() == (
        "capo/Remote-v0", {"server_url": "http://127.0.0.1:9", "env_id": "capo/Chain-v0",
                           "env_kwargs": {"rooms": 2, "split": "train"}})


def test_step_metadata_has_one_key_set_and_one_type_per_key_whatever_the_segment():
    webshop = {"traj_id": "x", "anchor_key": "ab12", "reward_components": {"format": 0.01, "purchase": 1.0},
               "format_ok": True, "tool_calls": [{"name": "env_step", "arguments": {"command": "click[b]"}}],
               "terminal_reason": "success"}
    packed = [step_extra_fields(traj_id="t#1", env_id="capo/WebShop-v0", task_id="100", step_index=3, reward=1.0,
                                segment=webshop, terminated=True, truncated=False),
              step_extra_fields(traj_id="t#2", env_id="capo/Chain-v0", task_id=None, step_index=0, reward=0,
                                segment=None, terminated=False, truncated=True, terminal_reason="server_error",
                                error="boom")]
    for fields in packed:
        assert list(fields) == list(STEP_FIELDS)
        assert all(type(fields[k]) is t for k, t in STEP_FIELDS.items())
    assert json.loads(packed[0]["reward_components"]) == {"format": 0.01, "purchase": 1.0}
    assert json.loads(packed[0]["tool_calls"])[0]["name"] == "env_step"
    assert packed[0]["anchor_obs"] == packed[0]["anchor_key"] == "ab12" and packed[0]["trajectory_uid"] == "t#1"
    assert packed[0]["is_last"] and packed[0]["terminal_reason"] == "success"
    assert packed[1]["terminal_reason"] == "server_error" and packed[1]["error"] == "boom" and packed[1]["is_last"]
    # the segment's schema version rides along: read from the segment (unversioned = 1), ours for a made-up row
    assert packed[0]["segment_schema_version"] == 1 and packed[1]["segment_schema_version"] == SEGMENT_SCHEMA_VERSION
    later = step_extra_fields(traj_id="t#3", env_id="capo/Chain-v0", task_id="c", step_index=0, reward=0.0,
                              segment={**webshop, "schema_version": 7}, terminated=False, truncated=False)
    assert later["segment_schema_version"] == 7


class _Oracle:
    """A token-level ``generate``: a shadow env of the same episode answers with its oracle action."""

    def __init__(self, tokenizer, env_id, task_id):
        self.tokenizer = tokenizer
        self.env = make(env_id)
        self.env.reset(seed=0, options={"task_id": task_id})

    async def __call__(self, prompt_ids):
        action = self.env.unwrapped.oracle_action()
        self.env.step(action)
        return Generation(self.tokenizer(action, add_special_tokens=False)["input_ids"], None)


@pytest.mark.parametrize("env_id", ["capo/Chain-v0", "capo/HotpotQA-v0"])
def test_sessions_of_one_group_get_distinct_ids_and_every_step_the_same_keys(tiny_tokenizer, env_id):
    pool = EnvPool(max_workers=2)
    task = make(env_id).unwrapped.task_ids()[0]
    spec = EpisodeSpec(env_id=env_id, task_id=task, seed=0)
    settings = LoopSettings(prompt_length=16_384, response_length=512)

    async def group():
        return [await play_episode(spec, tokenizer=tiny_tokenizer, generate=_Oracle(tiny_tokenizer, env_id, task),
                                   pool=pool, settings=settings) for _ in range(3)]

    episodes = asyncio.run(group())
    assert pool.created == 1 and pool.idle_count() == 1  # one env, reused by the three sessions
    traj_ids = {rows[0].extra_fields["traj_id"] for rows in episodes}
    assert len(traj_ids) == 3
    for rows in episodes:
        assert len({row.extra_fields["traj_id"] for row in rows}) == 1
        assert all(set(row.extra_fields) == set(STEP_FIELDS) | {"reward_extra_info"} for row in rows)
        assert [row.extra_fields["step_index"] for row in rows] == list(range(len(rows)))
        assert rows[-1].extra_fields["terminal_reason"] == "success"
        assert rows[-1].reward_score == pytest.approx(sum(r.extra_fields["step_reward"] for r in rows))
        assert all(row.reward_score is None for row in rows[:-1])
        assert all(row.response_logprobs is None for row in rows)  # the server gave none: none invented
    pool.close()


def test_an_env_that_cannot_be_made_ends_with_env_error_and_a_row_that_trains_nothing(tiny_tokenizer):
    async def never(prompt_ids):
        raise AssertionError("no generation without an env")

    spec = EpisodeSpec(env_id="capo/Chain-v0", env_kwargs={"rooms": -3})
    (row,) = asyncio.run(play_episode(spec, tokenizer=tiny_tokenizer, generate=never, pool=EnvPool(max_workers=1),
                                      settings=LoopSettings(prompt_length=64, response_length=8)))
    assert row.extra_fields["terminal_reason"] == "env_error" and "making capo/Chain-v0" in row.extra_fields["error"]
    assert row.response_mask == [0] and row.reward_score == 0.0


def test_a_full_env_server_makes_the_episode_wait_then_end_with_no_capacity(tiny_tokenizer):
    pool = EnvPool(max_workers=1)
    spec = EpisodeSpec(env_id="capo/Chain-v0", server_url="http://127.0.0.1:9")
    settings = LoopSettings(prompt_length=64, response_length=8, max_sessions_per_server=1, capacity_timeout=0.2)

    async def scenario():
        async with pool.server_slot(spec.server_url, 1, 1.0):  # another episode holds the only slot
            return await play_episode(spec, tokenizer=tiny_tokenizer, generate=None, pool=pool, settings=settings)

    (row,) = asyncio.run(scenario())
    assert row.extra_fields["terminal_reason"] == "no_capacity"
    assert "1 episode slots" in row.extra_fields["error"]


def test_capo_serve_env_passes_its_limits_to_the_server(monkeypatch):
    import agentgym_capo.cli as cli

    calls = []
    monkeypatch.setattr(cli, "servers", lambda: {"env": lambda host, port, **options: calls.append(options)})
    assert main(["serve", "env", "capo/WebShop-v0", "--max-sessions", "1024", "--max-concurrent-calls", "4",
                 "--idle-timeout", "90"]) == 0
    assert calls == [{"env_id": "capo/WebShop-v0", "max_sessions": 1024, "max_concurrent_calls": 4,
                      "idle_timeout": 90.0}]
    from agentgym_capo.interop.protocol import ServerSettings

    ServerSettings(**{k: v for k, v in calls[0].items()})  # the server accepts exactly these settings


def test_episodes_spread_over_the_shards_of_one_env_by_episodes_in_flight():
    pool = EnvPool(max_workers=1)
    shards = EpisodeSpec(env_id="capo/Chain-v0", server_url="http://a:1, http://b:2/").server_urls()
    assert shards == ["http://a:1", "http://b:2/"]

    async def scenario():
        picks = [pool.pick_server(shards)]
        async with pool.server_slot("http://a:1", 4, 1.0):
            picks.append(pool.pick_server(shards))
            async with pool.server_slot("http://b:2", 4, 1.0), pool.server_slot("http://b:2", 4, 1.0):
                picks.append(pool.pick_server(shards))
        picks.append(pool.pick_server(shards))
        return picks

    assert asyncio.run(scenario()) == ["http://a:1", "http://b:2/", "http://a:1", "http://a:1"]


def test_a_remote_env_plays_through_capo_serve_like_an_in_process_one(tiny_tokenizer):
    from tests.interop.conftest import start_server, stop_server

    process, url = start_server("--env-id", "capo/Chain-v0", "--max-sessions", "4")
    try:
        task = make("capo/Chain-v0").unwrapped.task_ids()[1]
        spec = EpisodeSpec(env_id="capo/Chain-v0", task_id=task, seed=0, server_url=url)
        pool = EnvPool(max_workers=2)
        rows = asyncio.run(play_episode(spec, tokenizer=tiny_tokenizer, pool=pool,
                                        generate=_Oracle(tiny_tokenizer, "capo/Chain-v0", task),
                                        settings=LoopSettings(prompt_length=16_384, response_length=256)))
        assert rows[-1].extra_fields["terminal_reason"] == "success", rows[-1].extra_fields["error"]
        assert rows[-1].extra_fields["task_id"] == task and len(rows) > 1
        assert {row.extra_fields["segment_schema_version"] for row in rows} == {SEGMENT_SCHEMA_VERSION}
        pool.close()
    finally:
        stop_server(process)
