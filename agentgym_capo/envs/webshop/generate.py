"""Generate the bundled synthetic WebShop catalogue in the three official file formats.

``python -m agentgym_capo.envs.webshop.generate [--out data/webshop] [--seed 0] [--products 2000]`` writes
``items_shuffle.json``, ``items_ins_v2.json``, ``items_human_ins.json`` and ``manifest.json`` (sha256 of each
file, generator version, seed, ``test_size``). The output is a pure function of the seed and the size.

What the catalogue exercises (spec §3):

* 8 top-level categories with 3–4 level ``›`` breadcrumbs; products of a leaf share ``query`` strings in
  groups of 5–15, so query match, category match and title-noun overlap all occur.
* Titles are brand + adjectives + material + colour + product noun + size. Bullets and descriptions state
  some attributes verbatim; the others appear only in ``Attributes`` (the fuzzy path), and some goal
  attributes are hyphenated or reordered variants (matched by ``token_set_ratio``).
* Options: ``color`` and/or ``size`` (or ``flavor``/``scent``/``count``), with ``/`` in values, multi-word
  colours, and one value listed under two option names.
* 1–3 human-style instruction records for most products, naming 1–4 attributes and 0–3 option values.
* Edge rows: no ``pricing``; price ranges; a price >= 980; a duplicate ASIN; an 11-character ASIN; an ASIN
  ``nan``; ``customization_options: null``; a record with empty ``instruction_attributes``; non-ASCII titles
  and options (é, ü, ™, CJK); a title with no nouns.

:func:`iter_raw_products` is also the source of the benchmark's large synthetic catalogues (products only).

Choices: the issue asks for "a few thousand products" (the spec says about 400), so the default is 2,000
products and about 3,400 goals; the CAPO test split of the bundled data is the first 100 goals.
"""

from __future__ import annotations

import argparse
import json
import random
import string
import zlib
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from agentgym_capo.jsonl import sha256_text

__all__ = ["GENERATOR_VERSION", "generate_catalogue", "iter_raw_products"]

GENERATOR_VERSION = "1"
BUNDLED_TEST_SIZE = 100


@dataclass(frozen=True)
class Leaf:
    """One product family: where it sits, what it is called, what it can have."""

    path: tuple[str, ...]
    nouns: tuple[str, ...]
    modifiers: tuple[str, ...]
    attributes: tuple[str, ...]
    options: tuple[str, ...]  # option kinds offered: color, size, shoe_size, flavor, scent, count, capacity
    materials: tuple[str, ...]
    price: tuple[float, float]


