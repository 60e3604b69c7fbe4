"""Prepared stores carry checksums; damaged stores fail with one clear error naming the path (issue 17 item 5).

Real stores are prepared from files laid out like the official releases, then damaged on disk: a SQLite header
overwritten, product rows edited, a file truncated, invalid UTF-8 in a corpus. Opening each (directly and
through ``gym.make``) and ``capo verify --data-dir`` must fail with a :class:`DataError` naming the file.
"""

from __future__ import annotations

import json
import os
import shutil
import socket
import sqlite3
import subprocess
import sys
import threading
import time
import urllib.error
import urllib.request

import gymnasium as gym
import pytest
import uvicorn

import agentgym_capo  # noqa: F401  (registers the ids)
from agentgym_capo import integrity
from agentgym_capo.cli import main
from agentgym_capo.envs.papersearch import PaperStore, bundled_corpus_dir, prepare_papers
from agentgym_capo.envs.qa.corpus import load_corpus
from agentgym_capo.envs.webshop.generate import generate_catalogue
from agentgym_capo.envs.webshop.prepare import prepare_webshop, write_store
from agentgym_capo.envs.webshop.server import create_app
from agentgym_capo.envs.webshop.store import WebShopStore
from agentgym_capo.errors import DataError
from agentgym_capo.paths import data_dir


@pytest.fixture(scope="module")
def webshop_store(tmp_path_factory):
    """A small prepared WebShop store (150 products), copied fresh for each test by ``fresh_store``."""
    root = tmp_path_factory.mktemp("webshop")
    generate_catalogue(root / "src", seed=3, num_products=150)
    return prepare_webshop(root / "src", root / "store", progress=False)


@pytest.fixture
def fresh_store(webshop_store, tmp_path):
    target = tmp_path / "store"
    shutil.copytree(webshop_store, target)
    return target


@pytest.fixture(params=[True, False], ids=["hashed-on-open", "large-store-no-hash"])
def hash_on_open(request, monkeypatch):
    """Run a case as for a small store (hashed when opened) and as for a large one (sizes and SQLite only)."""
    if not request.param:
        monkeypatch.setattr(integrity, "HASH_ON_OPEN_BYTES", 0)
    return request.param


def verify_fails(directory, capsys, needle) -> str:
    """``capo verify --data-dir`` exits 2 with one line naming ``needle``."""
    assert main(["verify", "--data-dir", str(directory)]) == 2
    err = capsys.readouterr().err.strip()
    assert err.startswith("capo: error:") and "\n" not in err and "Traceback" not in err, err
    assert str(needle) in err, err
    return err


def test_prepared_store_has_checksums_and_verifies(fresh_store, capsys):
    manifest = json.loads((fresh_store / "manifest.json").read_text("utf-8"))
    assert set(manifest["files"]) >= {"catalog.sqlite", "index/manifest.json"}
    entry = manifest["files"]["catalog.sqlite"]
    assert entry == {"sha256": integrity.sha256_file(fresh_store / "catalog.sqlite"),
                     "bytes": (fresh_store / "catalog.sqlite").stat().st_size}
    assert main(["verify", "--data-dir", str(fresh_store)]) == 0
    assert "capo-webshop-store" in capsys.readouterr().out
    store = WebShopStore(fresh_store)
    store.check()
    store.check(full=True)


def test_damaged_sqlite_header(fresh_store, hash_on_open, capsys):
    database = fresh_store / "catalog.sqlite"
    with open(database, "r+b") as handle:
        handle.write(b"this is not SQL!")  # the 16-byte magic string
    with pytest.raises(DataError, match="catalog.sqlite") as caught:
        WebShopStore(fresh_store)
    assert ("sha256" in str(caught.value)) if hash_on_open else ("not a database" in str(caught.value))
    with pytest.raises(DataError, match="catalog.sqlite"):
        gym.make("capo/WebShop-v0", data_dir=str(fresh_store))
    verify_fails(fresh_store, capsys, database)


def test_damaged_product_rows(fresh_store, hash_on_open, capsys):
    database = fresh_store / "catalog.sqlite"
    connection = sqlite3.connect(database)
    asin, doc = connection.execute("SELECT asin, doc FROM products ORDER BY ord LIMIT 1").fetchone()
    product = json.loads(doc)
    del product["price_tag"]
    # Same length, so that the file size does not give the damage away: pad the JSON with spaces.
    damaged = json.dumps(product, ensure_ascii=False)
    connection.execute("UPDATE products SET doc = ? WHERE asin = ?", (damaged + " " * (len(doc) - len(damaged)), asin))
    connection.commit()
    connection.close()
    if hash_on_open:
        with pytest.raises(DataError, match="catalog.sqlite"):
            WebShopStore(fresh_store)
    else:
        store = WebShopStore(fresh_store)  # sizes match: a large store is only hashed by `capo verify`
        with pytest.raises(DataError, match=f"catalog.sqlite \\(asin {asin}\\).*price_tag"):
            store.product(asin)
    err = verify_fails(fresh_store, capsys, database)
    assert asin in err or "sha256" in err


