"""A config value of the wrong type or out of range is one line from ``capo train`` before torch loads, and the
same line from ``CAPOConfig`` built in Python (both read ``agentgym_capo/trainer/config_fields.py``)."""

from __future__ import annotations

import json
import subprocess
import sys
from dataclasses import fields
from pathlib import Path

import pytest

from agentgym_capo.errors import ConfigError
from agentgym_capo.trainer.config_fields import FIELD_RULES, check_settings
from tests.trainer.helpers import subprocess_env, tiny_config

HEAVY = ("torch", "transformers", "trl")
CONFIGS = Path(__file__).resolve().parents[2] / "configs"

#: (field, value as YAML writes it, the value in Python, the message after "<file>: ").
BAD_VALUES = [
    ("learning_rate", "abc", "abc",
     "learning_rate must be float; got 'abc'. Write a number (e.g. 0.5 or 1e-5), or leave it out for its default."),
    ("rollout_tasks", '"many"', "many",
     "rollout_tasks must be int or None; got 'many'. Write a whole number (e.g. 8), or leave it out for its "
     "default (None)."),
    ("gamma", "[1]", [1],
     "gamma must be float; got [1] (list). Write a number (e.g. 0.5 or 1e-5), or leave it out for its default."),
    ("use_cpu", "maybe", "maybe",
     "use_cpu must be bool; got 'maybe' (str). Write true or false, or leave it out for its default."),
    ("learning_rate", ".nan", float("nan"),
     "learning_rate must be a finite number; got nan. Write a number (e.g. 0.5 or 1e-5)."),
    ("gamma", "1.5", 1.5,
     "gamma must be in [0, 1]; got 1.5. Set gamma to a number in [0, 1], or leave it out for its default."),
    ("lam", "-0.1", -0.1,
     "lam must be in [0, 1]; got -0.1. Set lam to a number in [0, 1], or leave it out for its default."),
    ("epsilon", "0", 0,
     "epsilon must be > 0 or None; got 0. Set epsilon to a number > 0, or leave it out for its default (None)."),
    ("mini_batch_size", "0", 0,
     "mini_batch_size must be >= 1 or None; got 0. Set mini_batch_size to a number >= 1, or leave it out for its "
     "default (None)."),
    ("top_p", "0", 0, "top_p must be in (0, 1]; got 0. Set top_p to a number in (0, 1], or leave it out for its "
     "default."),
    ("dual_clip", "0.5", 0.5, "dual_clip must be > 1, 0 (off) or None (the preset's); got 0.5. Set dual_clip above "
     "1, to 0 to switch it off, or leave it out for the preset's."),
    ("gradient_accumulation_steps", "4", 4,
     "gradient_accumulation_steps must be 1; got 4. CAPOTrainer accumulates exactly over token-budget "
     "micro-batches itself; leave it out and set micro_batch_tokens and mini_batch_size instead."),
    # the value is quoted as written: not the 2 an int field would make of it, nor the -1e-05 of a float
    ("max_steps", "2.5", 2.5, "max_steps must be int; got 2.5 (float). Write a whole number (e.g. 8)."),
    ("log_episodes_every", "-1", -1, "log_episodes_every must be >= 0; got -1. It counts iterations between trackio "
     "episode tables; set it to 0 for none or to N >= 1."),
    ("learning_rate", "-1e-5", "-1e-5",
     "learning_rate must be > 0; got -1e-5. Set learning_rate to a number > 0, or leave it out for its default."),
    ("top_p", "1.50", 1.5, "top_p must be in (0, 1]; got 1.5. Set top_p to a number in (0, 1], or leave it out for "
     "its default."),
    ("algo", "cpo", "cpo",
     "algo must be one of ['capo', 'ppo', 'st_ppo', 'grpo', 'rloo', 'reinforce_pp', 'gspo', 'gigpo']; got 'cpo'. "
     "Did you mean 'capo'? Set algo to one of those, or leave it out for its default."),
    ("action_mode", "pick", "pick",
     "action_mode must be one of ['generate', 'choose']; got 'pick'. Set action_mode to one of those, or leave it "
     "out for its default."),
    ("ratio_variant", "tokn", "tokn",
     "ratio_variant must be one of ['token', 'product', 'mean', 'sqrt', 'action_aware'] or None; got 'tokn'. Did "
     "you mean 'token'? Set ratio_variant to one of those, or leave it out for its default (None)."),
]
CASE_IDS = [f"{name}={yaml_text}" for name, yaml_text, _, _ in BAD_VALUES]

