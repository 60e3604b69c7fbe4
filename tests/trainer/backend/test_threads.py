"""The CPU thread count a run starts with (trainer/backend/threads.py): requested, OMP_NUM_THREADS, free cores."""

from __future__ import annotations

import os

import torch

from agentgym_capo.trainer.backend.threads import apply_threads, plan_threads
from tests.trainer.helpers import chain_factory, tiny_config


def test_free_cores_decide_unless_the_user_did():
    assert plan_threads(cores=2, load=0.1, environ={}).threads == 2
    busy = plan_threads(cores=2, load=1.2, environ={})
    assert busy.threads == 1 and busy.source == "free cores" and busy.busy
    assert "busy" in busy.line() and "cpu_threads" in busy.line()
    assert plan_threads(cores=2, load=5.0, environ={}).threads == 1  # never below one thread
    assert plan_threads(cores=2, load=1.2, environ={"OMP_NUM_THREADS": "2"}).threads == 2
    assert plan_threads(3, cores=2, load=1.2, environ={"OMP_NUM_THREADS": "2"}).source == "requested"
    idle = plan_threads(cores=2, load=0.0, environ={})
    assert not idle.busy and idle.line() == "CPU threads: 2 of 2 cores (free cores; busy cores at start 0.0)"


def test_apply_and_the_config_field_set_torch_threads(tmp_path, tiny_model_path, tiny_tokenizer):
    from agentgym_capo.trainer.capo_trainer import CAPOTrainer

    before = torch.get_num_threads()
    try:
        apply_threads(plan_threads(1, cores=2, load=0.0, environ={}))
        assert torch.get_num_threads() == 1
        torch.set_num_threads(2)
        CAPOTrainer(model=tiny_model_path, args=tiny_config(tmp_path, cpu_threads=1), env=chain_factory(),
                    processing_class=tiny_tokenizer)
        assert torch.get_num_threads() == 1
    finally:
        torch.set_num_threads(before)


def test_capo_train_says_and_uses_the_thread_plan(tmp_path, tiny_model_path, capsys):
    from agentgym_capo.cli import main

    before = torch.get_num_threads()
    argv = ["train", "--env", "capo/Chain-v0", "--model", tiny_model_path, "--output-dir", str(tmp_path / "run"),
            "--max-steps", "1", "--threads", "1"]
    for item in ("use_cpu=true", "bf16=false", "gradient_checkpointing=false", "report_to=none", "rollout_tasks=2",
                 "mini_batch_size=2", "max_completion_length=4", "max_env_steps=2", "save_strategy=no",
                 "disable_tqdm=true", "plot_curves=false"):
        argv += ["--set", item]
    try:
        torch.set_num_threads(2)
        assert main(argv) == 0
        assert torch.get_num_threads() == 1
    finally:
        torch.set_num_threads(before)
    out = capsys.readouterr().out
    assert "CPU threads: 1 of" in out and "(requested; busy cores at start" in out


def test_busy_cores_are_read_from_the_machine_now():
    from agentgym_capo.trainer.backend.threads import _load

    busy = _load(0.1)
    assert busy is not None and 0.0 <= busy <= (os.cpu_count() or 1) + 0.01
