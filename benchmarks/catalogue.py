"""Every benchmark script in one table: the question it answers, its current result and the headline number.

The one list the docs' Benchmarks page and ``benchmarks/README.md`` render (``docs/hooks/generated.py``,
``[[table benchmarks]]``). A headline with ``headline_from`` is a format template over that result JSON, so
re-measuring updates it. A headline that quotes several result files carries the docs' inline marks instead,
``[[FILE.json: TEMPLATE]]``, one per number or group of numbers from one file. A headline with neither is text
typed from the results (marked † in the table), left only where its number is a range or mean across several
files or runs that no field holds.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import dataclass

#: The docs' inline mark (``docs/hooks/generated.py``): ``[[FILE.json: TEMPLATE]]``.
VALUE_MARK = re.compile(r"\[\[([\w./-]+\.json): (.+?)\]\]")


@dataclass(frozen=True)
class Benchmark:
    """One script's row.

    Attributes:
        area: The group it belongs to (the algorithms, the envs, trainer speed, ...).
        script: The script(s), in Markdown.
        question: What it measures, as a question.
        results: Its current result files under ``benchmarks/results/``, in Markdown.
        headline: The headline: a template over ``headline_from``'s JSON; when that is None, text with inline
            ``[[FILE.json: TEMPLATE]]`` marks (several files), or typed text.
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
              ('out of range at α = 0.5: {curves[0.5][oor][0]:.3f} at L = {lengths[0]}, {curves[0.5][oor][10]:.3f} '
               'at L = {lengths[10]:,} (closed form {curves[0.5][oor_closed_form][0]:.3f} for every L); α = 0: '
               '{curves[0.0][oor][0]:.3f} → {curves[0.0][oor][10]:.3f}; α = 1: {curves[1.0][oor][6]:.3f} at L = '
               '{lengths[6]}'),
              headline_from='figure3_clipping.json'),
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
              ('at {rows[6][episode_success]:.0%} success mean \\|A\\| {rows[6][off][mean_abs]:.2f} → '
               '{rows[6][whiten][mean_abs]:.2f} whitened, sign right {rows[6][off][sign_right]:.0%} → '
               '{rows[6][whiten][sign_right]:.0%}: `whiten_advantages` off by default'),
              headline_from='whitening_critic.json'),
    Benchmark('The environments and serving',
              '`env_speed.py`',
              'Per id: ms per reset and step in process and over HTTP; thread vs sync collector over HTTP',
              '`env_speed.json` (read by `docs/envs/index.md`)',
              ('remote Chain collector: threads {collector[thread_over_sync]:.2f}× sync '
               '({collector[remote_chain_thread_episodes_per_s]:.0f} vs '
               '{collector[remote_chain_sync_episodes_per_s]:.0f} episodes/s)'),
              headline_from='env_speed.json'),
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
              ('{synthetic[backend][papers]:,} papers: search p50 {synthetic[backend][search][p50_ms]:.1f} ms, '
               'expand {synthetic[backend][expand][p50_ms]:.2f} ms, env step {synthetic[env][step][p50_ms]:.1f} '
               'ms; serving RSS {synthetic[serving][rss_mb_after_episode]:.0f} MB'),
              headline_from='papersearch_speed.json'),
    Benchmark('The environments and serving',
              '`webshop_speed.py`',
              'Step latency in process and over HTTP, 32 clients, a 1.18 M-product catalogue',
              '`webshop_speed.json`',
              ('step p50 {bundled[in_process][all][p50_ms]:.2f} ms in process, {bundled[http][all][p50_ms]:.1f} ms '
               'over HTTP; {large[store][num_products]:,} products: search p95 {large[search][p95_ms]:.1f} ms, '
               'server {large[server][rss_after_load_mb]:.0f} MB'),
              headline_from='webshop_speed.json'),
    Benchmark('The environments and serving',
              '`retrieval_speed.py`',
              "Embedding, BM25 and exact FAISS throughput; the QA env's step latency",
              '`retrieval_speed.json`',
              ('FAISS {faiss[1][passages]:,} × {faiss[1][dim]}: {faiss[1][faiss_queries_per_s_batched]:,.0f} '
               'queries/s batched (NumPy {faiss[1][numpy_queries_per_s_batched]:,.0f}; target 1,000); BM25 '
               '{bm25[synthetic_passages]:,}: {bm25[queries_per_s_batched]:,.0f}/s'),
              headline_from='retrieval_speed.json'),
    Benchmark('The environments and serving',
              '`verl_env_server.py`',
              "Does the verl loop's session bound stop `capo serve env` refusing episodes?",
              '`verl_env_server.json`, `verl_env_server_issue_load.json`',
              ("the issue's load: {results[before][failed]:,} of {episodes:,} episodes refused before, "
               '{results[after][failed]:,} after ({results[after][steps_per_s]:.0f} env steps/s)'),
              headline_from='verl_env_server_issue_load.json'),
    Benchmark('The environments and serving',
              '`segment_example.py`',
              "The worked example of `docs/segment.md`: a recorded `capo/Chain-v0` group (oracle + 3 random "
              "episodes) and its step-level advantages",
              '`segment_example.jsonl` (the page\'s table is generated from it)',
              'not a measurement: the page\'s numbers, re-rendered from the recording'),
    Benchmark('Trainer speed (CPU unless named)',
              '`limit_margins.py`',
              "How far do healthy runs of the shipped CPU configs stay from the run limits' defaults?",
              '`limit_margins.json`',
              ('largest loss {worst_where_on[diverged_loss_above]:.2f} (limit {defaults[diverged_loss_above]:g}), '
               'gradient norm {worst_where_on[diverged_grad_norm_above]:.1f} ({defaults[diverged_grad_norm_above]:g}), '
               'entropy {worst_where_on[diverged_entropy_above]:.2f} of its maximum '
               '({defaults[diverged_entropy_above]:g}); unparsed actions '
               '{worst_where_on[max_unparsed_action_frac]:.2f} ({defaults[max_unparsed_action_frac]:g}) where the '
               'config keeps that limit on'),
              headline_from='limit_margins.json'),
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
              ('WebShop-like rows cut by cost: update padding [[throughput_webshop_cuts_ab_avx2.json: '
               '{median_seconds[B][padding/update]:.1%} → {median_seconds[A][padding/update]:.1%}, update '
               '×{a_over_b_median[time/update]:.2f}]]; H100 demo at 128 episodes: update MFU '
               '[[throughput_h100_demo.json: {shapes[demo][layouts][rollout_order][median][update][mfu]:.1%} → '
               '{shapes[demo][layouts][by_length][median][update][mfu]:.1%}]] by length')),
    Benchmark('Trainer speed (CPU unless named)',
              '`chunked_logprobs.py`',
              ('Action-token log-probs and entropy over a 151,936-token head in chunks vs whole fp32 logits (forward'
               ' and backward)'),
              '`chunked_logprobs_cpu.json`',
              ('{frozen_head[sizes][2048][chunked][positions]:,} positions, frozen head: time '
               '×{frozen_head[sizes][2048][time_ratio_chunked_over_unchunked]:.2f}, added peak '
               '{frozen_head[sizes][2048][unchunked][added_peak_gb]:.2f} → '
               '{frozen_head[sizes][2048][chunked][added_peak_gb]:.2f} GB; trained head '
               '×{trained_head[sizes][2048][time_ratio_chunked_over_unchunked]:.2f} time, '
               '×{trained_head[sizes][2048][added_peak_ratio_chunked_over_unchunked]:.2f} added peak; log-probs '
               'differ by {frozen_head[sizes][2048][max_abs_diff][logps]:g}'),
              headline_from='chunked_logprobs_cpu.json'),
    Benchmark('Trainer speed (CPU unless named)',
              '`dispatch_bound.py`',
              ("A GPU-like regime on the CPU (Qwen3-1.7B's depth and heads, tiny widths): ms, torch operations and "
               'host reads per forward, trainer vs engine alone'),
              "`dispatch_bound_cpu.json`, `dispatch_bound_cpu_before.json` (the same script over 3e9193c's package)",
              ('host reads per forward: continuous engine [[dispatch_bound_cpu_before.json: '
               '{cases[engine_continuous][host_reads_per_forward]:.2f}]] → [[dispatch_bound_cpu.json: '
               "{cases[engine_continuous][host_reads_per_forward]:.2f}]], trainer's continuous rollout "
               '[[dispatch_bound_cpu_before.json: {cases[trainer_continuous][host_reads_per_forward]:.2f}]] → '
               '[[dispatch_bound_cpu.json: {cases[trainer_continuous][host_reads_per_forward]:.2f}]]')),
    Benchmark('Trainer speed (CPU unless named)',
              '`packed_rows.py`',
              'Packed rows against row-padded rows, one forward (and backward), timed',
              '`packed_rows_cpu.json`, `packed_rows_cpu_wide.json`',
              ('demo-like rows: padding {shapes[demo][by_length][padding_share]:.1%} → '
               '{shapes[demo][packed][padding_share]:.1%}, forward '
               '×{shapes[demo][forward][packed_over_by_length]:.2f}; WebShop-like forward + backward '
               '×{shapes[webshop][train][packed_over_by_length]:.2f}'),
              headline_from='packed_rows_cpu.json'),
    Benchmark('Trainer speed (CPU unless named)',
              '`rollout_engines.py`',
              "Lock-step rounds vs continuous batching (and prompt-lookup drafts) on the demo's rollout",
              ('`rollout_engines_cpu_avx2.json`, `rollout_engines_cpu_avx2_uncapped.json`, '
               '`rollout_draft_caps_cpu_avx2.json`'),
              ('training rollout ×[[rollout_engines_cpu_avx2.json: '
               '{train[over_rounds][continuous+draft4][seconds][median]:.2f}]] s with continuous + 4-token drafts; '
               '16 drafted positions per step: s/env step ×[[rollout_draft_caps_cpu_avx2.json: '
               '{train[over_baseline][continuous+draft4@16][seconds_per_env_step][median]:.2f}]]')),
    Benchmark('Trainer speed (CPU unless named)',
              '`generate_speed.py`',
              "Is the trainer's generate path slower than plain `generate` on the same prompts?",
              '`generate_speed.json`',
              ('{untrained[trainer][tokens_per_s]:.1f} vs {untrained[plain_generate][tokens_per_s]:.1f} generated '
               'tokens/s (trainer vs plain `generate`, untrained model)'),
              headline_from='generate_speed.json'),
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
              ('AVX2: fp32 {data[0][median_seconds][fp32]:.1f} s, emulated bf16 '
               '{data[0][median_seconds][bf16_autocast]:.1f} s, int8 {data[0][median_seconds][int8_dynamic]:.1f} '
               's, memo hit {data[0][median_seconds][memo_hit]:.2f} s'),
              headline_from='trunk_variants.json'),
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
              ('latest, integrity block, run limits and safe writes against 5350ba1: rollout '
               '×{a_over_b_median[time/rollout]:.2f}, prepare ×{a_over_b_median[time/prepare]:.2f}, update '
               '×{a_over_b_median[time/update]:.2f}, iteration ×{a_over_b_median[time/iteration]:.2f}'),
              headline_from='demo_iteration_integrity_ab_avx2.json'),
    Benchmark('Trainer speed (CPU unless named)',
              '`sampler_mismatch.py`',
              "Log-ratio between the sampler's log-probs and the learner's first scoring",
              '`sampler_mismatch.json`',
              ('fp32 at most {runs[1][per_token_max]:.0e} nats/token; bf16 tiny model '
               '{runs[2][per_token_mean]:.1e} → {runs[0][per_token_mean]:.1e} after the fix, SmolLM2 '
               '{runs[4][per_token_mean]:.1e}'),
              headline_from='sampler_mismatch.json'),
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
              ('4-row mini-batches mean {settings[4-row][mean_rise]:+.2f}, {settings[4-row][seeds_meeting_target]} '
               'seeds meet the target; 8-row {settings[8-row][mean_rise]:+.2f}, '
               '{settings[8-row][seeds_meeting_target]} (target {target_rise:+.2f}, seeds {seeds[0]}–{seeds[4]})'),
              headline_from='demo_rise_mini_batch.json'),
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
              ('greedy {results[0][greedy_success_before]:.2f} → after {results[0][episodes]:,.0f} episodes, seeds '
               '0 / 1: CAPO λ 0 {results[0][greedy_success_after]:.2f} / {results[4][greedy_success_after]:.2f}, λ '
               '1 {results[1][greedy_success_after]:.2f} / {results[5][greedy_success_after]:.2f}, PPO '
               '{results[2][greedy_success_after]:.2f} / {results[6][greedy_success_after]:.2f}, GRPO '
               '{results[3][greedy_success_after]:.2f} / {results[7][greedy_success_after]:.2f}'),
              headline_from='learning.json'),
    Benchmark('Learning',
              '`learning_generate.py` (report: `learning_generate_report.py`)',
              'CAPO vs PPO/GRPO/GSPO/GiGPO and the ratio × GAE-level ablations in generate mode (LengthChain)',
              '`learning_generate/report.{json,md}`',
              ('at {table[capo][budget]} env steps nothing learns: CAPO {table[capo][final_mean]:.3f} ± '
               '{table[capo][final_std]:.3f}; CAPO − PPO {capo_minus[ppo][capo_minus]:+.3f} '
               '[{capo_minus[ppo][ci95][0]:+.3f}, {capo_minus[ppo][ci95][1]:+.3f}], every CAPO − baseline interval '
               'includes 0'),
              headline_from='learning_generate/report.json'),
    Benchmark('Learning',
              '`warm_start.py`',
              'A supervised warm start every algorithm shares: what does it start from?',
              '`warm_start.json`',
              ('{after[greedy][exact_listed_frac]:.0%} listed-phrase actions greedy, success '
               '{after[greedy][success]:.0%} of {after[greedy][episodes]} episodes; sampled at T 0.5: '
               '{after[sampled_by_temperature][0.5][success]:.0%}'),
              headline_from='warm_start.json'),
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
              ("main, iteration {compared_at_iteration}: CAPO's rise {methods[capo][rise][difference]:+.3f} "
               '[{methods[capo][rise][ci95][0]:+.3f}, {methods[capo][rise][ci95][1]:+.3f}], CAPO − PPO '
               '{capo_minus_baseline[capo - ppo][difference]:+.3f} [{capo_minus_baseline[capo - '
               "ppo][ci95][0]:+.3f}, {capo_minus_baseline[capo - ppo][ci95][1]:+.3f}] (PPO's rise "
               '{methods[ppo][rise][difference]:+.3f}); CAPO − GRPO {capo_minus_baseline[capo - '
               'grpo][difference]:+.3f} [{capo_minus_baseline[capo - grpo][ci95][0]:+.3f}, '
               '{capo_minus_baseline[capo - grpo][ci95][1]:+.3f}]'),
              headline_from='relay_main.json'),
    Benchmark('On a GPU',
              '`gpu_check.py`',
              'A few CAPO iterations per shipped shape on one GPU, against `capo plan`',
              '`gpu_check.json` (H200), `gpu_check_h100.json`, `gpu_check_h100_modes.json`',
              ('H200, Qwen3-1.7B full fine-tune: {scenarios[full_ft_separate_critic][s_per_iteration]:.1f} s per '
               'iteration, {scenarios[full_ft_separate_critic][max_memory_allocated_gb]:.1f} GB peak (plan '
               '{scenarios[full_ft_separate_critic][plan][total_gb]:.1f} GB, '
               '{scenarios[full_ft_separate_critic][plan_over_measured]:.2f}×)'),
              headline_from='gpu_check.json'),
    Benchmark('On a GPU',
              '`gpu_decoding.py`',
              '`generate` eager vs compiled vs the continuous engine on one GPU',
              '`gpu_decoding_h100.json`, `gpu_decoding_h100_cold.json`',
              ('H100, {by_rows[0][rows]} rows: compiled '
               '{by_rows[0][engines][generate_compiled][generated_tokens_per_s]:,.0f} vs '
               '{by_rows[0][engines][generate][generated_tokens_per_s]:,.0f} generated tokens/s eager; continuous '
               '{by_rows[0][engines][continuous][generated_tokens_per_s]:,.0f}'),
              headline_from='gpu_decoding_h100.json'),
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
              ('{runs[2][pytest_s]:.0f} s of pytest here ({runs[2][counts][passed]:,} passed), '
               '{runs[2][real_avx2_estimate_min]:.1f} min estimated on a real AVX2 Zen 3 (target '
               '{target_minutes:.0f} min)'),
              headline_from='suite_time_avx2.json'),
)


