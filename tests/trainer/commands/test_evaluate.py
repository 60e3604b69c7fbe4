"""evaluate_policy plays greedy episodes through the rollout collector and reports per-seed metrics."""

from __future__ import annotations

from agentgym_capo.trainer.commands.evaluate import evaluate_policy
from tests.rollout.test_collector import follow_clues


def test_evaluate_policy_reports_the_oracle_and_a_stopping_policy(tiny_tokenizer):
    seen_ids = []

    def oracle(inputs):
        seen_ids.extend(item.prompt_ids for item in inputs)
        return follow_clues(inputs)

    result = evaluate_policy("capo/Chain-v0", oracle, tiny_tokenizer, episodes=4, seeds=(0, 1), progress=False)
    summary = result.summary()
    assert summary["seeds"] == 2 and summary["success_rate"] == {"mean": 1.0, "std": 0.0}
    assert summary["env_errors"]["mean"] == 0.0 and all(ids for ids in seen_ids)  # prompts are rendered
    assert result.successes == [[1, 1, 1, 1], [1, 1, 1, 1]]  # per seed, per episode
    stopped = evaluate_policy("capo/Chain-v0", lambda inputs: [None] * len(inputs), tiny_tokenizer, episodes=2,
                              progress=False)
    (metrics,) = stopped.per_seed
    assert {key: metrics[key] for key in ("success_rate", "return_mean", "steps_mean", "env_errors")} == {
        "success_rate": 0.0, "return_mean": 0.0, "steps_mean": 0.0, "env_errors": 0.0}
    assert stopped.successes == [[0, 0]]
