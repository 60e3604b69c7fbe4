"""Generate ``docs/envs/index.md`` from the registry, the env classes and one scripted episode per id.

Run ``python -m agentgym_capo.interop.docs`` (writes ``docs/envs/index.md``) or add ``--check`` in CI (exit
1 if the committed page differs from what the registry generates now). Only ``index.md`` is written;
hand-written pages ``docs/envs/<family>.md`` (e.g. ``qa.md``) are linked, never touched.

For each id the page shows what cannot drift when generated: the registry row (entry point, step limit,
default kwargs, summary), the class docstring's first paragraph, the constructor's keyword arguments with
their defaults, the tools, the system prompt and the first user prompt of task 0 (seed 0), the reward
components and ``info`` keys an oracle episode produced (and its return), the bundled data (from the
manifest builder: directory, files, bytes, tasks per split), and the speed measured by
``benchmarks/env_speed.py`` when its results file exists.
"""

from __future__ import annotations

import argparse
import inspect
import json
import sys
from collections.abc import Sequence
from pathlib import Path
from typing import Any

__all__ = ["generate_index", "main"]

_STANDARD_INFO_KEYS = {"segment", "messages", "tools", "task_id", "step", "feedback", "admissible_actions"}
_PROMPT_CHARS = 1200
_SPEED_FILE = Path("benchmarks/results/env_speed.json")


def _family(entry_point: str) -> str:
    parts = entry_point.split(":")[0].split(".")
    return parts[2] if len(parts) > 2 and parts[:2] == ["agentgym_capo", "envs"] else parts[-1]


def _first_paragraph(text: str | None) -> str:
    if not text:
        return "(no docstring)"
    return inspect.cleandoc(text).split("\n\n")[0].strip()


def _kwargs_table(cls: type, defaults: dict[str, Any]) -> list[str]:
    rows = ["| kwarg | default | registered |", "|---|---|---|"]
    seen = set()
    for klass in cls.__mro__:
        init = klass.__dict__.get("__init__")
        if init is None:
            continue
        for name, parameter in inspect.signature(init).parameters.items():
            if name in seen or name == "self" or parameter.kind in (parameter.VAR_KEYWORD, parameter.VAR_POSITIONAL):
                continue
            seen.add(name)
            default = "required" if parameter.default is parameter.empty else f"`{parameter.default!r}`"
            registered = f"`{defaults[name]!r}`" if name in defaults else ""
            rows.append(f"| `{name}` | {default} | {registered} |")
        if klass.__name__ == "TextAgentEnv":
            break
    return rows


def _episode(env_id: str) -> dict[str, Any]:
    """Reset task 0 with seed 0 and play the oracle; collect prompt, reward components, info keys, return."""
    import gymnasium as gym

    env = gym.make(env_id)
    try:
        first = env.unwrapped.task_ids()[0]
        obs, info = env.reset(seed=0, options={"task_id": first})
        found = {"task_id": first, "prompt": obs, "system": next(
            (m["content"] for m in info["messages"] if m["role"] == "system"), ""), "components": set(),
            "info_keys": set(info) - _STANDARD_INFO_KEYS, "return": 0.0, "steps": 0, "end": None}
        for _ in range(env.spec.max_episode_steps or 50):
            try:
                action = env.unwrapped.oracle_action()
            except NotImplementedError:
                break
            obs, reward, terminated, truncated, info = env.step(action)
            found["components"] |= set(info["segment"]["reward_components"])
            found["info_keys"] |= set(info) - _STANDARD_INFO_KEYS
            found["return"] += reward
            found["steps"] += 1
            found["end"] = info["segment"]["terminal_reason"]
            if terminated or truncated:
                break
        return found
    finally:
        env.close()


def _data_lines(env_id: str) -> list[str]:
    from agentgym_capo.interop.manifest import build_manifest

    manifest = build_manifest(env_id)
    data = manifest["data"]
    splits = ", ".join(f"{name}: {split['count']}" for name, split in manifest.get("splits", {}).items())
    if data["root"]:
        size = sum(f["bytes"] for f in data["files"].values())
        line = f"`data/{data['root']}` — {len(data['files'])} files, {size / 1e6:.2f} MB"
    else:
        line = data.get("note", "No data files.").rstrip(".")
    return [f"- **Data:** {line}. Tasks per split: {splits or 'n/a'}. Check with `capo verify {env_id}`."]


def _speed_line(env_id: str, speed: dict[str, Any]) -> str:
    row = speed.get("envs", {}).get(env_id)
    if not row:
        return "- **Speed:** not measured yet (run `python benchmarks/env_speed.py`)."
    parts = [f"{key.replace('_', ' ')} {value:.3g}" for key, value in row.items() if isinstance(value, int | float)]
    machine = speed.get("machine", "this machine")
    if isinstance(machine, dict):  # benchmarks/harness.py's record of the machine
        machine = f"{machine.get('cpu_model', '?')}, {machine.get('cpus', '?')} cores"
    return f"- **Speed** ({machine}): " + ", ".join(parts) + "."


