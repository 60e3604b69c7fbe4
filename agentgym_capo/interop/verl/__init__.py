"""Our envs inside verl: ``CapoAgentLoop`` (a verl ``AgentLoopBase``), its YAML, and ``capo export verl`` rows.

* :mod:`.agent_loop` — :class:`.agent_loop.CapoAgentLoop`; with :mod:`.step_trainer` the only modules that import verl,
  and only verl's processes import them (the YAML's ``_target_``, the Ray setup hook). ``import agentgym_capo``
  never imports verl.
* :mod:`.episode` — the verl-free episode runner: step and chat layouts, endings.
* :mod:`.metadata` — the fixed ``extra_fields`` of every row (segment metadata, GiGPO names).
* :mod:`.pool` — env instances pooled per worker process, stepped in threads; env-server slots.
* :mod:`.rows` — ``capo export verl``: verl parquet rows for any env and split.
* :mod:`.step_credit` — the verl-free step-level credit: verl's batch in, per-row advantages out, by our
  ``core_algos`` (``capo_gae``, ``gigpo_step``, ``step_return``).
* :mod:`.step_trainer` — imports verl: registers those estimators and the V1 trainer mode ``capo_step`` in verl's
  registries (imported in verl's processes through Ray's ``worker_process_setup_hook``).

:func:`agent_loop_config_path` (``capo verl config``) is the path for verl's
``actor_rollout_ref.rollout.agent.agent_loop_config_path``. The how-to is docs/interop/verl.md.
"""

from __future__ import annotations

import argparse
from pathlib import Path

__all__ = ["AGENT_NAMES", "agent_loop_config_path", "register"]

#: The loop names the shipped YAML defines: one output per step (V1 trainer), one per episode.
AGENT_NAMES = ("capo", "capo_chat")


def agent_loop_config_path() -> Path:
    """The absolute path of the shipped agent-loop YAML."""
    return (Path(__file__).parent / "agent_loop.yaml").resolve()


def _print_config_path(args: argparse.Namespace) -> int:
    print(agent_loop_config_path())
    return 0


def register(subparsers: argparse._SubParsersAction) -> None:
    """Add ``capo verl config`` (prints the agent-loop YAML path)."""
    verl = subparsers.add_parser("verl", help="Use the envs inside verl (see docs/interop/verl.md).")
    kinds = verl.add_subparsers(dest="verl_command", required=True)
    config = kinds.add_parser("config", help="Print the absolute path of the agent-loop YAML for "
                              "actor_rollout_ref.rollout.agent.agent_loop_config_path.")
    config.set_defaults(func=_print_config_path)