LEAVES: tuple[Leaf, ...] = (
    Leaf(("Clothing, Shoes & Jewelry", "Men", "Clothing", "Shirts"), ("t-shirt", "polo shirt", "henley shirt"),
         ("men's", "slim fit", "casual"),
         ("machine wash", "short sleeve", "long sleeve", "relaxed fit", "button closure", "cotton spandex",
          "moisture wicking", "tumble dry"), ("color", "size"), ("cotton", "linen", "jersey"), (9, 45)),
    Leaf(("Clothing, Shoes & Jewelry", "Women", "Clothing", "Sweaters"), ("hoodie", "cardigan", "pullover sweater"),
         ("women's", "oversized", "cozy"),
         ("hand wash", "long sleeve", "drop shoulder", "soft fabric", "loose fit", "ribbed cuffs", "machine wash"),
         ("color", "size"), ("fleece", "wool blend", "knit"), (18, 70)),
    Leaf(("Clothing, Shoes & Jewelry", "Women", "Shoes", "Sneakers"), ("sneakers", "running shoes", "slip-on loafers"),
         ("women's", "lightweight", "breathable"),
         ("rubber sole", "non slip", "arch support", "memory foam", "lace up", "wide width"),
         ("color", "shoe_size"), ("mesh", "canvas", "leather"), (25, 120)),
    Leaf(("Beauty & Personal Care", "Skin Care", "Face", "Moisturizers"), ("face moisturizer", "night cream",
                                                                            "facial serum"),
         ("hydrating", "anti aging", "daily"),
         ("paraben free", "cruelty free", "sensitive skin", "dry skin", "fragrance free", "hyaluronic acid",
          "natural ingredients"), ("size", "scent"), ("aloe", "shea butter", "vitamin c"), (8, 60)),
    Leaf(("Beauty & Personal Care", "Hair Care", "Shampoo & Conditioner"), ("shampoo", "conditioner", "hair mask"),
         ("sulfate free", "volumizing", "repairing"),
         ("sulfate free", "color safe", "damaged hair", "curly hair", "long lasting", "natural ingredients"),
         ("scent", "size"), ("argan oil", "coconut", "keratin"), (6, 40)),
    Leaf(("Grocery & Gourmet Food", "Beverages", "Coffee, Tea & Cocoa", "Coffee"), ("coffee beans", "ground coffee",
                                                                                     "cold brew coffee"),
         ("organic", "dark roast", "single origin"),
         ("gluten free", "non gmo", "fair trade", "resealable bag", "low acid", "usda organic"),
         ("flavor", "count"), ("arabica", "robusta", "espresso blend"), (7, 35)),
    Leaf(("Grocery & Gourmet Food", "Snacks & Sweets", "Snack Bars"), ("protein bars", "granola bars", "trail mix"),
         ("healthy", "high protein", "keto"),
         ("gluten free", "low sugar", "plant based", "individually wrapped", "high protein", "non gmo"),
         ("flavor", "count"), ("almond", "peanut", "oat"), (5, 40)),
    Leaf(("Home & Kitchen", "Bedding", "Blankets & Throws"), ("throw blanket", "quilt set", "duvet cover"),
         ("soft", "reversible", "lightweight"),
         ("machine washable", "queen size", "all season", "hypoallergenic", "fade resistant", "easy care"),
         ("color", "size"), ("microfiber", "flannel", "bamboo"), (19, 90)),
    Leaf(("Home & Kitchen", "Kitchen & Dining", "Drinkware", "Mugs"), ("coffee mug", "travel tumbler",
                                                                       "tea cup set"),
         ("insulated", "ceramic", "double wall"),
         ("dishwasher safe", "microwave safe", "bpa free", "leak proof", "keeps drinks hot", "easy clean"),
         ("color", "capacity"), ("ceramic", "stainless steel", "glass"), (9, 45)),
    Leaf(("Home & Kitchen", "Home Décor", "Pillows"), ("throw pillow cover", "lumbar pillow", "floor cushion"),
         ("decorative", "boho", "velvet"),
         ("hidden zipper", "double sided", "machine washable", "living room", "square shape"),
         ("color", "size"), ("velvet", "linen", "cotton"), (10, 50)),
    Leaf(("Electronics", "Headphones", "Over-Ear Headphones"), ("wireless headphones", "earbuds", "gaming headset"),
         ("bluetooth", "noise cancelling", "over ear"),
         ("noise cancelling", "long battery life", "built-in microphone", "fast charging", "foldable design",
          "hands free"), ("color",), ("plastic", "aluminum", "silicone"), (19, 250)),
    Leaf(("Electronics", "Computers & Accessories", "Keyboards, Mice & Accessories"),
         ("mechanical keyboard", "wireless mouse", "mouse pad"),
         ("ergonomic", "rgb", "compact"),
         ("plug and play", "usb c", "rechargeable battery", "ergonomic design", "quiet click", "non slip base"),
         ("color", "size"), ("abs", "aluminum", "rubber"), (12, 150)),
    Leaf(("Electronics", "Cell Phones & Accessories", "Cases, Holsters & Sleeves", "Basic Cases"),
         ("phone case", "screen protector", "charging cable"),
         ("shockproof", "slim", "clear"),
         ("wireless charging compatible", "drop protection", "raised edges", "easy install", "fast charging"),
         ("color", "size"), ("tpu", "silicone", "tempered glass"), (6, 30)),
    Leaf(("Health & Household", "Vitamins & Dietary Supplements", "Vitamins"), ("vitamin d3 gummies",
                                                                               "multivitamin tablets",
                                                                               "fish oil capsules"),
         ("daily", "extra strength", "vegan"),
         ("gluten free", "non gmo", "sugar free", "easy to swallow", "third party tested", "immune support"),
         ("flavor", "count"), ("gelatin", "plant", "pectin"), (8, 45)),
    Leaf(("Health & Household", "Household Supplies", "Cleaning Tools"), ("dish sponges", "microfiber cloths",
                                                                          "scrub brush"),
         ("heavy duty", "reusable", "eco friendly"),
         ("non scratch", "long lasting", "quick dry", "multi purpose", "easy to clean"),
         ("color", "count"), ("cellulose", "microfiber", "nylon"), (5, 25)),
    Leaf(("Sports & Outdoors", "Exercise & Fitness", "Yoga", "Yoga Mats"), ("yoga mat", "exercise mat",
                                                                            "resistance bands"),
         ("non slip", "thick", "extra long"),
         ("non slip", "eco friendly", "carrying strap", "high density", "easy to clean", "lightweight"),
         ("color", "size"), ("tpe", "natural rubber", "latex"), (15, 80)),
    Leaf(("Sports & Outdoors", "Outdoor Recreation", "Camping & Hiking", "Hydration"), ("water bottle",
                                                                                        "hydration pack",
                                                                                        "camping mug"),
         ("insulated", "leak proof", "wide mouth"),
         ("bpa free", "leak proof", "dishwasher safe", "keeps drinks cold", "carry handle", "lightweight"),
         ("color", "capacity"), ("stainless steel", "tritan", "aluminum"), (10, 55)),
    Leaf(("Tools & Home Improvement", "Lighting & Ceiling Fans", "Light Bulbs"), ("led light bulbs",
                                                                                   "smart bulb", "string lights"),
         ("dimmable", "energy saving", "warm white"),
         ("dimmable", "energy efficient", "long lasting", "easy installation", "daylight white", "no flicker"),
         ("color", "count"), ("glass", "plastic", "filament"), (8, 60)),
    Leaf(("Tools & Home Improvement", "Power & Hand Tools", "Hand Tools", "Screwdrivers"),
         ("screwdriver set", "tape measure", "utility knife"),
         ("magnetic", "professional", "compact"),
         ("magnetic tip", "storage case", "non slip grip", "heavy duty", "durable construction"),
         ("size", "count"), ("chrome vanadium", "steel", "alloy"), (9, 70)),
)

