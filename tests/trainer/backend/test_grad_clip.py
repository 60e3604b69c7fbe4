"""Actor and critic are clipped separately, by their own global norms, under DeepSpeed ZeRO-2/3 and FSDP2.

``clip_entry.py`` trains one capo iteration (separate critic, two SGD steps) on a fixed batch with both limits
below the gradient norms: in one plain process (the reference: torch clips each group by its own norm), and
in two gloo processes under DeepSpeed ZeRO-2 and ZeRO-3 (on CPU, DeepSpeed's config has
``gradient_clipping: 1.0`` as the shipped yaml does) and under accelerate's FSDP2. Each sharded run must log
the reference's ``actor/grad_norm`` and ``critic/grad_norm`` (which differ from each other) and train to the
reference's parameters: a joint clip would log one norm twice and shrink the actor's step. The rollout
metrics, now all-reduced from per-rank sums, match the one-process run's.
Also: FSDP1 and LoRA critic + ZeRO-3 + gradient checkpointing are refused; the input-require-grads hook stays
single over iterations; the rollout metrics' reduction equals the metrics of all episodes.
"""

from __future__ import annotations

import json
import math
import subprocess
import sys
from pathlib import Path

import pytest
import torch

from agentgym_capo.errors import ConfigError
from tests.trainer.helpers import accelerate_launch, chain_factory, subprocess_env, tiny_config

ENTRY = Path(__file__).with_name("clip_entry.py")
NORMS = ("actor/grad_norm", "critic/grad_norm")


def _run(out: Path, launch: list[str], mode: str) -> None:
    out.mkdir(parents=True, exist_ok=True)
    done = subprocess.run([*launch, str(ENTRY), str(out), mode], env=subprocess_env(), capture_output=True,
                          text=True, timeout=600)
    assert done.returncode == 0, done.stderr[-4000:]


@pytest.fixture(scope="module")
def plain(tmp_path_factory) -> Path:
    out = tmp_path_factory.mktemp("clip")
    _run(out, [sys.executable], "plain")
    return out


def _compare(plain: Path, out: Path, name: str, wrapped: str) -> None:
    one = json.loads((plain / "plain.json").read_text())
    two = json.loads((out / f"{name}.json").read_text())
    assert one["processes"] == 1 and two["processes"] == 2 and two["wrapped"] == wrapped
    reference, log = one["logs"][0], two["logs"][0]
    assert abs(reference["actor/grad_norm"] - reference["critic/grad_norm"]) > 0.1  # two different norms
    assert min(reference[k] for k in NORMS) > 1.0  # both clips act (limits 1.0 and 0.05)
    for key in NORMS:
        assert math.isclose(log[key], reference[key], rel_tol=1e-5), (name, key, log[key], reference[key])
    for key in [k for k in reference if k.startswith("rollout/")]:
        assert math.isclose(log[key], reference[key], rel_tol=1e-9, abs_tol=1e-12), (name, key)
    state_one, state_two = torch.load(plain / "plain.pt"), torch.load(out / f"{name}.pt")
    assert state_one.keys() == state_two.keys() and any(k.startswith("critic.") for k in state_one)
    for key, value in state_one.items():
        torch.testing.assert_close(state_two[key], value, atol=1e-5, rtol=0, msg=f"{name} {key}")


@pytest.mark.slow
@pytest.mark.parametrize("stage", ["zero2", "zero3"])
def test_zero_clips_actor_and_critic_separately(plain, tmp_path, stage):
    _run(tmp_path, accelerate_launch(2, "--use_deepspeed"), stage)
    _compare(plain, tmp_path, stage, "DeepSpeedEngine")


@pytest.mark.slow
def test_fsdp2_clips_each_subset_by_its_global_norm(plain, tmp_path):
    _run(tmp_path, accelerate_launch(2, "--multi_gpu"), "fsdp2")
    _compare(plain, tmp_path, "fsdp2", "FSDPActorCritic")


def test_fsdp1_is_refused_with_the_alternative(tmp_path, tiny_model_path):
    from accelerate.utils import FullyShardedDataParallelPlugin

    from agentgym_capo.trainer.capo_trainer import CAPOTrainer

    class FSDP1Trainer(CAPOTrainer):
        """The FSDP1 plugin an accelerate launch with ``fsdp_version: 1`` gives (forced: CPU picks no FSDP)."""

        def create_accelerator_and_postprocess(self) -> None:
            super().create_accelerator_and_postprocess()
            self.accelerator.state.fsdp_plugin = FullyShardedDataParallelPlugin(fsdp_version=1)
            self.is_fsdp_enabled = True

    with pytest.raises(ConfigError, match="fsdp_version: 2"):
        FSDP1Trainer(model=tiny_model_path, args=tiny_config(tmp_path, action_mode="generate"), env=chain_factory())


