"""The docs' generated parts: numbers and tables rendered from their sources when the site is built.

A MkDocs hook (``mkdocs.yml``: ``hooks: [docs/hooks/generated.py]``) and a small command. Three marks are
expanded in every page before MkDocs reads its Markdown:

* ``[[table NAME ARGS]]`` on a line of its own: a table from :data:`TABLES` (``config-reference``: every
  ``CAPOConfig`` field from its help text and its rule; ``compare FILE``: a ``capo compare`` result's tables;
  ``benchmarks``: one row per benchmark script from ``benchmarks/catalogue.py``; ``algorithms``: the
  algorithm presets).
* ``[[FILE.json: TEMPLATE]]`` inline: one number (or a few) from ``benchmarks/results/FILE.json``, written as a
  Python format template over the JSON (``[[compare_relay_demo.json: {methods[capo][rise][difference]:+.2f}]]``;
  a JSON list is ``data``). A re-measured result updates every page that quotes it.
* Links to repository files outside ``docs/`` (``../benchmarks/results/x.png``, ``../agentgym_capo/x.py``): a
  file that exists is copied into the site under ``repo/`` and the link points there, so pictures show and
  sources open; a Markdown file or a folder becomes its path in code (the site does not render them); a target
  that does not exist is left alone, so ``mkdocs build --strict`` fails on it.

Files MkDocs does not build (the README, ``benchmarks/README.md``) carry the same numbers between
``<!-- generated: MARK -->`` and ``<!-- end generated -->``, where MARK is one of the marks above;
``python docs/hooks/generated.py`` rewrites them and ``tests/test_docs_site.py`` checks that they are current.

Choice: the marks are plain text rather than a macro language (mkdocs-macros brings Jinja, whose ``{{ }}``
collides with code samples); a template is Python's ``str.format`` so a page says exactly which field it quotes.
"""

from __future__ import annotations

import _string
import importlib.util
import json
import re
import string
import sys
from collections.abc import Callable
from pathlib import Path

HOOKS = Path(__file__).resolve().parent
DOCS = HOOKS.parent
REPO = DOCS.parent
RESULTS = REPO / "benchmarks" / "results"
#: Files outside ``docs/`` that quote generated numbers (rewritten by ``python docs/hooks/generated.py``).
SYNCED_FILES = (REPO / "README.md", REPO / "benchmarks" / "README.md")
if str(REPO) not in sys.path:  # benchmarks/catalogue.py and the package, also when run as a script
    sys.path.insert(0, str(REPO))

TABLE_MARK = re.compile(r"^\[\[table ([\w-]+)((?: [^\]\s]+)*)\]\]$", re.MULTILINE)
VALUE_MARK = re.compile(r"\[\[([\w./-]+\.json): (.+?)\]\]")
SYNCED_BLOCK = re.compile(r"<!-- generated: (.+?) -->\n?(.*?)<!-- end generated -->", re.DOTALL)
LINK = re.compile(r"(!?)\[([^\]]*)\]\(([^)\s]+)\)")
FENCE = re.compile(r"^(```|~~~).*?^\1", re.DOTALL | re.MULTILINE)


class GeneratedDocsError(ValueError):
    """A mark names a table, result file or field that does not exist (the build stops with this line)."""


def load_result(name: str) -> object:
    """The JSON of ``benchmarks/results/NAME``."""
    path = RESULTS / name
    if not path.is_file():
        raise GeneratedDocsError(f"Expected a result file benchmarks/results/{name}; found none. Fix the mark's "
                                 "file name or commit the result.")
    return json.loads(path.read_text(encoding="utf-8"))


class _ResultFormatter(string.Formatter):
    """``str.format`` where ``[0]`` also finds the JSON key ``"0"`` (JSON objects have text keys only)."""

    def get_field(self, field_name, args, kwargs):
        first, rest = _string.formatter_field_name_split(field_name)
        value = self.get_value(first, args, kwargs)
        for is_attribute, key in rest:
            if is_attribute:
                value = getattr(value, key)
            elif isinstance(value, dict) and key not in value and str(key) in value:
                value = value[str(key)]
            else:
                value = value[key]
        return value, first


def render_value(name: str, template: str) -> str:
    """``template`` formatted over the result ``name`` (its keys as names; the whole JSON as ``data``)."""
    data = load_result(name)
    fields = dict(data) if isinstance(data, dict) else {}
    try:
        return _ResultFormatter().format(template, data=data, **fields)
    except (KeyError, IndexError, TypeError, ValueError) as error:
        raise GeneratedDocsError(f"Expected {template!r} to format benchmarks/results/{name}; it failed with "
                                 f"{type(error).__name__}: {error}. Fix the template's field path.") from error