BRANDS = ("Aurelo", "Brightline", "Cedarfield", "Dunmore", "Everpeak", "Fernwood", "Glenhaven", "Harbor & Co",
          "Ironvale", "Juniper", "Kestrel", "Lumora", "Maplecrest", "Northwind", "Oakridge", "Pinecone",
          "Quillon", "Riverton", "Silverleaf", "Tidewater", "Crème Élan", "Müller & Söhne", "Zenwear™",
          "和風 Home", "Vélo Nord")
ADJECTIVES = ("premium", "classic", "modern", "durable", "soft", "portable", "stylish", "everyday", "deluxe",
              "essential", "vintage", "minimalist")
COLORS = ("black", "white", "navy", "dark navy blue", "heather grey", "light pink", "olive green", "burgundy",
          "sand", "charcoal", "sky blue", "forest green", "black/white", "red/black", "ivory", "crème", "mint",
          "lavender", "mustard yellow", "rose gold")
SIZES = ("x-small", "small", "medium", "large", "x-large", "xx-large", "3x-large")
SHOE_SIZES = ("6", "6.5", "7", "7.5", "8", "8.5", "9", "10", "11")
FLAVORS = ("vanilla", "chocolate", "caramel", "hazelnut", "original", "mocha", "peanut butter", "抹茶 matcha",
           "salted caramel", "berry blast")
