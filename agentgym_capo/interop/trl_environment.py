"""Any registered env as a TRL ``GRPOTrainer(environment_factory=...)`` environment.

TRL 1.16's documented multi-turn path: an environment class whose public methods are the tools (TRL builds
their JSON schemas from type hints and Google docstrings with ``transformers.utils.get_json_schema``),
``reset(**row)`` whose text is appended to the row's last user message, and ``get_reward()``, called once
per finished rollout. A dict ``{name: factory}`` mixes environments; each row names its ``environment``::

    from trl import GRPOConfig, GRPOTrainer
    from agentgym_capo.interop.trl_environment import trl_dataset, trl_environment

    Shop = trl_environment("capo/WebShop-v0", record_dir="runs/steps")
    trainer = GRPOTrainer(model=..., args=GRPOConfig(...), environment_factory=Shop,
                          train_dataset=trl_dataset("capo/WebShop-v0"))

Choices made here:

* :func:`trl_environment` builds one class per env id (named after it, e.g. ``CapoWebShopV0``: TRL names the
  reward column after the class). Each tool of :func:`~agentgym_capo.interop.env_tools.agent_tools` becomes
  a method with typed keyword arguments; one call is one ``env.step`` with the action text of
  :func:`~agentgym_capo.interop.env_tools.tool_call_action`, and returns the env's next prompt (the step-level
  state: observation, history, admissible actions, feedback on a malformed call). After the episode ended a
  call changes nothing and says so.
* ``reset(task_id=..., seed=None, **row)`` resets to the row's task; rows without ``task_id`` sample one.
* ``get_reward()`` is the episode's return (the sum of step rewards); 0.0 when the model never acted.
* Per-step rewards and segments (``info["segment"]``) are kept: with ``record_dir`` every step is one JSON
  line (:class:`~agentgym_capo.wrappers.recording.RecordTrajectories`; replay with
  :func:`~agentgym_capo.wrappers.recording.replay`), one file per instance and process
  (``<env>-<pid>-<n>.jsonl``), so lines of concurrent instances and of several ranks never interleave.
  Instances also keep the current episode's ``step_rewards`` and ``segments`` attributes.
* Only ``reset``, ``get_reward`` and the tools are public functions on the class: TRL turns every other
  public function into a tool.
"""

from __future__ import annotations

import inspect
import itertools
import os
import re
from collections.abc import Mapping, Sequence
from pathlib import Path
from typing import Any

import gymnasium as gym

from agentgym_capo.checks import require_ints
from agentgym_capo.envs.registry import make
from agentgym_capo.envs.toolcalls import ToolSpec
from agentgym_capo.errors import ConfigError
from agentgym_capo.interop.env_tools import agent_tools, tool_call_action
from agentgym_capo.wrappers.recording import RecordTrajectories

__all__ = ["CapoTRLEnvironment", "trl_dataset", "trl_environment"]

_JSON_TO_PYTHON: dict[str, type] = {
    "string": str, "integer": int, "number": float, "boolean": bool, "array": list, "object": dict,
}
_ENDED = "The episode has ended; no further action is taken. Reply without calling a tool."


class CapoTRLEnvironment:
    """Base of the per-id classes :func:`trl_environment` builds (not used directly).

    Attributes:
        env: The wrapped Gymnasium env (recording wrapper outermost when ``record_dir`` is set).
        step_rewards: The current episode's step rewards.
        segments: The current episode's ``info["segment"]`` records.
        done: Whether the current episode has ended.
    """

    env_id: str = ""
    env_kwargs: Mapping[str, Any] = {}
    record_dir: str | None = None
    _instances = itertools.count()

    def __init__(self) -> None:
        """Make the env (and its step recorder when the class has a ``record_dir``)."""
        env = make(self.env_id, **dict(self.env_kwargs))
        if self.record_dir is not None:
            slug = re.sub(r"[^A-Za-z0-9]+", "-", self.env_id).strip("-")
            name = f"{slug}-{os.getpid()}-{next(self._instances):04d}.jsonl"  # pid: one run may have several ranks
            env = RecordTrajectories(env, Path(self.record_dir) / name)
        self.env: gym.Env = env
        self.step_rewards: list[float] = []
        self.segments: list[dict[str, Any]] = []
        self.done = True
        self.prompt = ""

    def reset(self, task_id: str | None = None, seed: int | None = None, **row: Any) -> str:
        """Start the episode of the row's task and return its first prompt (TRL appends it to the user turn).

        Args:
            task_id: The task to play (a column of :func:`trl_dataset`); None samples one.
            seed: Reset seed (optional column).
            **row: The row's other columns (``prompt`` …), ignored.
        """
        options = {"task_id": task_id} if task_id is not None else None
        self.prompt, _ = self.env.reset(seed=seed, options=options)
        self.step_rewards, self.segments, self.done = [], [], False
        return self.prompt

    def get_reward(self) -> float:
        """Return the episode's return: the sum of its step rewards."""
        return float(sum(self.step_rewards))

    def _call(self, name: str, arguments: Mapping[str, Any]) -> str:
        if self.done:
            return _ENDED
        action = tool_call_action(self.env, name, arguments)
        obs, reward, terminated, truncated, info = self.env.step(action)
        self.step_rewards.append(float(reward))
        self.segments.append(info["segment"])
        self.done = bool(terminated or truncated)
        self.prompt = obs
        if self.done:
            reason = info["segment"].get("terminal_reason")
            return f"{obs}\n\nThe episode has ended ({reason}); its return is {self.get_reward():g}."
        return obs

    def __del__(self) -> None:
        env = getattr(self, "env", None)
        if env is not None:
            try:
                env.close()
            except Exception:  # noqa: BLE001 - interpreter shutdown may have torn down what close() needs
                pass


