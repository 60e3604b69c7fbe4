"""Shared fixtures: offline settings, the tiny test model, and the registered env ids; the xdist rule.

The whole suite (``python -m pytest`` with no paths, as the README and ``.ci/run`` run it) is spread over
``XDIST_WORKERS`` pytest-xdist workers when pytest-xdist is installed and the machine has that many cores
(``--dist loadscope``: a module's tests share a worker, so its module fixtures, such as the reference runs of the
distributed tests and the memory probes, run once; modules with ``slow`` tests are handed out first). Naming test
paths, ``-n N`` (``-n0``: one process), ``-p no:xdist``, ``--pdb`` or ``--collect-only`` keeps what was asked.
Each worker runs torch on one thread (``OMP_NUM_THREADS=1``, inherited by the processes the tests start): two
processes of 2 threads each on 2 cores stall at OpenMP's barriers (~5x slower), and the golden runs were
recorded on one thread.
"""

from __future__ import annotations

import os

os.environ.setdefault("HF_HUB_OFFLINE", "1")
os.environ.setdefault("HF_HUB_DISABLE_TELEMETRY", "1")
os.environ.setdefault("TRL_EXPERIMENTAL_SILENCE", "1")
os.environ.setdefault("TOKENIZERS_PARALLELISM", "false")
if os.environ.get("PYTEST_XDIST_WORKER"):  # before torch loads: its intra-op threads are fixed at import
    os.environ["OMP_NUM_THREADS"] = "1"

import pytest  # noqa: E402

import agentgym_capo  # noqa: E402,F401  (registers the env ids)
from agentgym_capo.envs.registry import registered_ids  # noqa: E402

#: Workers of the whole-suite run (the module docstring); README.md gives the suite's time with them on 2 cores
XDIST_WORKERS = 2


def _cores() -> int:
    try:
        return len(os.sched_getaffinity(0))
    except AttributeError:  # not on Linux
        return os.cpu_count() or 1


@pytest.hookimpl(tryfirst=True)
def pytest_cmdline_main(config):
    """Spread the whole suite over ``XDIST_WORKERS`` workers (module docstring); runs before xdist reads ``-n``."""
    from _pytest.config import Config

    option = config.option
    if (not config.pluginmanager.hasplugin("xdist") or os.environ.get("PYTEST_XDIST_WORKER")
            or getattr(option, "numprocesses", None) is not None or option.collectonly or option.usepdb
            or getattr(option, "dist", "no") != "no" or config.args_source != Config.ArgsSource.TESTPATHS
            or _cores() < XDIST_WORKERS):
        return
    # loadscope, not loadgroup: xdist 3.8 marks a group by rewriting item._nodeid, which pytest 9's nodeid ignores
    option.numprocesses, option.dist = XDIST_WORKERS, "loadscope"
    option.loadscopereorder = False  # keep the slow-first order below (the default sorts modules by test count)


def pytest_collection_modifyitems(config, items):
    """On an xdist worker, hand out the modules with ``slow`` tests first (stable order otherwise): a long module
    started last would run on one core while the other idles."""
    if os.environ.get("PYTEST_XDIST_WORKER"):  # every worker sorts alike: xdist requires the same collection
        items.sort(key=lambda item: item.get_closest_marker("slow") is None)


@pytest.fixture(scope="session")
def tiny_model_path():
    """A two-layer random Qwen2 with a real tokenizer, built once per machine and cached."""
    from agentgym_capo.models import tiny_model_dir

    return str(tiny_model_dir())


@pytest.fixture(scope="session")
def tiny_tokenizer(tiny_model_path):
    """The tiny model's tokenizer."""
    from transformers import AutoTokenizer

    return AutoTokenizer.from_pretrained(tiny_model_path)


def pytest_generate_tests(metafunc):
    """Parametrise tests taking ``registered_env_id`` over every registered id (new envs are covered automatically)."""
    if "registered_env_id" in metafunc.fixturenames:
        metafunc.parametrize("registered_env_id", registered_ids())


@pytest.fixture(scope="session")
def transformers_server(tiny_model_path):
    """``transformers serve`` of the tiny model on a free 127.0.0.1 port for the whole session (killed after)."""
    from tests.openai_servers import TransformersServe

    server = TransformersServe(tiny_model_path)
    yield server
    server.stop()
