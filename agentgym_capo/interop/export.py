"""Export recorded trajectories (``RecordTrajectories`` JSONL) to a Hugging Face ``datasets`` table.

>>> from agentgym_capo.interop.export import trajectories_to_dataset     # doctest: +SKIP
>>> dataset = trajectories_to_dataset(["runs/chain.jsonl"])
>>> dataset.to_parquet("chain_steps.parquet")

Or from the shell: ``capo export trajectories runs/*.jsonl --out chain_steps.parquet`` (``.parquet``,
``.jsonl``/``.json`` or a directory for ``save_to_disk``).

One row per step. Columns:

* the step: ``env_id``, ``traj_id``, ``step_index``, ``task_id``, ``prompt_text`` (the prompt the action
  answered), ``action``, ``reward``, ``terminated``, ``truncated``;
* every segment field: ``anchor_key``, ``format_ok``, ``terminal_reason``, ``reward_components`` and
  ``tool_calls`` (these two as JSON text, so that envs with different component names share one schema), and
  ``segment_schema_version`` (the segment schema the fields follow, ``docs/segment.md``; a recording made
  before segments carried a version reads as version 1);
* per trajectory: ``num_steps``, ``episode_return``, ``return_to_go`` (undiscounted sum of this and later
  rewards), ``is_last``;
* how to replay it: ``env_kwargs`` and ``reset`` (JSON text, as recorded);
* for other pipelines: ``prompt`` (chat messages: the env class's system prompt, then the user prompt),
  ``response`` (= ``action``), ``data_source`` (verl) and ``env_class`` (SkyRL) (= ``env_id``), and
  ``extra_info`` (verl/SkyRL: ``{"traj_id", "step_index", "task_id", "index"}``).

verl and SkyRL read parquet with a chat-message ``prompt`` column plus ``data_source``/``env_class`` and
``extra_info``; OpenRLHF reads any ``datasets`` table with ``--input_key prompt_text`` (or ``prompt`` with
``--apply_chat_template``) and, for SFT on good steps, ``--output_key response``. Filter rows first (e.g.
``dataset.filter(lambda r: r["episode_return"] > 0)``) to build an SFT or offline-RL set.
"""

from __future__ import annotations

import argparse
import importlib
import json
import os
from collections.abc import Iterable
from pathlib import Path
from typing import Any

from agentgym_capo.envs.segment_schema import segment_version
from agentgym_capo.errors import ConfigError, DataError
from agentgym_capo.wrappers.recording import load_steps

__all__ = ["register", "step_rows", "trajectories_to_dataset", "write_dataset"]


def _system_prompt(env_id: str | None, cache: dict[str, str]) -> str:
    """The env class's ``system_prompt`` (read from the registered entry point, no env is built)."""
    if not env_id:
        return ""
    if env_id not in cache:
        import gymnasium as gym

        import agentgym_capo  # noqa: F401  (registers the ids)

        prompt = ""
        spec = gym.registry.get(env_id)
        entry = spec.entry_point if spec is not None else None
        if isinstance(entry, str) and ":" in entry:
            module, _, name = entry.partition(":")
            prompt = getattr(getattr(importlib.import_module(module), name, None), "system_prompt", "") or ""
        cache[env_id] = prompt if isinstance(prompt, str) else ""
    return cache[env_id]


