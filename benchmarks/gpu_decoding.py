"""Decoding engines on one GPU: ``generate`` eager, ``generate`` compiled, and the continuous engine (issue 40, item 4).

What it answers: does a static cache with ``torch.compile`` (transformers' own ``CompileConfig``, the path TRL's
``disable_compile=True`` turns off) pay on a GPU, and how does the trainer's continuous engine
(:mod:`agentgym_capo.trainer.model.continuous`, the rollout's default) compare with both at the same rows?

Per row count (``--rows``), every engine decodes the same random prompts (``--prompt-tokens`` each) for exactly
``--new-tokens`` tokens (sampled at temperature 1 with no eos, so no row stops early and every slot is kept):

* ``generate``: transformers ``generate`` with its dynamic cache (what the rounds engine and TRL run);
* ``generate_compiled``: ``generate`` with ``cache_implementation="static"`` and ``CompileConfig()`` (its
  defaults: inductor, ``mode="reduce-overhead"``, i.e. CUDA graphs); its first call compiles and is reported
  apart (``first_call_seconds``);
* ``continuous``: :class:`~agentgym_capo.trainer.model.continuous.ContinuousDecoder`, every prompt submitted at
  once, stepped until all rows finish (prompts are distinct, so no prefix is shared), with the row cache;
* ``continuous_slots``: the same engine with the preallocated slot cache (``rollout_cache="slots"``,
  :mod:`agentgym_capo.trainer.model.slot_cache`), eager;
* ``continuous_compiled``: the slot cache with its one-token steps under ``torch.compile(mode="reduce-overhead")``
  (``rollout_compile``; CUDA only: the dry run runs it eagerly), its first call compiling.

Each engine runs once untimed (warm-up or compile), then ``--repeats`` timed calls interleaved across engines (A B
C A B C ...); the JSON holds every time, the medians, generated tokens/s, ms per decoding step and each engine over
``generate`` (on CUDA also each continuous engine's host synchronisations per decoding step, counted by CUDA's own
sync debug mode in one more untimed call: the check of ``dispatch_bound.py``'s CPU count), and a PNG of the
tokens/s beside it (``--replot`` draws it from a JSON written where matplotlib is missing). The JSON is rewritten
after every call, so a run cut short by a time limit keeps what it measured. The model is a shipped Qwen3 config
with random weights in bf16 (``throughput_setup.load_model``).

``--dry-run`` runs the same code on the CPU with a toy config and ``torch.compile``'s ``eager`` backend (the
compile plumbing without inductor's minutes): what the tests run; not a measurement.

    python benchmarks/gpu_decoding.py --output $OUT/gpu_decoding_h100.json          # on the GPU, ~3 min
    python benchmarks/gpu_decoding.py --dry-run --output /tmp/gpu_decoding.json
"""

from __future__ import annotations

import json
import statistics
import time
from pathlib import Path
from typing import Any

import harness
import torch

from benchmarks.throughput_setup import DRY_RUN_SHRINK, load_model

ENGINES = ("generate", "generate_compiled", "continuous", "continuous_slots", "continuous_compiled")
"""The engines compared; the first is the baseline of the ratios."""


def decode_generate(lm: Any, prompts: torch.Tensor, new_tokens: int, pad: int, compiled: Any | None) -> int:
    """``new_tokens`` sampled tokens per prompt with ``generate`` (static compiled cache when ``compiled``)."""
    from transformers import GenerationConfig

    extra = {"cache_implementation": "static", "compile_config": compiled} if compiled is not None else {}
    config = GenerationConfig(max_new_tokens=new_tokens, min_new_tokens=new_tokens, do_sample=True, temperature=1.0,
                              top_k=0, top_p=1.0, pad_token_id=pad, eos_token_id=None, **extra)
    out = lm.generate(input_ids=prompts, attention_mask=torch.ones_like(prompts), generation_config=config)
    return int(out[:, prompts.shape[1]:].numel())


