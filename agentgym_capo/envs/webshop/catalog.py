"""WebShop data, the import surface: official formats, goals and splits, preparing, and the product store.

One concept per module: :mod:`.formats` (reading the official files, normalising products), :mod:`.goals`
(goals and splits), :mod:`.prepare` (writing a store directory), :mod:`.store` (opening and reading one).
They mirror the QA data modules (:mod:`agentgym_capo.envs.qa.prepare`, ``resources``, ``formats``).

Two kinds of directory are accepted as ``data_dir``:

* a **source** directory holding the official files (``items_shuffle*.json``, ``items_ins_v2*.json``,
  ``items_human_ins.json``; ``.json.gz`` works too), such as the bundled synthetic catalogue or the full
  release a user downloaded. It is prepared on first use into the cache directory and reused afterwards;
* a **store** directory written by :func:`prepare_webshop` (``capo data prepare webshop --source DIR
  --out OUT``).
"""

from __future__ import annotations

from agentgym_capo.envs.webshop.formats import (
    effective_price,
    index_text,
    iter_json_array,
    normalize_product,
    options_text,
    parse_pricing,
)
from agentgym_capo.envs.webshop.goals import (
    DEFAULT_TEST_SIZE,
    GOAL_SOURCES,
    NO_PRICE_UPPER,
    PRICE_MODES,
    SPLIT_SCHEMES,
    SPLIT_SEED,
    build_goals,
    split_goals,
)
from agentgym_capo.envs.webshop.prepare import STORE_KIND, STORE_VERSION, prepare_webshop, write_store
from agentgym_capo.envs.webshop.store import WebShopStore, bundled_source_dir, open_store

__all__ = [
    "DEFAULT_TEST_SIZE",
    "GOAL_SOURCES",
    "NO_PRICE_UPPER",
    "PRICE_MODES",
    "SPLIT_SCHEMES",
    "SPLIT_SEED",
    "STORE_KIND",
    "STORE_VERSION",
    "WebShopStore",
    "build_goals",
    "bundled_source_dir",
    "effective_price",
    "index_text",
    "iter_json_array",
    "normalize_product",
    "open_store",
    "options_text",
    "parse_pricing",
    "prepare_webshop",
    "split_goals",
    "write_store",
]
