"""Frozen task sets: each env id's data manifest (files + sha256, splits, ordered task ids) and ``capo verify``.

``capo verify`` checks the installed data of every registered id (or of the ids given) against the manifests
committed under ``data/manifests/`` and fails loudly, naming each changed, missing or unexpected file and
each split whose task order changed, so that a published number is reproduced on the same tasks.
Maintainers regenerate the manifests after changing bundled data with ``capo verify --write``.

``capo verify --data-dir DIR`` checks a store written by ``capo data prepare`` instead: its files against the
checksums in its own ``manifest.json`` (same per-file record as here, :mod:`agentgym_capo.integrity`) and every
row read as the env reads it; see :func:`verify_store`.

A manifest (``data/manifests/<Name-vN>.json``) records:

* ``env_id``, ``entry_point``, ``default_kwargs`` and ``max_episode_steps`` of the registry row;
* ``data`` — the bundled directory the id reads (relative to ``data/``) and every file in it with its
  sha256 and size; envs without data files (the sanity envs, whose tasks are derived from their ids)
  state ``"files": {}`` and say so in ``note``;
* ``splits`` — for the registered split and every other split the env lists without being rebuilt, the
  ordered task ids, their count and the sha256 of the ids joined by newlines.

Which files belong to an id: an env may define ``data_files()`` (paths under ``data/``); otherwise the
directory is found by convention from the entry point ``agentgym_capo.envs.<family>...``:
``data/<family>/<dataset>`` when the registry kwargs name a ``dataset`` and that directory exists, else
``data/<family>`` when it exists, else none. Hidden files and ``__pycache__`` are ignored.
"""

from __future__ import annotations

import argparse
import json
import os
from collections.abc import Iterable, Sequence
from pathlib import Path
from typing import Any

from agentgym_capo.errors import ManifestMismatchError
from agentgym_capo.integrity import compare_files, file_checksums
from agentgym_capo.jsonl import sha256_text

__all__ = [
    "FORMAT_VERSION",
    "build_manifest",
    "data_location",
    "manifest_path",
    "register",
    "verify_store",
    "verify_env",
    "verify_manifests",
    "write_manifests",
]

FORMAT_VERSION = 1
_EXTRA_SPLITS = ("train", "dev", "valid", "validation", "test", "valid_seen", "valid_unseen")
_SANITY_NOTE = "No data files: every task is derived from its task id by a seeded generator."
_GENERATED_NOTE = "No bundled data files for this id; the task ids below pin the task set."


def _data_root(data_root: str | os.PathLike | None) -> Path:
    if data_root is not None:
        return Path(data_root)
    from agentgym_capo.paths import data_dir

    return data_dir()


def manifest_path(env_id: str, manifest_dir: str | os.PathLike | None = None) -> Path:
    """Where the manifest of ``env_id`` lives (``data/manifests/<Name-vN>.json`` by default)."""
    directory = Path(manifest_dir) if manifest_dir is not None else _data_root(None) / "manifests"
    return directory / (env_id.split("/")[-1] + ".json")


def _entry(env_id: str):
    from agentgym_capo.envs.registry import entry_for

    return entry_for(env_id)


def data_location(env_id: str, data_root: str | os.PathLike | None = None, env: Any = None) -> str | None:
    """Return the bundled data directory of ``env_id`` relative to the data root, or None if it has none."""
    root = _data_root(data_root)
    hook = getattr(getattr(env, "unwrapped", env), "data_files", None)
    if callable(hook):
        files = [Path(p) for p in hook()]
        if not files:
            return None
        common = Path(os.path.commonpath([str(p if p.is_dir() else p.parent) for p in files]))
        try:
            return common.relative_to(_data_root(None)).as_posix()
        except ValueError:
            return common.as_posix()
    entry = _entry(env_id)
    parts = entry.entry_point.split(":")[0].split(".")
    if len(parts) < 3 or parts[:2] != ["agentgym_capo", "envs"]:
        return None
    family = parts[2]
    dataset = entry.kwargs.get("dataset")
    for candidate in ([f"{family}/{dataset}"] if dataset else []) + [family]:
        if (root / candidate).is_dir():
            return candidate
    return None


def _ids_hash(ids: Sequence[str]) -> str:
    return sha256_text("\n".join(ids))


def _splits(env: Any, default_split: str | None) -> dict[str, dict[str, Any]]:
    unwrapped = env.unwrapped
    names = list(getattr(unwrapped, "splits", None) or [])
    names += [name for name in ([default_split] if default_split else []) + list(_EXTRA_SPLITS) if name not in names]
    splits = {}
    for name in names:
        try:
            ids = [str(task_id) for task_id in unwrapped.task_ids(name)]
        except Exception:  # noqa: BLE001  (a split this env does not have, or cannot list without a rebuild)
            continue
        if ids:
            splits[name] = {"count": len(ids), "sha256": _ids_hash(ids), "task_ids": ids}
    return splits


