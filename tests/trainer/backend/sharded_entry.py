"""Entry point of the sharded-checkpoint tests: reference, save and resume under FSDP2 and DeepSpeed ZeRO-3.

Run as ``python sharded_entry.py OUT BACKEND SCENARIO...`` under ``accelerate launch --num_processes 2``
(``BACKEND`` = ``fsdp2``) or in one process (``zero3``). A scenario is ``<state_dict_type>-<critic>``:
``full``/``sharded`` (FSDP's ``state_dict_type``; ignored under ZeRO-3) and ``separate``/``shared``/``lora``
(``critic_mode``; ``lora`` trains a LoRA policy), optionally followed by ``-sgd`` (SGD without momentum,
whose optimizer state is empty, instead of AdamW). Every scenario runs in this one launch, to keep the test's
process start-ups few.

Per scenario: the trainer is built (with FSDP2, the way a GPU launch of ``configs/accelerate/fsdp.yaml``
loads: ``fsdp_cpu_ram_efficient_loading``, so every rank but 0 loads zeros and rank 0's weights must reach
them), trains two iterations on the fixed rollout of ``parity_entry.py`` with a checkpoint after each, and
saves its final model with ``save_model`` as ``capo train`` does. A second trainer resumes from the first
checkpoint and trains the second iteration again. Each rank writes ``OUT/<scenario>.rank<r>.json``: the
largest distance of the reference, the policy and the critic from the model's checkpoint when training
starts, and the logged losses of both runs; rank 0 writes ``OUT/<scenario>.pt``, the trained state gathered.
"""

from __future__ import annotations

import json
import os
import sys
from pathlib import Path

os.environ.setdefault("HF_HUB_OFFLINE", "1")
os.environ.setdefault("TRL_EXPERIMENTAL_SILENCE", "1")

import torch  # noqa: E402
import torch.distributed as dist  # noqa: E402
from transformers import AutoTokenizer, TrainerCallback  # noqa: E402

from agentgym_capo.models import tiny_model_dir  # noqa: E402
from agentgym_capo.trainer.config import CAPOConfig  # noqa: E402
from tests.trainer.backend.launch_exit import exit_now  # noqa: E402
from tests.trainer.backend.parity_entry import (  # noqa: E402
    FixedRolloutTrainer,
    FSDP2Trainer,
    deepspeed_config,
    full_state,
)


def _cpu_ram_efficient_loading() -> None:
    """What a GPU launch with ``fsdp_cpu_ram_efficient_loading: true`` does to ``from_pretrained``.

    transformers keys it on accelerate's FSDP environment flags (``ACCELERATE_USE_FSDP``), which accelerate
    refuses on a CPU-only machine; here the check answers True once the process group is up, so every rank but
    0 loads zeros, as on GPUs.
    """
    import transformers.integrations.accelerate as hf_accelerate
    import transformers.modeling_utils as modeling_utils

    def is_fsdp_enabled() -> bool:
        return dist.is_available() and dist.is_initialized()

    modeling_utils.is_fsdp_enabled = hf_accelerate.is_fsdp_enabled = is_fsdp_enabled


class ShardedFSDP2Trainer(FSDP2Trainer):
    """:class:`FSDP2Trainer` with the state-dict type of the scenario and ``cpu_ram_efficient_loading``."""

    state_dict_type = "FULL_STATE_DICT"

    def create_accelerator_and_postprocess(self) -> None:
        from accelerate.utils import FullyShardedDataParallelPlugin

        super().create_accelerator_and_postprocess()
        self._fsdp2_plugin = FullyShardedDataParallelPlugin(
            fsdp_version=2, auto_wrap_policy="transformer_based_wrap", reshard_after_forward=True,
            state_dict_type=self.state_dict_type, cpu_ram_efficient_loading=True)
        self._force_fsdp2()

    def _force_fsdp2(self) -> None:
        # also in PartialState's shared state: every later AcceleratorState() copies its distributed type from
        # there, which would turn the saves' accelerator.get_state_dict back to the non-FSDP path
        from accelerate import PartialState
        from accelerate.utils import DistributedType

        super()._force_fsdp2()
        PartialState._shared_state["distributed_type"] = DistributedType.FSDP


def distance_from(state: dict[str, torch.Tensor], initial: dict[str, torch.Tensor], prefix: str) -> float:
    """Largest absolute difference between ``state[prefix + k]`` and ``initial[k]`` (LoRA's base-layer keys
    mapped to the plain model's); -1.0 when no key matched."""
    found = -1.0
    for key, value in state.items():
        if not key.startswith(prefix) or "lora_" in key:
            continue
        name = key[len(prefix):].replace("base_model.model.", "", 1).replace(".base_layer", "")
        if name in initial:
            found = max(found, float((value.float() - initial[name].float()).abs().max()))
    return found


