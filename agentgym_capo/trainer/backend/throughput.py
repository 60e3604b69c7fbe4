"""What one iteration processed and how fast: tokens/s per phase, padding, decode slots, FLOPs and MFU.

:class:`WorkCounter` hooks every decoder backbone of the models it is given (policy, critic, reference) and
counts, per phase, what each call processes: positions (``B x L`` per decoder layer the call runs), real positions
(the 2-D attention mask, or packed rows' ``position_ids``, says which were real), decode steps and the rows they
decoded (rollout), and FLOPs; :func:`throughput_metrics` turns the counts and the phases' seconds into the
``throughput/*`` keys every training log carries (``docs/metrics.md``). ``benchmarks/throughput.py`` counts with
the same class, so the benchmark and the training log report one measure.

Choices made here:

* **FLOPs as verl counts them** (``verl/utils/flops_counter.py``): per real token, ``2 x`` the parameters of the
  decoder layers a call runs (a cached frozen trunk's layers are not run, so not counted), plus the attention
  term ``4 x hidden x seq_len^2`` per layer and sequence, plus the LM head at the scored positions
  (``2 x hidden x vocab``, :meth:`WorkCounter.count_head`, told by ``model.logprobs.HEAD_OBSERVERS``); a call
  under gradient counts 3x (forward + backward; a trained head's recomputed logits in the chunked backward,
  :mod:`~agentgym_capo.trainer.model.chunked_head`, are not counted, as verl does not count recomputation).
  Only real tokens count, so padding lowers the achieved rate instead of raising it. MFU divides by the
  device's dense bf16 peak (:data:`BF16_PEAK_FLOPS`); on a device whose peak is unknown (a CPU) only the
  achieved GFLOP/s is logged.
* **No host synchronisation per call.** A hook runs on every forward, decode steps included, so it keeps its
  sums of real positions on the device and reads them once per phase (:meth:`WorkCounter.take`); only a packed
  micro-batch's lengths (prepare and update, a few calls per iteration) are read on the host.
* **Compiled decode steps** (``rollout_compile``, CUDA) are not counted: the hook is not part of the captured
  graph, so ``throughput/rollout_ms_per_step`` then counts only the eager forwards (joins, drafts).
* **This process's numbers.** Each process logs what it processed in its own seconds (tokens/s per GPU, as
  NeMo-RL and torchtitan report); the rollout's episode metrics are the ones summed over processes.
"""

from __future__ import annotations

import contextlib
from collections import defaultdict
from collections.abc import Iterable, Iterator
from typing import Any

import torch

from agentgym_capo.trainer.model.logprobs import HEAD_OBSERVERS

__all__ = ["BF16_PEAK_FLOPS", "PHASES", "WorkCounter", "device_peak_flops", "packed_lengths", "throughput_metrics"]

BF16_PEAK_FLOPS = {"H100": 989e12, "H200": 989e12, "H800": 989e12, "A100": 312e12, "L40S": 362e12}
"""Dense bf16 tensor-core peak per device name fragment (FLOP/s), as in verl's flops counter."""

PHASES = ("rollout", "prepare", "update")
"""The phases whose work is counted (the advantage stage runs no model)."""


def device_peak_flops(device: torch.device | str) -> tuple[float | None, str]:
    """The dense bf16 peak an MFU is taken against on ``device``, and where it came from (None: unknown)."""
    device = torch.device(device)
    if device.type != "cuda":
        return None, f"{device.type}: no MFU (achieved GFLOP/s instead)"
    name = torch.cuda.get_device_name(device)
    for fragment, peak in BF16_PEAK_FLOPS.items():
        if fragment in name:
            return peak, f"{name}: dense bf16 {peak / 1e12:.0f} TFLOP/s"
    return None, f"{name}: peak unknown (add it to BF16_PEAK_FLOPS)"


def packed_lengths(position_ids: torch.Tensor) -> torch.Tensor:
    """The real sequences' lengths in packed rows (positions restart at 0 per sequence; the pad tail sits at 0).

    A one-token sequence is taken for padding (the packed collation's tail); no step row is one token long.
    """
    lengths = []
    for row in position_ids.detach().cpu():
        starts = (row == 0).nonzero().flatten().tolist() + [row.numel()]
        lengths += [b - a for a, b in zip(starts, starts[1:], strict=False) if b - a > 1]
    return torch.tensor(lengths or [0.0], dtype=torch.float64)


