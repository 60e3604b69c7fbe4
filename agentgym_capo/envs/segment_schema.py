"""The versioned JSON Schema of ``info["segment"]``, shipped in the package, and the helpers that read it.

>>> from agentgym_capo.envs.segment_schema import SEGMENT_SCHEMA_VERSION, segment_schema
>>> SEGMENT_SCHEMA_VERSION
1
>>> segment_schema()["properties"]["schema_version"]["const"]
1

Every ``capo/`` env writes :data:`SEGMENT_SCHEMA_VERSION` into each segment (``schema_version``, a field of
:class:`~agentgym_capo.envs.core.ActionSegment`); every adapter that flattens segments into columns (verl's
``extra_fields``, ``capo export``) reads the version of the segment it was given with :func:`segment_version`,
so this constant is the one place the version is written. ``docs/segment.md`` is the page for other frameworks.

Choices made here:

* **The version is an integer**, raised whenever a field is added, removed or changes meaning (the schema
  forbids fields it does not list, so an undocumented field fails the per-env test). A reader refuses versions
  it does not know rather than guess. Each version's schema stays in the package as ``segment.v<N>.schema.json``.
* **A segment without ``schema_version`` is version 1** (:data:`UNVERSIONED_SEGMENT_VERSION`): the field came
  with version 1, and segments written before it (old recordings, an older server) have exactly its other
  fields.
* **``jsonschema`` is not a dependency of the package**: the schema is data, and only :func:`validate_segment`
  needs a validator; it imports ``jsonschema`` when called and names the extra (``[schema]``) when it is missing.
"""

from __future__ import annotations

import functools
import json
from collections.abc import Mapping
from importlib import resources
from typing import Any

from agentgym_capo.errors import CapoError, ConfigError
from agentgym_capo.optional import import_extra

__all__ = ["SEGMENT_SCHEMA_VERSION", "UNVERSIONED_SEGMENT_VERSION", "SegmentSchemaError", "segment_schema",
           "segment_version", "validate_segment"]

#: The version of ``info["segment"]`` this package writes (the one place it is set).
SEGMENT_SCHEMA_VERSION = 1
#: The version of a segment written before ``schema_version`` existed.
UNVERSIONED_SEGMENT_VERSION = 1


class SegmentSchemaError(CapoError, ValueError):
    """A segment does not follow the schema of its version."""


def _schema_file(version: int) -> str:
    return f"segment.v{version}.schema.json"


@functools.cache
def _load(version: int) -> str:
    path = resources.files("agentgym_capo.envs").joinpath(_schema_file(version))
    if not path.is_file():
        raise ConfigError(f"No segment schema of version {version!r} ships with this package (it has version "
                          f"{SEGMENT_SCHEMA_VERSION}); upgrade agentgym_capo to read newer segments.")
    return path.read_text(encoding="utf-8")


def segment_schema(version: int = SEGMENT_SCHEMA_VERSION) -> dict[str, Any]:
    """Return the JSON Schema of segments of ``version`` (a fresh dict, loaded from the package's data).

    Raises:
        ConfigError: This package ships no schema of that version.
    """
    return json.loads(_load(version))


def segment_version(segment: Mapping[str, Any]) -> int:
    """The ``schema_version`` of ``segment`` (:data:`UNVERSIONED_SEGMENT_VERSION` when it has none)."""
    version = segment.get("schema_version", UNVERSIONED_SEGMENT_VERSION)
    if isinstance(version, bool) or not isinstance(version, int):
        raise SegmentSchemaError(f"schema_version must be an integer, got {version!r}; the segment was not "
                                 "written by agentgym_capo or a follower of its schema.")
    return version


def validate_segment(segment: Mapping[str, Any]) -> None:
    """Check ``segment`` against the schema of its own version (needs the ``jsonschema`` package).

    Raises:
        SegmentSchemaError: The segment breaks its schema (the message names the first field at fault).
        ConfigError: ``jsonschema`` is not installed, or the segment's version is unknown to this package.
    """
    jsonschema = import_extra("jsonschema", "schema", "Validating a segment")
    schema = segment_schema(segment_version(segment))
    validator = jsonschema.Draft202012Validator(schema)
    errors = sorted(validator.iter_errors(dict(segment)), key=lambda error: list(error.absolute_path))
    if errors:
        error = errors[0]
        where = "/".join(str(part) for part in error.absolute_path) or "(the segment)"
        raise SegmentSchemaError(f"Segment field {where} breaks the segment schema v{segment_version(segment)}: "
                                 f"{error.message} ({len(errors)} problem(s) in all; see docs/segment.md).")
