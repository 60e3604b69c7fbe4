"""Paper-search metrics: precision, recall and F1 of the thresholded pool against the gold arXiv ids.

* **Predicted set**: pool papers with score ≥ threshold, ranked by score (descending, ties by id), ids
  normalised (``arXiv:`` prefix and ``v<digits>`` version dropped), deduplicated, empty ids dropped.
* **Gold set**: the query's ``answer_arxiv_id`` after the same normalisation.
* Per query: P = |pred ∩ gold| / |pred| (0 for an empty pred), R = |pred ∩ gold| / |gold| (0 for an empty
  gold), F1 = 2PR/(P+R) (0 when P + R = 0). Over queries, **F1@all** and **Recall@all** are means of the
  per-query values (not the F1 of the means).

>>> q = query_metrics([("a", 0.9), ("b", 0.8), ("x", 0.7)], ["a", "b", "c", "d"], threshold=0.5)
>>> round(q["precision@all"], 4), round(q["recall@all"], 4), round(q["f1@all"], 4)
(0.6667, 0.5, 0.5714)
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence

from agentgym_capo.envs.papersearch.records import normalize_paper_id

__all__ = ["TOP_KS", "aggregate_metrics", "predicted_ids", "prf", "query_metrics"]

TOP_KS = (100, 50, 25)


def predicted_ids(scored: Iterable[tuple[str, float]], threshold: float) -> list[str]:
    """Normalised, deduplicated ids with score ≥ ``threshold``, best first (ties by id)."""
    ordered = sorted(((normalize_paper_id(i), float(s)) for i, s in scored if s >= threshold),
                     key=lambda pair: (-pair[1], pair[0]))
    return list(dict.fromkeys(i for i, _ in ordered if i))


def prf(predicted: Sequence[str], gold: set[str]) -> tuple[float, float, float]:
    """Precision, recall and F1 of a predicted list against a gold set."""
    hits = len(set(predicted) & gold)
    precision = hits / len(predicted) if predicted else 0.0
    recall = hits / len(gold) if gold else 0.0
    f1 = 2 * precision * recall / (precision + recall) if precision + recall > 0 else 0.0
    return precision, recall, f1


def query_metrics(scored: Iterable[tuple[str, float]], gold_ids: Iterable[str], threshold: float) -> dict[str, float]:
    """Metrics of one query.

    Args:
        scored: ``(display id, score)`` of every pool paper.
        gold_ids: The answer arXiv ids (any version suffix).
        threshold: The evaluation threshold.

    Returns:
        ``precision@all``, ``recall@all``, ``f1@all``, the same at k ∈ {100, 50, 25} (``…@100`` etc.),
        ``crawl_recall`` (recall of the whole pool, threshold 0) and ``num_predicted``.
    """
    scored = list(scored)
    gold = {g for g in (normalize_paper_id(x) for x in gold_ids) if g}
    predicted = predicted_ids(scored, threshold)
    out: dict[str, float] = {}
    for name, cut in (("all", None), *((str(k), k) for k in TOP_KS)):
        precision, recall, f1 = prf(predicted if cut is None else predicted[:cut], gold)
        out[f"precision@{name}"], out[f"recall@{name}"], out[f"f1@{name}"] = precision, recall, f1
    crawled = list(dict.fromkeys(i for i in (normalize_paper_id(i) for i, _ in scored) if i))
    out["crawl_recall"] = prf(crawled, gold)[1]
    out["num_predicted"] = float(len(predicted))
    return out


def aggregate_metrics(per_query: Sequence[Mapping[str, float]]) -> dict[str, float]:
    """Mean of every key over queries (F1@all is the mean of per-query F1s); empty input gives {}."""
    if not per_query:
        return {}
    keys = list(per_query[0])
    return {key: sum(float(m[key]) for m in per_query) / len(per_query) for key in keys}
