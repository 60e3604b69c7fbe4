"""The rollout's decoding engines on ``capo demo``'s relay task in one run: lock-step rounds vs continuous batching.

``rollout_batching="rounds"`` runs one padded transformers ``generate`` per env-step round (every row decodes
until the round's longest row ends; every episode waits for it); ``"continuous"``
(``agentgym_capo/trainer/model/continuous.py``) keeps one decoding batch that rows join and leave at any step,
reusing each episode's KV cache for its next prompt; ``continuous+draftN`` adds prompt-lookup drafts of up to N
tokens (``rollout_draft_tokens``), ``continuous+draftN@P`` caps them at P drafted positions per step over all rows
(``rollout_draft_positions``, default 64). Measured (issue 40, items 3 and 4):

* **train**: the trainer's own rollout (``CAPOTrainer`` with ``capo demo``'s relay settings, SmolLM2-135M,
  16 episodes, the same 16 tasks and sampling seed for every engine of a repeat), through the trainer's policy
  and collector; ``--repeats`` repeats, the engines' order reversed every other one.
* **eval**: the demo's evaluation (64 test episodes sampled at the training temperature,
  :class:`~agentgym_capo.trainer.model.policies.HFGeneratePolicy`, streamed or called in rounds).
* Per rollout: seconds, generated tokens (kept: up to and including eos), tokens/s, env steps, backbone forwards
  (each one a decoding step of some rows, as ``benchmarks/throughput.py`` counts them), decode slots (rows summed
  over forwards) and kept tokens per slot (the share of slots that produced a kept token; with drafts one slot
  can keep several tokens, so it can pass 1).
* ``--step-costs``: one forward with a 100-token KV cache, by rows (1-16) and tokens fed per row (1, 5, 40): the
  fixed cost of a forward against the cost of its positions, which is what the engines trade.
* ``--compile``: transformers ``generate`` with a static cache and ``torch.compile`` (its own ``CompileConfig``,
  forced on for the CPU) against the dynamic cache, 16 prompts of 80 tokens, 32 new tokens each: the first
  (compiling) call and the median of the next three. Inductor caches what it compiled under ``/tmp``, so a
  first call after earlier runs is cheaper than a cold one (13-22 s measured warm, ~55 s cold).

Episodes are sampled, so the two engines of a pair generate different tokens; compare tokens/s and seconds per
env step as well as seconds. Time it alone on the machine (two torch processes on 2 cores stall each other).

    python benchmarks/rollout_engines.py --repeats 3 --compile
    ATEN_CPU_CAPABILITY=avx2 ONEDNN_MAX_CPU_ISA=AVX2 CAPO_CPU_BF16=0 python benchmarks/rollout_engines.py \
        --output benchmarks/results/rollout_engines_cpu_avx2.json
"""

from __future__ import annotations

import json
import statistics
import tempfile
import time
from pathlib import Path
from typing import Any

import harness
import torch

ENGINES = ("rounds", "continuous", "continuous+draft4")
"""The engines compared: ``rounds``, ``continuous``, and ``continuous+draftN`` (prompt-lookup drafts of N tokens)."""


def engine_settings(engine: str) -> tuple[str, int, int]:
    """``(rollout_batching, rollout_draft_tokens, rollout_draft_positions)`` of an engine name:
    ``continuous+draft4@32`` drafts up to 4 tokens per row and 32 positions per step (default 64)."""
    batching, _, draft = engine.partition("+draft")
    draft, _, positions = draft.partition("@")
    return batching, int(draft or 0), int(positions or 64)


class ForwardCounter:
    """Counts the policy backbone's forwards: each is one decoding step (or prefill) of its rows."""

    def __init__(self, backbone: torch.nn.Module):
        self.forwards = self.slots = self.positions = 0
        self.handle = backbone.register_forward_pre_hook(self._count, with_kwargs=True)

    def _count(self, module: torch.nn.Module, args: Any, kwargs: dict[str, Any]) -> None:
        source = kwargs.get("input_ids")
        if source is None:
            source = kwargs.get("inputs_embeds")
        if source is None and args:
            source = args[0]
        self.forwards += 1
        self.slots += source.shape[0]
        self.positions += source.shape[0] * source.shape[1]

    def take(self) -> dict[str, int]:
        """The counts so far, cleared."""
        out = {"forwards": self.forwards, "decode_slots": self.slots, "fed_positions": self.positions}
        self.forwards = self.slots = self.positions = 0
        return out


