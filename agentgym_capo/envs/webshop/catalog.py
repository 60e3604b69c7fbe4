"""WebShop data: the official file formats, normalisation, goals, splits, and the SQLite product store.

Two kinds of directory are accepted as ``data_dir``:

* a **source** directory holding the official files (``items_shuffle*.json``, ``items_ins_v2*.json``,
  ``items_human_ins.json``; ``.json.gz`` works too), such as the bundled synthetic catalogue or the full
  release a user downloaded. It is prepared on first use into the cache directory (keyed by the files'
  names, sizes and modification times) and reused afterwards;
* a **store** directory written by :func:`prepare_webshop` (``capo data prepare webshop --source DIR
  --out OUT``): ``manifest.json``, ``catalog.sqlite`` (asin → normalised product JSON, goal records) and
  ``index/`` (the shared BM25 index of :mod:`agentgym_capo.retrieval`).

A store is opened once per process (:func:`open_store` caches it) and shared by every env copy and server
session; products are read from SQLite through an LRU cache, so memory does not grow with the catalogue.

Choices made here (the spec leaves them open):

* The items file is read as a stream (one product object at a time), so the 1.18 M-product release never
  sits in memory as one JSON document. If several ``items_shuffle*.json`` files exist, the largest is used.
* The goal RNG is ``random.Random(233)`` (the original seeded the global RNG with 233), consumed in goal
  order; the shuffle before splitting uses a separate ``random.Random(233)``.
* Goals are built when a store is opened (they depend on ``price_mode``), from the goal records stored in
  SQLite; 12 k goals take well under a second.
* ``test_size`` (the CAPO test split) is 500 unless the source's ``manifest.json`` says otherwise (the
  bundled catalogue says 100).
"""

from __future__ import annotations

import collections
import gzip
import hashlib
import itertools
import json
import os
import random
import re
import shutil
import sqlite3
import tempfile
import threading
import time
from collections.abc import Iterable, Iterator, Mapping
from pathlib import Path
from typing import Any

from tqdm.auto import tqdm

from agentgym_capo.errors import ConfigError, DataError
from agentgym_capo.retrieval import SearchHit, SparseIndex

__all__ = [
    "PRICE_MODES",
    "STORE_VERSION",
    "WebShopStore",
    "bundled_source_dir",
    "build_goals",
    "index_text",
    "iter_json_array",
    "normalize_product",
    "open_store",
    "parse_pricing",
    "prepare_webshop",
    "split_goals",
    "write_store",
]

STORE_VERSION = 1
STORE_KIND = "capo-webshop-store"
PRICE_MODES = ("lower", "uniform")
GOAL_SOURCES = ("human", "synthetic")
SPLIT_SCHEMES = ("capo", "original")
PRICE_GRID = tuple(range(10, 1000, 10))
NO_PRICE_UPPER = 1_000_000
SPLIT_SEED = 233
GOAL_SEED = 233
DEFAULT_TEST_SIZE = 500
MAX_ASIN_CHARS = 10
INDEX_FIELDS = ("text",)
_LRU_SIZE = 8192
_store_lock = threading.Lock()
_stores: dict[str, WebShopStore] = {}


# ---------------------------------------------------------------------------------------------- reading files
def _open_text(path: Path):
    if path.suffix == ".gz":
        return gzip.open(path, "rt", encoding="utf-8")
    return open(path, encoding="utf-8")


def iter_json_array(path: str | os.PathLike[str], chunk_chars: int = 1 << 20) -> Iterator[Any]:
    """Yield the elements of a top-level JSON array one by one, reading the file in chunks.

    Raises:
        DataError: The file is not a JSON array or is cut off.
    """
    path = Path(path)
    decoder = json.JSONDecoder()
    with _open_text(path) as handle:
        buffer, position = handle.read(chunk_chars), 0
        buffer = buffer.lstrip("\ufeff \t\r\n")
        if not buffer.startswith("["):
            raise DataError(f"Expected {path} to hold a JSON array of products, found {buffer[:40]!r}.")
        position = 1
        while True:
            while True:
                while position < len(buffer) and buffer[position] in " \t\r\n,":
                    position += 1
                if position < len(buffer):
                    break
                more = handle.read(chunk_chars)
                if not more:
                    raise DataError(f"{path} ends before its closing ']'; the file is truncated. Download it again.")
                buffer, position = more, 0
            if buffer[position] == "]":
                return
            try:
                item, end = decoder.raw_decode(buffer, position)
            except json.JSONDecodeError as exc:
                more = handle.read(chunk_chars)
                if not more:
                    raise DataError(f"{path} is not valid JSON near character {position}: {exc.msg}.") from exc
                buffer, position = buffer[position:] + more, 0
                continue
            yield item
            position = end
            if position > chunk_chars:
                buffer, position = buffer[position:], 0


def _load_json(path: Path) -> Any:
    try:
        with _open_text(path) as handle:
            return json.load(handle)
    except (json.JSONDecodeError, UnicodeDecodeError) as exc:
        raise DataError(f"Expected valid JSON in {path}, found an error: {exc}. Download the file again.") from exc


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