def _section(entry, docs_dir: Path, speed: dict[str, Any]) -> list[str]:
    import importlib

    module, _, name = entry.entry_point.partition(":")
    cls = getattr(importlib.import_module(module), name)
    episode = _episode(entry.id)
    family = _family(entry.entry_point)
    page = next((p for p in (f"{entry.kwargs.get('dataset', '')}.md", f"{family}.md")
                 if p != ".md" and (docs_dir / p).is_file()), None)
    tools = [f"`{tool.name}` — {tool.description}" for tool in getattr(cls, "tools", ())]
    prompt = episode["prompt"]
    if len(prompt) > _PROMPT_CHARS:
        prompt = prompt[:_PROMPT_CHARS] + "\n[...]"
    components = ", ".join(f"`{c}`" for c in sorted(episode["components"])) or "none"
    description = _first_paragraph(cls.__doc__)
    if "module docstring" in description:
        description = _first_paragraph(sys.modules[module].__doc__)
    lines = [f"## `{entry.id}`", "", entry.summary, ""]
    if page:
        lines += [f"Hand-written guide: [{page}]({page}).", ""]
    lines += [description, "",
              f"- **Class:** `{entry.entry_point}`",
              f"- **Step limit:** {entry.max_episode_steps} (`truncated=True`, `terminal_reason=\"max_steps\"`)",
              f"- **Tools:** {'; '.join(tools) if tools else 'none (plain-text actions)'}",
              f"- **Reward components** (oracle episode): {components}; "
              f"oracle return on `{episode['task_id']}`: {episode['return']:.3g} in {episode['steps']} steps "
              f"(ends `{episode['end']}`)",
              f"- **Extra `info` keys:** {', '.join(f'`{k}`' for k in sorted(episode['info_keys'])) or 'none'}",
              *_data_lines(entry.id), _speed_line(entry.id, speed), "",
              "Constructor kwargs:", "", *_kwargs_table(cls, entry.kwargs), ""]
    if episode["system"]:
        lines += ["System prompt:", "", "```text", episode["system"].strip(), "```", ""]
    lines += [f"First prompt (task `{episode['task_id']}`, seed 0):", "", "```text", prompt.strip(), "```", ""]
    return lines


def generate_index(docs_dir: str | Path = "docs/envs", *, speed_file: str | Path = _SPEED_FILE) -> str:
    """Return the text of ``docs/envs/index.md`` for every registered id."""
    import agentgym_capo  # noqa: F401  (registers the ids)
    from agentgym_capo.envs.registry import ENV_TABLE

    docs_dir = Path(docs_dir)
    speed_path = Path(speed_file)
    speed = json.loads(speed_path.read_text(encoding="utf-8")) if speed_path.is_file() else {}
    lines = ["# Environments", "",
             "<!-- Generated by `python -m agentgym_capo.interop.docs`; edit the registry or the env classes, "
             "not this file. -->", "",
             "Every id is a `gymnasium.Env` (`gym.make(id)` after `import agentgym_capo`) with the step-level "
             "contract ([contract.md](contract.md)): the observation is the full prompt, the action is the "
             "model's whole response, and `info[\"segment\"]` describes the action just taken. Use them from a "
             "plain loop, over "
             "HTTP (`capo serve env ID`), in parallel (`RolloutCollector`) or from TRL (`EnvRolloutFunc`): see "
             "the Interop pages ([interop.md](../interop.md), [HTTP and OpenEnv](../interop/http.md), "
             "[Ray](../interop/ray.md)).", "",
             "| id | steps | default kwargs | summary | guide |", "|---|---|---|---|---|"]
    for entry in ENV_TABLE:
        family = _family(entry.entry_point)
        page = next((p for p in (f"{entry.kwargs.get('dataset', '')}.md", f"{family}.md")
                     if p != ".md" and (docs_dir / p).is_file()), None)
        anchor = entry.id.lower().replace("/", "").replace(".", "")
        lines.append(f"| [`{entry.id}`](#{anchor}) | {entry.max_episode_steps} | `{json.dumps(entry.kwargs)}` | "
                     f"{entry.summary} | {f'[{page}]({page})' if page else ''} |")
    lines.append("")
    for entry in ENV_TABLE:
        lines += _section(entry, docs_dir, speed)
    return "\n".join(lines).rstrip() + "\n"


def main(argv: Sequence[str] | None = None) -> int:
    """Write ``docs/envs/index.md`` (or check it with ``--check``)."""
    parser = argparse.ArgumentParser(prog="python -m agentgym_capo.interop.docs", description=__doc__.split("\n")[0])
    parser.add_argument("--docs-dir", default="docs/envs", help="Directory of the env pages (default: docs/envs).")
    parser.add_argument("--check", action="store_true", help="Exit 1 if index.md is not what would be generated.")
    args = parser.parse_args(argv)
    docs_dir = Path(args.docs_dir)
    text = generate_index(docs_dir)
    index = docs_dir / "index.md"
    if args.check:
        current = index.read_text(encoding="utf-8") if index.is_file() else ""
        if current != text:
            print(f"{index} is out of date: run `python -m agentgym_capo.interop.docs`.", file=sys.stderr)
            return 1
        print(f"{index} is up to date.")
        return 0
    docs_dir.mkdir(parents=True, exist_ok=True)
    index.write_text(text, encoding="utf-8")
    print(f"wrote {index}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
