"""Wrappers, one behaviour per file.

* :class:`ChatPrompt` (``chat.py``) — renders each state's chat messages with a tokenizer's chat template
  into ``info["prompt_text"]`` and ``info["prompt_ids"]``.
  :func:`render_prompt` is the one renderer of a state (the trainer, the collector and the TRL adapter use it).
* :class:`GuardedEnv` (``guarded.py``) — turns exceptions inside an env into an ``env_error`` ending.
* :class:`TokenSegments` (``segments.py``) — tokenizes each action and marks its token span as a segment
  (``info["action_ids"]``, ``info["segment_ids"]``); :func:`segment_ids_for` does the same for a whole
  accumulated transcript.
* :class:`RecordTrajectories` (``recording.py``) — writes one JSONL line per step; :func:`replay` re-runs a
  recording and checks rewards and segment metadata.
"""

from agentgym_capo.wrappers.chat import ChatPrompt, render_prompt
from agentgym_capo.wrappers.guarded import GuardedEnv
from agentgym_capo.wrappers.recording import RecordTrajectories, ReplayMismatchError, load_steps, replay
from agentgym_capo.wrappers.segments import TokenSegments, segment_ids_for

__all__ = [
    "ChatPrompt",
    "GuardedEnv",
    "RecordTrajectories",
    "ReplayMismatchError",
    "TokenSegments",
    "load_steps",
    "render_prompt",
    "replay",
    "segment_ids_for",
]
