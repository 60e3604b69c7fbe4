"""Generate the bundled fictional paper-search corpus (papers, citations, queries, selector scores).

The corpus lets every code path of ``capo/PaperSearch-v0`` (search, expand, selector cache, pool, metrics) run
on a CPU with no model and no download. Everything is drawn from one ``numpy`` generator seeded by ``seed``,
so the same seed writes byte-identical files.

Structure (spec §11):

* 10 topics × 5 subtopics × ``papers_per_subtopic`` papers (30 → 1,500 papers), years 2015–2025 with more
  papers in later years, arXiv-style ids ``YYMM.NNNNN`` from the publication month, 20 old-style ids
  (``cs/06010NN``), 40 papers without an arXiv id (display id = corpus id), 30 without an abstract and a few
  titles with non-ASCII characters.
* Vocabulary: each subtopic has a real name ("offline policy evaluation") and two sets of invented jargon.
  "Named" papers use the name and jargon set A; "jargon" papers (40 % of a subtopic) use only jargon set B and
  topic words. Queries use the name and jargon A, so jargon papers share few words with the query and are
  reached mainly by following citations.
* Citations: each paper cites 5–25 earlier papers, 70 % from its subtopic, 20 % from the rest of its topic and
  10 % from anywhere, drawn with probability ∝ (1 + citations so far) (preferential attachment, so older
  papers collect more citations). Three papers are isolated (no references, never cited). The edge file
  also carries a few self-citations and duplicate lines that the loader must drop.
* Queries: ``train_queries`` + ``test_queries`` lines in the RealScholarQuery schema, one subtopic each,
  some with a year range; 5–20 answers, at least 40 % of them jargon papers; a few answer ids carry ``v2``.
  ``published_time`` lies after the latest answer, so ``date_cutoff`` removes only later non-answers.
* ``selector_scores.jsonl``: answers U(0.70, 1.00), same-subtopic non-answers U(0.20, 0.60), same-topic
  papers U(0.00, 0.30); other papers are unlisted (score 0).

Run ``python -m agentgym_capo.envs.papersearch.generator --out data/papersearch`` to regenerate.
"""

from __future__ import annotations

import argparse
import hashlib
import json
import math
from dataclasses import dataclass, field
from pathlib import Path

import numpy as np

__all__ = ["GENERATOR_VERSION", "TOPICS", "generate_corpus", "main"]

GENERATOR_VERSION = 1

TOPICS: dict[str, tuple[str, ...]] = {
    "reinforcement learning": (
        "offline policy evaluation", "reward shaping", "multi-agent coordination", "model-based planning",
        "exploration bonuses",
    ),
    "natural language processing": (
        "machine translation", "question answering", "text summarization", "named entity recognition",
        "sentiment analysis",
    ),
    "computer vision": (
        "object detection", "semantic segmentation", "image generation", "depth estimation",
        "video understanding",
    ),
    "privacy and security": (
        "differential privacy", "homomorphic encryption", "federated learning", "adversarial robustness",
        "membership inference",
    ),
    "graph learning": (
        "graph neural networks", "knowledge graph completion", "link prediction", "graph generation",
        "community detection",
    ),
    "speech processing": (
        "speech recognition", "speaker verification", "speech synthesis", "voice conversion",
        "keyword spotting",
    ),
    "optimization": (
        "stochastic gradient methods", "bayesian optimization", "hyperparameter tuning", "convex relaxation",
        "learning rate schedules",
    ),
    "robotics": (
        "robot grasping", "legged locomotion", "motion planning", "sim-to-real transfer", "visual servoing",
    ),
    "recommender systems": (
        "collaborative filtering", "session-based recommendation", "click-through prediction",
        "cold-start recommendation", "fairness in ranking",
    ),
    "scientific machine learning": (
        "protein structure prediction", "molecular property prediction", "weather forecasting",
        "physics-informed networks", "materials discovery",
    ),
}

