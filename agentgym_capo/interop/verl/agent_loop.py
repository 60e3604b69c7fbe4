"""``CapoAgentLoop``: verl's ``AgentLoopBase`` playing any ``capo/`` env step by step (this module imports verl).

verl builds it from the shipped YAML (``capo verl config`` prints its path) with ``hydra.utils.instantiate``, once
per rollout, and awaits ``run(sampling_params, **row)``. The row's ``extra_info`` names the episode
(:meth:`~.episode.EpisodeSpec.from_row`); :func:`~.episode.play_episode` plays it through
``self.server_manager.generate`` and returns the rows, turned here into ``AgentLoopOutput``:

* ``layout: step`` (entry ``capo``): a **list**, one output per env step. verl's V1 trainer
  (``trainer.use_v1=true``, the default in 0.9) stores each as its own training row keyed
  ``{uid}_{session}_{step}`` and copies the last output's ``reward_score`` and ``reward_extra_info`` to the
  others. The legacy trainer accepts only one output per rollout: use ``capo_chat`` there.
* ``layout: chat`` (entry ``capo_chat``): one output per episode (replies mask 1, observation deltas mask 0).

``reward_score`` of the last output is the episode's undiscounted return, so verl's reward manager is not
called; each step's own reward and the segment metadata are in ``extra_fields`` (:mod:`.metadata`). One
``request_id`` per rollout keeps verl's sticky routing (prefix cache) on one server across the steps.

YAML kwargs: ``layout``, ``max_sessions_per_server`` and ``capacity_timeout`` (remote envs; see
:mod:`.pool`) and ``env_threads`` (threads running env calls per worker process).
"""

from __future__ import annotations

import uuid
from typing import Any

from verl.experimental.agent_loop.agent_loop import AgentLoopBase, AgentLoopMetrics, AgentLoopOutput

from agentgym_capo.interop.verl.episode import EpisodeSpec, Generation, LoopSettings, StepRow, play_episode
from agentgym_capo.interop.verl.pool import shared_pool

__all__ = ["CapoAgentLoop", "to_output"]


def to_output(row: StepRow) -> AgentLoopOutput:
    """verl's ``AgentLoopOutput`` of one row."""
    fields: dict[str, Any] = {
        "prompt_ids": row.prompt_ids, "response_ids": row.response_ids, "response_mask": row.response_mask,
        "num_turns": row.num_turns, "extra_fields": row.extra_fields,
        "metrics": AgentLoopMetrics(generate_sequences=row.generate_seconds, tool_calls=row.env_seconds),
    }
    if row.response_logprobs is not None:
        fields["response_logprobs"] = row.response_logprobs
    if row.reward_score is not None:
        fields["reward_score"] = row.reward_score
    return AgentLoopOutput(**fields)


class CapoAgentLoop(AgentLoopBase):
    """Plays one ``capo/`` episode per ``run`` (see the module docstring)."""

    def __init__(self, *args: Any, layout: str = "step", max_sessions_per_server: int = 128,
                 capacity_timeout: float = 600.0, env_threads: int = 32, **kwargs: Any):
        """Take verl's constructor arguments plus the YAML entry's kwargs (module docstring)."""
        super().__init__(*args, **kwargs)
        self.layout = layout
        self.settings_kwargs = {"layout": layout, "max_sessions_per_server": int(max_sessions_per_server),
                                "capacity_timeout": float(capacity_timeout)}
        LoopSettings(prompt_length=int(self.rollout_config.prompt_length),
                     response_length=int(self.rollout_config.response_length), **self.settings_kwargs)
        self.pool = shared_pool(int(env_threads))

    async def run(self, sampling_params: dict[str, Any], **kwargs: Any) -> list[AgentLoopOutput] | AgentLoopOutput:
        """Play the row's episode; return one output per step (``step``) or one per episode (``chat``)."""
        settings = LoopSettings(prompt_length=int(self.rollout_config.prompt_length),
                                response_length=int(self.rollout_config.response_length),
                                logprobs=bool(sampling_params.get("logprobs")), **self.settings_kwargs)
        request_id = uuid.uuid4().hex

        async def generate(prompt_ids: list[int]) -> Generation:
            out = await self.server_manager.generate(request_id=request_id, prompt_ids=prompt_ids,
                                                     sampling_params=sampling_params)
            return Generation(list(out.token_ids), None if out.log_probs is None else list(out.log_probs))

        rows = await play_episode(EpisodeSpec.from_row(kwargs), tokenizer=self.tokenizer, generate=generate,
                                  pool=self.pool, settings=settings)
        outputs = [to_output(row) for row in rows]
        return outputs if self.layout == "step" else outputs[0]
