"""A GPU-like regime on the CPU: decoding where dispatch, not arithmetic, sets the time (issue 53, item 2).

On an H100 the trainer's rollout took 132 ms per forward where the same libraries alone took 27.6 ms: the
difference is not arithmetic (which the GPU does fast) but everything around it — kernel launches, host
synchronisations, Python per step and per row. A CPU hides that behind its slow arithmetic. This script removes
the arithmetic instead: Qwen3-1.7B's depth (28 layers) and attention heads (16 query, 8 key-value) with tiny widths
(hidden 64, head_dim 8, MLP 128, a 4,096-token vocabulary: :data:`NARROW`; random weights, fp32), so a forward
costs what its operations cost to dispatch, as on a GPU. It measures, for the same prompts and sampling settings:

* **trainer**: the trainer's own rollout of ``capo/Relay-v0`` at the demo's settings (``--rows`` episodes),
  with continuous batching and with lock-step rounds, through its policy and collector (env steps included);
* **engine alone**: the continuous engine (:class:`~agentgym_capo.trainer.model.continuous.ContinuousDecoder`)
  and transformers ``generate`` decoding the first prompts of the trainer's episodes.

Per case: milliseconds per forward (a decode step of some rows; a prefill or a join counts as one; the rows it
decodes differ between cases: ``rows_per_forward`` is generated tokens per forward), of which in
the decoder backbone (hook-timed) and outside it (sampling, the engine's bookkeeping, and in the trainer the
collector, the env and the chat template), forwards,
generated tokens, **torch operations per forward** and **host synchronisations per forward** (the operations
that read a tensor on the host: ``.item()``, ``.tolist()``, ``bool(tensor)``, ``nonzero`` and the like; on a
GPU each one stalls the stream), counted by a :class:`~torch.utils._python_dispatch.TorchDispatchMode` in a
second, untimed run of the same case (the mode slows every operation). The target of the issue: the trainer's
rollout within 1.2x of the engine alone per forward, and at most one host synchronisation per decode step.

    python benchmarks/dispatch_bound.py                           # ~3 min on 2 cores
    python benchmarks/dispatch_bound.py --rows 8 --output /tmp/dispatch.json
"""

from __future__ import annotations

import json
import tempfile
import time
from collections import Counter
from typing import Any

import harness
import torch
from torch.utils._python_dispatch import TorchDispatchMode

#: Qwen3-1.7B's layout with widths cut to where arithmetic is negligible (module docstring). The vocabulary is cut
#: too: at 151,936 the LM head and the sampler's arithmetic over it take most of a CPU step (torch.multinomial
#: alone 62 ms of a 180 ms step at 16 rows), work a GPU does in microseconds
NARROW = {"hidden_size": 64, "intermediate_size": 128, "head_dim": 8, "vocab_size": 4096}
#: Operations that read a tensor's value on the host: a device synchronisation on a GPU
HOST_READS = ("aten::_local_scalar_dense", "aten::nonzero", "aten::is_nonzero", "aten::equal",
              "aten::masked_select", "aten::unique", "aten::_unique2", "aten::repeat_interleave")


class OperationCounter(TorchDispatchMode):
    """Counts every aten operation dispatched inside it, and those that read a tensor on the host."""

    def __init__(self) -> None:
        super().__init__()
        self.operations: Counter[str] = Counter()

    def __torch_dispatch__(self, func: Any, types: Any, args: tuple = (), kwargs: dict | None = None) -> Any:
        self.operations[func._schema.name] += 1
        return func(*args, **(kwargs or {}))

    @property
    def host_reads(self) -> int:
        return sum(self.operations[name] for name in HOST_READS)


def narrow_model() -> tuple[Any, Any]:
    """The narrow Qwen3-1.7B-shaped model (random weights, fp32, sdpa) and the test model's BPE tokenizer."""
    from transformers import AutoConfig, AutoModelForCausalLM, AutoTokenizer

    from agentgym_capo.models import tiny_model_dir
    from benchmarks.throughput_setup import MODEL_CONFIGS

    fields = {k: v for k, v in json.loads((MODEL_CONFIGS / "qwen3-1.7b.json").read_text()).items()
              if not k.startswith("_") and k != "architectures"}
    tokenizer = AutoTokenizer.from_pretrained(str(tiny_model_dir("bpe")))
    fields.update(NARROW, eos_token_id=tokenizer.eos_token_id, pad_token_id=tokenizer.pad_token_id,
                  bos_token_id=None)
    torch.manual_seed(0)
    model = AutoModelForCausalLM.from_config(AutoConfig.for_model(**fields), dtype=torch.float32,
                                             attn_implementation="sdpa")
    return model.eval(), tokenizer


