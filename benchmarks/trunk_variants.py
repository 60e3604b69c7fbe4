"""Seconds of one frozen-trunk pass of the demo (SmolLM2-135M, 26 frozen layers) per variant, on real states.

Variants: fp32, bf16 autocast, int8 dynamic quantisation of the trunk's Linear layers (torch.ao), and the
trunk memo (a repeat of the same states). The states are 40 packed Chain-v0 states as the demo's rollout
scores them. Runs in this process's kernel setting: run it once plain and once with
``ATEN_CPU_CAPABILITY=avx2 ONEDNN_MAX_CPU_ISA=AVX2 CAPO_CPU_BF16=0``. Repetitions alternate between variants
so that load drift on a shared machine hits all of them alike. Appends to
``benchmarks/results/trunk_variants.json``. Example::

    python benchmarks/trunk_variants.py --repeats 3
"""

from __future__ import annotations

import copy
import json

import harness


def main() -> None:
    """Time each variant and append one record."""
    import gymnasium as gym
    import torch
    from transformers import AutoModelForCausalLM, AutoTokenizer

    import agentgym_capo  # noqa: F401  (registers the envs)
    from agentgym_capo.models import smollm2_dir
    from agentgym_capo.trainer.model.choose import pack_choices, packed_trunk
    from agentgym_capo.trainer.model.policies import candidate_ids
    from agentgym_capo.trainer.model.trunk_cache import make_split
    from agentgym_capo.wrappers.chat import render_prompt, state_messages

    parser = harness.parser(__file__, __doc__, output="trunk_variants.json", output_aliases=("--out",),
                            output_help="The JSON list the record is appended to.")
    parser.add_argument("--repeats", type=int, default=3)
    parser.add_argument("--states", type=int, default=40)
    options = parser.parse_args()
    path = str(smollm2_dir())
    tokenizer = AutoTokenizer.from_pretrained(path)
    model = AutoModelForCausalLM.from_pretrained(path, attn_implementation="eager").eval()
    env = gym.make("capo/Chain-v0")
    prompts, cands = [], []
    for seed in range(options.states):
        obs, info = env.reset(seed=seed)
        prompts.append(render_prompt(tokenizer, state_messages(obs, info), info.get("tools"))[1])
        cands.append(candidate_ids(tokenizer, info["admissible_actions"]))
    pad = tokenizer.pad_token_id
    packed = pack_choices(prompts, cands, pad)
    quantised = copy.deepcopy(model)
    layers = quantised.model.layers
    for index in range(len(layers) - 4):  # only the frozen trunk; the top 4 stay fp32 (they are trained)
        layers[index] = torch.ao.quantization.quantize_dynamic(layers[index], {torch.nn.Linear}, dtype=torch.qint8)
    splits = {"fp32": (model, make_split(model, 4, "fp32")), "bf16_autocast": (model, make_split(model, 4, "bf16")),
              "int8_dynamic": (quantised, make_split(quantised, 4, "fp32"))}
    memo_split = make_split(model, 4, "fp32", memo_bytes=1 << 30)
    with torch.no_grad():
        reference, _ = packed_trunk(model, splits["fp32"][1], packed, prompts, cands, pad)
        packed_trunk(model, memo_split, packed, prompts, cands, pad)  # fills the memo
        seconds = {name: [] for name in [*splits, "memo_hit"]}
        error = {}
        for _ in range(options.repeats):
            for name, (net, split) in splits.items():
                with harness.timed(seconds, name):
                    out, _ = packed_trunk(net, split, packed, prompts, cands, pad)
                error[name] = float((out - reference).abs().max())
            with harness.timed(seconds, "memo_hit"):
                packed_trunk(model, memo_split, packed, prompts, cands, pad)
    record = {"states": options.states, "tokens": int(packed.input_ids.numel()), "seconds": seconds,
              "median_seconds": {k: sorted(v)[len(v) // 2] for k, v in seconds.items()},
              "max_abs_error_vs_fp32": error}
    harness.record(record, options.output, append=True, indent=2)
    print(json.dumps({k: record[k] for k in ("median_seconds", "max_abs_error_vs_fp32")}, indent=1))


if __name__ == "__main__":
    main()
