"""The package's public face and its import arrows, each checked in a fresh interpreter."""

from __future__ import annotations

import json
import subprocess
import sys

import pytest

HEAVY = ("torch", "transformers", "trl", "accelerate", "peft", "datasets")
UPPER = ("agentgym_capo.trainer", "agentgym_capo.interop", "agentgym_capo.rollout")


def run_python(code: str) -> dict:
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=600)
    assert done.returncode == 0, done.stderr[-3000:]
    return json.loads(done.stdout.strip().splitlines()[-1])


def loaded(prefixes: tuple[str, ...]) -> str:
    return (f"[m for m in sys.modules if any(m == p or m.startswith(p + '.') for p in {prefixes!r})]")


def test_import_agentgym_capo_stays_light():
    seen = run_python(f"import json, sys\nimport agentgym_capo\nprint(json.dumps({loaded(HEAVY + UPPER)}))")
    assert seen == []


def test_trainer_names_are_short_and_lazy():
    seen = run_python(
        "import json, sys\n"
        "import agentgym_capo\n"
        "from agentgym_capo import CAPOConfig, CAPOTrainer\n"
        "import agentgym_capo.trainer as trainer\n"
        "from agentgym_capo.trainer.capo_trainer import CAPOTrainer as Deep\n"
        "print(json.dumps({'same': CAPOTrainer is trainer.CAPOTrainer is Deep, "
        "'config': CAPOConfig is trainer.CAPOConfig, 'dir': 'CAPOTrainer' in dir(agentgym_capo)}))")
    assert seen == {"same": True, "config": True, "dir": True}
    import agentgym_capo

    with pytest.raises(AttributeError, match="no attribute 'Missing'"):
        agentgym_capo.Missing  # noqa: B018


@pytest.mark.parametrize("package", ["agentgym_capo.envs", "agentgym_capo.retrieval"])
def test_envs_and_retrieval_import_nothing_above_them(package):
    """Arrows point down: no module of envs/ or retrieval/ pulls in trainer, interop or rollout."""
    seen = run_python(
        "import importlib, json, pkgutil, sys\n"
        f"package = importlib.import_module({package!r})\n"
        "names = [m.name for m in pkgutil.walk_packages(package.__path__, package.__name__ + '.')]\n"
        "for name in names:\n"
        "    importlib.import_module(name)\n"
        f"print(json.dumps({{'modules': len(names), 'upper': {loaded(UPPER)}}}))")
    assert seen["modules"] > 5 and seen["upper"] == []


def test_every_env_runs_without_the_train_and_serve_extras():
    """What only [train] or [serve] installs is blocked; every registered id still makes, resets and steps."""
    blocked = ("trl", "accelerate", "peft", "datasets", "matplotlib", "yaml", "uvicorn", "websockets", "openenv")
    seen = run_python(
        "import importlib.abc, json, sys\n"
        "class Block(importlib.abc.MetaPathFinder):\n"
        "    def find_spec(self, name, path=None, target=None):\n"
        f"        if name.split('.')[0] in {blocked!r}:\n"
        "            raise ImportError(f'{name} is not installed in an env-only install')\n"
        "sys.meta_path.insert(0, Block())\n"
        "import gymnasium as gym\n"
        "import agentgym_capo\n"
        "from agentgym_capo.envs.registry import registered_ids\n"
        "from agentgym_capo.rollout import RandomPolicy, play_episode\n"
        "ends = {}\n"
        "for env_id in registered_ids():\n"
        "    env = gym.make(env_id)\n"
        "    ends[env_id] = play_episode(env, policy='random', seed=0).terminal_reason\n"
        "    env.close()\n"
        "print(json.dumps(ends))")
    assert len(seen) >= 8 and "env_error" not in seen.values() and None not in seen.values()