#: Runs ``capo train`` (its ``main``) on each config file given as JSON on stdin; prints each exit status and
#: stderr, then which heavy modules were imported by then.
_CHILD = """
import contextlib, io, json, sys
from agentgym_capo.cli import main
runs = []
for argv in json.load(sys.stdin):
    err = io.StringIO()
    with contextlib.redirect_stderr(err):
        status = main(argv)
    runs.append([status, err.getvalue()])
print(json.dumps({"runs": runs, "heavy": sorted(m for m in HEAVY if m in sys.modules)}))
""".replace("HEAVY", repr(HEAVY))


@pytest.fixture(scope="module")
def cli_answers(tmp_path_factory, tiny_model_path):
    """``capo train --config bad.yaml`` for every case of BAD_VALUES, in one child process that never loads torch."""
    folder = tmp_path_factory.mktemp("bad_configs")
    argvs = []
    for index, (name, yaml_text, _, _) in enumerate(BAD_VALUES):
        path = folder / f"bad{index}.yaml"
        path.write_text(f"env: capo/Chain-v0\n{name}: {yaml_text}\n", encoding="utf-8")
        argvs.append(["train", "--config", str(path), "--model", tiny_model_path])
    done = subprocess.run([sys.executable, "-c", _CHILD], input=json.dumps(argvs), capture_output=True, text=True,
                          env=subprocess_env(), timeout=300, check=False)
    assert done.returncode == 0, done.stderr
    return argvs, json.loads(done.stdout)


def test_no_bad_value_loads_torch(cli_answers):
    _, answers = cli_answers
    assert answers["heavy"] == []


@pytest.mark.parametrize("case", range(len(BAD_VALUES)), ids=CASE_IDS)
def test_each_bad_value_is_one_line_and_exit_status_2(case, cli_answers):
    argvs, answers = cli_answers
    status, err = answers["runs"][case]
    config_path = argvs[case][2]
    assert status == 2
    assert err == f"capo: error: {config_path}: {BAD_VALUES[case][3]}\n"


@pytest.mark.parametrize("case", range(len(BAD_VALUES)), ids=CASE_IDS)
def test_capo_config_in_python_raises_the_same_message(case, tmp_path):
    name, _, value, message = BAD_VALUES[case]
    with pytest.raises(ConfigError) as caught:
        tiny_config(tmp_path, **{name: value})
    assert str(caught.value) == message


def test_the_real_command_exits_2_with_one_line_and_imports_no_torch(tmp_path, tiny_model_path):
    """``python -m agentgym_capo.cli train --config bad.yaml`` as a user runs it; -X importtime lists every import."""
    path = tmp_path / "bad.yaml"
    path.write_text("env: capo/Chain-v0\ngamma: 1.5\n", encoding="utf-8")
    done = subprocess.run([sys.executable, "-X", "importtime", "-m", "agentgym_capo.cli", "train", "--config",
                           str(path), "--model", tiny_model_path], capture_output=True, text=True,
                          env=subprocess_env(), timeout=300, check=False)
    imported = {line.split("|")[-1].strip() for line in done.stderr.splitlines() if line.startswith("import time:")}
    said = [line for line in done.stderr.splitlines() if not line.startswith("import time:")]
    assert done.returncode == 2
    assert said == [f"capo: error: {path}: gamma must be in [0, 1]; got 1.5. Set gamma to a number in [0, 1], or "
                    "leave it out for its default."]
    assert "agentgym_capo.trainer.config_fields" in imported  # the list is real: the checker itself is in it
    assert imported.isdisjoint(HEAVY)


@pytest.mark.parametrize(("argv", "message"), [
    (["--set", "gamma=1.5"], "--set gamma=1.5: gamma must be in [0, 1]; got 1.5. Set gamma to a number in [0, 1]"),
    (["--set", "rollout_tasks=many"], "--set rollout_tasks=many: expected int or None; got 'many'. Write a whole "
     "number (e.g. 8)."),
    (["--set", "kl_estimator=k9"], "--set kl_estimator=k9: kl_estimator must be one of ['k3_loss', 'k2_loss', "
     "'k1_in_reward'] or None; got 'k9'."),
    (["--set", "epsilon=0", "--max-steps", "3"], "--set epsilon=0: epsilon must be > 0 or None; got 0. Set epsilon"),
    (["--set", "learning_rate=-1e-5"], "--set learning_rate=-1e-5: learning_rate must be > 0; got -1e-5."),
    (["--set", "max_steps=2.5"], "--set max_steps=2.5: expected int; got '2.5'. Write a whole number (e.g. 8)."),
    (["--max-steps", "0"], "--max-steps: max_steps must be > 0; got 0. One step is one rollout + update iteration"),
    (["--algo", "grp"], "--algo: algo must be one of ['capo', 'ppo', 'st_ppo', 'grpo', 'rloo', 'reinforce_pp', "
     "'gspo', 'gigpo']; got 'grp'. Did you mean 'grpo'?"),
])
def test_command_line_overrides_are_checked_before_torch(argv, message, tiny_model_path):
    script = ("import sys\nfrom agentgym_capo.cli import main\n"
              f"status = main(['train', '--env', 'capo/Chain-v0', '--model', {tiny_model_path!r}, *{argv!r}])\n"
              f"print(status, sorted(m for m in {HEAVY!r} if m in sys.modules))")
    done = subprocess.run([sys.executable, "-c", script], capture_output=True, text=True, env=subprocess_env(),
                          timeout=300, check=False)
    assert done.stdout.strip() == "2 []", (done.stdout, done.stderr)
    err = done.stderr.strip()
    assert err.startswith(f"capo: error: {message}") and "\n" not in err, err


