"""What a comparison runs: its methods, its seeds and one budget that every method spends alike.

A method is an algorithm preset with optional overrides, written ``[LABEL@]ALGO[:FIELD=VALUE[,FIELD=VALUE...]]``
(``capo``, ``grpo``, ``gspo:epsilon=0.06``, ``capo-lam1@capo:lam=1``); its label names its runs and its curve
(the whole spec without its ``@`` prefix when no label is given, with ``:``/``=``/``,`` made file-safe).

Choices made here:

* **The same episodes per iteration for every method.** The base config's ``rollout_tasks x group_size``
  (``group_size`` 1 for a critic method) is the budget per iteration; a group method (a preset with
  ``group_size > 1``) samples ``--group-size`` trajectories of ``budget / group_size`` tasks. So a critic method
  and a group method see as many episodes (env steps of the same tasks' kind) per iteration and in total.
* **The base config's ``algo`` is the method's.** Every other base field applies to every method unless a
  method overrides it (a base ``epsilon`` too: give a length-normalised ratio its own, e.g.
  ``gspo:epsilon=0.06``).
* **Fixed test episodes**: every checkpoint of every run plays the test split's schedule of seed 0 (the same
  tasks), sampled with the torch seed ``10_000 + seed``: runs of one seed are paired episode by episode.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from typing import Any

from agentgym_capo.errors import ConfigError

__all__ = ["EVAL_SEED_OFFSET", "ComparePlan", "Method", "parse_method"]

#: The torch seed of a run's evaluations is this plus the run's seed (the same draws at every checkpoint).
EVAL_SEED_OFFSET = 10_000
_SAFE = re.compile(r"[^A-Za-z0-9_.+-]+")


@dataclass(frozen=True)
class Method:
    """One method of a comparison.

    Attributes:
        label: Names its runs (``<label>_s<seed>``) and its curve.
        algo: An algorithm preset (``capo``, ``grpo``, ...).
        overrides: CAPOConfig fields set for this method only (raw strings, typed by the config's annotations).
    """

    label: str
    algo: str
    overrides: tuple[tuple[str, str], ...] = ()


def parse_method(spec: str) -> Method:
    """``[LABEL@]ALGO[:FIELD=VALUE,...]`` as a :class:`Method`.

    Raises:
        ConfigError: An unknown algorithm (with the known ones), an empty label or a malformed override.
    """
    from agentgym_capo.trainer.algos.presets import resolve_algo
    from agentgym_capo.trainer.config_names import check_field_names

    label, at, rest = spec.partition("@")
    if not at:
        label, rest = "", spec
    algo, _, items = rest.partition(":")
    resolve_algo(algo.strip())  # an unknown name: one line listing the known ones
    overrides = []
    for item in filter(None, (part.strip() for part in items.split(","))):
        key, sep, raw = item.partition("=")
        if not sep or not key.strip():
            raise ConfigError(f"Method {spec!r}: an override must read FIELD=VALUE, got {item!r}.")
        overrides.append((key.strip(), raw.strip()))
    check_field_names({key for key, _ in overrides}, f" (method {spec!r})")
    if at and not label.strip():
        raise ConfigError(f"Method {spec!r}: the label before '@' is empty.")
    name = _SAFE.sub("_", (label.strip() if at else rest.strip()).replace(":", "-").replace("=", "")).strip("_")
    return Method(name, algo.strip(), tuple(overrides))


@dataclass(frozen=True)
class ComparePlan:
    """Everything that decides what a comparison's runs train and measure.

    Attributes:
        env_id: The registered env.
        model: A local model folder (every run starts from it).
        base: CAPOConfig fields every run shares (the base config, ``--set`` applied; no ``algo``).
        methods: The methods, the first being the reference unless ``reference`` names another.
        seeds: Training seeds (each method runs every one).
        iterations: Training iterations per run.
        eval_every: Iterations between test checkpoints (and one before training and one at the end).
        eval_episodes: Fixed test episodes per checkpoint.
        group_size: Trajectories per task of a group method.
        reference: The label every other method is compared to.
    """

    env_id: str
    model: str
    base: dict[str, Any]
    methods: tuple[Method, ...]
    seeds: tuple[int, ...]
    iterations: int
    eval_every: int
    eval_episodes: int
    group_size: int = 8
    reference: str = ""
    checkpoints: tuple[int, ...] = field(init=False)

    def __post_init__(self) -> None:
        if not self.methods:
            raise ConfigError("capo compare needs at least one method (--methods capo grpo ...).")
        if not self.seeds:
            raise ConfigError("capo compare needs at least one seed (--seeds 0 1 2 ...).")
        if len(set(self.seeds)) != len(self.seeds):
            raise ConfigError(f"--seeds lists a seed twice: {list(self.seeds)}.")
        labels = [m.label for m in self.methods]
        if len(set(labels)) != len(labels):
            raise ConfigError(f"Two methods have the same label ({labels}): give one a label, e.g. name@capo:lam=1.")
        if self.iterations < 1 or self.eval_every < 1 or self.eval_episodes < 1:
            raise ConfigError("--iterations, --eval-every and --eval-episodes must be at least 1, got "
                              f"{self.iterations}, {self.eval_every}, {self.eval_episodes}.")
        reference = self.reference or labels[0]
        if reference not in labels:
            raise ConfigError(f"--reference {reference!r} is none of the methods {labels}.")
        object.__setattr__(self, "reference", reference)
        points = sorted({0, self.iterations, *range(self.eval_every, self.iterations + 1, self.eval_every)})
        object.__setattr__(self, "checkpoints", tuple(points))
        for method in self.methods:  # a budget a group cannot split fails here, not in a child process
            self.settings(method, self.seeds[0])

    @property
    def episodes_per_iteration(self) -> int:
        """The budget per iteration: the base config's tasks x trajectories per task (module docstring)."""
        return int(self.base.get("rollout_tasks", 16)) * int(self.base.get("group_size") or 1)

    def run_name(self, method: Method, seed: int) -> str:
        """``<label>_s<seed>``: the run's record and output folder."""
        return f"{method.label}_s{seed}"

    def runs(self) -> list[dict[str, Any]]:
        """Every (method, seed) as ``{"name", "method", "seed", "settings"}``, seed-major (a partial comparison
        then holds whole seeds of every method)."""
        return [{"name": self.run_name(method, seed), "method": method.label, "seed": seed,
                 "settings": self.settings(method, seed)} for seed in self.seeds for method in self.methods]

    def settings(self, method: Method, seed: int) -> dict[str, Any]:
        """The CAPOConfig fields of ``method``'s run of ``seed`` (typed; ``output_dir`` left to the runner).

        Raises:
            ConfigError: The budget does not split into whole groups, or an override does not type.
        """
        from agentgym_capo.trainer.algos.presets import resolve_algo
        from agentgym_capo.trainer.config_fields import check_settings

        settings = {**self.base, "algo": method.algo, "max_steps": self.iterations, "seed": seed}
        budget = self.episodes_per_iteration
        if resolve_algo(method.algo).group_size > 1:
            if budget % self.group_size or budget < self.group_size:
                raise ConfigError(f"{budget} episodes per iteration (rollout_tasks x group_size of the base config) "
                                  f"do not split into groups of {self.group_size} for {method.label}: make the "
                                  "budget a multiple of --group-size, or change --group-size.")
            settings.update(group_size=self.group_size, rollout_tasks=budget // self.group_size)
        else:
            settings.update(group_size=1, rollout_tasks=budget)
        typed = dict(_typed(method.overrides))
        check_settings(typed, f"method {method.label!r}")
        return {**settings, **typed}

    def evaluation_identity(self, settings: dict[str, Any]) -> dict[str, Any]:
        """What decides a checkpoint's outcomes before training: two runs equal here play and sample the same
        test episodes with the same untrained model, so their iteration-0 outcomes are the same."""
        keys = ("seed", "temperature", "max_completion_length", "max_env_steps", "env_kwargs", "action_mode",
                "rollout_draft_tokens", "rollout_draft_positions", "bf16", "use_cpu", "max_prompt_length")
        return {"env_id": self.env_id, "model": self.model, "eval_episodes": self.eval_episodes,
                **{key: settings.get(key) for key in keys}}

    def to_json(self) -> dict[str, Any]:
        """The plan as recorded in the result."""
        return {"env_id": self.env_id, "model": self.model, "base": self.base, "seeds": list(self.seeds),
                "methods": [{"label": m.label, "algo": m.algo, "overrides": dict(m.overrides)} for m in self.methods],
                "iterations": self.iterations, "eval_every": self.eval_every, "eval_episodes": self.eval_episodes,
                "checkpoints": list(self.checkpoints), "group_size": self.group_size, "reference": self.reference,
                "episodes_per_iteration": self.episodes_per_iteration}


def _typed(items: tuple[tuple[str, str], ...]) -> list[tuple[str, Any]]:
    from agentgym_capo.trainer.config import parse_field_value

    out = []
    for key, raw in items:
        try:
            out.append((key, parse_field_value(key, raw)))
        except (ValueError, TypeError) as error:
            raise ConfigError(f"{key}={raw}: {error}") from error
    return out