def _tool_method(spec: ToolSpec):
    """Build a method named after ``spec`` whose signature and docstring give TRL the tool's schema."""
    properties = dict(spec.parameters.get("properties", {}))
    required = set(spec.parameters.get("required", []))

    def method(self, **arguments: Any) -> str:
        return self._call(spec.name, arguments)

    parameters = [inspect.Parameter("self", inspect.Parameter.POSITIONAL_OR_KEYWORD)]
    annotations: dict[str, Any] = {"return": str}
    lines = [spec.description, "", "Args:"] if properties else [spec.description]
    for name, schema in properties.items():
        kind = _JSON_TO_PYTHON.get(schema.get("type", "string"), str)
        default = inspect.Parameter.empty if name in required else None
        annotation = kind if name in required else kind | None
        parameters.append(inspect.Parameter(name, inspect.Parameter.KEYWORD_ONLY, default=default,
                                            annotation=annotation))
        annotations[name] = annotation
        description = " ".join(str(schema.get("description", name)).split())
        lines.append(f"    {name}: {description}")
    lines += ["", "Returns:", "    The environment's next prompt."]
    method.__name__ = method.__qualname__ = spec.name
    method.__doc__ = "\n".join(lines)
    method.__annotations__ = annotations
    method.__signature__ = inspect.Signature(parameters, return_annotation=str)
    return method


def _class_name(env_id: str) -> str:
    return "".join(part[:1].upper() + part[1:] for part in re.split(r"[^A-Za-z0-9]+", env_id) if part)


def trl_environment(env_id: str, *, record_dir: str | None = None, **env_kwargs: Any) -> type[CapoTRLEnvironment]:
    """Return an ``environment_factory`` for TRL's ``GRPOTrainer``: a class whose instances play ``env_id``.

    Args:
        env_id: A registered id, e.g. ``"capo/WebShop-v0"``.
        record_dir: Directory for the per-step JSONL records (rewards, segments, actions); None keeps them only
            on the instances (``step_rewards``, ``segments``).
        **env_kwargs: Passed to ``gym.make``.

    Returns:
        The class (calling it makes one instance, as TRL's factory does).

    Raises:
        UnknownEnvError: If ``env_id`` is not registered.
        ConfigError: If a tool's name clashes with ``reset``/``get_reward`` or is not an identifier.
    """
    probe = make(env_id, **env_kwargs)
    try:
        tools = agent_tools(probe)
    finally:
        probe.close()
    namespace: dict[str, Any] = {"env_id": env_id, "env_kwargs": dict(env_kwargs), "record_dir":
                                 None if record_dir is None else str(record_dir)}
    for spec in tools:
        if spec.name in ("reset", "get_reward") or not spec.name.isidentifier() or spec.name.startswith("_"):
            raise ConfigError(
                f"{env_id} has a tool named {spec.name!r}, which cannot be a TRL environment method (it must be a "
                "public identifier other than reset/get_reward). Rename the tool in the env.")
        namespace[spec.name] = _tool_method(spec)
    cls = type(_class_name(env_id), (CapoTRLEnvironment,), namespace)
    cls.__doc__ = f"{env_id} as a TRL environment; tools: {', '.join(spec.name for spec in tools)}."
    return cls


def trl_dataset(env_ids: str | Sequence[str], *, limit: int | None = None, environment: bool | None = None,
                **env_kwargs: Any):
    """Return a ``datasets.Dataset`` with one row per task: ``prompt``, ``task_id`` (and ``environment``).

    ``prompt`` is the env's system prompt and an empty user turn; ``reset`` fills the user turn with the task's
    first prompt. With several ids (the dict form of ``environment_factory``), rows alternate between the ids
    and carry ``environment`` = the env id, which must be the key of that id's factory.

    Args:
        env_ids: One registered id or several.
        limit: At most this many tasks per id (the first ones, in the env's fixed order).
        environment: Add the ``environment`` column (default: only with several ids).
        **env_kwargs: Passed to ``gym.make`` (e.g. ``split``); give the factory the same ones.
    """
    from datasets import Dataset

    ids = [env_ids] if isinstance(env_ids, str) else list(env_ids)
    if not ids:
        raise ConfigError("trl_dataset needs at least one env id, got none.")
    require_ints([("limit", limit)], allow_none=True)
    with_environment = len(ids) > 1 if environment is None else environment
    per_id = []
    for env_id in ids:
        env = make(env_id, **env_kwargs)
        try:
            system = env.unwrapped.system_prompt
            tasks = env.unwrapped.task_ids()[:limit]
        finally:
            env.close()
        prompt = ([{"role": "system", "content": system}] if system else []) + [{"role": "user", "content": ""}]
        per_id.append([{"prompt": prompt, "task_id": task, **({"environment": env_id} if with_environment else {})}
                       for task in tasks])
    rows = [row for group in itertools.zip_longest(*per_id) for row in group if row is not None]
    return Dataset.from_list(rows)
