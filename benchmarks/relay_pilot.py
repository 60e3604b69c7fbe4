"""A few CAPO iterations on ``capo/Relay-v0`` in free text: does the step size sit in the intended regime?

Issue 31 (item 3, pilot only): before a free-text ``capo demo`` or a seed sweep, check that the chosen
learning rate and epochs put the update size ``actor/logp_change_per_step`` (mean |Δ log π| per token of one
optimizer step) around 0.01–0.1, and the first off-policy epoch's out-of-range fraction of CAPO's
action-aware ratio (``actor/clip_oor_frac``, ε = 1e-3) in the paper's regime (48.7 % out of range,
24.5 % active in its table) rather than saturated (97 % in the LengthChain runs at lr 1e-4).

Settings: SmolLM2-135M-Instruct untrained, generate mode, ``algo="capo"`` (action-aware ratio, action-level
GAE, γ = λ = 1, advantages not whitened: the default), top 4 layers trained, 2 epochs of one mini-batch per
iteration (so the second epoch's loss sees exactly one optimizer step), ``--tasks`` episodes per
iteration sampled at ``--temperature``, action cap 64 tokens, fp32, one torch thread::

    python benchmarks/relay_pilot.py --lr 1e-5 --iterations 3    # -> benchmarks/results/relay_pilot_lr1e-05.json
    python benchmarks/relay_pilot.py --lr 3e-5 --epsilon 0.05 --iterations 2   # -> ..._lr3e-05_eps0.05.json

Measured (``results/relay_pilot_*.json``; seed 41, 16 episodes per iteration, the 2-core AMD EPYC with
avx512_bf16, update in fp32 with the frozen trunk in bf16, one thread per run, two runs at once, 140–215 s per
iteration). Per iteration: update size / out-of-range / active fraction of the off-policy epoch:

=====================  ===========================  ===================  ===================
run                    logp_change_per_step          clip_oor_frac        clip_act_frac
=====================  ===========================  ===================  ===================
lr 1e-5, ε 1e-3        0.0046 / 0.0050 / 0.0023     0.94 / 0.89 / 0.90   0.19 / 0.46 / 0.55
lr 3e-5, ε 1e-3        0.0133 / 0.0117 / 0.0054     0.97 / 1.00 / 0.91   0.19 / 0.41 / 0.55
lr 1e-5, ε 0.02        0.0046 / 0.0057              0.39 / 0.29          0.13 / 0.25
lr 3e-5, ε 0.05        0.0133 / 0.0115              0.45 / 0.26          0.13 / 0.26
=====================  ===========================  ===================  ===================

What it says: the update size grows about linearly with lr (2.6–2.9× for 3× on the first two iterations),
and lr 3e-5 puts it at the bottom of the 0.01–0.1 band, lr 1e-5 below it. But at ε = 1e-3 CAPO's action-aware ratio is
89–100 % out of range even at lr 1e-5: for 30–40-token actions a per-token change of ~0.005 moves the
length-calibrated ratio by ~0.01–0.05, far beyond 1e-3 (the paper's 1e-3 goes with lr 1e-6 on 1.5–7B models).
ε has to follow the step: with ε = 0.05 at lr 3e-5 (or 0.02 at lr 1e-5) the first iteration's off-policy
epoch is 45 % (39 %) out of range and 13 % active, and 26 % (29 %) out of range and 26 % (25 %) active in the
second, around the paper's regime (48.7 % / 24.5 %). Success over 2–3
iterations of 16 episodes says nothing yet (0.06–0.19, standard error ~0.09). Nothing here changes a
default; the free-text ``capo demo`` is for a later session.
"""

from __future__ import annotations

import json
import os
from pathlib import Path

import harness

KEYS = ("rollout/success_rate", "rollout/episodes", "rollout/step_rows", "rollout/action_tokens_mean",
        "actor/entropy", "actor/logp_change_per_step", "actor/clip_oor_frac", "actor/clip_act_frac", "actor/mu",
        "actor/grad_norm", "critic/value_loss", "time/rollout", "time/update", "time/iteration")


def main() -> None:
    """CLI: train a few iterations and write the per-iteration metrics."""
    parser = harness.parser(__file__, __doc__, output_aliases=("--result",), threads=1,
                            output_help="JSON record (default benchmarks/results/relay_pilot_lr<lr>.json).")
    parser.add_argument("--lr", type=float, default=1e-5, help="Actor (and critic) learning rate.")
    parser.add_argument("--iterations", type=int, default=3, help="Training iterations.")
    parser.add_argument("--tasks", type=int, default=16, help="Episodes per iteration.")
    parser.add_argument("--temperature", type=float, default=0.5,
                        help="Rollout sampling temperature (0.5: where the base rate is 10-40 %%).")
    parser.add_argument("--epsilon", type=float, default=None, help="CAPO's clip range (None: the preset's 1e-3).")
    parser.add_argument("--seed", type=int, default=41)
    parser.add_argument("--out", type=Path, default=harness.ROOT / "runs" / "relay_pilot",
                        help="Run folder (not committed).")
    options = parser.parse_args()

    from transformers import AutoModelForCausalLM, AutoTokenizer

    from agentgym_capo.models import smollm2_dir
    from agentgym_capo.trainer.capo_trainer import CAPOTrainer
    from agentgym_capo.trainer.config import CAPOConfig

    harness.set_threads(options.threads)
    settings = dict(
        algo="capo", action_mode="generate", max_completion_length=64, temperature=options.temperature,
        trainable_layers=4, learning_rate=options.lr, critic_learning_rate=options.lr, beta=0.0, gamma=1.0, lam=1.0,
        rollout_tasks=options.tasks, mini_batch_size=512, num_iterations=2, micro_batch_tokens=16384,
        per_device_train_batch_size=64, max_steps=options.iterations, lr_scheduler_type="constant",
        logging_steps=1, use_cpu=True, bf16=False, gradient_checkpointing=False, report_to="none",
        disable_tqdm=True, plot_curves=False, save_strategy="no", max_env_steps=6, seed=options.seed,
        epsilon=options.epsilon)
    tokenizer = AutoTokenizer.from_pretrained(smollm2_dir())
    model = AutoModelForCausalLM.from_pretrained(smollm2_dir(), attn_implementation="eager")
    tag = f"lr{options.lr:g}" + (f"_eps{options.epsilon:g}" if options.epsilon is not None else "")
    args = CAPOConfig(output_dir=str(options.out / tag), **settings)
    trainer = CAPOTrainer(model=model, args=args, env="capo/Relay-v0", processing_class=tokenizer)
    record = {"env_id": "capo/Relay-v0", "model": "SmolLM2-135M-Instruct (untrained)", "settings": settings,
              "whiten_advantages": args.whiten_advantages, "epsilon": args.epsilon}
    with harness.timed(record, "seconds"):
        trainer.train()
    curve = [{key: entry.get(key) for key in KEYS}
             for entry in trainer.state.log_history if "rollout/episodes" in entry]
    record.update(curve=curve, loadavg=os.getloadavg())
    harness.record(record, options.output or harness.RESULTS / f"relay_pilot_{tag}.json")
    print(json.dumps(curve, indent=1))


if __name__ == "__main__":
    main()