SCENTS = ("unscented", "lavender", "citrus", "coconut", "eucalyptus/mint", "rose", "fresh linen", "natural")
COUNTS = ("1 count", "2 count", "4 count", "6 count", "12 count", "24 count (pack of 2)")
CAPACITIES = ("12 oz", "16 oz", "20 oz", "24 oz", "32 oz", "40 oz")
OPTION_VALUES = {"color": COLORS, "size": SIZES, "shoe_size": SHOE_SIZES, "flavor": FLAVORS, "scent": SCENTS,
                 "count": COUNTS, "capacity": CAPACITIES}
OPTION_NAMES = {"shoe_size": "size"}
TEMPLATES = (
    "i am looking for {article} {attrs} {noun}{opts}",
    "i need {article} {noun} that is {attrs}{opts}",
    "find me {article} {attrs} {noun}{opts}",
    "i want to buy {article} {noun} which is {attrs}{opts}",
    "looking for {attrs} {noun}{opts}",
    "i would like {article} {noun}, {attrs}{opts}",
)


def _cap(text: str) -> str:
    return " ".join(word[:1].upper() + word[1:] for word in text.split())


def _asin(rng: random.Random) -> str:
    return "B0" + "".join(rng.choices(string.ascii_uppercase + string.digits, k=8))


def _pricing(rng: random.Random, low: float, high: float) -> str:
    price = round(rng.uniform(low, high), 2)
    if rng.random() < 0.12:
        return f"${price:.2f} - ${round(price * rng.uniform(1.1, 1.6), 2):.2f}"
    return f"${price:.2f}"


def _options(rng: random.Random, leaf: Leaf) -> dict[str, list[dict[str, Any]]]:
    options: dict[str, list[dict[str, Any]]] = {}
    for kind in leaf.options:
        if rng.random() < 0.15:
            continue
        pool = OPTION_VALUES[kind]
        values = rng.sample(pool, rng.randint(2, min(8, len(pool))))
        if kind in ("color", "flavor", "scent"):
            values = [_cap(v) if rng.random() < 0.5 else v for v in values]
        options[OPTION_NAMES.get(kind, kind)] = [
            {"value": value, "image": f"https://example.invalid/img/{zlib.crc32(value.encode()) % 10**8}.jpg"}
            for value in values
        ]
    return options


def _variant(rng: random.Random, attribute: str) -> str:
    """A goal's wording of a product attribute: exact, hyphenated, or words reordered (fuzzy path)."""
    words = attribute.split()
    roll = rng.random()
    if len(words) >= 2 and roll < 0.15:
        return "-".join(words)
    if len(words) >= 2 and roll < 0.25:
        return " ".join(reversed(words))
    return attribute


