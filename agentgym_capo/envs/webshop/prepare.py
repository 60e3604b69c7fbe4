"""``capo data prepare webshop``: official WebShop files -> a store directory (SQLite catalogue + BM25 index).

A store directory holds ``manifest.json``, ``catalog.sqlite`` (asin → normalised product JSON, goal records)
and ``index/`` (the shared BM25 index of :mod:`agentgym_capo.retrieval`). It is written into a temporary
directory and renamed into place, so a half-written store is never seen. A source directory passed as an
env's ``data_dir`` is prepared on first use into the cache directory (keyed by the files' names, sizes and
modification times) and reused afterwards. If several ``items_shuffle*.json`` files exist, the largest is used.
"""

from __future__ import annotations

import collections
import hashlib
import json
import os
import shutil
import sqlite3
import tempfile
import time
from collections.abc import Iterable, Iterator, Mapping
from pathlib import Path
from typing import Any

from tqdm.auto import tqdm

from agentgym_capo.envs.webshop.formats import (
    check_product,
    index_text,
    iter_json_array,
    load_json,
    normalize_product,
)
from agentgym_capo.envs.webshop.goals import DEFAULT_TEST_SIZE
from agentgym_capo.errors import ConfigError, DataError
from agentgym_capo.integrity import write_store_manifest
from agentgym_capo.retrieval import SparseIndex

__all__ = ["STORE_KIND", "STORE_VERSION", "prepare_webshop", "write_store"]

STORE_VERSION = 2  # 2: manifest.json carries file checksums (agentgym_capo.integrity)
STORE_KIND = "capo-webshop-store"
MAX_ASIN_CHARS = 10
INDEX_FIELDS = ("text",)



def _find_file(source: Path, stem: str, required: bool) -> Path | None:
    candidates = [p for p in source.iterdir() if p.is_file() and p.name.startswith(stem)
                  and (p.name.endswith(".json") or p.name.endswith(".json.gz"))]
    if not candidates:
        if required:
            raise DataError(
                f"Expected a WebShop file {stem}*.json in {source}, found none "
                f"(files there: {', '.join(sorted(p.name for p in source.iterdir())[:10]) or 'none'}). "
                "Point --source at the directory holding the official items_shuffle*.json, items_ins_v2*.json "
                "and items_human_ins.json."
            )
        return None
    return max(candidates, key=lambda p: (p.stat().st_size, p.name))



def _source_files(source: Path) -> dict[str, Path | None]:
    if not source.is_dir():
        raise DataError(f"Expected a directory with the WebShop JSON files, found {source} "
                        f"({'a file' if source.exists() else 'nothing'}). Pass the directory itself.")
    return {
        "items": _find_file(source, "items_shuffle", True),
        "attributes": _find_file(source, "items_ins_v2", False),
        "human": _find_file(source, "items_human_ins", False),
    }


def prepare_webshop(source: str | os.PathLike[str], out: str | os.PathLike[str] | None = None,
                    *, progress: bool = True) -> Path:
    """Convert official WebShop files into a store directory (SQLite catalogue + BM25 index + goal records).

    Args:
        source: Directory with ``items_shuffle*.json``, ``items_ins_v2*.json`` and ``items_human_ins.json``.
        out: Output directory (default: a cache directory keyed by the source files).
        progress: Show progress bars.

    Returns:
        The store directory, to pass as ``data_dir``.
    """
    source = Path(source).expanduser().resolve()
    files = _source_files(source)
    if out is None:
        out = _cache_store_dir(source, files)
    out = Path(out).expanduser()
    if (out / "manifest.json").is_file():
        try:
            if json.loads((out / "manifest.json").read_text("utf-8")).get("source_key") == _source_key(files):
                return out
        except (OSError, json.JSONDecodeError):
            pass
    if out.exists() and any(out.iterdir()) and not (out / "manifest.json").is_file():
        raise ConfigError(f"Expected an empty directory or an existing WebShop store at {out}, found other files. "
                          "Choose a new --out directory.")
    out.parent.mkdir(parents=True, exist_ok=True)
    work = Path(tempfile.mkdtemp(prefix=".webshop_prepare_", dir=out.parent))
    try:
        _write_store(source, files, work, progress)
        if out.exists():
            shutil.rmtree(out)
        try:
            os.replace(work, out)
        except OSError:
            if not (out / "manifest.json").is_file():  # another process won the race with a finished store
                raise
    finally:
        if work.exists():
            shutil.rmtree(work, ignore_errors=True)
    return out


