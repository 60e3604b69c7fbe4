"""The original WebShop task score against hand-computed cases (spec §8)."""

from __future__ import annotations

import pytest

from agentgym_capo.envs.webshop.reward import (
    COLOR_SET,
    normalize_color,
    token_set_ratio,
    type_reward,
    webshop_reward,
)


def make_product(**fields):
    product = {"asin": "B000000001", "query": "cotton shirt", "product_category": "Clothing › Men › Shirts",
               "name": "Acme Cotton Shirt", "Title": "Acme Cotton Shirt", "Attributes": [], "BulletPoints": [],
               "Description": ""}
    product.update(fields)
    return product


def make_goal(**fields):
    goal = {"query": "cotton shirt", "product_category": "Clothing › Men › Shirts", "name": "Acme Cotton Shirt",
            "attributes": [], "goal_options": [], "price_upper": 40.0}
    goal.update(fields)
    return goal


def test_worked_example_of_the_spec():
    goal = make_goal(attributes=["machine wash", "long sleeve"], goal_options=["navy", "large"], price_upper=40)
    product = make_product(Attributes=["long sleeve"])
    score, parts = webshop_reward(product, goal, 25.0, {"color": "dark navy blue", "size": "medium"})
    # (1 attribute + 0 options + 1 price) / (2 + 2 + 1) * r_type 1
    assert score == pytest.approx(2 / 5)
    assert parts["n_attr_matched"] == 1 and parts["n_opt_matched"] == 0 and parts["r_price"] == 1.0
    assert normalize_color("dark navy blue") == "blue"  # blue precedes dark and navy in COLOR_SET


def test_token_set_ratio_matches_hand_computed_values():
    assert token_set_ratio("medium", "large") == 18  # LCS 1: 2*1/11
    assert token_set_ratio("machine washable", "machine wash") == 86  # 2*12/28 = 85.7
    assert token_set_ratio("crème", "creme") == 89  # è (U+00E8) is deleted: 2*4/9
    assert token_set_ratio("x-large", "large") == 100  # {x, large} contains {large}
    assert token_set_ratio("navy", "dark navy blue") == 100
    assert token_set_ratio("抹茶 matcha", "抹茶 MATCHA") == 100  # CJK is kept, case folded
    assert token_set_ratio("", "large") == 0


def test_color_normalisation_scans_the_list_in_order():
    assert len(COLOR_SET) == 102 and COLOR_SET[0] == "alabaster" and COLOR_SET[-1] == "yellow"
    assert normalize_color("light pink") == "light"
    assert normalize_color("stonewash") == "ash"  # "ash" precedes "stone" and is a substring
    assert normalize_color("bluetooth") == "blue"  # substring, as in the original
    assert normalize_color("x-large") == "x-large"


@pytest.mark.parametrize(
    ("product_fields", "goal_fields", "expected_r_type", "expected_title_score"),
    [
        # same query, all goal nouns shared
        ({}, {}, 1.0, 1.0),
        # no query/category match, title score 2/3 > 0.2 -> 1.0
        ({"query": "x", "product_category": "A › B", "name": "Acme Shirt"}, {}, 1.0, 2 / 3),
        # no query/category match, title score exactly 0.2 (1 of 5 nouns) -> 0.5
        ({"query": "x", "product_category": "A › B", "name": "Shirt"},
         {"name": "shirt blouse tunic vest jacket"}, 0.5, 0.2),
        # query matches but title score 1/11 < 0.1 -> 0.1
        ({"name": "Shirt"}, {"name": "shirt a1 b1 c1 d1 e1 f1 g1 h1 i1 j1".replace("1", "x")}, 0.1, 1 / 11),
        # no shared noun at all -> 0.0 whatever else matches
        ({"name": "Kettle"}, {}, 0.0, 0.0),
        # goal name without nouns: title score 0.2; query match -> 1.0
        ({"name": "Kettle"}, {"name": "2 x 500 ml"}, 1.0, 0.2),
        # goal name without nouns and nothing else matching -> 0.5
        ({"name": "Kettle", "query": "x", "product_category": "A › B"}, {"name": "2 x 500 ml"}, 0.5, 0.2),
        # category match needs two shared parts: {Clothing, Men}
        ({"query": "x", "product_category": "Clothing › Men › Shoes", "name": "Shirt"},
         {"name": "shirt blouse tunic vest jacket"}, 1.0, 0.2),
    ],
)
def test_type_reward_cases(product_fields, goal_fields, expected_r_type, expected_title_score):
    parts = type_reward(make_product(**product_fields), make_goal(**goal_fields))
    assert parts["r_type"] == expected_r_type
    assert parts["title_score"] == pytest.approx(expected_title_score)


