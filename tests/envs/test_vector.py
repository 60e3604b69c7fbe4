"""Gymnasium's async vector envs (default shared memory) match the sync ones step for step, for every id.

``gym.make_vec(id, vectorization_mode="async")`` and a hand-built ``AsyncVectorEnv`` both use shared memory by
default; the observations travel through :mod:`agentgym_capo.envs.spaces`' codec. Each case plays the oracle's
actions in sub-env 0 and, in sub-env 1, the oracle's actions alternating with a malformed non-ASCII action
(format feedback, accented text, a lone surrogate), until both sub-envs have ended an episode and been
auto-reset, in both autoreset modes.
"""

from __future__ import annotations

from functools import partial

import gymnasium as gym
import numpy as np
import pytest
from gymnasium.vector import AsyncVectorEnv, AutoresetMode, SyncVectorEnv

import agentgym_capo  # noqa: F401  (registers the ids)
from agentgym_capo.envs.registry import ENV_TABLE, registered_ids

NOISE = "è café 中文 \ud800 <tool_call>{not json"


def _actions(sync: SyncVectorEnv, step: int, needs_reset: np.ndarray) -> tuple[str, ...]:
    actions = []
    for index, env in enumerate(sync.envs):
        if needs_reset[index]:  # NEXT_STEP mode: this step only resets the sub-env, the action is ignored
            actions.append("ignored")
        elif index == 1 and step % 2 == 1:
            actions.append(NOISE)
        else:
            actions.append(env.unwrapped.oracle_action())
    return tuple(actions)


@pytest.mark.parametrize("mode", [AutoresetMode.NEXT_STEP, AutoresetMode.SAME_STEP], ids=lambda m: m.value)
@pytest.mark.parametrize("env_id", registered_ids())
def test_async_matches_sync_step_for_step(env_id, mode):
    sync = SyncVectorEnv([partial(gym.make, env_id)] * 2, autoreset_mode=mode)
    if mode is AutoresetMode.NEXT_STEP:
        vector = gym.make_vec(env_id, num_envs=2, vectorization_mode="async", vector_kwargs={"autoreset_mode": mode})
    else:
        vector = AsyncVectorEnv([partial(gym.make, env_id)] * 2, autoreset_mode=mode)
    try:
        assert vector.unwrapped.shared_memory
        expected, _ = sync.reset(seed=[5, 6])
        found, _ = vector.reset(seed=[5, 6])
        assert found == expected and all(len(text) > 0 for text in found)
        limit = next(entry.max_episode_steps for entry in ENV_TABLE if entry.id == env_id)
        ended, needs_reset, autoresets = np.zeros(2, bool), np.zeros(2, bool), 0
        for step in range(2 * limit + 2):
            actions = _actions(sync, step, needs_reset)
            want = sync.step(actions)
            got = vector.step(actions)
            assert got[0] == want[0], f"step {step}: observations differ"
            for position in (1, 2, 3):  # reward, terminated, truncated
                np.testing.assert_array_equal(got[position], want[position])
            autoresets += int(needs_reset.sum()) if mode is AutoresetMode.NEXT_STEP else 0
            done = np.logical_or(want[2], want[3])
            ended |= done
            if mode is AutoresetMode.SAME_STEP:
                autoresets += int(done.sum())
            needs_reset = done if mode is AutoresetMode.NEXT_STEP else np.zeros(2, bool)
            if ended.all() and autoresets >= 2 and not needs_reset.any():
                break
        assert ended.all() and autoresets >= 2, f"{env_id}: episodes did not end within {2 * limit + 2} steps"
    finally:
        sync.close()
        vector.close()


def test_workers_forked_after_a_search_do_not_hang():
    """The BM25 search pool is rebuilt in a forked worker (it used to hang: the child had the pool, no threads)."""
    env = gym.make("capo/HotpotQA-v0")
    env.reset(seed=0)
    env.step(env.unwrapped.oracle_action())  # starts the parent's search threads
    vector = AsyncVectorEnv([partial(gym.make, "capo/HotpotQA-v0")] * 2)
    try:
        vector.reset(seed=[0, 1])
        actions = tuple(vector.call("oracle_action"))
        vector.step_async(actions)
        observations, *_ = vector.step_wait(timeout=60)
        assert all("search" in text.lower() or "passage" in text.lower() for text in observations)
    finally:
        vector.close()
        env.close()


def test_shared_memory_round_trip_is_exact():
    from gymnasium.vector.utils import create_shared_memory, read_from_shared_memory, write_to_shared_memory

    from agentgym_capo.envs import UnicodeText

    space = UnicodeText(12)
    memory = create_shared_memory(space, n=2)
    view = read_from_shared_memory(space, memory, n=2)
    write_to_shared_memory(space, 1, "è\ud800中a", memory)
    write_to_shared_memory(space, 0, "", memory)
    assert tuple(view) == ("", "è\ud800中a")  # a live view: written after it was read
    write_to_shared_memory(space, 1, "ok", memory)
    assert view[1] == "ok"
    with pytest.raises(ValueError, match="at most 12 characters"):
        write_to_shared_memory(space, 0, "x" * 13, memory)


def test_async_workers_leave_no_index_files_behind(tmp_path, monkeypatch):
    """Each worker builds its own in-memory BM25 index on disk; closing the vector env removes them."""
    import tempfile

    from agentgym_capo.envs.qa import resources

    monkeypatch.setattr(tempfile, "tempdir", str(tmp_path))  # forked workers inherit it ...
    monkeypatch.setenv("TMPDIR", str(tmp_path))  # ... spawned ones read it
    monkeypatch.setattr(resources, "_indexes", {})  # so the workers build their own instead of inheriting
    vector = AsyncVectorEnv([partial(gym.make, "capo/HotpotQA-v0")] * 2)
    try:
        vector.reset(seed=[0, 1])
        assert len(list(tmp_path.glob("capo_bm25_*"))) == 2
    finally:
        vector.close()
    assert list(tmp_path.glob("capo_bm25_*")) == []