def test_lora_critic_zero3_gradient_checkpointing_is_refused(tmp_path):
    # CAPOTrainer.__init__ calls this with the DeepSpeed plugin's stage (next to the FSDP1 check above)
    from agentgym_capo.trainer.model.actor_critic import check_gradient_checkpointing

    args = tiny_config(tmp_path, critic_mode="lora", gradient_checkpointing=True)
    with pytest.raises(ConfigError, match="zero2.yaml"):
        check_gradient_checkpointing(args, 3)
    check_gradient_checkpointing(args, 2)  # ZeRO-2 keeps the weights whole: non-reentrant checkpointing works
    check_gradient_checkpointing(tiny_config(tmp_path, critic_mode="lora"), 3)
    check_gradient_checkpointing(tiny_config(tmp_path, critic_mode="separate", gradient_checkpointing=True), 3)


def test_input_require_grads_hook_stays_single(tmp_path, tiny_model_path):
    # TRL turns checkpointing off around every generate and on again after: the embeddings' hook must not pile up
    from agentgym_capo.trainer.capo_trainer import CAPOTrainer

    args = tiny_config(tmp_path, gradient_checkpointing=True, max_steps=3, action_mode="generate")
    trainer = CAPOTrainer(model=tiny_model_path, args=args, env=chain_factory())
    trainer.train()
    for model in (trainer.policy, trainer.critic):
        assert len(model.get_input_embeddings()._forward_hooks) == 1


def test_rollout_metrics_reduce_from_per_rank_sums():
    # the trainer all-reduces each rank's sums; the result equals the metrics of all episodes in one place
    from agentgym_capo.envs.core import ActionSegment
    from agentgym_capo.rollout import EpisodeResult, EpisodeSpec, PolicyAction, StepRecord
    from agentgym_capo.trainer.pipeline.metrics import ROLLOUT_SUMS, metrics_from_sums, rollout_metrics, rollout_sums

    episodes = []
    for traj, (returns, reason) in enumerate([([0.0, 1.0], "success"), ([0.5], "env_error"), ([1.0], "success"),
                                              ([0.2, 0.3, 0.1], "max_steps"), ([0.2, 0.3, 0.1], "success")]):
        spec = EpisodeSpec(f"task-{traj // 2}", f"traj-{traj}", f"group-{traj // 2}", 0)
        steps = [StepRecord(ActionSegment(spec.traj_id, t, spec.task_id, "a", format_ok=bool(t % 2)), spec.group_id,
                            "p", PolicyAction("a", list(range(t + 2))), r, truncated=t == 2, prompt_ids=[1] * (3 + t))
                 for t, r in enumerate(returns)]
        episodes.append(EpisodeResult(spec, steps, reason, dropped=reason == "env_error"))
    ranks = [episodes[:2], episodes[2:]]  # groups stay on one rank, as in the trainer's rollout
    summed = {k: sum(rollout_sums(part, 2)[k] for part in ranks) for k in ROLLOUT_SUMS}
    expected = rollout_metrics(episodes, 2)
    reduced = metrics_from_sums(summed)
    assert reduced.keys() == expected.keys() and "rollout/group_no_signal_frac" in reduced
    for key, value in expected.items():
        assert math.isclose(reduced[key], value, rel_tol=1e-12, abs_tol=1e-12), key


def test_the_trainer_imports_without_deepspeed():
    # accelerate.utils exports DeepSpeedEngineWrapper only when deepspeed is installed; the GPU machines (and
    # most users) have no deepspeed, and importing it from there broke `import CAPOTrainer` (seen on an H200)
    code = ("import sys; sys.modules['deepspeed'] = None; import accelerate.utils as u; "
            "assert not hasattr(u, 'DeepSpeedEngineWrapper'); "
            "from agentgym_capo.trainer.capo_trainer import CAPOTrainer; print('imported')")
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, env=subprocess_env())
    assert done.returncode == 0 and "imported" in done.stdout, done.stderr[-2000:]
