"""Generation speed of the trainer's generate-mode rollout vs a plain ``model.generate`` on the same prompts.

Question (issue 18 pilot): an iteration of 16 episodes of ``capo/LengthChain-v0`` took 241-608 s of
rollout with SmolLM2-135M-Instruct. Is the trainer's generation path slow, or generation itself?

Method: a :class:`~agentgym_capo.trainer.capo_trainer.CAPOTrainer` with the exact settings of
``benchmarks/learning_generate.py`` (CAPO, 16 episodes, ``max_completion_length=96``, temperature 1, fp32,
top 4 layers trainable) runs one real rollout (``collect_rollout``: the :class:`RolloutCollector` calling
:class:`~agentgym_capo.trainer.pipeline.rollout.TRLGeneratePolicy`, i.e. TRL's ``_generate_single_turn``). Each
policy call (one round: all live episodes' prompts at once) is timed and its prompts kept; then the same
rounds' prompts go through a plain ``policy.generate(..., use_cache=True)`` with the same sampling settings.
Reported per path: wall seconds, generated tokens (up to and including eos), tokens/s, decode steps (the
longest completion of each round: a batch runs until its last row stops) and the prompt tokens prefilled.
``--init PATH`` measures from a warm-started checkpoint (``benchmarks/warm_start.py``): the *after* case,
since a model that answers with a listed phrase and eos stops each round far before the 96-token cap.

Findings (numbers in ``benchmarks/results/generate_speed.json``, discussion in
``benchmarks/results/archive/README.md``): the trainer's path runs at plain ``generate``'s speed (KV cache on,
batched over live episodes, eos stop, no autocast); the time goes to prefill, eager attention's copies and rounds
that run to the token cap. One torch thread (``--threads``), since the machine is shared.

    python benchmarks/generate_speed.py                                   # untrained SmolLM2
    python benchmarks/generate_speed.py --init runs/warm_start/smollm2-lchain --tag warm
"""

from __future__ import annotations

import json
import os
from pathlib import Path
from typing import Any

import harness

from benchmarks.learning_generate import COMMON, ENV_ID


def measure(init: str | None, seed: int) -> dict[str, Any]:
    """One trainer rollout (timed per round) and plain ``generate`` on the same rounds' prompts."""
    import torch
    from transformers import AutoModelForCausalLM, AutoTokenizer

    from agentgym_capo.models import smollm2_dir
    from agentgym_capo.trainer.capo_trainer import CAPOTrainer
    from agentgym_capo.trainer.config import CAPOConfig
    from agentgym_capo.trainer.pipeline import rollout as policies  # TRLGeneratePolicy lives with the rollout

    path = init or str(smollm2_dir())
    tokenizer = AutoTokenizer.from_pretrained(path)
    model = AutoModelForCausalLM.from_pretrained(path, attn_implementation="eager")
    args = CAPOConfig(output_dir=str(harness.ROOT / "runs" / "generate_speed"), seed=seed, algo="capo", **COMMON)
    trainer = CAPOTrainer(model=model, args=args, env=ENV_ID, processing_class=tokenizer)
    rounds: list[dict[str, Any]] = []
    original = policies.TRLGeneratePolicy.act

    def timed(self, inputs):
        one: dict[str, Any] = {"prompts": [list(x.prompt_ids) for x in inputs]}
        with harness.timed(one, "seconds"):
            actions = original(self, inputs)
        rounds.append({**one, "lengths": [len(a.response_ids) for a in actions]})
        return actions

    policies.TRLGeneratePolicy.act = timed
    seconds: dict[str, float] = {}
    try:
        torch.manual_seed(seed)
        with harness.timed(seconds, "rollout"):
            rollout = policies.collect_rollout(trainer.runtime(), trainer.episodes, 0)
    finally:
        policies.TRLGeneratePolicy.act = original
    policy = trainer.policy.eval()
    pad, eos = tokenizer.pad_token_id, tokenizer.eos_token_id
    plain = []
    torch.manual_seed(seed)
    for item in rounds:
        width = max(map(len, item["prompts"]))
        ids = torch.tensor([[pad] * (width - len(p)) + p for p in item["prompts"]])
        mask = torch.tensor([[0] * (width - len(p)) + [1] * len(p) for p in item["prompts"]])
        with harness.timed(seconds, "plain"), torch.no_grad():
            out = policy.generate(input_ids=ids, attention_mask=mask, max_new_tokens=args.max_completion_length,
                                  do_sample=True, temperature=1.0, top_k=0, top_p=1.0, use_cache=True,
                                  eos_token_id=eos, pad_token_id=pad)
        lengths = [row.index(eos) + 1 if eos in row else len([t for t in row if t != pad])
                   for row in out[:, width:].tolist()]
        plain.append({"seconds": seconds["plain"], "lengths": lengths})

    def summary(items: list[dict[str, Any]]) -> dict[str, Any]:
        seconds = sum(i["seconds"] for i in items)
        tokens = sum(sum(i["lengths"]) for i in items)
        return {"seconds": seconds, "generated_tokens": tokens, "tokens_per_s": tokens / seconds,
                "decode_steps": sum(max(i["lengths"], default=0) for i in items),
                "rounds": [{"batch": len(i["lengths"]), "seconds": i["seconds"], "max_len": max(i["lengths"])}
                           for i in items]}

    episodes = rollout.episodes
    return {"init": init, "seed": seed, "rollout_seconds": seconds["rollout"],
            "prompt_tokens": sum(len(p) for i in rounds for p in i["prompts"]),
            "episodes": len(episodes), "env_steps": sum(len(e.steps) for e in episodes),
            "success": sum(e.success for e in episodes) / len(episodes),
            "trainer": summary(rounds), "plain_generate": summary(plain),
            "use_cache_in_model_config": bool(policy.config.use_cache),
            "generation_config_use_cache": trainer.generation_config.use_cache,
            "attn_implementation": policy.config._attn_implementation,
            "dtype": str(next(policy.parameters()).dtype)}


def plot(records: dict[str, dict[str, Any]], target: Path) -> None:
    """Tokens/s of the trainer's rollout vs plain generate, per model."""
    names = list(records)
    load = max(r["loadavg"][0] for r in records.values())
    harness.figure(target, lambda ax: harness.bars(
        ax, names, {key.replace("_", " "): [records[n][key]["tokens_per_s"] for n in names]
                    for key in ("trainer", "plain_generate")},
        ylabel="generated tokens / s", title=f"SmolLM2-135M generate, LengthChain rollout, 1 thread (load {load:.1f})"),
        size=(6, 3.5), dpi=120)


def main() -> None:
    """Measure one model (``--init``/``--tag``), merge into the JSON, redraw the PNG."""
    parser = harness.parser(__file__, __doc__, output="generate_speed.json", threads=1,
                            output_help="The JSON of every measurement, by --tag (PNG beside it).")
    parser.add_argument("--init", help="Checkpoint to start from (default: the untrained SmolLM2).")
    parser.add_argument("--tag", default="untrained", help="Name of this measurement in the JSON.")
    parser.add_argument("--seed", type=int, default=41)
    options = parser.parse_args()
    import torch

    harness.set_threads(options.threads)
    record = measure(options.init, options.seed)
    record.update(loadavg=os.getloadavg(), torch_threads=torch.get_num_threads())
    record = harness.record(record, options.output, key=options.tag)
    plot(json.loads(options.output.read_text()), options.output)
    print(json.dumps({k: record[k] for k in ("rollout_seconds", "trainer", "plain_generate", "loadavg")}, indent=1))


if __name__ == "__main__":
    main()
