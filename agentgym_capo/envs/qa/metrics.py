"""Answer scoring exactly as the official HotpotQA evaluation script does it (EM and token F1).

``normalize_answer`` applies, in this order: lowercase; delete every character of ASCII
``string.punctuation`` (Unicode punctuation such as “ ” – stays); replace each whole word ``a``/``an``/``the``
by a space; collapse whitespace. F1 counts overlapping tokens as multisets, and if either normalised string
is ``yes``, ``no`` or ``noanswer`` while the two differ, F1 (and precision and recall) is 0.

>>> exact_match("The Hague.", "Hague")
1.0
>>> round(f1_score("Hague, Netherlands", "The Hague")[0], 3)
0.667
"""

from __future__ import annotations

import re
import string
from collections import Counter
from collections.abc import Iterable

__all__ = ["best_scores", "exact_match", "f1_score", "normalize_answer"]

_PUNCTUATION = frozenset(string.punctuation)
_ARTICLES = re.compile(r"\b(a|an|the)\b")
_SPECIAL = ("yes", "no", "noanswer")


def normalize_answer(text: str) -> str:
    """Return the official HotpotQA normal form of an answer string."""
    text = str(text).lower()
    text = "".join(ch for ch in text if ch not in _PUNCTUATION)
    text = _ARTICLES.sub(" ", text)
    return " ".join(text.split())


def exact_match(prediction: str, gold: str) -> float:
    """1.0 if the normalised strings are equal, else 0.0."""
    return float(normalize_answer(prediction) == normalize_answer(gold))


def f1_score(prediction: str, gold: str) -> tuple[float, float, float]:
    """Return ``(f1, precision, recall)`` over normalised token multisets (official yes/no rule)."""
    pred_norm = normalize_answer(prediction)
    gold_norm = normalize_answer(gold)
    if (pred_norm in _SPECIAL or gold_norm in _SPECIAL) and pred_norm != gold_norm:
        return 0.0, 0.0, 0.0
    pred_tokens = pred_norm.split()
    gold_tokens = gold_norm.split()
    overlap = sum((Counter(pred_tokens) & Counter(gold_tokens)).values())
    if overlap == 0:
        return 0.0, 0.0, 0.0
    precision = overlap / len(pred_tokens)
    recall = overlap / len(gold_tokens)
    return 2 * precision * recall / (precision + recall), precision, recall


def best_scores(prediction: str, golds: Iterable[str]) -> dict[str, float]:
    """Score against every gold answer (primary + aliases) and keep the maximum of each metric.

    Returns:
        ``{"em", "f1", "precision", "recall"}``; EM and F1 are maximised independently (as the official
        multi-answer evaluations do), precision and recall come from the alias with the best F1.
    """
    best = {"em": 0.0, "f1": 0.0, "precision": 0.0, "recall": 0.0}
    for gold in golds:
        best["em"] = max(best["em"], exact_match(prediction, gold))
        f1, precision, recall = f1_score(prediction, gold)
        if f1 > best["f1"]:
            best.update(f1=f1, precision=precision, recall=recall)
    return best