class _Forwards:
    """Counts the backbone's forwards (each one decoding step of its rows) and times them."""

    def __init__(self, model: Any):
        self.count, self.seconds, self._start = 0, 0.0, 0.0
        self.handles = [model.model.register_forward_pre_hook(self._enter),
                        model.model.register_forward_hook(self._leave)]

    def _enter(self, module: Any, args: Any) -> None:
        self.count += 1
        self._start = time.perf_counter()

    def _leave(self, module: Any, args: Any, output: Any) -> None:
        self.seconds += time.perf_counter() - self._start

    def remove(self) -> None:
        for handle in self.handles:
            handle.remove()


def measure(case: str, run: Any, model: Any, seed: int) -> dict[str, Any]:
    """Time ``run()`` (returns generated tokens), then count its operations in a second run from the same seed."""
    forwards = _Forwards(model)
    try:
        torch.manual_seed(seed)
        seconds: dict[str, float] = {}
        with harness.timed(seconds, case):
            tokens = run()
        timed_forwards, in_backbone = forwards.count, forwards.seconds
        forwards.count = 0
        torch.manual_seed(seed)
        with OperationCounter() as counter:
            run()
        counted_forwards = forwards.count
    finally:
        forwards.remove()
    per = max(timed_forwards, 1)
    out = {"seconds": seconds[case], "forwards": timed_forwards, "generated_tokens": tokens,
           "rows_per_forward": tokens / per, "ms_per_forward": 1e3 * seconds[case] / per,
           "backbone_ms_per_forward": 1e3 * in_backbone / per,
           "outside_ms_per_forward": 1e3 * (seconds[case] - in_backbone) / per,
           "operations_per_forward": sum(counter.operations.values()) / max(counted_forwards, 1),
           "host_reads_per_forward": counter.host_reads / max(counted_forwards, 1),
           "host_reads": {name: counter.operations[name] for name in HOST_READS if counter.operations[name]}}
    print(f"{case}: {out['ms_per_forward']:.1f} ms/forward ({out['backbone_ms_per_forward']:.1f} in the backbone), "
          f"{timed_forwards} forwards, {out['operations_per_forward']:.0f} ops and "
          f"{out['host_reads_per_forward']:.2f} host reads per forward", flush=True)
    return out


def engine_cases(model: Any, tokenizer: Any, prompts: list[list[int]], new_tokens: int) -> dict[str, Any]:
    """The continuous engine and ``generate`` alone on ``prompts`` (the trainer's rollout's first prompts)."""
    from agentgym_capo.trainer.model.continuous import ContinuousDecoder
    from agentgym_capo.trainer.model.decode_settings import DecodeSettings

    sampling = dict(do_sample=True, temperature=0.5, top_k=0, top_p=1.0, max_new_tokens=new_tokens,
                    eos_token_id=tokenizer.eos_token_id, pad_token_id=tokenizer.pad_token_id)

    def continuous() -> int:
        settings = DecodeSettings.from_generation_config(model, None, **sampling)
        decoder = ContinuousDecoder(model, settings)
        with torch.no_grad():
            for index, prompt in enumerate(prompts):
                decoder.submit(index, prompt)
            done = decoder.run_until_finished()
            while decoder.busy:
                done += decoder.run_until_finished()
        decoder.close()
        return sum(len(action.completion_ids) for action in done)

    def generate() -> int:
        from agentgym_capo.trainer.model.logprobs import collate_generate

        batch = collate_generate(prompts, [[]] * len(prompts), tokenizer.pad_token_id)
        width = batch.prompt_width
        with torch.no_grad():
            out = model.generate(input_ids=batch.input_ids[:, :width], attention_mask=batch.attention_mask[:, :width],
                                 **sampling)
        return int((out[:, width:] != tokenizer.pad_token_id).sum())

    return {"engine_continuous": measure("engine_continuous", continuous, model, 0),
            "engine_generate": measure("engine_generate", generate, model, 0)}