def decode_continuous(lm: Any, prompts: torch.Tensor, new_tokens: int, pad: int, cache: str = "rows",
                      compiled: bool = False) -> int:
    """``new_tokens`` sampled tokens per prompt with the continuous engine (no eos: every row runs to the end)."""
    from agentgym_capo.trainer.model.continuous import ContinuousDecoder
    from agentgym_capo.trainer.model.decode_settings import DecodeSettings

    decoder = ContinuousDecoder(lm, DecodeSettings(max_new_tokens=new_tokens, eos_token_ids=(), pad_token_id=pad),
                                reuse_prefixes=False, cache=cache, compile_steps=compiled and lm.device.type == "cuda")
    for index, row in enumerate(prompts.tolist()):
        decoder.submit(index, row)
    generated = 0
    while decoder.busy:
        generated += sum(len(action.completion_ids) for action in decoder.step())
    decoder.close()
    return generated


def count_cuda_syncs(run: Any) -> int:
    """Host synchronisations CUDA reports during ``run()``: ``torch.cuda.set_sync_debug_mode("warn")`` warns once
    per synchronising call (``.item()``, ``.tolist()``, ``nonzero`` ...), and the warnings are counted."""
    import warnings

    with warnings.catch_warnings(record=True) as caught, torch.no_grad():
        warnings.simplefilter("always")
        torch.cuda.set_sync_debug_mode("warn")
        try:
            run()
        finally:
            torch.cuda.set_sync_debug_mode("default")
    return sum("synchroniz" in str(warning.message) for warning in caught)


def measure(lm: Any, rows: int, prompt_tokens: int, new_tokens: int, repeats: int, pad: int, compiled: Any,
            save: Any) -> dict[str, Any]:
    """One row count: an untimed call per engine, then ``repeats`` timed rounds over the engines."""
    torch.manual_seed(rows)
    vocab = lm.config.vocab_size
    prompts = torch.randint(10, min(vocab, 50_000), (rows, prompt_tokens), device=lm.device)
    runs = {
        "generate": lambda: decode_generate(lm, prompts, new_tokens, pad, None),
        "generate_compiled": lambda: decode_generate(lm, prompts, new_tokens, pad, compiled),
        "continuous": lambda: decode_continuous(lm, prompts, new_tokens, pad),
        "continuous_slots": lambda: decode_continuous(lm, prompts, new_tokens, pad, cache="slots"),
        "continuous_compiled": lambda: decode_continuous(lm, prompts, new_tokens, pad, cache="slots", compiled=True),
    }
    result: dict[str, Any] = {"rows": rows, "prompt_tokens": prompt_tokens, "new_tokens": new_tokens,
                              "engines": {name: {"seconds": []} for name in ENGINES}}

    def timed(name: str) -> tuple[float, int]:
        seconds: dict[str, float] = {}
        with harness.timed(seconds, name, cuda=lm.device.type == "cuda"), torch.no_grad():
            tokens = runs[name]()
        return seconds[name], tokens

    for name in ENGINES:
        seconds, tokens = timed(name)
        result["engines"][name].update(first_call_seconds=seconds, generated_tokens=tokens)
        print(f"rows {rows} {name}: first call {seconds:.1f} s, {tokens} tokens", flush=True)
        save(result)
    for _ in range(repeats):
        for name in ENGINES:
            seconds, tokens = timed(name)
            entry = result["engines"][name]
            entry["seconds"].append(seconds)
            if tokens != entry["generated_tokens"]:
                raise RuntimeError(f"{name} generated {tokens} tokens, then {entry['generated_tokens']}: "
                                   "the engines are meant to decode a fixed number per row.")
            median = statistics.median(entry["seconds"])
            entry.update(median_seconds=median, generated_tokens_per_s=tokens / median,
                         ms_per_decode_step=1e3 * median / new_tokens)
            save(result)
    if lm.device.type == "cuda":  # issue 53, item 2: the CPU's counted host reads, checked by CUDA itself
        for name in ("continuous", "continuous_slots", "continuous_compiled"):
            syncs = count_cuda_syncs(runs[name])
            result["engines"][name].update(cuda_syncs=syncs, cuda_syncs_per_decode_step=syncs / new_tokens)
        save(result)
    base = result["engines"][ENGINES[0]]["median_seconds"]
    result["over_generate"] = {name: result["engines"][name]["median_seconds"] / base for name in ENGINES[1:]}
    print(f"rows {rows}: " + ", ".join(f"{name} {entry['generated_tokens_per_s']:.0f} tokens/s"
                                       for name, entry in result["engines"].items()), flush=True)
    return result


