"""`capo train` stops with one clear line on user errors, before loading anything heavy."""

from __future__ import annotations

import re

import pytest

from agentgym_capo.cli import main


@pytest.mark.parametrize(("argv", "message"), [
    (["--env", "capo/Chian-v0"], "Did you mean capo/Chain-v0"),
    (["--env", "capo/Chain-v0", "--model-is-missing"], None),
    (["--env", "capo/Chain-v0", "--model", "/no/such/model"], "is not a model folder"),
    (["--env", "capo/Chain-v0", "--set", "lam=3"], "lam must be in [0, 1]; got 3"),
    (["--env", "capo/Chain-v0", "--algo", "foo"], "--algo: algo must be one of ['capo', 'ppo',"),
    (["--env", "capo/Chain-v0", "--set", "no_such_field=1"], "Unknown config field(s) ['no_such_field']"),
    (["--env", "capo/Chain-v0", "--resume", "latest"], "--resume latest needs the run folder: add --output-dir"),
])
def test_user_errors_are_one_clear_line(argv, message, tiny_model_path, capsys):
    if "--model" not in argv and "--model-is-missing" not in argv:
        argv = [*argv, "--model", tiny_model_path]
    if message is None:  # argparse's own error for an unknown flag
        with pytest.raises(SystemExit):
            main(["train", *argv])
        return
    assert main(["train", *argv]) == 2
    err = capsys.readouterr().err
    assert err.startswith("capo: error: ") and message in err and "Traceback" not in err


@pytest.mark.parametrize(("sets", "message"), [
    (["learning_rate=-1"], "learning_rate must be > 0; got -1."),  # as written, not the -1.0 it becomes
    (["learning_rate=abc"], "--set learning_rate=abc: expected float; got 'abc'."),
    (["learning_rate=nan"], "learning_rate must be a finite number; got nan."),
    (["learning_rate=inf"], "learning_rate must be a finite number; got inf."),
    (["max_steps=2.5"], "--set max_steps=2.5: expected int"),
    (["use_cpu=maybe"], "--set use_cpu=maybe: expected bool"),
    (["env_kwargs={bad"], "--set env_kwargs={bad: expected JSON"),
    (["gamma"], "--set expects FIELD=VALUE, got 'gamma'."),
    (["learning_rat=1e-5"], "Did you mean 'learning_rate'?"),
    (["critic_mode=lora"], "critic_mode='lora' puts the critic in a second LoRA adapter"),  # no peft_config
    (["peft_config=[16]"], "peft_config must be a mapping of LoraConfig fields"),
    (['peft_config={"rank": 4}'], "is not a valid LoraConfig"),
    # Values that used to go through json.loads by their first character parse now; the next error is lam's.
    (["report_to=none", "run_name=trial1", "output_dir=foo", "hub_model_id=nested/dir", "seed=-3",
      "bf16=false", "env_kwargs={\"rooms\": 2}", "lam=3"], "lam must be in [0, 1]; got 3."),
])
def test_set_values_are_typed_by_the_field(sets, message, tiny_model_path, capsys):
    argv = ["train", "--env", "capo/Chain-v0", "--model", tiny_model_path, "--max-steps", "1"]
    for item in sets:
        argv += ["--set", item]
    assert main(argv) == 2
    err = capsys.readouterr().err.strip()
    assert err == f"capo: error: {message}" or (err.startswith("capo: error: ") and message in err), err
    assert "\n" not in err


def test_set_values_build_the_config():
    from agentgym_capo.trainer.config import CAPOConfig, parse_field_value

    raw = {"report_to": "none", "run_name": "trial1", "output_dir": "foo", "learning_rate": "2e-5",
           "max_steps": "3", "bf16": "false", "use_cpu": "true", "env_kwargs": '{"rooms": 2}', "epsilon": "null"}
    settings = {key: parse_field_value(key, value) for key, value in raw.items()}
    assert settings["report_to"] == "none" and settings["epsilon"] is None and settings["env_kwargs"] == {"rooms": 2}
    config = CAPOConfig(**settings)
    assert (config.run_name, config.output_dir, config.learning_rate, config.max_steps) == ("trial1", "foo", 2e-5, 3)
    assert config.report_to == [] and config.bf16 is False


@pytest.mark.parametrize(("text", "suffix", "message"), [
    ("learning_rate: 1e-5\nlam: [1, 2\nseed: 3\n", ".yaml", "cfg.yaml:3: invalid YAML"),
    ("learning_rate: 1e-5\n  bad indent: 1\n", ".yaml", "cfg.yaml:2: invalid YAML"),
    ('{"learning_rate": 1e-5,\n "lam": }\n', ".json", "cfg.json:2: invalid JSON"),
    ("learning_rate: fast\n", ".yaml", "learning_rate must be float; got 'fast'."),
    ("learning_rate: -0.1\n", ".yaml", "learning_rate must be > 0; got -0.1."),
    ("learning_rate: .nan\n", ".yaml", "learning_rate must be a finite number; got nan."),
    ("- just\n- a list\n", ".yaml", "must hold a mapping"),
])
def test_config_file_errors_are_one_line(text, suffix, message, tmp_path, tiny_model_path, capsys):
    path = tmp_path / f"cfg{suffix}"
    path.write_text(text, encoding="utf-8")
    assert main(["train", "--config", str(path), "--env", "capo/Chain-v0", "--model", tiny_model_path,
                 "--max-steps", "1"]) == 2
    err = capsys.readouterr().err.strip()
    assert err.startswith("capo: error: ") and message in err and "\n" not in err, err


