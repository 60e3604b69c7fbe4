"""Dense retrieval: sentence-transformers embeddings in a FAISS inner-product index.

Choices made here:

- **Index types**: ``"flat"`` (exact ``IndexFlatIP``, the default and what the paper's setup implies),
  ``"ivf"`` (``IndexIVFFlat``, ``nlist = 4·sqrt(N)`` by default, trained on up to 64·nlist sampled vectors,
  ``nprobe=32``) and ``"hnsw"`` (``IndexHNSWFlat``, M=32, efSearch=128) for corpora of millions.
- **Embeddings** are L2-normalised, so scores are cosine similarities. The document text is the indexed
  fields joined by a space (``title + " " + text``), as in the QA spec.
- **Threads**: a single query runs FAISS with one OpenMP thread (multi-threading one query costs more than it
  saves); batches use all threads. **GPU** FAISS is used for searching when the installed faiss has GPU
  support and a GPU is visible (``use_gpu="auto"``); what is saved is always the CPU index.
- **Disk**: a saved index is ``manifest.json`` + ``ids.npy`` + ``index.faiss``, opened memory-mapped
  (``IO_FLAG_MMAP_IFC`` for flat, ``IO_FLAG_MMAP`` for IVF; HNSW graphs are read into memory).
- **Resume**: with a ``path``, passage embeddings are appended to ``embeddings.f32`` in chunks and the count
  is recorded in ``build_state.json``; ``build(..., resume=True)`` continues after the last chunk.
- The encoder is loaded lazily: a loaded index whose queries come from a replay cache never loads a model.
"""

from __future__ import annotations

import math
import os
import shutil
from collections.abc import Iterable, Mapping, Sequence
from pathlib import Path
from typing import Any

import numpy as np
from tqdm.auto import tqdm

from agentgym_capo.errors import ConfigError, DataError
from agentgym_capo.optional import import_extra
from agentgym_capo.retrieval.encoder import TextEncoder
from agentgym_capo.retrieval.hits import CorpusHasher, IndexedCorpus, SearchHit, clean_query, rank_hits
from agentgym_capo.retrieval.manifest import (
    BUILD_STATE_NAME,
    check_corpus_hash,
    check_save_target,
    is_finished_index,
    load_ids,
    read_build_state,
    read_manifest,
    reset_index_dir,
    save_ids,
    write_build_state,
    write_manifest,
)

# FAISS comes with the [dense] extra; this module is imported only when DenseIndex or HybridIndex is first used.
faiss = import_extra("faiss", "dense", "Dense retrieval (DenseIndex, HybridIndex)")

INDEX_FILE = "index.faiss"
EMBEDDINGS_FILE = "embeddings.f32"
INDEX_TYPES = ("flat", "ivf", "hnsw")
TIE_MARGIN = 8
_DEFAULT_THREADS = faiss.omp_get_max_threads()


def _gpu_available() -> bool:
    return hasattr(faiss, "StandardGpuResources") and faiss.get_num_gpus() > 0


def _document_text(doc: Mapping[str, Any], fields: Sequence[str]) -> str:
    return " ".join(str(doc[field]) for field in fields if doc.get(field))


def make_faiss_index(
    vectors: np.ndarray,
    index_type: str = "flat",
    nlist: int | None = None,
    hnsw_m: int = 32,
    progress: bool = False,
) -> faiss.Index:
    """Build a CPU inner-product FAISS index over ``vectors`` (float32, normalised).

    Raises:
        ConfigError: Unknown ``index_type``.
    """
    if index_type not in INDEX_TYPES:
        raise ConfigError(f"Expected index_type in {INDEX_TYPES}, found {index_type!r}.")
    count, dim = vectors.shape
    if index_type == "flat":
        index = faiss.IndexFlatIP(dim)
    elif index_type == "hnsw":
        index = faiss.IndexHNSWFlat(dim, hnsw_m, faiss.METRIC_INNER_PRODUCT)
        index.hnsw.efSearch = 128
    else:
        nlist = nlist or max(1, int(4 * math.sqrt(max(count, 1))))
        if count < nlist:
            raise ConfigError(
                f"An IVF index with nlist={nlist} needs at least {nlist} vectors, found {count}."
            )
        index = faiss.IndexIVFFlat(faiss.IndexFlatIP(dim), dim, nlist, faiss.METRIC_INNER_PRODUCT)
        sample = np.random.default_rng(0).choice(count, size=min(count, 64 * nlist), replace=False)
        index.train(np.ascontiguousarray(vectors[np.sort(sample)]))
        index.nprobe = min(32, nlist)
    step = 65_536
    for start in tqdm(range(0, count, step), disable=not progress, desc="FAISS add", unit="chunk"):
        index.add(np.ascontiguousarray(vectors[start : start + step], dtype=np.float32))
    return index


