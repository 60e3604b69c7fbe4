"""F1@all / Recall@all against hand-computed cases."""

from __future__ import annotations

import pytest

from agentgym_capo.envs.papersearch.metrics import aggregate_metrics, predicted_ids, prf, query_metrics
from agentgym_capo.envs.papersearch.records import normalize_paper_id


def test_hand_computed_query():
    # pred (≥ 0.5): a, b, x -> 2 hits; gold: a, b, c, d
    m = query_metrics([("a", 0.9), ("b", 0.8), ("x", 0.7), ("c", 0.4)], ["a", "b", "c", "d"], 0.5)
    assert m["precision@all"] == pytest.approx(2 / 3)
    assert m["recall@all"] == pytest.approx(0.5)
    assert m["f1@all"] == pytest.approx(2 * (2 / 3) * 0.5 / (2 / 3 + 0.5))  # 4/7
    assert m["f1@all"] == pytest.approx(4 / 7)
    assert m["crawl_recall"] == pytest.approx(0.75)
    assert m["num_predicted"] == 3


def test_threshold_is_inclusive_and_topk_cuts_by_score():
    scored = [(f"{i:04d}.00001", 1 - i / 200) for i in range(150)]
    gold = [f"{i:04d}.00001" for i in range(0, 150, 2)]  # 75 answers
    m = query_metrics(scored, gold, 0.5)
    assert m["num_predicted"] == 101  # scores 1.0 ... 0.5 inclusive
    assert m["recall@all"] == pytest.approx(51 / 75)
    assert m["precision@25"] == pytest.approx(13 / 25)
    assert m["recall@50"] == pytest.approx(25 / 75)


def test_empty_cases_are_zero():
    assert query_metrics([], ["1234.56789"], 0.5)["f1@all"] == 0.0
    assert query_metrics([("a", 0.9)], [], 0.5)["recall@all"] == 0.0
    assert prf([], set()) == (0.0, 0.0, 0.0)
    assert aggregate_metrics([]) == {}


def test_id_normalisation():
    assert normalize_paper_id(" arXiv:2401.01234v3 ") == "2401.01234"
    assert normalize_paper_id("ARXIV:solv-int/9901001v2") == "solv-int/9901001"
    assert normalize_paper_id("solv-int/9901001") == "solv-int/9901001"  # not split at the first 'v'
    assert normalize_paper_id("abcv2") == "abcv2"  # corpus ids keep their tail
    m = query_metrics([("2401.01234v2", 0.9), ("arXiv:2401.01234", 0.8), ("", 0.9)], ["2401.01234v1"], 0.5)
    assert m["num_predicted"] == 1 and m["f1@all"] == 1.0
    assert predicted_ids([("b", 0.7), ("a", 0.7), ("c", 0.1)], 0.5) == ["a", "b"]


def test_mean_of_per_query_f1_not_f1_of_means():
    q1 = query_metrics([("a", 1.0)], ["a"], 0.5)  # P=R=F1=1
    q2 = query_metrics([("a", 1.0), ("b", 1.0), ("c", 1.0), ("d", 1.0)], ["a"] + [f"g{i}" for i in range(9)], 0.5)
    # q2: P=1/4, R=1/10, F1=2*(1/40)/(7/20)=1/7
    assert q2["f1@all"] == pytest.approx(1 / 7)
    agg = aggregate_metrics([q1, q2])
    assert agg["f1@all"] == pytest.approx((1 + 1 / 7) / 2)
    assert agg["recall@all"] == pytest.approx((1 + 0.1) / 2)
    p, r = agg["precision@all"], agg["recall@all"]
    assert agg["f1@all"] != pytest.approx(2 * p * r / (p + r))
