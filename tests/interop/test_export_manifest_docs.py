"""Trajectory export to datasets, frozen-manifest verification (`capo verify`), and the generated env docs."""

from __future__ import annotations

import json
import shutil

import gymnasium as gym
import pytest

from agentgym_capo.cli import main as capo
from agentgym_capo.envs.registry import registered_ids
from agentgym_capo.envs.segment_schema import SEGMENT_SCHEMA_VERSION
from agentgym_capo.errors import ManifestMismatchError
from agentgym_capo.interop.docs import generate_index
from agentgym_capo.interop.export import trajectories_to_dataset, write_dataset
from agentgym_capo.interop.manifest import data_location, manifest_path, verify_env, write_manifests
from agentgym_capo.paths import data_dir
from agentgym_capo.wrappers import RecordTrajectories


def test_export_one_row_per_step_with_every_segment_field(tmp_path):
    path = tmp_path / "run.jsonl"
    env = RecordTrajectories(gym.make("capo/Chain-v0"), path)
    for seed in range(3):
        env.reset(seed=seed)
        while True:
            _, _, terminated, truncated, _ = env.step(env.unwrapped.oracle_action())
            if terminated or truncated:
                break
    env.close()
    lines = [json.loads(line) for line in path.read_text().splitlines()]
    dataset = trajectories_to_dataset([path])
    assert len(dataset) == len(lines) == 9
    for row, line in zip(dataset, lines, strict=True):
        for key in ("traj_id", "step_index", "task_id", "anchor_key", "format_ok", "terminal_reason"):
            assert row[key] == line[key]
        assert json.loads(row["reward_components"]) == line["reward_components"]
        assert json.loads(row["tool_calls"]) == line["tool_calls"]
        assert row["prompt_text"] == line["prompt"] and row["response"] == row["action"] == line["action"]
        assert row["prompt"][-1] == {"role": "user", "content": line["prompt"]}
        assert row["prompt"][0]["role"] == "system" and row["data_source"] == row["env_class"] == "capo/Chain-v0"
        assert row["extra_info"]["traj_id"] == line["traj_id"]
        assert row["segment_schema_version"] == line["schema_version"] == SEGMENT_SCHEMA_VERSION
    assert dataset["return_to_go"][:3] == [1.0, 1.0, 1.0] and dataset["is_last"][:3] == [False, False, True]
    out = write_dataset(dataset, tmp_path / "steps.parquet")
    from datasets import load_dataset

    reloaded = load_dataset("parquet", data_files=str(out), split="train")
    assert reloaded.column_names == dataset.column_names and len(reloaded) == 9
    assert set(reloaded["segment_schema_version"]) == {SEGMENT_SCHEMA_VERSION}
    assert capo(["export", "trajectories", str(path), "--out", str(tmp_path / "steps.jsonl")]) == 0
    exported = [json.loads(line) for line in (tmp_path / "steps.jsonl").read_text().splitlines()]
    assert {row["segment_schema_version"] for row in exported} == {SEGMENT_SCHEMA_VERSION}
    # a recording made before segments carried their version: the same fields, read as version 1
    old = tmp_path / "old.jsonl"
    old.write_text("".join(json.dumps({k: v for k, v in line.items() if k != "schema_version"}) + "\n"
                           for line in lines))
    assert set(trajectories_to_dataset([old])["segment_schema_version"]) == {1}


def test_capo_verify_passes_on_the_bundled_data(capsys):
    assert capo(["verify"]) == 0, capsys.readouterr().err
    out = capsys.readouterr().out
    assert all(f"OK   {env_id}" in out for env_id in registered_ids())


def test_capo_verify_catches_a_one_byte_change_and_a_reordered_split(tmp_path, capsys):
    env_id = next(i for i in registered_ids() if data_location(i))
    location = data_location(env_id)
    shutil.copytree(data_dir(location), tmp_path / "data" / location)
    manifests = tmp_path / "manifests"
    write_manifests([env_id], manifest_dir=manifests, data_root=tmp_path / "data")
    assert verify_env(env_id, manifest_dir=manifests, data_root=tmp_path / "data") == []
    victim = sorted(p for p in (tmp_path / "data" / location).rglob("*") if p.is_file())[0]
    content = bytearray(victim.read_bytes())
    content[len(content) // 2] ^= 0x01
    victim.write_bytes(bytes(content))
    args = ["verify", env_id, "--manifest-dir", str(manifests), "--data-root", str(tmp_path / "data"), "--skip-tasks"]
    assert capo(args) == 2
    err = capsys.readouterr().err
    assert "changed file" in err and victim.name in err and "capo verify --write" in err
    (tmp_path / "data" / location / "extra.json").write_text("{}")
    problems = verify_env(env_id, manifest_dir=manifests, data_root=tmp_path / "data", check_tasks=False)
    assert any("unexpected file" in p for p in problems)
    # task order: a reordered split in the manifest is reported with its first differing position
    manifest = json.loads(manifest_path(env_id, manifests).read_text())
    split = next(iter(manifest["splits"].values()))
    split["task_ids"].reverse()
    split["sha256"] = "0" * 64
    manifest_path(env_id, manifests).write_text(json.dumps(manifest))
    with pytest.raises(ManifestMismatchError, match="task order changed"):
        from agentgym_capo.interop.manifest import verify_manifests

        verify_manifests([env_id], manifest_dir=manifests, echo=False)


def test_sanity_env_manifest_states_derived_tasks(tmp_path):
    write_manifests(["capo/Chain-v0"], manifest_dir=tmp_path)
    manifest = json.loads(manifest_path("capo/Chain-v0", tmp_path).read_text())
    assert manifest["data"]["files"] == {} and "derived" in manifest["data"]["note"]
    assert manifest["splits"]["train"]["task_ids"][:2] == ["chain-train-000", "chain-train-001"]
    assert verify_env("capo/Chain-v0", manifest_dir=tmp_path) == []
    assert "no manifest" in verify_env("capo/Chain-v0", manifest_dir=tmp_path / "none")[0]


def test_generated_docs_cover_every_id_and_link_hand_written_pages(tmp_path):
    handwritten = tmp_path / "sanity.md"
    handwritten.write_text("# Sanity envs\nkept as is\n")
    text = generate_index(tmp_path, speed_file=tmp_path / "missing.json")
    for env_id in registered_ids():
        assert f"## `{env_id}`" in text
    assert "[sanity.md](sanity.md)" in text and "First prompt" in text
    assert handwritten.read_text() == "# Sanity envs\nkept as is\n"


def test_committed_env_docs_are_up_to_date():
    """docs/envs/index.md is generated from the registry; a stale page means someone forgot to regenerate it."""
    from pathlib import Path

    docs_dir = Path(__file__).resolve().parents[2] / "docs" / "envs"
    committed = (docs_dir / "index.md").read_text(encoding="utf-8")
    assert committed == generate_index(docs_dir), "run `python -m agentgym_capo.interop.docs` and commit the result"
