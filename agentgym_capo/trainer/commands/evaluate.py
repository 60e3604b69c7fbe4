"""ReAct-style evaluation at temperature 0: a local model or any OpenAI-compatible endpoint, over seeds.

Each seed plays ``episodes`` test tasks (drawn from the split with that seed) greedily; the per-benchmark
metrics (:mod:`.eval_report`) are success rate, mean return and steps, and each env's own episode metrics
(EM/F1, WebShop score, F1@all/Recall@all), reported as mean and std over seeds.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from agentgym_capo.rollout import EpisodeSpec, RolloutCollector, TaskSchedule, make_env
from agentgym_capo.trainer.commands.eval_report import episode_metrics, evaluation_splits, summarize

__all__ = ["EvalResult", "evaluate_policy", "trainer_test_successes"]


@dataclass
class EvalResult:
    """Metrics of one env id (on one split) over seeds."""

    env_id: str
    per_seed: list[dict[str, float]]
    split: str = "test"
    episodes: int = 0
    successes: list[list[int]] = field(default_factory=list)
    """Per seed, each episode's success (1/0) in the order the tasks were drawn: for paired comparisons and
    bootstrap intervals over episodes."""

    def summary(self) -> dict[str, Any]:
        """Mean and std over seeds of every metric (see :mod:`.eval_report`)."""
        return summarize(self.env_id, self.split, self.per_seed, self.episodes)


def evaluate_policy(env_id: str, policy: Any, tokenizer: Any, *, episodes: int = 50, seeds: tuple[int, ...] = (0,),
                    split: str | None = None, max_env_steps: int | None = None, max_prompt_length: int | None = None,
                    env_kwargs: dict | None = None, progress: bool = True) -> EvalResult:
    """Play ``episodes`` greedy episodes per seed and return the metrics.

    ``split`` None takes ``env_kwargs["split"]``, else the split the paper reports (:func:`evaluation_splits`).
    """
    env_kwargs = dict(env_kwargs or {})
    split = split or env_kwargs.get("split") or evaluation_splits(env_id)[0]
    env_kwargs["split"] = split
    probe = make_env(env_id, max_env_steps=max_env_steps, env_kwargs=env_kwargs)
    task_ids = probe.unwrapped.task_ids(split)
    probe.close()
    collector = RolloutCollector(env_id, env_kwargs, backend="sync", num_envs=episodes, max_steps=max_env_steps,
                                 tokenizer=tokenizer, max_prompt_length=max_prompt_length, progress=progress)
    per_seed, successes = [], []
    for seed in seeds:
        tasks = TaskSchedule(task_ids, seed).take(episodes)
        specs = [EpisodeSpec(t, f"eval-{seed}-{i}", f"eval-{seed}-{i}", seed * 100_003 + i)
                 for i, t in enumerate(tasks)]
        result = collector.collect(specs, policy, description=f"eval {seed}")
        per_seed.append(episode_metrics(result.episodes))
        successes.append([int(e.success) for e in result.episodes])
    collector.close()
    return EvalResult(env_id, per_seed, split, episodes, successes)


def trainer_test_successes(trainer: Any, tokenizer: Any, env_id: str, episodes: int, *, task_seed: int,
                           sampling_seed: int, progress: bool = True) -> list[int]:
    """Per-episode success (1/0) of a trainer's current policy on ``episodes`` fixed test episodes.

    The test split's tasks are drawn with ``task_seed``; the env is the one the trainer trains on (its
    ``env_kwargs`` and step limit). In choose mode the policy picks the likeliest listed action; in generate mode
    it samples at the training temperature from the torch seed ``sampling_seed`` (with the rollout's drafts), so
    two checkpoints of one run, or two runs of one seed, differ only by their weights. The model is put back in
    training mode afterwards. ``capo demo`` and ``capo compare`` measure with this.
    """
    import torch

    from agentgym_capo.trainer.model.policies import ChoosePolicy, HFGeneratePolicy

    model, precision, args = trainer.actor_critic.lm, trainer.precision, trainer.args
    model.eval()
    if args.action_mode == "choose":
        policy = ChoosePolicy(model, tokenizer, greedy=True, token_budget=16384, split=trainer.trunk_split,
                              autocast=lambda: precision.autocast("evaluation"))
    else:
        torch.manual_seed(sampling_seed)  # the same draws at every checkpoint: only the policy differs
        policy = HFGeneratePolicy(model, tokenizer, max_new_tokens=args.max_completion_length, batch_size=episodes,
                                  temperature=args.temperature, autocast=lambda: precision.autocast("evaluation"),
                                  draft_tokens=args.rollout_draft_tokens, draft_positions=args.rollout_draft_positions)
    try:
        result = evaluate_policy(env_id, policy, tokenizer, episodes=episodes, seeds=(task_seed,), split="test",
                                 max_env_steps=args.max_env_steps, env_kwargs=args.env_kwargs, progress=progress)
    finally:
        model.train()
    return result.successes[0]