# ---------------------------------------------------------------------------------------------- normalisation
_PRICE_JUNK = re.compile(r"[^\d.]")


def parse_pricing(pricing: Any) -> tuple[list[float], str]:
    """Return ``(prices, price_tag)`` of a raw ``pricing`` string (spec §2)."""
    values: list[float] = []
    if isinstance(pricing, str) and pricing:
        for part in pricing.split("$")[1:]:
            digits = _PRICE_JUNK.sub("", part)
            try:
                values.append(float(digits))
            except ValueError:
                continue
    if not values:
        return [100.0], "$100.0"
    if len(values) == 1:
        return values, f"${values[0]}"
    return values[:2], f"${values[0]} to ${values[1]}"


def _normalize_options(raw: Any) -> dict[str, list[str]]:
    options: dict[str, list[str]] = {}
    if not isinstance(raw, Mapping):
        return options
    for name, contents in raw.items():
        if contents is None or not isinstance(contents, list):
            continue
        values = []
        for content in contents:
            value = content.get("value") if isinstance(content, Mapping) else content
            if value is None:
                continue
            values.append(str(value).strip().replace("/", " | ").lower())
        options[str(name).lower()] = values
    return options


def normalize_product(raw: Mapping[str, Any], attributes: list[str] | None) -> dict[str, Any]:
    """Turn one raw product of ``items_shuffle*.json`` into the normalised product (spec §2)."""
    bullets = raw.get("small_description") or []
    if isinstance(bullets, str):
        bullets = [bullets]
    prices, price_tag = parse_pricing(raw.get("pricing"))
    product = {
        "asin": str(raw["asin"]),
        "name": str(raw.get("name") or ""),
        "Title": str(raw.get("name") or ""),
        "Description": str(raw.get("full_description") or ""),
        "BulletPoints": [str(b) for b in bullets],
        "images": list(raw.get("images") or []),
        "category": str(raw.get("category") or ""),
        "query": str(raw.get("query") or "").lower().strip(),
        "product_category": str(raw.get("product_category") or ""),
        "pricing": prices,
        "price_tag": price_tag,
        "options": _normalize_options(raw.get("customization_options")),
        "Attributes": list(attributes) if attributes else ["DUMMY_ATTR"],
        "Reviews": [],
        "Rating": "N.A.",
    }
    for key in ("average_rating", "total_reviews"):
        if raw.get(key) is not None:
            product[key] = raw[key]
    return product


def options_text(options: Mapping[str, list[str]]) -> str:
    """``"name: v1, v2"`` per option, joined by ``", and "``."""
    return ", and ".join(f"{name}: {', '.join(values)}" for name, values in options.items())


def index_text(product: Mapping[str, Any]) -> str:
    """The lowercased text a product is indexed under (title, description, first bullet, options)."""
    bullets = product.get("BulletPoints") or []
    parts = [product.get("Title", ""), product.get("Description", ""), bullets[0] if bullets else "",
             options_text(product.get("options") or {})]
    return " ".join(str(part) for part in parts).lower()


def effective_price(product: Mapping[str, Any], price_mode: str, catalogue_seed: int) -> float:
    """The price a purchase is scored with: the lower bound, or a per-ASIN seeded draw in [lo, hi]."""
    prices = product["pricing"]
    if price_mode == "lower" or len(prices) == 1:
        return float(prices[0])
    low, high = sorted(prices[:2])
    return random.Random(f"{catalogue_seed}:{product['asin']}").uniform(low, high)


# ---------------------------------------------------------------------------------------------- goals
def _price_bound(rng: random.Random, price: float) -> tuple[float, str]:
    candidates = [p for p in PRICE_GRID if p > price][:4]
    if len(candidates) >= 2:
        upper = float(max(rng.sample(candidates, 2)))
        return upper, f", and price lower than {upper:.2f} dollars"
    return float(NO_PRICE_UPPER), ""


