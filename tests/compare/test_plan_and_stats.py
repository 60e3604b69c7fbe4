"""capo compare's plan (methods, equal budgets) and statistics (paired bootstrap, power), without training."""

from __future__ import annotations

import pytest

from agentgym_capo.compare import ComparePlan, paired_bootstrap, parse_method, seeds_for_power
from agentgym_capo.errors import ConfigError


def test_a_method_is_a_preset_with_overrides_and_a_file_safe_label():
    assert parse_method("capo").label == "capo"
    gspo = parse_method("gspo:epsilon=0.06")
    assert (gspo.label, gspo.algo, gspo.overrides) == ("gspo-epsilon0.06", "gspo", (("epsilon", "0.06"),))
    lam = parse_method("capo-lam1@capo:lam=1,gamma=0.99")
    assert (lam.label, lam.algo, lam.overrides) == ("capo-lam1", "capo", (("lam", "1"), ("gamma", "0.99")))


@pytest.mark.parametrize(("spec", "says"), [("grpoo", "grpo"), ("capo:lamda=1", "lam"), ("capo:lam", "FIELD=VALUE"),
                                            ("@capo", "label")])
def test_a_bad_method_is_one_line_naming_what_to_write(spec, says):
    with pytest.raises(ConfigError, match=says):
        parse_method(spec)


def _plan(**changes):
    fields = dict(env_id="capo/Relay-v0", model="m", base={"rollout_tasks": 16, "epsilon": 0.2},
                  methods=(parse_method("capo"), parse_method("grpo")), seeds=(0, 1), iterations=8, eval_every=4,
                  eval_episodes=64)
    return ComparePlan(**{**fields, **changes})


def test_every_method_spends_the_same_episodes_per_iteration():
    plan = _plan()
    capo, grpo = (plan.settings(m, 0) for m in plan.methods)
    assert (capo["rollout_tasks"], capo["group_size"]) == (16, 1)
    assert (grpo["rollout_tasks"], grpo["group_size"]) == (2, 8)
    assert capo["epsilon"] == grpo["epsilon"] == 0.2 and capo["max_steps"] == 8
    assert plan.checkpoints == (0, 4, 8) and plan.reference == "capo"
    assert [r["name"] for r in plan.runs()] == ["capo_s0", "grpo_s0", "capo_s1", "grpo_s1"]
    assert plan.settings(parse_method("gspo:epsilon=0.06"), 1)["epsilon"] == 0.06


@pytest.mark.parametrize(("changes", "says"), [
    ({"seeds": ()}, "at least one seed"), ({"methods": ()}, "at least one method"),
    ({"seeds": (1, 1)}, "twice"), ({"base": {"rollout_tasks": 12}}, "groups of 8"),
    ({"reference": "ppo"}, "none of the methods"),
    ({"methods": (parse_method("capo"), parse_method("capo"))}, "same label"),
    ({"methods": (parse_method("capo:lam=2"),)}, "lam")])
def test_a_plan_that_cannot_run_is_refused_before_any_run(changes, says):
    with pytest.raises(ConfigError, match=says):
        _plan(**changes)


def test_the_paired_bootstrap_cancels_what_a_seed_shares():
    a = {0: [1, 1, 0, 0] * 8, 1: [1, 0, 0, 0] * 8}
    same = paired_bootstrap(a, a)
    assert same["difference"] == 0 and same["ci95"] == [0, 0] and same["sd_over_seeds"] == 0
    better = {0: [1, 1, 1, 0] * 8, 1: [1, 1, 0, 0] * 8}  # +0.25 on both seeds, on top of different starts
    diff = paired_bootstrap(better, a)
    assert diff["difference"] == pytest.approx(0.25) and diff["seeds"] == 2
    assert 0 < diff["ci95"][0] <= 0.25 <= diff["ci95"][1] < 0.5
    assert diff["ci99"][0] <= diff["ci95"][0] and diff["ci95"][1] <= diff["ci99"][1]  # wider, from the same draws
    assert paired_bootstrap(better, a) == diff  # a fixed generator: the same runs give the same interval
    assert paired_bootstrap({0: [1]}, {1: [0]})["seeds"] == 0  # no common seed: nothing to pair
    with pytest.raises(ValueError, match="same test episodes"):
        paired_bootstrap({0: [1, 0]}, {0: [1]})


def test_seeds_for_power_follows_the_normal_approximation():
    # ((1.960 + 0.842) * 0.1 / 0.05)^2 = 31.4 -> 32 seeds for sd 0.1; four times the sd, sixteen times the seeds
    assert seeds_for_power(0.1) == 32
    assert seeds_for_power(0.025) == 2  # at least two seeds, whatever the spread
    assert seeds_for_power(0.2) == 126
    with pytest.raises(ValueError):
        seeds_for_power(0.1, delta=0)