def build_manifest(env_id: str, *, data_root: str | os.PathLike | None = None, with_tasks: bool = True
                   ) -> dict[str, Any]:
    """Build the manifest of ``env_id`` from the data installed now (see the module docstring)."""
    import gymnasium as gym

    import agentgym_capo  # noqa: F401  (registers the ids)

    entry = _entry(env_id)
    env = gym.make(env_id) if with_tasks else None
    try:
        location = data_location(env_id, data_root, env)
        files = file_checksums(_data_root(data_root) / location) if location else {}
        family = entry.entry_point.split(":")[0].split(".")
        note = _SANITY_NOTE if "sanity" in family else _GENERATED_NOTE
        manifest: dict[str, Any] = {
            "format_version": FORMAT_VERSION,
            "env_id": env_id,
            "entry_point": entry.entry_point,
            "default_kwargs": dict(entry.kwargs),
            "max_episode_steps": entry.max_episode_steps,
            "default_split": entry.kwargs.get("split", getattr(getattr(env, "unwrapped", None), "split", None)),
            "data": {"root": location, "files": files,
                     "sha256": sha256_text(json.dumps(files, sort_keys=True)),
                     **({} if location else {"note": note})},
        }
        if env is not None:
            manifest["splits"] = _splits(env, manifest["default_split"])
        return manifest
    finally:
        if env is not None:
            env.close()


def write_manifests(env_ids: Iterable[str] | None = None, *, manifest_dir: str | os.PathLike | None = None,
                    data_root: str | os.PathLike | None = None) -> list[Path]:
    """Write (or overwrite) the manifests of ``env_ids`` (default: every registered id)."""
    from tqdm.auto import tqdm

    from agentgym_capo.envs.registry import registered_ids

    written = []
    for env_id in tqdm(list(env_ids or registered_ids()), desc="manifests", unit="env"):
        path = manifest_path(env_id, manifest_dir)
        path.parent.mkdir(parents=True, exist_ok=True)
        manifest = build_manifest(env_id, data_root=data_root)
        path.write_text(json.dumps(manifest, indent=1, sort_keys=True, ensure_ascii=False) + "\n", encoding="utf-8")
        written.append(path)
    return written


def _compare_splits(expected: dict[str, Any], found: dict[str, Any]) -> list[str]:
    problems = []
    for split, recorded in expected.items():
        current = found.get(split)
        if current is None:
            problems.append(f"split {split!r} ({recorded['count']} tasks) is gone")
        elif current["sha256"] != recorded["sha256"]:
            old, new = recorded.get("task_ids") or [], current["task_ids"]
            first = next((i for i, (a, b) in enumerate(zip(old, new, strict=False)) if a != b), min(len(old), len(new)))
            problems.append(f"split {split!r} task order changed: {recorded['count']} tasks expected, "
                            f"{current['count']} found; first difference at position {first} "
                            f"({old[first] if first < len(old) else '<end>'!r} -> "
                            f"{new[first] if first < len(new) else '<end>'!r})")
    return problems


def verify_env(env_id: str, *, manifest_dir: str | os.PathLike | None = None,
               data_root: str | os.PathLike | None = None, check_tasks: bool = True) -> list[str]:
    """Return every difference between the installed data of ``env_id`` and its manifest (empty: all good)."""
    path = manifest_path(env_id, manifest_dir)
    if not path.is_file():
        return [f"no manifest at {path}; a maintainer creates it with `capo verify --write {env_id}`"]
    expected = json.loads(path.read_text(encoding="utf-8"))
    current = build_manifest(env_id, data_root=data_root, with_tasks=check_tasks)
    problems = [f"registry {key} changed: manifest has {expected.get(key)!r}, registry has {current[key]!r} "
                "(bump the id's -vN when dynamics or data change)"
                for key in ("entry_point", "default_kwargs", "max_episode_steps") if expected.get(key) != current[key]]
    if expected["data"].get("root") != current["data"]["root"]:
        problems.append(f"data directory changed: manifest has {expected['data'].get('root')!r}, "
                        f"found {current['data']['root']!r}")
    where = str(_data_root(data_root) / (current["data"]["root"] or ""))
    problems += compare_files(expected["data"]["files"], current["data"]["files"], where)
    if check_tasks:
        problems += _compare_splits(expected.get("splits", {}), current.get("splits", {}))
    return problems


