"""Official HotpotQA answer normalisation and scoring."""

from __future__ import annotations

import pytest

from agentgym_capo.envs.qa.metrics import best_scores, exact_match, f1_score, normalize_answer


@pytest.mark.parametrize(
    ("raw", "normal"),
    [
        ("The Hague.", "hague"),
        ("  A   cat,  an APPLE! ", "cat apple"),
        ("theatre anthem", "theatre anthem"),  # articles only as whole words
        ("Zoë Ångström", "zoë ångström"),  # unicode kept, lowercased
        ("“Quoted” – dash", "“quoted” – dash"),  # unicode punctuation stays
        ("St. Aurel's", "st aurels"),
        ("1,786,000", "1786000"),
        ("\tTab\nnewline  ", "tab newline"),
    ],
)
def test_normalize(raw, normal):
    assert normalize_answer(raw) == normal


def test_official_examples():
    assert exact_match("The Hague.", "Hague") == 1.0
    assert exact_match("Hague, Netherlands", "The Hague") == 0.0
    f1, precision, recall = f1_score("Hague, Netherlands", "The Hague")
    assert (precision, recall) == (0.5, 1.0)
    assert f1 == pytest.approx(2 * 0.5 * 1.0 / 1.5)


def test_yes_no_special_rule():
    assert f1_score("yes", "no") == (0.0, 0.0, 0.0)
    assert f1_score("yes it is", "yes") == (0.0, 0.0, 0.0)
    assert f1_score("no", "no") == (1.0, 1.0, 1.0)
    assert f1_score("noanswer", "paris") == (0.0, 0.0, 0.0)


def test_f1_counts_multisets_and_zero_overlap():
    f1, precision, recall = f1_score("paris paris", "paris")
    assert (precision, recall) == (0.5, 1.0)
    assert f1_score("london", "paris") == (0.0, 0.0, 0.0)
    assert f1_score("", "paris") == (0.0, 0.0, 0.0)


def test_best_over_aliases():
    scores = best_scores("SAC", ["Selsel Aerospace Corporation", "SAC"])
    assert scores["em"] == 1.0 and scores["f1"] == 1.0
    assert best_scores("wrong", ["right"])["em"] == 0.0
