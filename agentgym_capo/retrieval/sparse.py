"""BM25 retrieval over text fields with tantivy, safe for arbitrary user queries.

Choices made here:

- **Analyzer** ``capo_en``: tantivy's simple tokenizer (Unicode word characters), tokens over 40 bytes
  dropped, lowercase, ASCII folding (so ``Zoe`` finds ``Zoë``), English Snowball stemming. The same analyzer
  runs in Python on the query.
- **Queries are never parsed.** The query text is analysed into tokens, deduplicated (first 1,024 kept) and
  turned into an OR of term queries over every indexed field (scores add up across fields, as in a Lucene
  multi-field OR). Quotes, ``AND``/``OR``/``NOT``, ``field:value``, brackets and wildcards are plain words or
  separators, so there is nothing to escape and nothing to inject. Empty or token-less queries return ``[]``.
- **Ties** are broken by doc id: the backend is asked for ``k + 16`` hits, which are re-sorted by
  ``(-score, doc_id)`` and cut to ``k``. When the last hit returned still ties with the k-th (more tied
  documents than the margin: templated passages that match only a common word score alike), the search is
  asked again for twice as many until it does not, so which tied documents come back never depends on the
  index's segment layout (a multi-threaded build lays segments out differently in every process).
- **Storage**: ``path=None`` builds into a private :class:`~agentgym_capo.retrieval.scratch.ScratchDirectory`
  (deleted with the object or when its process ends, a multiprocessing worker included); a saved
  index is ``manifest.json`` + ``ids.npy`` + ``tantivy/``. Only an ordinal is stored per document; the text
  lives in the corpus, not the index.
- **Resume**: with a ``path``, the writer commits every ``commit_every`` documents and records the count in
  ``build_state.json``; ``build(..., resume=True)`` skips the committed documents (they are still read, to
  rebuild the id table and the corpus hash) and continues.
"""

from __future__ import annotations

import os
import shutil
import threading
from collections.abc import Iterable, Mapping, Sequence
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path
from typing import Any

import tantivy
from tqdm.auto import tqdm

from agentgym_capo.errors import ConfigError, DataError
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
from agentgym_capo.retrieval.scratch import ScratchDirectory

ANALYZER_NAME = "capo_en"
ORDINAL_FIELD = "capo_ord"
MAX_QUERY_TOKENS = 1024
TIE_MARGIN = 16
TANTIVY_DIR = "tantivy"

_pool_lock = threading.Lock()
_pool: ThreadPoolExecutor | None = None


def _search_pool() -> ThreadPoolExecutor:
    """A process-wide thread pool for batched searches (tantivy releases the GIL while searching)."""
    global _pool
    with _pool_lock:
        if _pool is None:
            _pool = ThreadPoolExecutor(
                max_workers=max(1, min(4, os.cpu_count() or 1)), thread_name_prefix="bm25"
            )
        return _pool


def _forget_pool_after_fork() -> None:
    # A forked child (e.g. a worker of gymnasium's AsyncVectorEnv, forked after the parent searched) inherits
    # the pool object but none of its threads: tasks submitted to it would wait forever. Start afresh instead.
    global _pool, _pool_lock
    _pool, _pool_lock = None, threading.Lock()


os.register_at_fork(after_in_child=_forget_pool_after_fork)


def build_analyzer() -> tantivy.TextAnalyzer:
    """Return the ``capo_en`` analyzer used for both documents and queries."""
    return (
        tantivy.TextAnalyzerBuilder(tantivy.Tokenizer.simple())
        .filter(tantivy.Filter.remove_long(40))
        .filter(tantivy.Filter.lowercase())
        .filter(tantivy.Filter.ascii_fold())
        .filter(tantivy.Filter.stemmer("english"))
        .build()
    )