def _source_key(files: Mapping[str, Path | None]) -> str:
    digest = hashlib.sha1(f"v{STORE_VERSION}".encode())
    for role, path in sorted(files.items()):
        if path is not None:
            stat = path.stat()
            digest.update(f"{role}:{path.resolve()}:{stat.st_size}:{stat.st_mtime_ns}".encode())
    return digest.hexdigest()[:20]


def _cache_store_dir(source: Path, files: Mapping[str, Path | None]) -> Path:
    from agentgym_capo.paths import cache_dir

    return cache_dir("webshop") / f"{source.name or 'source'}-{_source_key(files)}"


def _write_store(source: Path, files: Mapping[str, Path | None], work: Path, progress: bool) -> None:
    attributes_map = load_json(files["attributes"]) if files["attributes"] else {}
    human = load_json(files["human"]) if files["human"] else {}
    if not isinstance(attributes_map, Mapping) or not isinstance(human, Mapping):
        raise DataError("Expected items_ins_v2*.json and items_human_ins.json to hold JSON objects keyed by ASIN.")
    source_manifest = {}
    if (source / "manifest.json").is_file():
        source_manifest = json.loads((source / "manifest.json").read_text("utf-8"))

    def pairs() -> Iterator[tuple[Any, list[str] | None]]:
        for raw in iter_json_array(files["items"]):
            asin = str(raw.get("asin", "nan")) if isinstance(raw, Mapping) else "nan"
            yield raw, (attributes_map.get(asin) or {}).get("attributes")

    extra = {"source": str(source), "source_key": _source_key(files),
             "files": {role: (path.name if path else None) for role, path in files.items()}}
    synthetic = {asin: entry for asin, entry in attributes_map.items()
                 if isinstance(entry, Mapping) and entry.get("instruction")}
    write_store(pairs(), work, human=human, synthetic=synthetic, progress=progress,
                test_size=int(source_manifest.get("test_size", DEFAULT_TEST_SIZE)),
                catalogue_seed=int(source_manifest.get("seed", 0)), manifest_extra=extra,
                source_name=str(files["items"]))