def step_rows(paths: Iterable[str | os.PathLike]) -> list[dict[str, Any]]:
    """Read recorded steps and return the export rows (see the module docstring), in trajectory order."""
    trajectories: dict[str, list[dict[str, Any]]] = {}
    for path in paths:
        if not Path(path).is_file():
            raise DataError(f"Expected a RecordTrajectories JSONL file at {path}, found nothing.")
        for step in load_steps(path):
            missing = [key for key in ("traj_id", "step_index", "action", "reward") if key not in step]
            if missing:
                raise DataError(f"A line of {path} lacks {missing}; expected lines written by RecordTrajectories.")
            trajectories.setdefault(str(step["traj_id"]), []).append(step)
    prompts: dict[str, str] = {}
    rows = []
    for traj_id, steps in trajectories.items():
        steps.sort(key=lambda s: s["step_index"])
        rewards = [float(s["reward"]) for s in steps]
        total = sum(rewards)
        to_go = total
        for number, step in enumerate(steps):
            env_id = step.get("env_id")
            system = _system_prompt(env_id, prompts)
            prompt_text = step.get("prompt", "")
            messages = ([{"role": "system", "content": system}] if system else []) + [
                {"role": "user", "content": prompt_text}]
            rows.append({
                "env_id": env_id, "traj_id": traj_id, "step_index": int(step["step_index"]),
                "task_id": step.get("task_id"), "prompt_text": prompt_text, "action": step["action"],
                "reward": rewards[number], "terminated": bool(step.get("terminated", False)),
                "truncated": bool(step.get("truncated", False)), "anchor_key": step.get("anchor_key"),
                "format_ok": step.get("format_ok"), "terminal_reason": step.get("terminal_reason"),
                "reward_components": json.dumps(step.get("reward_components") or {}, sort_keys=True),
                "tool_calls": json.dumps(step.get("tool_calls") or [], ensure_ascii=False),
                "segment_schema_version": segment_version(step),
                "num_steps": len(steps), "episode_return": total, "return_to_go": to_go,
                "is_last": number == len(steps) - 1,
                "env_kwargs": json.dumps(step.get("env_kwargs") or {}, sort_keys=True, default=str),
                "reset": json.dumps(step.get("reset") or {}, sort_keys=True, default=str),
                "prompt": messages, "response": step["action"], "data_source": env_id, "env_class": env_id,
                "extra_info": {"traj_id": traj_id, "step_index": int(step["step_index"]),
                               "task_id": step.get("task_id"), "index": len(rows)},
            })
            to_go -= rewards[number]
    return rows


def trajectories_to_dataset(paths: Iterable[str | os.PathLike]):
    """Return a ``datasets.Dataset`` with one row per recorded step of the given JSONL files."""
    from datasets import Dataset

    rows = step_rows(paths)
    if not rows:
        raise DataError("The trajectory files hold no steps; record some with RecordTrajectories first.")
    return Dataset.from_list(rows)


def write_dataset(dataset, out: str | os.PathLike) -> Path:
    """Write ``dataset`` as parquet (``.parquet``), JSON lines (``.jsonl``/``.json``) or a ``save_to_disk`` dir."""
    out = Path(out)
    out.parent.mkdir(parents=True, exist_ok=True)
    if out.suffix == ".parquet":
        dataset.to_parquet(str(out))
    elif out.suffix in (".jsonl", ".json"):
        dataset.to_json(str(out), lines=True, force_ascii=False)
    elif out.suffix == "":
        dataset.save_to_disk(str(out))
    else:
        raise ConfigError(f"--out must end in .parquet, .jsonl or .json, or be a directory; got {out}.")
    return out


def _run(args: argparse.Namespace) -> int:
    dataset = trajectories_to_dataset(args.paths)
    out = write_dataset(dataset, args.out)
    print(f"wrote {len(dataset)} steps of {len(set(dataset['traj_id']))} trajectories to {out}")
    return 0


def register(subparsers: argparse._SubParsersAction) -> None:
    """Add ``capo export trajectories PATHS... --out FILE`` and ``capo export verl ENV_ID --out FILE``."""
    export = subparsers.add_parser("export", help="Export recorded trajectories for other RL libraries.")
    kinds = export.add_subparsers(dest="export_kind", required=True)
    trajectories = kinds.add_parser("trajectories", help="RecordTrajectories JSONL -> one row per step.")
    trajectories.add_argument("paths", nargs="+", help="JSONL files written by RecordTrajectories.")
    trajectories.add_argument("--out", required=True, help="Output .parquet, .jsonl or directory (save_to_disk).")
    trajectories.set_defaults(func=_run)
    from agentgym_capo.interop.verl.rows import register_export

    register_export(kinds)
