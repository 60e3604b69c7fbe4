"""What a run prints: one line per iteration, no library tables or warnings a user cannot act on, and a
model card and resume that name things correctly (``backend/console.py``, ``model/critic.py``,
``backend/model_card.py``, ``backend/checkpoints.py``)."""

from __future__ import annotations

import json
import logging
import re
import subprocess
import sys
from pathlib import Path

import pytest
import torch

from agentgym_capo.trainer.backend.console import iteration_line, without_ignored_bpe_cleanup, without_log_lines
from agentgym_capo.trainer.backend.model_card import base_model_reference
from tests.trainer.helpers import chain_factory, subprocess_env, tiny_config

ITERATION_LINE = re.compile(r"iteration (\d+)/(\d+): success \d\.\d\d, return -?\d+\.\d\d, \d+ episodes, "
                            r"\d+ env errors?, \d+\.\d s/iteration \([\d,]+ tokens/s\)(?:, \d+% [a-z ]+)*$",
                            re.MULTILINE)

DEMO_LIKE_RUN = """
from agentgym_capo.models import tiny_model_dir
from agentgym_capo.trainer.commands.demo import run_demo
run_demo({out!r}, iterations=2, eval_episodes=2, model_path=str(tiny_model_dir()), task="relay",
         trainable_layers=1, rollout_tasks=2, max_completion_length=8, mini_batch_size=4)
"""


@pytest.mark.slow
def test_a_demo_like_run_prints_one_line_per_iteration_and_no_library_noise(tmp_path):
    # a fresh process: DeepSpeed warns only on its first import, which this test process may have done already
    out = tmp_path / "demo"
    done = subprocess.run([sys.executable, "-c", DEMO_LIKE_RUN.format(out=str(out))], env=subprocess_env(),
                          capture_output=True, text=True, timeout=600)
    assert done.returncode == 0, done.stderr[-3000:]
    printed = done.stdout + done.stderr
    for noise in ("LOAD REPORT", "Consider training on your downstream task", "Setting accelerator to CPU",
                  "clean_up_tokenization_spaces", "'rollout/success_rate'", "{'loss'", "'train_runtime'",
                  "Loading weights", "passes ran in {"):
        assert noise not in printed, f"{noise!r} was printed:\n{printed[-3000:]}"
    assert printed.count("critic value head starts at zero (intended") == 1
    lines = ITERATION_LINE.findall(printed)
    assert lines == [("1", "2"), ("2", "2")], printed[-3000:]
    # the full logs dict is in metrics.jsonl only
    rows = [json.loads(line) for line in (out / "metrics.jsonl").read_text().splitlines()]
    assert len([row for row in rows if "rollout/success_rate" in row]) == 2
    assert all(len(row) > 30 for row in rows if "rollout/success_rate" in row)


def test_capo_train_saves_checkpoints_and_the_model_without_transformers_bars(tmp_path, tiny_model_path):
    """The real command, saving at every iteration and at the end: no "Writing model shards" bar (transformers'
    own switch, not a redirected stream), while the iteration bar and lines stay."""
    out = tmp_path / "run"
    argv = ["train", "--env", "capo/Chain-v0", "--model", tiny_model_path, "--output-dir", str(out),
            "--max-steps", "2", "--set", "rollout_tasks=2", "--set", "mini_batch_size=4", "--set", "logging_steps=1",
            "--set", "max_completion_length=6", "--set", "max_env_steps=3", "--set", "save_strategy=steps",
            "--set", "save_steps=1"]
    done = subprocess.run([sys.executable, "-m", "agentgym_capo.cli", *argv], env=subprocess_env(),
                          capture_output=True, text=True, timeout=600)
    assert done.returncode == 0, done.stderr[-3000:]
    printed = done.stdout + done.stderr
    assert (out / "checkpoint-1" / "model.safetensors").exists() and (out / "critic" / "model.safetensors").exists()
    assert "Writing model shards" not in printed and "Warning" not in printed, printed[-3000:]
    assert ITERATION_LINE.findall(printed) == [("1", "2"), ("2", "2")], printed[-3000:]
    assert re.search(r"100%\|\S+\| 2/2 ", printed)  # the iteration bar is tqdm's own: still drawn
    assert f"saved to {out}" in done.stdout


