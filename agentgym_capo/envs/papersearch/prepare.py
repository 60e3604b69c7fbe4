"""``capo data prepare papers``: turn a paper export into a corpus directory the env opens directly.

The output directory holds ``papers.sqlite`` (papers + citation edges, see :mod:`.store`), ``index/sparse``
(BM25 over ``title + " " + abstract``), optionally ``index/dense`` (MiniLM or ``embedding_model``, FAISS flat),
copies of ``queries/`` and ``selector_scores.jsonl`` when the source directory has them,
``prepare_report.json`` with the load statistics, and ``manifest.json`` with the checksums of every file
(:mod:`agentgym_capo.integrity`; checked when the store opens and by ``capo verify --data-dir``). Point the
env at it with ``corpus_dir=<out>``.
"""

from __future__ import annotations

import json
import shutil
from pathlib import Path

from agentgym_capo.envs.papersearch.store import (
    PAPER_STORE_KIND,
    PAPER_STORE_VERSION,
    STORE_FILE,
    PaperStore,
    build_store,
    find_edge_file,
)
from agentgym_capo.errors import DataError
from agentgym_capo.integrity import write_store_manifest
from agentgym_capo.paths import cache_dir

__all__ = ["prepare_papers"]


def prepare_papers(
    source: str | Path,
    out: str | Path | None = None,
    *,
    edges: str | Path | None = None,
    dense: bool = False,
    embedding_model: str | None = None,
    progress: bool = True,
) -> Path:
    """Build a corpus directory from a paper export.

    Args:
        source: A papers JSON Lines file (project, Semantic Scholar or arXiv-metadata style), or a directory
            holding ``papers.jsonl`` (+ ``edges.jsonl``/``edges.tsv``, ``queries/``, ``selector_scores.jsonl``).
        out: Output directory (default: ``<cache>/papersearch/<source name>``).
        edges: Edge file (``{citing, cited}`` JSON Lines or two-column TSV); default: found next to the papers.
        dense: Also embed every paper and build a dense index (slow on a CPU: ~100 papers/s).
        embedding_model: Sentence-transformers directory for the dense index (None: the bundled MiniLM).
        progress: Show progress bars.

    Returns:
        The output directory.

    Raises:
        DataError: The source is missing or malformed.
    """
    from agentgym_capo.retrieval import SparseIndex

    source = Path(source)
    folder = source if source.is_dir() else source.parent
    papers_file = source / "papers.jsonl" if source.is_dir() else source
    if not papers_file.is_file():
        raise DataError(f"Expected a papers JSON Lines file at {papers_file}, found nothing.")
    edges_file = Path(edges) if edges is not None else find_edge_file(folder)
    target = Path(out) if out is not None else cache_dir("papersearch", source.stem)
    target.mkdir(parents=True, exist_ok=True)

    db, stats = build_store(papers_file, edges_file, target / STORE_FILE, progress=progress)
    db.close()
    store = PaperStore.open(target)
    SparseIndex.build(store.documents(), target / "index" / "sparse", fields=("text",), progress=progress)
    if dense:
        from agentgym_capo.retrieval import DenseIndex

        DenseIndex.build(store.documents(), target / "index" / "dense", fields=("text",), progress=progress,
                         model=embedding_model, resume=True)
    if (folder / "queries").is_dir() and folder.resolve() != target.resolve():
        shutil.copytree(folder / "queries", target / "queries", dirs_exist_ok=True)
    scores = folder / "selector_scores.jsonl"
    if scores.is_file() and folder.resolve() != target.resolve():
        shutil.copy2(scores, target / "selector_scores.jsonl")
    report = {"source": str(papers_file), "edges": str(edges_file) if edges_file else None, **stats,
              "dense": dense}
    (target / "prepare_report.json").write_text(json.dumps(report, indent=2) + "\n", encoding="utf-8")
    write_store_manifest(target, {"kind": PAPER_STORE_KIND, "version": PAPER_STORE_VERSION, **report})
    return target