def is_typed(entry: Benchmark) -> bool:
    """Whether the headline is typed text rather than rendered from its result files."""
    return entry.headline_from is None and not VALUE_MARK.search(entry.headline)


def headline(entry: Benchmark, render_value: Callable[[str, str], str]) -> str:
    """The headline as the table shows it: rendered from its result files, or typed and marked †."""
    if entry.headline_from:
        return render_value(entry.headline_from, entry.headline)
    if VALUE_MARK.search(entry.headline):
        return VALUE_MARK.sub(lambda mark: render_value(mark.group(1), mark.group(2)), entry.headline)
    return f"{entry.headline} †"


def benchmarks_table(render_value: Callable[[str, str], str]) -> str:
    """The table as Markdown; ``render_value(file, template)`` fills a generated headline."""
    lines = ["| area | script | question | current result | headline |", "|---|---|---|---|---|"]
    for entry in BENCHMARKS:
        lines.append(f"| {entry.area} | {entry.script} | {entry.question} | {entry.results} | "
                     f"{headline(entry, render_value)} |")
    typed = sum(is_typed(entry) for entry in BENCHMARKS)
    lines += ["", f"† typed from the result files ({typed} of {len(BENCHMARKS)} rows): a range or mean across "
              "several files or runs that no one field holds, or no number at all; the others are rendered from "
              "the result files."]
    return "\n".join(lines) + "\n"