def test_title_score_denominator_counts_repeated_nouns():
    parts = type_reward(make_product(name="shirt"), make_goal(name="shirt shirt pants pants"))
    assert parts["title_score"] == pytest.approx(1 / 4)


def test_attributes_match_fuzzily_or_as_substrings():
    product = make_product(Attributes=["machine washable"], Title="Acme Long Sleeve Cotton Shirt",
                           BulletPoints=["Button closure"], Description="Soft and breathable.")
    goal = make_goal(attributes=["machine wash", "long sleeve", "button closure", "breathable", "waterproof"])
    score, parts = webshop_reward(product, goal, 10.0, {})
    # fuzzy (86), title substring, bullet substring, description substring; "waterproof" nowhere
    assert parts["n_attr_matched"] == 4
    assert score == pytest.approx((4 + 0 + 1) / (5 + 0 + 1))


def test_price_bound_is_inclusive_and_gates_one_point():
    goal = make_goal(attributes=["cotton"], price_upper=30.0)
    product = make_product()
    assert webshop_reward(product, goal, 30.0, {})[0] == pytest.approx(1.0)
    low, parts = webshop_reward(product, goal, 30.01, {})
    assert parts["r_price"] == 0.0 and low == pytest.approx(1 / 2)


def test_options_match_after_colour_normalisation():
    goal = make_goal(goal_options=["navy blue", "x-large", "small"])
    product = make_product()
    score, parts = webshop_reward(product, goal, 10.0, {"color": "dark navy blue", "size": "large"})
    # both colours normalise to "blue"; "large" ⊂ "x large"; "small" unmatched
    assert parts["n_opt_matched"] == 2
    assert score == pytest.approx((0 + 2 + 1) / (0 + 3 + 1))


def test_combined_hand_computed_case_with_half_type_reward():
    goal = make_goal(name="shirt blouse tunic vest jacket", attributes=["cotton", "slim fit", "wrinkle free"],
                     goal_options=["red", "medium"], price_upper=50)
    product = make_product(query="other", product_category="Home › Kitchen", name="Acme Shirt",
                           Title="Acme Cotton Shirt", Attributes=["slim-fit"])
    score, parts = webshop_reward(product, goal, 20.0, ["red", "large"])
    # r_type 0.5 (title 1/5 = 0.2, no query/category match); 2 attributes, 1 option, price
    assert parts["r_type"] == 0.5
    assert score == pytest.approx((2 + 1 + 1) / (3 + 2 + 1) * 0.5)


def test_goal_options_dict_uses_its_values_and_empty_options_vanish():
    goal = make_goal(attributes=["cotton"], goal_options={"color": "red", "size": "large"})
    product = make_product(Attributes=["cotton"])
    assert webshop_reward(product, goal, 10.0, {"c": "red", "s": "large"})[0] == pytest.approx(1.0)
    no_options = make_goal(attributes=["cotton"])
    score, parts = webshop_reward(product, no_options, 10.0, {})
    assert score == pytest.approx(1.0) and parts["r_option"] is None


def test_buying_without_options_scores_no_option_matches():
    goal = make_goal(attributes=["cotton"], goal_options=["red"])
    score, parts = webshop_reward(make_product(Attributes=["cotton"]), goal, 10.0, {})
    assert parts["n_opt_matched"] == 0 and score == pytest.approx(2 / 3)