def _config_reference(*_args: str) -> str:
    spec = importlib.util.spec_from_file_location("docs_config_reference", HOOKS / "config_reference.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)  # a sibling file, not a package: MkDocs loads hooks by path
    return module.config_reference()


def _compare(name: str) -> str:
    from agentgym_capo.compare.result import markdown_summary

    return markdown_summary(load_result(name))


def _benchmarks(*_args: str) -> str:
    from benchmarks.catalogue import benchmarks_table

    return benchmarks_table(render_value)


def _algorithms(*_args: str) -> str:
    from agentgym_capo.trainer.algos.presets import ALGO_PRESETS

    lines = ["| `algo` | advantage estimator | ratio | clip ε | critic | trajectories per task | "
             "section of docs/algorithms.md |",
             "|---|---|---|---|---|---|---|"]
    for name, preset in ALGO_PRESETS.items():
        lines.append(f"| `{name}` | `{preset.estimator}` | `{preset.ratio_variant}` | {preset.epsilon:g} | "
                     f"{'yes' if preset.needs_critic else 'no'} | {preset.group_size} | {preset.source} |")
    return "\n".join(lines) + "\n"


#: The tables a page can ask for: ``[[table NAME ARGS]]``.
TABLES: dict[str, Callable[..., str]] = {
    "config-reference": _config_reference,
    "compare": _compare,
    "benchmarks": _benchmarks,
    "algorithms": _algorithms,
}


def render_table(name: str, args: str = "") -> str:
    """The Markdown of table ``name`` with its space-separated ``args``."""
    if name not in TABLES:
        raise GeneratedDocsError(f"Expected a table named one of {sorted(TABLES)}; found {name!r}.")
    return TABLES[name](*args.split()).rstrip("\n")


def expand_marks(text: str) -> str:
    """``text`` with every table and value mark replaced by what it renders (fenced code is left as is)."""

    def expand(part: str) -> str:
        part = TABLE_MARK.sub(lambda m: render_table(m.group(1), m.group(2)), part)
        return VALUE_MARK.sub(lambda m: render_value(m.group(1), m.group(2)), part)

    return _outside_fences(text, expand)


def _outside_fences(text: str, change: Callable[[str], str]) -> str:
    pieces, last = [], 0
    for fence in FENCE.finditer(text):
        pieces += [change(text[last:fence.start()]), fence.group(0)]
        last = fence.end()
    return "".join(pieces + [change(text[last:])])


def sync_text(text: str) -> str:
    """``text`` with each ``<!-- generated: MARK -->...<!-- end generated -->`` block rendered afresh."""

    def block(match: re.Match[str]) -> str:
        mark = match.group(1)
        body = expand_marks(f"[[{mark}]]")
        newline = "\n" if mark.startswith("table ") else ""
        return f"<!-- generated: {mark} -->{newline}{body}{newline}<!-- end generated -->"

    return SYNCED_BLOCK.sub(block, text)


# --------------------------------------------------------------------------- repository links
def _repo_link(match: re.Match[str], page_dir: Path, docs_dir: Path, add_file: Callable[[str, Path], str]) -> str:
    bang, text, url = match.groups()
    if re.match(r"^[a-z]+:|^#|^/", url):
        return match.group(0)
    path_part, _, anchor = url.partition("#")
    target = (page_dir / path_part).resolve()
    if target.is_relative_to(docs_dir) or not target.is_relative_to(REPO) or not target.exists():
        return match.group(0)  # a docs link, or a broken one MkDocs reports
    relative = target.relative_to(REPO).as_posix()
    if target.is_dir() or target.suffix == ".md":
        shown = f"`{relative}`"
        return shown if text.strip("`") == relative else f"{text} ({shown})"
    return f"{bang}[{text}]({add_file(relative, target)}{'#' + anchor if anchor else ''})"


def rewrite_repo_links(text: str, page_path: Path, docs_dir: Path, add_file: Callable[[str, Path], str]) -> str:
    """Links from ``page_path`` to repository files outside ``docs_dir``, pointed at copies in the site."""
    return _outside_fences(text, lambda part: LINK.sub(
        lambda m: _repo_link(m, page_path.parent, docs_dir.resolve(), add_file), part))


# --------------------------------------------------------------------------- MkDocs hook
def on_page_markdown(markdown: str, page, config, files) -> str:
    """Expand the marks and redirect repository links (MkDocs calls this for every page)."""
    from mkdocs.structure.files import File

    docs_dir = Path(config["docs_dir"])
    depth = page.file.src_uri.count("/")

    def add_file(relative: str, source: Path) -> str:
        uri = f"repo/{relative}"
        if files.get_file_from_path(uri) is None:
            files.append(File.generated(config, uri, abs_src_path=str(source)))
        return "../" * depth + uri

    text = expand_marks(markdown)
    return rewrite_repo_links(text, docs_dir / page.file.src_uri, docs_dir, add_file)


def main() -> int:
    """Rewrite the generated blocks of :data:`SYNCED_FILES`; print which changed."""
    for path in SYNCED_FILES:
        old = path.read_text(encoding="utf-8")
        new = sync_text(old)
        if new != old:
            path.write_text(new, encoding="utf-8")
            print(f"updated {path.relative_to(REPO)}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