def test_yaml_error_in_a_subprocess_is_one_line(tmp_path, tiny_model_path):
    import subprocess
    import sys

    path = tmp_path / "cfg.yaml"
    path.write_text("learning_rate: [1e-5\n", encoding="utf-8")
    done = subprocess.run([sys.executable, "-m", "agentgym_capo.cli", "train", "--config", str(path), "--env",
                           "capo/Chain-v0", "--model", tiny_model_path], capture_output=True, text=True,
                          timeout=300, check=False)
    assert done.returncode == 2, done.stderr
    assert "Traceback" not in done.stderr and done.stderr.strip().splitlines()[-1].startswith("capo: error: ")
    assert f"{path}:" in done.stderr


def test_unknown_config_field_is_refused_before_torch_loads(tmp_path, tiny_model_path):
    """A misspelt field is answered without importing torch, transformers or TRL (~0.6 s instead of ~10 s)."""
    import subprocess
    import sys

    path = tmp_path / "cfg.yaml"
    path.write_text("env: capo/Chain-v0\nlearnig_rate: 1.0e-5\n", encoding="utf-8")
    script = ("import sys\nfrom agentgym_capo.cli import main\n"
              f"status = main(['train', '--config', {str(path)!r}, '--model', {tiny_model_path!r}])\n"
              "print(status, sorted(m for m in ('torch', 'transformers', 'trl') if m in sys.modules))")
    done = subprocess.run([sys.executable, "-c", script], capture_output=True, text=True, timeout=120, check=False)
    assert done.stdout.strip() == "2 []", (done.stdout, done.stderr)
    err = done.stderr.strip()
    assert err.startswith(f"capo: error: Unknown config field(s) ['learnig_rate'] in {path}.") and "\n" not in err
    assert "Did you mean 'learning_rate'?" in err


@pytest.mark.parametrize("where", ["file", "set"])
def test_misspelt_env_kwarg_is_one_line_naming_the_accepted_ones(where, tmp_path, tiny_model_path, capsys):
    argv = ["train", "--env", "capo/Chain-v0", "--model", tiny_model_path, "--max-steps", "1"]
    if where == "file":
        path = tmp_path / "cfg.yaml"
        path.write_text("env_kwargs: {roooms: 3}\n", encoding="utf-8")
        argv += ["--config", str(path)]
    else:
        argv += ["--set", 'env_kwargs={"roooms": 3}']
    assert main(argv) == 2
    err = capsys.readouterr().err.strip()
    assert err == ("capo: error: env_kwargs for capo/Chain-v0: found 'roooms', which the env does not take. Did you "
                   "mean 'rooms'? It accepts: choices, disable_env_checker, max_episode_steps, max_steps, render_mode, "
                   "rooms, split."), err


def test_eval_checks_env_kwargs_before_loading_the_model(capsys):
    # no --model: the policy would be refused, so the kwargs check must come first
    assert main(["eval", "--env", "capo/Chain-v0", "--env-set", "roooms=3"]) == 2
    assert "found 'roooms', which the env does not take. Did you mean 'rooms'?" in capsys.readouterr().err


def test_without_an_output_dir_each_run_gets_its_own_and_a_resume_continues_its_run():
    import argparse

    from agentgym_capo.trainer.commands.train_cli import _output_dir_of

    args = argparse.Namespace(set=None, output_dir=None, algo="grpo", env="capo/WebShop-v0", resume=None)
    assert re.fullmatch(r"runs/WebShop-v0-grpo-\d{8}-\d{6}", _output_dir_of(args, {}))
    args.resume = "runs/a/checkpoint-40"
    assert _output_dir_of(args, {}) == "runs/a"
    args.resume = "runs/a"
    assert _output_dir_of(args, {}) == "runs/a"
    args.output_dir = "mine"
    assert _output_dir_of(args, {"output_dir": "file's"}) == "mine"


def test_a_folder_that_holds_a_run_is_refused_without_resume_or_overwrite(tmp_path, tiny_model_path, capsys):
    (tmp_path / "metrics.jsonl").write_text('{"step": 1}\n')
    argv = ["train", "--env", "capo/Chain-v0", "--model", tiny_model_path, "--output-dir", str(tmp_path)]
    assert main(argv) == 2
    err = capsys.readouterr().err
    assert f"{tmp_path} already holds a run (metrics.jsonl)" in err and "--resume latest" in err