class DenseIndex(IndexedCorpus):
    """Dense passage retrieval with FAISS; same API as :class:`~agentgym_capo.retrieval.SparseIndex`.

    Example:
        >>> idx = DenseIndex.build(docs, progress=False)            # doctest: +SKIP
        >>> idx.search("who directed the film", k=5)                 # doctest: +SKIP
    """

    retriever = "dense"

    def __init__(
        self,
        index: faiss.Index,
        ids: list[str],
        manifest: dict[str, Any],
        encoder: TextEncoder | None,
        directory: Path | None = None,
        use_gpu: bool | str = "auto",
    ) -> None:
        """Wrap a FAISS index. Use :meth:`build`, :meth:`from_embeddings` or :meth:`load` instead."""
        self._cpu_index = index
        self._index = index
        if (use_gpu == "auto" and _gpu_available()) or use_gpu is True:
            self._index = faiss.index_cpu_to_all_gpus(index)
        self._ids = ids
        self._id_array = np.asarray(ids, dtype=object)
        self.manifest = manifest
        self.encoder = encoder
        self._directory = directory

    # ------------------------------------------------------------------ building
    @classmethod
    def build(
        cls,
        docs: Iterable[Mapping[str, Any]],
        path: str | os.PathLike[str] | None = None,
        fields: Sequence[str] = ("title", "text"),
        progress: bool = True,
        *,
        model: str | os.PathLike[str] | None = None,
        query_instruction: str | None = None,
        encoder: TextEncoder | None = None,
        index_type: str = "flat",
        nlist: int | None = None,
        batch_size: int = 64,
        chunk_size: int = 8192,
        resume: bool = False,
        device: str | None = None,
        use_gpu: bool | str = "auto",
    ) -> DenseIndex:
        """Embed ``docs`` and index them.

        Args:
            docs: Mappings with a unique string ``"id"`` and the text ``fields``.
            path: Directory to build into (resumable, and then a saved index); None: in memory.
            fields: Fields joined (space-separated) into the embedded text.
            progress: Show progress bars.
            model: Local model directory or offline hub name; None: bundled MiniLM.
            query_instruction: Query prefix; None: the model's known prefix (bge) or none.
            encoder: A ready :class:`TextEncoder` (overrides ``model``/``query_instruction``).
            index_type: ``"flat"`` (exact), ``"ivf"`` or ``"hnsw"``.
            nlist: IVF cells (default ``4·sqrt(N)``).
            batch_size: Embedding batch size.
            chunk_size: Passages embedded (and, with ``path``, checkpointed) per chunk.
            resume: With ``path``, continue an interrupted build, or load a finished one.
            device: torch device for the encoder.
            use_gpu: Search with GPU FAISS: ``"auto"``, True or False.
        """
        fields = tuple(fields)
        encoder = encoder or TextEncoder(model, query_instruction, device=device, batch_size=batch_size)
        directory = Path(path) if path is not None else None
        done = 0
        if directory is not None:
            if resume and is_finished_index(directory):
                return cls.load(directory, use_gpu=use_gpu, encoder=encoder)
            done = cls._prepare_directory(directory, fields, encoder.model_name, resume)
        ids, hasher, vectors = cls._embed(docs, fields, encoder, directory, done, chunk_size, progress)
        index = make_faiss_index(vectors, index_type, nlist, progress=progress)
        manifest = {
            "retriever": cls.retriever,
            "model_name": encoder.model_name,
            "query_instruction": encoder.query_instruction,
            "dim": int(vectors.shape[1]),
            "normalize": True,
            "index_type": index_type,
            "fields": list(fields),
            "num_docs": len(ids),
            "corpus_sha256": hasher.hexdigest(),
        }
        result = cls(index, ids, manifest, encoder, directory, use_gpu=use_gpu)
        if directory is not None:
            result._write(directory)
            del vectors
            (directory / EMBEDDINGS_FILE).unlink(missing_ok=True)
            (directory / BUILD_STATE_NAME).unlink(missing_ok=True)
        return result

    @classmethod
    def from_embeddings(
        cls,
        ids: Sequence[str],
        embeddings: np.ndarray,
        *,
        encoder: TextEncoder | None = None,
        index_type: str = "flat",
        nlist: int | None = None,
        normalize: bool = True,
        corpus_sha256: str = "",
        use_gpu: bool | str = "auto",
    ) -> DenseIndex:
        """Index precomputed embeddings (e.g. computed on a GPU machine, or random vectors in benchmarks)."""
        vectors = np.ascontiguousarray(embeddings, dtype=np.float32)
        if vectors.ndim != 2 or vectors.shape[0] != len(ids):
            raise ConfigError(
                f"Expected a (len(ids)={len(ids)}, dim) embedding matrix, found shape {vectors.shape}."
            )
        if normalize:
            faiss.normalize_L2(vectors)
        manifest = {
            "retriever": cls.retriever,
            "model_name": encoder.model_name if encoder else None,
            "query_instruction": encoder.query_instruction if encoder else "",
            "dim": int(vectors.shape[1]),
            "normalize": normalize,
            "index_type": index_type,
            "fields": [],
            "num_docs": len(ids),
            "corpus_sha256": corpus_sha256,
        }
        index = make_faiss_index(vectors, index_type, nlist)
        return cls(index, [str(i) for i in ids], manifest, encoder, use_gpu=use_gpu)

    @staticmethod
    def _prepare_directory(directory: Path, fields: tuple[str, ...], model_name: str, resume: bool) -> int:
        state = read_build_state(directory) if resume else None
        if state is not None:
            if state.get("fields") != list(fields) or state.get("model_name") != model_name:
                raise ConfigError(
                    f"Cannot resume the build at {directory}: it used fields={state.get('fields')} and "
                    f"model={state.get('model_name')!r}; this call uses {list(fields)} and {model_name!r}."
                )
            return int(state["embedded"])
        reset_index_dir(directory, (INDEX_FILE,))
        return 0

    @staticmethod
    def _embed(
        docs: Iterable[Mapping[str, Any]],
        fields: tuple[str, ...],
        encoder: TextEncoder,
        directory: Path | None,
        done: int,
        chunk_size: int,
        progress: bool,
    ) -> tuple[list[str], CorpusHasher, np.ndarray]:
        ids: list[str] = []
        seen: set[str] = set()
        hasher = CorpusHasher(fields)
        in_memory: list[np.ndarray] = []
        store = directory / EMBEDDINGS_FILE if directory is not None else None
        if store is not None:
            dim = encoder.dim
            with open(store, "ab") as handle:  # drop a partly written chunk from an interrupted run
                handle.truncate(done * dim * 4)
        pending: list[str] = []
        total = len(docs) if hasattr(docs, "__len__") else None  # type: ignore[arg-type]
        bar = tqdm(total=total, disable=not progress, desc="Embedding passages", unit="doc")

        def flush() -> None:
            vectors = encoder.encode_passages(pending)
            if store is None:
                in_memory.append(vectors)
            else:
                with open(store, "ab") as handle:
                    handle.write(vectors.tobytes())
                write_build_state(directory,  # type: ignore[arg-type]
                                  {"embedded": len(ids), "fields": list(fields), "model_name": encoder.model_name})
            bar.update(len(pending))
            pending.clear()

        for position, doc in enumerate(docs):
            doc_id = str(doc.get("id", "")) if isinstance(doc, Mapping) else ""
            if not doc_id or doc_id in seen:
                raise DataError(
                    f"Expected every document to have a unique non-empty 'id', found {doc_id!r} at position "
                    f"{position} (missing or repeated). Fix or deduplicate the corpus."
                )
            seen.add(doc_id)
            ids.append(doc_id)
            hasher.update(doc)
            if position < done:
                bar.update(1)
                continue
            pending.append(_document_text(doc, fields))
            if len(pending) >= chunk_size:
                flush()
        if pending:
            flush()
        bar.close()
        if store is None:
            dim = encoder.dim
            vectors = np.concatenate(in_memory) if in_memory else np.zeros((0, dim), dtype=np.float32)
        else:
            vectors = np.memmap(store, dtype=np.float32, mode="r", shape=(len(ids), encoder.dim))
        return ids, hasher, vectors

    # ------------------------------------------------------------------ persistence
    def _write(self, directory: Path) -> None:
        directory.mkdir(parents=True, exist_ok=True)
        faiss.write_index(self._cpu_index, str(directory / INDEX_FILE))
        save_ids(directory, self._ids)
        write_manifest(directory, self.manifest)

    def save(self, path: str | os.PathLike[str]) -> None:
        """Write ``manifest.json``, ``ids.npy`` and ``index.faiss`` to the directory ``path``."""
        target = Path(path)
        check_save_target(target)
        if self._directory is not None and target.resolve() == self._directory.resolve():
            return
        if target.exists():
            shutil.rmtree(target)
        self._write(target)

    @classmethod
    def load(
        cls,
        path: str | os.PathLike[str],
        expected_corpus_sha256: str | None = None,
        *,
        model: str | os.PathLike[str] | None = None,
        encoder: TextEncoder | None = None,
        device: str | None = None,
        mmap: bool = True,
        use_gpu: bool | str = "auto",
    ) -> DenseIndex:
        """Open a saved index (memory-mapped when possible).

        Args:
            path: Directory written by :meth:`save` or :meth:`build`.
            expected_corpus_sha256: If given, refuse an index of another corpus.
            model: Override the query encoder (default: the model named in the manifest; the bundled MiniLM
                when that name is ``all-MiniLM-L6-v2``).
            encoder: A ready encoder (overrides ``model``).
            device: torch device for the encoder.
            mmap: Memory-map the index file.
            use_gpu: Search with GPU FAISS: ``"auto"``, True or False.
        """
        directory = Path(path)
        manifest = read_manifest(directory, cls.retriever)
        check_corpus_hash(manifest, expected_corpus_sha256, directory)
        ids = load_ids(directory)
        index = _read_faiss(directory / INDEX_FILE, manifest.get("index_type", "flat"), mmap)
        if index.ntotal != len(ids):
            raise DataError(
                f"Expected {len(ids)} vectors in {directory / INDEX_FILE} (one per id), "
                f"found {index.ntotal}. "
                "Rebuild the index."
            )
        if encoder is None and (model is not None or manifest.get("model_name")):
            encoder = TextEncoder(
                model if model is not None else manifest["model_name"],
                manifest.get("query_instruction"),
                device=device,
            )
        return cls(index, ids, manifest, encoder, directory, use_gpu=use_gpu)

    # ------------------------------------------------------------------ searching
    def search(self, query: str, k: int = 10) -> list[SearchHit]:
        """Return the top ``k`` passages for one query (empty or non-text queries give ``[]``)."""
        return self.search_batch([query], k)[0]

    def search_batch(self, queries: Sequence[str], k: int = 10) -> list[list[SearchHit]]:
        """Encode all queries in one batch and search them together; results are in query order."""
        cleaned = [clean_query(query).strip() for query in queries]
        results: list[list[SearchHit]] = [[] for _ in cleaned]
        live = [i for i, query in enumerate(cleaned) if query]
        if not live or k <= 0 or not self._ids:
            return results
        if self.encoder is None:
            raise ConfigError(
                "This DenseIndex has no query encoder (it was built from raw embeddings). "
                "Pass encoder=TextEncoder(...) or use search_vectors()."
            )
        vectors = self.encoder.encode_queries([cleaned[i] for i in live])
        for i, hits in zip(live, self.search_vectors(vectors, k), strict=True):
            results[i] = hits
        return results

    def search_vectors(self, vectors: np.ndarray, k: int = 10) -> list[list[SearchHit]]:
        """Search with query embeddings (rows of ``vectors``, already normalised)."""
        vectors = np.ascontiguousarray(vectors, dtype=np.float32).reshape(-1, self._cpu_index.d)
        if len(vectors) == 0 or k <= 0 or not self._ids:
            return [[] for _ in range(len(vectors))]
        depth = min(int(k) + TIE_MARGIN, len(self._ids))
        faiss.omp_set_num_threads(1 if len(vectors) == 1 else _DEFAULT_THREADS)
        try:
            scores, rows = self._index.search(vectors, depth)
        finally:
            faiss.omp_set_num_threads(_DEFAULT_THREADS)
        results = []
        for score_row, id_row in zip(scores, rows, strict=True):
            keep = id_row >= 0
            pairs = zip(self._id_array[id_row[keep]].tolist(), score_row[keep].tolist(), strict=True)
            results.append(rank_hits(pairs, int(k)))
        return results

    def __repr__(self) -> str:
        return (
            f"DenseIndex(num_docs={len(self)}, model={self.manifest.get('model_name')!r}, "
            f"index_type={self.manifest.get('index_type')!r})"
        )


def _read_faiss(file: Path, index_type: str, mmap: bool) -> faiss.Index:
    if not file.is_file():
        raise DataError(f"Expected the FAISS index file {file}, found nothing. Rebuild the index.")
    flags = []
    if mmap and index_type == "flat":
        flags.append(faiss.IO_FLAG_MMAP_IFC | faiss.IO_FLAG_READ_ONLY)
    if mmap and index_type == "ivf":
        flags.append(faiss.IO_FLAG_MMAP | faiss.IO_FLAG_READ_ONLY)
    flags.append(0)
    for flag in flags:
        try:
            return faiss.read_index(str(file), flag)
        except RuntimeError:
            continue  # this faiss build cannot memory-map this index type: read it into memory
    raise DataError(f"Could not read the FAISS index {file}. Rebuild the index.")
