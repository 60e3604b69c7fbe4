"""The prepared WebShop store: products (SQLite + LRU cache), goals and the BM25 index, shared per process.

A store is opened once per process (:func:`open_store` caches it) and shared by every env copy and server
session; products are read from SQLite through an LRU cache, so memory does not grow with the catalogue.
Goals are built when first asked for (they depend on ``price_mode``), from the goal records stored in SQLite;
12 k goals take well under a second.
"""

from __future__ import annotations

import collections
import json
import os
import random
import sqlite3
import threading
from collections.abc import Mapping
from pathlib import Path
from typing import Any

from agentgym_capo.envs.webshop.formats import check_product, effective_price
from agentgym_capo.envs.webshop.goals import (
    DEFAULT_TEST_SIZE,
    GOAL_SOURCES,
    PRICE_MODES,
    SPLIT_SEED,
    build_goals,
)
from agentgym_capo.envs.webshop.prepare import STORE_KIND, STORE_VERSION, prepare_webshop
from agentgym_capo.errors import ConfigError, DataError
from agentgym_capo.integrity import check_sqlite, read_store_manifest, require_files
from agentgym_capo.retrieval import SearchHit, SparseIndex

__all__ = ["WebShopStore", "bundled_source_dir", "open_store"]

_LRU_SIZE = 8192
_PREPARE_HINT = "capo data prepare webshop --source DIR --out OUT"
_store_lock = threading.Lock()
_stores: dict[str, WebShopStore] = {}


def bundled_source_dir() -> Path:
    """The bundled synthetic catalogue (``data/webshop/`` of the repository, installed with the package)."""
    try:
        from agentgym_capo.paths import data_dir

        path = data_dir("webshop")
        if path.is_dir():
            return path
    except (ModuleNotFoundError, ImportError, TypeError):
        pass
    return Path(__file__).resolve().parents[3] / "data" / "webshop"


def _resolve_store_dir(data_dir: str | os.PathLike[str] | None, progress: bool) -> Path:
    path = bundled_source_dir() if data_dir in (None, "", "bundled") else Path(data_dir).expanduser()
    if not path.exists():
        raise DataError(f"WebShop data_dir {path} does not exist. Pass a directory with the official JSON files, "
                        "a store made by `capo data prepare webshop`, or leave data_dir unset for the bundled data.")
    manifest = path / "manifest.json"
    if manifest.is_file():
        try:
            kind = json.loads(manifest.read_text("utf-8")).get("kind")
        except (OSError, json.JSONDecodeError) as exc:
            raise DataError(f"Could not read {manifest}: {exc}. Prepare the store again.") from exc
        if kind == STORE_KIND:
            return path
    return prepare_webshop(path, None, progress=progress)


def open_store(data_dir: str | os.PathLike[str] | None = None, *, progress: bool = False) -> WebShopStore:
    """Return the process-wide store of ``data_dir`` (prepared on first use, then cached)."""
    with _store_lock:
        key = str(data_dir or "bundled")
        store = _stores.get(key)
        if store is None:
            store = WebShopStore(_resolve_store_dir(data_dir, progress))
            _stores[key] = store
        return store


