"""Official formats, normalisation, goals, splits, the store, and the bundled catalogue's validation (spec §2–3)."""

from __future__ import annotations

import gzip
import hashlib
import json
import random

import pytest

from agentgym_capo.envs.webshop.catalog import (
    NO_PRICE_UPPER,
    WebShopStore,
    build_goals,
    bundled_source_dir,
    index_text,
    iter_json_array,
    normalize_product,
    parse_pricing,
    prepare_webshop,
    split_goals,
)
from agentgym_capo.envs.webshop.generate import generate_catalogue
from agentgym_capo.envs.webshop.reward import webshop_reward
from agentgym_capo.errors import ConfigError, DataError


@pytest.mark.parametrize(
    ("raw", "prices", "tag"),
    [
        ("", [100.0], "$100.0"),
        (None, [100.0], "$100.0"),
        ("$12.99", [12.99], "$12.99"),
        ("$10.99 - $15.99", [10.99, 15.99], "$10.99 to $15.99"),
        ("$1,299.00", [1299.0], "$1299.0"),
        ("no price here", [100.0], "$100.0"),
    ],
)
def test_parse_pricing(raw, prices, tag):
    assert parse_pricing(raw) == (prices, tag)


def test_normalize_product_follows_the_spec():
    raw = {
        "asin": "B0TEST0001", "name": "Acme Shirt", "full_description": "Soft.", "small_description": "One bullet",
        "category": "clothing", "pricing": "$5.00", "query": "  Cotton Shirt ", "product_category": "A › B",
        "customization_options": {"Color": [{"value": " Black/White ", "image": None}, {"value": None}],
                                  "Size": None, "Fit": [{"value": "Slim", "image": "x"}]},
        "brand": "dropped",
    }
    product = normalize_product(raw, None)
    assert product["Title"] == product["name"] == "Acme Shirt"
    assert product["BulletPoints"] == ["One bullet"]
    assert product["query"] == "cotton shirt"
    assert product["options"] == {"color": ["black | white"], "fit": ["slim"]}
    assert product["Attributes"] == ["DUMMY_ATTR"] and product["Reviews"] == [] and product["Rating"] == "N.A."
    assert "brand" not in product
    assert index_text(product) == "acme shirt soft. one bullet color: black | white, and fit: slim"


def test_iter_json_array_streams_like_json_load(tmp_path):
    items = [{"asin": f"B{i:09d}", "text": "x" * (i % 37), "nested": {"a": [1, 2, {"b": "]"}]}} for i in range(300)]
    path = tmp_path / "items.json"
    path.write_text(json.dumps(items, indent=1), encoding="utf-8")
    assert list(iter_json_array(path, chunk_chars=64)) == items
    gz = tmp_path / "items.json.gz"
    with gzip.open(gz, "wt", encoding="utf-8") as handle:
        json.dump(items, handle)
    assert list(iter_json_array(gz, chunk_chars=100)) == items
    path.write_text(json.dumps(items)[:-300], encoding="utf-8")
    with pytest.raises(DataError):
        list(iter_json_array(path, chunk_chars=64))


def test_goal_price_bounds_and_skipped_records():
    products = [
        {"asin": "A", "name": "n", "category": "c", "query": "q", "product_category": "p", "options": {}},
        {"asin": "B", "name": "n", "category": "c", "query": "q", "product_category": "p", "options": {}},
    ]
    records = {
        "A": [{"instruction": "buy a thing.", "instruction_attributes": ["x"], "instruction_options": ["red"]},
              {"instruction": "skip me", "instruction_attributes": []}],
        "B": [{"instruction": "..dear thing..", "instruction_attributes": ["y"], "instruction_options": []}],
    }
    goals, skipped = build_goals(products, records, prices={"A": 15.0, "B": 985.0})
    assert skipped == 1 and len(goals) == 2
    cheap, dear = goals
    # candidates above 15: 20, 30, 40, 50 -> the larger of two distinct draws
    rng = random.Random(233)
    expected = float(max(rng.sample([20, 30, 40, 50], 2)))
    assert cheap["price_upper"] == expected
    assert cheap["instruction_text"] == f"buy a thing, and price lower than {expected:.2f} dollars"
    assert cheap["goal_options"] == ["red"] and cheap["attributes"] == ["x"] and cheap["weight"] == 1.0
    # only 990 is above 985: no bound, no price text
    assert dear["price_upper"] == NO_PRICE_UPPER and dear["instruction_text"] == "dear thing"


def test_synthetic_goals_span_option_combinations():
    products = [{"asin": "A", "name": "n", "category": "c", "query": "q", "product_category": "p",
                 "options": {"size": ["s", "m"], "color": ["red", "blue"]}}]
    synthetic = {"A": {"instruction": "i need a shirt", "instruction_attributes": ["cotton"]}}
    goals, _ = build_goals(products, {}, prices={"A": 995.0}, goal_source="synthetic", synthetic=synthetic)
    assert len(goals) == 4
    assert goals[0]["goal_options"] == {"color": "red", "size": "s"}
    assert goals[0]["instruction_text"] == "i need a shirt with color: red, and size: s"
    assert all(goal["weight"] == pytest.approx(0.25) for goal in goals)


