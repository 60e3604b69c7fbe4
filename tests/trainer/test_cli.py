"""`capo train` stops with one clear line on user errors, before loading anything heavy."""

from __future__ import annotations

import pytest

from agentgym_capo.cli import main


@pytest.mark.parametrize(("argv", "message"), [
    (["--env", "capo/Chian-v0"], "Did you mean capo/Chain-v0"),
    (["--env", "capo/Chain-v0", "--model-is-missing"], None),
    (["--env", "capo/Chain-v0", "--model", "/no/such/model"], "is not a model folder"),
    (["--env", "capo/Chain-v0", "--set", "lam=3"], "lam must be in [0, 1]; got 3"),
    (["--env", "capo/Chain-v0", "--algo", "foo"], "Unknown algo 'foo'"),
    (["--env", "capo/Chain-v0", "--set", "no_such_field=1"], "Unknown config field(s) ['no_such_field']"),
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
