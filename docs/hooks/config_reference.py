"""The configuration reference: every ``CAPOConfig`` field from its help text and its rule, never typed by hand.

Read from the one source of each fact: the fields, their types, defaults and help from
``dataclasses.fields(CAPOConfig)`` (``agentgym_capo/trainer/config.py``), the section each belongs to from the
``# ---- section`` comments of that class body, and the allowed values from
:data:`agentgym_capo.trainer.config_fields.FIELD_RULES` (the same rules ``capo train`` and ``__post_init__``
check). Inherited TRL/transformers fields appear when the trainer checks a rule of theirs; the rest are TRL's
(its own documentation lists them).
"""

from __future__ import annotations

import ast
import dataclasses
import re
from pathlib import Path

CONFIG_SOURCE = Path(__file__).resolve().parents[2] / "agentgym_capo" / "trainer" / "config.py"
SECTION = re.compile(r"^\s*# -{5,} (.+?)\s*$")


def field_sections(source: Path = CONFIG_SOURCE) -> dict[str, str]:
    """``{field: section}`` for the fields ``CAPOConfig`` declares, from the section comments in its body."""
    lines = source.read_text(encoding="utf-8").splitlines()
    tree = ast.parse("\n".join(lines))
    cls = next(node for node in tree.body if isinstance(node, ast.ClassDef) and node.name == "CAPOConfig")
    starts = {index + 1: SECTION.match(line).group(1) for index, line in enumerate(lines) if SECTION.match(line)}
    sections: dict[str, str] = {}
    for item in cls.body:
        if isinstance(item, ast.AnnAssign) and isinstance(item.target, ast.Name):
            above = [line for line in starts if line < item.lineno]
            sections[item.target.id] = starts[max(above)] if above else "general"
    return sections


def _cell(text: object) -> str:
    return " ".join(str(text).split()).replace("|", "\\|")


def _help(text: str) -> str:
    """A help text is plain text (the CLI prints it): its square brackets are escaped, so Markdown does not read
    ``info['segment']['format_ok']`` as a reference link that autorefs then fails to resolve."""
    return _cell(text).replace("[", "\\[").replace("]", "\\]")


def _default(field: dataclasses.Field) -> str:
    if field.default is not dataclasses.MISSING:
        return f"`{field.default!r}`"
    if field.default_factory is not dataclasses.MISSING:  # type: ignore[misc]
        return f"`{field.default_factory()!r}`"  # type: ignore[misc]
    return "required"


def _allowed(name: str) -> str:
    from agentgym_capo.trainer.config_fields import FIELD_RULES

    rule = FIELD_RULES.get(name)
    return _cell(rule.describe()) if rule is not None else ""


def _table(rows: list[dataclasses.Field]) -> list[str]:
    lines = ["| field | type | default | allowed | what it does |", "|---|---|---|---|---|"]
    for field in rows:
        lines.append(f"| `{field.name}` | `{_cell(field.type)}` | {_cell(_default(field))} | {_allowed(field.name)} | "
                     f"{_help(field.metadata.get('help', ''))} |")
    return lines


def config_reference() -> str:
    """The reference as Markdown: one table per section of CAPO's own fields, then the inherited fields whose
    values the trainer checks."""
    from agentgym_capo.trainer.config import CAPOConfig
    from agentgym_capo.trainer.config_fields import FIELD_RULES

    sections = field_sections()
    fields = {field.name: field for field in dataclasses.fields(CAPOConfig)}
    lines: list[str] = []
    for section in dict.fromkeys(sections.values()):
        lines += ["", f"## {section.capitalize()}", ""]
        lines += _table([fields[name] for name, where in sections.items() if where == section and name in fields])
    inherited = [fields[name] for name in FIELD_RULES if name in fields and name not in sections]
    lines += ["", "## Inherited fields the trainer checks", "",
              "Fields of TRL's `GRPOConfig` (and transformers' `TrainingArguments`) whose values `CAPOTrainer` "
              "relies on; every other inherited field keeps TRL's meaning and default.", ""]
    lines += _table(inherited)
    return "\n".join(lines).strip("\n") + "\n"