def _summary(seconds: float, episodes: list[Any], counts: dict[str, int]) -> dict[str, Any]:
    steps = [step for episode in episodes for step in episode.steps]
    tokens = sum(len(step.action.response_ids) for step in steps)
    return {"seconds": seconds, "generated_tokens": tokens, "generated_tokens_per_s": tokens / seconds,
            "env_steps": len(steps), "seconds_per_env_step": seconds / max(len(steps), 1),
            "success": sum(int(e.success) for e in episodes) / len(episodes),
            **counts, "kept_slot_share": tokens / max(counts["decode_slots"], 1)}


def measure_train(trainer: Any, counter: ForwardCounter, repeats: int, engines: list[str]) -> list[dict[str, Any]]:
    """``repeats`` pairs of the trainer's rollout, one per engine, on the same tasks and sampling seed."""
    from agentgym_capo.trainer.pipeline.rollout import collect, episode_specs

    run = trainer.runtime()
    specs = episode_specs(trainer.args, trainer.episodes.tasks.take(trainer.args.rollout_tasks), 0, run.dist)
    collector = trainer.episodes.collector(len(specs), run.dist, run.show_progress)
    pairs = []
    for repeat in range(repeats):
        pair = {}
        for engine in engines if repeat % 2 == 0 else list(reversed(engines)):
            (trainer.args.rollout_batching, trainer.args.rollout_draft_tokens,
             trainer.args.rollout_draft_positions) = engine_settings(engine)
            torch.manual_seed(1000 + repeat)
            counter.take()
            seconds: dict[str, float] = {}
            with harness.timed(seconds, engine):
                rollout = collect(collector, specs, trainer.scorer.rollout_policy(trainer.runtime()), trainer.model, 0)
            pair[engine] = _summary(seconds[engine], rollout.episodes, counter.take())
            print(f"train {repeat} {engine}: {pair[engine]['seconds']:.1f} s, {pair[engine]['generated_tokens']} "
                  f"tokens, {pair[engine]['forwards']} forwards", flush=True)
        pairs.append(pair)
    return pairs


def measure_eval(trainer: Any, counter: ForwardCounter, episodes: int, repeats: int,
                 engines: list[str]) -> list[dict[str, Any]]:
    """The demo's sampled evaluation of ``episodes`` test episodes, streamed and in rounds."""
    from agentgym_capo.rollout import RolloutCollector
    from agentgym_capo.trainer.model.policies import HFGeneratePolicy

    args, lm = trainer.args, trainer.actor_critic.lm
    policy = HFGeneratePolicy(lm, trainer.processing_class, max_new_tokens=args.max_completion_length,
                              batch_size=episodes, temperature=args.temperature,
                              autocast=lambda: trainer.precision.autocast("evaluation"))
    from agentgym_capo.rollout import EpisodeSpec, TaskSchedule, make_env

    env_kwargs = {**(args.env_kwargs or {}), "split": "test"}
    probe = make_env(trainer.env_id, max_env_steps=args.max_env_steps, env_kwargs=env_kwargs)
    tasks = TaskSchedule(probe.unwrapped.task_ids("test"), 0).take(episodes)
    probe.close()
    specs = [EpisodeSpec(task, f"eval-{i}", f"eval-{i}", i) for i, task in enumerate(tasks)]
    lm.eval()
    pairs = []
    with RolloutCollector(trainer.env_id, env_kwargs, backend="sync", num_envs=episodes,
                          max_steps=args.max_env_steps, tokenizer=trainer.processing_class, progress=False) as col:
        for repeat in range(repeats):
            pair = {}
            for engine in engines if repeat % 2 == 0 else list(reversed(engines)):
                torch.manual_seed(2000 + repeat)
                batching, policy.draft_tokens, policy.draft_positions = engine_settings(engine)
                counter.take()
                seconds: dict[str, float] = {}
                with harness.timed(seconds, engine):
                    result = col.collect(specs, policy if batching == "continuous" else policy.act)
                pair[engine] = _summary(seconds[engine], result.episodes, counter.take())
                print(f"eval {repeat} {engine}: {pair[engine]['seconds']:.1f} s", flush=True)
            pairs.append(pair)
    lm.train()
    return pairs


