"""Play the expert on every bundled ALFWorld game (all splits) and report failures; exit 1 if any.

Usage: ``python scripts/check_alfworld_data.py`` (a few minutes). The unit tests check a subset.
"""

from __future__ import annotations

import sys

import gymnasium as gym
from tqdm import tqdm

import agentgym_capo  # noqa: F401


def main() -> int:
    """Check every game; print one line per failure and a summary."""
    failures, total = [], 0
    for split in ("train", "valid_seen", "valid_unseen"):
        env = gym.make("capo/ALFWorld-v0", split=split)
        for task_id in tqdm(env.unwrapped.task_ids(), desc=split):
            total += 1
            obs, info = env.reset(options={"task_id": task_id})
            won = False
            for _ in range(20):
                if not info["admissible_commands"] or "Your task is to:" not in obs:
                    break
                obs, reward, terminated, truncated, info = env.step(env.unwrapped.oracle_action())
                if terminated or truncated:
                    won = bool(info["won"])
                    break
            if not won:
                failures.append(f"{split}/{task_id}")
                print(f"FAILED {split}/{task_id}", file=sys.stderr)
        env.close()
    print(f"{total - len(failures)}/{total} bundled games won by the expert within 20 steps")
    return 1 if failures else 0


if __name__ == "__main__":
    raise SystemExit(main())
