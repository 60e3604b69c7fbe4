"""Write a small recorded run directory exactly as the trainer writes it.

The per-action records go through the trainer's own ``action_records`` and ``RunRecords.actions`` (which labels
them with env and algorithm, as the trainer's does); the metrics lines come from the trainer's
``rollout_metrics`` plus actor/critic keys, appended with the trainer's ``append_jsonl``. So the format of
these test runs cannot drift from what training writes.
"""

from __future__ import annotations

import json
import random
from pathlib import Path
from typing import Any

import torch

from agentgym_capo.envs.core import ActionSegment
from agentgym_capo.rollout import EpisodeResult, EpisodeSpec, PolicyAction, RolloutResult, StepRecord
from agentgym_capo.trainer.backend.records import RunRecords, append_jsonl
from agentgym_capo.trainer.pipeline.batches import ActionRecords, TrainRows
from agentgym_capo.trainer.pipeline.metrics import action_records, rollout_metrics

ENVS = ("capo/Chain-v0", "capo/Choice-v0")


def _episode(rng: random.Random, iteration: int, index: int, steps: int) -> EpisodeResult:
    traj = f"i{iteration}-t{index}-g0"
    task = f"task-{rng.randrange(12):03d}"
    success = rng.random() < 0.4
    records, history = [], "<system>Walk the corridor.</system>\n"
    for k in range(steps):
        history += f"<user>Room {k + 1}: exits north, south, up. (iteration {iteration})</user>\n<assistant>"
        action = rng.choice(["go north", "go south", "go up", "look around carefully"])
        last = k == steps - 1
        reward = round(rng.uniform(-0.25, 0.25), 6) + (1.0 if last and success else 0.0)
        segment = ActionSegment(traj, k, task, f"{traj}/{k}", {"progress": reward, "format": 0.0},
                                terminal_reason=("success" if success else "failure") if last else None)
        records.append(StepRecord(
            segment=segment, group_id=traj, prompt=history, prompt_ids=list(range(10 + k)), prompt_text=history,
            action=PolicyAction(text=action, response_ids=list(range(len(action.split()) + 1))), reward=reward,
            terminated=last))
        history += action + "</assistant>\n"
    return EpisodeResult(spec=EpisodeSpec(task, traj, traj, iteration * 1000 + index), steps=records,
                         terminal_reason="success" if success else "failure")


def write_recorded_run(directory: str | Path, *, iterations: int = 4, episodes: int = 3, record_episodes: int = 3,
                       max_steps: int = 3, seed: int = 0, algo: str = "capo",
                       envs: tuple[str, ...] = ENVS) -> dict[str, Any]:
    """Write ``metrics.jsonl`` and ``actions.jsonl`` of a fake run; return what was written.

    Every third action (and at least one per iteration) is marked clipped; each episode's env alternates
    over ``envs`` (a run of one env id per episode, as a multi-env sweep would record).
    """
    directory = Path(directory)
    rng = random.Random(seed)
    written: dict[str, Any] = {"metrics": [], "actions": []}
    for iteration in range(iterations):
        rollout = RolloutResult([_episode(rng, iteration, i, rng.randint(1, max_steps)) for i in range(episodes)])
        steps = rollout.training_steps()
        batch = TrainRows(steps=steps, mode="generate", values=torch.tensor([rng.uniform(-1, 1) for _ in steps]))
        ratio = torch.tensor([rng.uniform(0.7, 1.3) for _ in steps])
        records = ActionRecords(ratio=ratio, clipped=torch.tensor([i % 3 == 0 for i in range(len(steps))]),
                                advantage=torch.tensor([rng.uniform(-2, 2) for _ in steps]),
                                log_ratio_sum=ratio.log(), mu=torch.zeros(len(steps)))
        actions_file = directory / "actions.jsonl"
        before = actions_file.stat().st_size if actions_file.exists() else 0
        for index, episode in enumerate(rollout.episodes):
            env = envs[index % len(envs)]
            if index < record_episodes:
                RunRecords(directory, True, {"env": env, "algo": algo}).actions(iteration + 1, action_records(
                    RolloutResult([episode]), batch, records, iteration, record_episodes))
        if actions_file.exists():
            with actions_file.open(encoding="utf-8") as handle:
                handle.seek(before)
                written["actions"] += [json.loads(line) for line in handle.read().splitlines() if line.strip()]
        metrics = rollout_metrics(rollout.episodes, group_size=1)
        metrics.update({
            "actor/pg_loss": rng.uniform(-0.1, 0.1), "actor/kl": rng.uniform(0, 0.01),
            "actor/entropy": rng.uniform(1, 2),
            "actor/clip_oor_frac": rng.uniform(0, 0.3), "actor/clip_act_frac": rng.uniform(0, 0.1),
            "critic/value_loss": rng.uniform(0, 1), "critic/explained_variance": rng.uniform(-1, 1),
            "time/iteration": rng.uniform(0.1, 0.3), "loss": rng.uniform(0, 1), "epoch": iteration + 1,
            "step": iteration + 1,
        })
        append_jsonl(directory / "metrics.jsonl", [metrics])
        written["metrics"].append(metrics)
    return written

