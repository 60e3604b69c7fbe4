"""Entry point of the distributed-parity test: one iteration of capo, ppo and grpo on a fixed rollout.

Run as ``python parity_entry.py OUT`` (one process) or under ``accelerate launch --num_processes 2``: DDP, or
FSDP2 with ``OUT fsdp2``; ``OUT plain fsdp2`` runs both in one launch (one process start-up), into ``OUT/plain``
and ``OUT/fsdp2`` (the FSDP2 mode last: it forces the FSDP type into accelerate's shared state). accelerate
selects FSDP only on accelerator devices (on a CPU-only machine ``--use_fsdp`` silently runs DDP), so the fsdp2
mode sets the FSDP distributed type and an FSDP2 plugin on the Trainer's accelerator state right after it is
created; everything after that is accelerate's own FSDP2 path
(``fully_shard`` of the decoder layers and of the ActorCritic root, over gloo).

Every run trains on the same global batch: a handmade generate-mode rollout of which each rank takes its
share (unequal numbers of rows, so the ranks run different numbers of real micro-batches). Rank 0 writes
``OUT/<algo>.json`` (the logged losses) and ``OUT/<algo>.pt`` (the full trained state, gathered).
"""

from __future__ import annotations

import json
import os
import sys
from typing import Any

os.environ.setdefault("HF_HUB_OFFLINE", "1")
os.environ.setdefault("TRL_EXPERIMENTAL_SILENCE", "1")

import torch  # noqa: E402
from transformers import AutoTokenizer  # noqa: E402

import agentgym_capo  # noqa: E402,F401
from agentgym_capo.envs.core import ActionSegment  # noqa: E402
from agentgym_capo.models import tiny_model_dir  # noqa: E402
from agentgym_capo.rollout import EpisodeResult, EpisodeSpec, PolicyAction, RolloutResult, StepRecord  # noqa: E402
from agentgym_capo.trainer.capo_trainer import CAPOTrainer  # noqa: E402
from agentgym_capo.trainer.config import CAPOConfig  # noqa: E402
from tests.trainer.backend.launch_exit import exit_now  # noqa: E402

#: (steps, rewards) of the trajectories; groups of two for GRPO. Rank 0 of 2 takes trajectories 0-1 (6 rows),
#: rank 1 takes 2-3 (3 rows).
TRAJECTORIES = [(3, [0.0, 0.5, 1.0]), (3, [0.2, -1.0, 0.3]), (2, [1.0, 0.0]), (1, [0.4])]


def fixed_rollout(tokenizer, rank: int, world: int) -> RolloutResult:
    """This rank's share of the handmade rollout (the same global batch for any number of processes)."""
    rng = torch.Generator().manual_seed(0)
    episodes = []
    for traj, (length, rewards) in enumerate(TRAJECTORIES):
        spec = EpisodeSpec(f"task-{traj // 2}", f"traj-{traj}", f"group-{traj // 2}", 0)
        steps = []
        for t in range(length):
            prompt = torch.randint(10, 400, (6 + 4 * t + traj,), generator=rng).tolist()
            response = torch.randint(10, 400, (2 + t + traj % 2,), generator=rng).tolist() + [tokenizer.eos_token_id]
            segment = ActionSegment(spec.traj_id, t, spec.task_id, f"anchor-{t}")
            steps.append(StepRecord(segment, spec.group_id, "p", PolicyAction("a", response), rewards[t],
                                    terminated=t == length - 1, prompt_ids=prompt, prompt_text="p"))
        episodes.append(EpisodeResult(spec, steps, "success"))
    share = len(episodes) // world
    return RolloutResult(episodes[rank * share:(rank + 1) * share])


def full_state(model: torch.nn.Module) -> dict[str, torch.Tensor]:
    """The unsharded state of a (possibly FSDP2-sharded) module; a collective when sharded."""
    from torch.distributed.tensor import DTensor

    state = model.module.state_dict() if hasattr(model, "module") else model.state_dict()
    return {k: (v.full_tensor() if isinstance(v, DTensor) else v).detach().cpu() for k, v in state.items()}


def trained_state(trainer: CAPOTrainer) -> dict[str, torch.Tensor]:
    """The trained module's full state on CPU: gathered by accelerate under ZeRO-3 (rank 0 only), else
    :func:`full_state`; a collective on every rank."""
    if trainer.is_deepspeed_enabled:
        gathered = trainer.accelerator.get_state_dict(trainer.model_wrapped) or {}
        return {k: v.detach().cpu().clone() for k, v in gathered.items()}
    return full_state(trainer.model)


class FixedRolloutTrainer(CAPOTrainer):
    """CAPOTrainer whose rollout is the fixed batch."""

    def rollout(self, run: Any) -> RolloutResult:
        return fixed_rollout(self.processing_class, self.accelerator.process_index, self.accelerator.num_processes)