class WorkCounter:
    """Counts what every decoder backbone call processes, per phase (module docstring).

    Args:
        models: The modules whose decoder backbones are hooked (a backbone: a module with ``layers`` and
            ``embed_tokens``, e.g. transformers' ``Qwen2Model``); each backbone is hooked once.
    """

    def __init__(self, models: Iterable[torch.nn.Module | None] = ()):
        self.phase: str | None = None
        self.stats: dict[str, dict[str, Any]] = defaultdict(lambda: defaultdict(float))
        self._layer_params: dict[int, int] = {}
        self._handles: list[Any] = []
        self._hooked: set[int] = set()
        self.attach(models)
        HEAD_OBSERVERS.append(self.count_head)  # the LM head runs outside the backbones (model/logprobs.py)

    def attach(self, models: Iterable[torch.nn.Module | None]) -> None:
        """Hook the decoder backbones of ``models`` not hooked yet."""
        for root in models:
            if not isinstance(root, torch.nn.Module):
                continue
            for module in root.modules():
                if id(module) in self._hooked or not isinstance(getattr(module, "layers", None), torch.nn.ModuleList):
                    continue
                if getattr(module, "embed_tokens", None) is None:
                    continue
                self._hooked.add(id(module))
                self._handles.append(module.register_forward_pre_hook(self._backbone_call, with_kwargs=True))

    def detach(self) -> None:
        """Remove every hook."""
        for handle in self._handles:
            handle.remove()
        self._handles, self._hooked = [], set()
        if self.count_head in HEAD_OBSERVERS:
            HEAD_OBSERVERS.remove(self.count_head)

    @contextlib.contextmanager
    def counting(self, phase: str) -> Iterator[None]:
        """Count the calls made inside the block as ``phase``'s."""
        before, self.phase = self.phase, phase
        try:
            yield
        finally:
            self.phase = before

    def count_head(self, positions: int, hidden: int, vocab: int) -> None:
        """The LM head evaluated at ``positions`` positions (``hidden x vocab``): its FLOPs for this phase."""
        if self.phase is not None and self.phase != "rollout":
            factor = 3.0 if torch.is_grad_enabled() else 1.0
            self.stats[self.phase]["flops"] += factor * 2.0 * positions * hidden * vocab

    def _params_of(self, layer: torch.nn.Module) -> int:
        key = id(layer)
        if key not in self._layer_params:
            self._layer_params[key] = sum(p.numel() for p in layer.parameters())
        return self._layer_params[key]

    def _backbone_call(self, module: torch.nn.Module, args: tuple, kwargs: dict[str, Any]) -> None:
        if self.phase is None or torch.compiler.is_compiling():  # a compiled step is not traced with its count
            return
        source = kwargs.get("input_ids")
        if source is None:
            source = kwargs.get("inputs_embeds")
        if source is None and args:
            source = args[0]
        rows, width = source.shape[0], source.shape[1]
        stats = self.stats[self.phase]
        if self.phase == "rollout":  # one forward of the policy's backbone = one decode step (prefill included)
            stats["decode_steps"] += 1
            stats["decode_slots"] += rows
            return
        mask, positions = kwargs.get("attention_mask"), kwargs.get("position_ids")
        if isinstance(mask, torch.Tensor) and mask.dim() == 2:
            lengths = mask[:, -width:].sum(1).double()  # stays on the device: read once per phase
        elif mask is None and isinstance(positions, torch.Tensor) and positions.shape[-1] == width:
            lengths = packed_lengths(positions)
        else:  # a prepared 4-D mask (choose mode): every position counts as real
            lengths = torch.full((rows,), float(width), dtype=torch.float64)
        layers = list(module.layers)
        factor = 3.0 if torch.is_grad_enabled() else 1.0
        dense = 2.0 * sum(self._params_of(layer) for layer in layers)
        hidden = module.config.hidden_size
        real = lengths.sum()
        stats["flops"] = stats["flops"] + factor * (dense * real + 4.0 * hidden * len(layers) * (lengths ** 2).sum())
        stats["positions"] += rows * width * len(layers)
        stats["real_positions"] = stats["real_positions"] + real * len(layers)
        stats["backbone_calls"] += 1

    def take(self, phase: str) -> dict[str, float]:
        """The counts of ``phase`` so far (read from the device once), cleared."""
        return {key: float(value) for key, value in self.stats.pop(phase, {}).items()}


def throughput_metrics(seconds: dict[str, float], counts: dict[str, dict[str, float]], generated_tokens: int,
                       row_tokens: int, peak_flops: float | None) -> dict[str, float]:
    """The ``throughput/*`` metrics of one iteration (``docs/metrics.md``).

    Args:
        seconds: Each phase's seconds (``rollout``, ``prepare``, ``advantage``, ``update``).
        counts: :meth:`WorkCounter.take` of each phase.
        generated_tokens: Tokens the rollout sampled (every action's response tokens).
        row_tokens: Real tokens of the iteration's step rows (prompt and response), what prepare and update
            process once each (their tokens/s, as ``benchmarks/throughput.py`` counts them).
        peak_flops: The device's dense bf16 peak (None: no MFU).
    """
    out: dict[str, float] = {}
    rollout_s, rollout = seconds.get("rollout", 0.0), counts.get("rollout", {})
    if rollout_s > 0:
        out["throughput/rollout_tokens_per_s"] = generated_tokens / rollout_s
        steps, slots = rollout.get("decode_steps", 0.0), rollout.get("decode_slots", 0.0)
        if steps:
            out["throughput/rollout_ms_per_step"] = 1e3 * rollout_s / steps
        if slots:
            out["throughput/decode_slot_use"] = generated_tokens / slots
    for phase in ("prepare", "update"):
        phase_s, work = seconds.get(phase, 0.0), counts.get(phase, {})
        if phase_s <= 0:
            continue
        out[f"throughput/{phase}_tokens_per_s"] = row_tokens / phase_s
        if work.get("positions"):
            out[f"throughput/{phase}_padding"] = 1.0 - work.get("real_positions", 0.0) / work["positions"]
        flops = work.get("flops", 0.0)
        if flops:
            out[f"throughput/{phase}_gflops"] = flops / 1e9 / phase_s
            if peak_flops:
                out[f"throughput/{phase}_mfu"] = flops / phase_s / peak_flops
    total = sum(seconds.values())
    if total > 0:  # the rows' tokens (prompts and the sampled responses) over the whole iteration
        out["throughput/iteration_tokens_per_s"] = row_tokens / total
    return out
