"""The whitening default: a critic's advantages keep the reward's scale; reinforce_pp keeps its whitening."""

from __future__ import annotations

import pytest

from agentgym_capo.trainer.config import CAPOConfig


@pytest.mark.parametrize(("algo", "expected"), [("capo", False), ("ppo", False), ("st_ppo", False),
                                                ("reinforce_pp", True)])
def test_whitening_default_depends_on_whether_the_method_has_a_critic(tmp_path, algo, expected):
    args = CAPOConfig(output_dir=str(tmp_path), algo=algo, use_cpu=True, report_to="none", max_steps=1)
    assert args.whiten_advantages is expected


def test_an_explicit_whitening_choice_is_kept(tmp_path):
    args = CAPOConfig(output_dir=str(tmp_path), algo="capo", use_cpu=True, report_to="none", max_steps=1,
                      whiten_advantages=True)
    assert args.whiten_advantages is True