class FSDP2Trainer(FixedRolloutTrainer):
    """The fixed-rollout trainer on accelerate's FSDP2 path (forced: accelerate picks FSDP only on devices)."""

    def create_accelerator_and_postprocess(self) -> None:
        from accelerate.utils import FullyShardedDataParallelPlugin

        super().create_accelerator_and_postprocess()
        assert self.accelerator.num_processes > 1, "the fsdp2 mode runs under accelerate launch --num_processes 2"
        self._fsdp2_plugin = FullyShardedDataParallelPlugin(
            fsdp_version=2, auto_wrap_policy="transformer_based_wrap", reshard_after_forward=True,
            state_dict_type="FULL_STATE_DICT", cpu_ram_efficient_loading=False)
        self._force_fsdp2()

    def _force_fsdp2(self) -> None:
        from accelerate.utils import DistributedType

        self.accelerator.state.distributed_type = DistributedType.FSDP
        self.accelerator.state.fsdp_plugin = self._fsdp2_plugin
        self.is_fsdp_enabled = True

    def train(self, *args, **kwargs):
        # accelerate re-derives the distributed type from the (CPU) device on later state look-ups: set it again
        # before the Trainer prepares the ActorCritic
        self._force_fsdp2()
        return super().train(*args, **kwargs)


def deepspeed_config(stage: int, **zero: object) -> dict:
    """A DeepSpeed ZeRO config for the tests (fp32, the client optimizer, the trainer's batching); ``zero`` adds
    ``zero_optimization`` keys. Also keeps DeepSpeed's CPU backend from JIT-compiling its shared-memory
    all-reduce kernel in this process (~50 s of g++ the first time a venv starts a DeepSpeed process group, the
    whole of a fresh clone's slowest test): only its ``inference_all_reduce`` uses that kernel, and without it
    falls back to torch.distributed, which ZeRO's training collectives call in any case, so what the tests
    train and compare is unchanged."""
    import importlib

    # by module name: the attribute deepspeed.comm.torch is the torch package (deepspeed.comm re-exports it)
    importlib.import_module("deepspeed.comm.torch").build_shm_op = lambda: None
    return {"zero_optimization": {"stage": stage, "stage3_gather_16bit_weights_on_model_save": True, **zero},
            "train_micro_batch_size_per_gpu": "auto", "gradient_accumulation_steps": 1,
            "zero_allow_untested_optimizer": True, "bf16": {"enabled": False}}


def main(out_dir: str, *modes: str) -> None:
    """One mode (``plain`` when none) into ``out_dir``, or several, each into ``out_dir/MODE``, in one process."""
    if len(modes) <= 1:
        trainer = run_mode(out_dir, *modes)
    else:
        for mode in modes:
            os.makedirs(os.path.join(out_dir, mode), exist_ok=True)
            trainer = run_mode(os.path.join(out_dir, mode), mode)
    trainer.accelerator.end_training()  # leave the process group together (as `capo train` does)
    exit_now()


def run_mode(out_dir: str, mode: str = "plain") -> CAPOTrainer:
    """Modes: plain / fsdp2 (CPU); gpu / zero2 / zero3 (CUDA; gradient clipping off, since DeepSpeed clips all
    parameters together while the trainer clips actor and critic separately). Returns the last trainer."""
    path = str(tiny_model_dir())
    tokenizer = AutoTokenizer.from_pretrained(path)
    on_gpu = mode in ("gpu", "zero2", "zero3")
    extra = dict(max_grad_norm=1e6, critic_max_grad_norm=1e6) if on_gpu else {}
    if mode.startswith("zero"):
        extra["deepspeed"] = deepspeed_config(int(mode[-1]))
    for algo in ("capo", "ppo", "grpo"):
        args = CAPOConfig(output_dir=os.path.join(out_dir, algo), use_cpu=not on_gpu, bf16=False,
                          gradient_checkpointing=False, report_to="none", max_steps=1, rollout_tasks=2,
                          group_size=2 if algo == "grpo" else 1, mini_batch_size=64, num_iterations=2,
                          micro_batch_tokens=40, per_device_train_batch_size=2, optim="sgd", learning_rate=0.5,
                          critic_learning_rate=0.5, beta=0.01, logging_steps=1, save_strategy="no",
                          disable_tqdm=True, plot_curves=False, seed=0, algo=algo, action_mode="generate", **extra)
        trainer_class = FSDP2Trainer if mode == "fsdp2" else FixedRolloutTrainer
        trainer = trainer_class(model=path, args=args, env="capo/Chain-v0", processing_class=tokenizer)
        trainer.train()
        state = trained_state(trainer)
        if trainer.accelerator.is_main_process:
            logs = [e for e in trainer.state.log_history if "actor/pg_loss" in e]
            with open(os.path.join(out_dir, f"{algo}.json"), "w") as handle:
                json.dump({"processes": trainer.accelerator.num_processes, "logs": logs,
                           "distributed_type": str(trainer.accelerator.distributed_type),
                           "sharded": type(trainer.model_wrapped).__name__}, handle)
            torch.save(state, os.path.join(out_dir, f"{algo}.pt"))
        trainer.accelerator.wait_for_everyone()
    return trainer


if __name__ == "__main__":
    main(*sys.argv[1:])
