"""Entry of the vLLM server-mode routing test (run by ``accelerate launch --num_processes 2``).

The generation path is TRL's own: ``GRPOTrainer._generate_single_turn`` -> ``VLLMGeneration.generate`` (server
branch: ``gather_object``, one request from the main process, ``broadcast_object_list``, slice by
``process_index x len(prompts)``) -> ``VLLMClient.generate`` over HTTP. Two objects are assembled without their
``__init__``: ``VLLMGeneration`` and ``VLLMClient``, whose constructors require an installed vLLM and open the
NCCL weight-sync group (CUDA only); weight sync is therefore outside this test. The trainer is a stand-in
that carries just the attributes ``_generate_single_turn`` reads on its vLLM path.
"""

from __future__ import annotations

import contextlib
import json
import sys
from types import SimpleNamespace

import requests
import torch
from accelerate import Accelerator
from transformers import AutoModelForCausalLM, AutoTokenizer
from trl import GRPOTrainer
from trl.generation.vllm_client import VLLMClient
from trl.generation.vllm_generation import VLLMGeneration

from agentgym_capo.rollout import PolicyInput
from agentgym_capo.trainer.backend.collectives import Collectives
from agentgym_capo.trainer.backend.trl_bridge import generate_single_turn
from agentgym_capo.trainer.pipeline.rollout import TRLGeneratePolicy
from agentgym_capo.trainer.pipeline.runtime import SamplingContext
from tests.trainer.backend.launch_exit import exit_now

MAX_TOKENS = 6
# live episodes per rank and round: rank 0 has more in round 1, none in round 2
EPISODES = {0: [3, 0], 1: [1, 2]}


class _Trainer:
    """What ``GRPOTrainer._generate_single_turn`` reads when ``use_vllm`` is on (no weight sync: same step)."""

    use_vllm = True
    _last_loaded_step = 0
    _generate_single_turn = GRPOTrainer._generate_single_turn

    def __init__(self, accelerator, tokenizer, generation):
        self.accelerator, self.processing_class, self.vllm_generation = accelerator, tokenizer, generation
        self.state = SimpleNamespace(global_step=0)
        self.args = SimpleNamespace(report_to=[])


def _generation(accelerator: Accelerator, base_url: str) -> VLLMGeneration:
    generation = object.__new__(VLLMGeneration)
    generation.__dict__.update(
        accelerator=accelerator, mode="server", temperature=1.0, top_p=1.0, top_k=0, min_p=None,
        repetition_penalty=1.0, max_completion_length=MAX_TOKENS, logprobs=0, structured_outputs_regex=None,
        generation_kwargs={}, enable_sleep_mode=False, _llm_weights_sleeping=False)
    if accelerator.is_main_process:
        client = object.__new__(VLLMClient)
        client.session, client.base_url = requests.Session(), base_url
        client.check_server(total_timeout=60)
        client.model = client._get(f"{base_url}/v1/models")["data"][0]["id"]
        generation.vllm_client = client
    return generation


def main(model_dir: str, base_url: str, out: str) -> None:
    accelerator = Accelerator(cpu=True)  # gloo, as CAPOConfig(use_cpu=True) gives the trainer
    rank = accelerator.process_index
    tokenizer = AutoTokenizer.from_pretrained(model_dir)
    trainer = _Trainer(accelerator, tokenizer, _generation(accelerator, base_url))
    sampling = SamplingContext(lm=None, tokenizer=tokenizer, generation_config=None, autocast=contextlib.nullcontext,
                               generate=lambda prompt_ids: generate_single_turn(trainer, prompt_ids),
                               before_generate=lambda: None, use_vllm=True, sharded=False, capture=False)
    policy = TRLGeneratePolicy(sampling, Collectives(accelerator))
    model = AutoModelForCausalLM.from_pretrained(model_dir, dtype=torch.float32).eval()
    rounds = []
    for round_index, count in enumerate(EPISODES[rank]):
        prompts = [tokenizer(f"rank {rank} round {round_index} episode {i}: go")["input_ids"] for i in range(count)]
        inputs = [PolicyInput(traj_id=f"{rank}-{i}", task_id=str(i), group_id=str(i), step_index=round_index,
                              prompt="", info={}, prompt_ids=ids) for i, ids in enumerate(prompts)]
        actions = policy.act(inputs)
        expected, expected_logps = [], []
        for ids in prompts:  # this rank's own greedy completion (and its log-probs) of each of its prompts
            with torch.no_grad():
                seq = model.generate(torch.tensor([ids]), max_new_tokens=MAX_TOKENS, do_sample=False,
                                     pad_token_id=tokenizer.pad_token_id, eos_token_id=tokenizer.eos_token_id,
                                     output_scores=True, return_dict_in_generate=True)
            got = seq.sequences[0, len(ids):].tolist()
            eos = tokenizer.eos_token_id
            got = got[:got.index(eos) + 1] if eos in got else got
            expected.append(got)
            expected_logps.append([torch.log_softmax(score[0].float(), -1)[token].item()
                                   for score, token in zip(seq.scores[:len(got)], got, strict=True)])
        rounds.append({"got": [a.response_ids for a in actions], "expected": expected,
                       "logps": [a.logps for a in actions], "expected_logps": expected_logps})
    with open(f"{out}.rank{rank}.json", "w") as handle:
        json.dump({"rank": rank, "processes": accelerator.num_processes, "rounds": rounds}, handle)
    accelerator.end_training()  # leave the process group together
    exit_now()


if __name__ == "__main__":
    main(*sys.argv[1:4])
