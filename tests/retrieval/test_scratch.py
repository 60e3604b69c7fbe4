"""ScratchDirectory: removed with its owner, at a multiprocessing child's exit, never by another process."""

from __future__ import annotations

import multiprocessing
import os

from agentgym_capo.retrieval import SparseIndex
from agentgym_capo.retrieval.scratch import ScratchDirectory
from tests.retrieval.conftest import CITY_DOCS

FORK = multiprocessing.get_context("fork")
_keep_alive: list = []  # held until the child ends, as a per-process index cache holds its index


def _build_in_child(queue) -> None:
    index = SparseIndex.build(CITY_DOCS, progress=False)
    queue.put(str(index._directory))
    queue.put(os.path.isdir(index._directory))
    _keep_alive.append(index)


def _exit_child() -> None:
    pass


def test_index_built_in_a_multiprocessing_child_is_removed_when_the_child_ends():
    queue = FORK.Queue()
    child = FORK.Process(target=_build_in_child, args=(queue,))
    child.start()
    directory, existed = queue.get(timeout=120), queue.get(timeout=120)
    child.join(timeout=120)
    assert child.exitcode == 0
    assert existed, "the child built its index on disk"
    assert not os.path.exists(directory), "a child's os._exit skipped the cleanup"


def test_a_forked_child_never_removes_its_parents_directory():
    scratch = ScratchDirectory(prefix="capo_test_")
    try:
        child = FORK.Process(target=_exit_child)
        child.start()
        child.join(timeout=60)
        assert child.exitcode == 0
        assert os.path.isdir(scratch.name)
    finally:
        scratch.cleanup()
    assert not os.path.exists(scratch.name)
    scratch.cleanup()  # a second call is a no-op


def test_directory_goes_with_the_object():
    scratch = ScratchDirectory(prefix="capo_test_")
    name = scratch.name
    del scratch
    assert not os.path.exists(name)