def test_capo_train_draws_the_bar_and_prints_lines_instead_of_the_logs_dict(tmp_path, tiny_model_path,
                                                                             tiny_tokenizer, capsys):
    from transformers.trainer_callback import PrinterCallback, ProgressCallback

    from agentgym_capo.trainer.backend.console import TrainingConsole
    from agentgym_capo.trainer.capo_trainer import CAPOTrainer

    args = tiny_config(tmp_path, disable_tqdm=False)  # capo train's default: transformers' ProgressCallback
    trainer = CAPOTrainer(model=tiny_model_path, args=args, env=chain_factory(), processing_class=tiny_tokenizer)
    kinds = [type(callback) for callback in trainer.callback_handler.callbacks]
    assert TrainingConsole in kinds and PrinterCallback not in kinds and ProgressCallback not in kinds
    trainer.train()
    printed = capsys.readouterr()
    text = printed.out + printed.err
    assert ITERATION_LINE.findall(text) == [("1", "2"), ("2", "2")], text[-2000:]
    assert "'rollout/" not in text and "'train_runtime'" not in text
    # a bar for every stage that takes time: rollout (by episode: continuous batching ends them one by one),
    # prepare, update
    assert re.search(r"rollout 0: .*episode", text) and "prepare: " in text and "update: " in text
    assert "trained 2 iterations in " in text and str(Path(args.output_dir) / "metrics.jsonl") in text


def test_the_iteration_line_holds_the_iterations_numbers_and_skips_other_logs():
    logs = {"rollout/success_rate": 0.25, "rollout/return_mean": -0.125, "rollout/episodes": 14.0,
            "rollout/env_errors": 2.0, "time/iteration": 31.04, "actor/pg_loss": 0.3}
    assert iteration_line(5, 8, logs) == ("iteration 5/8: success 0.25, return -0.12, 14 episodes, 2 env errors, "
                                          "31.0 s/iteration")  # no throughput logged: the line says nothing of it
    logs["throughput/iteration_tokens_per_s"] = 1234.5
    assert iteration_line(5, 8, logs).endswith("31.0 s/iteration (1,234 tokens/s)")
    assert iteration_line(8, 8, {"train_runtime": 240.0, "train_loss": 0.1}) is None


def test_a_log_filter_drops_only_its_records_and_only_inside_the_block(caplog):
    logger = logging.getLogger("tests.console.example")
    with caplog.at_level(logging.WARNING, logger="tests.console.example"):
        with without_log_lines("tests.console.example", "Setting accelerator to CPU") as dropped:
            logger.warning("Setting accelerator to CPU. If you have GPU ...")
            logger.warning("a real problem")
        logger.warning("Setting accelerator to CPU again, outside")
    assert dropped.dropped == 1
    assert [record.getMessage() for record in caplog.records] == ["a real problem",
                                                                  "Setting accelerator to CPU again, outside"]


def test_the_critic_loads_without_a_report_of_its_zero_head_but_reports_a_missing_backbone_weight(
        tmp_path, tiny_model_path, caplog):
    from safetensors.torch import load_file, save_file
    from transformers import AutoModelForCausalLM

    from agentgym_capo.trainer.model.critic import build_critic, critic_head

    policy = AutoModelForCausalLM.from_pretrained(tiny_model_path)
    critic = build_critic(policy, source=tiny_model_path)
    assert torch.count_nonzero(critic_head(critic).weight) == 0
    assert "LOAD REPORT" not in caplog.text
    # a folder that lacks one backbone weight: that one is still reported, the head still is not
    damaged = tmp_path / "damaged"
    policy.save_pretrained(damaged)
    weights = load_file(str(damaged / "model.safetensors"))
    del weights["model.norm.weight"]
    save_file(weights, str(damaged / "model.safetensors"), metadata={"format": "pt"})
    policy.config._name_or_path = str(damaged)
    caplog.clear()
    build_critic(policy, source=str(damaged))
    report = caplog.text
    assert "LOAD REPORT" in report and "model.norm.weight" in report and "score.weight" not in report
    # the ignore patterns were added for that load only
    assert not type(critic).__dict__.get("_keys_to_ignore_on_load_missing")