class WebShopStore:
    """A prepared WebShop catalogue: products (SQLite + LRU cache), goals and the BM25 index.

    Thread-safe: each thread gets its own read-only SQLite connection.
    """

    def __init__(self, directory: str | os.PathLike[str]):
        """Open a store directory written by :func:`prepare_webshop` and check that it is intact.

        Raises:
            DataError: The manifest is unreadable or from another version, a file is missing, truncated or
                (for stores up to :data:`~agentgym_capo.integrity.HASH_ON_OPEN_BYTES`) changed, the SQLite
                catalogue is not readable, or the index does not load. The message names the path.
        """
        self.directory = Path(directory)
        self.manifest = read_store_manifest(self.directory, "WebShop store", _PREPARE_HINT)
        if self.manifest.get("version") != STORE_VERSION:
            raise DataError(f"The WebShop store in {self.directory} has version {self.manifest.get('version')}, "
                            f"this code reads version {STORE_VERSION}. Prepare it again with `{_PREPARE_HINT}`.")
        self.check()
        try:
            self.index = SparseIndex.load(self.directory / "index")
        except DataError:
            raise
        except Exception as exc:  # noqa: BLE001  (any failure of a damaged index is reported with its path)
            raise DataError(f"Could not load the WebShop search index {self.directory / 'index'}: {exc}. "
                            f"Prepare the store again with `{_PREPARE_HINT}`.") from exc
        self.catalogue_seed = int(self.manifest.get("catalogue_seed", 0))
        self.test_size = int(self.manifest.get("test_size", DEFAULT_TEST_SIZE))
        self._local = threading.local()
        self._cache: collections.OrderedDict[str, dict[str, Any] | None] = collections.OrderedDict()
        self._cache_lock = threading.Lock()
        self._goals: dict[tuple[str, str], tuple[list[dict[str, Any]], int]] = {}
        self._goal_lock = threading.Lock()

    def __len__(self) -> int:
        return int(self.manifest["num_products"])

    @property
    def database(self) -> Path:
        """The SQLite catalogue file."""
        return self.directory / "catalog.sqlite"

    def check(self, full: bool | None = None) -> None:
        """Check that the store is still intact (a server's ``/health`` calls this).

        Args:
            full: True: hash every file, run SQLite's integrity check and validate every product row (what
                ``capo verify --data-dir`` does; reads the whole store). None (opening the store): file sizes,
                the hashes of a small store, and a readable catalogue with the recorded number of products.
                False (a server's ``/health``, called often): the same without hashing anything.

        Raises:
            DataError: Naming the damaged file (or row) and saying to prepare the store again.
        """
        require_files(self.directory, self.manifest, "WebShop store", _PREPARE_HINT, full=full)
        count = check_sqlite(self.database, "products", full=bool(full))
        if count != len(self):
            raise DataError(f"The WebShop catalogue {self.database} holds {count} products, its manifest says "
                            f"{len(self)}. Prepare the store again with `{_PREPARE_HINT}`.")
        if full is True:
            connection = sqlite3.connect(self.database.resolve().as_uri() + "?mode=ro", uri=True)
            try:
                for asin, doc in connection.execute("SELECT asin, doc FROM products ORDER BY ord"):
                    self._decode(asin, doc)
            finally:
                connection.close()

    def _decode(self, asin: str, doc: str) -> dict[str, Any]:
        where = f"{self.database} (asin {asin})"
        try:
            product = json.loads(doc)
        except (TypeError, json.JSONDecodeError) as exc:
            raise DataError(f"Damaged WebShop product at {where}: not valid JSON ({exc}). Prepare the store "
                            f"again with `{_PREPARE_HINT}`.") from exc
        return check_product(product, where)

    def _connection(self) -> sqlite3.Connection:
        connection = getattr(self._local, "connection", None)
        if connection is None:
            uri = (self.directory / "catalog.sqlite").resolve().as_uri() + "?mode=ro"
            connection = sqlite3.connect(uri, uri=True, check_same_thread=False)
            self._local.connection = connection
        return connection

    def product(self, asin: str) -> dict[str, Any] | None:
        """The normalised product of ``asin`` (shared and read-only), or None if it is not in the catalogue."""
        with self._cache_lock:
            if asin in self._cache:
                self._cache.move_to_end(asin)
                return self._cache[asin]
        row = self._connection().execute("SELECT doc FROM products WHERE asin = ?", (asin,)).fetchone()
        product = self._decode(asin, row[0]) if row else None
        with self._cache_lock:
            self._cache[asin] = product
            if len(self._cache) > _LRU_SIZE:
                self._cache.popitem(last=False)
        return product

    def price(self, product: Mapping[str, Any], price_mode: str) -> float:
        """The effective price of ``product`` under ``price_mode``."""
        return effective_price(product, price_mode, self.catalogue_seed)

    def search(self, query: str, limit: int) -> list[SearchHit]:
        """BM25 search over the catalogue (any text is a safe query)."""
        return self.index.search(query, limit)

    def goals(self, price_mode: str = "lower", goal_source: str = "human") -> list[dict[str, Any]]:
        """Every goal, shuffled with ``random.Random(233)``; a goal's index is its ``task_id``."""
        if price_mode not in PRICE_MODES:
            raise ConfigError(f"price_mode must be one of {PRICE_MODES}, got {price_mode!r}.")
        if goal_source not in GOAL_SOURCES:
            raise ConfigError(f"goal_source must be one of {GOAL_SOURCES}, got {goal_source!r}.")
        with self._goal_lock:
            key = (price_mode, goal_source)
            if key not in self._goals:
                self._goals[key] = self._build_goals(price_mode, goal_source)
            return self._goals[key][0]

    def skipped_records(self, price_mode: str = "lower", goal_source: str = "human") -> int:
        """How many human records were skipped because their ``instruction_attributes`` were empty."""
        self.goals(price_mode, goal_source)
        return self._goals[(price_mode, goal_source)][1]

    def _build_goals(self, price_mode: str, goal_source: str) -> tuple[list[dict[str, Any]], int]:
        connection = self._connection()
        records: dict[str, list[dict[str, Any]]] = collections.defaultdict(list)
        for asin, doc in connection.execute("SELECT asin, doc FROM records WHERE kind = ? ORDER BY ord",
                                            (goal_source,)):
            records[asin].append(json.loads(doc))
        products, prices = [], {}
        # Catalogue order matters (the goal RNG is consumed in it); only products with records are read.
        for asin, doc in connection.execute(
                "SELECT asin, doc FROM products WHERE asin IN (SELECT asin FROM records WHERE kind = ?) ORDER BY ord",
                (goal_source,)):
            product = self._decode(asin, doc)
            products.append(product)
            prices[asin] = self.price(product, price_mode)
        synthetic = {asin: entries[0] for asin, entries in records.items()} if goal_source == "synthetic" else None
        goals, skipped = build_goals(products, records if goal_source == "human" else {}, prices=prices,
                                     goal_source=goal_source, synthetic=synthetic)
        random.Random(SPLIT_SEED).shuffle(goals)
        return goals, skipped