METHOD_WORDS = (
    "transformer", "contrastive", "variational", "attention", "sparse", "hierarchical", "kernel", "diffusion",
    "convolutional", "recurrent", "probabilistic", "meta", "curriculum", "distillation", "pretraining",
    "ensemble", "adaptive", "modular", "latent", "spectral", "causal", "robust", "scalable", "efficient",
    "lightweight", "structured", "generative", "discriminative", "self-supervised", "semi-supervised",
)
UNICODE_WORDS = ("Schrödinger", "naïve", "Möbius", "Lévy", "Erdős–Rényi", "Pólya", "Gödel", "Fréchet")
FILLER = (
    "Experiments on {n} benchmarks show consistent gains over strong baselines.",
    "We analyse the trade-off between accuracy and compute in detail.",
    "Ablations confirm that each component contributes to the final result.",
    "The approach is simple to implement and scales to large inputs.",
    "Our code and models are released to support reproducible research.",
    "Theoretical analysis gives convergence guarantees under mild assumptions.",
    "Results hold across {n} settings of increasing difficulty.",
)
SYLLABLES = (
    "ka", "lo", "ri", "ven", "tor", "ma", "zel", "qui", "dra", "ni", "sol", "ther", "vak", "mir", "pel",
    "gor", "ux", "bel", "tan", "sy", "cor", "fen", "lis", "ob", "rax", "hel", "dun", "ve", "zor", "quin",
)
QUESTION_TEMPLATES = (
    "Give me papers about {name} that rely on {a1} and {a2}.",
    "Which studies propose {a1}-based approaches to {name}?",
    "I am looking for research on {name}, especially work using {a1} or {a2}.",
    "Find papers on {name} with {a1}.",
    "What are the main works on {name} built on {a1} and {a2}?",
)


@dataclass
class _Paper:
    ordinal: int
    topic: int
    subtopic: int  # global subtopic index
    jargon_style: bool
    published: str
    year: int
    paper_id: str = ""
    arxiv_id: str = ""
    title: str = ""
    abstract: str = ""
    authors: list[str] = field(default_factory=list)
    isolated: bool = False


def _pseudo_word(rng: np.random.Generator, used: set[str]) -> str:
    while True:
        word = "".join(str(rng.choice(SYLLABLES)) for _ in range(int(rng.integers(2, 4))))
        if word not in used and len(word) >= 5:
            used.add(word)
            return word


def _sentence_case(text: str) -> str:
    return text[:1].upper() + text[1:]


def _title_case(text: str) -> str:
    small = {"for", "of", "and", "with", "in", "to", "via", "on", "a", "the"}
    words = text.split(" ")
    return " ".join(
        w if (i and w in small) or not w[:1].islower() else w[:1].upper() + w[1:] for i, w in enumerate(words)
    )


class _Vocabulary:
    """Topic words, subtopic names and the two jargon sets of every subtopic."""

    def __init__(self, rng: np.random.Generator):
        used: set[str] = set()
        self.topic_names = list(TOPICS)
        self.subtopic_names = [name for names in TOPICS.values() for name in names]
        self.topic_words = [[_pseudo_word(rng, used) for _ in range(8)] for _ in self.topic_names]
        self.jargon_a = [[_pseudo_word(rng, used) for _ in range(6)] for _ in self.subtopic_names]
        self.jargon_b = [[_pseudo_word(rng, used) for _ in range(6)] for _ in self.subtopic_names]
        self.model_names = [_pseudo_word(rng, used).capitalize() for _ in range(400)]
        self.surnames = [_pseudo_word(rng, used).capitalize() for _ in range(300)]
        self.given = ("Ana", "Bo", "Chen", "Dana", "Emil", "Fatima", "Goran", "Hana", "Ivo", "Jia", "Kofi",
                      "Lea", "Mateo", "Noor", "Oskar", "Priya", "Rui", "Sara", "Tomás", "Zoë")