def test_a_bpe_tokenizer_loses_the_cleanup_flag_it_ignores_and_decodes_the_same(tiny_tokenizer):
    import copy

    tokenizer = copy.deepcopy(tiny_tokenizer)
    tokenizer.clean_up_tokenization_spaces = True
    ids = tokenizer.encode("Hello , world . Pass it on !")
    before = tokenizer.decode(ids)
    without_ignored_bpe_cleanup(tokenizer)
    assert tokenizer.clean_up_tokenization_spaces is False
    assert tokenizer.decode(ids) == before


def test_resuming_a_tied_policy_does_not_call_its_lm_head_missing(tmp_path, tiny_model_path, tiny_tokenizer,
                                                                  caplog):
    from agentgym_capo.trainer.backend.checkpoints import _untied_missing
    from agentgym_capo.trainer.capo_trainer import CAPOTrainer

    trainer = CAPOTrainer(model=tiny_model_path, args=tiny_config(tmp_path), env=chain_factory(),
                          processing_class=tiny_tokenizer)
    policy = trainer.policy
    assert policy.get_output_embeddings().weight is policy.get_input_embeddings().weight  # tied
    assert _untied_missing(policy, ["lm_head.weight"]) == []
    assert _untied_missing(policy, ["lm_head.weight", "model.norm.weight"]) == ["model.norm.weight"]
    state = {k: v for k, v in policy.state_dict().items() if k != "lm_head.weight"}  # as a checkpoint holds it
    caplog.clear()
    trainer._issue_warnings_after_load(policy.load_state_dict(state, strict=False))
    assert "missing keys" not in caplog.text
    state.pop("model.norm.weight")
    trainer._issue_warnings_after_load(policy.load_state_dict(state, strict=False))
    assert "missing keys in the checkpoint model loaded: ['model.norm.weight']" in caplog.text


def test_the_model_card_names_a_local_base_model_and_links_a_hub_one(tmp_path, tiny_model_path, tiny_tokenizer):
    from agentgym_capo.trainer.capo_trainer import CAPOTrainer

    assert base_model_reference("HuggingFaceTB/SmolLM2-135M-Instruct") == (
        "HuggingFaceTB/SmolLM2-135M-Instruct",
        "[HuggingFaceTB/SmolLM2-135M-Instruct](https://huggingface.co/HuggingFaceTB/SmolLM2-135M-Instruct)")
    args = tiny_config(tmp_path)
    trainer = CAPOTrainer(model=tiny_model_path, args=args, env="capo/Chain-v0", processing_class=tiny_tokenizer)
    trainer.create_model_card(model_name="run")
    card = (Path(args.output_dir) / "README.md").read_text()
    assert "None" not in card
    assert f"fine-tuned version of the local model `{tiny_model_path}`" in card
    assert "`capo/Chain-v0`" in card and "algorithm `capo`" in card and "CAPO: Critic-Guided" in card
    assert "DeepSeekMath" not in card and "- capo" in card  # the trainer's tags


def test_weight_loading_bars_are_off_inside_the_block_and_as_before_after_it():
    from huggingface_hub.utils import are_progress_bars_disabled, disable_progress_bars, enable_progress_bars
    from transformers.utils import logging as hf_logging

    from agentgym_capo.trainer.backend.console import without_weight_loading_bars

    def set_bars(transformers_on: bool, hub_off: bool) -> None:
        hf_logging.enable_progress_bar() if transformers_on else hf_logging.disable_progress_bar()
        disable_progress_bars() if hub_off else enable_progress_bars()

    initial = hf_logging.is_progress_bar_enabled(), are_progress_bars_disabled()
    try:
        for transformers_on, hub_off in ((True, False), (True, True), (False, True)):
            set_bars(transformers_on, hub_off)
            with without_weight_loading_bars():
                assert not hf_logging.is_progress_bar_enabled() and are_progress_bars_disabled()
            assert (hf_logging.is_progress_bar_enabled(), are_progress_bars_disabled()) == (transformers_on, hub_off)
    finally:
        set_bars(*initial)