def trainer_cases(model: Any, tokenizer: Any, rows: int, new_tokens: int, workdir: str
                  ) -> tuple[dict[str, Any], list[list[int]]]:
    """The trainer's own rollout (``capo/Relay-v0``, the demo's settings) with each rollout engine; and the first
    prompt of each episode it played (what the engine alone then decodes)."""
    from agentgym_capo.trainer.capo_trainer import CAPOTrainer
    from agentgym_capo.trainer.commands.demo import RELAY_DEFAULTS
    from agentgym_capo.trainer.config import CAPOConfig
    from agentgym_capo.trainer.pipeline.rollout import collect_rollout

    out, first_prompts = {}, []
    for batching in ("continuous", "rounds"):
        settings = {**RELAY_DEFAULTS, "output_dir": f"{workdir}/{batching}", "max_steps": 1, "seed": 0,
                    "rollout_tasks": rows, "max_completion_length": new_tokens, "use_cpu": True, "bf16": False,
                    "trainable_layers": None, "rollout_batching": batching, "rollout_draft_tokens": 0,
                    "report_to": "none", "disable_tqdm": True, "plot_curves": False}
        trainer = CAPOTrainer(model=model, args=CAPOConfig(**settings), env="capo/Relay-v0",
                              processing_class=tokenizer)

        def rollout(trainer: Any = trainer) -> int:  # the counted run plays the schedule's next tasks
            result = collect_rollout(trainer.runtime(), trainer.episodes, 0)
            if not first_prompts:
                first_prompts.extend(list(e.steps[0].prompt_ids) for e in result.episodes if e.steps)
            return sum(len(step.action.response_ids) for episode in result.episodes for step in episode.steps)

        out[f"trainer_{batching}"] = measure(f"trainer_{batching}", rollout, model, 0)
        trainer.episodes.close()
    return out, first_prompts


def main() -> None:
    parser = harness.parser(__file__, __doc__, output="dispatch_bound_cpu.json", threads=None)
    parser.add_argument("--rows", type=int, default=16, help="Prompts (engine) and episodes (trainer).")
    parser.add_argument("--new-tokens", type=int, default=32, help="Tokens per action at most.")
    args = parser.parse_args()
    harness.set_threads(args.threads)
    model, tokenizer = narrow_model()
    result: dict[str, Any] = {"model": {"layout": "qwen3-1.7b", **NARROW, "parameters": model.num_parameters()},
                              "rows": args.rows, "new_tokens": args.new_tokens, "cases": {}}
    with tempfile.TemporaryDirectory() as workdir:
        trainer, prompts = trainer_cases(model, tokenizer, args.rows, args.new_tokens, workdir)
    result["cases"].update(engine_cases(model, tokenizer, prompts, args.new_tokens))
    result["cases"].update(trainer)
    cases = result["cases"]
    result["trainer_over_engine_per_forward"] = {
        "continuous": cases["trainer_continuous"]["ms_per_forward"] / cases["engine_continuous"]["ms_per_forward"],
        "rounds": cases["trainer_rounds"]["ms_per_forward"] / cases["engine_generate"]["ms_per_forward"]}
    harness.record(result, args.output)
    names = list(cases)

    def draw(axes: Any) -> None:
        harness.bars(axes[0], names, {"ms": [cases[n]["ms_per_forward"] for n in names]}, ylabel="ms per forward",
                     values="{:.1f}", rotation=20, tick_size=8)
        harness.bars(axes[1], names, {"reads": [cases[n]["host_reads_per_forward"] for n in names]},
                     ylabel="host reads per forward", values="{:.2f}", line=(1.0, "target: at most 1"),
                     rotation=20, tick_size=8)

    harness.figure(args.output, draw, panels=2, size=(9.0, 3.8),
                   title=f"Qwen3-1.7B's layout at tiny widths, {args.rows} rows: dispatch, not arithmetic")


if __name__ == "__main__":
    main()