def write_store(
    products: Iterable[tuple[Any, list[str] | None]],
    out: str | os.PathLike[str],
    *,
    human: Mapping[str, Any] | None = None,
    synthetic: Mapping[str, Any] | None = None,
    progress: bool = True,
    test_size: int = DEFAULT_TEST_SIZE,
    catalogue_seed: int = 0,
    manifest_extra: Mapping[str, Any] | None = None,
    source_name: str = "the items file",
) -> dict[str, Any]:
    """Write a store directory from raw products (the items-file format) paired with their attributes.

    Args:
        products: ``(raw_product, attributes or None)`` pairs in catalogue order.
        out: An empty (or new) directory.
        human: asin → human instruction records (``items_human_ins.json``).
        synthetic: asin → ``items_ins_v2`` entries that carry an ``instruction``.
        progress: Show progress bars.
        test_size: Size of the CAPO test split recorded in the manifest.
        catalogue_seed: Seed of ``price_mode="uniform"`` draws.
        manifest_extra: More manifest keys (provenance).
        source_name: Where ``products`` come from, for error messages.

    Returns:
        The manifest written (with per-phase timings in seconds and the checksums of the store's files).

    Raises:
        DataError: A product row is not an object or has fields of a type normalisation cannot read (the
            message names the row), or no product is usable.
    """
    work = Path(out)
    work.mkdir(parents=True, exist_ok=True)
    human = {} if human is None else human  # read after the stream: a caller may fill it while streaming
    synthetic = {} if synthetic is None else synthetic
    started = time.perf_counter()
    connection = sqlite3.connect(work / "catalog.sqlite")
    connection.executescript(
        """
        PRAGMA journal_mode=OFF; PRAGMA synchronous=OFF;
        CREATE TABLE products (ord INTEGER PRIMARY KEY, asin TEXT UNIQUE NOT NULL, doc TEXT NOT NULL);
        CREATE TABLE records (ord INTEGER PRIMARY KEY, asin TEXT NOT NULL, kind TEXT NOT NULL, doc TEXT NOT NULL);
        """
    )
    skipped: collections.Counter[str] = collections.Counter()
    seen: set[str] = set()
    batch: list[tuple[int, str, str]] = []
    count = 0
    for number, (raw, attributes) in enumerate(
            tqdm(products, desc="WebShop products", unit="product", disable=not progress)):
        where = f"item {number} of {source_name}"
        if not isinstance(raw, Mapping):
            raise DataError(f"Damaged WebShop product at {where}: expected a JSON object, found "
                            f"{type(raw).__name__} {str(raw)[:80]!r}. Repair or download the items file again.")
        asin = str(raw.get("asin", "nan"))
        if asin == "nan":
            skipped["asin_nan"] += 1
            continue
        if len(asin) > MAX_ASIN_CHARS:
            skipped["asin_too_long"] += 1
            continue
        if asin in seen:
            skipped["duplicate_asin"] += 1
            continue
        seen.add(asin)
        try:
            product = check_product(normalize_product(raw, attributes), f"{where} (asin {asin})")
        except (TypeError, ValueError, AttributeError) as exc:  # a field of a type normalisation cannot read
            raise DataError(f"Damaged WebShop product at {where} (asin {asin}): {exc}. Repair or download the "
                            "items file again.") from exc
        batch.append((count, asin, json.dumps(product, ensure_ascii=False)))
        count += 1
        if len(batch) >= 10_000:
            connection.executemany("INSERT INTO products VALUES (?, ?, ?)", batch)
            batch.clear()
    connection.executemany("INSERT INTO products VALUES (?, ?, ?)", batch)
    if count == 0:
        raise DataError("Found no usable products; check that the items file is the WebShop items file.")
    rows = []
    for asin, records in human.items():
        if asin in seen and isinstance(records, list):
            rows.extend((asin, "human", json.dumps(r, ensure_ascii=False)) for r in records if isinstance(r, Mapping))
    for asin, entry in synthetic.items():
        if asin in seen:
            rows.append((asin, "synthetic", json.dumps(entry, ensure_ascii=False)))
    del seen
    connection.executemany("INSERT INTO records (asin, kind, doc) VALUES (?, ?, ?)", rows)
    connection.execute("CREATE INDEX records_asin ON records (asin, kind)")
    connection.commit()
    products_seconds = time.perf_counter() - started

    def documents() -> Iterator[dict[str, str]]:
        for asin, doc in connection.execute("SELECT asin, doc FROM products ORDER BY ord"):
            yield {"id": asin, "text": index_text(json.loads(doc))}

    started = time.perf_counter()
    SparseIndex.build(_Sized(documents, count), path=work / "index", fields=INDEX_FIELDS, progress=progress)
    index_seconds = time.perf_counter() - started
    connection.close()
    manifest = {
        "kind": STORE_KIND,
        "version": STORE_VERSION,
        **dict(manifest_extra or {}),
        "num_products": count,
        "skipped_products": dict(skipped),
        "test_size": int(test_size),
        "catalogue_seed": int(catalogue_seed),
        "timings_s": {"products": round(products_seconds, 3), "index": round(index_seconds, 3)},
    }
    return write_store_manifest(work, manifest)


class _Sized:
    """An iterable with a length (so the index build shows a progress total)."""

    def __init__(self, factory, length: int):
        self._factory, self._length = factory, length

    def __iter__(self):
        return iter(self._factory())

    def __len__(self) -> int:
        return self._length