def test_a_file_value_that_set_replaces_is_not_held_against_the_run(tmp_path, capsys):
    """gamma: 1.5 in the file, --set gamma=0.9: the config checks pass and the next check (the model) answers."""
    from agentgym_capo.cli import main

    path = tmp_path / "cfg.yaml"
    path.write_text("env: capo/Chain-v0\ngamma: 1.5\n", encoding="utf-8")
    status = main(["train", "--config", str(path), "--model", "/no/such/model", "--set", "gamma=0.9"])
    err = capsys.readouterr().err
    assert status == 2 and "is not a model folder" in err and "gamma" not in err, err


@pytest.mark.parametrize("config", sorted(CONFIGS.glob("*.yaml")), ids=lambda path: path.name)
def test_the_shipped_configs_pass_the_fast_check(config):
    import yaml

    settings = yaml.safe_load(config.read_text(encoding="utf-8"))
    check_settings({key: value for key, value in settings.items() if key not in ("env", "model", "peft_config")},
                   str(config))


def test_every_rule_names_a_config_field():
    from agentgym_capo.trainer.config import CAPOConfig

    assert set(FIELD_RULES) <= {f.name for f in fields(CAPOConfig)}


def _run_child(argv: list[str]) -> tuple[int, list[str], set[str]]:
    """``python -X importtime -m agentgym_capo.cli ARGV`` as a user runs it: (status, its lines, every import)."""
    done = subprocess.run([sys.executable, "-X", "importtime", "-m", "agentgym_capo.cli", *argv], capture_output=True,
                          text=True, env=subprocess_env(), timeout=300, check=False)
    imported = {line.split("|")[-1].strip() for line in done.stderr.splitlines() if line.startswith("import time:")}
    said = [line for line in done.stderr.splitlines() if not line.startswith("import time:")]
    return done.returncode, said, imported


@pytest.mark.parametrize(("name", "text"), [("empty.yaml", ""), ("comments.yaml", "# a comment\n\n   # another\n"),
                                            ("braces.yaml", "{}\n"), ("empty.json", "\n"), ("braces.json", "{}")])
def test_an_empty_config_file_says_it_is_empty(name, text, tmp_path, tiny_model_path):
    """Not "max_steps must be > 0; got -1", a value nobody wrote: the file is empty, one line, exit 2, no torch."""
    path = tmp_path / name
    path.write_text(text, encoding="utf-8")
    status, said, imported = _run_child(["train", "--config", str(path), "--env", "capo/Chain-v0", "--model",
                                         tiny_model_path, "--max-steps", "2"])
    assert status == 2
    assert said == [f"capo: error: Config file {path} is empty: it holds no settings. Write them as `field: value` "
                    "lines (configs/ has examples), or leave --config out."]
    assert imported.isdisjoint(HEAVY)


@pytest.mark.parametrize("where", ["file", "no file"])
def test_a_run_without_max_steps_is_refused_before_torch(where, tmp_path, tiny_model_path):
    path = tmp_path / "nomax.yaml"
    path.write_text("env: capo/Chain-v0\nlearning_rate: 1.0e-4\n", encoding="utf-8")
    argv = ["--config", str(path)] if where == "file" else ["--env", "capo/Chain-v0"]
    status, said, imported = _run_child(["train", *argv, "--model", tiny_model_path,
                                         "--output-dir", str(tmp_path / "run")])
    assert status == 2
    source = path if where == "file" else "capo train"
    assert said == [f"capo: error: {source}: max_steps is not set. One step is one rollout + update iteration; set "
                    "max_steps (or --max-steps) to the number of iterations to train."]
    assert "agentgym_capo.trainer.config_fields" in imported and imported.isdisjoint(HEAVY)
