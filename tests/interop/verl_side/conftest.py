"""verl-side tests: collected only by ``.venv-verl/bin/python -m pytest tests/interop/verl_side`` (verl==0.9.1).

The main suite ignores this folder (``collect_ignore`` in tests/interop/conftest.py) and runs it as a subprocess
in the verl environment (tests/interop/test_verl_side.py), so these tests run in CI without verl in the main venv.
"""

from __future__ import annotations

import os

os.environ.setdefault("HF_HUB_OFFLINE", "1")
os.environ.setdefault("TOKENIZERS_PARALLELISM", "false")

import contextlib  # noqa: E402  (after the environment above, which verl reads on import)
import importlib.util  # noqa: E402
import sys  # noqa: E402
import types  # noqa: E402
from pathlib import Path  # noqa: E402

import pytest  # noqa: E402
import verl  # noqa: E402
from omegaconf import OmegaConf  # noqa: E402
from transformers import AutoTokenizer  # noqa: E402
from verl.experimental.agent_loop import agent_loop as verl_loop  # noqa: E402
from verl.utils.dataset.rl_dataset import RLHFDataset  # noqa: E402

from agentgym_capo.interop.verl.rows import verl_rows, write_verl_parquet  # noqa: E402
from tests.interop.verl_side.loop_helpers import ENVS, tokenizer_path  # noqa: E402


@pytest.fixture(scope="module")
def tokenizer():
    return AutoTokenizer.from_pretrained(tokenizer_path())


@pytest.fixture(scope="module")
def recorded_puts():
    """Load verl's V1 worker module with TransferQueue replaced by a recorder of ``async_kv_batch_put`` calls."""
    puts: list[dict] = []
    fake_tq = types.ModuleType("transfer_queue")

    async def async_kv_batch_put(**kwargs):
        puts.append(kwargs)

    fake_tq.async_kv_batch_put = async_kv_batch_put
    saved = sys.modules.get("transfer_queue")
    sys.modules["transfer_queue"] = fake_tq
    try:
        path = Path(verl.__file__).parent / "trainer" / "ppo" / "v1" / "agent_loop_tq.py"
        spec = importlib.util.spec_from_file_location("_capo_verl_agent_loop_tq", path)
        module = importlib.util.module_from_spec(spec)
        spec.loader.exec_module(module)
    finally:
        if saved is None:
            sys.modules.pop("transfer_queue", None)
        else:
            sys.modules["transfer_queue"] = saved
    return module.AgentLoopWorkerTQ.__ray_metadata__.modified_class, puts


@pytest.fixture(scope="module")
def dataset_rows(tokenizer, tmp_path_factory):
    """Two rows per env from ``capo export verl`` parquet, read back by verl's RLHFDataset."""
    out = tmp_path_factory.mktemp("verl") / "rows.parquet"
    rows = []
    for env_id in ENVS:
        rows += verl_rows(env_id, limit=1, seeds=1, start_index=len(rows))
    rows += verl_rows("capo/Chain-v0", limit=1, agent_name="capo_chat", start_index=len(rows))
    write_verl_parquet(rows, out)
    config = OmegaConf.create({"max_prompt_length": 100_000, "filter_overlong_prompts": False,
                               "cache_dir": str(out.parent)})
    dataset = RLHFDataset(data_files=[str(out)], tokenizer=tokenizer, config=config)
    return [dataset[i] for i in range(len(dataset))]



@pytest.fixture(autouse=True)
def _no_trace(monkeypatch):
    monkeypatch.setattr(verl_loop, "rollout_trace_attr", lambda **kwargs: contextlib.nullcontext())
