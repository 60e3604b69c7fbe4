"""Every benchmark script in one table: the question it answers, its current result and the headline number.

The one list the docs' Benchmarks page and ``benchmarks/README.md`` render (``docs/hooks/generated.py``,
``[[table benchmarks]]``). A headline with ``headline_from`` is a format template over that result JSON, so
re-measuring updates it; one without is text typed from the result (marked † in the table) where the number is
a comparison across several files or runs that no single field holds.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass


@dataclass(frozen=True)
class Benchmark:
    """One script's row.

    Attributes:
        area: The group it belongs to (the algorithms, the envs, trainer speed, ...).
        script: The script(s), in Markdown.
        question: What it measures, as a question.
        results: Its current result files under ``benchmarks/results/``, in Markdown.
        headline: The headline: a template over ``headline_from``'s JSON, or typed text when that is None.
        headline_from: The result file the headline template reads.
    """

    area: str
    script: str
    question: str
    results: str
    headline: str
    headline_from: str | None = None


BENCHMARKS: tuple[Benchmark, ...] = (
    Benchmark('The algorithms (`core_algos`)',
              '`figure3_clipping.py`',
              "Does the paper's Figure 3 hold: is the clipping fraction flat in action length only at α = 0.5?",
              '`figure3_clipping.json`',
              'out of range at α = 0.5: 0.505 for every L (spread 0.002); α = 0: 0.505 → 0.983; α = 1: 0 from L = 32'),
    Benchmark('The algorithms (`core_algos`)',
              '`algos_speed.py`',
              "Is the vectorised step GAE fast, and CAPO's loss no dearer than token PPO's?",
              '`algos_speed.json`',
              ('`step_gae` {runs[1][step_gae][1][speedup]:.0f}× (1 thread) / {runs[2][step_gae][1][speedup]:.0f}× '
               '(2) a plain loop at 100k segments; CAPO loss {runs[1][policy_loss][ratio_capo_over_token]:.2f}× '
               'token PPO'),
              headline_from='algos_speed.json'),
    Benchmark('The algorithms (`core_algos`)',
              '`whitening_critic.py`',
              "What does batch whitening do to a critic's advantages on a 3-step terminal-reward task?",
              '`whitening_critic.json`',
              ('at 97 % success \\|A\\| 5–11× larger whitened, sign no more often right: `whiten_advantages` off by '
               'default')),
    Benchmark('The environments and serving',
              '`env_speed.py`',
              'Per id: ms per reset and step in process and over HTTP; thread vs sync collector over HTTP',
              '`env_speed.json` (read by `docs/envs/index.md`)',
              'remote Chain collector: threads 1.26× sync'),
    Benchmark('The environments and serving',
              '`alfworld_speed.py`',
              "`capo/ALFWorld-v0` against alfworld's `AlfredTWEnv` on the same games",
              '`alfworld_speed.json`',
              ('{ours_single[steps_per_s]:.1f} vs {alfworld_single[steps_per_s]:.1f} steps/s, reset '
               '{ours_single[reset_warm_s]:.3f} vs {alfworld_single[reset_s]:.3f} s (one env)'),
              headline_from='alfworld_speed.json'),
    Benchmark('The environments and serving',
              '`papersearch_speed.py`',
              'Search / expand / step latency and memory at 1.5k and 1M papers',
              '`papersearch_speed.json`',
              '1M papers: search p50 9.8 ms, expand 0.18 ms, env step 2.6 ms; serving RSS 131 MB'),
    Benchmark('The environments and serving',
              '`webshop_speed.py`',
              'Step latency in process and over HTTP, 32 clients, a 1.18 M-product catalogue',
              '`webshop_speed.json`',
              'step p50 0.16 ms in process, 3.5 ms over HTTP; 1.18 M products: search p95 5.2 ms, server 298 MB'),
    Benchmark('The environments and serving',
              '`retrieval_speed.py`',
              "Embedding, BM25 and exact FAISS throughput; the QA env's step latency",
              '`retrieval_speed.json`',
              'FAISS 500k × 384: 434 queries/s batched (6.1× NumPy), target 1,000 missed; BM25 100k: 1,670/s'),
    Benchmark('The environments and serving',
              '`verl_env_server.py`',
              "Does the verl loop's session bound stop `capo serve env` refusing episodes?",
              '`verl_env_server.json`, `verl_env_server_issue_load.json`',
              "the issue's load: 768 of 1,024 episodes refused before, 0 after (151 env steps/s)"),
    Benchmark('The environments and serving',
              '`segment_example.py`',
              "The worked example of `docs/segment.md`: a recorded `capo/Chain-v0` group (oracle + 3 random "
              "episodes) and its step-level advantages",
              '`segment_example.jsonl` (the page\'s table is generated from it)',
              'not a measurement: the page\'s numbers, re-rendered from the recording'),
    Benchmark('Trainer speed (CPU unless named)',
              '`trainer_speed.py`',
              "Seconds per iteration of `algo=capo` vs `ppo` vs TRL's GRPOTrainer on one budget",
              '`trainer_speed.json`',
              ('{capo[iteration]:.3f} vs {ppo[iteration]:.3f} s (CAPO / PPO {ratio_capo_over_ppo:.2f}); TRL GRPO '
               '{grpo_trl[iteration]:.2f} s'),
              headline_from='trainer_speed.json'),
    Benchmark('Trainer speed (CPU unless named)',
              '`throughput.py` (with `throughput_setup.py`, `throughput_counting.py`)',
              "Where an iteration's work goes: tokens/s, padded share, decode-slot use, MFU on a GPU",
              ('`throughput_cpu.json`, `throughput_cpu_layouts.json`, `throughput_cpu_packed_avx2.json`, '
               '`throughput_cpu_continuous_avx2.json`, `micro_batch_overhead_cpu_avx2.json`, '
               '`throughput_webshop_cuts_ab_avx2.json`, `throughput_h100_demo.json`'),
              ('WebShop-like rows cut by cost: update padding 25.7 % → 0.1 %, update ×0.43; H100 demo at 128 '
               'episodes: update MFU 9.3 → 14.4 % by length')),
    Benchmark('Trainer speed (CPU unless named)',
              '`chunked_logprobs.py`',
              ('Action-token log-probs and entropy over a 151,936-token head in chunks vs whole fp32 logits (forward'
               ' and backward)'),
              '`chunked_logprobs_cpu.json`',
              ('2,048 positions, frozen head: time ×1.00, added peak 4.65 → 0.78 GB; trained head ×1.35 time, ×0.53 '
               'peak; equal log-probs')),
    Benchmark('Trainer speed (CPU unless named)',
              '`dispatch_bound.py`',
              ("A GPU-like regime on the CPU (Qwen3-1.7B's depth and heads, tiny widths): ms, torch operations and "
               'host reads per forward, trainer vs engine alone'),
              "`dispatch_bound_cpu.json`, `dispatch_bound_cpu_before.json` (the same script over 3e9193c's package)",
              "host reads per forward: continuous engine 1.88 → 1.00, trainer's continuous rollout 1.91 → 1.01"),
    Benchmark('Trainer speed (CPU unless named)',
              '`packed_rows.py`',
              'Packed rows against row-padded rows, one forward (and backward), timed',
              '`packed_rows_cpu.json`, `packed_rows_cpu_wide.json`',
              'demo-like rows: padding 35.0 % → 3.7 %, forward ×0.62; WebShop-like forward + backward ×1.10'),
    Benchmark('Trainer speed (CPU unless named)',
              '`rollout_engines.py`',
              "Lock-step rounds vs continuous batching (and prompt-lookup drafts) on the demo's rollout",
              ('`rollout_engines_cpu_avx2.json`, `rollout_engines_cpu_avx2_uncapped.json`, '
               '`rollout_draft_caps_cpu_avx2.json`'),
              ('training rollout ×0.78 s with continuous + 4-token drafts; 16 drafted positions per step: s/env step'
               ' ×0.80')),
    Benchmark('Trainer speed (CPU unless named)',
              '`generate_speed.py`',
              "Is the trainer's generate path slower than plain `generate` on the same prompts?",
              '`generate_speed.json`',
              '15.5 vs 17.4 generated tokens/s: no per-token overhead'),
    Benchmark('Trainer speed (CPU unless named)',
              '`weight_casts_speed.py`',
              'Decoding under CPU bf16 autocast: weights cast per step or once per call?',
              '`weight_casts_speed.json`',
              ('{ms_per_step[16][autocast]:.1f} vs {ms_per_step[16][cast_once]:.1f} ms per step ({threads} threads):'
               ' casting once gains nothing'),
              headline_from='weight_casts_speed.json'),
    Benchmark('Trainer speed (CPU unless named)',
              '`trunk_variants.py`',
              'Seconds of one frozen-trunk pass per variant (fp32, bf16 autocast, int8, memo)',
              '`trunk_variants.json`',
              'AVX2: fp32 13.1 s, emulated bf16 96.3 s, memo hit 0.29 s'),
    Benchmark('Trainer speed (CPU unless named)',
              '`trunk_capture_speed.py`',
              'Prepare with the trunk states captured during `generate` vs recomputed',
              '`trunk_capture_cpu_avx2.json`',
              ('prepare {prepare_median[recomputed]:.1f} → {prepare_median[captured]:.1f} s '
               '(×{prepare_ratio_captured_over_recomputed:.2f}), AVX2-restricted'),
              headline_from='trunk_capture_cpu_avx2.json'),
    Benchmark('Trainer speed (CPU unless named)',
              '`threads.py`',
              'One or two torch threads on an idle and a half-busy 2-core machine',
              '`threads_cpu.json`',
              ('idle: 2 threads {two_over_one[idle][generate]:.2f}× the time of 1 generating; half busy: '
               '{two_over_one[half_busy][generate]:.2f}×'),
              headline_from='threads_cpu.json'),
    Benchmark('Trainer speed (CPU unless named)',
              '`checkpoint_size.py`',
              'Bytes of one checkpoint, full and small (`save_only_trainable`)',
              '`checkpoint_size.json`',
              'SmolLM2, top 2 layers: {cases[3][bytes]:,} → {cases[4][bytes]:,} bytes',
              headline_from='checkpoint_size.json'),
    Benchmark('Trainer speed (CPU unless named)',
              '`demo_iteration_ab.py`',
              "One version's demo iteration against another's, phase by phase (paired whole processes)",
              '`demo_iteration_*_ab_avx2.json` (one per change)',
              'latest, the micro-batch cuts: prepare ×0.73, iteration ×1.03 (noise)'),
    Benchmark('Trainer speed (CPU unless named)',
              '`sampler_mismatch.py`',
              "Log-ratio between the sampler's log-probs and the learner's first scoring",
              '`sampler_mismatch.json`',
              'fp32 ~1e-6 nats/token; bf16 tiny model 2.2e-4 → 4.4e-5 after the fix, SmolLM2 ~1.7e-2'),
    Benchmark('`capo demo`',
              '`demo_cpu.py`',
              '`capo demo` on native bf16 and AVX2-restricted fp32, several seeds: targets met?',
              ('relay: `demo_cpu_relay_continuous{,_seed1}.json` (continuous batching), '
               '`demo_cpu_relay_s9_mb4{,_seeds34}.json` (AVX2, 4-row mini-batches), '
               '`demo_cpu_relay_s9_native_readme.json`; lock-step rounds: `demo_cpu_relay.json`; chain: '
               '`demo_cpu.json`, `demo_cpu_whitened.json`'),
              ('relay, AVX2-restricted, seeds 0–4: rise +0.31 to +0.38 (target 0.30), 12.8–13.8 s per iteration; '
               'native bf16 11.5 s')),
    Benchmark('`capo demo`',
              '`demo_rise_compare.py`',
              'Two demo settings seed by seed: how many seeds meet the rise target?',
              '`demo_rise_mini_batch.json`',
              '4-row mini-batches mean +0.35, 5 of 5 seeds; 8-row +0.33, 3 of 5'),
    Benchmark('`capo demo`',
              '`relay_demo_iterations.py`',
              'Does the relay demo need more than 8 iterations?',
              '`relay_demo_iterations_avx2.json`',
              'mean rise +0.27 / +0.25 / +0.28 after 8 / 10 / 12: the demo keeps 8'),
    Benchmark('`capo demo`',
              '`tiny_learning.py`',
              'Does the trainer learn on this device (random 2-layer model, chain task)?',
              '`tiny_learning_cpu.json`',
              ('seed 0 {runs[0][success_before]:.3f} → {runs[0][success_after]:.3f}, seed 1 '
               '{runs[1][success_before]:.3f} → {runs[1][success_after]:.3f} in {runs[0][train_seconds]:.0f} s'),
              headline_from='tiny_learning_cpu.json'),
    Benchmark('Learning',
              '`learning.py`',
              'Does credit flow back over several steps (chain, choose mode): CAPO λ 0/1, PPO, GRPO',
              '`learning.json`',
              'critic methods 0.03 → 0.66–1.0 greedy in 1,280 episodes; GRPO 0.33 / 0.13'),
    Benchmark('Learning',
              '`learning_generate.py` (report: `learning_generate_report.py`)',
              'CAPO vs PPO/GRPO/GSPO/GiGPO and the ratio × GAE-level ablations in generate mode (LengthChain)',
              '`learning_generate/report.{json,md}`',
              'at 400 env steps nothing learns; CAPO 0.111 ± 0.043, every CAPO − baseline interval includes 0'),
    Benchmark('Learning',
              '`warm_start.py`',
              'A supervised warm start every algorithm shares: what does it start from?',
              '`warm_start.json`',
              '86 % listed-phrase actions greedy, 6/32 episodes; sampled at T 0.5: 2/32'),
    Benchmark('Learning',
              '`relay_base_rate.py`',
              "The untrained model's success on `capo/Relay-v0`: inside 10–40 %?",
              '`relay_base_rate.json`',
              '{results[1][success]:.1%} ± {results[1][standard_error]:.1%} at T {results[1][temperature]}',
              headline_from='relay_base_rate.json'),
    Benchmark('Learning',
              '`relay_pilot.py`',
              'Does the step size sit in the intended regime (update size, out-of-range share)?',
              '`relay_pilot_*.json`',
              'lr 3e-5: 0.005–0.013 nats/token/step; ε 1e-3: 89–100 % out of range, ε 0.05: 45 %'),
    Benchmark('Learning',
              '`relay_sweep.py` (report: `relay_sweep_report.py`)',
              'CAPO vs PPO/GRPO/GSPO/GiGPO and the ablations on Relay in free text, with bootstrap intervals',
              ('`relay_main.json`, `relay_ablations.json`, `relay_pilot_runs.json`, `relay_cpu_pilots.json`, '
               '`relay_grid_gpu.json` (H200)'),
              "main, 240 episodes: CAPO's rise and CAPO − PPO exclude 0 (PPO fell); CAPO − GRPO / GSPO / GiGPO do not"),
    Benchmark('On a GPU',
              '`gpu_check.py`',
              'A few CAPO iterations per shipped shape on one GPU, against `capo plan`',
              '`gpu_check.json` (H200), `gpu_check_h100.json`, `gpu_check_h100_modes.json`',
              'H200, Qwen3-1.7B full fine-tune: 12.5 s per iteration, 61.1 GB peak (plan 66.0 GB, 1.08×)'),
    Benchmark('On a GPU',
              '`gpu_decoding.py`',
              '`generate` eager vs compiled vs the continuous engine on one GPU',
              '`gpu_decoding_h100.json`, `gpu_decoding_h100_cold.json`',
              'H100, 128 rows: compiled 9,580 vs 4,633 generated tokens/s eager; continuous 4,278'),
    Benchmark("The project's own costs",
              '`install_time.py`',
              'The main-job install with pip and with uv, from an empty cache',
              '`install_time.json`',
              ('pip {summary[pip][wall_s][0]} / {summary[pip][wall_s][1]} s, uv {summary[uv][wall_s][0]} / '
               '{summary[uv][wall_s][1]} s, the same {runs[0][packages]} packages'),
              headline_from='install_time.json'),
    Benchmark("The project's own costs",
              '`suite_time.py`',
              'The whole suite (`.ci/run`) in a clean clone, AVX2-restricted: within 15 min on a real AVX2 CPU?',
              '`suite_time_avx2.json`',
              '7.9 min here, 12.3 min estimated on a real AVX2 Zen 3'),
)


def benchmarks_table(render_value: Callable[[str, str], str]) -> str:
    """The table as Markdown; ``render_value(file, template)`` fills a generated headline."""
    lines = ["| area | script | question | current result | headline |", "|---|---|---|---|---|"]
    for entry in BENCHMARKS:
        headline = (render_value(entry.headline_from, entry.headline) if entry.headline_from
                    else f"{entry.headline} †")
        lines.append(f"| {entry.area} | {entry.script} | {entry.question} | {entry.results} | {headline} |")
    typed = sum(entry.headline_from is None for entry in BENCHMARKS)
    lines += ["", f"† typed from the result files ({typed} of {len(BENCHMARKS)} rows): a comparison across several "
              "files or runs that no one field holds; the others are rendered from the first result file."]
    return "\n".join(lines) + "\n"
