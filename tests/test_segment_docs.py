"""docs/segment.md: its worked example is generated from a real recording, and its advantages are the trainer's."""

from __future__ import annotations

import pytest
import torch

from agentgym_capo.envs.segment_schema import segment_schema, validate_segment
from agentgym_capo.trainer.algos.baselines import gigpo_advantages
from agentgym_capo.wrappers.recording import replay
from benchmarks.segment_example import BEGIN, END, PAGE, RECORDING, load, render, step_advantages


def test_the_recording_replays_against_the_env_and_every_segment_follows_the_schema():
    steps = load()
    replayed = replay(RECORDING)  # raises ReplayMismatchError if the env no longer gives these rewards/segments
    assert [(r["traj_id"], r["step_index"], r["reward"]) for r in replayed] == [
        (s["traj_id"], s["step_index"], s["reward"]) for s in steps]
    for step in steps:
        validate_segment({name: step[name] for name in segment_schema()["properties"]})


def test_the_page_shows_what_the_script_renders_from_the_recording():
    page = PAGE.read_text(encoding="utf-8")
    assert page.count(BEGIN) == 1 and page.count(END) == 1
    generated = page[page.index(BEGIN):page.index(END) + len(END)]
    assert generated == render(load()), "stale: run python benchmarks/segment_example.py --render-only"


def test_the_plain_python_advantages_equal_the_trainers_gigpo():
    steps = load()
    ours = step_advantages(steps)
    trainer = gigpo_advantages(torch.tensor([s["reward"] for s in steps], dtype=torch.float64),
                               [s["traj_id"] for s in steps], torch.tensor([s["step_index"] for s in steps]),
                               [s["task_id"] for s in steps], [s["anchor_key"] for s in steps],
                               gamma=0.95, omega=1.0)
    assert [a["A"] for a in ours] == pytest.approx(trainer.tolist(), abs=1e-9)


def test_what_the_page_says_about_the_table_holds():
    steps = load()
    credit = {(s["traj_id"], s["step_index"]): a for s, a in zip(steps, step_advantages(steps), strict=True)}
    first = [key for key, s in zip(credit, steps, strict=True) if s["anchor_key"] == steps[0]["anchor_key"]]
    assert len(first) == 4 and [k for k in first if credit[k]["A_step"] > 0] == [("oracle", 0)]
    assert [steps[i]["action"] for i, k in enumerate(credit) if k in (("oracle", 0), ("random-2", 0))] == [
        "go north", "go north"]  # random-2's first move is the oracle's
    assert credit[("oracle", 1)]["A_step"] > 0 > credit[("random-2", 1)]["A_step"]
    oracle = [credit[("oracle", t)]["A"] for t in range(3)]
    assert len({credit[("oracle", t)]["A_episode"] for t in range(3)}) == 1 and len(set(oracle)) == 3
    assert credit[("random-2", 1)]["A"] < credit[("random-2", 0)]["A"]
