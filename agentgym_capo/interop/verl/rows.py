"""``capo export verl``: verl's parquet rows for any env and split, read by verl's ``RLHFDataset``.

One row per task (optionally several seeds per task). Columns, as verl's ``RLHFDataset`` and agent loop read them:

* ``prompt``: the task's first state as chat messages (``info["messages"]`` after ``reset``). verl filters
  rows by this prompt's length (``data.filter_overlong_prompts``) and logs it; the loop itself renders every
  step's prompt from the env, so the column is not what the model sees after the first step.
* ``agent_name``: the loop to run (``capo``, from the shipped YAML; ``capo_chat`` for the chat layout).
* ``data_source``: the env id (verl groups validation metrics by it).
* ``reward_model``: ``{"style": "env", "ground_truth": ""}`` — a stub: the env computes the reward, the loop
  puts it on the last row, so verl's reward manager is not consulted.
* ``extra_info``: ``{"index"`` (unique per row: verl keys its GRPO groups by it), ``"env_id"``, ``"task_id"``,
  ``"seed"``, ``"split"``, ``"env_kwargs"`` (JSON text, so envs with different kwargs share one schema),
  ``"server_url"`` (``""``: in process; else the ``capo serve`` URL the loop plays through)``}``.
"""

from __future__ import annotations

import argparse
import json
from pathlib import Path
from typing import Any

from agentgym_capo.checks import require_ints
from agentgym_capo.envs.registry import make
from agentgym_capo.errors import ConfigError
from agentgym_capo.jsonl import json_object_option

__all__ = ["register_export", "verl_rows", "write_verl_parquet"]


def verl_rows(env_id: str, *, split: str | None = None, limit: int | None = None, seeds: int = 1,
              agent_name: str = "capo", server_url: str = "", start_index: int = 0,
              **env_kwargs: Any) -> list[dict[str, Any]]:
    """Return verl rows for the tasks of ``env_id``'s ``split`` (see the module docstring).

    Args:
        env_id: A registered id.
        split: The split (None: the env's default).
        limit: At most this many tasks (the first ones, in the env's fixed order).
        seeds: Rows per task, with seeds ``0..seeds-1``.
        agent_name: The agent loop name the rows select.
        server_url: Play through this ``capo serve`` URL ("" = in process).
        start_index: ``extra_info.index`` of the first row (to concatenate files with unique indices).
        **env_kwargs: Further ``gym.make`` kwargs, recorded in every row.
    """
    require_ints([("limit", limit)], allow_none=True)
    require_ints([("seeds", seeds)])
    make_kwargs = dict(env_kwargs, **({"split": split} if split else {}))
    env = make(env_id, **make_kwargs)
    try:
        split_name = split or getattr(env.unwrapped, "split", "") or ""
        rows = []
        for task_id in env.unwrapped.task_ids(split)[:limit]:
            _, info = env.reset(seed=0, options={"task_id": task_id})
            for seed in range(seeds):
                rows.append({
                    "prompt": [{"role": str(m["role"]), "content": str(m["content"])} for m in info["messages"]],
                    "agent_name": agent_name, "data_source": env_id,
                    "reward_model": {"style": "env", "ground_truth": ""},
                    "extra_info": {"index": start_index + len(rows), "env_id": env_id, "task_id": str(task_id),
                                   "seed": seed, "split": str(split_name),
                                   "env_kwargs": json.dumps(env_kwargs, sort_keys=True, default=str),
                                   "server_url": server_url},
                })
    finally:
        env.close()
    return rows


def write_verl_parquet(rows: list[dict[str, Any]], out: str | Path) -> Path:
    """Write ``rows`` to a parquet file (needs ``pyarrow``, which ``datasets`` and verl bring)."""
    import pyarrow as pa
    import pyarrow.parquet as pq

    if not rows:
        raise ConfigError("No rows to write: the env's split has no tasks.")
    out = Path(out)
    if out.suffix != ".parquet":
        raise ConfigError(f"--out must end in .parquet, got {out}.")
    out.parent.mkdir(parents=True, exist_ok=True)
    pq.write_table(pa.Table.from_pylist(rows), out)
    return out


def _run(args: argparse.Namespace) -> int:
    env_kwargs = json_object_option(args.env_kwargs, "--env-kwargs")
    rows = verl_rows(args.env_id, split=args.split, limit=args.limit, seeds=args.seeds, agent_name=args.agent_name,
                     server_url=args.server_url or "", **env_kwargs)
    out = write_verl_parquet(rows, args.out)
    print(f"wrote {len(rows)} verl rows of {args.env_id} to {out}")
    return 0


def register_export(kinds: argparse._SubParsersAction) -> None:
    """Add ``capo export verl ENV_ID --out FILE.parquet`` to ``capo export``'s kinds."""
    verl = kinds.add_parser("verl", help="verl parquet rows (one per task) for the CapoAgentLoop.")
    verl.add_argument("env_id", help="A registered env id, e.g. capo/ALFWorld-v0.")
    verl.add_argument("--out", required=True, help="Output .parquet file.")
    verl.add_argument("--split", help="The env's split (default: the env's own).")
    verl.add_argument("--limit", type=int, help="At most this many tasks.")
    verl.add_argument("--seeds", type=int, default=1, help="Rows per task (seeds 0..N-1).")
    verl.add_argument("--agent-name", default="capo", help="capo (one row per step) or capo_chat (per episode).")
    verl.add_argument("--server-url", help="Play through this `capo serve env` URL instead of in process.")
    verl.add_argument("--env-kwargs", default="{}", help="JSON object of further gym.make kwargs.")
    verl.set_defaults(func=_run)
