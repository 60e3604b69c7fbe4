"""The table of registered env ids: entry points, step limits and default kwargs.

Gymnasium 1.x has no plugin entry points, so ``import agentgym_capo`` calls :func:`register_all`; the
module-qualified form ``gym.make("agentgym_capo:capo/Chain-v0")`` imports the package first and therefore
works without a prior import. Kwargs stay JSON-able (paths, ints, strings; never a loaded index). Bump the
``-vN`` suffix whenever dynamics or rewards change. Ids of parts not yet built are not listed.
"""

from __future__ import annotations

import difflib
from dataclasses import dataclass, field
from typing import Any

import gymnasium as gym
from gymnasium.envs.registration import WrapperSpec

from agentgym_capo.errors import UnknownEnvError

__all__ = ["ENV_TABLE", "EnvEntry", "make", "register_all", "registered_ids"]


@dataclass(frozen=True)
class EnvEntry:
    """One registered id.

    Attributes:
        id: The Gymnasium id, ``capo/<Name>-v<N>``.
        entry_point: ``module:Class`` of the env.
        max_episode_steps: The time limit (the paper's per-benchmark step budget).
        kwargs: Default constructor kwargs (JSON-able).
        nondeterministic: Whether seeded episodes can differ (e.g. a live service behind the env).
        summary: One line for listings and docs.
    """

    id: str
    entry_point: str
    max_episode_steps: int
    kwargs: dict[str, Any] = field(default_factory=dict)
    nondeterministic: bool = False
    summary: str = ""


_TIME_LIMIT_REASON = WrapperSpec(
    "TimeLimitReason", "agentgym_capo.wrappers.time_limit:TimeLimitReason", {})

ENV_TABLE: tuple[EnvEntry, ...] = (
    EnvEntry(
        "capo/Chain-v0", "agentgym_capo.envs.sanity.chain:ChainEnv", 6, {"rooms": 3, "choices": 3},
        summary="Corridor of rooms; only the last step is rewarded, a wrong command ends the episode.",
    ),
    EnvEntry(
        "capo/LengthBandit-v0", "agentgym_capo.envs.sanity.length_bandit:LengthBanditEnv", 6,
        {"rounds": 3, "choices": 2},
        summary="Per-step choice where the right action is sometimes one word and sometimes fifty.",
    ),
    EnvEntry(
        "capo/LengthChain-v0", "agentgym_capo.envs.sanity.length_chain:LengthChainEnv", 6,
        {"steps": 3, "choices": 3},
        summary="Copy the clued phrase (2, 12 or 55 words) at each of 3 steps; reward only at the end.",
    ),
    EnvEntry(
        "capo/Relay-v0", "agentgym_capo.envs.sanity.relay:RelayEnv", 6, {"steps": 3, "choices": 3},
        summary="Pass on the quoted message (2, 12 or 6x7 words; long_sentences sets the 6) at each of 3 steps; "
                "reward only at the end.",
    ),
    EnvEntry(
        "capo/PaperSearch-v0", "agentgym_capo.envs.papersearch.env:PaperSearchEnv", 5, {},
        summary="Grow a paper pool for a research query with search/expand; selector-scored rewards, F1@all.",
    ),
    EnvEntry(
        "capo/HotpotQA-v0", "agentgym_capo.envs.qa.env:MultiHopQAEnv", 5,
        {"dataset": "hotpotqa", "split": "train"},
        summary="Multi-hop QA with up to 4 parallel search calls per step (HotpotQA format; bundled data).",
    ),
    EnvEntry(
        "capo/2WikiMultihopQA-v0", "agentgym_capo.envs.qa.env:MultiHopQAEnv", 5,
        {"dataset": "2wikimultihopqa", "split": "dev"},
        summary="Out-of-domain multi-hop QA evaluation in the 2WikiMultihopQA format (search tool, EM/F1).",
    ),
    EnvEntry(
        "capo/MuSiQue-v0", "agentgym_capo.envs.qa.env:MultiHopQAEnv", 5,
        {"dataset": "musique", "split": "dev"},
        summary="Out-of-domain 2-3 hop QA evaluation in the MuSiQue format (search tool, EM/F1).",
    ),
    EnvEntry(
        "capo/WebShop-v0", "agentgym_capo.envs.webshop.env:WebShopEnv", 15, {"split": "train"},
        summary="WebShop: search a product catalogue, pick options, buy; original task score (bundled catalogue).",
    ),
    EnvEntry(
        "capo/ALFWorld-v0", "agentgym_capo.envs.alfworld.env:ALFWorldEnv", 20, {"split": "train"},
        summary="ALFWorld household tasks (6 families) through alfworld's PDDL/TextWorld engine; bundled games.",
    ),
    EnvEntry(
        "capo/TextWorld-v0", "agentgym_capo.envs.textworld.env:TextWorldEnv", 20, {"split": "train"},
        summary="TextWorld games (cooking, coin collector, treasure hunter, simple) generated offline and cached.",
    ),
)


def register_all() -> None:
    """Register every id of :data:`ENV_TABLE` with Gymnasium (idempotent)."""
    for entry in ENV_TABLE:
        if entry.id in gym.registry:
            continue
        gym.register(
            id=entry.id,
            entry_point=entry.entry_point,
            max_episode_steps=entry.max_episode_steps,
            kwargs=dict(entry.kwargs),
            nondeterministic=entry.nondeterministic,
            disable_env_checker=True,
            additional_wrappers=(_TIME_LIMIT_REASON,),
        )


def registered_ids() -> list[str]:
    """Return every ``capo/`` id, in table order."""
    return [entry.id for entry in ENV_TABLE]


def entry_for(env_id: str) -> EnvEntry:
    """Return the table entry of ``env_id``, or raise :class:`UnknownEnvError` with suggestions."""
    for entry in ENV_TABLE:
        if entry.id == env_id:
            return entry
    close = difflib.get_close_matches(env_id, registered_ids(), n=3)
    hint = f" Did you mean {', '.join(close)}?" if close else ""
    raise UnknownEnvError(
        f"Unknown env id {env_id!r}.{hint} Registered ids: {', '.join(registered_ids())}."
    )


def make(env_id: str, **kwargs: Any) -> gym.Env:
    """``gym.make`` with a clear error for unknown ids (any Gymnasium id works, not only ``capo/`` ones)."""
    if env_id not in gym.registry:
        entry_for(env_id)
    return gym.make(env_id, **kwargs)