def verify_manifests(env_ids: Iterable[str] | None = None, *, manifest_dir: str | os.PathLike | None = None,
                     data_root: str | os.PathLike | None = None, check_tasks: bool = True,
                     echo: bool = True) -> dict[str, list[str]]:
    """Verify several ids; raise :class:`ManifestMismatchError` listing every problem if any id fails."""
    from agentgym_capo.envs.registry import registered_ids

    results = {}
    for env_id in list(env_ids or registered_ids()):
        problems = verify_env(env_id, manifest_dir=manifest_dir, data_root=data_root, check_tasks=check_tasks)
        results[env_id] = problems
        if echo:
            print(f"{'OK  ' if not problems else 'FAIL'} {env_id}" + "".join(f"\n     - {p}" for p in problems))
    failed = {env_id: problems for env_id, problems in results.items() if problems}
    if failed:
        lines = [f"{env_id}: {problem}" for env_id, problems in failed.items() for problem in problems]
        raise ManifestMismatchError(
            f"{len(failed)} of {len(results)} env id(s) do not match their frozen manifests:\n  "
            + "\n  ".join(lines)
            + "\nReinstall the package (or restore data/) to reproduce published numbers; if the change is "
            "intended, bump the env id's version and regenerate with `capo verify --write`.")
    return results


def _check_webshop(directory: Path, manifest: dict[str, Any]) -> None:
    from agentgym_capo.envs.webshop.store import WebShopStore

    WebShopStore(directory).check(full=True)


def _check_papers(directory: Path, manifest: dict[str, Any]) -> None:
    from agentgym_capo.envs.papersearch.store import check_corpus_dir

    check_corpus_dir(directory, full=True)


def _check_qa(directory: Path, manifest: dict[str, Any]) -> None:
    from agentgym_capo.envs.qa.corpus import load_corpus
    from agentgym_capo.envs.qa.resources import check_prepared_dir, resolve_dataset

    dataset = str(manifest.get("dataset", "hotpotqa"))
    check_prepared_dir(directory, dataset, full=True)
    load_corpus(resolve_dataset(dataset, directory).corpus)


# A prepared store's manifest kind -> its deep check (every file hashed, every row read); raises DataError.
STORE_CHECKS: dict[str, Any] = {
    "capo-webshop-store": _check_webshop,
    "capo-papersearch-store": _check_papers,
    "capo-qa-store": _check_qa,
}


def verify_store(directory: str | os.PathLike) -> dict[str, Any]:
    """Check a store written by ``capo data prepare`` (``capo verify --data-dir DIR``) and return its manifest.

    Every file is hashed against the store's ``manifest.json`` and the store is read as the env reads it
    (for WebShop: SQLite's integrity check and every product row validated).

    Raises:
        DataError: The directory is not a prepared store, or a file or row is damaged (the message names it).
    """
    from agentgym_capo.errors import DataError
    from agentgym_capo.integrity import read_store_manifest

    directory = Path(directory)
    if not (directory / "manifest.json").is_file():
        raise DataError(f"Expected a store prepared by `capo data prepare` at {directory} (with manifest.json), "
                        "found none. Pass the --out directory of `capo data prepare`.")
    manifest = read_store_manifest(directory, "prepared store", "capo data prepare NAME --source DIR --out OUT")
    check = STORE_CHECKS.get(manifest.get("kind"))
    if check is None:
        raise DataError(f"{directory / 'manifest.json'} is not the manifest of a prepared store (kind "
                        f"{manifest.get('kind')!r}; known: {', '.join(STORE_CHECKS)}). Pass the --out directory "
                        "of `capo data prepare`.")
    check(directory, manifest)
    return manifest


def _run(args: argparse.Namespace) -> int:
    if args.data_dir:
        for directory in args.data_dir:
            manifest = verify_store(directory)
            print(f"OK   {directory} ({manifest['kind']}, {len(manifest.get('files', {}))} files)")
        return 0
    if args.write:
        for path in write_manifests(args.env_ids or None, manifest_dir=args.manifest_dir, data_root=args.data_root):
            print(f"wrote {path}")
        return 0
    verify_manifests(args.env_ids or None, manifest_dir=args.manifest_dir, data_root=args.data_root,
                     check_tasks=not args.skip_tasks)
    return 0


def register(subparsers: argparse._SubParsersAction) -> None:
    """Add ``capo verify [ENV_ID ...] [--write] [--skip-tasks] [--manifest-dir DIR] [--data-root DIR]``
    and ``capo verify --data-dir DIR`` (a prepared store)."""
    verify = subparsers.add_parser(
        "verify", help="Check the installed data and task order of env ids against their frozen manifests.")
    verify.add_argument("env_ids", nargs="*", help="Env ids (default: every registered id).")
    verify.add_argument("--write", action="store_true", help="Maintainers: (re)generate the manifests instead.")
    verify.add_argument("--skip-tasks", action="store_true", help="Check data files only (no env is built).")
    verify.add_argument("--manifest-dir", help="Directory of manifests (default: data/manifests).")
    verify.add_argument("--data-root", help="Data directory to check (default: the installed bundled data).")
    verify.add_argument("--data-dir", action="append", metavar="DIR",
                        help="Check a store made by `capo data prepare` instead (repeatable): every file against "
                        "its checksums and every row read.")
    verify.set_defaults(func=_run)