def plot(result: dict[str, Any], path: Path) -> None:
    """Generated tokens/s per engine and row count (median of the timed calls; a missing bar was not timed)."""
    entries = result["by_rows"]

    def draw(ax: Any) -> None:
        harness.bars(ax, [f"{entry['rows']} rows" for entry in entries],
                     {name: [entry["engines"][name].get("generated_tokens_per_s", 0) for entry in entries]
                      for name in ENGINES}, ylabel="generated tokens/s",
                     title=f"{result['label']} - {result.get('gpu') or result['machine']['cpu_model']}")
        for i, entry in enumerate(entries):
            if not all("generated_tokens_per_s" in engine for engine in entry["engines"].values()):
                ax.text(i, 0, "not every engine timed\n(run cut short)", ha="center", va="bottom", fontsize=7)

    harness.figure(path, draw, size=(7, 3.6))


def main(argv: list[str] | None = None) -> dict[str, Any]:
    """Parse the arguments, measure every row count, write the JSON and its PNG."""
    parser = harness.parser(__file__, __doc__, output="gpu_decoding_h100.json",
                            dry_run="A toy config on the CPU, compile backend 'eager'.", replot=True)
    parser.add_argument("--model-config", default="qwen3-1.7b", help="A config of trainer/commands/model_configs.")
    parser.add_argument("--rows", default="128,16", help="Row counts, comma-separated.")
    parser.add_argument("--prompt-tokens", type=int, default=128)
    parser.add_argument("--new-tokens", type=int, default=64)
    parser.add_argument("--repeats", type=int, default=3)
    args = parser.parse_args(argv)
    if args.replot is not None:
        result = json.loads(args.replot.read_text())
        plot(result, args.replot)
        return result
    from transformers import CompileConfig

    if not args.dry_run and not torch.cuda.is_available():
        raise SystemExit("gpu_decoding.py needs a CUDA GPU; --dry-run runs its code on the CPU.")
    device = "cpu" if args.dry_run else "cuda"
    target = {"kind": "config", "model": args.model_config, "device": device, "attention": "sdpa",
              "shrink": DRY_RUN_SHRINK if args.dry_run else {}}
    lm, tokenizer = load_model(target, "demo")
    lm.eval()
    compiled = CompileConfig(backend="eager") if args.dry_run else CompileConfig()
    compiled._compile_all_devices = args.dry_run  # transformers compiles on accelerators only unless told to
    result: dict[str, Any] = {
        "label": "CPU dry run: not a measurement" if args.dry_run else f"GPU, {args.model_config} with random weights",
        "dry_run": args.dry_run, "model": args.model_config, "compile_config": compiled.to_dict(),
        "gpu": None if args.dry_run else torch.cuda.get_device_name(), "by_rows": []}
    started = time.perf_counter()
    for rows in (int(r) for r in args.rows.split(",")):
        done = len(result["by_rows"])

        def save(partial: dict[str, Any], done: int = done) -> None:
            result["by_rows"][done:] = [partial]
            result["seconds"] = time.perf_counter() - started  # so far: the JSON is rewritten after every call
            harness.record(result, args.output)

        save(measure(lm, rows, args.prompt_tokens, args.new_tokens, args.repeats, tokenizer.pad_token_id, compiled,
                     save))
    result = harness.record(result, args.output)
    plot(result, args.output)
    print(json.dumps({"output": str(args.output), "seconds": result["seconds"]}))
    return result


if __name__ == "__main__":
    main()