def _build_schema(fields: Sequence[str]) -> tantivy.Schema:
    builder = tantivy.SchemaBuilder()
    builder.add_unsigned_field(ORDINAL_FIELD, stored=False, indexed=False, fast=True)
    for field in fields:
        builder.add_text_field(field, stored=False, tokenizer_name=ANALYZER_NAME, index_option="freq")
    return builder.build()


def _check_fields(fields: Sequence[str]) -> tuple[str, ...]:
    fields = tuple(fields)
    if not fields:
        raise ConfigError(
            "Expected at least one text field to index, found fields=(). Pass e.g. ('title', 'text')."
        )
    for field in fields:
        if field in (ORDINAL_FIELD, "id") or not tantivy.SchemaBuilder.is_valid_field_name(field):
            raise ConfigError(
                f"Expected text field names other than 'id'/{ORDINAL_FIELD!r} and valid for tantivy, "
                f"found {field!r}. "
                "Rename the field in your documents."
            )
    return fields


class SparseIndex(IndexedCorpus):
    """A BM25 index (tantivy) over documents with an ``id`` and some text fields.

    Example:
        >>> idx = SparseIndex.build([{"id": "a", "title": "Oslo", "text": "Capital of Norway."},
        ...                          {"id": "b", "title": "Bergen", "text": "A city on the west coast."}],
        ...                         progress=False)
        >>> [hit.doc_id for hit in idx.search('capital "Norway" AND (', k=1)]
        ['a']
    """

    retriever = "bm25"

    def __init__(
        self,
        index: tantivy.Index,
        ids: list[str],
        manifest: dict[str, Any],
        directory: Path,
        owned_dir: ScratchDirectory | None = None,
    ):
        """Wrap an opened tantivy index. Use :meth:`build` or :meth:`load` instead of calling this."""
        self._index = index
        self._directory = directory
        self._index.register_tokenizer(ANALYZER_NAME, build_analyzer())
        self._index.reload()
        self._searcher = index.searcher()
        self._schema = index.schema
        self._ids = ids
        self._analyzer = build_analyzer()
        self._owned_dir = owned_dir  # a ScratchDirectory kept alive as long as the index
        self.manifest = manifest
        self.fields: tuple[str, ...] = tuple(manifest["fields"])

    # ------------------------------------------------------------------ building
    @classmethod
    def build(
        cls,
        docs: Iterable[Mapping[str, Any]],
        path: str | os.PathLike[str] | None = None,
        fields: Sequence[str] = ("title", "text"),
        progress: bool = True,
        *,
        resume: bool = False,
        commit_every: int = 100_000,
        heap_size: int = 256_000_000,
        num_threads: int = 0,
    ) -> SparseIndex:
        """Index ``docs`` with BM25.

        Args:
            docs: Documents, each a mapping with a string ``"id"`` and the text ``fields`` (missing or None
                fields count as empty). Ids must be unique.
            path: Directory to build into (it then holds a saved index); ``None`` builds into a temporary
                directory owned by the returned object.
            fields: The text fields to index; queries search all of them.
            progress: Show a tqdm progress bar.
            resume: With ``path``, continue an interrupted build (or load a finished one).
            commit_every: With ``path``, commit (a resume point) every this many documents.
            heap_size: Writer memory budget in bytes.
            num_threads: Writer threads (0 lets tantivy choose).

        Returns:
            The searchable index.

        Raises:
            DataError: A document lacks ``id`` or repeats one.
            ConfigError: Bad field names, or ``path`` holds something that is not an index.
        """
        fields = _check_fields(fields)
        owned_dir = None
        if path is None:
            owned_dir = ScratchDirectory(prefix="capo_bm25_")
            directory = Path(owned_dir.name)
        else:
            directory = Path(path)
        committed = cls._prepare_directory(directory, fields, resume) if path is not None else 0
        if committed is None:
            return cls.load(directory)
        (directory / TANTIVY_DIR).mkdir(parents=True, exist_ok=True)
        index = tantivy.Index(
            _build_schema(fields), path=str(directory / TANTIVY_DIR), reuse=committed > 0
        )
        index.register_tokenizer(ANALYZER_NAME, build_analyzer())
        ids, hasher = cls._write_documents(
            index,
            docs,
            directory,
            fields,
            committed,
            progress,
            commit_every if path is not None else 0,
            heap_size,
            num_threads,
        )
        manifest = {
            "retriever": cls.retriever,
            "backend": f"tantivy {tantivy.__version__}".split(",")[0],
            "analyzer": ANALYZER_NAME,
            "fields": list(fields),
            "num_docs": len(ids),
            "corpus_sha256": hasher.hexdigest(),
        }
        save_ids(directory, ids)
        write_manifest(directory, manifest)
        (directory / BUILD_STATE_NAME).unlink(missing_ok=True)
        return cls(index, ids, manifest, directory, owned_dir=owned_dir)

    @staticmethod
    def _prepare_directory(directory: Path, fields: tuple[str, ...], resume: bool) -> int | None:
        """Return the count of committed docs, or None when a finished index should just be loaded."""
        if resume and is_finished_index(directory):
            return None
        state = read_build_state(directory) if resume else None
        if state is not None:
            if state.get("fields") != list(fields):
                raise ConfigError(
                    f"Cannot resume the build at {directory}: it indexes fields {state.get('fields')}, "
                    f"this call asks for {list(fields)}. Use the same fields or build into a new directory."
                )
            return int(state["committed"])
        reset_index_dir(directory, (TANTIVY_DIR,))
        return 0

    @staticmethod
    def _write_documents(
        index: tantivy.Index,
        docs: Iterable[Mapping[str, Any]],
        directory: Path,
        fields: tuple[str, ...],
        committed: int,
        progress: bool,
        commit_every: int,
        heap_size: int,
        num_threads: int,
    ) -> tuple[list[str], CorpusHasher]:
        writer = index.writer(heap_size=heap_size, num_threads=num_threads)
        ids: list[str] = []
        seen: set[str] = set()
        hasher = CorpusHasher(fields)
        total = len(docs) if hasattr(docs, "__len__") else None  # type: ignore[arg-type]
        bar = tqdm(docs, total=total, disable=not progress, desc="BM25 index", unit="doc", initial=0)
        for ordinal, doc in enumerate(bar):
            doc_id = _doc_id(doc, ordinal)
            if doc_id in seen:
                raise DataError(
                    f"Expected unique document ids, found {doc_id!r} twice "
                    f"(second time at position {ordinal}). "
                    "Deduplicate the corpus first."
                )
            seen.add(doc_id)
            ids.append(doc_id)
            hasher.update(doc)
            if ordinal < committed:
                continue
            document = tantivy.Document()
            document.add_unsigned(ORDINAL_FIELD, ordinal)
            for field in fields:
                value = doc.get(field)
                if value:
                    document.add_text(field, _utf8(value if isinstance(value, str) else str(value)))
            writer.add_document(document)
            if commit_every and (ordinal + 1) % commit_every == 0:
                writer.commit()
                write_build_state(directory, {"committed": ordinal + 1, "fields": list(fields)})
        if committed > len(ids):
            raise DataError(
                f"Cannot resume: {committed} documents were committed before, but the corpus now has only "
                f"{len(ids)}. Rebuild without resume."
            )
        writer.commit()
        writer.wait_merging_threads()
        return ids, hasher

    # ------------------------------------------------------------------ persistence
    def save(self, path: str | os.PathLike[str]) -> None:
        """Copy the index to ``path`` (a directory, created or replaced)."""
        source = self._directory
        target = Path(path)
        if target.resolve() == source.resolve():
            return
        check_save_target(target)
        if target.exists():
            shutil.rmtree(target)
        shutil.copytree(source, target, ignore=shutil.ignore_patterns(BUILD_STATE_NAME, "*.lock"))

    @classmethod
    def load(
        cls, path: str | os.PathLike[str], expected_corpus_sha256: str | None = None
    ) -> SparseIndex:
        """Open a saved index.

        Args:
            path: Directory written by :meth:`save` or :meth:`build`.
            expected_corpus_sha256: If given, refuse an index built from a different corpus.

        Raises:
            DataError: Missing or foreign files.
            IndexMismatchError: The corpus hash differs.
        """
        directory = Path(path)
        manifest = read_manifest(directory, cls.retriever)
        check_corpus_hash(manifest, expected_corpus_sha256, directory)
        ids = load_ids(directory)
        try:
            index = tantivy.Index.open(str(directory / TANTIVY_DIR))
        except (OSError, ValueError) as exc:
            raise DataError(
                f"Could not open the tantivy index in {directory / TANTIVY_DIR}: {exc}. Rebuild it."
            ) from exc
        if len(ids) != manifest["num_docs"]:
            raise DataError(
                f"Expected {manifest['num_docs']} ids in {directory}/ids.npy, found {len(ids)}. "
                "Rebuild the index."
            )
        return cls(index, ids, manifest, directory)

    # ------------------------------------------------------------------ searching
    def search(self, query: str, k: int = 10) -> list[SearchHit]:
        """Return the top ``k`` documents for ``query`` (any text; never raises on content).

        Args:
            query: Free text. Operators, quotes and brackets carry no meaning; empty text gives ``[]``.
            k: Number of hits.
        """
        k = int(k)
        if k <= 0 or not self._ids:
            return []
        tokens = self._tokens(query)
        if not tokens:
            return []
        clauses = [
            (tantivy.Occur.Should, tantivy.Query.term_query(self._schema, field, token))
            for token in tokens
            for field in self.fields
        ]
        search_query = tantivy.Query.boolean_query(clauses)
        limit = k + TIE_MARGIN
        while True:
            try:
                result = self._searcher.search(search_query, limit=limit, count=False)
            except ValueError:
                return []  # tantivy reports internal limits as ValueError; a query it cannot run matches nothing
            scores = sorted((score for score, _ in result.hits), reverse=True)
            # all the documents tied with the k-th are in only if fewer came back than asked or the last is lower
            if len(scores) < limit or scores[-1] < scores[k - 1]:  # limit > k: scores[k - 1] exists here
                break
            limit *= 2
        if not result.hits:
            return []
        addresses = [address for _, address in result.hits]
        ordinals = self._searcher.fast_field_values(ORDINAL_FIELD, addresses)
        pairs = [
            (self._ids[ordinal], score)
            for (score, _), ordinal in zip(result.hits, ordinals, strict=True)
        ]
        return rank_hits(pairs, k)

    def search_batch(self, queries: Sequence[str], k: int = 10) -> list[list[SearchHit]]:
        """Search several queries at once (in a thread pool); results are in query order."""
        queries = list(queries)
        if len(queries) <= 1:
            return [self.search(query, k) for query in queries]
        return list(_search_pool().map(lambda query: self.search(query, k), queries))

    def analyze(self, text: str) -> list[str]:
        """Return the analyzer tokens of ``text`` (the terms a query searches for)."""
        return self._analyzer.analyze(clean_query(text))

    def _tokens(self, query: object) -> list[str]:
        tokens = self.analyze(query)  # type: ignore[arg-type]
        return list(dict.fromkeys(tokens))[:MAX_QUERY_TOKENS]

    def __repr__(self) -> str:
        return f"SparseIndex(num_docs={len(self)}, fields={self.fields})"


def _doc_id(doc: Mapping[str, Any], position: int) -> str:
    try:
        doc_id = doc["id"]
    except (KeyError, TypeError) as exc:
        raise DataError(
            f"Expected every document to be a mapping with an 'id', found {type(doc).__name__} "
            f"without one at position {position}. Add ids to the corpus."
        ) from exc
    return str(doc_id)


def _utf8(text: str) -> str:
    try:
        text.encode("utf-8")
        return text
    except UnicodeEncodeError:
        return text.encode("utf-8", errors="replace").decode("utf-8")