def measure_compile(lm: Any, pad: int) -> dict[str, Any]:
    """``generate`` with a static cache compiled by transformers' own CompileConfig vs the dynamic cache."""
    from transformers import CompileConfig, GenerationConfig

    torch.manual_seed(0)
    ids = torch.randint(100, 1000, (16, 80))
    mask = torch.ones_like(ids)
    compiled = CompileConfig(mode="default")
    compiled._compile_all_devices = True  # transformers compiles only on accelerators unless told to

    def seconds(**kwargs: Any) -> float:
        config = GenerationConfig(max_new_tokens=32, min_new_tokens=32, do_sample=True, temperature=0.5,
                                  pad_token_id=pad, **kwargs)
        with torch.no_grad():
            (took,) = harness.seconds_of(lambda: lm.generate(input_ids=ids, attention_mask=mask,
                                                             generation_config=config))
        return took

    lm.eval()
    dynamic = [seconds() for _ in range(3)]
    first = seconds(cache_implementation="static", compile_config=compiled)
    static = [seconds(cache_implementation="static", compile_config=compiled) for _ in range(3)]
    dynamic += [seconds() for _ in range(2)]
    lm.train()
    return {"rows": 16, "prompt_tokens": 80, "new_tokens": 32, "dynamic_seconds": dynamic,
            "compiled_first_call_seconds": first, "compiled_seconds": static,
            "compiled_over_dynamic": statistics.median(static) / statistics.median(dynamic)}


def measure_step_costs(lm: Any) -> dict[str, Any]:
    """Milliseconds of one forward with a KV cache of 100 tokens, by rows and fed tokens per row (medians of 5).

    What the engines trade: a forward's fixed cost against its positions (rows x fed tokens).
    """
    from transformers import DynamicCache

    def median_ms(run: Any) -> float:
        run()
        return 1000 * harness.median_of(run, 5)

    lm.eval()
    out = []
    with torch.no_grad():
        for rows in (1, 4, 8, 16):
            context = torch.randint(100, 1000, (rows, 100))
            cache = lm(context, use_cache=True).past_key_values
            layers = [(layer.keys.clone(), layer.values.clone()) for layer in cache.layers]
            for fed in (1, 5, 40):
                ids = torch.randint(100, 1000, (rows, fed))

                def run(ids: torch.Tensor = ids, layers: list = layers) -> None:
                    lm(ids, past_key_values=DynamicCache(ddp_cache_data=layers), use_cache=True, logits_to_keep=1)

                out.append({"rows": rows, "fed_tokens": fed, "ms": median_ms(run)})
                print(f"step cost: {rows} rows x {fed} tokens: {out[-1]['ms']:.0f} ms", flush=True)
    lm.train()
    return {"cache_tokens": 100, "forwards": out}


def ratios(pairs: list[dict[str, Any]], baseline: str) -> dict[str, Any]:
    """Per engine but the baseline, per pair engine / baseline of seconds, tokens/s, seconds per env step and
    forwards; their medians."""
    out: dict[str, Any] = {}
    for engine in pairs[0]:
        if engine == baseline:
            continue
        out[engine] = {}
        for key in ("seconds", "generated_tokens_per_s", "seconds_per_env_step", "forwards"):
            values = [pair[engine][key] / pair[baseline][key] for pair in pairs]
            out[engine][key] = {"per_pair": values, "median": statistics.median(values)}
    return out


def medians(pairs: list[dict[str, Any]]) -> dict[str, dict[str, float]]:
    """Per engine, the median of every number over the pairs."""
    return {engine: {key: statistics.median(pair[engine][key] for pair in pairs)
                     for key in pairs[0][engine]} for engine in pairs[0]}


