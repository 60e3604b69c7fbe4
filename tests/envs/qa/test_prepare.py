"""`capo data prepare` and `capo index build` on files laid out like the official releases."""

from __future__ import annotations

import shutil

import gymnasium as gym

from agentgym_capo.cli import main
from agentgym_capo.paths import data_dir
from agentgym_capo.retrieval import SparseIndex


def test_prepare_each_dataset_and_run_the_env(tmp_path):
    bundle = data_dir("qa")
    layout = {
        "hotpotqa": {"hotpotqa/hotpot_train_bundle.json": "hotpot_train_v1.1.json",
                     "hotpotqa/hotpot_dev_bundle.json": "hotpot_dev_distractor_v1.json"},
        "2wikimultihopqa": {"2wikimultihopqa/2wiki_dev_bundle.json": "dev.json",
                            "2wikimultihopqa/id_aliases.json": "id_aliases.json"},
        "musique": {"musique/musique_dev_bundle.jsonl": "musique_ans_v1.0_dev.jsonl"},
    }
    env_ids = {"hotpotqa": "capo/HotpotQA-v0", "2wikimultihopqa": "capo/2WikiMultihopQA-v0",
               "musique": "capo/MuSiQue-v0"}
    for dataset, files in layout.items():
        source = tmp_path / "src" / dataset
        source.mkdir(parents=True)
        for name, official in files.items():
            shutil.copy(bundle / name, source / official)
        out = tmp_path / "out" / dataset
        assert main(["data", "prepare", dataset, "--source", str(source), "--out", str(out)]) == 0
        assert (out / "index/bm25/manifest.json").is_file()
        env = gym.make(env_ids[dataset], data_dir=str(out), split="dev")
        env.reset(options={"task_index": 0})
        assert isinstance(env.unwrapped.searcher, SparseIndex)
        for _ in range(5):
            _, reward, terminated, truncated, _ = env.step(env.unwrapped.oracle_action())
            if terminated or truncated:
                break
        assert reward == 1.0


def test_prepare_with_missing_files_is_a_clear_error(tmp_path, capsys):
    assert main(["data", "prepare", "hotpotqa", "--source", str(tmp_path)]) == 2
    assert "hotpot_train" in capsys.readouterr().err


def test_index_build_cli_and_resume(tmp_path):
    corpus = data_dir("qa", "musique", "corpus.jsonl")
    out = tmp_path / "idx"
    assert main(["index", "build", "--corpus", str(corpus), "--out", str(out)]) == 0
    first = SparseIndex.load(out)
    assert main(["index", "build", "--corpus", str(corpus), "--out", str(out)]) == 0  # finished: just loads
    assert SparseIndex.load(out).search("film director", 5) == first.search("film director", 5)
