"""Generation speed of the trainer's generate-mode rollout vs a plain ``model.generate`` on the same prompts.

Question (issue 18 pilot): an iteration of 16 episodes of ``capo/LengthChain-v0`` took 241-608 s of
rollout with SmolLM2-135M-Instruct. Is the trainer's generation path slow, or generation itself?

Method: a :class:`~agentgym_capo.trainer.capo_trainer.CAPOTrainer` with the exact settings of
``benchmarks/learning_generate.py`` (CAPO, 16 episodes, ``max_completion_length=96``, temperature 1, fp32,
top 4 layers trainable) runs one real rollout (``trainer._rollout()``: the :class:`RolloutCollector` calling
:class:`~agentgym_capo.trainer.pipeline.rollout.TRLGeneratePolicy`, i.e. TRL's ``_generate_single_turn``). Each
policy call (one round: all live episodes' prompts at once) is timed and its prompts kept; then the same
rounds' prompts go through a plain ``policy.generate(..., use_cache=True)`` with the same sampling settings.
Reported per path: wall seconds, generated tokens (up to and including eos), tokens/s, decode steps (the
longest completion of each round: a batch runs until its last row stops) and the prompt tokens prefilled.
``--init PATH`` measures from a warm-started checkpoint (``benchmarks/warm_start.py``): the *after* case,
since a model that answers with a listed phrase and eos stops each round far before the 96-token cap.

Findings (numbers in ``benchmarks/results/generate_speed.json``, discussion in ``benchmarks/README.md``): the
trainer's path runs at plain ``generate``'s speed (KV cache on, batched over live episodes, eos stop, no
autocast); the time goes to prefill, eager attention's copies and rounds that run to the token cap. One torch
thread (``--threads``), since the machine is shared.

    python benchmarks/generate_speed.py                                   # untrained SmolLM2
    python benchmarks/generate_speed.py --init runs/warm_start/smollm2-lchain --tag warm
"""

from __future__ import annotations

import argparse
import json
import os
import sys
import time
from pathlib import Path
from typing import Any

os.environ.setdefault("HF_HUB_OFFLINE", "1")
os.environ.setdefault("TRL_EXPERIMENTAL_SILENCE", "1")
ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from benchmarks.learning_generate import COMMON, ENV_ID  # noqa: E402

RESULTS = ROOT / "benchmarks" / "results"


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
    args = CAPOConfig(output_dir=str(ROOT / "runs" / "generate_speed"), seed=seed, algo="capo", **COMMON)
    trainer = CAPOTrainer(model=model, args=args, env=ENV_ID, processing_class=tokenizer)
    rounds: list[dict[str, Any]] = []
    original = policies.TRLGeneratePolicy.act

    def timed(self, inputs):
        start = time.perf_counter()
        actions = original(self, inputs)
        rounds.append({"prompts": [list(x.prompt_ids) for x in inputs], "seconds": time.perf_counter() - start,
                       "lengths": [len(a.response_ids) for a in actions]})
        return actions

    policies.TRLGeneratePolicy.act = timed
    try:
        torch.manual_seed(seed)
        start = time.perf_counter()
        rollout = trainer._rollout()
        rollout_seconds = time.perf_counter() - start
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
        start = time.perf_counter()
        with torch.no_grad():
            out = policy.generate(input_ids=ids, attention_mask=mask, max_new_tokens=args.max_completion_length,
                                  do_sample=True, temperature=1.0, top_k=0, top_p=1.0, use_cache=True,
                                  eos_token_id=eos, pad_token_id=pad)
        seconds = time.perf_counter() - start
        lengths = [row.index(eos) + 1 if eos in row else len([t for t in row if t != pad])
                   for row in out[:, width:].tolist()]
        plain.append({"seconds": seconds, "lengths": lengths})

    def summary(items: list[dict[str, Any]]) -> dict[str, Any]:
        seconds = sum(i["seconds"] for i in items)
        tokens = sum(sum(i["lengths"]) for i in items)
        return {"seconds": seconds, "generated_tokens": tokens, "tokens_per_s": tokens / seconds,
                "decode_steps": sum(max(i["lengths"], default=0) for i in items),
                "rounds": [{"batch": len(i["lengths"]), "seconds": i["seconds"], "max_len": max(i["lengths"])}
                           for i in items]}

    episodes = rollout.episodes
    return {"init": init, "seed": seed, "rollout_seconds": rollout_seconds,
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
    import matplotlib

    matplotlib.use("Agg")
    import matplotlib.pyplot as plt

    names = list(records)
    fig, ax = plt.subplots(figsize=(6, 3.5))
    for offset, key in ((-0.2, "trainer"), (0.2, "plain_generate")):
        ax.bar([i + offset for i in range(len(names))], [records[n][key]["tokens_per_s"] for n in names],
               width=0.4, label=key.replace("_", " "))
    ax.set_xticks(range(len(names)), names)
    ax.set_ylabel("generated tokens / s")
    load = max(r["loadavg"][0] for r in records.values())
    ax.set_title(f"SmolLM2-135M generate, LengthChain rollout, 1 thread (load {load:.1f})", fontsize=9)
    ax.legend()
    fig.tight_layout()
    fig.savefig(target, dpi=120)


def main() -> None:
    """Measure one model (``--init``/``--tag``), merge into the JSON, redraw the PNG."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--init", help="Checkpoint to start from (default: the untrained SmolLM2).")
    parser.add_argument("--tag", default="untrained", help="Name of this measurement in the JSON.")
    parser.add_argument("--seed", type=int, default=41)
    parser.add_argument("--threads", type=int, default=1, help="torch threads (the machine is shared).")
    options = parser.parse_args()
    import torch

    from agentgym_capo.trainer.model.precision import machine_info

    torch.set_num_threads(options.threads)
    target = RESULTS / "generate_speed.json"
    records = json.loads(target.read_text()) if target.exists() else {}
    record = measure(options.init, options.seed)
    record.update(machine=machine_info(), loadavg=os.getloadavg(), torch_threads=torch.get_num_threads())
    records[options.tag] = record
    target.write_text(json.dumps(records, indent=1))
    plot(records, RESULTS / "generate_speed.png")
    print(json.dumps({k: record[k] for k in ("rollout_seconds", "trainer", "plain_generate", "loadavg")}, indent=1))


if __name__ == "__main__":
    main()