def plot(result: dict[str, Any], path: Path) -> None:
    """Median seconds and tokens/s per engine, train and eval rollouts."""
    parts = [p for p in ("train", "eval") if p in result]
    engines = list(result[parts[0]]["median"])
    groups = [f"{p} ({result[p]['episodes']} episodes)" for p in parts]

    def draw(axes: Any) -> None:
        for ax, key, title in ((axes[0], "seconds", "rollout seconds (median)"),
                               (axes[1], "generated_tokens_per_s", "generated tokens/s (median)")):
            harness.bars(ax, groups, {engine: [result[p]["median"][engine][key] for p in parts] for engine in engines},
                         title=title, legend=ax is axes[0])

    harness.figure(path, draw, panels=2, size=(9, 3.6),
                   title=f"capo demo relay rollout, SmolLM2-135M - {result['machine']['cpu_model']} "
                         f"(torch {result['machine'].get('torch_cpu_capability')})")


def main() -> None:
    """Run the measurements and write JSON + PNG."""
    parser = harness.parser(__file__, __doc__, output="rollout_engines_cpu.json")
    parser.add_argument("--repeats", type=int, default=3, help="pairs per rollout kind")
    parser.add_argument("--eval-episodes", type=int, default=64, help="0: no eval measurement")
    parser.add_argument("--compile", action="store_true", help="also measure compiled static-cache generate")
    parser.add_argument("--engines", default=",".join(ENGINES),
                        help="comma-separated; the first is the baseline of the ratios")
    parser.add_argument("--step-costs", action="store_true", help="also measure one forward's cost by shape")
    options = parser.parse_args()

    from transformers import AutoModelForCausalLM, AutoTokenizer

    from agentgym_capo.models import smollm2_dir
    from agentgym_capo.trainer.commands.demo import RELAY_DEFAULTS
    from benchmarks.throughput_setup import make_trainer

    started = time.perf_counter()  # the whole run, model loading included
    result: dict[str, Any] = {"settings": {
        k: RELAY_DEFAULTS[k] for k in ("rollout_tasks", "max_completion_length", "temperature", "max_env_steps",
                                       "env_kwargs")}}
    path = str(smollm2_dir())
    tokenizer = AutoTokenizer.from_pretrained(path)
    model = AutoModelForCausalLM.from_pretrained(path)

    def protocol(trainer: Any) -> torch.Tensor:
        counter = ForwardCounter(trainer.actor_critic.lm.base_model)
        engines = options.engines.split(",")
        pairs = measure_train(trainer, counter, options.repeats, engines) if options.repeats else []
        if pairs:
            result["train"] = {"episodes": trainer.args.rollout_tasks, "pairs": pairs, "median": medians(pairs),
                               "baseline": engines[0], "over_baseline": ratios(pairs, engines[0])}
        if options.eval_episodes and options.repeats:
            pairs = measure_eval(trainer, counter, options.eval_episodes, options.repeats, engines)
            result["eval"] = {"episodes": options.eval_episodes, "pairs": pairs, "median": medians(pairs),
                              "baseline": engines[0], "over_baseline": ratios(pairs, engines[0])}
        counter.handle.remove()
        if options.compile:
            result["compile"] = measure_compile(trainer.actor_critic.lm, tokenizer.pad_token_id)
        if options.step_costs:
            result["step_costs"] = measure_step_costs(trainer.actor_critic.lm)
        return torch.tensor(0.0)

    with tempfile.TemporaryDirectory() as workdir:
        settings = {**RELAY_DEFAULTS, "max_steps": 1, "output_dir": workdir, "seed": 0, "plot_curves": False}
        make_trainer(model, tokenizer, settings, protocol).train()
    result["seconds"] = time.perf_counter() - started
    output = options.output
    result = harness.record(result, output)
    if "train" in result:
        plot(result, output)
    for part in ("train", "eval"):
        for engine, found in result.get(part, {}).get("over_baseline", {}).items():
            print(part, f"{engine} / {result[part]['baseline']}:",
                  json.dumps({k: round(v["median"], 3) for k, v in found.items()}))
    if "compile" in result:
        print("compile", json.dumps({k: v for k, v in result["compile"].items() if "over" in k or "first" in k}))
    print(f"wrote {output} and {output.with_suffix('.png')}")


if __name__ == "__main__":
    main()