def build_goals(
    products: list[dict[str, Any]],
    records: Mapping[str, list[Mapping[str, Any]]],
    *,
    prices: Mapping[str, float],
    goal_source: str = "human",
    synthetic: Mapping[str, Mapping[str, Any]] | None = None,
) -> tuple[list[dict[str, Any]], int]:
    """Build the goal list in catalogue order (spec §2), before shuffling.

    Args:
        products: Normalised products in catalogue order (only ``asin``, ``name``, ``category``, ``query``,
            ``product_category``, ``options`` are read).
        records: asin → human instruction records (``items_human_ins.json``).
        prices: asin → effective price.
        goal_source: ``"human"`` or ``"synthetic"``.
        synthetic: asin → ``items_ins_v2`` entry, for synthetic goals.

    Returns:
        ``(goals, skipped)`` where ``skipped`` counts human records without instruction attributes.
    """
    rng = random.Random(GOAL_SEED)
    goals: list[dict[str, Any]] = []
    skipped = 0
    for product in products:
        asin = product["asin"]
        base = {
            "asin": asin, "category": product["category"], "query": product["query"], "name": product["name"],
            "product_category": product["product_category"],
        }
        if goal_source == "human":
            for record in records.get(asin, ()):
                attributes = list(record.get("instruction_attributes") or [])
                if not attributes:
                    skipped += 1
                    continue
                upper, price_text = _price_bound(rng, prices[asin])
                goals.append({
                    **base,
                    "instruction_text": str(record.get("instruction", "")).strip(".") + price_text,
                    "attributes": attributes,
                    "price_upper": upper,
                    "goal_options": [str(o) for o in record.get("instruction_options") or []],
                    "weight": 1.0,
                })
        else:
            entry = (synthetic or {}).get(asin)
            if not entry or not entry.get("instruction"):
                continue
            names = sorted(product["options"])
            for combination in itertools.product(*(product["options"][n] for n in names)):
                chosen = dict(zip(names, combination, strict=True))
                option_text = ", and ".join(f"{k}: {v}" for k, v in chosen.items())
                upper, price_text = _price_bound(rng, prices[asin])
                goals.append({
                    **base,
                    "instruction_text": str(entry["instruction"]) + (" with " + option_text if option_text else "")
                    + price_text,
                    "attributes": list(entry.get("instruction_attributes") or []),
                    "price_upper": upper,
                    "goal_options": chosen,
                    "weight": 1.0,
                })
    if goal_source == "synthetic":
        counts = collections.Counter(a for goal in goals for a in goal["attributes"])
        for goal in goals:
            if goal["attributes"]:
                goal["weight"] = sum(1.0 / counts[a] for a in goal["attributes"]) / len(goal["attributes"])
    return goals, skipped


def split_goals(num_goals: int, split: str, scheme: str = "capo", test_size: int = DEFAULT_TEST_SIZE) -> list[int]:
    """Return the goal indices (positions in the shuffled list) of a split."""
    if scheme == "capo":
        ranges = {"test": (0, test_size), "train": (test_size, num_goals)}
    elif scheme == "original":
        ranges = {"test": (0, 500), "dev": (500, 1500), "train": (1500, num_goals)}
    else:
        raise ConfigError(f"split_scheme must be one of {SPLIT_SCHEMES}, got {scheme!r}.")
    if split not in ranges:
        raise ConfigError(f"split must be one of {sorted(ranges)} for split_scheme={scheme!r}, got {split!r}.")
    start, end = ranges[split]
    return list(range(min(start, num_goals), min(end, num_goals)))


# ---------------------------------------------------------------------------------------------- preparing
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
    attributes_map = _load_json(files["attributes"]) if files["attributes"] else {}
    human = _load_json(files["human"]) if files["human"] else {}
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
                catalogue_seed=int(source_manifest.get("seed", 0)), manifest_extra=extra)


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

    Returns:
        The manifest written (with per-phase timings in seconds).
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
    for raw, attributes in tqdm(products, desc="WebShop products", unit="product", disable=not progress):
        asin = str(raw.get("asin", "nan")) if isinstance(raw, Mapping) else "nan"
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
        product = normalize_product(raw, attributes)
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
    (work / "manifest.json").write_text(json.dumps(manifest, indent=2), encoding="utf-8")
    return manifest


class _Sized:
    """An iterable with a length (so the index build shows a progress total)."""

    def __init__(self, factory, length: int):
        self._factory, self._length = factory, length

    def __iter__(self):
        return iter(self._factory())

    def __len__(self) -> int:
        return self._length


# ---------------------------------------------------------------------------------------------- the store
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
        """Open a store directory written by :func:`prepare_webshop`."""
        self.directory = Path(directory)
        try:
            self.manifest = json.loads((self.directory / "manifest.json").read_text("utf-8"))
        except (OSError, json.JSONDecodeError) as exc:
            raise DataError(f"Could not read the WebShop store manifest in {self.directory}: {exc}. "
                            "Prepare it again with `capo data prepare webshop`.") from exc
        if self.manifest.get("version") != STORE_VERSION:
            raise DataError(f"The WebShop store in {self.directory} has version {self.manifest.get('version')}, "
                            f"this code reads version {STORE_VERSION}. Prepare it again.")
        self.index = SparseIndex.load(self.directory / "index")
        self.catalogue_seed = int(self.manifest.get("catalogue_seed", 0))
        self.test_size = int(self.manifest.get("test_size", DEFAULT_TEST_SIZE))
        self._local = threading.local()
        self._cache: collections.OrderedDict[str, dict[str, Any] | None] = collections.OrderedDict()
        self._cache_lock = threading.Lock()
        self._goals: dict[tuple[str, str], tuple[list[dict[str, Any]], int]] = {}
        self._goal_lock = threading.Lock()

    def __len__(self) -> int:
        return int(self.manifest["num_products"])

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
        product = json.loads(row[0]) if row else None
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
            product = json.loads(doc)
            products.append(product)
            prices[asin] = self.price(product, price_mode)
        synthetic = {asin: entries[0] for asin, entries in records.items()} if goal_source == "synthetic" else None
        goals, skipped = build_goals(products, records if goal_source == "human" else {}, prices=prices,
                                     goal_source=goal_source, synthetic=synthetic)
        random.Random(SPLIT_SEED).shuffle(goals)
        return goals, skipped
