"""What every verl training row of a ``capo/`` episode carries: the segment metadata in ``extra_fields``.

verl stacks ``AgentLoopOutput.extra_fields`` of all rows into one numpy object array per key
(``AgentLoopWorker._postprocess``; the V1 trainer's ``list_of_dict_to_tensordict``), so a key missing from one
row, or a value whose type differs between envs, breaks the batch or silently becomes ``None``. Hence:

* :func:`step_extra_fields` always returns exactly the keys of :data:`STEP_FIELDS`, for every step of every
  env, with one value type per key. Values that vary in shape between envs (``reward_components``,
  ``tool_calls``) are JSON text, as in :mod:`agentgym_capo.interop.export`, so WebShop's ``{"format", "purchase"}``
  and HotpotQA's ``{"format", "em", "f1"}`` share one column.
* Besides our own names (``traj_id``, ``anchor_key``), the names GiGPO-style estimators look for are filled:
  ``trajectory_uid`` (= ``traj_id``), ``step_index`` and ``anchor_obs``. ``anchor_obs`` holds the env's
  ``anchor_key`` — a stable hash of the pre-action state — rather than the state text: GiGPO only tests anchors
  for equality, and the hash keeps a 128 × 8 × 15-row batch small.
* ``terminal_reason`` is ``""`` while the episode goes on, else the env's reason (``success``, ``failure``,
  ``max_steps``, ``env_error``) or one the loop sets itself (:data:`LOOP_REASONS`): ``prompt_too_long`` (the
  next prompt does not fit verl's ``rollout.prompt_length``), ``server_error`` (the model server failed),
  ``env_error`` (the env raised), ``no_capacity`` (no env-server slot within the deadline). ``error`` holds the
  message of such an ending (``""`` otherwise).
* ``segment_schema_version`` is the version of the segment schema (``docs/segment.md``) the row's fields come
  from: the env's ``info["segment"]["schema_version"]``, or this package's version for a row the loop made
  without a segment.
* :func:`reward_extra_info` is the fixed numeric dict verl turns into batch columns (one key set for every row).

:func:`new_trajectory_id` makes one id per rollout session: a GRPO group plays one task with one seed ``n``
times, and the env's own seeded id (``task#seedhash``) is the same for all of them.
"""

from __future__ import annotations

import json
import uuid
from collections.abc import Mapping
from typing import Any

from agentgym_capo.envs.segment_schema import SEGMENT_SCHEMA_VERSION, segment_version

__all__ = ["LOOP_REASONS", "REWARD_EXTRA_KEYS", "STEP_FIELDS", "new_trajectory_id", "reward_extra_info",
           "step_extra_fields"]

#: Endings the loop itself decides (the env's own are ``success``, ``failure``, ``max_steps``, ``env_error``).
LOOP_REASONS = ("prompt_too_long", "server_error", "env_error", "no_capacity")

#: Every key of a step's ``extra_fields`` and the type of its value (the same for every step of every env).
STEP_FIELDS: dict[str, type] = {
    "traj_id": str, "trajectory_uid": str, "step_index": int, "task_id": str, "env_id": str,
    "step_reward": float, "reward_components": str, "format_ok": bool, "terminal_reason": str,
    "anchor_key": str, "anchor_obs": str, "tool_calls": str, "terminated": bool, "truncated": bool,
    "is_last": bool, "error": str, "segment_schema_version": int,
}

#: The keys of :func:`reward_extra_info`.
REWARD_EXTRA_KEYS = ("episode_return", "success", "num_steps", "truncated", "error")


def new_trajectory_id(task_id: str | None = None) -> str:
    """A trajectory id unique to this rollout session: ``<task_id>#<32 random hex digits>``."""
    return f"{task_id or 'episode'}#{uuid.uuid4().hex}"


def step_extra_fields(*, traj_id: str, env_id: str, task_id: str | None, step_index: int, reward: float,
                      segment: Mapping[str, Any] | None, terminated: bool, truncated: bool,
                      terminal_reason: str | None = None, error: str = "") -> dict[str, Any]:
    """Pack one env step's metadata into the fixed ``extra_fields`` layout of :data:`STEP_FIELDS`.

    Args:
        traj_id: The session's id (:func:`new_trajectory_id`).
        env_id: The registered env id played.
        task_id: The task of the episode.
        step_index: 0-based index of the action in the episode.
        reward: The step's reward.
        segment: The env's ``info["segment"]`` for this action (None when the env gave none, e.g. it raised).
        terminated: The env ended the episode.
        truncated: The episode was cut (the env's time limit or the loop's own ending).
        terminal_reason: Overrides the segment's reason (the loop's own endings, :data:`LOOP_REASONS`).
        error: The message of an error ending.
    """
    version = segment_version(segment) if segment else SEGMENT_SCHEMA_VERSION
    segment = dict(segment or {})
    reason = terminal_reason or segment.get("terminal_reason") or ""
    anchor = str(segment.get("anchor_key") or "")
    format_ok = segment.get("format_ok")
    return {
        "traj_id": traj_id, "trajectory_uid": traj_id, "step_index": int(step_index),
        "task_id": "" if task_id is None else str(task_id), "env_id": env_id, "step_reward": float(reward),
        "reward_components": json.dumps(segment.get("reward_components") or {}, sort_keys=True, default=str),
        "format_ok": bool(format_ok) if format_ok is not None else False, "terminal_reason": str(reason),
        "anchor_key": anchor, "anchor_obs": anchor,
        "tool_calls": json.dumps(segment.get("tool_calls") or [], ensure_ascii=False, default=str),
        "terminated": bool(terminated), "truncated": bool(truncated),
        "is_last": bool(terminated or truncated or reason), "error": str(error),
        "segment_schema_version": version,
    }


def reward_extra_info(rewards: list[float], *, terminal_reason: str, truncated: bool) -> dict[str, float]:
    """The episode's fixed numeric summary (verl's ``reward_extra_info``; keys :data:`REWARD_EXTRA_KEYS`)."""
    return {"episode_return": float(sum(rewards)), "success": float(terminal_reason == "success"),
            "num_steps": float(len(rewards)), "truncated": float(bool(truncated)),
            "error": float(terminal_reason in ("server_error", "env_error", "no_capacity"))}
