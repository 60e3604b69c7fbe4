"""The shared session store: bounds, expiry, the eviction policy, replay and idempotent creation."""

from __future__ import annotations

from concurrent.futures import ThreadPoolExecutor

import pytest

from agentgym_capo.errors import ConfigError, ServerCapacityError, UnknownSessionError
from agentgym_capo.serving.sessions import SessionStore


def test_full_store_refuses_instead_of_evicting_sessions_in_use(clock):
    closed = []
    store = SessionStore(max_sessions=3, idle_timeout=100, evict_after=10, close_value=closed.append, clock=clock)
    victims = [store.create(lambda i=i: f"victim-{i}").session_id for i in range(3)]
    clock.now = 5.0
    with pytest.raises(ServerCapacityError, match="max_sessions=3") as refused:
        store.create(lambda: "flood")
    assert refused.value.retry_after == pytest.approx(5.0)  # when the oldest becomes evictable
    assert len(store) == 3 and store.evicted == 0 and closed == []
    for sid in victims:  # the victims keep working
        assert store.get(sid).value.startswith("victim")
    clock.now = 16.0  # all three idle 11 s now: one flood session may replace the least recently used one
    store.get(victims[1])  # ... which is no longer victims[1]
    flood = store.create(lambda: "flood")
    assert store.evicted == 1 and closed == ["victim-0"] and flood.value == "flood"
    with pytest.raises(UnknownSessionError, match="replaced while idle"):
        store.get(victims[0])
    store.get(victims[1])


def test_no_eviction_waits_for_expiry_and_health_sweeps(clock):
    store = SessionStore(max_sessions=2, idle_timeout=60, clock=clock)
    a, b = (store.create(lambda: object()).session_id for _ in range(2))
    with pytest.raises(ServerCapacityError):  # evict_after=None never evicts ...
        store.create(lambda: object())
    clock.now = 1000.0  # ... but idle expiry frees the store; reap() is what /health calls
    assert store.reap() == 2 and store.expired == 2 and len(store) == 0
    with pytest.raises(UnknownSessionError, match="expired after 60 s"):
        store.get(a)
    assert store.create(lambda: 1).session_id not in {a, b}


def test_full_without_eviction_gives_retry_after_until_expiry(clock):
    store = SessionStore(max_sessions=1, idle_timeout=60, clock=clock)
    store.create(lambda: 1)
    clock.now = 20.0
    with pytest.raises(ServerCapacityError) as refused:
        store.create(lambda: 2)
    assert refused.value.retry_after == pytest.approx(40.0)


def test_replay_and_idempotent_creation(clock):
    store = SessionStore(max_sessions=4, idle_timeout=60, clock=clock)
    made = []

    def factory():
        made.append(1)
        return len(made)

    with ThreadPoolExecutor(8) as pool:
        sessions = list(pool.map(lambda _: store.create(factory, session_id="mine"), range(8)))
    assert {session.session_id for session in sessions} == {"mine"} and len(store) == 1
    assert len({id(session) for session in sessions}) == 1
    session = sessions[0]
    with session.lock:
        assert session.replay("r1") is None
        session.remember("r1", {"step": 1})
        assert session.replay("r1") == {"step": 1} and session.replay("r2") is None and session.replay(None) is None


def test_failing_factory_frees_its_slot_and_settings_are_checked(clock):
    store = SessionStore(max_sessions=1, idle_timeout=60, clock=clock)
    with pytest.raises(RuntimeError):
        store.create(lambda: (_ for _ in ()).throw(RuntimeError("boom")))
    assert store.create(lambda: 1).value == 1
    for bad in ({"max_sessions": 0}, {"idle_timeout": 0}, {"evict_after": -1}):
        with pytest.raises(ConfigError):
            SessionStore(**{"max_sessions": 1, "idle_timeout": 1, **bad})
    with pytest.raises(ConfigError, match="session_id"):
        store.get("")