def _make_text(paper: _Paper, vocab: _Vocabulary, rng: np.random.Generator) -> None:
    topic_words = vocab.topic_words[paper.topic]
    jargon = vocab.jargon_b[paper.subtopic] if paper.jargon_style else vocab.jargon_a[paper.subtopic]
    name = vocab.subtopic_names[paper.subtopic]
    method = str(rng.choice(METHOD_WORDS))
    j1, j2, j3 = (str(w) for w in rng.choice(jargon, size=3, replace=False))
    t1, t2 = (str(w) for w in rng.choice(topic_words, size=2, replace=False))
    model = str(rng.choice(vocab.model_names))
    if rng.random() < 0.06:
        method = f"{rng.choice(UNICODE_WORDS)} {method}"
    if paper.jargon_style:
        phrase = f"{j1} {j2}"
        title_forms = (f"{model}: {method} {j1} for {j2} {t1}", f"On {j1} {j2} with {method} {j3}",
                       f"{method} {j1} {j2} via {t1} {j3}")
    else:
        phrase = name
        title_forms = (f"{model}: {method} {name} with {j1}", f"{method} {j1} for {name}",
                       f"Towards {name} via {j1} and {j2}")
    paper.title = _title_case(str(title_forms[int(rng.integers(len(title_forms)))]))
    sentences = [
        f"We study {phrase} in the setting of {t1} {t2}.",
        f"Existing {j3} methods struggle when {t2} data is scarce.",
        f"We propose {model}, a {method} approach that combines {j1} with {j2}.",
        f"The {j2} module is trained jointly with a {t1} objective.",
        str(rng.choice(FILLER)).format(n=int(rng.integers(3, 9))),
        f"Compared with prior {j1} work, {model} improves {phrase} by a large margin.",
        str(rng.choice(FILLER)).format(n=int(rng.integers(3, 9))),
    ]
    keep = sorted(rng.choice(len(sentences), size=int(rng.integers(5, 8)), replace=False).tolist())
    paper.abstract = " ".join(_sentence_case(sentences[i]) for i in keep)
    paper.authors = [f"{rng.choice(vocab.given)} {rng.choice(vocab.surnames)}" for _ in range(int(rng.integers(1, 6)))]


def _assign_dates_and_ids(papers: list[_Paper], rng: np.random.Generator) -> None:
    serial: dict[str, int] = {}
    for paper in sorted(papers, key=lambda p: p.published):
        month = paper.published[2:6]
        serial[month] = serial.get(month, 0) + int(rng.integers(1, 40))
        paper.arxiv_id = f"{month}.{serial[month]:05d}"
        paper.paper_id = hashlib.sha1(f"capo-paper-{paper.ordinal}".encode()).hexdigest()


