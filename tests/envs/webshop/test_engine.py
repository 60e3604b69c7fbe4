"""The page machine: every page type, every transition, and the invalid actions of spec §5 and §11."""

from __future__ import annotations

import json

import pytest

from agentgym_capo.envs.webshop.catalog import bundled_source_dir
from agentgym_capo.envs.webshop.engine import SEARCH_PAGE_TEXT, EngineSettings, ShopSession, parse_command
from agentgym_capo.errors import ConfigError, UnknownTaskError


@pytest.fixture(scope="module")
def raw_items():
    return json.loads((bundled_source_dir() / "items_shuffle.json").read_text("utf-8"))


@pytest.fixture
def shop(store):
    session = ShopSession(store)
    session.reset("0")
    return session


def test_parse_command():
    assert parse_command("  SEARCH [ red   shoes ] ") == ("search", "red shoes")
    assert parse_command("click[Buy Now]") == ("click", "Buy Now")
    assert parse_command("click Buy Now") is None
    assert parse_command("buy[x]") is None


def test_search_results_pagination_and_headers(shop):
    assert shop.page_text() == SEARCH_PAGE_TEXT
    assert shop.available_actions() == ["search[<your query>]"]
    result = shop.step("search[yoga mat]")
    assert result["valid"] and result["state"]["num_pages"] == 5
    lines = result["observation"].splitlines()
    assert lines[0] == 'Search results for "yoga mat": page 1 of 5 (50 results)'
    assert len(lines) == 11 and lines[1].startswith("[1] B")
    assert result["available_actions"][0] == "search[<your query>]"
    assert result["available_actions"][-2:] == ["click[Next >]", "click[Back to Search]"]
    assert shop.step("click[< Prev]")["invalid_reason"] == "not_clickable: < Prev"
    page2 = shop.step("click[next >]")  # case-insensitive
    assert page2["observation"].splitlines()[1].startswith("[11] ")
    for _ in range(3):
        shop.step("click[Next >]")
    last = shop.step("click[Next >]")
    assert last["invalid_reason"] == "not_clickable: Next >"
    assert "click[Next >]" not in last["available_actions"] and "click[< Prev]" in last["available_actions"]
    assert shop.step("click[< Prev]")["state"]["page_num"] == 4


def test_item_page_options_subpages_and_purchase(shop, store):
    result = shop.step("search[yoga mat]")
    asin = next(a for a in result["state"]["page_asins"] if store.product(a)["options"])
    product = store.product(asin)
    item = shop.step(f"click[ {asin.lower()} ]")
    text = item["observation"].splitlines()
    assert text[:4] == [f"Product {asin}", f"Title: {product['Title']}", f"Price: {product['price_tag']}",
                        "Rating: N.A."]
    assert text[-1] == "Buttons: Description, Features, Reviews, < Prev, Back to Search, Buy Now"
    name, values = next(iter(product["options"].items()))
    assert f"- {name} (selected: none): " in item["observation"]
    chosen = shop.step(f"click[  {values[-1].upper()}  ]")  # case and surrounding spaces do not matter
    assert chosen["valid"] and chosen["state"]["selected_options"] == {name: values[-1]}
    assert f"- {name} (selected: {values[-1]})" in chosen["observation"]
    description = shop.step("click[Description]")
    assert description["observation"].startswith(f"Product {asin}: Description\n")
    assert description["available_actions"] == ["search[<your query>]", "click[< Prev]", "click[Back to Item]",
                                                 "click[Back to Search]", "click[Buy Now]"]
    assert shop.step("click[Back to Item]")["state"]["page"] == "item"
    features = shop.step("click[Features]")
    assert all(line.startswith("- ") for line in features["observation"].splitlines()[1:-1])
    assert shop.step("click[< Prev]")["state"]["selected_options"] == {name: values[-1]}  # alias keeps options
    reviews = shop.step("click[Reviews]")
    assert reviews["observation"].splitlines()[1] == "No reviews."
    bought = shop.step("click[Buy Now]")  # allowed from a sub-page
    assert bought["done"] and bought["available_actions"] == []
    assert bought["observation"] == (f"You bought {asin} with options {{{name}: {values[-1]}}}. "
                                     f"Task score: {bought['purchase']['score']:.3f}.")
    assert shop.step("search[anything]")["invalid_reason"] == "episode_done"


def test_prev_from_item_returns_to_its_results_page_and_clears_options(shop, store):
    shop.step("search[yoga mat]")
    shop.step("click[Next >]")
    asin = shop.state()["page_asins"][0]
    shop.step(f"click[{asin}]")
    back = shop.step("click[< Prev]")
    assert back["state"]["page"] == "results" and back["state"]["page_num"] == 2
    again = shop.step(f"click[{asin}]")
    assert again["state"]["selected_options"] == {}
    home = shop.step("click[Back to Search]")
    assert home["observation"] == SEARCH_PAGE_TEXT and home["state"]["results"] == []


