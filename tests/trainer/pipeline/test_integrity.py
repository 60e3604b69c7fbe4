"""The integrity block (issue 56 item 1): every fault counted as a share, with examples to quote.

Episodes are the rollout's own records, built as the collector builds them; the console's line is checked too.
"""

from __future__ import annotations

from types import SimpleNamespace

from agentgym_capo.envs.core import ActionSegment
from agentgym_capo.rollout import EpisodeResult, EpisodeSpec, PolicyAction, StepRecord
from agentgym_capo.trainer.backend.console import iteration_line
from agentgym_capo.trainer.backend.run_limits import abnormal_shares
from agentgym_capo.trainer.pipeline.integrity import (
    CutRule,
    fault_examples,
    integrity_metrics,
    integrity_sums,
    percentile,
    stop_token_ids,
)
from agentgym_capo.trainer.pipeline.metrics import rollout_sums

EOS = 2
RULE = CutRule(limit=4, stop_ids=frozenset({EOS}))


def _episode(task: str, group: str, actions: list[tuple[list[int], bool | None]], ending: str, *,
             reward: float = 0.0, dropped: bool = False, prompt: int = 10) -> EpisodeResult:
    steps = [StepRecord(ActionSegment(f"{task}-traj", index, task, "anchor", format_ok=ok), group, "prompt",
                        PolicyAction(f"action {index} of {task}", ids), reward if index == len(actions) - 1 else 0.0,
                        prompt_ids=[1] * (prompt + index)) for index, (ids, ok) in enumerate(actions)]
    return EpisodeResult(EpisodeSpec(task, f"{task}-traj", group), steps, terminal_reason=ending, dropped=dropped,
                         error="server gone" if ending == "env_error" else None)


def _rollout() -> list[EpisodeResult]:
    return [
        _episode("a", "g1", [([5, 6, 7, 8], True), ([5, EOS], True)], "success", reward=1.0),  # 1 cut of 2
        _episode("b", "g1", [([5, 6, 7, EOS], False), ([9, 9, 9, 9, 9], False)], "max_steps"),  # 1 cut, 2 unparsed
        _episode("c", "g2", [([5, EOS], None)], "prompt_too_long", prompt=400),
        _episode("d", "g2", [([5, EOS], None)], "env_error", dropped=True),
    ]


def _sums(episodes, rule, group_size):
    """One rank's sums as the trainer all-reduces them: the rollout's and the integrity block's."""
    return {**rollout_sums(episodes, group_size), **integrity_sums(episodes, rule)}


def test_each_fault_is_a_share_of_what_it_can_happen_to():
    metrics = integrity_metrics(_sums(_rollout(), RULE, 2), [10, 11, 10, 11, 400], max_prompt_length=512)
    assert metrics["integrity/step_limit_frac"] == 0.25  # of all 4 episodes, the dropped one included
    assert metrics["integrity/prompt_too_long_frac"] == 0.25 and metrics["integrity/env_error_frac"] == 0.25
    assert metrics["integrity/cut_action_frac"] == 2 / 5  # of the 5 actions of kept episodes
    assert metrics["integrity/unparsed_action_frac"] == 2 / 4  # of the 4 actions whose env said
    assert metrics["integrity/no_signal_group_frac"] == 0.5  # g1: returns 1 and 0; g2 (kept: c only): flat
    assert (metrics["integrity/prompt_tokens_p50"], metrics["integrity/prompt_tokens_p99"]) == (11.0, 400.0)
    assert metrics["integrity/prompt_tokens_limit"] == 512.0
    assert "integrity/no_signal_group_frac" not in integrity_metrics(_sums(_rollout(), RULE, 1), [], None)


def test_choose_mode_and_stop_tokens_never_count_as_cut():
    episodes = _rollout()
    assert integrity_sums(episodes, CutRule(4, frozenset({EOS}), generated=False))["cut_actions"] == 0
    assert integrity_sums(episodes, CutRule(None, frozenset({EOS})))["cut_actions"] == 0
    assert integrity_sums(episodes, CutRule(4, frozenset({EOS, 8, 9})))["cut_actions"] == 0
    config = SimpleNamespace(eos_token_id=[EOS, 7])
    assert stop_token_ids(config, SimpleNamespace(eos_token_id=3)) == {EOS, 7, 3}
    assert stop_token_ids(SimpleNamespace(eos_token_id=None), SimpleNamespace(eos_token_id=EOS)) == {EOS}


def test_examples_quote_task_step_and_the_action():
    examples = fault_examples(_rollout(), RULE)
    assert examples["integrity/cut_action_frac"] == ["task a step 0: 'action 0 of a'", "task b step 1: 'action 1 of b'"]
    assert examples["integrity/unparsed_action_frac"][0] == "task b step 0: 'action 0 of b'"
    assert examples["integrity/env_error_frac"] == ["task d step 0: 'server gone'"]
    assert examples["integrity/step_limit_frac"] == ["task b step 1: no ending after 2 steps"]
    assert "integrity/no_signal_group_frac" not in examples


def test_percentiles_are_nearest_rank():
    assert percentile([3], 50) == 3 and percentile([1, 2, 3, 4], 50) == 2 and percentile(range(1, 101), 99) == 99


def test_the_console_line_names_only_watched_faults_that_happened():
    logs = {"rollout/episodes": 4, "rollout/success_rate": 0.5, "rollout/return_mean": 0.5, "time/iteration": 2.0,
            "integrity/unparsed_action_frac": 0.25, "integrity/cut_action_frac": 1.0,
            "integrity/prompt_too_long_frac": 0.0}
    watched = SimpleNamespace(max_unparsed_action_frac=0.5, max_cut_action_frac=None, max_prompt_too_long_frac=0.5,
                              max_step_limit_frac=None, max_no_signal_group_frac=None)
    assert abnormal_shares(logs, watched) == ", 25% actions unparsed"
    assert iteration_line(1, 2, logs) == ("iteration 1/2: success 0.50, return 0.50, 4 episodes, 0 env errors, "
                                          "2.0 s/iteration")