class StartCheck(TrainerCallback):
    """Records how far the prepared policy and critic are from the checkpoint when training starts."""

    def __init__(self, initial: dict[str, torch.Tensor], record: dict):
        self.initial, self.record = initial, record

    def on_train_begin(self, args, state, control, model=None, **kwargs):
        full = full_state(model)
        self.record["policy_start"] = distance_from(full, self.initial, "policy.")
        self.record["critic_start"] = distance_from(full, self.initial, "critic.")


def build(out: Path, backend: str, scenario: str, resume: bool):
    """A trainer of ``scenario`` writing to ``out``."""
    sd_type, critic_mode, *optimizer = scenario.split("-")
    path = str(tiny_model_dir())
    # persistence threshold 0: every parameter is partitioned (by default ZeRO-3 keeps parameters under 1e5
    # elements whole on every rank, which on the tiny model would be all but the embeddings and every LoRA matrix)
    extra = {"deepspeed": deepspeed_config(3, stage3_param_persistence_threshold=0)} if backend == "zero3" else {}
    peft_config = None
    if critic_mode == "lora":
        from peft import LoraConfig

        peft_config = LoraConfig(r=4, lora_alpha=8, target_modules=["q_proj", "v_proj"], task_type="CAUSAL_LM")
    args = CAPOConfig(output_dir=str(out), use_cpu=True, bf16=False, gradient_checkpointing=False, report_to="none",
                      max_steps=2, rollout_tasks=2, mini_batch_size=64, num_iterations=1, micro_batch_tokens=40,
                      per_device_train_batch_size=2, optim="sgd" if optimizer == ["sgd"] else "adamw_torch",
                      learning_rate=1e-2, critic_learning_rate=1e-2, beta=0.05, logging_steps=1, save_strategy="steps",
                      save_steps=1, disable_tqdm=True, plot_curves=False, seed=0, algo="capo", action_mode="generate",
                      critic_mode="separate" if critic_mode == "separate" else critic_mode, **extra)
    if backend == "fsdp2":
        trainer_class = type("Trainer", (ShardedFSDP2Trainer,),
                             {"state_dict_type": "FULL_STATE_DICT" if sd_type == "full" else "SHARDED_STATE_DICT"})
    else:
        trainer_class = FixedRolloutTrainer
    tokenizer = AutoTokenizer.from_pretrained(path)
    return trainer_class(model=path, args=args, env="capo/Chain-v0", processing_class=tokenizer,
                         peft_config=peft_config)


def losses(trainer) -> list[dict]:
    """The logged losses of each iteration."""
    keys = ("loss", "actor/pg_loss", "actor/kl_loss", "critic/value_loss")
    return [{k: e[k] for k in keys if k in e} | {"step": e["step"]} for e in trainer.state.log_history
            if "actor/pg_loss" in e]


def run(out_dir: Path, backend: str, scenario: str) -> None:
    """Train, save and resume one scenario (see the module docstring)."""
    from safetensors.torch import load_file

    initial = load_file(str(tiny_model_dir() / "model.safetensors"))
    out = out_dir / scenario
    record: dict = {"scenario": scenario}
    trainer = build(out, backend, scenario, resume=False)
    rank = trainer.accelerator.process_index
    if backend == "fsdp2":
        if trainer.reference_wrapped is not None:
            record["reference"] = distance_from(full_state(trainer.reference_wrapped), initial, "policy.")
        trainer.add_callback(StartCheck(initial, record))
    trainer.train()
    trainer.save_model(str(out / "final"))
    record["losses"] = losses(trainer)
    gathered = trainer.accelerator.get_state_dict(trainer.model_wrapped) or {}  # ZeRO-3: None on other ranks
    state = {k: v.detach().cpu().clone() for k, v in gathered.items()}
    if trainer.accelerator.is_main_process:
        torch.save(state, out_dir / f"{scenario}.pt")
    trainer.accelerator.wait_for_everyone()
    del trainer
    resumed = build(out, backend, scenario, resume=True)
    resumed.train(resume_from_checkpoint=str(out / "checkpoint-1"))
    record["resumed_losses"] = losses(resumed)
    (out_dir / f"{scenario}.rank{rank}.json").write_text(json.dumps(record))
    resumed.accelerator.wait_for_everyone()


def main(out_dir: str, backend: str, *scenarios: str) -> None:
    """Run every scenario in this launch."""
    if backend == "fsdp2":
        _cpu_ram_efficient_loading()
    for scenario in scenarios:
        run(Path(out_dir), backend, scenario)
    from accelerate import PartialState

    PartialState().destroy_process_group()
    exit_now()


if __name__ == "__main__":
    main(*sys.argv[1:])