@pytest.mark.parametrize(
    ("command", "reason"),
    [
        ("search[]", "empty_query"),
        ("search[   ]", "empty_query"),
        ("search[<your query>]", "placeholder_query"),
        ("click[]", "not_clickable: "),
        ("click[Buy Now]", "not_clickable: Buy Now"),
        ("click[< Prev]", "not_clickable: < Prev"),
        ("buy the first one", "bad_format"),
        ("", "bad_format"),
    ],
)
def test_invalid_actions_leave_the_state_unchanged(shop, command, reason):
    before = shop.state()
    result = shop.step(command)
    assert not result["valid"] and result["invalid_reason"] == reason
    assert result["state"] == before and result["observation"] == SEARCH_PAGE_TEXT


def test_asins_not_on_the_page_or_not_in_the_catalogue(shop, store):
    result = shop.step("search[yoga mat]")
    elsewhere = result["state"]["results"][15]
    assert shop.step(f"click[{elsewhere}]")["invalid_reason"] == f"not_clickable: {elsewhere}"
    assert shop.step("click[B0NOTREAL0]")["invalid_reason"] == "not_clickable: B0NOTREAL0"
    lenient = ShopSession(store, EngineSettings(allow_unlisted_asin=True))
    lenient.reset("0")
    lenient.step("search[yoga mat]")
    assert lenient.step(f"click[{elsewhere}]")["state"]["asin"] == elsewhere
    assert not lenient.step("click[Back to Search]")["state"]["asin"]


def test_option_from_another_product_is_refused(shop, store):
    result = shop.step("search[phone case]")
    with_options = [a for a in result["state"]["page_asins"] if store.product(a)["options"].get("color")]
    first, second = with_options[:2]
    foreign = next(v for v in store.product(second)["options"]["color"]
                   if v not in store.product(first)["options"]["color"])
    shop.step(f"click[{first}]")
    refused = shop.step(f"click[{foreign}]")
    assert refused["invalid_reason"] == f"not_clickable: {foreign}" and refused["state"]["selected_options"] == {}


def test_value_under_two_option_names_goes_to_the_first(store, raw_items):
    product = store.product(raw_items[6]["asin"])
    assert product["options"] == {"color": ["natural", "black"], "scent": ["natural", "lavender"]}
    session = ShopSession(store, EngineSettings(allow_unlisted_asin=True))
    session.reset("0")
    session.step("search[anything at all]")
    session.step(f"click[{product['asin']}]")
    assert session.step("click[Natural]")["state"]["selected_options"] == {"color": "natural"}
    assert session.step("click[lavender]")["state"]["selected_options"] == {"color": "natural", "scent": "lavender"}


def test_hostile_and_odd_queries_never_fail(shop):
    for query in ['"unbalanced (quote', "title:foo AND NOT bar*", "a OR b || c && d", "\\\\ \x00 \ufffd",
                  "🙂🙂", "抹茶", "über crème", ")))(((", "-", "*", "[nested]", "DROP TABLE products; --"]:
        result = shop.step(f"search[{query}]")
        assert result["valid"], query
        assert result["observation"].startswith("Search results for")
    nothing = shop.step("search[zzqqxxyy]")
    assert nothing["observation"].endswith("No results.")
    assert nothing["available_actions"] == ["search[<your query>]", "click[Back to Search]"]
    long = shop.step("search[" + "yoga " * 1000 + "]")
    assert long["valid"] and "only the first 512 were used" in long["notice"]
    assert len(long["state"]["query"]) == 512


def test_unicode_titles_and_options_stay_intact(store, raw_items):
    unicode_product = store.product(raw_items[4]["asin"])
    session = ShopSession(store)
    session.reset("0")
    result = session.step("search[抹茶 matcha throw blanket crème]")
    assert unicode_product["asin"] in result["state"]["results"]
    while unicode_product["asin"] not in session.state()["page_asins"]:
        session.step("click[Next >]")
    item = session.step(f"click[{unicode_product['asin']}]")
    assert "Crème Brûlée Über Soft 抹茶 Matcha" in item["observation"]
    assert session.step("click[抹茶 GREEN]")["state"]["selected_options"] == {"color": "抹茶 green"}


def test_reset_validates_task_ids_and_settings(store):
    session = ShopSession(store)
    for bad in ("-1", "99999", "abc", "01"):
        with pytest.raises(UnknownTaskError, match=r"\[0, 3"):
            session.reset(bad)
    with pytest.raises(ConfigError):
        EngineSettings(page_size=0)
    with pytest.raises(ConfigError):
        EngineSettings.from_dict({"colour": "red"})
    with pytest.raises(ConfigError):
        ShopSession(store, EngineSettings(price_mode="highest"))