def _draw_papers(vocab: _Vocabulary, rng: np.random.Generator, per_subtopic: int) -> list[_Paper]:
    years = np.arange(2015, 2026)
    year_weights = np.linspace(1.0, 2.5, len(years))
    year_weights /= year_weights.sum()
    papers: list[_Paper] = []
    for subtopic in range(len(vocab.subtopic_names)):
        jargon_count = int(round(0.4 * per_subtopic))
        styles = np.array([True] * jargon_count + [False] * (per_subtopic - jargon_count))
        rng.shuffle(styles)
        for style in styles:
            year = int(rng.choice(years, p=year_weights))
            published = f"{year}{int(rng.integers(1, 13)):02d}{int(rng.integers(1, 29)):02d}"
            papers.append(_Paper(len(papers), subtopic // 5, subtopic, bool(style), published, year))
    _assign_dates_and_ids(papers, rng)
    for paper in papers:
        _make_text(paper, vocab, rng)
    return papers


def _apply_special_ids(papers: list[_Paper], rng: np.random.Generator) -> None:
    order = rng.permutation(len(papers))
    old_style, no_arxiv, no_abstract, isolated = order[:20], order[20:60], order[60:90], order[90:93]
    for number, index in enumerate(sorted(old_style.tolist())):
        papers[index].arxiv_id = f"cs/0601{number + 1:03d}"
    for index in no_arxiv:
        papers[index].arxiv_id = ""
    for index in no_abstract:
        papers[index].abstract = ""
    for index in isolated:
        papers[index].isolated = True


def _citation_edges(papers: list[_Paper], rng: np.random.Generator) -> list[tuple[int, int]]:
    by_date = sorted(range(len(papers)), key=lambda i: (papers[i].published, i))
    cited_count = np.zeros(len(papers))
    earlier: list[int] = []
    edges: list[tuple[int, int]] = []
    for index in by_date:
        paper = papers[index]
        if not paper.isolated and earlier:
            candidates = np.array(earlier)
            same_sub = candidates[[papers[c].subtopic == paper.subtopic for c in candidates]]
            same_topic = candidates[[papers[c].topic == paper.topic and papers[c].subtopic != paper.subtopic
                                     for c in candidates]]
            chosen: set[int] = set()
            for _ in range(int(rng.integers(5, 26))):
                draw = rng.random()
                pool = same_sub if draw < 0.7 else same_topic if draw < 0.9 else candidates
                pool = np.array([c for c in pool if c not in chosen]) if len(pool) else pool
                if len(pool) == 0:
                    continue
                weights = 1.0 + cited_count[pool]
                target = int(rng.choice(pool, p=weights / weights.sum()))
                chosen.add(target)
            for target in sorted(chosen):
                cited_count[target] += 1
                edges.append((index, target))
        if not paper.isolated:
            earlier.append(index)
    return edges


def _display_id(paper: _Paper) -> str:
    return paper.arxiv_id or paper.paper_id


def _queries(
    papers: list[_Paper], vocab: _Vocabulary, rng: np.random.Generator, train: int, test: int
) -> tuple[dict[str, list[dict]], dict[str, dict[str, float]]]:
    subtopics = len(vocab.subtopic_names)
    test_subtopics = rng.permutation(subtopics)[:test].tolist()
    plan = [("test", s) for s in test_subtopics] + [("train", int(s)) for s in rng.integers(0, subtopics, size=train)]
    members: dict[int, list[int]] = {}
    for paper in papers:
        members.setdefault(paper.subtopic, []).append(paper.ordinal)
    latest = max(p.published for p in papers)
    out: dict[str, list[dict]] = {"train": [], "test": []}
    scores: dict[str, dict[str, float]] = {}
    counters = {"train": 0, "test": 0}
    for split, subtopic in plan:
        eligible = [i for i in members[subtopic] if papers[i].arxiv_id and papers[i].abstract]
        question_args = dict(zip(("a1", "a2"), rng.choice(vocab.jargon_a[subtopic], size=2, replace=False).tolist(),
                                 strict=True))
        question = str(rng.choice(QUESTION_TEMPLATES)).format(name=vocab.subtopic_names[subtopic], **question_args)
        if rng.random() < 0.25:
            start = int(rng.integers(2015, 2020))
            end = start + int(rng.integers(3, 6))
            in_range = [i for i in eligible if start <= papers[i].year <= end]
            if len(in_range) >= 5:
                eligible = in_range
                question = f"{question} Only papers published between {start} and {end}."
        named = [i for i in eligible if not papers[i].jargon_style]
        jargon = [i for i in eligible if papers[i].jargon_style]
        count = int(rng.integers(5, min(20, len(eligible)) + 1))
        jargon_take = min(len(jargon), max(math.ceil(0.4 * count), count - len(named)))
        answers = rng.choice(jargon, size=jargon_take, replace=False).tolist()
        answers += rng.choice(named, size=min(len(named), count - jargon_take), replace=False).tolist()
        answers = sorted(answers, key=lambda i: papers[i].published)
        qid = f"SynthScholarQuery_{split}_{counters[split]}"
        counters[split] += 1
        last = max(papers[i].published for i in answers)
        cutoff = min(latest, f"{min(int(last[:4]) + 1, 2025)}{last[4:]}")
        answer_ids = [papers[i].arxiv_id + ("v2" if rng.random() < 0.05 else "") for i in answers]
        out[split].append({
            "qid": qid,
            "question": question,
            "answer": [papers[i].title for i in answers],
            "answer_arxiv_id": answer_ids,
            "source_meta": {"published_time": cutoff},
        })
        answer_set = set(answers)
        query_scores: dict[str, float] = {}
        for paper in papers:
            if paper.ordinal in answer_set:
                value = rng.uniform(0.70, 1.00)
            elif paper.subtopic == subtopic:
                value = rng.uniform(0.20, 0.60)
            elif paper.topic == subtopic // 5:
                value = rng.uniform(0.00, 0.30)
            else:
                continue
            query_scores[_display_id(paper)] = round(float(value), 4)
        scores[qid] = query_scores
    return out, scores


def generate_corpus(
    out: str | Path,
    seed: int = 0,
    papers_per_subtopic: int = 30,
    train_queries: int = 120,
    test_queries: int = 20,
) -> dict[str, int]:
    """Write the fictional corpus to ``out`` (see the module docstring for its structure).

    Args:
        out: Output directory; ``papers.jsonl``, ``edges.jsonl``, ``selector_scores.jsonl``,
            ``queries/{train,test}.jsonl`` and ``manifest.json`` are (over)written.
        seed: Seed of every random draw.
        papers_per_subtopic: Papers in each of the 50 subtopics.
        train_queries: Training queries.
        test_queries: Test queries (at most one per subtopic).

    Returns:
        Counts of what was written.
    """
    rng = np.random.default_rng(seed)
    vocab = _Vocabulary(rng)
    papers = _draw_papers(vocab, rng, papers_per_subtopic)
    _apply_special_ids(papers, rng)
    edges = _citation_edges(papers, rng)
    noise = [(int(i), int(i)) for i in rng.choice(len(papers), size=5, replace=False)]
    noise += [edges[int(i)] for i in rng.choice(len(edges), size=20, replace=False)]
    all_edges = edges + noise
    order = rng.permutation(len(all_edges))
    queries, scores = _queries(papers, vocab, rng, train_queries, min(test_queries, 50))

    root = Path(out)
    (root / "queries").mkdir(parents=True, exist_ok=True)
    with open(root / "papers.jsonl", "w", encoding="utf-8") as handle:
        for paper in papers:
            record = {"paper_id": paper.paper_id, "arxiv_id": paper.arxiv_id, "title": paper.title,
                      "abstract": paper.abstract, "year": paper.year, "published": paper.published,
                      "authors": paper.authors}
            handle.write(json.dumps(record, ensure_ascii=False) + "\n")
    with open(root / "edges.jsonl", "w", encoding="utf-8") as handle:
        for i in order:
            citing, cited = all_edges[int(i)]
            handle.write(json.dumps({"citing": papers[citing].paper_id, "cited": papers[cited].paper_id}) + "\n")
    for split, lines in queries.items():
        with open(root / "queries" / f"{split}.jsonl", "w", encoding="utf-8") as handle:
            for line in lines:
                handle.write(json.dumps(line, ensure_ascii=False) + "\n")
    with open(root / "selector_scores.jsonl", "w", encoding="utf-8") as handle:
        for qid, values in scores.items():
            handle.write(json.dumps({"qid": qid, "scores": values}, ensure_ascii=False) + "\n")
    counts = {"papers": len(papers), "edges": len(edges), "edge_lines": len(all_edges),
              "train_queries": len(queries["train"]), "test_queries": len(queries["test"])}
    manifest = {"generator": "agentgym_capo.envs.papersearch.generator", "version": GENERATOR_VERSION,
                "seed": seed, "papers_per_subtopic": papers_per_subtopic, **counts}
    (root / "manifest.json").write_text(json.dumps(manifest, indent=2) + "\n", encoding="utf-8")
    return counts


def main(argv: list[str] | None = None) -> None:
    """Command-line entry: ``python -m agentgym_capo.envs.papersearch.generator --out DIR``."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--out", required=True)
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--papers-per-subtopic", type=int, default=30)
    args = parser.parse_args(argv)
    print(generate_corpus(args.out, seed=args.seed, papers_per_subtopic=args.papers_per_subtopic))


if __name__ == "__main__":
    main()