def _product(rng: random.Random, leaf: Leaf, noun: str, query: str, modifier: str) -> tuple[dict, list[str]]:
    brand = rng.choice(BRANDS)
    material = rng.choice(leaf.materials)
    adjectives = rng.sample(ADJECTIVES, rng.randint(1, 2))
    options = _options(rng, leaf)
    color = options["color"][0]["value"] if "color" in options else rng.choice(("", "Black", "White", "Grey"))
    size = options["size"][0]["value"] if "size" in options and rng.random() < 0.5 else ""
    title_parts = [brand, *(_cap(a) for a in adjectives), _cap(modifier), _cap(material), color, _cap(noun)]
    title = " ".join(part for part in title_parts if part)
    if size:
        title += f", {_cap(size)}"
    attributes = rng.sample(leaf.attributes, rng.randint(3, min(6, len(leaf.attributes))))
    verbatim = attributes[: max(1, len(attributes) // 2)]
    bullets = [f"{attr.capitalize()}: made for {rng.choice(('everyday use', 'comfort', 'long wear', 'gifting'))}."
               for attr in verbatim]
    bullets.append(f"Made of {material} by {brand}.")
    if rng.random() < 0.5:
        bullets.append("Satisfaction guaranteed: contact us with any question.")
    description = (f"The {brand} {noun} is {rng.choice(adjectives)} and {rng.choice(ADJECTIVES)}. "
                   f"Crafted from {material}, it is a {modifier} choice for {query}. "
                   + (f"It is {verbatim[0]}." if rng.random() < 0.5 else ""))
    raw = {
        "asin": _asin(rng),
        "name": title,
        "full_description": description.strip(),
        "small_description": bullets if rng.random() < 0.9 else " ".join(bullets),
        "images": [f"https://example.invalid/img/{rng.randrange(10**8)}.jpg"],
        "category": leaf.path[0].split(",")[0].split(" ")[0].lower(),
        "pricing": _pricing(rng, *leaf.price),
        "customization_options": options or None,
        "query": query if rng.random() < 0.8 else f" {_cap(query)} ",
        "product_category": " › ".join(leaf.path),
        "average_rating": round(rng.uniform(3.0, 5.0), 1),
        "total_reviews": rng.randrange(0, 5000),
        "brand": brand,
    }
    return raw, attributes


def _query_groups(rng: random.Random, leaf: Leaf) -> Iterator[tuple[str, str, str]]:
    """Yield (noun, query, modifier) for products, in groups of 5–15 sharing a query."""
    while True:
        noun = rng.choice(leaf.nouns)
        modifier = rng.choice(leaf.modifiers)
        query = f"{modifier} {noun}" if rng.random() < 0.7 else noun
        for _ in range(rng.randint(5, 15)):
            yield noun, query, modifier


def iter_raw_products(num_products: int, seed: int = 0) -> Iterator[tuple[dict[str, Any], list[str]]]:
    """Yield ``(raw_product, attributes)`` pairs of a synthetic catalogue (no edge rows), deterministically."""
    rng = random.Random(seed)
    groups = [_query_groups(random.Random(f"{seed}:{i}"), leaf) for i, leaf in enumerate(LEAVES)]
    seen: set[str] = set()
    for _ in range(num_products):
        leaf_index = rng.randrange(len(LEAVES))
        noun, query, modifier = next(groups[leaf_index])
        raw, attributes = _product(rng, LEAVES[leaf_index], noun, query, modifier)
        while raw["asin"] in seen:
            raw["asin"] = _asin(rng)
        seen.add(raw["asin"])
        yield raw, attributes


def _human_records(rng: random.Random, raw: dict, attributes: list[str], count: int) -> list[dict[str, Any]]:
    noun = raw["query"].strip().lower()
    option_lists = {name: [c["value"] for c in values if c["value"] is not None]
                    for name, values in (raw["customization_options"] or {}).items() if values}
    records = []
    for _ in range(count):
        chosen = rng.sample(attributes, rng.randint(1, min(4, len(attributes))))
        goal_attrs = [_variant(rng, a) for a in chosen]
        names = rng.sample(sorted(option_lists), rng.randint(0, min(3, len(option_lists))))
        goal_options = []
        for name in names:
            value = rng.choice(option_lists[name])
            goal_options.append(value.lower() if rng.random() < 0.7 else value.replace("/", " and ").lower())
        opts = "".join(f", and {name} {value}" if i else f" in {value} {name}"
                       for i, (name, value) in enumerate(zip(names, goal_options, strict=True)))
        text = rng.choice(TEMPLATES).format(article="a", attrs=" and ".join(goal_attrs), noun=noun, opts=opts)
        records.append({
            "asin": raw["asin"], "instruction": text + ("." if rng.random() < 0.5 else ""),
            "instruction_attributes": goal_attrs, "instruction_options": goal_options,
            "attributes": goal_attrs, "options": goal_options,
            "assignment_id": f"A{rng.randrange(10**9):09d}", "worker_id": f"W{rng.randrange(10**6):06d}",
        })
    return records


def _edge_rows(rng: random.Random, products: list[dict], attributes: dict[str, list[str]]) -> None:
    """Mutate/append the deliberate edge rows of spec §3 (in place)."""
    products[0].pop("pricing")  # missing pricing -> $100.0
    products[1]["pricing"] = "$10.99 - $15.99"
    products[2]["pricing"] = "$985.00"  # >= 980: only one price candidate -> no bound
    products[3]["customization_options"] = None
    products[4]["name"] = "Crème Brûlée Über Soft 抹茶 Matcha Throw Blanket™, Queen"
    products[4]["customization_options"] = {"color": [{"value": "Crème", "image": None},
                                                      {"value": "Grün/Weiß", "image": None},
                                                      {"value": "抹茶 green", "image": None}]}
    products[5]["name"] = "2 x 500 ml"  # a title without nouns
    products[5]["query"] = "500 ml"
    products[6]["customization_options"] = {"color": [{"value": "Natural", "image": None},
                                                      {"value": "Black", "image": None}],
                                            "scent": [{"value": "natural", "image": None},
                                                      {"value": None, "image": None},
                                                      {"value": "Lavender", "image": None}],
                                            "style": None}
    duplicate = dict(products[7], name="Duplicate Row That Must Be Ignored")
    too_long = dict(products[8], asin="B0TOOLONG11")
    nan = dict(products[9], asin="nan")
    products.extend([duplicate, too_long, nan])


def generate_catalogue(out: str | Path, seed: int = 0, num_products: int = 2000) -> dict[str, Any]:
    """Write the bundled catalogue to ``out`` and return its manifest.

    Args:
        out: Output directory (created).
        seed: Seed of every random choice.
        num_products: Products before the edge rows are added.
    """
    out = Path(out)
    out.mkdir(parents=True, exist_ok=True)
    rng = random.Random(f"records:{seed}")
    products, attributes = [], {}
    for raw, attrs in iter_raw_products(num_products, seed):
        products.append(raw)
        attributes[raw["asin"]] = attrs
    _edge_rows(rng, products, attributes)
    ins_v2: dict[str, Any] = {}
    human: dict[str, list[dict[str, Any]]] = {}
    for position, raw in enumerate(products[:num_products]):
        attrs = attributes[raw["asin"]]
        if position % 50 == 49:  # a few products without attributes: they fall back to DUMMY_ATTR
            continue
        ins_v2[raw["asin"]] = {
            "attributes": attrs,
            "instruction": f"i need a {raw['query'].strip().lower()} that is {attrs[0]}",
            "instruction_attributes": attrs[:1],
        }
        if position < 8 or rng.random() < 0.85:
            human[raw["asin"]] = _human_records(rng, raw, attrs, rng.choice((1, 1, 2, 2, 3)))
    first = products[10]["asin"]
    human.setdefault(first, _human_records(rng, products[10], attributes[first], 1))
    human[first].append(dict(human[first][0], instruction="buy anything", instruction_attributes=[]))
    for asin in (products[4]["asin"], products[6]["asin"]):  # goals on non-ASCII / shared-value options
        record = _human_records(rng, products[[p["asin"] for p in products].index(asin)], attributes[asin], 1)[0]
        option = "crème" if asin == products[4]["asin"] else "natural"
        record["instruction_options"] = record["options"] = [option]
        human.setdefault(asin, []).append(record)
    files = {
        "items_shuffle.json": products,
        "items_ins_v2.json": ins_v2,
        "items_human_ins.json": human,
    }
    manifest: dict[str, Any] = {
        "generator": "agentgym_capo.envs.webshop.generate",
        "generator_version": GENERATOR_VERSION,
        "seed": seed,
        "num_products": num_products,
        "test_size": BUNDLED_TEST_SIZE,
        "files": {},
    }
    for name, payload in files.items():
        text = json.dumps(payload, ensure_ascii=False, separators=(",", ":"))
        (out / name).write_text(text, encoding="utf-8")
        manifest["files"][name] = {"sha256": sha256_text(text),
                                   "bytes": len(text.encode("utf-8"))}
    (out / "manifest.json").write_text(json.dumps(manifest, indent=2) + "\n", encoding="utf-8")
    return manifest


def main(argv: list[str] | None = None) -> None:
    """Command-line entry point."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--out", default="data/webshop")
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--products", type=int, default=2000)
    args = parser.parse_args(argv)
    manifest = generate_catalogue(args.out, args.seed, args.products)
    print(json.dumps(manifest, indent=2))


if __name__ == "__main__":
    main()
