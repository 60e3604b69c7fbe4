"""Noun extraction for WebShop's product-type reward (``r_type``).

The original scorer tags product names with spaCy's ``en_core_web_sm`` and keeps NOUN/PROPN tokens. That
model is not published on PyPI under its own name, so it is often missing offline. Two extractors exist:

* ``"spacy"``: the original; used when ``en_core_web_sm`` loads, otherwise it falls back to ``"simple"``.
* ``"simple"``: lowercased alphabetic tokens of length >= 2 that are not in a fixed list of English stopwords,
  number words, units and common non-noun product words.

:func:`resolve_extractor` tells which one is really used; scores are only comparable within one choice.
"""

from __future__ import annotations

import functools
import importlib.util
import re
import threading

__all__ = ["NOUN_EXTRACTORS", "extract_nouns", "resolve_extractor"]

NOUN_EXTRACTORS = ("spacy", "simple")

_STOPWORDS = frozenset(
    """
    a about above after again against all am an and any are as at be because been before being below between
    both but by can could did do does doing down during each few for from further had has have having he her
    here hers herself him himself his how i if in into is it its itself just me more most my myself no nor not
    now of off on once only or other our ours ourselves out over own same she should so some such than that the
    their theirs them themselves then there these they this those through to too under until up very was we
    were what when where which while who whom why will with would you your yours yourself yourselves per via
    one two three four five six seven eight nine ten eleven twelve dozen hundred thousand half single double
    triple pack pcs pc count ct set lot
    mm cm m km in inch inches ft feet foot yd oz lb lbs kg g mg ml l liter liters litre gallon gal qt
    w v mah hz gb tb mb watt watts volt volts
    new best great premium quality high low large small big little extra super ultra mini full non
    """.split()
)
_TOKEN = re.compile(r"[^\W\d_]+", re.UNICODE)
_spacy_lock = threading.Lock()
_spacy_model: object | None = None
_spacy_missing = False


def _load_spacy() -> object | None:
    global _spacy_model, _spacy_missing
    with _spacy_lock:
        if _spacy_model is None and not _spacy_missing:
            if importlib.util.find_spec("en_core_web_sm") is None:  # skip importing spaCy (seconds) for nothing
                _spacy_missing = True
                return None
            try:
                import spacy

                _spacy_model = spacy.load("en_core_web_sm", disable=["parser", "ner", "lemmatizer"])
            except Exception:  # noqa: BLE001 - a missing or broken model means "use the fallback"
                _spacy_missing = True
        return _spacy_model


def resolve_extractor(name: str) -> str:
    """Return the extractor really used for ``name`` (``"spacy"`` becomes ``"simple"`` without the model)."""
    if name == "spacy":
        return "spacy" if _load_spacy() is not None else "simple"
    return "simple"


@functools.lru_cache(maxsize=65_536)
def extract_nouns(text: str, extractor: str = "simple") -> tuple[str, ...]:
    """Return the lowercased noun tokens of ``text`` in order (repeats kept).

    Args:
        text: A product name.
        extractor: ``"spacy"`` or ``"simple"`` (see the module docstring).
    """
    if extractor == "spacy":
        model = _load_spacy()
        if model is not None:
            return tuple(t.text.lower() for t in model(text) if t.pos_ in ("PNOUN", "NOUN", "PROPN"))  # type: ignore[operator]
    return tuple(
        token for token in (match.lower() for match in _TOKEN.findall(text))
        if len(token) >= 2 and token not in _STOPWORDS
    )