def test_truncated_files(fresh_store, hash_on_open, capsys):
    database = fresh_store / "catalog.sqlite"
    os.truncate(database, database.stat().st_size // 2)
    with pytest.raises(DataError, match="catalog.sqlite.*truncated"):
        WebShopStore(fresh_store)
    verify_fails(fresh_store, capsys, database)


def test_truncated_manifest_and_missing_index(fresh_store, capsys):
    index_manifest = fresh_store / "index" / "manifest.json"
    index_manifest.unlink()
    with pytest.raises(DataError, match="missing file .*index/manifest.json"):
        WebShopStore(fresh_store)
    manifest = fresh_store / "manifest.json"
    manifest.write_text(manifest.read_text("utf-8")[:50], encoding="utf-8")
    with pytest.raises(DataError, match="manifest.json"):
        WebShopStore(fresh_store)
    verify_fails(fresh_store, capsys, manifest)


def test_verify_in_a_subprocess_is_one_line(fresh_store):
    with open(fresh_store / "catalog.sqlite", "r+b") as handle:
        handle.write(b"\0" * 100)
    done = subprocess.run([sys.executable, "-m", "agentgym_capo.cli", "verify", "--data-dir", str(fresh_store)],
                          capture_output=True, text=True, timeout=120, check=False)
    assert done.returncode == 2
    assert done.stderr.count("\n") == 1 and "Traceback" not in done.stderr
    assert str(fresh_store / "catalog.sqlite") in done.stderr


@pytest.mark.parametrize(("row", "message"), [
    ("just a string", "item 1 of .*expected a JSON object, found str"),
    ({"asin": "B0BADROW01", "small_description": 5}, "item 1 of .*asin B0BADROW01.*not iterable"),
    ({"asin": "B0BADROW02", "name": "x", "customization_options": {"size": [{"value": None}, 3]}}, None),
])
def test_damaged_rows_are_caught_at_prepare_time(tmp_path, row, message):
    good = {"asin": "B0GOOD0001", "name": "good shirt", "pricing": "$10.00"}
    if message is None:  # a row normalisation can repair is accepted and stored valid
        manifest = write_store([(good, None), (row, None)], tmp_path / "store", progress=False)
        assert manifest["num_products"] == 2
        assert WebShopStore(tmp_path / "store").product(row["asin"])["options"] == {"size": ["3"]}
        return
    with pytest.raises(DataError, match=message):
        write_store([(good, None), (row, None)], tmp_path / "store", progress=False, source_name="items.json")


def test_non_object_row_in_an_items_file_names_the_file(tmp_path):
    source = tmp_path / "src"
    source.mkdir()
    (source / "items_shuffle.json").write_text(json.dumps([{"asin": "B0GOOD0001", "name": "a"}, 7]), "utf-8")
    with pytest.raises(DataError, match="item 1 of .*items_shuffle.json"):
        prepare_webshop(source, tmp_path / "out", progress=False)


def test_paper_store_checksums(tmp_path, capsys):
    out = prepare_papers(bundled_corpus_dir(), tmp_path / "papers", progress=False)
    manifest = json.loads((out / "manifest.json").read_text("utf-8"))
    assert manifest["kind"] == "capo-papersearch-store" and "papers.sqlite" in manifest["files"]
    assert main(["verify", "--data-dir", str(out)]) == 0
    capsys.readouterr()
    with open(out / "papers.sqlite", "r+b") as handle:
        handle.write(b"garbage garbage!")
    with pytest.raises(DataError, match="papers.sqlite"):
        PaperStore.open(out)
    verify_fails(out, capsys, out / "papers.sqlite")


def test_qa_store_checksums_and_invalid_utf8(tmp_path, capsys):
    source = tmp_path / "src"
    source.mkdir()
    shutil.copy(data_dir("qa", "musique", "musique_dev_bundle.jsonl"), source / "musique_ans_v1.0_dev.jsonl")
    out = tmp_path / "musique"
    assert main(["data", "prepare", "musique", "--source", str(source), "--out", str(out)]) == 0
    capsys.readouterr()
    manifest = json.loads((out / "manifest.json").read_text("utf-8"))
    assert manifest["kind"] == "capo-qa-store" and "corpus.jsonl" in manifest["files"]
    assert main(["verify", "--data-dir", str(out)]) == 0
    capsys.readouterr()
    corpus = out / "corpus.jsonl"
    lines = corpus.read_bytes().splitlines(keepends=True)
    lines[2] = lines[2].replace(b'"', b'"\xff', 1)
    corpus.write_bytes(b"".join(lines))
    with pytest.raises(DataError, match="corpus.jsonl"):
        gym.make("capo/MuSiQue-v0", data_dir=str(out), split="dev")
    with pytest.raises(DataError, match="line 3: not valid UTF-8"):
        load_corpus(corpus)
    verify_fails(out, capsys, corpus)


def test_webshop_server_with_a_damaged_store_is_not_healthy(fresh_store):
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        port = sock.getsockname()[1]
    server = uvicorn.Server(uvicorn.Config(create_app(store=WebShopStore(fresh_store)), host="127.0.0.1", port=port,
                                           log_level="error", access_log=False))
    thread = threading.Thread(target=server.run, daemon=True)
    thread.start()
    try:
        deadline = time.monotonic() + 30
        while not server.started and time.monotonic() < deadline:
            time.sleep(0.02)
        url = f"http://127.0.0.1:{port}/health"
        with urllib.request.urlopen(url, timeout=10) as response:
            assert json.loads(response.read())["status"] == "ok"
        os.truncate(fresh_store / "catalog.sqlite", 4096)
        with pytest.raises(urllib.error.HTTPError) as caught:
            urllib.request.urlopen(url, timeout=10)
        assert caught.value.code == 503
        assert "catalog.sqlite" in json.loads(caught.value.read())["detail"]
    finally:
        server.should_exit = True
        thread.join(timeout=10)