def test_splits():
    assert split_goals(12_087, "test") == list(range(500))
    assert len(split_goals(12_087, "train")) == 11_587
    assert split_goals(2000, "dev", "original") == list(range(500, 1500))
    assert split_goals(2000, "train", "original")[0] == 1500
    assert split_goals(300, "test", test_size=100) == list(range(100))
    with pytest.raises(ConfigError):
        split_goals(10, "dev")


def test_bundled_data_is_reproduced_by_its_generator(tmp_path):
    manifest = json.loads((bundled_source_dir() / "manifest.json").read_text("utf-8"))
    regenerated = generate_catalogue(tmp_path, seed=manifest["seed"], num_products=manifest["num_products"])
    assert regenerated["files"] == manifest["files"]
    for name, entry in manifest["files"].items():
        digest = hashlib.sha256((bundled_source_dir() / name).read_bytes()).hexdigest()
        assert digest == entry["sha256"], name


def test_bundled_store_edge_rows(store):
    assert store.manifest["skipped_products"] == {"duplicate_asin": 1, "asin_too_long": 1, "asin_nan": 1}
    assert len(store) == 2000
    raw = json.loads((bundled_source_dir() / "items_shuffle.json").read_text("utf-8"))
    no_price = store.product(raw[0]["asin"])
    assert no_price["pricing"] == [100.0] and no_price["price_tag"] == "$100.0"
    assert store.product(raw[1]["asin"])["price_tag"] == "$10.99 to $15.99"
    assert store.product(raw[3]["asin"])["options"] == {}
    assert store.product(raw[7]["asin"])["Title"] != "Duplicate Row That Must Be Ignored"  # first one wins
    assert store.product("B0TOOLONG11") is None and store.product("nan") is None
    unicode_product = store.product(raw[4]["asin"])
    assert "抹茶" in unicode_product["Title"] and "grün | weiß" in unicode_product["options"]["color"]
    assert store.skipped_records() == 1
    goals = store.goals()
    dear = [g for g in goals if g["asin"] == raw[2]["asin"]]
    assert dear and all(g["price_upper"] == NO_PRICE_UPPER for g in dear)


def test_every_bundled_goal_scores_one_for_its_target(store):
    goals = store.goals()
    assert len(goals) > 3000 and store.test_size == 100
    for goal in goals:
        product = store.product(goal["asin"])
        score, parts = webshop_reward(product, goal, store.price(product, "lower"), list(goal["goal_options"]))
        assert score == pytest.approx(1.0), (goal, parts)


def test_bundled_targets_are_found_by_their_query(store):
    goals = store.goals()
    queries = [store.product(goal["asin"])["query"] for goal in goals]
    results = store.index.search_batch(queries, k=50)
    found = sum(goal["asin"] in {hit.doc_id for hit in hits} for goal, hits in zip(goals, results, strict=True))
    assert found / len(goals) >= 0.95


def test_uniform_price_mode_is_seeded_per_asin(store):
    raw = json.loads((bundled_source_dir() / "items_shuffle.json").read_text("utf-8"))
    product = store.product(raw[1]["asin"])  # $10.99 - $15.99
    first = store.price(product, "uniform")
    assert 10.99 <= first <= 15.99 and first == store.price(product, "uniform")
    assert store.price(product, "lower") == 10.99


def test_prepare_from_official_files_gzipped(tmp_path):
    source = tmp_path / "release"
    generate_catalogue(source, seed=3, num_products=60)
    for name in ("items_shuffle.json", "items_ins_v2.json", "items_human_ins.json"):
        data = (source / name).read_bytes()
        with gzip.open(source / f"{name}.gz", "wb") as handle:
            handle.write(data)
        (source / name).unlink()
    (source / "manifest.json").unlink()  # an official release has no manifest: test_size defaults to 500
    out = prepare_webshop(source, tmp_path / "store", progress=False)
    store = WebShopStore(out)
    assert len(store) == 60 and store.test_size == 500
    assert store.goals() and store.search("yoga mat", 5) is not None
    assert prepare_webshop(source, out, progress=False) == out  # already prepared: reused


def test_prepare_refuses_a_directory_without_items(tmp_path):
    with pytest.raises(DataError, match="items_shuffle"):
        prepare_webshop(tmp_path, tmp_path / "out", progress=False)
    (tmp_path / "out2").mkdir()
    (tmp_path / "out2" / "unrelated.txt").write_text("x")
    generate_catalogue(tmp_path / "src", seed=1, num_products=20)
    with pytest.raises(ConfigError):
        prepare_webshop(tmp_path / "src", tmp_path / "out2", progress=False)
